"""Decks inside saved files: a deck as a JSON-ready dict and back (the autosaved duel and
the gauntlet keep the exact decks they were played with, sideboarding included)."""
from __future__ import annotations

from typing import Any

from ..decks.decklist import Deck, DeckEntry
from ..engine.terms import COLORS


def deck_to_dict(deck: Deck) -> dict[str, Any]:
    return {"name": deck.name, "description": deck.description, "difficulty": deck.difficulty,
            "commander": deck.commander, "main": [[e.count, e.name] for e in deck.main],
            "sideboard": [[e.count, e.name] for e in deck.sideboard]}


def deck_from_dict(data: dict[str, Any]) -> Deck:
    def entries(rows: Any) -> list[DeckEntry]:
        out = []
        for row in rows or []:
            n, name = row
            out.append(DeckEntry(int(n), str(name)))
        return out
    return Deck(name=str(data.get("name", "Deck")), main=entries(data.get("main")),
                sideboard=entries(data.get("sideboard")), description=str(data.get("description", "")),
                difficulty=int(data.get("difficulty", 0) or 0), commander=data.get("commander") or None)


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
