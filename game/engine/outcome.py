"""How a game ended: the kind of termination and the winner (CR 104).

A game ends when a player loses (CR 104.3: life, poison, drawing from an empty library,
commander damage, conceding), when every player loses at once (a draw, CR 104.4a), or when
the table's turn limit is reached (a draw the game imposes, CR 104.4).  `Game.outcome` is
`None` while the game goes on and an `Outcome` once it is over; `over`, `winner` and
`end_reason` are read from it.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Termination(Enum):
    """Why a player lost, or why the game ended without a winner."""
    LIFE = "life"                              # CR 704.5a: 0 or less life
    EMPTY_LIBRARY = "empty_library"            # CR 704.5b: drew from an empty library
    POISON = "poison"                          # CR 704.5c: ten or more poison counters
    COMMANDER_DAMAGE = "commander_damage"      # CR 704.6c: 21 combat damage from one commander
    CONCESSION = "concession"                  # CR 104.3a
    EFFECT = "effect"                          # CR 104.3e: an effect says the player loses (Lich)
    SIMULTANEOUS_LOSS = "simultaneous_loss"    # CR 104.4a: every player lost at once, a draw
    TURN_CAP = "turn_cap"                      # CR 104.4: the table's turn limit, a draw
    EFFECT_DRAW = "effect_draw"                # CR 104.4: an effect says the game is a draw (Divine Intervention)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game.  `winner` is None for a draw; `reason` is the words the log and the
    end screen show ("0 life", "conceded", ...) and `rule` the rule that ended it."""
    kind: Termination
    winner: int | None
    reason: str
    rule: str = ""

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    @property
    def loser(self) -> int | None:
        """The player who lost (None for a draw: nobody or everybody lost)."""
        return None if self.winner is None else 1 - self.winner
