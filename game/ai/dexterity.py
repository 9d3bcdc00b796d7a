"""How the computer drops a dexterity card (Chaos Orb, Falling Star) onto the table.

The table lets a person drag the card and release it over the permanents it should land on;
the computer has no hand to shake, so it plays by a declared accuracy model instead:

1. It aims: the opponent's permanents the drop matters to (the decision's `affects` filter),
   the most valuable first, at most the decision's maximum (four).  It never aims at its own.
2. Each aimed permanent is touched with probability ACCURACY[skill] (the Apprentice 55%, the
   Magician 70%, the Sorcerer 80%, the Wizard 90%).
3. With probability STRAY[skill] the card also lands on one other permanent, drawn at random
   from all the others on the table -- its own included (the Apprentice 30% ... the Wizard 5%).

Every draw comes from the player's own seeded random stream, so the same seed plays the same
game.  The result is the set of permanents touched, the same answer the table gives.
"""
from __future__ import annotations

from ..engine.context import Ctx
from ..engine.decisions import Decision
from ..engine.filters import matches_object, normalize
from ..engine.game import Game
from ..engine.rng import GameRng
from .knowledge import permanent_value

ACCURACY = (0.55, 0.70, 0.80, 0.90)   # by skill: Apprentice, Magician, Sorcerer, Wizard
STRAY = (0.30, 0.20, 0.10, 0.05)


def aim(g: Game, me: int, d: Decision) -> list[int]:
    """The permanents the computer aims at: the opponent's that the drop matters to, best first."""
    affects = normalize(d.info("affects"))
    source = d.info("source")
    ctx = Ctx(g, me, source, None)
    wanted = [oid for oid in d.options
              if g.chars(oid).controller != me and matches_object(ctx, oid, affects)]
    wanted.sort(key=lambda oid: (-permanent_value(g, oid), oid))
    return wanted[:d.max]


def drop(g: Game, me: int, d: Decision, rng: GameRng, skill: int) -> tuple[int, ...]:
    """Where the computer's drop lands: the aimed permanents it hits, and maybe a stray one."""
    level = max(0, min(skill, len(ACCURACY) - 1))
    touched = [oid for oid in aim(g, me, d) if rng.randbelow(1000) < ACCURACY[level] * 1000]
    others = [oid for oid in d.options if oid not in touched]
    if others and len(touched) < d.max and rng.randbelow(1000) < STRAY[level] * 1000:
        touched.append(others[rng.randbelow(len(others))])
    return tuple(touched)


def expected_gain(g: Game, me: int, effects: list, source: int, skill: int) -> float:
    """What dropping the card is worth to the computer: the value of the opponent's permanents it
    would aim at, times its accuracy (for deciding whether to cast or activate it at all)."""
    affects = normalize(None)
    for eff in effects:
        params = eff.get("drop_onto_table")
        if isinstance(params, dict):
            affects = normalize(params.get("affects"))
    options = tuple(oid for oid in g.battlefield if oid != source and not g.objects[oid].phased_out)
    d = Decision("select", me, "", options, 0, 4, "drop", (("affects", affects), ("source", source)))
    level = max(0, min(skill, len(ACCURACY) - 1))
    return ACCURACY[level] * sum(permanent_value(g, oid) for oid in aim(g, me, d))
