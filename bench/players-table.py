#!/usr/bin/env python3
"""The table bench/players.sh prints, from its raw results.

    players-table.py RESULTS

RESULTS has one line per measurement, `CASE SIZE PLAYER CPU_MS WALL_MS FRAMES EXTRA [THREAD_MS]`,
where EXTRA is posing's time (ms) for symbolview and the loop's call cost (µs) for a player, or
`CASE SIZE PLAYER SKIPPED reason`. CPU_MS is symbolbench's thread CPU time (it draws on one
thread) and a player's process CPU time (every thread it uses). The table gives, per case and
size, the median over rounds of each one's CPU ms per frame, each player's time divided by symbolview's, and the frame
counts; it fails when a player rendered a different number of frames than symbolview drew.
"""
import statistics
import sys
from collections import defaultdict

PLAYERS = [("symbolview", "symbolview"), ("thorvg", "ThorVG"), ("rlottie", "rlottie")]


def main(path):
    cpu = defaultdict(list)
    frames = {}
    extra = defaultdict(list)
    skipped = {}
    order = []
    for line in open(path, encoding="utf-8"):
        words = line.split()
        if len(words) < 4:
            continue
        case, size, player = words[0], int(words[1]), words[2]
        if (case, size) not in order:
            order.append((case, size))
        if words[3] == "SKIPPED":
            skipped[player] = " ".join(words[4:])
            continue
        cpu[case, size, player].append(float(words[3]))
        frames.setdefault((case, size), {})[player] = int(words[5])
        extra[case, size, player].append(float(words[6]))

    shown = [(key, title) for key, title in PLAYERS if key not in skipped or any(k[2] == key for k in cpu)]
    others = [(k, t) for k, t in shown if k != "symbolview"]
    head = ["effect (symbol)", "px", "frames"] + [f"{t} ms" for _, t in shown] + [f"{t} / symbolview" for _, t in others]
    print("| " + " | ".join(head) + " |")
    print("|" + " --- |" * len(head))
    mismatched = []
    ratios = defaultdict(list)
    for case, size in order:
        seen = frames.get((case, size), {})
        ours = seen.get("symbolview")
        for player, n in seen.items():
            if ours is not None and n != ours:
                mismatched.append(f"{case} {size}px: {player} rendered {n} frames, symbolview drew {ours}")
        medians = {k: statistics.median(cpu[case, size, k]) for k, _ in shown if cpu[case, size, k]}
        symbol, effect = case.split(":", 1)
        row = [f"{effect} ({symbol})", str(size), str(ours if ours is not None else "?")]
        row += [f"**{medians[k]:.3f}**" if k == "symbolview" and k in medians else f"{medians[k]:.3f}" if k in medians else "–"
                for k, _ in shown]
        for k, _ in others:
            if k in medians and "symbolview" in medians:
                r = medians[k] / medians["symbolview"]
                ratios[k, size].append(r)
                row.append(f"{r:.2f}×")
            else:
                row.append("–")
        print("| " + " | ".join(row) + " |")
    if ratios:
        print()
        for size in sorted({s for _, s in ratios}):
            parts = [f"{t} / symbolview {statistics.geometric_mean(ratios[k, size]):.2f}×" for k, t in others if ratios[k, size]]
            print(f"geometric mean at {size} px: " + ", ".join(parts))
    posing = [statistics.median(extra[c, s, "symbolview"]) / statistics.median(cpu[c, s, "symbolview"])
              for c, s in order if cpu[c, s, "symbolview"]]
    calls = [statistics.median(extra[c, s, k]) for c, s in order for k, _ in others if extra[c, s, k]]
    if posing:
        print(f"posing is {min(posing) * 100:.1f}–{max(posing) * 100:.1f} % of symbolview's frame; "
              + (f"the players' Python loop and ctypes calls cost {min(calls):.1f}–{max(calls):.1f} µs a frame (included)" if calls else ""))
    for player, reason in skipped.items():
        print(f"{player}: SKIPPED ({reason})")
    for m in mismatched:
        print(f"FRAME COUNT MISMATCH: {m}")
    return 1 if mismatched else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
