"""How often an ability may still be activated this turn before it turns on its own
permanent ("If this ability has been activated four or more times this turn, sacrifice this
creature at the beginning of the next end step": Dragon Whelp), read from the ability's
effects, and how many of its activations wait on the stack.  The engine counts activations
(CR 602.2: game.engine.casting.activations_this_turn); the rules of thumb only read the count."""
from __future__ import annotations

from typing import Any

from ..engine.casting import ability_key, activations_this_turn
from ..engine.decisions import ActivateAbility
from ..engine.game import Game
from .verb_judgement import deep_verbs

_DOOMING = frozenset({"sacrifice", "destroy", "exile"})


def pending_activations(g: Game, me: int, a: ActivateAbility) -> int:
    """How many activations of this ability of mine are on the stack, not yet resolved."""
    key = ability_key(g, a.source, a.index)
    return sum(1 for item in g.stack if item.controller == me and item.event.get("ability_key") == key)


def activations_before_doom(g: Game, a: ActivateAbility, ab: dict) -> int | None:
    """How many more times the ability can be activated this turn before the activation that
    dooms its own permanent; None when no number of activations does."""
    doom = doom_count(ab.get("do", []))
    if doom is None:
        return None
    return max(0, doom - 1 - activations_this_turn(g, a.source, a.index))


def doom_count(effects: Any) -> int | None:
    """The activation count this turn from which the effects sacrifice, destroy or exile the
    permanent (an `if` on `activated_this_turn` with a `min`), or None."""
    for e in effects if isinstance(effects, list) else []:
        cond = (e.get("if") or {}).get("cond") if isinstance(e, dict) and isinstance(e.get("if"), dict) else None
        amount = cond.get("amount") if isinstance(cond, dict) else None
        if isinstance(amount, dict) and "activated_this_turn" in amount and isinstance(cond.get("min"), int) \
                and deep_verbs(e["if"].get("then", [])) & _DOOMING:
            return cond["min"]
    return None
