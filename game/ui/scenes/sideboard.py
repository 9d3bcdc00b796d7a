"""Sideboarding between the games of a match (CR 100.4a): click a card of the deck to move
one copy to the sideboard, a card of the sideboard to move it into the deck.  Done keeps
the change for the rest of the match when the deck is still legal."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import cardrender, theme
from ..controls import draw_cost, section
from ..widgets import draw_text, fit_text
from .common import MenuDialog

if TYPE_CHECKING:
    from ..session import Session


class SideboardScene(MenuDialog):
    width = 1300
    height = 900
    title = "Sideboard"

    def __init__(self, session: "Session") -> None:
        super().__init__()
        from ...decks.draft import DeckDraft
        self.session = session
        m = session.match
        assert m is not None
        self.original = m.player_deck
        self.draft = DeckDraft.from_deck(m.player_deck, session.pool)
        self.draft.fmt = m.config.fmt
        self.rows: list[tuple[pygame.Rect, str, str]] = []
        self.hover_card = None

    def button_specs(self):
        return [("Reset", self.reset, False), ("Cancel", self.close, False), ("Done", self.done, True)]

    def reset(self) -> None:
        from ...decks.draft import DeckDraft
        self.draft = DeckDraft.from_deck(self.session.match.config.player_deck, self.session.pool)
        self.draft.fmt = self.session.match.config.fmt

    def problems(self) -> list[str]:
        return self.draft.problems(self.session.pool)

    def done(self) -> None:
        if self.problems():
            return
        deck = self.draft.to_deck()
        deck.description, deck.difficulty = self.original.description, self.original.difficulty
        self.session.match.player_deck = deck
        self.close()

    def _columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        s = self.s
        top = self.rect.y + int(70 * s)
        h = self.rect.h - int(220 * s)
        w = (self.rect.w - int(380 * s)) // 2
        a = pygame.Rect(self.rect.x + int(30 * s), top, w, h)
        b = pygame.Rect(a.right + int(20 * s), top, w, h)
        return a, b

    def _layout_rows(self) -> None:
        s = self.s
        self.rows = []
        self.heads: list[tuple[tuple[int, int], str]] = []
        a, b = self._columns()
        pool = self.session.pool
        rh = int(27 * s)
        for col, where in ((a, "main"), (b, "side")):
            y = col.y + int(48 * s)
            for group, items in self.draft.groups(pool, where):
                if y + 2 * rh > col.bottom - int(8 * s):
                    break
                self.heads.append(((col.x + int(14 * s), y + rh // 2), f"{group.upper()} ({sum(n for _, n, _ in items)})"))
                y += rh
                for name, n, card in items:
                    if y + rh > col.bottom - int(8 * s):
                        break
                    self.rows.append((pygame.Rect(col.x + int(10 * s), y, col.w - int(20 * s), rh - 2), name, where))
                    y += rh

    def update(self, dt: float) -> None:
        super().update(dt)
        self._layout_rows()
        probs = self.problems()
        for btn in self.buttons:
            if btn.label == "Done":
                btn.enabled = not probs

    def click(self, pos) -> bool:
        self._layout_rows()
        for r, name, where in self.rows:
            if r.collidepoint(pos):
                self.draft.move(name, "side" if where == "main" else "main")
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        a, b = self._columns()
        pool = self.session.pool
        hover = None
        for col, where, label in ((a, "main", f"Deck · {self.draft.size}"),
                                  (b, "side", f"Sideboard · {self.draft.side_size} of 15")):
            section(surface, col, label, s)
        for pos, text in getattr(self, "heads", []):
            draw_text(surface, text, pos, "title", int(13 * s), theme.GOLD_DIM, anchor="midleft")
        for r, name, where in self.rows:
            card = pool.find(name)
            n = self.draft.count(name, where)
            if r.collidepoint(self.mouse):
                pygame.draw.rect(surface, (60, 56, 44), r, border_radius=4)
                hover = card
            draw_text(surface, f"{n}", (r.x + int(22 * s), r.centery), "ui_bold", int(15 * s), theme.GOLD,
                      anchor="midright")
            draw_text(surface, fit_text(name, "card", int(18 * s), r.w - int(140 * s)), (r.x + int(32 * s), r.centery),
                      "card", int(18 * s), theme.TEXT, anchor="midleft")
            if card is not None:
                draw_cost(surface, str(card.mana_cost), (r.right - int(6 * s), r.centery), int(15 * s), "midright")
        # the card under the mouse, and what is wrong
        side = pygame.Rect(b.right + int(20 * s), a.y, self.rect.right - b.right - int(50 * s), a.h)
        if hover is not None:
            surf = cardrender.card_surface(cardrender.look_from_def(hover), side.w)
            surface.blit(surf, side.topleft)
        else:
            draw_text(surface, "Click a card to move one copy", (side.centerx, side.y + int(20 * s)), "italic",
                      int(17 * s), theme.TEXT_DIM, anchor="midtop")
            draw_text(surface, "between the deck and the sideboard.", (side.centerx, side.y + int(44 * s)), "italic",
                      int(17 * s), theme.TEXT_DIM, anchor="midtop")
        probs = self.problems()
        y = self.rect.bottom - int(136 * s)
        if probs:
            draw_text(surface, fit_text("Not legal: " + probs[0], "ui_bold", int(16 * s), self.rect.w - int(60 * s)),
                      (self.rect.x + int(30 * s), y), "ui_bold", int(16 * s), theme.DANGER)
        else:
            draw_text(surface, "The deck is legal.", (self.rect.x + int(30 * s), y), "ui_bold", int(16 * s),
                      theme.HEAL)
        self.draw_buttons(surface)
