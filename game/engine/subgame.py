"""Subgames (CR 728): a whole game of Magic played inside another (Shahrazad).

A subgame is a completely separate game (CR 728.1a): its own zones, turns, life totals and
random stream; nothing of the main game has meaning in it (CR 728.1b).  The engine plays it
through the same decision interface as any game:

- The effect that creates it asks for its result like any other answer of a rules process
  (`play_subgame`, a decision of kind `subgame`).  The process stops there; the main game,
  as it stood at that moment, is kept whole as the subgame's `main`, and the game object
  the caller holds becomes the subgame (`game.engine.game._enter_subgame`).  Every decision
  the players then answer is a decision of the subgame; the table and the computer see the
  subgame because it *is* the game in front of them.
- When the subgame is over, its `SubgameResult` is the answer the main game's process was
  waiting for: the main game takes over again and replays that process from the same
  position with one more answer (`game.engine.game._resume_main_game`), exactly as for a
  choice.  So a refused answer in a subgame changes nothing, the same seed and the same
  decisions give the same subgame, and a save or a replay (decisions from a seed) carries it.
- A subgame's own Shahrazad nests: the subgame is suspended the same way, and its `main`
  is the main game's subgame.

The cards: as the subgame starts, each player's main-game library becomes their subgame
library, shuffled (CR 728.2); the subgame's objects keep the ids of the main-game cards they
are, so that as it ends each card its owner owns in the subgame goes back into their
main-game library (CR 728.5) and every other object — tokens, copies — ceases to exist.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .choices import choose
from .decisions import Decision
from .event_types import GameEnded, Note, PlayerLost, SubgameBegan, SubgameEnded
from .objects import GameObject, LogEntry

if TYPE_CHECKING:
    from .game import Game

SUBGAME = "subgame"   # the kind of decision a rules process waits at while its subgame is played


@dataclass(frozen=True)
class SubgameResult:
    """How a subgame ended, as the main game needs it (CR 728.5): who won (None: nobody — a draw),
    the main-game cards each player owns among the subgame's objects (back into their library),
    and the subgame's log, told in the main game's log."""
    winner: int | None
    cards: tuple[tuple[int, ...], tuple[int, ...]]
    reason: str = ""
    log: tuple[LogEntry, ...] = field(default=(), repr=False, compare=False)


def play_subgame(g: "Game", player: int, source: str) -> SubgameResult:
    """The players play a Magic subgame (CR 728.1); returns how it ended.  Its random stream is
    seeded from the main game's, so a process replayed from the same position plays the same
    subgame."""
    seed = g.rng.next_u64()
    return choose(g, Decision(SUBGAME, player, f"Subgame — {source}", (), 0, 0, SUBGAME,
                              (("seed", seed), ("source", source))))


def new_subgame(main: "Game") -> "Game":
    """The subgame the main game's pending `subgame` decision asks for, not yet started (CR 728.2):
    new zones, each player's main-game library as their library, the same rules (not played for
    ante: nothing of the main game is anted again)."""
    assert main.pending is not None and main.pending.decision.kind == SUBGAME
    data = dict(main.pending.decision.data)
    sub = type(main)(seed=data["seed"], rules={**main.rules, "ante": False})
    sub.main = main
    sub.subgame_source = data["source"]
    sub.next_id = main.next_id       # a token made in the subgame never takes a main-game card's id
    sub.log_entries = main.log_entries.copy()   # one log: the subgame is told inside the main game's
    sub.subgame_log_start = len(sub.log_entries)
    for p in (0, 1):
        for oid in main.players[p].library:
            card = main.objects[oid].card
            sub.objects[oid] = GameObject(oid, card, p, p, "library", timestamp=sub.new_timestamp())
            sub.players[p].library.append(oid)
    return sub


def announce(sub: "Game", first: int) -> None:
    sub.emit(SubgameBegan(sub.subgame_source, first), "728.2")


def result_of(sub: "Game") -> SubgameResult:
    """What the main game takes from a finished subgame (CR 728.5): the winner, the cards each
    player owns in it (every zone but the command zone), and its log with the end of the
    subgame told as such — the main game is not over."""
    assert sub.outcome is not None
    cards: tuple[list[int], list[int]] = ([], [])
    for o in sub.objects.values():
        if not o.token and o.zone != "command" and o.id in sub.main.objects:
            cards[o.owner].append(o.id)
    log = []
    for entry in list(sub.log_entries)[sub.subgame_log_start:]:
        ev = entry.event
        if isinstance(ev, GameEnded):
            continue
        if isinstance(ev, PlayerLost):
            note = Note((f" the subgame — {ev.reason}",), "lose", (), ev.who, "loses")
            entry = LogEntry(note.describe(), entry.rule, note.kind, entry.turn, (), note)
        log.append(entry)
    return SubgameResult(sub.outcome.winner, (tuple(sorted(cards[0])), tuple(sorted(cards[1]))),
                         sub.outcome.reason, tuple(log))


def return_cards(g: "Game", result: SubgameResult) -> None:
    """CR 728.5: each player puts the cards they own in the subgame into their main-game library
    and shuffles it (a card whose owner changed in the subgame goes to its new owner's)."""
    for p in (0, 1):
        for oid in result.cards[p]:
            if g.objects[oid].owner != p:
                g.set_owner(oid, p)
            if g.objects[oid].zone != "library":
                g.move_raw(oid, "library")
    for p in (0, 1):
        g.rng.shuffle(g.players[p].library)


def tell_result(g: "Game", source: str, result: SubgameResult) -> None:
    """The subgame's log, then its end, in the main game's log."""
    for entry in result.log:
        g.log_entries.append(entry)
    g.emit(SubgameEnded(source, result.winner, result.reason), "728.5")


def enclosing(g: "Game") -> tuple[tuple[str, "Game"], ...]:
    """The games around the one being played, outermost first: for each, the card that began
    the subgame inside it and that game as it was left."""
    out: list[tuple[str, "Game"]] = []
    while g.main is not None:
        out.append((g.subgame_source, g.main))
        g = g.main
    return tuple(reversed(out))


def subgame_titles(g: "Game") -> tuple[str, ...]:
    """() in the main game, ("Shahrazad",) in its subgame, ("Shahrazad", "Shahrazad") in a
    subgame of that."""
    return tuple(title for title, _ in enclosing(g))


def turn_path(g: "Game") -> tuple[int, ...]:
    """The turn of each game from the main game in: (6,) in the main game's sixth turn, (6, 2)
    in the second turn of a subgame begun then — a subgame's turns count from 1 again, and
    these tuples keep every position of a duel in the order it was played."""
    return tuple(m.turn for _, m in enclosing(g)) + (g.turn,)
