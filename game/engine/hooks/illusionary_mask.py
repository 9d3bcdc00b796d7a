"""Illusionary Mask: "{X}: You may choose a creature card in your hand whose mana cost could be
paid by some amount of, or all of, the mana you spent on {X}.  If you do, you may cast that card
face down as a 2/2 creature spell without paying its mana cost. ..."

Why a hook: the choice reads the very mana spent to activate the ability (its types, CR
601.2h, kept on the stack item) and casts a spell in the middle of the ability's resolution
(CR 608.2g) -- no other card of the pool does either.  The rest of the card's text (the creature
is turned face up instead of assigning or dealing damage, being dealt damage or becoming
tapped) is a rule of the face-down permanent, in game.engine.morph (`MASKED`).

"You may choose ... If you do, you may cast": choosing a card and then not casting it changes
nothing anyone can see, so the two choices are one: a card, or none.  A creature card with {X}
in its cost is judged with X = 0 (CR 107.3: X is 0 for a cost not being paid as a spell's).
"""
from __future__ import annotations

from ..casting import cast_face_down
from ..choices import select
from ..context import Ctx
from ..mana import can_pay_with
from . import register


@register("illusionary_mask")
def illusionary_mask(ctx: Ctx, params: dict) -> None:
    g = ctx.g
    p = ctx.controller
    spent = {c: n for c, n in dict(ctx.item.mana_spent or {}).items() if n > 0} if ctx.item is not None else {}
    cards = tuple(oid for oid in g.players[p].hand
                  if "Creature" in g.objects[oid].card.types
                  and can_pay_with(g.objects[oid].card.mana_cost.with_x(0), spent) is not None)
    if not cards:
        g.log("Illusionary Mask: no creature card in hand could be paid for with that mana", "608.2")
        return
    picks = select(g, p, "Illusionary Mask: choose a creature card to cast face down, or none", cards,
                   n=1, min_n=0, purpose="cast_face_down")
    if picks:
        cast_face_down(g, p, picks[0], free=True, masked=True)
