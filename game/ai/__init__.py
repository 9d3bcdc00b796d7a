"""Computer players.  Every player answers `choose_action(game) -> Action` for the game's
pending decision; `make_player(level, seed)` builds one by level name (the levels of the
scenario format's `ai:` key)."""
from __future__ import annotations

from .random_player import RandomPlayer

__all__ = ["RandomPlayer", "make_player"]


def make_player(level: str, seed: int = 0) -> RandomPlayer:
    """The computer player for a level name; only `random` exists so far."""
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"unknown level {level!r}")
