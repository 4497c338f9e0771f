#!/usr/bin/env python3
"""Times ThorVG and rlottie playing a Lottie file: every frame, on this thread, by its CPU time.

    players.py --lottie FILE.json --size N [--rounds R] [--png-dir DIR]

Each player loads FILE once and renders into an N×N buffer of its own, allocated once, as an app
playing the animation would. One pass renders every frame of the file (from its in point `ip`
up to its out point `op`, which is not shown) in order; a warm-up pass, then R passes (default 3) are timed inside the loop, by CPU time and by
the wall clock. CPU time is the process's, all its threads: ThorVG runs with no worker threads
(Engine(threads=0)), but rlottie's rasterizer hands paths to worker threads of its own even in
its synchronous render, so the calling thread's time alone would leave out most of its work.
Prints one line a player:

    thorvg CPU_MS WALL_MS FRAMES CALL_US THREAD_MS

with the medians over passes of the milliseconds per frame (THREAD_MS is the calling thread's
share), and CALL_US, what the Python loop and its ctypes calls alone cost per frame (the same
loop and number of calls into a C function that does nothing), which the figures include. The players are driven through the C functions
their PyPI packages (thorvg-python, rlottie-python) load, with argument types set once, so no
binding allocates per frame. A player that cannot be loaded prints `NAME SKIPPED reason`.

With --png-dir, each player's last frame is written there (straight alpha) to compare pictures.
"""
import argparse
import ctypes
import json
import os
import statistics
import sys
import time


def timed_passes(render_frame, frames, rounds):
    """Median ms per frame over `rounds` passes after a warm-up: the CPU time of every thread of
    the process, of this thread alone, and the wall clock."""
    for f in range(frames):
        render_frame(f)
    cpu, thread, wall = [], [], []
    for _ in range(rounds):
        p0, c0, w0 = time.process_time_ns(), time.thread_time_ns(), time.perf_counter_ns()
        for f in range(frames):
            render_frame(f)
        p1, c1, w1 = time.process_time_ns(), time.thread_time_ns(), time.perf_counter_ns()
        cpu.append((p1 - p0) / 1e6 / frames)
        thread.append((c1 - c0) / 1e6 / frames)
        wall.append((w1 - w0) / 1e6 / frames)
    return statistics.median(cpu), statistics.median(thread), statistics.median(wall)


def call_overhead_us(calls, frames, rounds):
    """Per-frame cost of the loop with `calls` ctypes calls into libc's labs, which does nothing to speak of."""
    labs = ctypes.CDLL(None).labs
    labs.argtypes = [ctypes.c_long]
    labs.restype = ctypes.c_long

    def frame(f):
        for _ in range(calls):
            labs(f)
    _, thread, _ = timed_passes(frame, frames, rounds)
    return thread * 1000


class ThorVG:
    name = "thorvg"
    calls = 4

    def __init__(self, path, size, frames):
        import thorvg_python as tvg
        self.tvg = tvg
        self.engine = tvg.Engine(threads=0)
        self.canvas = tvg.SwCanvas(self.engine)
        self.canvas.set_target(size, size)
        self.animation = tvg.LottieAnimation(self.engine)
        picture = self.animation.get_picture()
        if picture.load(path) != tvg.Result.SUCCESS:
            raise RuntimeError(f"ThorVG could not load {path}")
        picture.set_size(size, size)
        self.canvas.add(picture)
        self.frames = frames
        lib = self.engine.thorvg_lib
        lib.tvg_animation_set_frame.argtypes = [ctypes.c_void_p, ctypes.c_float]
        lib.tvg_animation_set_frame.restype = ctypes.c_int
        for fn in (lib.tvg_canvas_update, lib.tvg_canvas_sync):
            fn.argtypes = [ctypes.c_void_p]
            fn.restype = ctypes.c_int
        lib.tvg_canvas_draw.argtypes = [ctypes.c_void_p, ctypes.c_bool]
        lib.tvg_canvas_draw.restype = ctypes.c_int
        animation = ctypes.c_void_p(_address(self.animation._animation))
        canvas = ctypes.c_void_p(_address(self.canvas._canvas))
        set_frame, update, draw, sync = lib.tvg_animation_set_frame, lib.tvg_canvas_update, lib.tvg_canvas_draw, lib.tvg_canvas_sync

        def render(f):
            set_frame(animation, float(f))
            update(canvas)
            draw(canvas, True)
            sync(canvas)
        self.render = render

    def last_frame_png(self, out):
        self.canvas.get_pillow().save(out)


class RLottie:
    name = "rlottie"
    calls = 1

    def __init__(self, path, size, frames):
        from rlottie_python import LottieAnimation
        self.animation = LottieAnimation.from_file(path)
        self.frames = frames
        self.size = size
        self.buffer = (ctypes.c_uint32 * (size * size))()
        lib = self.animation.rlottie_lib
        render_fn = lib.lottie_animation_render
        render_fn.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t]
        render_fn.restype = None
        animation = ctypes.c_void_p(_address(self.animation.animation_p))
        buffer = ctypes.cast(self.buffer, ctypes.c_void_p)
        stride = size * 4

        def render(f):
            render_fn(animation, f, buffer, size, size, stride)
        self.render = render

    def last_frame_png(self, out):
        from PIL import Image
        # rlottie writes premultiplied BGRA.
        image = Image.frombuffer("RGBA", (self.size, self.size), bytes(self.buffer), "raw", "BGRA", 0, 1)
        image.save(out)


def _address(pointer):
    """The address a ctypes pointer object (or a plain integer) holds."""
    if isinstance(pointer, int):
        return pointer
    if isinstance(pointer, ctypes.c_void_p):
        return pointer.value
    return ctypes.cast(pointer, ctypes.c_void_p).value


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lottie", required=True)
    parser.add_argument("--size", type=int, required=True)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--png-dir")
    args = parser.parse_args()
    # The file's frames: from its in point up to its out point, which is not shown.
    with open(args.lottie, encoding="utf-8") as f:
        lottie = json.load(f)
    frames = int(round(lottie["op"] - lottie["ip"]))
    for player in (ThorVG, RLottie):
        try:
            p = player(args.lottie, args.size, frames)
        except Exception as e:  # a missing package or library: said, and the others go on
            print(f"{player.name} SKIPPED {type(e).__name__}: {e}".replace("\n", " "))
            continue
        cpu, thread, wall = timed_passes(p.render, p.frames, args.rounds)
        overhead = call_overhead_us(p.calls, p.frames, args.rounds)
        print(f"{p.name} {cpu:.4f} {wall:.4f} {p.frames} {overhead:.2f} {thread:.4f}", flush=True)
        if args.png_dir:
            base = os.path.splitext(os.path.basename(args.lottie))[0]
            try:
                p.last_frame_png(os.path.join(args.png_dir, f"{base}-{p.name}.png"))
            except ImportError as e:
                print(f"players.py: no PNG of {p.name}'s last frame ({e})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
