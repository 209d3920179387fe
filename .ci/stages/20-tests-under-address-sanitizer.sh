#!/usr/bin/env bash
# The whole test suite under AddressSanitizer, with LeakSanitizer: any leak of project code fails the stage.
# The only suppression is XCTest's own runner (.ci/lsan-suppressions.txt).
set -euo pipefail
cd "$(dirname "$0")/../.."
ASAN_OPTIONS="halt_on_error=1:detect_leaks=1" LSAN_OPTIONS="suppressions=$(pwd)/.ci/lsan-suppressions.txt" \
    swift test --sanitize=address --scratch-path .build-asan
