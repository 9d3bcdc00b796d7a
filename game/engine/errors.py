"""The engine's small exception family.

`IllegalActionError` is what a caller sees when it submits a decision the rules do not
allow; the game is left exactly as it was.  `NeedChoice` is internal: a rules process
raises it when it reaches a choice that has not been answered yet, and the game turns it
into a pending decision (see `game.engine.game`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .decisions import Decision


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalActionError(EngineError):
    """A submitted decision is not legal; the message says why."""


class GameSetupError(EngineError):
    """A position could not be set up (unknown card, bad zone, ...)."""


class NeedChoice(Exception):
    """Raised inside a rules process when an unanswered choice is reached."""

    def __init__(self, decision: "Decision") -> None:
        super().__init__(decision.prompt)
        self.decision = decision
