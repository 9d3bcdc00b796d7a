"""Settings values are checked, not taken at face value: a bad one takes its default, the
good ones are kept, and the file is kept aside with a message naming the bad value."""
from __future__ import annotations

import json

import pytest

from game.storage.files import take_notices
from game.storage.settings import Settings, load_settings


def _load(tmp_path, data: dict) -> Settings:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data))
    return load_settings(path)


def test_fullscreen_written_as_text_does_not_turn_full_screen_on(tmp_path):
    s = _load(tmp_path, {"version": 1, "fullscreen": "false", "background": "crimson", "mana_burn": True})
    assert s.fullscreen is False
    assert (s.background, s.mana_burn) == ("crimson", True)          # the good values are kept
    notes = take_notices()
    assert len(notes) == 1 and "settings.json" in notes[0] and "fullscreen" in notes[0]
    assert any(p.name.startswith("settings.json.corrupt-") for p in tmp_path.iterdir())


@pytest.mark.parametrize("pace", ["inf", float("inf"), -1, 1e300, None, "1.0"])
def test_an_impossible_computer_pace_keeps_the_normal_pace(tmp_path, pace):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ai_pace": pace}) if pace != float("inf") else '{"ai_pace": Infinity}')
    s = load_settings(path)
    assert s.ai_pace == 1.0
    assert "ai_pace" in take_notices()[0]


@pytest.mark.parametrize("data, field", [
    ({"window_size": [1e9]}, "window_size"),
    ({"stops": ["you:nowhere"]}, "stops[0]"),
    ({"interrupts": {"attacked": "yes"}}, "interrupts.attacked"),
    ({"last_level": "grandmaster"}, "last_level"),
    ({"animation_speed": 50}, "animation_speed"),
    ({"show_pt": 1}, "show_pt"),
])
def test_each_bad_setting_is_named_and_takes_its_default(tmp_path, data, field):
    s = _load(tmp_path, data)
    key = field.split("[")[0].split(".")[0]
    assert getattr(s, key) == getattr(Settings(), key)
    assert field in take_notices()[0]


def test_good_settings_load_without_a_word(tmp_path):
    s = _load(tmp_path, {"version": 1, "fullscreen": True, "ai_pace": 0.5, "window_size": [1280, 720],
                         "stops": ["opp:end"], "interrupts": {"lethal": False, "future": True}, "future_key": 3})
    assert (s.fullscreen, s.ai_pace, s.window_size, s.stops) == (True, 0.5, (1280, 720), ["opp:end"])
    assert s.interrupts["lethal"] is False and "future" not in s.interrupts
    assert not take_notices()
    assert list(tmp_path.iterdir()) == [tmp_path / "settings.json"]
