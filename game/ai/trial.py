"""A play tried on a copy of the game: the rules of thumb ask the engine what an ability
would make of the board (Goblin Balloon Brigade with flying, Mishra's Factory as a 2/2)
rather than work it out themselves."""
from __future__ import annotations

from typing import Any, Callable

from ..engine.decisions import Action, PassPriority, answer_for
from ..engine.errors import IllegalActionError
from ..engine.game import Game


def resolved(g: Game, action: Action, answer: Callable[[Game, int, Any], Any]) -> Game | None:
    """A copy of the game where `action` has been taken and what it put on the stack has
    resolved, the decisions on the way answered by `answer(game, player, decision)`; None when
    the copy refuses it."""
    sim = g.clone()
    try:
        sim.apply(action)
        for _ in range(12):
            if sim.pending is None or (sim.pending.decision.kind == "priority" and not sim.stack):
                break
            d = sim.pending.decision
            sim.apply(PassPriority() if d.kind == "priority" else answer_for(d, answer(sim, d.player, d)))
    except IllegalActionError:
        return None
    return sim
