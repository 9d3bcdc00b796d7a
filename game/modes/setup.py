"""Setting up a game: the decks into the libraries (the commanders into the command zone),
the opening hands and mulligans, and a record of what the game was built from.

One set-up path for every duel the player starts, a resumed autosave, the headless duels
and a replay's rebuild (game.replay.playback), so all of them build exactly the same game.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..cards import CardPool, default_pool
from ..cards.fingerprint import card_fingerprint
from ..decks import Deck
from ..engine.carddef import CardDef
from ..engine.game import Game, add_card, start_game


def build_game(decks: tuple[Deck, Deck], seed: int, pool: CardPool | None = None,
               rules: dict | None = None, first_player: int | None = None) -> Game:
    pool = pool or default_pool()
    ante = bool((rules or {}).get("ante"))
    sides = [(d.name, playing_cards([pool.get(n) for n in d.card_names()], ante),
              pool.get(d.commander) if d.commander else None,
              playing_cards([pool.get(e.name) for e in d.sideboard for _ in range(e.count)], ante)) for d in decks]
    return set_up_game(sides, seed, rules, first_player)


def playing_cards(cards: Sequence[CardDef], ante: bool) -> list[CardDef]:
    """The cards a deck is played with: all of them when playing for ante; otherwise without its
    ante cards, which say "Remove this card from your deck before playing if you're not playing
    for ante." (Contract from Below, Darkpact, Demonic Attorney, Jeweled Bird, Bronze Tablet,
    Rebirth, Tempest Efreet).  The game's record (`origin_of`) keeps the cards actually played."""
    return list(cards) if ante else [c for c in cards if not c.for_ante_only]



def set_up_game(sides: Sequence[tuple], seed: int, rules: dict | None = None,
                first_player: int | None = None) -> Game:
    """A new game from each side's (deck name, cards in library order, commander or None[,
    sideboard]), cards as `CardDef`s: the one set-up path of `build_game` and of a replay's
    rebuild (game.replay.playback), so both build exactly the same game.  In the Commander
    format the commander starts in the command zone (CR 903.6) rather than the library; the
    sideboard stays outside the game, the cards a wish may bring in (CR 400.11a)."""
    g = Game(seed=seed, rules=rules)
    commander_format = g.rules.get("format") == "commander"
    for p, (_, cards, commander, *rest) in enumerate(sides):
        g.players[p].sideboard = list(rest[0]) if rest else []
        cards = list(cards)
        if commander_format and commander is not None:
            for i, c in enumerate(cards):
                if c.name == commander.name:
                    del cards[i]
                    break
            oid = add_card(g, commander, p, "command")
            g.objects[oid].is_commander = True
            g.players[p].commander = oid
        for card in cards:
            add_card(g, card, p, "library")
    rules_at_start = dict(g.rules)
    start_game(g, first_player)
    # what the game was built from, so the table can record it as a replay (game.replay)
    g.origin = origin_of([(side[0], side[1]) for side in sides], seed, rules_at_start, first_player,
                         start=g.state_hash(),
                         commanders=[side[2].name if commander_format and side[2] is not None else None
                                     for side in sides],
                         sideboards=[[c.name for c in side[3]] if len(side) > 3 else [] for side in sides])
    return g


def origin_of(decks: Sequence[tuple[str, Sequence[Any]]], seed: int, rules: dict[str, Any],
              first: int | None, start: str = "", commanders: Sequence[str | None] = (),
              sideboards: Sequence[Sequence[str]] = ()) -> dict[str, Any]:
    """What a game was built from (kept on the game as `game.origin` by `build_game`): the
    seed, the full rules, the decks as (name, cards) with cards as `CardDef`s or names in
    library order, the first player as passed to `start_game` (None: chosen at random), and
    the state hash of the game once started (`start`), which tells a game nobody has played
    yet.  `commanders`: each side's commander's name in a Commander game (None: none)."""
    out = []
    for name, cards in decks:
        names = [c if isinstance(c, str) else c.name for c in cards]
        hashes = {c.name: card_fingerprint(c) for c in cards if not isinstance(c, str)}
        out.append((name, names, hashes))
    return {"seed": seed, "rules": dict(rules), "decks": out, "first": first, "start": start,
            "commanders": list(commanders) or [None] * len(out),
            "sideboards": [list(s) for s in sideboards] or [[] for _ in out]}
