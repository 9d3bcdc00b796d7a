"""The hover zoom: the whole card, large, beside the pointer.

Cards on the table and in hand are small and their rules text can't be read there, so a
card the pointer rests on is shown large next to it — on the left of the pointer first
(tooltips open to its right), on the right when the left has no room, kept inside the
window and never under the pointer itself.  The zoom is drawn at a width where the
rules text is readable: 360 px at the table's scale 1, and wider for a long text, until its
rules text is drawn at READABLE_RULES_PX × the scale (never under 14 px: 14 px at 1280×720)
or the window's height stops it.
"""
from __future__ import annotations

import pygame

from . import cardrender, theme
from .cardrender import CardLook

ZOOM_WIDTH = 360        # at the table's scale 1 (300 px at 1600×900)
GAP = 24                # between the pointer and the card, at scale 1
MARGIN = 8
DELAY = 0.25            # seconds the pointer rests on a card before it is zoomed
READABLE_RULES_PX = 21  # the zoom's rules text at the table's scale 1 (1920×1080)
MIN_RULES_PX = 14       # and never under this, whatever the window


def readable_rules_px(s: float) -> int:
    """The size the zoom's rules text is drawn at, at least, at the table's scale `s`."""
    return max(MIN_RULES_PX, int(READABLE_RULES_PX * s * theme.text_scale()))


_widths: dict[tuple, int] = {}


def zoom_width(look: CardLook, window: tuple[int, int], s: float = 1.0) -> int:
    """How wide the zoomed card is: the normal width, grown until its rules text is drawn at
    `readable_rules_px(s)`, and no taller than the window allows."""
    key = (look, window, s, theme.text_scale())
    w = _widths.get(key)
    if w is not None:
        return w
    base = int(ZOOM_WIDTH * s)
    most = max(base, min(int((window[1] - 2 * MARGIN) / cardrender.RATIO), window[0] // 2 - MARGIN))
    want = readable_rules_px(s)
    w = base
    if look.text and cardrender.rules_text_size(look, base) < want:
        lo, hi = base, most                      # the narrowest width that reads at `want`
        if cardrender.rules_text_size(look, hi) < want:
            lo = hi
        while lo < hi:
            mid = (lo + hi) // 2
            if cardrender.rules_text_size(look, mid) >= want:
                hi = mid
            else:
                lo = mid + 1
        w = lo
    if len(_widths) > 400:
        _widths.clear()
    _widths[key] = w
    return w


def zoom_rect(pointer: tuple[int, int], window: tuple[int, int], s: float = 1.0,
              width: int | None = None) -> pygame.Rect:
    """Where the zoomed card goes for a pointer at `pointer` in a window of size `window`:
    beside the pointer (left, else right), vertically centred on it and clamped to the
    window; smaller when neither side has room for the full size (`width`, else the normal
    width)."""
    W, H = window
    px, py = pointer
    gap, margin = max(8, int(GAP * s)), MARGIN
    w = width or int(ZOOM_WIDTH * s)
    room_left = px - gap - margin
    room_right = W - px - gap - margin
    # the height must fit too
    w = min(w, int((H - 2 * margin) / cardrender.RATIO))
    if room_left >= w:
        x = px - gap - w
    elif room_right >= w:
        x = px + gap
    else:                       # a narrow window: the roomier side, at the width it allows
        w = max(room_left, room_right)
        x = px - gap - w if room_left >= room_right else px + gap
    w = max(24, w)
    h = int(round(w * cardrender.RATIO))
    y = max(margin, min(H - h - margin, py - h // 2))
    return pygame.Rect(x, y, w, h)


def draw_zoom(surface: pygame.Surface, look: CardLook, pointer: tuple[int, int], s: float = 1.0) -> pygame.Rect:
    """Draw `look` zoomed beside the pointer; returns where it went."""
    rect = zoom_rect(pointer, surface.get_size(), s, zoom_width(look, surface.get_size(), s))
    card = cardrender.card_surface(look, rect.w)
    shadow = pygame.Rect(rect.x + max(3, int(6 * s)), rect.y + max(4, int(8 * s)), card.get_width(), card.get_height())
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=max(4, int(rect.w * 0.045)))
    surface.blit(card, rect.topleft)
    return pygame.Rect(rect.topleft, card.get_size())
