"""Resolving spells and abilities (CR 608) and permanents entering the battlefield.

On resolution the targets are checked again: a spell or ability all of whose targets
have become illegal doesn't resolve (CR 608.2b, "fizzles"); otherwise it does as much as
it can, ignoring the illegal targets.  A triggered ability with an intervening "if"
checks its condition again (CR 603.4).  A resolving permanent spell becomes a permanent
(CR 608.3); an Aura spell enters attached to its target (CR 303.4f).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .choices import select, select_one, yes_no
from .conditions import holds
from .context import Ctx
from .control import CONTROLLED_BY, release_control, take_control
from .effects import choose_value, run_effects
from .filters import can_target, candidates, matches_object, normalize
from .morph import MASKED
from .objects import StackItem
from .event_types import Countered, EnteredBattlefield, Resolved
from .words import counted

if TYPE_CHECKING:
    from .game import Game


def _item_effects(item: StackItem) -> list[dict]:
    spec = item.spec
    if item.mode is not None and "modes" in spec:
        return spec["modes"][item.mode - 1].get("do", [])
    return spec.get("do", [])


def _item_targets_spec(item: StackItem) -> dict:
    spec = item.spec
    if item.mode is not None and "modes" in spec:
        return spec["modes"][item.mode - 1].get("targets", {})
    return spec.get("targets", {})


def resolve_top(g: "Game") -> None:
    """Resolve the top object of the stack (CR 608).  A spell Word of Command had its caster's
    opponent cast resolves with that player controlled by Word of Command's caster (CR 720.2):
    the control is taken here and given back once it has resolved (a decision on the way is
    posed to the controller, game.engine.control)."""
    item = g.stack[-1]
    boss = item.event.get(CONTROLLED_BY)
    if boss is None:
        _resolve(g, item)
        return
    take_control(g, item.controller, boss)
    _resolve(g, item)
    release_control(g, item.controller)


def _resolve(g: "Game", item: StackItem) -> None:
    from .casting import target_slots
    ctx = Ctx(g, item.controller, item.source, item.source_zcc if item.source_zcc >= 0 else None, item,
              item.event, item.x or 0)
    if item.event.get("bound"):
        ctx.bound = item.event["bound"]
    # CR 608.2b: recheck targets
    legal: dict[str, list] = {}
    any_target = False
    all_illegal = True
    for name, flt, lo, hi in target_slots(_item_targets_spec(item)):
        chosen = item.targets.get(name, [])
        if not chosen:
            continue
        any_target = True
        ok = [r for r in chosen if can_target(ctx, r, flt)]
        legal[name] = ok
        if ok:
            all_illegal = False
    ctx.results["legal_targets"] = legal
    if any_target and all_illegal:
        g.log(f"{item.name} doesn't resolve: all its targets are illegal", "608.2b", "fizzle")
        _finish(g, item, countered=True)
        return
    if item.kind == "triggered" and "if" in item.spec and not holds(ctx, item.spec["if"]):
        g.log(f"{item.name}'s ability does nothing: its condition is no longer true", "603.4")
        g.stack.remove(item)
        return
    g.emit(Resolved(item.source, item.name, item.kind == "spell"), "608.2")
    card = g.objects[item.source].card if item.kind == "spell" else None
    if item.kind == "spell" and card is not None:
        o = g.objects[item.source]
        spell_card = card.faces[o.face] if card.faces and o.face is not None else card
        if spell_card.is_permanent_card or o.face_down:   # a face-down spell is a creature spell (CR 708.4)
            # the spell stays on the stack while its as-enters choices are made; moving it to
            # the battlefield takes it off the stack (CR 608.3)
            attach = None
            if "Aura" in spell_card.subtypes:
                refs = legal.get("enchant") or []
                attach = refs[0][1] if refs else None
            enter_battlefield(g, o.id, item.controller, attach_to=attach, from_stack=True, cast_x=item.x or 0)
            return
    if item.kind == "spell" and item.spec.get("hook_resolve"):
        from .effects import HOOKS
        HOOKS[item.spec["hook_resolve"]](ctx, item.spec)
    else:
        run_effects(ctx, _item_effects(item))
    _finish(g, item, countered=False)


def _finish(g: "Game", item: StackItem, countered: bool) -> None:
    if item in g.stack:
        g.stack.remove(item)
    if item.kind == "spell":
        o = g.objects[item.source]
        if o.zone == "stack" and o.zcc == item.source_zcc:
            if item.is_copy:   # a copy of a spell is no card: it ceases to exist (CR 707.10a)
                g.move_raw(o.id, "none")
                return
            from .events import move_to_zone
            move_to_zone(g, o.id, "graveyard", fire_events=True)


def counter_spell(g: "Game", oid: int, why: str) -> None:
    """Counter a spell: remove it from the stack to its owner's graveyard (CR 701.6a)."""
    from .events import move_to_zone
    item = next((s for s in g.stack if s.kind == "spell" and s.source == oid), None)
    if item is None:
        return
    g.emit(Countered(oid, item.name, why), "701.6a")
    g.stack.remove(item)
    if item.is_copy:
        g.move_raw(oid, "none")   # CR 707.10a
        return
    move_to_zone(g, oid, "graveyard")


def counter_ability(g: "Game", item_id: int) -> None:
    g.stack = [s for s in g.stack if s.id != item_id]


# --- entering the battlefield ---------------------------------------------------------------

def enter_battlefield(g: "Game", oid: int, controller: int, *, attach_to: int | None = None,
                      from_stack: bool = False, tapped: bool = False, cast_x: int = 0,
                      as_non_aura: bool = False) -> None:
    """A permanent enters the battlefield (CR 110.2), with its as-enters choices and
    replacement effects (CR 614.1c-e, 614.12), then its enters triggers.  An object that is
    face down (a face-down spell resolving) enters face down, and its as-enters abilities
    don't apply (CR 708.3)."""
    from .triggers import fire
    from .statics import static_specs
    o = g.objects[oid]
    card = o.card
    face_down = o.face_down
    if "Land" in card.types and not face_down and static_specs(g, "lands_cant_enter"):
        # "Lands can't enter the battlefield" (Worms of the Earth): it stays where it was (CR 614.1)
        g.tell((f"{card.name} can't enter the battlefield — {g.name_of(static_specs(g, 'lands_cant_enter')[0][0])}",),
               "614.1")
        return
    ctx = Ctx(g, controller, oid, None)
    chosen: dict = {}
    copy_of = None
    copy_extra: tuple = ()
    enter_counters: dict[str, int] = {}
    for spec in () if face_down else card.as_enters:
        (key, params), = spec.items()
        params = params or {}
        if key == "exile_from_graveyard":
            kinds = _exile_as_enters(g, controller, oid, params, from_stack)
            if kinds is None:
                # "If you can't, put this creature into its owner's graveyard instead of onto the
                # battlefield" (Frankenstein's Monster, CR 614.1c)
                g.tell((f"{card.name} can't exile the cards it needs and goes to the graveyard",), "614.1c")
                g.move_raw(oid, "graveyard")
                return
            for kind in kinds:
                enter_counters[kind] = enter_counters.get(kind, 0) + 1
        elif key == "copy":
            copy_of, copy_extra = _choose_copy(g, controller, oid, params)
            # the copied card's own "as this enters" abilities apply to the copy entering, which makes
            # its own choices -- choices are not copiable values (CR 707.2, 707.5, 614.12): Clone
            # entering as a copy of Primal Clay chooses what it becomes
            for copied in copy_of.as_enters if copy_of is not None else ():
                (ckey, cparams), = copied.items()
                if ckey == "choose":
                    chosen[_key(cparams["what"])] = choose_value(g, controller, cparams["what"], cparams or {}, ctx)
        elif key == "choose":
            if params["what"] == "number" and not isinstance(params.get("max", 20), int):
                from .filters import amount
                params = {**params, "max": max(0, amount(ctx, params["max"]))}
            value = choose_value(g, controller, params["what"], params, ctx)
            chosen[_key(params["what"])] = value
            if params.get("pay_life") and value:
                # "As this creature enters, pay any amount of life" (Nameless Race, CR 119.4)
                from .events import lose_life
                lose_life(g, controller, value, "119.4")
        elif key == "sacrifice":
            # "As this creature enters, sacrifice any number of untapped Forests" (Wood Elemental,
            # CR 614.12): how many were sacrificed is remembered as its chosen number
            chosen["number"] = _sacrifice_as_enters(g, controller, oid, params)
        elif key == "do":
            # "As this enchantment enters, you lose life equal to your life total" (Lich): what
            # happens as it enters, before it is on the battlefield (CR 614.1c, 614.12)
            run_effects(ctx, list(params))
    # an Aura put onto the battlefield without being cast chooses what it enchants (CR 303.4h)
    if "Aura" in card.subtypes and attach_to is None and card.enchant is not None and not face_down \
            and not as_non_aura:   # "return this card to the battlefield as a non-Aura enchantment" (Takklemaggot)
        opts = [r[1] for r in candidates(ctx, normalize(card.enchant)) if r[0] == "obj"]
        opts = [x for x in opts if x != oid]
        if not opts:
            g.move_raw(oid, "graveyard")
            return
        attach_to = select_one(g, controller, f"Choose what {card.name} enchants", tuple(opts), purpose="attach")
    after = _enters_replacements(g, oid, controller)
    stack_zcc = o.zcc
    spell = next((s for s in g.stack if s.kind == "spell" and s.source == oid), None) if from_stack else None
    x = (spell.x or 0) if spell is not None else 0
    masked = bool(o.chosen.get(MASKED)) and from_stack
    g.move_raw(oid, "battlefield", controller=controller)
    if not o.token and controller not in g.turn_flags.get("_put_nontoken", ()):
        # "put a nontoken permanent onto the battlefield during their last turn" (Arboria)
        g.turn_flags["_put_nontoken"] = g.turn_flags.get("_put_nontoken", ()) + (controller,)
    if from_stack:
        _carry_spell_effects(g, oid, stack_zcc, o.zcc)
    o.face_down = face_down
    if cast_x:
        chosen["cast_x"] = cast_x   # the X its spell was cast with, for its abilities (CR 107.3m)
    if face_down and masked:
        chosen[MASKED] = True
    o.chosen = chosen
    o.copy_of = copy_of
    o.copy_extra = copy_extra
    if attach_to is not None:
        o.attached_to = attach_to
    if tapped:
        o.tapped = True
    for kind, n in enter_counters.items():
        o.own_counters()[kind] = o.counters.get(kind, 0) + n
    g.invalidate()
    ch = g.chars(oid)
    for rep in ch.replacements:
        if "enters_tapped" in rep:
            o.tapped = True
        if "enters_with_counters" in rep:
            from .filters import amount
            spec = rep["enters_with_counters"]
            # "enters with X +1/+1 counters" (Rock Hydra): X is the X of the spell it was (CR 107.3m)
            o.own_counters()[spec["kind"]] = o.counters.get(spec["kind"], 0) + amount(
                Ctx(g, controller, oid, o.zcc, x=x), spec.get("n", 1))
    if _enters_tapped_by_others(g, oid):
        o.tapped = True
    if "Planeswalker" in ch.types:
        card_now = o.copy_of or o.card
        o.own_counters()["loyalty"] = card_now.loyalty or 0
    g.invalidate()
    where = f" attached to {g.name_of(attach_to)}" if attach_to is not None else ""
    g.emit(EnteredBattlefield(oid, ch.name, controller, g.name_of(attach_to) if attach_to is not None else ""),
           "110.2")
    for ctx_after, effects in after:   # "... instead puts that land onto the battlefield then sacrifices a land"
        run_effects(Ctx(g, ctx_after.controller, ctx_after.source, ctx_after.source_zcc,
                        event={"player": controller, "object": oid, "object_zcc": o.zcc}), effects)
    fire(g, {"type": "enters", "object": oid, "object_zcc": o.zcc, "player": controller})


def _enters_replacements(g: "Game", oid: int, controller: int) -> list[tuple[Ctx, list]]:
    """The `enters_replacement` statics that apply to this permanent about to enter under
    `controller`'s control (Land Equilibrium, CR 614.1c): their conditions are checked now, before
    it enters; their effects follow its entering, as part of the same event."""
    from .statics import static_specs
    out = []
    types = g.objects[oid].card.types
    for src, spec, ctx in static_specs(g, "enters_replacement"):
        who = spec.get("who", "opponents")
        if who == "opponents" and controller == ctx.controller or who == "you" and controller != ctx.controller:
            continue
        if spec.get("type") and spec["type"] not in types:
            continue
        ev_ctx = Ctx(g, ctx.controller, src, ctx.source_zcc, event={"player": controller})
        if "if" in spec and not holds(ev_ctx, spec["if"]):
            continue
        out.append((ctx, list(spec.get("then", []))))
    return out


def _sacrifice_as_enters(g: "Game", controller: int, oid: int, params: dict) -> int:
    from .choices import select
    from .events import sacrifice
    ctx = Ctx(g, controller, oid, None)
    flt = normalize(params.get("filter", "permanent")).with_(controller="you")
    opts = tuple(x for x in g.battlefield if x != oid and matches_object(ctx, x, flt))
    picks = select(g, controller, f"Sacrifice any number as {g.objects[oid].card.name} enters", opts,
                   n=len(opts), min_n=0, purpose="sacrifice") if opts else ()
    for x in picks:
        sacrifice(g, x)
    return len(picks)


def _exile_as_enters(g: "Game", controller: int, oid: int, params: dict, from_stack: bool) -> list[str] | None:
    """"As this creature enters, exile X creature cards from your graveyard ... For each creature
    card exiled this way, this creature enters with a +2/+0, +1/+1, or +0/+2 counter on it"
    (Frankenstein's Monster; CR 614.1c): X is the spell's X (0 when it wasn't cast).  Returns the
    counter kind chosen for each card exiled, or None when there aren't enough cards to exile."""
    from .events import move_to_zone
    from .filters import all_matching, amount
    item = next((s for s in g.stack if s.kind == "spell" and s.source == oid), None) if from_stack else None
    ctx = Ctx(g, controller, oid, None, item, x=(item.x or 0) if item is not None else 0)
    n = max(0, amount(ctx, params.get("n", "X")))
    flt = normalize(params.get("filter")).with_(kind="card", zone="graveyard", owner="you")
    opts = tuple(all_matching(ctx, flt))
    if len(opts) < n:
        return None
    picks = select(g, controller, f"Choose {counted(n, 'card')} to exile", opts, n=n, purpose="exile") if n else ()
    kinds: list[str] = []
    for pick in picks:
        move_to_zone(g, pick, "exile", cause=f"exiled as {g.name_of(oid)} enters", rule="614.1c")
        options = tuple(params.get("counters", ()))
        if options:
            kinds.append(options[0] if len(options) == 1 else select_one(
                g, controller, f"Choose a counter for {g.objects[pick].card.name}", options, purpose="counter_kind"))
    return kinds


def _enters_tapped_by_others(g: "Game", oid: int) -> bool:
    """"Artifacts, creatures, and lands your opponents control enter tapped" (Kismet): a
    replacement effect of another permanent that modifies how this one enters (CR 614.1d, 614.12)."""
    from .filters import matches_object
    for other in g.battlefield:
        if other == oid or g.objects[other].phased_out:
            continue
        och = g.chars(other)
        for rep in och.replacements:
            if "others_enter_tapped" in rep:
                flt = normalize(rep["others_enter_tapped"])
                if matches_object(Ctx(g, och.controller, other, g.objects[other].zcc), oid, flt):
                    return True
    return False


def _carry_spell_effects(g: "Game", oid: int, old_zcc: int, new_zcc: int) -> None:
    """CR 400.7a: effects of spells and abilities that changed the characteristics or the
    controller of a permanent spell continue to apply to the permanent it becomes."""
    from dataclasses import replace
    old, new = ("obj", oid, old_zcc), ("obj", oid, new_zcc)
    g.effects = [replace(e, affected=tuple(new if r == old else r for r in e.affected))
                 if e.affected and old in e.affected and e.layer == "mod" else e for e in g.effects]


def _key(what: str) -> str:
    return {"opponent": "player", "basic_land_type": "land_type"}.get(what, what)


def _choose_copy(g: "Game", controller: int, oid: int, params: dict) -> tuple:
    """"You may have this enter as a copy of ..." (CR 707.2, 707.5): copiable values only."""
    from .filters import all_matching
    ctx = Ctx(g, controller, oid, None)
    flt = normalize(params.get("filter", "creature"))
    opts = tuple(x for x in all_matching(ctx, flt) if x != oid)
    if not opts:
        return None, ()
    if params.get("may", True):
        options = opts + ("none",)
        pick = select_one(g, controller, "Choose something to copy", options, purpose="copy")
        if pick == "none":
            return None, ()
    else:
        pick = select_one(g, controller, "Choose something to copy", opts, purpose="copy")
    target = g.objects[pick]
    if target.face_down and target.zone == "battlefield":
        from .carddef import CardDef
        return CardDef(name="", types=("Creature",), power="2", toughness="2"), ()
    src_def = target.copy_of or target.card
    return src_def, copy_exceptions(target.copy_extra, params)


def copy_exceptions(copied: tuple, params: dict) -> tuple:
    """The exceptions of a copy effect (CR 707.9): those of the object copied (they are copiable
    values, CR 707.9b), then this effect's own -- abilities it has (`extra_triggers`), card types
    it has in addition (`add_types`: Copy Artifact "is an enchantment in addition"), and
    `keep_colors` ("except it doesn't copy that creature's color": Vesuvan Doppelganger);
    each listed once."""
    out: list[dict] = []
    own: list[dict] = list(params.get("extra_triggers", ()))
    if params.get("add_types"):
        own.append({"add_types": tuple(params["add_types"])})
    if params.get("keep_colors"):
        own.append({"keep_colors": True})
    for x in tuple(copied) + tuple(own):
        if x not in out:
            out.append(x)
    return tuple(out)


def may_choose(g: "Game", p: int, prompt: str) -> bool:
    return yes_no(g, p, prompt)
