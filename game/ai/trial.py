"""A play tried on a copy of the game: the rules of thumb ask the engine what an ability
would make of the board (Goblin Balloon Brigade with flying, Mishra's Factory as a 2/2)
rather than work it out themselves."""
from __future__ import annotations

from typing import Any, Callable

from ..engine.decisions import Action, PassPriority, answer_for
from ..engine.errors import IllegalActionError
from ..engine.game import Game
from ..engine.simulation import answered_by

BEFORE_COMBAT_DAMAGE = ("declare_attackers", "declare_blockers", "first_strike_damage")


def stopping_copy(g: Game) -> Game:
    """A copy of the game on which every choice stops for the caller to answer, as `apply`
    does for a person: a copy made inside the look-ahead would carry its answerer (game.engine.
    simulation), and a play tried on it would be aimed and paid as the look-ahead's policies
    choose, not as the caller means to try it."""
    sim = g.clone()
    answered_by(sim, None)
    return sim


def resolved(g: Game, action: Action, answer: Callable[[Game, int, Any], Any]) -> Game | None:
    """A copy of the game where `action` has been taken and what it put on the stack has
    resolved, the decisions on the way answered by `answer(game, player, decision)`; None when
    the copy refuses it."""
    return _settled(g, action, answer, through_combat=False)


def played_out(g: Game, action: Action, answer: Callable[[Game, int, Any], Any]) -> Game | None:
    """As `resolved`, and when a combat is under way and its damage still to come, nobody doing
    anything more until that damage has been dealt (CR 510): what the action changes about who
    survives the fight shows in the copy.  `action` may be a pass: the fight as it stands."""
    return _settled(g, action, answer, through_combat=g.combat is not None and g.step in BEFORE_COMBAT_DAMAGE)


def _settled(g: Game, action: Action, answer: Callable[[Game, int, Any], Any], through_combat: bool) -> Game | None:
    sim = stopping_copy(g)
    try:
        sim.apply(action)
        for _ in range(40 if through_combat else 12):
            if sim.pending is None:
                break
            d = sim.pending.decision
            if d.kind == "priority" and not sim.stack and not (through_combat and sim.step in BEFORE_COMBAT_DAMAGE):
                break
            sim.apply(PassPriority() if d.kind == "priority" else answer_for(d, answer(sim, d.player, d)))
    except IllegalActionError:
        return None
    return sim
