"""Shields against "a source of your choice" (Circles of Protection, Forcefield, Greater Realm
of Preservation): the damage each source is about to deal me, so the shield is raised when a
source matching it is on its way, and aimed at the one that would hurt most.

A Circle is raised when a burn spell aimed at me is on the stack, or once blocks leave an
attacker unblocked, and names the source that is really about to deal the damage (CR 609.7a:
the source is chosen as the shield is made, and it stops the next damage that source would
deal); with no damage on its way at all, raising it would only name a source that deals
nothing (`nothing_on_its_way`)."""
from __future__ import annotations

from typing import Any

from ..engine.combat import combat_damage_preview
from ..engine.context import Ctx
from ..engine.effects import sources_to_choose
from ..engine.filters import normalize
from ..engine.game import Game
from . import burn


def shield_params(effects: Any) -> dict | None:
    """The parameters of effects that shield me from a source of my choice (a `prevent` naming
    one, or Eye for an Eye's `reflect_damage`, whose source may be any), or None."""
    for e in effects:
        if not isinstance(e, dict):
            continue
        p = e.get("prevent")
        if isinstance(p, dict) and "choose_source" in p and p.get("to", "you") == "you":
            return p
        p = e.get("reflect_damage")
        if isinstance(p, dict) and p.get("to", "you") == "you":
            return {"choose_source": {}, **p}
    return None


def incoming_by_source(g: Game, me: int) -> dict[int, int]:
    """Damage each source is about to deal me: the opponent's spells and abilities on the stack
    aimed at me, and, once blockers are declared, each attacker's combat damage to me."""
    out: dict[int, int] = {}
    for item in g.stack:
        if item.controller == me:
            continue
        if any(r == ("player", me) for refs in item.targets.values() for r in refs):
            dmg = burn.damage_of(item.spec.get("do", []), item.x or 0)
            if dmg:
                out[item.source] = out.get(item.source, 0) + dmg
    c = g.combat
    if c is not None and c.blocks_declared and c.defender == me:
        for a, t in c.attackers.items():
            if a in g.objects and g.objects[a].zone == "battlefield":
                dmg = combat_damage_preview(g, [(a, t)])[me]
                if dmg:
                    out[a] = out.get(a, 0) + dmg
    return out


def nothing_on_its_way(g: Game) -> bool:
    """Can no damage reach anyone before the next time I hold priority: nothing on the stack
    deals damage, and no attack has had its blockers declared.  A shield against a source of my
    choice waits for that moment: the rules give me priority with the damage spell or ability on
    the stack, and again once blocks are declared before combat damage (CR 117.3, 510), and only
    then is the source that hurts me there to be named.  Raised any earlier, it names a source
    that deals nothing this turn and only spends the mana (ladder game 59 against the Sorcerer:
    Greater Realm of Preservation's {1}{W}, twice in the Wizard's main phase, naming an Orcish
    Artillery in a graveyard)."""
    if any(_mentions_damage(item.spec) for item in g.stack):
        return False
    return g.combat is None or not g.combat.blocks_declared


def _mentions_damage(spec: Any) -> bool:
    """Does a spell or ability deal damage anywhere in its effects (a mode, an `if`, a
    choice included): checked by the word alone, so no way of dealing it is missed."""
    if isinstance(spec, dict):
        return "damage" in spec or any(_mentions_damage(v) for v in spec.values())
    if isinstance(spec, (list, tuple)):
        return any(_mentions_damage(v) for v in spec)
    return False


def _unshielded(g: Game, me: int) -> dict[int, int]:
    """The damage each source is about to deal me, less the sources a shield of mine already
    stops the next damage of."""
    done = {s.source_ref[1] for s in g.shields
            if s.controller == me and s.protects == ("player", me) and s.source_ref is not None}
    return {oid: dmg for oid, dmg in incoming_by_source(g, me).items() if oid not in done}


def threats(g: Game, me: int, source: int | None, params: dict) -> dict[int, int]:
    """The sources this shield could be aimed at that are about to damage me, not yet shielded
    against, with the damage the shield would stop (Forcefield lets 1 through)."""
    coming = _unshielded(g, me)
    if not coming:
        return {}
    allowed = set(sources_to_choose(Ctx(g, me, source=source), normalize(params["choose_source"])))
    kept = int(params.get("all_but", 0))
    return {oid: dmg - kept for oid, dmg in coming.items() if oid in allowed and dmg > kept}


def worst_threat(g: Game, me: int, options: tuple) -> Any | None:
    """Of the sources offered, the one about to deal me the most damage and not shielded against
    yet; None when none of them is on its way."""
    coming = _unshielded(g, me)
    return max((o for o in options if o in coming), key=lambda o: coming[o], default=None)
