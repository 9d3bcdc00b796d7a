"""The window's size: what fits the screen it opens on.

A fixed size doesn't fit every screen: 1600×900 runs past every edge of a 1280×720 screen
(the title bar out of reach) and leaves a small window on a 4K one.  The first start takes
the *usable* desktop — the screen less room for the desktop's own panels and the window's
title bar — and later starts reuse the size the player left the window at (settings.json),
shrunk to the screen when it has since become smaller (another monitor, a lower resolution).
"""
from __future__ import annotations

import pygame

# the smallest window the table is laid out for (text and cards keep readable sizes down to it)
MIN_WINDOW = (1024, 600)
# the sizes Display settings offers (only those that fit the screen are shown)
PRESETS: tuple[tuple[int, int], ...] = ((1024, 600), (1280, 720), (1366, 768), (1600, 900), (1920, 1080),
                                        (2560, 1440), (3840, 2160))
# room left to the desktop: its panels and docks, and the window's own frame and title bar
PANEL_ROOM = 0.04         # of the width (a dock at the side)
TITLE_ROOM = 0.11         # of the height (a panel, the title bar), at least TITLE_ROOM_MIN pixels
TITLE_ROOM_MIN = 72
FALLBACK_DESKTOP = (1280, 720)


def desktop_size() -> tuple[int, int]:
    """The size of the screen the window opens on (the first desktop SDL reports)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        sizes = []
    return tuple(sizes[0]) if sizes else FALLBACK_DESKTOP      # type: ignore[return-value]


def usable_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The part of the screen a window can take with its title bar on screen and the
    desktop's panels left uncovered."""
    w, h = desktop
    return (w - int(w * PANEL_ROOM), h - max(TITLE_ROOM_MIN, int(h * TITLE_ROOM)))


def first_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window of the first start: the whole usable desktop."""
    return usable_size(desktop)


def fit_window(size: tuple[int, int] | None, desktop: tuple[int, int]) -> tuple[int, int]:
    """A remembered size made to fit the screen: never larger than the usable desktop, never
    smaller than MIN_WINDOW (unless the screen itself is smaller); none remembered yet → the
    first start's size."""
    if not size:
        return first_window_size(desktop)
    uw, uh = usable_size(desktop)
    w = max(min(MIN_WINDOW[0], uw), min(int(size[0]), uw))
    h = max(min(MIN_WINDOW[1], uh), min(int(size[1]), uh))
    return (w, h)


def at_least_minimum(size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """A size the player dragged the window to, kept at MIN_WINDOW or more (the screen permitting)."""
    return (max(min(MIN_WINDOW[0], desktop[0]), size[0]), max(min(MIN_WINDOW[1], desktop[1]), size[1]))


def presets_that_fit(desktop: tuple[int, int]) -> list[tuple[int, int]]:
    uw, uh = usable_size(desktop)
    return [p for p in PRESETS if p[0] <= uw and p[1] <= uh]
