"""Permanents whose static ability changes every permanent that matches a description, on both
sides of the table alike: Crusade and Bad Moon pump every white or black creature, whoever
controls it; Moat keeps every creature without flying home; Living Lands makes every Forest a
1/1 (CR 611.3, 613).

Such a permanent helps whoever has more of what it changes.  Cast blindly, a Crusade that pumps
the opponent's White Knights and Serra Angel more than one's own Savannah Lions is a card spent
to help them.  So the rules of thumb judge it by what it would make of the permanents already on
the battlefield: the engine resolves it on a copy of the game (game.ai.trial) and each of the
other permanents is worth what it is worth to its controller before and after."""
from __future__ import annotations

from typing import Any

from ..engine.game import Game
from .knowledge import permanent_value


def changes_others(card: Any) -> bool:
    """Does a static ability of this permanent modify everything that matches a filter (an
    `all` description), rather than only itself or what it enchants or equips?"""
    for st in card.statics:
        what = (st.get("modify") or {}).get("what") if isinstance(st, dict) else None
        if isinstance(what, dict) and "all" in what:
            return True
    return False


def others_gain(before: Game, after: Game, me: int, arrived: int) -> float:
    """The worth the permanents that were already on the battlefield gain for me, less what
    they gain for my opponent, once the permanent `arrived` is on the battlefield in `after`
    (a copy of `before` where it was cast and resolved).  Positive when it helps my side more."""
    total = 0.0
    for oid in before.battlefield:
        if oid == arrived or oid not in after.objects or after.objects[oid].zone != "battlefield":
            continue
        total += _signed_worth(after, me, oid) - _signed_worth(before, me, oid)
    return total


def _signed_worth(g: Game, me: int, oid: int) -> float:
    worth = permanent_value(g, oid)
    return worth if g.chars(oid).controller == me else -worth
