"""The computer as a deck builder: a 40-card limited deck from a pool plus free basic lands.

What a player does with a sealed pool or a draft's picks: choose the two colours holding
the most quality, take their best cards with a sensible curve and enough creatures (a
limited deck lives on its creatures), and add 16 to 18 basic lands split by the colours'
mana symbols (fewer lands for a low curve, more for a high one).  The rest of the pool is
the sideboard.
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ..decks.analysis import colour_symbols
from ..decks.decklist import Deck, DeckEntry
from ..engine.carddef import CardDef
from ..engine.terms import COLORS, LAND_TYPE_OF_MANA
from .rating import is_ante_card, is_basic_land, rating

DECK_SIZE = 40
SPELLS = 23
MIN_CREATURES = 13
MAX_EXPENSIVE = 4          # cards of mana value 6 or more


def playable(card: CardDef) -> bool:
    """A card the builder would put in a deck: not a land, not an ante card (CR 407.1)."""
    return not is_basic_land(card) and "Land" not in card.types and not is_ante_card(card) and rating(card) > 0.5


def fits(card: CardDef, colours: Sequence[str]) -> bool:
    return set(card.colors) <= set(colours)


def best_colours(cards: Sequence[CardDef]) -> tuple[str, str]:
    """The pair of colours whose best 23 playable cards (colourless ones too) rate highest."""
    best: tuple[float, tuple[str, str]] = (float("-inf"), ("W", "U"))
    for pair in combinations(COLORS, 2):
        fitting = sorted((rating(c) + (0.4 if "Creature" in c.types else 0.0)
                          for c in cards if playable(c) and fits(c, pair)), reverse=True)
        score = sum(fitting[:SPELLS]) - 2.0 * max(0, SPELLS - len(fitting))
        if score > best[0]:
            best = (score, pair)
    return best[1]


def choose_spells(cards: Sequence[CardDef], colours: Sequence[str]) -> list[CardDef]:
    """The deck's 23 spells (fewer when the pool has fewer): the best on-colour cards, with
    enough creatures and not too many expensive ones; then, if short, the best of the rest."""
    on = sorted((c for c in cards if playable(c) and fits(c, colours)), key=lambda c: (-rating(c), c.name))
    chosen: list[CardDef] = []
    creatures = [c for c in on if "Creature" in c.types]
    others = [c for c in on if "Creature" not in c.types]
    # creatures first up to the minimum, then the best of everything
    chosen += creatures[:MIN_CREATURES]
    rest = sorted(creatures[MIN_CREATURES:] + others, key=lambda c: (-rating(c), c.name))
    for c in rest:
        if len(chosen) >= SPELLS:
            break
        if c.mana_value >= 6 and sum(1 for x in chosen if x.mana_value >= 6) >= MAX_EXPENSIVE:
            continue
        chosen.append(c)
    if len(chosen) < SPELLS:
        leftovers = sorted((c for c in cards if playable(c) and c not in chosen), key=lambda c: (-rating(c), c.name))
        for c in leftovers:
            if len(chosen) >= SPELLS:
                break
            if c in chosen and sum(1 for x in chosen if x is c) >= sum(1 for x in cards if x is c):
                continue
            chosen.append(c)
    return _within_pool(chosen, cards)


def _within_pool(chosen: list[CardDef], cards: Sequence[CardDef]) -> list[CardDef]:
    """No more copies of a card than the pool holds."""
    have: dict[str, int] = {}
    for c in cards:
        have[c.name] = have.get(c.name, 0) + 1
    out = []
    for c in chosen:
        if have.get(c.name, 0) > 0:
            have[c.name] -= 1
            out.append(c)
    return out


def land_count(spells: Sequence[CardDef]) -> int:
    """16 lands for a low curve, 18 for a high one, else 17 (the deck stays 40 cards)."""
    if not spells:
        return DECK_SIZE
    avg = sum(c.mana_value for c in spells) / len(spells)
    want = 16 if avg <= 2.4 else 18 if avg >= 3.4 else 17
    return max(want, DECK_SIZE - len(spells))


def split_lands(spells: Sequence[CardDef], colours: Sequence[str], count: int) -> dict[str, int]:
    """Basic lands by colour in proportion to the spells' coloured mana symbols."""
    symbols = {c: 0 for c in colours}
    for card in spells:
        for c, n in colour_symbols(card).items():
            if c in symbols:
                symbols[c] += n
    total = sum(symbols.values())
    if total == 0:
        symbols = {c: 1 for c in colours}
        total = len(colours)
    out = {c: count * n // total for c, n in symbols.items()}
    # the remainder to the colours with the largest shares left over
    order = sorted(symbols, key=lambda c: (-(count * symbols[c] % total), COLORS.index(c)))
    i = 0
    while sum(out.values()) < count:
        out[order[i % len(order)]] += 1
        i += 1
    return {LAND_TYPE_OF_MANA[c]: n for c, n in out.items() if n}


def build_deck(cards: Sequence[CardDef], name: str = "Limited Deck") -> Deck:
    """A 40-card deck from the pool `cards` (basic lands are free and added)."""
    pool = [c for c in cards if not is_basic_land(c)]
    colours = best_colours(pool)
    spells = choose_spells(pool, colours)
    used_colours = [c for c in COLORS if c in colours or any(c in s.colors for s in spells)]
    spells = spells[:DECK_SIZE - 16]
    lands = split_lands(spells, used_colours, DECK_SIZE - len(spells) if len(spells) < SPELLS
                        else land_count(spells))
    spells = spells[:DECK_SIZE - sum(lands.values())]
    main: dict[str, int] = {}
    for c in spells:
        main[c.name] = main.get(c.name, 0) + 1
    side: dict[str, int] = {}
    for c in pool:
        side[c.name] = side.get(c.name, 0) + 1
    for n, k in main.items():
        side[n] -= k
    entries = [DeckEntry(k, n) for n, k in sorted(main.items())] + [DeckEntry(k, n) for n, k in sorted(lands.items())]
    colour_names = "".join(c for c in COLORS if c in colours)
    return Deck(name=name, main=entries, sideboard=[DeckEntry(k, n) for n, k in sorted(side.items()) if k > 0],
                description=f"{colour_names} limited deck: {sum(1 for c in spells if 'Creature' in c.types)} "
                            f"creatures, {sum(lands.values())} lands")
