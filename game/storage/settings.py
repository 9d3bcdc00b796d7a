"""The player's options: layout, cue cards, stops on the phase bar, passing interrupts.

Settings live in one JSON file, ``settings.json``, in the user data directory chosen by
platformdirs (``MANA_DUEL_DATA_DIR`` overrides it, which tests use).  Writes are atomic:
the new content goes to a temporary file in the same directory, is flushed to disk, and
replaces the old file with ``os.replace``, so a crash never leaves a half-written file.
Unknown keys are ignored and missing ones take their defaults, so older and newer
versions of the game can share the file.  The file carries a format version
(``"version": 1``); a file that isn't valid JSON, or was written by a newer format, is
moved aside with a message (`game.storage.files.move_aside`) and the defaults are used.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

APP_NAME = "mana-duel"
SETTINGS_FILE = "settings.json"
OWN_CARDS_FOLDER = "cards"

# Stops are "<whose>:<step>" with whose "you" or "opp" and step an engine step name.
DEFAULT_STOPS = ("you:main1", "you:main2")
DEFAULT_INTERRUPTS = {"attacked": True, "targeted": True, "lethal": True, "new_object": True}
SETTINGS_VERSION = 1
# table backgrounds: (opponent's felt top, bottom), (your felt top, bottom)
BACKGROUNDS = {
    "classic": (((30, 36, 52), (40, 46, 64)), ((40, 58, 52), (28, 42, 38))),
    "emerald": (((26, 52, 40), (34, 64, 48)), ((34, 70, 50), (22, 48, 34))),
    "crimson": (((54, 28, 30), (66, 36, 38)), ((70, 38, 36), (46, 26, 26))),
    "midnight": (((22, 24, 40), (30, 32, 54)), ((30, 34, 58), (18, 20, 36))),
    "parchment": (((78, 68, 50), (92, 80, 60)), ((96, 84, 62), (70, 60, 44))),
}


@dataclass
class Settings:
    layout: str = "standard"              # "standard" (permanent Showcase) or "advanced"
    show_cue_cards: bool = True           # tooltips on controls
    show_abilities: bool = True           # ability icons on permanents
    show_pt: bool = True                  # current power/toughness on permanents
    show_id_tags: bool = False
    see_next_draws: bool = True
    stops: list[str] = field(default_factory=lambda: list(DEFAULT_STOPS))
    interrupts: dict[str, bool] = field(default_factory=lambda: dict(DEFAULT_INTERRUPTS))
    # stop for an interrupt only when you could respond; otherwise the table just pauses on it
    only_if_can_respond: bool = True
    ai_pace: float = 1.0                  # multiplier of the pauses between the computer's actions
    animations: bool = True
    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    # the table's look and the rules options of new duels (Options on the title menu)
    background: str = "classic"           # a name of BACKGROUNDS
    background_art: bool = True           # the felt texture and the emblem on the table
    animation_speed: float = 1.0          # multiplier of the speed of cards moving
    auto_yield: bool = False              # pass at once when you could only pass (nothing to play)
    mana_burn: bool = False               # the old rule: unspent mana deals damage (off in today's rules)
    sound: bool = True
    last_level: str = "apprentice"        # the last enemy level chosen (deck selection remembers it)
    # Practice: Ctrl+Z takes a single duel back to your previous decision (never in the gauntlet)
    practice: bool = False

    def has_stop(self, whose: str, step: str) -> bool:
        return f"{whose}:{step}" in self.stops

    def toggle_stop(self, whose: str, step: str) -> bool:
        """Mark or unmark a Stop; returns whether the step now has one."""
        key = f"{whose}:{step}"
        if key in self.stops:
            self.stops.remove(key)
            return False
        self.stops.append(key)
        return True

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        s = cls()
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                continue
            default = getattr(s, key)
            if key == "window_size":
                try:
                    w, h = (int(v) for v in value)
                    value = (max(640, w), max(400, h))
                except (TypeError, ValueError):
                    continue
            elif key == "interrupts":
                if not isinstance(value, dict):
                    continue
                value = {**DEFAULT_INTERRUPTS, **{k: bool(v) for k, v in value.items() if k in DEFAULT_INTERRUPTS}}
            elif key == "stops":
                if not isinstance(value, list):
                    continue
                value = [str(v) for v in value if isinstance(v, str) and ":" in v]
            elif isinstance(default, bool):
                value = bool(value)
            elif isinstance(default, float):
                try:
                    value = float(value)
                except (TypeError, ValueError):
                    continue
            elif isinstance(default, str) and not isinstance(value, str):
                continue
            setattr(s, key, value)
        if s.layout not in ("standard", "advanced"):
            s.layout = "standard"
        if s.background not in BACKGROUNDS:
            s.background = "classic"
        s.animation_speed = min(3.0, max(0.25, s.animation_speed))
        return s

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        d["version"] = SETTINGS_VERSION
        return d


def data_dir() -> Path:
    """The user data directory of the game (created on demand)."""
    override = os.environ.get("MANA_DUEL_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def own_cards_dir() -> Path:
    """The folder of the player's own card files (`cards/` in the data directory), loaded after
    the game's cards with the same checks (docs/cards.md, "Your own cards")."""
    return data_dir() / OWN_CARDS_FOLDER


def settings_path() -> Path:
    return data_dir() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults when there is no file or it can't be read."""
    path = path or settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError) as e:
        from .files import move_aside
        if path.exists():
            move_aside(path, "not valid JSON" if isinstance(e, ValueError) else "unreadable")
        return Settings()
    if not isinstance(data, dict):
        from .files import move_aside
        move_aside(path, "not a settings file")
        return Settings()
    version = data.get("version", 1)
    if isinstance(version, int) and version > SETTINGS_VERSION:
        from .files import move_aside
        move_aside(path, f"format version {version} is newer than this game's ({SETTINGS_VERSION})")
        return Settings()
    return Settings.from_dict(data)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically (temporary file + os.replace)."""
    from .files import write_atomic
    return write_atomic(path or settings_path(), json.dumps(settings.to_dict(), indent=2, sort_keys=True))
