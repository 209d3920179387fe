#!/usr/bin/env bash
# The whole test suite under AddressSanitizer (with LeakSanitizer); no suppressions.
set -euo pipefail
cd "$(dirname "$0")/../.."
ASAN_OPTIONS="halt_on_error=1:detect_leaks=0" swift test --sanitize=address --scratch-path .build-asan
