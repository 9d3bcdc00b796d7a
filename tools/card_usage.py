"""Which cards the computer draws but doesn't play: a report of blind spots in its judgement.

    python tools/card_usage.py [--level sorcerer] [--games 120] [--seed S] [--least 5]

The level plays itself over the prebuilt decks on the ladder's schedule (every deck pair,
both deck assignments, both seats).  For each card the report counts the games in which a
copy of it was in a hand, and in how many of those the copy was played: cast, put down as
a land, or its abilities used -- and, for a card with abilities other than mana abilities, in
how many games those were used (a Mishra's Factory put down but never animated).  The least
played come first.  A spell held in every game (Power Sink, before its counter unless paid
was understood) is a judgement missing; a card that waits for a target which never came
(Divine Offering with no artifact in play) may be held rightly, so the report is read, not
asserted.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.decks import ai_decks  # noqa: E402
from game.engine.casting import ability_list  # noqa: E402
from game.engine.decisions import Action, ActivateAbility, CastSpell, PlayLand  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.modes.headless import play_duel  # noqa: E402
from tools.ai_ladder import schedule  # noqa: E402


@dataclass(frozen=True)
class Usage:
    drawn: int      # games in which a copy was in a hand
    played: int     # games in which that copy was cast, put down or used
    abilities: int | None = None   # games in which a non-mana ability of it was used; None: it has none

    @property
    def share(self) -> float:
        return self.played / self.drawn if self.drawn else 0.0


def card_usage(level: str, games: int, seed: int) -> dict[str, Usage]:
    """Each card's usage over `games` games of `level` against itself."""
    drawn: Counter[str] = Counter()
    played: Counter[str] = Counter()
    activated: Counter[str] = Counter()
    with_abilities: set[str] = set()
    for duel in schedule(level, level, games, seed, ai_decks()):
        seen: dict[int, str] = {}
        used: set[int] = set()
        abilities_used: set[int] = set()

        def watch(g: Game, p: int, act: Action, player: object) -> None:
            for pl in g.players:
                for oid in pl.hand:
                    card = g.objects[oid].card
                    seen.setdefault(oid, card.name)
                    if any("mana" not in ab for ab in card.abilities):
                        with_abilities.add(card.name)
            if isinstance(act, (CastSpell, PlayLand)):
                used.add(act.card)
            elif isinstance(act, ActivateAbility) and act.source in seen:
                used.add(act.source)
                if "mana" not in ability_list(g, act.source)[act.index]:
                    abilities_used.add(act.source)

        play_duel(duel.decks, duel.levels, duel.seed, on_action=watch)
        drawn.update(set(seen.values()))
        played.update({name for oid, name in seen.items() if oid in used})
        activated.update({name for oid, name in seen.items() if oid in abilities_used})
    return {name: Usage(drawn[name], played[name], activated[name] if name in with_abilities else None)
            for name in drawn}


def report(usage: dict[str, Usage], least: int) -> list[str]:
    """One line a card drawn in at least `least` games, the least played first."""
    rows = sorted((u.share, name, u) for name, u in usage.items() if u.drawn >= least)
    return [f"{name:32s} in hand in {u.drawn:4d} games, played in {u.played:4d} ({100 * u.share:3.0f}%)"
            + ("" if u.abilities is None else f", its abilities used in {u.abilities}")
            for _, name, u in rows]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="sorcerer")
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--least", type=int, default=5, help="leave out cards drawn in fewer games")
    args = ap.parse_args(argv)
    for line in report(card_usage(args.level, args.games, args.seed), args.least):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
