"""Look of the table: fonts, colours and the card frame palette.

Fonts are shipped in assets/fonts with their licences: Cinzel (titles), Crimson Text
(card text, log), DejaVu Sans Condensed (controls) and the Mana font (symbols).  Fonts are
loaded once per size and cached.
"""
from __future__ import annotations

import pygame

from ..engine.terms import COLORS, COLOR_WORDS, MANA_TYPES
from ..resources import FONTS_DIR

FONT_FILES = {
    "title": "Cinzel-Bold.ttf",
    "card": "CrimsonText-Bold.ttf",
    "card_semi": "CrimsonText-SemiBold.ttf",
    "rules": "CrimsonText-Regular.ttf",
    "italic": "CrimsonText-Italic.ttf",
    "ui": "DejaVuSansCondensed.ttf",
    "ui_bold": "DejaVuSansCondensed-Bold.ttf",
    "mana": "mana.ttf",
}

_fonts: dict[tuple[str, int], pygame.font.Font] = {}


def font(kind: str, size: int) -> pygame.font.Font:
    size = max(6, int(round(size)))
    key = (kind, size)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = FONTS_DIR / FONT_FILES.get(kind, FONT_FILES["ui"])
        try:
            f = pygame.font.Font(str(path), size)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


# The smallest text the player is asked to read — labels, the log, the stack, power and
# toughness on the table, the hover zoom's rules text: the table scales with the window
# (layout.py), and at 1024×600 its scale alone would leave labels at 5–6 px.  Words drawn
# through `text_font` never go below it.  Card faces drawn small keep their own sizes (their
# text is read in the hover zoom and the Showcase).
MIN_TEXT_PX = 12
# Display settings' "Text size": every piece of the table's text at 100%, 125% or 150% —
# for high-DPI screens, where the window's pixels are small.
TEXT_SCALES = (1.0, 1.25, 1.5)
_text_scale = 1.0


def set_text_scale(scale: float) -> None:
    global _text_scale
    _text_scale = scale if scale in TEXT_SCALES else 1.0


def text_scale() -> float:
    return _text_scale


def text_px(size: float) -> int:
    """The pixel size text asked for at `size` is drawn at: the Text size applied, and never
    under MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, int(round(size * _text_scale)))


def text_font(kind: str, size: float) -> pygame.font.Font:
    """The font for words the player reads (controls, labels, the log): `text_px` of `size`."""
    return font(kind, text_px(size))


def mana_font(size: int) -> pygame.font.Font:
    return font("mana", size)


# --- palette ------------------------------------------------------------------------------

BG = (16, 20, 26)
TABLE_TOP = (34, 40, 52)          # the opponent's territory felt
TABLE_BOTTOM = (30, 44, 40)       # yours
PANEL = (24, 27, 34)
PANEL_LIGHT = (40, 44, 54)
PANEL_EDGE = (78, 70, 52)
GOLD = (214, 178, 94)
GOLD_DIM = (150, 124, 70)
TEXT = (232, 226, 212)
TEXT_DIM = (160, 156, 146)
TEXT_FAINT = (110, 108, 104)
ACCENT = (96, 180, 255)
USABLE = (120, 230, 120)          # highlight of usable cards
TARGET = (255, 196, 64)           # legal targets
SELECTED = (90, 200, 255)         # chosen while answering a decision
AUTO_TAP = (190, 130, 255)        # sources automatic payment would tap
ATTACK = (235, 70, 60)
BLOCK = (80, 150, 255)
DANGER = (240, 80, 70)
HEAL = (110, 225, 120)
FOCUS = (255, 255, 255)

# discs of the mana symbols (the Mana font's ms-cost colours)
MANA_DISC = {
    "W": (248, 246, 216), "U": (193, 215, 233), "B": (186, 177, 171), "R": (228, 153, 119),
    "G": (163, 192, 149), "C": (204, 194, 192),
}
for _d in "0123456789":
    MANA_DISC[_d] = MANA_DISC["C"]
for _k in ("X", "Y", "Z", "S", "T", "Q") + tuple(str(i) for i in range(10, 21)):
    MANA_DISC[_k] = MANA_DISC["C"]

# card frames by colour: (frame, name/type bar, text box)
FRAMES = {
    "W": ((232, 226, 196), (248, 244, 226), (246, 240, 222)),
    "U": ((38, 112, 178), (178, 210, 234), (222, 234, 242)),
    "B": ((52, 46, 44), (176, 166, 160), (222, 216, 212)),
    "R": ((196, 72, 48), (236, 186, 160), (244, 226, 214)),
    "G": ((46, 122, 78), (180, 214, 176), (226, 238, 222)),
    "M": ((204, 168, 78), (238, 220, 160), (246, 238, 214)),   # multicolour (gold)
    "A": ((150, 146, 140), (206, 204, 198), (232, 230, 226)),  # colourless artifact
    "L": ((150, 118, 84), (214, 196, 166), (236, 226, 208)),   # land
    "C": ((130, 130, 136), (200, 200, 204), (232, 232, 234)),  # other colourless
}
POOL_ORDER = MANA_TYPES
COLOR_NAMES = {**COLOR_WORDS, "C": "colourless"}


def frame_key(colors, types) -> str:
    cols = [c for c in COLORS if c in colors]
    if len(cols) > 1:
        return "M"
    if cols:
        return cols[0]
    if "Land" in types:
        return "L"
    if "Artifact" in types:
        return "A"
    return "C"


def lerp(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


def darker(c, f: float = 0.7):
    return tuple(int(x * f) for x in c[:3])


def lighter(c, f: float = 0.3):
    return tuple(int(x + (255 - x) * f) for x in c[:3])
