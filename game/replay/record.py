"""Recording a duel as it is played: the set-up, then each action as it is applied."""
from __future__ import annotations

import time
from typing import Any, Iterable, Sequence

from ..engine.decisions import Action
from ..engine.digest import DIGEST_SCHEME
from ..engine.state import PLAYER_NAMES
from ..engine.game import Game
from .format import DeckRecord, Replay, engine_fingerprint, game_version, pool_fingerprint, runtime_versions


LEVEL_TITLES = {"random": "Novice", "apprentice": "Apprentice", "magician": "Magician", "sorcerer": "Sorcerer",
                "wizard": "Wizard", "human": "You"}


def result_text(g: Game) -> str:
    """How the game ended, in words ("p1 wins on turn 9 — p2: 0 life")."""
    out = g.outcome
    if out is None:
        return f"unfinished (turn {g.turn})"
    if out.winner is None:
        return f"draw on turn {g.turn} — {out.reason}"
    return f"{PLAYER_NAMES[out.winner]} wins on turn {g.turn} — {PLAYER_NAMES[out.loser]}: {out.reason}"


class Recorder:
    """Keeps the replay of one duel while it is played.  `add(player, action, game)` after
    each applied action; `replay(game)` is the file's content at any moment."""

    def __init__(self, origin: dict[str, Any], names: Sequence[str] = ("p1", "p2"),
                 levels: Sequence[str] = ("human", "apprentice")) -> None:
        self.origin = origin
        self.names = list(names)
        self.levels = list(levels)
        self.actions: list[tuple[int, str]] = []
        self.automatic: set[int] = set()     # indices of the passes the table made for a player
        self.checkpoints: dict[int, tuple[int, str]] = {}
        self.started = time.strftime("%Y-%m-%d %H:%M:%S")
        self.rewinds = 0
        self._turn: int | None = None
        self.saved_path: str | None = None

    @classmethod
    def for_game(cls, g: Game, names: Sequence[str] = ("p1", "p2"),
                 levels: Sequence[str] = ("human", "apprentice")) -> "Recorder | None":
        """A recorder for a game built by `build_game` that hasn't been played yet (None if
        the game doesn't say where it came from)."""
        origin = getattr(g, "origin", None)
        if not origin or (origin.get("start") and origin["start"] != g.state_hash()):
            return None
        rec = cls(origin, names, levels)
        rec._turn = g.turn
        return rec

    def add(self, player: int, action: Action, g: Game, automatic: bool = False) -> None:
        """Record an applied action; `automatic`: a pass the table made for the player (they
        said Done, or could only pass), which is no choice of theirs."""
        if automatic:
            self.automatic.add(len(self.actions))
        self.actions.append((player, action.to_text()))
        if g.turn != self._turn:
            self._turn = g.turn
            self.checkpoints[len(self.actions)] = (g.turn, g.position_digest())

    def truncate(self, n: int) -> None:
        """Forget the actions after the first n (the practice rewind took them back)."""
        del self.actions[n:]
        self.automatic = {i for i in self.automatic if i < n}
        self.checkpoints = {k: v for k, v in self.checkpoints.items() if k <= n}
        self.rewinds += 1

    def sync_turn(self, g: Game) -> None:
        """After a rewind: the turn the game is back in (the next checkpoint is the next turn)."""
        self._turn = g.turn

    def replay(self, g: Game | None = None, kind: str = "replay") -> Replay:
        o = self.origin
        commanders = o.get("commanders") or [None] * len(o["decks"])
        sideboards = o.get("sideboards") or [[] for _ in o["decks"]]
        decks = [DeckRecord(name, list(cards), dict(hashes), commander, list(side))
                 for (name, cards, hashes), commander, side in zip(o["decks"], commanders, sideboards)]
        pairs = [(n, h) for d in decks for n, h in d.card_hashes.items()]
        r = Replay(seed=o["seed"], rules=dict(o["rules"]), decks=decks, first=o["first"], names=list(self.names),
                   levels=list(self.levels), actions=list(self.actions), checkpoints=dict(self.checkpoints),
                   kind=kind, date=self.started, game_version=game_version(), engine=engine_fingerprint(),
                   cards=pool_fingerprint(pairs), scheme=DIGEST_SCHEME)
        if g is not None:
            r.result = result_text(g)
            r.turns = g.turn
            r.winner = g.winner if g.over else None
            r.final = g.position_digest()
        if self.rewinds:
            r.extra["rewinds"] = str(self.rewinds)
        if self.automatic:
            r.extra["automatic"] = ranges_text(self.automatic)
        if kind == "bug-report":
            r.versions = runtime_versions()
        return r


def ranges_text(indices: Iterable[int]) -> str:
    """"3,5-9,12": a set of action indices in a replay's header."""
    out: list[str] = []
    run: list[int] = []
    for i in sorted(indices):
        if run and i == run[-1] + 1:
            run.append(i)
            continue
        if run:
            out.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
        run = [i]
    if run:
        out.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
    return ",".join(out)


def ranges_of(text: str) -> set[int]:
    """The indices of `ranges_text` (a damaged entry reads as none)."""
    out: set[int] = set()
    for part in (text or "").split(","):
        a, _, b = part.strip().partition("-")
        try:
            lo = int(a)
            hi = int(b) if b else lo
        except ValueError:
            continue
        if 0 <= lo <= hi and hi - lo < 1_000_000:
            out.update(range(lo, hi + 1))
    return out


def automatic_passes(r: Any) -> set[int]:
    """The actions of a replay that were passes the table made for a player (not choices)."""
    return ranges_of(r.extra.get("automatic", ""))


def record_duel(decks: Sequence[Any], levels: Sequence[str], seed: int, rules: dict[str, Any] | None = None,
                max_decisions: int = 20000, pool: Any = None) -> tuple[Game, Recorder]:
    """A computer-versus-computer duel between prebuilt decks (the headless duel of
    `python -m game --headless --p1 LEVEL --p2 LEVEL`), recorded as it is played.  The
    players are seeded as in `game.modes.headless.play_duel`."""
    from ..ai import make_player
    from ..modes.setup import build_game
    g = build_game((decks[0], decks[1]), seed, pool, rules or {"turn_cap": 60})
    rec = Recorder.for_game(g, names=[f"{LEVEL_TITLES.get(lv, lv.capitalize())} (p{i + 1})"
                                      for i, lv in enumerate(levels)],
                            levels=list(levels))
    assert rec is not None
    players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
    n = 0
    while not g.over and g.pending is not None and n < max_decisions:
        p = g.pending.decision.player
        act = players[p].choose_action(g)
        g.apply(act)
        rec.add(p, act, g)
        n += 1
    return g, rec
