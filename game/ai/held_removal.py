"""A removal spell in hand while the opponent has something worth taking: what the board
evaluation counts it as, where its holder's turn comes next.

Kept in hand, a Terror is an option worth a little over half a spell (`card_in_hand_value`);
with a Phantom Monster across the table and its holder's turn about to begin, it is most of
a Phantom Monster: it takes it in that turn's main phase, before a creature cast in the
opponent's turn has attacked once.  Counted only as an option, the look-ahead (whose lines
end in the opponent's turn) saw a line that casts a Hill Giant and lets the Monster arrive
as a Monster's worth behind the line that passes to hold the Terror up -- and passed, turn
after turn, with its threat in hand (ladder game 43 against the Sorcerer: a Wall of Stone
kept from turn 5 to turn 13).

Each held spell is counted against the opponent's permanent most worth taking that it can
legally target, one spell to a permanent, at that permanent's whole worth.  The spell still
needs its mana in that turn, but so does whatever the line that held it up casts then instead:
counted at nine tenths, a Terror kept to be cast in the opponent's turn beat a Priest of
Yawgmoth cast now and the Terror next turn by a tenth of whatever the opponent cast, and the
Priest stayed in hand on two lands against an empty board, turn after turn (ladder game 173
against the Sorcerer).  Only for the player whose turn comes next: the one whose turn it is
had the turn to cast it and didn't (it may be waiting for a better target).

A held spell is never worth more than the permanent it takes: where the creature would
regenerate from it (a Chain Lightning at an Uthden Troll with red open) it takes nothing, and
the preference the rules of thumb give Terror as the one answer to the Troll
(regeneration.ONLY_ANSWER) says which permanent the Terror is kept for -- the Troll, the
Lightning Bolt beside it for the Hurloon Minotaur -- not that the Troll is worth half as much
again.  Counted at one and a half Trolls, a Terror held beside a living Troll outweighed
the Troll dead with the Terror still in hand: with the opponent tapped out, the look-ahead
spent its Fireball on a 0/1 Kobolds of Kher Keep instead of the Chain Lightning that killed
the Troll for good, and was tapped out for the Ball Lightning that hit for six (ladder game 13
against the Apprentice)."""
from __future__ import annotations

from typing import Any

from ..engine.card_mana import produces
from ..engine.combat import lethal_damage
from ..engine.game import Game
from ..engine.terms import MANA_TYPES
from .burn import damage_of
from .knowledge import card_in_hand_value, permanent_value, target_pool
from .regeneration import regenerates_from, regeneration_factor

TAKES_AWAY = frozenset({"destroy", "exile"})   # verbs that take a permanent for good


def loaded_removal(g: Game, p: int) -> dict[int, float]:
    """The worth of each removal spell in p's hand that has a target on the opponent's side
    (only those whose worth there exceeds their worth as a card in hand), by object id."""
    out: dict[int, float] = {}
    made: tuple[int, set[str]] | None = None   # read from the board only once a removal spell is found
    claimed: set[int] = set()
    for oid in g.players[p].hand:
        card = g.objects[oid].card
        effects, tspec = single_removal(card)
        if not tspec:
            continue
        made = made or _mana_made(g, p)
        if not _castable_in_time(card, made):
            continue
        dmg = damage_of(effects, 0)
        best: tuple[float, float, int] | None = None   # (how much the spell is meant for it, worth, it)
        for b in sorted(target_pool(g, p, oid, tspec) - claimed):
            ch = g.chars(b)
            if ch.controller == p or "Land" in ch.types:
                continue
            if not takes(g, b, dmg) or regenerates_from(g, b, effects):
                continue
            v = permanent_value(g, b)
            meant = v * regeneration_factor(g, p, b, effects, oid)
            if best is None or meant > best[0]:
                best = (meant, v, b)
        if best is not None and best[1] > card_in_hand_value(card):
            out[oid] = best[1]
            claimed.add(best[2])
    return out


def takes(g: Game, oid: int, dmg: int) -> bool:
    """Does a removal spell take this permanent: one that destroys or exiles (`dmg` 0) any it
    may target, one that deals damage only a creature the damage kills (CR 704.5g)?"""
    return not dmg or "Creature" in g.chars(oid).types and lethal_damage(g, None, oid) <= dmg


def single_removal(card: Any) -> tuple[list, dict | None]:
    """The effects and target specification of an instant or sorcery (without modes or X) that
    destroys, exiles or deals a fixed damage to what it targets; no target specification for
    anything else."""
    spec = card.spell or {}
    if "modes" in spec or card.mana_cost.x or not spec.get("targets"):
        return [], None
    effects = list(spec.get("do", []) or [])
    verbs = {v for e in effects if isinstance(e, dict) for v in e}
    if verbs & TAKES_AWAY or damage_of(effects, 0) > 0:
        return effects, spec["targets"]
    return [], None


def _mana_made(g: Game, p: int) -> tuple[int, set[str]]:
    """How many of p's permanents make mana, and the colours they make."""
    n, colours = 0, set()
    for oid in g.battlefield:
        o = g.objects[oid]
        if g.chars(oid).controller != p:
            continue
        made = produces(o.copy_of or o.card)
        if made:
            n += 1
            colours |= made
    return n, colours


def _castable_in_time(card: Any, made: tuple[int, set[str]]) -> bool:
    """Can p's mana sources ever pay for it: as many of them as its mana value, and every
    colour it asks for among theirs."""
    n, colours = made
    needed = {col for col, k in zip(MANA_TYPES, card.mana_cost.colored) if k}
    return n >= card.mana_value and needed <= colours
