"""A seed replays the same game in any process: nothing the computer players weigh may
depend on the interpreter's string hashing (the iteration order of a set of keywords
changed a sum of floats, and with it a block, between two runs)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_DUEL = """
from game.ai import make_player
from game.decks import ai_deck
from game.modes.setup import build_game
g = build_game((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), 2026, rules={"turn_cap": 40}, first_player=0)
n = 0
while not g.over:
    g.apply(make_player("apprentice", 2026 * 100_003 + n).choose_action(g))
    n += 1
print(g.turn, g.state_hash())
"""


def test_the_same_seed_plays_the_same_duel_whatever_the_string_hashing():
    outs = set()
    for hash_seed in ("1", "4"):     # two hashings under which two Mesa Pegasus once weighed differently
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", _DUEL], cwd=ROOT, env=env, capture_output=True, text=True,
                             timeout=300)
        assert out.returncode == 0, out.stderr
        outs.add(out.stdout.strip())
    assert len(outs) == 1, outs
