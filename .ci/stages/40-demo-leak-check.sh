#!/usr/bin/env bash
# valgrind --leak-check=full on `observerkit-demo --fast`: 0 bytes definitely or indirectly lost.
# valgrind 3.19 cannot read the DWARF Swift 6.3 emits, so it runs on a `strip --strip-debug` copy.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product observerkit-demo
binary="$(swift build -c release --show-bin-path)/observerkit-demo"
stripped=.build/artifacts/observerkit-demo.stripped
mkdir -p .build/artifacts
strip --strip-debug -o "$stripped" "$binary"
log=.build/artifacts/demo-valgrind.log
status=0
valgrind --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
    --error-exitcode=3 --log-file="$log" "$stripped" --fast >/dev/null || status=$?
if [ "$status" -ne 0 ]; then
    tail -n 40 "$log"
    echo "FAIL: valgrind exited with $status (3: leaks or memory errors; see $log)"
    exit 1
fi
grep -E "definitely lost|indirectly lost|ERROR SUMMARY|All heap blocks were freed" "$log" || true
if grep -qE "(definitely|indirectly) lost: [1-9]" "$log"; then
    echo "FAIL: the demo leaks (see $log)"
    exit 1
fi
echo "demo leak check: 0 bytes definitely and indirectly lost"
