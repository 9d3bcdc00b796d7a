"""The look-ahead shortcuts (game.engine.simulation) reach the very position `apply` reaches:
the same plays and the same answers, made on the spot instead of after a stop, give the same
game — the computer's imagined games follow the rules exactly."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai.selfplay import new_duel
from game.cards import default_pool
from game.engine.answers import answer_value
from game.engine.decisions import Cancel, CastSpell, Decision, PassPriority, Pay
from game.engine.game import Game, legal_actions
from game.engine.rng import GameRng
from game.engine.simulation import answered_by, pending_for, simulate
from game.engine.errors import NeedChoice
from game.engine.subgame import SUBGAME, subgame_titles

POOL = default_pool()


def _pick(g: Game, rng: GameRng) -> Any:
    acts = [a for a in legal_actions(g) if not isinstance(a, Cancel)]
    return acts[rng.randbelow(len(acts))]


def _play_both_ways(seed: int, decisions: int) -> tuple[int, int, int]:
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

    passes = plays = 0
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
        plays += not isinstance(act, PassPriority)
        simulate(fast, act)
    return passes, plays, answered


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_a_simulated_game_is_the_game_apply_plays(seed: int) -> None:
    passes, plays, answered = _play_both_ways(seed, 400)
    assert passes > 50        # passes played in place
    assert plays > 20         # lands, spells and abilities played in place
    assert answered >= 5      # and choices answered where they arose


def _pay_until_a_subgame(g: Game, d: Decision) -> Any:
    """The look-ahead's answerer in short: a subgame is played, not answered (game.ai.search)."""
    if d.kind == SUBGAME:
        raise NeedChoice(d)
    return answer_value(d, Pay())


def test_a_simulated_pass_that_resolves_shahrazad_begins_the_subgame() -> None:
    """Only a resolving spell starts a subgame (CR 728.1), and a process played in place can't
    stop for one: that pass goes through `apply`, which stops there, as in the game itself."""
    g = Game(seed=4)
    shahrazad = g.add_card(POOL.get("Shahrazad"), 0, "hand")
    for _ in range(2):
        g.add_card(POOL.get("Plains"), 0, "battlefield")
    for p in (0, 1):
        for i in range(14):
            g.add_card(POOL.get("Mountain" if i % 2 else "Lightning Bolt"), p, "library")
    g.begin_at("main1")
    answered_by(g, _pay_until_a_subgame)
    simulate(g, CastSpell(shahrazad))
    simulate(g, PassPriority())
    simulate(g, PassPriority())
    assert subgame_titles(g) == ("Shahrazad",)
    assert g.main is not None and g.battlefield == []
