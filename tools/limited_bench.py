"""Measure the computer as drafter and deck builder: decks it drafted and built against
decks of random picks built by the same builder, played by equal computer players.

    python tools/limited_bench.py --games 200 --jobs 2 [--seed S] [--level apprentice] [--set 4ED]

Each draft seats four drafters who pick by quality and colour (game.limited.drafter) and four
who pick at random, alternately round the table; every seat builds its deck with the same
builder (game.limited.builder).  Each quality deck then plays one game against a random-pick
deck, the two seats taking turns at playing first.  Prints the quality decks' share of the
games won (draws count as half) and the decks' shape.
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.cards import default_pool  # noqa: E402
from game.limited.builder import build_deck  # noqa: E402
from game.limited.drafter import RandomDrafter, RatingDrafter  # noqa: E402
from game.limited.event import Event  # noqa: E402
from game.limited.headless import play_game  # noqa: E402

PAIRS_PER_DRAFT = 4


def draft_decks(seed: int, sets: list[str]) -> list:
    """The eight decks of one draft: even seats pick by quality, odd seats at random."""
    pool = default_pool()
    drafters = [RatingDrafter() if s % 2 == 0 else RandomDrafter(seed * 16 + s) for s in range(8)]
    ev = Event.new("draft", sets, seed, pool=pool)
    while ev.phase == "draft":
        ev.pick(ev.computer_pick_for_player(pool, drafters[0]), pool, drafters)
    return [build_deck([pool.get(n) for n in ev.pool_of(s)], f"{'quality' if s % 2 == 0 else 'random'} {s}")
            for s in range(8)]


def play_one(args: tuple[int, int, str, list[str]]) -> tuple[float, int, int]:
    """Game `index`: (quality deck's score 1/0.5/0, its creature count, its land count)."""
    index, seed, level, sets = args
    pool = default_pool()
    draft_seed = seed + index // PAIRS_PER_DRAFT
    decks = draft_decks(draft_seed, sets)
    j = index % PAIRS_PER_DRAFT
    quality, random_deck = decks[2 * j], decks[2 * j + 1]
    quality_seat = index % 2
    pair = (quality, random_deck) if quality_seat == 0 else (random_deck, quality)
    g = play_game(pair, (level, level), seed * 100_003 + index, pool, first_player=(index // 2) % 2)
    score = 0.5 if not g.over or g.winner is None else 1.0 if g.winner == quality_seat else 0.0
    creatures = sum(e.count for e in quality.main if "Creature" in pool.get(e.name).types)
    lands = sum(e.count for e in quality.main if "Land" in pool.get(e.name).types)
    return score, creatures, lands


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--level", default="apprentice")
    ap.add_argument("--set", dest="sets", action="append", default=[])
    args = ap.parse_args(argv)
    sets = (args.sets or ["4ED"]) * (3 if len(args.sets) <= 1 else 1)
    work = [(i, args.seed, args.level, sets[:3]) for i in range(args.games)]
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as ex:
            results = list(ex.map(play_one, work, chunksize=PAIRS_PER_DRAFT))
    else:
        results = [play_one(w) for w in work]
    total = sum(r[0] for r in results)
    n = len(results)
    print(f"quality-drafted decks vs random-pick decks ({args.level} vs {args.level}, {', '.join(sets[:3])}): "
          f"{total:g} of {n} games ({100 * total / n:.0f}%)")
    print(f"quality decks: {sum(r[1] for r in results) / n:.1f} creatures, {sum(r[2] for r in results) / n:.1f} lands "
          f"on average; {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
