"""Sealed Deck and Booster Draft (game.limited): choosing the product, opening the packs
one by one, the draft's pick screen, then the deck builder and the three rounds, with the
event's results.  The event is saved after every step, so leaving and coming back through
the title menu resumes it where it stood, mid-pack included."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine.terms import COLORS
from ...limited.boosters import product, set_codes
from ...limited.event import Event, EventError, ROUNDS, check_items, product_label, product_summary
from .. import cardrender, theme
from ..app import Scene
from ..controls import backdrop, draw_colours, section, title_bar
from ..widgets import draw_text, fit_text
from .common import SessionScene, button_row, draw_buttons

COLOUR_NAMES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "": "Colourless"}


def products(kind: str, pool: Any) -> list[tuple[str, list[str]]]:
    """The products offered: for every set whose cards can all be played, six boosters or a
    starter deck and two boosters (sealed), or three boosters (draft)."""
    out = []
    for code in set_codes():
        try:
            check_items(kind, [code] * (ROUNDS if kind == "draft" else 1), pool)
        except EventError:
            continue
        name = product(code).name
        if kind == "draft":
            out.append((f"Three {name} boosters", [code] * ROUNDS))
        else:
            out.append((f"Six {name} boosters", [code] * 6))
            if product(code).starter is not None:
                out.append((f"A {name} starter deck and two boosters", [f"{code} starter", code, code]))
    return out


class LimitedScene(SessionScene, Scene):
    def __init__(self, session, kind: str = "sealed") -> None:
        super().__init__(session)
        self.kind = session.limited.kind if session.limited is not None else kind
        ev = session.limited
        # the packs shown so far (a resumed event shows them all)
        self.revealed = len(ev.opened[0]) if ev is not None and ev.kind == "sealed" else 0
        self.pool_seen = ev is not None          # a resumed event goes straight to where it stood
        self.cards: list[tuple[pygame.Rect, str]] = []
        self.choices: list[tuple[pygame.Rect, list[str]]] = []

    @property
    def ev(self) -> Event | None:
        return self.session.limited

    # --- what the buttons do ----------------------------------------------------------------------
    def start(self, items: list[str]) -> None:
        ev = Event.new(self.kind, items, self.session.rnd.randrange(1_000_000), self.session.settings.last_level
                       if self.session.settings.last_level in ("apprentice", "magician", "sorcerer", "wizard")
                       else "apprentice", pool=self.session.pool)
        self.session.limited = ev
        self.session.save_limited()
        self.revealed = 0
        self.pool_seen = False
        self.layout()

    def open_next(self) -> None:
        ev = self.ev
        if ev is not None and self.revealed < len(ev.opened[0]):
            self.revealed += 1
            self.layout()

    def see_pool(self) -> None:
        self.pool_seen = True
        self.layout()

    def pick(self, name: str) -> None:
        ev = self.ev
        if ev is None or ev.phase != "draft":
            return
        ev.pick(name, self.session.pool)
        self.session.save_limited()
        self.layout()

    def keep_deck(self) -> None:
        from ...limited.store import export_deck
        ev = self.ev
        if ev is None or ev.decks[0] is None:
            return
        try:
            kept = export_deck(ev, 0, self.session.store)
        except OSError as e:
            self.session.tell_failure("the deck", e)
            return
        self.kept = kept.name
        self.layout()

    # --- layout --------------------------------------------------------------------------------------
    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        ev = self.ev
        specs: list[tuple[str, Any, bool]] = [("Main Menu", self.session.to_title, False)]
        self.cards, self.choices = [], []
        if ev is None:
            y = int(220 * s)
            for label, items in products(self.kind, self.session.pool):
                self.choices.append((pygame.Rect(W // 2 - int(330 * s), y, int(660 * s), int(64 * s)), items))
                y += int(80 * s)
        elif ev.kind == "sealed" and not self.pool_seen:
            if self.revealed < len(ev.opened[0]):
                specs.append((f"Open pack {self.revealed + 1} of {len(ev.opened[0])}", self.open_next, True))
            else:
                specs.append(("See Your Pool", self.see_pool, True))
            if self.revealed:
                self._grid(ev.opened[0][self.revealed - 1], pygame.Rect(int(60 * s), int(150 * s), W - int(120 * s),
                                                                         H - int(280 * s)), int(176 * s))
        elif ev.phase == "draft":
            self._grid(ev.pack_in_hand(0), pygame.Rect(int(30 * s), int(150 * s), int(1230 * s), H - int(260 * s)),
                       int(150 * s))
        elif ev.phase == "build":
            specs.append(("Build Deck", self.session.build_limited_deck, True))
        elif ev.phase == "play":
            if ev.decks[0] is not None:
                specs.append(("Keep Deck", self.keep_deck, False))
            specs.append((f"Play Round {ev.round + 1}", self.session.play_limited_round, True))
        else:
            specs.append(("Keep Deck", self.keep_deck, False))
        self.buttons = button_row(specs, W // 2, H - int(90 * s), int(280 * s), int(54 * s), int(16 * s))

    def _grid(self, names: list[str], area: pygame.Rect, cw: int) -> None:
        s = self.s
        gap = int(12 * s)
        ch = int(cw * 1.4)
        per_row = max(1, (area.w + gap) // (cw + gap))
        rows = (len(names) + per_row - 1) // per_row
        while rows * (ch + gap) > area.h and cw > 60:
            cw = int(cw * 0.9)
            ch = int(cw * 1.4)
            per_row = max(1, (area.w + gap) // (cw + gap))
            rows = (len(names) + per_row - 1) // per_row
        for i, name in enumerate(names):
            r, c = divmod(i, per_row)
            self.cards.append((pygame.Rect(area.x + c * (cw + gap), area.y + r * (ch + gap), cw, ch), name))

    # --- input ---------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, items in self.choices:
                if rect.collidepoint(event.pos):
                    self.start(items)
                    return True
            ev = self.ev
            if ev is not None and ev.phase == "draft":
                for rect, name in self.cards:
                    if rect.collidepoint(event.pos):
                        self.pick(name)
                        return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.open_next()
            return True
        return super().handle_event(event)

    def on_key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.session.to_title()

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        backdrop(surface)
        ev = self.ev
        name = "SEALED DECK" if self.kind == "sealed" else "BOOSTER DRAFT"
        if ev is None:
            top = title_bar(surface, name, s, "Choose what to open." if self.kind == "sealed" else
                            "Eight drafters, three packs each, passed left, right, left.")
            for rect, items in self.choices:
                hover = rect.collidepoint(self.mouse)
                pygame.draw.rect(surface, (64, 54, 32) if hover else (36, 36, 42), rect, border_radius=int(8 * s))
                pygame.draw.rect(surface, theme.GOLD if hover else theme.GOLD_DIM, rect, 1, border_radius=int(8 * s))
                label = next(lbl for lbl, it in products(self.kind, self.session.pool) if it == items)
                draw_text(surface, label, rect.center, "card", int(24 * s), theme.TEXT, anchor="center")
        elif ev.kind == "sealed" and not self.pool_seen:
            sub = f"Pack {self.revealed} of {len(ev.opened[0])}: {product_label(ev.items[self.revealed - 1])}" \
                if self.revealed else f"Your product: {product_summary(ev.items)}"
            title_bar(surface, name, s, sub)
            self._draw_cards(surface)
        elif ev.phase == "draft":
            self._draw_pick(surface)
        elif ev.phase == "build":
            self._draw_pool(surface, name)
        else:
            self._draw_results(surface, name)
        draw_buttons(surface, self.buttons, self.mouse, int(18 * s))

    def _draw_cards(self, surface: pygame.Surface) -> None:
        for rect, name in self.cards:
            card = self.session.pool.get(name)
            img = cardrender.face(cardrender.look_from_def(card), rect.w)
            surface.blit(img, rect.topleft)
            if rect.collidepoint(self.mouse):
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=8)

    def _draw_pick(self, surface: pygame.Surface) -> None:
        s = self.s
        ev = self.ev
        assert ev is not None
        rnd, pick = ev.round_of_pick()
        arrow = "left" if ev.direction(rnd) > 0 else "right"
        title_bar(surface, "BOOSTER DRAFT", s, f"Pack {rnd + 1}, pick {pick + 1} — passed {arrow}. "
                                                f"Click the card you take.")
        self._draw_cards(surface)
        W, H = surface.get_size()
        side = pygame.Rect(int(1290 * s), int(150 * s), W - int(1320 * s), H - int(260 * s))
        inner = section(surface, side, f"Your picks · {len(ev.picks[0])}", s)
        pool = self.session.pool
        picks = [pool.get(n) for n in ev.picks[0]]
        y = inner.y + int(4 * s)
        for c in list(COLORS) + [""]:
            of = [p for p in picks if (c in p.colors if c else not p.colors)]
            draw_colours(surface, c, (inner.x + int(6 * s), y), int(18 * s)) if c else None
            draw_text(surface, f"{COLOUR_NAMES[c]}: {len(of)}", (inner.x + int(32 * s), y), "ui", int(16 * s),
                      theme.TEXT)
            y += int(24 * s)
        # the curve of the nonland picks
        y += int(8 * s)
        draw_text(surface, "CURVE", (inner.x + int(6 * s), y), "title", int(14 * s), theme.GOLD_DIM)
        y += int(22 * s)
        curve = [0] * 8
        for p in picks:
            if "Land" not in p.types:
                curve[min(p.mana_value, 7)] += 1
        bw = (inner.w - int(12 * s)) // 8
        top = max(curve) or 1
        for i, n in enumerate(curve):
            h = int(70 * s * n / top)
            r = pygame.Rect(inner.x + int(6 * s) + i * bw, y + int(70 * s) - h, bw - int(4 * s), h)
            pygame.draw.rect(surface, theme.GOLD_DIM, r)
            draw_text(surface, f"{i}{'+' if i == 7 else ''}", (r.centerx, y + int(74 * s)), "ui", int(13 * s),
                      theme.TEXT_DIM, anchor="midtop")
        y += int(100 * s)
        draw_text(surface, "TAKEN SINCE YOU SAW THIS PACK", (inner.x + int(6 * s), y), "title", int(13 * s),
                  theme.GOLD_DIM)
        y += int(22 * s)
        taken = ev.taken_since_seen(0)
        for n in taken[:10] or ["— (a fresh pack)"]:
            draw_text(surface, fit_text(n, "ui", int(15 * s), inner.w - int(12 * s)), (inner.x + int(6 * s), y), "ui",
                      int(15 * s), theme.TEXT)
            y += int(20 * s)
        y += int(10 * s)
        draw_text(surface, "LAST PICKS", (inner.x + int(6 * s), y), "title", int(13 * s), theme.GOLD_DIM)
        y += int(22 * s)
        for n in reversed(ev.picks[0][-8:]):
            if y > inner.bottom - int(20 * s):
                break
            draw_text(surface, fit_text(n, "ui", int(15 * s), inner.w - int(12 * s)), (inner.x + int(6 * s), y), "ui",
                      int(15 * s), theme.TEXT_DIM)
            y += int(20 * s)

    def _draw_pool(self, surface: pygame.Surface, name: str) -> None:
        """The whole pool by colour, before the deck is built."""
        s = self.s
        ev = self.ev
        assert ev is not None
        names = ev.pool_of(0)
        title_bar(surface, name, s, f"Your pool: {len(names)} cards. Build a 40-card deck (basic lands are free).")
        W, H = surface.get_size()
        pool = self.session.pool
        counts: dict[str, int] = {}
        for n in names:
            counts[n] = counts.get(n, 0) + 1
        # a card is listed under its first colour (a gold card once), colourless ones last
        groups = [(c, sorted(n for n in counts if (pool.get(n).colors[:1] == (c,) if c else not pool.get(n).colors)))
                  for c in list(COLORS) + [""]]
        cw = (W - int(80 * s)) // 6
        for i, (c, of) in enumerate(groups):
            col = pygame.Rect(int(40 * s) + i * cw, int(150 * s), cw - int(12 * s), H - int(270 * s))
            inner = section(surface, col, f"{COLOUR_NAMES[c]} · {sum(counts[n] for n in of)}", s)
            y = inner.y
            for n in of:
                if y > inner.bottom - int(18 * s):
                    draw_text(surface, "…", (inner.x, y), "ui", int(14 * s), theme.TEXT_DIM)
                    break
                card = pool.get(n)
                label = f"{counts[n]} {n}" if counts[n] > 1 else n
                draw_text(surface, fit_text(label, "ui", int(14 * s), inner.w - int(30 * s)), (inner.x + int(4 * s), y),
                          "ui", int(14 * s), theme.TEXT)
                draw_text(surface, str(card.mana_value) if "Land" not in card.types else "L",
                          (inner.right - int(4 * s), y), "ui", int(14 * s), theme.TEXT_DIM, anchor="topright")
                y += int(18 * s)

    def _draw_results(self, surface: pygame.Surface, name: str) -> None:
        s = self.s
        ev = self.ev
        assert ev is not None
        w, l_, d = ev.record
        over = ev.phase == "over"
        title_bar(surface, "EVENT OVER" if over else name,
                  s, f"{'Sealed deck' if ev.kind == 'sealed' else 'Booster draft'} · "
                     f"{product_summary(ev.items)} · started {ev.started}")
        W, H = surface.get_size()
        box = pygame.Rect(int(120 * s), int(150 * s), int(1000 * s), H - int(280 * s))
        inner = section(surface, box, f"Rounds · {w} won, {l_} lost" + (f", {d} drawn" if d else ""), s)
        from ...modes.decks import deck_colours
        rh = int(90 * s)
        for i, seat in enumerate(ev.opponents()):
            r = pygame.Rect(inner.x, inner.y + i * rh, inner.w, rh - int(10 * s))
            res = ev.results[i] if i < len(ev.results) else None
            current = res is None and i == ev.round
            fill = (64, 54, 32) if current else (36, 36, 42) if res is None else \
                (30, 44, 34) if res.winner == 0 else (52, 30, 30)
            pygame.draw.rect(surface, fill, r, border_radius=int(8 * s))
            draw_text(surface, f"Round {i + 1}", (r.x + int(14 * s), r.y + int(10 * s)), "title", int(18 * s),
                      theme.GOLD if current else theme.TEXT_DIM)
            deck = ev.decks[seat]
            draw_text(surface, ev.names[seat], (r.x + int(160 * s), r.y + int(8 * s)), "card", int(24 * s), theme.TEXT)
            if deck is not None:
                draw_colours(surface, deck_colours(deck, self.session.pool), (r.x + int(160 * s), r.bottom - int(8 * s)),
                             int(18 * s), "bottomleft")
                draw_text(surface, fit_text(deck.description, "ui", int(15 * s), int(420 * s)),
                          (r.x + int(220 * s), r.bottom - int(10 * s)), "ui", int(15 * s), theme.TEXT_DIM,
                          anchor="bottomleft")
            if res is not None:
                word = "WON" if res.winner == 0 else "LOST" if res.winner == 1 else "DRAWN"
                draw_text(surface, f"{word} {res.wins[0]}–{res.wins[1]}", (r.right - int(16 * s), r.centery),
                          "ui_bold", int(20 * s), theme.HEAL if res.winner == 0 else theme.DANGER, anchor="midright")
            elif current:
                draw_text(surface, "NEXT", (r.right - int(16 * s), r.centery), "title", int(18 * s), theme.GOLD,
                          anchor="midright")
        side = pygame.Rect(box.right + int(30 * s), box.y, W - box.right - int(150 * s), box.h)
        inner = section(surface, side, "Your deck", s)
        deck = ev.decks[0]
        if deck is not None:
            y = inner.y
            draw_text(surface, fit_text(deck.description, "ui", int(15 * s), inner.w), (inner.x + int(4 * s), y), "ui",
                      int(15 * s), theme.GOLD)
            y += int(24 * s)
            for e in deck.main:
                if y > inner.bottom - int(18 * s):
                    break
                draw_text(surface, fit_text(f"{e.count} {e.name}", "ui", int(15 * s), inner.w), (inner.x + int(4 * s), y),
                          "ui", int(15 * s), theme.TEXT)
                y += int(19 * s)
        kept = getattr(self, "kept", "")
        if kept:
            draw_text(surface, f"Kept among your decks as {kept}", (W // 2, H - int(120 * s)), "italic", int(16 * s),
                      theme.HEAL, anchor="midbottom")
