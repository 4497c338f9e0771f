#!/bin/sh
# Live reload under a virtual X server (`symbolview --watch --svg FILE`): a save by writing the
# file in place, and one by renaming a temporary file over it (Inkscape, vim), each change the
# window within 1 s; a broken save keeps the last good drawing and shows the error until a good
# save. Needs xvfb (xvfb-run), xdotool and imagemagick (import, compare, convert).
#   .ci/smoke-watch.sh [path/to/symbolview]
set -eu
cd "$(dirname "$0")/.."
bin=${1:-}
if [ -z "$bin" ]; then
    swift build --product symbolview >/dev/null
    bin=$(swift build --show-bin-path)/symbolview
fi
for tool in xvfb-run xdotool import compare convert; do
    command -v "$tool" >/dev/null || { echo "smoke-watch: $tool is missing (apt-get install xvfb xdotool imagemagick)"; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

shape() {  # shape FILE ELEMENT: a 100-unit icon holding ELEMENT
    printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">%s</svg>\n' "$2" >"$1"
}
shape "$work/icon.svg" '<path d="M20 50 L80 50" stroke="currentColor" stroke-width="10" fill="none"/>'

cat >"$work/inside.sh" <<'INSIDE'
#!/bin/sh
set -u
bin=$1; work=$2
shape() { printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">%s</svg>\n' "$2" >"$1"; }
# Reduce Motion: no timer toggles the grid, so frames differ only by what the saves change.
"$bin" --svg "$work/icon.svg" --watch --reduce-motion --size 400x300 >"$work/out.txt" 2>&1 &
pid=$!
i=0
while [ $i -lt 50 ] && ! xdotool search --name '^symbolview$' >/dev/null 2>&1; do sleep 0.2; i=$((i + 1)); done
sleep 1.5
import -window root "$work/0-start.png"
shape "$work/icon.svg" '<circle cx="50" cy="50" r="32" stroke="currentColor" stroke-width="10" fill="none"/>'
sleep 1; import -window root "$work/1-write.png"
shape "$work/.icon.svg.tmp" '<rect x="22" y="22" width="56" height="56" fill="currentColor"/>'
mv "$work/.icon.svg.tmp" "$work/icon.svg"
sleep 1; import -window root "$work/2-rename.png"
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M0 0"</svg>' >"$work/icon.svg"
sleep 1; import -window root "$work/3-broken.png"
shape "$work/icon.svg" '<circle cx="50" cy="50" r="20" fill="currentColor"/>'
sleep 1; import -window root "$work/4-fixed.png"
win=$(xdotool search --name '^symbolview$' | head -1)
xdotool windowfocus --sync "$win" 2>/dev/null
xdotool key q
i=0
while kill -0 $pid 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
kill $pid 2>/dev/null
wait $pid
echo "exit $?" >"$work/result"
INSIDE
chmod +x "$work/inside.sh"
xvfb-run -a -s "-screen 0 400x300x24" "$work/inside.sh" "$bin" "$work" || true

# Pixels that differ between two screenshots, within an optional crop (WxH+X+Y).
differ() {
    a=$1; b=$2; crop=${3:-}
    if [ -n "$crop" ]; then
        convert "$a" -crop "$crop" +repage "$work/a.png"; convert "$b" -crop "$crop" +repage "$work/b.png"
        a=$work/a.png; b=$work/b.png
    fi
    compare -metric AE "$a" "$b" null: 2>&1 | cut -d' ' -f1
}
fail=0
check() {  # check DESCRIPTION CONDITION
    if eval "$2"; then echo "smoke-watch: $1"; else echo "smoke-watch: FAILED: $1 ($2)"; fail=1; fi
}
result=$(cat "$work/result" 2>/dev/null || echo "no result")
check "the viewer quit cleanly" '[ "$result" = "exit 0" ]'
[ -f "$work/4-fixed.png" ] || { echo "smoke-watch: no screenshots"; cat "$work/out.txt"; exit 1; }
# The top band holds the error banner (up to four wrapped lines); the rest holds the symbol.
top=400x96+0+0; body=400x196+0+104
check "a save by writing in place changed the window within 1 s" '[ "$(differ "$work/0-start.png" "$work/1-write.png" $body)" -gt 100 ]'
check "a save by renaming over the file changed the window within 1 s" '[ "$(differ "$work/1-write.png" "$work/2-rename.png" $body)" -gt 100 ]'
check "a broken save shows the error banner" '[ "$(differ "$work/2-rename.png" "$work/3-broken.png" $top)" -gt 500 ]'
check "a broken save keeps the last good drawing" '[ "$(differ "$work/2-rename.png" "$work/3-broken.png" $body)" -eq 0 ]'
check "the next good save draws the new symbol" '[ "$(differ "$work/3-broken.png" "$work/4-fixed.png" $body)" -gt 100 ]'
check "the next good save takes the banner away" '[ "$(differ "$work/0-start.png" "$work/4-fixed.png" $top)" -eq 0 ]'
if [ $fail -ne 0 ]; then cat "$work/out.txt"; fi
exit $fail
