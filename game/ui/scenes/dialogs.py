"""Small scenes over the table: choices, damage division, Duel Options, help, confirmations,
card viewers (graveyard, exile)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...engine.answers import default_division
from ...engine.decisions import Divide, answer_for
from .. import cardrender, theme
from ..app import Scene
from ..controls import Slider
from ..sound import try_volume
from ..view import entity_of, option_label
from ..widgets import Button, draw_rich, draw_text, fit_text, panel, wrap

if TYPE_CHECKING:
    from .duel import DuelScene


class Dialog(Scene):
    opaque = False
    modal = True
    title = ""

    def __init__(self, table: "DuelScene") -> None:
        super().__init__()
        self.table = table
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.focus = 0

    @property
    def s(self) -> float:
        return self.table.layout.s if self.table.layout else 1.0

    def close(self) -> None:
        if self.app is not None:
            self.app.pop(self)

    def centre(self, w: int, h: int) -> pygame.Rect:
        W, H = self.app.screen.get_size()
        return pygame.Rect((W - w) // 2, (H - h) // 2, w, h)

    def draw_frame(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        panel(surface, self.rect, fill=(34, 32, 36), edge=theme.GOLD, radius=int(12 * self.s), alpha=250)
        if self.title:
            draw_text(surface, self.title, (self.rect.centerx, self.rect.y + int(16 * self.s)), "title",
                      int(22 * self.s), theme.GOLD, anchor="midtop")

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surface, self.mouse, int(15 * self.s))
            if i == self.focus and b.enabled:
                pygame.draw.rect(surface, theme.FOCUS, b.rect.inflate(6, 6), 1, border_radius=8)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.table.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            for b in self.buttons:
                if b.hit(event.pos):
                    if b.action:
                        b.action()
                    return True
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.escape()
                return True
            if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN) and self.buttons:
                self.focus = (self.focus + 1) % len(self.buttons)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_UP) and self.buttons:
                self.focus = (self.focus - 1) % len(self.buttons)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.enter()
                return True
            return self.key(event)
        return True

    def click(self, pos) -> bool:
        return True

    def key(self, event) -> bool:
        return True

    def escape(self) -> None:
        self.close()

    def enter(self) -> None:
        if self.buttons and 0 <= self.focus < len(self.buttons) and self.buttons[self.focus].enabled:
            b = self.buttons[self.focus]
            if b.action:
                b.action()


class ChoiceDialog(Dialog):
    """A choice that isn't made by clicking the table: modes, colours, yes/no, cards in a
    library or graveyard, the order of triggers."""

    def __init__(self, table: "DuelScene", decision) -> None:
        super().__init__(table)
        self.d = decision
        self.picks: list = []
        g = table.g
        self.cards = all(self._card(o) is not None for o in decision.options) and bool(decision.options)
        self.option_rects: list[tuple[pygame.Rect, Any]] = []
        self.scroll = 0
        self.title = "Choose"

    def _card(self, opt: Any) -> tuple[Any, int | None] | None:
        """The card an option shows, with its object id if it is one: an object, or a card from
        outside the game named by a wish (CR 400.11a: the player's sideboard)."""
        g = self.table.g
        key = entity_of(g, opt, self.d.purpose)
        if isinstance(key, tuple) and key[0] == "obj":
            return g.objects[key[1]].card, key[1]
        if self.d.purpose == "wish" and isinstance(opt, str):
            side = g.players[self.d.for_player].sideboard
            return next(((c, None) for c in side if c.name == opt), None)
        return None

    def on_enter(self) -> None:
        self._layout()

    def on_resize(self, size) -> None:
        self._layout()

    def _layout(self) -> None:
        s = self.s
        d = self.d
        n = len(d.options)
        W, H = self.app.screen.get_size()
        if self.cards:
            cw = int(150 * s)
            ch = int(cw * cardrender.RATIO)
            per_row = max(1, min(n, int((W * 0.8) // (cw + 14 * s))))
            rows = min(2, (n + per_row - 1) // per_row)
            w = max(int(520 * s), per_row * int(cw + 14 * s) + int(40 * s))
            h = rows * int(ch + 14 * s) + int(170 * s)
            self.rect = self.centre(w, h)
            self.option_rects = []
            start = self.scroll * per_row
            for i, opt in enumerate(d.options[start:start + per_row * rows]):
                r, c = divmod(i, per_row)
                x = self.rect.x + int(20 * s) + c * int(cw + 14 * s) + (w - int(40 * s) - per_row * int(cw + 14 * s)) // 2
                y = self.rect.y + int(90 * s) + r * int(ch + 14 * s)
                self.option_rects.append((pygame.Rect(x, y, cw, ch), opt))
            self.per_page = per_row * rows
            self.per_row = per_row
        else:
            bh = int(40 * s)
            labels = [option_label(self.table.g, d, o, i) for i, o in enumerate(d.options)]
            lw = max([theme.text_font("ui_bold", int(16 * s)).size(l)[0] for l in labels] + [int(200 * s)])
            w = max(int(480 * s), lw + int(80 * s))
            h = int(150 * s) + n * (bh + int(8 * s)) + int(40 * s)
            self.rect = self.centre(w, min(h, H - 40))
            self.option_rects = []
            for i, opt in enumerate(d.options):
                y = self.rect.y + int(90 * s) + i * (bh + int(8 * s))
                self.option_rects.append((pygame.Rect(self.rect.x + int(30 * s), y, w - int(60 * s), bh), opt))
            self.per_page = n
            self.per_row = 1
        self._buttons()

    def _buttons(self) -> None:
        s = self.s
        d = self.d
        bw, bh = int(130 * s), int(40 * s)
        y = self.rect.bottom - bh - int(16 * s)
        self.buttons = []
        pend = self.table.g.pending
        if pend is not None and pend.cancellable:
            self.buttons.append(Button("Cancel", pygame.Rect(self.rect.centerx - bw - int(8 * s), y, bw, bh),
                                       self.cancel))
        if d.max > 1 or d.min == 0:
            ok = d.min <= len(self.picks) <= d.max
            self.buttons.append(Button("Done", pygame.Rect(self.rect.centerx + int(8 * s), y, bw, bh), self.done,
                                       enabled=ok, primary=True))
        if len(self.buttons) == 1:
            self.buttons[0].rect.centerx = self.rect.centerx

    def update(self, dt: float) -> None:
        d = self.table.c.human_decision()
        if d is None or d is not self.d:
            self.close()

    def toggle(self, opt: Any) -> None:
        d = self.d
        if opt in self.picks:
            self.picks.remove(opt)
        else:
            self.picks.append(opt)
        if d.max == 1 and len(self.picks) == 1 and d.min >= 1:
            self.submit()
            return
        if len(self.picks) == d.max == d.min and d.purpose != "order":
            self.submit()
            return
        if d.purpose == "order" and len(self.picks) == len(d.options):
            self.submit()
            return
        self._buttons()

    def submit(self) -> None:
        why = self.table._submit(answer_for(self.d, tuple(self.picks)))
        if why:
            self.picks = []
            self._buttons()
        else:
            self.close()

    def done(self) -> None:
        if self.d.min <= len(self.picks) <= self.d.max:
            self.submit()

    def cancel(self) -> None:
        self.close()
        self.table.press_cancel()

    def escape(self) -> None:
        pend = self.table.g.pending
        if pend is not None and pend.cancellable:
            self.cancel()

    def click(self, pos) -> bool:
        for r, opt in self.option_rects:
            if r.collidepoint(pos):
                self.toggle(opt)
                return True
        return True

    def key(self, event) -> bool:
        if pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.option_rects):
                self.toggle(self.option_rects[i][1])
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self._scroll(1 if event.key == pygame.K_PAGEDOWN else -1)
        return True

    def _scroll(self, d: int) -> None:
        if not self.cards:
            return
        per_row = self.per_row
        rows = max(0, (len(self.d.options) - self.per_page + per_row - 1) // per_row)
        self.scroll = max(0, min(rows, self.scroll + d))
        self._layout()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
            return True
        if event.type == pygame.MOUSEMOTION and self.cards:
            # the card under the mouse goes to the Showcase
            g = self.table.g
            for r, opt in self.option_rects:
                if r.collidepoint(event.pos):
                    card, oid = self._card(opt)
                    self.table._show(card, "hover", oid=oid)
        return super().handle_event(event)

    def enter(self) -> None:
        if self.buttons and any(b.label == "Done" and b.enabled for b in self.buttons):
            self.done()
        elif len(self.option_rects) and self.d.max == 1:
            self.toggle(self.option_rects[0][1])

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        d = self.d
        for line_i, line in enumerate(wrap(d.prompt, "card_semi", int(19 * s), self.rect.w - int(60 * s))[:2]):
            draw_text(surface, line, (self.rect.centerx, self.rect.y + int(52 * s) + line_i * int(22 * s)),
                      "card_semi", int(19 * s), theme.TEXT, anchor="midtop")
        g = self.table.g
        for i, (r, opt) in enumerate(self.option_rects):
            chosen = opt in self.picks
            hover = r.collidepoint(self.mouse)
            if self.cards:
                surf = cardrender.card_surface(cardrender.look_from_def(self._card(opt)[0]), r.w)
                surface.blit(surf, r.topleft)
                if chosen or hover:
                    pygame.draw.rect(surface, theme.SELECTED if chosen else theme.TARGET, r.inflate(6, 6), 3,
                                     border_radius=8)
                if chosen and d.purpose == "order":
                    draw_text(surface, str(self.picks.index(opt) + 1), r.center, "title", int(40 * s), theme.GOLD,
                              anchor="center", shadow=True)
            else:
                col = (70, 90, 120) if chosen else ((70, 66, 60) if hover else (52, 50, 50))
                pygame.draw.rect(surface, col, r, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD if hover or chosen else theme.PANEL_EDGE, r, 1, border_radius=6)
                label = option_label(g, d, opt, i)
                num = f"{i + 1}. " if i < 9 else ""
                if "{" in label:
                    draw_text(surface, num, (r.x + int(14 * s), r.centery), "ui_bold", int(16 * s), theme.TEXT_DIM,
                              anchor="midleft")
                    draw_rich(surface, label, (r.x + int(40 * s), r.centery - int(10 * s)), "ui_bold", int(16 * s))
                else:
                    draw_text(surface, num + fit_text(label, "ui_bold", int(16 * s), r.w - int(40 * s)),
                              (r.x + int(14 * s), r.centery), "ui_bold", int(16 * s), theme.TEXT, anchor="midleft")
        if self.cards and len(self.d.options) > self.per_page:
            first = self.scroll * self.per_row + 1
            draw_text(surface, f"cards {first}–{min(len(self.d.options), first + self.per_page - 1)} of "
                      f"{len(self.d.options)} · wheel to scroll",
                      (self.rect.right - int(20 * s), self.rect.bottom - int(22 * s)), "ui", int(12 * s),
                      theme.TEXT_DIM, anchor="bottomright")
        self.draw_buttons(surface)


class DivideDialog(Dialog):
    """Divide damage (or another amount) among targets: at least 1 each for a spell's division,
    any split for combat damage."""

    def __init__(self, table: "DuelScene", decision) -> None:
        super().__init__(table)
        self.d = decision
        self.total = decision.info("total", len(decision.options))
        start = dict(default_division(table.g))      # the engine's default division
        self.values = [int(start.get(o, 0)) for o in decision.options]
        self.rows: list[tuple[pygame.Rect, pygame.Rect, pygame.Rect]] = []
        self.title = "Divide damage"

    def on_enter(self) -> None:
        self._layout()

    def _layout(self) -> None:
        s = self.s
        n = len(self.d.options)
        rh = int(46 * s)
        w = int(560 * s)
        h = int(170 * s) + n * rh + int(50 * s)
        self.rect = self.centre(w, h)
        self.rows = []
        for i in range(n):
            y = self.rect.y + int(100 * s) + i * rh
            minus = pygame.Rect(self.rect.right - int(170 * s), y, int(40 * s), int(38 * s))
            plus = pygame.Rect(self.rect.right - int(70 * s), y, int(40 * s), int(38 * s))
            self.rows.append((pygame.Rect(self.rect.x + int(30 * s), y, int(300 * s), int(38 * s)), minus, plus))
        bw, bh = int(130 * s), int(40 * s)
        y = self.rect.bottom - bh - int(16 * s)
        self.buttons = [Button("Done", pygame.Rect(self.rect.centerx + int(8 * s), y, bw, bh), self.done,
                               primary=True)]
        pend = self.table.g.pending
        if pend is not None and pend.cancellable:
            self.buttons.insert(0, Button("Cancel", pygame.Rect(self.rect.centerx - bw - int(8 * s), y, bw, bh),
                                          self.cancel))
        else:
            self.buttons[0].rect.centerx = self.rect.centerx

    def _division(self) -> Divide:
        return Divide(tuple(zip(self.d.options, self.values)))

    def valid(self) -> bool:
        """Whether the engine accepts this division (totals, at least 1 each for a spell,
        lethal damage to blockers before a trampler's player)."""
        return self.table.g.pending is not None and self.table.g.pending.decision is self.d and \
            self.table.g.is_legal(self._division())

    def update(self, dt: float) -> None:
        d = self.table.c.human_decision()
        if d is None or d is not self.d:
            self.close()
        for b in self.buttons:
            if b.label == "Done":
                b.enabled = self.valid()

    def done(self) -> None:
        if not self.valid():
            return
        why = self.table._submit(self._division())
        if not why:
            self.close()

    def cancel(self) -> None:
        self.close()
        self.table.press_cancel()

    def click(self, pos) -> bool:
        for i, (_, minus, plus) in enumerate(self.rows):
            if minus.collidepoint(pos) and self.values[i] > 0:
                self.values[i] -= 1
            elif plus.collidepoint(pos) and sum(self.values) < self.total:
                self.values[i] += 1
            elif plus.collidepoint(pos):
                # move one point from the largest other share
                j = max((k for k in range(len(self.values)) if k != i), key=lambda k: self.values[k], default=None)
                if j is not None and self.values[j] > 0:
                    self.values[j] -= 1
                    self.values[i] += 1
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        g = self.table.g
        left = self.total - sum(self.values)
        draw_text(surface, f"{self.d.prompt} — {left} left to assign" if left else self.d.prompt,
                  (self.rect.centerx, self.rect.y + int(56 * s)), "card_semi", int(17 * s),
                  theme.TEXT if left == 0 else theme.TARGET, anchor="midtop")
        for i, (label_r, minus, plus) in enumerate(self.rows):
            opt = self.d.options[i]
            name = "you" if opt == ("player", self.table.me) else (self.table.c.names[opt[1]] if
                                                                    opt[0] == "player" else g.name_of(opt))
            draw_text(surface, fit_text(name, "card_semi", int(18 * s), label_r.w), label_r.midleft, "card_semi",
                      int(18 * s), theme.TEXT, anchor="midleft")
            for r, t in ((minus, "−"), (plus, "+")):
                pygame.draw.rect(surface, (60, 64, 78), r, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD_DIM, r, 1, border_radius=6)
                draw_text(surface, t, r.center, "ui_bold", int(20 * s), theme.TEXT, anchor="center")
            draw_text(surface, str(self.values[i]), ((minus.right + plus.x) // 2, minus.centery), "title",
                      int(22 * s), theme.GOLD, anchor="center")
        self.draw_buttons(surface)


class ConfirmDialog(Dialog):
    def __init__(self, table: "DuelScene", title: str, text: str, ok_label: str, on_ok: Callable[[], Any]) -> None:
        super().__init__(table)
        self.title = title
        self.text = text
        self.ok_label = ok_label
        self.on_ok = on_ok

    def on_enter(self) -> None:
        s = self.s
        self.rect = self.centre(int(480 * s), int(210 * s))
        bw, bh = int(140 * s), int(40 * s)
        y = self.rect.bottom - bh - int(18 * s)
        self.buttons = [Button("Cancel", pygame.Rect(self.rect.centerx - bw - int(8 * s), y, bw, bh), self.close),
                        Button(self.ok_label, pygame.Rect(self.rect.centerx + int(8 * s), y, bw, bh), self.ok,
                               primary=True)]

    def ok(self) -> None:
        self.close()
        self.on_ok()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        s = self.s
        for i, line in enumerate(wrap(self.text, "rules", int(18 * s), self.rect.w - int(60 * s))):
            draw_text(surface, line, (self.rect.centerx, self.rect.y + int(64 * s) + i * int(24 * s)), "rules",
                      int(18 * s), theme.TEXT, anchor="midtop")
        self.draw_buttons(surface)


class CardViewer(Dialog):
    """A graveyard, the exile or the ante, or one card in full (View Full Card)."""

    def __init__(self, table: "DuelScene", ids: list[int], title: str) -> None:
        super().__init__(table)
        self.ids = ids
        self.title = title
        self.scroll = 0

    def on_enter(self) -> None:
        self._layout()

    def _layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        if len(self.ids) == 1:
            self.cw = int(360 * s)
        else:
            self.cw = int(170 * s)
        ch = int(self.cw * cardrender.RATIO)
        self.per_row = max(1, min(len(self.ids) or 1, int(W * 0.8 // (self.cw + 12 * s))))
        rows = max(1, min(3, (len(self.ids) + self.per_row - 1) // self.per_row))
        w = max(int(420 * s), self.per_row * int(self.cw + 12 * s) + int(40 * s))
        h = min(H - 40, rows * int(ch + 12 * s) + int(140 * s))
        self.rows_fit = max(1, (h - int(140 * s)) // int(ch + 12 * s))
        self.rect = self.centre(w, h)
        bw, bh = int(130 * s), int(40 * s)
        self.buttons = [Button("Close", pygame.Rect(self.rect.centerx - bw // 2, self.rect.bottom - bh - int(14 * s),
                                                    bw, bh), self.close, primary=True)]

    def key(self, event) -> bool:
        if event.key in (pygame.K_PAGEDOWN,):
            self.scroll += 1
        elif event.key in (pygame.K_PAGEUP,):
            self.scroll = max(0, self.scroll - 1)
        return True

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return True
        return super().handle_event(event)

    def enter(self) -> None:
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        g = self.table.g
        if not self.ids:
            draw_text(surface, "No cards.", self.rect.center, "italic", int(18 * s), theme.TEXT_DIM, anchor="center")
        ch = int(self.cw * cardrender.RATIO)
        start = self.scroll * self.per_row
        shown = self.ids[start:start + self.per_row * self.rows_fit]
        x0 = self.rect.x + (self.rect.w - self.per_row * int(self.cw + 12 * s)) // 2
        for i, oid in enumerate(shown):
            r, c = divmod(i, self.per_row)
            x = x0 + c * int(self.cw + 12 * s)
            y = self.rect.y + int(64 * s) + r * int(ch + 12 * s)
            surf = cardrender.card_surface(cardrender.look_from_def(g.objects[oid].card), self.cw)
            surface.blit(surf, (x, y))
        if len(self.ids) > len(shown) + start or self.scroll:
            draw_text(surface, "wheel to scroll", (self.rect.right - int(16 * s), self.rect.bottom - int(20 * s)),
                      "ui", int(12 * s), theme.TEXT_DIM, anchor="bottomright")
        self.draw_buttons(surface)


SHORTCUTS = [
    ("Space / Enter", "Done: finish what you're doing, or pass until something happens"),
    ("Esc", "Cancel the spell being cast (your mana pool is kept); stop passing; close"),
    ("F2", "Pass to your next turn unless something happens"),
    ("Tab / arrows", "Select the next usable card, target, attacker or blocker"),
    ("Enter", "Use the selected card (click it)"),
    ("A", "Auto-cast the selected card, or pay / choose X automatically"),
    ("Ctrl+A", "Attack with every creature that can"),
    ("+ / −", "Raise or lower X"),
    ("1–9", "Pick an entry of a menu or a choice"),
    ("M", "Mark or remove a Stop on the current step"),
    ("V", "View the selected card in full"),
    ("G", "Open your graveyard"),
    ("Shift+F10 / Menu", "The right-click menu of the selected card"),
    ("L", "Switch between the Standard and Advanced layouts"),
    ("O or F3", "Duel Options"),
    ("F11", "Full screen"),
    ("Ctrl+Q", "Concede (asks first)"),
    ("?", "This step explained: what you may do now, with the rule numbers"),
    ("Ctrl+Z", "Practice: take back your last decision (Ctrl+Shift+Z: a turn)"),
    ("F1", "This list"),
]


class HelpOverlay(Dialog):
    def on_enter(self) -> None:
        s = self.s
        self.title = "Keyboard shortcuts"
        self.rect = self.centre(int(860 * s), int(150 * s) + len(SHORTCUTS) * int(30 * s))
        bw, bh = int(130 * s), int(40 * s)
        self.buttons = [Button("Close", pygame.Rect(self.rect.centerx - bw // 2, self.rect.bottom - bh - int(14 * s),
                                                    bw, bh), self.close, primary=True)]

    def enter(self) -> None:
        self.close()

    def key(self, event) -> bool:
        if event.key == pygame.K_F1:
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        y = self.rect.y + int(64 * s)
        for k, text in SHORTCUTS:
            draw_text(surface, k, (self.rect.x + int(230 * s), y), "ui_bold", int(16 * s), theme.GOLD,
                      anchor="topright")
            draw_text(surface, text, (self.rect.x + int(250 * s), y), "ui", int(16 * s), theme.TEXT)
            y += int(30 * s)
        draw_text(surface, "Mouse: click to use a card, double-click to auto-cast; right-click anything for its menu; "
                  "click a step of the Phase Bar to run to it.", (self.rect.centerx, y + int(4 * s)), "italic",
                  int(14 * s), theme.TEXT_DIM, anchor="midtop")
        self.draw_buttons(surface)


class OptionsDialog(Dialog):
    """Duel Options: layout, cue cards, ability icons, P/T, next draws, passing interrupts, pace,
    the sound effects (on, or muted) and their volume."""

    ITEMS = [("layout", "Layout"), ("show_cue_cards", "Show Cue Cards"), ("show_abilities", "Show Abilities"),
             ("show_pt", "Show Power/Toughness"), ("show_id_tags", "Show ID Tags"),
             ("see_next_draws", "See Next Draws at the end of a duel"), ("animations", "Animations"),
             ("i:attacked", "Stop passing when I'm attacked"), ("i:targeted", "… when something of mine is targeted"),
             ("i:lethal", "… when I face lethal damage"), ("i:new_object", "… when a new object goes on the stack"),
             ("only_if_can_respond", "Only stop when I can respond (otherwise just pause)"),
             ("auto_pass_own", "Let my own spells resolve when I couldn't respond anyway"),
             ("ai_pace", "Pace of the computer's actions"), ("sound", "Sound effects"),
             ("sound_volume", "Effects volume")]

    def __init__(self, table: "DuelScene") -> None:
        super().__init__(table)
        import copy
        self.work = copy.deepcopy(table.settings)
        self.title = "Duel Options"
        self.rows: list[tuple[pygame.Rect, str]] = []
        self.volume = Slider(pygame.Rect(0, 0, 10, 10))

    def on_enter(self) -> None:
        s = self.s
        rh = int(36 * s)
        self.rect = self.centre(int(640 * s), int(150 * s) + len(self.ITEMS) * rh + int(30 * s))
        self.rows = []
        for i, (key, _) in enumerate(self.ITEMS):
            self.rows.append((pygame.Rect(self.rect.x + int(30 * s), self.rect.y + int(64 * s) + i * rh,
                                          self.rect.w - int(60 * s), rh - int(4 * s)), key))
            if key == "sound_volume":
                r = self.rows[-1][0]
                self.volume.rect = pygame.Rect(r.x + int(250 * s), r.y, int(240 * s), r.h)
        bw, bh = int(130 * s), int(40 * s)
        y = self.rect.bottom - bh - int(16 * s)
        gap = int(16 * s)
        x = self.rect.centerx - (3 * bw + 2 * gap) // 2
        self.buttons = [Button("Cancel", pygame.Rect(x + bw + gap, y, bw, bh), self.close),
                        Button("OK", pygame.Rect(x + 2 * (bw + gap), y, bw, bh), self.ok, primary=True),
                        Button("Display…", pygame.Rect(x, y, bw, bh), self.open_display)]

    def on_resize(self, size) -> None:
        self.on_enter()

    def open_display(self) -> None:
        """Display settings over the table: the window changes at once and the size is saved."""
        from .display import DisplayScene
        self.app.push(DisplayScene(on_done=self.table._settings_changed))

    def _value(self, key: str) -> Any:
        if key.startswith("i:"):
            return self.work.interrupts.get(key[2:], True)
        return getattr(self.work, key)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.volume.event(event, lambda v: setattr(self.work, "sound_volume", round(v, 2))):
            if event.type == pygame.MOUSEBUTTONUP:
                try_volume(self.app, self.work)
            return True
        return super().handle_event(event)

    def click(self, pos) -> bool:
        for r, key in self.rows:
            if r.collidepoint(pos):
                if key == "sound_volume":
                    pass              # the slider's (handle_event)
                elif key == "layout":
                    self.work.layout = "advanced" if self.work.layout == "standard" else "standard"
                elif key == "ai_pace":
                    paces = [0.5, 1.0, 1.6]
                    cur = min(range(3), key=lambda i: abs(paces[i] - self.work.ai_pace))
                    self.work.ai_pace = paces[(cur + 1) % 3]
                elif key.startswith("i:"):
                    self.work.interrupts[key[2:]] = not self.work.interrupts.get(key[2:], True)
                else:
                    setattr(self.work, key, not getattr(self.work, key))
        return True

    def ok(self) -> None:
        t = self.table
        layout_changed = self.work.layout != t.settings.layout
        for f in ("layout", "show_cue_cards", "show_abilities", "show_pt", "show_id_tags", "see_next_draws",
                  "animations", "interrupts", "only_if_can_respond", "auto_pass_own", "ai_pace", "sound",
                  "sound_volume"):
            setattr(t.settings, f, getattr(self.work, f))
        self.close()
        if layout_changed:
            t.set_layout(t.settings.layout)
        t._settings_changed()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        labels = dict(self.ITEMS)
        for r, key in self.rows:
            hover = r.collidepoint(self.mouse)
            if hover:
                pygame.draw.rect(surface, (54, 52, 58), r, border_radius=5)
            v = self._value(key)
            if key == "layout":
                text = f"Layout: {'Standard (permanent Showcase)' if v == 'standard' else 'Advanced (largest territories)'}"
                draw_text(surface, text, (r.x + int(10 * s), r.centery), "ui_bold", int(16 * s), theme.TEXT,
                          anchor="midleft")
                draw_text(surface, "click to change", (r.right - int(10 * s), r.centery), "italic", int(14 * s),
                          theme.TEXT_FAINT, anchor="midright")
                continue
            if key == "sound_volume":
                draw_text(surface, labels[key], (r.x + int(10 * s), r.centery), "ui", int(16 * s),
                          theme.TEXT if self.work.sound else theme.TEXT_FAINT, anchor="midleft")
                self.volume.draw(surface, v, s, self.mouse, enabled=self.work.sound)
                continue
            if key == "ai_pace":
                word = "fast" if v < 0.8 else "slow" if v > 1.2 else "normal"
                draw_text(surface, f"{labels[key]}: {word}", (r.x + int(10 * s), r.centery), "ui", int(16 * s),
                          theme.TEXT, anchor="midleft")
                draw_text(surface, "click to change", (r.right - int(10 * s), r.centery), "italic", int(14 * s),
                          theme.TEXT_FAINT, anchor="midright")
                continue
            box = pygame.Rect(r.x + int(10 * s), r.centery - int(9 * s), int(18 * s), int(18 * s))
            pygame.draw.rect(surface, theme.TEXT, box, 1, border_radius=3)
            if v:
                pygame.draw.rect(surface, theme.GOLD, box.inflate(-int(6 * s), -int(6 * s)), border_radius=2)
            draw_text(surface, labels[key], (box.right + int(12 * s), r.centery), "ui", int(16 * s), theme.TEXT,
                      anchor="midleft")
        self.draw_buttons(surface)
