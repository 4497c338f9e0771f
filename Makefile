# symbolview: the two quick-start commands are `make run` and `make test`.
# Both first install the Debian packages the build needs, when any is missing.

PACKAGES := pkg-config libsdl2-dev libpng-dev libfreetype-dev libfontconfig-dev \
            fonts-comfortaa fonts-dejavu-core ffmpeg xvfb xauth
SMOKE_PACKAGES := xdotool imagemagick
SWIFT ?= swift

.PHONY: all deps smoke-deps build release run test smoke bench clean

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

# Starts the viewer under Xvfb, checks it draws a non-blank frame and quits on Q.
smoke: smoke-deps
	$(SWIFT) build --product symbolview
	sh .ci/smoke-viewer.sh "$$($(SWIFT) build --show-bin-path)/symbolview"

bench: release
	.build/release/symbolbench raster --paths ../shared/bench/strokes-local.paths --scale 1
	.build/release/symbolbench raster --paths ../shared/bench/strokes-local.paths --scale 4

clean:
	rm -rf .build
