"""Asking players to choose, from inside a rules process.

A process asks through `choose(g, decision)`.  If the game already holds an answer for
this point of the process (it is being replayed with the answers given so far), that
answer is returned; otherwise `NeedChoice` stops the process and the decision becomes
the game's pending decision.  Forced choices (exactly one way to answer) are answered
without asking.  A look-ahead copy may carry an answerer instead (game.engine.simulation):
it answers on the spot, so the process runs once instead of stopping and replaying.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .control import routed
from .decisions import Decision
from .errors import NeedChoice

if TYPE_CHECKING:
    from .game import Game


def choose(g: "Game", decision: Decision) -> Any:
    decision = routed(g, decision)   # a controlled player's decisions go to their controller (CR 720.5)
    if decision.kind == "select":
        if len(decision.options) == 0 and decision.min == 0:
            return ()
        if decision.min == decision.max == len(decision.options) and decision.purpose not in ("order",):
            return tuple(decision.options)
    if g.answer_pos < len(g.answers):
        ans = g.answers[g.answer_pos]
        g.answer_pos += 1
        return ans
    if g.answerer is not None:
        return g.answerer(g, decision)
    raise NeedChoice(decision)


def piles(g: "Game", player: int, prompt: str, creatures: Sequence[int], labels: Sequence[str], *,
          every: bool, max_per: dict[int, int] | None = None, purpose: str = "piles") -> dict[int, tuple[str, ...]]:
    """A player divides creatures into labelled piles (CR 700.3): each creature's pile labels."""
    if not creatures:
        return {}
    data = (("labels", tuple(labels)), ("every", every), ("max_per", tuple(sorted((max_per or {}).items()))))
    ans = choose(g, Decision("piles", player, prompt, tuple(creatures), 0, len(creatures), purpose, data))
    out: dict[int, tuple[str, ...]] = {}
    for oid, label in ans:
        out[oid] = out.get(oid, ()) + (label,)
    return out


def select(g: "Game", player: int, prompt: str, options: Sequence[Any], *, n: int = 1, min_n: int | None = None,
           purpose: str = "", data: tuple = ()) -> tuple:
    """Choose `n` (or between `min_n` and `n`) distinct options."""
    lo = n if min_n is None else min_n
    hi = min(n, len(options))
    lo = min(lo, hi)
    return choose(g, Decision("select", player, prompt, tuple(options), lo, hi, purpose, data))


def select_one(g: "Game", player: int, prompt: str, options: Sequence[Any], *, purpose: str = "",
               data: tuple = ()) -> Any:
    if len(options) == 1 and purpose not in ("target",):
        return options[0]
    ans = select(g, player, prompt, options, n=1, purpose=purpose, data=data)
    return ans[0]


def yes_no(g: "Game", player: int, prompt: str, purpose: str = "may", data: tuple = ()) -> bool:
    return select_one(g, player, prompt, ("yes", "no"), purpose=purpose, data=data) == "yes"


def number(g: "Game", player: int, prompt: str, lo: int, hi: int, purpose: str = "x", data: tuple = ()) -> int:
    return int(choose(g, Decision("number", player, prompt, (lo, hi), 1, 1, purpose, data)))
