"""The prebuilt decks the computer opponents play, shipped in decks/ai/ (see game.resources)."""
from __future__ import annotations

from pathlib import Path

from ..resources import AI_DECKS_DIR, COMMANDER_DECKS_DIR
from .decklist import Deck, read_deck


def ai_decks() -> list[Deck]:
    return [read_deck(p) for p in sorted(AI_DECKS_DIR.glob("*.txt"))]


def ai_deck(name: str) -> Deck:
    key = name.strip().lower().replace("_", " ")
    for d in ai_decks():
        if d.name.lower() == key or Path(d.source).stem.replace("_", " ") == key:
            return d
    raise KeyError(f"no prebuilt deck named {name!r}")


def commander_decks() -> list[Deck]:
    """The computer's Commander decks (100 cards led by a legend of Legends), in decks/ai/commander/."""
    return [read_deck(p) for p in sorted(COMMANDER_DECKS_DIR.glob("*.txt"))]


def commander_deck(name: str) -> Deck:
    key = name.strip().lower().replace("_", " ")
    for d in commander_decks():
        if d.name.lower() == key or Path(d.source).stem.replace("_", " ") == key:
            return d
    raise KeyError(f"no prebuilt Commander deck named {name!r}")
