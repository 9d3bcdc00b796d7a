"""Answers kept while the game stands still.

Listing the legal actions of a priority decision (`game.legal_actions`) asks an unchanged
game the same questions many times over: which mana sources a player could tap (CR 601.2g),
which static abilities of a kind apply (Gloom's cost increase, City in a Bottle's "can't
play"), whether a cost of {1}{R} can be paid (CR 601.2h) -- once for every card in hand and
every activated ability.  Inside a `still(g)` block the game is only asked, never changed,
so such an answer, once computed, is kept until the block ends and asked again for free.

Outside such a block, or for another game (a copy made meanwhile), `memo` gives None and
nothing is kept: every answer is computed afresh, as before.  The block is per thread (a
context variable), so the computer player thinking in its own thread never shares answers
with the table.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Callable, Iterator, TypeVar

T = TypeVar("T")

_SCOPE: ContextVar[tuple[object, dict[Any, Any]] | None] = ContextVar("still_game", default=None)


@contextmanager
def still(g: object) -> Iterator[None]:
    """While this block runs, the game `g` isn't changed: answers about it may be kept (see
    `memo`).  Nested blocks for the same game share one store."""
    cur = _SCOPE.get()
    if cur is not None and cur[0] is g:
        yield
        return
    token = _SCOPE.set((g, {}))
    try:
        yield
    finally:
        _SCOPE.reset(token)


def memo(g: object, table: str) -> dict[Any, Any] | None:
    """The store of kept answers called `table` for game `g`, or None when `g` isn't standing
    still (no `still(g)` block is running in this thread)."""
    cur = _SCOPE.get()
    if cur is None or cur[0] is not g:
        return None
    store = cur[1].get(table)
    if store is None:
        store = cur[1][table] = {}
    return store


def remembered(g: object, table: str, key: Any, compute: Callable[[], T]) -> T:
    """`compute()`, kept under `key` in the store `table` while `g` stands still (asked again,
    the kept answer), and computed afresh every time otherwise."""
    store = memo(g, table)
    if store is None:
        return compute()
    if key not in store:
        store[key] = compute()
    return store[key]
