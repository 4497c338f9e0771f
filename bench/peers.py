#!/usr/bin/env python3
"""Draws the ../shared/bench raster workload with peer renderers (Skia, cairo, Blend2D), timed
the same way as `symbolbench raster`: a 1024x1024 canvas cleared to opaque white each frame, every
path stroked on its own (width 8 user units, round caps and joins, opaque #1f5fd0), the 256-unit
box drawn at scale 1 or 4, a few warm-up frames, then at least 2 s and 20 frames; prints the
median ms/frame. Paths are parsed once up front; each renderer builds its own path objects once
too (the equivalent of our parsed Path values), and flattening, stroking, rasterizing and
compositing happen every frame.

With --fills FILE (written by `symbolbench export-fills`) the frame fills shapes instead: each line
is a fill rule (nonZero or evenOdd) and absolute path data (M, L, Q, C, Z) already placed in
device pixels; every shape is filled on its own, in file order, with the same opaque colour.

usage: peers.py --paths FILE --scale 1|4 [--renderers skia,cairo,blend2d] [--png-dir DIR] [--frames N]
       peers.py --fills FILE [--renderers ...] [--png-dir DIR] [--frames N]
Prints one line per renderer: `NAME WALL_MS CPU_MS`, the medians of wall-clock time and of
the thread's CPU time per frame (the latter is robust when other processes share the cores).
"""
import argparse
import os
import re
import statistics
import sys
import time

COLOR = (0x1F, 0x5F, 0xD0)
SIZE = 1024
WIDTH = 8.0


def read_paths(file):
    """Each line: M x y then C with triples of points. Returns lists of (command, numbers)."""
    paths = []
    for line_number, line in enumerate(open(file), 1):
        tokens = re.findall(r"[MC]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", line)
        if not tokens:
            continue
        commands, command, numbers = [], None, []
        for t in tokens:
            if t in "MC":
                if command:
                    commands.append((command, numbers))
                command, numbers = t, []
            else:
                numbers.append(float(t))
        commands.append((command, numbers))
        for c, n in commands:
            if (c == "M" and len(n) != 2) or (c == "C" and (len(n) % 6 or not n)):
                sys.exit(f"{file}:{line_number}: malformed {c} with {len(n)} numbers")
        paths.append(commands)
    return paths


def each_segment(commands):
    for c, n in commands:
        if c == "M":
            yield ("M", n[0], n[1])
        else:
            for i in range(0, len(n), 6):
                yield ("C",) + tuple(n[i:i + 6])


def read_fills(file):
    """Each line: `nonZero|evenOdd` then path data. Returns (even_odd, segments) pairs, segments
    as ("M", x, y), ("L", x, y), ("Q", cx, cy, x, y), ("C", c1x, c1y, c2x, c2y, x, y), ("Z",)."""
    arity = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}
    shapes = []
    for line_number, line in enumerate(open(file), 1):
        if not line.strip():
            continue
        rule, _, data = line.partition(" ")
        if rule not in ("nonZero", "evenOdd"):
            sys.exit(f"{file}:{line_number}: expected nonZero or evenOdd, not {rule!r}")
        tokens = re.findall(r"[MLQCZ]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", data)
        segments, i = [], 0
        while i < len(tokens):
            c = tokens[i]
            n = arity.get(c)
            if n is None or i + n >= len(tokens):
                sys.exit(f"{file}:{line_number}: malformed path data near token {i}")
            segments.append((c,) + tuple(float(v) for v in tokens[i + 1:i + 1 + n]))
            i += 1 + n
        shapes.append((rule == "evenOdd", segments))
    return shapes


class SkiaRenderer:
    name = "skia"

    def __init__(self, paths, scale, fills=None):
        import skia
        self.skia = skia
        self.surface = skia.Surface(SIZE, SIZE)  # N32 premultiplied, CPU raster
        self.canvas = self.surface.getCanvas()
        self.fills = None
        if fills is not None:
            self.fills = []
            for even_odd, segments in fills:
                p = skia.Path()
                p.setFillType(skia.PathFillType.kEvenOdd if even_odd else skia.PathFillType.kWinding)
                for s in segments:
                    {"M": p.moveTo, "L": p.lineTo, "Q": p.quadTo, "C": p.cubicTo, "Z": p.close}[s[0]](*s[1:])
                self.fills.append(p)
            self.fill_paint = skia.Paint(AntiAlias=True, Color=skia.Color(*COLOR))
        self.paths = []
        for commands in paths:
            p = skia.Path()
            for s in each_segment(commands):
                if s[0] == "M":
                    p.moveTo(s[1], s[2])
                else:
                    p.cubicTo(*s[1:])
            self.paths.append(p)
        self.paint = skia.Paint(AntiAlias=True, Color=skia.Color(*COLOR), Style=skia.Paint.kStroke_Style,
                                StrokeWidth=WIDTH, StrokeCap=skia.Paint.kRound_Cap,
                                StrokeJoin=skia.Paint.kRound_Join)
        self.scale = scale

    def frame(self):
        c = self.canvas
        c.clear(self.skia.ColorWHITE)
        if self.fills is not None:
            for p in self.fills:
                c.drawPath(p, self.fill_paint)
            self.surface.flushAndSubmit() if hasattr(self.surface, "flushAndSubmit") else None
            return
        c.save()
        c.scale(self.scale, self.scale)
        for p in self.paths:
            c.drawPath(p, self.paint)
        c.restore()
        self.surface.flushAndSubmit() if hasattr(self.surface, "flushAndSubmit") else None

    def write_png(self, file):
        self.surface.makeImageSnapshot().save(file, self.skia.kPNG)


class CairoRenderer:
    name = "cairo"

    def __init__(self, paths, scale, fills=None):
        try:
            import cairo
        except ImportError:
            # Debian's python3-cairo, for a Python (such as pyenv's) that does not see the
            # system's packages: searched last, so nothing else is taken from there.
            sys.path.append("/usr/lib/python3/dist-packages")
            import cairo
        self.cairo = cairo
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, SIZE, SIZE)
        self.ctx = cairo.Context(self.surface)
        self.ctx.set_antialias(cairo.ANTIALIAS_DEFAULT)
        self.fills = None
        if fills is not None:
            self.fills = []
            for even_odd, segments in fills:
                self.ctx.new_path()
                for s in segments:
                    if s[0] == "M":
                        self.ctx.move_to(*s[1:])
                    elif s[0] == "L":
                        self.ctx.line_to(*s[1:])
                    elif s[0] == "Q":
                        # cairo has no quadratic: the same curve as a cubic.
                        x0, y0 = self.ctx.get_current_point()
                        cx, cy, x, y = s[1:]
                        self.ctx.curve_to(x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                                          x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
                    elif s[0] == "C":
                        self.ctx.curve_to(*s[1:])
                    else:
                        self.ctx.close_path()
                rule = cairo.FILL_RULE_EVEN_ODD if even_odd else cairo.FILL_RULE_WINDING
                self.fills.append((rule, self.ctx.copy_path()))
            self.ctx.new_path()
        # cairo has no retained path object that survives a transform change cheaply; build each
        # path once in user space and replay it with append_path every frame.
        self.paths = []
        for commands in paths:
            self.ctx.new_path()
            for s in each_segment(commands):
                if s[0] == "M":
                    self.ctx.move_to(s[1], s[2])
                else:
                    self.ctx.curve_to(*s[1:])
            self.paths.append(self.ctx.copy_path())
        self.ctx.new_path()
        self.scale = scale

    def frame(self):
        ctx = self.ctx
        ctx.set_source_rgb(1, 1, 1)
        ctx.paint()
        if self.fills is not None:
            ctx.set_source_rgb(COLOR[0] / 255, COLOR[1] / 255, COLOR[2] / 255)
            for rule, p in self.fills:
                ctx.new_path()
                ctx.append_path(p)
                ctx.set_fill_rule(rule)
                ctx.fill()
            self.surface.flush()
            return
        ctx.save()
        ctx.scale(self.scale, self.scale)
        ctx.set_source_rgb(COLOR[0] / 255, COLOR[1] / 255, COLOR[2] / 255)
        ctx.set_line_width(WIDTH)
        ctx.set_line_cap(self.cairo.LINE_CAP_ROUND)
        ctx.set_line_join(self.cairo.LINE_JOIN_ROUND)
        for p in self.paths:
            ctx.new_path()
            ctx.append_path(p)
            ctx.stroke()
        ctx.restore()
        self.surface.flush()

    def write_png(self, file):
        self.surface.write_to_png(file)


class Blend2DRenderer:
    name = "blend2d"

    def __init__(self, paths, scale, fills=None):
        import blend2d as b
        self.b = b
        self.image = b.BLImage(SIZE, SIZE, b.BLFormat.PRGB32)
        self.ctx = b.BLContext(self.image)  # synchronous, one thread
        # The binding reads a style tuple in memory order (blue, green, red, alpha), as a fill of
        # (1, 0, 0, 1) storing the bytes FF 00 00 FF shows; so the colour is given that way round,
        # which makes its PNG comparable with the others' pixel for pixel.
        self.colour = (COLOR[2] / 255, COLOR[1] / 255, COLOR[0] / 255, 1.0)
        self.fills = None
        if fills is not None:
            self.fills = []
            for even_odd, segments in fills:
                p = b.BLPath()
                for s in segments:
                    {"M": p.move_to, "L": p.line_to, "Q": p.quadric_to, "C": p.cubic_to, "Z": p.close}[s[0]](*s[1:])
                self.fills.append((b.BLFillRule.EVEN_ODD if even_odd else b.BLFillRule.NON_ZERO, p))
        self.paths = []
        for commands in paths:
            p = b.BLPath()
            for s in each_segment(commands):
                if s[0] == "M":
                    p.move_to(s[1], s[2])
                else:
                    p.cubic_to(*s[1:])
            self.paths.append(p)
        self.scale = scale

    def frame(self):
        b, ctx = self.b, self.ctx
        ctx.comp_op = b.BLCompOp.SRC_COPY
        ctx.set_fill_style((1.0, 1.0, 1.0, 1.0))
        ctx.fill_all()
        ctx.comp_op = b.BLCompOp.SRC_OVER
        if self.fills is not None:
            ctx.set_fill_style(self.colour)
            for rule, p in self.fills:
                ctx.fill_rule = rule
                ctx.fill_path(p)
            ctx.flush()
            return
        ctx.save()
        ctx.scale(self.scale, self.scale)
        ctx.set_stroke_style(self.colour)
        ctx.stroke_width = WIDTH
        ctx.set_stroke_caps(b.BLStrokeCap.CAP_ROUND)
        ctx.stroke_join = b.BLStrokeJoin.JOIN_ROUND
        for p in self.paths:
            ctx.stroke_path(p)
        ctx.restore()
        ctx.flush()

    def write_png(self, file):
        self.image.writeToFile(file)


RENDERERS = {"skia": SkiaRenderer, "cairo": CairoRenderer, "blend2d": Blend2DRenderer}


def median_ms(renderer, frames=None):
    for _ in range(3):
        renderer.frame()
    times, cpu_times = [], []
    began = time.perf_counter()
    while True:
        c0 = time.thread_time()
        t0 = time.perf_counter()
        renderer.frame()
        t1 = time.perf_counter()
        c1 = time.thread_time()
        times.append((t1 - t0) * 1000)
        cpu_times.append((c1 - c0) * 1000)
        if frames:
            if len(times) >= frames:
                break
        elif len(times) >= 20 and t1 - began >= 2.0:
            break
    return statistics.median(times), statistics.median(cpu_times)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--paths")
    ap.add_argument("--fills")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--renderers", default="skia,cairo,blend2d")
    ap.add_argument("--png-dir")
    ap.add_argument("--frames", type=int)
    args = ap.parse_args()
    if (args.paths is None) == (args.fills is None):
        ap.error("give --paths FILE or --fills FILE")
    paths = read_paths(args.paths) if args.paths else []
    fills = read_fills(args.fills) if args.fills else None
    stem = os.path.splitext(os.path.basename(args.paths or args.fills))[0]
    for name in args.renderers.split(","):
        try:
            r = RENDERERS[name](paths, args.scale, fills)
        except ImportError as e:
            print(f"{name} unavailable ({e})", file=sys.stderr)
            continue
        wall, cpu = median_ms(r, args.frames)
        print(f"{name} {wall:.3f} {cpu:.3f}", flush=True)
        if args.png_dir:
            os.makedirs(args.png_dir, exist_ok=True)
            r.write_png(os.path.join(args.png_dir, f"{name}-{stem}-x{args.scale:g}.png"))


if __name__ == "__main__":
    main()
