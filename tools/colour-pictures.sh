#!/bin/sh
# Makes the pictures of docs/symbol-format.md's Colour section with `symbolview render` and
# ImageMagick's convert (make smoke-deps installs it): `make colour-pictures`, or
# `tools/colour-pictures.sh [SYMBOLVIEW]`.
#   docs/colour/flat-and-gradient.png  five symbols in multicolor and two in monochrome, flat
#                                      above and gradient below, on white
#   docs/colour/ramp.png               the heart in eight colours, flat above gradient, on
#                                      white and on a dark grey
set -eu
symbolview=${1:-.build/debug/symbolview}
out=docs/colour
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# flat-and-gradient.png
row() {  # $1: flat or gradient
  flag=""; [ "$1" = gradient ] && flag=--gradient
  files=""
  for name in heart.fill sun.max cloud.rain speaker.wave.3 bell; do
    "$symbolview" render "$name" --mode multicolor $flag --size 128 --background white --out "$work/$1-$name.png"
    files="$files $work/$1-$name.png"
  done
  for name in gearshape.2.fill play.fill; do
    "$symbolview" render "$name" $flag --size 128 --background white --out "$work/$1-$name.png"
    files="$files $work/$1-$name.png"
  done
  # shellcheck disable=SC2086
  convert $files +append "$work/$1.png"
}
row flat
row gradient
convert "$work/flat.png" "$work/gradient.png" -append "$out/flat-and-gradient.png"

# ramp.png: black, grey, yellow, orange, red, green, blue, teal and white hearts.
ramp() {  # $1: background, $2: a tag for the file names
  flats=""; ramps=""
  for colour in black '#8E8E93' '#FFCC00' '#FF9500' '#FF3B30' '#34C759' '#007AFF' '#30B0C7' white; do
    tag=$(echo "$colour" | tr -d '#')
    "$symbolview" render heart.fill --color "$colour" --size 96 --background "$1" --out "$work/$2-flat-$tag.png"
    "$symbolview" render heart.fill --color "$colour" --gradient --size 96 --background "$1" --out "$work/$2-ramp-$tag.png"
    flats="$flats $work/$2-flat-$tag.png"; ramps="$ramps $work/$2-ramp-$tag.png"
  done
  # shellcheck disable=SC2086
  convert $flats +append "$work/$2-flats.png"
  # shellcheck disable=SC2086
  convert $ramps +append "$work/$2-ramps.png"
  convert "$work/$2-flats.png" "$work/$2-ramps.png" -append "$work/$2.png"
}
ramp white light
ramp '#1C1C1E' dark
convert "$work/light.png" "$work/dark.png" -append "$out/ramp.png"
echo "wrote $out/flat-and-gradient.png and $out/ramp.png"
