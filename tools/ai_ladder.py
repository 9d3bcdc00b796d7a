"""Play computer players against each other over the prebuilt decks and report the result.

    python tools/ai_ladder.py A B --games N [--seed S] [--decks NAME,NAME,...] [--jobs J] [--by-deck]
                                        [--by-hand] [--only FROM-TO] [--verbose]

A and B are levels: random, apprentice, magician, sorcerer or wizard.  Seats and decks
alternate so neither side is favoured: games go through every ordered pair of different
chosen decks (in a seeded order), four games per pair: each player plays each of the two
decks, once in each seat (and so once on the play and once on the draw), so deck strength
cancels out and the result measures the players.  Every game has its own seed, so a run
gives the same games whatever `--jobs` says (J worker processes share the games out; on a
machine with two cores, `--jobs 2` halves the wall time).  Each level's decision times are
given as p50, p95 and max.  `--only FROM-TO` plays just those games of the ladder, each with
the decks, seats and seed it has in the whole ladder, and `--verbose` prints a line per game:
two versions of the players can be compared game by game on a slice of the ladder.
`--by-hand` gives A's wins by the opening hand it kept (its cards after mulligans and its
lands among them): whether a keep or a mulligan costs games.  The last line is exactly:

    A vs B: N games, A won W (P%, 95% CI L-U%), draws D, avg turns T, decision p95 A=Xms B=Yms
"""
from __future__ import annotations

import argparse
import math
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import LEVEL_NAMES  # noqa: E402
from game.ai.opening_hand import is_source  # noqa: E402
from game.modes.headless import play_duel  # noqa: E402
from game.decks import Deck, ai_deck, ai_decks  # noqa: E402
from game.engine.words import counted  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval: honest bounds on a win rate from n games."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(xs: list[float], q: float) -> float:
    """The nearest-rank percentile: the smallest figure at least q of the figures don't exceed."""
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[max(0, min(len(xs) - 1, int(math.ceil(q * len(xs))) - 1))]


def p95(xs: list[float]) -> float:
    return percentile(xs, 0.95)


def timing_line(level: str, times: list[float]) -> str:
    """One level's decision times: the typical one, the slow ones and the slowest."""
    return (f"{level} decisions: {len(times)}, p50 {1000 * percentile(times, 0.5):.0f}ms, "
            f"p95 {1000 * p95(times):.0f}ms, max {1000 * max(times, default=0.0):.0f}ms")


@dataclass(frozen=True)
class LadderGame:
    """One game of a ladder: who sits where with which deck, and its seed."""
    index: int
    levels: tuple[str, str]       # by seat
    decks: tuple[Deck, Deck]      # by seat
    a_seat: int
    seed: int


@dataclass
class LadderResult:
    index: int
    a_won: bool
    draw: bool
    turns: int
    cpu_seconds: float
    times_a: list[float]
    times_b: list[float]
    line: str
    decks: tuple[str, str] = ("", "")     # by seat
    winner: int | None = None             # the winning seat
    capped: bool = False                  # stopped at the decision cap: a player went round in circles
    clock_cuts: int = 0                   # decisions, either side's, whose search the time cap cut short
    a_hand: tuple[int, int] = (0, 0)      # A's opening hand as kept: its cards and its lands (a Mox
                                          # counted as one, as the mulligan judgement counts it)


DECISION_CAP = 20000   # far beyond any real game (a long one takes about 2,000 decisions)


def schedule(a: str, b: str, games: int, seed: int, decks: list[Deck]) -> list[LadderGame]:
    pairs = [(x, y) for x in range(len(decks)) for y in range(x + 1, len(decks))] or [(0, 0)]
    random.Random(seed).shuffle(pairs)   # a short ladder still meets many different decks
    out = []
    for i in range(games):
        da, db = pairs[(i // 4) % len(pairs)]
        if (i // 2) % 2 == 1:       # every deck pair is played with both deck assignments
            da, db = db, da
        swap = i % 2 == 1
        levels = (b, a) if swap else (a, b)
        seat_decks = (decks[db], decks[da]) if swap else (decks[da], decks[db])
        out.append(LadderGame(i, levels, seat_decks, 1 if swap else 0, seed * 100003 + i))
    return out


def game_span(text: str, games: int) -> tuple[int, int] | None:
    """The first and last game of `--only FROM-TO` (a single number is one game), or None when
    the text is no such span within the ladder's games."""
    m = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", text)
    if m is None:
        return None
    first = int(m.group(1))
    last = int(m.group(2)) if m.group(2) else first
    return (first, last) if 1 <= first <= last <= games else None


def play(game: LadderGame) -> LadderResult:
    a = game.a_seat
    kept: list[tuple[int, int]] = []

    def opening_hand(g, p, act, player) -> None:  # type: ignore[no-untyped-def]
        # the first priority of the game comes once both players have kept, before any play
        if not kept and g.pending.decision.kind == "priority":
            hand = [g.objects[o].card for o in g.players[a].hand]
            kept.append((len(hand), sum(is_source(c) for c in hand)))

    r = play_duel(game.decks, game.levels, game.seed, max_decisions=DECISION_CAP, on_action=opening_hand)
    res = "draw" if r.winner is None else ("A" if r.winner == a else "B")
    line = (f"game {game.index + 1}: {game.decks[0].name} ({game.levels[0]}) vs {game.decks[1].name} "
            f"({game.levels[1]}): {res} in {r.turns} turns, {r.cpu_seconds:.2f}s cpu")
    return LadderResult(game.index, r.winner == a, r.winner is None, r.turns, r.cpu_seconds,
                        r.decision_times[a], r.decision_times[1 - a], line,
                        (game.decks[0].name, game.decks[1].name), r.winner, r.decisions >= DECISION_CAP,
                        sum(r.clock_cuts), kept[0] if kept else (0, 0))


def deck_table(results: list[LadderResult]) -> list[str]:
    """Each deck's games and wins, whoever played it: with equal players on both sides (A and B
    the same level) this is how strong each deck is."""
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    for r in results:
        for seat, name in enumerate(r.decks):
            games[name] = games.get(name, 0) + 1
            wins[name] = wins.get(name, 0) + (r.winner == seat)
    rows = sorted(games, key=lambda n: (-wins[n] / games[n], n))
    width = max((len(n) for n in rows), default=4)
    return [f"  {n:<{width}}  {wins[n]:>3}/{games[n]:<3} won ({100 * wins[n] / games[n]:.0f}%)" for n in rows]


def hand_table(results: list[LadderResult]) -> list[str]:
    """A's games and wins by the opening hand it kept: seven cards with two lands against seven
    with three, or six after a mulligan -- whether its keeps and mulligans cost it games."""
    games: dict[tuple[int, int], int] = {}
    wins: dict[tuple[int, int], int] = {}
    for r in results:
        games[r.a_hand] = games.get(r.a_hand, 0) + 1
        wins[r.a_hand] = wins.get(r.a_hand, 0) + r.a_won
    return [f"  {cards} cards, {counted(lands, 'land')}: {wins[(cards, lands)]:>3}/{games[(cards, lands)]:<3} won "
            f"({100 * wins[(cards, lands)] / games[(cards, lands)]:.0f}%)"
            for cards, lands in sorted(games, key=lambda h: (-h[0], h[1]))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Play two computer levels against each other.")
    ap.add_argument("a", choices=LEVEL_NAMES)
    ap.add_argument("b", choices=LEVEL_NAMES)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decks", default="")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (the games are the same either way)")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--by-deck", action="store_true", help="also each deck's wins, before the summary")
    ap.add_argument("--by-hand", action="store_true",
                    help="also A's wins by the opening hand it kept, before the summary")
    ap.add_argument("--only", default="", metavar="FROM-TO",
                    help="play only these games of the ladder (numbered from 1), as they are in the whole ladder")
    args = ap.parse_args(argv)
    decks = [ai_deck(n) for n in args.decks.split(",") if n.strip()] if args.decks else ai_decks()
    games = schedule(args.a, args.b, args.games, args.seed, decks)
    if args.only:
        span = game_span(args.only, args.games)
        if span is None:
            ap.error(f"--only wants FROM-TO between 1 and {args.games} (the number of games), not {args.only!r}")
        games = games[span[0] - 1:span[1]]
    if args.jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = _collect(pool.imap(play, games), args.verbose)
    else:
        results = _collect(map(play, games), args.verbose)
    n = len(results)
    wins_a = sum(r.a_won for r in results)
    draws = sum(r.draw for r in results)
    turns = sum(r.turns for r in results)
    times_a = [t for r in results for t in r.times_a]
    times_b = [t for r in results for t in r.times_b]
    slowest = max(times_a + times_b, default=0.0)
    over_3s = sum(t > 3.0 for t in times_a + times_b)
    cpu = sum(r.cpu_seconds for r in results)
    lo, hi = wilson(wins_a, n)
    if args.by_deck:
        print("by deck:")
        print("\n".join(deck_table(results)))
    if args.by_hand:
        print(f"{args.a} by opening hand kept:")
        print("\n".join(hand_table(results)))
    print(f"cpu per game {cpu / max(n, 1):.2f}s, slowest decision {1000 * slowest:.0f}ms, "
          f"decisions over 3 s: {over_3s}")
    cut = [r for r in results if r.clock_cuts]
    # the work, not the clock, should bound every search: a game whose search the clock cut may
    # play differently on another machine, or on this one when it is busier
    print(f"searches cut short by the time cap: {sum(r.clock_cuts for r in results)}"
          + (f" (games {', '.join(str(r.index + 1) for r in cut)})" if cut else ""))
    capped = [r.index + 1 for r in results if r.capped]
    if capped:   # a computer player repeating a play forever: the game is a draw only by the cap
        print(f"stopped at the decision cap ({DECISION_CAP}): games {', '.join(map(str, capped))}")
    print(timing_line(args.a, times_a))
    print(timing_line(args.b, times_b))
    print(f"{args.a} vs {args.b}: {n} games, {args.a} won {wins_a} ({100 * wins_a / max(n, 1):.0f}%, 95% CI "
          f"{100 * lo:.0f}-{100 * hi:.0f}%), draws {draws}, avg turns {turns / max(n, 1):.1f}, decision p95 "
          f"{args.a}={1000 * p95(times_a):.0f}ms {args.b}={1000 * p95(times_b):.0f}ms")
    return 0


def _collect(results, verbose: bool) -> list[LadderResult]:  # type: ignore[no-untyped-def]
    out = []
    for r in results:
        if verbose:
            print(r.line, flush=True)
        out.append(r)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
