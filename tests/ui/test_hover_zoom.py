"""A card the pointer rests on is shown large beside it — on the table, in hand and in the
deck builder — inside the window and never under the pointer."""
from __future__ import annotations

import pygame
from hypothesis import given, strategies as st

from game.ui import cardrender, zoom
from tests.ui.test_modes import ui  # noqa: F401  (the deck builder's fixture)


def _zoom_shows(screen: pygame.Surface, rect: pygame.Rect, look) -> bool:
    """The window shows the card at `rect`: sampled pixels match the card drawn at that size."""
    card = cardrender.card_surface(look, rect.w)
    for fx, fy in ((0.5, 0.1), (0.3, 0.35), (0.5, 0.75), (0.8, 0.92)):
        x, y = int(rect.w * fx), int(rect.h * fy)
        if screen.get_at((rect.x + x, rect.y + y))[:3] != card.get_at((x, y))[:3]:
            return False
    return True


def test_resting_on_a_hand_card_zooms_it_beside_the_pointer(table_for):
    t, ids = table_for(hand=["Grizzly Bears", "Forest"])
    pos = t.where(ids["Grizzly Bears"][0])
    t.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    t.pump(30)
    sc = t.scene
    assert sc.zoom is not None and sc.zoom.name == "Grizzly Bears"
    r = sc.zoom_at
    assert r is not None and not r.collidepoint(pos)
    assert t.app.screen.get_rect().contains(r)
    assert r.w >= 280                                   # large enough to read its rules text
    assert _zoom_shows(t.app.screen, r, sc.zoom)


def test_a_battlefield_card_is_zoomed_with_its_current_power(table_for):
    t, ids = table_for(battlefield=["Savannah Lions", "Crusade"])
    pos = t.where(ids["Savannah Lions"][0])
    t.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    t.pump(30)
    look = t.scene.zoom
    assert look is not None and look.name == "Savannah Lions"
    assert (look.power, look.toughness) == ("3", "2")   # a 2/1 under Crusade
    assert not t.scene.zoom_at.collidepoint(pos)


def test_the_zoom_waits_for_the_pointer_to_rest_and_leaves_with_it(table_for):
    t, ids = table_for(hand=["Grizzly Bears"])
    pos = t.where(ids["Grizzly Bears"][0])
    t.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    t.pump(2)
    assert t.scene.zoom_at is None                      # not at once: passing over cards doesn't flash them
    t.pump(30)
    assert t.scene.zoom_at is not None
    t.post(pygame.MOUSEMOTION, pos=(5, t.app.screen.get_height() // 2), rel=(0, 0), buttons=(0, 0, 0))
    t.pump(3)
    assert t.scene.zoom_at is None


def test_the_opponents_hidden_cards_are_never_zoomed(table_for):
    t, ids = table_for(opp_hand=["Lightning Bolt"])
    t.post(pygame.MOUSEMOTION, pos=t.scene.opp_hand_rect.center, rel=(0, 0), buttons=(0, 0, 0))
    t.pump(30)
    assert t.scene.zoom is None


@given(px=st.integers(0, 2559), py=st.integers(0, 1439),
       size=st.sampled_from([(1024, 600), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]))
def test_the_zoom_stays_in_the_window_and_off_the_pointer(px, py, size):
    px, py = px % size[0], py % size[1]
    s = min(size[0] / 1920, size[1] / 1080)          # the table's scale (layout.py)
    r = zoom.zoom_rect((px, py), size, s)
    assert pygame.Rect((0, 0), size).contains(r)
    assert not r.collidepoint(px, py)
    assert r.w >= int(zoom.ZOOM_WIDTH * s) * 0.5


def test_the_deck_builder_zooms_a_card_of_the_search_results(ui):
    ui.menu("builder")
    b = ui.top
    ui.click(b.search.rect.center)
    ui.type("giant")
    pos = b.card_rect("Hill Giant").center
    ui.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    ui.pump(30)
    r = b.zoom_at
    assert r is not None and not r.collidepoint(pos)
    assert ui.app.screen.get_rect().contains(r)
    assert _zoom_shows(ui.app.screen, r, cardrender.look_from_def(b.hover_card))
    assert b.hover_card.name == "Hill Giant"


def test_a_dialog_over_the_deck_builder_hides_the_zoom(ui):
    ui.menu("builder")
    b = ui.top
    ui.click(b.search.rect.center)
    ui.type("giant")
    pos = b.card_rect("Hill Giant").center
    ui.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    ui.pump(30)
    assert b.zoom_at is not None
    ui.key(pygame.K_ESCAPE)                           # leave the search field
    b.import_deck()
    ui.pump(30)
    assert ui.top is not b and b.zoom_at is None
