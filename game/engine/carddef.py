"""Card definitions as the engine sees them: immutable facts plus behaviour as data.

A `CardDef` is produced by the loader in `game.cards` from a YAML file (or built by an
effect, for tokens).  It is shared by every game and never changed: per-game state lives
in `GameObject`.  Behaviour (spell effects, activated and triggered abilities, static
abilities, replacement effects) is kept as the validated vocabulary structures from the
YAML, which the engine interprets; see docs/cards.md.  What the loader can read once is read
once: mana costs are `ManaCost`s, filters frozen `Filter`s (filter_spec.py) and durations
`Duration`s (language.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .mana import ManaCost

Spec = dict[str, Any]
ANTE_ONLY_TEXT = "Remove this card from your deck before playing if you're not playing for ante."


@dataclass(frozen=True, eq=False)
class CardDef:
    name: str
    mana_cost: ManaCost = field(default_factory=ManaCost)
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: int | None = None
    colors: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    text: str = ""
    layout: str = "normal"
    faces: tuple["CardDef", ...] = ()
    spell: Spec | None = None
    abilities: tuple[Spec, ...] = ()
    triggers: tuple[Spec, ...] = ()
    statics: tuple[Spec, ...] = ()
    replacements: tuple[Spec, ...] = ()
    enchant: Spec | None = None
    as_enters: tuple[Spec, ...] = ()
    deck_limit: int | None = 4
    morph: ManaCost | None = None     # the morph cost (CR 702.37): may be cast face down for {3}
    is_token: bool = False
    source_file: str = ""
    first_set: str = ""               # the set the name was first printed in, e.g. "ARN" (City in a Bottle)

    @property
    def mana_value(self) -> int:
        if self.faces:
            return sum(f.mana_cost.mana_value for f in self.faces)
        return self.mana_cost.mana_value

    @property
    def for_ante_only(self) -> bool:
        """An ante card: "Remove this card from your deck before playing if you're not playing for
        ante." (its Oracle text; playing for ante is an optional rule, CR 407).  A game not played
        for ante is set up without it (game.modes.setup)."""
        return ANTE_ONLY_TEXT in self.text

    def has_type(self, t: str) -> bool:
        return t in self.types

    @cached_property
    def printed(self) -> "Printed":
        """The card's printed characteristics as sets and numbers, worked out once: layer 1 of
        every object with this card starts from them each time characteristics are recomputed
        (game.engine.characteristics), thousands of times a second in the computer's look-ahead."""
        return Printed(frozenset(self.colors), frozenset(self.supertypes), frozenset(self.types),
                       frozenset(self.subtypes), frozenset(self.keywords),
                       pt_value(self.power), pt_value(self.toughness))

    @property
    def is_permanent_card(self) -> bool:
        return any(t in self.types for t in ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"))

    def __repr__(self) -> str:
        return f"CardDef({self.name!r})"


@dataclass(frozen=True, slots=True)
class Printed:
    """A card's printed colours, types and keywords as sets, and its power and toughness as
    numbers (0 where printed as none or '*')."""
    colors: frozenset[str]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    keywords: frozenset[str]
    power: int
    toughness: int


def pt_value(text: str | None) -> int:
    """The printed number of a power/toughness string; '*' parts count 0 (CR 208.2)."""
    if text is None:
        return 0
    text = text.strip()
    total = 0
    sign = 1
    num = ""
    for ch in text + "+":
        if ch.isdigit():
            num += ch
        elif ch in "+-":
            if num:
                total += sign * int(num)
            num = ""
            sign = 1 if ch == "+" else -1
        # '*' contributes 0
    return total
