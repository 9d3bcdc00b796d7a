"""Bronze Tablet (an ante card): "{4}, {T}: Exile this artifact and target nontoken permanent an
opponent owns.  That player may pay 10 life.  If they do, put this card into its owner's
graveyard.  Otherwise, that player owns this card and you own the other exiled card."

Both cards are exiled; the target's owner chooses whether to pay 10 life (a player can pay
life only if their life total is at least that much, CR 119.4).  If they don't, the two
exiled cards exchange owners (CR 108.3: the owner of a card is normally the player who
started the game with it; this effect changes that, and the change is permanent).
"""
from __future__ import annotations

from ..choices import yes_no
from ..context import Ctx
from ..events import lose_life, move_to_zone
from ..filters import objects_of
from . import register
from ..event_types import ZoneChanged


@register("bronze_tablet")
def bronze_tablet(ctx: Ctx, params: dict) -> None:
    g = ctx.g
    tablet = ctx.source_obj
    targets = objects_of(ctx, params.get("target", "t"))
    if tablet is not None and tablet.zone == "battlefield" and ctx.source_is_current():
        move_to_zone(g, tablet.id, "exile", cause="exiled by its own ability", rule="406.3")
    else:
        tablet = None
    exiled = []
    for oid in targets:
        if g.objects[oid].zone == "battlefield":
            move_to_zone(g, oid, "exile", cause="exiled by Bronze Tablet", rule="406.3")
        if g.objects[oid].zone == "exile":
            exiled.append(oid)
    if not exiled:
        return
    other = g.objects[exiled[0]]
    payer = other.owner
    if g.players[payer].life >= 10 and yes_no(g, payer, "Pay 10 life to put Bronze Tablet into its owner's "
                                                        "graveyard and keep your card?", purpose="pay_optional"):
        lose_life(g, payer, 10, "119.4")
        if tablet is not None and tablet.zone == "exile":
            g.move_raw(tablet.id, "graveyard")
            g.emit(ZoneChanged(tablet.id, "Bronze Tablet", tablet.owner, "exile", "graveyard"), "400.3")
        return
    if tablet is None or tablet.zone != "exile":
        return
    g.set_owner(tablet.id, payer)
    g.set_owner(other.id, ctx.controller)
    g.tell(("Bronze Tablet is now owned by ", ("player", payer), f", and {other.card.name} by ",
            ("player", ctx.controller)), "108.3")
