#!/usr/bin/env bash
# Side-by-side: symbolbench against Skia, cairo and Blend2D (bench/peers.py) on both workloads of
# ../shared/bench at scales 1 and 4 and on the filled-icon workload (written first by
# `symbolbench export-fills` from the catalog and ../shared/corpus/icons), then the pixel
# comparison with Skia (bench/quality.py).
#
#   bench/compare.sh            # ROUNDS=3 by default; OUT_DIR=.build/bench holds PNGs and raw numbers
#
# Every renderer is timed the same way (warm-up, then >= 2 s and >= 20 frames, median ms/frame),
# by wall clock and by the thread's CPU time. Runs are interleaved round by round so a burst of
# load elsewhere on the machine hits every renderer alike; the table shows the median over rounds.
set -euo pipefail
. "$(dirname "$0")/workload.sh"
cd "$REPO"
ROUNDS=${ROUNDS:-3}
swift build -c release --product symbolbench >&2
RESULTS="$OUT_DIR/results.txt"
: > "$RESULTS"
write_fills .build/release/symbolbench
for round in $(seq 1 "$ROUNDS"); do
  for file in strokes-local strokes-full; do
    for scale in 1 4; do
      line=$(.build/release/symbolbench raster --paths "$BENCH_DIR/$file.paths" --scale "$scale" \
             --png "$OUT_DIR/ours-$file-x$scale.png")
      # "W ms/frame (... thread CPU time C ms/frame)"
      wall=$(echo "$line" | awk '{print $1}')
      cpu=$(echo "$line" | sed -E 's/.*CPU time ([0-9.]+).*/\1/')
      echo "$file $scale ours $wall $cpu" >> "$RESULTS"
      python3 bench/peers.py --paths "$BENCH_DIR/$file.paths" --scale "$scale" --png-dir "$OUT_DIR" |
        while read -r name w c; do echo "$file $scale $name $w $c" >> "$RESULTS"; done
      echo "round $round: $file x$scale done" >&2
    done
  done
  line=$(.build/release/symbolbench raster --fills "$FILLS" --png "$OUT_DIR/ours-icons-fill-x1.png")
  wall=$(echo "$line" | awk '{print $1}')
  cpu=$(echo "$line" | sed -E 's/.*CPU time ([0-9.]+).*/\1/')
  echo "icons-fill 1 ours $wall $cpu" >> "$RESULTS"
  python3 bench/peers.py --fills "$FILLS" --png-dir "$OUT_DIR" |
    while read -r name w c; do echo "icons-fill 1 $name $w $c" >> "$RESULTS"; done
  echo "round $round: icons-fill x1 done" >&2
done
python3 bench/table.py "$RESULTS"
echo
for file in strokes-local strokes-full; do
  for scale in 1 4; do
    python3 bench/quality.py "$OUT_DIR/ours-$file-x$scale.png" "$OUT_DIR/skia-$file-x$scale.png" \
      --paths "$BENCH_DIR/$file.paths" --scale "$scale" --label "$file x$scale"
  done
done
python3 bench/quality.py "$OUT_DIR/ours-icons-fill-x1.png" "$OUT_DIR/skia-icons-fill-x1.png" \
  --arbiter "$OUT_DIR/blend2d-icons-fill-x1.png" --label "icons-fill x1"
