# symbolview: the two quick-start commands are `make run` and `make test`.
# Both first install the Debian packages the build needs, when any is missing.

PACKAGES := pkg-config libsdl2-dev libpng-dev zlib1g-dev libfreetype-dev libfontconfig-dev \
            fonts-comfortaa fonts-dejavu-core ffmpeg xvfb xauth
SMOKE_PACKAGES := xdotool imagemagick
SWIFT ?= swift

.PHONY: all deps smoke-deps build release run test smoke bench clean install uninstall fuzz export-check colour-pictures api-check web-demo

# `make install PREFIX=...` (default /usr/local; DESTDIR for staging) puts these in place, and
# `make uninstall` removes exactly these. The catalog symbols are a SwiftPM resource bundle, which
# Bundle.module looks for beside the executable, so the bundle goes into bin/ with the binary. Its
# name, compiled into the binary, is PACKAGE_SymbolAssets.resources, where SwiftPM takes PACKAGE
# from the checkout's folder name (symbolview for a plain clone).
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MAN1DIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
VERSION := $(shell sed -n 's/^let symbolviewVersion = "\(.*\)"/\1/p' Sources/symbolview/Version.swift)

all: build

# Installs what is missing: as root directly, otherwise through sudo, otherwise it prints the
# command to run.
deps:
	@$(MAKE) --no-print-directory install-packages WANTED="$(PACKAGES)"

# The viewer smoke test drives a real window under Xvfb, so it also needs xdotool and ImageMagick.
smoke-deps:
	@$(MAKE) --no-print-directory install-packages WANTED="$(PACKAGES) $(SMOKE_PACKAGES)"

.PHONY: install-packages
install-packages:
	@missing=""; for p in $(WANTED); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  elif command -v sudo >/dev/null 2>&1; then \
	    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "Please run as root: apt-get install$$missing"; exit 1; \
	  fi; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "swift not found: install the Swift toolchain (swift.org) and put it on PATH"; exit 1; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Opens the viewer. With no display it builds, then says so in one line and points at
# `symbolview record` (without make's own error line: nothing failed).
run: deps
	$(SWIFT) build -c release --product symbolview
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset), so no window can open; record a demo instead: .build/release/symbolview record --out demo.gif"; \
	else \
	  .build/release/symbolview; \
	fi

test: deps
	$(SWIFT) test

# The pictures of docs/symbol-format.md's Colour section (docs/colour/*.png), drawn by
# `symbolview render` and put side by side with ImageMagick.
colour-pictures: smoke-deps
	$(SWIFT) build --product symbolview
	tools/colour-pictures.sh .build/debug/symbolview

# The project's live demo: the two seed demos as web pages (docs/web/*.html), written by
# `symbolview export --scene`. A test (SeedPageTests) fails while they differ from what the
# build writes; this writes them again.
web-demo:
	$(SWIFT) build --product symbolview
	"$$($(SWIFT) build --show-bin-path)/symbolview" export --scene draw-on --out docs/web/draw-on.html
	"$$($(SWIFT) build --show-bin-path)/symbolview" export --scene loader --out docs/web/loader.html

# Plays `symbolview export` files in real players (ThorVG and rlottie for the Lottie, Chromium for
# the animated SVG) and compares their frames with `symbolview render`; validates the Lottie
# against the lottie-specs schema. Installs Debian's python3-venv and chromium when missing and
# the Python players into .build/export-venv, each package on its own, so one that cannot be
# installed only skips what needs it: the check then reports that player SKIPPED with the reason.
# CASES picks cases; EXPORT_CASES_FILE names a file of them (CI: .ci/export-check-cases).
EXPORT_VENV ?= .build/export-venv
EXPORT_PACKAGES := thorvg-python rlottie-python lottie-specs playwright jsonschema pillow numpy
EXPORT_CASES_FILE ?=
export-check:
	$(SWIFT) build --product symbolview
	@$(MAKE) --no-print-directory install-packages WANTED="python3-venv" \
	  || echo "export-check: could not install python3-venv; the players are reported SKIPPED"
	@test -x $(EXPORT_VENV)/bin/python || python3 -m venv $(EXPORT_VENV) \
	  || echo "export-check: could not create $(EXPORT_VENV); the players are reported SKIPPED"
	@if test -x $(EXPORT_VENV)/bin/python; then \
	  $(EXPORT_VENV)/bin/python -c "import thorvg_python, rlottie_python, lottie_specs, playwright, jsonschema, PIL, numpy" 2>/dev/null \
	  || for p in $(EXPORT_PACKAGES); do \
	    $(EXPORT_VENV)/bin/pip install -q $$p || echo "export-check: could not install $$p; the check reports what needs it SKIPPED"; \
	  done; \
	fi
	@test -x /usr/bin/chromium || $(MAKE) --no-print-directory install-packages WANTED="chromium" \
	  || echo "export-check: could not install chromium; the SVG check reports itself SKIPPED"
	"$$(test -x $(EXPORT_VENV)/bin/python && echo $(EXPORT_VENV)/bin/python || echo python3)" tools/export-check.py \
	  --symbolview "$$($(SWIFT) build --show-bin-path)/symbolview" $(if $(EXPORT_CASES_FILE),--cases-file $(EXPORT_CASES_FILE)) $(CASES)
	"$$(test -x $(EXPORT_VENV)/bin/python && echo $(EXPORT_VENV)/bin/python || echo python3)" tools/fade-check.py \
	  --symbolview "$$($(SWIFT) build --show-bin-path)/symbolview"

# Starts the viewer under Xvfb, checks it draws a non-blank frame and quits on Q; then checks
# that `--watch` reloads a saved file (written in place and renamed over) and survives a broken save.
smoke: smoke-deps
	$(SWIFT) build --product symbolview
	sh .ci/smoke-viewer.sh "$$($(SWIFT) build --show-bin-path)/symbolview"
	sh .ci/smoke-watch.sh "$$($(SWIFT) build --show-bin-path)/symbolview"

# The library's public API against the last release in api/releases (tagged from there when the
# tag is missing), by SwiftPM's `diagnose-api-breaking-changes` over the modules SymbolKit
# re-exports. Fails on a break that api/breaking-changes does not list under an entry of
# CHANGELOG.md's [Unreleased] section (docs/releases.md). The first run builds the release too
# (a few minutes); its API dump is kept in .build/api-baseline.
api-check: deps
	SWIFT="$(SWIFT)" python3 tools/api-check.py

# libFuzzer targets (fuzz/README.md): builds them in .build/fuzz with -sanitize=fuzzer,address and
# runs each for FUZZ_SECONDS. New corpus entries and crash inputs go to .build/fuzz/work.
# FUZZ_TARGETS picks some of: path-data svg css key-script options gpa export-svg export-template export-gpa.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	bash fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# The workload lives in the optional shared folder beside the repository, found from this
# Makefile's folder (so `make -C path/to/symbolview bench` works from anywhere).
SHARED ?= $(abspath $(dir $(lastword $(MAKEFILE_LIST)))../shared)

bench: release
	@test -d "$(SHARED)/bench" || { echo "make bench: no $(SHARED)/bench (the optional shared folder beside the repository; set SHARED=...)"; exit 1; }
	.build/release/symbolbench raster --paths "$(SHARED)/bench/strokes-local.paths" --scale 1
	.build/release/symbolbench raster --paths "$(SHARED)/bench/strokes-local.paths" --scale 4

install: deps
	$(SWIFT) build -c release --product symbolview
	install -d "$(BINDIR)" "$(MAN1DIR)" "$(BASHDIR)" "$(ZSHDIR)"
	install -m 755 .build/release/symbolview "$(BINDIR)/symbolview"
	bundle=$$(basename .build/release/*_SymbolAssets.resources) && \
	  rm -rf "$(BINDIR)/$$bundle" && cp -R ".build/release/$$bundle" "$(BINDIR)/$$bundle" && \
	  chmod -R u=rwX,go=rX "$(BINDIR)/$$bundle"
	sed 's/@VERSION@/$(VERSION)/' man/symbolview.1 > "$(MAN1DIR)/symbolview.1"
	chmod 644 "$(MAN1DIR)/symbolview.1"
	install -m 644 completions/symbolview.bash "$(BASHDIR)/symbolview"
	install -m 644 completions/_symbolview "$(ZSHDIR)/_symbolview"

uninstall:
	rm -f "$(BINDIR)/symbolview" "$(MAN1DIR)/symbolview.1" "$(BASHDIR)/symbolview" "$(ZSHDIR)/_symbolview"
	rm -rf "$(BINDIR)"/*_SymbolAssets.resources

clean:
	rm -rf .build
