"""How the computer player weighs a subgame (CR 728, Shahrazad) from the main game.

A subgame is played with the libraries as decks, so before it starts the only thing to judge
is the two libraries: a library of fewer than seven cards loses at once (CR 728.3: the opening
draw empties it), a library of one sort of card only (all lands, no lands) plays badly, and
otherwise the library with more, and more valuable, spells is the likelier winner.  The
prospect is a chance of winning the subgame; what the main game gains or loses is what the
card then does to the players who didn't win (Shahrazad: half their life, rounded up).

Inside a subgame the computer plays it as the game it is (game.ai.evaluation); only a
look-ahead that starts in the main game and runs into a subgame values that position in the
main game's terms (`value_entering`), and one that starts in a subgame and sees it end
values the end as a win or a loss (`value_after_end`).
"""
from __future__ import annotations

from ..engine.event_types import SubgameEnded
from ..engine.game import Game
from .evaluation import WIN, evaluate
from .knowledge import card_in_hand_value

OPENING_HAND = 7


def library_strength(g: Game, p: int) -> float:
    """How well player p's library would play as a deck: the worth of its spells, tempered by
    how far its share of lands is from a playable one (about two in five)."""
    lib = g.players[p].library
    if len(lib) < OPENING_HAND:
        return 0.0
    cards = [g.objects[oid].card for oid in lib]
    lands = sum(1 for c in cards if "Land" in c.types)
    spells = sum(card_in_hand_value(c) for c in cards if "Land" not in c.types)
    share = lands / len(cards)
    balance = max(0.1, 1.0 - 2.0 * abs(share - 0.4))
    return max(0.1, spells) * balance


def prospect(g: Game, me: int) -> float:
    """The chance `me` wins a subgame begun now; a subgame neither can win (both libraries too
    small: both lose at once, CR 104.4a) counts as lost."""
    mine, theirs = library_strength(g, me), library_strength(g, 1 - me)
    if mine == 0.0:
        return 0.0
    if theirs == 0.0:
        return 1.0
    return mine / (mine + theirs)


def half_up(life: int) -> int:
    return (max(life, 0) + 1) // 2


def expected_life_swing(g: Game, me: int) -> float:
    """What casting Shahrazad now is worth in life: the opponent's loss when `me` wins, less
    `me`'s loss otherwise (a draw costs both, and is counted as a loss)."""
    p = prospect(g, me)
    return p * half_up(g.players[1 - me].life) - (1 - p) * half_up(g.players[me].life)


def _halved(g: Game, who: int) -> Game:
    c = g.clone()
    c.players[who].life -= half_up(c.players[who].life)
    return c


def depth(g: Game) -> int:
    """How many games the game being played is inside (0: the main game)."""
    n = 0
    while g.main is not None:
        g, n = g.main, n + 1
    return n


def value_entering(sub: Game, me: int) -> float:
    """A look-ahead from the main game that ran into a subgame: the main game's value with each
    way the subgame may end, weighed by the prospect read from the libraries it began with."""
    main = sub.main
    assert main is not None
    p = prospect(main, me)
    return p * evaluate(_halved(main, 1 - me), me) + (1 - p) * evaluate(_halved(main, me), me)


def value_after_end(g: Game, me: int) -> float:
    """A look-ahead from inside a subgame that saw it end: a win or a loss of that subgame."""
    for entry in reversed(g.log_entries[-60:]):   # the rollout stops as the subgame ends: its end is recent
        if isinstance(entry.event, SubgameEnded):
            winner = entry.event.winner
            return 0.0 if winner is None else (WIN if winner == me else -WIN)
    return 0.0
