#!/usr/bin/env bash
# Checks that another Swift package can depend on this one by version, as a user's would: clones
# this checkout into a temporary git repository tagged 1.0.0, writes a consumer package that
# depends on it with `.package(url: "file://…", from: "1.0.0")` and renders the catalog symbol
# heart.fill to a PNG with `import SymbolKit`, builds it, then runs it from another working
# directory, so the catalog must come from the SwiftPM resource bundle. Needs no network.
#
#   .ci/consumer-package.sh          # exits non-zero, with the reason, when any step fails
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
work=$(mktemp -d /tmp/symbolview-consumer.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The dependency: a clone of this checkout with the working tree's changes committed, tagged 1.0.0.
# (The folder is named symbolview, the package's identity, as a clone of its real URL would be.)
# Without the release tags (tools/release-tags.sh), so the snapshot is the one version there is.
git clone --quiet --no-hardlinks --no-tags "$PWD" "$work/symbolview"
git ls-files -z --modified --others --exclude-standard | while IFS= read -r -d '' f; do
  mkdir -p "$work/symbolview/$(dirname "$f")"
  if [ -e "$f" ]; then cp -p "$f" "$work/symbolview/$f"; else rm -f "$work/symbolview/$f"; fi
done
git ls-files -z --deleted | while IFS= read -r -d '' f; do rm -f "$work/symbolview/$f"; done
(
  cd "$work/symbolview"
  git add -A
  git -c user.name=ci -c user.email=ci@localhost commit --quiet --allow-empty -m "consumer check snapshot"
  git tag 1.0.0
)

mkdir -p "$work/consumer/Sources/consumer"
cat > "$work/consumer/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(url: "file://$work/symbolview", from: "1.0.0")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "SymbolKit", package: "symbolview")]),
    ]
)
SWIFT
cat > "$work/consumer/Sources/consumer/main.swift" <<'SWIFT'
import Foundation
import SymbolKit

// Renders the catalog's heart.fill, fully drawn, to the PNG named on the command line.
let out = CommandLine.arguments[1]
let symbol = try SymbolCatalog().symbol(named: "heart.fill")
let prepared = PreparedSymbol(symbol)
let canvas = Canvas(width: 96, height: 96, color: .white)
let placement = SymbolPlacement(center: Point(48, 48), pointSize: 48, weight: .regular, scale: .large)
let state = SymbolAnimator(symbol: symbol).state(of: SymbolAnimation(isDrawn: ToggleHistory(initial: true)), at: 1)
SymbolRenderer().draw(prepared, state: state, in: canvas, placement: placement, tint: Color(hex: "#ff2d55")!,
                      mode: .monochrome)
try PNGCodec.write(canvas, to: out)
print("wrote \(out)")
SWIFT

echo "consumer-package: building a package that depends on symbolview 1.0.0 by file:// URL"
(cd "$work/consumer" && "$SWIFT" build 2>&1) | tail -n 20
binary="$work/consumer/.build/debug/consumer"
[ -x "$binary" ] || { echo "consumer-package: the consumer did not build" >&2; exit 1; }

# Run from an unrelated directory, with the dependency's checkout gone, so no lookup relative to
# its sources can succeed: the catalog must come from the resource bundle beside the binary.
rm -rf "$work/consumer/.build/checkouts" "$work/symbolview"
mkdir -p "$work/elsewhere"
png="$work/elsewhere/heart.png"
(cd "$work/elsewhere" && "$binary" "$png")
[ -s "$png" ] || { echo "consumer-package: $png is missing or empty" >&2; exit 1; }
echo "consumer-package: ok ($(stat -c %s "$png") bytes)"
