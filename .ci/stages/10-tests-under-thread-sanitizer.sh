#!/usr/bin/env bash
# The whole test suite under ThreadSanitizer; no suppressions.
set -euo pipefail
cd "$(dirname "$0")/../.."
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" swift test --sanitize=thread --scratch-path .build-tsan
