"""The position digest: a hash of what a game position *is*, not of how the engine stores it.

A replay (and a bug-report bundle) is read by later versions of the game, so what it records
to say "the duel still plays the same" must survive a change of the engine's internal
representation: a new bookkeeping field, a different order of the object table, renumbered
object ids, a reworded effect.  `GameState.state_hash` hashes the whole internal state key
(every slot of every object, the reprs of effects) and is right for equality inside one
program run (clones, refused actions); this digest is the one compared across versions.

It covers the public facts of the position (CR 110-122, 400-406) and the random stream:
the turn, step, active player, priority holder and the player deciding; each player's life,
poison counters (CR 122.1f), mana pool (CR 106.4) and lands played this turn (CR 305.2); each
of a player's zones by card name in order (library top first, CR 401.1); each permanent on
the battlefield with its name, controller, tapped and face-down status (CR 110.5, 708.2),
counters, marked damage (CR 120.3) and what it is attached to (CR 301.5, 303.4); the stack,
top last, by name, controller and targets (CR 405); the outcome once the game is over
(CR 104); and the state of the game's random stream, so that a shuffle still to come draws
the same cards.  Objects are named by where they are (zone, owner, position, name), never by
their internal id.
"""
from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState

DIGEST_SCHEME = "digest-1"   # the name a replay's header gives this digest (bump when the facts change)
_PLAYER_ZONES = ("library", "hand", "graveyard", "exile", "command", "ante")


def _place(g: "GameState", oid: Any) -> tuple:
    """Where an object is, by public facts: (zone, owner, position in that zone, name)."""
    o = g.objects.get(oid) if isinstance(oid, int) else None
    if o is None:
        return ("gone",)
    if o.zone == "battlefield":
        where = g.battlefield
    elif o.zone == "stack":
        where = [s.source for s in g.stack]
    else:
        where = getattr(g.players[o.owner], o.zone, [])
    index = where.index(oid) if oid in where else -1
    return (o.zone, o.owner, index, g.name_of(oid))


def _ref(g: "GameState", ref: Any) -> tuple:
    """A target (`("player", p)`, `("obj", id, zcc)`, an ability ref, or None) by public facts."""
    if ref is None:
        return ("none",)
    if isinstance(ref, tuple) and ref:
        if ref[0] == "player":
            return ("player", ref[1])
        if ref[0] == "obj" and len(ref) >= 3:
            o = g.objects.get(ref[1])
            if o is None or o.zcc != ref[2]:
                return ("gone",)    # the object it named left its zone (CR 400.7)
            return _place(g, ref[1])
        if ref[0] == "ability":
            return ("ability",) + _ref(g, ref[1])
    return ("other", str(ref))


def position_facts(g: "GameState") -> tuple:
    """The facts the digest hashes, as plain tuples (readable when two positions differ)."""
    pending = g.pending
    deciding = pending.decision.player if pending is not None else None
    players = tuple((p.idx, p.life, p.poison, tuple(sorted(p.mana_pool.items())) +
                     ((("restricted", tuple(sorted(rm.mana for rm in p.restricted_mana))),)
                      if p.restricted_mana else ()), p.lands_played,
                     tuple((zone, tuple(g.objects[oid].card.name for oid in getattr(p, zone)))
                           for zone in _PLAYER_ZONES))
                    for p in g.players)
    battlefield = []
    for oid in g.battlefield:
        o = g.objects[oid]
        battlefield.append((g.name_of(oid), o.owner, o.controller, o.tapped, o.face_down,
                            tuple(sorted(o.counters.items())), o.damage,
                            _place(g, o.attached_to) if o.attached_to is not None else None))
    stack = tuple((s.kind, s.name, s.controller, _place(g, s.source), s.x, s.mode,
                   tuple((name, tuple(_ref(g, r) for r in refs)) for name, refs in sorted(s.targets.items())))
                  for s in g.stack)
    outcome = None if g.outcome is None else (g.outcome.winner,)
    return (g.turn, g.step, g.active, g.priority, deciding, players, tuple(battlefield), stack, outcome,
            g.rng.state)


def position_digest(g: "GameState") -> str:
    """The digest of a position: 16 hex digits over `position_facts`."""
    return hashlib.sha256(repr(position_facts(g)).encode()).hexdigest()[:16]
