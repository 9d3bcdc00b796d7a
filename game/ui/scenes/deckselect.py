"""Deck Selection (as in the 1997 game): Single Duel or Gauntlet, the opponent's deck (Random
Deck or a chosen one) and yours (Random Deck, a prebuilt deck or one of your own), each
with its colours, description and difficulty; the enemy level, match size and ante (the
Gauntlet Options in gauntlet mode) and the Difficulty they imply.  A deck that isn't legal
is refused with its reasons."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...decks.deck_formats import DECK_WORDS, FORMATS
from ...modes.gauntlet import LEVEL_ORDER, GauntletOptions
from .. import theme
from ..app import Scene
from ..controls import (Scroller, backdrop, draw_check, draw_chip, draw_colours, scale_of, section, stars,
                        title_bar)
from ..widgets import Button, draw_text, fit_text
from .common import ConfirmDialog, MessageDialog
from .gauntlet import LEVEL_TITLES, GauntletOptionsDialog, draw_difficulty

if TYPE_CHECKING:
    from ..session import DeckChoice, Session

RANDOM = "__random__"


class DeckSelectScene(Scene):
    def __init__(self, session: "Session", mode: str = "single") -> None:
        super().__init__()
        self.session = session
        self.kind = "gauntlet" if mode == "gauntlet" else "single"
        self.fmt = "commander" if mode == "commander" else "normal"
        lv = session.settings.last_level
        self.level = lv if lv in LEVEL_ORDER else "apprentice"
        self.best_of = 1
        self.ante = False
        self.gauntlet_options = GauntletOptions(3, self.level, False)
        self.opp_pick: Any = RANDOM
        self.my_pick: Any = RANDOM
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.hits: list[tuple[pygame.Rect, str, Any]] = []
        self.scroll = {"opp": Scroller(), "mine": Scroller()}
        self.panels: dict[str, pygame.Rect] = {}
        self.choices: dict[str, list["DeckChoice"]] = {}
        self.t = 0.0
        self._load()

    @property
    def s(self) -> float:
        return scale_of(self.app)

    # --- data ---------------------------------------------------------------------------------------
    def _load(self) -> None:
        self.choices = {"opp": self.session.deck_choices(self.fmt, include_user=False),
                        "mine": self.session.deck_choices(self.fmt, include_user=True)}
        # your own decks first, then the prebuilt ones
        self.choices["mine"].sort(key=lambda c: (c.source != "yours", c.deck.name.lower()))

    def set_format(self, fmt: str) -> None:
        if fmt != self.fmt:
            self.fmt = fmt
            self.opp_pick = self.my_pick = RANDOM
            self._load()
            for sc in self.scroll.values():
                sc.offset = 0
            self.layout()

    def set_kind(self, kind: str) -> None:
        self.kind = kind
        self.layout()

    def choice(self, side: str, name: str) -> "DeckChoice | None":
        for c in self.choices[side]:
            if c.deck.name == name:
                return c
        return None

    def difficulty(self) -> int:
        if self.kind == "gauntlet":
            o = self.gauntlet_options
            opps = [c.deck for c in self.choices["opp"]]
            first = min(opps, key=lambda d: (d.difficulty or 2, d.name)) if opps else None
            return self.session.match_difficulty(o.level, o.best_of, o.ante, first)
        deck = None
        if self.opp_pick != RANDOM:
            c = self.choice("opp", self.opp_pick)
            deck = c.deck if c else None
        return self.session.match_difficulty(self.level, self.best_of, self.ante, deck)

    # --- layout -------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        self.layout()

    def on_resume(self) -> None:
        self._load()
        self.layout()

    def on_resize(self, size) -> None:
        self.layout()

    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        self.hits = []
        top = int(150 * s)
        x = int(80 * s)
        # mode and format
        rw, rh = int(190 * s), int(40 * s)
        for i, (kind, label) in enumerate((("single", "Single Duel"), ("gauntlet", "Gauntlet"))):
            self.hits.append((pygame.Rect(x + i * rw, top, rw - int(6 * s), rh), "kind", kind))
        fx = x + 2 * rw + int(40 * s)
        for i, fmt in enumerate(FORMATS):
            self.hits.append((pygame.Rect(fx + i * int(210 * s), top, int(204 * s), rh), "fmt", fmt))
        # options row
        oy = top + int(62 * s)
        if self.kind == "single":
            cx = x + int(130 * s)
            for lv in LEVEL_ORDER:
                r = pygame.Rect(cx, oy, int(128 * s), int(34 * s))
                self.hits.append((r, "level", lv))
                cx += int(136 * s)
            cx += int(130 * s)
            for n, label in ((1, "Single game"), (3, "Best of three")):
                r = pygame.Rect(cx, oy, int(150 * s), int(34 * s))
                self.hits.append((r, "best_of", n))
                cx += int(158 * s)
            self.hits.append((pygame.Rect(cx + int(20 * s), oy - int(2 * s), int(120 * s), int(38 * s)), "ante", None))
        # the deck lists
        ly = oy + int(70 * s)
        lh = H - ly - int(130 * s)
        lw = (W - 2 * x - int(30 * s)) // 2
        self.panels = {"opp": pygame.Rect(x, ly, lw, lh), "mine": pygame.Rect(x + lw + int(30 * s), ly, lw, lh)}
        row_h = int(74 * s)
        for side, panel_rect in self.panels.items():
            if side == "opp" and self.kind == "gauntlet":
                continue
            inner = pygame.Rect(panel_rect.x + int(10 * s), panel_rect.y + int(48 * s), panel_rect.w - int(20 * s),
                                panel_rect.h - int(58 * s))
            items = [RANDOM] + [c.deck.name for c in self.choices[side]]
            sc = self.scroll[side]
            sc.rows = len(items)
            sc.visible = max(1, inner.h // row_h)
            sc.clamp()
            for i in range(sc.offset, min(len(items), sc.offset + sc.visible)):
                r = pygame.Rect(inner.x, inner.y + (i - sc.offset) * row_h, inner.w - int(14 * s), row_h - int(6 * s))
                self.hits.append((r, side, items[i]))
        # buttons
        bw, bh = int(220 * s), int(52 * s)
        by = H - int(100 * s)
        ok = "Start Gauntlet" if self.kind == "gauntlet" else "Start Duel"
        specs = [("Main Menu", self.session.to_title, False), ("Deck Builder", self.session.open_builder, False),
                 ("Duel Options…", self.session.open_options, False)]
        if self.kind == "gauntlet":
            specs.append(("Gauntlet Options…", self.open_gauntlet_options, False))
        specs.append((ok, self.ok, True))
        total = len(specs) * bw + (len(specs) - 1) * int(16 * s)
        bx = W // 2 - total // 2
        self.buttons = [Button(label, pygame.Rect(bx + i * (bw + int(16 * s)), by, bw, bh), act, primary=p)
                        for i, (label, act, p) in enumerate(specs)]

    def row_rect(self, side: str, name: str) -> pygame.Rect | None:
        """Where a deck's row is (tests click it); scrolls it into view."""
        items = [RANDOM] + [c.deck.name for c in self.choices[side]]
        if name not in items:
            return None
        i = items.index(name)
        sc = self.scroll[side]
        if not sc.offset <= i < sc.offset + sc.visible:
            sc.offset = i
            sc.clamp()
            self.layout()
        for r, kind, val in self.hits:
            if kind == side and val == name:
                return r
        return None

    def open_gauntlet_options(self) -> None:
        def keep(o: GauntletOptions) -> None:
            self.gauntlet_options = o
        opps = [c.deck for c in self.choices["opp"]]
        first = min(opps, key=lambda d: (d.difficulty or 2, d.name)) if opps else None
        self.app.push(GauntletOptionsDialog(self.gauntlet_options, keep, first.difficulty if first else 2))

    # --- starting -------------------------------------------------------------------------------------
    def _pick(self, side: str, pick: Any) -> "DeckChoice | None":
        if pick != RANDOM:
            return self.choice(side, pick)
        legal = [c for c in self.choices[side] if c.legal]
        if side == "opp" and self.my_pick != RANDOM:
            legal = [c for c in legal if c.deck.name != self.my_pick] or legal
        return self.session.rnd.choice(legal) if legal else None

    def ok(self) -> None:
        mine = self._pick("mine", self.my_pick)
        if mine is None:
            self.app.push(MessageDialog("No deck", "There is no deck to play with."))
            return
        if not mine.legal:
            kind = DECK_WORDS[self.fmt] if self.fmt != "normal" else "deck"
            lines = [f"This isn't a legal {kind} yet:"] + [f"• {p}" for p in mine.problems]
            if mine.source == "yours":
                deck = mine.deck
                self.app.push(ConfirmDialog(f"{deck.name} can't be played", lines + ["Fix it in the Deck Builder."],
                                            "Open in Deck Builder", lambda: self.session.open_builder(deck),
                                            cancel_label="OK"))
            else:
                self.app.push(MessageDialog(f"{mine.deck.name} can't be played", lines))
            return
        if self.kind == "gauntlet":
            start = lambda: self.session.start_gauntlet(mine.deck, self.gauntlet_options, self.fmt)  # noqa: E731
        else:
            opp = self._pick("opp", self.opp_pick)
            if opp is None:
                return
            start = lambda: self.session.start_single(mine.deck, opp.deck, self.level, self.best_of,  # noqa: E731
                                                      self.ante, self.fmt)
        # never throw away an unfinished duel or gauntlet without asking
        saved = self.session.autosave()
        g = self.session.gauntlet_state()
        if saved is not None:
            self.app.push(ConfirmDialog("Discard the unfinished duel?",
                                        [f"You have an unfinished duel ({saved.summary()}).",
                                         "Starting a new one discards it; Resume Duel on the title menu continues it."],
                                        "Start anyway", start))
        elif self.kind == "gauntlet" and g is not None and g.status == "active":
            self.app.push(ConfirmDialog("Start a new gauntlet?",
                                        [f"Your gauntlet with {g.player_deck.name} is at match {g.index + 1} of "
                                         f"{len(g.opponents)}.", "A new gauntlet replaces it."], "Start anyway", start))
        else:
            start()

    # --- events -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEWHEEL:
            for side, r in self.panels.items():
                if r.collidepoint(self.mouse):
                    self.scroll[side].wheel(event.y)
                    self.layout()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    b.action()
                    return True
            for r, kind, val in self.hits:
                if r.collidepoint(event.pos):
                    self._click(kind, val)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.session.to_title()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.ok()
        return True

    def _click(self, kind: str, val: Any) -> None:
        if kind == "kind":
            self.set_kind(val)
        elif kind == "fmt":
            self.set_format(val)
        elif kind == "level":
            self.level = val
        elif kind == "best_of":
            self.best_of = val
        elif kind == "ante":
            self.ante = not self.ante
        elif kind == "opp":
            self.opp_pick = val
        elif kind == "mine":
            self.my_pick = val

    # --- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        backdrop(surface)
        sub = "Choose the decks of your next match" if self.kind == "single" else \
            "Choose your deck, then take on every opponent in turn"
        title_bar(surface, "DECK SELECTION", s, sub)
        for r, kind, val in self.hits:
            if kind == "kind":
                label = {"single": "Single Duel", "gauntlet": "Gauntlet"}[val]
                draw_check(surface, r, label, self.kind == val, s, self.mouse, radio=True, size=int(19 * s))
            elif kind == "fmt":
                label = "Commander (100)" if val == "commander" else FORMATS[val]
                draw_check(surface, r, label, self.fmt == val, s, self.mouse, radio=True, size=int(19 * s))
            elif kind == "level":
                draw_chip(surface, r, LEVEL_TITLES[val], self.level == val, s, self.mouse)
            elif kind == "best_of":
                draw_chip(surface, r, "Single game" if val == 1 else "Best of three", self.best_of == val, s,
                          self.mouse)
            elif kind == "ante":
                draw_check(surface, r, "Ante", self.ante, s, self.mouse)
        x = int(80 * s)
        oy = int(212 * s)
        if self.kind == "single":
            draw_text(surface, "ENEMY LEVEL", (x, oy + int(17 * s)), "title", int(14 * s), theme.GOLD_DIM,
                      anchor="midleft")
            lv_end = x + int(130 * s) + 4 * int(136 * s)
            draw_text(surface, "MATCH", (lv_end + int(30 * s), oy + int(17 * s)), "title", int(14 * s),
                      theme.GOLD_DIM, anchor="midleft")
        else:
            o = self.gauntlet_options
            text = f"Gauntlet Options: {'best of three' if o.best_of >= 3 else 'single duel'} matches · " \
                   f"{LEVEL_TITLES[o.level]} opponents · {'ante' if o.ante else 'no ante'}"
            draw_text(surface, text, (x, oy + int(17 * s)), "card", int(20 * s), theme.TEXT, anchor="midleft")
        draw_difficulty(surface, pygame.Rect(W - int(560 * s), int(140 * s), int(480 * s), int(76 * s)),
                        self.difficulty(), s, "DIFFICULTY" if self.kind == "single" else "DIFFICULTY OF MATCH 1")
        # the lists
        for side, rect in self.panels.items():
            if side == "opp" and self.kind == "gauntlet":
                self._draw_ladder(surface, rect)
                continue
            title = "Opponent deck" if side == "opp" else "Your deck"
            section(surface, rect, title, s)
            self.scroll[side].draw_bar(surface, pygame.Rect(rect.x, rect.y + int(48 * s), rect.w,
                                                            rect.h - int(58 * s)), s)
        for r, kind, val in self.hits:
            if kind in ("opp", "mine"):
                self._draw_row(surface, r, kind, val)
        for b in self.buttons:
            b.draw(surface, self.mouse, int(17 * s))

    def _draw_row(self, surface: pygame.Surface, r: pygame.Rect, side: str, name: Any) -> None:
        s = self.s
        picked = (self.opp_pick if side == "opp" else self.my_pick) == name
        hover = r.collidepoint(self.mouse)
        fill = (74, 62, 36) if picked else (48, 48, 56) if hover else (32, 32, 38)
        pygame.draw.rect(surface, fill, r, border_radius=int(8 * s))
        if picked:
            pygame.draw.rect(surface, theme.GOLD, r, max(1, int(2 * s)), border_radius=int(8 * s))
        radio = (r.x + int(22 * s), r.centery)
        pygame.draw.circle(surface, theme.TEXT, radio, int(9 * s), 1)
        if picked:
            pygame.draw.circle(surface, theme.GOLD, radio, int(5 * s))
        tx = r.x + int(44 * s)
        if name == RANDOM:
            draw_text(surface, "Random Deck", (tx, r.y + int(8 * s)), "card", int(22 * s), theme.TEXT)
            n = sum(1 for c in self.choices[side] if c.legal)
            what = "any of the prebuilt decks" if side == "opp" else "any prebuilt deck or one of yours"
            draw_text(surface, f"One of {n} decks at random: {what}.", (tx, r.bottom - int(8 * s)), "italic",
                      int(16 * s), theme.TEXT_DIM, anchor="bottomleft")
            return
        c = self.choice(side, name)
        if c is None:
            return
        d = c.deck
        draw_colours(surface, c.colours, (r.right - int(16 * s), r.y + int(10 * s)), int(22 * s), "topright")
        name_w = r.w - int(230 * s)
        draw_text(surface, fit_text(d.name, "card", int(22 * s), name_w), (tx, r.y + int(6 * s)), "card", int(22 * s),
                  theme.TEXT)
        if c.source == "yours":
            nw = theme.text_font("card", int(22 * s)).size(fit_text(d.name, "card", int(22 * s), name_w))[0]
            tag = pygame.Rect(tx + nw + int(10 * s), r.y + int(10 * s), int(52 * s), int(20 * s))
            pygame.draw.rect(surface, (60, 90, 130), tag, border_radius=int(5 * s))
            draw_text(surface, "YOURS", tag.center, "ui_bold", int(11 * s), theme.TEXT, anchor="center")
        if d.commander:
            desc = f"Commander: {d.commander}. " + (d.description or "")
        else:
            desc = d.description or f"{d.size} cards"
        if not c.legal:
            desc = "Not legal: " + c.problems[0]
        draw_text(surface, fit_text(desc, "italic", int(16 * s), r.w - int(200 * s)), (tx, r.bottom - int(8 * s)),
                  "italic", int(16 * s), theme.DANGER if not c.legal else theme.TEXT_DIM, anchor="bottomleft")
        if d.difficulty:
            stars(surface, d.difficulty, 4, (r.right - int(16 * s), r.bottom - int(16 * s)), int(11 * s),
                  anchor="midright")

    def _draw_ladder(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.s
        inner = section(surface, rect, "Your opponents, in order", s)
        opps = sorted((c for c in self.choices["opp"] if c.deck.name != self.my_pick),
                      key=lambda c: (c.deck.difficulty or 2, c.deck.name))
        rh = min(int(52 * s), inner.h // max(1, len(opps)))
        for i, c in enumerate(opps):
            r = pygame.Rect(inner.x, inner.y + i * rh, inner.w - int(10 * s), rh - int(4 * s))
            pygame.draw.rect(surface, (34, 34, 40), r, border_radius=int(6 * s))
            draw_text(surface, f"{i + 1}.", (r.x + int(30 * s), r.centery), "title", int(18 * s), theme.GOLD_DIM,
                      anchor="midright")
            draw_text(surface, fit_text(c.deck.name, "card", int(19 * s), r.w - int(260 * s)),
                      (r.x + int(44 * s), r.centery), "card", int(19 * s), theme.TEXT, anchor="midleft")
            draw_colours(surface, c.colours, (r.right - int(110 * s), r.centery), int(18 * s), "midright")
            stars(surface, c.deck.difficulty or 2, 4, (r.right - int(12 * s), r.centery), int(10 * s), "midright")
