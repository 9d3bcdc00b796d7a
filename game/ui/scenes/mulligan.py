"""Before the duel: the coin toss for first play / first draw, and the mulligan.

`FirstPlayScene` tosses a coin (seeded); the winner chooses to play or draw first (the
computer always plays first).  It then builds the game and replaces itself with the
table.  `MulliganScene` sits over the table while a hand is kept or mulliganed (the London
mulligan: draw seven, then put one card per mulligan on the bottom, CR 103.5).
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...engine.decisions import Mulligan, answer_for
from .. import cardrender, manafont, theme
from ..app import Scene
from ..widgets import Button, draw_text
from ...engine.terms import COLORS
from ...engine.words import counted

if TYPE_CHECKING:
    from .duel import DuelScene


def _scale(app) -> float:
    W, H = app.screen.get_size()
    return min(W / 1920, H / 1080)


class FirstPlayScene(Scene):
    """The coin toss.  `start(first_player)` builds the game and returns the table scene."""

    def __init__(self, names: tuple[str, str], seed: int, start: Callable[[int], Scene], human: int = 0,
                 deck_names: tuple[str, str] = ("", "")) -> None:
        super().__init__()
        self.names = names
        self.human = human
        self.deck_names = deck_names
        self.start = start
        self.t = 0.0
        self.winner = random.Random(seed * 31 + 7).randrange(2)
        self.buttons: list[Button] = []
        self.mouse = (0, 0)
        self.decided = False

    @property
    def s(self) -> float:
        return _scale(self.app)

    def _buttons(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        bw, bh = int(200 * s), int(48 * s)
        y = int(H * 0.72)
        if self.winner == self.human:
            self.buttons = [Button("Play first", pygame.Rect(W // 2 - bw - int(10 * s), y, bw, bh),
                                   lambda: self.go(self.human), primary=True),
                            Button("Draw first", pygame.Rect(W // 2 + int(10 * s), y, bw, bh),
                                   lambda: self.go(1 - self.human))]
        else:
            self.buttons = [Button("Continue", pygame.Rect(W // 2 - bw // 2, y, bw, bh),
                                   lambda: self.go(self.winner), primary=True)]

    def go(self, first: int) -> None:
        if self.decided:
            return
        self.decided = True
        self.app.replace(self.start(first))

    def update(self, dt: float) -> None:
        self.t += dt
        if self.t > 1.2 and not self.buttons:
            self._buttons()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.buttons:
                self.t = 1.2
                self._buttons()
                return True
            for b in self.buttons:
                if b.hit(event.pos):
                    b.action()
                    return True
        elif event.type == pygame.KEYDOWN:
            if not self.buttons:
                self.t = 1.2
                self._buttons()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.buttons[0].action()
            elif event.key == pygame.K_d and len(self.buttons) > 1:
                self.buttons[1].action()
            return True
        return True

    def on_resize(self, size) -> None:
        if self.buttons:
            self._buttons()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        _backdrop(surface)
        draw_text(surface, "MANA DUEL", (W // 2, int(H * 0.12)), "title", int(64 * s), theme.GOLD, anchor="center",
                  shadow=True)
        vs = f"{self.names[self.human]}  ·  {self.deck_names[self.human]}     versus     " \
             f"{self.names[1 - self.human]}  ·  {self.deck_names[1 - self.human]}"
        draw_text(surface, vs, (W // 2, int(H * 0.21)), "card_semi", int(22 * s), theme.TEXT, anchor="center")
        # the coin
        cx, cy = W // 2, int(H * 0.45)
        r = int(90 * s)
        spin = min(1.0, self.t / 1.2)
        phase = spin * 7 * math.pi
        squash = abs(math.cos(phase)) if spin < 1 else 1.0
        face = (int(phase / math.pi) % 2 == self.winner) if spin < 1 else True
        rect = pygame.Rect(0, 0, 2 * r, max(4, int(2 * r * squash)))
        rect.center = (cx, cy - int(math.sin(spin * math.pi) * 80 * s))
        pygame.draw.ellipse(surface, (0, 0, 0), rect.move(4, 6))
        pygame.draw.ellipse(surface, (214, 178, 94) if face else (180, 150, 84), rect)
        pygame.draw.ellipse(surface, (120, 90, 40), rect, max(2, int(4 * s)))
        if squash > 0.5:
            glyph = manafont.icon("planeswalker" if face else "chaos", int(r * 1.1 * squash), (80, 56, 24))
            surface.blit(glyph, glyph.get_rect(center=rect.center))
        if self.t >= 1.2:
            who = "You" if self.winner == self.human else self.names[self.winner]
            text = f"{who} won the toss." + (" Play first or draw first?" if self.winner == self.human else
                                             f" {self.names[self.winner]} chooses to play first.")
            draw_text(surface, text, (W // 2, int(H * 0.64)), "card", int(28 * s), theme.TEXT, anchor="center")
            draw_text(surface, "The player who plays first skips the draw of their first turn (CR 103.8a).",
                      (W // 2, int(H * 0.68)), "italic", int(17 * s), theme.TEXT_DIM, anchor="center")
        for b in self.buttons:
            b.draw(surface, self.mouse, int(18 * s))


_backdrop_cache: dict = {}


def colour_ring(size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
    """The five colours' symbols on the coin toss's backdrop, on an oval around the middle
    turned so that a gap between two of them, not a symbol, is at the top where the title is."""
    W, H = size
    m = min(size)
    rx, ry = min(W * 0.3, m * 0.55), m * 0.42
    d = int(m * 0.05)
    out = []
    for i, c in enumerate(COLORS):
        a = math.pi / 2 + i * 2 * math.pi / 5
        r = pygame.Rect(0, 0, d, d)
        r.center = (int(W / 2 + math.cos(a) * rx), int(H / 2 + math.sin(a) * ry))
        out.append((c, r))
    return out


def _backdrop(surface: pygame.Surface) -> None:
    size = surface.get_size()
    bg = _backdrop_cache.get(size)
    if bg is None:
        bg = pygame.Surface(size)
        g = pygame.Surface((1, 2))
        g.set_at((0, 0), (36, 30, 44))
        g.set_at((0, 1), (12, 14, 20))
        bg.blit(pygame.transform.smoothscale(g, size), (0, 0))
        # the emblem behind the coin, its tips below the title and the names
        em = manafont.icon("planeswalker", int(min(size) * 0.72), (255, 255, 255)).copy()
        em.set_alpha(12)
        bg.blit(em, em.get_rect(center=(size[0] // 2, int(size[1] * 0.57))))
        for c, r in colour_ring(size):
            sym = manafont.symbol(c, r.h).copy()
            sym.set_alpha(60)
            bg.blit(sym, sym.get_rect(center=r.center))
        _backdrop_cache.clear()
        _backdrop_cache[size] = bg
    surface.blit(bg, (0, 0))


class MulliganScene(Scene):
    """Keep or mulligan; then choose the cards to put on the bottom."""
    opaque = False
    modal = True

    def __init__(self, table: "DuelScene") -> None:
        super().__init__()
        self.table = table
        self.mouse = (0, 0)
        self.picks: list[int] = []
        self.card_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons: list[Button] = []
        self._for: Any = None

    @property
    def s(self) -> float:
        return self.table.layout.s

    def _decision(self):
        d = self.table.c.human_decision()
        if d is not None and d.purpose in ("mulligan", "bottom"):
            return d
        return None

    def update(self, dt: float) -> None:
        c = self.table.c
        d = c.decision()
        if d is None or d.purpose not in ("mulligan", "bottom"):
            self.app.pop(self)
            return
        mine = self._decision()
        if mine is not self._for:
            self._for = mine
            self.picks = []
            self._layout()

    def _layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        g = self.table.g
        hand = list(g.players[self.table.me].hand)
        n = max(1, len(hand))
        cw = int(min(220 * s, (W * 0.8) / n - 12 * s))
        ch = int(cw * cardrender.RATIO)
        total = n * (cw + int(12 * s)) - int(12 * s)
        x0 = (W - total) // 2
        y = int(H * 0.26)
        self.card_rects = [(pygame.Rect(x0 + i * (cw + int(12 * s)), y, cw, ch), oid) for i, oid in enumerate(hand)]
        d = self._decision()
        bw, bh = int(200 * s), int(48 * s)
        by = y + ch + int(40 * s)
        self.buttons = []
        if d is not None and d.purpose == "mulligan":
            self.buttons = [Button("Keep", pygame.Rect(W // 2 - bw - int(10 * s), by, bw, bh),
                                   lambda: self.answer("yes"), primary=True),
                            Button("Mulligan", pygame.Rect(W // 2 + int(10 * s), by, bw, bh),
                                   lambda: self.answer("no"))]
        elif d is not None:
            self.buttons = [Button("Done", pygame.Rect(W // 2 - bw // 2, by, bw, bh), self.bottom, primary=True,
                                   enabled=len(self.picks) == d.min)]

    def answer(self, yes_no: str) -> None:
        self.table._submit(Mulligan(yes_no == "yes"))

    def bottom(self) -> None:
        d = self._decision()
        if d is not None and len(self.picks) == d.min:
            self.table._submit(answer_for(d, tuple(self.picks)))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.table.mouse = event.pos
            for r, oid in self.card_rects:
                if r.collidepoint(event.pos):
                    self.table._show(self.table.g.objects[oid].card, "hover", oid=oid)
            return True
        d = self._decision()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    b.action()
                    return True
            if d is not None and d.purpose == "bottom":
                for r, oid in self.card_rects:
                    if r.collidepoint(event.pos):
                        if oid in self.picks:
                            self.picks.remove(oid)
                        elif len(self.picks) < d.max:
                            self.picks.append(oid)
                        self._layout()
            return True
        if event.type == pygame.KEYDOWN and d is not None:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_k):
                if d.purpose == "mulligan":
                    self.answer("yes")
                else:
                    self.bottom()
            elif event.key == pygame.K_m and d.purpose == "mulligan":
                self.answer("no")
            elif pygame.K_1 <= event.key <= pygame.K_9 and d.purpose == "bottom":
                i = event.key - pygame.K_1
                if i < len(self.card_rects):
                    oid = self.card_rects[i][1]
                    if oid in self.picks:
                        self.picks.remove(oid)
                    elif len(self.picks) < d.max:
                        self.picks.append(oid)
                    self._layout()
            return True
        return True

    def status_line(self) -> str:
        """The line under the title: the hand and what a mulligan costs now, or what to choose."""
        g = self.table.g
        me = self.table.me
        d = self._decision()
        if d is None:
            return ""
        if d.purpose == "mulligan":
            hand = g.players[me].hand
            lands = sum(1 for oid in hand if "Land" in g.objects[oid].card.types)
            return f"{len(hand)} cards, {counted(lands, 'land')}. {mulligan_hint(g.players[me].mulligans)}"
        return (f"Choose {counted(d.min, 'card')} to put on the bottom of your library "
                f"({len(self.picks)} chosen).")

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((8, 8, 12, 215))
        surface.blit(shade, (0, 0))
        c = self.table.c
        g = self.table.g
        d = self._decision()
        first = "You play first" if g.first_player == self.table.me else f"{c.names[g.first_player]} plays first"
        draw_text(surface, "YOUR OPENING HAND", (W // 2, int(H * 0.1)), "title", int(40 * s), theme.GOLD,
                  anchor="center", shadow=True)
        sub = first + (", you draw first." if g.first_player != self.table.me else " (no draw on your first turn).")
        draw_text(surface, sub, (W // 2, int(H * 0.16)), "card_semi", int(20 * s), theme.TEXT_DIM, anchor="center")
        if d is None:
            draw_text(surface, f"{c.names[self.table.opp]} is looking at their hand…", (W // 2, int(H * 0.21)),
                      "italic", int(20 * s), theme.TEXT, anchor="center")
        else:
            draw_text(surface, self.status_line(), (W // 2, int(H * 0.21)), "rules", int(20 * s), theme.TEXT,
                      anchor="center")
        for r, oid in self.card_rects:
            o = g.objects[oid]
            surf = cardrender.card_surface(cardrender.look_from_def(o.card), r.w)
            rr = r.move(0, -int(14 * s)) if r.collidepoint(self.mouse) else r
            pygame.draw.rect(surface, (0, 0, 0), rr.move(5, 7), border_radius=int(10 * s))
            surface.blit(surf, rr.topleft)
            if oid in self.picks:
                pygame.draw.rect(surface, theme.SELECTED, rr.inflate(8, 8), 4, border_radius=int(10 * s))
                draw_text(surface, "BOTTOM", (rr.centerx, rr.bottom - int(20 * s)), "ui_bold", int(16 * s),
                          theme.SELECTED, anchor="center", shadow=True)
        for b in self.buttons:
            b.draw(surface, self.mouse, int(18 * s))
        if d is not None and d.purpose == "mulligan":
            draw_text(surface, "Enter / K: keep     M: mulligan", (W // 2, H - int(30 * s)), "ui", int(14 * s),
                      theme.TEXT_FAINT, anchor="center")


def mulligan_hint(taken: int) -> str:
    """What keeping and mulliganing cost after `taken` mulligans: the London mulligan (CR 103.5)
    puts one card on the bottom per mulligan taken, when the hand is kept."""
    def cards(n: int) -> str:
        return counted(n, 'card')
    if taken == 0:
        return f"After a mulligan you would put {cards(1)} on the bottom when you keep."
    return f"Keeping puts {cards(taken)} on the bottom; another mulligan, {cards(taken + 1)}."
