"""`python -m game`: the duel table, or with --headless a duel between two random players.

    python -m game [--level LEVEL] [--deck NAME] [--opponent-deck NAME] [--seed N]
    python -m game --headless [--seed N] [--turns N]

Without --headless the Pygame table opens straight into a duel: your deck against a
computer opponent (Apprentice unless --level says otherwise), prebuilt decks chosen at
random unless named.  With --headless it builds two random decks from the card pool, lets
two `RandomPlayer`s play a game, and prints the game's log (one line per event, with a
header for each turn) and the result.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from .ai.selfplay import new_duel, play_out
from .cards import default_pool
from .engine.state import PLAYER_NAMES


def _collapsed(entries: list) -> list[tuple[str, int]]:
    """The log as printable lines: a header for each turn, repeated lines counted once."""
    out: list[tuple[str, int]] = []
    for e in entries:
        line = f"\n=== {e.text} ===" if e.kind == "turn" else f"  {e}"
        if out and out[-1][0] == line:
            out[-1] = (line, out[-1][1] + 1)
        else:
            out.append((line, 1))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game", description="Mana Duel")
    ap.add_argument("--seed", type=int, default=None, help="seed of the decks and the game (default: random)")
    ap.add_argument("--headless", action="store_true", help="no window: two random players duel in the terminal")
    ap.add_argument("--turns", type=int, default=200, help="the game is a draw after this many turns")
    ap.add_argument("--level", default="apprentice",
                    choices=("apprentice", "magician", "sorcerer", "wizard", "random"),
                    help="the computer opponent (table only; default: apprentice)")
    ap.add_argument("--deck", default=None, help="your prebuilt deck, by name (table only; default: random)")
    ap.add_argument("--opponent-deck", default=None, help="the opponent's prebuilt deck (table only; default: random)")
    args = ap.parse_args(argv)
    if not args.headless:
        from .ui.main import run
        return run(level=args.level, deck=args.deck, opponent_deck=args.opponent_deck, seed=args.seed)
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000

    pool = default_pool()
    for err in pool.errors:
        print(f"card error: {err}", file=sys.stderr)
    cards = sorted(pool.cards.values(), key=lambda c: c.name)
    duel = new_duel(cards, seed, rules={"turn_cap": args.turns})
    print(f"Mana Duel — headless duel between two random players (seed {seed})")
    for p, (colors, deck) in enumerate(duel.decks):
        counts = Counter(c.name for c in deck)
        print(f"{PLAYER_NAMES[p]} ({colors}): " + ", ".join(f"{n} {name}" for name, n in sorted(counts.items())))
    decisions = play_out(duel, max_decisions=50_000)
    g = duel.game
    for line, n in _collapsed(g.log_entries):
        print(line if n == 1 else f"{line} (×{n})")
    print()
    if not g.over:
        print(f"Result: unfinished after {decisions} decisions (turn {g.turn})")
    elif g.winner is None:
        print(f"Result: draw on turn {g.turn} — {g.end_reason}")
    else:
        loser = 1 - g.winner
        print(f"Result: {PLAYER_NAMES[g.winner]} wins on turn {g.turn} — {PLAYER_NAMES[loser]}: {g.end_reason}")
    print(f"Life: p1 {g.players[0].life}, p2 {g.players[1].life}; {decisions} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
