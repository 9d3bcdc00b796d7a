"""Tempest Efreet (an ante card): "{T}, Sacrifice this creature: Target opponent may pay 10 life.
If that player doesn't, they reveal a card at random from their hand.  Exchange ownership of
the revealed card and Tempest Efreet.  Put the revealed card into your hand and Tempest Efreet
from anywhere into that player's graveyard.  This change in ownership is permanent."

The opponent may pay 10 life only with at least 10 life (CR 119.4).  If they don't and their
hand isn't empty, a card is chosen at random and revealed; the two cards exchange owners
(CR 108.3 -- ownership normally never changes; this effect changes it for good), the revealed
card goes to the hand of the Efreet's controller, now its owner, and Tempest Efreet, wherever it
is, goes to its new owner's graveyard.
"""
from __future__ import annotations

from ..choices import yes_no
from ..context import Ctx
from ..events import lose_life
from ..filters import players_of
from . import register


@register("tempest_efreet")
def tempest_efreet(ctx: Ctx, params: dict) -> None:
    g = ctx.g
    me = ctx.controller
    efreet = ctx.source
    for opp in players_of(ctx, params.get("target", "t")):
        if g.players[opp].life >= 10 and yes_no(g, opp, "Pay 10 life to stop Tempest Efreet?",
                                                purpose="pay_optional"):
            lose_life(g, opp, 10, "119.4")
            continue
        hand = g.players[opp].hand
        if not hand:
            g.tell((" no card to reveal — Tempest Efreet",), "", subject=opp, verb="has")
            continue
        card = hand[g.rng.randbelow(len(hand))]
        g.tell((f" {g.objects[card].card.name} at random",), "701.16a", "reveal", opp, card, subject=opp, verb="reveals")
        _give(g, card, me, "hand")
        if efreet is not None and efreet in g.objects and not g.objects[efreet].token:
            _give(g, efreet, opp, "graveyard")
        g.tell((f"{g.objects[card].card.name} is now owned by ", ("player", me), ", and Tempest Efreet by ",
                ("player", opp)), "108.3")


def _give(g, oid: int, owner: int, zone: str) -> None:  # type: ignore[no-untyped-def]
    """The card changes owner for good and goes to that zone of its new owner (CR 108.3, 400.3)."""
    o = g.objects[oid]
    if o.zone in ("battlefield", "stack"):
        g.move_raw(oid, "graveyard")
    lst = o.zone != "none" and g.players[o.owner].zone_list(o.zone)
    if lst and oid in lst:
        lst.remove(oid)
    o.owner = owner
    o.controller = owner
    o.zone = zone
    o.zcc += 1
    g.players[owner].zone_list(zone).append(oid)
    g.invalidate()
