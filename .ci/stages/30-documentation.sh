#!/usr/bin/env bash
# Builds the ObserverKit DocC catalog with the toolchain's docc; any warning fails the stage.
set -euo pipefail
cd "$(dirname "$0")/../.."
graphs=.build/symbol-graphs
rm -rf "$graphs" .build/documentation
mkdir -p "$graphs"
swift build --target ObserverKit \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
find "$graphs" -name '*.symbols.json' ! -name 'ObserverKit*' -delete
docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
"$docc" convert Sources/ObserverKit/ObserverKit.docc \
    --fallback-display-name ObserverKit --fallback-bundle-identifier org.observerkit.ObserverKit \
    --additional-symbol-graph-dir "$graphs" --output-path .build/documentation --warnings-as-errors 2>&1 \
    | tee .build/docc.log
if grep -q "warning:" .build/docc.log; then
    echo "FAIL: docc reported warnings"
    exit 1
fi
echo "documentation built: .build/documentation"
