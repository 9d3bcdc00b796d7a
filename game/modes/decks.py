"""Decks inside saved files: a deck as a JSON-ready dict and back (the autosaved duel and
the gauntlet keep the exact decks they were played with, sideboarding included).

`DECK` is the schema a saved deck is checked against (game.storage.schema): a count is
a whole number, and main deck and sideboard together hold at most `MAX_DECK_CARDS` cards
(the bound of every deck, game.decks.decklist), so a damaged file can't make a duel build
billions of cards."""
from __future__ import annotations

from typing import Any

from ..decks.decklist import MAX_DECK_CARDS, Deck, DeckEntry
from ..engine.terms import COLORS
from ..storage.schema import Checked, Int, ListOf, Nullable, Record, Str, Tuple, check

NAME = Str(200)


def _not_too_many(deck: dict[str, Any]) -> dict[str, Any]:
    total = sum(n for n, _ in deck["main"]) + sum(n for n, _ in deck["sideboard"])
    if total > MAX_DECK_CARDS:
        raise ValueError(f"{total} cards, more than a deck may hold ({MAX_DECK_CARDS})")
    return deck


_CARDS = ListOf(Tuple(Int(1, MAX_DECK_CARDS), NAME), 0, MAX_DECK_CARDS)
DECK = Checked(Record({"name": NAME, "main": _CARDS},
                      optional={"sideboard": ([], _CARDS), "description": ("", Str(2000)),
                                "difficulty": (0, Int(0, 10)), "commander": (None, Nullable(NAME))}),
               _not_too_many)


def deck_to_dict(deck: Deck) -> dict[str, Any]:
    return {"name": deck.name, "description": deck.description, "difficulty": deck.difficulty,
            "commander": deck.commander, "main": [[e.count, e.name] for e in deck.main],
            "sideboard": [[e.count, e.name] for e in deck.sideboard]}


def deck_from_dict(data: Any) -> Deck:
    """The deck of a saved dict (checked against `DECK`: `Invalid` names what is wrong)."""
    data = check(DECK, data)
    return Deck(name=data["name"], main=[DeckEntry(n, name) for n, name in data["main"]],
                sideboard=[DeckEntry(n, name) for n, name in data["sideboard"]], description=data["description"],
                difficulty=data["difficulty"], commander=data["commander"] or None)


def deck_colours(deck: Deck, pool: Any) -> str:
    """The colours of a deck's cards, in WUBRG order (for the deck lists)."""
    cols: set[str] = set()
    for e in deck.main:
        card = pool.find(e.name)
        if card is not None and "Land" not in card.types:
            cols |= set(card.colors)
    if deck.commander:
        card = pool.find(deck.commander)
        if card is not None:
            cols |= set(card.color_identity)
    return "".join(c for c in COLORS if c in cols)
