"""Takklemaggot: "When enchanted creature dies, that creature's controller chooses a creature
that this card could enchant.  If the player does, return this card to the battlefield under
your control attached to that creature.  If they don't, return this card to the battlefield
under your control as a non-Aura enchantment.  It loses "enchant creature" and gains "At the
beginning of that player's upkeep, this enchantment deals 1 damage to that player.""

The creature's controller (as it last existed, CR 608.2h) chooses among the creatures the Aura
could legally enchant -- not a target: protection from black or "can't be enchanted" rule a
creature out (CR 303.4, 702.16c), hexproof doesn't.  Returned attached, it is a new object
(CR 400.7) enchanting that creature (CR 303.4f).  Returned as a non-Aura enchantment, it
enters unattached and, for as long as it stays on the battlefield, has no subtypes (it is no
longer an Aura, so it doesn't go to the graveyard unattached, CR 704.5m) and the upkeep ability
aimed at "that player", remembered as its chosen player.
"""
from __future__ import annotations

from ..choices import select
from ..context import Ctx
from ..filters import players_of, protected_from
from ..language import Duration
from ..objects import ContinuousEffect
from . import register

UPKEEP_DAMAGE = {
    "when": {"step": "upkeep", "whose": "chosen_player"},
    "text": "At the beginning of that player's upkeep, this enchantment deals 1 damage to that player.",
    "do": [{"damage": {"to": "chosen_player", "amount": 1}}],
}


@register("takklemaggot")
def takklemaggot(ctx: Ctx, params: dict) -> None:
    from ..resolve import enter_battlefield
    g = ctx.g
    src = ctx.source_obj
    if src is None or src.zone != "graveyard":
        return   # it has left the graveyard: a new object this ability doesn't know (CR 400.7)
    chooser = next(iter(players_of(ctx, {"controller_of": "event_object"})), ctx.controller)
    opts = tuple(oid for oid in g.battlefield if "Creature" in g.chars(oid).types
                 and not protected_from(g, oid, src.id) and "cant_be_enchanted" not in g.chars(oid).flags)
    pick = select(g, chooser, "Takklemaggot: choose a creature for it to enchant (or none)", opts, n=1, min_n=0,
                  purpose="attach") if opts else ()
    if pick:
        g.tell((f" {src.card.name} to the battlefield attached to {g.name_of(pick[0])}",), "303.4f",
               subject=ctx.controller, verb="returns")
        enter_battlefield(g, src.id, ctx.controller, attach_to=pick[0])
        return
    g.tell((f" {src.card.name} to the battlefield as a non-Aura enchantment",), "611.2", subject=ctx.controller,
           verb="returns")
    enter_battlefield(g, src.id, ctx.controller, as_non_aura=True)
    if src.zone != "battlefield":
        return
    src.own_chosen()["player"] = chooser
    params_ = {"set_subtypes": [], "add_triggers": [UPKEEP_DAMAGE], "_source_zcc": src.zcc}
    g.effects.append(ContinuousEffect(g.new_id(), src.id, ctx.controller, "mod", g.new_timestamp(),
                                      Duration.UNTIL_SOURCE_LEAVES, params_, (("obj", src.id, src.zcc),), ctx.controller))
    g.invalidate()
