"""Playing a replay back: rebuild the duel, apply its actions, and say whether it still
plays the same.

A replay reproduces when every recorded action is accepted by the engine, each one is
taken by the player who took it in the recording, the position digest at the start of each
turn matches the recorded one, and the final position has the recorded digest
(`Game.position_digest`: what the position is, not how the engine stores it).

A replay recorded before the digest (no `checkpoints:` scheme in its header) holds hashes
of the engine's whole internal state, which no later engine computes again.  It is checked
by everything it recorded that still means something: every action accepted and taken by
the same player, each turn beginning at the same action as in the recording (and no other
turn beginning), and the same result — who won, on which turn.  When it
doesn't, `check` says where it stopped matching and why that is likely: the fingerprints
show whether the rules engine or the definition of a card the decks use changed since the
recording (or a card left the pool).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.decisions import Action, Concede, action_from_text
from ..engine.errors import IllegalActionError
from ..engine.state import PLAYER_NAMES
from ..engine.game import Game
from .format import Replay, card_fingerprint, engine_fingerprint
from .record import result_text
from ..engine.words import plural


class ReplayError(Exception):
    """The replay can't even be set up (a card is missing from the pool)."""


@dataclass
class Changes:
    """What differs between the recording's world and this one."""
    engine: bool = False
    cards: list[str] = field(default_factory=list)        # definitions changed since the recording
    missing: list[str] = field(default_factory=list)      # no longer in the pool

    def any(self) -> bool:
        return self.engine or bool(self.cards) or bool(self.missing)

    def explain(self, r: Replay) -> str:
        parts = []
        if self.missing:
            parts.append(plural(len(self.missing), "card") + " no longer in the card pool: "
                         + ", ".join(self.missing[:5]))
        if self.cards:
            more = f" and {len(self.cards) - 5} more" if len(self.cards) > 5 else ""
            parts.append("the card pool changed since it was recorded (" + ", ".join(self.cards[:5]) + more + ")")
        if self.engine:
            parts.append(f"the rules engine changed since it was recorded (engine {r.engine or '?'}, now "
                         f"{engine_fingerprint()})")
        return "; ".join(parts)


@dataclass
class Check:
    ok: bool
    message: str
    reached: int = 0                  # actions applied as recorded
    turn: int = 0
    final_hash: str = ""
    game: Game | None = None
    changes: Changes = field(default_factory=Changes)
    turn_starts: dict[int, int] = field(default_factory=dict)   # turn -> actions applied when it began
    turn_players: dict[int, int] = field(default_factory=dict)  # turn -> its active player
    checkpoints: dict[int, tuple[int, str]] = field(default_factory=dict)  # as this engine records them


def _pool(pool: Any) -> Any:
    if pool is None:
        from ..cards import default_pool
        pool = default_pool()
    return pool


def changes(r: Replay, pool: Any = None) -> Changes:
    pool = _pool(pool)
    ch = Changes(engine=bool(r.engine) and r.engine != engine_fingerprint())
    seen: set[str] = set()
    for deck in r.decks:
        for name in deck.cards + deck.sideboard:
            if name in seen:
                continue
            seen.add(name)
            card = pool.find(name)
            if card is None:
                ch.missing.append(name)
            elif deck.card_hashes.get(name) and deck.card_hashes[name] != card_fingerprint(card):
                ch.cards.append(name)
    return ch


def build(r: Replay, pool: Any = None) -> Game:
    """The game at the start of the replay (mulligan decisions pending), built exactly as the
    recording's was, by the same set-up as `game.modes.setup.build_game`: the commanders in the
    command zone in a Commander game, libraries in deck order, then `start_game`."""
    pool = _pool(pool)

    def card(name: str) -> Any:
        found = pool.find(name)
        if found is None:
            raise ReplayError(f"{name} is no longer in the card pool")
        return found

    sides = [(d.name, [card(n) for n in d.cards], card(d.commander) if d.commander else None,
              [card(n) for n in d.sideboard]) for d in r.decks]
    from ..modes.setup import set_up_game
    return set_up_game(sides, r.seed, dict(r.rules), r.first)


def step(g: Game, r: Replay, i: int) -> Action:
    """Apply the replay's action i to g; raises ReplayError when it no longer fits."""
    p, text = r.actions[i]
    try:
        action = action_from_text(text, g.pending.decision if g.pending is not None else None)
    except (ValueError, IndexError) as e:
        raise ReplayError(f"action {i + 1} ({text!r}) can't be read: {e}") from None
    if g.over:
        raise ReplayError(f"the duel is already over (turn {g.turn}) before action {i + 1} of {len(r.actions)}")
    if g.pending is None:
        raise ReplayError(f"nothing is being decided at action {i + 1}")
    who = g.pending.decision.player
    if not isinstance(action, Concede) and who != p:
        raise ReplayError(f"action {i + 1} was {PLAYER_NAMES[p]}'s decision in the recording, but now "
                          f"{PLAYER_NAMES[who]} is deciding (turn {g.turn}, {g.step.replace('_', ' ')})")
    try:
        g.apply(action)
    except IllegalActionError as e:
        raise ReplayError(f"action {i + 1} ({PLAYER_NAMES[p]}: {text}, turn {g.turn}) is refused now: {e}") from None
    return action


def check(r: Replay, pool: Any = None, keep: Any = None) -> Check:
    """Play the whole replay and say whether it reproduces.  `keep(count, game)` is called
    after each action (the playback uses it to keep snapshots)."""
    pool = _pool(pool)
    ch = changes(r, pool)
    why = ch.explain(r)

    def fail(msg: str, g: Game | None, n: int, starts: dict[int, int]) -> Check:
        text = "This replay no longer reproduces: " + msg
        if why:
            text += f". Likely cause: {why}"
        return Check(False, text + ".", n, g.turn if g else 0, g.position_digest() if g else "", g, ch, starts)

    try:
        g = build(r, pool)
    except ReplayError as e:
        return fail(str(e), None, 0, {})
    starts: dict[int, int] = {g.turn: 0}
    actives: dict[int, int] = {g.turn: g.active}
    digests: dict[int, tuple[int, str]] = {}
    if keep is not None:
        keep(0, g)
    if r.digests and 0 in r.checkpoints and r.checkpoints[0][1] != g.position_digest():
        return fail("the opening position differs from the recording's", g, 0, starts)
    for i in range(len(r.actions)):
        try:
            step(g, r, i)
        except ReplayError as e:
            return fail(str(e), g, i, starts)
        n = i + 1
        # the turns of the duel are the main game's: a subgame's turns (CR 728) count from 1 again
        began = g.main is None and g.turn not in starts
        if began:
            starts[g.turn] = n
            actives[g.turn] = g.active
            digests[n] = (g.turn, g.position_digest())
        if keep is not None:
            keep(n, g)
        cp = r.checkpoints.get(n)
        if cp is not None:
            turn, h = cp
            differs = g.position_digest() != h if r.digests else not began   # an old hash: only when it began
            if g.turn != turn or differs:
                return fail(f"turn {turn} no longer starts as it did in the recording (after action {n})", g, n,
                            starts)
        elif began and not r.digests and r.checkpoints:
            return fail(f"turn {g.turn} now starts after action {n}, which it didn't in the recording", g, n, starts)
    final = g.position_digest()
    if r.digests:
        if r.final and final != r.final:
            return fail(f"every action was accepted, but the final position differs (digest {final}, recorded "
                        f"{r.final})", g, len(r.actions), starts)
    else:
        ended = r.recorded_outcome()
        if ended is not None and (ended != (g.over, g.winner) or g.turn != r.turns):
            return fail(f"every action was accepted, but it ends differently: {result_text(g)} (recorded: "
                        f"{r.result})", g, len(r.actions), starts)
    msg = "The replay reproduces" if r.digests else \
        "The replay reproduces — recorded with an older position format, checked by its actions, turns and result"
    if ch.any():
        msg += f" (though {why})"
    return Check(True, msg + ".", len(r.actions), g.turn, final, g, ch, starts, actives, digests)


class Playback:
    """A replay being watched: the game at any action index, forwards and backwards.

    Snapshots (clones) are kept every `every` actions while the replay is checked, so
    stepping back one action replays at most `every` actions from the nearest one."""

    def __init__(self, r: Replay, pool: Any = None, every: int = 16) -> None:
        self.r = r
        self.pool = _pool(pool)
        self.every = every
        self.snapshots: dict[int, Game] = {}
        self.result = check(r, self.pool, self._keep)
        self.ok = self.result.ok
        self.end = self.result.reached if self.ok else 0
        self.index = 0
        self.game: Game | None = self.snapshots[0].clone() if 0 in self.snapshots else None

    def _keep(self, n: int, g: Game) -> None:
        if n % self.every == 0:
            self.snapshots[n] = g.clone()

    @property
    def turn_starts(self) -> dict[int, int]:
        return self.result.turn_starts

    @property
    def turn_players(self) -> dict[int, int]:
        return self.result.turn_players

    def seek(self, n: int) -> Game:
        """The game after the first n actions (clamped to the replay)."""
        if self.game is None:
            raise ReplayError(self.result.message)
        n = max(0, min(n, self.end))
        if n == self.index:
            return self.game
        if n > self.index and n - self.index <= self.every:
            g = self.game
            start = self.index
        else:
            base = max(k for k in self.snapshots if k <= n)
            g = self.snapshots[base].clone()
            start = base
        for i in range(start, n):
            step(g, self.r, i)
        self.game = g
        self.index = n
        return g

    def forward(self) -> Game:
        return self.seek(self.index + 1)

    def back(self) -> Game:
        return self.seek(self.index - 1)

    def turn_of(self, n: int) -> int:
        turn = 1
        for t, k in sorted(self.turn_starts.items()):
            if k <= n:
                turn = t
        return turn

    def seek_turn(self, turn: int) -> Game:
        starts = self.turn_starts
        if turn in starts:
            return self.seek(starts[turn])
        later = [k for t, k in starts.items() if t >= turn]
        return self.seek(min(later) if later else self.end)
