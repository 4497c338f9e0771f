#!/usr/bin/env bash
# Two or more symbolbench builds timed against each other on the five cases of bench/compare.sh,
# interleaved run by run so a burst of load elsewhere on the machine hits every build alike:
# ROUNDS rounds (default 5) of FRAMES frames (default 40) each, thread CPU ms per frame, the
# median over rounds, and each build's time divided by the first's.
#
#   bench/ab.sh OLD NEW [...]      # symbolbench binaries (copy a build aside before rebuilding)
set -euo pipefail
ROUNDS=${ROUNDS:-5}
FRAMES=${FRAMES:-40}
[ $# -ge 2 ] || { echo "usage: bench/ab.sh OLD NEW [...] (symbolbench binaries)" >&2; exit 2; }
. "$(dirname "$0")/workload.sh"
write_fills "$1"
RAW=$(mktemp)
trap 'rm -f "$RAW"' EXIT
for round in $(seq 1 "$ROUNDS"); do
  for i in "${!CASES[@]}"; do
    b=0
    for binary in "$@"; do
      # Word splitting of the case is wanted: it holds its options.
      # shellcheck disable=SC2086
      line=$("$binary" raster ${CASES[$i]} --frames "$FRAMES")
      echo "$i $b $(echo "$line" | sed -E 's/.*CPU time ([0-9.]+).*/\1/')" >> "$RAW"
      b=$((b + 1))
    done
  done
  echo "round $round done" >&2
done
CASE_LIST=$(IFS='|'; echo "${CASE_NAMES[*]}") python3 - "$RAW" "$@" <<'PY'
import os, statistics, sys
raw, binaries = sys.argv[1], sys.argv[2:]
times = {}
for line in open(raw):
    case, build, ms = line.split()
    times.setdefault((int(case), int(build)), []).append(float(ms))
names = os.environ["CASE_LIST"].split("|")
print("| thread CPU ms/frame | " + " | ".join(names) + " |")
print("| --- |" + " --- |" * len(names))
for b, binary in enumerate(binaries):
    cells = []
    for c in range(len(names)):
        m = statistics.median(times[(c, b)])
        base = statistics.median(times[(c, 0)])
        cells.append(f"{m:.3f}" if b == 0 else f"{m:.3f} ({(m / base - 1) * 100:+.1f} %)")
    print(f"| {binary} | " + " | ".join(cells) + " |")
PY
