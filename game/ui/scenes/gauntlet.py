"""The gauntlet: its ladder of opponents with your progress, the Difficulty of the next
match, and its results once you have beaten everyone or lost a match.  Also the Gauntlet
Options dialog (Match Size, Enemy Level, Ante) with the Difficulty they imply."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ...decks.deck_formats import FORMATS
from ...modes.gauntlet import LEVEL_ORDER, GauntletOptions, difficulty, difficulty_label
from .. import theme
from ..app import Scene
from ..controls import backdrop, draw_check, draw_colours, section, stars, title_bar
from ..widgets import draw_text, fit_text
from .common import ConfirmDialog, MenuDialog, SessionScene, button_row, draw_buttons

LEVEL_TITLES = {"apprentice": "Apprentice", "magician": "Magician", "sorcerer": "Sorcerer", "wizard": "Wizard"}


def draw_difficulty(surface: pygame.Surface, rect: pygame.Rect, d: int, s: float, caption: str = "DIFFICULTY") -> None:
    """The Difficulty meter: a number, a word and ten pips from green to red."""
    pygame.draw.rect(surface, (22, 20, 24), rect, border_radius=int(8 * s))
    pygame.draw.rect(surface, theme.GOLD_DIM, rect, 1, border_radius=int(8 * s))
    draw_text(surface, caption, (rect.x + int(14 * s), rect.y + int(8 * s)), "title", int(13 * s), theme.GOLD_DIM)
    draw_text(surface, f"{d}", (rect.x + int(14 * s), rect.bottom - int(8 * s)), "title", int(40 * s), theme.GOLD,
              anchor="bottomleft")
    draw_text(surface, difficulty_label(d), (rect.x + int(64 * s), rect.bottom - int(14 * s)), "card", int(22 * s),
              theme.TEXT, anchor="bottomleft")
    pw = max(4, (rect.w - int(180 * s)) // 10)
    for i in range(10):
        x = rect.x + int(170 * s) + i * pw
        r = pygame.Rect(x, rect.centery - int(6 * s), pw - int(3 * s), int(18 * s))
        col = theme.lerp((90, 190, 110), (230, 80, 60), i / 9) if i < d else (50, 48, 54)
        pygame.draw.rect(surface, col, r, border_radius=3)


class GauntletOptionsDialog(MenuDialog):
    """Match Size, Enemy Level and Ante; OK keeps them, Cancel undoes the changes."""
    width = 760
    height = 600
    title = "Gauntlet Options"

    def __init__(self, options: GauntletOptions, on_ok: Callable[[GauntletOptions], Any],
                 deck_difficulty: int = 2) -> None:
        super().__init__()
        self.work = GauntletOptions(options.best_of, options.level, options.ante)
        self.on_ok = on_ok
        self.deck_difficulty = deck_difficulty
        self.rows: list[tuple[pygame.Rect, str, Any]] = []

    def button_specs(self):
        return [("Cancel", self.close, False), ("OK", self.ok, True)]

    def layout(self) -> None:
        super().layout()
        s = self.s
        x = self.rect.x + int(40 * s)
        w = int(320 * s)
        rh = int(38 * s)
        self.rows = []
        y = self.rect.y + int(110 * s)
        for best_of, label in ((3, "Best of three"), (1, "Single duel (harder)")):
            self.rows.append((pygame.Rect(x, y, w, rh), "best_of", best_of))
            y += rh
        y = self.rect.y + int(110 * s)
        x2 = self.rect.x + int(400 * s)
        for lv in LEVEL_ORDER:
            self.rows.append((pygame.Rect(x2, y, w, rh), "level", lv))
            y += rh
        self.rows.append((pygame.Rect(x, self.rect.y + int(230 * s), w, rh), "ante", None))

    def click(self, pos) -> bool:
        for r, key, val in self.rows:
            if r.collidepoint(pos):
                if key == "best_of":
                    self.work.best_of = val
                elif key == "level":
                    self.work.level = val
                else:
                    self.work.ante = not self.work.ante
                return True
        return False

    def ok(self) -> None:
        self.close()
        self.on_ok(self.work)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        draw_text(surface, "MATCH SIZE", (self.rect.x + int(48 * s), self.rect.y + int(76 * s)), "title", int(15 * s),
                  theme.GOLD_DIM)
        draw_text(surface, "ENEMY LEVEL", (self.rect.x + int(408 * s), self.rect.y + int(76 * s)), "title",
                  int(15 * s), theme.GOLD_DIM)
        draw_text(surface, "ANTE", (self.rect.x + int(48 * s), self.rect.y + int(200 * s)), "title", int(15 * s),
                  theme.GOLD_DIM)
        for r, key, val in self.rows:
            if key == "best_of":
                draw_check(surface, r, "Best of three" if val == 3 else "Single duel (harder)", self.work.best_of == val,
                           s, self.mouse, radio=True)
            elif key == "level":
                draw_check(surface, r, LEVEL_TITLES[val], self.work.level == val, s, self.mouse, radio=True)
            else:
                draw_check(surface, r, "Play for ante (harder)", self.work.ante, s, self.mouse)
        d = difficulty(self.work.level, self.work.best_of, self.work.ante, self.deck_difficulty)
        draw_difficulty(surface, pygame.Rect(self.rect.x + int(40 * s), self.rect.y + int(330 * s),
                                             self.rect.w - int(80 * s), int(76 * s)), d, s,
                        "DIFFICULTY OF THE FIRST MATCH")
        draw_text(surface, "A single duel, a higher enemy level and playing for ante each make the gauntlet harder.",
                  (self.rect.centerx, self.rect.y + int(426 * s)), "italic", int(16 * s), theme.TEXT_DIM,
                  anchor="midtop")
        self.draw_buttons(surface)


class GauntletScene(SessionScene, Scene):
    """The gauntlet's ladder: every opponent in order, the finished matches, the next one."""

    @property
    def g(self):
        return self.session.gauntlet

    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        g = self.g
        specs: list[tuple[str, Any, bool]] = [("Main Menu", self.session.to_title, False)]
        if g is not None and g.status == "active":
            specs.append(("Abandon Gauntlet…", self.confirm_abandon, False))
            specs.append((f"Play Match {g.index + 1}", self.session.play_gauntlet_match, True))
        elif g is not None:
            specs.append(("New Gauntlet", self.new_gauntlet, True))
        self.buttons = button_row(specs, W // 2, H - int(96 * s), int(250 * s), int(54 * s), int(16 * s))

    def confirm_abandon(self) -> None:
        self.app.push(ConfirmDialog("Abandon the gauntlet?", "Your progress in this gauntlet will be lost.",
                                    "Abandon", self.session.abandon_gauntlet))

    def new_gauntlet(self) -> None:
        self.session.gauntlet = None
        from ...modes.gauntlet import clear_gauntlet
        clear_gauntlet()
        self.session.open_deck_select("gauntlet")

    def on_key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.session.to_title()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        backdrop(surface)
        g = self.g
        if g is None:
            return
        status = g.status
        if status == "won":
            title, sub = "GAUNTLET CONQUERED", f"You beat all {len(g.opponents)} opponents with {g.player_deck.name}!"
        elif status == "lost":
            last = g.records[-1]
            title, sub = "GAUNTLET OVER", f"{g.player_deck.name} fell in match {len(g.records)} to {last.opponent}."
        else:
            title, sub = "THE GAUNTLET", f"{g.player_deck.name} against every opponent, one match each, until a defeat."
        top = title_bar(surface, title, s, sub)
        o = g.options
        opts = f"{'Best of three' if o.best_of >= 3 else 'Single duel'} · {LEVEL_TITLES.get(o.level, o.level)} " \
               f"opponents · {'playing for ante' if o.ante else 'no ante'}" + \
               (f" · {FORMATS[g.fmt]}" if g.fmt != "normal" else "") + f" · started {g.started}"
        draw_text(surface, opts, (W // 2, top), "ui", int(16 * s), theme.TEXT_DIM, anchor="midtop")
        # the ladder
        ladder = pygame.Rect(int(90 * s), top + int(40 * s), int(1080 * s), H - top - int(180 * s))
        inner = section(surface, ladder, f"Opponents · {len(g.records)} of {len(g.opponents)} played", s)
        n = len(g.opponents)
        cols = 1 if n * int(58 * s) <= inner.h else 2
        per = (n + cols - 1) // cols
        rh = min(int(76 * s), inner.h // max(1, per))
        cw = inner.w // cols
        for i, deck in enumerate(g.opponents):
            col, row = divmod(i, per)
            r = pygame.Rect(inner.x + col * cw, inner.y + row * rh, cw - int(10 * s), rh - int(6 * s))
            rec = g.records[i] if i < len(g.records) else None
            current = status == "active" and i == g.index
            fill = (64, 54, 32) if current else (36, 36, 42) if rec is None else (30, 44, 34) if rec.won else \
                (52, 30, 30)
            pygame.draw.rect(surface, fill, r, border_radius=int(8 * s))
            if current:
                pygame.draw.rect(surface, theme.GOLD, r, max(1, int(2 * s)), border_radius=int(8 * s))
            draw_text(surface, f"{i + 1}", (r.x + int(26 * s), r.centery), "title", int(22 * s),
                      theme.GOLD if current else theme.TEXT_DIM, anchor="center")
            draw_text(surface, fit_text(deck.name, "card", int(21 * s), cw - int(330 * s)), (r.x + int(52 * s),
                      r.y + int(6 * s)), "card", int(21 * s), theme.TEXT)
            draw_colours(surface, self._colours(deck), (r.x + int(52 * s), r.bottom - int(6 * s)), int(16 * s),
                         "bottomleft")
            stars(surface, deck.difficulty or 2, 4, (r.x + int(150 * s), r.bottom - int(14 * s)), int(11 * s))
            if rec is not None:
                res = ("WON " if rec.won else "LOST ") + f"{rec.score[0]}–{rec.score[1]}"
                draw_text(surface, res, (r.right - int(14 * s), r.y + int(8 * s)), "ui_bold", int(16 * s),
                          theme.HEAL if rec.won else theme.DANGER, anchor="topright")
                if rec.ante_won or rec.ante_lost:
                    a = ("+" + ", +".join(rec.ante_won) if rec.ante_won else "") + \
                        (" −" + ", −".join(rec.ante_lost) if rec.ante_lost else "")
                    draw_text(surface, fit_text("ante " + a.strip(), "ui", int(12 * s), int(260 * s)),
                              (r.right - int(14 * s), r.bottom - int(6 * s)), "ui", int(12 * s), theme.GOLD_DIM,
                              anchor="bottomright")
            elif current:
                draw_text(surface, "NEXT", (r.right - int(14 * s), r.centery), "title", int(16 * s), theme.GOLD,
                          anchor="midright")
        # the side panel: next match and the totals
        side = pygame.Rect(ladder.right + int(30 * s), ladder.y, W - ladder.right - int(120 * s), ladder.h)
        inner = section(surface, side, "Next match" if status == "active" else "Results", s)
        y = inner.y + int(8 * s)
        nxt = g.next_opponent
        if nxt is not None:
            draw_text(surface, fit_text(nxt.name, "title", int(26 * s), inner.w), (inner.x + int(8 * s), y), "title",
                      int(26 * s), theme.TEXT)
            y += int(40 * s)
            draw_colours(surface, self._colours(nxt), (inner.x + int(8 * s), y), int(22 * s))
            y += int(34 * s)
            from ..widgets import wrap
            for line in wrap(nxt.description or "", "rules", int(18 * s), inner.w - int(16 * s))[:4]:
                draw_text(surface, line, (inner.x + int(8 * s), y), "rules", int(18 * s), theme.TEXT_DIM)
                y += int(24 * s)
            y += int(12 * s)
            draw_difficulty(surface, pygame.Rect(inner.x, y, inner.w, int(76 * s)), g.difficulty_of(nxt), s)
            y += int(96 * s)
            if g.current is not None and g.current.results:
                a, b = g.current.wins
                draw_text(surface, f"Match in progress: you {a} – {b}", (inner.x + int(8 * s), y), "ui_bold",
                          int(17 * s), theme.GOLD)
                y += int(30 * s)
        won = sum(1 for r in g.records if r.won)
        gw, gl = g.games
        if nxt is None:
            draw_text(surface, f"{won} / {len(g.opponents)}", (inner.centerx, y + int(10 * s)), "title", int(64 * s),
                      theme.GOLD if status == "won" else theme.TEXT, anchor="midtop", shadow=True)
            y += int(92 * s)
            verdict = "opponents beaten — every one of them!" if status == "won" else "opponents beaten"
            draw_text(surface, verdict, (inner.centerx, y), "italic", int(20 * s), theme.TEXT_DIM, anchor="midtop")
            y += int(40 * s)
            if status == "lost":
                last = g.records[-1]
                draw_text(surface, fit_text(f"Stopped by {last.opponent}, {last.score[0]}–{last.score[1]}", "card",
                                            int(20 * s), inner.w), (inner.centerx, y), "card", int(20 * s),
                          theme.DANGER, anchor="midtop")
                y += int(36 * s)
        y += int(10 * s)
        pygame.draw.line(surface, theme.GOLD_DIM, (inner.x, y), (inner.right, y))
        y += int(14 * s)
        draw_text(surface, "YOUR RECORD", (inner.x + int(8 * s), y), "title", int(15 * s), theme.GOLD)
        y += int(30 * s)
        for label, value in (("Matches won", f"{won} of {len(g.records)}"), ("Games", f"{gw} won, {gl} lost"),
                             ("Ante won", ", ".join(g.ante_won) or "—"), ("Ante lost", ", ".join(g.ante_lost) or "—")):
            draw_text(surface, label, (inner.x + int(8 * s), y), "ui", int(16 * s), theme.TEXT_DIM)
            draw_text(surface, fit_text(value, "card", int(18 * s), inner.w - int(150 * s)),
                      (inner.right - int(8 * s), y), "card", int(18 * s), theme.TEXT, anchor="topright")
            y += int(30 * s)
        y += int(10 * s)
        pygame.draw.line(surface, theme.GOLD_DIM, (inner.x, y), (inner.right, y))
        y += int(14 * s)
        draw_text(surface, "YOUR DECK", (inner.x + int(8 * s), y), "title", int(15 * s), theme.GOLD)
        y += int(30 * s)
        draw_text(surface, fit_text(g.player_deck.name, "card", int(22 * s), inner.w - int(120 * s)),
                  (inner.x + int(8 * s), y), "card", int(22 * s), theme.TEXT)
        draw_colours(surface, self._colours(g.player_deck), (inner.right - int(8 * s), y + int(4 * s)), int(20 * s),
                     "topright")
        y += int(34 * s)
        from ..widgets import wrap as _wrap
        for line in _wrap(g.player_deck.description or "", "rules", int(17 * s), inner.w - int(16 * s))[:3]:
            draw_text(surface, line, (inner.x + int(8 * s), y), "rules", int(17 * s), theme.TEXT_DIM)
            y += int(22 * s)
        draw_buttons(surface, self.buttons, self.mouse, int(18 * s))

    _colour_cache: dict = {}

    def _colours(self, deck) -> str:
        key = (deck.name, len(deck.main))
        c = self._colour_cache.get(key)
        if c is None:
            from ...modes.decks import deck_colours
            c = deck_colours(deck, self.session.pool)
            self._colour_cache[key] = c
        return c
