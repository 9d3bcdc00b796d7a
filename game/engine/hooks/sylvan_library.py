"""Sylvan Library: "At the beginning of your draw step, you may draw two additional cards.  If
you do, choose two cards in your hand drawn this turn.  For each of those cards, pay 4 life or
put the card on top of your library."

The choice is among the cards in hand that were drawn this turn (the draw step's draw, these
two, and any other card drawn earlier in the turn), tracked by `events.draw_cards`.  For each
chosen card the player pays 4 life -- possible only with at least 4 life (CR 119.4) -- or puts
it on top of their library; the cards go on top one at a time in the order chosen.
"""
from __future__ import annotations

from ..choices import select, yes_no
from ..context import Ctx
from ..events import draw_cards, lose_life
from . import register


@register("sylvan_library")
def sylvan_library(ctx: Ctx, params: dict) -> None:
    g = ctx.g
    p = ctx.controller
    if not yes_no(g, p, "Sylvan Library: draw two additional cards?"):
        return
    draw_cards(g, p, 2)
    drawn_now = g.turn_flags.get("_drawn", {})
    hand = g.players[p].hand
    drawn = tuple(oid for oid in hand if (oid, g.objects[oid].zcc) in drawn_now)
    if not drawn:
        return
    picks = select(g, p, "Sylvan Library: choose two cards in your hand drawn this turn", drawn,
                   n=min(2, len(drawn)), purpose="sylvan_library")
    for oid in picks:
        name = g.objects[oid].card.name
        if g.players[p].life >= 4 and yes_no(g, p, f"Pay 4 life to keep {name}? (If not, it goes on top of your "
                                                    "library.)", purpose="pay_optional"):
            lose_life(g, p, 4, "119.4")
            g.tell((" 4 life to keep a card — Sylvan Library",), "119.4", subject=p, verb="pays")
        else:
            g.move_raw(oid, "library")
            g.tell((" a card on top of their library — Sylvan Library",), "401.4", subject=p, verb="puts")
