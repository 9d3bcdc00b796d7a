"""Decisions as data: what the engine asks, and the actions that answer it.

Every choice a player makes is a `Decision` (who, what kind, the legal options) that the
game exposes as `Game.pending`.  The table, the AI, the scenario runner and the tests all
answer it with one of the small frozen action values below through `Game.apply()`
(the OpenSpiel/python-chess style): the engine never calls out to a controller object.

Each action has a text form that round-trips (`to_text` / `action_from_text`), which is
what replays store.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Union


@dataclass(frozen=True, slots=True)
class PassPriority:
    def to_text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PlayLand:
    card: int

    def to_text(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class CastSpell:
    card: int
    face: int | None = None      # which half of a split card (CR 709.3)
    face_down: bool = False      # cast face down as a 2/2 for {3} with morph (CR 702.37c)

    def to_text(self) -> str:
        return f"cast {self.card}" + (f" face {self.face}" if self.face is not None else "") \
            + (" face_down" if self.face_down else "")


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    source: int
    index: int                   # 0-based among the activated abilities written on the object

    def to_text(self) -> str:
        return f"activate {self.source} {self.index}"


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """The special action of turning a face-down permanent face up by paying its morph cost
    (CR 702.37e, 116.2b): it doesn't use the stack, and the player keeps priority."""
    card: int

    def to_text(self) -> str:
        return f"turn_face_up {self.card}"


@dataclass(frozen=True, slots=True)
class Choose:
    """The answer to a decision other than priority."""
    value: Any

    def to_text(self) -> str:
        return "choose " + json.dumps(_to_jsonable(self.value), separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class Cancel:
    """Back out of casting a spell or activating an ability (nothing has happened yet)."""

    def to_text(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class Concede:
    player: int

    def to_text(self) -> str:
        return f"concede {self.player}"


Action = Union[PassPriority, PlayLand, CastSpell, ActivateAbility, TurnFaceUp, Choose, Cancel, Concede]


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending decision.

    kind:
      priority   options are actions (PassPriority, PlayLand, CastSpell, ActivateAbility, TurnFaceUp)
      select     choose between `min` and `max` distinct values from `options`; answer a tuple
      number     answer an int between options[0] and options[1] (only those in data["allowed"], if given)
      pay        answer "auto" or a tuple of source object ids from options
      attackers  options are (attacker, defender-ref) pairs; answer a tuple of pairs
      blockers   options are (blocker, attacker) pairs; answer a tuple of pairs
      divide     options are refs; answer a tuple of (ref, amount) pairs summing to `data["total"]`
    """
    kind: str
    player: int
    prompt: str
    options: tuple = ()
    min: int = 1
    max: int = 1
    purpose: str = ""            # what the choice is for: "target", "discard", "mode", "x", "order", ...
    data: tuple = field(default=())   # extra facts as (key, value) pairs

    def info(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_to_jsonable(v) for v in value]
    return value


def _from_jsonable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    return value


def action_from_text(text: str) -> Action:
    """Parse the text form written by `to_text` (used by replays)."""
    word, _, rest = text.strip().partition(" ")
    parts = rest.split()
    if word == "pass":
        return PassPriority()
    if word == "play":
        return PlayLand(int(parts[0]))
    if word == "cast":
        face = int(parts[2]) if len(parts) > 2 and parts[1] == "face" else None
        return CastSpell(int(parts[0]), face, "face_down" in parts[1:])
    if word == "turn_face_up":
        return TurnFaceUp(int(parts[0]))
    if word == "activate":
        return ActivateAbility(int(parts[0]), int(parts[1]))
    if word == "choose":
        return Choose(_from_jsonable(json.loads(rest)))
    if word == "cancel":
        return Cancel()
    if word == "concede":
        return Concede(int(parts[0]))
    raise ValueError(f"not an action: {text!r}")
