#!/usr/bin/env python3
"""Fails when a scenario allocates more per event or step (malloc count, p50) than its budget.

Usage: python3 Scripts/summarize.py < benchmark.log | python3 Scripts/check-allocations.py

Allocation counts do not depend on the machine's load, so CI's smoke run can hold them where times cannot be
held: a change that adds an allocation to a path BENCHMARKS.md measured fails here. Budgets are the counts
BENCHMARKS.md reports; a scenario named in BUDGETS but missing from the run fails too.
"""
import sys

BUDGETS = {
    # A whole tap on a headless button, through its tracker to the observers: nothing.
    "dispatch 10 observers: headless button tap": 0,
    # A bound slider's drag: nothing per move or at the control's first touch. 16 at p50, as at issue 24's base;
    # the smoke run's single run also counts one allocation the process makes once, at its first drag.
    "bound slider: drag of 1,000 moves": 17,
    "delegates: control event to 10 observers (headless button sendActions)": 0,
    "delegates: didScroll to 10 observers (DelegateObserver.send)": 0,
    "delegates: didScroll to 10 observers (scroll view contentOffset set)": 0,
    # A UIKit forwarder's call with nothing nested: the app's delegate, then the observers, nothing held.
    "delegates: didScroll to 10 observers (UIKit scroll view through observed)": 0,
    "delegates: table scroll step, 100 rows": 2,
    "delegates: table scroll step, 10000 rows": 2,
    # A control's registration as apps write it: its `Observer` and its entry, never the text of its call site.
    "control registration with 100000 registered: addObserver(for:)": 2,
    # The third wave's registrations, with 100,000 registered: an add and a cancel through `observed` or `gestures`
    # allocate the entry (and, for a control's `addObserver(for:)`, its `Observer`) and nothing that grows with the
    # number registered.
    "growth: UISlider observed addObserver + cancel, 100000 registered": 2,
    "growth: UIScrollView observed addObserver + cancel, 100000 registered": 1,
    "growth: UITableView observed addObserver + cancel, 100000 registered": 1,
    "growth: headless ScrollView observed addObserver + cancel, 100000 registered": 1,
    "growth: headless View gestures addObserver(for: .tap) + cancel, 100000 registered": 1,
    # A delivery to 1,000 observers allocates what it does to 10: nothing for a scroll, a pan's report (3).
    "growth: UIScrollView didScroll through observed, 1000 observers": 0,
    "growth: headless ScrollView didScroll, 1000 observers": 0,
    "growth: headless View pan touch event, 1000 observers": 3,
}

rows = [line.strip().strip("|").split("|") for line in sys.stdin if line.startswith("| ")]
header = [cell.strip() for cell in rows[0]]
column = header.index("Malloc (total) (p50)")
counts = {row[0].strip(): row[column].strip() for row in rows[2:]}
failures = []
for scenario, budget in BUDGETS.items():
    if scenario not in counts:
        failures.append(f"{scenario}: not in the run")
    elif float(counts[scenario].rstrip("K")) * (1000 if counts[scenario].endswith("K") else 1) > budget:
        failures.append(f"{scenario}: {counts[scenario]} allocations, budget {budget}")
for failure in failures:
    print(f"FAIL allocation budget: {failure}")
print(f"allocation budgets: {len(BUDGETS) - len(failures)} of {len(BUDGETS)} scenarios within theirs")
sys.exit(1 if failures else 0)
