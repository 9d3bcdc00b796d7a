"""The simplest computer player: every decision is a uniform pick among the legal actions.

It owns its random stream (a `GameRng` seeded once), separate from the game's, so that
asking it for a move never disturbs the game's shuffles and the same seeds always give
the same game.  It is the opponent of the self-play fuzzer (tools/fuzz.py) and the
`random` level of the scenario format's `ai:` key.
"""
from __future__ import annotations

from typing import Any

from ..engine.decisions import Action
from ..engine.rng import GameRng


class RandomPlayer:
    """Picks uniformly among `game.legal_actions()` with its own seeded RNG."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = GameRng(seed)
        self.clock_cuts = 0   # it never thinks, so no clock ever cuts it short

    def choose_action(self, game: Any) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("no legal action: the game is over or nothing is pending")
        return actions[self.rng.randbelow(len(actions))]

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed})"
