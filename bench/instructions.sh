#!/usr/bin/env bash
# Instructions per frame of `symbolbench raster` on the five cases of bench/compare.sh, counted by
# callgrind: unlike time, the count repeats to the instruction however busy the machine is, so
# two builds can be compared on a shared 2-core machine. Each figure is a run of 3 timed frames
# minus a run of 1, halved, so parsing, start-up and the 3 warm-up frames drop out.
#
#   bench/instructions.sh                      # this checkout's release symbolbench
#   bench/instructions.sh OLD NEW ...          # symbolbench binaries side by side, one row each
#   BRANCHES=1 bench/instructions.sh ...       # also callgrind's simulated mispredicted branches
#
# The branch figures come from callgrind's own simple predictor, not the processor's, so they
# overstate the misses; but they point at the branches that cost time where counting
# instructions does not (a change can add instructions and still save time by taking away
# mispredicted branches; docs/performance.md, seventh round).
# Callgrind counts each iteration of a `rep stos` as an instruction, so the memset that clears
# the canvas (Canvas.clear) reads about 4 M a frame here though it is one instruction on the
# processor: compare counts of builds that clear alike, and time them with compare.sh.
set -euo pipefail
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
. "$(dirname "$0")/workload.sh"
if [ $# -eq 0 ]; then
  (cd "$REPO" && swift build -c release --product symbolbench >&2)
  set -- "$REPO/.build/release/symbolbench"
fi
write_fills "$1"

# The instructions of one run, as callgrind totals them, or with BRANCHES=1 the instructions and
# the mispredicted conditional branches ("I B").
count() {
  if [ "${BRANCHES:-0}" = 1 ]; then
    out=$(mktemp)
    valgrind --tool=callgrind --branch-sim=yes --callgrind-out-file="$out" "$@" >/dev/null 2>&1
    callgrind_annotate --show=Ir,Bcm "$out" | sed -n 's/ *(100.0%)//g; s/,//g; s/^ *\([0-9]*\) *\([0-9]*\) *PROGRAM TOTALS.*/\1 \2/p'
    rm -f "$out"
  else
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
      sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
  fi
}

if [ "${BRANCHES:-0}" = 1 ]; then
  heading="M instructions / K mispredicted branches per frame"
else
  heading="M instructions/frame"
fi
echo "| $heading |$(printf ' %s |' "${CASE_NAMES[@]}")"
echo "| --- |$(printf ' --- |%.0s' "${CASE_NAMES[@]}")"
for binary in "$@"; do
  row="| $binary |"
  for c in "${CASES[@]}"; do
    # Word splitting of $c is wanted: it holds the case's options.
    # shellcheck disable=SC2086
    one=$(count "$binary" raster $c --frames 1)
    # shellcheck disable=SC2086
    three=$(count "$binary" raster $c --frames 3)
    [ -n "$one" ] && [ -n "$three" ] || { echo "instructions.sh: callgrind gave no count for $binary $c" >&2; exit 1; }
    # One run's figures, then the other's: "I" each, or "I B" each with BRANCHES=1.
    row="$row $(echo "$one $three" | awk 'NF == 2 { printf "%.2f", ($2 - $1) / 2e6 }
                                          NF == 4 { printf "%.2f / %.1f", ($3 - $1) / 2e6, ($4 - $2) / 2e3 }') |"
  done
  echo "$row"
done
