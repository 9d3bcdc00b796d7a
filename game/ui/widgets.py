"""Small drawing helpers and controls: cached text, panels, buttons, the right-click
mini-menu and cue cards (tooltips)."""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from . import manafont, theme

_text_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def text_surface(text: str, kind: str, size: int, colour=theme.TEXT) -> pygame.Surface:
    """Words the player reads, rendered once and cached: at `size` scaled by the Text size
    setting and never under the smallest readable size (theme.text_px)."""
    size = theme.text_px(size)
    key = (text, kind, size, tuple(colour))
    s = _text_cache.get(key)
    if s is None:
        font = theme.font(kind, size)
        try:
            s = font.render(text, True, colour)
        except pygame.error:        # only invisible characters (a zero-width space): nothing to draw
            s = font.render("", True, colour)
        _text_cache[key] = s
        if len(_text_cache) > 3000:
            _text_cache.popitem(last=False)
    else:
        _text_cache.move_to_end(key)
    return s


def draw_text(surface: pygame.Surface, text: str, pos, kind: str = "ui", size: int = 16, colour=theme.TEXT,
              anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    s = text_surface(text, kind, size, colour)
    r = s.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow:
        sh = text_surface(text, kind, size, (0, 0, 0))
        surface.blit(sh, r.move(1, 2))
    surface.blit(s, r)
    return r


def fit_text(text: str, kind: str, size: int, width: int) -> str:
    f = theme.text_font(kind, size)
    if f.size(text)[0] <= width:
        return text
    lo, hi = 0, min(len(text), max(1, width))       # a character is at least a pixel wide
    while lo < hi:                                  # the longest prefix that fits with its "…"
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo] + "…"


def wrap(text: str, kind: str, size: int, width: int) -> list[str]:
    f = theme.text_font(kind, size)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def draw_rich(surface: pygame.Surface, text: str, pos, kind: str, size: int, colour=theme.TEXT) -> int:
    """Text with inline mana symbols ({T}, {2}{R}); returns the width drawn."""
    import re
    size = theme.text_px(size)
    x, y = pos
    f = theme.font(kind, size)
    for part in re.split(r"(\{[^{}]+\})", text):
        if not part:
            continue
        if part.startswith("{") and part.endswith("}"):
            sym = manafont.symbol(part[1:-1].upper(), int(size * 0.95))
            surface.blit(sym, (x, y + (f.get_linesize() - sym.get_height()) // 2))
            x += sym.get_width() + 1
        else:
            s = text_surface(part, kind, size, colour)
            surface.blit(s, (x, y))
            x += s.get_width()
    return x - pos[0]


def rich_width(text: str, kind: str, size: int) -> int:
    import re
    size = theme.text_px(size)
    f = theme.font(kind, size)
    w = 0
    for part in re.split(r"(\{[^{}]+\})", text):
        if part.startswith("{") and part.endswith("}"):
            w += int(size * 0.95) + 2
        elif part:
            w += f.size(part)[0]
    return w


_panel_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def panel(surface: pygame.Surface, rect: pygame.Rect, *, fill=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = 8,
          alpha: int = 235, title: str | None = None, title_size: int = 16, shadow: bool = True) -> None:
    """A framed panel (cached by size and colours)."""
    rect = pygame.Rect(rect)
    key = (rect.size, tuple(fill), tuple(edge), radius, alpha, shadow)
    s = _panel_cache.get(key)
    if s is None:
        pad = 6 if shadow else 0
        s = pygame.Surface((rect.w + pad, rect.h + pad), pygame.SRCALPHA)
        if shadow:
            pygame.draw.rect(s, (0, 0, 0, 90), pygame.Rect(4, 5, rect.w, rect.h), border_radius=radius)
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        top = theme.lighter(fill, 0.06)
        for y in range(rect.h):
            t = y / max(1, rect.h - 1)
            c = theme.lerp(top, theme.darker(fill, 0.9), t)
            pygame.draw.line(body, (*c, alpha), (0, y), (rect.w, y))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(body, (0, 0))
        pygame.draw.rect(s, edge, pygame.Rect(0, 0, rect.w, rect.h), 1, border_radius=radius)
        inner = pygame.Rect(2, 2, rect.w - 4, rect.h - 4)
        pygame.draw.rect(s, (*theme.darker(edge, 0.5), 120), inner, 1, border_radius=max(1, radius - 2))
        _panel_cache[key] = s
        if len(_panel_cache) > 300:
            _panel_cache.popitem(last=False)
    surface.blit(s, rect.topleft)
    if title:
        draw_text(surface, title, (rect.x + 12, rect.y + 6), "title", title_size, theme.GOLD)


@dataclass
class Button:
    label: str
    rect: pygame.Rect
    action: Callable[[], Any] | None = None
    enabled: bool = True
    tooltip: str = ""
    primary: bool = False
    hotkey: str = ""

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int], size: int, pressed: bool = False) -> None:
        hover = self.enabled and self.rect.collidepoint(mouse)
        if self.primary and self.enabled:
            base = (64, 120, 76) if not hover else (84, 150, 96)
            edge = (150, 220, 160)
        elif self.enabled:
            base = (60, 64, 78) if not hover else (80, 86, 104)
            edge = theme.GOLD_DIM if not hover else theme.GOLD
        else:
            base, edge = (42, 44, 50), (70, 70, 74)
        r = self.rect.move(0, 1 if pressed and hover else 0)
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 2), border_radius=6)
        pygame.draw.rect(surface, base, r, border_radius=6)
        hl = pygame.Rect(r.x + 2, r.y + 2, r.w - 4, r.h // 2 - 2)
        pygame.draw.rect(surface, theme.lighter(base, 0.12), hl, border_radius=5)
        pygame.draw.rect(surface, edge, r, 1, border_radius=6)
        col = theme.TEXT if self.enabled else theme.TEXT_FAINT
        draw_text(surface, self.label, r.center, "ui_bold", size, col, anchor="center")

    def hit(self, pos) -> bool:
        return self.enabled and self.rect.collidepoint(pos)


@dataclass
class MenuEntry:
    label: str
    action: Callable[[], Any] | None = None
    enabled: bool = True
    tooltip: str = ""
    checked: bool | None = None
    separator: bool = False


class ContextMenu:
    """The right-click mini-menu."""

    def __init__(self, entries: list[MenuEntry], pos: tuple[int, int], screen_size: tuple[int, int], s: float,
                 title: str = "") -> None:
        self.entries = entries
        self.s = s
        self.size = max(12, int(16 * s))
        self.title = title
        self.row_h = int(self.size * 1.75)
        width = max([theme.text_font("ui", self.size).size(e.label)[0] for e in entries] +
                    [theme.text_font("ui_bold", self.size).size(title)[0] if title else 0]) + int(56 * s)
        height = sum(self.row_h if not e.separator else int(8 * s) for e in entries) + int(8 * s) + \
            (self.row_h if title else 0)
        x = min(pos[0], screen_size[0] - width - 4)
        y = min(pos[1], screen_size[1] - height - 4)
        self.rect = pygame.Rect(max(0, x), max(0, y), width, height)
        self.focus = next((i for i, e in enumerate(entries) if e.enabled and not e.separator), -1)

    def _rows(self):
        y = self.rect.y + int(4 * self.s) + (self.row_h if self.title else 0)
        for i, e in enumerate(self.entries):
            h = self.row_h if not e.separator else int(8 * self.s)
            yield i, e, pygame.Rect(self.rect.x + 4, y, self.rect.w - 8, h)
            y += h

    def entry_at(self, pos) -> int | None:
        for i, e, r in self._rows():
            if r.collidepoint(pos) and not e.separator:
                return i
        return None

    def draw(self, surface: pygame.Surface, mouse) -> None:
        panel(surface, self.rect, fill=(30, 32, 40), radius=6, alpha=248)
        if self.title:
            draw_text(surface, fit_text(self.title, "ui_bold", self.size, self.rect.w - 20),
                      (self.rect.x + 12, self.rect.y + int(4 * self.s) + self.row_h // 2), "ui_bold", self.size,
                      theme.GOLD, anchor="midleft")
        hover = self.entry_at(mouse)
        for i, e, r in self._rows():
            if e.separator:
                pygame.draw.line(surface, theme.PANEL_EDGE, (r.x + 6, r.centery), (r.right - 6, r.centery))
                continue
            if (i == hover or i == self.focus) and e.enabled:
                pygame.draw.rect(surface, (70, 80, 110), r, border_radius=4)
            col = theme.TEXT if e.enabled else theme.TEXT_FAINT
            if e.checked is not None:
                box = pygame.Rect(r.x + 6, r.centery - self.size // 2, self.size, self.size)
                pygame.draw.rect(surface, col, box, 1, border_radius=3)
                if e.checked:
                    pygame.draw.rect(surface, theme.GOLD, box.inflate(-6, -6), border_radius=2)
            x = r.x + int(30 * self.s)
            if "{" in e.label:
                draw_rich(surface, e.label, (x, r.centery - theme.text_font("ui", self.size).get_linesize() // 2),
                          "ui", self.size, col)
            else:
                draw_text(surface, e.label, (x, r.centery), "ui", self.size, col, anchor="midleft")

    def tooltip_at(self, pos) -> str:
        i = self.entry_at(pos)
        if i is None:
            return ""
        return self.entries[i].tooltip

    def activate(self, i: int) -> bool:
        e = self.entries[i]
        if not e.enabled or e.separator:
            return False
        if e.action:
            e.action()
        return True

    def move(self, d: int) -> None:
        n = len(self.entries)
        if n == 0:
            return
        i = self.focus
        for _ in range(n):
            i = (i + d) % n
            if self.entries[i].enabled and not self.entries[i].separator:
                self.focus = i
                return


def cue_card(surface: pygame.Surface, text: str, pos, s: float) -> None:
    """A tooltip next to the mouse."""
    if not text:
        return
    size = max(11, int(14 * s))
    lines = wrap(text, "ui", size, int(360 * s))
    ls = theme.text_font("ui", size).get_linesize()
    w = max(rich_width(l, "ui", size) for l in lines) + 16
    h = ls * len(lines) + 10
    sw, sh = surface.get_size()
    x = min(pos[0] + 16, sw - w - 4)
    y = pos[1] + 22
    if y + h > sh - 4:
        y = pos[1] - h - 8
    r = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=5)
    pygame.draw.rect(surface, (250, 244, 222), r, border_radius=5)
    pygame.draw.rect(surface, (120, 100, 60), r, 1, border_radius=5)
    for i, l in enumerate(lines):
        draw_rich(surface, l, (r.x + 8, r.y + 5 + i * ls), "ui", size, (30, 26, 20))


def arrow(surface: pygame.Surface, start, end, colour, width: int = 3, head: int = 14, curve: float = 0.18) -> None:
    """A curved arrow from start to end (targets of the stack)."""
    import math
    sx, sy = start
    ex, ey = end
    mx, my = (sx + ex) / 2, (sy + ey) / 2
    dx, dy = ex - sx, ey - sy
    length = math.hypot(dx, dy) or 1
    bend = min(length * curve, 90)
    cx, cy = mx - dy / length * bend, my + dx / length * bend
    pts = []
    n = 24
    for i in range(n + 1):
        t = i / n
        x = (1 - t) ** 2 * sx + 2 * (1 - t) * t * cx + t * t * ex
        y = (1 - t) ** 2 * sy + 2 * (1 - t) * t * cy + t * t * ey
        pts.append((x, y))
    shadow = [(x + 2, y + 2) for x, y in pts]
    pygame.draw.lines(surface, (0, 0, 0), False, shadow, width + 2)
    pygame.draw.lines(surface, colour, False, pts, width)
    # head
    x1, y1 = pts[-3]
    ang = math.atan2(ey - y1, ex - x1)
    p1 = (ex - head * math.cos(ang - 0.45), ey - head * math.sin(ang - 0.45))
    p2 = (ex - head * math.cos(ang + 0.45), ey - head * math.sin(ang + 0.45))
    pygame.draw.polygon(surface, (0, 0, 0), [(ex + 2, ey + 2), (p1[0] + 2, p1[1] + 2), (p2[0] + 2, p2[1] + 2)])
    pygame.draw.polygon(surface, colour, [(ex, ey), p1, p2])


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3, radius: int = 8,
              alpha: int = 255) -> None:
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width, border_radius=radius)
        return
    r = rect.inflate(width * 2 + 4, width * 2 + 4)
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour[:3], alpha), s.get_rect().inflate(-2, -2), width, border_radius=radius)
    surface.blit(s, r.topleft)
