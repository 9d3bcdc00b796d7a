"""The mutable records a game is made of: objects, players, stack items, effects, combat.

Each record is a slotted dataclass with a cheap `copy()`, so that a whole game can be
cloned for look-ahead (see `GameState.clone`).  Object ids are stable for a physical card
for the whole game; `zcc` (zone-change count) tells its successive incarnations apart,
because a card that changes zones becomes a new object (CR 400.7): a target remembers the
`zcc` it was chosen with and is illegal once the card has moved.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .carddef import CardDef
from .language import Duration
from .outcome import Termination

if TYPE_CHECKING:
    from .filter_spec import Filter

PlayerId = int
ObjectId = int

# A reference to a target or affected thing: ("player", p) or ("obj", id, zcc)
Ref = tuple


class _SharedEmptyDict(dict):
    """The one empty dict that every object without counters (or choices) refers to.

    Most objects have neither, and cloning a game copies every object: sharing this one
    spares a dict per field per object per clone.  It reads like any empty dict (and shows
    as `{}`), but refuses to be written, so that no write can reach another object or game
    through it: writes go through `GameObject.own_counters()` / `own_chosen()`, which give
    the object a dict of its own first."""
    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a shared empty dict: write through GameObject.own_counters() or own_chosen()")

    __setitem__ = update = setdefault = __ior__ = _refuse   # type: ignore[assignment]


class _SharedEmptySet(set):
    """The one empty set that every object no source has damaged refers to (see
    `_SharedEmptyDict`): writes go through `GameObject.own_damaged_by()`."""
    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a shared empty set: write through GameObject.own_damaged_by()")

    add = update = symmetric_difference_update = __ior__ = __ixor__ = _refuse   # type: ignore[assignment]

    def __repr__(self) -> str:
        return "set()"   # as an empty set shows, so that reprs of a position don't depend on it


NO_ENTRIES: dict[Any, Any] = _SharedEmptyDict()
NO_IDS: set[Any] = _SharedEmptySet()


def _no_entries() -> dict[Any, Any]:
    return NO_ENTRIES


def _no_ids() -> set[Any]:
    return NO_IDS


@dataclass(slots=True)
class GameObject:
    id: ObjectId
    card: CardDef
    owner: PlayerId
    controller: PlayerId
    zone: str
    zcc: int = 0
    tapped: bool = False
    damage: int = 0
    # counters, chosen and damaged_by start as the shared empty records (NO_ENTRIES, NO_IDS):
    # read them directly, write through own_counters(), own_chosen(), own_damaged_by()
    counters: dict[str, int] = field(default_factory=_no_entries)
    attached_to: ObjectId | None = None
    timestamp: int = 0
    sick: bool = False
    face_down: bool = False
    token: bool = False
    copy_of: CardDef | None = None
    copy_extra: tuple[dict, ...] = ()
    chosen: dict[str, Any] = field(default_factory=_no_entries)
    regen_shields: int = 0
    cant_regenerate: bool = False
    exile_if_dies: bool = False
    deathtouch_hit: bool = False
    damaged_by: set[ObjectId] = field(default_factory=_no_ids)
    attacked_turn: int = -1
    face: int | None = None
    loyalty_used_turn: int = -1
    is_commander: bool = False
    commander_moved: bool = False   # a commander put into a graveyard or exile since SBAs were last checked (CR 903.9a)
    # left out of GameState.state_key: a transient mark, cleared by the next state-based-action
    # check (before anyone receives priority), so positions hash as replays recorded before it expect
    UNKEYED: ClassVar[tuple[str, ...]] = ("commander_moved",)
    phased_out: bool = False
    # phased out "until [source] leaves the battlefield": (source id, source zcc, tap it as it phases in)
    phased_until: tuple[int, int, bool] | None = None
    control_seen: int = -1   # the controller last observed on the battlefield (CR 302.6 bookkeeping)

    @property
    def ref(self) -> Ref:
        return ("obj", self.id, self.zcc)

    def own_counters(self) -> dict[str, int]:
        """The counters, to write: first a dict of the object's own if it shares the empty one."""
        c = self.counters
        if type(c) is _SharedEmptyDict:
            c = self.counters = {}
        return c

    def own_chosen(self) -> dict[str, Any]:
        """The choices, to write: first a dict of the object's own if it shares the empty one."""
        c = self.chosen
        if type(c) is _SharedEmptyDict:
            c = self.chosen = {}
        return c

    def own_damaged_by(self) -> set[ObjectId]:
        """The damaging sources, to write: first a set of the object's own if it shares the empty one."""
        d = self.damaged_by
        if type(d) is _SharedEmptySet:
            d = self.damaged_by = set()
        return d


@dataclass(frozen=True, slots=True)
class RestrictedMana:
    """One mana in a player's pool that may be spent only on certain spells (CR 106.6:
    Metamorphosis' "Spend this mana only to cast creature spells").  It stays in the pool like
    any mana until spent or the pool empties (CR 500.4); `spend_only` is the filter the spell
    must match (a compiled Filter, hashable like the record); `source` names the card that made it."""
    mana: str
    spend_only: "Filter"
    source: str


@dataclass(slots=True)
class Player:
    idx: PlayerId
    life: int = 20
    poison: int = 0
    mana_pool: dict[str, int] = field(default_factory=dict)
    library: list[ObjectId] = field(default_factory=list)   # index 0 is the top
    hand: list[ObjectId] = field(default_factory=list)
    graveyard: list[ObjectId] = field(default_factory=list)  # last is the top
    exile: list[ObjectId] = field(default_factory=list)
    command: list[ObjectId] = field(default_factory=list)
    ante: list[ObjectId] = field(default_factory=list)
    lands_played: int = 0
    lost: bool = False
    loss_reason: str = ""
    loss_kind: Termination | None = None   # how it lost: derived with loss_reason, unkeyed
    drew_from_empty: bool = False
    conceded: bool = False
    mulligans: int = 0
    commander: ObjectId | None = None
    commander_casts: int = 0
    commander_damage: dict[PlayerId, int] = field(default_factory=dict)
    life_gained_turn: int = 0
    damage_taken_turn: int = 0
    restricted_mana: list[RestrictedMana] = field(default_factory=list)   # CR 106.6, beside mana_pool
    # the cards this player owns outside the game: their sideboard (CR 400.11a, 100.4a), what "a
    # card you own from outside the game" (Ring of Ma'rûf) may bring in
    sideboard: list[CardDef] = field(default_factory=list)

    UNKEYED: ClassVar[tuple[str, ...]] = ("loss_kind",)   # left out of GameState.state_key

    def zone_list(self, zone: str) -> list[ObjectId]:
        return getattr(self, zone)


@dataclass(slots=True)
class StackItem:
    """A spell or ability on the stack (CR 405, 113.7)."""
    id: int
    kind: str                 # "spell", "activated", "triggered"
    source: ObjectId          # the card (for a spell) or the ability's source
    source_zcc: int
    controller: PlayerId
    spec: dict                # the spell/ability vocabulary: targets, do, ...
    name: str
    targets: dict[str, list[Ref]] = field(default_factory=dict)
    x: int | None = None
    mode: int | None = None
    division: dict[Ref, int] = field(default_factory=dict)
    event: dict[str, Any] = field(default_factory=dict)
    is_copy: bool = False
    from_zone: str = "hand"
    mana_spent: dict[str, int] = field(default_factory=dict)

    def copy(self) -> "StackItem":
        s = StackItem.__new__(StackItem)
        for name in StackItem.__slots__:  # type: ignore[attr-defined]
            setattr(s, name, getattr(self, name))
        s.targets = {k: list(v) for k, v in self.targets.items()}
        s.division = dict(self.division)
        s.event = dict(self.event)
        s.mana_spent = dict(self.mana_spent)
        return s


@dataclass(slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611), applied in its layer (CR 613)."""
    id: int
    source: ObjectId
    controller: PlayerId
    layer: str                # "1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "rule"
    timestamp: int
    duration: Duration        # how long it lasts (CR 611.2)
    params: dict
    affected: tuple[Ref, ...] | None = None   # locked-in set (CR 611.2c); None = use params["filter"]
    until_turn_of: PlayerId | None = None

    def __post_init__(self) -> None:
        if type(self.duration) is not Duration:   # a word would never end, silently (CR 611.2)
            raise TypeError(f"a continuous effect's duration is a Duration, not {self.duration!r}")

    def copy(self) -> "ContinuousEffect":
        return self  # effects are never mutated after creation


@dataclass(slots=True)
class Shield:
    """A prevention shield or other one-shot replacement created by a resolved effect (CR 615)."""
    id: int
    kind: str                 # "prevent", "prevent_half" (Dark Sphere), "redirect", or "reflect" (Eye for an Eye)
    controller: PlayerId
    protects: Ref | None      # ("player", p) or ("obj", id, zcc); None: damage to anything
    amount: int | None        # None = all damage, once (a "next time" shield) or for the duration
    source_filter: "Filter | None"   # compiled (game.engine.filter_spec)
    source_ref: Ref | None
    once: bool
    duration: Duration = Duration.END_OF_TURN
    source: ObjectId = -1
    combat_only: bool = False        # only combat damage (Fog, Gaseous Form)
    dealt_by: Ref | None = None       # only damage dealt by this object (Ebony Horse); protects None = any target
    redirect_to: Ref | None = None    # kind "redirect": the damage is dealt to this instead (Jade Monolith)
    gain_prevented: bool = False      # its controller gains life equal to the damage it prevents (Reverse Damage)
    targeted_only: bool = False       # only damage caused by a spell or ability that targets what it protects (Silhouette)
    all_but: int = 0                  # "prevent all but 1 of that damage" (Forcefield)

    def copy(self) -> "Shield":
        s = Shield.__new__(Shield)
        for name in Shield.__slots__:  # type: ignore[attr-defined]
            setattr(s, name, getattr(self, name))
        return s


@dataclass(slots=True)
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7): "at end of combat", "at the beginning of the next end step"."""
    id: int
    when: str                 # "end_of_combat", "next_end_step", "next_upkeep"
    controller: PlayerId
    source: ObjectId
    spec: dict
    event: dict
    created_turn: int
    created_step: str
    source_zcc: int = -1      # the source object the ability was created by (CR 400.7), -1 if none

    def copy(self) -> "DelayedTrigger":
        return self


@dataclass(slots=True)
class PendingTrigger:
    """An ability that has triggered and waits to be put on the stack (CR 603.3)."""
    controller: PlayerId
    source: ObjectId
    source_zcc: int
    spec: dict
    event: dict
    name: str

    def copy(self) -> "PendingTrigger":
        return self


@dataclass(slots=True)
class Combat:
    """The combat record of the current combat phase (CR 506-511)."""
    attackers: dict[ObjectId, Ref] = field(default_factory=dict)   # attacker -> ("player", p) or ("obj", pw, zcc)
    blockers: dict[ObjectId, list[ObjectId]] = field(default_factory=dict)  # blocker -> attackers it blocks
    blocked_by: dict[ObjectId, list[ObjectId]] = field(default_factory=dict)  # attacker -> blockers
    blocked: set[ObjectId] = field(default_factory=set)
    bands: list[list[ObjectId]] = field(default_factory=list)
    declared: bool = False
    blocks_declared: bool = False
    first_strike_step: bool = False
    dealt_first: set[ObjectId] = field(default_factory=set)
    defender: PlayerId = 1
    # piles of creatures made this combat (Raging River's "left" and "right", CR 700.3): each
    # creature's pile labels; an attacker's chosen label limits who may block it (block_problem)
    piles: dict[ObjectId, tuple[str, ...]] = field(default_factory=dict)
    attacker_pile: dict[ObjectId, str] = field(default_factory=dict)
    pile_except: dict | None = None     # a filter: creatures that may block such an attacker anyway (flying)

    def copy(self) -> "Combat":
        c = Combat.__new__(Combat)
        c.attackers = dict(self.attackers)
        c.blockers = {k: list(v) for k, v in self.blockers.items()}
        c.blocked_by = {k: list(v) for k, v in self.blocked_by.items()}
        c.blocked = set(self.blocked)
        c.bands = [list(b) for b in self.bands]
        c.declared = self.declared
        c.blocks_declared = self.blocks_declared
        c.first_strike_step = self.first_strike_step
        c.dealt_first = set(self.dealt_first)
        c.defender = self.defender
        c.piles = dict(self.piles)
        c.attacker_pile = dict(self.attacker_pile)
        c.pile_except = self.pile_except
        return c

    def key(self) -> tuple:
        """The record as a value for `Game.state_key`, its sets sorted: a copied set is rebuilt
        at a table size of its own, so once five attackers are blocked the copy may list them
        in another order, and a clone must still equal the game it was cloned from."""
        return (tuple(self.attackers.items()), tuple((k, tuple(v)) for k, v in self.blockers.items()),
                tuple((k, tuple(v)) for k, v in self.blocked_by.items()), tuple(sorted(self.blocked)),
                tuple(map(tuple, self.bands)), self.declared, self.blocks_declared, self.first_strike_step,
                tuple(sorted(self.dealt_first)), self.defender, tuple(self.piles.items()),
                tuple(self.attacker_pile.items()), repr(self.pile_except))

    def band_of(self, attacker: ObjectId) -> list[ObjectId]:
        for band in self.bands:
            if attacker in band:
                return band
        return [attacker]


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game's event log: what happened, and the rule that made it happen."""
    text: str
    rule: str = ""
    kind: str = "info"
    turn: int = 0
    data: tuple = ()
    event: Any = None            # the typed event the line tells (game.engine.event_types)

    def __str__(self) -> str:
        return f"{self.text} (CR {self.rule})" if self.rule else self.text


def _make_copier(cls: type, special: dict[str, str], names: dict[str, Any] | None = None) -> Any:
    """A generated copy method: one attribute assignment per slot, the containers named in
    `special` copied one level deep.  Cloning a game copies every record, so this is the
    engine's hottest path (look-ahead clones the game for every line it tries)."""
    lines = ["def copy(s):", "    o = _new(cls)"]
    for n in cls.__slots__:  # type: ignore[attr-defined]
        lines.append(f"    o.{n} = {special.get(n, 's.' + n).format(n=n)}")
    lines.append("    return o")
    ns: dict[str, Any] = {"_new": object.__new__, "cls": cls, **(names or {})}
    exec("\n".join(lines), ns)  # noqa: S102 - generated from the class's own slot names
    return ns["copy"]


# an empty container, shared or not, becomes the shared empty one in the copy: never a
# container of the original's, which the original may still write to
GameObject.copy = _make_copier(  # type: ignore[method-assign]
    GameObject, {"counters": "dict(s.counters) if s.counters else NO_ENTRIES",
                 "chosen": "dict(s.chosen) if s.chosen else NO_ENTRIES",
                 "damaged_by": "set(s.damaged_by) if s.damaged_by else NO_IDS"},
    {"NO_ENTRIES": NO_ENTRIES, "NO_IDS": NO_IDS})
Player.copy = _make_copier(Player, {k: "list(s.{n})" for k in ("library", "hand", "graveyard", "exile", "command",  # type: ignore[method-assign]
                                                                "ante", "restricted_mana", "sideboard")} | {"mana_pool": "dict(s.mana_pool)",
                                                                            "commander_damage": "dict(s.commander_damage)"})
