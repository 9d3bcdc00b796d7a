"""Rarity and sets of each card (cards/printings.json, written by tools/card_printings.py
from the reference data), for the deck builder's filters and sorting and for the formats
that allow cards by set (Old School 93/94)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from ..resources import PRINTINGS

RARITIES = ("common", "uncommon", "rare", "special")
# the classic sets, in release order (shared/reference/classic-sets.md)
SET_NAMES = {"LEA": "Limited Edition Alpha", "LEB": "Limited Edition Beta", "2ED": "Unlimited Edition",
             "ARN": "Arabian Nights", "ATQ": "Antiquities", "3ED": "Revised Edition", "LEG": "Legends",
             "DRK": "The Dark", "4ED": "Fourth Edition"}
# the codes other deck sites and programs use for them (Magic Workstation, old Apprentice lists)
SET_ALIASES = {"AL": "LEA", "ALPHA": "LEA", "LE": "LEA", "BE": "LEB", "BETA": "LEB", "UN": "2ED", "UNL": "2ED",
               "U": "2ED", "AN": "ARN", "AQ": "ATQ", "RV": "3ED", "RE": "3ED", "REV": "3ED", "LG": "LEG",
               "DK": "DRK", "4E": "4ED", "4TH": "4ED"}


def set_code(code: str) -> str | None:
    """The classic set a code names ("ARN", "an", "Rv"...), or None if it names none of them."""
    c = code.strip().upper()
    if c in SET_NAMES:
        return c
    return SET_ALIASES.get(c)


@dataclass(frozen=True)
class Printing:
    rarity: str = "special"
    set: str = ""
    sets: tuple[str, ...] = ()
    first_set: str = ""

    @property
    def set_group(self) -> str:
        """The set the builder shows the card under: a classic set's code, or "Other"."""
        return self.set if self.set in SET_NAMES else "Other"

    def in_set(self, code: str) -> bool:
        """Whether the card was printed in the set ("Other": in none of the classic sets)."""
        if code == "Other":
            return not any(s in SET_NAMES for s in self.sets or (self.set,))
        return code in (self.sets or (self.set,))


@lru_cache(maxsize=1)
def _table() -> dict[str, Printing]:
    try:
        data = json.loads(PRINTINGS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {name: Printing(str(v.get("rarity") or "special"), str(v.get("set") or ""),
                           tuple(str(s) for s in v.get("sets") or ()), str(v.get("first_set") or ""))
            for name, v in data.items()}


def printing(name: str) -> Printing:
    return _table().get(name, Printing())


def first_set(name: str) -> str:
    """The set a card name was first printed in (cards/printings.json, from the reference data);
    "" for a name it doesn't know (a card of the player's own).  The rules read it: "a name
    originally printed in the Arabian Nights expansion" (City in a Bottle)."""
    return printing(name).first_set
