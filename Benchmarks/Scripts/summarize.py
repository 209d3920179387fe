#!/usr/bin/env python3
"""Reads the text output of `swift package benchmark` and prints each scenario's medians (p50) as a markdown table.

Usage: swift package --disable-sandbox benchmark 2>&1 | python3 Scripts/summarize.py
"""
import re
import sys

results = {}
name = None
for line in sys.stdin:
    line = line.rstrip("\n")
    if line and not line.startswith(("│", "╒", "╞", "├", "╘", "=", " ", "[")) and ":" in line:
        name = line.strip()
        continue
    match = re.match(r"│ (.+?) \s*│\s*(\S+) │\s*(\S+) │\s*(\S+) │", line)
    if name and match and match.group(1).strip() != "Metric":
        metric = match.group(1).strip().rstrip(" *")
        results.setdefault(name, {})[metric] = match.group(4)

metrics = sorted({metric for values in results.values() for metric in values})
print("| Scenario | " + " | ".join(f"{metric} (p50)" for metric in metrics) + " |")
print("| --- | " + " | ".join("---:" for _ in metrics) + " |")
for scenario in sorted(results):
    print(f"| {scenario} | " + " | ".join(results[scenario].get(metric, "–") for metric in metrics) + " |")
