"""Dialogs of the menus and the deck builder (over any scene): messages, confirmations,
a text prompt, a list to pick from, and a file picker for importing and exporting decks."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

import pygame

from .. import theme
from ..app import Scene
from ..controls import Scroller, TextField, scale_of
from ..widgets import Button, draw_text, fit_text, panel, wrap



# --- shared by the menu scenes (end of duel, match, gauntlet, replays, deck builder) ------------------

def button_row(specs, centre_x: int, y: int, width: int, height: int, gap: int) -> list[Button]:
    """Buttons of one size side by side, centred on `centre_x`; specs are (label, action, primary)."""
    x = centre_x - (len(specs) * width + (len(specs) - 1) * gap) // 2
    return [Button(label, pygame.Rect(x + i * (width + gap), y, width, height), act, primary=primary)
            for i, (label, act, primary) in enumerate(specs)]


def click_buttons(buttons: list[Button], pos) -> bool:
    """Run the action of the (enabled) button at pos; whether one was hit."""
    for b in buttons:
        if b.hit(pos):
            b.action()
            return True
    return False


def press_primary(buttons: list[Button]) -> None:
    """Run the primary button's action (Enter on a menu scene)."""
    prim = next((b for b in buttons if b.primary), None)
    if prim:
        prim.action()


def draw_buttons(surface: pygame.Surface, buttons: list[Button], mouse, size: int) -> None:
    for b in buttons:
        b.draw(surface, mouse, size)


def button_event(scene, event) -> bool:
    """The mouse of a scene with `mouse` and `buttons`: a motion is remembered, a left click runs
    the button hit.  Whether the event was used (a motion, or a click on a button)."""
    if event.type == pygame.MOUSEMOTION:
        scene.mouse = event.pos
        return True
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and click_buttons(scene.buttons, event.pos)


def shaded_panel(surface: pygame.Surface, rect: pygame.Rect, s: float, shade: int = 170,
                 fill=(32, 30, 34)) -> None:
    """The window darkened by `shade` (alpha) and a gold-edged panel on it (the end and review screens)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, shade))
    surface.blit(veil, (0, 0))
    panel(surface, rect, fill=fill, edge=theme.GOLD, radius=int(14 * s), alpha=250)


class Relayout:
    """A scene laid out again when it is entered, comes back on top, or the window is resized
    (mixed in before `Scene`; the scene defines `layout`)."""

    def on_enter(self) -> None:
        self.layout()

    def on_resume(self) -> None:
        self.layout()

    def on_resize(self, size) -> None:
        self.layout()


class SessionScene(Relayout):
    """A full-window menu scene of the session (between match games, the gauntlet's ladder): a row of
    buttons, the mouse, the time; Enter presses the primary button (mixed in before `Scene`)."""

    def __init__(self, session) -> None:
        super().__init__()
        self.session = session
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.t = 0.0

    @property
    def s(self) -> float:
        return scale_of(self.app)

    def update(self, dt: float) -> None:
        self.t += dt

    def handle_event(self, event) -> bool:
        if button_event(self, event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                press_primary(self.buttons)
            else:
                self.on_key(event.key)
        return True

    def on_key(self, key: int) -> None:
        """A key other than Enter (nothing by default)."""


class MenuDialog(Scene):
    """A framed dialog in the middle of the window; the scene below shows through."""
    opaque = False
    modal = True
    title = ""
    width = 720
    height = 420

    def __init__(self) -> None:
        super().__init__()
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.focus = -1
        self.t = 0.0

    @property
    def s(self) -> float:
        return scale_of(self.app) if self.app else 1.0

    def on_enter(self) -> None:
        self.layout()

    def on_resize(self, size) -> None:
        self.layout()

    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        self.rect = pygame.Rect(0, 0, int(self.width * s), int(self.height * s))
        self.rect.center = (W // 2, H // 2)
        self.layout_buttons(self.button_specs())

    def button_specs(self) -> list[tuple[str, Callable[[], Any], bool]]:
        return [("OK", self.close, True)]

    def layout_buttons(self, specs) -> None:
        s = self.s
        bh, gap = int(44 * s), int(14 * s)
        font = theme.text_font("ui_bold", int(16 * s))
        widths = [max(int(170 * s), font.size(label)[0] + int(40 * s)) for label, _, _ in specs]
        total = sum(widths) + (len(specs) - 1) * gap
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - bh - int(20 * s)
        self.buttons = []
        for (label, act, primary), bw in zip(specs, widths):
            self.buttons.append(Button(label, pygame.Rect(x, y, bw, bh), act, primary=primary))
            x += bw + gap

    def close(self) -> None:
        if self.app is not None and self in self.app.scenes:
            self.app.pop(self)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw_frame(self, surface: pygame.Surface) -> None:
        s = self.s
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        panel(surface, self.rect, fill=(34, 32, 38), edge=theme.GOLD, radius=int(12 * s), alpha=252)
        if self.title:
            draw_text(surface, self.title, (self.rect.centerx, self.rect.y + int(18 * s)), "title", int(24 * s),
                      theme.GOLD, anchor="midtop")

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surface, self.mouse, int(16 * self.s))
            if i == self.focus and b.enabled:
                pygame.draw.rect(surface, theme.FOCUS, b.rect.inflate(6, 6), 1, border_radius=8)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                getattr(event, "button", 1) == 1 and self.field_event(event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.click(event.pos)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.click(event.pos):
                return True
            for b in self.buttons:
                if b.hit(event.pos):
                    if b.action:
                        b.action()
                    return True
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.wheel(event.y)
            return True
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if self.key(event):
                return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.escape()
                elif event.key == pygame.K_TAB and self.buttons:
                    self.focus = (self.focus + 1) % len(self.buttons)
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.enter()
            return True
        return True

    def click(self, pos) -> bool:
        return False

    def field_event(self, event) -> bool:
        """A dialog's text fields take mouse presses and drags here (caret and selection)."""
        return False

    def wheel(self, dy: int) -> None: ...

    def key(self, event) -> bool:
        return False

    def escape(self) -> None:
        self.close()

    def enter(self) -> None:
        if 0 <= self.focus < len(self.buttons):
            b = self.buttons[self.focus]
        else:
            b = next((b for b in self.buttons if b.primary), None)
        if b is not None and b.enabled and b.action:
            b.action()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        self.draw_buttons(surface)


class MessageDialog(MenuDialog):
    """A message with an OK button (and optionally a second action)."""

    def __init__(self, title: str, lines: list[str] | str, ok_label: str = "OK",
                 on_ok: Callable[[], Any] | None = None, width: int = 760) -> None:
        super().__init__()
        self.title = title
        self.lines = [lines] if isinstance(lines, str) else list(lines)
        self.ok_label = ok_label
        self.on_ok = on_ok
        self.width = width
        self.height = 0

    def layout(self) -> None:
        s = self.s
        n = sum(len(wrap(line, "rules", int(19 * s), int((self.width - 80) * s))) for line in self.lines)
        self.height = min(900, 170 + n * 28)
        super().layout()

    def button_specs(self):
        return [(self.ok_label, self.ok, True)]

    def ok(self) -> None:
        self.close()
        if self.on_ok:
            self.on_ok()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        y = self.rect.y + int(70 * s)
        for line in self.lines:
            for part in wrap(line, "rules", int(19 * s), self.rect.w - int(80 * s)):
                draw_text(surface, part, (self.rect.x + int(40 * s), y), "rules", int(19 * s), theme.TEXT)
                y += int(28 * s)
        self.draw_buttons(surface)


class ConfirmDialog(MessageDialog):
    def __init__(self, title: str, text: str, ok_label: str, on_ok: Callable[[], Any],
                 cancel_label: str = "Cancel", on_cancel: Callable[[], Any] | None = None) -> None:
        super().__init__(title, text, ok_label, on_ok)
        self.cancel_label = cancel_label
        self.on_cancel = on_cancel

    def button_specs(self):
        return [(self.cancel_label, self.cancel, False), (self.ok_label, self.ok, True)]

    def cancel(self) -> None:
        self.close()
        if self.on_cancel:
            self.on_cancel()

    def escape(self) -> None:
        self.cancel()


class TextPrompt(MenuDialog):
    """Ask for a line of text (a deck name).  `validate(text)` returns why it can't be used."""
    height = 300

    def __init__(self, title: str, prompt: str, initial: str, on_ok: Callable[[str], Any],
                 validate: Callable[[str], str | None] | None = None, ok_label: str = "OK") -> None:
        super().__init__()
        self.title = title
        self.prompt = prompt
        self.initial = initial
        self.on_ok = on_ok
        self.validate = validate
        self.ok_label = ok_label
        self.error = ""
        self.field: TextField | None = None

    def layout(self) -> None:
        super().layout()
        s = self.s
        r = pygame.Rect(self.rect.x + int(40 * s), self.rect.y + int(112 * s), self.rect.w - int(80 * s),
                        int(46 * s))
        text = self.field.text if self.field else self.initial
        self.field = TextField(r, text, focused=True, max_len=60, on_enter=lambda _t: self.ok())

    def button_specs(self):
        return [("Cancel", self.close, False), (self.ok_label, self.ok, True)]

    def ok(self) -> None:
        text = self.field.text.strip() if self.field else ""
        why = self.validate(text) if self.validate else (None if text else "type a name")
        if why:
            self.error = why
            return
        self.close()
        self.on_ok(text)

    def click(self, pos) -> bool:
        if self.field and self.field.rect.collidepoint(pos):
            self.field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            return True
        return False

    def key(self, event) -> bool:
        if self.field is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        self.field.focused = True
        return self.field.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        draw_text(surface, self.prompt, (self.rect.x + int(40 * s), self.rect.y + int(74 * s)), "rules", int(19 * s),
                  theme.TEXT)
        if self.field:
            self.field.draw(surface, s, self.t, self.mouse)
        if self.error:
            draw_text(surface, self.error, (self.rect.x + int(40 * s), self.rect.y + int(168 * s)), "ui", int(15 * s),
                      theme.DANGER)
        self.draw_buttons(surface)


class ListPicker(MenuDialog):
    """Pick one item of a list: rows of (label, detail, value)."""
    width = 820
    height = 720

    def __init__(self, title: str, items: list[tuple[str, str, Any]], on_pick: Callable[[Any], Any],
                 ok_label: str = "Open", empty: str = "Nothing to choose from.") -> None:
        super().__init__()
        self.title = title
        self.items = items
        self.on_pick = on_pick
        self.ok_label = ok_label
        self.empty = empty
        self.selected = 0 if items else -1
        self.scroll = Scroller()
        self.rows: list[tuple[pygame.Rect, int]] = []

    def button_specs(self):
        return [("Cancel", self.close, False), (self.ok_label, self.ok, True)]

    def layout(self) -> None:
        super().layout()
        self._rows()

    def _rows(self) -> None:
        s = self.s
        area = pygame.Rect(self.rect.x + int(30 * s), self.rect.y + int(70 * s), self.rect.w - int(60 * s),
                           self.rect.h - int(160 * s))
        rh = int(58 * s)
        self.area = area
        self.scroll.rows = len(self.items)
        self.scroll.visible = max(1, area.h // rh)
        self.scroll.clamp()
        self.rows = []
        for i in range(self.scroll.offset, min(len(self.items), self.scroll.offset + self.scroll.visible)):
            y = area.y + (i - self.scroll.offset) * rh
            self.rows.append((pygame.Rect(area.x, y, area.w - int(12 * s), rh - int(4 * s)), i))

    def ok(self) -> None:
        if 0 <= self.selected < len(self.items):
            value = self.items[self.selected][2]
            self.close()
            self.on_pick(value)

    def click(self, pos) -> bool:
        for r, i in self.rows:
            if r.collidepoint(pos):
                if self.selected == i and self.t - getattr(self, "_last_click", -9) < 0.4:
                    self.ok()
                    return True
                self.selected = i
                self._last_click = self.t
                return True
        return False

    def wheel(self, dy: int) -> None:
        self.scroll.wheel(dy)
        self._rows()

    def key(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.items:
            self.selected = max(0, min(len(self.items) - 1, self.selected + (1 if event.key == pygame.K_DOWN else -1)))
            if self.selected < self.scroll.offset:
                self.scroll.offset = self.selected
            elif self.selected >= self.scroll.offset + self.scroll.visible:
                self.scroll.offset = self.selected - self.scroll.visible + 1
            self._rows()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        if not self.items:
            draw_text(surface, self.empty, self.area.center, "italic", int(19 * s), theme.TEXT_DIM, anchor="center")
        for r, i in self.rows:
            label, detail, _ = self.items[i]
            sel = i == self.selected
            hover = r.collidepoint(self.mouse)
            if sel or hover:
                pygame.draw.rect(surface, (70, 62, 40) if sel else (48, 48, 56), r, border_radius=int(6 * s))
            if sel:
                pygame.draw.rect(surface, theme.GOLD, r, 1, border_radius=int(6 * s))
            draw_text(surface, fit_text(label, "card", int(20 * s), r.w - int(24 * s)), (r.x + int(12 * s),
                      r.y + int(4 * s)), "card", int(20 * s), theme.TEXT)
            if detail:
                draw_text(surface, fit_text(detail, "ui", int(13 * s), r.w - int(24 * s)), (r.x + int(12 * s),
                          r.bottom - int(6 * s)), "ui", int(13 * s), theme.TEXT_DIM, anchor="bottomleft")
        self.scroll.draw_bar(surface, self.area, s)
        self.draw_buttons(surface)


class FilePicker(MenuDialog):
    """Browse folders for a file to open (mode "open"), or choose a folder and a file name to
    export to (mode "save").  (Importing a deck has its own dialog: scenes.importdeck.)"""
    width = 980
    height = 780

    def __init__(self, title: str, folder: str | Path, on_pick: Callable[[Path], Any], mode: str = "open",
                 exts: tuple[str, ...] = (".txt", ".dck", ".dec"), default_name: str = "",
                 places: tuple[tuple[str, Path], ...] = ()) -> None:
        super().__init__()
        self.title = title
        self.folder = Path(folder).expanduser()
        if not self.folder.is_dir():
            self.folder = Path.home()
        self.on_pick = on_pick
        self.places = places             # folders offered at one click (the player's decks, recent ones)
        self.path_field: TextField | None = None
        self.place_chips: list[tuple[pygame.Rect, Path]] = []
        self.mode = mode
        self.exts = exts
        self.default_name = default_name
        self.entries: list[tuple[str, Path, bool]] = []
        self.selected = -1
        self.scroll = Scroller()
        self.rows: list[tuple[pygame.Rect, int]] = []
        self.name_field: TextField | None = None
        self.error = ""
        self._read()

    def _read(self) -> None:
        self.entries = []
        try:
            items = sorted(os.scandir(self.folder), key=lambda e: (not e.is_dir(), e.name.lower()))
        except OSError as e:
            self.error = f"can't read {self.folder}: {e.strerror or e}"
            items = []
        if self.folder.parent != self.folder:
            self.entries.append(("..", self.folder.parent, True))
        for e in items:
            if e.name.startswith("."):
                continue
            try:
                is_dir = e.is_dir()
            except OSError:
                continue
            if is_dir or Path(e.name).suffix.lower() in self.exts:
                self.entries.append((e.name, Path(e.path), is_dir))
        self.selected = -1
        self.scroll.offset = 0

    def button_specs(self):
        return [("Cancel", self.close, False), ("Open" if self.mode == "open" else "Export", self.ok, True)]

    def go(self, typed: str) -> None:
        """The path typed or pasted in the path field: a folder opens, a deck file is picked."""
        path = Path(typed.strip().strip('"')).expanduser()
        if not typed.strip():
            return
        if path.is_dir():
            self.folder = path.resolve()
            self.error = ""
            self._read()
            self._sync_path()
            self._rows()
        elif path.is_file() and self.mode == "open":
            self.close()
            self.on_pick(path)
        elif self.mode == "save" and path.parent.is_dir():
            self.folder = path.parent.resolve()
            self._read()
            self._sync_path()
            self._rows()
            if self.name_field:
                self.name_field.set(path.name)
        else:
            self.error = f"No such folder or file: {path}"

    def _sync_path(self) -> None:
        if self.path_field is not None:
            self.path_field.set(str(self.folder))

    def layout(self) -> None:
        super().layout()
        s = self.s
        fr = pygame.Rect(self.rect.x + int(30 * s), self.rect.y + int(52 * s), self.rect.w - int(60 * s), int(38 * s))
        old = self.path_field
        self.path_field = TextField(fr, old.text if old else str(self.folder), placeholder="a folder or a deck file",
                                    max_len=400, on_enter=self.go, focused=old.focused if old else False)
        self.place_chips = []
        x = fr.x
        for label, folder in self.places:
            w = min(int(220 * s), theme.text_font("ui", int(14 * s)).size(label)[0] + int(24 * s))
            if x + w > fr.right:
                break
            self.place_chips.append((pygame.Rect(x, fr.bottom + int(8 * s), w, int(30 * s)), folder))
            x += w + int(8 * s)
        self.kind_chips: list[tuple[pygame.Rect, str]] = []
        if self.mode == "save":
            r = pygame.Rect(self.rect.x + int(30 * s), self.rect.bottom - int(156 * s), self.rect.w - int(380 * s),
                            int(42 * s))
            text = self.name_field.text if self.name_field else self.default_name
            self.name_field = TextField(r, text, placeholder="file name (.txt or .dck)", max_len=80,
                                        on_enter=lambda _t: self.ok())
            x = r.right + int(14 * s)
            for ext, label in ((".txt", "Text list"), (".dck", "Forge .dck")):
                self.kind_chips.append((pygame.Rect(x, r.y + int(3 * s), int(150 * s), int(36 * s)), ext))
                x += int(160 * s)
        self._rows()

    def set_kind(self, ext: str) -> None:
        """Switch the file name's extension (text list or Forge .dck)."""
        if self.name_field is None:
            return
        stem = Path(self.name_field.text or self.default_name or "deck").stem
        self.name_field.set(stem + ext)

    def _rows(self) -> None:
        s = self.s
        bottom = self.rect.bottom - int(172 * s if self.mode == "save" else 90 * s)
        top = int(142 * s) if self.places else int(104 * s)
        area = pygame.Rect(self.rect.x + int(30 * s), self.rect.y + top, self.rect.w - int(60 * s),
                           bottom - self.rect.y - top - int(6 * s))
        self.area = area
        rh = int(36 * s)
        self.scroll.rows = len(self.entries)
        self.scroll.visible = max(1, area.h // rh)
        self.scroll.clamp()
        self.rows = []
        for i in range(self.scroll.offset, min(len(self.entries), self.scroll.offset + self.scroll.visible)):
            self.rows.append((pygame.Rect(area.x, area.y + (i - self.scroll.offset) * rh, area.w - int(12 * s),
                                          rh - int(3 * s)), i))

    def open_entry(self, i: int) -> None:
        name, path, is_dir = self.entries[i]
        if is_dir:
            self.folder = path.resolve()
            self._read()
            self._sync_path()
            self._rows()
        elif self.mode == "open":
            self.close()
            self.on_pick(path)
        elif self.name_field:
            self.name_field.set(name)

    def ok(self) -> None:
        if self.mode == "open":
            if 0 <= self.selected < len(self.entries):
                self.open_entry(self.selected)
            return
        name = (self.name_field.text if self.name_field else "").strip()
        if not name or "/" in name or "\\" in name or name in (".", ".."):
            self.error = "type a file name"
            return
        if Path(name).suffix.lower() not in (".txt", ".dck"):
            name += ".txt"
        self.close()
        self.on_pick(self.folder / name)

    def click(self, pos) -> bool:
        if self.path_field and self.path_field.rect.collidepoint(pos):
            if self.name_field:
                self.name_field.focused = False
            return True
        if self.path_field:
            self.path_field.focused = False
        for r, folder in self.place_chips:
            if r.collidepoint(pos):
                self.go(str(folder))
                return True
        if self.name_field and self.name_field.rect.collidepoint(pos):
            self.name_field.focused = True
            return True
        for r, ext in getattr(self, "kind_chips", []):
            if r.collidepoint(pos):
                self.set_kind(ext)
                return True
        for r, i in self.rows:
            if r.collidepoint(pos):
                if self.selected == i and self.t - getattr(self, "_last_click", -9) < 0.4:
                    self.open_entry(i)
                else:
                    self.selected = i
                    self._last_click = self.t
                    if self.mode == "save" and not self.entries[i][2] and self.name_field:
                        self.name_field.set(self.entries[i][0])
                return True
        return False

    def wheel(self, dy: int) -> None:
        self.scroll.wheel(dy, 3)
        self._rows()

    def field_event(self, event) -> bool:
        """Mouse presses, drags and releases on the text fields (caret, selection)."""
        for fld in (self.path_field, self.name_field):
            if fld is not None and (fld.rect.collidepoint(getattr(event, "pos", (-1, -1))) or fld._dragging):
                if fld.handle_event(event):
                    return True
        return False

    def key(self, event) -> bool:
        if self.path_field is not None and self.path_field.focused:
            return self.path_field.handle_event(event)
        if self.name_field is not None and event.type == pygame.TEXTINPUT or (
                self.name_field is not None and event.type == pygame.KEYDOWN and event.key not in
                (pygame.K_ESCAPE, pygame.K_TAB)):
            self.name_field.focused = True
            return self.name_field.handle_event(event)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        if self.path_field is not None:
            self.path_field.draw(surface, s, self.t, self.mouse)
        from ..controls import draw_chip
        for (r, folder), (label, _) in zip(self.place_chips, self.places):
            draw_chip(surface, r, label, folder == self.folder, s, self.mouse)
        panel(surface, self.area.inflate(int(8 * s), int(8 * s)), fill=(22, 22, 26), radius=int(6 * s), shadow=False)
        for r, i in self.rows:
            name, _, is_dir = self.entries[i]
            sel = i == self.selected
            if sel or r.collidepoint(self.mouse):
                pygame.draw.rect(surface, (70, 62, 40) if sel else (48, 48, 56), r, border_radius=int(4 * s))
            label = ("▸ " + name + "/") if is_dir and name != ".." else ("▴ up one folder" if name == ".." else name)
            draw_text(surface, fit_text(label, "ui", int(16 * s), r.w - int(20 * s)), (r.x + int(10 * s), r.centery),
                      "ui_bold" if is_dir else "ui", int(16 * s), theme.GOLD if is_dir else theme.TEXT,
                      anchor="midleft")
        if not self.entries:
            draw_text(surface, "(no deck files here)", self.area.center, "italic", int(18 * s), theme.TEXT_FAINT,
                      anchor="center")
        self.scroll.draw_bar(surface, self.area, s)
        if self.name_field:
            self.name_field.draw(surface, s, self.t, self.mouse)
            cur = Path(self.name_field.text).suffix.lower()
            for r, ext in getattr(self, "kind_chips", []):
                draw_chip(surface, r, "Text list" if ext == ".txt" else "Forge .dck",
                          cur == ext or (ext == ".txt" and cur not in (".dck",)), s, self.mouse)
        if self.error:
            draw_text(surface, self.error, (self.rect.x + int(30 * s), self.rect.bottom - int(100 * s)), "ui",
                      int(15 * s), theme.DANGER, anchor="bottomleft")
        hint = "Double-click a folder to open it, a file to open it; or type or paste a path." \
            if self.mode == "open" \
            else "Choose a folder and a file name: .dck writes Forge's format, anything else a text list."
        draw_text(surface, hint, (self.rect.centerx, self.rect.bottom - int(76 * s)), "italic", int(15 * s),
                  theme.TEXT_FAINT, anchor="midbottom")
        self.draw_buttons(surface)


# --- scenes with work in the background -------------------------------------------------------------

class WorkerScene(Scene):
    """A scene with work in the background (the review, checking the replays): laid out
    when entered and on resize (`_layout`); leaving it stops the work (`_stop`)."""

    @property
    def s(self) -> float:
        return scale_of(self.app)

    def on_enter(self) -> None:
        self._layout()

    def on_resize(self, size) -> None:
        self._layout()

    def on_exit(self) -> None:
        self._stop = True
