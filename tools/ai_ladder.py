"""Play computer players against each other over the prebuilt decks and report the result.

    python tools/ai_ladder.py A B --games N [--seed S] [--decks NAME,NAME,...]

A and B are levels: random, apprentice, magician, sorcerer or wizard.  Seats and decks
alternate so neither side is favoured: games go through every ordered pair of different
chosen decks (in a seeded order), four games per pair: each player plays each of the two
decks, once in each seat (and so once on the play and once on the draw), so deck strength
cancels out and the result measures the players.  The last line is exactly:

    A vs B: N games, A won W (P%, 95% CI L-U%), draws D, avg turns T, decision p95 A=Xms B=Yms
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import LEVEL_NAMES  # noqa: E402
from game.ai.match import play_duel  # noqa: E402
from game.decks import ai_deck, ai_decks  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def p95(xs: list[float]) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(math.ceil(0.95 * len(xs))) - 1)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Play two computer levels against each other.")
    ap.add_argument("a", choices=LEVEL_NAMES)
    ap.add_argument("b", choices=LEVEL_NAMES)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decks", default="")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    decks = [ai_deck(n) for n in args.decks.split(",") if n.strip()] if args.decks else ai_decks()
    pairs = [(x, y) for x in range(len(decks)) for y in range(x + 1, len(decks))] or [(0, 0)]
    random.Random(args.seed).shuffle(pairs)   # a short ladder still meets many different decks
    wins_a = draws = 0
    turns = 0
    times_a: list[float] = []
    times_b: list[float] = []
    over_3s = 0
    for i in range(args.games):
        da, db = pairs[(i // 4) % len(pairs)]
        if (i // 2) % 2 == 1:       # every deck pair is played with both deck assignments
            da, db = db, da
        swap = i % 2 == 1
        seat_levels = (args.b, args.a) if swap else (args.a, args.b)
        seat_decks = (decks[db], decks[da]) if swap else (decks[da], decks[db])
        r = play_duel(seat_decks, seat_levels, args.seed * 100003 + i)
        a_seat = 1 if swap else 0
        if r.winner is None:
            draws += 1
        elif r.winner == a_seat:
            wins_a += 1
        turns += r.turns
        times_a += r.decision_times[a_seat]
        times_b += r.decision_times[1 - a_seat]
        over_3s += sum(t > 3.0 for t in r.decision_times[0] + r.decision_times[1])
        if args.verbose:
            res = "draw" if r.winner is None else ("A" if r.winner == a_seat else "B")
            print(f"game {i + 1}: {seat_decks[0].name} ({seat_levels[0]}) vs {seat_decks[1].name} "
                  f"({seat_levels[1]}): {res} in {r.turns} turns, {r.cpu_seconds:.2f}s cpu", flush=True)
    n = args.games
    lo, hi = wilson(wins_a, n)
    if over_3s:
        print(f"decisions over 3 s: {over_3s}")
    print(f"{args.a} vs {args.b}: {n} games, {args.a} won {wins_a} ({100 * wins_a / max(n, 1):.0f}%, 95% CI "
          f"{100 * lo:.0f}-{100 * hi:.0f}%), draws {draws}, avg turns {turns / max(n, 1):.1f}, decision p95 "
          f"{args.a}={1000 * p95(times_a):.0f}ms {args.b}={1000 * p95(times_b):.0f}ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
