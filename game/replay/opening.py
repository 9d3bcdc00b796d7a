"""`python -m game --open FILE`: a bug-report bundle rebuilt at the exact position it was
saved in (or a replay checked), without a window.

The bundle's duel is rebuilt from its replay; the position must have the position digest
the bundle recorded (`Game.position_digest`; a bundle from before the digest is checked by
its actions, turns and result), or the file says it no longer reproduces (a changed card
pool or engine) instead of opening a different game.  `load_position` rebuilds the position
and prints its digest (status 0 when it matches, 1 when not, 2 when the file can't be read); the table
that shows it is opened by `game.ui.opening`.
"""
from __future__ import annotations

import sys

from ..engine.game import Game
from ..engine.terms import STEP_NAMES
from .format import Replay, ReplayFormatError, load
from .playback import Check, check
from .record import Recorder, result_text


def reopen(path: str) -> tuple[Replay, Check]:
    """The bundle (or replay) and its position, rebuilt and checked."""
    r = load(path)
    return r, check(r)


def position_text(g: Game) -> str:
    if g.over:
        return result_text(g)
    who = ("p1", "p2")[g.active]
    step = g.pending.where[2] if g.pending is not None and g.pending.where else g.step
    deciding = f"; {('p1', 'p2')[g.pending.decision.player]} to decide: {g.pending.decision.prompt}" \
        if g.pending is not None else ""
    return f"turn {g.turn}, {who}'s {STEP_NAMES.get(step, step)}{deciding}"


def recorder_for(r: Replay, res: Check) -> Recorder:
    """A recorder that goes on from the bundle's checked actions (the reopened duel keeps
    recording).  Its checkpoints are the digests this engine computed while checking, so a
    bundle recorded with an older position format goes on in the current one."""
    g = res.game
    assert g is not None, "only a bundle that reproduced is reopened"
    rec = Recorder(g.origin, r.names, r.levels)
    rec.actions = list(r.actions)
    rec.checkpoints = dict(res.checkpoints)
    rec.sync_turn(g)
    return rec


def load_position(path: str) -> tuple[int, Replay | None, Check | None]:
    """Read the file and rebuild its position, printing what it is: (status, replay, check),
    status 0 when the position reproduces, 1 when it doesn't, 2 when the file can't be read."""
    try:
        r, res = reopen(path)
    except ReplayFormatError as e:
        print(str(e), file=sys.stderr)
        return 2, None, None
    g = res.game
    if not res.ok or g is None:
        print(f"{path}: {res.message}", file=sys.stderr)
        return 1, r, res
    label = "Bug report" if r.kind == "bug-report" else "Replay"
    print(f"{label} {path}: {r.decks[0].name} ({r.names[0]}) vs {r.decks[1].name} ({r.names[1]}), "
          f"{len(r.actions)} actions")
    print(f"Position: {position_text(g)}")
    print(f"Position digest: {res.final_hash} (recorded {r.final or '?'}) — {res.message}")
    return 0, r, res
