#!/usr/bin/env python3
"""Compares our PNG of a bench workload with Skia's, pixel by pixel.

A pixel *differs* when any channel differs by more than 8/255. The goal is fewer than 2%
differing pixels, all of them at edges. "At an edge" is measured two ways:

- geometrically (with --paths and --scale): the pixel centre lies within 1.5 px of the true
  boundary of the drawn strokes. With round caps and round joins a stroke is exactly the set of
  points within half its width of its centre line, so the union of the strokes is where the
  distance to the nearest centre line is at most w/2, and its boundary is where that distance
  equals w/2. This is the verdict, because it does not depend on either renderer. Farther from
  the boundary the right colour is known exactly (stroke colour inside, white outside), so a
  difference there is charged to whichever renderer has the wrong colour; the check fails only
  if ours does.
- relative to Skia: the pixel is within one pixel (3x3 neighbourhood) of a pixel Skia drew
  partially covered (neither exactly white nor exactly the stroke colour). Reported too; Skia's
  own edges are sometimes a little off, which this measure counts against us.

Without the geometry (the filled-icon workload), a pixel away from Skia's partial pixels is
charged to us only when a third renderer (--arbiter, Blend2D's PNG) agrees with Skia there
within 8/255, not with us: where two analytic rasterizers agree against the third, the third is
the one off.

usage: quality.py OURS.png SKIA.png [--paths FILE --scale S] [--arbiter OTHER.png] [--label TEXT]
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
    ap.add_argument("--paths", help="the workload, for the geometric edge test")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--arbiter", help="a third renderer's PNG, to settle differences away from Skia's edges")
    args = ap.parse_args()
    ours, skia = load_rgba(args.ours).astype(int), load_rgba(args.skia).astype(int)
    if ours.shape != skia.shape:
        sys.exit(f"{args.ours} is {ours.shape[1]}x{ours.shape[0]} but {args.skia} is {skia.shape[1]}x{skia.shape[0]}")
    difference = np.abs(ours - skia).max(axis=2)
    differs = difference > 8
    near_partial = near(partial_pixels(skia))
    total = differs.size
    n_differ = int(differs.sum())
    n_off_skia = int((differs & ~near_partial).sum())
    if args.paths:
        ys, xs = np.nonzero(differs)
        distance = distance_to_centre_lines(args.paths, args.scale, np.stack([xs + 0.5, ys + 0.5], axis=1))
        off = np.abs(distance - HALF_WIDTH * args.scale) > 1.5
        n_off_edge = int(off.sum())
        # Away from the boundary the geometry fixes the colour: the stroke colour inside, white
        # outside. A difference there is an error of whichever renderer is not exact.
        expected = np.where((distance[off] < HALF_WIDTH * args.scale)[:, None], STROKE, BACKGROUND)
        ours_wrong = int(np.any(ours[ys[off], xs[off], :3] != expected, axis=1).sum())
        geometric = (f"{n_off_edge} of them more than 1.5 px from the true stroke boundary "
                     f"({ours_wrong} of those wrong in ours, {n_off_edge - ours_wrong} wrong in Skia's), ")
        n_off_edge = ours_wrong
    elif args.arbiter:
        # An edge pixel is one near a partial pixel of either peer, and away from the edges a
        # difference is ours only where the arbiter sides with Skia.
        other = load_rgba(args.arbiter).astype(int)
        near_edge = near_partial | near(partial_pixels(other))
        other_sides_with_skia = np.abs(other - skia).max(axis=2) <= 8
        off = differs & ~near_edge
        n_off_edge = int((off & other_sides_with_skia).sum())
        geometric = (f"{int(off.sum())} of them away from both peers' partial pixels ({n_off_edge} of those "
                     f"where the arbiter agrees with Skia), ")
    else:
        n_off_edge = n_off_skia
        geometric = ""
    verdict = "PASS" if n_differ < 0.02 * total and n_off_edge == 0 else "FAIL"
    print(f"{args.label}: {n_differ} of {total} pixels differ by > 8/255 ({100 * n_differ / total:.3f}%), "
          f"{geometric}{n_off_skia} away from Skia's partial pixels; max difference {difference.max()}/255; "
          f"{100 * (difference > 2).mean():.3f}% differ by > 2/255 — {verdict}")
    return 0 if verdict == "PASS" else 1


def partial_pixels(image):
    """Pixels neither exactly the background nor exactly the workload's colour."""
    rgb = image[..., :3]
    return ~(np.all(rgb == BACKGROUND, axis=2) | np.all(rgb == STROKE, axis=2))


def near(mask):
    """`mask` grown by one pixel in every direction (its 3x3 neighbourhoods)."""
    grown = np.zeros_like(mask)
    padded = np.pad(mask, 1)
    h, w = mask.shape
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            grown |= padded[1 + dy:1 + dy + h, 1 + dx:1 + dx + w]
    return grown


HALF_WIDTH = 4.0  # the workload's stroke width is 8 user units


def distance_to_centre_lines(paths_file, scale, points):
    """Distance in device pixels from each point to the nearest stroke centre line of the
    workload, from dense samples of its cubics (spacing at most 0.2 px, so at most 0.1 px off)."""
    import re
    from scipy.spatial import cKDTree
    samples = []
    number = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
    for line in open(paths_file):
        values = [float(v) for v in re.findall(number, line)]
        if len(values) < 8:
            continue
        p0 = np.array(values[:2])
        for i in range(2, len(values) - 5, 6):
            p1, p2, p3 = (np.array(values[i + k:i + k + 2]) for k in (0, 2, 4))
            length = (np.linalg.norm(p1 - p0) + np.linalg.norm(p2 - p1) + np.linalg.norm(p3 - p2)) * scale
            t = np.linspace(0, 1, max(64, int(length / 0.2) + 1))[:, None]
            curve = (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3 * p3
            samples.append(curve * scale)
            p0 = p3
    distance, _ = cKDTree(np.concatenate(samples)).query(points)
    return distance


if __name__ == "__main__":
    sys.exit(main())
