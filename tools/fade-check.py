#!/usr/bin/env python3
"""Checks that a fade the whole symbol shares is composited as one picture in real players.

Apple fades a symbol as one picture: drawn at full strength, then laid down at the fade, so
where two strokes cross the ink is as light as where one lies. `symbolview export` writes such a
fade as a group's opacity (an SVG <g>, a Lottie precomposition). For each case this script
exports the icon, plays it at the time it is closest to half faded in ThorVG and rlottie (Lottie) and in
Chromium (SVG), and compares the ink's coverage with `symbolview render` at that time, whose fade
is seam-free (SymbolFadeTests): a player passes when at least 99 % of the ink agrees within 0.08.
Drawn layer by layer, overlaps come out darker and fail. For a pure fade the render's own
evenness (alpha = rest x one factor on the ink) is printed first, as the reference.

A player that is not installed is reported SKIPPED with its reason. Exit 1 on a failure.

usage: tools/fade-check.py [--symbolview PATH] [--keep DIR]
"""
import argparse, importlib.util, os, subprocess, sys, tempfile

try:
    import numpy as np
    from PIL import Image
except ImportError as e:
    print(f"SKIPPED: numpy and Pillow are needed ({e})")
    sys.exit(0)

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("export_check", os.path.join(HERE, "export-check.py"))
export_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(export_check)

FIXTURES = os.path.join(HERE, "..", "Tests", "Fixtures", "fades")
# (file, effect, extra options)
CASES = [
    ("rocket.svg", "pulse.wholeSymbol", []),
    ("rocket.svg", "drawOn", ["--reduce-motion"]),
    ("crossed-frame.svg", "pulse.wholeSymbol", []),
    ("crossed-frame.svg", "appear.wholeSymbol", ["--reduce-motion"]),
    ("crossed-frame.svg", "breathe.pulse.wholeSymbol", []),
]
SIZE = 192


def alpha(image):
    """How much black ink covers each pixel, 0...1: the alpha of a transparent frame, or of a
    frame shown on white (a browser's screenshot) one minus its lightness."""
    a = np.asarray(image.convert("RGBA"), dtype=np.float64)
    if (a[:, :, 3] < 255).any():
        return a[:, :, 3] / 255
    return 1 - a[:, :, :3].mean(axis=2) / 255


def even_share(rest, faded):
    ink = rest > 0.2
    if not ink.any():
        return 0.0, 0.0
    factor = float(np.median(faded[ink] / rest[ink]))
    return float(np.mean(np.abs(faded[ink] - rest[ink] * factor) <= 0.08)), factor


def agreement(reference, frame):
    """The share of the ink (of either frame) whose coverage agrees within 0.08."""
    ink = (reference > 0.02) | (frame > 0.02)
    return float(np.mean(np.abs(frame[ink] - reference[ink]) <= 0.08)) if ink.any() else 1.0


def run(args):
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(args)}: {r.stderr.strip()}")
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symbolview", default=".build/debug/symbolview")
    ap.add_argument("--keep", default=None)
    a = ap.parse_args()
    out = a.keep or tempfile.mkdtemp(prefix="fade-check-")
    os.makedirs(out, exist_ok=True)
    sv = a.symbolview

    players, skipped = {}, []
    for cls in (export_check.ThorVG, export_check.RLottie):
        try:
            players[cls.name] = cls()
        except Exception as e:
            skipped.append(f"{cls.name}: {e}")
    try:
        chromium = export_check.Chromium()
    except Exception as e:
        chromium = None
        skipped.append(f"chromium: {e}")

    failures = []
    for file, effect, extra in CASES:
        src = os.path.join(FIXTURES, file)
        base = os.path.join(out, f"{os.path.splitext(file)[0]}-{effect}{''.join(extra)}")
        opts = ["--size", str(SIZE), "--color", "#000000"] + extra
        run([sv, "export", src, "--effect", effect, "--out", base + ".json", "--force"] + opts)
        run([sv, "export", src, "--effect", effect, "--out", base + ".svg", "--force"] + opts)
        # The rest frame, and the time the render is closest to half faded, sampled.
        run([sv, "render", src, "--effect", "none", "--out", base + "-rest.png", "--size", str(SIZE), "--color", "#000000"])
        rest = alpha(Image.open(base + "-rest.png"))
        best_t, best_gap = 0.0, None
        for k in range(1, 40):
            t = k * 0.025
            run([sv, "render", src, "--effect", effect, "--time", f"{t:.3f}", "--out", base + "-probe.png"] + opts)
            gap = abs(alpha(Image.open(base + "-probe.png")).sum() / rest.sum() - 0.5)
            if best_gap is None or gap < best_gap:
                best_t, best_gap = t, gap
        run([sv, "render", src, "--effect", effect, "--time", f"{best_t:.3f}", "--out", base + "-render.png"] + opts)
        rendered = alpha(Image.open(base + "-render.png"))
        share, factor = even_share(rest, rendered)
        line = [f"{file} {effect}{' ' + ' '.join(extra) if extra else ''} at {best_t:.3f} s (fade {factor:.2f}, render even on {share:.3f})"]
        results = []
        for name, player in players.items():
            fr = 60
            results.append((name, player.frames(base + ".json", SIZE, SIZE, [best_t * fr])[0]))
        if chromium is not None:
            results.append(("chromium", chromium.frames(base + ".svg", SIZE, SIZE, [best_t])[0]))
        for name, image in results:
            image.save(f"{base}-{name}.png")
            s = agreement(rendered, alpha(image))
            line.append(f"{name} {s:.3f}")
            if s < 0.99:
                failures.append(f"{file} {effect}: {name} differs from render where strokes overlap ({s:.3f} of the ink agrees)")
        print(", ".join(line))
    if chromium is not None:
        chromium.close()
    for s in skipped:
        print(f"SKIPPED {s}")
    for f in failures:
        print(f"FAIL {f}")
    print("FAIL" if failures else "PASS" + (f" (skipped: {', '.join(s.split(':')[0] for s in skipped)})" if skipped else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
