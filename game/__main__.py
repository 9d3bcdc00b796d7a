"""`mana-duel` (or `python -m game`): the duel table, or with --headless a duel between two
computer players.

    python -m game [--level LEVEL] [--deck NAME] [--opponent-deck NAME] [--seed N]
    python -m game --version
    python -m game --headless [--seed N] [--turns N] [--record FILE]
    python -m game --headless --p1 LEVEL --p2 LEVEL [--deck1 NAME --deck2 NAME] [--seed N] [--record FILE]
    python -m game --open FILE [--headless]

Without --headless the Pygame table opens straight into a duel: your deck against a
computer opponent (Apprentice unless --level says otherwise), prebuilt decks chosen at
random unless named.  With --headless it builds two random decks from the card pool, lets
two `RandomPlayer`s play a game, and prints the game's log (one line per event, with a
header for each turn) and the result.  With --p1/--p2 (LEVEL: random, apprentice, magician,
sorcerer or wizard) two computer players of those levels duel with prebuilt decks (named by
--deck1/--deck2, chosen at random from the seed otherwise).  --record FILE writes the
duel's replay (`python -m game.replay FILE` plays it again).  --open FILE opens a bug-report
bundle at the position it was saved in (or a replay in the replay viewer); with --headless
it only rebuilds the position and prints its state hash.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from .version import __version__
from .ai.selfplay import new_duel, play_out, step
from .cards import default_pool, use_own_cards
from .engine.state import PLAYER_NAMES
from .replay.record import result_text
from .storage import own_cards_dir


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
    ap = argparse.ArgumentParser(prog="mana-duel", description="Mana Duel (also run as `python -m game`)")
    ap.add_argument("--version", action="version", version=f"Mana Duel {__version__}")
    ap.add_argument("--seed", type=int, default=None, help="seed of the decks and the game (default: random)")
    ap.add_argument("--headless", action="store_true",
                    help="no window: computer players duel in the terminal (two random players, "
                         "or the levels --p1/--p2 name)")
    ap.add_argument("--turns", type=int, default=200, help="the game is a draw after this many turns")
    ap.add_argument("--level", default="apprentice",
                    choices=("apprentice", "magician", "sorcerer", "wizard", "random"),
                    help="the computer opponent (table only; default: apprentice)")
    ap.add_argument("--deck", default=None, help="your prebuilt deck, by name (table only; default: random)")
    ap.add_argument("--opponent-deck", default=None, help="the opponent's prebuilt deck (table only; default: random)")
    ap.add_argument("--p1", default=None, metavar="LEVEL", help="headless: player 1 is a computer player of this level")
    ap.add_argument("--p2", default=None, metavar="LEVEL", help="headless: player 2 is a computer player of this level")
    ap.add_argument("--deck1", default=None, metavar="NAME", help="headless: player 1's prebuilt deck")
    ap.add_argument("--deck2", default=None, metavar="NAME", help="headless: player 2's prebuilt deck")
    ap.add_argument("--record", default=None, metavar="FILE", help="headless: write the duel's replay to FILE")
    ap.add_argument("--open", default=None, metavar="FILE", help="open a bug-report bundle (or a replay)")
    ap.add_argument("--install-desktop", action="store_true",
                    help="add Mana Duel to the desktop's application menu (Linux), then exit")
    ap.add_argument("--remove-desktop", action="store_true",
                    help="take Mana Duel out of the desktop's application menu (Linux), then exit")
    args = ap.parse_args(argv)
    if args.install_desktop or args.remove_desktop:
        return _desktop_entry(install=args.install_desktop)
    if not args.headless:
        # the windowed game logs to mana-duel.log in the data folder (headless runs print instead)
        from .storage.logfile import configure_logging
        configure_logging()
    use_own_cards(own_cards_dir())
    if args.open:
        if args.headless:
            from .replay.opening import load_position
            return load_position(args.open)[0]
        from .ui.opening import open_file
        return open_file(args.open)
    if args.headless and (args.p1 or args.p2 or args.deck1 or args.deck2):
        return _headless_ai_duel(args)
    if not args.headless:
        from .ui.main import run
        return run(level=args.level, deck=args.deck, opponent_deck=args.opponent_deck, seed=args.seed)
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000

    pool = default_pool()
    _print_card_problems(pool)
    cards = sorted(pool.cards.values(), key=lambda c: c.name)
    duel = new_duel(cards, seed, rules={"turn_cap": args.turns})
    print(f"Mana Duel — headless duel between two random players (seed {seed})")
    for p, (colors, deck) in enumerate(duel.decks):
        counts = Counter(c.name for c in deck)
        print(f"{PLAYER_NAMES[p]} ({colors}): " + ", ".join(f"{n} {name}" for name, n in sorted(counts.items())))
    recorder = None
    if args.record:
        from .modes.setup import origin_of
        from .replay import Recorder
        recorder = Recorder(origin_of([(f"Random {colors}", deck) for colors, deck in duel.decks], seed,
                                      duel.game.rules, None), names=("Novice (p1)", "Novice (p2)"),
                            levels=("random", "random"))
        decisions = 0
        g = duel.game
        while not g.over and g.pending is not None and decisions < 50_000:
            p = g.pending.decision.player
            recorder.add(p, step(duel), g)
            decisions += 1
    else:
        decisions = play_out(duel, max_decisions=50_000)
    g = duel.game
    for line, n in _collapsed(g.log_entries):
        print(line if n == 1 else f"{line} (×{n})")
    print()
    _print_result(g, decisions)
    if recorder is not None:
        _write_replay(recorder, g, args.record)
    return 0


def _desktop_entry(install: bool) -> int:
    from . import desktop
    if sys.platform in ("win32", "darwin"):
        print("The application menu entry is for Linux desktops; on this system start the game with "
              "`mana-duel` (see the README, For players).", file=sys.stderr)
        return 2
    if install:
        for path in desktop.install():
            print(f"wrote {path}")
    else:
        gone = desktop.remove()
        for path in gone:
            print(f"removed {path}")
        if not gone:
            print("the application menu had no Mana Duel entry")
    return 0
def _print_card_problems(pool) -> None:
    """Card files left out of the pool, one problem a line (the duel goes on without them)."""
    for err in pool.errors:
        print(f"card error: {err}", file=sys.stderr)


def _print_result(g, decisions: int) -> None:
    if not g.over:
        print(f"Result: unfinished after {decisions} decisions (turn {g.turn})")
    else:
        print(f"Result: {result_text(g)}")
    print(f"Life: p1 {g.players[0].life}, p2 {g.players[1].life}; {decisions} decisions")


def _write_replay(recorder, g, path: str) -> None:
    from .replay import save
    r = recorder.replay(g)
    save(r, path)
    print(f"Replay written to {path} ({len(r.actions)} actions; final position digest {r.final})")


def _headless_ai_duel(args) -> int:
    """The AI-versus-AI duel: two computer players with prebuilt decks, the log and the result."""
    import random

    from .ai import LEVEL_NAMES
    from .decks import ai_deck, ai_decks, missing_cards
    from .replay import record_duel
    levels = (args.p1 or "apprentice", args.p2 or "apprentice")
    for lv in levels:
        if lv not in LEVEL_NAMES:
            print(f"unknown level {lv!r}: choose one of {', '.join(LEVEL_NAMES)}", file=sys.stderr)
            return 2
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
    pool = default_pool()
    _print_card_problems(pool)
    rnd = random.Random(seed)
    decks = [d for d in ai_decks() if not missing_cards(d, pool)]
    try:
        d1 = ai_deck(args.deck1) if args.deck1 else rnd.choice(decks)
        d2 = ai_deck(args.deck2) if args.deck2 else rnd.choice([d for d in decks if d.name != d1.name] or decks)
    except (KeyError, IndexError) as e:
        names = ", ".join(d.name for d in decks)
        print(f"{e.args[0] if isinstance(e, KeyError) else 'no prebuilt deck can be played'}; "
              f"the prebuilt decks are: {names}", file=sys.stderr)
        return 2
    for d in (d1, d2):
        missing = missing_cards(d, pool)
        if missing:
            print(f"the deck {d.name} can't be played: {', '.join(missing)} "
                  f"{'is' if len(missing) == 1 else 'are'} not in the card pool", file=sys.stderr)
            return 2
    print(f"Mana Duel — headless duel: {levels[0]} ({d1.name}) vs {levels[1]} ({d2.name}), seed {seed}")
    g, recorder = record_duel((d1, d2), levels, seed, {"turn_cap": args.turns})
    for line, n in _collapsed(g.log_entries):
        print(line if n == 1 else f"{line} (×{n})")
    print()
    _print_result(g, len(recorder.actions))
    print(f"Final position digest: {g.position_digest()}")
    if args.record:
        _write_replay(recorder, g, args.record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
