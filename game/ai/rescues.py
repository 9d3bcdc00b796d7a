"""Saving a creature of mine by changing what it is rather than how tough it is: a keyword
given in answer to what is about to kill it (Goblin Wizard's "{R}: Target Goblin gains
protection from white" against Swords to Plowshares -- its only target is then illegal and it
doesn't resolve, CR 702.16b, 608.2b -- or against a white blocker's combat damage, which the
protection prevents, CR 702.16e).  Which keyword saves from what is the engine's to say: the
grant is tried on a copy of the game and the threat played out (game.ai.trial)."""
from __future__ import annotations

from typing import Callable, Iterable

from ..engine.game import Game


def alive_and_mine(g: Game, me: int, oid: int) -> bool:
    """Whether the creature is still on the battlefield under my control."""
    return oid in g.objects and g.objects[oid].zone == "battlefield" and g.controller_of(oid) == me


def saved(g: Game, me: int, threatened: Iterable[int], attempt: Callable[[int], Game | None],
          baseline: Game | None = None) -> list[int]:
    """Of my threatened creatures, those that `attempt(creature)` -- a copy of the game where
    the grant went to that creature and the threat was played out -- leaves alive and mine;
    with a `baseline` (the threat played out with nothing done), only those it kills."""
    out = []
    for c in threatened:
        if baseline is not None and alive_and_mine(baseline, me, c):
            continue
        sim = attempt(c)
        if sim is not None and alive_and_mine(sim, me, c):
            out.append(c)
    return out
