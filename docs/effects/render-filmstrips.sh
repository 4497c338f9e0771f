#!/bin/sh
# Renders the filmstrips in this directory: each is one symbol at 8 evenly spaced moments of an
# effect, from the moment it starts (left) to the time given (right).
#   sh docs/effects/render-filmstrips.sh [path/to/symbolview]
set -e
cd "$(dirname "$0")/../.."
SV=${1:-.build/debug/symbolview}
COMMON="--size 112 --weight medium --background #241c4a --strip 8"
$SV render sun.max          --out docs/effects/drawOn.png       $COMMON --color white --effect drawOn --time 0.9
$SV render signature        --out docs/effects/drawOn-signature.png $COMMON --color white --effect drawOn --time 0.9
$SV render cloud.rain       --out docs/effects/drawOff.png      $COMMON --color white --effect drawOff --time 0.6
$SV render cloud.rain       --out docs/effects/drawOff-reversed.png $COMMON --color white --effect drawOff --reversed --time 0.6
$SV render heart.fill       --out docs/effects/breathe.png      $COMMON --color '#ff375f' --mode hierarchical --effect breathe --time 1.8
$SV render gearshape.2.fill --out docs/effects/rotate.png       $COMMON --color '#aeaeb2' --mode hierarchical --effect rotate --time 1.05
$SV render fan.fill         --out docs/effects/both.png         $COMMON --color '#64d2ff' --mode hierarchical --effect both --time 1.8
$SV render checkmark.circle --out docs/effects/reduceMotion.png $COMMON --color white --effect drawOn --reduce-motion --time 0.4
$SV render bell             --out docs/effects/bounce.png       $COMMON --color '#ffd60a' --effect bounce.up.byLayer --time 0.75 --scale medium
$SV render bell             --out docs/effects/wiggle.png       $COMMON --color '#ffd60a' --effect wiggle.clockwise --time 1
$SV render heart.fill       --out docs/effects/pulse.png        $COMMON --color '#ff375f' --effect pulse.wholeSymbol --time 1
$SV render bell             --out docs/effects/scale.png        $COMMON --color '#ffd60a' --effect scale.up --time 0.6 --scale medium
$SV render sun.max          --out docs/effects/appear.png       $COMMON --color white --effect appear.up.byLayer --time 0.75
$SV render cloud.rain       --out docs/effects/disappear.png    $COMMON --color white --effect disappear.down.byLayer --time 0.6
$SV render wifi             --out docs/effects/variableColor.png $COMMON --color white --effect variableColor.iterative --time 1.2
$SV render play.fill        --out docs/effects/replace.png      $COMMON --color white --effect replace.downUp --to pause.fill --time 0.7
$SV render speaker.wave.1   --out docs/effects/replace-magic.png  --color white --effect replace.magic --to speaker.wave.3 --time 0.9
