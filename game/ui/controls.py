"""Controls of the menus and the deck builder: a text field, check boxes and radio
buttons, toggle chips, a slider, scrolling, mana symbols in a row, and the shared menu backdrop.

Every control keeps its own small presentation state (the text typed, the caret) and
draws from it; `draw` never changes it.  Scenes create controls in their layout step and
route events to them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from . import clipboard, manafont, theme
from .widgets import draw_text, fit_text, panel

ScaleFn = Callable[[], float]


def scale_of(app: Any) -> float:
    W, H = app.screen.get_size()
    return min(W / 1920, H / 1080)


# --- the menus' backdrop ---------------------------------------------------------------------------

_backdrop_cache: dict = {}


def backdrop(surface: pygame.Surface, tint=(36, 30, 44)) -> None:
    """The background of the menus: a dark gradient, the planeswalker emblem, the five colours."""
    size = surface.get_size()
    key = (size, tuple(tint))
    bg = _backdrop_cache.get(key)
    if bg is None:
        bg = pygame.Surface(size)
        g = pygame.Surface((1, 2))
        g.set_at((0, 0), tint)
        g.set_at((0, 1), (12, 14, 20))
        bg.blit(pygame.transform.smoothscale(g, size), (0, 0))
        em = manafont.icon("planeswalker", int(min(size) * 0.9), (255, 255, 255)).copy()
        em.set_alpha(10)
        bg.blit(em, em.get_rect(center=(size[0] // 2, int(size[1] * 0.52))))
        # a soft vignette
        vig = pygame.Surface(size, pygame.SRCALPHA)
        steps = 24
        for i in range(steps):
            a = int(70 * (1 - i / steps) ** 2)
            pygame.draw.rect(vig, (0, 0, 0, a), vig.get_rect().inflate(-i * size[0] // 60, -i * size[1] // 60),
                             max(1, size[0] // 120))
        bg.blit(vig, (0, 0))
        _backdrop_cache.clear()
        _backdrop_cache[key] = bg
    surface.blit(bg, (0, 0))


def title_bar(surface: pygame.Surface, title: str, s: float, subtitle: str = "") -> int:
    """A screen's title across the top; returns the y below it."""
    W = surface.get_width()
    draw_text(surface, title, (W // 2, int(26 * s)), "title", int(44 * s), theme.GOLD, anchor="midtop", shadow=True)
    y = int(84 * s)
    if subtitle:
        draw_text(surface, subtitle, (W // 2, y), "italic", int(20 * s), theme.TEXT_DIM, anchor="midtop")
        y += int(30 * s)
    pygame.draw.line(surface, theme.GOLD_DIM, (W // 2 - int(320 * s), y + int(4 * s)),
                     (W // 2 + int(320 * s), y + int(4 * s)))
    return y + int(14 * s)


# --- mana symbols ---------------------------------------------------------------------------------------

def draw_cost(surface: pygame.Surface, cost: str, pos, size: int, anchor: str = "topleft") -> pygame.Rect:
    """A mana cost as symbols ("{2}{R}{R}"); returns the rect drawn (empty for no cost)."""
    surf = manafont.cost_surface(cost, size)
    if surf is None:
        return pygame.Rect(pos[0], pos[1], 0, 0)
    r = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(surf, r)
    return r


def draw_colours(surface: pygame.Surface, colours: str, pos, size: int, anchor: str = "topleft") -> pygame.Rect:
    """A deck's colours as mana symbols ("" for colourless: one {C})."""
    text = "".join("{" + c + "}" for c in (colours or "C"))
    return draw_cost(surface, text, pos, size, anchor)


# --- text field ---------------------------------------------------------------------------------------

@dataclass
class TextField:
    """A one-line text field: typing, a selection (shift with the arrows, Home and End, or the
    mouse; Ctrl+A selects all), Ctrl+C / Ctrl+X / Ctrl+V with the system clipboard, and
    Ctrl+Backspace deleting a word.  Typing or pasting replaces the selection."""
    rect: pygame.Rect
    text: str = ""
    placeholder: str = ""
    focused: bool = False
    max_len: int = 60
    caret: int = -1                  # -1: at the end
    on_change: Callable[[str], None] | None = None
    on_enter: Callable[[str], None] | None = None
    icon: str = ""                   # a Mana font glyph drawn at the left ("search" has none: a lens is drawn)
    blink: float = 0.0
    anchor: int | None = None        # the other end of the selection (None: nothing selected)
    _text_x: tuple[int, int, int] = (0, 0, 0)     # where the text was drawn: x, font size, first shown char
    _dragging: bool = False

    def _pos(self) -> int:
        return len(self.text) if self.caret < 0 else min(self.caret, len(self.text))

    def selection(self) -> tuple[int, int]:
        """The selected span (start, end); empty when start == end."""
        pos = self._pos()
        if self.anchor is None:
            return pos, pos
        a = min(self.anchor, len(self.text))
        return min(a, pos), max(a, pos)

    def selected_text(self) -> str:
        a, b = self.selection()
        return self.text[a:b]

    def select_all(self) -> None:
        self.anchor = 0
        self.caret = -1

    def set(self, text: str) -> None:
        self.text = text[: self.max_len]
        self.caret = -1
        self.anchor = None
        if self.on_change:
            self.on_change(self.text)

    def _move(self, pos: int, extend: bool) -> None:
        if extend:
            if self.anchor is None:
                self.anchor = self._pos()
        else:
            self.anchor = None
        pos = max(0, min(len(self.text), pos))
        self.caret = -1 if pos >= len(self.text) else pos

    def _replace(self, add: str) -> None:
        """Put `add` in place of the selection (or at the caret)."""
        a, b = self.selection()
        room = self.max_len - (len(self.text) - (b - a))
        add = add[: max(0, room)]
        if not add and a == b:
            return
        self.text = self.text[:a] + add + self.text[b:]
        self.anchor = None
        self.caret = a + len(add)
        if self.caret >= len(self.text):
            self.caret = -1
        if self.on_change:
            self.on_change(self.text)

    def index_at(self, x: int) -> int:
        """The caret position nearest to window x (from where the text was last drawn)."""
        x0, size, first = self._text_x
        font = theme.text_font("ui", size or max(11, int(self.rect.h * 0.46)))
        shown = self.text[first:]
        best, best_d = first, abs(x - x0)
        for i in range(1, len(shown) + 1):
            d = abs(x - (x0 + font.size(shown[:i])[0]))
            if d < best_d:
                best, best_d = first + i, d
        return best

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks focus the field (and place the caret); typing edits it while focused.
        True when consumed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused:
                shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
                self._move(self.index_at(event.pos[0]), shift)
                self._dragging = True
            return self.focused
        if event.type == pygame.MOUSEMOTION and self._dragging:
            if not event.buttons or not event.buttons[0]:
                self._dragging = False
                return False
            if self.anchor is None:
                self.anchor = self._pos()
            self._move(self.index_at(event.pos[0]), True)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            if self.anchor is not None and self.anchor == self._pos():
                self.anchor = None
            return self.rect.collidepoint(event.pos)
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            add = "".join(ch for ch in event.text if ch.isprintable())
            if add:
                self._replace(add)
            return True
        if event.type == pygame.KEYDOWN:
            pos = self._pos()
            ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            a, b = self.selection()
            if event.key == pygame.K_BACKSPACE:
                if a != b:
                    self._replace("")
                elif pos > 0:
                    if ctrl:
                        cut = self.text[:pos].rstrip()
                        cut = cut[: cut.rfind(" ") + 1] if " " in cut else ""
                        self.anchor = len(cut)
                    else:
                        self.anchor = pos - 1
                    self._replace("")
                return True
            if event.key == pygame.K_DELETE:
                if a == b and pos < len(self.text):
                    self.anchor = pos + 1
                self._replace("")
                return True
            if event.key == pygame.K_LEFT:
                self._move(a if a != b and not shift else pos - 1, shift)
                return True
            if event.key == pygame.K_RIGHT:
                self._move(b if a != b and not shift else pos + 1, shift)
                return True
            if event.key == pygame.K_HOME:
                self._move(0, shift)
                return True
            if event.key == pygame.K_END:
                self._move(len(self.text), shift)
                return True
            if ctrl and event.key == pygame.K_a:
                self.select_all()
                return True
            if ctrl and event.key in (pygame.K_c, pygame.K_x):
                if a != b:
                    clipboard.put_text(self.text[a:b])
                    if event.key == pygame.K_x:
                        self._replace("")
                return True
            if ctrl and event.key == pygame.K_v:
                pasted = " ".join(clipboard.get_text().split("\n")).replace("\r", "").replace("\t", " ")
                if pasted:
                    self._replace("".join(ch for ch in pasted if ch.isprintable()))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_enter:
                    self.on_enter(self.text)
                return True
            if event.key == pygame.K_ESCAPE:
                self.focused = False
                self.anchor = None
                return True
            # printable keys arrive as TEXTINPUT; everything else typed here stays here
            return bool(event.unicode and event.unicode.isprintable())
        return False

    def draw(self, surface: pygame.Surface, s: float, t: float = 0.0, mouse=(0, 0)) -> None:
        r = self.rect
        hover = r.collidepoint(mouse)
        pygame.draw.rect(surface, (16, 16, 20), r, border_radius=int(6 * s))
        edge = theme.GOLD if self.focused else (theme.GOLD_DIM if hover else (90, 86, 80))
        pygame.draw.rect(surface, edge, r, max(1, int(2 * s)) if self.focused else 1, border_radius=int(6 * s))
        size = max(11, int(r.h * 0.46))
        x = r.x + int(10 * s)
        if self.icon == "search":
            cx, cy, rad = x + size // 2, r.centery - int(2 * s), max(3, size // 3)
            pygame.draw.circle(surface, theme.TEXT_DIM, (cx, cy), rad, max(1, int(2 * s)))
            pygame.draw.line(surface, theme.TEXT_DIM, (cx + int(rad * 0.7), cy + int(rad * 0.7)),
                             (cx + rad + int(5 * s), cy + rad + int(5 * s)), max(1, int(2 * s)))
            x += size + int(8 * s)
        avail = r.right - x - int(10 * s)
        if self.text:
            shown = self.text
            font = theme.text_font("ui", size)
            while font.size(shown)[0] > avail and len(shown) > 1:
                shown = shown[1:]
            first = len(self.text) - len(shown)
            self._text_x = (x, size, first)
            a, b = self.selection()
            if self.focused and a != b:
                sa, sb = max(0, a - first), max(0, b - first)
                x1, x2 = x + font.size(shown[:sa])[0], x + font.size(shown[:sb])[0]
                pygame.draw.rect(surface, (70, 90, 150), (x1, r.centery - size * 0.62, x2 - x1, size * 1.24))
            draw_text(surface, shown, (x, r.centery), "ui", size, theme.TEXT, anchor="midleft")
            if self.focused and int(t * 2) % 2 == 0:
                pos = self._pos() - (len(self.text) - len(shown))
                cx = x + font.size(shown[:max(0, pos)])[0] + 1
                pygame.draw.line(surface, theme.GOLD, (cx, r.centery - size // 2), (cx, r.centery + size // 2), 2)
        else:
            self._text_x = (x, size, 0)
            if self.placeholder:
                draw_text(surface, fit_text(self.placeholder, "italic", size + 1, avail), (x, r.centery), "italic",
                          size + 1, theme.TEXT_FAINT, anchor="midleft")
            if self.focused and int(t * 2) % 2 == 0:
                pygame.draw.line(surface, theme.GOLD, (x + 1, r.centery - size // 2), (x + 1, r.centery + size // 2),
                                 2)


# --- check boxes, radio buttons and chips -------------------------------------------------------------

def draw_check(surface: pygame.Surface, rect: pygame.Rect, label: str, checked: bool, s: float, mouse=(0, 0),
               radio: bool = False, size: int | None = None, enabled: bool = True) -> None:
    """A check box (or radio button) with its label, in rect (the whole row is clickable)."""
    size = size or int(17 * s)
    hover = enabled and rect.collidepoint(mouse)
    if hover:
        pygame.draw.rect(surface, (54, 52, 60), rect, border_radius=int(5 * s))
    box = pygame.Rect(rect.x + int(8 * s), rect.centery - size // 2, size, size)
    col = theme.TEXT if enabled else theme.TEXT_FAINT
    if radio:
        pygame.draw.circle(surface, col, box.center, size // 2, 1)
        if checked:
            pygame.draw.circle(surface, theme.GOLD, box.center, max(2, size // 2 - int(4 * s)))
    else:
        pygame.draw.rect(surface, col, box, 1, border_radius=3)
        if checked:
            pygame.draw.rect(surface, theme.GOLD, box.inflate(-int(6 * s), -int(6 * s)), border_radius=2)
    draw_text(surface, label, (box.right + int(10 * s), rect.centery), "ui", int(16 * s), col, anchor="midleft")


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, label: str, on: bool, s: float, mouse=(0, 0),
              symbol: str = "", tooltip_style: bool = False) -> None:
    """A toggle chip of a filter bar (a label, or a mana symbol when `symbol` is given)."""
    hover = rect.collidepoint(mouse)
    base = (88, 74, 40) if on else ((58, 58, 66) if hover else (38, 38, 44))
    pygame.draw.rect(surface, base, rect, border_radius=int(rect.h / 2))
    pygame.draw.rect(surface, theme.GOLD if on else (80, 80, 88), rect, 1, border_radius=int(rect.h / 2))
    if symbol:
        sym = manafont.symbol(symbol, int(rect.h * 0.72))
        if not on:
            sym = sym.copy()
            sym.set_alpha(150)
        surface.blit(sym, sym.get_rect(center=rect.center))
    else:
        size = max(10, int(rect.h * 0.48))
        # a label longer than its chip is shortened with "…", never drawn over its neighbours
        draw_text(surface, fit_text(label, "ui_bold", size, rect.w - max(8, rect.h // 2)), rect.center, "ui_bold",
                  size, theme.TEXT if on else theme.TEXT_DIM, anchor="center")


@dataclass
class Slider:
    """A value from 0 to 1 set along a track (the effects' volume): a click puts it where the
    pointer is, and dragging with the button held moves it."""
    rect: pygame.Rect
    held: bool = False

    def value_at(self, x: int) -> float:
        return max(0.0, min(1.0, (x - self.rect.x) / max(1, self.rect.w)))

    def event(self, event: pygame.event.Event, set_value: Callable[[float], None]) -> bool:
        """Follow the mouse: True when the event was the slider's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(0, 8).collidepoint(event.pos):
            self.held = True
            set_value(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.held:
            set_value(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.held = False
            return True
        return False

    def draw(self, surface: pygame.Surface, value: float, s: float, mouse=(0, 0), enabled: bool = True) -> None:
        r = self.rect
        track = pygame.Rect(r.x, r.centery - int(3 * s), r.w, max(2, int(6 * s)))
        pygame.draw.rect(surface, (40, 40, 46), track, border_radius=3)
        fill = track.copy()
        fill.w = int(track.w * value)
        pygame.draw.rect(surface, theme.GOLD if enabled else theme.TEXT_FAINT, fill, border_radius=3)
        knob = (r.x + int(r.w * value), r.centery)
        hover = self.held or r.inflate(0, 8).collidepoint(mouse)
        pygame.draw.circle(surface, theme.TEXT if hover else (200, 196, 186), knob, int((9 if hover else 8) * s))
        draw_text(surface, f"{round(value * 100)}%", (r.right + int(12 * s), r.centery), "ui", int(15 * s),
                  theme.TEXT if enabled else theme.TEXT_FAINT, anchor="midleft")


@dataclass
class Scroller:
    """A scroll offset in rows, clamped to the content."""
    offset: int = 0
    rows: int = 0
    visible: int = 1

    def clamp(self) -> None:
        self.offset = max(0, min(self.offset, max(0, self.rows - self.visible)))

    def wheel(self, dy: int, step: int = 1) -> None:
        self.offset -= dy * step
        self.clamp()

    def draw_bar(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        if self.rows <= self.visible:
            return
        track = pygame.Rect(area.right - int(8 * s), area.y + int(4 * s), int(5 * s), area.h - int(8 * s))
        pygame.draw.rect(surface, (40, 40, 46), track, border_radius=3)
        h = max(int(24 * s), int(track.h * self.visible / self.rows))
        y = track.y + int((track.h - h) * self.offset / max(1, self.rows - self.visible))
        pygame.draw.rect(surface, theme.GOLD_DIM, pygame.Rect(track.x, y, track.w, h), border_radius=3)


def stars(surface: pygame.Surface, n: int, of: int, pos, size: int, anchor: str = "midleft") -> None:
    """A rating as filled and empty diamonds."""
    x, y = pos
    step = int(size * 1.15)
    if anchor == "midright":
        x -= step * of
    for i in range(of):
        cx, cy = x + i * step + size // 2, y
        pts = [(cx, cy - size // 2), (cx + size // 2, cy), (cx, cy + size // 2), (cx - size // 2, cy)]
        if i < n:
            pygame.draw.polygon(surface, theme.GOLD, pts)
        else:
            pygame.draw.polygon(surface, (90, 84, 70), pts, 1)


def pulse(t: float, speed: float = 2.0) -> float:
    return 0.5 + 0.5 * math.sin(t * speed * math.pi)


@dataclass
class ListRow:
    """A clickable row of a list (deck lists, saved decks)."""
    rect: pygame.Rect
    key: Any
    data: Any = None
    extra: dict = field(default_factory=dict)


def section(surface: pygame.Surface, rect: pygame.Rect, title: str, s: float, fill=(28, 28, 34)) -> pygame.Rect:
    """A framed panel with a gold title; returns the inner area below the title."""
    panel(surface, rect, fill=fill, radius=int(10 * s), shadow=False, alpha=240)
    draw_text(surface, title.upper(), (rect.x + int(14 * s), rect.y + int(10 * s)), "title", int(16 * s), theme.GOLD)
    y = rect.y + int(36 * s)
    pygame.draw.line(surface, theme.GOLD_DIM, (rect.x + int(12 * s), y), (rect.right - int(12 * s), y))
    return pygame.Rect(rect.x + int(10 * s), y + int(6 * s), rect.w - int(20 * s), rect.bottom - y - int(12 * s))
