"""A permanent of mine that an opponent's spell or ability on the stack is about to take (Terror,
Swords to Plowshares, Control Magic) is free to sacrifice: it goes first when a cost makes me
sacrifice something, and a sacrifice outlet is used in answer when that leaves the opponent
worse off than letting the spell resolve -- Fallen Angel eats itself in answer to Control
Magic, which then has no target and does nothing (CR 608.2b), so the opponent never gets the
flier.  What each answer changes is played out on a copy (game.ai.trial) and weighed as the
optional costs are (game.ai.optional_costs.material)."""
from __future__ import annotations

from typing import Any, Callable

from ..engine.decisions import ActivateAbility, Decision, PassPriority
from ..engine.game import Game
from . import trial
from .optional_costs import material
from .knowledge import aura_polarity, effects_polarity

Answer = Callable[[Game, int, Decision], Any]

GAIN = 0.5   # how much better off the sacrifice must leave me: a mere pump outside combat is not worth the bother


def aimed_at(g: Game, by: int, but: int | None = None) -> set[int]:
    """The other player's permanents that `by`'s spells and abilities on the stack aim harmful
    effects at (`but`: the source of one left out)."""
    out: set[int] = set()
    for item in g.stack:
        if item.controller != by or item.source == but:
            continue
        aura = g.objects[item.source].card if item.kind == "spell" and item.source in g.objects else None
        for slot, refs in item.targets.items():
            # an Aura's harm is in what it does once attached (Control Magic), not in a spell effect
            pol = aura_polarity(aura) if slot == "enchant" and aura is not None \
                else effects_polarity(item.spec.get("do", []), slot)
            if pol < 0:
                out.update(r[1] for r in refs if r[0] == "obj" and r[1] in g.objects and g.controller_of(r[1]) != by)
    return out


def sacrifices_another(ab: dict) -> bool:
    """Whether the ability's cost makes me sacrifice a permanent other than its source."""
    cost = ab.get("cost") or {}
    return "sacrifice" in cost and not cost.get("sacrifice_self")


def outlet_score(g: Game, me: int, a: ActivateAbility, answer: Answer) -> tuple[float, str]:
    """An outlet activated in answer to an opponent's spell aimed at a permanent of mine: worth
    what letting the spell resolve would cost me more than the sacrifice does (`answer` picks
    the permanent to sacrifice, the doomed one first); nothing when no spell of theirs takes
    anything of mine."""
    doomed = aimed_at(g, 1 - me)
    if not doomed:
        return 0.0, ""
    baseline = trial.resolved(g, PassPriority(), answer)
    fed = trial.resolved(g, a, answer)
    if baseline is None or fed is None:
        return 0.0, ""
    gain = material(g, fed, me) - material(g, baseline, me)
    if gain <= GAIN:
        return 0.0, ""
    victim = min(doomed)
    return 15.0 + gain, f"{g.name_of(a.source)}: {g.name_of(victim)} sacrificed before it is taken"
