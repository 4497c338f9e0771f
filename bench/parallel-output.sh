#!/bin/sh
# Output on every core, measured (release build): `record` to PNG frames and to MP4, and
# `render --size 8192`, each on both cores and under `taskset -c 0`, RUNS times (default 3),
# interleaved; prints wall seconds per run and checks that the outputs are byte-identical.
# Optional: BEFORE=path/to/an/older/symbolview adds its figures for comparison.
# Used for docs/performance.md and docs/recording.md.
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product symbolview >/dev/null
sv=$PWD/.build/release/symbolview
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seconds() { /usr/bin/time -f %e "$@" 2>&1 >/dev/null | tail -1; }
# A drawing that is costly to rasterize at 8192 px: 400 seeded random circles (a third with a
# translucent gradient fill, a third stroked) and wavy stroked paths.
python3 - "$work/heavy.svg" <<'PY'
import random, sys
random.seed(3)
out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" x2="1">'
       '<stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#08f"/></linearGradient></defs>']
for i in range(400):
    x, y, r = random.uniform(5, 95), random.uniform(5, 95), random.uniform(3, 30)
    k = random.random()
    if k < 0.3: out.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}" fill="url(#g)" opacity="0.5"/>')
    elif k < 0.6: out.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}" fill="none" stroke="#333" stroke-width="0.8"/>')
    else: out.append(f'<path d="M{x:.1f} {y:.1f} q {r:.1f} {-r:.1f} {2*r:.1f} 0 t {2*r:.1f} 0" fill="none" stroke="#a0c" stroke-width="1.5" stroke-linecap="round"/>')
out.append('</svg>')
open(sys.argv[1], 'w').write('\n'.join(out))
PY
frames="record --scene loader --duration 10 --fps 30 --size 1280x720 --scale 1"
for run in $(seq 1 "$runs"); do
    two=$(seconds $sv $frames --out "$work/two/" --force)
    one=$(seconds taskset -c 0 $sv $frames --out "$work/one/" --force)
    echo "PNG frames, loader 10 s 30 fps 1280x720: two cores ${two} s, one core ${one} s"
    diff -rq "$work/two" "$work/one" >/dev/null && echo "  frames byte-identical" || echo "  FRAMES DIFFER"
    mp4=$(seconds $sv $frames --out "$work/a.mp4")
    echo "MP4, same: ${mp4} s"
    if [ -n "${BEFORE:-}" ]; then echo "  before: MP4 $(seconds $BEFORE $frames --out "$work/b.mp4") s"; fi
    for icon in sun.max "$work/heavy.svg"; do
        two=$(seconds $sv render "$icon" --size 8192 --out "$work/two.png")
        one=$(seconds taskset -c 0 $sv render "$icon" --size 8192 --out "$work/one.png")
        same=$(cmp -s "$work/two.png" "$work/one.png" && echo "byte-identical" || echo "DIFFER")
        echo "render $(basename "$icon") --size 8192: two cores ${two} s, one core ${one} s ($same)"
        if [ -n "${BEFORE:-}" ]; then echo "  before: $(seconds $BEFORE render "$icon" --size 8192 --out "$work/b.png") s"; fi
    done
    two=$(seconds $sv sheet --size 1024 --out "$work/sheet2.png")
    one=$(seconds taskset -c 0 $sv sheet --size 1024 --out "$work/sheet1.png")
    echo "sheet --size 1024: two cores ${two} s, one core ${one} s"
done
