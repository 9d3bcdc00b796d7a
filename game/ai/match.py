"""Computer-versus-computer duels with chosen decks: the headless duel of `python -m game`
and the AI ladder (tools/ai_ladder.py)."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..cards import CardPool, default_pool
from ..decks import Deck
from ..engine.decisions import Action
from ..engine.game import add_card, start_game
from ..engine.game import Game
from . import make_player


@dataclass
class DuelResult:
    winner: int | None
    turns: int
    decisions: int
    seconds: float
    cpu_seconds: float
    decision_times: list[list[float]] = field(default_factory=lambda: [[], []])
    game: Game | None = None
    history: list[Action] = field(default_factory=list)


def build_game(decks: tuple[Deck, Deck], seed: int, pool: CardPool | None = None,
               rules: dict | None = None, first_player: int | None = None) -> Game:
    pool = pool or default_pool()
    sides = [(d.name, [pool.get(n) for n in d.card_names()], pool.get(d.commander) if d.commander else None)
             for d in decks]
    return set_up_game(sides, seed, rules, first_player)


def set_up_game(sides: Sequence[tuple[str, Sequence[Any], Any]], seed: int, rules: dict | None = None,
                first_player: int | None = None) -> Game:
    """A new game from each side's (deck name, cards in library order, commander or None),
    cards as `CardDef`s: the one set-up path of `build_game` and of a replay's rebuild
    (game.replay.playback), so both build exactly the same game.  In the Commander format
    the commander starts in the command zone (CR 903.6) rather than the library."""
    g = Game(seed=seed, rules=rules)
    commander_format = g.rules.get("format") == "commander"
    for p, (_, cards, commander) in enumerate(sides):
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
    from ..replay.record import origin_of
    g.origin = origin_of([(name, cards) for name, cards, _ in sides], seed, rules_at_start, first_player,
                         start=g.state_hash(),
                         commanders=[c.name if commander_format and c is not None else None for _, _, c in sides])
    return g


def play_duel(decks: tuple[Deck, Deck], levels: tuple[str, str], seed: int, *, pool: CardPool | None = None,
              rules: dict | None = None, max_decisions: int = 20000, keep_game: bool = False,
              on_action: Any = None) -> DuelResult:
    g = build_game(decks, seed, pool, rules or {"turn_cap": 60})
    players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
    times: list[list[float]] = [[], []]
    history: list[Action] = []
    start, cpu = time.perf_counter(), time.process_time()
    n = 0
    while not g.over and g.pending is not None and n < max_decisions:
        p = g.pending.decision.player
        t0 = time.perf_counter()
        act = players[p].choose_action(g)
        times[p].append(time.perf_counter() - t0)
        if on_action is not None:
            on_action(g, p, act, players[p])
        g.apply(act)
        history.append(act)
        n += 1
    return DuelResult(g.winner if g.over else None, g.turn, n, time.perf_counter() - start,
                      time.process_time() - cpu, times, g if keep_game else None, history)
