"""Options (from the title menu, the deck selection or anywhere): every setting the game
keeps in settings.json — the table's layout and look (background colour and art), cue
cards, ability icons, current P/T, Stops on the Phase Bar for your turn and the
opponent's, passing interrupts, auto-yield, animation speed, the computer's pace, mana
burn, and the sound effects with their volume (the slider beside "Sound effects"; unticked
mutes them).  OK saves them; Cancel leaves them as they were."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import pygame

from ...storage.settings import BACKGROUNDS
from .. import theme
from ..controller import BAR_STEPS, SHORT_STEP
from ..controls import Slider, draw_check, draw_chip, section
from ..sound import try_volume
from ..widgets import draw_text, fit_text
from .common import MenuDialog

if TYPE_CHECKING:
    from ..session import Session

CHECKS = [("show_cue_cards", "Show cue cards (tooltips)"), ("show_abilities", "Show ability icons on cards"),
          ("show_pt", "Show current power/toughness"), ("see_next_draws", "See next draws at the end of a duel"),
          ("auto_yield", "Auto-yield: pass at once when I could only pass"),
          ("only_if_can_respond", "Stop for interrupts only when I can respond"),
          ("auto_pass_own", "Let my own spells resolve when I couldn't respond"),
          ("i:attacked", "Stop passing when I'm attacked"), ("i:targeted", "… when something of mine is targeted"),
          ("i:lethal", "… when I face lethal damage"), ("i:new_object", "… when a spell goes on the stack"),
          ("mana_burn", "Mana burn (old rule: unspent mana hurts; new duels)"),
          ("practice", "Practice: Ctrl+Z takes back my decisions (single duels)"),
          ("sound", "Sound effects")]
SPEEDS = [(0.0, "Off"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast")]
PACES = [(1.6, "Slow"), (1.0, "Normal"), (0.5, "Fast")]
ROW_LABELS = [("Layout", "layout"), ("Background", "background"), ("Animations", "speed"), ("Computer's pace", "pace")]


class OptionsScene(MenuDialog):
    width = 1500
    height = 930
    title = "Options"

    def __init__(self, session: "Session", on_done: Any = None) -> None:
        super().__init__()
        self.session = session
        self.work = copy.deepcopy(session.settings)
        self.on_done = on_done
        self.hits: list[tuple[pygame.Rect, str, Any]] = []
        self.volume = Slider(pygame.Rect(0, 0, 10, 10))     # the effects' volume, beside "Sound effects"

    def button_specs(self):
        return [("Display…", self.open_display, False), ("Defaults", self.defaults, False),
                ("Cancel", self.close, False), ("OK", self.ok, True)]

    def open_display(self) -> None:
        """Display settings: applied and saved on their own OK (the window changes at once)."""
        from .display import DisplayScene

        def done() -> None:
            self.work.window_size = self.session.settings.window_size
            self.work.fullscreen = self.session.settings.fullscreen
            self.session.persist()
        self.app.push(DisplayScene(on_done=done))

    def defaults(self) -> None:
        from ...storage.settings import Settings
        keep = self.work.window_size, self.work.fullscreen, self.work.last_level
        self.work = Settings()
        self.work.window_size, self.work.fullscreen, self.work.last_level = keep

    def ok(self) -> None:
        st = self.session.settings
        for f in self.work.__dataclass_fields__:
            setattr(st, f, copy.deepcopy(getattr(self.work, f)))
        self.session.persist()
        self.close()
        if self.on_done:
            self.on_done()

    def layout(self) -> None:
        super().layout()
        s = self.s
        R = self.rect
        self.hits = []
        col1 = pygame.Rect(R.x + int(30 * s), R.y + int(70 * s), int(640 * s), R.h - int(170 * s))
        col2 = pygame.Rect(col1.right + int(24 * s), col1.y, R.right - col1.right - int(54 * s), col1.h)
        self.cols = (col1, col2)
        # column 1: the table
        y = col1.y + int(52 * s)
        x = col1.x + int(14 * s)
        # the chips start past the widest row label: small text is relatively wider, so a fixed
        # offset let "Computer's pace" run under its first chip on a small window
        f = theme.text_font("ui_bold", int(16 * s))
        left = x + max(int(150 * s), max(f.size(label)[0] for label, _ in ROW_LABELS) + int(10 * s))
        room = col1.right - int(10 * s) - left        # the chips of a row share what is left of the column
        chip = min(int(220 * s), (room - int(10 * s)) // 2)
        for i, (mode, _) in enumerate((("standard", ""), ("advanced", ""))):
            self.hits.append((pygame.Rect(left + i * (chip + int(10 * s)), y, chip, int(34 * s)),
                              "layout", mode))
        y += int(52 * s)
        swatch = min(int(84 * s), (room - int(8 * s) * (len(BACKGROUNDS) - 1)) // len(BACKGROUNDS))
        for i, name in enumerate(BACKGROUNDS):
            self.hits.append((pygame.Rect(left + i * (swatch + int(8 * s)), y, swatch, int(34 * s)),
                              "background", name))
        y += int(44 * s)
        self.hits.append((pygame.Rect(left - int(10 * s), y, int(420 * s), int(34 * s)), "background_art", None))
        y += int(52 * s)
        for i, (v, _) in enumerate(SPEEDS):
            self.hits.append((pygame.Rect(left + i * int(110 * s), y, int(102 * s), int(34 * s)),
                              "speed", v))
        y += int(52 * s)
        for i, (v, _) in enumerate(PACES):
            self.hits.append((pygame.Rect(left + i * int(110 * s), y, int(102 * s), int(34 * s)),
                              "pace", v))
        y += int(60 * s)
        rh = int(33 * s)
        for key, label in CHECKS:
            w = int(250 * s) if key == "sound" else col1.w - int(28 * s)
            self.hits.append((pygame.Rect(x, y, w, rh - int(3 * s)), "check", key))
            if key == "sound":
                self.volume.rect = pygame.Rect(x + int(340 * s), y, int(200 * s), rh - int(3 * s))
            y += rh
        # column 2: Stops
        sy = col2.y + int(96 * s)
        sh = int(40 * s)
        for i, step in enumerate(BAR_STEPS):
            for j, whose in enumerate(("you", "opp")):
                r = pygame.Rect(col2.x + int(250 * s) + j * int(230 * s), sy + i * sh, int(210 * s), sh - int(4 * s))
                self.hits.append((r, "stop", (whose, step)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.volume.event(event, self._set_volume):
            if event.type == pygame.MOUSEBUTTONUP:
                try_volume(self.app, self.work)
            return True
        return super().handle_event(event)

    def _set_volume(self, value: float) -> None:
        self.work.sound_volume = round(value, 2)

    def click(self, pos) -> bool:
        w = self.work
        for r, kind, val in self.hits:
            if not r.collidepoint(pos):
                continue
            if kind == "layout":
                w.layout = val
            elif kind == "background":
                w.background = val
            elif kind == "background_art":
                w.background_art = not w.background_art
            elif kind == "speed":
                w.animations = val > 0
                if val > 0:
                    w.animation_speed = val
            elif kind == "pace":
                w.ai_pace = val
            elif kind == "check":
                if val.startswith("i:"):
                    w.interrupts[val[2:]] = not w.interrupts.get(val[2:], True)
                else:
                    setattr(w, val, not getattr(w, val))
            elif kind == "stop":
                w.toggle_stop(*val)
            return True
        return False

    def _value(self, key: str) -> bool:
        if key.startswith("i:"):
            return self.work.interrupts.get(key[2:], True)
        return bool(getattr(self.work, key))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        w = self.work
        col1, col2 = self.cols
        section(surface, col1, "The table", s)
        section(surface, col2, "Stops on the Phase Bar", s)
        x = col1.x + int(14 * s)
        for label, kind in ROW_LABELS:
            r = next(r for r, k, _ in self.hits if k == kind)
            draw_text(surface, label, (x, r.centery), "ui_bold", int(16 * s), theme.TEXT, anchor="midleft")
        speed = 0.0 if not w.animations else w.animation_speed
        for r, kind, val in self.hits:
            if kind == "layout":
                draw_chip(surface, r, "Standard (Showcase)" if val == "standard" else "Advanced (more room)",
                          w.layout == val, s, self.mouse)
            elif kind == "background":
                on = w.background == val
                (top, bottom) = BACKGROUNDS[val][1]
                pygame.draw.rect(surface, top, r, border_radius=int(6 * s))
                pygame.draw.rect(surface, bottom, pygame.Rect(r.x, r.centery, r.w, r.h // 2),
                                 border_bottom_left_radius=int(6 * s), border_bottom_right_radius=int(6 * s))
                pygame.draw.rect(surface, theme.GOLD if on else (90, 90, 96), r, max(1, int(3 * s)) if on else 1,
                                 border_radius=int(6 * s))
                draw_text(surface, fit_text(val.capitalize(), "ui_bold", 12 * s, r.w - 4), r.center, "ui_bold",
                          12 * s, theme.TEXT, anchor="center", shadow=True)
            elif kind == "background_art":
                draw_check(surface, r, "Felt texture and emblem on the table", w.background_art, s, self.mouse)
            elif kind == "speed":
                draw_chip(surface, r, dict(SPEEDS)[val], abs(speed - val) < 0.01, s, self.mouse)
            elif kind == "pace":
                cur = min(PACES, key=lambda p: abs(p[0] - w.ai_pace))[0]
                draw_chip(surface, r, dict(PACES)[val], cur == val, s, self.mouse)
            elif kind == "check":
                label = dict(CHECKS)[val]
                draw_check(surface, r, label, self._value(val), s, self.mouse)
            elif kind == "stop":
                whose, step = val
                on = w.has_stop(whose, step)
                hover = r.collidepoint(self.mouse)
                fill = (92, 40, 36) if on else (48, 48, 56) if hover else (32, 32, 38)
                pygame.draw.rect(surface, fill, r, border_radius=int(6 * s))
                if on:
                    pygame.draw.rect(surface, (230, 90, 80), r, 1, border_radius=int(6 * s))
                    pygame.draw.circle(surface, (230, 70, 60), (r.x + int(18 * s), r.centery), int(7 * s))
                else:
                    pygame.draw.circle(surface, (90, 90, 96), (r.x + int(18 * s), r.centery), int(7 * s), 1)
                draw_text(surface, "Stop" if on else "—", (r.x + int(36 * s), r.centery), "ui_bold" if on else "ui",
                          int(15 * s), theme.TEXT if on else theme.TEXT_FAINT, anchor="midleft")
        # Stops grid headings
        hy = col2.y + int(60 * s)
        draw_text(surface, "Your turn", (col2.x + int(355 * s), hy), "title", int(15 * s), theme.GOLD_DIM,
                  anchor="center")
        draw_text(surface, "Opponent's turn", (col2.x + int(585 * s), hy), "title", int(15 * s), theme.GOLD_DIM,
                  anchor="center")
        vr = self.volume.rect
        draw_text(surface, "Volume", (vr.x - int(14 * s), vr.centery), "ui", int(16 * s),
                  theme.TEXT if w.sound else theme.TEXT_FAINT, anchor="midright")
        self.volume.draw(surface, w.sound_volume, s, self.mouse, enabled=w.sound)
        sh = int(40 * s)
        for i, step in enumerate(BAR_STEPS):
            draw_text(surface, SHORT_STEP.get(step, step), (col2.x + int(30 * s), col2.y + int(96 * s) + i * sh +
                                                            sh // 2 - int(2 * s)), "ui", int(16 * s), theme.TEXT,
                      anchor="midleft")
        draw_text(surface, "Passing with Done stops at the next step marked with a Stop.",
                  (col2.centerx, col2.bottom - int(46 * s)), "italic", int(15 * s), theme.TEXT_DIM, anchor="midtop")
        draw_text(surface, "Right-click a step of the Phase Bar during a duel to change it there.",
                  (col2.centerx, col2.bottom - int(24 * s)), "italic", int(15 * s), theme.TEXT_DIM, anchor="midtop")
        self.draw_buttons(surface)
