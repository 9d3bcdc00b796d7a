"""The player's options: layout, cue cards, stops on the phase bar, passing interrupts.

Settings live in one JSON file, ``settings.json``, in the user data directory chosen by
platformdirs (``MANA_DUEL_DATA_DIR`` overrides it, which tests use).  Writes are atomic:
the new content goes to a temporary file in the same directory, is flushed to disk, and
replaces the old file with ``os.replace``, so a crash never leaves a half-written file.
Unknown keys are ignored and missing ones take their defaults, so older and newer
versions of the game can share the file.  Every value is checked against the schema
(`game.storage.schema`): a bad one takes its default and the file is kept aside with a
message naming it.  The file carries a format version (``"version": 1``); a file that
isn't valid JSON, or was written by a newer format, is moved aside with a message
(`game.storage.files.move_aside`) and the defaults are used.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .schema import Bool, Checked, Float, Int, Invalid, ListOf, MapOf, Nullable, OneOf, Record, Spec, Str, Tuple

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
    # the window's size as the player left it; None until the first start fits it to the screen
    window_size: tuple[int, int] | None = None
    fullscreen: bool = False
    # Display settings' Text size: every word of the table at this many times its size (1, 1.25,
    # 1.5) — for high-DPI screens
    text_scale: float = 1.0
    # the table's look and the rules options of new duels (Options on the title menu)
    background: str = "classic"           # a name of BACKGROUNDS
    background_art: bool = True           # the felt texture and the emblem on the table
    animation_speed: float = 1.0          # multiplier of the speed of cards moving
    auto_yield: bool = False              # pass at once when you could only pass (nothing to play)
    # your own spell on the stack and nothing to respond with: let it resolve without "Done"
    auto_pass_own: bool = True
    mana_burn: bool = False               # the old rule: unspent mana deals damage (off in today's rules)
    sound: bool = True                    # sound effects on (off: muted)
    sound_volume: float = 0.8             # the effects' volume, 0..1 (Options' slider)
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
    def from_dict(cls, data: Any) -> "Settings":
        """Settings from a saved dict: the fields that pass the schema (game.storage.schema),
        the defaults for the rest (`load_settings` tells what was wrong)."""
        return cls(**_checked(data)[0])

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size) if self.window_size else None
        d["version"] = SETTINGS_VERSION
        return d


def _stop(text: str) -> str:
    from ..engine.turn import STEPS
    whose, _, step = text.partition(":")
    if whose not in ("you", "opp") or step not in STEPS:
        raise ValueError("not a Stop (you:STEP or opp:STEP)")
    return text


def _window(size: list[int]) -> tuple[int, int]:
    # the table makes it fit the screen it opens on (game.ui.display)
    return (max(640, size[0]), max(400, size[1]))


def _interrupts(flags: dict[str, bool]) -> dict[str, bool]:
    # interrupts a newer game knows are ignored
    return {**DEFAULT_INTERRUPTS, **{k: v for k, v in flags.items() if k in DEFAULT_INTERRUPTS}}


def _schema() -> Record:
    from ..ai import LEVEL_NAMES
    flag = Bool()
    optional: dict[str, tuple[Any, Spec]] = {
        "layout": ("standard", OneOf("standard", "advanced")),
        "stops": (list(DEFAULT_STOPS), ListOf(Checked(Str(40), _stop), 0, 60)),
        "interrupts": (dict(DEFAULT_INTERRUPTS), Checked(MapOf(Str(40), flag, 40), _interrupts)),
        # the pause between the computer's actions is this many times the normal one
        "ai_pace": (1.0, Float(0.0, 4.0)),
        "window_size": (None, Nullable(Checked(Tuple(Int(1, 16384), Int(1, 16384)), _window))),
        "background": ("classic", OneOf(*BACKGROUNDS)),
        "animation_speed": (1.0, Float(0.25, 3.0)),
        "sound_volume": (0.8, Float(0.0, 1.0)),
        "text_scale": (1.0, OneOf(1.0, 1.25, 1.5)),
        "last_level": ("apprentice", OneOf(*LEVEL_NAMES)),
        "version": (SETTINGS_VERSION, Int(1, 10**6)),
    }
    for f in fields(Settings):
        if f.name not in optional:
            optional[f.name] = (f.default, flag)
    return Record({}, optional)


def _checked(data: Any) -> tuple[dict[str, Any], list[Invalid]]:
    """The settings' fields that pass the schema (defaults for the others) and the problems."""
    values, problems = _schema().check_each(data)
    values.pop("version", None)
    return {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
            for k, v in values.items()}, problems


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
    """The saved settings, or the defaults when there is no file.

    A file that can't be read is moved aside with a message (`move_aside`).  A readable
    file with bad values (``"fullscreen": "false"``, ``"ai_pace": "inf"``) keeps its good
    values; the bad ones take their defaults, and the file is kept aside with a message
    naming them, so nothing the player chose is lost."""
    from .files import CorruptFileError, move_aside, read_json
    path = path or settings_path()
    try:
        data = read_json(path)
    except CorruptFileError:
        return Settings()
    if data is None:
        return Settings()
    version = data.get("version", 1) if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION:
        move_aside(path, f"format version {version} is newer than this game's ({SETTINGS_VERSION})")
        return Settings()
    values, problems = _checked(data)
    if problems:
        move_aside(path, "; ".join(str(p) for p in problems[:4]) + ("; …" if len(problems) > 4 else ""),
                   kept="the other settings were kept")
    return Settings(**values)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically (temporary file + os.replace)."""
    from .files import write_atomic
    return write_atomic(path or settings_path(), json.dumps(settings.to_dict(), indent=2, sort_keys=True))
