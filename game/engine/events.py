"""Game events and the replacement/prevention effects that modify them (CR 614-616).

Every change to the game that cards can care about goes through here: damage, destroy,
sacrifice, zone changes, drawing, discarding, life, counters, tapping.  Each one first
gathers the replacement and prevention effects that apply to it; when more than one
applies, the affected player (or the controller of the affected object) chooses which
applies first (CR 616.1), and each applies only once to an event (CR 616.1f).  Then the
event happens, is logged, and triggered abilities that watch for it are collected.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .choices import select_one, yes_no
from .context import Ctx
from .filter_spec import Filter
from .filters import matches_object, normalize, protected_from
from .language import Duration
from .morph import reveal_masked
from .objects import Ref
from .event_types import CardDrawn, CountersChanged, DamageDealt, LifeChanged, ZoneChanged
from .words import counted

if TYPE_CHECKING:
    from .game import Game

REPLACEMENT_KEYS = {
    "reduce_damage": "{to: you, from: FILTER, at_least: N, amount: M}: if a matching source would deal N or more damage "
                     "to you, it deals M damage instead (Forethought Amulet, CR 614.1a)",
    "prevent_damage": "{to: self|you|enchanted|{all: FILTER}, from: FILTER, by: self|enchanted, combat: true}: prevent "
                      "all damage that would be dealt to it (from matching sources); with `by`: all damage dealt by "
                      "it (to anything, or to `to`); `combat`: only combat damage (Gaseous Form); `{all: FILTER}`: "
                      "to each permanent matching the filter (Camel: itself and the creatures banded with it); "
                      "`if: CONDITION`: only while it holds (Bronze Horse: \"as long as you control another creature\")",
    "damage_life_floor": "{}: damage that would reduce your life total to less than 1 reduces it to 1 instead; the "
                         "damage is still dealt in full (Ali from Cairo)",
    "double_damage": "{}: a source dealing damage to a permanent or player deals double instead",
    "redirect_damage": "{to: enchanted|self, from: FILTER, while_untapped: true}: damage that would be dealt to you "
                       "(by a source matching `from`) is dealt to that creature instead; `while_untapped`: only as "
                       "long as this permanent is untapped (Martyrs of Korlis)",
    "damage_to_counters": "{}: damage to this creature becomes that many +1/+1 counters",
    "others_enter_tapped": "FILTER: other permanents matching it enter tapped (Kismet: {type: [Artifact, Creature, "
                           "Land], controller: opponent})",
    "skip_draw_step_draw": "{then: MODIFY-PLAYER}: you may skip your draw step's draw; if you do, the effect follows",
    "regenerates": "{}: if this permanent would be destroyed, regenerate it (Clergy of the Holy Nimbus; CR 701.19): "
                   "it is tapped, removed from combat and its damage removed instead, unless it can't be regenerated",
    "enters_tapped": "{}: this permanent enters tapped",
    "enters_with_counters": "{kind: K, n: AMOUNT}: this permanent enters with counters (n may be X, the X of the "
                            "spell it was)",
    "dies_to_hand": "{revealed_until_next_turn: true}: if this creature would die, it is returned to its owner's hand "
                    "instead (CR 614.1a); with the flag, until that player's next turn they play with it revealed in "
                    "their hand and can't play it (Firestorm Phoenix)",
    "damage_removes_counters": "{kind: K}: for each 1 damage that would be dealt to this creature, if it has a "
                               "counter of that kind, remove one and prevent that 1 damage (Rock Hydra)",
}


# --- damage ------------------------------------------------------------------------------------

def deal_damage(g: "Game", assignments: list[tuple[int | None, Ref, int, bool]],
                targeted: frozenset = frozenset()) -> list[dict]:
    """Deal damage simultaneously (CR 120.3, 510.2).  Each assignment is
    (source id, target ref, amount, is_combat).  `targeted`: what the spell or ability causing
    the damage targets, as (kind, id) pairs (Silhouette prevents only such damage).  Returns the
    damage events dealt."""
    from .triggers import fire
    results: list[dict] = []
    for source, target, amt, combat in assignments:
        if amt <= 0:
            continue
        # a creature cast face down with Illusionary Mask is turned face up instead (game.engine.morph)
        if source is not None and source in g.objects:
            reveal_masked(g, source, "deal damage")
        if target[0] == "obj":
            reveal_masked(g, target[1], "be dealt damage")
        first = {"source": source, "target": target, "amount": amt, "combat": combat}
        if tuple(target[:2]) in targeted:
            first["targeted"] = True
        results.extend(_replace_damage(g, first))
        # damage a replacement added (Eye for an Eye), or the part of it a replacement sent
        # elsewhere (Personal Incarnation), even if the rest was then prevented
        for extra in first.pop("also", []):
            results.extend(_replace_damage(g, extra))
    dealt: list[dict] = []
    for ev in results:
        if ev.get("counters_instead"):
            o = g.objects[ev["target"][1]]
            add_counters(g, o.id, "+1/+1", ev["amount"])
            continue
        if _apply_damage(g, ev):
            dealt.append(ev)
    for ev in dealt:
        fire(g, {"type": "damage", **ev})
    return dealt


def _damage_replacements(g: "Game", ev: dict) -> list[tuple[Any, ...]]:
    """Every replacement/prevention effect that could apply to this damage event."""
    cands: list[tuple[Any, ...]] = []
    target = ev["target"]
    source = ev["source"]
    tgt_obj = g.objects.get(target[1]) if target[0] == "obj" else None
    # protection prevents damage from sources with the quality (CR 702.16e)
    if tgt_obj is not None and tgt_obj.zone == "battlefield" and protected_from(g, tgt_obj.id, source):
        cands.append(("protection", tgt_obj.id))
    for oid in list(g.battlefield):
        o = g.objects[oid]
        ch = g.chars(oid)
        for i, rep in enumerate(ch.replacements):
            key = next(iter(rep))
            spec = rep[key] or {}
            ctx = Ctx(g, ch.controller, oid, o.zcc)
            if key == "prevent_damage":
                if spec.get("combat") and not ev["combat"]:
                    continue
                if "if" in spec:
                    from .conditions import holds
                    if not holds(ctx, spec["if"]):
                        continue
                if "by" in spec:
                    # "damage that would be dealt by enchanted creature" (Gaseous Form)
                    if source is None or not _ref_is(g, ctx, spec["by"], ("obj", source, 0)):
                        continue
                    if "to" in spec and not _ref_is(g, ctx, spec["to"], target):
                        continue
                elif not _ref_is(g, ctx, spec.get("to", "self"), target):
                    continue
                if "from" in spec and (source is None or source not in g.objects
                                       or not _source_matches(ctx, source, normalize(spec["from"]))):
                    continue
                cands.append(("static", oid, i, key, spec))
            elif key == "reduce_damage":
                if not _ref_is(g, ctx, spec.get("to", "you"), target) or ev["amount"] < spec.get("at_least", 0):
                    continue
                if "from" in spec and (source is None or source not in g.objects
                                       or not _source_matches(ctx, source, normalize(spec["from"]))):
                    continue
                cands.append(("static", oid, i, key, spec))
            elif key == "double_damage":
                if "from" in spec and (source is None or not _source_matches(ctx, source, normalize(spec["from"]))):
                    continue
                cands.append(("static", oid, i, key, spec))
            elif key == "redirect_damage":
                if target != ("player", ch.controller) or _redirect_destination(g, oid, spec) is None:
                    continue
                if spec.get("while_untapped") and o.tapped:
                    continue
                if "from" in spec and (source is None or source not in g.objects
                                       or not _source_matches(ctx, source, normalize(spec["from"]))):
                    continue
                cands.append(("static", oid, i, key, spec))
            elif key in ("damage_to_counters", "damage_removes_counters"):
                if target[0] == "obj" and target[1] == oid:
                    cands.append(("static", oid, i, key, spec))
    for sh in g.shields:
        if sh.kind not in ("prevent", "prevent_half", "reflect", "redirect", "redirect_may"):
            continue
        if sh.kind == "redirect_may" and not (tgt_obj is not None and tgt_obj.zone == "battlefield"
                                              and "Creature" in g.chars(tgt_obj.id).types
                                              and sh.redirect_to is not None and g.is_current(sh.redirect_to)):
            continue
        if sh.protects is not None and sh.protects != target:
            continue
        if sh.combat_only and not ev["combat"]:
            continue
        if sh.targeted_only and not ev.get("targeted"):
            continue
        if sh.dealt_by is not None and (source is None or source not in g.objects or sh.dealt_by[1] != source
                                        or g.objects[source].zcc != sh.dealt_by[2]):
            continue
        if sh.source_ref is not None and (source is None or sh.source_ref[1] != source
                                          or source in g.objects and g.objects[source].zcc != sh.source_ref[2]):
            continue   # "a source of your choice" is that object only, not what it becomes (CR 400.7)
        if sh.source_filter is not None:
            ctx = Ctx(g, sh.controller, sh.source)
            if source is None or not _source_matches(ctx, source, sh.source_filter):
                continue
        cands.append(("shield", sh.id))
    if tgt_obj is not None and tgt_obj.zone == "battlefield" and "damage_unpreventable" in g.chars(tgt_obj.id).flags:
        # "Damage that would be dealt to that creature this turn can't be prevented or dealt instead
        # to another permanent or player" (Whippoorwill; CR 615.12, 614.9)
        cands = [c for c in cands if not (c[0] == "protection"
                                          or c[0] == "static" and c[3] in ("prevent_damage", "redirect_damage")
                                          or c[0] == "shield" and next(s for s in g.shields if s.id == c[1]).kind
                                          in ("prevent", "prevent_half", "redirect", "redirect_may"))]
    return cands


def _source_matches(ctx: Ctx, source: int, flt: Filter) -> bool:
    """Does a source match a shield's `from` filter: one that doesn't say its kind is a spell or
    permanent where the source is on the stack or battlefield, else a card in the source's zone."""
    o = ctx.g.objects.get(source)
    if o is None:
        return False
    if flt.kind == "permanent":   # not said
        flt = flt.with_(kind="spell_or_permanent" if o.zone in ("stack", "battlefield") else "card")
    if flt.kind == "card":
        flt = flt.with_(zone=o.zone)
    return matches_object(ctx, source, flt)


def _ref_is(g: "Game", ctx: Ctx, who: str, target: Ref) -> bool:
    if who == "self":
        return target[0] == "obj" and target[1] == ctx.source
    if who == "you":
        return target == ("player", ctx.controller)
    if who == "enchanted":
        src = ctx.source_obj
        return src is not None and target[0] == "obj" and target[1] == src.attached_to
    if isinstance(who, dict) and "all" in who:
        return target[0] == "obj" and target[1] in g.objects and matches_object(ctx, target[1], normalize(who["all"]))
    return False


def _life_floor(g: "Game", p: int) -> bool:
    """Whether a permanent player p controls says "damage that would reduce your life total to
    less than 1 reduces it to 1 instead" (Ali from Cairo)."""
    return any(g.chars(oid).controller == p and any("damage_life_floor" in r for r in g.chars(oid).replacements)
               for oid in g.battlefield if not g.objects[oid].phased_out)


def _cand_key(c: tuple) -> tuple:
    return c[:3]


def _describe_cand(g: "Game", c: tuple) -> str:
    if c[0] == "protection":
        return "protection"
    if c[0] == "shield":
        return "a prevention shield"
    return g.name_of(c[1])


def _cand_kind(g: "Game", c: tuple) -> str:
    """What a candidate effect is, for the player ordering them (CR 616.1): "protection", a
    shield's kind ("prevent", "redirect", ...), or a static replacement's key
    ("damage_removes_counters", Rock Hydra's)."""
    if c[0] == "protection":
        return "protection"
    if c[0] == "shield":
        return next(s for s in g.shields if s.id == c[1]).kind
    return c[3]


def _replace_damage(g: "Game", ev: dict) -> list[dict]:
    applied: set[tuple] = set()
    while ev["amount"] > 0:
        cands = [c for c in _damage_replacements(g, ev) if _cand_key(c) not in applied]
        if not cands:
            break
        if len(cands) == 1:
            c = cands[0]
        else:
            affected = ev["target"][1] if ev["target"][0] == "player" else g.controller_of(ev["target"][1])
            labels = tuple(f"{i + 1}: {_describe_cand(g, c)}" for i, c in enumerate(cands))
            pick = select_one(g, affected, "Choose which effect applies first to the damage (CR 616.1)",
                              labels, purpose="order_replacements",
                              data=(("kinds", tuple(_cand_kind(g, c) for c in cands)),))
            c = cands[labels.index(pick)]
        applied.add(_cand_key(c))
        if c[0] == "protection":
            g.log(f"Damage to {g.name_of(ev['target'])} is prevented — protection", "702.16e")
            ev["amount"] = 0
        elif c[0] == "shield" and next(s for s in g.shields if s.id == c[1]).kind == "redirect":
            # "that source deals that damage to you instead" (Jade Monolith): a redirection (CR 614.9)
            sh = next(s for s in g.shields if s.id == c[1])
            # "the next 1 damage that would be dealt to this creature this turn is dealt to its owner
            # instead" (Personal Incarnation): a shield with an amount redirects only that much of it
            part = ev["amount"] if sh.amount is None else min(sh.amount, ev["amount"])
            if sh.amount is not None and sh.amount > part:
                sh.amount -= part
            elif sh.once or sh.amount is not None:   # a redirection for the turn (`by`) stays
                g.shields = [s for s in g.shields if s.id != sh.id]
            if sh.redirect_to is not None and g.is_current(sh.redirect_to):
                g.log(f"{g.name_of(sh.source)}: {'the' if part == ev['amount'] else part} damage to "
                      f"{g.name_of(ev['target'])} is dealt to {g.name_of(sh.redirect_to)} instead", "614.9")
                if part == ev["amount"]:
                    ev["target"] = sh.redirect_to
                else:
                    ev["amount"] -= part
                    ev.setdefault("also", []).append({"source": ev["source"], "target": sh.redirect_to,
                                                      "amount": part, "combat": ev["combat"]})
        elif c[0] == "shield" and next(s for s in g.shields if s.id == c[1]).kind == "reflect":
            # "instead that source deals that much damage to you and [this] deals that much damage
            # to that source's controller" (Eye for an Eye): a replacement adding a second,
            # simultaneous damage event (CR 614.1a)
            sh = next(s for s in g.shields if s.id == c[1])
            source = ev["source"]
            if source is not None and source in g.objects:
                back = {"source": sh.source if sh.source in g.objects else None,
                        "target": ("player", g.controller_of(source)), "amount": ev["amount"], "combat": False}
                ev.setdefault("also", []).append(back)
                g.log(f"{g.name_of(sh.source)} will deal {ev['amount']} damage back to "
                      f"{g.name_of(back['target'])}", "614.1a")
            if sh.once:
                g.shields = [s for s in g.shields if s.id != sh.id]
        elif c[0] == "shield" and next(s for s in g.shields if s.id == c[1]).kind == "redirect_may":
            # "you may have that damage dealt to you instead" (Blood of the Martyr): asked each time
            sh = next(s for s in g.shields if s.id == c[1])
            who = sh.redirect_to[1] if sh.redirect_to[0] == "player" else sh.controller
            ask = f"{g.name_of(sh.source)}: have {ev['amount']} damage to {g.name_of(ev['target'])} dealt to " \
                  f"{g.name_of(sh.redirect_to)} instead?"
            if select_one(g, who, ask, ("yes", "no"), purpose="redirect_may",
                          data=(("creature", ev["target"][1]), ("amount", ev["amount"]))) == "yes":
                g.log(f"{g.name_of(sh.source)}: the damage to {g.name_of(ev['target'])} is dealt to "
                      f"{g.name_of(sh.redirect_to)} instead", "614.9")
                ev["target"] = sh.redirect_to
        elif c[0] == "shield" and next(s for s in g.shields if s.id == c[1]).kind == "prevent_half":
            # "prevent half that damage, rounded down" (Dark Sphere): once, then the shield is gone
            prevented = ev["amount"] // 2
            ev["amount"] -= prevented
            g.shields = [s for s in g.shields if s.id != c[1]]
            g.log(f"{prevented} damage to {g.name_of(ev['target'])} is prevented (half)", "615.7")
        elif c[0] == "shield":
            sh = next(s for s in g.shields if s.id == c[1])
            prevented = ev["amount"] if sh.amount is None else min(sh.amount, ev["amount"])
            prevented = max(0, prevented - sh.all_but) if sh.all_but and sh.amount is None else prevented
            ev["amount"] -= prevented
            g.log(f"{prevented} damage to {g.name_of(ev['target'])} is prevented", "615.7")
            if sh.gain_prevented:
                # "You gain life equal to the damage prevented this way": the prevention effect's
                # additional action, done immediately (CR 615.5)
                gain_life(g, sh.controller, prevented)
            if sh.amount is not None:
                sh.amount -= prevented
                if sh.amount <= 0:
                    g.shields = [s for s in g.shields if s.id != sh.id]
            elif sh.once:
                g.shields = [s for s in g.shields if s.id != sh.id]
        else:
            _, oid, _, key, spec = c
            if key == "prevent_damage":
                g.log(f"Damage to {g.name_of(ev['target'])} is prevented by {g.name_of(oid)}", "615.1")
                ev["amount"] = 0
            elif key == "reduce_damage":
                if ev["amount"] >= spec.get("at_least", 0) and ev["amount"] > spec["amount"]:
                    ev["amount"] = spec["amount"]
                    g.log(f"{g.name_of(oid)}: {g.name_of(ev['target'])} is dealt {ev['amount']} damage instead", "614.1a")
            elif key == "double_damage":
                ev["amount"] *= 2
                g.log(f"{g.name_of(oid)} doubles the damage to {g.name_of(ev['target'])}", "614.1a")
            elif key == "redirect_damage":
                a = g.objects[_redirect_destination(g, oid, spec)]
                ev["target"] = ("obj", a.id, a.zcc)
                g.log(f"{g.name_of(oid)}: the damage is dealt to {g.name_of(a.id)} instead", "614.9")
            elif key == "damage_removes_counters":
                kind = spec.get("kind", "+1/+1")
                n = min(ev["amount"], g.objects[oid].counters.get(kind, 0))
                if n > 0:
                    remove_counters(g, oid, kind, n)
                    ev["amount"] -= n
                    g.log(f"{g.name_of(oid)}: {counted(n, kind + ' counter')} removed, {n} damage prevented", "615.1")
            elif key == "damage_to_counters":
                ev["counters_instead"] = True
                g.log(f"{g.name_of(oid)}: {ev['amount']} +1/+1 counters instead of damage", "614.1a")
                break
    return [ev] if ev["amount"] > 0 else []


def _redirect_destination(g: "Game", oid: int, spec: dict) -> int | None:
    """The creature a static redirection sends its controller's damage to (CR 614.9): the
    permanent itself (`to: self`, Martyrs of Korlis) or what it enchants (the default)."""
    if spec.get("to", "enchanted") == "self":
        return oid
    a = g.objects[oid].attached_to
    return a if a is not None and g.objects[a].zone == "battlefield" else None


_REMEMBERS: dict[int, tuple[Any, bool]] = {}   # id(card) -> (card, answer): the card is held, so its id can't be reused


def note_damage_dealt(g: "Game", source: int | None, target: tuple) -> None:
    """A permanent whose abilities ask whom it has dealt damage to "this game" (The Fallen, the
    filter `dealt_damage_by_source`) remembers each player and planeswalker it damages, for as
    long as it stays on the battlefield (a new object remembers nothing, CR 400.7).  Only such a
    permanent keeps the record."""
    o = g.objects.get(source) if source is not None else None
    if o is None or o.zone != "battlefield":
        return
    card = o.copy_of or o.card
    key = id(card)
    if key not in _REMEMBERS:
        _REMEMBERS[key] = (card, "dealt_damage_by_source" in repr((card.triggers, card.statics, card.abilities)))
    if not _REMEMBERS[key][1]:
        return
    ref = tuple(target)
    seen = tuple(tuple(r) for r in o.chosen.get("damaged", ()))
    if ref not in seen:
        o.own_chosen()["damaged"] = seen + (ref,)   # a new tuple: a cloned game shares none of it


def _note_damage_this_turn(g: "Game", source: int, src_ch: Any, target: tuple, amt: int) -> None:
    """Remember damage dealt this turn with its source as it was when it dealt it: "the damage
    dealt to you so far this turn by artifacts" (Reverse Polarity), "the damage dealt to this
    creature this turn by other sources named Blazing Effigy".  A new tuple each time, never
    changed in place: copies of the game share their turn flags."""
    seen = seen_characteristics(g, source) + (("id", source),)
    g.turn_flags["_damage_dealt"] = g.turn_flags.get("_damage_dealt", ()) + ((target, amt, seen),)


def _apply_damage(g: "Game", ev: dict) -> bool:
    """The damage event happens (CR 120.3)."""
    from .statics import has_flag  # noqa: F401
    target, source, amt = ev["target"], ev["source"], ev["amount"]
    src_name = g.name_of(source) if source is not None else "An effect"
    src_ch = g.chars(source) if source is not None and source in g.objects and \
        g.objects[source].zone in ("battlefield", "stack") else None
    src_keywords = src_ch.keywords if src_ch else (frozenset(g.objects[source].card.keywords)
                                                   if source in g.objects else frozenset())
    if target[0] == "player":
        p = g.players[target[1]]
        if p.life - amt < 1 and _life_floor(g, target[1]):
            # the damage is dealt in full, but reduces the life total no lower than 1 (Ali from Cairo)
            g.log(f"{g.name_of(target)}'s life total can't be reduced below 1 by damage", "614.1")
            p.life = min(p.life, 1)
        else:
            p.life -= amt
        p.damage_taken_turn += amt
        if source is not None and source in g.objects:
            # "if this creature dealt damage to an opponent this turn" (Whirling Dervish)
            g.turn_flags.setdefault("_damaged_players", {})[(source, g.objects[source].zcc, target[1])] = True
            note_damage_dealt(g, source, target)
            # "the damage dealt to you so far this turn by artifacts" (Reverse Polarity): the source as
            # it was when it dealt the damage
            # (a new tuple, never changed in place: copies of the game share their turn flags)
            _note_damage_this_turn(g, source, src_ch, ("player", target[1]), amt)
        g.emit(DamageDealt(source, src_name, target, g.name_of(target), amt, ev["combat"], life=p.life), "120.3a")
        if ev["combat"] and source is not None and g.objects[source].is_commander:
            p.commander_damage[source] = p.commander_damage.get(source, 0) + amt
    else:
        o = g.objects.get(target[1])
        if o is None or o.zcc != target[2] or o.zone != "battlefield":
            return False
        ch = g.chars(o.id)
        if "Planeswalker" in ch.types and "Creature" not in ch.types:
            note_damage_dealt(g, source, target)
            remove_counters(g, o.id, "loyalty", amt)
            g.emit(DamageDealt(source, src_name, target, ch.name, amt, ev["combat"], loyalty=True), "120.3c")
        else:
            o.damage += amt
            if source is not None:
                o.own_damaged_by().add(source)
                if source in g.objects:
                    _note_damage_this_turn(g, source, src_ch, ("obj", o.id, o.zcc), amt)
            if src_ch is not None and "Creature" in ch.types:
                # "if [it] deals damage to a creature this turn, the creature dealt damage can't be
                # regenerated this turn ... is exiled instead" (Runesword)
                if "victims_cant_regenerate" in src_ch.flags:
                    o.cant_regenerate = True
                if "victims_exiled_if_die" in src_ch.flags:
                    o.exile_if_dies = True
            if "deathtouch" in src_keywords:
                o.deathtouch_hit = True
            g.emit(DamageDealt(source, src_name, target, ch.name, amt, ev["combat"]), "120.3e")
            g.invalidate()
    if source is not None and source in g.objects and g.objects[source].zone == "stack":
        # the damage a spell dealt, by the very object it was ("the damage dealt by one of those
        # sorcery spells this turn", Backdraft; CR 400.7)
        g.turn_flags["_spell_damage"] = g.turn_flags.get("_spell_damage", ()) + (
            (source, g.objects[source].zcc, amt),)
    if "lifelink" in src_keywords and source is not None:
        gain_life(g, g.controller_of(source), amt, lifelink=True)
    return True


def seen_characteristics(g: "Game", oid: int) -> tuple:
    """What an object was as it dealt damage or was cast, for filters read later in the turn
    (a tuple of pairs, never changed in place: copies of the game share their turn flags)."""
    ch = g.chars(oid)
    return (("types", tuple(sorted(ch.types))), ("subtypes", tuple(sorted(ch.subtypes))),
            ("colors", tuple(sorted(ch.colors))), ("controller", ch.controller),
            ("token", g.objects[oid].token), ("name", ch.name))


# --- life -----------------------------------------------------------------------------------------

def gain_life(g: "Game", p: int, amt: int, lifelink: bool = False) -> None:
    if amt <= 0:
        return
    from .statics import player_statics
    for src, _spec in player_statics(g, p, "draw_instead_of_gaining_life"):
        # "If you would gain life, draw that many cards instead" (Lich): a replacement, CR 614.1a
        g.tell((f" {counted(amt, 'card')} instead of gaining life — {g.name_of(src)}",), "614.1a", subject=p, verb="draws")
        draw_cards(g, p, amt)
        return
    g.players[p].life += amt
    g.players[p].life_gained_turn += amt
    g.emit(LifeChanged(p, amt, g.players[p].life), "702.15b" if lifelink else "119.3")


def lose_life(g: "Game", p: int, amt: int, rule: str = "119.3") -> None:
    if amt <= 0:
        return
    g.players[p].life -= amt
    g.emit(LifeChanged(p, -amt, g.players[p].life), rule)


# --- counters, tapping -------------------------------------------------------------------------

def add_counters(g: "Game", oid: int, kind: str, n: int) -> None:
    """Put counters on an object (CR 122.1); "can't have more than seven dream counters on it"
    (a static `max_counters`, Rasputin Dreamweaver) limits how many are put on (CR 122.1)."""
    if n <= 0:
        return
    o = g.objects[oid]
    if o.zone == "battlefield":
        for st in g.chars(oid).statics:
            cap = (st.get("max_counters") or {}).get(kind)
            if cap is not None:
                n = min(n, cap - o.counters.get(kind, 0))
        if n <= 0:
            return
    o.own_counters()[kind] = o.counters.get(kind, 0) + n
    g.invalidate()
    g.emit(CountersChanged(oid, g.name_of(oid), kind, n), "122.1")


def remove_counters(g: "Game", oid: int, kind: str, n: int) -> int:
    o = g.objects[oid]
    have = o.counters.get(kind, 0)
    n = min(n, have)
    if n <= 0:
        return 0
    if have - n:
        o.own_counters()[kind] = have - n
    else:
        del o.counters[kind]
    g.invalidate()
    return n


def tap(g: "Game", oid: int) -> bool:
    """Tap a permanent (CR 701.26a); abilities that trigger "whenever ... becomes tapped"
    see the event, however it was tapped (for mana, to attack, for a cost, by an effect)."""
    from .triggers import fire
    o = g.objects[oid]
    if o.tapped:
        return False
    reveal_masked(g, oid, "become tapped")
    o.tapped = True
    g.invalidate_effects()
    if o.zone == "battlefield":
        fire(g, {"type": "tapped", "object": oid, "object_zcc": o.zcc, "player": g.controller_of(oid)})
    return True


def untap(g: "Game", oid: int) -> bool:
    """Untap a permanent (CR 701.26b).  Effects that last "for as long as this remains tapped"
    (Tawnos's Weaponry) end now, for good (CR 611.2b)."""
    o = g.objects[oid]
    if not o.tapped:
        return False
    o.tapped = False
    tapped_only = (Duration.WHILE_SOURCE_TAPPED, Duration.WHILE_SOURCE_TAPPED_AND_CONTROLLED)
    if any(e.duration in tapped_only and e.source == oid for e in g.effects):
        g.effects = [e for e in g.effects if not (e.duration in tapped_only and e.source == oid)]
    g.invalidate_effects()
    if o.zone == "battlefield":
        from .triggers import untapped_delayed
        untapped_delayed(g, oid, o.zcc)
    return True


# --- zone changes --------------------------------------------------------------------------

def lki_of(g: "Game", oid: int) -> dict:
    """Last known information about a permanent, for look-back (CR 603.10, 608.2h)."""
    o = g.objects[oid]
    ch = g.chars(oid)
    return {"name": ch.name, "power": ch.power, "toughness": ch.toughness, "controller": ch.controller,
            "types": ch.types, "colors": ch.colors, "subtypes": ch.subtypes, "triggers": ch.triggers,
            "attached_to": o.attached_to,
            "attached_zcc": g.objects[o.attached_to].zcc if o.attached_to in g.objects else None,
            "zcc": o.zcc, "token": o.token, "damaged_by": set(o.damaged_by),
            "tapped": o.tapped, "chosen": dict(o.chosen), "counters": dict(o.counters),
            # the creatures it was blocking or blocked by (Abu Ja'far's "when this creature dies,
            # destroy all creatures blocking or blocked by it")
            "combat_partners": _combat_partners(g, oid)}


def _combat_partners(g: "Game", oid: int) -> tuple[tuple[int, int], ...]:
    c = g.combat
    if c is None:
        return ()
    ids = set(c.blockers.get(oid, ())) | set(c.blocked_by.get(oid, ()))
    return tuple(sorted((x, g.objects[x].zcc) for x in ids if x in g.objects))


def commander_destination(g: "Game", oid: int, to_zone: str) -> str:
    """Where an object that would be put into `to_zone` goes: if it is a commander and would be
    put into its owner's hand or library from anywhere -- a bounce, a draw, a search, a
    shuffle -- the owner may put it into the command zone instead (CR 903.9b, a replacement
    effect).  Every move into a hand or library asks here.  A commander put into a graveyard or
    exile goes there -- it dies, and what looks for that sees it -- and the owner may then move
    it to the command zone as a state-based action (CR 903.9a, see sba.py)."""
    o = g.objects[oid]
    if o.is_commander and to_zone in ("hand", "library") and o.zone not in ("command", to_zone):
        if yes_no(g, o.owner, f"Put {o.card.name} into the command zone instead?", purpose="commander"):
            return "command"
    return to_zone


def move_to_zone(g: "Game", oid: int, to_zone: str, *, cause: str = "", rule: str = "", to_bottom: bool = False,
                 controller: int | None = None, fire_events: bool = True) -> str:
    """Move an object, applying zone-change replacements; returns the zone it went to."""
    from .triggers import fire
    o = g.objects[oid]
    from_zone = o.zone
    lki = lki_of(g, oid) if from_zone == "battlefield" else None
    # CR 614: "if it would die this turn, exile it instead"
    if from_zone == "battlefield" and to_zone == "graveyard" and o.exile_if_dies and \
            lki is not None and "Creature" in lki["types"]:
        to_zone = "exile"
        g.log(f"{g.name_of(oid)} would die; it is exiled instead", "614.1a")
    to_hand = None
    if from_zone == "battlefield" and to_zone == "graveyard" and lki is not None and "Creature" in lki["types"]:
        # "If this creature would die, return it to its owner's hand instead" (Firestorm Phoenix)
        to_hand = next((r["dies_to_hand"] or {} for r in g.chars(oid).replacements if "dies_to_hand" in r), None)
        if to_hand is not None:
            to_zone = "hand"
            g.log(f"{g.name_of(oid)} would die; it is returned to its owner's hand instead", "614.1a")
    to_zone = commander_destination(g, oid, to_zone)
    name = g.name_of(oid)
    if from_zone == "battlefield":
        from .statics import linger_statics
        linger_statics(g, oid)
    g.move_raw(oid, to_zone, to_bottom=to_bottom, controller=controller, lki=lki)
    if to_hand is not None and to_hand.get("revealed_until_next_turn"):
        from .revealed import reveal_until_next_turn
        reveal_until_next_turn(g, oid)
    if from_zone == "battlefield" and to_zone == "graveyard" and lki is not None and "Creature" in lki["types"]:
        # a creature died (CR 700.4): "if a creature died this turn" (Osai Vultures, Scavenging Ghoul)
        g.turn_flags["creatures_died"] = g.turn_flags.get("creatures_died", 0) + 1
    if to_zone == "battlefield":
        return to_zone
    if fire_events:
        ev = {"type": "zone", "object": oid, "object_zcc": o.zcc, "from": from_zone, "to": to_zone,
              "lki": {oid: lki} if lki else {}, "controller": lki["controller"] if lki else o.owner,
              "sacrificed": cause == "sacrificed"}
        if from_zone == "battlefield":
            g.emit(ZoneChanged(oid, name, o.owner, from_zone, to_zone, cause), rule)
        fire(g, ev)
    return to_zone


def destruction_stopped(g: "Game", oid: int, can_regenerate: bool = True) -> bool:
    """Would destroying this permanent now leave it on the battlefield?  Indestructible
    (CR 702.12b), a shield that removes its damage instead (Pyramids, CR 614.1a), or
    regeneration -- a shield or a standing "regenerates" -- where the effect allows it
    (CR 701.19).  `destroy` stops for exactly these; the computer asks before a sweep."""
    o = g.objects[oid]
    ch = g.chars(oid)
    if "indestructible" in ch.keywords:
        return True
    if any(s.kind == "destroy_remove_damage" and s.protects == o.ref for s in g.shields):
        return True
    standing = any("regenerates" in rep for rep in ch.replacements)
    return can_regenerate and (o.regen_shields > 0 or standing) and not o.cant_regenerate \
        and "cant_be_regenerated" not in ch.flags


def destroy(g: "Game", oid: int, *, cause: str = "", rule: str = "701.8", can_regenerate: bool = True) -> bool:
    """Destroy a permanent (CR 701.8), unless regeneration or indestructible stops it."""
    o = g.objects[oid]
    if o.zone != "battlefield":
        return False
    ch = g.chars(oid)
    if "indestructible" in ch.keywords:
        g.log(f"{ch.name} is indestructible and isn't destroyed", "702.12b")
        return False
    shield = next((s for s in g.shields if s.kind == "destroy_remove_damage" and s.protects == o.ref), None)
    if shield is not None:
        # "the next time target land would be destroyed this turn, remove all damage marked on it
        # instead" (Pyramids): a replacement of the destruction, not regeneration (CR 614.1a)
        g.shields = [s for s in g.shields if s is not shield]
        o.damage = 0
        o.deathtouch_hit = False
        g.invalidate()
        g.log(f"{ch.name} isn't destroyed: all damage marked on it is removed instead", "614.1a")
        return False
    standing = any("regenerates" in rep for rep in ch.replacements)   # "if it would be destroyed, regenerate it"
    if can_regenerate and (o.regen_shields > 0 or standing) and not o.cant_regenerate \
            and "cant_be_regenerated" not in ch.flags:
        if not standing:
            o.regen_shields -= 1
        o.tapped = True
        o.damage = 0
        o.deathtouch_hit = False
        g.remove_from_combat(oid)
        g.invalidate()
        g.log(f"{ch.name} regenerates: tapped, removed from combat, damage removed", "701.19", "regenerate", oid)
        return False
    move_to_zone(g, oid, "graveyard", cause=cause, rule=rule)
    return True


def sacrifice(g: "Game", oid: int, rule: str = "701.21") -> None:
    o = g.objects[oid]
    if o.zone != "battlefield":
        return
    move_to_zone(g, oid, "graveyard", cause="sacrificed", rule=rule)


def draw_cards(g: "Game", p: int, n: int = 1, rule: str = "121.1") -> int:
    """Draw n cards one at a time (CR 121.2); drawing from an empty library marks the loss (704.5b)."""
    from .triggers import fire
    from .effects import replace_draw
    drawn = 0
    for _ in range(n):
        pl = g.players[p]
        # "except the first one they draw in each of their draw steps" (Chains of Mephistopheles)
        first_in_draw_step = g.step == "draw" and g.active == p and not g.turn_flags.get("_draw_step_drew")
        if g.step == "draw" and g.active == p:
            g.turn_flags["_draw_step_drew"] = True
        if g.step == "draw" and g.active == p and _skips_draw_in_draw_step(g, p):
            continue
        if g.effects and replace_draw(g, p):   # "the next time you would draw a card" (CR 614.11)
            continue
        if _draw_replaced(g, p, first_in_draw_step):
            continue
        if not pl.library:
            pl.drew_from_empty = True
            g.tell((" draw from an empty library",), "704.5b", subject=p, verb="can't")
            continue
        oid = pl.library[0]
        if commander_destination(g, oid, "hand") == "command":   # CR 903.9b: not drawn after all
            g.move_raw(oid, "command")
            g.emit(ZoneChanged(oid, g.objects[oid].card.name, p, "library", "command"), "903.9b")
            continue
        g.move_raw(oid, "hand")
        drawn += 1
        # "cards in your hand drawn this turn" (Sylvan Library): the card as the object it now is
        g.turn_flags.setdefault("_drawn", {})[(oid, g.objects[oid].zcc)] = True
        # "the last card you drew this turn" (Jandor's Ring)
        g.turn_flags.setdefault("_last_drawn", {})[p] = (oid, g.objects[oid].zcc)
        g.emit(CardDrawn(p, oid, rule == "103.5"), rule)
        fire(g, {"type": "draw", "player": p, "object": oid})
    return drawn


def _draw_replaced(g: "Game", p: int, first_in_draw_step: bool) -> bool:
    """A static replacement of a player's draws (`replace_draws`: Chains of Mephistopheles, CR
    614.1a): the effects happen instead, that player as event_player.  A replacement gets one
    opportunity at an event (CR 614.5): the draw its own effects make isn't replaced by it again,
    though another such source may replace it."""
    from .effects import run_effects
    from .statics import player_statics
    busy = g.turn_flags.get("_replacing_draws", ())
    for src, spec in player_statics(g, p, "replace_draws"):
        if src in busy or first_in_draw_step and spec.get("except_first_in_draw_step"):
            continue
        g.tell((("player's", p), f" draw is replaced — {g.name_of(src)}"), "614.1a")
        g.turn_flags["_replacing_draws"] = busy + (src,)
        try:
            run_effects(Ctx(g, g.chars(src).controller, src, g.objects[src].zcc, event={"player": p}),
                        list(spec.get("do", [])))
        finally:
            g.turn_flags["_replacing_draws"] = busy
        return True
    return False


def _skips_draw_in_draw_step(g: "Game", p: int) -> bool:
    """"If you would draw a card during your draw step, instead you may skip that draw" (Island
    Sanctuary, CR 614.1a, 614.10): a replacement of every draw the active player would make during
    their draw step -- the turn-based draw and any other (Howling Mine's) alike.  If the player
    skips it, the effects that follow ("if you do") happen."""
    from .statics import player_statics
    for src, spec in player_statics(g, p, "skip_draw_step_draw"):
        if yes_no(g, p, f"Skip this draw for {g.name_of(src)}?", purpose="replace_draw"):
            g.tell((f" a draw — {g.name_of(src)}",), "614.10", subject=p, verb="skips")
            if spec.get("then"):
                from .effects import run_effects
                run_effects(Ctx(g, p, src, g.objects[src].zcc), spec["then"])
            return True
    return False


def discard(g: "Game", p: int, oid: int, rule: str = "701.9", effect: bool = False, cause: int | None = None) -> None:
    """A player discards a card (CR 701.9).  When an effect makes the player discard (`effect`),
    "you may put it on top of your library instead of into your graveyard" (Library of Leng)
    replaces where the discarded card goes (CR 614.1a); it is still discarded.  `cause` is the
    controller of the spell or ability that made them discard, if any (Psychic Purge: "a spell
    or ability an opponent controls causes you to discard this card")."""
    from .triggers import fire
    to_top = False
    if effect:
        from .statics import player_statics
        for src, _ in player_statics(g, p, "discard_to_library_top"):
            if yes_no(g, p, f"{g.name_of(src)}: put {g.objects[oid].card.name} on top of your library instead?",
                      purpose="replace_discard"):
                to_top = True
            break
    if to_top:
        g.move_raw(oid, commander_destination(g, oid, "library"))
        g.tell((f" {g.objects[oid].card.name}, putting it on top of their library",), "614.1a", "discard", p, oid, subject=p, verb="discards")
        fire(g, {"type": "discard", "player": p, "object": oid, "cause": cause})
        return
    g.move_raw(oid, "graveyard")
    g.tell((f" {g.objects[oid].card.name}",), rule, "discard", p, oid, subject=p, verb="discards")
    fire(g, {"type": "discard", "player": p, "object": oid, "cause": cause})


def mill(g: "Game", p: int, n: int) -> None:
    for _ in range(n):
        if not g.players[p].library:
            return
        oid = g.players[p].library[0]
        g.move_raw(oid, "graveyard")
        g.tell((f" {g.objects[oid].card.name}",), "701.13", subject=p, verb="mills")
