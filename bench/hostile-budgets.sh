#!/bin/sh
# Times and sizes `symbolview render` and `check` on hostile files of the classes the render
# budget and the loader's nesting limit must catch (issue 19): chains of references of every
# shape, nested offscreen groups, masks and clipping viewports, masks used many times or fanned
# out, a gradient of many stops on many shapes, many dashed paths, and huge style sheets (SVG
# and SF template). Each must end with exit 0, 1 or 2 within 2 s and 200 MB, or 10 s and 1 GB at
# --size 2048 and above, with one clear line when refused.
# Usage: sh bench/hostile-budgets.sh [path/to/symbolview]  (run from the repository's root)
set -eu
bin=${1:-.build/release/symbolview}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" Tests/SVGLoaderTests/Templates/gauge.needle.svg <<'PY'
import os, re, sys
d, template = sys.argv[1], sys.argv[2]
H = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n'
def w(name, body):
    open(os.path.join(d, name + '.svg'), 'w').write(H + body + '</svg>\n')
N = 1200
chains = {
    'chain-use-g': lambda i: f'<g id="g{i}"><use href="#g{i+1}"/></g>',
    'chain-use-symbol': lambda i: f'<symbol id="g{i}"><use href="#g{i+1}"/></symbol>',
    'chain-mask-in-mask': lambda i: f'<mask id="g{i}"><rect width="24" height="24" fill="#fff" mask="url(#g{i+1})"/></mask>',
    'chain-mask-on-mask': lambda i: f'<mask id="g{i}" mask="url(#g{i+1})"><rect width="24" height="24" fill="#fff"/></mask>',
    'chain-clip-on-clip': lambda i: f'<clipPath id="g{i}" clip-path="url(#g{i+1})"><rect width="20" height="20"/></clipPath>',
    'chain-clip-on-clip-child': lambda i: f'<clipPath id="g{i}"><rect width="20" height="20" clip-path="url(#g{i+1})"/></clipPath>',
}
ends = {'chain-use-g': ('g', '<use href="#g0"/>'), 'chain-use-symbol': ('symbol', '<use href="#g0"/>'),
        'chain-mask-in-mask': ('mask', '<rect width="24" height="24" mask="url(#g0)"/>'),
        'chain-mask-on-mask': ('mask', '<rect width="24" height="24" mask="url(#g0)"/>'),
        'chain-clip-on-clip': ('clipPath', '<rect width="24" height="24" clip-path="url(#g0)"/>'),
        'chain-clip-on-clip-child': ('clipPath', '<rect width="24" height="24" clip-path="url(#g0)"/>')}
for name, link in chains.items():
    kind, start = ends[name]
    w(name, '<defs>' + ''.join(link(i) for i in range(N))
      + f'<{kind} id="g{N}"><rect width="20" height="20" fill="#fff"/></{kind}></defs>' + start)
D = 60
w('nested-opacity-groups-60', ''.join(f'<g opacity="0.9"><rect x="{i*0.1}" width="2" height="2"/>' for i in range(D))
  + '<rect width="24" height="24"/>' + '</g>' * D)
w('nested-clipping-svg-60', ''.join(f'<svg x="0.1" y="0.1" width="23" height="23" viewBox="0 0 24 24"><rect x="{i*0.1}" width="2" height="2" transform="rotate(3)"/><rect width="24" height="24" opacity="0.5" transform="rotate(1)"/>' for i in range(D))
  + '<rect width="30" height="30" transform="rotate(10)"/>' + '</svg>' * D)
M = 300
w('nested-masks-300', '<defs>' + ''.join(f'<mask id="m{i}"><g mask="url(#m{i+1})"><rect width="24" height="24" fill="white"/></g></mask>' for i in range(M))
  + f'<mask id="m{M}"><rect width="24" height="24" fill="white"/></mask></defs><rect width="24" height="24" mask="url(#m0)"/>')
w('masked-group-used-19000', '<defs><mask id="m"><circle cx="12" cy="12" r="10" fill="white"/></mask><g id="mg" mask="url(#m)"><rect width="24" height="24"/><circle cx="5" cy="5" r="3" fill="red"/></g></defs>'
  + '<use href="#mg"/>' * 19000)
F = 16
w('mask-fan-out-16', '<defs>' + ''.join(f'<mask id="m{i}"><rect width="24" height="24" fill="white" mask="url(#m{i+1})"/><circle cx="12" cy="12" r="9" fill="white" mask="url(#m{i+1})"/></mask>' for i in range(F))
  + f'<mask id="m{F}"><rect width="24" height="24" fill="white"/></mask></defs><rect width="24" height="24" mask="url(#m0)"/>')
w('mask-fan-out-3x10', '<defs>' + ''.join(f'<mask id="m{i}">' + f'<rect width="24" height="24" fill="white" mask="url(#m{i+1})"/>' * 10 + '</mask>' for i in range(3))
  + '<mask id="m3"><rect width="24" height="24" fill="white"/></mask></defs><rect width="24" height="24" mask="url(#m0)"/>')
stops = ''.join(f'<stop offset="{k/4095:.5f}" stop-color="#{(k*37)%256:02x}{(k*11)%256:02x}80"/>' for k in range(4096))
w('gradient-4096-stops-15000-shapes', f'<defs><linearGradient id="lg">{stops}</linearGradient></defs>' + '<rect width="24" height="24" fill="url(#lg)"/>' * 15000)
w('dashes-1000-paths', ''.join(f'<circle cx="12" cy="12" r="{5 + i*0.006:.3f}" fill="none" stroke="black" stroke-width="0.01" stroke-dasharray="0.0007 0.0007"/>' for i in range(1000)))
w('css-use-amplified', '<style>' + '.t{fill:red}\n' * 400000 + '</style><defs><g id="t">'
  + ''.join(f'<rect class="t" width="{k}" height="{k}"/>' for k in range(2, 6)) + '</g></defs>' + '<use href="#t"/>' * 19000)
src = open(template).read()
sheet = '.monochrome-0 {-sfsymbols-motion-group:0}\n' + ','.join(f'.a{i}' for i in range(130000)) + ' {' + ';'.join(f'p{i}:v' for i in range(200000)) + '}\n'
open(os.path.join(d, 'template-sheet-2.8MB.svg'), 'w').write(re.sub(r'<style>.*?</style>', lambda m: '<style>' + sheet + '</style>', src, flags=re.S))
PY

printf '%-36s %-6s %8s %8s %4s  %s\n' file size seconds MB exit "first line of stderr"
run() { # NAME SIZE COMMAND...
  name=$1; size=$2; shift 2
  /usr/bin/time -o "$dir/time.txt" -f '%e %M' "$@" > "$dir/out.txt" 2> "$dir/err.txt" && rc=0 || rc=$?
  read -r secs kb < "$dir/time.txt" || true
  case "$secs" in Command*) read -r secs kb <<EOT
$(tail -1 "$dir/time.txt")
EOT
  ;; esac
  line=$(grep -v -e '^Command' -e ': warning: ' "$dir/err.txt" | head -1 | sed "s|$dir/||" | cut -c1-150)
  printf '%-36s %-6s %8s %8s %4s  %s\n' "$name" "$size" "$secs" "$((kb / 1024))" "$rc" "$line"
}
for f in chain-use-g chain-use-symbol chain-mask-in-mask chain-mask-on-mask chain-clip-on-clip chain-clip-on-clip-child; do
  run "$f" check "$bin" check "$dir/$f.svg"
  run "$f" 128 "$bin" render "$dir/$f.svg" --out "$dir/out.png"
done
run nested-opacity-groups-60 8192 "$bin" render "$dir/nested-opacity-groups-60.svg" --size 8192 --out "$dir/out.png"
run nested-opacity-groups-60 1024 "$bin" render "$dir/nested-opacity-groups-60.svg" --size 1024 --out "$dir/out.png"
run nested-clipping-svg-60 4096 "$bin" render "$dir/nested-clipping-svg-60.svg" --size 4096 --out "$dir/out.png"
run nested-masks-300 1024 "$bin" render "$dir/nested-masks-300.svg" --size 1024 --out "$dir/out.png"
run masked-group-used-19000 128 "$bin" render "$dir/masked-group-used-19000.svg" --size 128 --out "$dir/out.png"
run masked-group-used-19000 512 "$bin" render "$dir/masked-group-used-19000.svg" --size 512 --out "$dir/out.png"
run mask-fan-out-16 128 "$bin" render "$dir/mask-fan-out-16.svg" --out "$dir/out.png"
run mask-fan-out-3x10 512 "$bin" render "$dir/mask-fan-out-3x10.svg" --size 512 --out "$dir/out.png"
run gradient-4096-stops-15000-shapes check "$bin" check "$dir/gradient-4096-stops-15000-shapes.svg"
run gradient-4096-stops-15000-shapes 128 "$bin" render "$dir/gradient-4096-stops-15000-shapes.svg" --out "$dir/out.png"
run dashes-1000-paths 128 "$bin" render "$dir/dashes-1000-paths.svg" --out "$dir/out.png"
run css-use-amplified check "$bin" check "$dir/css-use-amplified.svg"
run template-sheet-2.8MB check "$bin" check "$dir/template-sheet-2.8MB.svg"
run template-sheet-2.8MB 128 "$bin" render "$dir/template-sheet-2.8MB.svg" --out "$dir/out.png"
