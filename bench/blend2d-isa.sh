#!/usr/bin/env bash
# Blend2D's stroke times with its pipeline compiler held to SSE2, SSE4.2, AVX2 or no compiler at
# all, beside symbolbench's (an SSE2-baseline build), interleaved round by round: does Blend2D's
# lead at large scale come from wider SIMD than ours? (docs/performance.md, "Blend2D at our
# instruction set, stage by stage").
#
#   BLEND2D_INCLUDE=/path/to/blend2d/src bench/blend2d-isa.sh      # ROUNDS=3 by default
#
# The library is the static one blend2d-python ships (Blend2D 0.12, whose C API still has
# camelCase names); the headers are not in that package, so BLEND2D_INCLUDE names the `src`
# folder of a Blend2D checkout at a matching version (any commit before the snake_case API of
# 0.20, such as the parent of upstream commit 320a63a). Needs g++.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-$REPO/../shared/bench}
OUT_DIR=${OUT_DIR:-$REPO/.build/bench}
ROUNDS=${ROUNDS:-3}
if [ -z "${BLEND2D_INCLUDE:-}" ] || [ ! -f "$BLEND2D_INCLUDE/blend2d.h" ]; then
  echo "blend2d-isa.sh: set BLEND2D_INCLUDE to the src folder of a Blend2D 0.12 checkout (it holds blend2d.h)" >&2
  exit 1
fi
LIB=$(python3 -c 'import blend2d, os; print(os.path.join(os.path.dirname(blend2d.__file__), "libblend2d.a"))' 2>/dev/null || true)
if [ -z "$LIB" ] || [ ! -f "$LIB" ]; then
  echo "blend2d-isa.sh: no libblend2d.a from blend2d-python (pip install blend2d-python)" >&2
  exit 1
fi
command -v g++ >/dev/null || { echo "blend2d-isa.sh: needs g++ (apt-get install g++)" >&2; exit 1; }
mkdir -p "$OUT_DIR"
g++ -O2 -std=c++17 -DBL_STATIC -I"$BLEND2D_INCLUDE" "$REPO/bench/blend2d-isa.cpp" "$LIB" -lpthread -lrt \
  -o "$OUT_DIR/blend2d-isa"
cd "$REPO"
swift build -c release --product symbolbench >&2
RAW="$OUT_DIR/blend2d-isa.txt"
: > "$RAW"
MODES="default avx2 sse4 sse2 nojit"
for round in $(seq 1 "$ROUNDS"); do
  for file in strokes-local strokes-full; do
    for scale in 1 4; do
      ours=$(.build/release/symbolbench raster --paths "$BENCH_DIR/$file.paths" --scale "$scale" |
             sed -E 's/.*CPU time ([0-9.]+).*/\1/')
      echo "$file x$scale ours $ours" >> "$RAW"
      for mode in $MODES; do
        "$OUT_DIR/blend2d-isa" "$BENCH_DIR/$file.paths" "$scale" "$mode" 40 |
          while read -r name ms; do echo "$file x$scale blend2d-$name $ms" >> "$RAW"; done
      done
    done
  done
  echo "round $round done" >&2
done
python3 - "$RAW" "$MODES" <<'EOF'
import statistics, sys
from collections import defaultdict
runs = defaultdict(list)
for line in open(sys.argv[1]):
    f, s, name, ms = line.split()
    runs[(f + " " + s, name)].append(float(ms))
cases = [f"{f} x{s}" for f in ("strokes-local", "strokes-full") for s in (1, 4)]
names = ["ours"] + ["blend2d-" + m for m in sys.argv[2].split()]
print("thread CPU ms/frame, median over rounds (Blend2D ÷ ours in brackets)")
print("| renderer | " + " | ".join(c.replace("strokes-", "") for c in cases) + " |")
print("|" + " --- |" * (len(cases) + 1))
for n in names:
    cells = []
    for c in cases:
        m = statistics.median(runs[(c, n)])
        ours = statistics.median(runs[(c, "ours")])
        cells.append(f"{m:.2f}" if n == "ours" else f"{m:.2f} ({m / ours:.2f}×)")
    print(f"| {n} | " + " | ".join(cells) + " |")
EOF
