"""Self-play fuzzing: random decks, two random players, the engine's invariants checked after
every decision (see tools/fuzz.py)."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import fuzz  # noqa: E402


def _run(games: int, seed: int, turn_cap: int) -> None:
    out = io.StringIO()
    stats = fuzz.run(games, seed=seed, rules={"turn_cap": turn_cap}, out=out)
    assert stats.violations == 0, out.getvalue()
    assert stats.games == games
    assert stats.decisions > games * 20


def test_fuzz_short() -> None:
    """50 short games (turn cap 6) without a single broken invariant."""
    _run(50, seed=1000, turn_cap=6)


def test_invariants_catch_a_misplaced_card() -> None:
    """The checker itself works: a card listed in two zones is reported."""
    duel = fuzz.new_duel(fuzz.pool_cards(), 3, rules={"turn_cap": 10})
    g = duel.game
    assert fuzz.check_invariants(g) == []
    oid = g.players[0].library[0]
    g.players[0].graveyard.append(oid)
    problems = fuzz.check_invariants(g)
    assert any("listed in 2 zones" in p for p in problems), problems


@pytest.mark.soak
def test_fuzz_soak() -> None:
    """2000 full-length games (turn cap 30)."""
    _run(2000, seed=50_000, turn_cap=30)
