"""Plain-text deck lists: one "COUNT NAME" line per card, an optional "Sideboard" section,
and `# key: value` header lines (name, description, difficulty, commander, format).

A deck file is a checked boundary.  A deck holds at most `MAX_DECK_CARDS` cards, main deck
and sideboard together: the rules set no maximum (CR 100.2a), so the game sets one far above
any real deck, and checks it while the list is read, before any card is built — a line of
"2000000000 Mountain" is an error naming its line, never a deck that exhausts memory.  A
file that is not text (not UTF-8, NUL bytes, larger than `MAX_FILE_BYTES`) is refused with
a `DeckFileError`; a mistake inside a list (a count too large, a second commander) is an
error in `Deck.errors` naming its line, and the rest of the deck is kept.
"""
from __future__ import annotations

import os
import re
import stat
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from .deck_formats import FORMATS, format_key

MAX_DECK_CARDS = 500            # main deck + sideboard; a Commander deck has 100, a constructed one 60+
MAX_FILE_BYTES = 1024 * 1024    # a 500-card list is well under 20 KiB
_LINE = re.compile(r"^\s*(\d+)\s*x?\s+(.+?)\s*$")


class DeckFileError(ValueError):
    """A file that can't be read as a deck list at all (binary, not UTF-8, far too large)."""


def deck_text(raw: bytes) -> str:
    """The text of a deck file's bytes (a byte-order mark is dropped); DeckFileError when the
    bytes are not a text file."""
    if len(raw) > MAX_FILE_BYTES:
        raise DeckFileError(f"the file is larger than {MAX_FILE_BYTES // 1024} KiB; a deck list is a few "
                            f"hundred lines of text")
    if b"\0" in raw:
        line = raw[:raw.index(b"\0")].count(b"\n") + 1
        raise DeckFileError(f"not a deck list: binary data (a NUL byte on line {line})")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise DeckFileError(f"not UTF-8 text (byte 0x{raw[e.start]:02x} on line {line}); save the deck as "
                            f"UTF-8") from None


def shown_text(text: str) -> str:
    """A deck's name or description as the game shows it: one line, without control or invisible
    formatting characters (which a name can't be drawn with)."""
    return " ".join("".join(c for c in text if unicodedata.category(c)[0] != "C").split())


def read_deck_text(path: str | Path) -> str:
    """A deck file's text, read no further than the size bound (OSError, DeckFileError)."""
    if not stat.S_ISREG(os.stat(path).st_mode):     # a pipe or a device would never end (or never start)
        raise DeckFileError("not a deck list: not a regular file")
    with open(path, "rb") as fh:
        return deck_text(fh.read(MAX_FILE_BYTES + 1))


def read_count(digits: str, line: int, held: int, deck: "Deck") -> int | None:
    """A line's count, or None (with an error naming the line) when it would take the deck past
    `MAX_DECK_CARDS` cards (`held`: the cards of the lines before; a line counts at least 1)."""
    if len(digits) > 6 or held + max(1, int(digits)) > MAX_DECK_CARDS:
        deck.errors.append(f"line {line}: {digits} cards would take the deck past {MAX_DECK_CARDS} cards, "
                           f"the most a deck can hold; this line is left out")
        return None
    return int(digits)


def set_commander(deck: "Deck", name: str, line: int) -> bool:
    """Name the deck's commander; a second one is an error naming its line (the first is kept)."""
    if deck.commander and deck.commander.lower() != name.lower():
        deck.errors.append(f"line {line}: a second commander ({name}); a deck has one commander, "
                           f"{deck.commander}")
        return False
    deck.commander = name
    return True


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
    fmt: str = ""            # its `# format:` header (deck_formats.FORMATS), "" when it names none

    @property
    def size(self) -> int:
        return sum(e.count for e in self.main)

    def card_names(self) -> list[str]:
        return [e.name for e in self.main for _ in range(e.count)]


def parse_deck_text(text: str, name: str = "Deck", source: str = "") -> Deck:
    deck = Deck(name=name, source=source)
    section = deck.main
    held = 0
    for i, raw in enumerate(text.lstrip("\ufeff").splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#") or line.startswith("//"):
            m = re.match(r"^[#/]+\s*(\w+)\s*:\s*(.*)$", line)
            if m:
                key, val = m.group(1).lower(), shown_text(m.group(2))
                if key == "name" and val:
                    deck.name = val
                elif key == "description":
                    deck.description = val
                elif key == "difficulty" and val.isdigit():
                    deck.difficulty = int(val)
                elif key == "commander" and val:
                    set_commander(deck, val, i)
                elif key == "format":
                    fmt = format_key(val)
                    if fmt is None:
                        deck.errors.append(f"line {i}: unknown format {val!r} (one of: {', '.join(FORMATS.values())})")
                    else:
                        deck.fmt = fmt
            continue
        if line.lower().rstrip(":") in ("sideboard", "sb"):
            section = deck.sideboard
            continue
        if line.lower().rstrip(":") in ("deck", "main", "maindeck", "mainboard"):
            section = deck.main
            continue
        target = section
        if re.match(r"^sb:\s*\d", line, re.I):     # Magic Workstation's sideboard lines: "SB: 2 [LEG] Name"
            target, line = deck.sideboard, line[3:].strip()
        m = _LINE.match(line)
        count = read_count(m.group(1) if m else "1", i, held, deck)
        if count is not None:
            target.append(DeckEntry(count, m.group(2) if m else line, i))
            held += max(1, count)
    return deck


def read_deck(path: str | Path) -> Deck:
    """A shipped deck list (OSError or DeckFileError when it can't be read)."""
    p = Path(path)
    return parse_deck_text(read_deck_text(p), name=p.stem.replace("_", " ").title(), source=str(p))
