"""The game state: every object, player, zone and pending record of one game.

`GameState` is plain data plus the primitives that move cards between zones and write the
log.  The rules themselves live in the modules named after their concepts (turn,
priority, casting, combat, sba, triggers, ...); `game.engine.game.Game` is this state
with the public decision interface (`pending`, `legal_actions`, `apply`) as its methods.
`clone()` copies the mutable records one level deep, which is enough because card
definitions and continuous-effect records are immutable and shared.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from .carddef import CardDef
from .objects import (NO_ENTRIES, NO_IDS, Combat, ContinuousEffect, DelayedTrigger, GameObject, LogEntry,
                      PendingTrigger, Player, Ref, Shield, StackItem)
from .event_types import GameEvent, Note
from .gamelog import GameLog
from .outcome import Outcome
from .rng import GameRng

if TYPE_CHECKING:
    from .characteristics import Characteristics
    from .decisions import Decision
    from .game import Game, Pending

PLAYER_NAMES = ("p1", "p2")
HIDDEN_ZONES = ("library", "hand")
PLAYER_ZONES = ("library", "hand", "graveyard", "exile", "command", "ante")


class GameState:
    """The state of one game of Magic between two players (CR 100-104)."""

    # Look-ahead copies only (game.engine.simulation): who answers a process's choices on the
    # spot, and the play whose process is running (what an answer is checked against).  Never
    # set on a game a person plays; clones carry them, as the copies of a look-ahead should.
    answerer: "Callable[[Game, Decision], Any] | None" = None
    answering: "tuple[Any, int] | None" = None
    # A test harness's stop (the scenario runner's `advance: cleanup`): the (turn, step) of a step
    # in which no player receives priority (untap, cleanup: CR 502.4, 514.3) where the game waits,
    # the step's turn-based actions done, on a "halt" decision (see game.halt_in_step).  Never
    # set on a game a person plays; look-ahead copies drop it (views.determinize).
    halt_at: "tuple[int, str] | None" = None

    # --- construction -------------------------------------------------------------
    def __init__(self, seed: int = 0, rules: dict[str, Any] | None = None) -> None:
        self.rules: dict[str, Any] = {"mana_burn": False, "ante": False, "format": "normal",
                                      "turn_cap": 200, "max_hand_size": 7}
        if rules:
            self.rules.update(rules)
        self.rng = GameRng(seed)
        self.objects: dict[int, GameObject] = {}
        start_life = 40 if self.rules.get("format") == "commander" else 20
        self.players: list[Player] = [Player(0, life=start_life), Player(1, life=start_life)]
        self.battlefield: list[int] = []
        self.stack: list[StackItem] = []
        self.turn = 1
        self.active = 0
        self.step = "untap"
        self.priority: int | None = None
        self.passes = 0
        self.next_id = 1
        self.next_ts = 1
        self.effects: list[ContinuousEffect] = []
        self.shields: list[Shield] = []
        self.delayed: list[DelayedTrigger] = []
        # each object's last known information as it last left the battlefield, keyed by id (the
        # snapshot names the zcc it describes): what an ability whose source has left uses (CR 113.7a, 608.2h)
        self.last_known: dict[int, dict] = {}
        self.pending_triggers: list[PendingTrigger] = []
        self.combat: Combat | None = None
        self.log_entries: GameLog[LogEntry] = GameLog()   # shared with clones, never copied
        self.extra_turns: list[int] = []
        self.normal_turn_of: int | None = None   # while extra turns run: whose normal turn was last (CR 500.7)
        self.outcome: Outcome | None = None     # set once the game is over (CR 104)
        self.first_player = 0
        self.pending: "Pending | None" = None
        self.turn_flags: dict[str, Any] = {}
        self.attacked_last_turn: dict[int, set[int]] = {0: set(), 1: set()}
        # what each player did during their last turn ("cast a spell or put a nontoken permanent onto
        # the battlefield during their last turn": Arboria): words of LAST_TURN_DEEDS
        self.last_turn_deeds: dict[int, frozenset[str]] = {0: frozenset(), 1: frozenset()}
        self.started = False
        self.answers: list[Any] = []
        self.answer_pos = 0
        self._chars: dict[int, "Characteristics"] | None = None
        # with a complete table: for each key of a static ability, the permanents (in battlefield
        # order) whose current characteristics have one with it (game.engine.statics); None while
        # the table is missing or being computed
        self._statics_index: dict[str, tuple[int, ...]] | None = None
        # whether the table was computed with some continuous effect to apply (invalidate_effects)
        self._chars_by_effects = True
        # a subgame (CR 728): the main game as it stood when the subgame began (kept whole and
        # never changed, so clones share it), the name of the card that began it, and where its
        # part of the shared log begins (game.engine.subgame)
        self.main: "Game | None" = None
        self.subgame_source = ""
        self.subgame_log_start = 0

    # --- cloning --------------------------------------------------------------------
    # --- the end of the game (CR 104), read from the outcome -----------------------
    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def winner(self) -> int | None:
        return None if self.outcome is None else self.outcome.winner

    @property
    def end_reason(self) -> str:
        return "" if self.outcome is None else self.outcome.reason

    def clone(self) -> "Game":
        """A deep-enough copy for look-ahead: every mutable record is copied, definitions shared."""
        cls = type(self)
        g = cls.__new__(cls)
        d = self.__dict__
        gd = g.__dict__
        gd.update(d)
        g.rules = dict(self.rules)
        g.rng = self.rng.copy()
        g.objects = {k: o.copy() for k, o in self.objects.items()}
        g.players = [p.copy() for p in self.players]
        g.battlefield = list(self.battlefield)
        g.stack = [s.copy() for s in self.stack]
        g.effects = list(self.effects)
        g.shields = [s.copy() for s in self.shields]
        g.delayed = list(self.delayed)
        g.last_known = dict(self.last_known)   # snapshots are never changed once taken
        g.pending_triggers = list(self.pending_triggers)
        g.combat = self.combat.copy() if self.combat else None
        g.log_entries = self.log_entries.copy()   # O(1): the entries are shared (see gamelog)
        g.extra_turns = list(self.extra_turns)
        g.turn_flags = {k: (set(v) if isinstance(v, set) else dict(v) if isinstance(v, dict) else v)
                        for k, v in self.turn_flags.items()}
        g.attacked_last_turn = {k: set(v) for k, v in self.attacked_last_turn.items()}
        g.last_turn_deeds = dict(self.last_turn_deeds)
        g.answers = []
        g.answer_pos = 0
        # still valid: identical state.  A copy of the table, because chars() adds entries to
        # it lazily, and an entry a clone computes after changing something must not leak back.
        g._chars = dict(self._chars) if self._chars is not None else None
        return g

    def state_key(self) -> tuple:
        """Everything that makes up the position, for equality checks and hashing."""
        objs = tuple(sorted((k, tuple(_slot_values(o))) for k, o in self.objects.items()))
        return (tuple(sorted(self.rules.items())), self.rng.state, objs,
                tuple(tuple(_slot_values(p)) for p in self.players), tuple(self.battlefield),
                tuple(tuple(_slot_values(s)) for s in self.stack), self.turn, self.active, self.step,
                self.priority, self.passes, self.next_id, self.next_ts, tuple(map(id, self.effects)) and
                tuple(repr(e) for e in self.effects), tuple(repr(s) for s in self.shields),
                tuple(repr(d) for d in self.delayed), tuple(repr(t) for t in self.pending_triggers),
                None if self.combat is None else self.combat.key(), len(self.log_entries), tuple(self.extra_turns),
                self.normal_turn_of, self.over,
                self.winner, repr(sorted(((k, _freeze(v)) for k, v in self.turn_flags.items()), key=lambda kv: kv[0])),
                repr(self.pending), None if self.main is None else self.main.state_key())

    def same_as(self, other: "GameState") -> bool:
        return self.state_key() == other.state_key()

    def state_hash(self) -> str:
        import hashlib
        return hashlib.sha256(repr(self.state_key()).encode()).hexdigest()[:16]

    def position_digest(self) -> str:
        """A hash of what the position is (turn, step, players, zones by card name, permanents,
        stack, random stream), independent of how the engine stores it: what replays and
        bug reports record, so that they still check after the internal representation
        changes (game.engine.digest).  `state_hash` is for equality within one program run."""
        from .digest import position_digest
        return position_digest(self)

    # --- objects and zones ------------------------------------------------------------
    def obj(self, oid: int) -> GameObject:
        return self.objects[oid]

    def player(self, p: int) -> Player:
        return self.players[p]

    @staticmethod
    def opponent(p: int) -> int:
        return 1 - p

    def new_object(self, card: CardDef, owner: int, zone: str, *, token: bool = False) -> GameObject:
        oid = self.next_id
        self.next_id += 1
        o = GameObject(oid, card, owner, owner, zone, token=token, timestamp=self.new_timestamp())
        self.objects[oid] = o
        self._zone_list(o, zone).append(oid)
        self.invalidate()
        return o

    def new_timestamp(self) -> int:
        ts = self.next_ts
        self.next_ts += 1
        return ts

    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def _zone_list(self, o: GameObject, zone: str) -> list[int]:
        if zone == "battlefield":
            return self.battlefield
        if zone == "stack":
            return _STACK_SINK
        if zone == "none":
            return _STACK_SINK
        return self.players[o.owner].zone_list(zone)

    def set_owner(self, oid: int, owner: int) -> None:
        """A card changes owner for good (CR 108.3: Bronze Tablet, Tempest Efreet, Darkpact).  In a
        zone of its own player's (hand, library, graveyard, exile, ante) it moves to the same zone
        of its new owner, at the same place (CR 400.3); on the battlefield or the stack it stays
        where it is, controlled as before."""
        o = self.objects[oid]
        if o.owner == owner:
            return
        if o.zone in PLAYER_ZONES:
            old = self.players[o.owner].zone_list(o.zone)
            index = old.index(oid)
            old.remove(oid)
            new = self.players[owner].zone_list(o.zone)
            new.insert(min(index, len(new)), oid)
            o.controller = owner
        o.owner = owner
        self.invalidate()

    def move_raw(self, oid: int, to_zone: str, *, to_bottom: bool = False, controller: int | None = None,
                 index: int | None = None, lki: dict | None = None) -> GameObject:
        """Move a card between zones without any replacement effects (CR 400.7: a new object).
        A permanent leaving the battlefield leaves its last known information behind (`lki`, if
        the caller has taken it already) for abilities it is the source of (CR 113.7a)."""
        o = self.objects[oid]
        src = o.zone
        if src == "battlefield":
            if lki is None:
                from .events import lki_of
                lki = lki_of(self, oid)
            self.last_known[oid] = lki
        lst = self._zone_list(o, src)
        if lst is not _STACK_SINK and oid in lst:
            lst.remove(oid)
        if src == "battlefield":
            self._leave_battlefield(o)
        if src == "stack":
            self.stack = [s for s in self.stack if not (s.kind == "spell" and s.source == oid)]
        o.zone = to_zone
        o.zcc += 1
        o.commander_moved = o.is_commander and to_zone in ("graveyard", "exile")
        o.timestamp = self.new_timestamp()
        o.face = None
        if to_zone != "battlefield" or src != "battlefield":
            o.controller = o.owner if controller is None else controller
        dest = self._zone_list(o, to_zone)
        if dest is not _STACK_SINK:
            if to_zone == "library":
                if index is not None:
                    dest.insert(index, oid)
                elif to_bottom:
                    dest.append(oid)
                else:
                    dest.insert(0, oid)
            else:
                dest.append(oid)
        if to_zone == "battlefield":
            o.sick = True
            o.tapped = False
        if to_zone != "battlefield" and to_zone != "stack":
            o.face_down = False
        if src == "battlefield" and lki is not None:
            self._phase_in_waiting_on(oid, lki["zcc"])
        self.invalidate()
        return o

    def phase_out(self, oid: int, source: tuple[int, int], tap_on_return: bool) -> None:
        """The permanent phases out until the source (id, zcc) leaves the battlefield (CR 702.26):
        it is treated as though it doesn't exist -- it leaves the list of permanents, so nothing
        that looks at the battlefield sees it -- without leaving the battlefield (no zone change,
        CR 702.26d).  What is attached to it phases out with it (indirectly, CR 702.26h)."""
        group = [oid] + [a for a in self.battlefield if self.objects[a].attached_to == oid]
        for x in group:
            self.remove_from_combat(x)
            if x in self.battlefield:
                self.battlefield.remove(x)
            o = self.objects[x]
            o.phased_out = True
            o.phased_until = (source[0], source[1], tap_on_return and x == oid)
        self.invalidate()

    def _phase_in_waiting_on(self, source: int, source_zcc: int) -> None:
        """"... phases out until this enchantment leaves the battlefield": it left, so what waited
        on it phases in -- the same object, not a new one (CR 702.26d) -- tapped if so said."""
        for o in self.objects.values():
            if o.phased_out and o.phased_until is not None and o.phased_until[:2] == (source, source_zcc):
                tap_it = o.phased_until[2]
                o.phased_out = False
                o.phased_until = None
                self.battlefield.append(o.id)
                if tap_it:
                    o.tapped = True
                self.log(f"{self.name_of(o.id)} phases in" + (" tapped" if tap_it else ""), "702.26")

    def _leave_battlefield(self, o: GameObject) -> None:
        o.tapped = False
        o.damage = 0
        o.counters = NO_ENTRIES
        o.attached_to = None
        o.sick = False
        o.face_down = False
        o.copy_of = None
        o.copy_extra = ()
        o.chosen = NO_ENTRIES
        # a pending "exile it if it would die this turn" (Disintegrate) is forgotten by the new
        # object the card becomes (CR 400.7)
        o.regen_shields = 0
        o.cant_regenerate = False
        o.exile_if_dies = False
        o.deathtouch_hit = False
        # "attacked this turn" and "a loyalty ability was activated this turn" belong to the
        # object that did it; the new object the card becomes did neither (CR 400.7, 606.3)
        o.attacked_turn = -1
        o.loyalty_used_turn = -1
        o.damaged_by = NO_IDS
        o.phased_out = False
        o.phased_until = None
        o.control_seen = -1
        self.remove_from_combat(o.id)

    def remove_from_combat(self, oid: int) -> None:
        """The permanent stops being an attacking, blocking, blocked or unblocked creature (CR 506.4):
        it left the battlefield, regenerated, or stopped being a creature.  A creature it blocked
        stays blocked (CR 509.1h)."""
        c = self.combat
        if c is None:
            return
        c.attackers.pop(oid, None)
        c.blockers.pop(oid, None)
        c.blocked_by.pop(oid, None)
        for blockers in c.blocked_by.values():
            if oid in blockers:
                blockers.remove(oid)
        for attackers in c.blockers.values():
            if oid in attackers:
                attackers.remove(oid)
        for band in c.bands:
            if oid in band:
                band.remove(oid)

    def cards_in(self, p: int, zone: str) -> list[int]:
        return self.players[p].zone_list(zone)

    def permanents(self) -> list[GameObject]:
        return [self.objects[i] for i in self.battlefield if not self.objects[i].phased_out]

    def is_current(self, ref: Ref) -> bool:
        """Whether an object reference still names the same object (CR 400.7)."""
        if ref[0] == "player":
            return True
        if ref[0] == "ability":   # an activated ability on the stack: ("ability", source, item id)
            return any(s.id == ref[2] for s in self.stack)
        o = self.objects.get(ref[1])
        return o is not None and o.zcc == ref[2]

    # --- characteristics (cached, recomputed after any change) -------------------
    def invalidate(self) -> None:
        self._chars = None
        self._statics_index = None

    def invalidate_effects(self) -> None:
        """After a change only a continuous effect can see: a new step or turn, a permanent
        tapped or untapped, the end of combat.  Such a change reaches characteristics only
        through an effect's condition ("as long as it's your turn"), its set of affected objects
        ("attacking creatures", "tapped creatures") or its duration (CR 611.2b, 613).  A table
        computed with no continuous effect to apply is the objects' own values (printed, copied,
        face, counters, controller, CR 613.2) and stays right; dropping it at every step would
        recompute every permanent's characteristics at every step of every look-ahead line."""
        if self._chars_by_effects:
            self.invalidate()

    def chars(self, oid: int) -> "Characteristics":
        table = self._chars
        if table is not None:
            ch = table.get(oid)
            if ch is not None:
                return ch
        if self._chars is None:
            from .characteristics import compute_all, statics_index
            self._chars = compute_all(self)
            self._statics_index = statics_index(self, self._chars)
        if oid not in self._chars:
            # not on the battlefield or the stack: no continuous effect applies to it.  (While
            # compute_all is applying the layers, _chars is its partly computed table, so an
            # amount or condition evaluated inside a layer never recomputes the whole table.)
            from .characteristics import compute_one
            self._chars[oid] = compute_one(self, self.objects[oid])
        return self._chars[oid]

    def statics_index(self) -> dict[str, tuple[int, ...]]:
        """The permanents with a static ability of each key, in battlefield order: with the
        table of characteristics complete, the index made with it; while the table is being
        computed, one made from the table as it stands so far (and not kept)."""
        if self._chars is None and self.battlefield:
            self.chars(self.battlefield[0])   # computes the table, and the index with it
        if self._statics_index is not None:
            return self._statics_index
        from .characteristics import statics_index
        return statics_index(self, {oid: self.chars(oid) for oid in self.battlefield})

    def controller_of(self, oid: int) -> int:
        o = self.objects[oid]
        if o.zone == "battlefield":
            return self.chars(oid).controller
        if o.zone == "stack":
            for s in self.stack:
                if s.kind == "spell" and s.source == oid:
                    return s.controller
        return o.controller

    # --- log ------------------------------------------------------------------------------
    def log(self, text: str, rule: str = "", kind: str = "info", *data: Any) -> None:
        """A line of the log that no typed event tells (a `Note`)."""
        self.log_entries.append(LogEntry(text, rule, kind, self.turn, tuple(data), Note((text,), kind, tuple(data))))

    def tell(self, parts: tuple, rule: str = "", kind: str = "info", *data: Any, subject: int | None = None,
             verb: str = "") -> None:
        """A line of the log naming players (a `Note` whose parts are words and ("player", p) /
        ("player's", p)), so every reader can see it in their own words."""
        self.emit(Note(tuple(parts), kind, tuple(data), subject, verb), rule)

    def emit(self, event: GameEvent, rule: str = "") -> None:
        """Record that something happened: the typed event, worded for the log, with the rule
        that made it happen (the one event stream, see event_types)."""
        self.log_entries.append(LogEntry(event.describe(), rule, event.kind, self.turn, event.objects(), event))

    def name_of(self, ref_or_id: Any) -> str:
        if isinstance(ref_or_id, tuple):
            if ref_or_id[0] == "player":
                return PLAYER_NAMES[ref_or_id[1]]
            if ref_or_id[0] == "ability":
                return f"{self.name_of(ref_or_id[1])}'s ability"
            ref_or_id = ref_or_id[1]
        if isinstance(ref_or_id, int) and ref_or_id in self.objects:
            o = self.objects[ref_or_id]
            if o.face_down and o.zone == "battlefield":
                return "a face-down creature"
            if o.face_down and o.zone == "stack":
                return "a face-down spell"
            if o.face_down and o.zone == "exile":
                return "a face-down card"   # CR 406.3: nobody may look at it
            if o.zone in ("battlefield", "stack"):
                return self.chars(o.id).name
            return o.card.name
        return str(ref_or_id)


class _Sink(list):
    """Stand-in list for zones whose contents are tracked elsewhere (the stack)."""

    def append(self, item: Any) -> None:  # noqa: D401 - never stores anything
        return None


_STACK_SINK: list[int] = _Sink()


def _freeze(v: Any) -> Any:
    t = type(v)
    if t is dict:
        return tuple(sorted(v.items(), key=repr)) if v else ()
    if t is set:
        return tuple(sorted(v)) if v else ()
    if v is NO_ENTRIES or v is NO_IDS:   # the shared empty records of objects (game.engine.objects)
        return ()
    if t is CardDef:
        return v.name
    if v is None or t is int or t is str or t is tuple:
        return v
    if isinstance(v, set):
        return tuple(sorted(v))
    if isinstance(v, dict):
        return tuple(sorted(v.items(), key=repr))
    if isinstance(v, list):
        return tuple(v)
    if isinstance(v, CardDef):
        return v.name
    return v


# Fields whose declared type can only hold plain values (compared as they are); every
# other field goes through _freeze.  Precomputed per record class, because state_key is
# on the hot path of the fuzzer's and the AI's equality checks.
_PLAIN_TYPES = {"int", "bool", "str", "float", "ObjectId", "PlayerId", "int | None", "ObjectId | None",
                "PlayerId | None", "str | None", "bool | None"}
_SLOT_SPECS: dict[type, tuple[Any, tuple[int, ...]]] = {}


def _slot_spec(cls: type) -> tuple[Any, tuple[int, ...]]:
    from dataclasses import fields, is_dataclass
    from operator import attrgetter
    # a field derived from others (a loser's Termination, read from the same check as the
    # loss reason) stays out of the key, so positions hash as recorded replays expect
    unkeyed = getattr(cls, "UNKEYED", ())
    names = tuple(n for n in cls.__slots__ if n not in unkeyed)  # type: ignore[attr-defined]
    declared = {f.name: str(f.type) for f in fields(cls)} if is_dataclass(cls) else {}
    convert = tuple(i for i, n in enumerate(names) if declared.get(n) not in _PLAIN_TYPES)
    getter = attrgetter(*names) if len(names) > 1 else (lambda o, _n=names[0]: (getattr(o, _n),))
    _SLOT_SPECS[cls] = (getter, convert)
    return _SLOT_SPECS[cls]


def _slot_values(o: Any) -> Iterable[Any]:
    getter, convert = _SLOT_SPECS.get(type(o)) or _slot_spec(type(o))
    values = getter(o)
    if not convert:
        return values
    values = list(values)
    for i in convert:
        values[i] = _freeze(values[i])
    return values
