"""Playing a copy of the game forward fast, for a computer player's look-ahead.

`apply` is a transaction: every process runs on a clone of the game, so a refused action
changes nothing, and a process that stops for a choice is replayed from its start with the
answers so far once the choice is made.  A person's game needs both.  A look-ahead copy
needs neither — it is thrown away after it is scored, and the policies answer its choices
as soon as they are asked — and the copying is most of what a simulated action costs.  So a
look-ahead copy may be played with two shortcuts:

- an *answerer* on the copy (`answered_by`): `choices.choose` asks it instead of stopping,
  so a process runs once, with its choices answered where they arise;
- `simulate(copy, PassPriority())` with an empty stack runs the pass on the copy itself,
  without a clone.  Passing with an empty stack moves the game to the next step or turn
  (CR 117.4, 500.2): turn-based actions, state-based actions and triggers being put on the
  stack — nothing there can be refused once priority has passed, and nothing there starts
  a subgame (only a resolving spell does, CR 728.1), so every choice it meets is one the
  answerer makes.  Every other action goes through `apply`, transaction and all.

Same copy, same actions, same answers: the same position as `apply` would reach.
"""
from __future__ import annotations

from typing import Any, Callable

from .answers import check_action
from .decisions import Action, Decision, PassPriority
from .errors import IllegalActionError, NeedChoice
from .game import Game, Pending, apply, pass_priority

Answerer = Callable[[Game, Decision], Any]


class SimulationSpoiled(Exception):
    """A pass played in place met something it could not finish (a bug, or a subgame the
    reasoning above rules out): the copy is half-way through a process and must be thrown away."""


def answered_by(g: Game, answerer: Answerer | None) -> None:
    """Let `answerer` make the choices of every process run on this look-ahead copy (None:
    stop for them again, as `apply` does for a person)."""
    g.answerer = answerer


def pending_for(g: Game, decision: Decision) -> Pending:
    """The pending record an answerer shows its policies while a process waits on it: what
    `apply` would have left on the game had the process stopped here (game.engine.game)."""
    root, player = g.answering or (None, decision.player)
    return Pending(decision, root, player, (), where=(g.turn, g.active, g.step))


def simulate(g: Game, action: Action) -> None:
    """Play `action` on a look-ahead copy: a pass with an empty stack in place, anything else
    through `apply`.  Raises IllegalActionError (copy unchanged) for an illegal action, and
    SimulationSpoiled (copy spoiled) if a pass in place could not finish."""
    pend = g.pending
    if (g.answerer is None or not isinstance(action, PassPriority) or g.stack or g.main is not None
            or pend is None or pend.decision.kind != "priority"):
        apply(g, action)
        return
    check_action(g, action)
    g.pending = None
    g.answers = []
    g.answer_pos = 0
    g.answering = (action, pend.decision.player)
    try:
        pass_priority(g, pend.decision.player)
    except (NeedChoice, IllegalActionError) as e:
        raise SimulationSpoiled(f"a pass could not be played out in place: {e}") from e
    finally:
        g.answering = None
