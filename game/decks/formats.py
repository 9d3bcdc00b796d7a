"""Deck files: the plain-text list and Forge's `.dck`, import and export.

The plain-text list is the game's own format (one "COUNT NAME" line per card, an optional
"Sideboard" section, `# key: value` headers; see `decklist.py`).  The game writes it with a
format-version header, ``# mana-duel-deck: 1``.  Forge's `.dck` is an INI-like file::

    [metadata]
    Name=Serra's Host
    [Commander]
    1 Nicol Bolas|LEG
    [Main]
    4 Savannah Lions|4ED
    [Sideboard]
    2 Disenchant|4ED

On import, card names are cleaned of set and collector-number suffixes ("|4ED|1",
"(4ED) 123", "*F*"), matched to the pool (case and diacritics don't matter), and cards
the pool doesn't know are set aside and listed by name: the rest of the deck is kept.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..cards import CardPool
from .decklist import Deck, DeckEntry, parse_deck_text, read_count, read_deck_text, set_commander, shown_text

DECK_FORMAT_VERSION = 1
_COUNT = re.compile(r"^\s*(\d+)\s*x?\s+(.+?)\s*$")


def clean_card_name(name: str) -> str:
    """A card name without set codes, collector numbers or foil marks.

    >>> clean_card_name("Lightning Bolt|4ED|1")
    'Lightning Bolt'
    >>> clean_card_name("Lightning Bolt (4ED) 208")
    'Lightning Bolt'
    >>> clean_card_name("[ARN] Juzám Djinn")
    'Juzám Djinn'
    """
    name = re.sub(r"^\s*\[[A-Za-z0-9]{1,6}(:[A-Za-z0-9]+)?\]\s*", "", name)   # Magic Workstation: [ARN] Name
    name = name.split("|", 1)[0]
    name = re.sub(r"\s*\*[A-Za-z]+\*\s*$", "", name)
    name = re.sub(r"\s+\([A-Za-z0-9]{2,6}\)(\s+[A-Za-z0-9-]+)?\s*$", "", name)
    return name.strip()


# --- writing ---------------------------------------------------------------------------------

def to_text(deck: Deck) -> str:
    """The plain-text list, with headers and a Sideboard section when there is one."""
    lines = [f"# mana-duel-deck: {DECK_FORMAT_VERSION}", f"# name: {_one_line(deck.name)}"]
    if deck.description:
        lines.append(f"# description: {_one_line(deck.description)}")
    if deck.difficulty:
        lines.append(f"# difficulty: {deck.difficulty}")
    if deck.commander:
        lines.append(f"# commander: {deck.commander}")
    elif deck.fmt and deck.fmt != "normal":
        lines.append(f"# format: {deck.fmt}")
    lines += [f"{e.count} {e.name}" for e in deck.main]
    if deck.sideboard:
        lines += ["", "Sideboard"] + [f"{e.count} {e.name}" for e in deck.sideboard]
    return "\n".join(lines) + "\n"


def to_dck(deck: Deck) -> str:
    """Forge's .dck format (the commander in its own section)."""
    lines = ["[metadata]", f"Name={_one_line(deck.name)}"]
    if deck.description:
        lines.append(f"Description={_one_line(deck.description)}")
    main = list(deck.main)
    if deck.commander:
        lines += ["[Commander]", f"1 {deck.commander}"]
        main = [e for e in main if e.name != deck.commander]
    lines += ["[Main]"] + [f"{e.count} {e.name}" for e in main]
    if deck.sideboard:
        lines += ["[Sideboard]"] + [f"{e.count} {e.name}" for e in deck.sideboard]
    return "\n".join(lines) + "\n"


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


# --- reading ---------------------------------------------------------------------------------

def is_dck(text: str) -> bool:
    head = text.lstrip("\ufeff").lstrip()
    return head.startswith("[") and bool(re.search(r"^\s*\[(metadata|main|sideboard|commander)\]?\s*$", text,
                                                   re.I | re.M))


FORGE_SECTIONS = {"metadata", "commander", "main", "deck", "mainboard", "sideboard", "side"}
OTHER_FORGE_SECTIONS = {"avatar", "planes", "schemes", "conspiracy", "dungeon", "attractions", "contraptions"}


def parse_dck(text: str, name: str = "Deck", source: str = "") -> Deck:
    """Read a Forge .dck file (sections [metadata], [Commander], [Main], [Sideboard]).

    A section header missing its `]`, an unknown section, or a second commander is an error
    naming its line; the cards that follow are still read (never silently dropped)."""
    deck = Deck(name=name, source=source)
    section = "main"
    held = 0
    for i, raw in enumerate(text.lstrip("\ufeff").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        if line.startswith("["):
            m = re.match(r"^\[([^\]]*)\]?(.*)$", line)
            section = m.group(1).strip().lower()
            if not line.endswith("]") or m.group(2):
                deck.errors.append(f"line {i}: the section header {line!r} is missing its ']'")
            elif section not in FORGE_SECTIONS | OTHER_FORGE_SECTIONS:
                deck.errors.append(f"line {i}: unknown section [{m.group(1).strip()}]; its cards are read as "
                                   f"the main deck")
            if section not in FORGE_SECTIONS | OTHER_FORGE_SECTIONS:
                section = "main"
            continue
        if section == "metadata":
            key, _, val = line.partition("=")
            key = key.strip().lower()
            if key == "name" and shown_text(val):
                deck.name = shown_text(val)
            elif key == "description":
                deck.description = shown_text(val)
            continue
        if section in OTHER_FORGE_SECTIONS:
            continue    # planes, schemes... don't exist in this game: skipped (documented above)
        m = _COUNT.match(line)
        count = read_count(m.group(1) if m else "1", i, held, deck)
        if count is None:
            continue
        card = clean_card_name(m.group(2) if m else line)
        if section == "commander":
            if count != 1:
                deck.errors.append(f"line {i}: {count} copies of the commander {card}; a deck has one commander")
            if set_commander(deck, card, i) and not any(e.name == card for e in deck.main):
                deck.main.append(DeckEntry(1, card, i))
                held += 1
        elif section in ("sideboard", "side"):
            deck.sideboard.append(DeckEntry(count, card, i))
            held += max(1, count)
        else:
            deck.main.append(DeckEntry(count, card, i))
            held += max(1, count)
    return deck


def parse_any(text: str, name: str = "Deck", source: str = "") -> Deck:
    """A deck from either format (the content decides)."""
    if is_dck(text):
        return parse_dck(text, name, source)
    deck = parse_deck_text(text.lstrip("\ufeff"), name, source)
    deck.main = [replace(e, name=clean_card_name(e.name)) for e in deck.main]
    deck.sideboard = [replace(e, name=clean_card_name(e.name)) for e in deck.sideboard]
    return deck


def read_deck_file(path: str | Path) -> Deck:
    """Read a deck file of either format; the file's name is the deck's name unless it has one.
    OSError when it can't be read, DeckFileError when it isn't a deck list (binary, too large)."""
    p = Path(path)
    text = read_deck_text(p)
    name = p.stem.replace("_", " ").strip() or "Deck"
    if name.islower():
        name = name.title()
    return parse_any(text, name=name, source=str(p))


def write_deck_file(deck: Deck, path: str | Path) -> Path:
    """Write a deck in the format its extension names (.dck for Forge, anything else text)."""
    from ..storage.files import write_atomic
    p = Path(path)
    return write_atomic(p, to_dck(deck) if p.suffix.lower() == ".dck" else to_text(deck))


# --- matching to the pool --------------------------------------------------------------------------

@dataclass
class Resolved:
    """An imported deck matched to the pool: the deck of known cards and the unknown names."""
    deck: Deck
    unknown: list[str] = field(default_factory=list)


def resolve(deck: Deck, pool: CardPool) -> Resolved:
    """Match every card to the pool: canonical names, duplicates merged, unknown cards set aside."""
    unknown: list[str] = []

    def merge(entries: list[DeckEntry]) -> list[DeckEntry]:
        counts: dict[str, int] = {}
        for e in entries:
            card = pool.find(e.name)
            if card is None:
                if e.name not in unknown:
                    unknown.append(e.name)
                continue
            counts[card.name] = counts.get(card.name, 0) + max(0, e.count)
        return [DeckEntry(n, name) for name, n in counts.items() if n > 0]

    commander = deck.commander
    if commander:
        card = pool.find(commander)
        if card is None:
            if commander not in unknown:
                unknown.append(commander)
            commander = None
        else:
            commander = card.name
    out = replace(deck, main=merge(deck.main), sideboard=merge(deck.sideboard), commander=commander,
                  errors=list(deck.errors))
    return Resolved(out, unknown)
