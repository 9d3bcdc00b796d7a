"""The colours of mana my cards still ask for, and which of my mana sources that makes worth
keeping untapped.  The player chooses which mana abilities pay a cost (CR 601.2g-h): paying a
{1}{B} spell's generic mana with the only Mountain leaves the Lightning Bolt in hand -- or the
one a Demonic Tutor is about to find -- without its red.  So generic mana is paid with the
sources whose colours the rest of the hand needs least; the library breaks the ties the hand
leaves, as it holds the cards still to come (its contents are known, its order is not)."""
from __future__ import annotations

from typing import Iterable, Sequence

from ..engine.game import Game
from ..engine.mana import ManaSource
from ..engine.terms import MANA_TYPES

KEEP_SCALE = 10      # a whole colour's need spread over the sources that make it, in keep points
HAND_FIRST = 100     # a card in hand waits for its mana now: its need outweighs any library's


def colour_needs(g: Game, cards: Iterable[int]) -> dict[str, int]:
    """The coloured mana symbols of the spells among `cards`, per mana type (lands ask for none)."""
    need: dict[str, int] = {}
    for oid in cards:
        card = g.objects[oid].card
        if "Land" in card.types:
            continue
        for col, n in zip(MANA_TYPES, card.mana_cost.colored):
            if n:
                need[col] = need.get(col, 0) + n
    return need


def _share(source: ManaSource, need: dict[str, float], supply: dict[str, int]) -> float:
    """How much of the need this source alone meets: for its best production, each colour's
    need divided among the sources that make it (the only red source carries all of red)."""
    best = 0.0
    for option in source.options:
        best = max(best, sum(need.get(col, 0) / supply[col] for col in sorted(set(option))))
    return best


def keep_weights(g: Game, me: int, sources: Sequence[ManaSource], paying_for: int | None = None) -> dict[int, int]:
    """How much I want each source kept untapped while paying for `paying_for` (a spell, or
    None for an ability): first what the rest of my hand needs, then, per card still to come,
    what my library needs.  Sources that make nothing needed weigh 0."""
    pl = g.players[me]
    in_hand = colour_needs(g, (h for h in pl.hand if h != paying_for))
    to_come = {col: n / max(1, len(pl.library)) for col, n in colour_needs(g, pl.library).items()}
    supply: dict[str, int] = {}
    for s in sources:
        for col in sorted({c for option in s.options for c in option}):
            supply[col] = supply.get(col, 0) + 1
    weights = {}
    for s in sources:
        now = round(KEEP_SCALE * _share(s, in_hand, supply))
        later = min(HAND_FIRST - 1, round(KEEP_SCALE * _share(s, to_come, supply)))
        if now or later:
            weights[s.id] = HAND_FIRST * now + later
    return weights


def colours_lacking(g: Game, me: int, sources: Sequence[ManaSource], cards: Iterable[int]) -> set[str]:
    """The colours the spells among `cards` ask for that none of `sources` can make."""
    made = {c for s in sources for option in s.options for c in option}
    return {col for col in colour_needs(g, cards) if col not in made}
