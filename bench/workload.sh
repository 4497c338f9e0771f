# The workload every benchmark script here draws, sourced by compare.sh, ab.sh and
# instructions.sh so they agree on it: REPO, BENCH_DIR (../shared/bench, found from the
# repository; a BENCH_DIR given is taken from the working directory), OUT_DIR, the filled-icon
# file FILLS that `write_fills SYMBOLBENCH` writes, and the five cases as CASES (each one's
# `symbolbench raster` options) with their names in CASE_NAMES.
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-$REPO/../shared/bench}
if ! resolved=$(cd "$BENCH_DIR" 2>/dev/null && pwd); then
  echo "$(basename "$0"): no workload folder $BENCH_DIR (the optional shared folder beside the repository, or set BENCH_DIR)" >&2
  exit 1
fi
BENCH_DIR=$resolved
OUT_DIR=${OUT_DIR:-$REPO/.build/bench}
mkdir -p "$OUT_DIR" && OUT_DIR=$(cd "$OUT_DIR" && pwd)
ICONS_DIR=${ICONS_DIR:-$REPO/../shared/corpus/icons}
FILLS="$OUT_DIR/icons-fill.fills"

# Writes FILLS with the given symbolbench: the catalog's filled shapes and, where the corpus is
# there, its icons'.
write_fills() {
  if [ -d "$ICONS_DIR" ]; then
    "$1" export-fills --out "$FILLS" --icons "$ICONS_DIR" >&2
  else
    "$1" export-fills --out "$FILLS" >&2
  fi
}

CASES=("--paths $BENCH_DIR/strokes-local.paths --scale 1" "--paths $BENCH_DIR/strokes-local.paths --scale 4"
       "--paths $BENCH_DIR/strokes-full.paths --scale 1" "--paths $BENCH_DIR/strokes-full.paths --scale 4"
       "--fills $FILLS")
CASE_NAMES=("local ×1" "local ×4" "full ×1" "full ×4" "icons-fill")
