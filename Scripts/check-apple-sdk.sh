#!/usr/bin/env bash
# Type-checks every library module of ObserverKit for iOS against an Apple SDK:
#
#   Scripts/check-apple-sdk.sh SDK_PATH
#
# On a Mac: Scripts/check-apple-sdk.sh "$(xcrun --sdk iphoneos --show-sdk-path)". On Linux, with an iOS SDK's
# headers and Swift interfaces unpacked somewhere (never commit one: Apple's license), and the API notes of the
# SDK's two non-framework modules that Apple's toolchains carry and Linux toolchains do not (`Dispatch.apinotes`
# and `os.apinotes`, from the Swift compiler repository's `apinotes/` folder) in $APPLE_APINOTES_DIR or beside
# the SDK folder. Prints each module's error and warning counts and its diagnostics,
# and exits 1 when any module has an error.
#
# How it works off a Mac:
# - The compiler's resource folder is replaced by one holding only the toolchain's `clang/` and `shims/` (the
#   Linux `dispatch` module map otherwise clashes with the SDK's) and those API notes (SwiftUI needs os's).
# - An SDK older than iOS 17 ships Swift 5.8 interfaces: Scripts/AppleSDK/NewerStandardLibrary.swift supplies
#   the newer standard library API ObserverKit uses (compiled into this check only).
# - That SDK's os overlay calls `_os_log_impl` and `_os_signpost_emit_with_name_impl` by their Swift-private
#   names (`___os_log_impl`), which the Swift repository's current os.apinotes hide from Swift: the copy given
#   to the compiler makes them Swift-private when the SDK's os interface calls them so.
# - A current compiler cannot fold that os overlay's `OSLogMessage`s, so building the SDK's SwiftUI from its
#   interface fails in SwiftUI's own inlinable `os_log` calls ("string interpolation cannot be used in this
#   context"). Off a Mac the SwiftUI check turns off the two SIL passes that fold and then diagnose them
#   (os-log-optimization, diagnostic-constant-propagation): they optimise code and never take part in type
#   checking, and the check only type-checks ObserverKit's sources. Xcode's compiler matches its SDK and needs
#   neither.
# - Modules are checked in dependency order, each emitted for the next. ObserverKitUIKit and ObserverKitTesting
#   are type-checked, then emitted without their function bodies (see check() below; emitting ObserverKitUIKit
#   with its bodies crashes the compiler on Linux after it has type-checked it), for the code that uses them as
#   an app and an iOS test target would: Scripts/AppleSDK/UIKitUsage.swift and TestingUsage.swift, each checked
#   as a module of its own (ObserverKitUIKitClient, ObserverKitTestingClient), so they see only public API.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

sdk=${1:-}
if [ -z "$sdk" ] || [ ! -d "$sdk" ]; then
    echo "usage: Scripts/check-apple-sdk.sh SDK_PATH   (an iPhoneOS SDK folder)" >&2
    exit 2
fi
sdk=$(cd "$sdk" && pwd)

sdk_version=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$sdk/SDKSettings.json" 2>/dev/null || echo 0)
sdk_major=${sdk_version%%.*}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=(-target arm64-apple-ios16.0 -sdk "$sdk" -parse-as-library -package-name ObserverKit -I "$work")
swiftui_flags=()
if [ "$(uname)" != Darwin ]; then
    toolchain=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift
    notes=${APPLE_APINOTES_DIR:-$(dirname "$sdk")}
    mkdir -p "$work/resources/apinotes"
    for module in Dispatch os; do
        if [ ! -f "$notes/$module.apinotes" ]; then
            echo "$module.apinotes not found in $notes: set APPLE_APINOTES_DIR to a folder holding the Swift repository's apinotes/$module.apinotes" >&2
            exit 2
        fi
        cp "$notes/$module.apinotes" "$work/resources/apinotes/"
    done
    os_interface=$(ls "$sdk"/usr/lib/swift/os.swiftmodule/*.swiftinterface 2>/dev/null | head -n 1 || true)
    if [ -n "$os_interface" ] && grep -q '___os_log_impl(' "$os_interface"; then
        python3 - "$work/resources/apinotes/os.apinotes" <<'PYTHON'
import re, sys
path = sys.argv[1]
notes = open(path).read()
for function in ("_os_log_impl", "_os_signpost_emit_with_name_impl"):
    entry = re.compile(r"- Name: %s\n(  [^\n]*\n)*" % re.escape(function))
    notes, count = entry.subn("- Name: %s\n  SwiftPrivate: true\n" % function, notes)
    if count == 0:
        notes = notes.replace("Functions:\n", "Functions:\n- Name: %s\n  SwiftPrivate: true\n" % function, 1)
open(path, "w").write(notes)
PYTHON
    fi
    ln -s "$toolchain/clang" "$work/resources/clang"
    ln -s "$toolchain/shims" "$work/resources/shims"
    flags+=(-resource-dir "$work/resources")
    swiftui_flags=(-Xllvm -sil-disable-pass=os-log-optimization -Xllvm -sil-disable-pass=diagnostic-constant-propagation)
fi
shims=()
if [ "$sdk_major" -lt 17 ]; then
    shims=("$root/Scripts/AppleSDK/NewerStandardLibrary.swift")
fi
# The one C module the core imports, with the module map SwiftPM would generate for it.
mkdir -p "$work/CObserverKit"
printf 'module CObserverKit {\n    header "%s"\n    export *\n}\n' "$root/Sources/CObserverKit/include/CObserverKit.h" \
    >"$work/CObserverKit/module.modulemap"
flags+=(-I "$work/CObserverKit")

# A module's own sources; none for a module made of the extra sources only (an app's or a test target's code).
sources() {
    [ -d "$1" ] || return 0
    find "$1" -name '*.swift' -not -path '*/.docc/*' | sort
}

failed=0
unchecked=()
# check NAME MODE ACTION [extra sources...]: ACTION is "emit" (emit the module for the modules after it),
# "typecheck", or "typecheck-emit" (type-check, then emit the module's declarations only, its function bodies
# skipped: a compiler newer than the SDK's Swift crashes generating code for a typed `throw` when the SDK's
# standard library lacks `swift_willThrowTyped`, as Swift 5.8's does). $extra_flags, when set, go to this
# check's compiler only.
extra_flags=()
check() {
    local name=$1 mode=$2 action=$3
    shift 3
    local log="$work/$name.log"
    local what=(-typecheck)
    [ "$action" = emit ] && what=(-emit-module -emit-module-path "$work/$name.swiftmodule")
    local compile=(swiftc "${flags[@]}" ${extra_flags[@]+"${extra_flags[@]}"} -module-name "$name"
        -swift-version "$mode" $(sources "Sources/$name") "$@" ${shims[@]+"${shims[@]}"})
    "${compile[@]}" "${what[@]}" >"$log" 2>&1
    local status=$?
    if [ "$action" = typecheck-emit ] && [ "$status" -eq 0 ]; then
        "${compile[@]}" -emit-module -emit-module-path "$work/$name.swiftmodule" \
            -Xfrontend -experimental-skip-non-inlinable-function-bodies >"$work/$name.emit.log" 2>&1 || {
            echo "$name: error: emitting the module for the checks after it failed:" \
                "$(grep -m 1 'error' "$work/$name.emit.log")" >>"$log"
            status=1
        }
    fi
    local errors warnings
    errors=$(grep -cE '^[^ ].*: error:' "$log")
    warnings=$(grep -cE '^[^ ].*: warning:' "$log")
    if [ "$status" -ne 0 ] && [ "$errors" -eq 0 ]; then errors=1; fi
    # Errors only inside the SDK's own interfaces (and the "failed to build module" they cause) mean this
    # compiler cannot build that SDK module, so the module under check could not be checked at all: said, not
    # counted as the module's errors (an SDK that matches the compiler, as Xcode's does, checks it).
    local own
    own=$(grep -E '^[^ ].*: error:' "$log" | grep -v "^$sdk/" | grep -vc "failed to build module")
    if [ "$errors" -gt 0 ] && [ "$own" -eq 0 ]; then
        printf '%-26s Swift %s  not checked: this compiler cannot build the SDK modules it imports\n' "$name" "$mode"
        grep -E '^[^ ].*: error:' "$log" | sed "s|$sdk/||" | sort -u | head -n 3 | sed 's/^/    /'
        unchecked+=("$name")
        return
    fi
    printf '%-26s Swift %s  %3s errors  %3s warnings\n' "$name" "$mode" "$errors" "$warnings"
    grep -E '^[^ ].*: (error|warning):' "$log" | sed "s|$root/||" | sort -u | sed 's/^/    /'
    [ "$errors" -eq 0 ] || failed=1
}

echo "Type-checking ObserverKit for iOS against $(basename "$sdk") (iOS $sdk_version)"
check ObserverKit 6 emit
check ObserverKitHeadless 6 emit
check ObserverKitTesting 6 typecheck-emit
# An iOS test target's code, using the test kit and the headless controls (a module of its own).
check ObserverKitTestingClient 6 typecheck "$root/Scripts/AppleSDK/TestingUsage.swift"
check ObserverKitUIKit 6 typecheck-emit
# An app's code, using the UIKit backend (a module of its own: public API only, as an app sees it).
check ObserverKitUIKitClient 6 typecheck "$root/Scripts/AppleSDK/UIKitUsage.swift"
extra_flags=(${swiftui_flags[@]+"${swiftui_flags[@]}"})
check ObserverKitSwiftUI 6 typecheck "$root/Scripts/AppleSDK/SwiftUIUsage.swift"
extra_flags=()
if [ "$failed" -ne 0 ]; then
    echo "FAIL: a module has errors against $(basename "$sdk")"
    exit 1
fi
if [ ${#unchecked[@]} -gt 0 ]; then
    echo "every other module type-checks against $(basename "$sdk"); not checked with this compiler: ${unchecked[*]}"
else
    echo "every module type-checks against $(basename "$sdk")"
fi
