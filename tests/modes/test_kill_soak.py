"""Kill soak: the game process is killed (SIGKILL) at random moments while it autosaves a
duel after every action, many times over; every resume must be exact — the same state
hash as an uninterrupted run after the same actions — and no temporary file may remain
once the game has started again.

The duel is played headless by two computer players through the modes layer (the same
save, load, rebuild and start-up clean-up the table uses), each decision made by a player
seeded from the seed and the decision's number, so the duel is one fixed game however
often it is interrupted: the uninterrupted run is the reference.  The short version runs
with the suite; `make soak` runs the long one.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.decks import ai_deck
from game.storage.files import TEMPORARY, remove_stale_temporaries, take_notices

ROOT = Path(__file__).resolve().parents[2]
DECKS = ("Serra's Host", "Wurm Fire")

# the game as a process: start up (clean what a kill left, resume the autosave or start the
# duel), then play on, autosaving after every action, until the duel is over
CHILD = r"""
import sys
from game.ai import make_player
from game.decks import ai_deck
from game.modes.saves import SavedDuel, clear_autosave, load_autosave, rebuild_game, save_autosave
from game.modes.setup import build_game
from game.storage.files import remove_stale_temporaries
from game.storage.settings import data_dir

seed = int(sys.argv[1])
decks = (ai_deck(sys.argv[2]), ai_deck(sys.argv[3]))
remove_stale_temporaries(data_dir())
saved = load_autosave()
if saved is None:
    saved = SavedDuel(seed, {"turn_cap": 40}, 0, decks)
    g = build_game(decks, seed, rules=dict(saved.rules), first_player=0)
else:
    g = rebuild_game(saved)
print("ready", len(saved.actions), flush=True)
while not g.over:
    n = len(saved.actions)
    p = g.pending.decision.player
    action = make_player("apprentice", seed * 100_003 + n).choose_action(g)
    g.apply(action)
    saved.actions.append((p, action.to_text()))
    saved.turn = g.turn
    save_autosave(saved)
clear_autosave()
print("over", g.state_hash(), flush=True)
"""


def _reference(seed: int) -> tuple[list[tuple[int, str]], list[str]]:
    """The uninterrupted duel: its actions and the state hash after each number of them."""
    from game.ai import make_player
    from game.modes.setup import build_game
    g = build_game((ai_deck(DECKS[0]), ai_deck(DECKS[1])), seed, rules={"turn_cap": 40}, first_player=0)
    actions, hashes = [], [g.state_hash()]
    while not g.over:
        p = g.pending.decision.player
        a = make_player("apprentice", seed * 100_003 + len(actions)).choose_action(g)
        g.apply(a)
        actions.append((p, a.to_text()))
        hashes.append(g.state_hash())
    return actions, hashes


def _temporaries(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if TEMPORARY.match(p.name)]


def _soak(seed: int, kills: int, folder: Path) -> dict[str, int]:
    from game.modes.saves import load_autosave, rebuild_game
    env = dict(os.environ, MANA_DUEL_DATA_DIR=str(folder))
    actions, hashes = _reference(seed)
    rnd = random.Random(seed)
    seen = {"kills": 0, "mid_write": 0, "resumed_at_start": 0}
    for _ in range(kills):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(seed), *DECKS], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, text=True)
        ready = child.stdout.readline()
        assert ready.startswith("ready"), ready
        time.sleep(rnd.uniform(0.0, 0.4))
        if child.poll() is not None:                 # the duel ended before the kill: start over
            assert child.stdout.read().startswith("over " + hashes[-1])
            continue
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        seen["kills"] += 1
        seen["mid_write"] += bool(_temporaries(folder))
        # the next start: what a kill left is cleaned, and the duel resumes exactly where it was
        os.environ["MANA_DUEL_DATA_DIR"] = str(folder)
        remove_stale_temporaries(folder)
        assert not _temporaries(folder)
        saved = load_autosave()
        assert not take_notices(), "a killed save left a file that can't be read"
        if saved is None:
            seen["resumed_at_start"] += 1
            continue
        n = len(saved.actions)
        assert saved.actions == actions[:n]
        assert rebuild_game(saved).state_hash() == hashes[n]
    # and once left alone, the duel plays to the same end as the uninterrupted one
    out = subprocess.run([sys.executable, "-c", CHILD, str(seed), *DECKS], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1] == "over " + hashes[-1]
    assert not _temporaries(folder) and not (folder / "autosave.json").exists()
    return seen


def test_killed_during_saves_every_resume_is_exact_and_no_temporary_file_remains(tmp_path):
    seen = _soak(2026, 5, tmp_path)
    print(seen)
    assert seen["kills"] >= 3


@pytest.mark.soak
@pytest.mark.parametrize("seed", [11, 12, 13, 14])
def test_soak_killed_fifty_times_a_duel(tmp_path, seed):
    seen = _soak(seed, 50, tmp_path)
    print(f"seed {seed}: {seen}")
    assert seen["kills"] >= 30 and seen["mid_write"] > 0
