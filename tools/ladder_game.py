"""Replay one game of a ladder and print what happened in it, to read a game a level lost.

    python tools/ladder_game.py A B GAME [--games N] [--seed S] [--decks NAME,...] [--hands]
                                         [--mana] [--keep-time-cap]

A, B, `--games`, `--seed` and `--decks` are those of tools/ai_ladder.py, but the defaults are
those of the ladder the README reports (200 games, seed 2026, every prebuilt deck); GAME is
the game's number in that ladder, from 1.  Prints
who sits where with which deck, the game's log turn by turn, each play other than a pass
with the reason the computer gave for it, and the result.  `--hands` adds each player's
life, hand and battlefield at the start of each first main phase; `--mana` the mana
abilities' lines too.

The Wizard's time cap is a safety net for a pathological position: its look-ahead is
measured in work, so a game replays the same from its seed -- unless the cap cut a search
short, which on a busy machine happens more often.  Here the cap is lifted by default, so the
replay is the same game on any machine: the ladder's game itself wherever the ladder's run had
no cut in it (its summary names the games that had).  `--keep-time-cap` keeps it.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from ai_ladder import DECISION_CAP, schedule  # noqa: E402
from game.ai import LEVEL_NAMES, NO_TIME_CAP  # noqa: E402
from game.decks import ai_deck, ai_decks  # noqa: E402
from game.engine.decisions import PassPriority  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.modes.headless import play_duel  # noqa: E402


def _card(g: Game, oid: int) -> str:
    o = g.objects[oid]
    marks = ["tapped"] if o.tapped else []
    if o.damage:
        marks.append(f"{o.damage} damage")
    marks += [f"{n} {kind}" for kind, n in sorted(o.counters.items()) if n]
    return o.card.name + (f" ({', '.join(marks)})" if marks else "")


class GameReader:
    """Prints the log as the game goes, with the plays and, if asked, the hands."""

    def __init__(self, hands: bool, mana: bool) -> None:
        self.hands, self.mana = hands, mana
        self.printed = 0
        self.shown_turn = -1

    def flush(self, g: Game) -> None:
        for e in g.log_entries[self.printed:]:
            if self.mana or e.kind != "mana":
                print(f"T{e.turn} {e.text}")
        self.printed = len(g.log_entries)

    def on_action(self, g: Game, p: int, action: Any, player: Any) -> None:
        self.flush(g)
        if self.hands and g.step == "main1" and self.shown_turn != g.turn:
            self.shown_turn = g.turn
            for q, pl in enumerate(g.players):
                print(f"    p{q + 1}: life {pl.life}, library {len(pl.library)}; hand: "
                      + ", ".join(_card(g, oid) for oid in pl.hand))
                print("        battlefield: " + ", ".join(_card(g, oid) for oid in g.battlefield
                                                         if g.chars(oid).controller == q))
        if not isinstance(action, PassPriority):
            reason = getattr(player, "reason", "")
            print(f"      >> p{p + 1} ({g.step}) {action.to_text()}" + (f" -- {reason}" if reason else ""))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Replay one ladder game and print its log.")
    ap.add_argument("a", choices=LEVEL_NAMES)
    ap.add_argument("b", choices=LEVEL_NAMES)
    ap.add_argument("game", type=int, help="the game's number in the ladder, from 1")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--decks", default="")
    ap.add_argument("--hands", action="store_true", help="each player's hand and battlefield every turn")
    ap.add_argument("--mana", action="store_true", help="the mana abilities' lines too")
    ap.add_argument("--keep-time-cap", action="store_true", help="keep the Wizard's time cap")
    args = ap.parse_args(argv)
    decks = [ai_deck(n) for n in args.decks.split(",") if n.strip()] if args.decks else ai_decks()
    games = schedule(args.a, args.b, args.games, args.seed, decks)
    if not 1 <= args.game <= len(games):
        ap.error(f"game {args.game} is not in a ladder of {len(games)} games")
    game = games[args.game - 1]
    print(f"game {args.game}: p1 {game.decks[0].name} ({game.levels[0]}), "
          f"p2 {game.decks[1].name} ({game.levels[1]}), seed {game.seed}")
    reader = GameReader(args.hands, args.mana)
    r = play_duel(game.decks, game.levels, game.seed, max_decisions=DECISION_CAP, keep_game=True,
                  on_action=reader.on_action, time_cap=None if args.keep_time_cap else NO_TIME_CAP)
    reader.flush(r.game)
    who = "a draw" if r.winner is None else f"p{r.winner + 1} ({game.levels[r.winner]}) won"
    cuts = sum(r.clock_cuts)
    print(f"{who} in {r.turns} turns" + (f"; {cuts} searches cut short by the time cap" if cuts else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
