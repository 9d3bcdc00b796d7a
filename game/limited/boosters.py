"""Boosters and starter decks of the classic sets, opened from their print sheets.

A pack of a classic set was cut from print sheets of 121 cards (11 x 11): a Fourth Edition
booster takes 11 cards from the common sheet, 3 from the uncommon sheet and 1 from the rare
sheet.  A name printed once on a sheet can't come twice out of the cuts that make one pack,
so each sheet's cards are drawn without replacement from the sheet's own copies: a rare on
the rare sheet once is never doubled in a pack, while an Alpha Island (ten times on the
common sheet) may come more than once.  A colour-balanced sheet (4ED's commons) gives one
card of each colour before the rest.

The make-up of every set comes from game/limited/boosters.json (written from the reference
data by tools/booster_data.py).  Everything is drawn from the engine's seeded generator, so
the same seed opens the same packs on any machine.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from ..engine.rng import GameRng
from ..engine.terms import COLORS
from ..resources import BOOSTERS as DATA_FILE

RARITY_ORDER = ("rare", "uncommon", "common")


class UnknownSetError(ValueError):
    """A set code the booster data doesn't know."""


@dataclass(frozen=True)
class Sheet:
    """A print sheet: each name with the number of times it is printed on the sheet."""
    name: str
    copies: tuple[tuple[str, int], ...]
    balance_colors: bool = False

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.copies)

    def slots(self) -> list[str]:
        """Every printed card of the sheet (a name as often as it is printed)."""
        return [n for n, k in self.copies for _ in range(k)]


@dataclass(frozen=True)
class Starter:
    """A starter deck's make-up: so many cards of each sheet, plus basic lands outside them."""
    rare: int
    uncommon: int
    common: int
    basic_lands: int


@dataclass(frozen=True)
class SetProduct:
    """What one set's boosters (and starter deck, when a source gives it) are made of."""
    code: str
    name: str
    packs: tuple[tuple[tuple[tuple[str, int], ...], int], ...]     # (sheet counts, weight) per layout
    sheets: dict[str, Sheet]
    starter: Starter | None
    basic_lands: tuple[str, ...]

    @property
    def pack_size(self) -> int:
        return sum(n for _, n in self.packs[0][0])

    def names(self) -> frozenset[str]:
        """Every card a booster or starter of the set can hold."""
        out = {n for s in self.sheets.values() for n in s.names}
        if self.starter and self.starter.basic_lands:
            out |= set(self.basic_lands)
        return frozenset(out)


@lru_cache(maxsize=1)
def _data() -> tuple[dict[str, SetProduct], dict[str, str]]:
    raw = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    sets = {}
    for code, s in raw["sets"].items():
        sheets = {name: Sheet(name, tuple((n, int(k)) for n, k in sh["copies"].items()), bool(sh["balance_colors"]))
                  for name, sh in s["sheets"].items()}
        packs = tuple((tuple(sorted(p["contents"].items(), key=lambda kv: RARITY_ORDER.index(kv[0])
                                    if kv[0] in RARITY_ORDER else 9)), int(p["weight"])) for p in s["packs"])
        st = s.get("starter")
        starter = Starter(st["rare"], st["uncommon"], st["common"], st["basic_lands"]) if st else None
        sets[code] = SetProduct(code, s["name"], packs, sheets, starter, tuple(s.get("basic_lands") or ()))
    return sets, dict(raw.get("colors") or {})


def set_codes() -> tuple[str, ...]:
    """Every set with boosters, in release order."""
    return tuple(_data()[0])


def product(code: str) -> SetProduct:
    sets = _data()[0]
    key = code.upper()
    if key not in sets:
        raise UnknownSetError(f"no boosters of a set {code!r}: the sets are {', '.join(sets)}")
    return sets[key]


def draw_from_sheet(sheet: Sheet, count: int, rng: GameRng) -> list[str]:
    """`count` cards cut from one sheet: without replacement from its printed copies; on a
    colour-balanced sheet one card of each colour first (when the pack takes five or more)."""
    slots = sheet.slots()
    out: list[str] = []
    if sheet.balance_colors and count >= len(COLORS):
        colours = _data()[1]
        for c in COLORS:
            of_colour = [i for i, n in enumerate(slots) if colours.get(n) == c]
            if not of_colour:
                continue
            out.append(slots.pop(of_colour[rng.randbelow(len(of_colour))]))
    while len(out) < count and slots:
        out.append(slots.pop(rng.randbelow(len(slots))))
    return out


def open_booster(code: str, rng: GameRng) -> list[tuple[str, str]]:
    """One booster of the set: (card name, sheet) pairs, rarest first."""
    p = product(code)
    total = sum(w for _, w in p.packs)
    roll = rng.randbelow(total)
    layout = p.packs[-1][0]
    for contents, weight in p.packs:
        if roll < weight:
            layout = contents
            break
        roll -= weight
    out: list[tuple[str, str]] = []
    for sheet_name, count in layout:
        out += [(n, sheet_name) for n in draw_from_sheet(p.sheets[sheet_name], count, rng)]
    return out


def open_starter(code: str, rng: GameRng) -> list[tuple[str, str]]:
    """One starter deck of the set (UnknownSetError when no source gives its make-up): its
    sheets' cards, then basic lands dealt evenly over the set's five basic land types."""
    p = product(code)
    if p.starter is None:
        raise UnknownSetError(f"{p.name} has no starter deck to open; choose boosters")
    out: list[tuple[str, str]] = []
    for sheet_name in RARITY_ORDER:
        count = getattr(p.starter, sheet_name)
        if count and sheet_name in p.sheets:
            out += [(n, sheet_name) for n in draw_from_sheet(p.sheets[sheet_name], count, rng)]
    lands = list(p.basic_lands)
    for i in range(p.starter.basic_lands if lands else 0):
        out.append((lands[i % len(lands)], "basic land"))
    return out
