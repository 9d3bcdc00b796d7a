"""What happened in a game, as typed values: one stream of events.

Every change worth telling a player about is recorded as one of the frozen values below, in
the game's log (`LogEntry.event`), in the order it happened; `Game.apply` returns the events
an action caused.  The log's words are made from the event (`describe`), with the names as
they were when it happened, and the rule that made it happen stays on the log entry.  A
client builds its own sentences, animations and statistics from the fields — who, which
card, how much — never by reading the words.

`describe(names, you)` words an event for a reader: `names` are the players' names and `you`
the reader's seat ("You gain 3 life" instead of "p1 gains 3 life"); without them, the
engine's own log line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar
from .words import counted

Names = tuple[str, str]
ENGINE_NAMES: Names = ("p1", "p2")


def _who(p: int, names: Names, you: int | None, *, capital: bool = True) -> str:
    if p == you:
        return "You" if capital else "you"
    return names[p]


def _verb(p: int, you: int | None, third: str, second: str) -> str:
    return second if p == you else third


def _possessive(p: int, names: Names, you: int | None) -> str:
    return "your" if p == you else f"{names[p]}'s"


@dataclass(frozen=True, slots=True)
class GameEvent:
    """Something that happened.  `kind` names the sort for a quick test; `player` is the
    player who did it or whom it concerns most (None when nobody in particular)."""
    kind: ClassVar[str] = "info"
    by_player: ClassVar[bool] = False    # the player is the one who did it (the sentence's subject)

    @property
    def player(self) -> int | None:
        return None

    @property
    def actor(self) -> int | None:
        """The player who did it, when a player did it (drew, cast, attacked, gained life...)."""
        return self.player if self.by_player else None

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        raise NotImplementedError

    def objects(self) -> tuple[int, ...]:
        """The objects the event is about (for pointing at them on the table)."""
        return ()


Part = Any   # a piece of a Note's words: text, ("player", p), ("player's", p) or ("verb", p, "adds")


@dataclass(frozen=True, slots=True)
class Note(GameEvent):
    """Any other line of the log.  Its words are `parts`: text, and the players it names as
    ("player", p) or ("player's", p), so each reader sees "you" / "your" for themselves; a
    sentence whose subject is a player (`subject`) takes `verb` in the reader's person, and so
    does a ("verb", p, "adds") part after a player named mid-sentence."""
    parts: tuple[Part, ...]
    sort: str = "info"
    about: tuple[Any, ...] = ()
    subject: int | None = None
    verb: str = ""

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.sort

    @property
    def player(self) -> int | None:
        return self.subject

    @property
    def actor(self) -> int | None:
        return self.subject

    @property
    def text(self) -> str:
        return self.describe()

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        out = []
        if self.subject is not None:
            out.append(_who(self.subject, names, you))
            out.append(" " + (second_person(self.verb) if self.subject == you else self.verb))
        for part in self.parts:
            if isinstance(part, tuple):
                first = not out
                if part[0] == "verb":      # a verb whose subject is player part[1]
                    out.append(second_person(part[2]) if part[1] == you else part[2])
                    continue
                if part[0] == "player's":
                    word = ("Your" if first else "your") if part[1] == you else f"{names[part[1]]}'s"
                else:
                    word = _who(part[1], names, you, capital=first)
                out.append(word)
            else:
                out.append(part)
        return "".join(out)

    def objects(self) -> tuple[int, ...]:
        return tuple(x for x in self.about if isinstance(x, int) and not isinstance(x, bool))


def note(text: str, sort: str = "info", about: tuple[Any, ...] = ()) -> Note:
    """A Note of plain words (no player named)."""
    return Note((text,), sort, about)


_IRREGULAR = {"has": "have", "is": "are", "does": "do", "was": "were"}


def second_person(verb: str) -> str:
    """'draws' -> 'draw', 'has' -> 'have', 'passes' -> 'pass' (the engine writes the third person)."""
    head, _, tail = verb.partition(" ")
    if head in _IRREGULAR:
        head = _IRREGULAR[head]
    elif head.endswith(("sses", "shes", "ches", "xes", "zzes")):
        head = head[:-2]
    elif head.endswith("s") and not head.endswith("ss"):
        head = head[:-1]
    return head + (" " + tail if tail else "")


@dataclass(frozen=True, slots=True)
class TurnBegan(GameEvent):
    """CR 500.1"""
    kind: ClassVar[str] = "turn"
    turn: int
    active: int

    @property
    def player(self) -> int | None:
        return self.active

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"Turn {self.turn}: {_possessive(self.active, names, you)} turn"


@dataclass(frozen=True, slots=True)
class CardDrawn(GameEvent):
    """CR 121.1"""
    kind: ClassVar[str] = "draw"
    by_player: ClassVar[bool] = True
    drawer: int
    card: int
    opening: bool = False    # one of the opening hand's seven (CR 103.5)

    @property
    def player(self) -> int | None:
        return self.drawer

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"{_who(self.drawer, names, you)} {_verb(self.drawer, you, 'draws', 'draw')} a card"

    def objects(self) -> tuple[int, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class LandPlayed(GameEvent):
    """CR 305.1"""
    kind: ClassVar[str] = "play"
    by_player: ClassVar[bool] = True
    by: int
    card: int
    name: str

    @property
    def player(self) -> int | None:
        return self.by

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"{_who(self.by, names, you)} {_verb(self.by, you, 'plays', 'play')} {self.name}"

    def objects(self) -> tuple[int, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class SpellCast(GameEvent):
    """CR 601.2: `targets` are the refs chosen, `target_names` their names then."""
    kind: ClassVar[str] = "cast"
    by_player: ClassVar[bool] = True
    caster: int
    card: int
    name: str
    targets: tuple[Any, ...] = ()
    target_names: tuple[str, ...] = ()
    face_down: bool = False

    @property
    def player(self) -> int | None:
        return self.caster

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        who = f"{_who(self.caster, names, you)} {_verb(self.caster, you, 'casts', 'cast')}"
        if self.face_down:
            return f"{who} a face-down creature spell"
        return f"{who} {self.name}{_targeting(self.targets, self.target_names, names, you)}"

    def objects(self) -> tuple[int, ...]:
        return (self.card,)


def _targeting(targets: tuple, target_names: tuple[str, ...], names: Names, you: int | None) -> str:
    if not targets:
        return ""
    words = [(_who(t[1], names, you, capital=False) if isinstance(t, tuple) and t and t[0] == "player" else n)
             for t, n in zip(targets, target_names)]
    return " targeting " + ", ".join(words)


@dataclass(frozen=True, slots=True)
class AbilityActivated(GameEvent):
    """CR 602.2"""
    kind: ClassVar[str] = "activate"
    by_player: ClassVar[bool] = True
    by: int
    source: int
    name: str
    targets: tuple[Any, ...] = ()
    target_names: tuple[str, ...] = ()

    @property
    def player(self) -> int | None:
        return self.by

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return (f"{_who(self.by, names, you)} {_verb(self.by, you, 'activates', 'activate')} {self.name}'s ability"
                f"{_targeting(self.targets, self.target_names, names, you)}")

    def objects(self) -> tuple[int, ...]:
        return (self.source,)


@dataclass(frozen=True, slots=True)
class AbilityTriggered(GameEvent):
    """CR 603.3: a triggered ability is put on the stack."""
    kind: ClassVar[str] = "trigger"
    controller: int
    source: int
    name: str

    @property
    def player(self) -> int | None:
        return self.controller

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"{self.name}'s triggered ability goes on the stack"

    def objects(self) -> tuple[int, ...]:
        return (self.source,)


@dataclass(frozen=True, slots=True)
class Resolved(GameEvent):
    """CR 608.2"""
    kind: ClassVar[str] = "resolve"
    source: int
    name: str
    spell: bool

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"{self.name} resolves" if self.spell else f"{self.name}'s ability resolves"

    def objects(self) -> tuple[int, ...]:
        return (self.source,)


@dataclass(frozen=True, slots=True)
class EnteredBattlefield(GameEvent):
    """CR 110.2"""
    kind: ClassVar[str] = "enters"
    card: int
    name: str
    controller: int
    attached_to: str = ""

    @property
    def player(self) -> int | None:
        return self.controller

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        where = f" attached to {self.attached_to}" if self.attached_to else ""
        return (f"{self.name or 'A face-down creature'} enters the battlefield under "
                f"{_possessive(self.controller, names, you)} control{where}")

    def objects(self) -> tuple[int, ...]:
        return (self.card,)


_LEAVES = {"graveyard": "is put into its owner's graveyard", "exile": "is exiled",
           "hand": "returns to its owner's hand", "library": "is put into its owner's library",
           "command": "goes to the command zone"}


@dataclass(frozen=True, slots=True)
class ZoneChanged(GameEvent):
    """CR 400.7: a permanent left the battlefield (or a card moved between zones)."""
    kind: ClassVar[str] = "zone"
    card: int
    name: str
    owner: int
    from_zone: str
    to_zone: str
    cause: str = ""

    @property
    def player(self) -> int | None:
        return self.owner

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        text = _LEAVES.get(self.to_zone, f"moves to {self.to_zone}")
        if self.from_zone != "battlefield" and self.to_zone == "command":
            text = "goes to the command zone"
        return f"{self.name} {text}" + (f" — {self.cause}" if self.cause else "")

    def objects(self) -> tuple[int, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class Countered(GameEvent):
    """CR 701.6"""
    kind: ClassVar[str] = "counter"
    source: int
    name: str
    why: str

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"{self.name} is countered — {self.why}"

    def objects(self) -> tuple[int, ...]:
        return (self.source,)


@dataclass(frozen=True, slots=True)
class DamageDealt(GameEvent):
    """CR 120.3: `target` is ("player", p) or ("obj", id, zcc); `life` the player's life after,
    `loyalty` true when a planeswalker's loyalty was removed (CR 120.3c)."""
    kind: ClassVar[str] = "damage"
    source: int | None
    source_name: str
    target: tuple
    target_name: str
    amount: int
    combat: bool = False
    life: int | None = None
    loyalty: bool = False

    @property
    def player(self) -> int | None:
        return self.target[1] if self.target[0] == "player" else None

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        if self.target[0] == "player":
            return (f"{self.source_name} deals {self.amount} damage to "
                    f"{_who(self.target[1], names, you, capital=False)} (life {self.life})")
        tail = ", removing loyalty" if self.loyalty else ""
        return f"{self.source_name} deals {self.amount} damage to {self.target_name}{tail}"

    def objects(self) -> tuple[int, ...]:
        return ((self.source,) if self.source is not None else ()) + \
            ((self.target[1],) if self.target[0] == "obj" else ())


@dataclass(frozen=True, slots=True)
class LifeChanged(GameEvent):
    """CR 119.3 (life lost or gained other than by damage; lifelink CR 702.15b): `amount` is
    signed, `life` the total after."""
    kind: ClassVar[str] = "life"
    by_player: ClassVar[bool] = True
    who: int
    amount: int
    life: int

    @property
    def player(self) -> int | None:
        return self.who

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        verb = _verb(self.who, you, "gains", "gain") if self.amount > 0 else _verb(self.who, you, "loses", "lose")
        return f"{_who(self.who, names, you)} {verb} {abs(self.amount)} life (life {self.life})"


@dataclass(frozen=True, slots=True)
class CountersChanged(GameEvent):
    """CR 122.1: `amount` counters of `counter` put on (negative: removed)."""
    kind: ClassVar[str] = "counters"
    card: int
    name: str
    counter: str
    amount: int

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        n = abs(self.amount)
        if self.amount < 0:
            return f"{counted(n, self.counter + ' counter')} removed from {self.name}"
        return f"{self.name} gets {counted(n, self.counter + ' counter')}"

    def objects(self) -> tuple[int, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class AttackersDeclared(GameEvent):
    """CR 508.1"""
    kind: ClassVar[str] = "attack"
    by_player: ClassVar[bool] = True
    attacker_player: int
    attackers: tuple[int, ...]
    names: tuple[str, ...]

    @property
    def player(self) -> int | None:
        return self.attacker_player

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        p = self.attacker_player
        return f"{_who(p, names, you)} {_verb(p, you, 'attacks', 'attack')} with {', '.join(self.names)}"

    def objects(self) -> tuple[int, ...]:
        return self.attackers


@dataclass(frozen=True, slots=True)
class BlockersDeclared(GameEvent):
    """CR 509.1: (blocker, attacker) pairs with their names."""
    kind: ClassVar[str] = "block"
    defender: int
    blocks: tuple[tuple[int, int], ...]
    names: tuple[tuple[str, str], ...]

    @property
    def player(self) -> int | None:
        return self.defender

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return "; ".join(f"{b} blocks {a}" for b, a in self.names)

    def objects(self) -> tuple[int, ...]:
        return tuple(x for pair in self.blocks for x in pair)


@dataclass(frozen=True, slots=True)
class MulliganTaken(GameEvent):
    """CR 103.5"""
    kind: ClassVar[str] = "mulligan"
    by_player: ClassVar[bool] = True
    who: int

    @property
    def player(self) -> int | None:
        return self.who

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"{_who(self.who, names, you)} {_verb(self.who, you, 'takes', 'take')} a mulligan"


@dataclass(frozen=True, slots=True)
class HandRevealed(GameEvent):
    """CR 701.16a: a player reveals their hand; `cards` and `names` are what it showed."""
    kind: ClassVar[str] = "reveal"
    by_player: ClassVar[bool] = True
    who: int
    cards: tuple[int, ...]
    names: tuple[str, ...]

    @property
    def player(self) -> int | None:
        return self.who

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return (f"{_who(self.who, names, you)} {_verb(self.who, you, 'reveals', 'reveal')} "
                f"{_possessive(self.who, names, you) if self.who == you else 'their'} hand: "
                f"{', '.join(self.names) or 'no cards'}")

    def objects(self) -> tuple[int, ...]:
        return self.cards


@dataclass(frozen=True, slots=True)
class PlayerLost(GameEvent):
    """CR 104.3, 704.5a-c"""
    kind: ClassVar[str] = "lose"
    by_player: ClassVar[bool] = True
    who: int
    reason: str

    @property
    def player(self) -> int | None:
        return self.who

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return f"{_who(self.who, names, you)} {_verb(self.who, you, 'loses', 'lose')} the game — {self.reason}"


@dataclass(frozen=True, slots=True)
class GameEnded(GameEvent):
    """CR 104.2a, 104.4: the game is over; `winner` None for a draw."""
    kind: ClassVar[str] = "end"
    by_player: ClassVar[bool] = True
    winner: int | None
    reason: str = ""

    @property
    def player(self) -> int | None:
        return self.winner

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        if self.winner is None:
            return f"The game is a draw{' — ' + self.reason if self.reason else ''}"
        return f"{_who(self.winner, names, you)} {_verb(self.winner, you, 'wins', 'win')} the game"


@dataclass(frozen=True, slots=True)
class SubgameBegan(GameEvent):
    """CR 728.2: a subgame begins, the players' libraries their decks; `first` plays first."""
    kind: ClassVar[str] = "subgame"
    source: str
    first: int

    @property
    def player(self) -> int | None:
        return self.first

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        return (f"A subgame of {self.source} begins, the libraries as decks; "
                f"{_who(self.first, names, you, capital=False)} {_verb(self.first, you, 'plays', 'play')} first")


@dataclass(frozen=True, slots=True)
class SubgameEnded(GameEvent):
    """CR 728.5: the subgame is over (`winner` None: nobody won it) and the main game resumes."""
    kind: ClassVar[str] = "subgame"
    source: str
    winner: int | None
    reason: str = ""

    @property
    def player(self) -> int | None:
        return self.winner

    def describe(self, names: Names = ENGINE_NAMES, you: int | None = None) -> str:
        if self.winner is None:
            return f"The subgame of {self.source} is a draw — nobody wins it"
        return (f"{_who(self.winner, names, you)} {_verb(self.winner, you, 'wins', 'win')} the subgame of "
                f"{self.source}")
