#!/usr/bin/env bash
# Checks that another Swift package can depend on this one by version, as a user's would: clones
# this checkout into a temporary git repository tagged 1.0.0, writes a consumer package that
# depends on it with `.package(url: "file://…", from: "1.0.0")` whose program is the README's
# library example (it draws a frame to checkmark.png and exports checkmark.json with `import
# SymbolKit`), builds it, then runs it from another working directory, so the catalog must come
# from the SwiftPM resource bundle. Needs no network.
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
# The consumer's program is the README's library example, verbatim: what a user copies is what
# must build against the tagged release and run.
awk '/^<!-- library-example -->$/ {on=1; next} /^<!-- \/library-example -->$/ {on=0} on' README.md \
  | sed '1d;$d' > "$work/consumer/Sources/consumer/main.swift"
grep -q 'import SymbolKit' "$work/consumer/Sources/consumer/main.swift" \
  || { echo "consumer-package: no library example between <!-- library-example --> markers in README.md" >&2; exit 1; }

echo "consumer-package: building a package that depends on symbolview 1.0.0 by file:// URL"
(cd "$work/consumer" && "$SWIFT" build 2>&1) | tail -n 20
binary="$work/consumer/.build/debug/consumer"
[ -x "$binary" ] || { echo "consumer-package: the consumer did not build" >&2; exit 1; }

# Run from an unrelated directory, with the dependency's checkout gone, so no lookup relative to
# its sources can succeed: the catalog must come from the resource bundle beside the binary.
rm -rf "$work/consumer/.build/checkouts" "$work/symbolview"
mkdir -p "$work/elsewhere"
(cd "$work/elsewhere" && "$binary")
for f in checkmark.png checkmark.json; do
  [ -s "$work/elsewhere/$f" ] || { echo "consumer-package: the README example wrote no $f" >&2; exit 1; }
done
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["op"] > d["ip"], "an empty animation"' "$work/elsewhere/checkmark.json" \
  || { echo "consumer-package: checkmark.json is not a Lottie animation" >&2; exit 1; }
echo "consumer-package: ok (checkmark.png $(stat -c %s "$work/elsewhere/checkmark.png") bytes, checkmark.json $(stat -c %s "$work/elsewhere/checkmark.json") bytes)"
