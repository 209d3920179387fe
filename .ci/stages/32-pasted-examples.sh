#!/usr/bin/env bash
# The examples users paste, run as they paste them: README's and the documentation's ```swift test blocks,
# top-level test functions and screens, in a fresh package that depends on this checkout by path (no wrapper,
# no suite of ours). Any error, or fewer tests run than pasted, fails the stage.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(pwd)/.build/pasted-examples
rm -rf "$work"
mkdir -p "$work"
pasted=$(python3 .ci/docs/paste-examples.py . "$work")
echo "pasted $pasted tests into a fresh package: $work"
cd "$work"
swift test 2>&1 | tee "$work/test.log" | grep -E "error:|✘|Test run with" || true
ran=$(grep -oE "Test run with [0-9]+ tests" "$work/test.log" | grep -oE "[0-9]+" | tail -n 1)
if ! grep -qE "Test run with [0-9]+ tests? .*passed" "$work/test.log" || [ "${ran:-0}" -ne "$pasted" ]; then
    echo "FAIL: the pasted examples did not all compile and pass (ran ${ran:-0} of $pasted; see $work/test.log)"
    exit 1
fi
echo "pasted examples: $ran tests compiled and passed in a fresh package"
