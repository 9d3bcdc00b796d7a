"""The autosaved duel: an unfinished duel written every turn (and after each of your
actions), resumed after the program was closed or killed.

The engine is deterministic: a game is its seed, its rules, its decks, who played first
and the list of actions taken.  So the save holds exactly that (the actions in their
round-tripping text form, `Action.to_text()`), and resuming rebuilds the game with
`build_game` and applies the actions again: the same hands, the same libraries in the same
order, the same state of the game's random number generator — no pickled objects.  The
save also keeps the match (and whether it belongs to the gauntlet), so resuming puts the
player back in the same match.  `autosave.json` is a versioned document written
atomically; every field is checked against `SAVED_DUEL` (seats, levels, the rules, the
decks and each action through the engine's parser) before the title menu offers it, and a
file that fails is moved aside with a message naming the field.
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..decks.decklist import Deck
from ..engine.decisions import action_from_text
from ..engine.errors import IllegalActionError
from ..engine.game import Game
from ..storage.files import CorruptFileError, move_aside, read_document, write_document
from ..storage.saved import ACTION, RULES, SEAT, SEED, TURN, level
from ..storage.schema import Float, Int, ListOf, Nullable, OneOf, Record, Str, Tuple, check
from .decks import DECK, deck_from_dict, deck_to_dict
from .match import MATCH
from .setup import build_game

log = logging.getLogger(__name__)

AUTOSAVE_FILE = "autosave.json"
AUTOSAVE_VERSION = 1


class ResumeError(Exception):
    """A saved duel that can't be rebuilt (the cards or the rules changed since)."""


@dataclass
class SavedDuel:
    seed: int
    rules: dict[str, Any]
    first_player: int
    decks: tuple[Deck, Deck]
    level: str = "apprentice"
    names: tuple[str, str] = ("You", "Opponent")
    human: int = 0
    actions: list[tuple[int, str]] = field(default_factory=list)
    turn: int = 1
    mode: str = "single"                 # "single", "commander", "gauntlet" or "limited"
    match: dict[str, Any] | None = None  # Match.to_dict() (results of the earlier games)
    chooser: int | None = None           # who chose the first player of this game
    saved_at: str = ""
    # what the actions can't tell: the time played before this save, when the duel began (its
    # replay's date), and which of the actions were passes the table made for the player (the
    # review doesn't weigh them; practice undo doesn't stop at them)
    elapsed: float = 0.0
    started: str = ""
    automatic: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"seed": self.seed, "rules": self.rules, "first_player": self.first_player,
                "decks": [deck_to_dict(d) for d in self.decks], "level": self.level, "names": list(self.names),
                "human": self.human, "actions": [[p, a] for p, a in self.actions], "turn": self.turn,
                "mode": self.mode, "match": self.match, "chooser": self.chooser,
                "saved_at": self.saved_at or time.strftime("%Y-%m-%d %H:%M"), "elapsed": round(self.elapsed, 1),
                "started": self.started, "automatic": list(self.automatic)}

    @classmethod
    def from_dict(cls, d: Any) -> "SavedDuel":
        """The saved duel of a dict (checked against `SAVED_DUEL`: `Invalid` names what is wrong)."""
        d = check(SAVED_DUEL, d)
        decks = [deck_from_dict(x) for x in d["decks"]]
        return cls(d["seed"], d["rules"], d["first_player"], (decks[0], decks[1]), d["level"],
                   (d["names"][0], d["names"][1]), d["human"], [(p, a) for p, a in d["actions"]], d["turn"],
                   d["mode"], d["match"], d["chooser"], d["saved_at"], d["elapsed"], d["started"],
                   [i for i in d["automatic"] if i < len(d["actions"])])

    def summary(self) -> str:
        """"Turn 5 · Serra's Host vs Wurm Fire" for the title menu."""
        return f"Turn {self.turn} · {self.decks[self.human].name} vs {self.decks[1 - self.human].name}"


# what autosave.json may hold (game.storage.schema)
SAVED_DUEL = Record({"seed": SEED, "first_player": SEAT, "decks": ListOf(DECK, 2, 2)},
                    optional={"rules": ({}, RULES), "level": ("apprentice", level()),
                              "names": (["You", "Opponent"], ListOf(Str(60), 2, 2)), "human": (0, SEAT),
                              "actions": ([], ListOf(Tuple(SEAT, ACTION), 0, 500_000)), "turn": (1, TURN),
                              "mode": ("single", OneOf("single", "commander", "gauntlet", "limited")),
                              "match": (None, Nullable(MATCH)), "chooser": (None, Nullable(SEAT)),
                              "saved_at": ("", Str(40)), "elapsed": (0.0, Float(0.0, 1e9)),
                              "started": ("", Str(40)), "automatic": ([], ListOf(Int(0, 10**7), 0, 500_000))})


def autosave_path() -> Path:
    from ..storage.settings import data_dir
    return data_dir() / AUTOSAVE_FILE


def save_autosave(saved: SavedDuel, path: Path | None = None) -> Path:
    saved.saved_at = time.strftime("%Y-%m-%d %H:%M")
    return write_document(path or autosave_path(), "duel", AUTOSAVE_VERSION, saved.to_dict())


def load_autosave(path: Path | None = None) -> SavedDuel | None:
    """The autosaved duel, or None (no file; an unreadable one is moved aside with a message)."""
    path = path or autosave_path()
    try:
        data = read_document(path, "duel", AUTOSAVE_VERSION, SAVED_DUEL)
    except CorruptFileError:
        return None
    return None if data is None else SavedDuel.from_dict(data)


def clear_autosave(path: Path | None = None) -> None:
    (path or autosave_path()).unlink(missing_ok=True)


def rebuild_game(saved: SavedDuel, pool: Any = None) -> Game:
    """The saved duel's game, exactly where it was: built from its seed and decks, then every
    saved action applied again in order."""
    try:
        g = build_game(saved.decks, saved.seed, pool, dict(saved.rules), first_player=saved.first_player)
    except KeyError as e:
        raise ResumeError(f"a card of the saved decks is no longer known: {e}") from e
    except Exception as e:          # a damaged file never crashes Resume
        log.exception("the saved duel can't be set up again")
        raise ResumeError(f"the saved duel can't be set up again: {e}") from e
    for i, (_, text) in enumerate(saved.actions):
        try:
            g.apply(action_from_text(text, g.pending.decision if g.pending is not None else None))
        except IllegalActionError as e:
            raise ResumeError(f"action {i + 1} of the saved duel ({text}) can't be replayed: {e}") from e
        except Exception as e:      # whatever a damaged file holds, Resume refuses it and never crashes
            log.exception("action %d of the saved duel (%s) failed", i + 1, text)
            raise ResumeError(f"action {i + 1} of the saved duel ({text}) can't be replayed: {e}") from e
    return g


def resume_failed(path: Path | None, reason: str) -> None:
    """Move an autosave that can't be rebuilt out of the way, with the reason."""
    path = path or autosave_path()
    if path.exists():
        move_aside(path, reason)
