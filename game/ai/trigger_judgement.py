"""How the computer player judges each kind of trigger of the card language (CR 603): how
much a triggered ability of a permanent is worth, by when it triggers and whom its effects
help.

Declared once per kind -- every trigger event (`when: {event: ...}`), every step a step
trigger may name (`when: {step: ...}`) and the state trigger (`when: {state: ...}`) -- like
the verbs (game.ai.verb_judgement), so that a card written with a new kind of trigger can't
reach a game the computer doesn't understand: tests/ai fails when a kind has no judgement.

A judgement is a weight and a moment:
- the weight says how often the ability comes round: each turn (an upkeep trigger: its
  cost is paid again and again), in each fight, or once;
- the moment says when its worth counts: while the permanent is on the battlefield
  (WHILE_THERE), only as it arrives (ON_ARRIVAL: worth something to cast, nothing once it is
  there), or as it goes (ON_DEPARTURE: a "dies" trigger that helps its controller makes the
  creature cheaper to trade away).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any, Mapping

from ..engine.terms import STEPS
from ..engine.triggers import TRIGGER_EVENTS


class Moment(Enum):
    WHILE_THERE = "while_there"
    ON_ARRIVAL = "on_arrival"
    ON_DEPARTURE = "on_departure"


@dataclass(frozen=True)
class TriggerJudgement:
    weight: float   # how often it comes round: 1.5 each turn, 1.0 in each fight or now and then
    moment: Moment = Moment.WHILE_THERE


T, ARRIVAL, DEPARTURE = TriggerJudgement, Moment.ON_ARRIVAL, Moment.ON_DEPARTURE
EACH_TURN = T(1.5)
NOW_AND_THEN = T(1.0)

EVENT_JUDGEMENT: Mapping[str, TriggerJudgement] = MappingProxyType({
    "enters": T(1.0, ARRIVAL), "leaves": T(1.0, DEPARTURE), "dies": T(1.0, DEPARTURE),
    # combat: each fight it takes part in
    "attacks": NOW_AND_THEN, "attack": NOW_AND_THEN, "blocks": NOW_AND_THEN, "becomes_blocked": NOW_AND_THEN,
    "blocks_or_blocked": NOW_AND_THEN, "deals_damage": NOW_AND_THEN, "dealt_damage": NOW_AND_THEN,
    "unblocked": NOW_AND_THEN,
    # watching what the players do: most turns bring one
    "cast": NOW_AND_THEN, "tapped_for_mana": EACH_TURN, "becomes_tapped": NOW_AND_THEN, "plays_land": EACH_TURN,
    "activated": NOW_AND_THEN, "draw": EACH_TURN, "discard": NOW_AND_THEN,
})
# step triggers (CR 503.1, 504, 507, 511, 513): the beginning steps and the end come every turn
STEP_JUDGEMENT: Mapping[str, TriggerJudgement] = MappingProxyType({
    "untap": EACH_TURN, "upkeep": EACH_TURN, "draw": EACH_TURN, "main1": EACH_TURN, "main2": EACH_TURN,
    "beginning_of_combat": EACH_TURN, "end_of_combat": EACH_TURN, "end": EACH_TURN, "cleanup": EACH_TURN,
    "declare_attackers": NOW_AND_THEN, "declare_blockers": NOW_AND_THEN, "first_strike_damage": NOW_AND_THEN,
    "combat_damage": NOW_AND_THEN,
})
STATE_JUDGEMENT = NOW_AND_THEN   # "when you control no Islands" (CR 603.8): when the board turns


def trigger_kinds() -> frozenset[str]:
    """Every kind of trigger the card language has: its events, `step NAME` for each step a
    step trigger may name, and `state`."""
    return frozenset(TRIGGER_EVENTS) | {f"step {s}" for s in STEPS} | {"state"}


def judged_kinds() -> frozenset[str]:
    return frozenset(EVENT_JUDGEMENT) | {f"step {s}" for s in STEP_JUDGEMENT} | {"state"}


def trigger_kind(trigger: Any) -> str:
    """The kind of a triggered ability as a card writes it."""
    when = trigger.get("when") if isinstance(trigger, dict) else None
    if not isinstance(when, dict):
        return "state"
    if "event" in when:
        return str(when["event"])
    if "step" in when:
        return f"step {when['step']}"
    return "state"


def trigger_judgement(trigger: Any) -> TriggerJudgement:
    kind = trigger_kind(trigger)
    if kind.startswith("step "):
        return STEP_JUDGEMENT[kind[5:]]
    if kind == "state":
        return STATE_JUDGEMENT
    return EVENT_JUDGEMENT[kind]


def trigger_effects(trigger: dict) -> list:
    """Everything the ability does, every mode included."""
    out = list(trigger.get("do", []) or [])
    for m in trigger.get("modes", []) or []:
        out += m.get("do", []) or []
    return out


def life_at_stake(effects: Any) -> int:
    """The damage or life loss the effects deal to their controller, wherever it sits (an
    `else` of a cost not paid, an `if` that may hold): what an upkeep cost may take each turn."""
    total = 0
    for e in effects if isinstance(effects, list) else ():
        if not isinstance(e, dict):
            continue
        for verb, params in e.items():
            if not isinstance(params, dict):
                continue
            amount = params.get("amount")
            if verb == "damage" and params.get("to") == "you" and isinstance(amount, int):
                total += amount
            elif verb == "lose_life" and params.get("who", "you") == "you" and isinstance(amount, int):
                total += amount
            for sub in params.values():
                if isinstance(sub, list):
                    total += life_at_stake(sub)
    return total

