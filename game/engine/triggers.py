"""Triggered abilities (CR 603): matching events, delayed triggers, and putting them on the stack.

An ability triggers when its event happens (`fire`) or when a step begins
(`step_triggers`); "at the beginning of" abilities and delayed triggers (CR 603.7) are
checked as the step begins.  Leaves-the-battlefield abilities look back at the object as
it last existed (CR 603.10a).  Intervening-if conditions are checked when the ability
triggers and again on resolution (CR 603.4).  The next time a player would receive
priority, the active player and then the other put their triggered abilities on the stack
in the order they choose (CR 603.3b), choosing modes and targets; an ability with no
legal target is removed (CR 603.3d).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .choices import select
from .conditions import holds
from .context import Ctx
from .filter_spec import Filter, compile_filter
from .filters import candidates, matches_object, normalize
from .objects import PendingTrigger, StackItem
from .event_types import AbilityTriggered

if TYPE_CHECKING:
    from .game import Game

TRIGGER_EVENTS = {
    "enters": "the object (what) enters the battlefield",
    "leaves": "the object leaves the battlefield",
    "dies": "the object is put into a graveyard from the battlefield (CR 700.4)",
    "attacks": "the creature is declared as an attacker",
    "blocks": "the creature blocks",
    "becomes_blocked": "the creature becomes blocked (by: FILTER for each blocker)",
    "blocks_or_blocked": "the creature blocks or becomes blocked by a creature matching `other`",
    "deals_damage": "the source deals damage (to: player|opponent|you|creature|any; combat: true)",
    "dealt_damage": "the object is dealt damage; `what: you`: you (the controller) are dealt damage; `from: FILTER`: "
                    "only damage from a source matching it as it deals the damage (Glyph of Life: {attacking: true})",
    "cast": "a spell matching `what` is cast (by: you|opponent|any)",
    "tapped_for_mana": "a permanent matching `what` is tapped for mana",
    "becomes_tapped": "the object (what: self, enchanted or a FILTER) becomes tapped, for any reason (CR 701.26a)",
    "unblocked": "the attacking creature isn't blocked, once blockers are declared (\"attacks and isn't blocked\", "
                 "CR 509.1h)",
    "plays_land": "a player plays a land (CR 305.1; by: you|opponent|any, what: FILTER of the land)",
    "activated": "a player (by: you|opponent|any) activates an ability of a permanent matching `what`, mana "
                 "abilities included; `without_tap: true`: only one without {T} in its activation cost (Haunting "
                 "Wind, CR 602.2i); `with_tap: true`: only one with {T} in its activation cost, and `non_mana: true`: "
                 "only one that isn't a mana ability (Imprison; `event_ability` is that ability on the stack)",
    "draw": "a player draws a card (who: you, opponent or any)",
    "discard": "a player discards a card (who: you, opponent or any; what: self, for a card's own ability from the "
               "graveyard with `zone: graveyard`; by: opponent: a spell or ability an opponent controls made them)",
}
STEP_WHOSE = ("you", "each", "opponent", "enchanted_controller", "chosen_player")
LAND = compile_filter("land")                                # a trigger on lands when it names none
BLOCKING_SOURCE = compile_filter({"blocking_source": True})  # rampage: "for each creature blocking it"


def _what_matches(ctx: Ctx, what: Any, oid: int | None, ev: dict, lki_ok: bool = True) -> bool:
    g = ctx.g
    if oid is None:
        return False
    if what in (None, "self"):
        return oid == ctx.source
    if what == "watched":   # a delayed ability's watched objects, each the very object (CR 400.7)
        return oid in g.objects and any(r[0] == "obj" and r[1] == oid and r[2] == g.objects[oid].zcc
                                        for r in ctx.event.get("watch", ()))
    if what in ("enchanted", "equipped"):
        src = ctx.source_obj
        if src is None:
            return False
        att = src.attached_to
        if att is None:
            lk = ev.get("lki", {}).get(ctx.source)
            att = lk["attached_to"] if lk else None
        return att == oid
    if what == "damaged_by_self":
        lki = ev.get("lki", {}).get(oid)
        return lki is not None and ctx.source in lki["damaged_by"] and "Creature" in lki["types"]
    flt = normalize(what)
    lki = ev.get("lki", {}).get(oid)
    if lki is not None and g.objects[oid].zone != "battlefield":
        return _lki_matches(ctx, lki, flt, oid)
    if oid not in g.objects:
        return False
    o = g.objects[oid]
    if o.zone == "stack":
        flt = flt.with_(kind="spell")
    return matches_object(ctx, oid, flt)


def _lki_matches(ctx: Ctx, lki: dict, flt: Filter, oid: int) -> bool:
    """An object as it last existed: its types, subtypes, colours, name, controller (`you` or not),
    whether it was a token, and whether it is the source itself."""
    if flt.type is not None and not any(v in lki["types"] for v in flt.type):
        return False
    if flt.not_type is not None and any(v in lki["types"] for v in flt.not_type):
        return False
    if flt.subtype is not None and not any(v in lki["subtypes"] for v in flt.subtype):
        return False
    if flt.color is not None and not any(v in lki["colors"] for v in flt.color):
        return False
    if flt.controller is not None and (flt.controller == "you") != (lki["controller"] == ctx.controller):
        return False
    if flt.other and lki.get("id", oid) == ctx.source:
        return False
    if flt.name is not None and lki.get("name") not in flt.name:
        return False
    if flt.token is not None and flt.token != lki["token"]:
        return False
    return True


def lki_matches(ctx: Ctx, lki: dict, flt: Filter) -> bool:
    """Does an object as it last was (its types, colours, controller ...) match a filter."""
    return _lki_matches(ctx, lki, flt, -1)


def _event_matches(ctx: Ctx, on: dict, ev: dict) -> bool:
    g = ctx.g
    et = on.get("event")
    t = ev["type"]
    if et in ("dies", "leaves"):
        if t != "zone" or ev["from"] != "battlefield":
            return False
        if et == "dies" and ev["to"] != "graveyard":
            return False
        if et == "dies" and "Creature" not in ev["lki"][ev["object"]]["types"] and on.get("what") not in (None, "self"):
            if on.get("what") not in ("enchanted", "equipped", "damaged_by_self") and normalize(on.get("what")).type is None:
                return False
        return _what_matches(ctx, on.get("what", "self"), ev["object"], ev)
    if et == "enters":
        return t == "enters" and _what_matches(ctx, on.get("what", "self"), ev["object"], ev)
    if et in ("attacks", "blocks", "unblocked"):
        return t == et and _what_matches(ctx, on.get("what", "self"), ev["object"], ev)
    if et == "becomes_blocked":
        # "becomes blocked" triggers once however many creatures block (CR 509.3c); "becomes
        # blocked by a [kind of] creature" triggers once for each such blocker (CR 509.3d)
        if t != ("blocked_by" if "by" in on else "becomes_blocked"):
            return False
        if not _what_matches(ctx, on.get("what", "self"), ev["object"], ev):
            return False
        return "by" not in on or matches_object(ctx, ev["other"], normalize(on["by"]))
    if et == "blocks_or_blocked":
        if t not in ("blocked_by", "blocks_pair"):
            return False
        if not _what_matches(ctx, on.get("what", "self"), ev["object"], ev):
            return False
        return "other" not in on or matches_object(ctx, ev["other"], normalize(on["other"]))
    if et in ("deals_damage", "dealt_damage"):
        if t != "damage":
            return False
        if on.get("combat") and not ev["combat"]:
            return False
        if "from" in on and not (ev["source"] in g.objects and g.objects[ev["source"]].zone == "battlefield"
                                 and matches_object(ctx, ev["source"], normalize(on["from"]))):
            return False   # "dealt damage by an attacking creature" (Glyph of Life)
        if et == "dealt_damage":
            if on.get("what") == "you":   # "whenever you're dealt damage" (Living Artifact)
                return ev["target"] == ("player", ctx.controller)
            return ev["target"][0] == "obj" and _what_matches(ctx, on.get("what", "self"), ev["target"][1], ev)
        if not _what_matches(ctx, on.get("what", "self"), ev["source"], ev):
            return False
        to = on.get("to", "any")
        tgt = ev["target"]
        if to == "player":
            return tgt[0] == "player"
        if to == "opponent":
            src_ctrl = g.controller_of(ev["source"])
            return tgt[0] == "player" and tgt[1] != src_ctrl
        if to == "you":   # "deals damage to you": the controller of this ability's source (Backfire)
            return tgt == ("player", ctx.controller)
        if to == "creature":
            return tgt[0] == "obj"
        return True
    if et == "cast":
        if t != "cast":
            return False
        if not _by_matches(ctx, on, ev["player"]):
            return False
        return _what_matches(ctx, on.get("what", "spell"), ev["object"], ev)
    if et == "plays_land":
        if t != "land_played":
            return False
        if not _by_matches(ctx, on, ev["player"]):
            return False
        return _what_matches(ctx, on.get("what", LAND), ev["object"], ev)
    if et == "activated":
        if t != "activated" or on.get("without_tap") and ev["tap_cost"]:
            return False
        if on.get("with_tap") and not ev["tap_cost"] or on.get("non_mana") and ev.get("ability") is None:
            return False   # "with {T} in its activation cost that isn't a mana ability" (Imprison)
        if not _by_matches(ctx, on, ev["player"]):
            return False
        return _what_matches(ctx, on.get("what", "self"), ev["object"], ev)
    if et == "becomes_tapped":
        return t == "tapped" and _what_matches(ctx, on.get("what", "self"), ev["object"], ev)
    if et == "tapped_for_mana":
        return t == "tapped_for_mana" and _what_matches(ctx, on.get("what", LAND), ev["object"], ev)
    if et in ("draw", "discard"):
        if t != et:
            return False
        if "what" in on and not _what_matches(ctx, on["what"], ev["object"], ev):
            return False
        if on.get("by") == "opponent" and (ev.get("cause") is None or ev["cause"] == ev["player"]):
            return False   # "a spell or ability an opponent controls causes you to discard" (Psychic Purge)
        who = on.get("who", "any")   # any, you, or opponent ("whenever an opponent draws a card")
        return who == "any" or (who == "you") == (ev["player"] == ctx.controller)
    return False


def fire(g: "Game", ev: dict) -> None:
    """Collect the abilities that trigger on this event (CR 603.2)."""
    sources: list[tuple[int, int, tuple, int]] = []
    for oid in g.battlefield:
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = g.chars(oid)
        if ch.triggers:
            sources.append((oid, o.zcc, ch.triggers, ch.controller))
    if ev["type"] == "discard" and ev.get("object") in g.objects:
        # a discarded card's own "when ... causes you to discard this card" ability (Psychic Purge)
        o = g.objects[ev["object"]]
        mine = tuple(s for s in o.card.triggers if s.get("zone") == "graveyard" and "event" in s.get("when", {}))
        if mine and o.zone == "graveyard":
            sources.append((o.id, o.zcc, mine, o.owner))
    for oid, lki in ev.get("lki", {}).items():
        # leaves-the-battlefield abilities look back in time (CR 603.10a)
        if lki and lki["triggers"] and oid not in g.battlefield:
            sources.append((oid, lki["zcc"], lki["triggers"], lki["controller"]))
    # abilities of permanents that left the battlefield at the same time look back too
    for oid, lki in g.turn_flags.get("_lki_batch", {}).items():
        if oid not in g.battlefield and lki["triggers"] and oid not in ev.get("lki", {}):
            sources.append((oid, lki["zcc"], lki["triggers"], lki["controller"]))
    spell = ev["object"] if ev["type"] == "cast" else None
    if spell is not None and spell in g.objects and g.objects[spell].zone == "stack":
        # "When you cast this spell" (CR 603.2, 601.2i): the spell's own ability (`zone: stack`)
        o = g.objects[spell]
        own = tuple(s for s in (o.copy_of or o.card).triggers if s.get("zone") == "stack")
        if own:
            sources.append((spell, o.zcc, own, o.controller))
    for oid, zcc, triggers, controller in sources:
        for spec in triggers:
            on = spec.get("when", {})
            if "event" not in on:
                continue
            if (spec.get("zone") == "stack") != (oid == spell):
                continue   # a spell's cast trigger works only from the stack, a permanent's only in play
            ctx = Ctx(g, controller, oid, zcc, event=ev)
            if not _event_matches(ctx, on, ev):
                continue
            event = _event_facts(g, ev, oid)
            if "if" in spec and not holds(Ctx(g, controller, oid, zcc, event=event), spec["if"]):
                continue
            if spec.get("mana_ability"):
                _resolve_mana_trigger(g, controller, oid, zcc, spec, event)
                continue
            g.pending_triggers.append(PendingTrigger(controller, oid, zcc, spec, event, g.name_of(oid)))
    _whenever_delayed(g, ev)
    if ev["type"] == "becomes_blocked":
        _rampage(g, ev)
    if ev["type"] == "zone" and ev.get("from") == "battlefield":
        _leaves_delayed(g, ev)


def _whenever_delayed(g: "Game", ev: dict) -> None:
    """Delayed triggered abilities that last the turn and trigger each time an event happens to
    a watched object (`delayed: {when: whenever_this_turn, watch: REF, on_event: {event: ...}}`, CR
    603.7c): "Whenever that creature is dealt damage by an attacking creature this turn, you
    gain that much life" (Glyph of Life)."""
    for d in g.delayed:
        if d.when != "whenever_this_turn" or d.created_turn != g.turn:
            continue
        ctx = Ctx(g, d.controller, d.source, d.source_zcc, event=d.event)
        if _event_matches(ctx, {**d.spec["on_event"], "what": "watched"}, ev):
            event = {**d.event, **_event_facts(g, ev, d.source)}
            g.pending_triggers.append(PendingTrigger(d.controller, d.source, d.source_zcc, d.spec, event,
                                                     g.name_of(d.source)))


def _leaves_delayed(g: "Game", ev: dict) -> None:
    """Delayed triggers that wait for an event rather than a step (CR 603.7c): "Exile that token
    when Stangg leaves the battlefield" (`delayed: {when: leaves_battlefield, watch: REF}`).  Each
    triggers once, the first time a watched object leaves the battlefield, and is then gone."""
    oid = ev["object"]
    lk = ev.get("lki", {}).get(oid)
    if lk is None:
        return
    keep = []
    for d in g.delayed:
        if d.when == "dies_this_turn" and d.created_turn != g.turn:
            continue   # "when that creature dies this turn": the turn is over, it can't trigger any more
        watched = any(r[0] == "obj" and r[1] == oid and r[2] == lk["zcc"] for r in d.event.get("watch", ()))
        if watched and (d.when == "leaves_battlefield" or (d.when == "dies_this_turn" and ev.get("to") == "graveyard")):
            # the object that left, as the card it became, is the event's object ("exile the
            # creature" once it has died: Whippoorwill)
            event = {**d.event, "object": oid, "object_zcc": g.objects[oid].zcc, "to": ev.get("to")}
            g.pending_triggers.append(PendingTrigger(d.controller, d.source, d.source_zcc, d.spec, event,
                                                     g.name_of(d.source)))
        elif not (watched and d.when == "dies_this_turn"):   # left some other way: it can't die now (CR 400.7)
            keep.append(d)
    g.delayed = keep


def untapped_delayed(g: "Game", oid: int, zcc: int) -> None:
    """Delayed triggers waiting for a watched permanent to become untapped (CR 603.7c; "When this
    artifact leaves the battlefield or becomes untapped", Tawnos's Coffin).  Each triggers once,
    the first time, and is then gone."""
    keep = []
    for d in g.delayed:
        if d.when == "becomes_untapped" and any(r[0] == "obj" and r[1] == oid and r[2] == zcc
                                                for r in d.event.get("watch", ())):
            g.pending_triggers.append(PendingTrigger(d.controller, d.source, d.source_zcc, d.spec, d.event,
                                                     g.name_of(d.source)))
        else:
            keep.append(d)
    g.delayed = keep


def _resolve_mana_trigger(g: "Game", controller: int, oid: int, zcc: int, spec: dict, event: dict) -> None:
    """A triggered mana ability (CR 605.1b: it triggers from a mana ability and could add mana)
    doesn't use the stack: it resolves immediately after the mana ability that triggered it
    (CR 605.4a), e.g. Mana Flare adding one more mana of a type the land produced."""
    from .effects import run_effects
    run_effects(Ctx(g, controller, oid, zcc, event=event), spec.get("do", []))


RAMPAGE = re.compile(r"^rampage (\d+)$")


def _rampage(g: "Game", ev: dict) -> None:
    """Rampage N (CR 702.23): "Whenever this creature becomes blocked, it gets +N/+N until end
    of turn for each creature blocking it beyond the first" -- the bonus is counted as the
    ability resolves."""
    oid = ev["object"]
    if oid not in g.objects or g.objects[oid].zone != "battlefield":
        return
    ch = g.chars(oid)
    for kw in sorted(ch.keywords):
        m = RAMPAGE.match(kw)
        if not m:
            continue
        n = int(m.group(1))
        bonus = {"mul": [n, {"max0": {"sub": [{"count": BLOCKING_SOURCE}, 1]}}]}
        spec = {"text": f"Rampage {n}", "do": [{"modify": {"what": "self", "power": bonus, "toughness": bonus}}]}
        g.pending_triggers.append(PendingTrigger(ch.controller, oid, g.objects[oid].zcc, spec,
                                                 {"object": oid, "object_zcc": g.objects[oid].zcc}, ch.name))


def _event_facts(g: "Game", ev: dict, source: int) -> dict:
    """What a triggered ability remembers of its event ("that creature", "that player", "that much")."""
    facts: dict[str, Any] = {}
    t = ev["type"]
    if t == "damage":
        facts["source"] = ev["source"]
        facts["amount"] = ev["amount"]
        if ev["target"][0] == "player":
            facts["player"] = ev["target"][1]
        else:
            facts["object"] = ev["target"][1]
            facts["object_zcc"] = ev["target"][2]
    else:
        for k in ("object", "object_zcc", "player", "other", "amount", "mana", "sacrificed", "ability"):
            if k in ev:
                facts[k] = ev[k]
        if "object" in ev and "object_zcc" not in ev and ev["object"] in g.objects:
            facts["object_zcc"] = g.objects[ev["object"]].zcc
        if "other" in ev and ev["other"] in g.objects:
            facts["other_zcc"] = g.objects[ev["other"]].zcc
    if "lki" in ev:
        facts["lki"] = ev["lki"]
        src_lki = ev["lki"].get(source)
        if src_lki and src_lki.get("attached_to") is not None:
            facts["enchanted"] = src_lki["attached_to"]
            if src_lki["attached_to"] in g.objects:   # that very object (CR 400.7)
                facts["enchanted_zcc"] = g.objects[src_lki["attached_to"]].zcc
    if t == "zone" and ev.get("object") in ev.get("lki", {}):
        facts["player"] = ev["lki"][ev["object"]]["controller"]
    return facts


def step_triggers(g: "Game", step: str) -> None:
    """Abilities that trigger "at the beginning of" a step (CR 503.1a, 504.2, 513.1a...)."""
    for oid in list(g.battlefield):
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = g.chars(oid)
        for spec in ch.triggers:
            on = spec.get("when", {})
            if on.get("step") != step or spec.get("zone", "battlefield") != "battlefield":
                continue
            whose = on.get("whose", "you")
            ctx = Ctx(g, ch.controller, oid, o.zcc)
            if whose == "you" and g.active != ch.controller:
                continue
            if whose == "opponent" and g.active == ch.controller:
                continue
            if whose == "enchanted_controller":
                if o.attached_to is None or g.controller_of(o.attached_to) != g.active:
                    continue
            if whose == "chosen_player" and o.chosen.get("player") != g.active:
                continue
            event = {"player": g.active}
            if "if" in spec and not holds(Ctx(g, ch.controller, oid, o.zcc, event=event), spec["if"]):
                continue
            del ctx
            g.pending_triggers.append(PendingTrigger(ch.controller, oid, o.zcc, spec, event, ch.name))
    _graveyard_step_triggers(g, step)
    when = {"end": "next_end_step", "end_of_combat": "end_of_combat", "upkeep": "next_upkeep",
            "draw": "next_draw_step", "main1": "next_main_phase", "main2": "next_main_phase"}.get(step)
    if when:
        keep = []
        for d in g.delayed:
            whose = d.event.get("whose")
            if whose is not None and whose != g.active:   # "at the beginning of that player's next draw step"
                keep.append(d)
            elif d.when == when and not (when == "next_end_step" and d.created_turn == g.turn
                                         and d.created_step == "end"):
                g.pending_triggers.append(PendingTrigger(d.controller, d.source, d.source_zcc, d.spec, d.event,
                                                         g.name_of(d.source)))
            else:
                keep.append(d)
        g.delayed = keep


def _graveyard_step_triggers(g: "Game", step: str) -> None:
    """Abilities that work while their card is in a graveyard or in exile (`zone: graveyard`,
    `zone: exile`, CR 113.6k) and trigger at the beginning of a step of their owner's turn
    (Nether Shadow; All Hallow's Eve, exiled with scream counters)."""
    for p in (g.active, 1 - g.active):
        for oid in list(g.players[p].graveyard) + list(g.players[p].exile):
            o = g.objects[oid]
            if o.face_down:   # a face-down card has no abilities (CR 406.3, 708.2)
                continue
            for spec in o.card.triggers:
                on = spec.get("when", {})
                if spec.get("zone") != o.zone or on.get("step") != step:
                    continue
                if on.get("whose", "you") == "you" and g.active != o.owner:
                    continue
                event = {"player": g.active}
                if "if" in spec and not holds(Ctx(g, o.owner, oid, o.zcc, event=event), spec["if"]):
                    continue
                g.pending_triggers.append(PendingTrigger(o.owner, oid, o.zcc, spec, event, o.card.name))


def state_triggers(g: "Game") -> None:
    """State triggers (CR 603.8): `when: {state: CONDITION}` triggers whenever the condition is
    true ("When you control no Islands, sacrifice this creature"), checked whenever a player
    would receive priority.  It doesn't trigger again while the ability is waiting or on the
    stack; once it has resolved or been removed, it can trigger again if the state still holds."""
    for oid in list(g.battlefield):
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = g.chars(oid)
        for spec in ch.triggers:
            cond = spec.get("when", {}).get("state")
            if cond is None:
                continue
            if any(t.source == oid and t.source_zcc == o.zcc and t.spec is spec for t in g.pending_triggers):
                continue
            if any(s.kind == "triggered" and s.source == oid and s.source_zcc == o.zcc and s.spec is spec
                   for s in g.stack):
                continue
            if holds(Ctx(g, ch.controller, oid, o.zcc), cond):
                g.pending_triggers.append(PendingTrigger(ch.controller, oid, o.zcc, spec, {}, ch.name))


def put_triggers_on_stack(g: "Game") -> bool:
    """APNAP: each player puts their waiting triggers on the stack in the order they choose."""
    state_triggers(g)
    if not g.pending_triggers:
        return False
    waiting = g.pending_triggers
    g.pending_triggers = []
    for p in (g.active, 1 - g.active):
        mine = [t for t in waiting if t.controller == p]
        while mine:
            if len(mine) > 1:
                labels = tuple(f"{i + 1}: {t.name}" for i, t in enumerate(mine))
                pick = select(g, p, "Choose the next triggered ability to put on the stack (the last one chosen "
                                    "resolves first)", labels, n=1, purpose="order")[0]
                t = mine.pop(labels.index(pick))
            else:
                t = mine.pop()
            _put_on_stack(g, t)
    return True


def _put_on_stack(g: "Game", t: PendingTrigger) -> None:
    from .casting import choose_targets_for, choose_mode
    item = StackItem(g.new_id(), "triggered", t.source, t.source_zcc, t.controller, t.spec, t.name,
                     event=dict(t.event))
    ctx = Ctx(g, t.controller, t.source, t.source_zcc if t.source_zcc >= 0 else None, item, item.event)
    spec = t.spec
    if "modes" in spec:
        m = choose_mode(g, ctx, spec)
        if m is None:
            g.log(f"{t.name}'s triggered ability has no legal mode and is removed", "603.3c")
            return
        item.mode = m
    if not choose_targets_for(g, ctx, item, _targets_spec(spec, item.mode)):
        g.log(f"{t.name}'s triggered ability has no legal targets and is removed from the stack", "603.3d")
        return
    g.stack.append(item)
    g.emit(AbilityTriggered(t.controller, t.source, t.name), "603.3")


def _targets_spec(spec: dict, mode: int | None) -> dict:
    if mode is not None and "modes" in spec:
        return spec["modes"][mode - 1].get("targets", {})
    return spec.get("targets", {})


def trigger_candidates(ctx: Ctx, flt: Any) -> list:
    return candidates(ctx, flt)


def _by_matches(ctx: "Ctx", on: dict, player: int) -> bool:
    """A trigger's `by: you|opponent|any`: whether the player who acted is the one it watches."""
    by = on.get("by", "any")
    return not (by == "you" and player != ctx.controller or by == "opponent" and player == ctx.controller)
