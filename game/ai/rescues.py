"""Saving a creature of mine by changing what it is rather than how tough it is: a keyword
given in answer to what is about to kill it (Goblin Wizard's "{R}: Target Goblin gains
protection from white" against Swords to Plowshares -- its only target is then illegal and it
doesn't resolve, CR 702.16b, 608.2b -- or against a white blocker's combat damage, which the
protection prevents, CR 702.16e).  Which keyword saves from what is the engine's to say: the
grant is tried on a copy of the game and the threat played out (game.ai.trial).

The same trial judges any instant or ability used in answer to what is on the stack or to the
combat damage about to be dealt (`pending_threat`): Healing Salve's life or prevention against a
Lightning Bolt or a lethal attack, Unsummon taking my Serra Angel out of the way of Terror or of
Nevinyrral's Disk, Samite Healer's prevention keeping me alive through an unblocked Serra Angel
-- whatever the copy keeps that the threat, played out with nothing done, takes (`taken`,
`kept`)."""
from __future__ import annotations

from typing import Callable, Iterable

from ..engine.game import Game
from .knowledge import card_in_hand_value, permanent_value, temporary_boost


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


def pending_threat(g: Game, me: int, source: int) -> str | None:
    """What a play of mine from `source` could answer now: "stack", an opponent's spell or
    ability waiting to resolve; "combat", blockers declared and the combat damage still to be
    dealt, with nothing else on the stack (combat damage uses no stack, CR 510.2, so it is
    answered before the damage step begins); None otherwise."""
    others = [item for item in g.stack if item.source != source]
    if any(item.controller != me for item in others):
        return "stack"
    if not others and g.combat is not None and g.step in ("declare_blockers", "first_strike_damage"):
        return "combat"
    return None


Ref = tuple   # ("player", p) or ("obj", oid, zone changes): a target reference, as the engine's decisions give them


def at_stake(g: Game, me: int) -> list[Ref]:
    """What an opponent's spell or ability could take from me: the game itself and each of my
    creatures on the battlefield."""
    mine = [("obj", b, g.objects[b].zcc) for b in g.battlefield
            if g.controller_of(b) == me and "Creature" in g.chars(b).types]
    return [("player", me)] + mine


def attack_sources(g: Game, me: int) -> list[Ref]:
    """What a spell could be aimed at to answer the combat damage coming at me or my creatures
    other than what it takes from me: the opponent's creatures in the fight -- their attackers,
    or the blockers of my attackers -- and the opponent (Unsummon on an attacker, Hurkyl's Recall
    on the player whose artifact creatures attack, Swords to Plowshares on the first-striking
    Thunder Spirit that blocks my Pearled Unicorn; CR 506.4: a permanent that leaves the
    battlefield is removed from combat)."""
    c = g.combat
    if c is None:
        return []
    fighting = [("obj", b, g.objects[b].zcc) for b in sorted(set(c.attackers) | set(c.blockers))
                if b in g.objects and g.objects[b].zone == "battlefield" and g.controller_of(b) != me]
    return [("player", 1 - me)] + fighting


def kept(g: Game, me: int, ref: Ref) -> bool:
    """Whether `ref` is still mine in `g` (a copy where the threat has been played out): I
    haven't lost the game (CR 104.3); a creature is on the battlefield under my control and
    outlives this turn's boosts, which end as its damage is removed (CR 514.2) -- or is back in
    my hand, a card I cast again rather than one gone to the graveyard (Unsummon in answer to
    Terror: Terror's only target is gone and it doesn't resolve, CR 608.2b)."""
    if ref[0] == "player":
        return not g.players[ref[1]].lost
    oid = ref[1]
    if oid not in g.objects:
        return False
    o = g.objects[oid]
    if o.zone == "hand":
        return o.owner == me
    if not alive_and_mine(g, me, oid):
        return False
    return (g.chars(oid).toughness or 0) - temporary_boost(g, oid)[1] > 0


def taken(g: Game, me: int, baseline: Game | None) -> list[Ref]:
    """What of mine the threat takes when I let it resolve: those of `at_stake` that `baseline`
    (the stack played out with nothing done) no longer has as mine."""
    if baseline is None:
        return []
    return [r for r in at_stake(g, me) if not kept(baseline, me, r)]


def kept_worth(g: Game, sim: Game, me: int, ref: Ref) -> float:
    """What keeping `ref` is worth: a creature still on the battlefield its worth on the board,
    one back in my hand what it is worth as a card in hand (it has to be cast again)."""
    if ref[0] == "player":
        return float("inf")
    o = sim.objects[ref[1]]
    return card_in_hand_value(o.card) if o.zone == "hand" else permanent_value(g, ref[1])
