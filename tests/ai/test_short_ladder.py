"""The short ladder CI runs: computer players of every level finish their games, every
action they take is one the game offered, and a seed replays the same game.  The full
ladder (tools/ai_ladder.py, 200 games a step) is a benchmark, not a test."""
from __future__ import annotations

import dataclasses
import io
import re
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

import game.ai.player as player
from game.modes.headless import play_duel
from game.decks import ai_deck, ai_decks
from game.engine.decisions import PassPriority
from game.engine.game import legal_actions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import ai_ladder  # noqa: E402

# 20 games: every level meets the one below it, the Apprentice meets the random player
PAIRINGS = [("apprentice", "random")] * 4 + [("magician", "apprentice")] * 6 + \
    [("sorcerer", "magician")] * 6 + [("wizard", "sorcerer")] * 4


def _legal_checker(offences: list[str]):  # type: ignore[no-untyped-def]
    def check(g, p, act, player) -> None:  # type: ignore[no-untyped-def]
        d = g.pending.decision
        if d.player != p:
            offences.append(f"{act} answered a decision that was player {d.player}'s")
        if d.kind == "priority" and not isinstance(act, PassPriority) and act not in legal_actions(g):
            offences.append(f"{act.to_text()} was not among the legal actions")
    return check


@pytest.mark.parametrize("index", range(len(PAIRINGS)))
def test_short_ladder_game_finishes_with_legal_actions_only(index: int) -> None:
    decks = ai_decks()
    a, b = PAIRINGS[index]
    seat = (a, b) if index % 2 == 0 else (b, a)
    pair = (decks[index % len(decks)], decks[(index * 5 + 3) % len(decks)])
    offences: list[str] = []
    r = play_duel(pair, seat, seed=500 + index, rules={"turn_cap": 12}, on_action=_legal_checker(offences),
                  keep_game=True)
    assert offences == []
    assert r.game is not None and r.game.over, "the game stalled before its end"
    # how long a decision takes is a benchmark's figure (tools/ai_ladder.py prints the slowest and
    # the count over 3 s), not a test's: a busy machine would fail it


def test_same_seed_same_decisions_at_the_wizard_level() -> None:
    """Look-ahead is measured in work, not seconds, so a seed replays the same game."""
    decks = (ai_deck("Serra's Host"), ai_deck("Undead Bog"))
    first = play_duel(decks, ("wizard", "sorcerer"), seed=42, rules={"turn_cap": 6})
    again = play_duel(decks, ("wizard", "sorcerer"), seed=42, rules={"turn_cap": 6})
    assert [a.to_text() for a in first.history] == [a.to_text() for a in again.history]
    assert len(first.history) > 50


def test_ladder_ends_with_the_summary_line() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        ai_ladder.main(["apprentice", "random", "--games", "2", "--decks", "Goblin Warband,Serra's Host"])
    last = out.getvalue().strip().splitlines()[-1]
    assert re.fullmatch(r"apprentice vs random: 2 games, apprentice won \d \(\d+%, 95% CI \d+-\d+%\), draws \d, "
                        r"avg turns \d+\.\d, decision p95 apprentice=\d+ms random=\d+ms", last), last


def test_ladder_gives_each_player_both_decks_and_both_seats() -> None:
    decks = [ai_deck("Goblin Warband"), ai_deck("Serra's Host")]
    games = ai_ladder.schedule("wizard", "apprentice", 4, 1, decks)
    a_sides = {(g.a_seat, g.decks[g.a_seat].name) for g in games}
    assert a_sides == {(0, "Goblin Warband"), (1, "Goblin Warband"), (0, "Serra's Host"), (1, "Serra's Host")}


def test_ladder_gives_each_levels_typical_slow_and_slowest_decision() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        ai_ladder.main(["apprentice", "random", "--games", "2", "--decks", "Goblin Warband,Serra's Host"])
    lines = out.getvalue().strip().splitlines()
    for level in ("apprentice", "random"):
        assert any(re.fullmatch(rf"{level} decisions: \d+, p50 \d+ms, p95 \d+ms, max \d+ms", ln) for ln in lines), lines


def test_ladder_names_the_games_stopped_at_the_decision_cap(monkeypatch) -> None:
    """A game drawn only because a player repeated a play until the cap is named, not hidden
    among the draws (Basalt Monolith once untapped itself forever)."""
    monkeypatch.setattr(ai_ladder, "DECISION_CAP", 30)
    out = io.StringIO()
    with redirect_stdout(out):
        ai_ladder.main(["apprentice", "random", "--games", "2", "--decks", "Goblin Warband,Serra's Host"])
    assert "stopped at the decision cap (30): games 1, 2" in out.getvalue()


def test_ladder_names_the_games_whose_searches_the_time_cap_cut(monkeypatch) -> None:
    """A search the clock ended (not its work) may go another way on another machine: the
    ladder counts them and names their games, so a figure measured under load says so."""
    monkeypatch.setitem(player.LEVELS, "sorcerer", dataclasses.replace(player.LEVELS["sorcerer"], time_cap=0.0))
    out = io.StringIO()
    with redirect_stdout(out):
        ai_ladder.main(["sorcerer", "random", "--games", "1", "--decks", "Goblin Warband,Serra's Host"])
    assert re.search(r"searches cut short by the time cap: [1-9]\d* \(games 1\)", out.getvalue()), out.getvalue()


def _game_lines(argv: list[str]) -> list[str]:
    """The per-game lines of a ladder run, without the CPU time (which no two runs share)."""
    out = io.StringIO()
    with redirect_stdout(out):
        ai_ladder.main(argv + ["--verbose", "--decks", "Goblin Warband,Serra's Host"])
    return [re.sub(r", [\d.]+s cpu$", "", ln) for ln in out.getvalue().splitlines() if ln.startswith("game ")]


def test_a_slice_of_the_ladder_replays_its_games_as_the_whole_ladder_plays_them() -> None:
    """Two versions of the players are compared game by game on a slice: game 3 of a slice
    must be game 3 of the whole ladder (its decks, seats and seed)."""
    whole = _game_lines(["apprentice", "random", "--games", "4"])
    part = _game_lines(["apprentice", "random", "--games", "4", "--only", "3-4"])
    assert part == whole[2:4]
    assert part[0].startswith("game 3: ")


def test_a_slice_outside_the_ladder_is_refused_with_the_reason(capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit):
        ai_ladder.main(["apprentice", "random", "--games", "4", "--only", "5-6"])
    assert "--only wants FROM-TO between 1 and 4" in capsys.readouterr().err


def test_a_single_number_is_a_slice_of_one_game() -> None:
    assert ai_ladder.game_span("7", 200) == (7, 7)
    assert ai_ladder.game_span("61-120", 200) == (61, 120)
    assert ai_ladder.game_span("9-3", 200) is None


def test_ladder_counts_the_first_players_wins_by_the_opening_hand_it_kept() -> None:
    """`--by-hand`: whether A's keeps and mulligans cost it games, hand by hand -- seven cards
    with two lands, seven with three, six after a mulligan."""
    def result(index: int, won: bool, hand: tuple[int, int]) -> ai_ladder.LadderResult:
        return ai_ladder.LadderResult(index, won, False, 10, 0.0, [], [], "", a_hand=hand)
    rows = ai_ladder.hand_table([result(0, True, (7, 2)), result(1, False, (7, 2)), result(2, True, (6, 3)),
                                 result(3, True, (7, 3))])
    assert rows == ["  7 cards, 2 lands:   1/2   won (50%)", "  7 cards, 3 lands:   1/1   won (100%)",
                    "  6 cards, 3 lands:   1/1   won (100%)"]


def test_ladder_gives_the_opening_hand_each_game_kept() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        ai_ladder.main(["apprentice", "random", "--games", "2", "--by-hand", "--decks", "Goblin Warband,Serra's Host"])
    after = out.getvalue().split("apprentice by opening hand kept:\n", 1)[1].splitlines()
    rows = [re.fullmatch(r"  [1-7] cards, \d+ lands?: +\d+/(\d+) +won \(\d+%\)", ln) for ln in after]
    table = rows[:next(i for i, m in enumerate(rows) if m is None)]
    assert sum(int(m.group(1)) for m in table) == 2   # each game's hand counted once
