#!/bin/sh
# Renders every image of docs/authoring.md with the commands the tutorial shows.
#   sh docs/authoring/render.sh [folder holding symbolview]   (default .build/release)
set -e
cd "$(dirname "$0")"
PATH="$(cd ../.. && pwd)/${1:-.build/release}:$PATH"

symbolview render 1-plain.svg --background white --effect drawOn --strip 8 --out 1-plain-drawOn.png
symbolview render 2-layers.svg --background white --effect drawOn --strip 8 --out 2-layers-drawOn.png
symbolview render 3-guide.svg --background white --effect drawOn --strip 8 --time 0.5 --out 3-guide-drawOn.png
symbolview render 4-attach.svg --background white --effect drawOn --strip 8 --out 4-attach-drawOn.png
symbolview render 5-hierarchy.svg --background white --mode hierarchical --color '#007aff' --effect drawOn --strip 8 --out 5-hierarchical-drawOn.png
symbolview render 5-hierarchy.svg --background white --mode hierarchical --color '#007aff' --out 5-hierarchical.png
symbolview render 5-hierarchy.svg --background white --mode palette --palette '#ff9500,#8e8e93,#ff3b30' --out 5-palette.png
symbolview render 6-stopwatch.svg --background white --mode hierarchical --color '#5856d6' --effect rotate --strip 8 --time 1.05 --out 6-rotate.png
symbolview render 6-stopwatch.svg --background white --mode hierarchical --color '#5856d6' --effect breathe --pulse --strip 8 --time 1.8 --out 6-breathe-pulse.png
symbolview render 6-stopwatch.svg --background white --weight ultralight --out 6-ultralight.png
symbolview render 6-stopwatch.svg --background white --weight black --out 6-black.png
symbolview render 6-stopwatch.svg --background white --mode hierarchical --color '#5856d6' --effect drawOn --strip 8 --out 6-drawOn.png
symbolview render 6-stopwatch.svg --background white --mode hierarchical --color '#5856d6' --effect drawOff --time 0.6 --strip 8 --out 6-drawOff.png
symbolview render 6-stopwatch.svg --background white --mode hierarchical --color '#5856d6' --effect drawOff --reversed --time 0.6 --strip 8 --out 6-drawOff-reversed.png
symbolview record --svg 6-stopwatch.svg --zoom 2 --size 320x320 --duration 4.2 --fps 25 --out stopwatch.gif
