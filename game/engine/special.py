"""Special actions a spell gives a player (CR 116.2): "Until end of turn, you may pay {1} any
time you could cast an instant.  If you do, prevent the next 1 damage that would be dealt to
that permanent or player this turn" (Guardian Angel).

The resolving spell leaves a continuous effect of the layer `special_action` held by its
controller: the cost, the effects taking the action has, and the objects or players it
remembers (`bind`, read as `bound:NAME`).  While the effect lasts its player may take the
action whenever they have priority (`SpecialAction(effect)`, a priority action like turning a
morph face up): it doesn't use the stack, can't be responded to, and the player receives
priority again (CR 116.2, 116.3).  Each use pays the cost again and does its effects once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .context import Ctx
from .errors import IllegalActionError
from .language import Duration
from .mana import ManaCost

if TYPE_CHECKING:
    from .game import Game
    from .objects import ContinuousEffect

LAYER = "special_action"


def held_by(g: "Game", p: int) -> list["ContinuousEffect"]:
    """The special actions player p holds now, oldest first."""
    return [e for e in g.effects if e.layer == LAYER and e.params.get("player") == p]


def why_not_special_action(g: "Game", p: int, effect: int) -> str | None:
    """Why p can't take this special action now (it isn't theirs, or its cost can't be paid)."""
    from .casting import can_afford
    e = next((e for e in held_by(g, p) if e.id == effect), None)
    if e is None:
        return "there is no such special action for you now"
    if not can_afford(g, p, ManaCost.parse(e.params["cost"])):
        return f"not enough mana to pay {e.params['cost']}"
    return None


def special_action_ids(g: "Game", p: int) -> list[int]:
    """The special actions p may take now (p has priority)."""
    return [e.id for e in held_by(g, p) if why_not_special_action(g, p, e.id) is None]


def describe(g: "Game", effect: int) -> str:
    """"Guardian Angel: pay {1} — prevent the next 1 damage to Serra Angel": the words the table
    and the log use for a special action."""
    e = next((e for e in g.effects if e.id == effect and e.layer == LAYER), None)
    if e is None:
        return "a special action"
    bound = [r for refs in e.params.get("bound", {}).values() for r in refs]
    to = ", ".join(g.name_of(r) for r in bound)
    return f"{g.name_of(e.source)}: pay {e.params['cost']} — {e.params.get('label', 'special action')}" + \
        (f" ({to})" if to else "")


def take_special_action(g: "Game", p: int, effect: int) -> None:
    """Pay the cost, then do the effects at once (CR 116.2: no stack)."""
    from .casting import pay_mana
    from .effects import run_effects
    reason = why_not_special_action(g, p, effect)
    if reason:
        raise IllegalActionError(reason)
    e = next(e for e in held_by(g, p) if e.id == effect)
    pay_mana(g, p, ManaCost.parse(e.params["cost"]), describe(g, effect))
    g.tell((f" {describe(g, effect)}",), "116.2", subject=p, verb="takes the special action")
    ctx = Ctx(g, p, e.source, e.params.get("source_zcc"), bound=dict(e.params.get("bound", {})))
    run_effects(ctx, e.params["do"])


def grant(ctx: Ctx, p: dict[str, Any]) -> None:
    """The verb `grant_special_action`: the effect is created as the spell resolves, its bound
    objects locked in then (CR 608.2h)."""
    from .filters import refs_of
    from .objects import ContinuousEffect
    g = ctx.g
    bound = {name: tuple(refs_of(ctx, ref)) for name, ref in (p.get("bind") or {}).items()}
    params = {"player": ctx.controller, "cost": str(p.get("cost", "{0}")), "do": p["do"], "bound": bound,
              "label": p.get("label", "special action"), "source_zcc": ctx.source_zcc}
    g.effects.append(ContinuousEffect(g.new_id(), ctx.source if ctx.source is not None else -1, ctx.controller,
                                      LAYER, g.new_timestamp(), Duration.END_OF_TURN, params, None, ctx.controller))
    g.tell((f"Until end of turn, ", ("player", ctx.controller),
            f" may pay {params['cost']} any time they could cast an instant: {params['label']}"), "116.2")
