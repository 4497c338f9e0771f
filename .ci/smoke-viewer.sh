#!/bin/sh
# Smoke test for the viewer under a virtual X server: it starts, draws a non-blank frame, and
# quits when Q is pressed. Needs xvfb (xvfb-run), xdotool and imagemagick (import, identify).
#   .ci/smoke-viewer.sh [path/to/symbolview]
set -eu
cd "$(dirname "$0")/.."
bin=${1:-}
if [ -z "$bin" ]; then
    swift build --product symbolview >/dev/null
    bin=$(swift build --show-bin-path)/symbolview
fi
for tool in xvfb-run xdotool import identify; do
    command -v "$tool" >/dev/null || { echo "smoke-viewer: $tool is missing (apt-get install xvfb xdotool imagemagick)"; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Inside the X server: start the viewer, screenshot the screen, press Q, and report.
cat >"$work/inside.sh" <<'INSIDE'
#!/bin/sh
set -u
bin=$1; work=$2; shift 2
"$bin" "$@" >"$work/out.txt" 2>&1 &
pid=$!
i=0
while [ $i -lt 50 ] && ! xdotool search --name '^symbolview$' >/dev/null 2>&1; do sleep 0.2; i=$((i + 1)); done
sleep 1.5
import -window root "$work/frame.png"
win=$(xdotool search --name '^symbolview$' | head -1)
# No window manager under Xvfb: focus the window directly, then type Q as a real key press.
xdotool windowfocus --sync "$win" 2>/dev/null
xdotool key q
i=0
while kill -0 $pid 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
if kill -0 $pid 2>/dev/null; then echo "still running 5 s after Q" >"$work/result"; kill $pid; exit 1; fi
wait $pid
echo "exit $?" >"$work/result"
INSIDE
chmod +x "$work/inside.sh"

fail=0
for scene in draw-on loader; do
    xvfb-run -a -s "-screen 0 800x600x24" "$work/inside.sh" "$bin" "$work" --scene "$scene" --size 800x600 || true
    result=$(cat "$work/result" 2>/dev/null || echo "no result")
    colours=$(identify -format '%k' "$work/frame.png" 2>/dev/null || echo 0)
    if [ "$result" != "exit 0" ]; then
        echo "smoke-viewer: $scene: the viewer did not quit cleanly on Q ($result)"; cat "$work/out.txt"; fail=1
    elif [ "$colours" -lt 8 ]; then
        echo "smoke-viewer: $scene: the frame looks blank ($colours colours)"; fail=1
    else
        echo "smoke-viewer: $scene: started, drew a frame with $colours colours, quit on Q"
    fi
    rm -f "$work/result" "$work/frame.png"
done
exit $fail
