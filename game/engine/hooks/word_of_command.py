"""Word of Command: "Look at target opponent's hand and choose a card from it.  You control that
player until Word of Command finishes resolving.  The player plays that card if able.  While
doing so, the player can activate mana abilities only if they're from lands that player
controls and only if mana they produce is spent to activate other mana abilities of lands the
player controls and/or to play that card.  If the chosen card is cast as a spell, you control
the player while that spell is resolving."

Why a hook: the card plays another player's card in the middle of its own resolution, with the
choices of that play made by someone else -- no other card of the pool does.  The parts other
cards could share live in the engine: controlling a player (game.engine.control, CR 720:
every decision of the controlled player is posed to the controller, who also sees their hand),
casting while a spell resolves (casting.cast_while_resolving) and playing a land then
(game.play_land with `during_resolution`: only the land plays left limit it).

The mana restriction: while the card is played, the controlled player's mana sources are
their lands only (control.LANDS_ONLY, read by casting.mana_sources), and the payment taps only
what the cost needs.  A card that can't be played (no legal target, not enough mana from
lands, a land when no land play is left) does nothing: "if able".
"""
from __future__ import annotations

from ..choices import select_one
from ..context import Ctx
from ..control import CONTROLLED_BY, LANDS_ONLY, release_control, take_control
from ..filters import players_of
from . import register


@register("word_of_command")
def word_of_command(ctx: Ctx, params: dict) -> None:
    from ..casting import cast_while_resolving
    from ..game import play_land, why_not_playable
    g = ctx.g
    me = ctx.controller
    for victim in players_of(ctx, params.get("target", "t")):
        hand = tuple(g.players[victim].hand)
        names = ", ".join(g.objects[oid].card.name for oid in hand) or "no cards"
        g.tell((" at ", ("player's", victim), f" hand: {names}"), "", "look", me, victim, hand, subject=me,
               verb="looks")
        if not hand:
            continue
        pick = select_one(g, me, "Word of Command: choose the card your opponent must play", hand,
                          purpose="word_of_command")
        take_control(g, victim, me)
        g.turn_flags[LANDS_ONLY] = victim
        card = g.objects[pick].card
        item = None
        played = False
        if "Land" in card.types:
            if why_not_playable(g, victim, pick, during_resolution=True) is None:
                play_land(g, victim, pick, during_resolution=True)
                played = True
        else:
            item = cast_while_resolving(g, victim, pick)
            played = item is not None
        g.turn_flags.pop(LANDS_ONLY, None)
        release_control(g, victim)
        if item is not None:
            item.event[CONTROLLED_BY] = me
        if not played:
            g.tell((f" {card.name}: it can't be played (CR 720.2)",), "720.2", "info", pick, subject=victim,
                   verb="doesn't play")
