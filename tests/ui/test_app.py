"""The App's scene stack and event dispatch, the settings file, the card renderer's cache."""
from __future__ import annotations

import json

import pygame

from game.storage.settings import Settings, load_settings, save_settings


class _Probe:
    def __init__(self, consume: bool, modal: bool):
        from game.ui.app import Scene

        class P(Scene):
            pass
        self.scene = P()
        self.scene.modal = modal
        self.seen: list[int] = []
        self.calls: list[str] = []
        self.scene.handle_event = self._handle
        self.scene.on_enter = lambda: self.calls.append("enter")
        self.scene.on_exit = lambda: self.calls.append("exit")
        self.scene.on_pause = lambda: self.calls.append("pause")
        self.scene.on_resume = lambda: self.calls.append("resume")
        self.consume = consume

    def _handle(self, event) -> bool:
        self.seen.append(event.type)
        return self.consume


def test_app_dispatch_goes_top_down_until_consumed():
    from game.ui.app import App
    app = App((800, 600))
    bottom, top = _Probe(True, True), _Probe(False, False)
    app.push(bottom.scene)
    app.push(top.scene)
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x")
    assert app.dispatch(ev)
    assert top.seen == [pygame.KEYDOWN] and bottom.seen == [pygame.KEYDOWN]


def test_app_modal_scene_keeps_events_from_the_scenes_below():
    from game.ui.app import App
    app = App((800, 600))
    bottom, top = _Probe(True, True), _Probe(False, True)
    app.push(bottom.scene)
    app.push(top.scene)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"))
    assert top.seen and not bottom.seen


def test_app_scene_stack_lifecycle():
    from game.ui.app import App
    app = App((800, 600))
    a, b = _Probe(True, True), _Probe(True, True)
    app.push(a.scene)
    app.push(b.scene)
    app.pop()
    assert a.calls == ["enter", "pause", "resume"] and b.calls == ["enter", "exit"]
    app.replace(b.scene)
    assert a.calls[-1] == "exit" and app.top is b.scene


def test_settings_round_trip_and_atomic_file(tmp_path):
    s = Settings()
    s.layout = "advanced"
    s.toggle_stop("opp", "end")
    path = save_settings(s, tmp_path / "settings.json")
    assert json.loads(path.read_text())["layout"] == "advanced"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]     # no temporary file left
    back = load_settings(path)
    assert back.layout == "advanced" and back.has_stop("opp", "end")


def test_settings_ignore_a_broken_or_foreign_file(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    assert load_settings(path) == Settings()
    path.write_text(json.dumps({"layout": "sideways", "stops": "nope", "unknown": 1, "show_pt": False}))
    s = load_settings(path)
    assert s.layout == "standard" and s.stops == Settings().stops and s.show_pt is False


def test_card_surfaces_are_cached_by_visible_state(pool):
    from game.ui import cardrender
    from game.ui.app import App
    App((400, 300))
    look = cardrender.look_from_def(pool.get("Serra Angel"))
    a = cardrender.card_surface(look, 100, cardrender.Marks(damage=1))
    assert cardrender.card_surface(look, 100, cardrender.Marks(damage=1)) is a
    b = cardrender.card_surface(look, 100, cardrender.Marks(damage=2))
    assert b is not a
    tapped = cardrender.card_surface(look, 100, cardrender.Marks(tapped=True))
    assert tapped.get_width() > tapped.get_height()          # turned sideways


def test_mana_symbols_use_the_mana_font_codepoints():
    from game.ui import manafont
    assert manafont.GLYPHS["w"] == 0xe600 and manafont.GLYPHS["tap"] == 0xe61a
    assert manafont.symbols_of("{X}{2}{R}{W/U}") == ["X", "2", "R", "W/U"]
