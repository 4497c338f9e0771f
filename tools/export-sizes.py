#!/usr/bin/env python3
"""Exports every catalog symbol with every effect family to Lottie JSON, animated SVG and .tgs,
and prints the median and largest file size per format, the export time per file, and which
Draw On and Bounce exports fit a Telegram sticker. Used for the numbers in docs/export.md.

usage: tools/export-sizes.py [--symbolview PATH] [--out DIR]
"""
import argparse, os, statistics, subprocess, sys, time

EFFECTS = ["drawOn", "drawOn.individually", "drawOn.wholeSymbol", "drawOff", "drawOff.reversed", "bounce",
           "wiggle", "pulse", "scale.up", "breathe", "rotate", "variableColor.iterative", "appear", "disappear",
           "replace.downUp"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symbolview", default=".build/debug/symbolview")
    ap.add_argument("--out", default="/tmp/export-sizes")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    names = subprocess.run([args.symbolview, "list"], capture_output=True, text=True, check=True).stdout.split()
    sizes = {"json": [], "svg": [], "tgs": []}
    times = []
    failures, stickers = [], []
    for name in names:
        for effect in EFFECTS:
            extra = ["--to", "sun.max" if name != "sun.max" else "bell"] if effect.startswith("replace") else []
            for ext in ("json", "svg"):
                path = os.path.join(args.out, f"{name}.{effect}.{ext}")
                start = time.time()
                r = subprocess.run([args.symbolview, "export", name, "--effect", effect, "--out", path] + extra,
                                   capture_output=True, text=True)
                times.append(time.time() - start)
                if r.returncode != 0:
                    failures.append(f"{name} {effect} .{ext}: {r.stderr.strip()}")
                    continue
                sizes[ext].append((os.path.getsize(path), f"{name} {effect}"))
            if effect in ("drawOn", "bounce"):
                path = os.path.join(args.out, f"{name}.{effect}.tgs")
                r = subprocess.run([args.symbolview, "export", name, "--effect", effect, "--size", "512", "--out", path],
                                   capture_output=True, text=True)
                if r.returncode == 0:
                    sizes["tgs"].append((os.path.getsize(path), f"{name} {effect}"))
                else:
                    stickers.append(f"{name} {effect}: {r.stderr.strip()}")
    for ext, list_ in sizes.items():
        if list_:
            values = sorted(v for v, _ in list_)
            largest = max(list_)
            print(f"{ext:5s} {len(values)} files, median {statistics.median(values)} bytes, largest {largest[0]} bytes ({largest[1]})")
    print(f"export time per file: median {statistics.median(times):.2f} s, largest {max(times):.2f} s")
    print(f"stickers that do not fit: {len(stickers)}")
    for s in stickers:
        print("  " + s)
    for f in failures:
        print("FAILED " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
