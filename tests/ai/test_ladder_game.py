"""tools/ladder_game.py: one ladder game replayed, to be read turn by turn."""
from __future__ import annotations

import dataclasses
import io
import re
import sys
from contextlib import redirect_stdout
from pathlib import Path

import game.ai.player as player

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import ai_ladder  # noqa: E402
import ladder_game  # noqa: E402

DECKS = ["--decks", "Goblin Warband,Serra's Host", "--seed", "5"]


def _out(fn, argv: list[str]) -> str:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    with redirect_stdout(out):
        fn(argv)
    return out.getvalue()


def test_a_replayed_game_ends_as_the_ladder_played_it() -> None:
    line = next(ln for ln in _out(ai_ladder.main, ["apprentice", "random", "--games", "4", "--verbose"] + DECKS)
                .splitlines() if ln.startswith("game 3: "))
    winner, turns = re.search(r": (A|B|draw) in (\d+) turns", line).groups()
    told = _out(ladder_game.main, ["apprentice", "random", "3", "--games", "4"] + DECKS).splitlines()[-1]
    level = {"A": "apprentice", "B": "random"}.get(winner, "")
    assert re.fullmatch(rf"p\d \({level}\) won in {turns} turns", told), (line, told)


def test_a_replay_prints_the_plays_with_their_reasons_and_the_hands() -> None:
    out = _out(ladder_game.main, ["apprentice", "random", "1", "--games", "4", "--hands"] + DECKS)
    assert re.search(r">> p\d \(main1\) play \d+ -- play ", out)
    assert "    p1: life 20, library" in out


def test_the_time_cap_is_lifted_unless_kept(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(player.LEVELS, "sorcerer", dataclasses.replace(player.LEVELS["sorcerer"], time_cap=0.0))
    argv = ["sorcerer", "random", "1", "--games", "1"] + DECKS
    assert "cut short" not in _out(ladder_game.main, argv)
    assert "searches cut short by the time cap" in _out(ladder_game.main, argv + ["--keep-time-cap"])
