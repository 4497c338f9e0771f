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

    def frames(self, path, w, h, frame_numbers, slots=None):
        """`slots`, Lottie slot JSON, is applied after loading (how dotLottie players apply a theme)."""
        tvg = self.tvg
        out = []
        for f in frame_numbers:
            canvas = tvg.SwCanvas(self.engine)
            canvas.set_target(w, h)
            anim = tvg.LottieAnimation(self.engine)
            pic = anim.get_picture()
            r = pic.load(path)
            if r != tvg.Result.SUCCESS:
                raise RuntimeError(f"ThorVG could not load {path}: {r}")
            pic.set_size(w, h)
            if slots is not None:
                sid = anim.gen_slot(slots)
                if not sid or anim.apply_slot(sid) != tvg.Result.SUCCESS:
                    raise RuntimeError(f"ThorVG could not apply the slots {slots[:80]}")
            canvas.add(pic)
            anim.set_frame(float(f))
            canvas.update()
            canvas.draw(True)
            canvas.sync()
            out.append(unpremultiplied(canvas.get_pillow()))
        return out


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
        source, effect, options = parse_case(case)
        # `dark-color=C`: also check the dark theme (ThorVG with the .lottie's dark theme applied
        # as slots, Chromium under prefers-color-scheme: dark) against `render --color C`.
        dark = options[options.index("--dark-color") + 1] if "--dark-color" in options else None
        render_options = without(options, "--dark-color")
        reduced = "--reduce-motion" in options
        slug = case.replace(":", "_").replace("/", "_").replace(",", "_").replace("=", "-").replace("#", "")
        base = os.path.join(out_dir, slug)
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
        for name, imgs, refs_here in results:
            gap = known_gap(name, case)
            line = []
            for f, img, ref in zip(frame_numbers, imgs, refs_here):
                img.save(f"{base}_{name}_f{f}.png")
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
                line.append(f"f{f}:{c['mean']:.2f}/{c['max']:.0f}/{c['over48'] * 100:.2f}%{'' if ok else '!'}")
            print(f"  {name:8s} " + " ".join(line) + (f"  (known gap: {gap})" if gap else ""))
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
