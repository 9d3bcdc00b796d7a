"""The end of a game, recorded the moment it happens.

Whatever the player does next — Continue, Main Menu, or closing the window on the
end-of-duel screen — the finished game already counts: its result is in the match, a
gauntlet's record is saved to `gauntlet.json`, and the autosave (which held the duel one
action before its end) is cleared, so the next start never offers to resume a finished
duel.  The replay is kept by the table at the same moment (game.replay).
"""
from __future__ import annotations

from pathlib import Path

from ..engine.game import Game
from .gauntlet import Gauntlet, save_gauntlet
from .match import OPPONENT, GameResult, Match
from .saves import clear_autosave


def record_game_end(match: Match, g: Game, chooser: int | None, gauntlet: Gauntlet | None = None,
                    autosave: Path | None = None) -> GameResult:
    """Record a finished game at once: the match's result; in a gauntlet, the match's record
    (or the match so far) saved; then the autosave cleared.  A failed gauntlet write raises
    OSError and keeps the autosave, so the duel's end can still be reached again."""
    result = match.record(g, chooser)
    if gauntlet is not None:
        if match.over:
            gauntlet.record_match(match)
        else:
            gauntlet.current = match
        save_gauntlet(gauntlet)
    clear_autosave(autosave)
    return result


def take_back_game_end(match: Match) -> None:
    """Practice rewind from the end of a single duel (never in a gauntlet): the game is no
    longer over, so its result no longer counts."""
    if match.results:
        match.results.pop()
        match.opponent_deck = match.sideboarded(OPPONENT)   # the computer's swaps against that game are undone
