"""Face-down permanents: morph (CR 702.37) and turning permanents face up or face down (CR 708).

A card with morph (`morph:` in its card file, the morph cost) may be cast face down as a
2/2 creature spell with no name, text, subtypes or mana cost for {3} (see
`casting._cast_face_down`); it resolves into a face-down permanent whose "as enters"
abilities don't apply (CR 708.3).  Its characteristics are those of layer 1b
(`characteristics.base_characteristics`).

Any time its controller has priority, a face-down permanent that would have a morph cost if
it were face up can be turned face up by paying that cost: a special action that doesn't
use the stack, after which the player receives priority again (CR 702.37e, 116.2b, 117.3c).
Turning it face up doesn't make it enter the battlefield, so enters abilities don't
trigger (CR 708.8) -- except abilities that say "as this is turned face up", written as an
as-enters choice with `also_turned_face_up: true` (Vesuvan Shapeshifter).

A creature cast face down with Illusionary Mask carries the mark `MASKED` (in its `chosen`):
it has no morph cost, so no special action turns it face up; instead, if it would assign or
deal damage, be dealt damage, or become tapped, it is turned face up first and then does so
(`reveal_masked`, asked by events.tap, events.deal_damage and combat.combat_damage).

An effect can turn a permanent face down (`turn_face_down`): it becomes a face-down 2/2
again, and copy effects that last "until this is turned face down" end.  A permanent gets
a new timestamp whenever it is turned face up or face down (CR 613.7f).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import IllegalActionError

MASKED = "masked"   # the mark of a creature cast face down with Illusionary Mask

if TYPE_CHECKING:
    from .carddef import CardDef
    from .objects import GameObject
    from .game import Game


def face_up_card(o: "GameObject") -> "CardDef":
    """The copiable values the permanent would have face up: a copy effect that didn't end
    when it was turned face down still applies (CR 702.37e: "if it were face up")."""
    return o.copy_of or o.card


def why_not_turn_face_up(g: "Game", p: int, oid: int) -> str | None:
    """Why p can't turn this permanent face up now (CR 702.37e), or None if they can."""
    from .casting import can_afford
    o = g.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return "no such permanent"
    if not o.face_down:
        return f"{g.name_of(oid)} isn't face down"
    if g.priority != p:
        return "you don't have priority"
    if g.controller_of(oid) != p:
        return "you don't control that face-down permanent"
    cost = face_up_card(o).morph
    if cost is None:
        return "it has no morph cost, so it can't be turned face up (CR 702.37e)"
    if not can_afford(g, p, cost):
        return f"not enough mana to pay its morph cost {cost}"
    return None


def face_up_actions(g: "Game", p: int) -> list[int]:
    """The face-down permanents p may turn face up now."""
    return [oid for oid in g.battlefield if g.objects[oid].face_down and why_not_turn_face_up(g, p, oid) is None]


def turn_face_up(g: "Game", p: int, oid: int) -> None:
    """The special action (CR 702.37e, 116.2b): reveal the morph cost, pay it, turn the
    permanent face up.  "As this is turned face up" choices are made as it turns (CR 614.1e)."""
    from .casting import pay_mana
    reason = why_not_turn_face_up(g, p, oid)
    if reason:
        raise IllegalActionError(reason)
    o = g.objects[oid]
    cost = face_up_card(o).morph
    assert cost is not None
    pay_mana(g, p, cost, f"Turn {o.card.name} face up (morph {cost})")
    copy_of, copy_extra, chosen = _as_turned_face_up(g, p, oid)
    o.face_down = False
    if copy_of is not None:
        o.copy_of, o.copy_extra = copy_of, copy_extra
    o.own_chosen().update(chosen)
    o.timestamp = g.new_timestamp()
    g.invalidate()
    what = f"{o.card.name}" + (f", as a copy of {copy_of.name}" if copy_of is not None else "")
    g.tell((f" a face-down creature face up: {what}",), "702.37e", "turn_face_up", oid, subject=p, verb="turns")


def _as_turned_face_up(g: "Game", p: int, oid: int) -> tuple:
    """The card's as-enters choices that also apply as it is turned face up."""
    from .context import Ctx
    from .effects import choose_value
    from .resolve import _choose_copy, _key
    o = g.objects[oid]
    copy_of, copy_extra, chosen = None, (), {}
    for spec in face_up_card(o).as_enters:
        (key, params), = spec.items()
        params = params or {}
        if not params.get("also_turned_face_up"):
            continue
        if key == "copy":
            copy_of, copy_extra = _choose_copy(g, p, oid, params)
        elif key == "choose":
            chosen[_key(params["what"])] = choose_value(g, p, params["what"], params, Ctx(g, p, oid, o.zcc))
    return copy_of, copy_extra, chosen


def turn_face_down(g: "Game", oid: int) -> None:
    """Turn a permanent face down (CR 708.2): it is the same permanent (damage, counters,
    attachments and status stay), now a face-down 2/2.  A copy effect that lasts "until this
    is turned face down" ends."""
    o = g.objects[oid]
    if o.zone != "battlefield" or o.face_down:
        return
    name = g.name_of(oid)
    if any(params and params.get("until_turned_face_down")
           for spec in o.card.as_enters for key, params in spec.items() if key == "copy"):
        o.copy_of, o.copy_extra = None, ()
    o.face_down = True
    o.timestamp = g.new_timestamp()
    g.invalidate()
    g.log(f"{name} is turned face down", "708.2", "turn_face_down", oid)


def is_masked(g: "Game", oid: int) -> bool:
    o = g.objects[oid]
    return o.zone == "battlefield" and o.face_down and bool(o.chosen.get(MASKED))


def reveal_masked(g: "Game", oid: int, why: str) -> None:
    """Illusionary Mask: "If the creature that spell becomes as it resolves has not been turned
    face up and would assign or deal damage, be dealt damage, or become tapped, instead it's
    turned face up and assigns or deals damage, is dealt damage, or becomes tapped."  Turning it
    face up doesn't make it enter the battlefield (CR 708.8); it gets a new timestamp (CR 613.7f)."""
    if not is_masked(g, oid):
        return
    o = g.objects[oid]
    o.face_down = False
    del o.chosen[MASKED]
    o.timestamp = g.new_timestamp()
    g.invalidate()
    g.tell((f" a face-down creature face up as it would {why}: {o.card.name}",), "708.8", "turn_face_up", oid,
           subject=o.controller, verb="turns")
