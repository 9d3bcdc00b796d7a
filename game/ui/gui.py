"""pygame_gui for what it does better than our own widgets — text entry, lists, file dialogs —
themed like the table: our fonts (assets/fonts) and colours, from assets/gui/theme.json.

The duel table and the rest of the game stay our own drawing; a scene that uses pygame_gui
owns one `UIManager`, feeds it its events, and draws it over the scene below.  The theme's
sizes are given for the table's scale 1 (1920×1080) and scaled like every other text
(theme.text_px: the window's scale, the Text size setting, never under the readable minimum).
"""
from __future__ import annotations

import json
import locale
from contextlib import contextmanager
from typing import Any, Iterator

import pygame_gui

from ..resources import ASSETS_DIR, FONTS_DIR
from . import theme

THEME_FILE = ASSETS_DIR / "gui" / "theme.json"
# the kinds of element that show words (the file list's rows are buttons)
_TEXT_ELEMENTS = ("button", "label", "text_box", "text_entry_line", "text_entry_box")
_SCALED_MISC = ("title_bar_height", "shape_corner_radius", "shadow_width")


def theme_for(s: float) -> dict[str, Any]:
    """The pygame_gui theme at the table's scale `s`: font files found in the game's fonts
    folder, font sizes and the windows' title bars scaled."""
    data = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    # pygame_gui takes only colours from "defaults": the default font goes to each kind of element
    default_font = data["defaults"].pop("font", None)
    if default_font:
        for element in _TEXT_ELEMENTS:
            data.setdefault(element, {}).setdefault("font", dict(default_font))
    for block in data.values():
        font = block.get("font")
        if font:
            for key, value in list(font.items()):
                if key.endswith("_path"):
                    font[key] = str(FONTS_DIR / value)
            font["size"] = str(theme.text_px(int(font["size"]) * s))
        misc = block.get("misc")
        if misc:
            for key in _SCALED_MISC:
                if key in misc:
                    misc[key] = str(max(1, int(round(int(misc[key]) * max(s, 0.75)))))
    return data


def manager(size: tuple[int, int], s: float) -> pygame_gui.UIManager:
    return pygame_gui.UIManager(size, theme_for(s), enable_live_theme_updates=False)


@contextmanager
def keeping_locale() -> Iterator[None]:
    """pygame_gui's file dialog switches the whole program to the system's locale when it is
    made; the game's words and numbers don't depend on it, so it is put back."""
    saved = locale.setlocale(locale.LC_ALL)
    try:
        yield
    finally:
        locale.setlocale(locale.LC_ALL, saved)
