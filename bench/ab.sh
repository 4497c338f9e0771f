#!/usr/bin/env bash
# Two or more symbolbench builds timed against each other on the five cases of bench/compare.sh,
# interleaved run by run so a burst of load elsewhere on the machine hits every build alike:
# ROUNDS rounds (default 5) of FRAMES frames (default 40) each, thread CPU ms per frame, the
# median over rounds, and each build's time divided by the first's.
#
#   bench/ab.sh OLD NEW [...]      # symbolbench binaries (copy a build aside before rebuilding)
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-$REPO/../shared/bench}
ICONS_DIR=${ICONS_DIR:-$REPO/../shared/corpus/icons}
OUT_DIR=${OUT_DIR:-$REPO/.build/bench}
ROUNDS=${ROUNDS:-5}
FRAMES=${FRAMES:-40}
[ $# -ge 2 ] || { echo "usage: bench/ab.sh OLD NEW [...] (symbolbench binaries)" >&2; exit 2; }
[ -d "$BENCH_DIR" ] || { echo "ab.sh: no workload folder $BENCH_DIR (set BENCH_DIR)" >&2; exit 1; }
mkdir -p "$OUT_DIR"
FILLS="$OUT_DIR/icons-fill.fills"
icons=()
[ -d "$ICONS_DIR" ] && icons=(--icons "$ICONS_DIR")
"$1" export-fills --out "$FILLS" "${icons[@]}" >&2
cases=("--paths $BENCH_DIR/strokes-local.paths --scale 1" "--paths $BENCH_DIR/strokes-local.paths --scale 4"
       "--paths $BENCH_DIR/strokes-full.paths --scale 1" "--paths $BENCH_DIR/strokes-full.paths --scale 4"
       "--fills $FILLS")
RAW=$(mktemp)
trap 'rm -f "$RAW"' EXIT
for round in $(seq 1 "$ROUNDS"); do
  for i in "${!cases[@]}"; do
    b=0
    for binary in "$@"; do
      # Word splitting of the case is wanted: it holds its options.
      # shellcheck disable=SC2086
      line=$("$binary" raster ${cases[$i]} --frames "$FRAMES")
      echo "$i $b $(echo "$line" | sed -E 's/.*CPU time ([0-9.]+).*/\1/')" >> "$RAW"
      b=$((b + 1))
    done
  done
  echo "round $round done" >&2
done
python3 - "$RAW" "$@" <<'PY'
import statistics, sys
raw, binaries = sys.argv[1], sys.argv[2:]
times = {}
for line in open(raw):
    case, build, ms = line.split()
    times.setdefault((int(case), int(build)), []).append(float(ms))
names = ["local ×1", "local ×4", "full ×1", "full ×4", "icons-fill"]
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
