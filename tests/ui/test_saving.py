"""What the game keeps, as a player meets it: a finished duel counts the moment it ends,
a save that fails is told at the table while the duel goes on, a computer player that
fails is logged, saved for a bug report and told, and a start cleans what a kill left."""
from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

import pygame
import pytest

from .test_modes import UI


def _data() -> Path:
    return Path(os.environ["MANA_DUEL_DATA_DIR"])


def _single(ui: UI, level: str = "apprentice"):
    from game.decks import ai_deck
    from game.ui.scenes.duel import DuelScene
    ui.session.start_single(ai_deck("Serra's Host"), ai_deck("Wurm Fire"), level, 1, False)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)                              # play first
    table = ui.app.find(DuelScene)
    assert table is not None
    return table.c


def _to_priority(ui: UI, c) -> None:
    """Keep the opening hand and wait for your first decision at the table."""
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.mulligan import MulliganScene
    ui.until(lambda: isinstance(ui.top, MulliganScene) and c.human_decision() is not None)
    ui.key(pygame.K_RETURN)                              # keep
    ui.until(lambda: c.human_decision() is not None and c.human_decision().kind == "priority"
             and c.intent is None and isinstance(ui.top, DuelScene))


def _play_on(ui: UI, c, until, seconds: float = 40.0) -> None:
    """Pass to the next turn (F2) and answer any other decision with its first legal answer,
    until `until()` holds."""
    import time
    end = time.perf_counter() + seconds
    while not until():
        assert time.perf_counter() < end, f"timed out on turn {c.g.turn}, {c.decision()}"
        d = c.human_decision()
        if d is not None and c.intent is None:
            if d.kind == "priority":
                ui.key(pygame.K_F2)
            else:
                c.submit(c.g.legal_actions()[0])
        ui.pump(1)


def _close_window(ui: UI) -> None:
    ui.post(pygame.QUIT)
    ui.pump(1)
    assert not ui.app.running


@pytest.fixture
def ui():
    from game.storage.files import take_notices
    take_notices()
    made = UI()
    yield made
    pygame.event.clear()


def test_closing_the_window_on_the_end_of_duel_screen_leaves_nothing_to_resume(ui):
    from game.replay import list_replays
    from game.ui.scenes.end import EndScene
    c = _single(ui)
    ui.until(lambda: ui.session.autosave() is not None and (_data() / "autosave.json").exists(), 5)
    c.concede()
    ui.until(lambda: isinstance(ui.top, EndScene), 5)
    assert not (_data() / "autosave.json").exists()      # cleared the moment the duel ended
    _close_window(ui)
    assert not (_data() / "autosave.json").exists()
    assert len(list_replays()) == 1 and list_replays()[0].winner == 1
    again = UI(seed=5)
    assert "resume" not in [item.key for _, item in again.top.rows]


def test_a_gauntlet_match_lost_then_the_window_closed_is_recorded(ui):
    from game.decks import ai_deck
    from game.modes.gauntlet import GauntletOptions, load_gauntlet
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.end import EndScene
    ui.session.start_gauntlet(ai_deck("Serra's Host"), GauntletOptions(best_of=1))
    ui.button("Play Match 1")
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)
    c = ui.app.find(DuelScene).c
    c.concede()
    ui.until(lambda: isinstance(ui.top, EndScene), 5)
    _close_window(ui)
    kept = load_gauntlet()
    assert kept is not None and len(kept.records) == 1 and kept.records[0].won is False and kept.status == "lost"
    assert not (_data() / "autosave.json").exists()


def _failing_writes(monkeypatch, code: int, message: str) -> None:
    import game.storage.files as files

    def refuse(*a, **k):
        raise OSError(code, message)
    monkeypatch.setattr(files.tempfile, "mkstemp", refuse)


@pytest.mark.parametrize("code, message, said", [(errno.ENOSPC, "No space left on device", "disk full"),
                                                 (errno.EACCES, "Permission denied", "permission denied"),
                                                 (errno.EROFS, "Read-only file system", "read-only")])
def test_a_save_that_fails_is_told_at_the_table_and_the_duel_goes_on(ui, monkeypatch, code, message, said):
    c = _single(ui)
    _to_priority(ui, c)
    _failing_writes(monkeypatch, code, message)
    n = len(c.history)
    _play_on(ui, c, lambda: any(p == c.opp for p, _ in c.history[n:]) and c.human_decision() is not None)
    assert c.warning.startswith("Couldn't save the duel: ") and said in c.warning and "goes on" in c.warning
    assert c.clock < c.warning_until
    monkeypatch.undo()                                   # the disk is fine again: the next save works
    _play_on(ui, c, lambda: c.warning == "The duel is saved again")
    assert len(ui.session.autosave().actions) >= n


def test_settings_that_cannot_be_saved_are_told_at_the_table(ui, monkeypatch):
    from game.ui.scenes.duel import DuelScene
    c = _single(ui)
    _failing_writes(monkeypatch, errno.EACCES, "Permission denied")
    ui.app.find(DuelScene)._settings_changed()          # a Duel Option changed: the settings are written
    assert c.warning == "Couldn't save the settings: permission denied — the duel goes on"


def test_a_replay_that_cannot_be_kept_is_told(ui, monkeypatch):
    c = _single(ui)
    _failing_writes(monkeypatch, errno.ENOSPC, "No space left on device")
    c.concede()
    ui.pump(2)
    assert c.warning == "Couldn't keep the replay: disk full"


class _Failing:
    """A computer player that raises (a bug in its code)."""
    reason = ""

    def choose_action(self, g):
        raise RuntimeError("the AI tripped over its own feet")


def test_a_failing_computer_player_is_logged_saved_for_a_bug_report_and_told(ui, caplog):
    c = _single(ui)
    c.ai = _Failing()
    c.threaded = True                                    # the computer thinks on its own thread, as in play
    _to_priority(ui, c)
    n = len(c.history)
    with caplog.at_level(logging.INFO):                  # the computer fails at every decision it has
        _play_on(ui, c, lambda: sum(p == c.opp for p, _ in c.history[n:]) >= 3 and c.human_decision() is not None)
    assert "ran into an error and made a default play" in c.warning and "bug report" in c.warning
    reports = list((_data() / "bug-reports").glob("*.bugreport"))
    assert len(reports) == 1 and Path(c.ai_error_report) == reports[0]     # one report, not one a decision
    failures = [r for r in caplog.records if r.exc_info and "computer player failed" in r.getMessage()]
    assert failures and failures[0].threadName == "ai-think"
    assert "tripped over its own feet" in caplog.text


def test_the_game_start_removes_temporary_files_a_kill_left(monkeypatch):
    from game.ui import app as app_module
    from game.ui.main import run
    data = _data()
    (data / "replays").mkdir(parents=True)
    stale = [data / ".autosave-k3j2_x9.tmp", data / "replays" / ".20250601-a-vs-b-8fj2k1.tmp"]
    keep = [data / "autosave.json.corrupt-20250101-000000", data / "replays" / "x.replay", data / "notes.tmp"]
    for p in stale + keep:
        p.write_text("x")
    monkeypatch.setattr(app_module.App, "run", lambda self: None)      # start, then close at once
    assert run() == 0
    assert not any(p.exists() for p in stale) and all(p.exists() for p in keep)


def test_taking_back_the_end_of_a_practice_duel_uncounts_it_and_saves_the_duel_again(ui):
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.end import EndScene
    ui.settings.practice = True
    c = _single(ui)
    _to_priority(ui, c)
    c.concede()
    ui.until(lambda: isinstance(ui.top, EndScene), 5)
    assert ui.session.match.wins == (0, 1) and not (_data() / "autosave.json").exists()
    ui.key(pygame.K_z, mod=pygame.KMOD_CTRL)             # Practice: take back the last decision
    assert ui.app.find(DuelScene) is not None and not isinstance(ui.top, EndScene) and not c.g.over
    ui.until(lambda: (_data() / "autosave.json").exists(), 5)
    assert ui.session.match.wins == (0, 0)
    c.concede()
    ui.until(lambda: isinstance(ui.top, EndScene), 5)
    assert ui.session.match.wins == (0, 1) and len(ui.session.match.results) == 1


def test_a_gauntlet_that_cannot_be_saved_is_told_on_its_ladder(ui, monkeypatch):
    from game.decks import ai_deck
    from game.modes.gauntlet import GauntletOptions
    from game.ui.scenes.common import MessageDialog
    from game.ui.scenes.gauntlet import GauntletScene
    _failing_writes(monkeypatch, errno.ENOSPC, "No space left on device")
    ui.session.start_gauntlet(ai_deck("Serra's Host"), GauntletOptions(best_of=1))
    dlg = ui.top
    assert isinstance(dlg, MessageDialog) and "Couldn't save the gauntlet: disk full." in dlg.lines
    ui.button("OK")
    assert isinstance(ui.top, GauntletScene)
