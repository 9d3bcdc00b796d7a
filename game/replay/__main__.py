"""`python -m game.replay FILE...`: play replays (or bug-report bundles) without a window.

For each file it prints the duel (decks, players, fingerprints), whether it reproduces,
the result and the hash of the final position.  Exit status: 0 when every file
reproduces, 1 when one no longer does (a changed card pool or engine, or an action the
engine now refuses), 2 when a file can't be read.

    python -m game.replay FILE [--log]
"""
from __future__ import annotations

import argparse
import sys

from ..engine.state import PLAYER_NAMES
from .format import ReplayFormatError, engine_fingerprint, load
from .playback import check
from .record import result_text


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.replay", description="Replay recorded duels headless")
    ap.add_argument("files", nargs="+", metavar="FILE", help="a .replay or .bugreport file")
    ap.add_argument("--log", action="store_true", help="also print the game log of the replayed duel")
    args = ap.parse_args(argv)
    status = 0
    for path in args.files:
        try:
            r = load(path)
        except ReplayFormatError as e:
            print(f"{path}: {e}", file=sys.stderr)
            status = max(status, 2)
            continue
        what = "Bug report" if r.kind == "bug-report" else "Replay"
        print(f"{what}: {path}")
        print(f"  recorded {r.date or '?'}, game {r.game_version or '?'}, engine {r.engine or '?'} "
              f"(now {engine_fingerprint()}), cards {r.cards or '?'}")
        for p in (0, 1):
            print(f"  {PLAYER_NAMES[p]}: {r.names[p]} ({r.levels[p]}) — {r.decks[p].name}, "
                  f"{len(r.decks[p].cards)} cards")
        for k, v in sorted(r.versions.items()):
            print(f"  recorded with {k} {v}")
        print(f"  seed {r.seed}, {len(r.actions)} actions, recorded result: {r.result or '?'}")
        res = check(r)
        g = res.game
        if args.log and g is not None:
            for e in g.log_entries:
                print(f"\n=== {e.text} ===" if e.kind == "turn" else f"    {e}")
        if res.ok and g is not None:
            label = "Position" if r.kind == "bug-report" else "Result"
            print(f"  {label}: {result_text(g)}")
            print(f"  Final position digest: {res.final_hash}")
            print(f"  OK: {res.message}")
        else:
            print(f"  NOT REPRODUCED: {res.message}")
            if g is not None:
                print(f"  Stopped after {res.reached} of {len(r.actions)} actions (turn {res.turn}); "
                      f"position digest there {res.final_hash}; recorded final {r.final or '?'}")
            status = max(status, 1)
    return status


if __name__ == "__main__":
    sys.exit(main())
