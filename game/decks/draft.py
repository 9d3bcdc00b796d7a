"""The deck being edited in the deck builder: counts by name for the main deck and the
sideboard, its format (normal or Commander) and commander, and what the builder shows
about it (the list grouped by type, legality with reasons).  No pygame."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import CardPool
from ..engine.carddef import CardDef
from .decklist import Deck, DeckEntry
from .legality import deck_problems

SIDEBOARD_MAX = 15
TYPE_GROUPS = ("Commander", "Creatures", "Planeswalkers", "Instants", "Sorceries", "Enchantments", "Artifacts",
               "Lands", "Other")


def type_group(card: CardDef) -> str:
    """The group of the deck list a card is shown in (a creature land is a land, an
    artifact creature a creature)."""
    t = card.types
    if "Land" in t:
        return "Lands"
    if "Creature" in t:
        return "Creatures"
    if "Planeswalker" in t:
        return "Planeswalkers"
    if "Instant" in t:
        return "Instants"
    if "Sorcery" in t:
        return "Sorceries"
    if "Enchantment" in t:
        return "Enchantments"
    if "Artifact" in t:
        return "Artifacts"
    return "Other"


@dataclass
class DeckDraft:
    name: str = "New Deck"
    description: str = ""
    fmt: str = "normal"                 # a key of deck_formats.FORMATS
    commander: str | None = None
    main: dict[str, int] = field(default_factory=dict)
    side: dict[str, int] = field(default_factory=dict)
    saved_as: str | None = None         # the name it was loaded or saved under (None: never saved)
    dirty: bool = False

    # --- construction -------------------------------------------------------------------------
    @classmethod
    def from_deck(cls, deck: Deck, pool: CardPool | None = None, saved: bool = True) -> "DeckDraft":
        d = cls(name=deck.name, description=deck.description, commander=deck.commander,
                fmt="commander" if deck.commander else deck.fmt or "normal", saved_as=deck.name if saved else None)
        for e in deck.main:
            name = _canonical(e.name, pool)
            d.main[name] = d.main.get(name, 0) + e.count
        for e in deck.sideboard:
            name = _canonical(e.name, pool)
            d.side[name] = d.side.get(name, 0) + e.count
        if d.commander and pool is not None:
            d.commander = _canonical(d.commander, pool)
        return d

    def to_deck(self) -> Deck:
        main = [DeckEntry(n, name) for name, n in self.main.items() if n > 0]
        side = [DeckEntry(n, name) for name, n in self.side.items() if n > 0]
        return Deck(name=self.name, main=main, sideboard=side, description=self.description,
                    commander=self.commander if self.fmt == "commander" else None,
                    fmt=self.fmt if self.fmt == "oldschool" else "")

    # --- counts ---------------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return sum(self.main.values())

    @property
    def side_size(self) -> int:
        return sum(self.side.values())

    def count(self, name: str, where: str = "main") -> int:
        return (self.main if where == "main" else self.side).get(name, 0)

    def cards(self, pool: CardPool, where: str = "main") -> list[CardDef]:
        src = self.main if where == "main" else self.side
        out = []
        for name, n in src.items():
            card = pool.find(name)
            if card is not None:
                out += [card] * n
        return out

    # --- editing -----------------------------------------------------------------------------------
    def add(self, name: str, n: int = 1, where: str = "main") -> None:
        src = self.main if where == "main" else self.side
        src[name] = src.get(name, 0) + n
        self.dirty = True

    def remove(self, name: str, n: int = 1, where: str = "main") -> bool:
        src = self.main if where == "main" else self.side
        have = src.get(name, 0)
        if have <= 0:
            return False
        if have <= n:
            del src[name]
            if where == "main" and name == self.commander:
                self.commander = None
        else:
            src[name] = have - n
        self.dirty = True
        return True

    def move(self, name: str, to: str) -> bool:
        """Move one copy between the main deck and the sideboard."""
        frm = "side" if to == "main" else "main"
        if not self.remove(name, 1, frm):
            return False
        self.add(name, 1, to)
        return True

    def set_commander(self, name: str | None) -> None:
        """Lead a Commander deck with this legendary creature (it joins the deck if it wasn't in it)."""
        self.fmt = "commander" if name else self.fmt
        self.commander = name
        if name and self.main.get(name, 0) == 0:
            self.main[name] = 1
        self.dirty = True

    def set_format(self, fmt: str) -> None:
        self.fmt = fmt
        if fmt != "commander":
            self.commander = None
        self.dirty = True

    # --- what the builder shows --------------------------------------------------------------------
    def groups(self, pool: CardPool, where: str = "main") -> list[tuple[str, list[tuple[str, int, CardDef | None]]]]:
        """The list grouped by type, each group sorted by mana value then name; unknown cards last."""
        src = self.main if where == "main" else self.side
        by: dict[str, list[tuple[str, int, CardDef | None]]] = {}
        for name, n in src.items():
            card = pool.find(name)
            if card is None:
                group = "Other"
            elif where == "main" and self.fmt == "commander" and name == self.commander:
                group = "Commander"
            else:
                group = type_group(card)
            by.setdefault(group, []).append((name, n, card))
        out = []
        for g in TYPE_GROUPS:
            if g in by:
                rows = sorted(by[g], key=lambda r: (r[2].mana_value if r[2] else 99, r[0]))
                out.append((g, rows))
        return out

    def problems(self, pool: CardPool) -> list[str]:
        """Why the deck can't be played yet (empty: it is legal)."""
        deck = self.to_deck()
        out = deck_problems(deck, pool, self.fmt)
        if self.fmt == "commander" and not self.commander:
            out = [("a Commander deck needs a commander: right-click a legendary creature, “Make it the commander”"
                    if p.startswith("a Commander deck names its commander") else p) for p in out]
        if self.fmt == "commander" and self.side_size > SIDEBOARD_MAX:
            out.append(f"too many sideboard cards: {self.side_size} (at most {SIDEBOARD_MAX}, CR 100.4a)")
        return out


def _canonical(name: str, pool: CardPool | None) -> str:
    if pool is None:
        return name
    card = pool.find(name)
    return card.name if card is not None else name
