#!/usr/bin/env python3
"""Turns the raw lines of bench/compare.sh (`FILE SCALE RENDERER WALL_MS CPU_MS`, one per run)
into a side-by-side markdown table: the median over rounds for each renderer, and how many times
slower each peer is than ours (peer / ours; above 1 means we are faster)."""
import statistics
import sys
from collections import defaultdict

runs = defaultdict(list)
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) != 5:
        continue
    file, scale, name, wall, cpu = parts
    runs[(file, scale, name)].append((float(wall), float(cpu)))

cases = [(f, s) for f in ("strokes-local", "strokes-full") for s in ("1", "4")] + [("icons-fill", "1")]
names = ["ours", "skia", "cairo", "blend2d"]
print("CPU ms/frame (thread CPU time, median over rounds); wall-clock ms/frame in brackets;")
print("ratio = peer CPU time / our CPU time (above 1: we are faster).")
print()
header = "| renderer | " + " | ".join(f"{f.replace('strokes-', '')} x{s}" for f, s in cases) + " |"
print(header)
print("|" + " --- |" * (len(cases) + 1))
medians = {}
for name in names:
    cells = []
    for f, s in cases:
        r = runs.get((f, s, name))
        if not r:
            cells.append("n/a")
            continue
        wall = statistics.median(w for w, _ in r)
        cpu = statistics.median(c for _, c in r)
        medians[(f, s, name)] = (wall, cpu)
        cells.append(f"{cpu:.2f} ({wall:.2f})")
    print(f"| {name} | " + " | ".join(cells) + " |")
for name in names[1:]:
    cells = []
    for f, s in cases:
        ours, peer = medians.get((f, s, "ours")), medians.get((f, s, name))
        cells.append(f"{peer[1] / ours[1]:.2f}x ({peer[0] / ours[0]:.2f}x)" if ours and peer else "n/a")
    print(f"| {name} / ours | " + " | ".join(cells) + " |")
