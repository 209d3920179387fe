#!/usr/bin/env bash
# Measures the CPU an idle GTK app uses: starts BINARY (which must take --quit-after SECONDS, as the demo and the
# settings example do), waits SETTLE seconds (2 by default) for it to settle, then reads its CPU time (user +
# system, all threads, from /proc) over 10 s. Run it under Xvfb without input, e.g. from Backends/GTK:
#     xvfb-run -a -s "-screen 0 1280x800x24" Scripts/measure-idle-cpu.sh .build/debug/observerkit-gtk-demo
# A focused text entry blinks its cursor for GTK's first 10 s (gtk-cursor-blink-timeout), and each blink redraws
# the window, which under Xvfb's software rendering costs several percent of a core: give such a window
# SETTLE=12 to measure the loop itself.
# gtk-check measures the same inside GTKApplication.run() (and the main queue's latency) on every CI run.
set -euo pipefail
binary=$1
settle=${SETTLE:-2}
"$binary" --quit-after $((settle + 12)) > /dev/null 2>&1 &
pid=$!
sleep "$settle"
before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
sleep 10
after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
hz=$(getconf CLK_TCK)
python3 -c "print(f'$binary: {($after - $before) / $hz:.2f} s of CPU over 10 s idle = {($after - $before) / $hz / 10 * 100:.2f} % of a core')"
wait "$pid"
