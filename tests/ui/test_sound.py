"""The table's sound effects: each thing a player must notice asks for its effect, from the
table's events (under the dummy audio driver nothing is heard); the volume and mute are
kept and honoured; the shipped files are the ones tools/make_sounds.py makes; a machine
without a mixer still plays the duel."""
from __future__ import annotations

import sys
import wave
from pathlib import Path

import pygame
import pytest

from game.engine.event_types import (CardDrawn, Countered, GameEnded, LifeChanged, TurnBegan)
from game.modes.passing import PassingStopped
from game.storage.settings import Settings, load_settings, save_settings
from game.ui.sound import SOUND_FOR, SOUND_NAMES, SOUNDS_DIR, SoundPlayer

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))


def asked(t) -> list[str]:
    return [name for name, _ in t.app.sound.asked]


# --- what the table asks to hear, from real play -----------------------------------------------

def test_playing_a_land_sounds(table_for):
    t, ids = table_for(hand=["Forest"])
    t.click_card(ids["Forest"][0])
    assert asked(t) == ["land"]


def test_casting_a_spell_and_its_resolving_sound(table_for):
    t, ids = table_for(hand=["Grizzly Bears"], battlefield=["Forest", "Forest"], settings=Settings(auto_pass_own=False))
    t.click_card(ids["Grizzly Bears"][0])
    t.click_card(ids["Forest"][0])
    t.click_card(ids["Forest"][1])
    assert asked(t)[-1] == "cast"
    t.key(pygame.K_SPACE)
    t.settle()
    assert "resolve" in asked(t)[asked(t).index("cast"):]


def test_damage_to_a_player_sounds(table_for):
    t, ids = table_for(hand=["Lightning Bolt"], battlefield=["Mountain"])
    t.click_card(ids["Lightning Bolt"][0])
    t.click_player(1)
    t.click_card(ids["Mountain"][0])
    t.settle()
    assert t.g.players[1].life == 17
    assert "damage_player" in asked(t)


def test_attacking_sounds(table_for):
    t, ids = table_for(battlefield=["Grizzly Bears"])
    t.key(pygame.K_SPACE)
    t.settle()
    t.click_card(ids["Grizzly Bears"][0])
    t.press("Done")
    t.settle()
    assert "attack" in asked(t) and "damage_player" in asked(t)


def test_blocking_damage_to_a_creature_and_its_death_sound(table_for):
    t, ids = table_for(battlefield=["Serra Angel"], opp_battlefield=["Grizzly Bears"], active=1,
                       step="declare_attackers", attacking=["opp Grizzly Bears"])
    t.settle()
    t.click_card(ids["Serra Angel"][0])
    t.click_card(ids["opp Grizzly Bears"][0])
    t.press("Done")
    t.settle()
    heard = asked(t)
    assert t.g.objects[ids["opp Grizzly Bears"][0]].zone == "graveyard"
    assert heard.index("block") < heard.index("damage_creature") < heard.index("dies")


# --- the other events of the table, emitted by the game as the engine does ------------------------

@pytest.mark.parametrize("event, sound", [
    (lambda g: CardDrawn(0, g.players[0].library[-1]), "draw"),
    (lambda g: Countered(0, "Giant Growth", "its target is gone"), "counter"),
    (lambda g: LifeChanged(0, 3, 23), "life_gain"),
    (lambda g: TurnBegan(4, 0), "your_turn"),
    (lambda g: GameEnded(0, "life"), "win"),
    (lambda g: GameEnded(1, "life"), "lose"),
], ids=["draw", "counter", "life_gain", "your_turn", "win", "lose"])
def test_the_table_event_asks_for_its_sound(pool, event, sound):
    t = table_after(pool, event)
    assert asked(t) == [sound]


def test_the_opponents_turn_lost_life_and_the_opening_hand_are_not_heard(pool):
    t = table_after(pool, lambda g: TurnBegan(4, 1), lambda g: LifeChanged(0, -2, 18),
                    lambda g: CardDrawn(0, g.players[0].library[-1], opening=True))
    assert asked(t) == []


def table_after(pool, *events):
    """The table opened on a game that has just recorded these events (as the engine records
    them: `Game.emit`), read by the table as any other."""
    from tests.ui.conftest import Table, position
    g, _ = position(pool, hand=["Forest"])
    for ev in events:
        g.emit(ev(g))
    t = Table(g)
    t.pump(1)
    pygame.event.clear()
    return t


def test_the_table_stopping_its_passing_for_you_asks_for_the_quiet_cue(table_for):
    t, _ = table_for(hand=["Forest"])
    t.c.events.append(PassingStopped("Grizzly Bears attacks you"))
    t.pump(1)
    assert asked(t) == ["waiting"]


def test_every_effect_of_the_table_has_its_shipped_file():
    named = {rule for rule in SOUND_FOR.values() if isinstance(rule, str)}
    assert named <= set(SOUND_NAMES)
    for name in SOUND_NAMES:
        with wave.open(str(SOUNDS_DIR / f"{name}.wav")) as f:
            assert f.getnframes() / f.getframerate() < 1.5, name      # short


def test_the_shipped_sounds_are_what_the_script_makes():
    import make_sounds
    assert set(make_sounds.RECIPES) == set(SOUND_NAMES)
    for name in SOUND_NAMES:
        with wave.open(str(SOUNDS_DIR / f"{name}.wav")) as f:
            assert f.readframes(f.getnframes()) == make_sounds.render(name), f"{name}.wav: run tools/make_sounds.py"


# --- volume and mute ---------------------------------------------------------------------------

def test_the_volume_and_mute_are_kept_in_the_settings():
    save_settings(Settings(sound=False, sound_volume=0.35))
    kept = load_settings()
    assert kept.sound is False and kept.sound_volume == 0.35


def test_a_volume_out_of_range_takes_its_default():
    assert Settings.from_dict({"sound_volume": 7}).sound_volume == Settings().sound_volume


def test_the_effects_are_asked_at_the_settings_volume_and_muted_when_off():
    st = Settings(sound_volume=0.4)
    player = SoundPlayer(st)
    player.play("cast")
    st.sound = False
    assert player.play("cast") is False
    assert list(player.asked) == [("cast", 0.4), ("cast", 0.0)]


def test_nothing_is_heard_under_the_dummy_audio_driver():
    player = SoundPlayer(Settings())
    assert player.play("win") is False
    assert not pygame.mixer.get_init()


def test_without_a_mixer_the_duel_plays_on_silently(table_for, monkeypatch, caplog):
    def no_device(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setenv("SDL_AUDIODRIVER", "none-here")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    t, ids = table_for(hand=["Forest", "Lightning Bolt"], battlefield=["Mountain"])
    t.click_card(ids["Forest"][0])
    t.click_card(ids["Lightning Bolt"][0])
    t.click_player(1)
    t.click_card(ids["Mountain"][0])
    t.settle()
    assert t.g.players[1].life == 17
    assert asked(t)[:2] == ["land", "cast"]
    assert [r.message for r in caplog.records].count(
        "no sound: the audio device could not be opened (no audio device)") == 1


# --- the Options slider, through real events --------------------------------------------------------

def test_the_options_volume_slider_sets_and_keeps_the_volume():
    from tests.ui.test_modes import UI
    ui = UI()
    opts = ui.options()
    r = opts.volume.rect
    ui.drag((r.right - 2, r.centery), (r.x + r.w // 4, r.centery))
    assert abs(opts.work.sound_volume - 0.25) < 0.02
    name, volume = ui.app.sound.asked[-1]              # let go: the new level is heard
    assert name == "resolve" and abs(volume - 0.25) < 0.02
    mute = next(rect for rect, kind, val in opts.hits if kind == "check" and val == "sound")
    ui.click(mute.center)
    ui.button("OK")
    assert not ui.settings.sound and abs(ui.settings.sound_volume - 0.25) < 0.02
    assert abs(load_settings().sound_volume - 0.25) < 0.02 and not load_settings().sound
    assert ui.app.sound.volume == 0.0


def test_the_duel_options_volume_slider_takes_effect_at_the_table(table_for):
    from game.ui.scenes.dialogs import OptionsDialog
    t, ids = table_for(hand=["Forest"])
    t.key(pygame.K_o)
    dlg = t.app.top
    assert isinstance(dlg, OptionsDialog)
    r = dlg.volume.rect
    t.post(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))
    t.post(pygame.MOUSEBUTTONDOWN, pos=(r.x + r.w // 2, r.centery), button=1)
    t.post(pygame.MOUSEMOTION, pos=(r.x + r.w // 10, r.centery), rel=(0, 0), buttons=(1, 0, 0))
    t.post(pygame.MOUSEBUTTONUP, pos=(r.x + r.w // 10, r.centery), button=1)
    t.pump(2)
    t.click(next(b.rect.center for b in dlg.buttons if b.label == "OK"))
    assert abs(load_settings().sound_volume - 0.1) < 0.02
    t.click_card(ids["Forest"][0])
    assert abs(t.app.sound.asked[-1][1] - 0.1) < 0.02
