"""The computer player's turn to choose, off the table's thread.

The table never waits for the computer: `AIJob` asks the AI for its action on a clone of
the game, in a thread (or at once when `threaded` is off, as tests and benchmarks run it);
the table applies the answer on its own thread once it is ready and still current.  A
computer player that fails is logged and reported, never fatal: the table falls back to a
plain legal action.
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Any

from ..engine.decisions import Action
from ..engine.game import Game

log = logging.getLogger(__name__)


class AIJob:
    """The computer player choosing its action on a clone of the game, in a thread."""

    def __init__(self, ai: Any, game: Game, version: int, threaded: bool = True) -> None:
        self.ai = ai
        self.game = game
        self.version = version
        self.action: Action | None = None
        self.reason = ""
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        self.done = False
        if threaded:
            self.thread: threading.Thread | None = threading.Thread(target=self._run, name="ai-think", daemon=True)
            self.thread.start()
        else:
            self.thread = None
            self._run()

    def _run(self) -> None:
        try:
            self.action = self.ai.choose_action(self.game)
            self.reason = getattr(self.ai, "reason", "") or ""
        except Exception as e:   # the table survives a failing AI: it is logged, told and falls back
            log.exception("the computer player failed choosing an action (turn %s, %s)", self.game.turn,
                          self.game.pending.decision.kind if self.game.pending is not None else "no decision")
            self.error = e
        finally:
            self.done = True
