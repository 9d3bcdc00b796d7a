"""Controlling another player (CR 720): "you control that player until Word of Command finishes
resolving".  Only control of the player changes, never of their objects (CR 720.3); the
controller sees what the controlled player can see (CR 720.4) and makes every choice and
decision the controlled player is allowed or told to make (CR 720.5).

The engine keeps who controls whom in `turn_flags[CONTROLLED]` ({controlled: controller}).  A
process sets it and clears it itself, so a decision asked while it is set is posed to the
controller (`routed`, asked by choices.choose) and the game shown while the decision waits
says who is in control.  Word of Command also limits the controlled player's mana abilities
to those of their lands while the chosen card is played (`LANDS_ONLY`, read by
casting.mana_sources).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .decisions import Decision

if TYPE_CHECKING:
    from .state import GameState

CONTROLLED = "_player_controlled_by"
LANDS_ONLY = "_mana_from_lands_only"
CONTROLLED_BY = "controlled_by"   # on a spell's stack item: its controller is controlled while it resolves


def controller_of_player(g: "GameState", p: int) -> int:
    """Who makes player p's decisions now: p, or the player controlling p (CR 720.5)."""
    return g.turn_flags.get(CONTROLLED, {}).get(p, p)


def take_control(g: "GameState", controlled: int, controller: int) -> None:
    """Player `controller` controls player `controlled` from now until `release_control`;
    a later effect overwrites an earlier one (CR 720.1a)."""
    g.turn_flags[CONTROLLED] = {**g.turn_flags.get(CONTROLLED, {}), controlled: controller}


def release_control(g: "GameState", controlled: int) -> None:
    held = dict(g.turn_flags.get(CONTROLLED, {}))
    held.pop(controlled, None)
    if held:
        g.turn_flags[CONTROLLED] = held
    else:
        g.turn_flags.pop(CONTROLLED, None)


def routed(g: "GameState", decision: Decision) -> Decision:
    """The decision as it is posed: to the controlling player when its player is controlled
    (CR 720.5); its `data` says for whom (`for_player`)."""
    who = controller_of_player(g, decision.player)
    if who == decision.player:
        return decision
    return replace(decision, player=who, prompt=f"For your opponent: {decision.prompt}",
                   data=decision.data + (("for_player", decision.player),))


def mana_from_lands_only(g: "GameState", p: int) -> bool:
    """Word of Command: "the player can activate mana abilities only if they're from lands that
    player controls" while the chosen card is played."""
    return g.turn_flags.get(LANDS_ONLY) == p
