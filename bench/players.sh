#!/usr/bin/env bash
# symbolview's frames beside ThorVG's and rlottie's, in one run: five effect families on catalog
# symbols at 128, 512 and 1024 px. For each, `symbolview export` writes the effect as a Lottie
# file; `symbolbench animation` times posing plus drawing every frame of that file with our
# engine and rasterizer, and bench/players.py times ThorVG and rlottie rendering every frame of
# the file itself, each by the CPU time of every thread it works on (symbolbench draws on one;
# rlottie also rasterizes on worker threads of its own). Prints a table (ms per frame, median over
# rounds, and each player's time divided by ours) and checks that every player saw as many
# frames as we drew.
#
#   bench/players.sh             # ROUNDS=3 interleaved rounds, each the median of PASSES=3 passes
#   SIZES="128" CASES="sun.max:drawOn" bench/players.sh
#
# The players come from PyPI (thorvg-python, rlottie-python; pillow for the PNGs), installed into the venv that
# `make export-check` uses (.build/export-venv; EXPORT_VENV to change it). A player that cannot be
# installed or loaded is reported SKIPPED. Lottie files, PNGs of each last frame and the raw
# numbers land in OUT_DIR (.build/bench/players).
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-3}
PASSES=${PASSES:-3}
SIZES=${SIZES:-"128 512 1024"}
# One case a word, SYMBOL:EFFECT: a draw, a bounce, a breathe, a rotation and Variable Color.
CASES=${CASES:-"sun.max:drawOn bell:bounce heart.fill:breathe fan.fill:rotate wifi:variableColor.iterative"}
OUT_DIR=${OUT_DIR:-.build/bench/players}
EXPORT_VENV=${EXPORT_VENV:-.build/export-venv}
mkdir -p "$OUT_DIR"

swift build -c release --product symbolbench >&2
swift build -c release --product symbolview >&2
bench=.build/release/symbolbench
symbolview=.build/release/symbolview

python=python3
if test -x "$EXPORT_VENV/bin/python" || python3 -m venv "$EXPORT_VENV" >&2; then
  python=$EXPORT_VENV/bin/python
  "$python" -c "import thorvg_python, rlottie_python, PIL" 2>/dev/null ||
    "$python" -m pip install -q thorvg-python rlottie-python pillow >&2 ||
    echo "players.sh: could not install thorvg-python, rlottie-python and pillow; players.py reports what is missing SKIPPED" >&2
else
  echo "players.sh: could not make the venv $EXPORT_VENV (python3-venv); using python3 as it is" >&2
fi

RESULTS="$OUT_DIR/results.txt"
: > "$RESULTS"
for case in $CASES; do
  for size in $SIZES; do
    name="${case/:/-}-$size"
    "$symbolview" export "${case%%:*}" --effect "${case#*:}" --size "$size" --out "$OUT_DIR/$name.json" >&2
  done
done
for round in $(seq 1 "$ROUNDS"); do
  for case in $CASES; do
    symbol=${case%%:*} effect=${case#*:}
    for size in $SIZES; do
      name="${case/:/-}-$size"
      # "animation … frames=F span=… cpu=C wall=W pose=P ms/frame …"
      line=$("$bench" animation "$symbol" --effect "$effect" --size "$size" --rounds "$PASSES" --png "$OUT_DIR/$name-symbolview.png")
      field() { echo "$line" | sed -E "s/.* $1=([0-9.]+).*/\1/"; }
      echo "$case $size symbolview $(field cpu) $(field wall) $(field frames) $(field pose)" >> "$RESULTS"
      "$python" bench/players.py --lottie "$OUT_DIR/$name.json" --size "$size" --rounds "$PASSES" --png-dir "$OUT_DIR" |
        while read -r player rest; do echo "$case $size $player $rest" >> "$RESULTS"; done
    done
    echo "players.sh: round $round: $case done" >&2
  done
done
python3 bench/players-table.py "$RESULTS"
