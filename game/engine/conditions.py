"""Conditions of the card vocabulary: intervening-if clauses (CR 603.4), conditional static
abilities and "if you do" branches."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .filters import all_matching, amount, normalize, objects_of, players_of

if TYPE_CHECKING:
    from .context import Ctx

CONDITION_KEYS = {
    "untapped": "the referenced object is untapped",
    "tapped": "the referenced object is tapped",
    "count": "{count: FILTER, eq|min|max: N} the number of matching permanents",
    "controls": "{controls: FILTER, who: REF} that player controls a matching permanent",
    "attacked_last_turn": "the referenced creature attacked during its controller's last turn",
    "your_turn": "true: it is the controller's turn",
    "life_max": "{life_max: N, who: REF}",
    "hand_min": "{hand_min: N, who: REF}",
    "not": "negation of a condition",
    "all": "every listed condition holds",
    "any": "at least one listed condition holds",
    "on_battlefield": "the referenced object is on the battlefield",
    "result": "{result: NAME} a result recorded earlier in the same effect list is true/nonzero",
}


def holds(ctx: "Ctx", cond: Any) -> bool:
    if cond is None:
        return True
    g = ctx.g
    if "not" in cond:
        return not holds(ctx, cond["not"])
    if "all" in cond:
        return all(holds(ctx, c) for c in cond["all"])
    if "any" in cond:
        return any(holds(ctx, c) for c in cond["any"])
    if "untapped" in cond:
        objs = objects_of(ctx, cond["untapped"])
        return bool(objs) and all(not g.objects[o].tapped for o in objs)
    if "tapped" in cond:
        objs = objects_of(ctx, cond["tapped"])
        return bool(objs) and all(g.objects[o].tapped for o in objs)
    if "on_battlefield" in cond:
        objs = objects_of(ctx, cond["on_battlefield"])
        return bool(objs) and all(g.objects[o].zone == "battlefield" for o in objs)
    if "count" in cond:
        n = len(all_matching(ctx, cond["count"]))
        if "eq" in cond and n != amount(ctx, cond["eq"]):
            return False
        if "min" in cond and n < amount(ctx, cond["min"]):
            return False
        if "max" in cond and n > amount(ctx, cond["max"]):
            return False
        return True
    if "controls" in cond:
        who = players_of(ctx, cond.get("who", "you"))
        flt = normalize(cond["controls"])
        for p in who:
            sub = type(ctx)(g, p, ctx.source, ctx.source_zcc, ctx.item, ctx.event)
            if all_matching(sub, {**flt, "controller": "you"}):
                return True
        return False
    if "attacked_last_turn" in cond:
        objs = objects_of(ctx, cond["attacked_last_turn"])
        return any(o in g.attacked_last_turn.get(g.objects[o].controller, set()) for o in objs)
    if "your_turn" in cond:
        return (g.active == ctx.controller) == bool(cond["your_turn"])
    if "life_max" in cond:
        return all(g.players[p].life <= amount(ctx, cond["life_max"]) for p in players_of(ctx, cond.get("who", "you")))
    if "hand_min" in cond:
        return all(len(g.players[p].hand) >= amount(ctx, cond["hand_min"]) for p in players_of(ctx, cond.get("who", "you")))
    if "result" in cond:
        return bool(ctx.results.get(cond["result"]))
    raise KeyError(f"unknown condition {sorted(cond)}")
