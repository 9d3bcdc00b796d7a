"""The gauntlet: one match against each computer deck in turn, until you lose a match.

Gauntlet Options (as in the 1997 game): Match Size (best of three, or a single duel, which
is harder), Enemy Level, and Ante (harder again).  The Difficulty of the next match comes
from those options and the opponent deck's own difficulty rating, and is shown before each
match.  Opponents come in order of their decks' difficulty.  Progress is saved after every
game in `gauntlet.json` (a versioned document in the user data directory), so a gauntlet
is played across sessions.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..decks.decklist import Deck
from ..storage.files import CorruptFileError, read_document, write_document
from ..storage.saved import FORMAT, SEED, level
from ..storage.schema import Bool, Int, ListOf, Nullable, OneOf, Record, Str, Tuple, check
from .decks import DECK, deck_from_dict, deck_to_dict
from .match import MATCH, Match

GAUNTLET_FILE = "gauntlet.json"
GAUNTLET_VERSION = 1
LEVEL_POINTS = {"random": 0, "apprentice": 1, "magician": 2, "sorcerer": 3, "wizard": 4}
LEVEL_ORDER = ("apprentice", "magician", "sorcerer", "wizard")


@dataclass
class GauntletOptions:
    best_of: int = 3               # 3: best of three; 1: a single duel decides each match
    level: str = "apprentice"
    ante: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"best_of": self.best_of, "level": self.level, "ante": self.ante}

    @classmethod
    def from_dict(cls, d: Any) -> "GauntletOptions":
        d = check(OPTIONS, d)
        return cls(d["best_of"], d["level"], d["ante"])


def difficulty(level: str, best_of: int, ante: bool, deck_difficulty: int = 2) -> int:
    """The Difficulty of a match, 1 (gentle) to 10 (brutal): the enemy level counts most,
    then the opponent deck; a single duel and playing for ante each add to it."""
    d = 2 * LEVEL_POINTS.get(level, 1) - 1                  # 1, 3, 5, 7
    d += max(0, min(4, deck_difficulty or 2) - 2)           # decks rated 1-4: 0, 0, +1, +2
    d += 1 if best_of == 1 else 0
    d += 1 if ante else 0
    return max(1, min(10, d))


def difficulty_label(d: int) -> str:
    return "Gentle" if d <= 2 else "Fair" if d <= 4 else "Hard" if d <= 6 else "Fierce" if d <= 8 else "Brutal"


@dataclass
class MatchRecord:
    opponent: str
    won: bool | None = None        # None: not played to the end yet
    score: tuple[int, int] = (0, 0)
    games: int = 0
    ante_won: list[str] = field(default_factory=list)
    ante_lost: list[str] = field(default_factory=list)
    difficulty: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"opponent": self.opponent, "won": self.won, "score": list(self.score), "games": self.games,
                "ante_won": self.ante_won, "ante_lost": self.ante_lost, "difficulty": self.difficulty}

    @classmethod
    def from_dict(cls, d: Any) -> "MatchRecord":
        d = check(RECORD, d)
        return cls(d["opponent"], d["won"], (d["score"][0], d["score"][1]), d["games"], d["ante_won"], d["ante_lost"],
                   d["difficulty"])


class Gauntlet:
    """A gauntlet run: the player's deck, the opponents in order, the finished matches."""

    def __init__(self, player_deck: Deck, opponents: list[Deck], options: GauntletOptions, seed: int = 0,
                 fmt: str = "normal") -> None:
        self.player_deck = player_deck
        self.opponents = opponents
        self.options = options
        self.seed = seed
        self.fmt = fmt
        self.records: list[MatchRecord] = []
        self.current: Match | None = None          # the match being played (between its games)
        self.started = time.strftime("%Y-%m-%d %H:%M")

    @classmethod
    def new(cls, player_deck: Deck, opponent_decks: list[Deck], options: GauntletOptions, seed: int = 0,
            fmt: str = "normal") -> "Gauntlet":
        """Opponents in order of their decks' difficulty (then name); not your own deck."""
        opps = [d for d in opponent_decks if d.name != player_deck.name] or list(opponent_decks)
        opps.sort(key=lambda d: (d.difficulty or 2, d.name))
        return cls(player_deck, opps, options, seed, fmt)

    # --- progress -------------------------------------------------------------------------------------
    @property
    def index(self) -> int:
        """The number of matches finished."""
        return len(self.records)

    @property
    def status(self) -> str:
        """"active", "won" (every opponent beaten) or "lost"."""
        if any(r.won is False for r in self.records):
            return "lost"
        if self.index >= len(self.opponents):
            return "won"
        return "active"

    @property
    def next_opponent(self) -> Deck | None:
        return self.opponents[self.index] if self.status == "active" else None

    def difficulty_of(self, deck: Deck | None) -> int:
        o = self.options
        return difficulty(o.level, o.best_of, o.ante, deck.difficulty if deck else 2)

    def match_seed(self) -> int:
        return (self.seed * 31 + self.index * 1009 + 17) % 2_147_483_647

    def record_match(self, match: Match) -> MatchRecord:
        opp = match.config.opponent_deck
        rec = MatchRecord(opp.name, match.winner == 0, match.wins, len(match.results), match.ante_won,
                          match.ante_lost, self.difficulty_of(opp))
        self.records.append(rec)
        self.current = None
        return rec

    @property
    def ante_won(self) -> list[str]:
        return [c for r in self.records for c in r.ante_won]

    @property
    def ante_lost(self) -> list[str]:
        return [c for r in self.records for c in r.ante_lost]

    @property
    def games(self) -> tuple[int, int]:
        return (sum(r.score[0] for r in self.records), sum(r.score[1] for r in self.records))

    # --- saving -------------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"player_deck": deck_to_dict(self.player_deck), "opponents": [deck_to_dict(d) for d in self.opponents],
                "options": self.options.to_dict(), "seed": self.seed, "fmt": self.fmt,
                "records": [r.to_dict() for r in self.records], "started": self.started,
                "current": self.current.to_dict() if self.current is not None else None}

    @classmethod
    def from_dict(cls, d: Any) -> "Gauntlet":
        """The gauntlet of a saved dict (checked against `GAUNTLET`: `Invalid` names what is wrong)."""
        d = check(GAUNTLET, d)
        g = cls(deck_from_dict(d["player_deck"]), [deck_from_dict(x) for x in d["opponents"]],
                GauntletOptions.from_dict(d["options"]), d["seed"], d["fmt"])
        g.records = [MatchRecord.from_dict(r) for r in d["records"]]
        g.started = d["started"] or g.started
        if d["current"]:
            g.current = Match.from_dict(d["current"])
        return g


# what gauntlet.json may hold (game.storage.schema)
_CARDS = ListOf(Str(200), 0, 100)
OPTIONS = Record({}, optional={"best_of": (3, OneOf(1, 3)), "level": ("apprentice", level()),
                               "ante": (False, Bool())})
RECORD = Record({"opponent": Str(200)},
                optional={"won": (None, Nullable(Bool())), "score": ([0, 0], Tuple(Int(0, 10), Int(0, 10))),
                          "games": (0, Int(0, 10)), "ante_won": ([], _CARDS), "ante_lost": ([], _CARDS),
                          "difficulty": (0, Int(0, 10))})
GAUNTLET = Record({"player_deck": DECK, "opponents": ListOf(DECK, 1, 100)},
                  optional={"options": ({}, OPTIONS), "seed": (0, SEED), "fmt": ("normal", FORMAT),
                            "records": ([], ListOf(RECORD, 0, 100)), "started": ("", Str(40)),
                            "current": (None, Nullable(MATCH))})


def gauntlet_path() -> Path:
    from ..storage.settings import data_dir
    return data_dir() / GAUNTLET_FILE


def save_gauntlet(g: Gauntlet, path: Path | None = None) -> Path:
    return write_document(path or gauntlet_path(), "gauntlet", GAUNTLET_VERSION, g.to_dict())


def load_gauntlet(path: Path | None = None) -> Gauntlet | None:
    """The saved gauntlet, or None (no file; an unreadable file is moved aside with a message)."""
    path = path or gauntlet_path()
    try:
        data = read_document(path, "gauntlet", GAUNTLET_VERSION, GAUNTLET)
    except CorruptFileError:
        return None
    return None if data is None else Gauntlet.from_dict(data)


def clear_gauntlet(path: Path | None = None) -> None:
    (path or gauntlet_path()).unlink(missing_ok=True)
