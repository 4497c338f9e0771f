#!/usr/bin/env python3
"""`make api-check`: the library's public API against the last release's, and every break announced.

SwiftPM's own check, `swift package diagnose-api-breaking-changes`, compares the modules of the
last release (api/releases) that the SymbolKit library product bundles with the working tree's.
The check only takes modules that are a library product's own targets in the baseline, and
SymbolKit's product holds the SymbolKit target alone, which re-exports the engine. So the check
is run against a copy of the release commit whose Package.swift adds one library product
listing those modules; the copy is a commit of its own (same tree, that one line more, fixed
author and date, so it has the same id every time and the baseline dumped from it is reused
from .build/api-baseline), kept under refs/api-check/ and nowhere else.

Every break the checker reports must be announced: listed in api/breaking-changes under a
heading `## TEXT` whose TEXT appears in CHANGELOG.md's [Unreleased] section (or in the section
of a release being cut, above the last recorded one). The check fails on
a break that is not listed, on a heading the CHANGELOG does not carry, and on a release in
api/releases without its CHANGELOG section; a listed break that is no longer reported (it was
undone, or given back by a shim) is printed as a warning, to be taken out of the list.

    tools/api-check.py             # exit 0 when every break is announced, 1 when not, 2 when it cannot run
    SWIFT=/path/to/swift tools/api-check.py
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT = os.environ.get("SWIFT", "swift")
BREAKS_FILE = "api/breaking-changes"
LOG = os.path.join(REPO, ".build", "api-check.log")
# The baseline commit's fixed identity, so the same release gives the same commit id every run.
IDENTITY = {"GIT_AUTHOR_NAME": "api-check", "GIT_AUTHOR_EMAIL": "api-check@localhost",
            "GIT_COMMITTER_NAME": "api-check", "GIT_COMMITTER_EMAIL": "api-check@localhost",
            "GIT_AUTHOR_DATE": "2000-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2000-01-01T00:00:00Z"}


def say(message):
    print(f"api-check: {message}", flush=True)


def cannot_run(message):
    say(message)
    sys.exit(2)


def git(*args, env=None, text=True):
    result = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=text,
                            env={**os.environ, **(env or {})})
    if result.returncode != 0:
        cannot_run(f"git {' '.join(args)}: {result.stderr.strip()}")
    return result.stdout.strip() if text else result.stdout


def symbolkit_modules(package_swift):
    """The SymbolKit target's dependencies, as the given Package.swift declares them, and SymbolKit."""
    match = re.search(r'\.target\(\s*name:\s*"SymbolKit"\s*,\s*dependencies:\s*\[([^\]]*)\]', package_swift)
    if not match:
        return None
    return re.findall(r'"([^"]+)"', match.group(1)) + ["SymbolKit"]


def baseline_commit(release_commit, modules):
    """A commit with the release's tree and one library product more listing `modules` (see above)."""
    package = git("show", f"{release_commit}:Package.swift", text=False)
    package += ("\n// Added by make api-check (tools/api-check.py): the modules whose API it compares, as a library\n"
                "// product, which is what swift package diagnose-api-breaking-changes compares.\n"
                f"package.products += [.library(name: \"APICheckModules\", targets: {json.dumps(modules)})]\n").encode()
    blob = subprocess.run(["git", "hash-object", "-w", "--stdin"], cwd=REPO, input=package,
                          capture_output=True, check=True).stdout.decode().strip()
    with tempfile.TemporaryDirectory() as folder:
        index = {"GIT_INDEX_FILE": os.path.join(folder, "index")}
        git("read-tree", release_commit, env=index)
        git("update-index", "--cacheinfo", f"100644,{blob},Package.swift", env=index)
        tree = git("write-tree", env=index)
    commit = git("commit-tree", tree, "-p", release_commit, "-m",
                 "api-check baseline: the release with its SymbolKit modules as one library product", env=IDENTITY)
    git("update-ref", "refs/api-check/baseline", commit)
    return commit


def current_targets():
    result = subprocess.run([SWIFT, "package", "dump-package"], cwd=REPO, capture_output=True, text=True)
    if result.returncode != 0:
        cannot_run(f"swift package dump-package failed:\n{result.stderr.strip()}")
    return {target["name"] for target in json.loads(result.stdout)["targets"]}


def reported_breaks(output):
    """`Module: API breakage: ...` for each break in the checker's output, and the modules it compared."""
    breaks, compared = set(), set()
    module = None
    for line in output.splitlines():
        header = re.match(r"\d+ breaking changes? detected in (\S+):$", line.strip())
        clean = re.match(r"No breaking changes detected in (\S+)$", line.strip())
        if header:
            module = header.group(1)
            compared.add(module)
        elif clean:
            module = None
            compared.add(clean.group(1))
        elif module and "API breakage:" in line:
            breaks.add(f"{module}: " + line[line.index("API breakage:"):].strip())
    return breaks, compared


def announced_breaks():
    """The listed breaks (line -> heading), the headings in order, and lines outside any heading."""
    listed, headings, stray = {}, [], []
    heading = None
    if not os.path.exists(os.path.join(REPO, BREAKS_FILE)):
        return listed, headings, stray
    with open(os.path.join(REPO, BREAKS_FILE), encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or (line.startswith("#") and not line.startswith("## ")):
                continue
            if line.startswith("## "):
                heading = line[3:].strip()
                headings.append(heading)
            elif heading is None:
                stray.append(f"{BREAKS_FILE}:{number}: {line}")
            else:
                listed[line] = heading
    return listed, headings, stray


def changelog_sections():
    """CHANGELOG.md's sections in order, newest first: (name, text), the name `Unreleased` or a version."""
    with open(os.path.join(REPO, "CHANGELOG.md"), encoding="utf-8") as f:
        text = f.read()
    parts = re.split(r"^## \[([^\]]+)\][^\n]*$", text, flags=re.M)
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts) - 1, 2)]


def flat(text):
    return " ".join(text.split())


def main():
    started = time.monotonic()
    tags = subprocess.run([os.path.join(REPO, "tools", "release-tags.sh"), "--last"], cwd=REPO,
                          capture_output=True, text=True)
    sys.stderr.write(tags.stderr)
    if tags.returncode != 0:
        cannot_run("the last release could not be found or tagged (tools/release-tags.sh above)")
    release = tags.stdout.strip()
    release_commit = git("rev-parse", f"{release}^{{commit}}")
    modules = symbolkit_modules(git("show", f"{release_commit}:Package.swift"))
    if modules is None:
        cannot_run(f"{release}'s Package.swift declares no SymbolKit target")

    problems = []
    sections = changelog_sections()
    names = [name for name, _ in sections]
    for line in open(os.path.join(REPO, "api", "releases"), encoding="utf-8"):
        words = line.split()
        if words and not words[0].startswith("#") and words[0] not in names:
            problems.append(f"release {words[0]} (api/releases) has no `## [{words[0]}]` section in CHANGELOG.md")
    if "Unreleased" not in names:
        problems.append("CHANGELOG.md has no `## [Unreleased]` section")
    # What is newer than the last release: [Unreleased], and a section of a release being cut
    # whose commit api/releases does not record yet.
    newer = sections[:names.index(release)] if release in names else sections

    present = current_targets()
    gone = [m for m in modules if m not in present]
    kept = [m for m in modules if m in present]
    baseline = baseline_commit(release_commit, modules)
    say(f"comparing {', '.join(kept)} with {release} ({release_commit[:12]}; log in {os.path.relpath(LOG, REPO)})")
    command = [SWIFT, "package", "diagnose-api-breaking-changes", baseline, "--targets", *kept,
               "--baseline-dir", os.path.join(REPO, ".build", "api-baseline")]
    os.makedirs(os.path.dirname(LOG), exist_ok=True)
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
    with open(LOG, "w", encoding="utf-8") as log:
        log.write(" ".join(command) + "\n" + result.stdout + result.stderr)
    found, compared = reported_breaks(result.stdout + result.stderr)
    found |= {f"{m}: API breakage: module {m} has been removed" for m in gone}
    missing = set(kept) - compared
    if (result.returncode != 0 and not found) or missing:
        tail = "\n".join((result.stdout + result.stderr).strip().splitlines()[-25:])
        cannot_run(f"the checker did not compare {', '.join(sorted(missing)) or 'the modules'} "
                   f"(exit {result.returncode}); the end of its output:\n{tail}")

    listed, headings, stray = announced_breaks()
    announced = flat(" ".join(text for _, text in newer))
    for heading in headings:
        if flat(heading) not in announced:
            problems.append(f"`## {heading}` ({BREAKS_FILE}) is not in CHANGELOG.md's sections after {release} ([Unreleased])")
    problems += [f"a break listed before any `## ` heading: {line}" for line in stray]
    unannounced = sorted(found - listed.keys())
    stale = sorted(listed.keys() - found)

    for line in stale:
        say(f"warning: listed but no longer reported (take it out of {BREAKS_FILE}): {line}")
    if unannounced:
        problems.append(f"{len(unannounced)} break(s) since {release} not announced. Undo them, give the old API back "
                        f"as a deprecated shim, or list them in {BREAKS_FILE} under a `## ` heading that "
                        f"CHANGELOG.md's [Unreleased] section carries:\n" + "\n".join(unannounced))
    seconds = time.monotonic() - started
    if problems:
        for problem in problems:
            say(f"FAIL: {problem}")
        say(f"FAIL ({seconds:.0f} s)")
        return 1
    say(f"PASS: {len(found)} break(s) since {release}, each announced under one of {len(headings)} CHANGELOG "
        f"entries ({seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
