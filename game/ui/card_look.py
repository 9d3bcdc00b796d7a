"""What a card looks like to the player, as values: `CardLook` (everything visible about it)
and `Marks` (what lies on a permanent: tapped, damage, counters…).

No pygame here: the table model (`game.ui.table_model`) is made of these, and the card
renderer (`game.ui.cardrender`) draws them.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards.printings import printing


@dataclass(frozen=True)
class CardLook:
    name: str
    cost: str = ""
    type_line: str = ""
    text: str = ""
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    pt_delta: int = 0            # current P/T compared with the printed one: -1, 0 or 1
    loyalty: int | None = None
    keywords: tuple[str, ...] = ()
    face_down: bool = False
    token: bool = False
    rarity: str = ""             # the printing's rarity: the type icon is coloured by it, as a set symbol is


@dataclass(frozen=True)
class Marks:
    tapped: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    sick: bool = False
    icons: tuple[str, ...] = ()      # keywords to show as icons
    id_tag: int | None = None
    dim: bool = False                # greyed (a card that can't be used)


HIDDEN_LOOK = CardLook("", face_down=True)   # a card the player can't see: only its back is drawn


def look_from_def(card, *, face_down: bool = False) -> CardLook:
    """The printed look of a card definition (the Showcase shows the original card)."""
    if face_down:
        return CardLook("Face-down creature", face_down=True, power="2", toughness="2", types=("Creature",))
    return CardLook(
        name=card.name, cost=str(card.mana_cost), type_line=type_line(card.supertypes, card.types, card.subtypes),
        text=card.text or "", colors=tuple(card.colors), types=tuple(card.types), subtypes=tuple(card.subtypes),
        power=card.power, toughness=card.toughness, loyalty=card.loyalty, keywords=tuple(card.keywords),
        token=bool(getattr(card, "is_token", False)),
        rarity="" if getattr(card, "is_token", False) else printing(card.name).rarity)


def type_line(supertypes, types, subtypes, token: bool = False) -> str:
    order = ("Legendary", "Basic", "Snow", "World")
    sup = [s for s in order if s in supertypes] + sorted(s for s in supertypes if s not in order)
    tord = ("Tribal", "Artifact", "Enchantment", "Land", "Planeswalker", "Creature", "Instant", "Sorcery", "Battle")
    ts = [t for t in tord if t in types] + sorted(t for t in types if t not in tord)
    left = " ".join(sup + (["Token"] if token else []) + ts)
    subs = list(subtypes)
    return f"{left} — {' '.join(subs)}" if subs else left
