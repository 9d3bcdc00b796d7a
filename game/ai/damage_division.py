"""How the computer divides a creature's combat damage among the creatures in its fight
(CR 510.1c-d: an attacker blocked by several creatures, or a blocker blocking several,
divides its damage among them as the player dividing it chooses).

Dividing the damage of its own creature, the computer kills the most worth it can: lethal
damage to each creature of the set worth most that the damage covers.  Dividing an opponent's
attacker's damage -- its blockers band, so the defending player divides it (CR 702.22j) -- it
loses the least: a Craw Wurm's 6 damage all on the Benalish Hero, none on the Ironroot
Treefolk beside it.  A creature with protection from the source takes none of it (CR
702.16e), so that damage is piled there.  A trampler's division, where damage may go on to
the player, is left to the engine's own (lethal damage to each blocker, the rest through:
CR 702.19c).  Damage a prevention shield will take off counts for nothing: the lethal damage
of a creature under a Samite Healer's shield is that much more."""
from __future__ import annotations

from itertools import combinations
from typing import Any

from ..engine.combat import lethal_damage
from ..engine.decisions import Decision
from ..engine.filters import protected_from
from ..engine.game import Game
from .knowledge import permanent_value

MOST_CREATURES = 8   # more in one fight than this (a rare band): the engine's division


def combat_division(g: Game, me: int, d: Decision) -> Any:
    """The answer to a `divide` decision for combat damage: pairs (creature, damage)."""
    source, total = d.info("source"), d.info("total")
    refs = list(d.options)
    if source not in g.objects or not total or len(refs) > MOST_CREATURES or \
            any(r[0] != "obj" or r[1] not in g.objects for r in refs):
        return "default"
    prevented = {r: _prevented(g, r, source) for r in refs}
    shielded = [r for r in refs if protected_from(g, r[1], source) or prevented[r] is None]
    lethal = {r: lethal_damage(g, source, r[1]) + (prevented[r] or 0) for r in refs}
    worth = {r: permanent_value(g, r[1]) for r in refs}
    if g.chars(source).controller == me:
        dying = most_worth_killed(refs, shielded, lethal, worth, total)
        split = {r: lethal[r] for r in dying}
        rest = total - sum(split.values())
        sink = dying[0] if dying else refs[0]
        split[sink] = split.get(sink, 0) + rest
    else:
        split = _least_worth_lost(refs, shielded, lethal, worth, total)
    return tuple((r, split.get(r, 0)) for r in refs)


def _prevented(g: Game, ref: Any, source: int) -> int | None:
    """The damage the prevention shields on `ref` take off what it is dealt next (a Samite
    Healer's 1 on the Fire Elemental: 4 damage no longer kills it, so the Healer beside it is
    the one to kill, CR 615); None when a shield prevents all of it."""
    total = 0
    for sh in g.shields:
        if sh.kind != "prevent" or sh.protects is None or tuple(sh.protects) != tuple(ref) \
                or sh.source_filter is not None or sh.dealt_by is not None and sh.dealt_by[1] != source:
            continue   # (a shield against some sources only is left to the engine)
        if sh.amount is None:
            return None
        total += sh.amount
    return total


def most_worth_killed(refs: list, shielded: list, lethal: dict, worth: dict, total: int) -> list:
    """The creatures worth most together whose lethal damage the total covers."""
    open_ = [r for r in refs if r not in shielded]
    best: tuple[float, list] = (0.0, [])
    for k in range(1, len(open_) + 1):
        for dead in combinations(open_, k):
            if sum(lethal[r] for r in dead) <= total and sum(worth[r] for r in dead) > best[0]:
                best = (sum(worth[r] for r in dead), list(dead))
    return best[1]


def _least_worth_lost(refs: list, shielded: list, lethal: dict, worth: dict, total: int) -> dict:
    """The division that kills the least worth: all of it on a creature it can't hurt, or
    short of lethal on each, or everything on the cheapest set that must die."""
    if shielded:
        return {shielded[0]: total}
    spare = {r: max(0, lethal[r] - 1) for r in refs}
    if sum(spare.values()) >= total:
        split, left = {}, total
        for r in refs:
            split[r] = min(spare[r], left)
            left -= split[r]
        return split
    cheapest = min(refs, key=lambda r: (worth[r], refs.index(r)))
    return {cheapest: total}
