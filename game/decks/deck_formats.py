"""The deck-construction formats a player chooses between: 60-card decks (CR 100.2a),
Commander (CR 903) and Old School 93/94, the community format of the first two years' cards.

A format is a key saved with matches, gauntlets and deck files (`# format: oldschool`) and a
label the screens show; the rules of each are in legality.py.  Old School's legal sets and its
banned and restricted list are data (old_school_93_94.json, which names its source)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

FORMATS: dict[str, str] = {"normal": "60-card decks", "oldschool": "Old School 93/94", "commander": "Commander"}
DECK_WORDS: dict[str, str] = {"normal": "60-card deck", "oldschool": "Old School deck", "commander": "Commander deck"}

_OLD_SCHOOL_FILE = Path(__file__).with_name("old_school_93_94.json")


@dataclass(frozen=True)
class SetFormat:
    """A constructed format that allows cards by the sets that printed them, with a banned and a
    restricted (one copy) list."""
    name: str
    source: str
    sets: frozenset[str]
    banned: frozenset[str]
    restricted: frozenset[str]


def format_key(text: str) -> str | None:
    """The format a deck file's `# format:` header names ("oldschool", "Old School 93/94", ...)."""
    t = "".join(ch for ch in text.lower() if ch.isalnum())
    for key, label in FORMATS.items():
        if t in (key, "".join(ch for ch in label.lower() if ch.isalnum())):
            return key
    if t.startswith("oldschool"):
        return "oldschool"
    return None


@lru_cache(maxsize=1)
def old_school() -> SetFormat:
    data = json.loads(_OLD_SCHOOL_FILE.read_text(encoding="utf-8"))
    return SetFormat(str(data["name"]), str(data["source"]), frozenset(data["sets"]), frozenset(data["banned"]),
                     frozenset(data["restricted"]))
