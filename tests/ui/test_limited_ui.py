"""Sealed Deck and Booster Draft from the title menu, driven by real events; the pick
screen, the sealed pool and an event's results are saved as screenshots."""
from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from .test_modes import UI

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


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
    ui.click(scene.choices[0][0].center)                  # six Fourth Edition boosters
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
    ui.click(ui.top.choices[0][0].center)
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
    ui.click(scene.choices[0][0].center)
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
    ui.click(ui.top.choices[0][0].center)
    ev = ui.session.limited
    run_event(ev, ui.session.pool, say=lambda s: None)
    ui.session.open_limited(ev)
    ui.pump(2)
    assert ev.phase == "over"
    assert any(b.label == "Keep Deck" for b in ui.top.buttons)
    shot(ui, "limited-results.png")
    ui.button("Keep Deck")
    assert ui.session.store.find(ui.top.kept).size == 40
