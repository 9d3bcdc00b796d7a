"""Rarity and set of each card (cards/printings.json, written by tools/card_printings.py
from the reference data), for the deck builder's filters and sorting."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from ..resources import FIRST_SETS, PRINTINGS

RARITIES = ("common", "uncommon", "rare", "special")
SET_NAMES = {"4ED": "Fourth Edition", "LEG": "Legends"}


@dataclass(frozen=True)
class Printing:
    rarity: str = "special"
    set: str = ""

    @property
    def set_group(self) -> str:
        """"4ED", "LEG" or "Other" (the builder's set filter)."""
        return self.set if self.set in SET_NAMES else "Other"


@lru_cache(maxsize=1)
def _table() -> dict[str, Printing]:
    try:
        data = json.loads(PRINTINGS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {name: Printing(str(v.get("rarity") or "special"), str(v.get("set") or "")) for name, v in data.items()}


def printing(name: str) -> Printing:
    return _table().get(name, Printing())


@lru_cache(maxsize=1)
def _first_sets() -> dict[str, str]:
    try:
        data = json.loads(FIRST_SETS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(name): str(code) for name, code in data.items()}


def first_set(name: str) -> str:
    """The set a card name was first printed in (cards/first_sets.json, written by
    tools/card_first_sets.py from the reference data); "" for a name it doesn't know (a card of
    the player's own).  The rules read it: "a name originally printed in the Arabian Nights
    expansion" (City in a Bottle)."""
    return _first_sets().get(name, "")
