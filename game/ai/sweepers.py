"""Damage to everything at once (Pestilence, Earthquake, Hurricane, Inferno, Ifh-Bíff Efreet):
worth it when what of the opponent's dies outweighs what of mine dies, or when the damage to
each player ends the game in my favour -- and never when it kills me.

What the damage reaches is asked of the engine (the effect's own `to`, resolved as it would be
now), and what it kills is lethal damage against the damage already marked (CR 704.5g), so
Pestilence's third activation counts the two before it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.combat import lethal_damage
from ..engine.context import Ctx
from ..engine.filters import refs_of
from ..engine.game import Game
from .knowledge import permanent_value

LIFE_WORTH = 0.3   # board worth of a point of life lost beyond what the opponent loses with it


@dataclass(frozen=True)
class Sweep:
    """What damage to everything would do: the worth of the permanents of the opponent's that
    die less that of mine (and the life I lose more than they do), and who it kills."""
    gain: float
    wins: bool
    loses: bool


def sweep(g: Game, me: int, source: int, effects: Any, times: int = 1, x: int = 0) -> Sweep | None:
    """The outcome of the effects' damage dealt `times` over; None when they deal no damage to
    everything (a targeted spell is judged by its target)."""
    ctx = Ctx(g, me, source=source, x=x)
    hits: dict[Any, int] = {}
    for e in effects:
        p = e.get("damage") if isinstance(e, dict) else None
        if not isinstance(p, dict) or not _reaches_everything(p.get("to")):
            continue
        amt = x if p.get("amount") == "X" else p.get("amount")
        if not isinstance(amt, int) or amt <= 0:
            continue
        for r in refs_of(ctx, p["to"]):
            key = r if r[0] == "player" else r[1]
            hits[key] = hits.get(key, 0) + amt * times
    if not hits:
        return None
    opp = 1 - me
    gain = 0.0
    for oid, dmg in hits.items():
        if isinstance(oid, int) and oid in g.objects and dmg >= lethal_damage(g, None, oid) \
                and not g.objects[oid].regen_shields:
            gain += permanent_value(g, oid) * (1 if g.controller_of(oid) == opp else -1)
    mine, theirs = hits.get(("player", me), 0), hits.get(("player", opp), 0)
    gain -= LIFE_WORTH * max(0, mine - theirs)
    loses = mine >= g.players[me].life
    return Sweep(gain, theirs >= g.players[opp].life and not loses, loses)


def best_times(g: Game, me: int, source: int, effects: Any, most: int,
               x_is_times: bool = False) -> tuple[int, Sweep | None]:
    """How many times (up to `most`) to deal the damage -- or, with `x_is_times`, the X of an X
    spell (Earthquake) up to the most that can be paid: the fewest that win, else the count with
    the best gain; (0, None) when no count kills anything worth it or every count kills me."""
    best: tuple[int, Sweep | None] = (0, None)
    for n in range(1, most + 1):
        s = sweep(g, me, source, effects, 1, n) if x_is_times else sweep(g, me, source, effects, n)
        if s is None or s.loses:
            break
        if s.wins:
            return n, s
        if best[1] is None or s.gain > best[1].gain:
            best = (n, s)
    return best


def _reaches_everything(to: Any) -> bool:
    """A `to` naming every creature of a kind and/or every player, not a target."""
    if isinstance(to, list):
        return bool(to) and all(_reaches_everything(t) for t in to)
    if isinstance(to, dict):
        return next(iter(to), None) in ("all", "players")
    return to in ("each_player", "each_opponent")
