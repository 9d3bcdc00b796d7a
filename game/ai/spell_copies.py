"""When to copy a spell on the stack (Fork): the copy is mine, with new targets of my choosing
(CR 707.10c), so it is worth a card where the spell, cast by me now, would be.

- a burn spell whose copy, with the original if that one is mine and aimed at the opponent,
  deals them their last life: the game;
- a spell that would destroy or deal lethal damage to a creature of theirs worth a card
  (their own Lightning Bolt at my creature, copied at theirs);
- a spell that draws cards (its copy draws them for me).

The copy's targets are then chosen like any target of mine (Policy.targets: the opponent's
best creature the damage kills, or their face when that wins).

A spell that offers its own copy to whoever it hit (Chain Lightning: "that player or that
permanent's controller may pay {R}{R}" and copy it) is copied unless the chain would come
back and kill me (`chain_comes_back`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.casting import can_afford, target_slots
from ..engine.context import Ctx
from ..engine.filters import PLAYER_KINDS
from ..engine.game import Game
from . import burn
from .knowledge import WORTHY_TARGET
from .verb_judgement import walk

if TYPE_CHECKING:
    from .policy import Policy

COPY_WINS = 90.0          # as lethal burn from the hand
COPY_DRAWS = 8.0
_HARM = frozenset({"damage", "destroy", "exile", "bounce"})


def copy_score(policy: Policy, g: Game, me: int, name: str) -> tuple[float, str]:
    """How much I want to cast a spell-copying spell now, and why."""
    top = g.stack[-1] if g.stack else None
    if top is None or top.kind != "spell" or top.source not in g.objects:
        return 0.0, ""
    card = g.objects[top.source].card
    if not {"Instant", "Sorcery"} & set(card.types):
        return 0.0, ""
    spec = card.spell or {}
    effects = list(spec.get("do", []) or [])
    verbs = {v for e in effects if isinstance(e, dict) for v in e}
    x = top.x or 0
    opp = 1 - me
    tspec = spec.get("targets") or {}
    dmg = burn.damage_of(effects, x, Ctx(g, me, source=top.source, x=x)) if "damage" in verbs else 0
    at_players = any(flt.kind in PLAYER_KINDS for _, flt, _, _ in target_slots(tspec, x))
    if dmg and at_players:
        original = dmg if top.controller == me and any(("player", opp) in refs for refs in top.targets.values()) else 0
        if original + dmg >= g.players[opp].life:
            return COPY_WINS, f"{name} copies {card.name} for the win"
    if verbs & _HARM:
        best = policy.harm_target(g, me, effects, x, top.source, tspec or None)
        if best is not None and best[0] >= WORTHY_TARGET:
            return 10.0 + best[0], f"{name}: a copy of {card.name} for {g.name_of(best[1])}"
    if "draw" in verbs:
        return COPY_DRAWS, f"{name}: a copy of {card.name} draws for me"
    return 0.0, ""


def _copies_itself(effects: object) -> bool:
    """Do the effects (nested ones included: a `may` inside a paid `then`) copy the spell itself?"""
    return any(verb == "copy_spell" and isinstance(params, dict) and params.get("what") == "self"
               for verb, params in walk(effects))


def chain_comes_back(g: Game, me: int) -> bool:
    """Asked to pay for a copy of the spell resolving (Chain Lightning's {R}{R}): would my copy
    hand the opponent a copy back that kills me?  Whatever I aim it at, its damage lands on them
    or their permanent, and they may pay to copy it in turn; at no more life than its damage,
    with them able to pay and out of its reach, the chain is theirs to end (ladder game 13
    against the Apprentice: the Wizard, at 3 life, copied Chain Lightning onto a Hurloon
    Minotaur and died to the copy of its copy)."""
    top = g.stack[-1] if g.stack else None
    if top is None or top.kind != "spell" or top.source not in g.objects:
        return False
    effects = list((g.objects[top.source].card.spell or {}).get("do", []) or [])
    opp = 1 - me
    for e in effects:
        pay = e.get("pay") if isinstance(e, dict) else None
        if not isinstance(pay, dict) or not _copies_itself(pay.get("then")) or "cost" not in pay:
            continue
        dmg = burn.damage_of(effects, top.x or 0, Ctx(g, me, source=top.source, x=top.x or 0))
        if g.players[me].life <= dmg < g.players[opp].life and can_afford(g, opp, pay["cost"]):
            return True
    return False
