"""Deck legality as data (CR 100.2a, 100.4a; Commander 903.5): a list of problems, each a
sentence a player can act on; an empty list means the deck is legal."""
from __future__ import annotations

from ..cards import CardPool
from ..cards.printings import SET_NAMES, printing
from ..engine.terms import BASIC_LAND_TYPES
from .deck_formats import FORMATS, SetFormat, old_school
from .decklist import Deck

BASIC_NAMES = set(BASIC_LAND_TYPES) | {"Wastes"}   # the basic lands' names (CR 205.4c)


def missing_cards(deck: Deck, pool: CardPool) -> list[str]:
    """The names of the deck's cards (main deck, sideboard, commander) the pool doesn't have: a
    prebuilt deck needing a card whose file was left out can't be played (it would fail as the
    duel is set up), so the game leaves the deck out instead."""
    names = [e.name for e in deck.main + deck.sideboard] + ([deck.commander] if deck.commander else [])
    return list(dict.fromkeys(n for n in names if pool.find(n) is None))


def left_out_without_ante(deck: Deck, pool: CardPool) -> list[str]:
    """The names of the deck's ante cards: each says "Remove this card from your deck before playing
    if you're not playing for ante.", so a game not played for ante is set up without them
    (game.modes.setup.playing_cards).  Not a problem of the deck: the player is told."""
    return list(dict.fromkeys(n for n in deck.card_names() if (c := pool.find(n)) is not None and c.for_ante_only))


def deck_problems(deck: Deck, pool: CardPool, fmt: str = "normal") -> list[str]:
    """Every reason the deck can't be played: the mistakes found while reading its file
    (`Deck.errors`, each naming its line) first, then unknown cards and the format's rules."""
    problems: list[str] = list(deck.errors)
    counts: dict[str, int] = {}
    for e in deck.main:
        card = pool.find(e.name)
        if card is None:
            problems.append(f"unknown card: {e.name}")
            continue
        counts[card.name] = counts.get(card.name, 0) + e.count
    side = sum(e.count for e in deck.sideboard)
    for e in deck.sideboard:
        if pool.find(e.name) is None:
            problems.append(f"unknown card in the sideboard: {e.name}")
    if fmt not in FORMATS:
        return problems + [f"unknown format: {fmt}"]
    if fmt == "commander":
        return problems + _commander_problems(deck, pool, counts)
    if fmt == "oldschool":
        problems += _set_format_problems(deck, pool, old_school())
    if deck.size < 60:
        problems.append(f"too few cards: {deck.size} (a deck needs at least 60, CR 100.2a)")
    if side > 15:
        problems.append(f"too many sideboard cards: {side} (at most 15, CR 100.4a)")
    for name, n in sorted(counts.items()):
        card = pool.get(name)
        if name in BASIC_NAMES or "Basic" in card.supertypes:
            continue
        limit = card.deck_limit
        if limit is not None and n > limit:
            problems.append(f"too many copies of {name}: {n} (at most {limit}, CR 100.2a)")
    return problems


def _set_format_problems(deck: Deck, pool: CardPool, fmt: SetFormat) -> list[str]:
    """Cards outside the format's sets, banned cards, and more than one copy of a restricted
    card, counting the sideboard too (a sideboard follows the deck's rules, CR 100.4a)."""
    problems: list[str] = []
    counts: dict[str, int] = {}
    for e in deck.main + deck.sideboard:
        card = pool.find(e.name)
        if card is not None:
            counts[card.name] = counts.get(card.name, 0) + e.count
    sets = ", ".join(SET_NAMES[c] for c in SET_NAMES if c in fmt.sets)
    for name, n in sorted(counts.items()):
        if name in BASIC_NAMES:
            continue
        if not any(printing(name).in_set(code) for code in fmt.sets):
            problems.append(f"{name} isn't legal in {fmt.name}: it wasn't printed in {sets}")
        elif name in fmt.banned:
            problems.append(f"{name} is banned in {fmt.name}")
        elif name in fmt.restricted and n > 1:
            problems.append(f"{name} is restricted in {fmt.name}: at most 1 copy, not {n}")
    return problems


def _commander_problems(deck: Deck, pool: CardPool, counts: dict[str, int]) -> list[str]:
    problems: list[str] = []
    if not deck.commander:
        return ["a Commander deck names its commander (# commander: NAME)"]
    cmd = pool.find(deck.commander)
    if cmd is None:
        return [f"unknown commander: {deck.commander}"]
    if "Legendary" not in cmd.supertypes or "Creature" not in cmd.types:
        problems.append(f"{cmd.name} isn't a legendary creature and can't be a commander")
    total = deck.size + (0 if cmd.name in counts else 1)
    if total != 100:
        problems.append(f"a Commander deck has exactly 100 cards with its commander, this one has {total}")
    identity = set(cmd.color_identity)
    for name, n in sorted(counts.items()):
        card = pool.get(name)
        if n > 1 and "Basic" not in card.supertypes and card.deck_limit is not None:
            problems.append(f"{name}: a Commander deck has one copy of each card, not {n}")
        outside = set(card.color_identity) - identity
        if outside:
            problems.append(f"{name} is outside {cmd.name}'s colour identity ({''.join(sorted(outside))})")
    return problems
