"""Whether a spell of the opponent's is worth my counterspell, judged by what it would do: the
stack and any combat damage under way played out on two copies of the game (game.ai.trial),
one where I let the spell resolve and one where I counter it, and the two weighed as the
optional costs are (game.ai.optional_costs.material), the counterspell's own card counted as
spent.  A one-mana Giant Growth that makes an unblocked Craw Wurm lethal, a Fog between my
attack and the win, a Healing Salve in answer to my lethal Lightning Bolt are each worth it; a
Wrath of God that takes three of their creatures and one of mine is not."""
from __future__ import annotations

from typing import Any, Callable

from ..engine.decisions import Action, Decision, PassPriority
from ..engine.game import Game
from . import trial
from .optional_costs import material

Answer = Callable[[Game, int, Decision], Any]


def counter_gain(g: Game, me: int, counter: Action, answer: Answer) -> float | None:
    """How much better off countering leaves me than letting the opponent's spell resolve
    (`counter`: my counterspell's cast, its choices answered by `answer`); None when either line
    can't be played out on a copy."""
    let = trial.played_out(g, PassPriority(), answer)
    countered = trial.played_out(g, counter, answer)
    if let is None or countered is None:
        return None
    return material(g, countered, me) - material(g, let, me)
