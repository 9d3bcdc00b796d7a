"""The look-ahead shortcuts (game.engine.simulation) reach the very position `apply` reaches:
the same plays and the same answers, made on the spot instead of after a stop, give the same
game — the computer's imagined games follow the rules exactly."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai.selfplay import new_duel
from game.cards import default_pool
from game.engine.answers import answer_value
from game.engine.decisions import Cancel, Decision, PassPriority
from game.engine.game import Game, legal_actions
from game.engine.rng import GameRng
from game.engine.simulation import answered_by, pending_for, simulate


def _pick(g: Game, rng: GameRng) -> Any:
    acts = [a for a in legal_actions(g) if not isinstance(a, Cancel)]
    return acts[rng.randbelow(len(acts))]


def _play_both_ways(seed: int, decisions: int) -> tuple[int, int]:
    """Play one game twice with the same random choices: once with `apply`, choices made when a
    process stops for them, once simulated, choices made by an answerer; compare after each play."""
    cards = sorted(default_pool().cards.values(), key=lambda c: c.name)
    slow, fast = new_duel(cards, seed).game, new_duel(cards, seed).game
    slow_rng, fast_rng = GameRng(seed), GameRng(seed)

    answered = 0

    def answer(g: Game, d: Decision) -> Any:
        nonlocal answered
        answered += 1
        g.pending = pending_for(g, d)
        try:
            return answer_value(d, _pick(g, fast_rng))
        finally:
            g.pending = None

    passes = 0
    for _ in range(decisions):
        for g, rng in ((slow, slow_rng), (fast, fast_rng)):
            while not g.over and g.pending.decision.kind != "priority":
                g.apply(_pick(g, rng))   # mulligans, and the choices a stopped process waits for
        assert fast.state_key() == slow.state_key()
        assert [e.text for e in fast.log_entries] == [e.text for e in slow.log_entries]
        if slow.over:
            break
        slow.apply(_pick(slow, slow_rng))
        answered_by(fast, answer)
        act = _pick(fast, fast_rng)
        passes += isinstance(act, PassPriority) and not fast.stack
        simulate(fast, act)
    return passes, answered


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_a_simulated_game_is_the_game_apply_plays(seed: int) -> None:
    passes, answered = _play_both_ways(seed, 400)
    assert passes > 50        # passes played in place
    assert answered >= 5      # and choices answered where they arose
