#!/usr/bin/env bash
# Builds the Benchmarks package (release) and runs every scenario once: a smoke test that each scenario runs and
# checks its handler-call count. No timing is asserted anywhere; BENCHMARKS.md has the measured numbers. Allocation
# counts, which load does not change, are held to their budgets (Scripts/check-allocations.py).
set -euo pipefail
cd "$(dirname "$0")/../../Benchmarks"
BENCHMARK_SMOKE=1 swift package --disable-sandbox benchmark --no-progress > ../.build/benchmark-smoke.log 2>&1 || {
    tail -n 60 ../.build/benchmark-smoke.log
    echo "FAIL: a benchmark scenario failed to build or run"
    exit 1
}
scenarios=$(python3 Scripts/summarize.py < ../.build/benchmark-smoke.log | tail -n +3 | wc -l)
echo "benchmark smoke test: $scenarios scenarios ran once each"
[ "$scenarios" -ge 30 ] || { echo "FAIL: expected at least 30 scenarios"; exit 1; }
python3 Scripts/summarize.py < ../.build/benchmark-smoke.log | python3 Scripts/check-allocations.py
