#!/usr/bin/env python3
"""Compares our PNG of a bench workload with Skia's, pixel by pixel.

A pixel *differs* when any channel differs by more than 8/255. It lies *at an edge* when it is
within one pixel (its 3x3 neighbourhood, so within 1.5 px) of a pixel that Skia drew partially
covered: neither exactly the background (white) nor exactly the stroke colour. The goal is fewer
than 2% differing pixels, all of them at edges.

usage: quality.py OURS.png SKIA.png [--label TEXT]
"""
import argparse
import sys

import numpy as np

BACKGROUND = np.array([255, 255, 255])
STROKE = np.array([0x1F, 0x5F, 0xD0])


def load_rgba(path):
    """Straight RGBA uint8, via skia-python (a peer already required) or pycairo."""
    try:
        import skia
        image = skia.Image.open(path)
        return np.array(image.convert(colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kUnpremul_AlphaType))
    except ImportError:
        import cairo
        surface = cairo.ImageSurface.create_from_png(path)
        bgra = np.ndarray((surface.get_height(), surface.get_stride() // 4, 4), np.uint8,
                          surface.get_data())[:, :surface.get_width()]
        return bgra[..., [2, 1, 0, 3]].copy()  # opaque images: premultiplied equals straight


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ours")
    ap.add_argument("skia")
    ap.add_argument("--label", default="")
    args = ap.parse_args()
    ours, skia = load_rgba(args.ours).astype(int), load_rgba(args.skia).astype(int)
    if ours.shape != skia.shape:
        sys.exit(f"{args.ours} is {ours.shape[1]}x{ours.shape[0]} but {args.skia} is {skia.shape[1]}x{skia.shape[0]}")
    difference = np.abs(ours - skia).max(axis=2)
    differs = difference > 8
    rgb = skia[..., :3]
    partial = ~(np.all(rgb == BACKGROUND, axis=2) | np.all(rgb == STROKE, axis=2))
    near_partial = np.zeros_like(partial)
    padded = np.pad(partial, 1)
    h, w = partial.shape
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            near_partial |= padded[1 + dy:1 + dy + h, 1 + dx:1 + dx + w]
    total = differs.size
    n_differ = int(differs.sum())
    n_off_edge = int((differs & ~near_partial).sum())
    verdict = "PASS" if n_differ < 0.02 * total and n_off_edge == 0 else "FAIL"
    print(f"{args.label}: {n_differ} of {total} pixels differ by > 8/255 ({100 * n_differ / total:.3f}%), "
          f"{n_off_edge} of them away from Skia's edges; max difference {difference.max()}/255; "
          f"{100 * (difference > 2).mean():.3f}% differ by > 2/255 — {verdict}")
    return 0 if verdict == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
