"""Display settings (from Options and the duel's options): the window's size — a preset that
fits the screen, the whole usable screen, or a custom width and height — full screen, and the
Text size (100%, 125%, 150%: larger words for high-DPI screens, where pixels are small).
OK opens the window at the new size and remembers it (settings.json); Cancel changes nothing."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import display, theme
from ..controls import draw_check, draw_chip, section
from ..widgets import draw_text
from .common import MenuDialog

STEP = 32          # pixels a custom size's − and + change it by


class DisplayScene(MenuDialog):
    width = 980
    height = 560
    title = "Display settings"

    def __init__(self, on_done: Callable[[], Any] | None = None) -> None:
        super().__init__()
        self.on_done = on_done
        self.size: tuple[int, int] = (0, 0)
        self.fullscreen = False
        self.text_scale = 1.0
        self.hits: list[tuple[pygame.Rect, str, Any]] = []

    def on_enter(self) -> None:
        app = self.app
        assert app is not None
        self.fullscreen = bool(app.screen.get_flags() & pygame.FULLSCREEN)
        self.size = tuple(app.settings.window_size or app.screen.get_size())   # type: ignore[assignment]
        self.text_scale = app.settings.text_scale
        super().on_enter()

    def button_specs(self):
        return [("Cancel", self.close, False), ("OK", self.ok, True)]

    @property
    def desktop(self) -> tuple[int, int]:
        return display.desktop_size()

    def layout(self) -> None:
        super().layout()
        s = self.s
        R = self.rect
        self.area = pygame.Rect(R.x + int(30 * s), R.y + int(70 * s), R.w - int(60 * s), R.h - int(170 * s))
        x0, y = self.area.x + int(20 * s), self.area.y + int(52 * s)
        self.hits = []
        cw, ch, gap = int(200 * s), int(40 * s), int(12 * s)
        chips: list[tuple[str, Any]] = [("preset", p) for p in display.presets_that_fit(self.desktop)]
        chips.append(("fit", None))
        per_row = max(1, (self.area.w - int(40 * s) + gap) // (cw + gap))
        for i, (kind, val) in enumerate(chips):
            r = pygame.Rect(x0 + (i % per_row) * (cw + gap), y + (i // per_row) * (ch + gap), cw, ch)
            self.hits.append((r, kind, val))
        y += ((len(chips) + per_row - 1) // per_row) * (ch + gap) + int(16 * s)
        self.custom_y = y
        bw = int(44 * s)
        for j, axis in enumerate((0, 1)):
            bx = x0 + int(200 * s) + j * int(380 * s)
            self.hits.append((pygame.Rect(bx, y, bw, ch), "less", axis))
            self.hits.append((pygame.Rect(bx + bw + int(120 * s), y, bw, ch), "more", axis))
        y += ch + int(24 * s)
        self.hits.append((pygame.Rect(x0, y, int(420 * s), ch), "fullscreen", None))
        y += ch + int(24 * s)
        self.text_y = y
        for i, scale in enumerate(theme.TEXT_SCALES):
            self.hits.append((pygame.Rect(x0 + int(200 * s) + i * (int(140 * s) + gap), y, int(140 * s), ch),
                              "text", scale))

    def _fit(self, size: tuple[int, int]) -> tuple[int, int]:
        return display.fit_window(size, self.desktop)

    def click(self, pos) -> bool:
        for r, kind, val in self.hits:
            if not r.collidepoint(pos):
                continue
            if kind == "preset":
                self.size, self.fullscreen = val, False
            elif kind == "fit":
                self.size, self.fullscreen = display.first_window_size(self.desktop), False
            elif kind in ("less", "more"):
                delta = STEP if kind == "more" else -STEP
                size = list(self.size)
                size[val] += delta
                self.size, self.fullscreen = self._fit((size[0], size[1])), False
            elif kind == "fullscreen":
                self.fullscreen = not self.fullscreen
            elif kind == "text":
                self.text_scale = val
            return True
        return False

    def ok(self) -> None:
        app = self.app
        self.close()
        if app is not None:
            app.settings.text_scale = self.text_scale
            app.set_display(self.size, self.fullscreen)
        if self.on_done:
            self.on_done()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        section(surface, self.area, "Window size", s)
        fitted = display.first_window_size(self.desktop)
        for r, kind, val in self.hits:
            if kind == "preset":
                draw_chip(surface, r, f"{val[0]} × {val[1]}", not self.fullscreen and self.size == val, s, self.mouse)
            elif kind == "fit":
                draw_chip(surface, r, "Fit to screen", not self.fullscreen and self.size == fitted, s, self.mouse)
            elif kind in ("less", "more"):
                draw_chip(surface, r, "−" if kind == "less" else "+", False, s, self.mouse)
            elif kind == "fullscreen":
                draw_check(surface, r, "Full screen (F11)", self.fullscreen, s, self.mouse)
            elif kind == "text":
                draw_chip(surface, r, f"{round(val * 100)}%", self.text_scale == val, s, self.mouse)
        x0 = self.area.x + int(20 * s)
        cy = self.custom_y + int(20 * s)
        draw_text(surface, "Custom", (x0, cy), "ui_bold", int(17 * s), theme.TEXT, anchor="midleft")
        for j, (label, v) in enumerate((("Width", self.size[0]), ("Height", self.size[1]))):
            less = next(r for r, k, a in self.hits if k == "less" and a == j)
            draw_text(surface, label, (less.x - int(12 * s), cy), "ui", int(16 * s), theme.TEXT_DIM,
                      anchor="midright")
            draw_text(surface, str(v), (less.right + int(60 * s), cy), "ui_bold", int(18 * s), theme.TEXT,
                      anchor="center")
        draw_text(surface, "Text size", (x0, self.text_y + int(20 * s)), "ui_bold", int(17 * s), theme.TEXT,
                  anchor="midleft")
        W, H = self.desktop
        draw_text(surface, f"This screen: {W} × {H}.  Drag the window's edge for any other size.",
                  (self.area.centerx, self.area.bottom - int(30 * s)), "italic", int(16 * s), theme.TEXT_DIM,
                  anchor="midtop")
        self.draw_buttons(surface)
