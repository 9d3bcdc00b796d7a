"""Practice undo: the positions before the player's own decisions, to go back to.

With the Practice option on, a single duel keeps the position before each decision of the
player's (never inside an announcement: its start is kept, CR 601.2 — a spell is taken
back whole) together with what the table showed then.  Ctrl+Z goes back one decision, or
to the player's first decision of the previous turn; the game's hands, libraries and random
stream are exactly as they were, since the whole game is kept (`Game.clone`).  A resumed
duel rebuilds these positions by playing its saved actions again.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from ..engine.game import Game
from ..engine.subgame import turn_path


@dataclass(frozen=True)
class KeptPosition:
    """One position to go back to: the game, its turn, and the table's own marks of it.  `path`
    is the turn of each game from the main game in (a subgame's turns count from 1 again)."""
    game: Game
    turn: int
    table: dict[str, Any]
    path: tuple[int, ...] = ()


class PracticeUndo:
    """The positions kept, oldest first."""

    def __init__(self) -> None:
        self._kept: list[KeptPosition] = []

    def __len__(self) -> int:
        return len(self._kept)

    def __iter__(self) -> Iterator[KeptPosition]:
        return iter(self._kept)

    def keep(self, g: Game, table: dict[str, Any]) -> KeptPosition | None:
        """Keep the position before a decision of the player's (None when there is nothing to
        keep: no decision, or one inside an announcement whose start is already kept)."""
        pend = g.pending
        if pend is None or (pend.cancellable and pend.base is not None):
            return None
        kept = KeptPosition(g.clone(), g.turn, table, turn_path(g))
        self._kept.append(kept)
        return kept

    def forget(self, kept: KeptPosition | None) -> None:
        """The decision was refused: its position isn't one to go back to."""
        if kept is not None and self._kept and self._kept[-1] is kept:
            self._kept.pop()

    def back(self, to_previous_turn: bool, turn: int | tuple[int, ...]) -> KeptPosition | None:
        """Take the position to go back to (and forget the ones after it): the last one, or
        with `to_previous_turn` the first one kept in turn `turn - 1` or earlier.  `turn` may be
        a `turn_path`: in a subgame, the previous turn is the subgame's."""
        if not self._kept:
            return None
        now = turn if isinstance(turn, tuple) else (turn,)
        previous = now[:-1] + (now[-1] - 1,)
        kept = self._kept.pop()
        if to_previous_turn:
            while self._kept and (self._kept[-1].path or (self._kept[-1].turn,)) >= previous:
                kept = self._kept.pop()
        return kept
