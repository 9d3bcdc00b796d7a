"""Replays, rewind and explanations at the table, driven through real events: every finished
duel is kept as a replay; the Replays screen plays one back (step, jump, play/pause) and
says when one no longer reproduces; Ctrl+Z in practice restores hands, libraries and the
random stream exactly; a bug-report bundle reopens at the same state hash; a greyed card in
hand explains itself; the "?" explains the step; the end screen offers the review."""
from __future__ import annotations

import pygame
import pytest

from game.ai import make_player
from game.decks import ai_deck
from game.engine.decisions import Concede
from game.storage.settings import Settings


def _settings(practice: bool = False) -> Settings:
    s = Settings()
    s.ai_pace = 0.0
    s.animations = False
    s.practice = practice
    return s


def _controller(settings: Settings, seed: int = 11):
    from game.ui.main import DuelSetup, new_controller
    setup = DuelSetup(ai_deck("Serra's Host"), ai_deck("Wurm Fire"), "apprentice", seed)
    return new_controller(setup, 0, settings, threaded=False)


def _position(g) -> tuple:
    """What a rewind must restore: both hands and libraries in order, the random stream."""
    return (tuple(tuple(p.hand) for p in g.players), tuple(tuple(p.library) for p in g.players), g.rng.state,
            g.state_hash())


def _drive(c, me, until, record: list | None = None, limit: int = 4000, pass_turns: bool = True) -> None:
    """Play the human's side with a computer player until `until()`; each of the human's
    decisions is recorded (the position just before it) in `record`."""
    n = 0
    while not until() and n < limit and not c.g.over:
        c.update(0.1)
        d = c.human_decision()
        if d is not None and c.intent is None and not until():
            if record is not None:
                record.append(_position(c.g))
            if pass_turns and d.kind == "priority" and c.g.turn >= 3:
                c.pass_turn()
            else:
                c.submit(me.choose_action(c.g))
        n += 1


def _key(app, k, mod=0, frames=3):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.pump(frames, 1 / 60)


def _table(c, size=(1600, 900)):
    from game.ui.app import App
    from game.ui.scenes.duel import DuelScene
    app = App(size, c.settings)
    scene = DuelScene(c)
    app.push(scene)
    app.pump(2, 1 / 60)
    return app, scene


def test_ctrl_z_in_practice_restores_hands_libraries_and_rng_exactly():
    c = _controller(_settings(practice=True))
    me = make_player("apprentice", 5)
    decisions: list[tuple] = []
    _drive(c, me, lambda: c.g.turn >= 7, decisions)
    assert not c.g.over and len(decisions) >= 4
    app, scene = _table(c)
    now = _position(c.g)
    assert now[1] != decisions[-1][1]               # libraries have changed since (draws)
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert _position(c.g) == decisions[-1]          # your previous decision, exactly
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert _position(c.g) == decisions[-2]          # and the one before
    # the duel goes on from there, and the replay forgets what was taken back
    assert len(c.recorder.actions) == len(c.history)
    _drive(c, me, lambda: c.g.turn >= 9)
    from game.replay import check
    res = check(c.recorder.replay(c.g))
    assert res.ok, res.message
    assert res.final_hash == c.g.position_digest()


def test_take_back_a_turn():
    c = _controller(_settings(practice=True), seed=12)
    me = make_player("apprentice", 5)
    decisions: list[tuple] = []
    turns: list[int] = []

    def until():
        return c.g.turn >= 8
    _drive(c, me, until, decisions)
    for snap in c.undo:
        turns.append(snap.turn)
    turn = c.g.turn
    app, scene = _table(c)
    _key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert c.g.turn in (turn - 1, turn - 2)
    assert c.g.turn >= turn - 2
    assert _position(c.g) in decisions


def test_rewind_needs_practice_and_never_happens_in_the_gauntlet():
    c = _controller(_settings(practice=False))
    me = make_player("apprentice", 5)
    _drive(c, me, lambda: c.g.turn >= 4)
    app, scene = _table(c)
    before = len(c.history)
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(c.history) >= before                  # nothing was taken back
    assert "Turn on Practice" in c.notice
    # Practice is an option of the table's menu (single duels)
    scene.right_click(None, (400, 400))
    labels = [e.label for e in scene.menu.entries]
    assert "Practice (Ctrl+Z takes back)" in labels
    scene.menu = None
    g = _controller(_settings(practice=True), seed=13)
    g.duel_kind = "gauntlet"
    _drive(g, me, lambda: g.g.turn >= 4)
    assert g.rewind() == "Rewind needs the Practice option (single duels only)"
    assert not g.undo                                # no snapshots are even kept


def test_every_finished_duel_is_kept_as_a_replay():
    from game.replay import check, list_replays
    c = _controller(_settings())
    me = make_player("apprentice", 5)
    _drive(c, me, lambda: c.g.turn >= 3, pass_turns=False)
    c.submit(Concede(c.human))
    assert c.g.over
    saved = list_replays()
    assert len(saved) == 1
    r = saved[0]
    assert r.names == ["You", "Apprentice"] and r.levels == ["human", "apprentice"]
    assert r.winner == 1 and "p1: conceded" in r.result
    from game.replay import load
    res = check(load(r.path))
    assert res.ok and res.final_hash == c.g.position_digest()


def test_save_duel_for_a_bug_report_reopens_at_the_same_position():
    from game.replay import bug_reports_dir
    from game.replay.opening import reopen
    from game.ui.scenes.duel_aids import InfoDialog
    from game.ui.scenes.replays import bug_report_table
    c = _controller(_settings())
    me = make_player("apprentice", 5)
    _drive(c, me, lambda: c.g.turn >= 5, pass_turns=False)
    app, scene = _table(c)
    here = c.g.position_digest()
    # the duel's menu: right-click the table, "Save duel for a bug report"
    scene.right_click(None, (500, 500))
    entry = [i for i, e in enumerate(scene.menu.entries) if e.label == "Save duel for a bug report"][0]
    scene.menu.activate(entry)
    app.pump(2, 1 / 60)
    assert isinstance(app.top, InfoDialog)
    files = list(bug_reports_dir().glob("*.bugreport"))
    assert len(files) == 1
    text = files[0].read_text()
    assert "kind: bug-report" in text and "version python: " in text and f"final: {here}" in text
    r, res = reopen(str(files[0]))
    assert res.ok, res.message
    assert res.final_hash == here
    table = bug_report_table(r, res, _settings(), threaded=False)
    assert table.c.g.position_digest() == here and table.c.g.state_hash() == c.g.state_hash()
    assert table.c.human_decision() is not None or table.c.decision() is not None


def _save_replays(tmp_path):
    from game.replay import record_duel, replays_dir, save
    out = []
    for i, (seed, decks) in enumerate(((3, ("Goblin Warband", "Llanowar Growth")),
                                       (4, ("Tolarian Tide", "Sengir's Night")))):
        g, rec = record_duel((ai_deck(decks[0]), ai_deck(decks[1])), ("apprentice", "apprentice"), seed)
        r = rec.replay(g)
        r.date = f"2025-06-1{i} 20:00:00"
        if i == 1:
            k = next(j for j, (p, a) in enumerate(r.actions) if a.startswith("play") and j > 40)
            r.actions[k] = (r.actions[k][0], "play 9999")
        save(r, replays_dir() / f"r{i}.replay")
        out.append((g, r))
    return out


def test_the_replays_screen_plays_a_replay_back_and_refuses_one_that_no_longer_reproduces(tmp_path):
    from game.replay import Playback
    from game.ui.app import App
    from game.ui.scenes.replay_viewer import ReplayScene
    from game.ui.scenes.replays import ReplaysScene
    made = _save_replays(tmp_path)
    app = App((1600, 900), _settings())
    screen = ReplaysScene(threaded=False, settings=_settings())
    app.push(screen)
    app.pump(2, 1 / 60)
    assert [e.status for e in screen.entries] == ["broken", "ok"]      # newest first
    broken = screen.entries[0]
    assert broken.message.startswith("This replay no longer reproduces: action")
    watch = [b for b in screen.buttons if b.label == "Watch"][0]
    assert not watch.enabled                          # it says why instead of showing a wrong game
    # choose the other one and watch it
    row = [r for r, i in screen.rows if i == 1][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1))
    app.pump(2, 1 / 60)
    assert screen.selected == 1 and watch.enabled
    _key(app, pygame.K_RETURN)
    view = app.top
    assert isinstance(view, ReplayScene)
    c = view.rc
    ref = Playback(made[0][1])
    for _ in range(5):
        _key(app, pygame.K_RIGHT, frames=1)
    assert c.index == 5 and c.g.state_hash() == ref.seek(5).state_hash()
    _key(app, pygame.K_LEFT, frames=1)
    assert c.index == 4 and c.g.state_hash() == ref.seek(4).state_hash()
    _key(app, pygame.K_PAGEDOWN)
    assert c.index == ref.turn_starts[2] and c.g.turn == 2
    # a click on turn 6 of the timeline
    tick = [r for r, t in view.ticks if t == 6][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tick.center, button=1))
    app.pump(2, 1 / 60)
    assert c.g.turn == 6 and c.g.state_hash() == ref.seek(ref.turn_starts[6]).state_hash()
    # play: the duel moves on by itself; pause stops it
    _key(app, pygame.K_SPACE)
    at = c.index
    app.pump(120, 1 / 60)
    assert c.index > at
    _key(app, pygame.K_SPACE)
    at = c.index
    app.pump(30, 1 / 60)
    assert c.index == at
    _key(app, pygame.K_END)
    assert c.index == ref.end and c.g.state_hash() == made[0][0].state_hash()
    # clicks on the table change nothing
    before = c.g.state_hash()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(800, 600), button=1))
    app.pump(2, 1 / 60)
    assert c.g.state_hash() == before
    _key(app, pygame.K_ESCAPE)
    assert app.top is screen


def test_hovering_a_greyed_card_in_hand_explains_why(table_for):
    settings = _settings()
    settings.show_cue_cards = False                  # the explanation shows even without cue cards
    t, ids = table_for(hand=["Serra Angel", "Forest"], battlefield=["Plains", "Forest", "Forest", "Forest",
                                                                    "Forest"], settings=settings)
    pt = t.where(ids["Serra Angel"][0])
    t.post(pygame.MOUSEMOTION, pos=pt, rel=(0, 0), buttons=(0, 0, 0))
    t.pump(50)
    assert t.scene.tooltip.startswith("Serra Angel can't be cast now: Not enough white mana: {3}{W}{W} needs "
                                      "{W}{W}")
    assert t.scene.explain_tip is not None and t.scene.explain_tip.code == "mana_colour"
    t.app.draw()                                      # drawn as an explanation card


def test_the_question_mark_explains_the_step(table_for):
    from game.ui.scenes.duel_aids import StepHelpOverlay
    t, ids = table_for(hand=["Forest"])
    t.press("?")
    top = t.app.top
    assert isinstance(top, StepHelpOverlay)
    assert top.help.title == "Your precombat main phase (CR 505)"
    assert any("CR 305.2" in ln for ln in top.help.about)
    t.app.draw()
    t.key(pygame.K_ESCAPE)
    assert t.app.top is t.scene


def test_the_end_screen_offers_the_review_and_the_replays():
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.replays import ReplaysScene
    from game.ui.scenes.review import ReviewScene
    c = _controller(_settings())
    me = make_player("apprentice", 5)
    _drive(c, me, lambda: c.g.turn >= 4, pass_turns=False)
    c.submit(Concede(c.human))
    app, scene = _table(c)
    app.push(EndScene(c))
    app.pump(2, 1 / 60)
    end = app.top
    labels = [b.label for b in end.buttons]
    assert "Review" in labels and "Replays" in labels
    [b for b in end.buttons if b.label == "Review"][0].action()
    review = app.top
    assert isinstance(review, ReviewScene)
    import time
    deadline = time.perf_counter() + 120
    while review.result is None and not review.error and time.perf_counter() < deadline:
        app.pump(1, 1 / 60)
        time.sleep(0.02)
    assert review.result is not None, review.error
    assert review.result.decisions >= 1
    for it in review.result.items:
        assert it.yours != it.suggested and it.difference > 0
    app.draw()
    review.close()
    [b for b in end.buttons if b.label == "Replays"][0].action()
    assert isinstance(app.top, ReplaysScene)
    app.pump(2, 1 / 60)
    assert len(app.top.entries) == 1


@pytest.mark.parametrize("practice", [True])
def test_the_main_menu_has_replays(practice):
    from game.ui.scenes.title import MAIN_MENU
    assert any(m.key == "replays" for m in MAIN_MENU)


def test_a_bad_file_in_the_replays_folder_is_listed_as_unreadable_and_the_rest_still_play(tmp_path):
    from game.replay import replays_dir
    from game.ui.app import App
    from game.ui.scenes.replays import ReplaysScene
    made = _save_replays(tmp_path)
    good = (replays_dir() / "r0.replay").read_text(encoding="utf-8")
    (replays_dir() / "r9.replay").write_text(good.replace("first: ", "first: banana", 1), encoding="utf-8")
    (replays_dir() / "r8.replay").write_text(good.replace("\ncard 1: ", "\ncard 1: 2000000000 ", 1), encoding="utf-8")
    app = App((1600, 900), _settings())
    screen = ReplaysScene(threaded=False, settings=_settings())
    app.push(screen)
    app.pump(2, 1 / 60)
    assert [e.status for e in screen.entries] == ["broken", "ok", "unreadable", "unreadable"]
    bad = {e.file: e.message for e in screen.entries if e.status == "unreadable"}
    assert "first" in bad["r9.replay"] and "at most 500 cards" in bad["r8.replay"]
    row = [r for r, i in screen.rows if i == 2][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1))
    app.pump(2, 1 / 60)
    watch = [b for b in screen.buttons if b.label == "Watch"][0]
    assert screen.selected == 2 and not watch.enabled
    _key(app, pygame.K_RETURN)                          # nothing opens for an unreadable file
    assert app.top is screen
    assert made[0][0].over
