"""What a printed card says about mana, read off its definition alone (no game): the colours
its mana abilities or basic land types add (CR 305.6), and whether a set of such sources can
pay its mana cost.  Asked before a game has a position to ask — by the deck builder's mana
analysis and goldfish test (game.decks.analysis) and by the computer player weighing an
opening hand (game.ai.opening_hand)."""
from __future__ import annotations

from dataclasses import fields

from .carddef import CardDef
from .filter_spec import Filter
from .filters import normalize
from .terms import COLORS, MANA_OF_LAND_TYPE, MANA_TYPES

COLOURS = "".join(COLORS)
_IDX = {c: i for i, c in enumerate(MANA_TYPES)}


def is_land(card: CardDef) -> bool:
    return "Land" in card.types


def produces(card: CardDef, spell: CardDef | None = None) -> frozenset[str]:
    """The colours of mana a card's mana abilities (or basic land types, CR 305.6) add; "C"
    for colourless, all five for "any colour".  With `spell`, only the mana that may be spent
    casting it: Mishra's Workshop adds {C}{C}{C} for an artifact and nothing for a Hill Giant
    (`spend_only`, CR 106.6)."""
    out: set[str] = set()
    for sub in card.subtypes:
        if sub in MANA_OF_LAND_TYPE:
            out.add(MANA_OF_LAND_TYPE[sub])
    for ab in card.abilities:
        m = ab.get("mana") if isinstance(ab, dict) else None
        if m is None:
            continue
        if spell is not None and "spend_only" in ab and not spendable_on(ab["spend_only"], spell):
            continue
        if m == "any" or (isinstance(m, dict) and m.get("any")):
            out |= set(COLOURS)
            continue
        for ch in (m if isinstance(m, str) else "".join(str(x) for x in m) if isinstance(m, (list, tuple)) else ""):
            if ch in MANA_TYPES:
                out.add(ch)
    return frozenset(out)


_PRINTED = ("type", "not_type", "subtype", "not_subtype", "supertype", "not_supertype", "color", "not_color")


def spendable_on(restriction: Filter, spell: CardDef) -> bool:
    """May mana restricted by a `spend_only` filter be spent casting `spell`, as far as the
    printed card tells (CR 106.6)?  Types, subtypes, supertypes and colours are read off the card;
    a filter asking anything else of the spell (only a game could answer it) is taken as unmet,
    so a judgement made before the game never counts on mana it may not have."""
    flt = normalize(restriction)
    for f in fields(flt):
        value = getattr(flt, f.name)
        if value is None or f.name in ("kind", "zone") or f.name.startswith("_") or value == f.default:
            continue
        if f.name not in _PRINTED:
            return False
    colours = set(spell.colors)
    checks = ((flt.type, set(spell.types)), (flt.subtype, set(spell.subtypes)),
              (flt.supertype, set(spell.supertypes)), (flt.color, colours))
    if any(want is not None and not set(want) & have for want, have in checks):
        return False
    bars = ((flt.not_type, set(spell.types)), (flt.not_subtype, set(spell.subtypes)),
            (flt.not_supertype, set(spell.supertypes)), (flt.not_color, colours))
    return not any(bar is not None and set(bar) & have for bar, have in bars)


def is_mana_source(card: CardDef) -> bool:
    return bool(produces(card))


def colour_symbols(card: CardDef) -> dict[str, int]:
    """Coloured mana symbols in the card's mana cost (hybrid symbols count for both colours)."""
    cost = card.mana_cost
    out = {c: cost.colored[_IDX[c]] for c in COLOURS if cost.colored[_IDX[c]]}
    for a, b in cost.hybrid:
        for c in (a, b):
            if c in COLOURS:
                out[c] = out.get(c, 0) + 1
    return out


def can_pay(card: CardDef, sources: list[frozenset[str]]) -> list[int] | None:
    """Which sources pay the card's cost (indices), or None: coloured symbols first, matched by
    backtracking; hybrid symbols take either colour; generic from what is left; X = 0.  A
    source's set is the mana it may spend on this card: an empty one pays for nothing."""
    cost = card.mana_cost
    need: list[frozenset[str]] = []
    for c in COLOURS + "C":
        need += [frozenset(c)] * cost.colored[_IDX[c]]
    for a, b in cost.hybrid:
        if a == "2":
            need.append(frozenset(b))
        else:
            need.append(frozenset((a, b)))
    generic = cost.generic
    if len(need) + generic > len(sources):
        return None
    order = sorted(range(len(sources)), key=lambda i: len(sources[i]))
    used: list[int] = []
    taken = [False] * len(sources)

    def assign(k: int) -> bool:
        if k == len(need):
            return True
        for i in order:
            if not taken[i] and sources[i] & need[k]:
                taken[i] = True
                used.append(i)
                if assign(k + 1):
                    return True
                taken[i] = False
                used.pop()
        return False

    if not assign(0):
        return None
    rest = [i for i in order if not taken[i] and sources[i]]   # a source adding nothing for this spell pays nothing
    if len(rest) < generic:
        return None
    return used + rest[:generic]
