"""Computer-versus-computer duels with chosen decks: the headless duel of `python -m game`
and the AI ladder (tools/ai_ladder.py).  A mode of play, not a computer player: it sets the
game up (game.modes.setup) and lets two computer players (game.ai) decide."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from ..ai import make_player
from ..cards import CardPool
from ..decks import Deck
from ..engine.decisions import Action
from ..engine.game import Game
from .setup import build_game


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
    clock_cuts: tuple[int, int] = (0, 0)   # by seat: decisions the time cap cut short


def play_duel(decks: tuple[Deck, Deck], levels: tuple[str, str], seed: int, *, pool: CardPool | None = None,
              rules: dict | None = None, max_decisions: int = 20000, keep_game: bool = False,
              on_action: Any = None, time_cap: float | None = None) -> DuelResult:
    g = build_game(decks, seed, pool, rules or {"turn_cap": 60})
    players = [make_player(levels[0], seed * 2 + 1, time_cap=time_cap),
               make_player(levels[1], seed * 2 + 2, time_cap=time_cap)]
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
                      time.process_time() - cpu, times, g if keep_game else None, history,
                      (players[0].clock_cuts, players[1].clock_cuts))
