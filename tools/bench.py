"""Benchmarks.

    python tools/bench.py engine [--games N] [--clones N] [--turn-cap T] [--seed S]

`engine` prints
  (a) the card pool's load time (a fresh `load_pool()`, every file parsed and validated),
  (b) the time to clone a mid-game state with 30+ permanents (a random game played for a
      while, then cards from both decks put onto the battlefield), averaged over N clones,
      and the time of `state_key()` on it,
  (c) random games per second: two `RandomPlayer`s with random decks, turn cap T, no
      invariant checks (decisions per second too).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.selfplay import new_duel, play_out  # noqa: E402
from game.cards import load_pool  # noqa: E402
from game.engine.game import add_card  # noqa: E402


def mid_game_state(cards: list, seed: int = 1, permanents: int = 30):
    """A game in progress with at least `permanents` permanents on the battlefield."""
    duel = new_duel(cards, seed, rules={"turn_cap": 200})
    play_out(duel, max_decisions=300)
    g = duel.game
    p = 0
    for i in range(len(duel.decks[0][1]) * 2):
        if len(g.battlefield) >= permanents:
            break
        deck = duel.decks[p][1]
        card = deck[i // 2 % len(deck)]
        if card.is_permanent_card and "Aura" not in card.subtypes and "Planeswalker" not in card.types:
            add_card(g, card, p, "battlefield")
        p = 1 - p
    return g


def bench_engine(games: int, clones: int, turn_cap: int, seed: int) -> dict:
    t = time.perf_counter()
    pool = load_pool()
    load_s = time.perf_counter() - t
    print(f"(a) card pool load: {load_s * 1000:.0f} ms for {len(pool)} cards ({len(pool.errors)} errors)")

    cards = sorted(pool.cards.values(), key=lambda c: c.name)
    g = mid_game_state(cards, seed)
    t = time.perf_counter()
    for _ in range(clones):
        g.clone()
    clone_s = (time.perf_counter() - t) / clones
    t = time.perf_counter()
    for _ in range(clones):
        g.state_key()
    key_s = (time.perf_counter() - t) / clones
    print(f"(b) clone: {clone_s * 1e6:.0f} µs per clone (mean of {clones}) of a turn-{g.turn} state with "
          f"{len(g.battlefield)} permanents and {len(g.objects)} objects; state_key: {key_s * 1e6:.0f} µs")

    decisions = 0
    t = time.perf_counter()
    for i in range(games):
        duel = new_duel(cards, seed + i, rules={"turn_cap": turn_cap})
        decisions += play_out(duel, max_decisions=100_000)
    games_s = time.perf_counter() - t
    print(f"(c) random games: {games / games_s:.2f} games/s ({games} games, turn cap {turn_cap}, "
          f"{decisions} decisions, {decisions / games_s:.0f} decisions/s)")
    return {"load_s": load_s, "clone_s": clone_s, "state_key_s": key_s, "games_per_s": games / games_s,
            "decisions_per_s": decisions / games_s}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Mana Duel benchmarks")
    sub = ap.add_subparsers(dest="what", required=True)
    eng = sub.add_parser("engine", help="card loading, cloning and random self-play speed")
    eng.add_argument("--games", type=int, default=20)
    eng.add_argument("--clones", type=int, default=1000)
    eng.add_argument("--turn-cap", type=int, default=30)
    eng.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    if args.what == "engine":
        bench_engine(args.games, args.clones, args.turn_cap, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
