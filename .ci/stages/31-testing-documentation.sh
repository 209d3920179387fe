#!/usr/bin/env bash
# Builds the ObserverKitTesting DocC catalog with the toolchain's docc; any warning fails the stage.
set -euo pipefail
cd "$(dirname "$0")/../.."
graphs=.build/symbol-graphs-testing
rm -rf "$graphs" .build/documentation-testing
mkdir -p "$graphs"
swift build --target ObserverKitTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
find "$graphs" -name '*.symbols.json' ! -name 'ObserverKitTesting*' -delete
docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
"$docc" convert Sources/ObserverKitTesting/ObserverKitTesting.docc \
    --fallback-display-name ObserverKitTesting --fallback-bundle-identifier org.observerkit.ObserverKitTesting \
    --additional-symbol-graph-dir "$graphs" --output-path .build/documentation-testing --warnings-as-errors 2>&1 \
    | tee .build/docc-testing.log
if grep -q "warning:" .build/docc-testing.log; then
    echo "FAIL: docc reported warnings"
    exit 1
fi
echo "documentation built: .build/documentation-testing"
