"""The table's sound effects: what the player hears, from the same events the log and the
animations read (`DuelController.events`), never from the log's words.

`SOUND_FOR` is the one table from an event to the effect it sounds like; `sound_of` asks it.
`SoundPlayer` plays the effects (assets/sounds/*.wav, made by tools/make_sounds.py) at the
volume of the settings (`sound` on/off, `sound_volume`), read at each play so Options take
effect at once.  It never stops the game: under the dummy audio driver (tests) it opens no
device and plays nothing, and when the mixer can't start (no audio device) it says so once
in the log and stays silent.  Either way it remembers what it was asked to play and at what
volume (`asked`), which is what the tests read.
"""
from __future__ import annotations

import logging
import os
from collections import deque
from typing import Any, Callable

from ..engine.event_types import (AttackersDeclared, BlockersDeclared, CardDrawn, Countered, DamageDealt, GameEnded,
                                  LandPlayed, LifeChanged, Resolved, SpellCast, TurnBegan, ZoneChanged)
from ..modes.passing import PassingStopped
from ..resources import ASSETS_DIR

_log = logging.getLogger(__name__)

SOUNDS_DIR = ASSETS_DIR / "sounds"


def _draw(ev: CardDrawn, g: Any, me: int) -> str | None:
    return None if ev.opening else "draw"          # the opening hand's seven are dealt in silence


def _damage(ev: DamageDealt, g: Any, me: int) -> str | None:
    if ev.amount <= 0:
        return None
    return "damage_player" if ev.target[0] == "player" else "damage_creature"


def _left(ev: ZoneChanged, g: Any, me: int) -> str | None:
    """A creature put into a graveyard from the battlefield died (CR 700.4)."""
    o = g.objects.get(ev.card)
    if ev.from_zone == "battlefield" and ev.to_zone == "graveyard" and o is not None \
            and "Creature" in o.card.types:
        return "dies"
    return None


def _resolved(ev: Resolved, g: Any, me: int) -> str | None:
    return "resolve" if ev.spell else None         # abilities resolve quietly; spells are heard


def _life(ev: LifeChanged, g: Any, me: int) -> str | None:
    return "life_gain" if ev.amount > 0 else None  # life lost is heard as the damage or the payment


def _turn(ev: TurnBegan, g: Any, me: int) -> str | None:
    return "your_turn" if ev.active == me else None


def _ended(ev: GameEnded, g: Any, me: int) -> str | None:
    if ev.winner is None:
        return None                                # a draw (CR 104.4a) is neither
    return "win" if ev.winner == me else "lose"


# event class -> its effect's name, or a function of (event, game, the human player) naming it
SOUND_FOR: dict[type, str | Callable[[Any, Any, int], str | None]] = {
    CardDrawn: _draw,
    LandPlayed: "land",
    SpellCast: "cast",
    Resolved: _resolved,
    Countered: "counter",
    DamageDealt: _damage,
    ZoneChanged: _left,
    AttackersDeclared: "attack",
    BlockersDeclared: "block",
    LifeChanged: _life,
    TurnBegan: _turn,
    GameEnded: _ended,
    PassingStopped: "waiting",     # the table stopped passing for you: it waits for you
}

# every effect the table can play (a file each in assets/sounds)
SOUND_NAMES = ("draw", "land", "cast", "resolve", "counter", "damage_creature", "damage_player", "dies", "attack",
               "block", "life_gain", "your_turn", "win", "lose", "waiting")


def sound_of(ev: Any, g: Any, me: int) -> str | None:
    """The effect an event of the table sounds like, if any."""
    rule = SOUND_FOR.get(type(ev))
    if rule is None or isinstance(rule, str):
        return rule
    return rule(ev, g, me)


PREVIEW = "resolve"      # what the volume slider plays when let go: the level being chosen


def volume_of(settings: Any) -> float:
    """The effects' volume of these settings, 0 when muted."""
    if not getattr(settings, "sound", True):
        return 0.0
    return max(0.0, min(1.0, float(getattr(settings, "sound_volume", 1.0))))


def try_volume(app: Any, settings: Any) -> None:
    """Let the player hear the volume the slider was let go at (the settings being edited)."""
    sound = getattr(app, "sound", None)
    if sound is not None:
        sound.play(PREVIEW, settings)


class SoundPlayer:
    """Plays the effects by name at the settings' volume; silent without a usable mixer."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        # every effect asked for, played or not, with the volume it was asked at (0: muted)
        self.asked: deque[tuple[str, float]] = deque(maxlen=200)
        self._sounds: dict[str, Any] = {}
        self._ready: bool | None = None              # None until the mixer is first needed

    def _mixer(self) -> bool:
        """Start the mixer on first use: never under the dummy audio driver, and a failure
        (no audio device) is told once and leaves the game silent."""
        if self._ready is None:
            self._ready = False
            if os.environ.get("SDL_AUDIODRIVER", "") == "dummy":
                return False
            try:
                import pygame
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                self._ready = True
            except Exception as e:   # pygame.error, or a pygame built without its mixer
                _log.warning("no sound: the audio device could not be opened (%s)", e)
        return self._ready

    def _sound(self, name: str) -> Any:
        if name not in self._sounds:
            import pygame
            try:
                self._sounds[name] = pygame.mixer.Sound(str(SOUNDS_DIR / f"{name}.wav"))
            except (pygame.error, FileNotFoundError) as e:
                _log.warning("the sound %s could not be loaded (%s)", name, e)
                self._sounds[name] = None
        return self._sounds[name]

    @property
    def volume(self) -> float:
        """The effects' volume, 0 when muted."""
        return volume_of(self.settings)

    def play(self, name: str, settings: Any = None) -> bool:
        """Play an effect; returns whether it was heard (muted, volume 0, no mixer: not).
        `settings` other than the game's: Options trying out the volume being chosen."""
        volume = volume_of(settings) if settings is not None else self.volume
        self.asked.append((name, volume))
        if volume <= 0.0 or not self._mixer():
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        sound.set_volume(volume)
        sound.play()
        return True

    def hear(self, ev: Any, g: Any, me: int) -> str | None:
        """Play the effect of one event of the table (`sound_of`); returns its name."""
        name = sound_of(ev, g, me)
        if name is not None:
            self.play(name)
        return name
