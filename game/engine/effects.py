"""The effect verbs of the card vocabulary: one function per verb (CR 608.2c: follow the
instructions in order).  Each receives the evaluation context and the verb's parameters,
as validated by the card loader.  The verbs and their typed parameters are declared once in
`language.py` (the validator and docs/cards.md read that declaration); this module only
implements them, one `@handles` function per declared verb.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .choices import number, select, select_one, yes_no
from .conditions import holds
from .context import Ctx
from .events import (add_counters, commander_destination, deal_damage, destroy, discard, draw_cards, gain_life, lki_of, lose_life, mill,
                     move_to_zone, remove_counters, sacrifice, tap, untap)
from .filter_spec import Filter
from .filters import (all_matching, amount, damage_dealt_by_spell, matches_object, normalize, objects_of, players_of,
                      refs_of)
from .language import VERBS as LANGUAGE_VERBS
from .language import Duration
from .mana import NO_MANA, ManaCost
from .objects import ContinuousEffect, DelayedTrigger, Shield
from .subgame import play_subgame, return_cards, tell_result
from .statics import rules_words, text_changed_params
from .terms import BASIC_LAND_TYPES, COLOR_WORDS, COLORS
from .event_types import Countered, HandRevealed
from .words import counted

if TYPE_CHECKING:
    from .game import Game

Handler = Callable[[Ctx, dict], None]
HANDLERS: dict[str, Handler] = {}
HOOKS: dict[str, Callable[[Ctx, dict], None]] = {}


def handles(name: str) -> Callable[[Handler], Handler]:
    """Register the implementation of a declared verb; a verb the language doesn't declare, or a
    second implementation of one, is a programming error caught as the engine is imported."""
    def deco(fn: Handler) -> Handler:
        if name not in LANGUAGE_VERBS:
            raise LookupError(f"effect verb {name!r} is not declared in game/engine/language.py")
        if name in HANDLERS:
            raise LookupError(f"effect verb {name!r} has two handlers")
        HANDLERS[name] = fn
        return fn
    return deco


def run_effects(ctx: Ctx, effects: list[dict]) -> None:
    g = ctx.g
    for eff in effects:
        if g.over:
            return
        if set(eff) == {"if"} and isinstance(eff["if"], dict) and "cond" in eff["if"]:
            _if(ctx, eff["if"])   # the `if` verb itself, not a condition on another verb
            g.invalidate()
            continue
        if "if" in eff and not holds(ctx, eff["if"]):
            continue
        for key, params in eff.items():
            if key == "if":
                continue
            HANDLERS[key](ctx, params if params is not None else {})
        g.invalidate()


def _src(ctx: Ctx) -> int | None:
    return ctx.source


# durations that end once the source leaves (or stops being tapped or controlled): an effect
# remembers the object its source was as it began (CR 611.2b)
SOURCE_BOUND = frozenset({Duration.WHILE_SOURCE_TAPPED, Duration.WHILE_SOURCE_TAPPED_AND_CONTROLLED,
                          Duration.UNTIL_SOURCE_LEAVES, Duration.WHILE_SOURCE_CONTROLLED})


def effect_duration(p: dict, default: Duration = Duration.END_OF_TURN) -> Duration:
    """An effect's `duration` (the loader has read a card's into a Duration); a word the language
    doesn't declare is an error, never a duration that silently lasts for ever (CR 611.2)."""
    return Duration(p.get("duration", default))


# --- damage, destruction, zones ---------------------------------------------------------------

@handles("damage")
def _damage(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    refs = refs_of(ctx, p.get("to", "t"))
    source = objects_of(ctx, p["source"], True)[0] if "source" in p and objects_of(ctx, p["source"], True) \
        else _src(ctx)
    assignments = []
    if p.get("divided") and ctx.item is not None and ctx.item.division:
        for r in refs:
            if r in ctx.item.division:
                assignments.append((source, r, ctx.item.division[r], False))
    elif p.get("divide_evenly"):
        total = amount(ctx, p.get("amount", "X"))
        all_chosen = [r for rs in (ctx.item.targets.values() if ctx.item else []) for r in rs]
        share = total // max(1, len(all_chosen))
        assignments = [(source, r, share, False) for r in refs]
    else:
        n = amount(ctx, p.get("amount", 0))
        assignments = [(source, r, n, False) for r in refs]
    before: dict[Any, int] = {}
    for _, r, _, _ in assignments:
        if r[0] == "player":
            before[r] = g.players[r[1]].life
        elif r[1] in g.objects and g.objects[r[1]].zone == "battlefield":
            ch = g.chars(r[1])
            before[r] = (ch.toughness if "Creature" in ch.types else g.objects[r[1]].counters.get("loyalty", 0)) or 0
    targeted = frozenset(tuple(r[:2]) for refs in (ctx.item.targets.values() if ctx.item is not None else ())
                         for r in refs if isinstance(r, tuple))
    dealt = deal_damage(g, assignments, targeted)
    # "a creature dealt damage this way": only those actually dealt damage (not prevented)
    for ev in dealt:
        if ev["target"][0] == "obj" and ev["target"][1] in g.objects:
            if p.get("cant_regenerate"):
                g.objects[ev["target"][1]].cant_regenerate = True
            if p.get("exile_if_dies"):
                g.objects[ev["target"][1]].exile_if_dies = True
    if "record_dealt" in p:
        hit = [g.objects[ev["target"][1]].ref for ev in dealt
               if ev["target"][0] == "obj" and ev["target"][1] in g.objects]
        ctx.results[p["record_dealt"]] = list(dict.fromkeys(list(ctx.results.get(p["record_dealt"], [])) + hit))
    if "record" in p:
        total = 0
        for ev in dealt:
            total += min(ev["amount"], max(0, before.get(ev["target"], ev["amount"])))
        ctx.results[p["record"]] = ctx.results.get(p["record"], 0) + total


@handles("destroy")
def _destroy(ctx: Ctx, p: dict) -> None:
    went: list[tuple[str, int, int]] = []   # recorded as references: counted as an amount, read as the cards
    for oid in objects_of(ctx, p.get("what", "t")):
        if ctx.g.objects[oid].zone == "battlefield":
            record_lki(ctx, oid)   # "that artifact's controller" after it is gone (CR 608.2h)
        destroy(ctx.g, oid, cause=f"destroyed by {ctx.g.name_of(ctx.source)}", can_regenerate=p.get("regenerate", True))
        if ctx.g.objects[oid].zone == "graveyard":
            went.append(("obj", oid, ctx.g.objects[oid].zcc))
    if "record" in p:
        ctx.results[p["record"]] = list(ctx.results.get(p["record"], [])) + went


@handles("exile")
def _exile(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    gone: list[tuple[str, int, int]] = []
    for oid in objects_of(ctx, p.get("what", "t")):
        if g.objects[oid].zone == "battlefield":
            record_lki(ctx, oid)   # "its controller gains life equal to its power" (CR 608.2h)
        if move_to_zone(g, oid, "exile", cause=f"exiled by {g.name_of(ctx.source)}", rule="406.3") == "exile":
            gone.append(("obj", oid, g.objects[oid].zcc))   # the new object in exile (CR 400.7)
            if p.get("link") and ctx.source is not None:
                # "cards exiled with [this]" (CR 607.2a): the source as it is now, this very object
                g.objects[oid].own_chosen()["exiled_by"] = (ctx.source, ctx.source_zcc if ctx.source_zcc is not None else -1)
            if p.get("face_down"):
                # CR 406.3: a card exiled face down can't be looked at; it turns face up as it leaves
                g.objects[oid].face_down = True
            for kind, n in (p.get("counters") or {}).items():
                # "exile it with two scream counters on it": the counters go on the card in exile
                g.objects[oid].own_counters()[str(kind)] = g.objects[oid].counters.get(str(kind), 0) + int(n)
    if "record" in p:
        ctx.results[p["record"]] = ctx.results.get(p["record"], []) + gone


@handles("bounce")
def _bounce(ctx: Ctx, p: dict) -> None:
    for oid in objects_of(ctx, p.get("what", "t")):
        move_to_zone(ctx.g, oid, "hand", cause=f"returned by {ctx.g.name_of(ctx.source)}", rule="400.7")


@handles("put_in_library")
def _put_in_library(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    bottom = p.get("position") == "bottom"
    objs = objects_of(ctx, p.get("what", "t"))
    if p.get("any_order") and len(objs) > 1:
        # "in any order": the controller lists them from the top down; each is put in its place
        # one at a time, so the first listed is the last moved onto the top (or the first to the bottom)
        rest, listed = list(objs), []
        while len(rest) > 1:
            pick = select_one(g, ctx.controller, "Choose the next card, from the top of the library down",
                              tuple(rest), purpose="order")
            rest.remove(pick)
            listed.append(pick)
        listed += rest
        objs = listed if bottom else list(reversed(listed))
    for oid in objs:
        move_to_zone(g, oid, "library", to_bottom=bottom)


@handles("sacrifice")
def _sacrifice(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    done: list[tuple[str, int]] = []   # recorded as references: counted as an amount, read as the objects
    if "what" in p:
        for oid in objects_of(ctx, p["what"]):
            if g.objects[oid].zone == "battlefield":
                sacrifice(g, oid)
                done.append(("obj", oid))
    else:
        keep = amount(ctx, p["keep"]) if "keep" in p else None
        for who in players_of(ctx, p.get("who", "you")):
            sub = Ctx(g, who, ctx.source, ctx.source_zcc, ctx.item, ctx.event)
            flt = normalize(p.get("filter", "permanent")).with_(controller="you")
            opts = tuple(all_matching(sub, flt))
            n = max(0, len(opts) - keep) if keep is not None else amount(ctx, p.get("n", 1))
            if not opts or n <= 0:
                continue
            chooser = players_of(ctx, p["chosen_by"])[0] if p.get("chosen_by") and players_of(ctx, p["chosen_by"]) \
                else who
            picks = select(g, chooser, "Choose what to sacrifice" if chooser == who
                           else "Choose what your opponent sacrifices", opts, n=n, purpose="sacrifice",
                           data=(("source", ctx.source),))
            for oid in picks:
                sacrifice(g, oid)
                done.append(("obj", oid))
    if "record" in p:
        # what was sacrificed: true if anything, counted as a number, referred to as objects
        ctx.results[p["record"]] = done


@handles("tap")
def _tap(ctx: Ctx, p: dict) -> None:
    done = 0
    for oid in objects_of(ctx, p.get("what", "t")):
        if tap(ctx.g, oid):
            done += 1
            ctx.g.log(f"{ctx.g.name_of(oid)} is tapped", "701.26")
    if "record" in p:
        ctx.results[p["record"]] = done


@handles("untap")
def _untap(ctx: Ctx, p: dict) -> None:
    for oid in objects_of(ctx, p.get("what", "t")):
        if untap(ctx.g, oid):
            ctx.g.log(f"{ctx.g.name_of(oid)} is untapped", "701.26")


@handles("remove_from_combat")
def _remove_from_combat(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    c = g.combat
    if c is None:
        return
    for oid in objects_of(ctx, p.get("what", "self")):
        if oid not in c.attackers and oid not in c.blockers:
            continue
        if p.get("unblock"):
            # "creatures it was blocking that had become blocked by only this creature this combat
            # become unblocked" (Ydwen Efreet); otherwise they stay blocked (CR 509.1h)
            for att in c.blockers.get(oid, []):
                if c.blocked_by.get(att) == [oid]:
                    c.blocked.discard(att)
        g.remove_from_combat(oid)
        g.log(f"{g.name_of(oid)} is removed from combat", "506.4")


@handles("phase_out")
def _phase_out(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    src = ctx.source_obj
    if src is None or src.zone != "battlefield" or (ctx.source_zcc is not None and src.zcc != ctx.source_zcc):
        return   # "until this enchantment leaves the battlefield" is already over (CR 611.2b)
    for oid in objects_of(ctx, p.get("what", "t")):
        o = g.objects[oid]
        if o.zone != "battlefield" or o.phased_out:
            continue
        g.phase_out(oid, (src.id, src.zcc), bool(p.get("tapped")))
        g.log(f"{g.name_of(oid)} phases out until {g.name_of(src.id)} leaves the battlefield", "702.26")


@handles("tap_or_untap")
def _tap_or_untap(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for oid in objects_of(ctx, p.get("what", "t")):
        pick = select_one(g, ctx.controller, f"Tap or untap {g.name_of(oid)}?", ("tap", "untap", "neither")
                          if p.get("may", True) else ("tap", "untap"), purpose="tap_or_untap")
        if pick == "tap" and tap(g, oid):
            g.log(f"{g.name_of(oid)} is tapped", "701.26")
        elif pick == "untap" and untap(g, oid):
            g.log(f"{g.name_of(oid)} is untapped", "701.26")


@handles("counter")
def _counter(ctx: Ctx, p: dict) -> None:
    from .resolve import counter_ability, counter_spell
    g = ctx.g
    why = f"countered by {g.name_of(ctx.source)}"
    for r in refs_of(ctx, p.get("what", "t")):
        if r[0] == "ability":
            item = next((s for s in g.stack if s.id == r[2]), None)
            if item is None or _pays_instead(ctx, item.controller, p.get("unless_pays"), item.name):
                continue
            g.emit(Countered(r[1], g.name_of(r), why), "701.6b")
            counter_ability(g, item.id)
        elif r[0] == "obj":
            item = next((s for s in g.stack if s.kind == "spell" and s.source == r[1]), None)
            if item is None or _pays_instead(ctx, item.controller, _unless_cost(ctx, p), item.name):
                continue
            counter_spell(g, r[1], why)


def _unless_cost(ctx: Ctx, p: dict) -> ManaCost | None:
    """The cost of "counter ... unless its controller pays ...": a written cost, or an amount of
    generic mana worked out now ("pays {X}, where X is its mana value")."""
    if "unless_pays_generic" in p:
        return NO_MANA.plus_generic(max(0, amount(ctx, p["unless_pays_generic"])))
    return p.get("unless_pays")


@handles("copy_spell")
def _copy_spell(ctx: Ctx, p: dict) -> None:
    """CR 707.10: a copy of a spell copies its characteristics and every choice made for it
    (mode, X, targets, division); it is put on the stack without being cast (no cast triggers),
    controlled -- and owned -- by the player who put it there (CR 707.10, 110.2).  With
    `new_targets` that player may change any of its targets to other legal targets (CR 707.10c)."""
    from .casting import choose_targets_for, target_slots
    from .resolve import _item_targets_spec
    g = ctx.g
    for r in refs_of(ctx, p.get("what", "self"), include_lki=True):
        if r[0] != "obj":
            continue
        orig = next((s for s in g.stack if s.kind == "spell" and s.source == r[1]), None)
        if orig is None:
            continue
        for who in players_of(ctx, p.get("who", "you"))[:1]:
            src = g.objects[r[1]]
            card = src.card
            if p.get("colors") is not None:   # "except that the copy is red" (Fork, CR 707.10b)
                from dataclasses import replace
                card = replace(card, colors=tuple("".join(p["colors"])))
            o = g.new_object(card, who, "stack", token=True)   # not a card: it ceases to exist off the stack
            o.face = src.face
            item = orig.copy()
            item.id, item.source, item.source_zcc, item.controller = g.new_id(), o.id, o.zcc, who
            item.is_copy, item.from_zone, item.mana_spent = True, "stack", {}
            g.stack.append(item)
            g.invalidate()
            g.tell((f" a copy of {orig.name}",), "707.10", subject=who, verb="puts")
            tspec = _item_targets_spec(item)
            if p.get("new_targets") and target_slots(tspec, item.x) and \
                    yes_no(g, who, f"Choose new targets for the copy of {orig.name}?", purpose="new_targets"):
                sub = Ctx(g, who, o.id, o.zcc, item)
                sub.x = item.x or 0
                before = {k: list(v) for k, v in item.targets.items()}
                if not choose_targets_for(g, sub, item, tspec):
                    item.targets = before   # no legal new target: the copy keeps the old ones


def _pays_instead(ctx: Ctx, who: int, cost: ManaCost | None, what: str) -> bool:
    """"Counter ... unless its controller pays {W}": that player may pay; True if they did."""
    if cost is None:
        return False
    from .casting import can_afford, pay_mana
    g = ctx.g
    if can_afford(g, who, cost) and yes_no(g, who, f"Pay {cost} so that {what} isn't countered?",
                                           purpose="pay_optional"):
        pay_mana(g, who, cost, f"Keep {what} from being countered")
        g.tell((f" {cost}; {what} isn't countered",), "701.6", subject=who, verb="pays")
        return True
    return False


# --- cards and life ------------------------------------------------------------------------

@handles("draw")
def _draw(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        hand = g.players[who].hand
        before = len(hand)
        draw_cards(g, who, amount(ctx, p.get("n", 1)))
        if "discard_unless" in p:
            flt = normalize(p["discard_unless"]).with_(kind="card", zone="hand")
            for oid in list(hand[before:]):
                g.tell((f" {g.objects[oid].card.name}",), "701.16a", subject=who, verb="reveals")
                if not _card_matches(ctx, oid, flt):
                    discard(g, who, oid, effect=True, cause=ctx.controller)


@handles("discard")
def _discard(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    done = 0
    keep = amount(ctx, p["keep"]) if "keep" in p else None
    if "what" in p:
        for oid in objects_of(ctx, p["what"]):
            o = g.objects[oid]
            if o.zone == "hand":
                discard(g, o.owner, oid, effect=True)
                done += 1
        if "record" in p:
            ctx.results[p["record"]] = done
        return
    for who in players_of(ctx, p.get("who", "you")):
        if p.get("reveal"):
            hand = tuple(g.players[who].hand)
            g.emit(HandRevealed(who, hand, tuple(g.objects[o].card.name for o in hand)), "701.16a")
        if "filter" in p:
            flt = normalize(p["filter"]).with_(kind="card", zone="hand")
            allowed = [o for o in g.players[who].hand if _card_matches(ctx, o, flt)]
            n = min(amount(ctx, p.get("n", 1)), len(allowed))
            if p.get("random"):
                for _ in range(n):
                    pick = allowed.pop(g.rng.randbelow(len(allowed)))
                    discard(g, who, pick, effect=True, cause=ctx.controller)
                    done += 1
            else:
                for pick in select(g, who, f"Choose {counted(n, 'card')} to discard", tuple(allowed), n=n,
                                   min_n=0 if p.get("up_to") else None, purpose="discard"):
                    discard(g, who, pick, effect=True, cause=ctx.controller)
                    done += 1
            continue
        hand_size = len(g.players[who].hand)
        n = max(0, hand_size - keep) if keep is not None else min(amount(ctx, p.get("n", 1)), hand_size)
        if n <= 0:
            continue
        if p.get("random") and p.get("named"):
            # "reveals X cards at random from their hand, then discards all cards with that name revealed"
            hand = list(g.players[who].hand)
            revealed = []
            for _ in range(n):
                revealed.append(hand.pop(g.rng.randbelow(len(hand))))
            g.tell((f" {', '.join(g.objects[o].card.name for o in revealed)}",), "701.16a", subject=who, verb="reveals")
            name = ctx.source_chosen().get("card_name")
            for oid in revealed:
                if g.objects[oid].card.name == name and oid in g.players[who].hand:
                    discard(g, who, oid, effect=True, cause=ctx.controller)
                    done += 1
        elif p.get("random"):
            for _ in range(n):
                hand = g.players[who].hand
                oid = hand[g.rng.randbelow(len(hand))]
                discard(g, who, oid, effect=True, cause=ctx.controller)
                done += 1
        else:
            for oid in select(g, who, f"Choose {'up to ' if p.get('up_to') else ''}{counted(n, 'card')} to discard",
                              tuple(g.players[who].hand), n=n, min_n=0 if p.get("up_to") else None,
                              purpose="discard"):
                discard(g, who, oid, effect=True, cause=ctx.controller)
                done += 1
    if "record" in p:
        ctx.results[p["record"]] = done


@handles("mill")
def _mill(ctx: Ctx, p: dict) -> None:
    for who in players_of(ctx, p.get("who", "you")):
        mill(ctx.g, who, amount(ctx, p.get("n", 1)))


@handles("gain_life")
def _gain_life(ctx: Ctx, p: dict) -> None:
    for who in players_of(ctx, p.get("who", "you")):
        gain_life(ctx.g, who, amount(ctx, p.get("amount", 1)))


@handles("lose_life")
def _lose_life(ctx: Ctx, p: dict) -> None:
    for who in players_of(ctx, p.get("who", "you")):
        lose_life(ctx.g, who, amount(ctx, p.get("amount", 1)))


@handles("set_life")
def _set_life(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        diff = amount(ctx, p.get("amount", 20)) - g.players[who].life
        if diff > 0:
            gain_life(g, who, diff)
        elif diff < 0:
            lose_life(g, who, -diff, "119.5")


@handles("exchange_life")
def _exchange_life(ctx: Ctx, p: dict) -> None:
    """CR 701.10c: each player gains or loses the amount needed to end with the other's former
    total; both totals are read before either changes."""
    g = ctx.g
    a = players_of(ctx, p.get("who", "you"))
    b = players_of(ctx, p.get("with", "t"))
    if not a or not b or a[0] == b[0]:
        return
    pa, pb = a[0], b[0]
    la, lb = g.players[pa].life, g.players[pb].life
    for who, new in ((pa, lb), (pb, la)):
        diff = new - g.players[who].life
        if diff > 0:
            gain_life(g, who, diff)
        elif diff < 0:
            lose_life(g, who, -diff, "701.10c")


@handles("ante")
def _ante(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    moved: list[int] = []
    if "what" in p:
        for oid in objects_of(ctx, p["what"]):
            if g.objects[oid].zone not in ("ante", "stack"):
                owner = g.objects[oid].owner
                g.move_raw(oid, "ante")
                g.tell((f" {g.objects[oid].card.name}",), "407.1", "ante", owner, oid, subject=owner, verb="antes")
                moved.append(owner)
    else:
        for who in players_of(ctx, p.get("who", "you")):
            lib = g.players[who].library
            if not lib:
                continue
            if p.get("may") and not yes_no(g, who, p.get("prompt", f"{g.name_of(ctx.source)}: ante the top card "
                                                                   "of your library?"), purpose="ante"):
                continue
            oid = lib[0]
            g.move_raw(oid, "ante")
            g.tell((f" {g.objects[oid].card.name}",), "407.1", "ante", who, oid, subject=who, verb="antes")
            moved.append(who)
    if "record" in p:
        ctx.results[p["record"]] = len(moved)
    for who in moved:
        if p.get("then"):
            run_effects(Ctx(g, ctx.controller, ctx.source, ctx.source_zcc, ctx.item, {**ctx.event, "player": who},
                            ctx.x, ctx.results, ctx.bound), p["then"])


DROP_MAX_TOUCH = 4   # a card lying flat on cards of its own size touches at most four of them


@handles("drop_onto_table")
def _drop_onto_table(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    who = (players_of(ctx, p.get("who", "you")) or [ctx.controller])[0]
    name = g.name_of(ctx.source)
    opts = tuple(oid for oid in g.battlefield if oid != ctx.source and not g.objects[oid].phased_out)
    affects = normalize(p.get("affects", "permanent"))
    touched = select(g, who, f"Drop {name} onto the table: the permanents it lands on", opts,
                     n=min(DROP_MAX_TOUCH, len(opts)), min_n=0, purpose="drop",
                     data=(("card", name), ("max_touch", DROP_MAX_TOUCH), ("affects", affects),
                           ("source", ctx.source)))
    ctx.results[p["record"]] = [g.objects[oid].ref for oid in touched]
    lands_on = ", ".join(g.name_of(oid) for oid in touched) or "nothing"
    g.tell((f" {name} onto the table; it lands on {lands_on}",), "", "drop", ctx.source, *touched, subject=who,
           verb="drops")


@handles("gain_ownership")
def _gain_ownership(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    new = players_of(ctx, p.get("who", "you"))
    if not new:
        return
    for oid in objects_of(ctx, p.get("what", "t")):
        g.set_owner(oid, new[0])
        g.tell((f"{g.objects[oid].card.name} is now owned by ", ("player", new[0])), "108.3")


@handles("add_mana")
def _add_mana(ctx: Ctx, p: dict) -> None:
    from .casting import add_mana
    for who in players_of(ctx, p.get("who", "you")):
        letters = p["mana"]
        if letters == "any":
            letters = select_one(ctx.g, who, "Choose a colour of mana", COLORS, purpose="mana")
        elif letters == "produced":
            kinds = tuple(dict.fromkeys(ctx.event.get("mana", ())))
            if not kinds:
                continue
            letters = select_one(ctx.g, who, "Choose the type of mana to add", kinds, purpose="mana")
        if "n" in p:
            letters = tuple(letters) * max(0, amount(ctx, p["n"]))
            if not letters:
                continue
        only = p.get("spend_only")
        add_mana(ctx.g, who, tuple(letters), spend_only=only, source=ctx.g.name_of(ctx.source)
                 if only is not None and ctx.source in ctx.g.objects else "")
        ctx.g.tell((f" {''.join('{' + c + '}' for c in letters)}" +
                    (f" (spend it only as {ctx.g.name_of(ctx.source)} says)" if only is not None else ""),),
                   "106.6" if only is not None else "106.4", subject=who, verb="adds")


@handles("lose_unspent_mana")
def _lose_mana(ctx: Ctx, p: dict) -> None:
    from .casting import add_mana
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        pool = g.players[who].mana_pool
        lost = tuple(c for c, n in sorted(pool.items()) for _ in range(n)) + \
            tuple(rm.mana for rm in g.players[who].restricted_mana)
        pool.clear()
        g.players[who].restricted_mana.clear()
        for to in players_of(ctx, p["to"]) if "to" in p else []:
            add_mana(g, to, lost)
            if lost:
                g.tell((f" {''.join('{' + c + '}' for c in lost)}",), "106.4", subject=to, verb="adds")


@handles("grant_special_action")
def _grant_special_action(ctx: Ctx, p: dict) -> None:
    from .special import grant
    grant(ctx, p)


@handles("divide_into_piles")
def _divide_into_piles(ctx: Ctx, p: dict) -> None:
    from .choices import piles
    g = ctx.g
    if g.combat is None:
        return
    labels = tuple(p.get("labels", ("left", "right")))
    for who in players_of(ctx, p.get("who", "defending_player")):
        flt = normalize(p.get("filter", "creature"))
        mine = [o for o in all_matching(ctx, flt) if g.chars(o).controller == who]
        made = piles(g, who, f"{g.name_of(ctx.source)}: divide your creatures into the piles "
                             f"{' and '.join(repr(x) for x in labels)}", mine, labels, every=True)
        g.combat.piles.update(made)
        for label in labels:
            names = [g.name_of(o) for o, ls in made.items() if label in ls]
            g.tell((("player", who), f"'s {label} pile: {', '.join(names) or 'no creatures'}"), "700.3")


@handles("label_attackers")
def _label_attackers(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    c = g.combat
    if c is None:
        return
    labels = tuple(p.get("labels", ("left", "right")))
    if "except" in p:
        c.pile_except = normalize(p["except"])
    for a in list(c.attackers):
        if a not in g.objects or g.chars(a).controller != ctx.controller:
            continue
        label = select_one(g, ctx.controller, f"{g.name_of(ctx.source)}: choose a pile for {g.name_of(a)} — only "
                                              "creatures in it can block it", labels, purpose="pile_label",
                           data=(("attacker", a),))
        c.attacker_pile[a] = label
        g.tell((f"{g.name_of(a)} goes with the {label} pile",), "509.1b")


@handles("block_by_piles")
def _block_by_piles(ctx: Ctx, p: dict) -> None:
    ctx.g.turn_flags["_blocks_by_piles"] = True     # read by combat.declare_blockers this turn
    ctx.g.tell(("This turn blockers are divided into piles assigned to the attackers at random",), "509.1")


@handles("wish")
def _wish(ctx: Ctx, p: dict) -> None:
    """"Put a card you own from outside the game into your hand" (CR 400.11a): outside the game is
    the player's sideboard here; its cards are offered by name (the same name twice is one
    choice), the chosen one becomes a new object in the hand.  No sideboard: nothing happens."""
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        side = g.players[who].sideboard
        names = tuple(sorted({c.name for c in side}))
        if not names:
            g.tell((("player", who), " has no cards outside the game: nothing is put into their hand"), "400.11a")
            continue
        name = select_one(g, who, "Choose a card of your sideboard to put into your hand",
                          names, purpose="wish")
        card = next(c for c in side if c.name == name)
        side.remove(card)
        g.new_object(card, who, "hand")
        g.tell((("player", who), f" puts {name} from outside the game into their hand"), "400.11a")


@handles("look_at_hand")
def _look_at_hand(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "t")):
        cards = ", ".join(g.objects[oid].card.name for oid in g.players[who].hand) or "no cards"
        g.tell((" at ", ("player's", who), f" hand: {cards}"), "", "look", ctx.controller, who, tuple(g.players[who].hand), subject=ctx.controller, verb="looks")


@handles("look_at_library")
def _look_at_library(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "t")):
        seen = tuple(g.players[who].library[:max(0, amount(ctx, p.get("n", 1)))])
        cards = ", ".join(g.objects[oid].card.name for oid in seen) or "no cards"
        g.tell((f" at the top {counted(len(seen), 'card')} of ", ("player's", who), f" library: {cards}"), "701.16", "look", ctx.controller, who, seen, subject=ctx.controller, verb="looks")


@handles("tap_for_mana")
def _tap_for_mana(ctx: Ctx, p: dict) -> None:
    from .casting import mana_sources, produce_from
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        sub = Ctx(g, who, ctx.source, ctx.source_zcc, ctx.item, ctx.event)
        wanted = set(all_matching(sub, normalize(p.get("filter", "land")).with_(controller="you")))
        for src in mana_sources(g, who):
            if src.id not in wanted or g.objects[src.id].tapped:
                continue
            prod = src.options[0] if len(src.options) == 1 else select_one(
                g, who, f"Choose the mana {g.name_of(src.id)} adds", src.options, purpose="mana")
            produce_from(g, who, src.id, tuple(prod))


@handles("shuffle_graveyard_into_library")
def _shuffle_gy(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        for oid in list(g.players[who].graveyard):
            g.move_raw(oid, commander_destination(g, oid, "library"))
        g.rng.shuffle(g.players[who].library)
        g.tell((" their graveyard into their library",), "701.24", subject=who, verb="shuffles")


@handles("shuffle_hand_into_library")
def _shuffle_hand_into_library(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    counts: list[tuple[int, int]] = []
    for who in players_of(ctx, p.get("who", "you")):
        pl = g.players[who]
        n = len(pl.hand)
        for oid in list(pl.hand):
            g.move_raw(oid, commander_destination(g, oid, "library"))
        g.rng.shuffle(pl.library)
        g.tell((f" {counted(n, 'card')} from their hand into their library",), "701.24", subject=who, verb="shuffles")
        counts.append((who, n))
    if p.get("draw_that_many"):
        for who, n in counts:
            draw_cards(g, who, n)


@handles("shuffle")
def _shuffle(ctx: Ctx, p: dict) -> None:
    for who in players_of(ctx, p.get("who", "you")):
        ctx.g.rng.shuffle(ctx.g.players[who].library)


@handles("extra_turn")
def _extra_turn(ctx: Ctx, p: dict) -> None:
    for who in players_of(ctx, p.get("who", "you")):
        ctx.g.extra_turns.append(who)
        ctx.g.tell((" take an extra turn after this one",), "500.7", subject=who, verb="will")


@handles("subgame")
def _subgame(ctx: Ctx, p: dict) -> None:
    """"Players play a Magic subgame, using their libraries as their decks" (CR 728): the
    subgame is played to its end (game.engine.subgame), its cards come back into the
    libraries (CR 728.5), then each player who didn't win it gets `each_who_didnt_win`."""
    g = ctx.g
    source = g.name_of(ctx.source) if ctx.source is not None else "a subgame"
    result = play_subgame(g, ctx.controller, source)
    return_cards(g, result)
    tell_result(g, source, result)
    for who in (0, 1):
        if who != result.winner:
            run_effects(Ctx(g, ctx.controller, ctx.source, ctx.source_zcc, ctx.item, ctx.event, ctx.x, ctx.results,
                            {**ctx.bound, "player": [("player", who)]}), p.get("each_who_didnt_win", []))


@handles("draw_game")
def _draw_game(ctx: Ctx, p: dict) -> None:
    """"The game is a draw" (CR 104.4): it ends at once, no player wins."""
    from .event_types import GameEnded
    from .outcome import Outcome, Termination
    g = ctx.g
    if g.outcome is not None:
        return
    why = f"{g.name_of(ctx.source)} made the game a draw"
    g.outcome = Outcome(Termination.EFFECT_DRAW, None, why, "104.4")
    g.emit(GameEnded(None, why), "104.4")


# --- continuous effects ------------------------------------------------------------------

@handles("modify")
def _modify(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    refs = [r for r in refs_of(ctx, p.get("what", "t")) if r[0] == "obj"]
    if "controller" in p:
        # "other players can't gain control of them" (Guardian Beast): the change of control
        # doesn't apply to such a permanent as the effect begins
        new = p["controller"]["player"] if isinstance(p["controller"], dict) else ctx.controller
        refs = [r for r in refs if not ("control_locked" in g.chars(r[1]).flags and g.chars(r[1]).controller != new)]
    if not refs:
        return
    params = {k: v for k, v in p.items() if k not in ("what", "duration", "while_matches")}
    params.update(_while(p))
    # the words of the effect are those of its source's text as it resolves (CR 612.1)
    params = text_changed_params(source_text_map(ctx), params)
    # amounts are locked in as the effect begins (CR 608.2h)
    for key in ("power", "toughness", "base_power", "base_toughness"):
        if key in params and not (isinstance(params[key], dict) and "count" in params[key]):
            params[key] = amount(ctx, params[key])
    if params.get("controller") == "you":
        params["controller"] = ctx.controller
    if "text" in params:
        params["text"] = _choose_text_change(ctx, params["text"])
    if params.get("colors") in ("choose", "choose_any"):
        # "becomes the color (or colors) of your choice": chosen as the effect begins (CR 105.3, 608.2h)
        lo, hi = (1, 1) if params["colors"] == "choose" else (1, len(COLORS))
        params["colors"] = list(select(g, ctx.controller, f"{g.name_of(ctx.source)}: choose "
                                       + ("a colour" if hi == 1 else "one or more colours"),
                                       COLORS, n=hi, min_n=lo, purpose="color"))
    duration = effect_duration(p)
    if duration in SOURCE_BOUND and ctx.source_obj is not None:
        # the source the ability came from: if it has already left, the duration is already over (CR 611.2b)
        params["_source_zcc"] = ctx.source_zcc if ctx.source_zcc is not None else ctx.source_obj.zcc
    if duration is Duration.UNTIL_END_OF_YOUR_NEXT_UPKEEP:
        params["_created_turn"] = g.turn
    until = ctx.controller
    if duration in (Duration.THROUGH_ITS_CONTROLLERS_NEXT_TURN, Duration.THROUGH_ITS_CONTROLLERS_NEXT_UNTAP_STEP):
        # "that creature can't attack during its controller's next turn" (Wall of Dust); "target
        # creature doesn't untap during its controller's next untap step" (Barl's Cage)
        params["_created_turn"] = g.turn
        until = g.controller_of(refs[0][1])
    if duration is Duration.THROUGH_ITS_CONTROLLERS_NEXT_TWO_UNTAP_STEPS and refs:
        # "it doesn't untap during its controller's next two untap steps" (Telekinesis)
        params["_untap_steps_left"] = 2
        until = g.controller_of(refs[0][1])
    g.effects.append(ContinuousEffect(g.new_id(), ctx.source or -1, ctx.controller, "mod", g.new_timestamp(),
                                      duration, params, tuple(refs), until))
    g.invalidate()




def _choose_text_change(ctx: Ctx, spec: dict) -> dict:
    """The two words of a text-changing effect (CR 612): colour words, or basic land types
    (Magical Hack).  `choose` is chosen now, as the spell or ability resolves, and the new
    word must differ from the old one."""
    g = ctx.g
    if spec.get("kind") == "land_type":
        words, what, purpose = BASIC_LAND_TYPES, "basic land type", "land_type"
    else:
        words, what, purpose = tuple(COLOR_WORDS.values()), "colour word", "color_word"
    old = spec.get("from", "choose")
    if old == "choose":
        old = select_one(g, ctx.controller, f"Choose the {what} to replace", words, purpose=purpose)
    new = spec.get("to", "choose")
    if new == "choose":
        new = select_one(g, ctx.controller, f"Replace {old} with", tuple(w for w in words if w != old),
                         purpose=purpose)
    g.log(f"{g.name_of(ctx.source)}: every instance of {old} becomes {new}", "612.2")
    return {"from": old, "to": new}


@handles("gain_control")
def _gain_control(ctx: Ctx, p: dict) -> None:
    if "who" in p:
        who = players_of(ctx, p["who"])
        if not who:
            return
        _modify(ctx, {"what": p.get("what", "t"), "duration": p.get("duration", Duration.PERMANENT),
                      "controller": {"player": who[0]}, **_while(p)})
        return
    _modify(ctx, {"what": p.get("what", "t"), "duration": p.get("duration", Duration.PERMANENT), "controller": "you",
                  **_while(p)})


@handles("exchange_control")
def _exchange_control(ctx: Ctx, p: dict) -> None:
    """CR 701.12a-b: the two permanents exchange controllers, for good, or nothing happens: the
    entire exchange can't be completed when one is gone (an illegal target, no longer on the
    battlefield: CR 608.2b) or can't change hands (Guardian Beast), and an exchange between
    permanents of one controller does nothing."""
    g = ctx.g
    refs = [r for r in refs_of(ctx, p["what"]) if r[0] == "obj" and g.objects[r[1]].zone == "battlefield"]
    done = False
    if len(refs) == 2 and len({r[1] for r in refs}) == 2:
        (a, b) = refs
        ca, cb = g.controller_of(a[1]), g.controller_of(b[1])
        locked = any("control_locked" in g.chars(r[1]).flags for r in refs)
        if ca != cb and not locked:
            for ref, new in ((a, cb), (b, ca)):
                g.effects.append(ContinuousEffect(g.new_id(), ctx.source or -1, ctx.controller, "mod",
                                                  g.new_timestamp(), Duration.PERMANENT,
                                                  {"controller": {"player": new}}, (ref,), ctx.controller))
            g.invalidate()
            g.log(f"{g.name_of(a[1])} and {g.name_of(b[1])} exchange controllers", "701.12b")
            done = True
    if not done:
        g.log(f"{g.name_of(ctx.source)}: the exchange of control can't be completed, so nothing is exchanged",
              "701.12a")
    if "record" in p:
        ctx.results[p["record"]] = done


def _while(p: dict) -> dict:
    """A gain-control effect's extra condition to last (`while_matches`), kept with the effect
    for `statics.end_lapsed_effects` (CR 611.2b)."""
    return {"_while_matches": normalize(p["while_matches"])} if "while_matches" in p else {}


@handles("counters")
def _counters(ctx: Ctx, p: dict) -> None:
    """Counters go on permanents; a player can get poison counters (CR 122.1f, 704.5c)."""
    g = ctx.g
    n = amount(ctx, p.get("n", 1))
    for r in refs_of(ctx, p.get("what", "self"), include_lki=False):
        if r[0] == "player":
            if p["kind"] == "poison" and n > 0:
                g.players[r[1]].poison += n
                g.log(f"{g.name_of(r)} gets {counted(n, 'poison counter')} "
                      f"({g.players[r[1]].poison})", "122.1f", "counters")
            continue
        if g.objects[r[1]].zone == "battlefield":
            add_counters(g, r[1], p["kind"], n)
            if p.get("link"):
                _link_counters(ctx, r[1], p["kind"], True)


def _link_counters(ctx: Ctx, oid: int, kind: str, put: bool) -> None:
    """A permanent remembers (or forgets) that this very source put counters of a kind on it
    (Cyclopean Tomb's mire counters), for the filter `counters_put_by_source`.  The source is
    the object as it was when it did so (its id and zone-change count, CR 400.7)."""
    o = ctx.g.objects[oid]
    mark = (ctx.source, ctx.source_zcc if ctx.source_zcc is not None else -1, kind)
    marks = tuple(m for m in o.chosen.get("counters_by", ()) if tuple(m) != mark)
    o.own_chosen()["counters_by"] = marks + ((mark,) if put else ())


@handles("remove_counters")
def _remove_counters(ctx: Ctx, p: dict) -> None:
    for oid in objects_of(ctx, p.get("what", "self")):
        remove_counters(ctx.g, oid, p["kind"], amount(ctx, p.get("n", 1)))
        if p.get("link"):
            _link_counters(ctx, oid, p["kind"], False)


@handles("regenerate")
def _regenerate(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for oid in objects_of(ctx, p.get("what", "self")):
        if p.get("only_remove_damage"):
            # a one-shot replacement of its destruction (CR 614.1a), not a regeneration shield
            g.shields.append(Shield(g.new_id(), "destroy_remove_damage", ctx.controller, g.objects[oid].ref, None,
                                    None, None, True, source=ctx.source or -1))
            g.log(f"The next time {g.name_of(oid)} would be destroyed this turn, its damage is removed instead",
                  "614.1a")
            continue
        g.objects[oid].regen_shields += 1
        g.log(f"{g.name_of(oid)} gets a regeneration shield", "701.19a")


def sources_to_choose(ctx: Ctx, flt: Filter) -> list[int]:
    """The sources matching `flt` that "a source of your choice" may name (CR 609.7a): a
    permanent, a spell, or a card in a public zone."""
    return [oid for oid in _possible_sources(ctx.g) if _source_ok(ctx, oid, flt)]


def _choose_source(ctx: Ctx, flt: Filter):
    """The controller chooses a source matching `flt` ("a source of your choice", CR 609.7a); its
    reference, or None when there is none."""
    g = ctx.g
    opts = sources_to_choose(ctx, flt)
    if not opts:
        return None
    pick = select_one(g, ctx.controller, "Choose a source", tuple(opts), purpose="source")
    return ("obj", pick, g.objects[pick].zcc)


@handles("prevent")
def _prevent(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    src_ref = None
    if "choose_source" in p:
        flt = normalize(p["choose_source"])
        src_ref = _choose_source(ctx, flt)
        if src_ref is None:
            return
    amt = p.get("amount", "all")
    combat = bool(p.get("combat"))
    if "by" in p or (combat and "to" not in p):
        # "prevent all [combat] damage that would be dealt by X" / "... dealt this turn" (Fog)
        dealers = refs_of(ctx, p["by"]) if "by" in p else [None]
        for d in dealers:
            protected = refs_of(ctx, p["to"]) if "to" in p else [None]
            for r in protected:
                g.shields.append(Shield(g.new_id(), "prevent", ctx.controller, r,
                                        None if amt == "all" else amount(ctx, amt),
                                        normalize(p["from"]) if "from" in p else None, src_ref,
                                        bool(p.get("once", False)), Duration.END_OF_TURN, ctx.source or -1, combat, d))
            g.log(f"{'Combat damage' if combat else 'Damage'}"
                  + (f" dealt by {g.name_of(d)}" if d is not None else "") + " will be prevented this turn", "615.1")
        return
    targeted_only = bool(p.get("targeted_only"))
    for r in refs_of(ctx, p.get("to", "t")):
        if p.get("half"):
            # "prevent half that damage, rounded down" (Dark Sphere): a shield of its own kind, used once
            g.shields.append(Shield(g.new_id(), "prevent_half", ctx.controller, r, None,
                                    normalize(p["from"]) if "from" in p else None, src_ref, True, Duration.END_OF_TURN,
                                    ctx.source or -1, combat))
            g.log(f"Half the next damage to {g.name_of(r)}"
                  + (f" from {g.name_of(src_ref)}" if src_ref else "") + " will be prevented", "615.7")
            continue
        g.shields.append(Shield(g.new_id(), "prevent", ctx.controller, r,
                                None if amt == "all" else amount(ctx, amt),
                                normalize(p["from"]) if "from" in p else None, src_ref,
                                bool(p.get("once", amt == "all" and not combat and not targeted_only)), Duration.END_OF_TURN,
                                ctx.source or -1, combat, gain_prevented=bool(p.get("gain_life")),
                                targeted_only=targeted_only, all_but=int(p.get("all_but", 0))))
        g.log(f"{'Combat damage' if combat else 'Damage'} to {g.name_of(r)} will be prevented"
              + (f" from {g.name_of(src_ref)}" if src_ref else ""), "615.7")


@handles("reflect_damage")
def _reflect_damage(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    flt = normalize(p.get("choose_source"))
    src_ref = _choose_source(ctx, flt)
    if src_ref is None:
        return
    for r in refs_of(ctx, p.get("to", "you")):
        g.shields.append(Shield(g.new_id(), "reflect", ctx.controller, r, None, None, src_ref, True, Duration.END_OF_TURN,
                                ctx.source or -1))
        g.log(f"The next time {g.name_of(src_ref)} would deal damage to {g.name_of(r)} this turn, "
              f"{g.name_of(ctx.source)} deals that much damage back", "614.1a")


def _possible_sources(g: "Game") -> list[int]:
    """Objects that could be a source of damage: permanents, spells, and cards in public zones."""
    out = list(g.battlefield) + [s.source for s in g.stack if s.kind == "spell"]
    for p in (0, 1):
        out += g.players[p].graveyard + g.players[p].exile
    return out


def _source_ok(ctx: Ctx, oid: int, flt: Filter) -> bool:
    from .events import _source_matches
    return _source_matches(ctx, oid, flt)


@handles("player_rule")
def _player_rule(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        params = {k: v for k, v in p.items() if k not in ("who", "duration")}
        if "keywords" in params:   # "creatures with flying and/or islandwalk", as its source's text now says
            params["keywords"] = list(rules_words(source_text_map(ctx), params["keywords"]))
        params["player"] = who
        g.effects.append(ContinuousEffect(g.new_id(), ctx.source or -1, ctx.controller, "player_rule",
                                          g.new_timestamp(), effect_duration(p, Duration.UNTIL_YOUR_NEXT_TURN), params, None,
                                          ctx.controller))


@handles("change_target")
def _change_target(ctx: Ctx, p: dict) -> None:
    """"Change the target of target spell with a single target" (CR 115.7): the new target must be
    legal for that spell and match `to`; the old one isn't offered again, and with no other choice
    the target stays as it was."""
    from .casting import target_slots
    from .filters import can_target, candidates, matches_object, matches_player
    from .resolve import _item_targets_spec
    g = ctx.g
    to = normalize(p.get("to", "any_target"))
    for oid in objects_of(ctx, p.get("what", "t")):
        item = next((s for s in g.stack if s.kind == "spell" and s.source == oid), None)
        if item is None:
            continue
        chosen = [(name, r) for name, rs in item.targets.items() for r in rs]
        if len(chosen) != 1:
            continue
        name, old = chosen[0]
        slot = next((flt for n, flt, _, _ in target_slots(_item_targets_spec(item), item.x) if n == name), None)
        if slot is None:
            continue
        spell_ctx = Ctx(g, item.controller, item.source, item.source_zcc, item, item.event, item.x or 0)
        opts = tuple(r for r in candidates(spell_ctx, slot) if tuple(r) != tuple(old) and can_target(spell_ctx, r, slot)
                     and (matches_player(ctx, r[1], to.with_(kind="player")) if r[0] == "player"
                          else r[0] == "obj" and matches_object(ctx, r[1], to)))
        if not opts:
            continue
        new = opts[0] if len(opts) == 1 else select_one(g, ctx.controller, f"Choose the new target of {item.name}",
                                                         opts, purpose="target")
        item.targets[name] = [new]
        g.log(f"{item.name} now targets {g.name_of(new)}", "115.7")


@handles("exchange_blocks")
def _exchange_blocks(ctx: Ctx, p: dict) -> None:
    """"If each of those creatures could block all creatures that the other is blocking, remove
    both of them from combat. Each one then blocks all creatures the other was blocking"
    (Sorrow's Path).  Neither becomes a blocker anew, so no "whenever blocks" ability triggers;
    the creatures they blocked stay blocked (CR 509.1h)."""
    from .combat import block_problem
    g = ctx.g
    c = g.combat
    pair = objects_of(ctx, p.get("what", "t"))
    if c is None or len(pair) != 2 or not all(b in c.blockers for b in pair):
        return
    a, b = pair
    was = {a: list(c.blockers[a]), b: list(c.blockers[b])}
    if any(block_problem(g, a, x) for x in was[b]) or any(block_problem(g, b, x) for x in was[a]):
        g.log(f"{g.name_of(a)} and {g.name_of(b)} can't block each other's attackers: nothing happens", "509.1")
        return
    g.remove_from_combat(a)
    g.remove_from_combat(b)
    for blocker, attackers in ((a, was[b]), (b, was[a])):
        c.blockers[blocker] = list(attackers)
        for x in attackers:
            c.blocked_by.setdefault(x, []).append(blocker)
    g.log(f"{g.name_of(a)} and {g.name_of(b)} exchange the creatures they block", "509.1")
    g.invalidate()


@handles("quicken")
def _quicken(ctx: Ctx, p: dict) -> None:
    ctx.g.turn_flags[f"quicken_{ctx.controller}"] = True


# --- objects -----------------------------------------------------------------------------------

@handles("create_token")
def _create_token(ctx: Ctx, p: dict) -> None:
    from .carddef import CardDef
    from .resolve import enter_battlefield
    g = ctx.g
    if "copy_of" in p:
        # "a token that's a copy of target creature": the copiable values (CR 707.2) -- the
        # printed card, or what a copy effect (Clone) made it
        from dataclasses import replace
        originals = objects_of(ctx, p["copy_of"])
        if not originals:
            return
        o = g.objects[originals[0]]
        card = replace(o.copy_of or o.card, is_token=True)
    else:
        t = p["token"]
        card = CardDef(name=t["name"], supertypes=tuple(t.get("supertypes", [])),
                       types=tuple(t.get("types", ["Creature"])), subtypes=tuple(t.get("subtypes", [])),
                       power=str(t.get("power", 0)), toughness=str(t.get("toughness", 0)),
                       colors=tuple(t.get("colors", [])), keywords=tuple(t.get("keywords", [])),
                       statics=tuple(t.get("statics", [])), triggers=tuple(t.get("triggers", [])), is_token=True,
                       text=t.get("text", ""))
    for who in players_of(ctx, p.get("who", "you")):
        for _ in range(amount(ctx, p.get("n", 1))):
            o = g.new_object(card, who, "exile", token=True)
            g.players[who].exile.remove(o.id)
            o.zone = "none"
            g.tell((f" a {card.name} token",), "111.1", subject=who, verb="creates")
            enter_battlefield(g, o.id, who)
            if p.get("link") and ctx.source_obj is not None:
                o.own_chosen()["created_by"] = (ctx.source_obj.id, ctx.source_obj.zcc)
            if "record" in p:
                ctx.results.setdefault(p["record"], []).append(("obj", o.id, o.zcc))


@handles("put_in_graveyard")
def _put_in_graveyard(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for oid in objects_of(ctx, p.get("what", "t")):
        if g.objects[oid].zone not in ("battlefield", "graveyard"):
            move_to_zone(g, oid, "graveyard", cause="put into a graveyard", rule="400.3")


@handles("put_onto_battlefield")
def _put_onto_battlefield(ctx: Ctx, p: dict) -> None:
    from .resolve import enter_battlefield
    g = ctx.g
    if "what" in p:
        for oid in objects_of(ctx, p["what"]):
            o = g.objects[oid]
            if o.zone in ("battlefield", "stack") or ("from" in p and o.zone != p["from"]):
                continue
            who = ctx.controller if p.get("under") == "you" else o.owner
            host = None
            if "attach_to" in p and "Aura" in o.card.subtypes:
                hosts = [h for h in objects_of(ctx, p["attach_to"]) if g.objects[h].zone == "battlefield"]
                if not hosts:
                    continue   # nothing to attach it to: it stays where it is
                host = hosts[0]
            counters = dict((g.last_known.get(oid) or {}).get("counters", {})) if p.get("with_last_counters") else {}
            g.tell((f" {o.card.name} onto the battlefield",), "110.2", subject=who, verb="puts")
            enter_battlefield(g, oid, who, attach_to=host, tapped=bool(p.get("tapped")))
            for kind, n in counters.items():
                if n > 0 and g.objects[oid].zone == "battlefield":
                    add_counters(g, oid, kind, n)
            if "record" in p and g.objects[oid].zone == "battlefield":
                ctx.results[p["record"]] = ctx.results.get(p["record"], []) + [("obj", oid, g.objects[oid].zcc)]
        return
    if "record" in p:   # this time's cards only: "until no one puts a card onto the battlefield" (Eureka)
        ctx.results[p["record"]] = []
    for who in players_of(ctx, p.get("who", "you")):
        zone = p.get("from", "hand")
        sub = Ctx(g, who, ctx.source, ctx.source_zcc, ctx.item, ctx.event)
        flt = normalize(p.get("filter")).with_(kind="card", zone=zone)
        opts = tuple(oid for oid in g.players[who].zone_list(zone)
                     if _card_matches(sub, oid, flt))
        if not opts:
            continue
        chooser = players_of(ctx, p["chosen_by"])[0] if p.get("chosen_by") and players_of(ctx, p["chosen_by"]) \
            else who
        picks = select(g, chooser, "Choose a card to put onto the battlefield", opts, n=1,
                       min_n=0 if p.get("may") else 1, purpose="put")
        for oid in picks:
            g.tell((f" {g.objects[oid].card.name} onto the battlefield",), "110.2", subject=who, verb="puts")
            enter_battlefield(g, oid, who)
            if "record" in p and g.objects[oid].zone == "battlefield":
                ctx.results[p["record"]] = ctx.results[p["record"]] + [("obj", oid, g.objects[oid].zcc)]


def _card_matches(ctx: Ctx, oid: int, flt: Filter) -> bool:
    from .filters import matches_object
    return matches_object(ctx, oid, flt)


@handles("turn_face_down")
def _turn_face_down(ctx: Ctx, p: dict) -> None:
    from .morph import turn_face_down
    for oid in objects_of(ctx, p.get("what", "self")):
        turn_face_down(ctx.g, oid)


def _top_of_library(ctx: Ctx, who: int, p: dict) -> tuple[list[int], tuple[int, ...]]:
    """A player's library and its top `n` cards (the cards a "look at the top N" effect sees)."""
    lib = ctx.g.players[who].library
    return lib, tuple(lib[:max(0, amount(ctx, p.get("n", 1)))])


@handles("reorder_top")
def _reorder_top(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "t")):
        lib, seen = _top_of_library(ctx, who, p)
        if not seen:
            continue
        g.tell((f" at the top {counted(len(seen), 'card')} of ", ("player's", who), " library and puts them back in any order"),
               "701.16", "look", ctx.controller, who, seen, subject=ctx.controller, verb="looks")
        order = select(g, ctx.controller, "Put these cards back in any order (the first chosen goes on top)", seen,
                       n=len(seen), purpose="order")
        lib[:len(seen)] = list(order)


@handles("block_attacker")
def _block_attacker(ctx: Ctx, p: dict) -> None:
    from .combat import block_problem
    g = ctx.g
    c = g.combat
    if c is None:
        return
    for b in objects_of(ctx, p.get("what", "t")):
        if b in c.blockers or g.objects[b].zone != "battlefield":
            continue
        opts = tuple(a for a in c.attackers if block_problem(g, b, a) is None)
        if not opts:
            continue
        picks = select(g, ctx.controller, f"Choose an attacking creature for {g.name_of(b)} to block", opts,
                       n=1, min_n=0 if p.get("may") else 1, purpose="block_attacker")
        for a in picks:
            c.blockers.setdefault(b, []).append(a)
            c.blocked_by.setdefault(a, []).append(b)
            c.blocked.add(a)
            g.tell((f"{g.name_of(b)} blocks {g.name_of(a)}",), "509.1")


@handles("lose_game")
def _lose_game(ctx: Ctx, p: dict) -> None:
    from .outcome import Termination
    from .sba import check_game_over, lose, player_can_lose
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        if player_can_lose(g, who):
            lose(g, who, g.name_of(ctx.source), "104.3e", Termination.EFFECT)
    check_game_over(g)


@handles("become_copy")
def _become_copy(ctx: Ctx, p: dict) -> None:
    from .resolve import copy_exceptions
    g = ctx.g
    models = objects_of(ctx, p.get("of", "t"))
    if not models:
        return
    model = g.objects[models[0]]
    for oid in objects_of(ctx, p.get("what", "self")):
        o = g.objects[oid]
        if o.zone != "battlefield" or oid == model.id:
            continue
        was = g.name_of(oid)
        own = [x for x in o.copy_extra if "when" in x]
        params = {"extra_triggers": own, "keep_colors": any(x.get("keep_colors") for x in o.copy_extra),
                  "add_types": [t for x in o.copy_extra for t in x.get("add_types", ())]}
        o.copy_of = model.copy_of or model.card
        o.copy_extra = copy_exceptions(model.copy_extra, params)
        g.invalidate()
        g.tell((f"{was} becomes a copy of {g.name_of(model.id)}",), "707.2")


@handles("attach")
def _attach(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    src = ctx.source_obj
    for oid in objects_of(ctx, p.get("to", "t")):
        if src is not None and src.zone == "battlefield" and ctx.source_is_current():
            src.attached_to = oid
            src.timestamp = g.new_timestamp()
            if "enchant" in p:
                src.own_chosen()["enchant"] = p["enchant"]
            g.invalidate()


@handles("move_aura")
def _move_aura(ctx: Ctx, p: dict) -> None:
    from .sba import could_enchant
    g = ctx.g
    flt = normalize(p.get("to"))
    named = set(flt.type) if flt.type else None
    for oid in objects_of(ctx, p.get("what", "t")):
        aura = g.objects[oid]
        host = aura.attached_to
        if aura.zone != "battlefield" or host is None or host not in g.objects:
            continue
        kinds = set(g.chars(host).types) & named if named is not None else set(g.chars(host).types)
        opts = tuple(x for x in g.battlefield if x not in (host, oid) and set(g.chars(x).types) & kinds
                     and matches_object(ctx, x, flt) and could_enchant(g, oid, x))
        if not opts:   # nowhere it could go: it stays (CR 701.3b)
            g.log(f"{g.name_of(oid)} can't be moved to another permanent and stays on {g.name_of(host)}", "701.3b")
            continue
        new = select_one(g, ctx.controller, f"Choose the permanent to attach {g.name_of(oid)} to", opts,
                         purpose="move_aura", data=(("aura", oid),))
        aura.attached_to = new
        aura.timestamp = g.new_timestamp()   # CR 701.3c
        g.log(f"{g.name_of(oid)} moves from {g.name_of(host)} to {g.name_of(new)}", "701.3a")
        g.invalidate()


# --- choices and flow ------------------------------------------------------------------------

@handles("for_each")
def _for_each(ctx: Ctx, p: dict) -> None:
    for r in refs_of(ctx, p["what"]):
        run_effects(Ctx(ctx.g, ctx.controller, ctx.source, ctx.source_zcc, ctx.item, ctx.event, ctx.x, ctx.results,
                        {**ctx.bound, "each": [r]}), p["do"])


@handles("may")
def _may(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    who = players_of(ctx, p["who"])[0] if "who" in p else ctx.controller
    answer = yes_no(g, who, p.get("prompt", f"{g.name_of(ctx.source)}: do it?"))
    if "record" in p:
        ctx.results[p["record"]] = answer
    if answer:
        run_effects(Ctx(g, ctx.controller, ctx.source, ctx.source_zcc, ctx.item, ctx.event, ctx.x, ctx.results,
                        ctx.bound), p["do"])


@handles("pay")
def _pay(ctx: Ctx, p: dict) -> None:
    from .casting import can_afford, pay_mana
    g = ctx.g
    payers = players_of(ctx, p.get("who", "you"))
    if not payers:   # e.g. "that player" of an object that is gone: nobody can pay
        if p.get("else"):
            run_effects(ctx, p["else"])
        return
    who = payers[0]
    if p.get("any_amount"):
        _pay_any_amount(ctx, p, who)
        return
    cost = p.get("cost", NO_MANA)
    if cost.x:
        # "unless its controller pays {X}" (Power Sink): the X of the spell, or the `x` amount
        # ("pay {X}, where X is the number of +1/+1 counters on it": Primordial Ooze)
        cost = cost.with_x(amount(ctx, p["x"]) if "x" in p else ctx.x)
    if "times" in p:
        # "unless you pay {G} for each wind counter on it": the cost once per counter
        each, cost = cost, NO_MANA
        for _ in range(amount(ctx, p["times"])):
            cost = cost.plus(each)
    if "generic" in p:
        cost = cost.plus_generic(max(0, amount(ctx, p["generic"])))
    life = max(0, amount(ctx, p.get("life", 0)))
    n_discard = p.get("discard", 0)
    able = can_afford(g, who, cost) and g.players[who].life >= life and len(g.players[who].hand) >= n_discard
    paid = False
    what = " and ".join(x for x in (str(cost) if not cost.is_empty() else "", f"{life} life" if life else "",
                                    f"discard {counted(n_discard, 'card')}" if n_discard else "") if x) or "0 life"
    if "or_life" in p:
        # "unless that player pays {1} or 1 life": the player picks one way to pay, or neither
        n_life = amount(ctx, p["or_life"])
        opts = tuple(o for o, ok in ((f"pay {cost}", can_afford(g, who, cost)),
                                     (f"pay {n_life} life", g.players[who].life >= n_life), ("don't pay", True)) if ok)
        pick = select_one(g, who, f"{g.name_of(ctx.source)}: pay {cost} or {n_life} life?", opts,
                          purpose="pay_optional")
        if pick.startswith("pay {"):
            pay_mana(g, who, cost, f"{g.name_of(ctx.source)}")
        elif pick != "don't pay":
            lose_life(g, who, n_life, "119.4")
        branch = p.get("then", []) if pick != "don't pay" else p.get("else", [])
        if branch:
            run_effects(ctx, branch)
        return
    if able and yes_no(g, who, f"Pay {what} for {g.name_of(ctx.source)}?", purpose="pay_optional"):
        pay_mana(g, who, cost, f"{g.name_of(ctx.source)}")
        if life:
            lose_life(g, who, life, "119.4")
        if n_discard:
            for oid in select(g, who, f"Choose {counted(n_discard, 'card')} to discard", tuple(g.players[who].hand),
                              n=n_discard, purpose="discard"):
                discard(g, who, oid)
        paid = True
    branch = p.get("then", []) if paid else p.get("else", [])
    if branch:
        run_effects(ctx, branch)


def _pay_any_amount(ctx: Ctx, p: dict, who: int) -> None:
    """"That player may pay any amount of mana" (CR 107.1b): the player chooses a number of generic
    mana, no more than they can pay (and `max`), and pays it; the number is recorded."""
    from .casting import _max_x, pay_mana
    g = ctx.g
    hi = _max_x(g, who, ManaCost(x=1))
    if "max" in p:
        hi = min(hi, max(0, amount(ctx, p["max"])))
    n = number(g, who, f"{g.name_of(ctx.source)}: pay how much mana?", 0, hi, purpose="pay_amount") if hi else 0
    if n:
        pay_mana(g, who, ManaCost(generic=n), f"{g.name_of(ctx.source)}")
        g.tell((f" {n} mana for {g.name_of(ctx.source)}",), "107.1b", subject=who, verb="pays")
    if "record" in p:
        ctx.results[p["record"]] = n
    if p.get("then"):
        run_effects(ctx, p["then"])


@handles("if")
def _if(ctx: Ctx, p: dict) -> None:
    run_effects(ctx, p.get("then", []) if holds(ctx, p["cond"]) else p.get("else", []))


@handles("choose")
def _choose(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    src = ctx.source_obj
    what = p["what"]
    if what == "number" and "max" in p and not isinstance(p["max"], int):
        p = {**p, "max": max(0, amount(ctx, p["max"]))}
    chooser = next(iter(players_of(ctx, p["who"])), ctx.controller) if "who" in p else ctx.controller
    value = choose_value(g, chooser, what, p, ctx)
    # the choice belongs to this resolution (what later effects of the ability read, see
    # Ctx.source_chosen), and is remembered on the source only if it is still the same object:
    # a source that has left is a new object that never made it (CR 400.7)
    ctx.results.setdefault("_chosen", {})[_chosen_key(what)] = value
    if src is not None and ctx.source_is_current():
        src.own_chosen()[_chosen_key(what)] = value
    if "record" in p:
        ctx.results[p["record"]] = value


@handles("reveal_top")
def _reveal_top(ctx: Ctx, p: dict) -> None:
    """"Reveals the top card of their library. If that card has the chosen name, that player puts
    it into their hand. If it doesn't, the player puts it into their graveyard." (Petra Sphinx)"""
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        lib = g.players[who].library
        if not lib:
            continue
        oid = lib[0]
        g.tell((f" {g.objects[oid].card.name} from the top of their library",), "701.16a", subject=who,
               verb="reveals")
        flt = normalize(p.get("filter")).with_(kind="card", zone="library")
        to = p.get("to", "hand") if _card_matches(ctx, oid, flt) else p.get("else_to", "graveyard")
        if to != "top":
            move_to_zone(g, oid, to, cause=f"revealed by {g.name_of(ctx.source)}")


@handles("choose_objects")
def _choose_objects(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        opts = tuple(all_matching(ctx, p.get("filter", "permanent")))
        hi = len(opts) if "max" not in p else min(len(opts), max(0, amount(ctx, p["max"])))
        lo = min(max(0, amount(ctx, p.get("min", 0))), hi)
        if p.get("random"):
            # "reveals a card at random from their hand": the game's random stream picks (CR 701.16a)
            pool, picks = list(opts), []
            for _ in range(hi):
                picks.append(pool.pop(g.rng.randbelow(len(pool))))
            if picks:
                g.tell((f" {', '.join(g.objects[o].card.name for o in picks)}",), "701.16a", subject=who,
                       verb="reveals")
        else:
            picks = select(g, who, f"{g.name_of(ctx.source)}: choose {'up to ' if lo < hi else ''}{hi}", opts,
                           n=hi, min_n=lo, purpose="choose_objects",
                           data=(("source", ctx.source),)) if opts and hi > 0 else ()
        if "record" in p:
            ctx.results.setdefault(p["record"], []).extend(("obj", o, g.objects[o].zcc) for o in picks)


def _chosen_key(what: str) -> str:
    return {"opponent": "player", "basic_land_type": "land_type"}.get(what, what)


def choose_value(g: "Game", p: int, what: str, params: dict, ctx: Ctx) -> Any:
    if what == "color":
        return select_one(g, p, "Choose a colour", COLORS, purpose="color")
    if what in ("player", "opponent"):
        opts = (1 - p,) if what == "opponent" else (p, 1 - p)
        return select_one(g, p, "Choose a player", opts, purpose="player")
    if what == "basic_land_type":
        return select_one(g, p, "Choose a basic land type", BASIC_LAND_TYPES,
                          purpose="land_type")
    if what == "number":
        if params.get("pay_life"):
            return number(g, p, "Choose how much life to pay", params.get("min", 0), params.get("max", 20),
                          purpose="pay_life")
        return number(g, p, "Choose a number", params.get("min", 0), params.get("max", 20), purpose="number")
    if what == "creature_type":
        return select_one(g, p, "Choose a creature type", tuple(params.get("options", ["Goblin"])),
                          purpose="creature_type")
    if what == "mode":
        # "it becomes your choice of ..." (Primal Clay): one of the listed options, remembered by
        # its number (1-based) for conditions such as {chosen: {mode: 2}}
        labels = tuple(f"{i + 1}: {t}" for i, t in enumerate(params.get("options", [])))
        return labels.index(select_one(g, p, "Choose one", labels, purpose="mode_choice")) + 1
    if what == "card_name":
        # "choose a card name": the names of every card in this game, in alphabetical order
        names = sorted({o.card.name for o in g.objects.values() if o.card.name and not o.token})
        return select_one(g, p, "Choose a card name", tuple(names), purpose="card_name")
    raise KeyError(what)


@handles("delayed")
def _delayed(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    event = {"bound": {name: refs_of(ctx, ref) for name, ref in p.get("bind", {}).items()}}
    if "watch" in p:
        event["watch"] = tuple(r for r in refs_of(ctx, p["watch"]) if r[0] == "obj")
    if "whose" in p:
        who = players_of(ctx, p["whose"])
        if not who:
            return
        event["whose"] = who[0]
    for name, spec in (p.get("remember") or {}).items():
        event[name] = amount(ctx, spec)   # worked out now (Mana Drain: the countered spell's mana value)
    src = ctx.source_obj
    src_zcc = ctx.source_zcc if ctx.source_zcc is not None else (src.zcc if src is not None else -1)
    spec = {"do": p["do"], "delayed": True}
    if p.get("rest_of_game"):
        spec["rest_of_game"] = True   # stays after it triggers (triggers.step_triggers)
    if p.get("this_turn") or p["when"] == "whenever_this_turn":
        spec["this_turn"] = True   # ends at cleanup (turn.py), like an "until end of turn" effect
    if "on_event" in p:
        spec["on_event"] = p["on_event"]
    g.delayed.append(DelayedTrigger(g.new_id(), p["when"], ctx.controller, ctx.source or -1,
                                    spec, event, g.turn, g.step, src_zcc))


@handles("search_library")
def _search_library(ctx: Ctx, p: dict) -> None:
    from .resolve import enter_battlefield
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        sub = Ctx(g, who, ctx.source, ctx.source_zcc, ctx.item, ctx.event)
        flt = normalize(p.get("filter")).with_(kind="card", zone="library")
        lib = g.players[who].library
        opts = tuple(oid for oid in lib if _card_matches(sub, oid, flt))
        n = amount(ctx, p.get("n", 1))
        to = p.get("to", "hand")
        # a search for cards with a stated quality may fail to find them (CR 701.23b); where the
        # found cards go is part of the decision, as the card's text tells its player
        picks = select(g, who, f"Search your library: choose {'up to ' if p.get('up_to') else ''}{counted(n, 'card')}",
                       opts, n=n, min_n=0, purpose="search", data=(("to", to),)) if opts and n > 0 else ()
        if picks and p.get("reveal"):
            g.tell((f" {', '.join(g.objects[o].card.name for o in picks)}",), "701.16a", subject=who, verb="reveals")
        if "record" in p:
            ctx.results[p["record"]] = ctx.results.get(p["record"], []) + [("obj", oid, g.objects[oid].zcc)
                                                                          for oid in picks]
        for oid in picks:
            if to == "battlefield":
                enter_battlefield(g, oid, who)
            elif to == "top":
                continue
            else:
                g.move_raw(oid, commander_destination(g, oid, to))
        if p.get("shuffle", True):
            g.rng.shuffle(g.players[who].library)
            g.tell((" their library",), "701.24", subject=who, verb="shuffles")
        if to == "top":
            for oid in reversed(picks):
                lib = g.players[who].library
                lib.remove(oid)
                lib.insert(0, oid)


@handles("replace_next_draw")
def _replace_next_draw(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    g.effects.append(ContinuousEffect(g.new_id(), ctx.source or -1, ctx.controller, "draw_replacement",
                                      g.new_timestamp(), Duration.END_OF_TURN,
                                      {"do": p["do"], "x": ctx.x, "player": ctx.controller}, None, ctx.controller))
    g.tell(("The next time ", ("player", ctx.controller),
            f" would draw a card this turn, {g.name_of(ctx.source)} replaces the draw"), "614.11")


def replace_draw(g: "Game", p: int) -> bool:
    """Apply a "the next time you would draw a card this turn, instead ..." effect to one draw of
    player p (CR 614.11): the effect is used up, then its instructions are followed.  True if
    the draw was replaced."""
    for e in g.effects:
        if e.layer == "draw_replacement" and e.params.get("player") == p:
            g.effects = [x for x in g.effects if x is not e]
            source = e.source if e.source in g.objects else None
            g.tell((("player's", p), f" draw is replaced — {g.name_of(source)}"), "614.11")
            run_effects(Ctx(g, e.controller, source, None, event={"player": p}, x=e.params.get("x", 0)),
                        e.params["do"])
            return True
    return False


@handles("look_at_top")
def _look_at_top(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        lib, seen = _top_of_library(ctx, who, p)
        if not seen:
            continue
        g.tell((f" at the top {counted(len(seen), 'card')} of their library",), "701.16", subject=who, verb="looks")
        keep_n = min(len(seen), max(0, amount(ctx, p.get("keep_on_top", 1))))
        keep = select(g, who, f"Choose {counted(keep_n, 'card')} to keep on top of your library", seen, n=keep_n,
                      purpose="keep_on_top")
        rest = [oid for oid in seen if oid not in keep]
        g.rng.shuffle(rest)   # "in a random order"
        for oid in rest:
            lib.remove(oid)
            lib.append(oid)
        if rest:
            g.tell((f" {counted(len(rest), 'card')} on the bottom of their library in a random order",), "401.4", subject=who, verb="puts")


@handles("flip_coin")
def _flip_coin(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    for who in players_of(ctx, p.get("who", "you")):
        heads = g.rng.randbelow(2) == 0
        g.tell((f" a coin: {'heads' if heads else 'tails'}",), "705.2", subject=who, verb="flips")
        if "record" in p:
            ctx.results[p["record"]] = heads


@handles("repeat")
def _repeat(ctx: Ctx, p: dict) -> None:
    for _ in range(1000):
        run_effects(ctx, p.get("do", []))
        if ctx.g.over or holds(ctx, p["until"]):
            return


@handles("pay_for_each")
def _pay_for_each(ctx: Ctx, p: dict) -> None:
    from .casting import can_afford, pay_mana
    g = ctx.g
    cost = p.get("cost", NO_MANA)
    life = max(0, amount(ctx, p.get("life", 0)))
    among = objects_of(ctx, p["among"]) if "among" in p else None
    paid_for: list[int] = []
    for who in players_of(ctx, p.get("who", "you")):
        sub = Ctx(g, who, ctx.source, ctx.source_zcc, ctx.item, ctx.event)
        if among is not None:
            # "unless any player pays": what an earlier player already paid for isn't offered again
            opts = tuple(o for o in among if o not in paid_for and g.objects[o].zone == "battlefield")
        else:
            opts = tuple(all_matching(sub, normalize(p.get("filter", "permanent")).with_(controller="you")))
        if not opts:
            continue
        k = 0
        total = ManaCost()
        while k < len(opts) and can_afford(g, who, total.plus(cost)) and g.players[who].life >= life * (k + 1):
            total = total.plus(cost)
            k += 1
        if k == 0:
            continue
        price = " and ".join(x for x in (str(cost) if not cost.is_empty() else "", f"{life} life" if life else "")
                             if x)
        picks = select(g, who, f"Choose any number to pay {price} for each", opts, n=k, min_n=0,
                       purpose="pay_for_each" if among is None else "pay_to_keep", data=(("life_each", life),))
        if not picks:
            continue
        whole = ManaCost()
        for _ in picks:
            whole = whole.plus(cost)
        pay_mana(g, who, whole, g.name_of(ctx.source))
        if life:
            lose_life(g, who, life * len(picks), "119.4")
        paid_for.extend(picks)
        inner = Ctx(g, ctx.controller, ctx.source, ctx.source_zcc, ctx.item, ctx.event, ctx.x, ctx.results,
                    {**ctx.bound, "chosen": [("obj", o, g.objects[o].zcc) for o in picks]})
        run_effects(inner, p.get("do", []))
    if "unchosen" in p and among is not None:
        rest = [("obj", o, g.objects[o].zcc) for o in among if o not in paid_for and g.objects[o].zone == "battlefield"]
        run_effects(Ctx(g, ctx.controller, ctx.source, ctx.source_zcc, ctx.item, ctx.event, ctx.x, ctx.results,
                        {**ctx.bound, "unchosen": rest}), p["unchosen"])


@handles("redirect_damage")
def _redirect_damage(ctx: Ctx, p: dict) -> None:
    g = ctx.g
    if "by" in p:
        # "all damage that would be dealt [to you] this turn by target attacking creature is dealt to
        # this creature instead" (Shimian Night Stalker; Reverberation: to anything, to the spell's
        # controller): a redirection that lasts the turn (CR 614.9)
        new = refs_of(ctx, p.get("to", "you"))
        if not new:
            return
        protects = refs_of(ctx, p["from_target"]) if "from_target" in p else [None]
        for by in refs_of(ctx, p["by"]):
            for r in protects:
                g.shields.append(Shield(g.new_id(), "redirect", ctx.controller, r, None, None, None, False, Duration.END_OF_TURN,
                                        ctx.source or -1, dealt_by=by, redirect_to=new[0]))
                g.log(f"Damage {g.name_of(by)} would deal{' to ' + g.name_of(r) if r else ''} this turn will be "
                      f"dealt to {g.name_of(new[0])} instead", "614.9")
        return
    if p.get("any_creature"):
        # "Until end of turn, if damage would be dealt to any creature, you may have that damage
        # dealt to you instead" (Blood of the Martyr; CR 614.9): a choice each time damage would be dealt
        new = refs_of(ctx, p.get("to", "you"))
        if new:
            g.shields.append(Shield(g.new_id(), "redirect_may", ctx.controller, None, None, None, None, False, Duration.END_OF_TURN,
                                    ctx.source or -1, redirect_to=new[0]))
            g.log(f"Until end of turn, damage to a creature may be dealt to {g.name_of(new[0])} instead", "614.9")
        return
    if "amount" in p:
        # "the next N damage that would be dealt to X this turn is dealt to Y instead"
        new = refs_of(ctx, p.get("to", "you"))
        n = amount(ctx, p["amount"])
        if not new or n <= 0:
            return
        for r in refs_of(ctx, p.get("from_target", "t")):
            g.shields.append(Shield(g.new_id(), "redirect", ctx.controller, r, n, None, None, False, Duration.END_OF_TURN,
                                    ctx.source or -1, redirect_to=new[0]))
            g.log(f"The next {n} damage that would be dealt to {g.name_of(r)} this turn will be dealt to "
                  f"{g.name_of(new[0])} instead", "614.9")
        return
    flt = normalize(p.get("choose_source"))
    src_ref = _choose_source(ctx, flt)
    if src_ref is None:
        return
    new = refs_of(ctx, p.get("to", "you"))
    if not new:
        return
    for r in refs_of(ctx, p.get("from_target", "t")):
        g.shields.append(Shield(g.new_id(), "redirect", ctx.controller, r, None, None, src_ref, True, Duration.END_OF_TURN,
                                ctx.source or -1, redirect_to=new[0]))
        g.log(f"The next time {g.name_of(src_ref)} would deal damage to {g.name_of(r)} this turn, it deals that "
              f"damage to {g.name_of(new[0])} instead", "614.9")


@handles("choose_spell_cast")
def _choose_spell_cast(ctx: Ctx, p: dict) -> None:
    """One of the spells cast this turn that matched the filter as it was cast (Backdraft), chosen
    by the player; remembered as the object it was on the stack (CR 400.7)."""
    from .triggers import lki_matches
    g = ctx.g
    flt = normalize(p.get("filter", {}))
    spells = [(caster, oid, zcc) for caster, oid, zcc, seen in g.turn_flags.get("_spell_objects", ())
              if oid in g.objects and lki_matches(ctx, dict(seen), flt)]
    ctx.results[p["record"]] = []
    if not spells:
        g.log(f"{g.name_of(ctx.source)}: no such spell was cast this turn", "608.2c")
        return
    chooser = next(iter(players_of(ctx, p["who"])), ctx.controller) if "who" in p else ctx.controller
    labels = []
    for i, (caster, oid, zcc) in enumerate(spells):
        dealt = damage_dealt_by_spell(g, oid, zcc)
        labels.append(f"{i + 1}: {g.objects[oid].card.name}, cast by {g.name_of(('player', caster))} "
                      f"({dealt} damage)")
    pick = select_one(g, chooser, f"{g.name_of(ctx.source)}: choose a spell", tuple(labels), purpose="spell")
    _, oid, zcc = spells[labels.index(pick)]
    ctx.results[p["record"]] = [("obj", oid, zcc)]
    g.log(f"{g.name_of(ctx.source)}: {g.objects[oid].card.name} is chosen", "608.2c")


@handles("hook")
def _hook(ctx: Ctx, p: dict) -> None:
    HOOKS[p["name"]](ctx, p)


def source_text_map(ctx: Ctx) -> dict[str, str]:
    """The words text-changing effects have changed in the rules text of this effect's source
    (CR 612), if it is still the object on the battlefield or the stack that the text belongs to."""
    src = ctx.source_obj
    if src is None or src.zone not in ("battlefield", "stack") or not ctx.source_is_current():
        return {}
    return ctx.g.chars(src.id).text_map


def record_lki(ctx: Ctx, oid: int) -> None:
    # copy on write: the nested mapping may be shared with a cloned game's stack item
    ctx.event["lki"] = {**ctx.event.get("lki", {}), oid: lki_of(ctx.g, oid)}
