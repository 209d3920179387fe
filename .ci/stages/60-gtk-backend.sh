#!/usr/bin/env bash
# The GTK 4 backend (Backends/GTK, a package of its own): build with warnings as errors, then gtk-check on a real
# window under Xvfb with real input from xdotool (each path against the headless backend; screenshot, lifetime),
# then the second example (observerkit-gtk-settings) and the demo's --help and no-display message, then valgrind
# on the GTK demo: no block lost by ObserverKit's own code (Scripts/leaks-of-ours.py says how GTK's one-time
# allocations are told apart). Artifacts (screenshots, valgrind logs) go to .build/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../.."
artifacts=$(pwd)/.build/artifacts
mkdir -p "$artifacts"
cd Backends/GTK
xvfb() { xvfb-run -a -s "-screen 0 1280x800x24" "$@"; }

swift build -Xswiftc -warnings-as-errors
# A GTK critical warning (a bad argument ObserverKit gave GTK) stops gtk-check, and so fails this stage.
G_DEBUG=fatal-criticals NO_AT_BRIDGE=1 GTK_A11Y=none xvfb swift run gtk-check "$artifacts"
# The second example (gtk-check drove its window above and saved gtk-settings.png): README's one command runs it.
python3 Scripts/check-screenshot.py "$artifacts/gtk-settings.png" 380x480
NO_AT_BRIDGE=1 GTK_A11Y=none xvfb swift run observerkit-gtk-settings --quit-after 1
# README's "Your first GTK app" is FirstGTKApp's main.swift word for word (swift build compiled it above).
python3 - <<'PY'
import re, sys
readme = open("../../README.md").read()
block = re.search(r"### Your first GTK app\n.*?```swift gtk\n(.*?)```", readme, re.S).group(1)
if block != open("Sources/FirstGTKApp/main.swift").read():
    sys.exit("FAIL: README's first GTK app differs from Backends/GTK/Sources/FirstGTKApp/main.swift")
PY
[[ $(swift run observerkit-gtk-demo --help) == *"Usage: observerkit-gtk-demo"* ]] \
    || { echo "FAIL: the demo does not answer --help"; exit 1; }
[[ $(env -u DISPLAY -u WAYLAND_DISPLAY swift run observerkit-gtk-demo 2>&1 || true) == *"xvfb-run"* ]] \
    || { echo "FAIL: without a display the demo does not say to use xvfb-run"; exit 1; }
# GTKApplication.start() without a display: its message alone on standard error, exit status 1, no crash.
status=0
env -u DISPLAY -u WAYLAND_DISPLAY "$(swift build --show-bin-path)/observerkit-gtk-first-app" >/dev/null \
    2>"$artifacts/no-display.err" || status=$?
[[ $status -eq 1 && $(head -n 1 "$artifacts/no-display.err") == "GTK could not open a display"* ]] \
    && [ "$(wc -l <"$artifacts/no-display.err")" -eq 3 ] \
    || { echo "FAIL: without a display, start() did not end with its message only (status $status):"; cat "$artifacts/no-display.err"; exit 1; }
# Under xvfb-run there is no D-Bus session bus: GTK must not warn that it cannot acquire one.
xvfb swift run observerkit-gtk-demo --quit-after 1 >/dev/null 2>"$artifacts/gtk-demo-plain.err"
! grep -q "session bus" "$artifacts/gtk-demo-plain.err" \
    || { echo "FAIL: GTK warned about the session bus:"; cat "$artifacts/gtk-demo-plain.err"; exit 1; }

swift build -c release --product observerkit-gtk-demo
stripped="$artifacts/observerkit-gtk-demo.stripped"
strip --strip-debug -o "$stripped" "$(swift build -c release --show-bin-path)/observerkit-gtk-demo"
rm -f "$artifacts"/gtk-demo-valgrind.*.log
NO_AT_BRIDGE=1 GTK_A11Y=none xvfb valgrind --leak-check=full --show-leak-kinds=definite,indirect --num-callers=40 \
    --log-file="$artifacts/gtk-demo-valgrind.%p.log" "$stripped" --quit-after 3 --screenshot "$artifacts/gtk-demo.png" \
    | tee "$artifacts/gtk-demo.out"
# The demo's own process has the lowest pid; the others are forks GLib makes.
log=$(ls "$artifacts"/gtk-demo-valgrind.*.log | sort -t. -k2 -n | head -n 1)
python3 Scripts/leaks-of-ours.py "$log"
size=$(awk '/^saved / { print $3 }' "$artifacts/gtk-demo.out")
[ -n "$size" ] || { echo "FAIL: the demo saved no screenshot"; exit 1; }
python3 Scripts/check-screenshot.py "$artifacts/gtk-demo.png" "$size"
echo "GTK backend: checks passed, demo window saved to .build/artifacts/gtk-demo.png, no leak of ours"
