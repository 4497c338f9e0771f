#!/bin/sh
# The viewer's frame loop, measured with `symbolbench scene` (release build, SDL's dummy driver):
# how a frame's cost grows with the number of symbols and with the window's size. Each line is
# one run of 600 frames (10 s of scene time at 60 fps). Used for docs/performance.md.
#   bench/scene-bench.sh [FRAMES]
set -eu
cd "$(dirname "$0")/.."
frames=${1:-600}
swift build -c release --product symbolbench >/dev/null
bench=.build/release/symbolbench
for k in 6 10 100 1000; do
    $bench scene --scene draw-on --size 1920x1080 --symbols $k --frames "$frames"
done
for size in 1280x800 1920x1080 3840x2160; do
    $bench scene --scene draw-on --size $size --symbols 1000 --frames "$frames"
    $bench scene --scene loader --size $size --frames "$frames"
    $bench scene --scene effects --size $size --frames "$frames"
done
