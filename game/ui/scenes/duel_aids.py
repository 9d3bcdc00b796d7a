"""The duel's learning aids: why a card in hand can't be played now (an explanation card
drawn by the table), the Situation Bar's "?" (the current step and what may be done in it,
with the rule numbers, game.engine.explain), and a short message over the table."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine.explain import explain_unplayable, step_help
from .. import theme
from ..widgets import Button, draw_rich, draw_text, wrap
from .dialogs import Dialog
from .duel import DuelScene


def hand_card_explanation(scene: DuelScene, oid: int) -> str:
    """The tooltip of a card in your hand that can't be played now: why, and what would make
    it playable (cached per state version).  `scene.explain_tip` keeps the explanation, which
    the table draws as an explanation card (`draw_explanation`)."""
    cache = getattr(scene, "_explain_cache", None)
    key = (scene.c.version, oid)
    if cache is not None and cache[0] == key:
        e = cache[1]
    else:
        e = explain_unplayable(scene.g, scene.me, oid)
        scene._explain_cache = (key, e)
    scene.explain_tip = e
    return e.text if e is not None else ""


def _wrap_rich(text: str, kind: str, size: int, width: int) -> list[str]:
    from ..widgets import rich_width
    lines: list[str] = []
    line = ""
    for w in text.split(" "):
        cand = w if not line else line + " " + w
        if rich_width(cand, kind, size) <= width or not line:
            line = cand
        else:
            lines.append(line)
            line = w
    if line:
        lines.append(line)
    return lines


def draw_explanation(surface: pygame.Surface, e: Any, pos, s: float) -> None:
    """The explanation of a greyed card, as a card next to the mouse: what can't be done (bold),
    why (with mana symbols), and what would make it possible (italic)."""
    width = int(420 * s)
    size = max(12, int(16 * s))
    small = max(11, int(15 * s))
    pad = int(12 * s)
    title = _wrap_rich(e.title, "ui_bold", size, width - 2 * pad)
    reason = _wrap_rich(e.reason + ".", "rules", size + 2, width - 2 * pad)
    hint = _wrap_rich(e.hint, "italic", small + 1, width - 2 * pad) if e.hint else []
    ls_t = theme.text_font("ui_bold", size).get_linesize()
    ls_r = theme.text_font("rules", size + 2).get_linesize()
    ls_h = theme.text_font("italic", small + 1).get_linesize()
    h = pad * 2 + ls_t * len(title) + int(6 * s) + ls_r * len(reason) + (int(8 * s) + ls_h * len(hint) if hint
                                                                            else 0)
    sw, sh = surface.get_size()
    x = min(pos[0] + int(18 * s), sw - width - 4)
    y = pos[1] - h - int(14 * s)
    if y < 4:
        y = pos[1] + int(24 * s)
    r = pygame.Rect(x, y, width, h)
    pygame.draw.rect(surface, (0, 0, 0), r.move(3, 4), border_radius=8)
    pygame.draw.rect(surface, (250, 244, 222), r, border_radius=8)
    pygame.draw.rect(surface, (150, 60, 50), pygame.Rect(r.x, r.y, int(6 * s), r.h), border_top_left_radius=8,
                     border_bottom_left_radius=8)
    pygame.draw.rect(surface, (120, 100, 60), r, 1, border_radius=8)
    ty = r.y + pad
    for ln in title:
        draw_rich(surface, ln, (r.x + pad, ty), "ui_bold", size, (130, 40, 34))
        ty += ls_t
    ty += int(6 * s)
    for ln in reason:
        draw_rich(surface, ln, (r.x + pad, ty), "rules", size + 2, (34, 30, 24))
        ty += ls_r
    if hint:
        ty += int(4 * s)
        pygame.draw.line(surface, (200, 186, 150), (r.x + pad, ty), (r.right - pad, ty))
        ty += int(4 * s)
        for ln in hint:
            draw_rich(surface, ln, (r.x + pad, ty), "italic", small + 1, (90, 80, 64))
            ty += ls_h


def open_step_help(scene: DuelScene) -> None:
    scene.menu = None
    if scene.app is not None:
        scene.app.push(StepHelpOverlay(scene))


class InfoDialog(Dialog):
    def __init__(self, table: DuelScene, title: str, text: str) -> None:
        super().__init__(table)
        self.title = title
        self.text = text

    @classmethod
    def show(cls, table: DuelScene, title: str, text: str) -> None:
        if table.app is not None:
            table.app.push(cls(table, title, text))

    def on_enter(self) -> None:
        s = self.s
        lines = wrap(self.text, "rules", int(18 * s), int(640 * s))
        self.rect = self.centre(int(720 * s), int(150 * s) + len(lines) * int(24 * s))
        bw, bh = int(140 * s), int(40 * s)
        self.buttons = [Button("Close", pygame.Rect(self.rect.centerx - bw // 2, self.rect.bottom - bh - int(16 * s),
                                                    bw, bh), self.close, primary=True)]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        s = self.s
        for i, line in enumerate(wrap(self.text, "rules", int(18 * s), int(640 * s))):
            draw_text(surface, line, (self.rect.centerx, self.rect.y + int(62 * s) + i * int(24 * s)), "rules",
                      int(18 * s), theme.TEXT, anchor="midtop")
        self.draw_buttons(surface)


class StepHelpOverlay(Dialog):
    """The Situation Bar's "?": this step, what may be done in it, with the rule numbers."""

    def on_enter(self) -> None:
        c = self.table.c
        self.help = step_help(c.g, self.table.me, c.current_step(), c.current_active(),
                              names=("You", c.names[self.table.opp]))
        self.title = self.help.title
        s = self.s
        self.width = int(860 * s)
        self.body = self._lines()
        h = int(140 * s) + sum(n for _, _, n in self.body) * int(25 * s) + int(30 * s)
        self.rect = self.centre(self.width, h)
        bw, bh = int(130 * s), int(40 * s)
        self.buttons = [Button("Close", pygame.Rect(self.rect.centerx - bw // 2, self.rect.bottom - bh - int(14 * s),
                                                    bw, bh), self.close, primary=True)]

    def _lines(self) -> list[tuple[str, list[str], int]]:
        s = self.s
        out = []
        for head, lines in (("This step", self.help.about), ("Now", self.help.now)):
            wrapped: list[str] = []
            for ln in lines:
                wrapped += ["• " + w if i == 0 else "   " + w
                            for i, w in enumerate(wrap(ln, "rules", int(18 * s), self.width - int(110 * s)))]
            out.append((head, wrapped, len(wrapped) + 1))
        return out

    def key(self, event) -> bool:
        if event.key in (pygame.K_F1, pygame.K_QUESTION, pygame.K_SLASH):
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        y = self.rect.y + int(62 * s)
        x = self.rect.x + int(40 * s)
        for head, lines, _ in self.body:
            draw_text(surface, head.upper(), (x, y), "title", int(15 * s), theme.GOLD)
            y += int(25 * s)
            for ln in lines:
                draw_rich(surface, ln, (x + int(8 * s), y), "rules", int(18 * s), theme.TEXT)
                y += int(25 * s)
            y += int(6 * s)
        self.draw_buttons(surface)
