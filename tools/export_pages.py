"""Checks of exports put into pages and players' theme APIs, run once per `make export-check`.

- Several exports inlined in one page: five different exports and a copy of one of them, side by
  side in one HTML page, each frame must match the same export opened alone (so no export's ids,
  classes, keyframes or custom properties reach another's).
- Themes in Chromium: `--symbol-color` (and a palette's `--symbol-color-2`) set on an ancestor of
  an inline export recolours it as `render --color` (or `--palette`) draws it, gradient ramps too;
  under `prefers-color-scheme: dark` an export with `--dark-color` takes the dark tint, unless the
  page sets its own colour; `--current-color` follows the page's text colour.
- Themes in ThorVG: a slot override (`tint`, `tint-2`) recolours the Lottie as `render` draws the
  new colour.

Each check gives (case, base, labels, [(player, frames, references)]) to export-check's `score`
(frames are kept as BASE_PLAYER_fLABEL.png), so they count in the summary like the cases' frames.
"""
import io, os, subprocess

from PIL import Image

SIZE = 128

# Five different exports and a copy of the first, as one page would hold them: a draw, a bounce
# in a colour, a loop, a palette, a gradient ramp, and the duplicate.
PAGE_EXPORTS = [
    ("sun.max", "drawOn", []),
    ("bell", "bounce", ["--color", "#c03030"]),
    ("heart.fill", "breathe", []),
    ("cloud.rain", "bounce", ["--mode", "palette", "--palette", "#ff2d55,#30b0c7,#5856d6"]),
    ("checkmark.circle", "drawOn.individually", ["--gradient", "--color", "#007aff"]),
    ("sun.max", "drawOn", []),
]
PAGE_TIMES = [0.1, 0.35, 0.7]


def export(sv, source, effect, options, out):
    r = subprocess.run([sv, "export", source, "--effect", effect, "--out", out] + options, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"export {source} {effect} failed: {r.stderr.strip()}")
    return open(out).read()


def render(sv, source, effect, options, t, out, on_white):
    r = subprocess.run([sv, "render", source, "--effect", effect, "--time", f"{t:.6f}", "--out", out] + options,
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"render {source} {effect} failed: {r.stderr.strip()}")
    return on_white(Image.open(out))


def page_frames(chromium, html, path, count, times, dark=False):
    """Frames of `count` boxes (elements with class `box`, in order) of the page `html`, at each time."""
    with open(path, "w") as f:
        f.write(html)
    page = chromium.browser.new_page(viewport={"width": (SIZE + 8) * count, "height": SIZE + 8}, device_scale_factor=1,
                                     color_scheme="dark" if dark else "light")
    page.goto("file://" + os.path.abspath(path))
    boxes = page.eval_on_selector_all(".box", "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.x, r.y]; })")
    out = []
    for t in times:
        page.evaluate("t => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; } }", t)
        shot = Image.open(io.BytesIO(page.screenshot()))
        out.append([shot.crop((int(x), int(y), int(x) + SIZE, int(y) + SIZE)) for x, y in boxes])
    page.close()
    return out


def page(svgs, styles=None, body_style=""):
    styles = styles or [""] * len(svgs)
    boxes = "".join(f'<div class="box" style="display:inline-block;vertical-align:top;width:{SIZE}px;height:{SIZE}px;margin:4px;{st}">{svg}</div>'
                    for svg, st in zip(svgs, styles))
    return f'<!doctype html><html><body style="margin:0;background:white;{body_style}">{boxes}</body></html>'


def inlined_together(sv, chromium, out_dir, on_white):
    """Five exports and a duplicate in one page, each against itself opened alone."""
    svgs, paths = [], []
    for k, (source, effect, options) in enumerate(PAGE_EXPORTS):
        path = os.path.join(out_dir, f"page-{k}-{source}.svg")
        # The duplicate is the same file under the same name, as a page would paste it twice.
        if k > 0 and (source, effect, options) in PAGE_EXPORTS[:k]:
            path = paths[PAGE_EXPORTS.index((source, effect, options))]
        svgs.append(export(sv, source, effect, options, path))
        paths.append(path)
    together = page_frames(chromium, page(svgs), os.path.join(out_dir, "page-six.html"), len(svgs), PAGE_TIMES)
    cases = []
    for k, path in enumerate(paths):
        alone = [on_white(img) for img in chromium.frames(path, SIZE, SIZE, PAGE_TIMES)]
        source, effect, options = PAGE_EXPORTS[k]
        cases.append((f"in one page with five others: {source}:{effect} {' '.join(options)}".strip(), os.path.join(out_dir, f"page-{k}"),
                      [f"{int(t * 1000)}ms" for t in PAGE_TIMES], [("chr-page", [frames[k] for frames in together], alone)]))
    return cases


# (label, source, effect, export options, the page's style on the box, dark, render options)
THEMED = [
    ("--symbol-color on an ancestor", "heart.fill", "bounce", [], "--symbol-color:#c03030", False, ["--color", "#c03030"]),
    ("--symbol-color-2 on a palette", "cloud.rain", "bounce", ["--mode", "palette", "--palette", "#ff2d55,#30b0c7,#5856d6"],
     "--symbol-color-2:#ff9500", False, ["--mode", "palette", "--palette", "#ff2d55,#ff9500,#5856d6"]),
    ("--symbol-color on a gradient ramp", "bell", "wiggle", ["--gradient"], "--symbol-color:#007aff", False,
     ["--gradient", "--color", "#007aff"]),
    ("dark appearance takes --dark-color", "heart.fill", "bounce", ["--dark-color", "#ff9500"], "", True, ["--color", "#ff9500"]),
    ("dark appearance takes --dark-palette", "cloud.rain", "bounce",
     ["--mode", "palette", "--palette", "#ff2d55,#30b0c7", "--dark-palette", "#ff9500,#34c759"], "", True,
     ["--mode", "palette", "--palette", "#ff9500,#34c759"]),
    ("the page's --symbol-color wins over --dark-color", "heart.fill", "bounce", ["--dark-color", "#ff9500"],
     "--symbol-color:#30b0c7", True, ["--color", "#30b0c7"]),
    ("--current-color follows the text colour", "sun.max", "drawOn", ["--current-color"], "color:#2060c0", False,
     ["--color", "#2060c0"]),
]
THEME_TIMES = [0.15, 0.5]


def themed_inline(sv, chromium, out_dir, on_white):
    """Each THEMED export inlined in a box the page styles, against `render` in the colours it asks for."""
    cases = []
    for k, (label, source, effect, options, style, dark, render_options) in enumerate(THEMED):
        path = os.path.join(out_dir, f"theme-{k}.svg")
        svg = export(sv, source, effect, options, path)
        frames = page_frames(chromium, page([svg], [style]), os.path.join(out_dir, f"theme-{k}.html"), 1, THEME_TIMES, dark=dark)
        refs = [render(sv, source, effect, render_options, t, os.path.join(out_dir, f"theme-{k}-render-{i}.png"), on_white)
                for i, t in enumerate(THEME_TIMES)]
        cases.append((label, os.path.join(out_dir, f"theme-{k}"), [f"{int(t * 1000)}ms" for t in THEME_TIMES],
                      [("chr-theme", [f[0] for f in frames], refs)]))
    return cases


# (label, source, effect, export options, slots JSON, render options)
SLOTS = [
    ("ThorVG slot override of tint", "heart.fill", "bounce", [],
     '{"tint":{"p":{"a":0,"k":[0.7529,0.1882,0.1882,1]}}}', ["--color", "#c03030"]),
    ("ThorVG slot override of tint-2", "cloud.rain", "bounce", ["--mode", "palette", "--palette", "#ff2d55,#30b0c7,#5856d6"],
     '{"tint-2":{"p":{"a":0,"k":[1,0.5843,0,1]}}}', ["--mode", "palette", "--palette", "#ff2d55,#ff9500,#5856d6"]),
]


def slot_overrides(sv, thorvg, out_dir, on_white):
    """Each SLOTS export played by ThorVG with the slots overridden, against `render` in the new colours."""
    import json
    cases = []
    for k, (label, source, effect, options, slots, render_options) in enumerate(SLOTS):
        path = os.path.join(out_dir, f"slots-{k}.json")
        doc = json.loads(export(sv, source, effect, options, path))
        fps, last = float(doc["fr"]), int(doc["op"]) - 1
        frame_numbers = [round(last * 0.25), round(last * 0.6)]
        imgs = thorvg.frames(path, int(doc["w"]), int(doc["h"]), frame_numbers, slots=slots)
        refs = [render(sv, source, effect, render_options, f / fps, os.path.join(out_dir, f"slots-{k}-render-{f}.png"), on_white)
                for f in frame_numbers]
        cases.append((label, os.path.join(out_dir, f"slots-{k}"), frame_numbers, [("tvg-slot", imgs, refs)]))
    return cases


def checks(sv, chromium, thorvg, out_dir, on_white):
    """Every check whose player is there, the reasons for those skipped, and the checks that
    could not run to the end."""
    cases, skipped, failures = [], [], []
    runs = []
    if chromium is None:
        skipped.append("pages: chromium is not there (the six-export page and the CSS themes)")
    else:
        runs += [("six exports in one page", lambda: inlined_together(sv, chromium, out_dir, on_white)),
                 ("themes in a page", lambda: themed_inline(sv, chromium, out_dir, on_white))]
    if thorvg is None:
        skipped.append("slots: thorvg is not there (the slot overrides)")
    else:
        runs.append(("slot overrides", lambda: slot_overrides(sv, thorvg, out_dir, on_white)))
    for name, run in runs:
        try:
            cases += run()
        except Exception as e:
            failures.append(f"{name}: {e}")
    return cases, skipped, failures
