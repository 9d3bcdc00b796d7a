"""The computer as a drafter: which card it takes from a pack.

A human drafter takes the best card early and then settles into colours; so does this one.
Its score for a card is the card's quality (game.limited.rating) plus a pull towards the
colours of its best picks so far, which grows as the draft goes on: off-colour cards lose
value once it has committed, colourless cards fit any deck.  `RandomDrafter` takes any card
at random (the measure the builder's decks are compared against, tools/limited_bench.py).
"""
from __future__ import annotations

from typing import Protocol, Sequence

from ..engine.carddef import CardDef
from ..engine.rng import GameRng
from ..engine.terms import COLORS
from .rating import rating

COMMIT_AFTER = 8          # picks after which the drafter is fully committed to its two colours


class Drafter(Protocol):
    def pick(self, pack: Sequence[CardDef], picks: Sequence[CardDef]) -> int:
        """The index in `pack` of the card taken."""
        ...


def colour_strength(picks: Sequence[CardDef]) -> dict[str, float]:
    """How much quality the picks hold in each colour (a gold card counts for each)."""
    out = {c: 0.0 for c in COLORS}
    for card in picks:
        for c in card.colors:
            out[c] += max(rating(card) - 1.0, 0.0)
    return out


def top_colours(picks: Sequence[CardDef], n: int = 2) -> tuple[str, ...]:
    strength = colour_strength(picks)
    ranked = sorted(COLORS, key=lambda c: (-strength[c], COLORS.index(c)))
    return tuple(c for c in ranked[:n] if strength[c] > 0)


class RatingDrafter:
    """Takes the best card for the deck it is drafting."""

    def score(self, card: CardDef, picks: Sequence[CardDef]) -> float:
        base = rating(card)
        commitment = min(1.0, len(picks) / COMMIT_AFTER)
        mine = top_colours(picks)
        if not card.colors:
            return base + 0.3 * commitment
        if len(mine) < 2:
            return base
        if set(card.colors) <= set(mine):
            return base + 1.2 * commitment
        return base - 2.0 * commitment

    def pick(self, pack: Sequence[CardDef], picks: Sequence[CardDef]) -> int:
        best, best_score = 0, float("-inf")
        for i, card in enumerate(pack):
            s = self.score(card, picks)
            if s > best_score:              # ties: the first in the pack (deterministic)
                best, best_score = i, s
        return best


class RandomDrafter:
    """Takes a card at random (seeded)."""

    def __init__(self, seed: int) -> None:
        self.rng = GameRng(seed)

    def pick(self, pack: Sequence[CardDef], picks: Sequence[CardDef]) -> int:
        return self.rng.randbelow(len(pack))
