#!/bin/sh
# Makes the pictures of docs/symbol-format.md's "Plain SVG files" section: the hand-made real
# art of Tests/Fixtures/realart under a bounce at t = 0.33 s, before and after layers were
# inferred from the drawing. Needs ImageMagick's montage (make smoke-deps installs it).
#   tools/realart-pictures.sh [SYMBOLVIEW [BEFORE]]
# BEFORE is a symbolview built from a commit before layer inference (the pictures in docs/ used
# main's build of 6 December 2026); without it the "before" columns are left out.
#   docs/realart/logo-bounce.png  the logo at rest, by layer before, by layer after, and with
#                                 --scope wholeSymbol after
#   docs/realart/by-layer.png     every fixture under bounce.byLayer: before above, after below
set -eu
symbolview=${1:-.build/debug/symbolview}
before=${2:-}
art=Tests/Fixtures/realart
out=docs/realart
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

bounce() {  # $1: binary, $2: file, $3: extra options, $4: output
  # shellcheck disable=SC2086
  "$1" render "$art/$2.svg" --time 0.33 --size 192 --background white $3 --out "$4"
}

"$symbolview" render "$art/logo-gradients.svg" --size 192 --background white --out "$work/rest.png"
set -- -label "at rest" "$work/rest.png"
if [ -n "$before" ]; then
  bounce "$before" logo-gradients "--effect bounce.byLayer" "$work/logo-before.png"
  set -- "$@" -label "bounce.byLayer, before" "$work/logo-before.png"
fi
bounce "$symbolview" logo-gradients "--effect bounce.byLayer" "$work/logo-after.png"
bounce "$symbolview" logo-gradients "--effect bounce --scope wholeSymbol" "$work/logo-whole.png"
set -- "$@" -label "bounce.byLayer, after" "$work/logo-after.png" -label "--scope wholeSymbol" "$work/logo-whole.png"
montage "$@" -tile x1 -geometry 192x192+6+6 -pointsize 14 "$out/logo-bounce.png"

rows=""
for file in logo-gradients emoji-face illustrator-badge crossing-strokes wifi-arcs; do
  [ -n "$before" ] && bounce "$before" "$file" "--effect bounce.byLayer" "$work/a-$file.png"
  bounce "$symbolview" "$file" "--effect bounce.byLayer" "$work/b-$file.png"
done
[ -n "$before" ] && rows="$work/a-*.png"
# shellcheck disable=SC2086
montage $rows "$work"/b-*.png -tile 5x -geometry 160x160+6+6 "$out/by-layer.png"
