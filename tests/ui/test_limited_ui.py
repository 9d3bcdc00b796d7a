"""Sealed Deck and Booster Draft from the title menu, driven by real events; the pick
screen, the sealed pool and an event's results are saved as screenshots."""
from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from .test_modes import UI

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def fourth_edition(scene):
    """The Fourth Edition boosters among the products offered (other sets are offered too once every
    card of theirs can be played, e.g. The Dark with its 8-card boosters)."""
    return next(rect for rect, items in scene.choices if set(items) == {"4ED"})


@pytest.fixture
def ui():
    u = UI()
    yield u
    pygame.event.clear()


def shot(ui, name: str) -> None:
    if os.environ.get("MANA_DUEL_SCREENSHOTS"):
        ui.pump(2)
        pygame.image.save(ui.app.screen, str(SHOTS / name))


def test_a_sealed_pool_is_opened_pack_by_pack_and_built_into_a_forty_card_deck(ui):
    from game.ui.scenes.deckbuilder import DeckBuilderScene
    from game.ui.scenes.limited import LimitedScene
    ui.menu("sealed")
    scene = ui.top
    assert isinstance(scene, LimitedScene)
    ui.click(fourth_edition(scene).center)                  # six Fourth Edition boosters
    ev = ui.session.limited
    assert ev is not None and ev.kind == "sealed"
    for n in range(1, 7):
        ui.button(f"Open pack {n} of 6")
        assert scene.revealed == n
        assert [name for _, name in scene.cards] == ev.opened[0][n - 1]     # that pack, shown
    shot(ui, "limited-sealed-pack.png")
    ui.button("See Your Pool")
    shot(ui, "limited-sealed-pool.png")
    ui.button("Build Deck")
    b = ui.top
    assert isinstance(b, DeckBuilderScene) and b.limited is not None
    assert {c.name for c in b.all_cards} <= set(ev.pool_of(0)) | {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    ui.button("Suggest")
    assert b.draft.size == 40 and not b.problems
    ui.button("Done")
    assert ui.top is not b and ev.decks[0] is not None and ev.phase == "play"


def test_a_card_beyond_the_pool_is_refused_in_the_limited_builder(ui):
    ui.menu("sealed")
    ui.click(fourth_edition(ui.top).center)
    for n in range(1, 7):
        ui.button(f"Open pack {n} of 6")
    ui.button("See Your Pool")
    ui.button("Build Deck")
    b = ui.top
    name = next(n for n in ui.session.limited.pool_of(0) if ui.session.limited.pool_of(0).count(n) == 1
                and "Land" not in ui.session.pool.get(n).types)
    ui.click(b.card_rect(name))
    ui.click(b.card_rect(name))
    assert b.draft.count(name) == 1 and "Your pool holds 1" in b.toast[0]
    ui.click(b.card_rect("Forest"))
    ui.click(b.card_rect("Forest"))
    assert b.draft.count("Forest") == 2                   # basic lands are free
    ui.button("Done")
    assert b.problems and "40" in b.problems[0]           # too few cards: refused, still building
    assert ui.top is b


def test_a_whole_pack_is_drafted_by_clicking_and_the_event_resumes_mid_pack(ui):
    from game.limited.store import unfinished_event
    ui.menu("draft")
    scene = ui.top
    ui.click(fourth_edition(scene).center)                # 15-card boosters (The Dark's and Antiquities' hold 8)
    ev = ui.session.limited
    for k in range(15):
        assert len(scene.cards) == 15 - k
        if k == 9:
            shot(ui, "limited-pick-screen.png")
        rect, name = scene.cards[-1]
        ui.click(rect.center)
        assert ev.picks[0][-1] == name
    assert ev.round_of_pick() == (1, 0)
    saved = unfinished_event()
    assert saved.picks == ev.picks and saved.round_of_pick() == (1, 0)


def test_an_events_results_screen_shows_its_rounds(ui):
    from game.limited.headless import run_event
    ui.menu("sealed")
    ui.click(fourth_edition(ui.top).center)
    ev = ui.session.limited
    run_event(ev, ui.session.pool, say=lambda s: None)
    ui.session.open_limited(ev)
    ui.pump(2)
    assert ev.phase == "over"
    assert any(b.label == "Keep Deck" for b in ui.top.buttons)
    shot(ui, "limited-results.png")
    ui.button("Keep Deck")
    assert ui.session.store.find(ui.top.kept).size == 40


def _finished_sealed_event(ui):
    from game.limited.headless import run_event
    ui.menu("sealed")
    ui.click(fourth_edition(ui.top).center)
    ev = ui.session.limited
    run_event(ev, ui.session.pool, say=lambda s: None)
    ui.session.save_limited()
    ui.key(pygame.K_ESCAPE)
    ui.until(lambda: type(ui.top).__name__ == "TitleScene")
    return ev


def test_a_past_event_is_played_again_with_the_same_packs(ui):
    from game.ui.scenes.limited import LimitedScene
    from game.ui.scenes.past_events import EventActions, PastEventsPicker
    ev = _finished_sealed_event(ui)
    ui.menu("past_events")
    picker = ui.top
    assert isinstance(picker, PastEventsPicker)
    assert picker.items[0][0].startswith("Sealed deck") and "won" in picker.items[0][1]
    shot(ui, "limited-past-events.png")
    ui.click(picker.rows[0][0].center)
    ui.button("Choose")
    assert isinstance(ui.top, EventActions)
    ui.button("Play It Again")
    assert isinstance(ui.top, LimitedScene)
    again = ui.session.limited
    assert again is not ev and again.event_id != ev.event_id
    assert again.opened == ev.opened                   # the same packs, from the same seed
    assert again.decks[0] is None and again.results == []


def test_a_past_events_deck_is_kept_among_your_decks(ui):
    _finished_sealed_event(ui)
    ui.menu("past_events")
    ui.click(ui.top.rows[0][0].center)
    ui.button("Choose")
    ui.button("Keep My Deck")
    assert ui.top.title == "Deck kept"
    name = ui.top.lines[0].removeprefix("Kept among your decks as ").removesuffix(".")
    assert ui.session.store.find(name).size == 40


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_title_entry_fits_the_window_when_all_are_offered(size):
    """Resume, continue gauntlet, continue event and past events all at once still fit,
    one below the other, under the title."""
    from game.ui.scenes import title
    small = UI(size)
    try:
        top = small.top
        top.entries = lambda: list(title.MAIN_MENU)           # every entry, as if each were offered
        top.layout()
        W, H = small.app.screen.get_size()
        assert len(top.rows) == len(title.MAIN_MENU)
        for r, _ in top.rows:
            assert r.bottom <= H - 24 and r.top >= 270 * H / 1080     # below the subtitle
        for i, (a, _) in enumerate(top.rows):
            for b, _ in top.rows[i + 1:]:
                assert not a.colliderect(b)
            assert a.h >= 44 * H / 1080                       # room for the label and its hint
    finally:
        pygame.event.clear()


def test_the_last_rounds_end_leads_to_the_events_results(ui):
    """Two rounds played, the third is played at the table: conceding it ends the event, and
    Continue on the end screen shows the results of all three rounds."""
    from game.limited.headless import build_deck, play_match
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.limited import LimitedScene
    from game.ui.scenes.match import MatchScene
    ui.menu("sealed")
    ui.click(fourth_edition(ui.top).center)
    ev = ui.session.limited
    pool = ui.session.pool
    ev.set_player_deck(build_deck([pool.get(n) for n in ev.pool_of(0)], "Your deck"), pool)
    ev.build_computer_decks(pool)
    for _ in range(2):
        m = ev.next_match()
        play_match(m, pool)
        ev.record_match(m)
    ui.session.open_limited(ev, ev.kind)
    ui.pump(2)
    ui.button("Play Round 3")
    for _ in range(20):                                  # the coin toss: play first
        if ui.app.find(DuelScene) is not None:
            break
        ui.key(pygame.K_RETURN)
    assert ui.app.find(DuelScene) is not None
    if [b.label for b in getattr(ui.top, "buttons", [])] == ["Keep", "Mulligan"]:
        ui.button("Keep")
    ui.app.find(DuelScene).c.concede()
    ui.until(lambda: isinstance(ui.top, (EndScene, MatchScene)), 5)
    ui.button("Continue")                                # the duel's end screen, then the match's
    if isinstance(ui.top, MatchScene):
        ui.button("Continue")
    ui.until(lambda: isinstance(ui.top, LimitedScene), 5)
    assert ev.phase == "over" and len(ev.results) == 3 and ev.results[2].winner == 1
    assert any(b.label == "Keep Deck" for b in ui.top.buttons)
    assert "Play Round 4" not in [b.label for b in ui.top.buttons]
