#!/bin/sh
# Times and sizes `symbolview check` on hostile reference files (the real-world SVG issue's
# list): a use cycle, a use fan-out of 10^9 nodes, a gradient of 10^6 stops, a clip that clips
# itself and a 10^4-long chain of gradient hrefs. Each must end with a clear error or warning in
# under 1 s and 200 MB. Usage: sh bench/hostile-references.sh [path/to/symbolview]
set -eu
bin=${1:-.build/release/symbolview}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
svg() { printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">%s</svg>\n' "$2" > "$dir/$1.svg"; }

svg use-cycle '<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'
body='<defs><rect id="l0" width="1" height="1"/>'
for level in 1 2 3 4 5 6 7 8 9; do
  uses=""; for k in 0 1 2 3 4 5 6 7 8 9; do uses="$uses<use href=\"#l$((level - 1))\"/>"; done
  body="$body<g id=\"l$level\">$uses</g>"
done
svg use-fan-out "$body</defs><use href=\"#l9\"/>"
python3 - "$dir" <<'PY'
import sys
d = sys.argv[1]
head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
with open(d + "/million-stops.svg", "w") as f:
    f.write(head + '<linearGradient id="g">' + '<stop offset="0.5" stop-color="red"/>' * 1_000_000
            + '</linearGradient><rect width="10" height="10" fill="url(#g)"/></svg>')
with open(d + "/href-chain.svg", "w") as f:
    f.write(head + "".join(f'<linearGradient id="g{i}" href="#g{i+1}"/>' for i in range(10_000))
            + '<linearGradient id="g10000"><stop offset="0" stop-color="red"/><stop offset="1"/></linearGradient>'
            + '<rect width="10" height="10" fill="url(#g0)"/></svg>')
PY
svg clip-self '<clipPath id="c" clip-path="url(#c)"><rect width="50" height="50"/></clipPath><rect width="100" height="100" clip-path="url(#c)"/>'

printf '%-16s %8s %8s  %s\n' file seconds MB outcome
for f in "$dir"/*.svg; do
  /usr/bin/time -o "$dir/time.txt" -f '%e %M' "$bin" check --verbose "$f" > "$dir/out.txt" 2>&1 || true
  read -r secs kb < "$(printf '%s' "$dir/time.txt")" || true
  case "$secs" in Command*) read -r secs kb <<EOT
$(tail -1 "$dir/time.txt")
EOT
  ;; esac
  outcome=$(grep -m1 -E '^failed|^    ' "$dir/out.txt" | sed 's/^ *//; s/^failed: [^ ]* /failed: /' | cut -c1-110)
  printf '%-16s %8s %8s  %s\n' "$(basename "$f" .svg)" "$secs" "$((kb / 1024))" "$outcome"
done
