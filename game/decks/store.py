"""The player's decks: text deck lists in the `decks/` folder of the user data directory.

Each deck is one file, ``decks/<safe name>.txt``, in the game's text format with a
format-version header (`formats.to_text`); writes are atomic.  The deck's name is kept in
its `# name:` header; the file name is derived from it by `safe_filename`, so a name can
never point outside the folder ("../../x" becomes "x").  A file that can't be read
(undecodable bytes, binary data, larger than the bound, a newer format version) is moved
aside with a message.
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from ..storage.files import CorruptFileError, inside, move_aside, safe_filename, write_atomic
from .decklist import Deck, DeckFileError, read_deck_text
from .formats import DECK_FORMAT_VERSION, parse_any, to_text

DECKS_FOLDER = "decks"


class DeckStoreError(Exception):
    """A deck operation that can't be done (a name taken, a deck that doesn't exist)."""


class DeckStore:
    def __init__(self, folder: str | Path | None = None) -> None:
        if folder is None:
            from ..storage.settings import data_dir
            folder = data_dir() / DECKS_FOLDER
        self.folder = Path(folder)

    # --- paths --------------------------------------------------------------------------------
    def path_for(self, name: str) -> Path:
        """The file of a deck name (always inside the decks folder)."""
        path = self.folder / f"{safe_filename(name)}.txt"
        if not inside(self.folder, path):      # belt and braces: safe_filename already ensures it
            raise DeckStoreError(f"the name {name!r} can't be used for a deck file")
        return path

    # --- reading ------------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [d.name for d in self.list()]

    def list(self) -> list[Deck]:
        """Every readable deck, sorted by name (unreadable files are moved aside)."""
        if not self.folder.is_dir():
            return []
        decks = []
        for p in sorted(self.folder.glob("*.txt")):
            try:
                decks.append(self._read(p))
            except CorruptFileError:
                continue
        return sorted(decks, key=lambda d: d.name.lower())

    def exists(self, name: str) -> bool:
        return self.find(name) is not None

    def find(self, name: str) -> Deck | None:
        key = name.strip().lower()
        for d in self.list():
            if d.name.lower() == key:
                return d
        p = self.path_for(name)
        if p.exists():
            try:
                return self._read(p)
            except CorruptFileError:
                return None
        return None

    def load(self, name: str) -> Deck:
        d = self.find(name)
        if d is None:
            raise DeckStoreError(f"there is no deck named {name!r}")
        return d

    def _read(self, path: Path) -> Deck:
        try:
            text = read_deck_text(path)
        except DeckFileError as e:
            raise CorruptFileError(path, str(e), move_aside(path, str(e))) from e
        except OSError as e:
            raise CorruptFileError(path, str(e), None) from e
        m = re.search(r"^#\s*mana-duel-deck:\s*(\d+)\s*$", text, re.M)
        if m and int(m.group(1)) > DECK_FORMAT_VERSION:
            reason = f"deck format version {m.group(1)} is newer than this game's ({DECK_FORMAT_VERSION})"
            raise CorruptFileError(path, reason, move_aside(path, reason))
        deck = parse_any(text, name=path.stem, source=str(path))
        return deck

    # --- writing ------------------------------------------------------------------------------
    def save(self, deck: Deck, *, overwrite: bool = True) -> Path:
        """Save a deck under its name (replacing the deck of that name when overwrite)."""
        name = deck.name.strip()
        if not name:
            raise DeckStoreError("a deck needs a name")
        path = self.path_for(name)
        if path.exists() and not overwrite:
            raise DeckStoreError(f"there is already a deck named {name!r}")
        deck = replace(deck, name=name, source=str(path))
        return write_atomic(path, to_text(deck))

    def rename(self, old: str, new: str) -> Deck:
        deck = self.load(old)
        new = new.strip()
        if not new:
            raise DeckStoreError("a deck needs a name")
        old_path = self.path_for(deck.name)
        new_path = self.path_for(new)
        if new_path.exists() and new_path.resolve() != old_path.resolve():
            raise DeckStoreError(f"there is already a deck named {new!r}")
        renamed = replace(deck, name=new)
        self.save(renamed)
        if old_path.exists() and old_path.resolve() != new_path.resolve():
            old_path.unlink()
        return replace(renamed, source=str(new_path))

    def duplicate(self, name: str) -> Deck:
        deck = self.load(name)
        base = re.sub(r"\s*\(copy(?: \d+)?\)$", "", deck.name)
        n = 1
        while True:
            candidate = f"{base} (copy)" if n == 1 else f"{base} (copy {n})"
            if not self.path_for(candidate).exists():
                break
            n += 1
        copy = replace(deck, name=candidate)
        path = self.save(copy, overwrite=False)
        return replace(copy, source=str(path))

    def delete(self, name: str) -> None:
        deck = self.load(name)
        path = Path(deck.source) if deck.source else self.path_for(name)
        if not inside(self.folder, path):
            raise DeckStoreError(f"{name!r} isn't a deck of the decks folder")
        path.unlink(missing_ok=True)

    def unique_name(self, name: str) -> str:
        """name, or "name 2", "name 3"... whichever no deck uses yet."""
        name = name.strip() or "New Deck"
        if not self.path_for(name).exists():
            return name
        n = 2
        while self.path_for(f"{name} {n}").exists():
            n += 1
        return f"{name} {n}"
