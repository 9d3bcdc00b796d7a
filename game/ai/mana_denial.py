"""What taking everyone's mana does to a game: who a board without mana favours.

A land is its controller's mana (CR 305); destroyed, it is gone for good (CR 701.8), and a
player gets it back a land a turn at best (CR 305.2).  When both sides are short of mana the
game goes on with the creatures already on the battlefield: the side ahead on board keeps
attacking while the other can't cast what would catch up, so the creatures' lead sticks.
That is why Armageddon or Ravages of War is cast by the player ahead on board and never by
the one behind; both the sweep judgement (game.ai.sweepers, which reads the effect: destroy or
sacrifice all lands) and the board evaluation (game.ai.evaluation, which the look-ahead ends
its lines on) weigh it here, so the rules of thumb and the look-ahead agree.
"""
from __future__ import annotations

from collections.abc import Container

from ..engine.card_mana import produces
from ..engine.game import Game
from .knowledge import permanent_value

BOARD_LOCK = 0.5     # share of the creatures' lead on board that the want of mana makes stick
MANA_WANTED = 4      # the mana sources a player expects by its fourth turn, enough for most spells


def mana_permanents(g: Game, p: int) -> list[int]:
    """The permanents p controls that make mana (lands, Llanowar Elves, Sol Ring)."""
    return [b for b in g.battlefield if g.chars(b).controller == p
            and produces(g.objects[b].copy_of or g.objects[b].card)]


def creature_worth(g: Game, p: int, leaving: Container[int] = ()) -> float:
    """The board worth of p's creatures, less those `leaving` the battlefield: what p fights
    with while nobody has mana."""
    return sum(permanent_value(g, b) for b in g.battlefield
               if b not in leaving and g.chars(b).controller == p and "Creature" in g.chars(b).types)


def lock_worth(g: Game, me: int, both_short: float, leaving: Container[int] = ()) -> float:
    """The worth to me of a board locked by `both_short` (0..1: how short of mana the side
    less short is): my creatures' lead made to stick, or theirs against me when I am behind."""
    if both_short <= 0:
        return 0.0
    return BOARD_LOCK * both_short * (creature_worth(g, me, leaving) - creature_worth(g, 1 - me, leaving))


def mana_shortfall(g: Game, p: int) -> float:
    """How short p is of the mana a player has by this turn (0 none .. 1 all of it): each
    player has had about half of the turns so far, a land a turn, up to `MANA_WANTED`.  A
    player whose lands were all destroyed is short; one on curve is not."""
    wanted = min(MANA_WANTED, (g.turn + 1) // 2)
    if wanted <= 0:
        return 0.0
    have = 0
    for b in g.battlefield:   # counted only as far as `wanted`: the evaluation asks at every line's end
        if g.chars(b).controller == p and produces(g.objects[b].copy_of or g.objects[b].card):
            have += 1
            if have >= wanted:
                return 0.0
    return (wanted - have) / wanted


def board_lock(g: Game, me: int) -> float:
    """The evaluation's weighing of a board without mana: the lead that sticks for me (or
    against me) while both sides are short of mana.  Nothing while either side has its mana,
    as in nearly every game: then the creatures are weighed only as permanents."""
    mine = mana_shortfall(g, me)
    return lock_worth(g, me, min(mine, mana_shortfall(g, 1 - me))) if mine else 0.0
