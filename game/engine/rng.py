"""The game's own random number generator.

All randomness (shuffles, random discards, coin flips) goes through one seeded stream
owned by the game state, so that the same seed and the same decisions give the same
game, and so that cloning a game clones its future random choices too.  The state is a
single integer (splitmix64), which makes copying free.
"""
from __future__ import annotations

from typing import MutableSequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class GameRng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def copy(self) -> "GameRng":
        other = GameRng.__new__(GameRng)
        other.state = self.state
        return other

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        return self.next_u64() % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place (CR 103.3, 701.24)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameRng) and other.state == self.state
