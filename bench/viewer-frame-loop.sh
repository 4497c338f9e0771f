#!/usr/bin/env bash
# The viewer's frame loop (docs/performance.md, "Viewer frame loop"): each configuration RUNS
# times (default 3) for 6 s with `--stats`, then a table of medians.
#
#   bench/viewer-frame-loop.sh [path/to/symbolview]     # default: a release build of this checkout
#
# SDL's dummy video driver always; a virtual X server as well when xvfb-run is installed. The
# `--svg` grids take up to 2000 files from CORPUS (default ../shared/corpus), repeating them when
# there are fewer; without any, those rows are left out.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-}
if [ -z "$BIN" ]; then
  (cd "$REPO" && swift build -c release --product symbolview >/dev/null)
  BIN=$(cd "$REPO" && swift build -c release --show-bin-path)/symbolview
fi
RUNS=${RUNS:-3}
CORPUS=${CORPUS:-$REPO/../shared/corpus}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
: >"$WORK/icons"
if [ -d "$CORPUS" ]; then
  find "$CORPUS" -name '*.svg' | sort | head -2000 >"$WORK/found"
  while [ -s "$WORK/found" ] && [ "$(wc -l <"$WORK/icons")" -lt 2000 ]; do cat "$WORK/found" >>"$WORK/icons"; done
  head -2000 "$WORK/icons" >"$WORK/found" && mv "$WORK/found" "$WORK/icons"
fi

# configurations: label, then the arguments after the binary
cat >"$WORK/configs" <<CONFIGS
loader 1280x800|--scene loader --size 1280x800
loader 3840x2160|--scene loader --size 3840x2160
draw-on 1280x800|--scene draw-on --size 1280x800
draw-on 3840x2160|--scene draw-on --size 3840x2160
loader 1280x800, texture|--scene loader --size 1280x800 --present texture
loader 3840x2160, texture|--scene loader --size 3840x2160 --present texture
CONFIGS
if [ -s "$WORK/icons" ]; then
  for n in 20 200 2000; do
    echo "--svg $n icons scrolling 1280x800|--size 1280x800 --scroll-demo --svg $(head -$n "$WORK/icons" | tr '\n' ' ')" >>"$WORK/configs"
  done
fi

cat >"$WORK/batch.sh" <<'BATCH'
#!/usr/bin/env bash
# Runs every configuration RUNS times; prints "driver label|stats line".
driver=$1 bin=$2 configs=$3 runs=$4
while IFS='|' read -r label args; do
  for _ in $(seq "$runs"); do
    # shellcheck disable=SC2086
    echo "$driver $label|$("$bin" $args --quit-after 6 --stats 2>/dev/null | grep 'symbolview stats' | tail -1)"
  done
done <"$configs"
BATCH
chmod +x "$WORK/batch.sh"
SDL_VIDEODRIVER=dummy "$WORK/batch.sh" dummy "$BIN" "$WORK/configs" "$RUNS" >"$WORK/results"
if command -v xvfb-run >/dev/null; then
  xvfb-run -a -s "-screen 0 3840x2160x24" "$WORK/batch.sh" Xvfb "$BIN" "$WORK/configs" "$RUNS" >>"$WORK/results"
fi
echo "| run | fps | render median ms | upload median ms | present median ms | CPU % of one core |"
echo "| --- | --- | --- | --- | --- | --- |"
awk -F'|' '
  function median(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  function grab(s, re,   v) {
    if (!match(s, re)) return "nan"
    v = substr(s, RSTART, RLENGTH); gsub(/[^0-9.]/, "", v); return v
  }
  {
    if (!($1 in seen)) { seen[$1] = 1; order[++count] = $1 }
    fps[$1] = fps[$1] " " grab($2, "[(][0-9.]+ fps[)]")
    render[$1] = render[$1] " " grab($2, "render median [0-9.]+")
    upload[$1] = upload[$1] " " grab($2, "upload median [0-9.]+")
    present[$1] = present[$1] " " grab($2, "present median [0-9.]+")
    cpu[$1] = cpu[$1] " " grab($2, "CPU [0-9.]+")
  }
  END {
    for (i = 1; i <= count; i++) {
      k = order[i]
      printf "| %s | %.1f | %.2f | %.2f | %.2f | %.1f |\n", k, median(fps[k]), median(render[k]), median(upload[k]), median(present[k]), median(cpu[k])
    }
  }' "$WORK/results"
