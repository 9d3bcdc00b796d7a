"""The end of the duel: the winner, how it ended, the duel's statistics, the life totals turn
by turn, and "See Next Draws" (the next cards each library held)."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable

import pygame

from .. import cardrender, theme
from ..app import Scene
from ..widgets import Button, draw_text, fit_text, panel
from ..controls import scale_of
from .common import Relayout, button_event, button_row, draw_buttons, shaded_panel

if TYPE_CHECKING:
    from ..controller import DuelController


class EndScene(Relayout, Scene):
    opaque = False
    modal = True

    def __init__(self, controller: "DuelController", on_again: Callable[[], None] | None = None,
                 on_quit: Callable[[], None] | None = None, again_label: str = "New duel",
                 quit_label: str = "Quit") -> None:
        super().__init__()
        self.c = controller
        self.on_again = on_again
        self.on_quit = on_quit
        self.again_label = again_label
        self.quit_label = quit_label
        self.show_draws = False
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.t = 0.0

    @property
    def s(self) -> float:
        return scale_of(self.app)

    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        self.rect = pygame.Rect(0, 0, int(1100 * s), int(820 * s))
        self.rect.center = (W // 2, H // 2)
        bw, bh = int(190 * s), int(44 * s)
        y = self.rect.bottom - bh - int(20 * s)
        labels = [("See Next Draws" if not self.show_draws else "Statistics", self.toggle_draws, False),
                  ("View the table", self.close, False)]
        if self.on_again:
            labels.append((self.again_label, self.on_again, True))
        # the duel's review and the replays (game.ui.scenes.review)
        from .review import end_screen_buttons
        labels[2:2] = end_screen_buttons(self)
        if self.on_quit:
            labels.append((self.quit_label, self.on_quit, False))
        bw = min(bw, (self.rect.w - int(40 * s) - (len(labels) - 1) * int(14 * s)) // len(labels))
        self.buttons = button_row(labels, self.rect.centerx, y, bw, bh, int(14 * s))
        for b in self.buttons:
            b.enabled = b.label != "See Next Draws" or self.c.settings.see_next_draws

    def toggle_draws(self) -> None:
        self.show_draws = not self.show_draws
        self.layout()

    def close(self) -> None:
        self.app.pop(self)

    def update(self, dt: float) -> None:
        self.t += dt

    def handle_event(self, event) -> bool:
        if button_event(self, event):
            return True
        if event.type == pygame.KEYDOWN:
            from .practice import end_screen_key
            if end_screen_key(self, event):
                return True
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key == pygame.K_n:
                self.toggle_draws()
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and self.on_again:
                self.on_again()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        shaded_panel(surface, r, s, min(170, int(self.t * 400)))
        g = self.c.g
        me = self.c.human
        if g.winner is None:
            title, col = "DRAW", theme.TEXT
        elif g.winner == me:
            title, col = "VICTORY", theme.GOLD
        else:
            title, col = "DEFEAT", (220, 110, 100)
        draw_text(surface, title, (r.centerx, r.y + int(20 * s)), "title", int(64 * s), col, anchor="midtop",
                  shadow=True)
        reason = g.end_reason or ""
        loser = None if g.winner is None else 1 - g.winner
        if loser is not None:
            who = "You" if loser == me else self.c.names[loser]
            reason = f"{who}: {reason}" if reason else ""
        draw_text(surface, reason, (r.centerx, r.y + int(100 * s)), "italic", int(20 * s),
                  theme.TEXT_DIM, anchor="midtop")
        secs = int((self.c.ended_at or time.time()) - self.c.started_at)
        draw_text(surface, f"{g.turn} turns · {secs // 60} min {secs % 60:02d} s · {self.c.level.capitalize()} "
                  f"opponent", (r.centerx, r.y + int(130 * s)), "ui", int(15 * s), theme.TEXT_FAINT, anchor="midtop")
        if self.show_draws:
            self._draw_next(surface)
        else:
            self._draw_stats(surface)
        draw_buttons(surface, self.buttons, self.mouse, int(16 * s))

    def _draw_stats(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        g = self.c.g
        me, opp = self.c.human, self.c.opp
        x_label = r.x + int(60 * s)
        x_cols = (r.x + int(430 * s), r.x + int(560 * s))
        y = r.y + int(180 * s)
        draw_text(surface, "You", (x_cols[0], y), "title", int(18 * s), theme.GOLD, anchor="midtop")
        draw_text(surface, fit_text(self.c.names[opp], "title", int(18 * s), int(130 * s)), (x_cols[1], y), "title",
                  int(18 * s), theme.GOLD, anchor="midtop")
        y += int(36 * s)
        st = self.c.stats
        rows = [("Life", g.players[me].life, g.players[opp].life),
                ("Spells cast", st[me].spells, st[opp].spells),
                ("Lands played", st[me].lands, st[opp].lands),
                ("Cards drawn", st[me].cards_drawn, st[opp].cards_drawn),
                ("Damage dealt to the opponent", st[me].damage_dealt, st[opp].damage_dealt),
                ("Biggest hit", st[me].biggest_hit, st[opp].biggest_hit),
                ("Life gained", st[me].life_gained, st[opp].life_gained),
                ("Creatures lost", st[me].creatures_lost, st[opp].creatures_lost),
                ("Mulligans", g.players[me].mulligans, g.players[opp].mulligans),
                ("Cards left in library", len(g.players[me].library), len(g.players[opp].library))]
        for i, (label, a, b) in enumerate(rows):
            if i % 2 == 0:
                pygame.draw.rect(surface, (40, 38, 44), pygame.Rect(x_label - int(12 * s), y - int(3 * s),
                                                                     int(590 * s), int(32 * s)), border_radius=4)
            draw_text(surface, label, (x_label, y), "rules", int(19 * s), theme.TEXT)
            draw_text(surface, str(a), (x_cols[0], y), "card", int(19 * s), theme.TEXT, anchor="midtop")
            draw_text(surface, str(b), (x_cols[1], y), "card", int(19 * s), theme.TEXT, anchor="midtop")
            y += int(34 * s)
        self._draw_graph(surface, pygame.Rect(r.x + int(690 * s), r.y + int(190 * s), int(360 * s), int(330 * s)))

    def _draw_graph(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        s = self.s
        hist = self.c.life_history
        panel(surface, area, fill=(26, 26, 30), radius=int(8 * s), shadow=False)
        draw_text(surface, "LIFE BY TURN", (area.x + int(12 * s), area.y + int(8 * s)), "title", int(14 * s),
                  theme.GOLD)
        if len(hist) < 2:
            return
        inner = area.inflate(-int(40 * s), -int(70 * s))
        inner.y += int(16 * s)
        top = max(20, max(max(h[1], h[2]) for h in hist))
        low = min(0, min(min(h[1], h[2]) for h in hist))
        pygame.draw.line(surface, (70, 70, 76), inner.bottomleft, inner.bottomright)
        zero_y = inner.bottom - (0 - low) / (top - low) * inner.h
        pygame.draw.line(surface, (90, 60, 60), (inner.x, zero_y), (inner.right, zero_y))
        for p, col in ((self.c.human, (120, 200, 255)), (self.c.opp, (240, 140, 110))):
            pts = []
            for i, h in enumerate(hist):
                x = inner.x + i * inner.w / (len(hist) - 1)
                y = inner.bottom - (h[1 + p] - low) / (top - low) * inner.h
                pts.append((x, y))
            pygame.draw.lines(surface, col, False, pts, max(2, int(3 * s)))
            name = "You" if p == self.c.human else self.c.names[p]
            draw_text(surface, name, (pts[-1][0], pts[-1][1] - int(4 * s)), "ui_bold", int(12 * s), col,
                      anchor="bottomright")
        draw_text(surface, str(top), (inner.x - int(6 * s), inner.y), "ui", int(11 * s), theme.TEXT_FAINT,
                  anchor="topright")

    def _draw_next(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        g = self.c.g
        y = r.y + int(180 * s)
        cw = int(150 * s)
        for p in (self.c.human, self.c.opp):
            name = "Your next draws" if p == self.c.human else f"{self.c.names[p]}'s next draws"
            draw_text(surface, name, (r.x + int(40 * s), y), "title", int(18 * s), theme.GOLD)
            lib = g.players[p].library[:6]
            if not lib:
                draw_text(surface, "(the library is empty)", (r.x + int(40 * s), y + int(40 * s)), "italic",
                          int(18 * s), theme.TEXT_DIM)
            for i, oid in enumerate(lib):
                surf = cardrender.card_surface(cardrender.look_from_def(g.objects[oid].card), cw)
                surface.blit(surf, (r.x + int(40 * s) + i * (cw + int(16 * s)), y + int(30 * s)))
            y += int(cw * cardrender.RATIO) + int(50 * s)
