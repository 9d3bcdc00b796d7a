"""Computer players.  Every player answers `choose_action(game) -> Action` for the game's
pending decision; `make_player(level, seed)` builds one by level name (the levels of the
scenario format's `ai:` key)."""
from __future__ import annotations

from .player import LEVELS, NO_TIME_CAP, AIPlayer
from .random_player import RandomPlayer

__all__ = ["AIPlayer", "LEVELS", "LEVEL_NAMES", "NO_TIME_CAP", "RandomPlayer", "make_player"]


LEVEL_NAMES = ("random", "apprentice", "magician", "sorcerer", "wizard")


def make_player(level: str, seed: int = 0, *, time_cap: float | None = None) -> "RandomPlayer | AIPlayer":
    """The computer player for a level name: random, apprentice, magician, sorcerer or wizard
    (`time_cap`: see AIPlayer)."""
    level = str(level).lower()
    if level == "random":
        return RandomPlayer(seed)
    if level in LEVELS:
        return AIPlayer(level, seed, time_cap=time_cap)
    raise ValueError(f"unknown level {level!r} (random, apprentice, magician, sorcerer or wizard)")
