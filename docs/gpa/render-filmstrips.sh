#!/bin/sh
# Renders the .gpa filmstrips in this directory from GTK's demo icons (Tests/Fixtures/gpa): each
# is 8 evenly spaced moments after a state switch, from the switch (left) to the time given (right).
#   sh docs/gpa/render-filmstrips.sh [path/to/symbolview]
set -e
cd "$(dirname "$0")/../.."
SV=${1:-.build/debug/symbolview}
F=Tests/Fixtures/gpa
COMMON="--size 112 --weight medium --background #241c4a --color white --strip 8"
$SV render $F/checked.gpa            --out docs/gpa/checked-in.png     $COMMON --from-state -1 --state 0 --time 0.8
$SV render $F/stateful.gpa           --out docs/gpa/stateful.png       $COMMON --from-state plus --state check --time 1.2
$SV render $F/view-refresh.gpa       --out docs/gpa/refresh.png        $COMMON --from-state 0 --state 2 --time 0.7
$SV render $F/user-trash-opening.gpa --out docs/gpa/trash.png          $COMMON --from-state 0 --state 1 --time 0.25
$SV render $F/stateful.gpa           --out docs/gpa/stateful-reduce.png $COMMON --from-state plus --state check --time 1.2 --reduce-motion
