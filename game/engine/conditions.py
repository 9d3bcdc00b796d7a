"""Conditions of the card vocabulary: intervening-if clauses (CR 603.4), conditional static
abilities and "if you do" branches."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .filters import all_matching, amount, normalize, objects_of, players_of

if TYPE_CHECKING:
    from .context import Ctx


def _compare(ctx: "Ctx", n: int, cond: dict) -> bool:
    """The `eq`, `min` and `max` bounds of a counting condition."""
    if "eq" in cond and n != amount(ctx, cond["eq"]):
        return False
    if "min" in cond and n < amount(ctx, cond["min"]):
        return False
    return not ("max" in cond and n > amount(ctx, cond["max"]))


def _tapped_states(ctx: "Ctx", ref: Any) -> list[bool]:
    """Whether each referenced object is tapped.  `self`, once the source of a resolving ability
    has left the battlefield, is the source as it last existed (CR 113.7a, 608.2h): Howling Mine
    destroyed with its trigger on the stack still counts as untapped if it was."""
    if ref == "self":
        lk = ctx.source_lki()
        if lk is not None:
            return [lk["tapped"]]
    return [ctx.g.objects[o].tapped for o in objects_of(ctx, ref)]


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
    if "dealt_damage_to_opponent_this_turn" in cond:
        hits = g.turn_flags.get("_damaged_players", {})
        for oid in objects_of(ctx, cond["dealt_damage_to_opponent_this_turn"]):
            o = g.objects[oid]
            ctrl = g.controller_of(oid)
            if any(src == oid and zcc == o.zcc and who != ctrl for src, zcc, who in hits):
                return True
        return False
    if "event_sacrificed" in cond:
        return bool(ctx.event.get("sacrificed")) == bool(cond["event_sacrificed"])
    if "untapped" in cond or "tapped" in cond:
        want = "tapped" in cond
        states = _tapped_states(ctx, cond["tapped" if want else "untapped"])
        return bool(states) and all(t == want for t in states)
    if "on_battlefield" in cond:
        objs = objects_of(ctx, cond["on_battlefield"])
        return bool(objs) and all(g.objects[o].zone == "battlefield" for o in objs)
    if "count" in cond:
        return _compare(ctx, len(all_matching(ctx, cond["count"])), cond)
    if "controls" in cond:
        who = players_of(ctx, cond.get("who", "you"))
        flt = normalize(cond["controls"])
        for p in who:
            sub = type(ctx)(g, p, ctx.source, ctx.source_zcc, ctx.item, ctx.event)
            if all_matching(sub, flt.with_(controller="you")):
                return True
        return False
    if "did_last_turn" in cond:
        # "... during their last turn" (Arboria): what the turn's end recorded (game.engine.turn)
        return any(cond["did_last_turn"] in g.last_turn_deeds.get(p, frozenset())
                   for p in players_of(ctx, cond.get("who", "you")))
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
    if "matches" in cond:
        from .filters import matches_object
        objs = objects_of(ctx, cond.get("what", "self"))
        flt = normalize(cond["matches"])
        return bool(objs) and all(matches_object(ctx, o, flt) for o in objs)
    if "attacked_or_blocked" in cond:
        # declared as an attacker or a blocker during this turn's combat (CR 506.4, 508.1, 509.1)
        objs = objects_of(ctx, cond["attacked_or_blocked"])
        engaged = g.turn_flags.get("attacked", set()) | g.turn_flags.get("blocked", set())
        return any(o in engaged for o in objs)
    if "amount" in cond:
        return _compare(ctx, amount(ctx, cond["amount"]), cond)
    if "started_turn_untapped" in cond:
        objs = objects_of(ctx, cond["started_turn_untapped"])
        start = {(oid, zcc) for oid, zcc, _, _ in g.turn_flags.get("untapped_at_start", ())}
        return bool(objs) and all((o, g.objects[o].zcc) in start for o in objs)
    if "before_step" in cond:
        from .terms import STEPS
        return STEPS.index(g.step) < STEPS.index(cond["before_step"])
    if "chosen" in cond:
        chosen = ctx.source_chosen()
        return ctx.source_obj is not None and all(chosen.get(k) == v for k, v in cond["chosen"].items())
    if "cards_above" in cond:
        src = ctx.source_obj
        if src is None or src.zone != "graveyard" or (ctx.source_zcc is not None and src.zcc != ctx.source_zcc):
            return False
        from .filters import matches_object
        gy = g.players[src.owner].graveyard   # the last card is the top (CR 404.1)
        flt = normalize(cond["cards_above"]).with_(kind="card", zone="graveyard")
        above = gy[gy.index(src.id) + 1:]
        n = sum(1 for oid in above if matches_object(ctx, oid, flt))
        return n >= amount(ctx, cond.get("min", 1))
    raise KeyError(f"unknown condition {sorted(cond)}")
