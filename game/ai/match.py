"""Computer-versus-computer duels with chosen decks: the headless duel of `python -m game`
and the AI ladder (tools/ai_ladder.py)."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from ..cards import CardPool, default_pool
from ..decks import Deck
from ..engine.decisions import Action
from ..engine.game import add_card, start_game
from ..engine.state import Game
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
    g = Game(seed=seed, rules=rules)
    commander_format = g.rules.get("format") == "commander"
    for p, deck in enumerate(decks):
        names = deck.card_names()
        if commander_format and deck.commander:
            # the commander starts the game in the command zone (CR 903.6)
            cmd = pool.get(deck.commander)
            if cmd.name in names:
                names.remove(cmd.name)
            oid = add_card(g, cmd, p, "command")
            g.objects[oid].is_commander = True
            g.players[p].commander = oid
        for name in names:
            add_card(g, pool.get(name), p, "library")
    rules_at_start = dict(g.rules)
    start_game(g, first_player)
    # what the game was built from, so the table can record it as a replay (game.replay)
    from ..replay.record import origin_of
    g.origin = origin_of([(d.name, [pool.get(n) for n in d.card_names()]) for d in decks], seed, rules_at_start,
                         first_player, start=g.state_hash())
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
