#!/usr/bin/env bash
# Makes a git tag for every release in api/releases that has none, at the commit recorded there,
# and checks that the tags already present point where the file says. A fresh clone (CI's, or a
# fork's) often comes without tags; the history it does have is enough to remake them.
#
#   tools/release-tags.sh           # tags what is missing, prints what it did
#   tools/release-tags.sh --last    # prints the last release's version (and tags it if missing)
#
# Exits non-zero, saying why, when a recorded commit is not in this clone (a shallow clone is
# deepened first) or a tag points somewhere else than the file says.
set -euo pipefail
cd "$(dirname "$0")/.."
releases=api/releases
last_only=false
[ "${1:-}" = "--last" ] && last_only=true

# A shallow clone may lack the release commits: deepen it once, from wherever it came.
have_commit() { git cat-file -e "$1^{commit}" 2>/dev/null; }
deepened=false
deepen() {
  $deepened && return 1
  deepened=true
  [ "$(git rev-parse --is-shallow-repository)" = true ] || return 1
  echo "release-tags: the clone is shallow; fetching its whole history" >&2
  git fetch --quiet --unshallow >&2
}

last=""
while read -r version commit _date; do
  case "$version" in ''|'#'*) continue ;; esac
  if ! have_commit "$commit" && ! { deepen && have_commit "$commit"; }; then
    echo "release-tags: $version's commit $commit (api/releases) is not in this clone" >&2
    exit 1
  fi
  full=$(git rev-parse "$commit^{commit}")
  if tagged=$(git rev-parse -q --verify "refs/tags/$version^{commit}"); then
    if [ "$tagged" != "$full" ]; then
      echo "release-tags: tag $version points at $tagged, but api/releases records $full" >&2
      exit 1
    fi
  else
    git tag "$version" "$full"
    echo "release-tags: tagged $version at ${full:0:12}" >&2
  fi
  last=$version
done < "$releases"

[ -n "$last" ] || { echo "release-tags: $releases lists no release" >&2; exit 1; }
if $last_only; then echo "$last"; fi
