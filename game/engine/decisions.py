"""Decisions as data: what the engine asks, and the actions that answer it.

Every choice a player makes is a `Decision` (who, what kind, the legal options) that the
game exposes as `Game.pending`.  The table, the AI, the scenario runner and the tests all
answer it with one of the small frozen action values below through `Game.apply()`
(the OpenSpiel/python-chess style): the engine never calls out to a controller object.

Each kind of decision has its own answer type (`answer_type`): a payment is answered with
`Pay`, attackers with `DeclareAttackers`, a yes/no question with `YesNo` ...  Each action has
a text form that round-trips (`to_text` / `action_from_text`), which is what replays,
autosaves and logs store; the older untyped `choose ...` form is still read.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Union

from .errors import IllegalActionError


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
class SpecialAction:
    """A special action a spell gave the player (CR 116.2: Guardian Angel's "you may pay {1} any
    time you could cast an instant"), by the id of the effect that holds it (game.engine.special):
    no stack, and the player keeps priority."""
    effect: int

    def to_text(self) -> str:
        return f"special {self.effect}"


# --- answers to decisions other than priority: one type per kind of decision ------------------

@dataclass(frozen=True, slots=True)
class Pay:
    """A payment (CR 601.2g-h): `sources=None` lets the engine pay automatically; otherwise
    the mana sources to tap, by id (an empty tuple pays from the mana pool alone)."""
    sources: tuple[int, ...] | None = None

    def to_text(self) -> str:
        return "pay auto" if self.sources is None else "pay " + _json(self.sources)


@dataclass(frozen=True, slots=True)
class ChooseNumber:
    """A number: X (CR 107.3), an amount of life or mana to pay, a number to name."""
    n: int

    def to_text(self) -> str:
        return f"number {self.n}"


@dataclass(frozen=True, slots=True)
class Select:
    """Objects, players or options chosen among a decision's options: targets, cards to
    discard, a mode, permanents to sacrifice ..."""
    items: tuple = ()

    def to_text(self) -> str:
        return "select " + _json(self.items)


@dataclass(frozen=True, slots=True)
class Order:
    """What comes first, when a player orders triggered abilities (CR 603.3b) or replacement
    effects (CR 616.1): the option placed next."""
    items: tuple = ()

    def to_text(self) -> str:
        return "order " + _json(self.items)


@dataclass(frozen=True, slots=True)
class YesNo:
    """An optional action: "you may ...", "unless its controller pays ..." (CR 608.2c)."""
    yes: bool

    def to_text(self) -> str:
        return "yes" if self.yes else "no"


@dataclass(frozen=True, slots=True)
class Mulligan:
    """Keep the opening hand, or take a mulligan (CR 103.5)."""
    keep: bool

    def to_text(self) -> str:
        return "keep" if self.keep else "mulligan"


@dataclass(frozen=True, slots=True)
class ChooseWord:
    """A colour, a basic land type, a creature type, a colour word or a card name."""
    word: str

    def to_text(self) -> str:
        return "word " + self.word


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """Attacking creatures, each with the player or planeswalker it attacks, and the bands
    they form (CR 508.1, 702.22c)."""
    attacks: tuple = ()          # (creature id, ("player", p) or ("obj", id, zcc)) pairs
    bands: tuple = ()            # tuples of creature ids

    def to_text(self) -> str:
        return "attack " + _json(self.attacks) + (" bands " + _json(self.bands) if self.bands else "")


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """Blocking creatures, each with the attacker it blocks (CR 509.1)."""
    blocks: tuple = ()           # (blocker id, attacker id) pairs

    def to_text(self) -> str:
        return "block " + _json(self.blocks)


@dataclass(frozen=True, slots=True)
class Divide:
    """Damage (or another amount) divided among objects and players (CR 601.2d, 510.1c-d):
    `parts=None` takes the engine's default division (`default_division`)."""
    parts: tuple | None = None   # (ref, amount) pairs

    def to_text(self) -> str:
        return "divide default" if self.parts is None else "divide " + _json(self.parts)


@dataclass(frozen=True, slots=True)
class Piles:
    """Creatures divided into labelled piles (Raging River's "left" and "right", Camouflage's
    piles, CR 700.3): (object id, pile label) pairs; a creature named twice is in two piles."""
    parts: tuple = ()

    def to_text(self) -> str:
        return "piles " + _json(self.parts)


ANSWER_TYPES = (Pay, ChooseNumber, Select, Order, YesNo, Mulligan, ChooseWord, DeclareAttackers, DeclareBlockers,
                Divide, Piles)


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


PRIORITY_ACTIONS = (PassPriority, PlayLand, CastSpell, ActivateAbility, TurnFaceUp, SpecialAction)

Action = Union[PassPriority, PlayLand, CastSpell, ActivateAbility, TurnFaceUp, SpecialAction, Pay, ChooseNumber, Select, Order,
               YesNo, Mulligan, ChooseWord, DeclareAttackers, DeclareBlockers, Divide, Piles, Cancel, Concede]

ACTION_TYPES = PRIORITY_ACTIONS + ANSWER_TYPES + (Cancel, Concede)


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending decision.

    kind (and the answer type, see `answer_type`):
      priority   PassPriority, PlayLand, CastSpell, ActivateAbility or TurnFaceUp
      select     `min` to `max` distinct values of `options`: Select; Order when ordering
                 (purpose "order"/"order_replacements"); YesNo for a yes/no question; Mulligan
                 (purpose "mulligan"); ChooseWord for one word (a colour, a land type, a name)
      number     ChooseNumber between options[0] and options[1] (only data["allowed"], if given)
      pay        Pay: automatic, or sources among `options` (data["mana_cost"] is the cost)
      attackers  DeclareAttackers: the candidates are the (attacker, defender-ref) pairs of
                 `options`; the constraints are the rules `is_legal` checks (CR 508.1)
      blockers   DeclareBlockers: candidates the (blocker, attacker) pairs of `options` (CR 509.1)
      divide     Divide `data["total"]` among the refs of `options` (at least 1 each for a
                 spell, CR 601.2d; any split of combat damage, CR 510.1c)
      piles      Piles: the creatures of `options` put into the piles `data["labels"]`; with
                 data["every"] each exactly once, else any of them, each in at most
                 data["max_per"] piles (default 1; a pile holds a creature once)
      halt       PassPriority: only where a test harness stopped the game in a step without
                 priority (`GameState.halt_at`); passing goes on with the turn
    """
    kind: str
    player: int
    prompt: str
    options: tuple = ()
    min: int = 1
    max: int = 1
    purpose: str = ""            # what the choice is for: "target", "discard", "mode", "x", "order", ...
    data: tuple = field(default=())   # extra facts as (key, value) pairs

    @property
    def for_player(self) -> int:
        """The player whose decision this is by the rules: `player`, who answers it, unless
        `player` controls them (CR 720.5, game.engine.control); pay from their mana."""
        return self.info("for_player", self.player)

    def info(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default




def answer_type(d: Decision) -> type:
    """The one action type that answers a decision other than priority."""
    kind = d.kind
    if kind == "select":
        if d.purpose == "mulligan":
            return Mulligan
        if d.purpose in ("order", "order_replacements"):
            return Order
        if d.options == ("yes", "no"):
            return YesNo
        if d.max == 1 and d.options and all(isinstance(o, str) for o in d.options):
            return ChooseWord
        return Select
    return {"number": ChooseNumber, "pay": Pay, "attackers": DeclareAttackers, "blockers": DeclareBlockers,
            "divide": Divide, "piles": Piles}.get(kind, Select)


def answer_for(d: Decision, value: Any) -> Action:
    """The typed answer to decision `d` that means `value`, in the engine's own terms: "auto"
    or source ids for a payment, a number, a tuple of chosen options (or one option), a tuple
    of pairs for combat (("band", ids) items for bands), "default" or (ref, amount) pairs for
    a division.  Used by players that reason in values (the computer player) and to read the
    older `choose ...` text form.  A value of the wrong shape raises IllegalActionError."""
    try:
        return _answer_for(d, value)
    except (TypeError, ValueError, IndexError) as e:
        raise IllegalActionError(f"{value!r} doesn't answer {d.prompt!r} ({e})") from None


def _answer_for(d: Decision, value: Any) -> Action:
    kind = answer_type(d)
    if kind is Pay:
        return Pay(None if value == "auto" else tuple(value))
    if kind is ChooseNumber:
        return ChooseNumber(value)
    if kind is Divide:
        return Divide(None if value == "default" else tuple(tuple(p) for p in value))
    if kind is Piles:
        return Piles(tuple(tuple(p) for p in value or ()))
    if kind is DeclareAttackers:
        attacks, bands = [], []
        for item in value or ():
            if isinstance(item, tuple) and len(item) == 2 and item[0] == "band":
                bands.append(tuple(item[1]))
            else:
                attacks.append(tuple(item))
        return DeclareAttackers(tuple(attacks), tuple(bands))
    if kind is DeclareBlockers:
        return DeclareBlockers(tuple(tuple(p) for p in value or ()))
    items = value if isinstance(value, tuple) and value not in d.options else (value,)
    if kind is YesNo:
        return YesNo(items == ("yes",))
    if kind is Mulligan:
        return Mulligan(items == ("yes",))
    if kind is ChooseWord:
        return ChooseWord(items[0] if len(items) == 1 else items)
    if kind is Order:
        return Order(tuple(items))
    return Select(tuple(items))


# --- text -------------------------------------------------------------------------------------

class ActionTextError(IllegalActionError, ValueError):
    """Text that isn't an action (a replay, an autosave or a hand-written script is damaged)."""


def _json(value: Any) -> str:
    return json.dumps(_to_jsonable(value), separators=(",", ":"))


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_to_jsonable(v) for v in value]
    return value


def _from_jsonable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    return value


def _int(word: str, text: str) -> int:
    if not re.fullmatch(r"-?\d+", word):
        raise ActionTextError(f"not a number in {text!r}: {word!r}")
    return int(word)


def _payload(rest: str, text: str) -> Any:
    try:
        return _from_jsonable(json.loads(rest))
    except (ValueError, RecursionError):
        raise ActionTextError(f"unreadable choice in {text!r}") from None


def _tuple_payload(rest: str, text: str) -> tuple:
    value = _payload(rest, text)
    if not isinstance(value, tuple):
        raise ActionTextError(f"a list is due in {text!r}")
    return value


def _pairs(value: tuple, text: str) -> tuple:
    if not all(isinstance(p, tuple) and len(p) == 2 for p in value):
        raise ActionTextError(f"a list of pairs is due in {text!r}")
    return value


def _legacy_guess(value: Any) -> Action:
    """The old untyped `choose` form read without its decision: the shape of the value says
    which answer it was (an empty list is read as choosing nothing)."""
    if value == "auto":
        return Pay(None)
    if value == "default":
        return Divide(None)
    if isinstance(value, int) and not isinstance(value, bool):
        return ChooseNumber(value)
    if isinstance(value, tuple) and value:
        if value in (("yes",), ("no",)):
            return YesNo(value == ("yes",))
        if all(isinstance(p, tuple) and len(p) == 2 for p in value):
            if all(isinstance(p[1], int) and isinstance(p[0], int) for p in value):
                return DeclareBlockers(value)
            if all(isinstance(p[0], int) or p[0] == "band" for p in value):
                return answer_for(Decision("attackers", 0, ""), value)
            if all(isinstance(p[1], int) and isinstance(p[0], tuple) for p in value):
                return Divide(value)
        if len(value) == 1 and isinstance(value[0], str):
            return ChooseWord(value[0])
    if isinstance(value, tuple):
        return Select(value)
    return Select((value,))


def action_from_text(text: str, decision: Decision | None = None) -> Action:
    """Parse the text form written by `to_text` (replays, autosaves and logs store it).

    The older untyped form `choose <json>` (files written before answers were typed) is read
    too: with the decision it answered, exactly as that decision's answer type; without it,
    by the shape of the value.  Raises `ActionTextError` (a `ValueError` and an
    `IllegalActionError`) on text that isn't an action."""
    if not isinstance(text, str):
        raise ActionTextError(f"not an action: {text!r}")
    word, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    parts = rest.split()
    try:
        if word == "pass" and not parts:
            return PassPriority()
        if word == "play" and len(parts) == 1:
            return PlayLand(_int(parts[0], text))
        if word == "cast" and parts:
            face = None
            flags = parts[1:]
            if flags[:1] == ["face"]:
                if len(flags) < 2:
                    raise ActionTextError(f"a face number is due in {text!r}")
                face = _int(flags[1], text)
                flags = flags[2:]
            if flags not in ([], ["face_down"]):
                raise ActionTextError(f"not an action: {text!r}")
            return CastSpell(_int(parts[0], text), face, bool(flags))
        if word == "turn_face_up" and len(parts) == 1:
            return TurnFaceUp(_int(parts[0], text))
        if word == "special" and len(parts) == 1:
            return SpecialAction(_int(parts[0], text))
        if word == "activate" and len(parts) == 2:
            return ActivateAbility(_int(parts[0], text), _int(parts[1], text))
        if word == "cancel" and not parts:
            return Cancel()
        if word == "concede" and len(parts) == 1:
            return Concede(_int(parts[0], text))
        if word == "pay" and rest:
            if rest == "auto":
                return Pay(None)
            sources = _tuple_payload(rest, text)
            if not all(isinstance(i, int) for i in sources):
                raise ActionTextError(f"mana sources are object numbers: {text!r}")
            return Pay(sources)
        if word == "number" and len(parts) == 1:
            return ChooseNumber(_int(parts[0], text))
        if word == "select" and rest:
            return Select(_tuple_payload(rest, text))
        if word == "order" and rest:
            return Order(_tuple_payload(rest, text))
        if word in ("yes", "no") and not parts:
            return YesNo(word == "yes")
        if word in ("keep", "mulligan") and not parts:
            return Mulligan(word == "keep")
        if word == "word" and rest:
            return ChooseWord(rest)
        if word == "attack" and rest:
            attacks, _, bands = rest.partition(" bands ")
            return DeclareAttackers(_pairs(_tuple_payload(attacks, text), text),
                                    _tuple_payload(bands, text) if bands else ())
        if word == "block" and rest:
            return DeclareBlockers(_pairs(_tuple_payload(rest, text), text))
        if word == "piles" and rest:
            return Piles(_pairs(_tuple_payload(rest, text), text))
        if word == "divide" and rest:
            return Divide(None) if rest == "default" else Divide(_pairs(_tuple_payload(rest, text), text))
        if word == "choose" and rest:
            value = _payload(rest, text)
            if decision is not None and decision.kind != "priority":
                return answer_for(decision, value)
            return _legacy_guess(value)
    except ActionTextError:
        raise
    except (TypeError, ValueError, IndexError) as e:
        raise ActionTextError(f"not an action: {text!r} ({e})") from None
    raise ActionTextError(f"not an action: {text!r}")
