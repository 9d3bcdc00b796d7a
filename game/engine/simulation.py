"""Playing a copy of the game forward fast, for a computer player's look-ahead.

`apply` is a transaction: every process runs on a clone of the game, so a refused action
changes nothing, and a process that stops for a choice is replayed from its start with the
answers so far once the choice is made.  A person's game needs both.  A look-ahead copy
needs neither — it is thrown away after it is scored, and the policies answer its choices
as soon as they are asked — and the copying is most of what a simulated action costs.  So a
look-ahead copy may be played with two shortcuts:

- an *answerer* on the copy (`answered_by`): `choices.choose` asks it instead of stopping,
  so a process runs once, with its choices answered where they arise;
- `simulate(copy, action)` runs a priority action (a pass, a land, a spell, an ability) on the
  copy itself, without a clone, once `check_action` has accepted it.  A process a player's
  legal action starts is not refused half-way, so the transaction only ever paid for the
  copying; with every choice made by the answerer, nothing stops it half-way either — but a
  subgame (CR 728), which only a resolving spell starts: a pass that would resolve one goes
  through `apply`, which stops for it.  Should anything still refuse or stop a process
  played in place, the copy is spoiled (`SimulationSpoiled`), never silently half-changed.
  Answers to a decision a process stopped for (an attack, a block) go through `apply`: they
  replay the process from the position before it, which other copies share.

Same copy, same actions, same answers: the same position as `apply` would reach.
"""
from __future__ import annotations

from typing import Any, Callable

from .answers import check_action
from .decisions import Action, Decision, PassPriority
from .errors import IllegalActionError, NeedChoice
from .game import Game, Pending, apply, run_root

Answerer = Callable[[Game, Decision], Any]


class SimulationSpoiled(Exception):
    """An action played in place met something it could not finish (a bug, or a refusal or a
    stop the reasoning above rules out): the copy is half-way through a process and must be
    thrown away."""


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
    """Play `action` on a look-ahead copy: a priority action in place, an answer to a stopped
    process through `apply`.  Raises IllegalActionError (copy unchanged) for an illegal action,
    and SimulationSpoiled (copy spoiled) if an action played in place could not finish."""
    pend = g.pending
    if (g.answerer is None or g.main is not None or pend is None or pend.decision.kind != "priority"
            or (isinstance(action, PassPriority) and g.stack and _may_start_subgame(g.stack[-1].spec))):
        apply(g, action)
        return
    check_action(g, action)
    player = pend.decision.player
    g.pending = None
    g.answers = []
    g.answer_pos = 0
    g.answering = (action, player)
    try:
        run_root(g, action, player)
    except (NeedChoice, IllegalActionError) as e:
        raise SimulationSpoiled(f"{action!r} could not be played out in place: {e}") from e
    finally:
        g.answering = None
    g.turn_flags.pop("_announcing", None)


def _may_start_subgame(x: Any) -> bool:
    """Whether resolving a stack item with this definition may start a subgame: Shahrazad's
    `subgame` verb anywhere in what it does (CR 728.1)."""
    if isinstance(x, dict):
        return "subgame" in x or any(_may_start_subgame(v) for v in x.values())
    if isinstance(x, (list, tuple)):
        return any(_may_start_subgame(v) for v in x)
    return False
