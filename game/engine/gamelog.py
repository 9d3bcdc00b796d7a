"""The game log as a persistent, append-only chain shared by a game and all its clones.

Look-ahead clones the game for every line it tries, and a late game has thousands of log
entries: copying them with every clone would make a clone's cost grow with the game's
length.  Instead each entry is a node that points at the one before it; a game holds
only the newest node, so a clone shares the whole history and appending never changes a
node another game can see.  Reading the last k entries walks k nodes.
"""
from __future__ import annotations

from typing import Generic, Iterator, Sequence, TypeVar, overload

T = TypeVar("T")

# a node: (entry, previous node or None, number of entries up to and including this one)
_Node = tuple


class GameLog(Sequence[T], Generic[T]):
    """An append-only sequence; `copy()` is O(1) and shares every entry."""
    __slots__ = ("_tail",)

    def __init__(self, entries: "Sequence[T]" = ()) -> None:
        self._tail: _Node | None = None
        for e in entries:
            self.append(e)

    def append(self, entry: T) -> None:
        tail = self._tail
        self._tail = (entry, tail, 1 if tail is None else tail[2] + 1)

    def copy(self) -> "GameLog[T]":
        out: GameLog[T] = GameLog.__new__(GameLog)
        out._tail = self._tail
        return out

    def __len__(self) -> int:
        return 0 if self._tail is None else self._tail[2]

    def _newest(self, k: int) -> list[T]:
        """The last k entries, oldest first (walks k nodes)."""
        out: list[T] = []
        node = self._tail
        while node is not None and len(out) < k:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    @overload
    def __getitem__(self, i: int) -> T: ...

    @overload
    def __getitem__(self, i: slice) -> list[T]: ...

    def __getitem__(self, i: int | slice) -> T | list[T]:
        n = len(self)
        if isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step != 1:
                return list(self)[i]
            if start >= stop:
                return []
            return self._newest(n - start)[: stop - start]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("log index out of range")
        return self._newest(n - i)[0]

    def __iter__(self) -> Iterator[T]:
        return iter(self._newest(len(self)))

    def __repr__(self) -> str:
        return f"GameLog({len(self)} entries)"
