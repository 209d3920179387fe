#!/usr/bin/env bash
# Builds ObserverKit's documentation website: one DocC archive per module (ObserverKit, ObserverKitHeadless,
# ObserverKitUIKit from its Linux build against UIKitInterface, ObserverKitGTK from Backends/GTK, and the test kit
# ObserverKitTesting, whose examples are Swift Testing code and are checked by its own stage, 31), each
# converted by the toolchain's docc for static hosting under /ObserverKit/, then merged by `docc merge` into one
# site that any plain file server serves: .build/docs-site/ObserverKit (entry page
# /ObserverKit/documentation/). Any docc warning (an unresolved link, an undocumented parameter) fails the stage.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
base_path=ObserverKit
graphs=$root/.build/symbol-graphs
archives=$root/.build/docs-archives
site=$root/.build/docs-site
log=$root/.build/docc.log

# The GTK module needs GTK's headers (.ci/run installs them too; this keeps the stage runnable on its own).
missing=()
for package in libgtk-4-dev pkg-config; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

rm -rf "$archives" "$site" "$log"
mkdir -p "$archives" "$site"
# The compiler writes a module's symbol graph only when it compiles the module, so the graphs live in build
# folders of their own: they exist exactly when the build that wrote them does, and stay current with it.
build=$root/.build/docs-build
symbol_graph_flags=(
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$build/symbol-graphs"
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
)
mkdir -p "$build/symbol-graphs"
for target in ObserverKit ObserverKitHeadless ObserverKitUIKit ObserverKitTesting; do
    swift build --scratch-path "$build" --target "$target" "${symbol_graph_flags[@]}"
done
swift build --package-path Backends/GTK --scratch-path "$build-gtk" --target ObserverKitGTK "${symbol_graph_flags[@]}"
rm -rf "$graphs"
mkdir -p "$graphs"

docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
convert() {
    local module=$1 sources=$2 catalog=$2/$1.docc
    # Only what the module declares itself, not what it re-exports (see the script).
    for graph in "$build/symbol-graphs/$module.symbols.json" "$build/symbol-graphs/$module"@*.symbols.json; do
        if [ -e "$graph" ]; then python3 .ci/docs/own-symbol-graph.py "$graph" "$sources" "$graphs/$module"; fi
    done
    "$docc" convert "$catalog" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.observerkit.$module" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --transform-for-static-hosting --hosting-base-path "$base_path" \
        --output-path "$archives/$module.doccarchive" --warnings-as-errors 2>&1 | tee -a "$log"
}
# Each archive resolves ``links`` to its own module's symbols only; a backend's pages name ObserverKit's types
# in code voice (this docc's `--dependency` did not resolve links into another archive).
convert ObserverKit Sources/ObserverKit
convert ObserverKitHeadless Sources/ObserverKitHeadless
convert ObserverKitUIKit Sources/ObserverKitUIKit
convert ObserverKitGTK Backends/GTK/Sources/ObserverKitGTK
convert ObserverKitTesting Sources/ObserverKitTesting

# Every public type's example (and each module's landing page's, and those of the articles on operators,
# controls, lifetimes, threads and controls you did not create) must compile against the modules as built.
python3 .ci/docs/check-examples.py "$build" Sources/ObserverKit/ObserverKit.docc ObserverKitHeadless \
    --symbols "$graphs/ObserverKit" --also 'Operators/*.md' --also 'Controls/*.md' --also 'Gestures/*.md' --also LifetimesAndTokens.md --also Threads.md \
    --also DelegatesBecomeObservers.md
python3 .ci/docs/check-examples.py "$build" Sources/ObserverKitHeadless/ObserverKitHeadless.docc ObserverKitHeadless \
    --symbols "$graphs/ObserverKitHeadless"
python3 .ci/docs/check-examples.py "$build" Sources/ObserverKitUIKit/ObserverKitUIKit.docc ObserverKitUIKit \
    --symbols "$graphs/ObserverKitUIKit" --also ControlsYouDidNotCreate.md
python3 .ci/docs/check-examples.py "$build-gtk" Backends/GTK/Sources/ObserverKitGTK/ObserverKitGTK.docc ObserverKitGTK \
    --symbols "$graphs/ObserverKitGTK" --also GesturesOnGTKWidgets.md

"$docc" merge "$archives"/ObserverKit.doccarchive "$archives"/ObserverKitHeadless.doccarchive \
    "$archives"/ObserverKitUIKit.doccarchive "$archives"/ObserverKitGTK.doccarchive \
    "$archives"/ObserverKitTesting.doccarchive \
    --synthesized-landing-page-name ObserverKit --synthesized-landing-page-kind Package \
    --synthesized-landing-page-topics-style list \
    --output-path "$site/$base_path" 2>&1 | tee -a "$log"

if grep -q "warning:" "$log"; then
    echo "FAIL: docc reported warnings (see .build/docc.log)"
    exit 1
fi
echo "documentation site built: .build/docs-site/$base_path (serve .build/docs-site, open /$base_path/documentation/)"
