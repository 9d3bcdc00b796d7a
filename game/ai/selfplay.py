"""Self-play: random decks and computer-versus-computer games.

Used by the self-play fuzzer (tools/fuzz.py), the engine benchmark (tools/bench.py) and
the headless duel of `python -m game`.  Everything is seeded: the same seed builds the
same decks and plays the same game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from ..engine.carddef import CardDef
from ..engine.decisions import Action
from ..engine.game import add_card, start_game
from ..engine.rng import GameRng
from ..engine.terms import COLORS, LAND_TYPE_OF_MANA
from ..engine.game import Game
from .random_player import RandomPlayer

BASIC_LAND_OF = LAND_TYPE_OF_MANA
DECK_SIZE = 60
LANDS = 24


def is_basic_land(card: CardDef) -> bool:
    return "Basic" in card.supertypes and "Land" in card.types


def deck_candidates(cards: Iterable[CardDef], ante: bool = False) -> list[CardDef]:
    """The cards a random deck may use: every nonbasic card (ante cards only in ante games)."""
    out = []
    for c in cards:
        if is_basic_land(c) or c.is_token:
            continue
        if not ante and c.for_ante_only:
            continue
        out.append(c)
    return sorted(out, key=lambda c: c.name)


def random_deck(cards: Iterable[CardDef], rng: GameRng, colors: str | None = None,
                size: int = DECK_SIZE, lands: int = LANDS, creatures: int = 0) -> tuple[str, list[CardDef]]:
    """A random legal-ish deck: one or two colours, basic lands of those colours, and
    random cards whose colour identity fits (colourless cards too), at most `deck_limit`
    copies of each; the first `creatures` of them are creatures (an aggressive deck, whose
    games end).  Returns (colours, cards)."""
    cards = list(cards)
    basics = {c.subtypes[0]: c for c in cards if is_basic_land(c) and c.subtypes}
    candidates = deck_candidates(cards)
    if colors is None:
        usable = [c for c in COLORS if BASIC_LAND_OF[c] in basics]
        if not usable:
            raise ValueError("the card pool has no basic lands")
        k = 1 + rng.randbelow(2) if len(usable) > 1 else 1
        picked: list[str] = []
        while len(picked) < k:
            c = usable[rng.randbelow(len(usable))]
            if c not in picked:
                picked.append(c)
        colors = "".join(c for c in COLORS if c in picked)
    fits = [c for c in candidates if set(c.color_identity) <= set(colors)]
    spells: list[CardDef] = []
    copies: dict[str, int] = {}
    want = size - lands
    for pick_from, count in (([c for c in fits if "Creature" in c.types], min(creatures, want)), (fits, want)):
        tries = 0
        while pick_from and len(spells) < count and tries < want * 20:
            tries += 1
            c = pick_from[rng.randbelow(len(pick_from))]
            limit = c.deck_limit
            if limit is not None and copies.get(c.name, 0) >= limit:
                continue
            copies[c.name] = copies.get(c.name, 0) + 1
            spells.append(c)
    deck = list(spells)
    land_colors = [c for c in colors if BASIC_LAND_OF[c] in basics]
    i = 0
    while len(deck) < size and land_colors:
        deck.append(basics[BASIC_LAND_OF[land_colors[i % len(land_colors)]]])
        i += 1
    return colors, deck


@dataclass
class Duel:
    """A game between two computer players, with what is needed to replay and report it."""
    game: Game
    players: list[Any]
    decks: list[tuple[str, list[CardDef]]]
    seed: int
    history: list[Action] = field(default_factory=list)


def new_duel(cards: Iterable[CardDef], seed: int, rules: dict | None = None,
             player_factory: Callable[[int], Any] | None = None, lands: int = LANDS, creatures: int = 0) -> Duel:
    """Build two random decks (`lands` and `creatures` as `random_deck` takes them), put them in
    the libraries and start the game (mulligans pending)."""
    cards = list(cards)
    rng = GameRng(seed * 2654435761 + 12345)
    decks = [random_deck(cards, rng, lands=lands, creatures=creatures) for _ in range(2)]
    return duel_with_decks(decks, seed, rules, player_factory)


def duel_with_decks(decks: list[tuple[str, list[CardDef]]], seed: int, rules: dict | None = None,
                    player_factory: Callable[[int], Any] | None = None) -> Duel:
    """Put the decks in the libraries (p1's first) and start the game with this seed."""
    g = Game(seed=seed, rules=rules)
    for p, (_, deck) in enumerate(decks):
        for card in deck:
            add_card(g, card, p, "library")
    start_game(g)
    factory = player_factory or (lambda s: RandomPlayer(s))
    players = [factory(seed * 7 + 1), factory(seed * 7 + 2)]
    return Duel(g, players, list(decks), seed)


def step(duel: Duel) -> Action:
    """Let the player who must decide choose an action, and apply it."""
    g = duel.game
    action = duel.players[g.pending.decision.player].choose_action(g)
    duel.history.append(action)
    g.apply(action)
    return action


def play_out(duel: Duel, max_decisions: int = 3000) -> int:
    """Play until the game ends or `max_decisions` decisions were made; returns the decisions made."""
    n = 0
    g = duel.game
    while not g.over and g.pending is not None and n < max_decisions:
        step(duel)
        n += 1
    return n
