"""Damage to everything at once (Pestilence, Earthquake, Hurricane, Inferno, Ifh-Bíff Efreet):
worth it when what of the opponent's dies outweighs what of mine dies, or when the damage to
each player ends the game in my favour -- and never when it kills me.

What the damage reaches is asked of the engine (the effect's own `to`, resolved as it would be
now), and what it kills is lethal damage against the damage already marked (CR 704.5g), so
Pestilence's third activation counts the two before it."""
from __future__ import annotations

from dataclasses import dataclass, field
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
    hits = _hits(g, me, source, effects, x)
    return _judge(g, me, hits, times, _Known()) if hits else None


def best_times(g: Game, me: int, source: int, effects: Any, most: int,
               x_is_times: bool = False) -> tuple[int, Sweep | None]:
    """How many times (up to `most`) to deal the damage -- or, with `x_is_times`, the X of an X
    spell (Earthquake) up to the most that can be paid: the fewest that win, else the count with
    the best gain; (0, None) when no count kills anything worth it or every count kills me.

    The game stands still while the counts are weighed, so what the damage reaches (for a
    repeated activation) and each permanent's worth and lethal damage are found once: the
    computer weighs Pestilence at nearly every priority of its look-ahead."""
    best: tuple[int, Sweep | None] = (0, None)
    known = _Known()
    once = None if x_is_times else _hits(g, me, source, effects, 0)
    for n in range(1, most + 1):
        hits = _hits(g, me, source, effects, n) if once is None else once
        s = _judge(g, me, hits, 1 if once is None else n, known) if hits else None
        if s is None or s.loses:
            break
        if s.wins:
            return n, s
        if best[1] is None or s.gain > best[1].gain:
            best = (n, s)
    return best


def _hits(g: Game, me: int, source: int, effects: Any, x: int) -> dict[Any, int]:
    """The damage one dealing of the effects does to each player and object it reaches."""
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
            hits[key] = hits.get(key, 0) + amt
    return hits


@dataclass
class _Known:
    """What one weighing of a sweep's counts finds once and keeps, the game standing still: each
    permanent's lethal damage (CR 704.5g, against the damage already marked; none while a
    regeneration shield stands) and its worth to me, plus for the opponent's, minus for mine."""
    lethal: dict[int, int | None] = field(default_factory=dict)
    worth: dict[int, float] = field(default_factory=dict)


def _judge(g: Game, me: int, hits: dict[Any, int], times: int, known: _Known) -> Sweep:
    """What the damage in `hits`, dealt `times` over, kills and whom it kills."""
    opp = 1 - me
    gain = 0.0
    for oid, dmg in hits.items():
        if not isinstance(oid, int) or oid not in g.objects:
            continue
        if oid not in known.lethal:
            known.lethal[oid] = None if g.objects[oid].regen_shields else lethal_damage(g, None, oid)
        lethal = known.lethal[oid]
        if lethal is not None and dmg * times >= lethal:
            if oid not in known.worth:
                known.worth[oid] = permanent_value(g, oid) * (1 if g.controller_of(oid) == opp else -1)
            gain += known.worth[oid]
    mine, theirs = hits.get(("player", me), 0) * times, hits.get(("player", opp), 0) * times
    gain -= LIFE_WORTH * max(0, mine - theirs)
    loses = mine >= g.players[me].life
    return Sweep(gain, theirs >= g.players[opp].life and not loses, loses)


def _reaches_everything(to: Any) -> bool:
    """A `to` naming every creature of a kind and/or every player, not a target."""
    if isinstance(to, list):
        return bool(to) and all(_reaches_everything(t) for t in to)
    if isinstance(to, dict):
        return next(iter(to), None) in ("all", "players")
    return to in ("each_player", "each_opponent")
