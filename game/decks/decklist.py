"""Plain-text deck lists: one "COUNT NAME" line per card, an optional "Sideboard" section,
and `# key: value` header lines (name, description, difficulty)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

_LINE = re.compile(r"^\s*(\d+)\s*x?\s+(.+?)\s*$")


@dataclass(frozen=True)
class DeckEntry:
    count: int
    name: str
    line: int = 0


@dataclass
class Deck:
    name: str
    main: list[DeckEntry] = field(default_factory=list)
    sideboard: list[DeckEntry] = field(default_factory=list)
    description: str = ""
    difficulty: int = 0
    commander: str | None = None
    source: str = ""
    errors: list[str] = field(default_factory=list)

    @property
    def size(self) -> int:
        return sum(e.count for e in self.main)

    def card_names(self) -> list[str]:
        return [e.name for e in self.main for _ in range(e.count)]


def parse_deck_text(text: str, name: str = "Deck", source: str = "") -> Deck:
    deck = Deck(name=name, source=source)
    section = deck.main
    for i, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#") or line.startswith("//"):
            m = re.match(r"^[#/]+\s*(\w+)\s*:\s*(.*)$", line)
            if m:
                key, val = m.group(1).lower(), m.group(2).strip()
                if key == "name":
                    deck.name = val
                elif key == "description":
                    deck.description = val
                elif key == "difficulty" and val.isdigit():
                    deck.difficulty = int(val)
                elif key == "commander":
                    deck.commander = val
            continue
        if line.lower().rstrip(":") in ("sideboard", "sb"):
            section = deck.sideboard
            continue
        if line.lower().rstrip(":") in ("deck", "main", "maindeck", "mainboard"):
            section = deck.main
            continue
        m = _LINE.match(line)
        if m:
            section.append(DeckEntry(int(m.group(1)), m.group(2), i))
        else:
            section.append(DeckEntry(1, line, i))
    return deck


def read_deck(path: str | Path) -> Deck:
    p = Path(path)
    return parse_deck_text(p.read_text(encoding="utf-8"), name=p.stem.replace("_", " ").title(), source=str(p))
