"""Cards played revealed in a hand: "Until that player's next turn, that player plays with that
card revealed in their hand and can't play it" (Firestorm Phoenix).

The mark is kept on the card (`chosen[REVEALED_UNTIL_NEXT_TURN]`) with the object it was given to
(its zone-change count): once the card leaves the hand it is a new object (CR 400.7) and the mark
means nothing.  It ends as its owner's next turn begins (`end_for`, called by the turn's start).
While it lasts every player sees the card (`Game.revealed_cards`, the views) and its owner can't
cast it or play it (`cant_play_revealed`, asked before anything else about playing a card,
CR 101.2).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GameState

REVEALED_UNTIL_NEXT_TURN = "revealed_until_next_turn"


def reveal_until_next_turn(g: "GameState", oid: int) -> None:
    """The card, now in its owner's hand, is played revealed and can't be played until their next turn."""
    o = g.objects[oid]
    if o.zone == "hand":
        o.own_chosen()[REVEALED_UNTIL_NEXT_TURN] = o.zcc
        g.invalidate()


def is_revealed_in_hand(g: "GameState", oid: int) -> bool:
    o = g.objects[oid]
    return o.zone == "hand" and o.chosen.get(REVEALED_UNTIL_NEXT_TURN) == o.zcc


def revealed_in_hands(g: "GameState") -> frozenset[int]:
    return frozenset(oid for p in g.players for oid in p.hand if is_revealed_in_hand(g, oid))


def end_for(g: "GameState", p: int) -> None:
    """Player p's turn begins: the cards of their hand played revealed "until that player's next turn" aren't any more."""
    for oid in g.players[p].hand:
        o = g.objects[oid]
        if REVEALED_UNTIL_NEXT_TURN in o.chosen:
            o.chosen = {k: v for k, v in o.chosen.items() if k != REVEALED_UNTIL_NEXT_TURN}
    g.invalidate()
