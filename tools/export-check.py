#!/usr/bin/env python3
"""Checks `symbolview export` in real players against `symbolview render`.

For each case (a symbol, an effect and options) it exports Lottie JSON and animated SVG, then at
several times t renders the Lottie with ThorVG and rlottie and the SVG with headless Chromium
(CSS animations paused at t through the Web Animations API), renders the same t with
`symbolview render`, and compares the frames on white: the mean and largest channel difference,
and the share of pixels that differ by more than 48/255. A frame matches when that share is
under 2 %. The Lottie is also validated against the lottie-specs JSON schema.

A player that is not installed is reported as SKIPPED with the reason. The run exits 1 when an
export or a render fails, a Lottie is not valid against the schema, a player cannot play a file,
or a player matches fewer than 95 % of its sampled frames; otherwise 0, and the last line says
PASS, naming the players that were skipped. Frames go to --keep DIR (default a temporary folder)
to look at.

usage: tools/export-check.py [--symbolview PATH] [--keep DIR] [--samples N] [--cases-file FILE] [CASE...]
  CASE is SOURCE:EFFECT[:OPTION=VALUE,...], e.g. sun.max:drawOn or wifi:bounce.up.byLayer:size=256;
  a GTK path animation takes no effect but its states: icon.gpa::from-state=0,state=2
  --cases-file FILE reads more cases from FILE, one a line (# starts a comment); without cases
  the default list below runs.
  page:draw-on and page:loader check the seed pages (`export --scene NAME --out FILE.html`) in
  Chromium: the page plays (its frames change), each symbol's frames at sampled times match
  `render` of the same symbol with the same draw history or loop time, it holds still under
  emulated prefers-reduced-motion, and it takes both palettes under prefers-color-scheme.
"""
import argparse, base64, json, math, os, re, subprocess, sys, tempfile, time

try:
    import numpy as np
    from PIL import Image
except ImportError as e:  # the comparison itself needs these
    print(f"SKIPPED: numpy and Pillow are needed ({e})")
    sys.exit(0)

DEFAULT_CASES = [
    "sun.max:drawOn", "sun.max:drawOff", "checkmark.circle:drawOn.individually", "wifi:drawOn.wholeSymbol",
    "heart.fill:drawOn", "signature:drawOn", "scribble:drawOff.reversed",
    "bell:bounce", "wifi:bounce.up.byLayer", "bell:wiggle", "speaker.wave.3:pulse", "sun.max:scale.up",
    "heart.fill:breathe", "sun.max:breathe.pulse.byLayer", "fan.fill:rotate", "arrow.trianglehead.2.clockwise:rotate.byLayer",
    "wifi:variableColor.iterative", "cloud.rain:appear", "cloud.rain:disappear",
    "sun.max:drawOn:reduce-motion", "bell:bounce:size=256,color=#c03030", "speaker.wave.3:pulse:mode=hierarchical",
    # Clip paths, masks, blend modes, translucent groups, dashes and clear-behind layers.
    "Tests/Fixtures/structure/clipped-circle.svg:bounce", "Tests/Fixtures/structure/masked-badge.svg:wiggle",
    "Tests/Fixtures/structure/multiply-overlay.svg:bounce", "Tests/Fixtures/structure/translucent-group.svg:appear",
    "Tests/Fixtures/structure/layered-structure.svg:bounce", "Tests/Fixtures/structure/dashed-outline.svg:bounce",
    "Tests/Fixtures/structure/dashed-outline.svg:drawOn", "Tests/Fixtures/structure/clear-behind-template.svg:bounce",
    # Real art made by hand: one object whose clips and userSpaceOnUse gradients move with it.
    "Tests/Fixtures/realart/logo-gradients.svg:bounce.wholeSymbol", "Tests/Fixtures/realart/emoji-face.svg:bounce.byLayer",
    "Tests/Fixtures/realart/illustrator-badge.svg:scale.up.wholeSymbol",
    # Colour: multicolor, SF Symbols 7's gradient rendering flat and multicolor, a file's own
    # gradients, the static variable value and the variable draw.
    "heart.fill:bounce:mode=multicolor", "sun.max:drawOn:mode=multicolor", "cloud.rain:breathe:mode=multicolor",
    "speaker.wave.3:variableColor.iterative:mode=multicolor,color=#007aff", "bell:wiggle:gradient",
    "sun.max:drawOn:mode=multicolor,gradient", "gearshape.2.fill:rotate.byLayer:gradient,color=#007aff",
    "Tests/SVGLoaderTests/Templates/gauge.needle.svg:wiggle:mode=multicolor,color=#007aff",
    "Tests/Fixtures/export/gradients.svg:bounce", "Tests/Fixtures/export/stretched-radial.svg:wiggle", "wifi:pulse:value=0.5", "wifi:bounce:variable=0.5",
    # Light and dark themes: the tint's slots in ThorVG, prefers-color-scheme in Chromium.
    "heart.fill:bounce:dark-color=#ff9500", "speaker.wave.3:bounce:mode=multicolor,gradient,color=#007aff,dark-color=#ff9500",
    # GTK path animations (GTK's demo icons): a loop with an attached arrowhead, a switch that draws
    # out and in, a draw-in from unset.
    "Tests/Fixtures/gpa/view-refresh.gpa::from-state=0,state=2", "Tests/Fixtures/gpa/stateful.gpa::from-state=plus,state=check",
    "Tests/Fixtures/gpa/checked.gpa::from-state=-1,state=0",
    # The seed demos as web pages.
    "page:draw-on", "page:loader",
]


# What a player is known not to do, seen in its frames: its frames of a case whose source
# contains the text are shown and counted apart, not towards the 95 %.
KNOWN_GAPS = {
    ("rlottie", "multiply-overlay.svg"): "rlottie ignores blend modes (bm)",
    ("rlottie", "layered-structure.svg"): "rlottie ignores blend modes (bm)",
    ("rlottie", "dashed-outline.svg"): "rlottie's dashes drift along curves",
}


def known_gap(player, case):
    return next((why for (p, text), why in KNOWN_GAPS.items() if p == player and text in case), None)


def read_cases(path):
    """The cases in a file: one a line; blank lines, lines starting with # and a # after a space
    (a comment; a colour's # follows an = sign) are left out."""
    cases = []
    with open(path) as f:
        for line in f:
            line = re.sub(r"(^|\s)#.*", "", line).strip()
            if line:
                cases.append(line)
    return cases


def parse_case(text):
    parts = text.split(":", 2)
    source, effect = parts[0], parts[1]
    # A .gpa case has no effect (`icon.gpa::state=2`): its states are options like the others.
    options = ["--effect", effect] if effect else []
    if len(parts) > 2 and parts[2]:
        for item in parts[2].split(","):
            key, _, value = item.partition("=")
            options += [f"--{key}"] + ([value] if value else [])
    return source, effect, options


def without(options, name):
    """`options` without `name` and its value."""
    out, skip = [], False
    for i, o in enumerate(options):
        if skip:
            skip = False
        elif o == name:
            skip = True
        else:
            out.append(o)
    return out


def theme_slots(dotlottie, theme):
    """A dotLottie theme's rules as the Lottie slots a player applies (Color rules take their
    value as the slot's property; Gradient rules their stops as a gradient's `p` and `k`)."""
    import zipfile
    rules = json.loads(zipfile.ZipFile(dotlottie).read(f"t/{theme}.json"))["rules"]
    slots = {}
    for rule in rules:
        if rule["type"] == "Gradient":
            stops = rule["value"]
            k = [x for st in stops for x in [st["offset"]] + st["color"][:3]]
            slots[rule["id"]] = {"p": {"p": len(stops), "k": {"a": 0, "k": k}}}
        else:
            slots[rule["id"]] = {"p": {"a": 0, "k": rule["value"]}}
    return json.dumps(slots)


def on_white(img):
    a = np.asarray(img.convert("RGBA")).astype(np.float64) / 255
    rgb, alpha = a[..., :3], a[..., 3:4]
    return rgb * alpha + (1 - alpha)


def unpremultiplied(img):
    """ThorVG's and rlottie's frames hold colour premultiplied by alpha; PNG and `on_white` want it straight."""
    a = np.asarray(img.convert("RGBA")).astype(np.float64)
    alpha = a[..., 3:4]
    rgb = np.where(alpha > 0, np.clip(a[..., :3] * 255 / np.maximum(alpha, 1), 0, 255), 0)
    return Image.fromarray(np.concatenate([rgb, alpha], axis=2).round().astype(np.uint8), "RGBA")


def compare(a, b):
    if a.shape != b.shape:
        return {"error": f"sizes differ {a.shape} vs {b.shape}"}
    d = np.abs(a - b).max(axis=2) * 255
    return {"mean": float(d.mean()), "max": float(d.max()), "over48": float((d > 48).mean())}


class ThorVG:
    name = "thorvg"

    def __init__(self):
        import thorvg_python as tvg
        self.tvg = tvg
        self.engine = tvg.Engine(threads=1)

    def _frame(self, path, w, h, f, prepare=None, step_off=False):
        """One frame `f` of `path` at `w`x`h`, unpremultiplied; `prepare(anim)` runs after loading
        (a slot or a marker), and `step_off` asks for another frame first (see `frames`)."""
        tvg = self.tvg
        canvas = tvg.SwCanvas(self.engine)
        canvas.set_target(w, h)
        anim = tvg.LottieAnimation(self.engine)
        pic = anim.get_picture()
        r = pic.load(path)
        if r != tvg.Result.SUCCESS:
            raise RuntimeError(f"ThorVG could not load {path}: {r}")
        pic.set_size(w, h)
        if prepare is not None:
            prepare(anim)
        canvas.add(pic)
        if step_off:
            anim.set_frame(float(f) + 0.5)
        anim.set_frame(float(f))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        return unpremultiplied(canvas.get_pillow())

    def frames(self, path, w, h, frame_numbers, slots=None):
        """`slots`, Lottie slot JSON, is applied after loading (how dotLottie players apply a theme).
        ThorVG applies a slot when the frame changes; asking for the frame it is already on (0,
        just after loading) can leave the old colours now and then, so it steps off it first."""
        def apply(anim):
            sid = anim.gen_slot(slots)
            if not sid or anim.apply_slot(sid) != self.tvg.Result.SUCCESS:
                raise RuntimeError(f"ThorVG could not apply the slots {slots[:80]}")
        return [self._frame(path, w, h, f, apply if slots is not None else None, step_off=slots is not None)
                for f in frame_numbers]

    def marker_frames(self, path, w, h, marker, local_frames):
        """Frames of the segment a Lottie marker names, as a player plays it: `set_marker`, then
        frames counted from the marker's start."""
        def select(anim):
            if anim.set_marker(marker) != self.tvg.Result.SUCCESS:
                raise RuntimeError(f"ThorVG has no marker {marker!r} in {path}")
        return [self._frame(path, w, h, f, select) for f in local_frames]


class RLottie:
    name = "rlottie"

    def __init__(self):
        from rlottie_python import LottieAnimation
        self.LottieAnimation = LottieAnimation

    def frames(self, path, w, h, frame_numbers):
        anim = self.LottieAnimation.from_file(path)
        return [unpremultiplied(anim.render_pillow_frame(frame_num=int(round(f)), width=w, height=h)) for f in frame_numbers]


class Chromium:
    name = "chromium"

    def __init__(self):
        from playwright.sync_api import sync_playwright
        if not os.path.exists("/usr/bin/chromium"):
            raise RuntimeError("/usr/bin/chromium is missing (apt-get install chromium)")
        self.pw = sync_playwright().start()
        self.browser = self.pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])

    def frames(self, path, w, h, times, reduced=False, dark=False):
        page = self.browser.new_page(viewport={"width": w, "height": h}, device_scale_factor=1,
                                     reduced_motion="reduce" if reduced else "no-preference",
                                     color_scheme="dark" if dark else "light")
        page.goto("file://" + os.path.abspath(path))
        out = []
        for t in times:
            page.evaluate("t => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; } }", t)
            png = page.screenshot(clip={"x": 0, "y": 0, "width": w, "height": h})
            import io
            out.append(Image.open(io.BytesIO(png)))
        page.close()
        return out

    def page(self, path, w, h, reduced=False, dark=False):
        """A page of `path` in a `w` x `h` viewport, under the emulated preferences."""
        page = self.browser.new_page(viewport={"width": w, "height": h}, device_scale_factor=1,
                                     reduced_motion="reduce" if reduced else "no-preference",
                                     color_scheme="dark" if dark else "light")
        page.goto("file://" + os.path.abspath(path))
        return page

    def img_frame(self, path, w, h, wait):
        """The SVG shown inside <img>, `wait` seconds after it loaded."""
        data = base64.b64encode(open(path, "rb").read()).decode()
        page = self.browser.new_page(viewport={"width": w, "height": h}, device_scale_factor=1)
        page.set_content(f'<body style="margin:0;background:white"><img style="display:block" src="data:image/svg+xml;base64,{data}" width="{w}" height="{h}"></body>')
        page.wait_for_timeout(int(wait * 1000))
        import io
        img = Image.open(io.BytesIO(page.screenshot(clip={"x": 0, "y": 0, "width": w, "height": h})))
        page.close()
        return img

    def close(self):
        self.browser.close()
        self.pw.stop()


def score(case, results, totals, gaps, failures, base):
    """Compares each player's frames with their references, prints a line per player and adds
    them to the totals (a known gap's apart)."""
    for name, imgs, refs_here, labels in results:
        gap = known_gap(name, case)
        line = []
        for label, img, ref in zip(labels, imgs, refs_here):
            img.save(f"{base}_{name}_{label}.png")
            c = compare(on_white(img), ref)
            if "error" in c:
                failures.append(f"{case}: {name}: {c['error']}")
                continue
            ok = c["over48"] < 0.02
            t = (gaps if gap else totals).setdefault(name, {"frames": 0, "match": 0, "mean": [], "max": 0.0})
            t["frames"] += 1
            t["match"] += ok
            t["mean"].append(c["mean"])
            t["max"] = max(t["max"], c["max"])
            line.append(f"{label}:{c['mean']:.2f}/{c['max']:.0f}/{c['over48'] * 100:.2f}%{'' if ok else '!'}")
        print(f"  {name:8s} " + " ".join(line) + (f"  (known gap: {gap})" if gap else ""))


def spread(length, n):
    """`n` times from 0 to `length` (just short of its end for a loop, whose end is its start)."""
    if length <= 0:
        return [0.0]
    return [length * k / (n - 1) for k in range(n)]


def toggle_times(stdout):
    """The switch times `export --trigger toggle` prints: the history `record --keys` films."""
    m = re.search(r"switched at ([0-9.e+-]+) s, on is it switched back at ([0-9.e+-]+) s", stdout)
    if not m:
        raise RuntimeError(f"export printed no toggle history: {stdout.strip()[:200]}")
    return float(m.group(1)), float(m.group(2))


# A page holding an inline export; the focus ring (shown on the SVG, as it should be) is hidden
# so that focused frames compare with render's.
PAGE = '<style>svg{outline:none!important}</style><body style="margin:0;background:white">'


def still_frames(chromium, trigger, base, export, still):
    """Under prefers-reduced-motion, the triggered export of an effect whose Reduce Motion form
    holds still: its frame at rest and once triggered (hovered, focused, or clicked)."""
    import io
    h, w = still.shape[:2]
    page = chromium.browser.new_page(viewport={"width": w + 16, "height": h + 16}, device_scale_factor=1, reduced_motion="reduce")
    export("html" if trigger == "toggle" else "svg")
    page.set_content(PAGE + open(f"{base}.{'html' if trigger == 'toggle' else 'svg'}").read() + "</body>")
    frames = [Image.open(io.BytesIO(page.screenshot(clip={"x": 0, "y": 0, "width": w, "height": h})))]
    if trigger == "hover":
        page.hover("svg")
    elif trigger == "focus":
        page.keyboard.press("Tab")
    else:
        page.click("svg")
    page.wait_for_timeout(300)
    frames.append(Image.open(io.BytesIO(page.screenshot(clip={"x": 0, "y": 0, "width": w, "height": h}))))
    page.close()
    return frames


def trigger_results(case, source, options, sv, base, thorvg, chromium, n, failures):
    """A triggered export (`trigger=hover|focus|toggle`) in its players.

    Chromium: the SVG (hover, focus) or the .html fragment (toggle) rests in its rest pose, then
    is hovered (page.hover), focused with Tab, clicked and toggled with Space and Enter; at
    sampled times of each segment every animation is paused there and the frame compared with
    `render` at that time (hover, focus) or `record --keys` with the same toggle history
    (toggle), also under emulated prefers-reduced-motion against the Reduce Motion form. ThorVG
    plays each Lottie marker's segment (`set_marker`) against the same references. Returns
    (player, frames, references, labels) lists; failures are appended to `failures`.
    """
    import io
    trigger = options[options.index("--trigger") + 1]
    plain = without(options, "--trigger")
    results = []

    def export(ext, extra=()):
        r = subprocess.run([sv, "export", source, "--out", f"{base}.{ext}"] + options + list(extra), capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"export .{ext} failed: {r.stderr.strip()}")
        return r.stdout

    def png(img_path):
        return on_white(Image.open(img_path))

    def render(t, reduced=False):
        out = f"{base}_ref_{'rm_' if reduced else ''}{t:.4f}.png"
        r = subprocess.run([sv, "render", source, "--time", f"{t:.6f}", "--out", out] + plain + (["--reduce-motion"] if reduced else []),
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"render failed: {r.stderr.strip()}")
        return png(out)

    def record(keys, t, w, h, reduced=False):
        out = f"{base}_rec_{'rm_' if reduced else ''}{len(keys)}_{t:.4f}.png"
        r = subprocess.run([sv, "record", source, "--keys", ",".join(f"{k}:space" for k in keys), "--time", f"{t:.6f}",
                            "--out", out, "--background", "white", "--force"] + without(plain, "--size") + ["--size", f"{w}x{h}"]
                           + (["--reduce-motion"] if reduced else []), capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"record failed: {r.stderr.strip()}")
        return png(out)

    def shot(page, w, h):
        return Image.open(io.BytesIO(page.screenshot(clip={"x": 0, "y": 0, "width": w, "height": h})))

    def paused(page, t):
        page.evaluate("t => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; } }", t)

    for reduced in (False, True):
        tag = "-rm" if reduced else ""
        extra = ["--reduce-motion"] if reduced else []
        try:
            stdout = export("json", extra)
        except RuntimeError as e:
            if not reduced or "does not move" not in str(e):
                raise
            # The Reduce Motion form holds still (an endless effect): the triggered SVG must too.
            if chromium is not None:
                still = render(0, True)
                results.append((f"{trigger}-rm", still_frames(chromium, trigger, base, export, still), [still, still], ["rest", "triggered"]))
            continue
        doc = json.load(open(f"{base}.json"))
        w, h, fps = int(doc["w"]), int(doc["h"]), float(doc["fr"])
        markers = {m["cm"]: (m["tm"], m["dr"] / fps) for m in doc.get("markers", [])}
        # Per segment: its name, its times, and the reference frame at each.
        plan = []
        if trigger in ("hover", "focus"):
            if "play" in markers:
                d = markers["play"][1]
                rest = render(d, reduced)
                plan.append(("play", spread(d, n), [render(t, reduced) for t in spread(d, n)], 0.0))
            else:
                rest = render(0, reduced)
                intro, loop = markers["intro"][1], markers["loop"][1]
                plan.append(("intro", spread(intro, n // 2 + 1), [render(t, reduced) for t in spread(intro, n // 2 + 1)], 0.0))
                ts = spread(loop, n // 2 + 1)[:-1]
                plan.append(("loop", ts, [render(intro + t, reduced) for t in ts], intro))
        else:
            t0, t1 = toggle_times(stdout)
            rest = None if "loop" in markers else render(t0, reduced)
            d = markers["off"][1]
            plan.append(("off", spread(d, n), [record([t0], t0 + t, w, h, reduced) for t in spread(d, n)], 0.0))
            d = markers["on"][1]
            plan.append(("on", spread(d, n), [record([t0, t1], t1 + t, w, h, reduced) for t in spread(d, n)], 0.0))
            if "loop" in markers:
                ts = spread(markers["loop"][1], n // 2 + 1)[:-1]
                plan.append(("loop", ts, [record([t0, t1], t1 + d + t, w, h, reduced) for t in ts], d))
        if thorvg is not None and not reduced:
            for name, ts, refs, _ in plan:
                imgs = thorvg.marker_frames(f"{base}.json", w, h, name, [t * fps for t in ts])
                results.append((f"tvg-{name}", imgs, refs, [f"{name}{t:.2f}" for t in ts]))
        if chromium is None:
            continue
        page = chromium.browser.new_page(viewport={"width": w + 16, "height": h + 16}, device_scale_factor=1,
                                         reduced_motion="reduce" if reduced else "no-preference")
        if trigger == "toggle":
            export("html")
            page.set_content(PAGE + open(f"{base}.html").read() + "</body>")
        else:
            export("svg")
            # Inline in a page, as hover and focus are meant to be used: the pointer can leave it,
            # and a focus ring falls outside its box.
            page.set_content(PAGE + open(f"{base}.svg").read() + "</body>")
        count = "() => document.getAnimations().length"
        if rest is not None:
            results.append((f"{trigger}{tag}", [shot(page, w, h)], [rest], ["rest"]))
            if page.evaluate(count) and not reduced:
                failures.append(f"{case}: the {trigger} export animates before it is triggered")

        def sampled(names):
            imgs, refs, labels = [], [], []
            for name, ts, rs, offset in plan:
                if name not in names:
                    continue
                for t, ref in zip(ts, rs):
                    paused(page, offset + t)
                    imgs.append(shot(page, w, h))
                    refs.append(ref)
                    labels.append(f"{name}{t:.2f}")
            return imgs, refs, labels

        state = "() => { const i = document.querySelector('input'); return i ? [i.checked, i.matches(':user-valid')] : null }"
        if trigger == "hover":
            page.hover("svg")
            results.append((f"hover{tag}", *sampled({"play", "intro", "loop"})))
            page.mouse.move(w + 10, h + 10)
            if page.evaluate(count):
                failures.append(f"{case}: the hover animation goes on after the pointer left")
        elif trigger == "focus":
            page.keyboard.press("Tab")
            if not page.evaluate("() => document.activeElement && document.activeElement.matches(':focus-visible')"):
                failures.append(f"{case}: Tab does not give the SVG keyboard focus")
            results.append((f"focus{tag}", *sampled({"play", "intro", "loop"})))
            if not reduced:
                # Inside a link, the symbol plays when the link has keyboard focus.
                link = chromium.browser.new_page(viewport={"width": w + 16, "height": h + 16}, device_scale_factor=1)
                link.set_content(PAGE + '<a href="#top">' + open(f"{base}.svg").read().replace('tabindex="0"', "") + "</a></body>")
                link.keyboard.press("Tab")
                if not link.evaluate(count):
                    failures.append(f"{case}: the symbol does not play inside a link focused with Tab")
                link.close()
        else:
            page.click("svg")
            if page.evaluate(state) != [False, True]:
                failures.append(f"{case}: clicking the symbol does not uncheck its box: {page.evaluate(state)}")
            results.append((f"click{tag}", *sampled({"off"})))
            page.keyboard.press("Space")
            if page.evaluate(state) != [True, True]:
                failures.append(f"{case}: Space does not check the box again: {page.evaluate(state)}")
            results.append((f"space{tag}", *sampled({"on", "loop"})))
            if not reduced:
                # From the keyboard alone: Tab to the box, Space switches off, Enter back on.
                page.close()
                page = chromium.browser.new_page(viewport={"width": w + 16, "height": h + 16}, device_scale_factor=1)
                page.set_content(PAGE + open(f"{base}.html").read() + "</body>")
                page.keyboard.press("Tab")
                page.keyboard.press("Space")
                off = page.evaluate(state)
                page.keyboard.press("Enter")
                on = page.evaluate(state)
                if off != [False, True] or on != [True, True]:
                    failures.append(f"{case}: Tab then Space and Enter give {off} and {on}, not unchecked and checked")
        if not reduced and trigger != "toggle":
            # Inside <img> nothing hovers or takes focus: it shows the rest pose.
            shown = chromium.img_frame(f"{base}.svg", w, h, 0.3)
            results.append((f"img", [shown], [rest], ["rest"]))
        page.close()
    return results


# What the seeds say about their pages, kept here apart from the generator so the check does not
# take the page's word for it: the draw-on grid (white, medium weight, large scale, by layer, the
# timer drawn 1.8 s and undrawn 1.3 s), and the loader's symbols with their effects and colours
# (iOS system colours, light and dark).
DRAW_ON_SYMBOLS = ["signature", "scribble", "wind", "sun.max", "cloud.rain", "checkmark.circle"]
DRAW_ON_TOGGLES = [(1.8, "drawOff.byLayer"), (3.1, "drawOn.byLayer"), (4.9, "drawOff.byLayer"), (6.2, "drawOn.byLayer")]
DRAW_ON_TOPS = {"light": (0x58, 0x56, 0xd6), "dark": (0x5e, 0x5c, 0xe6)}
LOADERS = [("sparkles", "breathe", "#af52de", "#bf5af2"), ("gearshape.2.fill", "rotate", "#8e8e93", "#8e8e93"),
           ("arrow.trianglehead.2.clockwise", "rotate", "#007aff", "#0a84ff"), ("heart.fill", "breathe", "#ff2d55", "#ff375f"),
           ("fan.fill", "both", "#30b0c7", "#40c8e0")]
# Inline, every symbol laid out on a whole pixel, each twice its size: the frames compared with `render`.
PAGE_FLAT_CSS = (".sv-grid,.sv-stack,.sv-row,.sv-text,.sv-cell,body{display:block!important;zoom:1!important;height:auto!important}"
                 "svg.sv-symbol{display:block!important;margin:0 0 4px 0!important}h1,p{display:none}")


def draw_on_reference(t):
    """The draw-on seed at page time t as `render` draws it: the last toggle's effect, t after it."""
    last = [(at, effect) for at, effect in DRAW_ON_TOGGLES if at <= t + 1e-9]
    # Before the first toggle the symbol is drawn: a Draw Off that has not started.
    return (last[-1][1], t - last[-1][0]) if last else ("drawOff.byLayer", 0.0)


def check_page(sv, chromium, scene, base, results, failures, samples):
    """The seed page `scene` in Chromium: plays, matches `render`, holds still under Reduce Motion,
    follows prefers-color-scheme. Frames go to `results` as (name, images, references)."""
    html = f"{base}.html"
    r = subprocess.run([sv, "export", "--scene", scene, "--out", html], capture_output=True, text=True)
    if r.returncode != 0:
        failures.append(f"page:{scene}: export failed: {r.stderr.strip()}")
        return
    print(f"page:{scene}: {r.stdout.strip()}")
    text = open(html).read()
    chunks = text.split("<svg ")[1:]
    draw_on = scene == "draw-on"
    names = DRAW_ON_SYMBOLS if draw_on else [l[0] for l in LOADERS]
    if len(chunks) != len(names):
        failures.append(f"page:{scene}: {len(chunks)} inline SVGs, expected {len(names)}")
        return
    periods = []
    for chunk in chunks:
        m = re.search(r" ([0-9.]+)s linear 0s infinite", chunk)
        periods.append(float(m.group(1)) if m else None)
    if any(p is None for p in periods):
        failures.append(f"page:{scene}: a symbol does not loop")
        return

    def shot(page):
        return on_white(Image.open(__import__("io").BytesIO(page.screenshot())))

    # It plays by itself: the frames change while the clock runs; under Reduce Motion they do not.
    waits = (0.3, 2.5) if draw_on else (0.3, 0.9)
    for reduced in (False, True):
        page = chromium.page(html, 390, 844, reduced=reduced)
        count = page.evaluate("document.getAnimations().filter(a => a.playState === 'running').length")
        first = shot(page)
        page.wait_for_timeout(int((waits[1] - waits[0]) * 1000))
        second = shot(page)
        page.close()
        moved = compare(first, second)["max"]
        print(f"  {'reduced' if reduced else 'plays':8s} {count} running animations; frames {waits[0]} s and {waits[1]} s apart "
              f"differ by up to {moved:.0f}/255")
        if reduced and (count != 0 or moved > 2):
            failures.append(f"page:{scene}: under prefers-reduced-motion it still moves ({count} animations, {moved:.0f}/255)")
        if not reduced and (count == 0 or moved < 48):
            failures.append(f"page:{scene}: it does not play ({count} animations, frames differ by {moved:.0f}/255)")

    # Both palettes: the background follows prefers-color-scheme.
    for scheme in ("light", "dark"):
        page = chromium.page(html, 390, 844, dark=scheme == "dark")
        pixel = tuple(int(round(v * 255)) for v in shot(page)[1, 195])
        page.close()
        want = DRAW_ON_TOPS[scheme] if draw_on else ((255, 255, 255) if scheme == "light" else (0, 0, 0))
        print(f"  {scheme:8s} background at the top {pixel}, the seed's {want}")
        if max(abs(a - b) for a, b in zip(pixel, want)) > 3:
            failures.append(f"page:{scene}: in {scheme} appearance the background is {pixel}, not {want}")

    # Each symbol's frames against `render`, with the same history (draw-on) or loop time (loader).
    times = [0.5, 1.95, 2.2, 3.25, 3.5, 4.0, 5.05, 6.35] if draw_on else [0, 0.3, 0.7, 1.1, 1.5, 59.3]
    times = times[:max(samples, 2) + 2]
    runs = [("page", False, False, times)] + ([("page-rm", True, False, [0.0, 2.2, 3.5])] if draw_on else []) \
        + [("page-dk", False, True, times[:2])]
    for run, reduced, dark, run_times in runs:
        page = chromium.page(html, 390, 1600, reduced=reduced, dark=dark)
        page.add_style_tag(content=PAGE_FLAT_CSS + "html{background:" + ("#000" if draw_on or dark else "#fff") + "!important}")
        sizes = page.evaluate("""() => [...document.querySelectorAll('svg.sv-symbol')].map(s => {
            const w = Math.round(2 * parseFloat(s.getAttribute('width'))), h = Math.round(2 * parseFloat(s.getAttribute('height')));
            s.setAttribute('width', w); s.setAttribute('height', h); return [w, h]; })""")
        # Each symbol's loop as the page plays it (a page may slow a file's loop down).
        periods = page.evaluate("""() => [...document.querySelectorAll('svg.sv-symbol')].map(s =>
            Math.max(0, ...[...s.querySelectorAll('*')].flatMap(e => e.getAnimations()).map(a => a.effect.getComputedTiming().duration / 1000)))""")
        elements = page.query_selector_all("svg.sv-symbol")
        imgs, refs = [], []
        for t in run_times:
            page.evaluate("t => { for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; } }", t)
            for k, (name, element, (w, h)) in enumerate(zip(names, elements, sizes)):
                img = Image.open(__import__("io").BytesIO(element.screenshot()))
                if draw_on:
                    effect, at = ("drawOff.byLayer", 0.0) if reduced else draw_on_reference(t)
                    options = ["--effect", effect, "--time", f"{at:.6f}", "--weight", "medium", "--color", "white", "--background", "black"]
                else:
                    _, effect, light, dark_tint = LOADERS[k]
                    period = periods[k]
                    if not period > 0:
                        failures.append(f"page:{scene}: {name} has no running animation")
                        continue
                    shift = period * math.ceil((2.0 + period) / period)
                    options = ["--effect", effect, "--time", f"{t % period + shift:.6f}", "--weight", "regular", "--mode", "hierarchical",
                               "--color", dark_tint if dark else light, "--background", "black" if dark else "white"]
                png = f"{base}_{run}_{k}_t{t}_render.png"
                r = subprocess.run([sv, "render", name, "--scale", "large", "--size", f"{w}x{h}", "--out", png] + options,
                                   capture_output=True, text=True)
                if r.returncode != 0:
                    failures.append(f"page:{scene}: render {name} failed: {r.stderr.strip()}")
                    continue
                img.save(f"{base}_{run}_{k}_t{t}.png")
                imgs.append(img)
                refs.append(on_white(Image.open(png)))
        page.close()
        results.append((run, imgs, refs, [f"{n[:4]}@{t}" for t in run_times for n in names]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symbolview", default=".build/debug/symbolview")
    ap.add_argument("--keep", default=None)
    ap.add_argument("--samples", type=int, default=6, help="times per case")
    ap.add_argument("--cases-file", action="append", default=[], help="more cases, one a line")
    ap.add_argument("cases", nargs="*")
    args = ap.parse_args()
    started = time.monotonic()
    cases = list(args.cases)
    for path in args.cases_file:
        cases += read_cases(path)
    out_dir = args.keep or tempfile.mkdtemp(prefix="export-check-")
    os.makedirs(out_dir, exist_ok=True)
    sv = args.symbolview

    players, skipped = [], []
    for cls in (ThorVG, RLottie):
        try:
            players.append(cls())
        except Exception as e:
            skipped.append(f"{cls.name}: {e}")
    try:
        chromium = Chromium()
    except Exception as e:
        chromium = None
        skipped.append(f"chromium: {e}")
    schema = None
    try:
        import jsonschema
        from lottie_specs import __file__ as specs_init
        schema_path = os.path.join(os.path.dirname(specs_init), "data", "lottie.schema.json")
        schema = json.load(open(schema_path))
        validator = jsonschema.validators.validator_for(schema)(schema)
    except Exception as e:
        skipped.append(f"schema: {e}")
    for s in skipped:
        print(f"SKIPPED {s}")

    totals = {}
    gaps = {}
    failures = []
    case_starts = []  # (case, when it started): a case's time runs to the next one's start
    for case in cases or DEFAULT_CASES:
        case_starts.append((case, time.monotonic()))
        if case.startswith("page:"):
            if chromium is None:
                continue  # reported SKIPPED above
            page_results = []
            try:
                check_page(sv, chromium, case[len("page:"):], os.path.join(out_dir, case.replace(":", "_")), page_results,
                           failures, args.samples)
            except Exception as e:
                failures.append(f"{case}: chromium: {e}")
            for name, imgs, refs_here, labels in page_results:
                line = []
                for label, img, ref in zip(labels, imgs, refs_here):
                    c = compare(on_white(img), ref)
                    if "error" in c:
                        failures.append(f"{case}: {name} {label}: {c['error']}")
                        continue
                    ok = c["over48"] < 0.02
                    t = totals.setdefault(name, {"frames": 0, "match": 0, "mean": [], "max": 0.0})
                    t["frames"] += 1
                    t["match"] += ok
                    t["mean"].append(c["mean"])
                    t["max"] = max(t["max"], c["max"])
                    if not ok:
                        line.append(f"{label}:{c['mean']:.2f}/{c['max']:.0f}/{c['over48'] * 100:.2f}%!")
                worst = max((compare(on_white(i), r).get("over48", 1) for i, r in zip(imgs, refs_here)), default=0)
                print(f"  {name:8s} {len(imgs)} frames, worst {worst * 100:.2f}% of pixels off by >48" + (" " + " ".join(line) if line else ""))
            continue
        source, effect, options = parse_case(case)
        # `dark-color=C`: also check the dark theme (ThorVG with the .lottie's dark theme applied
        # as slots, Chromium under prefers-color-scheme: dark) against `render --color C`.
        dark = options[options.index("--dark-color") + 1] if "--dark-color" in options else None
        render_options = without(options, "--dark-color")
        reduced = "--reduce-motion" in options
        slug = case.replace(":", "_").replace("/", "_").replace(",", "_").replace("=", "-").replace("#", "")
        base = os.path.join(out_dir, slug)
        if "--trigger" in options:
            thorvg = next((p for p in players if isinstance(p, ThorVG)), None)
            try:
                results = trigger_results(case, source, options, sv, base, thorvg, chromium, args.samples, failures)
            except Exception as e:
                failures.append(f"{case}: {e}")
                continue
            print(f"{case}: {os.path.getsize(base + '.json')} bytes json")
            score(case, results, totals, gaps, failures, base)
            continue
        info = {}
        for ext in ("json", "svg"):
            r = subprocess.run([sv, "export", source, "--out", f"{base}.{ext}"] + options,
                               capture_output=True, text=True)
            if r.returncode != 0:
                failures.append(f"{case}: export .{ext} failed: {r.stderr.strip()}")
                break
            info[ext] = r.stdout.strip()
        else:
            pass
        if len(info) < 2:
            continue
        doc = json.load(open(f"{base}.json"))
        if schema is not None:
            errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
            if errors:
                failures.append(f"{case}: {len(errors)} schema errors, first: {errors[0].message[:200]} at {list(errors[0].path)}")
        w, h, fps = int(doc["w"]), int(doc["h"]), float(doc["fr"])
        frames_total = int(doc["op"])
        loops = bool(doc.get("markers"))
        duration = frames_total / fps
        n = args.samples
        # Players show frames 0 to op - 1 (a loop's frame op is its frame 0 again).
        last = frames_total - 1
        frame_numbers = sorted({min(last, round(last * k / (n - 1))) for k in range(n)})
        times = [f / fps for f in frame_numbers]
        # A loop starts from the engine's steady cycle: compare with render a whole number of
        # cycles later, past the blend at the trigger and a whole cycle after it, since render
        # frames a still with the room of the motion up to its time.
        shift = duration * math.ceil((2.0 + duration) / duration) if loops else 0.0
        refs = []
        for f, t in zip(frame_numbers, times):
            png = f"{base}_render_f{f}.png"
            r = subprocess.run([sv, "render", source, "--time", f"{t + shift:.6f}", "--out", png] + render_options,
                               capture_output=True, text=True)
            if r.returncode != 0:
                failures.append(f"{case}: render failed: {r.stderr.strip()}")
                break
            refs.append(on_white(Image.open(png)))
        if len(refs) != len(times):
            continue
        print(f"{case}: {info['json']}; svg {os.path.getsize(base + '.svg')} bytes")
        results = []
        for p in players:
            try:
                imgs = p.frames(f"{base}.json", w, h, frame_numbers)
            except Exception as e:
                failures.append(f"{case}: {p.name}: {e}")
                continue
            results.append((p.name, imgs, refs))
        if chromium is not None:
            try:
                results.append(("chromium", chromium.frames(f"{base}.svg", w, h, times, reduced=reduced), refs))
            except Exception as e:
                failures.append(f"{case}: chromium: {e}")
        if chromium is not None and not reduced and not loops:
            # The same SVG under prefers-reduced-motion plays the Reduce Motion form.
            rm_refs = []
            for f, t in zip(frame_numbers, times):
                png = f"{base}_render-rm_f{f}.png"
                r = subprocess.run([sv, "render", source, "--reduce-motion", "--time", f"{t:.6f}", "--out", png] + render_options,
                                   capture_output=True, text=True)
                if r.returncode == 0:
                    rm_refs.append(on_white(Image.open(png)))
            if len(rm_refs) == len(times):
                results.append(("chrom-rm", chromium.frames(f"{base}.svg", w, h, times, reduced=True), rm_refs))
        if dark is not None:
            dark_refs = []
            for f, t in zip(frame_numbers, times):
                png = f"{base}_render-dark_f{f}.png"
                r = subprocess.run([sv, "render", source, "--time", f"{t + shift:.6f}", "--out", png]
                                   + without(render_options, "--color") + ["--color", dark], capture_output=True, text=True)
                if r.returncode == 0:
                    dark_refs.append(on_white(Image.open(png)))
            r = subprocess.run([sv, "export", source, "--out", f"{base}.lottie"] + options,
                               capture_output=True, text=True)
            if r.returncode != 0 or len(dark_refs) != len(times):
                failures.append(f"{case}: the dark theme's export or render failed: {r.stderr.strip()}")
            else:
                for p in players:
                    if isinstance(p, ThorVG):
                        try:
                            imgs = p.frames(f"{base}.json", w, h, frame_numbers, slots=theme_slots(f"{base}.lottie", "dark"))
                            results.append(("tvg-dark", imgs, dark_refs))
                        except Exception as e:
                            failures.append(f"{case}: thorvg dark theme: {e}")
                if chromium is not None:
                    results.append(("chr-dark", chromium.frames(f"{base}.svg", w, h, times, dark=True), dark_refs))
        score(case, [(name, imgs, refs_here, [f"f{f}" for f in frame_numbers]) for name, imgs, refs_here in results],
              totals, gaps, failures, base)
        if chromium is not None:
            # Inside <img> no script reaches the animation: after it has played (a loop, at
            # least a moment) the image must show the end pose, or for a loop anything at all.
            shown = chromium.img_frame(f"{base}.svg", w, h, 0.3 if loops else duration + 0.5)
            if loops:
                if not float((on_white(shown) < 0.9).mean()) > 0:
                    failures.append(f"{case}: the looping SVG shows nothing inside <img>")
            else:
                c = compare(on_white(shown), refs[-1])
                print(f"  <img>    after the end: {c['mean']:.2f}/{c['max']:.0f}/{c['over48'] * 100:.2f}%")
                if c.get("over48", 1) >= 0.02:
                    failures.append(f"{case}: inside <img> the SVG does not end in the end pose")

    # Exports inlined together in one page, themes set by a page, slot overrides in ThorVG.
    case_starts.append(("pages and themes", time.monotonic()))
    try:
        import export_pages
        thorvg = next((p for p in players if isinstance(p, ThorVG)), None)
        page_cases, page_skipped, page_failures = export_pages.checks(sv, chromium, thorvg, out_dir, on_white)
        skipped += page_skipped
        failures += page_failures
        for case, base, labels, results in page_cases:
            print(case)
            score(case, [(name, imgs, refs_here, [f"f{f}" for f in labels]) for name, imgs, refs_here in results],
                  totals, gaps, failures, base)
    except Exception as e:
        failures.append(f"pages and themes: {e}")

    case_starts.append((None, time.monotonic()))
    case_times = sorted(((b[1] - a[1], a[0]) for a, b in zip(case_starts, case_starts[1:])), reverse=True)

    print("\nsummary (mean diff / largest diff per channel of 255, frames matching: <2% of pixels off by >48):")
    for name, t in totals.items():
        print(f"  {name:8s} {t['match']}/{t['frames']} frames match ({100 * t['match'] / max(t['frames'], 1):.1f}%), "
              f"mean diff {np.mean(t['mean']):.3f}, worst frame mean {max(t['mean']):.3f}, largest pixel diff {t['max']:.0f}")
    for name, t in gaps.items():
        print(f"  {name:8s} known gaps, counted apart: {t['match']}/{t['frames']} frames match")
    for s in skipped:
        print(f"  SKIPPED {s}")
    print(f"  frames in {out_dir}")
    print(f"  {len(case_times)} case{'' if len(case_times) == 1 else 's'} in {time.monotonic() - started:.0f} s; slowest: "
          + ", ".join(f"{c} {s:.1f} s" for s, c in case_times[:3]))
    if chromium is not None:
        chromium.close()
    skipped_names = ", ".join(s.split(":", 1)[0] for s in skipped)
    skipped_note = f" ({skipped_names} SKIPPED)" if skipped else ""
    low = [n for n, t in totals.items() if t["match"] < 0.95 * t["frames"]]
    if failures:
        print("\nFAILURES:")
        for f in failures:
            print("  " + f)
    if low:
        print(f"\nbelow 95% matching frames: {', '.join(low)}")
    if failures or low:
        print(f"export-check: FAIL{skipped_note}")
        return 1
    if not totals:
        print(f"export-check: SKIPPED, no player could run{skipped_note}")
        return 0
    print(f"export-check: PASS{skipped_note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
