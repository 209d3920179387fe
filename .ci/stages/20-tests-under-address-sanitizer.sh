#!/usr/bin/env bash
# The whole test suite under AddressSanitizer; no suppressions. Leaks are checked by the weak-reference tests
# and by valgrind on the demo: LeakSanitizer would also report the cycles some tests build on purpose.
set -euo pipefail
cd "$(dirname "$0")/../.."
ASAN_OPTIONS="halt_on_error=1:detect_leaks=0" swift test --sanitize=address --scratch-path .build-asan
