"""The window fits the screen it opens on, remembers its size, and Display settings change it
(game.ui.display, game.ui.scenes.display) — driven through real pygame events."""
from __future__ import annotations

import pygame
import pytest

from game.storage.settings import Settings, load_settings
from game.ui import display

from .conftest import Table
from .test_modes import UI


@pytest.fixture
def screen(monkeypatch):
    """Pretend the desktop is a given size (the dummy video driver reports 1024×768)."""
    def use(size):
        monkeypatch.setattr(display, "desktop_size", lambda: size)
    use((1280, 720))
    return use


@pytest.mark.parametrize("desktop", [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160)])
def test_the_first_start_fits_the_usable_desktop_with_room_for_the_title_bar(screen, desktop):
    from game.ui.app import App
    screen(desktop)
    settings = Settings()
    app = App(None, settings)
    w, h = app.screen.get_size()
    assert w <= desktop[0] and h <= desktop[1] - display.TITLE_ROOM_MIN
    # no small window with black margins: it takes most of the screen
    assert w >= desktop[0] * 0.9 and h >= desktop[1] * 0.8
    assert settings.window_size == (w, h)


def test_a_remembered_size_is_reused_and_shrunk_to_a_smaller_screen(screen):
    from game.ui.app import App
    screen((1920, 1080))
    settings = Settings(window_size=(1500, 840))
    assert App(None, settings).screen.get_size() == (1500, 840)
    screen((1280, 720))
    settings = Settings(window_size=(1800, 1000))
    w, h = App(None, settings).screen.get_size()
    assert w <= 1280 and h <= 720 - display.TITLE_ROOM_MIN


def test_dragging_the_window_edge_lays_the_table_out_again_and_is_remembered(screen, pool):
    from game.engine import Game
    t = Table(Game(seed=1), size=(1600, 900))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1200, h=700, size=(1200, 700)))
    t.pump(2)
    assert t.app.screen.get_size() == (1200, 700)
    assert t.scene.layout.size == (1200, 700)
    assert t.settings.window_size == (1200, 700)


def test_the_window_is_never_dragged_below_the_smallest_readable_size(screen, pool):
    from game.engine import Game
    t = Table(Game(seed=1), size=(1600, 900))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=500, h=300, size=(500, 300)))
    t.pump(2)
    assert t.app.screen.get_size() == display.MIN_WINDOW


def _display_settings_from_options(ui: UI):
    from game.ui.scenes.display import DisplayScene
    ui.session.open_options()
    ui.pump(2)
    ui.button("Display…")
    assert isinstance(ui.top, DisplayScene)
    return ui.top


def test_display_settings_offer_only_the_sizes_that_fit_this_screen(screen):
    screen((1600, 900))
    ui = UI()
    dlg = _display_settings_from_options(ui)
    presets = [val for _, kind, val in dlg.hits if kind == "preset"]
    # a window as large as the screen would put its title bar out of reach: full screen is for that
    assert (1280, 720) in presets and (1600, 900) not in presets


def test_a_window_size_chosen_in_display_settings_is_applied_and_saved(screen):
    screen((1920, 1080))
    ui = UI()
    dlg = _display_settings_from_options(ui)
    chip = next(r for r, kind, val in dlg.hits if kind == "preset" and val == (1280, 720))
    ui.click(chip.center)
    ui.button("OK")
    assert ui.app.screen.get_size() == (1280, 720)
    assert load_settings().window_size == (1280, 720)
    ui.button("OK")           # Options' own OK keeps the new size too
    assert load_settings().window_size == (1280, 720)


def test_a_custom_window_size_steps_with_minus_and_plus(screen):
    screen((1920, 1080))
    ui = UI()
    dlg = _display_settings_from_options(ui)
    chip = next(r for r, kind, val in dlg.hits if kind == "preset" and val == (1280, 720))
    ui.click(chip.center)
    wider = next(r for r, kind, axis in dlg.hits if kind == "more" and axis == 0)
    lower = next(r for r, kind, axis in dlg.hits if kind == "less" and axis == 1)
    ui.click(wider.center)
    ui.click(lower.center)
    ui.button("OK")
    assert ui.app.screen.get_size() == (1280 + 32, 720 - 32)


def test_full_screen_is_chosen_in_display_settings_and_remembered(screen):
    ui = UI()
    dlg = _display_settings_from_options(ui)
    box = next(r for r, kind, _ in dlg.hits if kind == "fullscreen")
    ui.click(box.center)
    ui.button("OK")
    assert ui.app.screen.get_flags() & pygame.FULLSCREEN
    assert load_settings().fullscreen


def test_display_settings_open_from_the_duel_options_and_relayout_the_table(screen, pool):
    from game.engine import Game
    from game.ui.scenes.dialogs import OptionsDialog
    from game.ui.scenes.display import DisplayScene
    screen((1920, 1080))
    t = Table(Game(seed=1), size=(1600, 900))
    t.key(pygame.K_o)
    assert isinstance(t.app.top, OptionsDialog)
    t.click(next(b for b in t.app.top.buttons if b.label == "Display…").rect.center)
    dlg = t.app.top
    assert isinstance(dlg, DisplayScene)
    t.click(next(r for r, kind, val in dlg.hits if kind == "preset" and val == (1280, 720)).center)
    t.click(next(b for b in dlg.buttons if b.label == "OK").rect.center)
    assert t.scene.layout.size == (1280, 720)
    assert load_settings().window_size == (1280, 720)


def test_a_window_size_not_yet_chosen_is_saved_as_none_and_a_bad_one_is_refused(tmp_path):
    from game.storage.settings import save_settings
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    assert load_settings(path).window_size is None
    path.write_text('{"version": 1, "window_size": ["wide", 900]}')
    assert load_settings(path).window_size is None
    from game.storage.files import take_notices
    assert any("window_size" in m for m in take_notices())     # told once, then not again
