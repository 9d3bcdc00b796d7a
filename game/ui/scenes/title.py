"""The title screen and its main menu.

The menu is the list `MAIN_MENU` of `MenuItem`s: each has a label, a one-line hint, the
action it runs with the `Session`, and when it is shown.  Adding an entry is one
`MAIN_MENU.insert(...)` (before "Options", say) — nothing else in the scene changes.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from .. import cardrender, theme
from ..app import Scene
from ..controls import backdrop, scale_of
from ..widgets import draw_text, fit_text, wrap
from ...engine.words import plural

if TYPE_CHECKING:
    from ..session import Session


@dataclass
class MenuItem:
    label: str
    action: Callable[["Session"], Any]
    hint: str | Callable[["Session"], str] = ""
    visible: Callable[["Session"], bool] = lambda s: True
    key: str = ""                  # a stable name tests and other modules can look the entry up by
    primary: bool = False          # drawn highlighted (resume)

    def hint_for(self, session: "Session") -> str:
        return self.hint(session) if callable(self.hint) else self.hint


MAIN_MENU: list[MenuItem] = [
    MenuItem("Resume Duel", lambda s: s.resume_duel(), lambda s: s.resume_hint(),
             lambda s: s.autosave() is not None, key="resume", primary=True),
    MenuItem("Continue Gauntlet", lambda s: s.open_gauntlet(), lambda s: s.gauntlet_hint(),
             lambda s: s.gauntlet_to_continue(), key="continue_gauntlet", primary=True),
    MenuItem("Learn to Play", lambda s: _open_lessons(s),
             "New to Magic? Short guided lessons on the real table.", key="learn"),
    MenuItem("Single Duel", lambda s: s.open_deck_select("single"),
             "One match against one computer opponent.", key="single"),
    MenuItem("Gauntlet", lambda s: s.open_deck_select("gauntlet"),
             "One match against each opponent in turn, until you lose one.", key="gauntlet"),
    MenuItem("Commander Duel", lambda s: s.open_deck_select("commander"),
             "100-card singleton decks led by a legend: 40 life, the command zone.", key="commander"),
    MenuItem("Continue Event", lambda s: s.continue_limited(), "Your sealed deck or booster draft, where you left it.",
             lambda s: s.limited_to_continue(), key="continue_limited", primary=True),
    MenuItem("Sealed Deck", lambda s: s.open_limited(None, "sealed"),
             "Open boosters, build a 40-card deck from them, play three rounds.", key="sealed"),
    MenuItem("Booster Draft", lambda s: s.open_limited(None, "draft"),
             "Draft against seven computer players, build, play three rounds.", key="draft"),
    MenuItem("Past Events", lambda s: s.open_past_events(), "Your sealed decks and drafts: results, decks, play again.",
             lambda s: s.has_past_events(), key="past_events"),
    MenuItem("Deck Builder", lambda s: s.open_builder(), "Build, test and keep your own decks.", key="builder"),
    MenuItem("Replays", lambda s: _open_replays(s), "Watch your finished duels again, step by step.",
             key="replays"),
    MenuItem("Options", lambda s: s.open_options(), "The table's look, Stops, animations, rules options.",
             key="options"),
    MenuItem("Quit", lambda s: s.app.quit(), "", key="quit"),
]

def _open_lessons(session: "Session") -> None:
    from .lessons import open_lessons
    open_lessons(session)


def _open_replays(session: "Session") -> None:
    from .replays import ReplaysScene
    session.app.push(ReplaysScene(settings=session.settings))


NOTICE_FILES = 4       # card files listed by name on the title screen (the rest are counted)


@dataclass(frozen=True)
class LeftOut:
    """A card file left out of the pool, as the title screen names it."""
    file: str        # the folder and file name, e.g. "cards/type5.yaml"
    where: str       # "line 2"
    why: str         # the first problem, e.g. "type: expected the card's type as text, got the number 5"
    more: int        # how many other problems the file has


def left_out_files(left_out: dict[str, list[str]]) -> list[LeftOut]:
    """The files left out of the pool with their first problem (`file:line:col: field: problem`)."""
    out = []
    for path, problems in left_out.items():
        first = problems[0] if problems else ""
        rest = first[len(path):] if first.startswith(path) else first
        m = re.match(r"^:(\d+):\d+: (?:\(file\): )?(.*)$", rest, re.S)
        out.append(LeftOut("/".join(Path(path).parts[-2:]), f"line {m.group(1)}" if m else "",
                           m.group(2) if m else rest, max(0, len(problems) - 1)))
    return out


SHOWCASE_CARDS = ("Shivan Dragon", "Serra Angel", "Lightning Bolt", "Nicol Bolas", "Mahamoti Djinn")


class TitleScene(Scene):
    """The title screen; it stays at the bottom of the scene stack while the game runs (its
    update drives the session's autosave)."""

    def __init__(self, session: "Session") -> None:
        super().__init__()
        self.session = session
        self.mouse = (0, 0)
        self.t = 0.0
        self.rows: list[tuple[pygame.Rect, MenuItem]] = []
        self.two_columns = False      # many entries on a short window: two columns, no showcase cards
        self.focus = 0
        self._cards: list[Any] = []
        self.notice_rect: pygame.Rect | None = None     # the card-files notice, when there is one

    @property
    def s(self) -> float:
        return scale_of(self.app)

    def entries(self) -> list[MenuItem]:
        return [m for m in MAIN_MENU if m.visible(self.session)]

    def on_enter(self) -> None:
        self.layout()
        self.session.show_notices()

    def on_resume(self) -> None:
        self.layout()
        self.session.show_notices()

    def on_resize(self, size) -> None:
        self.layout()

    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        items = self.entries()
        bw, bh, gap = int(460 * s), int(62 * s), int(12 * s)
        n = max(1, len(items))
        total = n * bh + (n - 1) * gap
        x = int(W * 0.12)
        y = max(int(300 * s), (H - total) // 2 + int(90 * s))
        bottom = H - int(50 * s)                   # above the keyboard hint
        # many entries (resume, continue...) on a short window: first closer under the title, then
        # in two columns (the showcase cards make room)
        y = min(y, max(int(300 * s), bottom - total))
        per_column = n if y + total <= bottom else (n + 1) // 2
        self.two_columns = per_column < n
        if self.two_columns:
            y = int(300 * s)
            room = bottom - y - (per_column - 1) * gap
            bh = min(bh, room // per_column)
        self.rows = []
        for i, item in enumerate(items):
            col, row = divmod(i, per_column)
            self.rows.append((pygame.Rect(x + col * (bw + int(24 * s)), y + row * (bh + gap), bw, bh), item))
        self.focus = min(self.focus, len(self.rows) - 1)
        if not self._cards:
            pool = self.session.pool
            self._cards = [pool.find(n) for n in SHOWCASE_CARDS if pool.find(n) is not None]

    def activate(self, item: MenuItem) -> None:
        item.action(self.session)

    def update(self, dt: float) -> None:
        self.t += dt
        self.session.tick(dt)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for i, (r, _) in enumerate(self.rows):
                if r.collidepoint(event.pos):
                    self.focus = i
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, item in self.rows:
                if r.collidepoint(event.pos):
                    self.activate(item)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % max(1, len(self.rows))
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % max(1, len(self.rows))
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.rows:
                self.activate(self.rows[self.focus][1])
            elif event.key == pygame.K_ESCAPE:
                pass
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        backdrop(surface)
        if not self.two_columns:
            self._draw_cards(surface)
        x = int(W * 0.12)
        draw_text(surface, "MANA DUEL", (x - int(4 * s), int(110 * s)), "title", int(104 * s), theme.GOLD,
                  shadow=True)
        draw_text(surface, "A duel of Magic: The Gathering against the computer", (x, int(236 * s)), "italic",
                  int(26 * s), theme.TEXT_DIM)
        for i, (r, item) in enumerate(self.rows):
            hover = i == self.focus
            base = (70, 58, 34) if item.primary else (40, 40, 48)
            if hover:
                base = theme.lighter(base, 0.12)
            body = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(body, (*base, 230), body.get_rect(), border_radius=int(10 * s))
            surface.blit(body, r.topleft)
            edge = theme.GOLD if hover or item.primary else (90, 84, 70)
            pygame.draw.rect(surface, edge, r, max(1, int(2 * s)) if hover else 1, border_radius=int(10 * s))
            if hover:
                bar = pygame.Rect(r.x, r.y + int(8 * s), int(5 * s), r.h - int(16 * s))
                pygame.draw.rect(surface, theme.GOLD, bar, border_radius=3)
            hint = item.hint_for(self.session)
            ly = r.centery - (int(10 * s) if hint else 0)
            draw_text(surface, item.label, (r.x + int(26 * s), ly), "title", int(25 * s),
                      theme.GOLD if item.primary else theme.TEXT, anchor="midleft")
            if hint:
                draw_text(surface, fit_text(hint, "ui", int(14 * s), r.w - int(40 * s)),
                          (r.x + int(27 * s), r.centery + int(16 * s)), "ui", int(14 * s), theme.TEXT_DIM,
                          anchor="midleft")
        draw_text(surface, "Mouse or keyboard: ↑ ↓ and Enter.  F11: full screen.", (W // 2, H - int(26 * s)), "ui",
                  int(14 * s), theme.TEXT_FAINT, anchor="midbottom")
        self._draw_card_notice(surface)

    def left_out(self) -> list[LeftOut]:
        return left_out_files(getattr(self.session.pool, "left_out", {}) or {})

    def _draw_card_notice(self, surface: pygame.Surface) -> None:
        """Card files that were left out of the pool, in a panel at the top right: a card of your
        own with a mistake is named with its first problem, never silently missing."""
        files = self.left_out()
        if not files:
            self.notice_rect = None
            return
        s = self.s
        W, _ = surface.get_size()
        pad, size, gap = int(14 * s), int(14 * s), int(18 * s)
        w = max(int(320 * s), min(int(660 * s), W - int(W * 0.12) - int(520 * s)))
        shown = files[:NOTICE_FILES]
        rows: list[tuple[str, tuple[int, int, int], str]] = []
        for f in shown:
            more = f" (+{f.more} more {plural(f.more, 'problem')})" if f.more else ""
            rows.append((f"{f.file}{', ' + f.where if f.where else ''}{more}", theme.GOLD, "ui"))
            why = wrap(f.why, "ui", size, w - 2 * pad - int(12 * s))
            if len(why) > 2:
                why = why[:1] + [fit_text(" ".join(why[1:]), "ui", size, w - 2 * pad - int(12 * s))]
            rows += [(line, theme.TEXT, "indent") for line in why]
        if len(files) > len(shown):
            k = len(files) - len(shown)
            rows.append((f"… and {k} more {plural(k, 'file')}", theme.TEXT_DIM, "ui"))
        rows.append(("The game goes on without them; fix the files and start the game again.", theme.TEXT_DIM,
                     "italic"))
        head = f"{len(files)} card file{'s were' if len(files) != 1 else ' was'} left out"
        rect = pygame.Rect(W - w - int(28 * s), int(24 * s), w, pad * 2 + int(28 * s) + gap * len(rows))
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*theme.PANEL, 238), body.get_rect(), border_radius=int(10 * s))
        surface.blit(body, rect.topleft)
        pygame.draw.rect(surface, theme.DANGER, rect, max(1, int(2 * s)), border_radius=int(10 * s))
        x, y = rect.x + pad, rect.y + pad
        draw_text(surface, head, (x, y), "title", int(20 * s), theme.DANGER)
        y += int(28 * s)
        for text, colour, kind in rows:
            indent = int(12 * s) if kind == "indent" else 0
            font = "italic" if kind == "italic" else "ui"
            draw_text(surface, fit_text(text, font, size, w - 2 * pad - indent), (x + indent, y + gap // 2), font,
                      size, colour, anchor="midleft")
            y += gap
        self.notice_rect = rect

    def _draw_cards(self, surface: pygame.Surface) -> None:
        """A fan of famous cards on the right of the screen (gently breathing)."""
        if not self._cards:
            return
        s = self.s
        W, H = surface.get_size()
        cw = int(250 * s)
        cx, cy = int(W * 0.70), int(H * 0.56)
        n = len(self._cards)
        for i, card in enumerate(self._cards):
            k = i - (n - 1) / 2
            angle = -k * 9
            key = (card.name, cw, angle)
            rot = _fan_cache.get(key)
            if rot is None:
                face = cardrender.card_surface(cardrender.look_from_def(card), cw)
                rot = pygame.transform.rotozoom(face, angle, 1.0)
                if len(_fan_cache) > 20:
                    _fan_cache.clear()
                _fan_cache[key] = rot
            px = cx + int(k * 150 * s)
            py = cy + int(abs(k) * 26 * s) + int(math.sin(self.t * 0.8 + i) * 3 * s)
            surface.blit(rot, rot.get_rect(center=(px, py)))


_fan_cache: dict = {}
