"""The saved replays and opening files.

- `ReplaysScene`: the saved replays (date, decks, result, length, whether each still
  reproduces); Watch plays one back on the table (scenes.replay_viewer).  A replay that no
  longer reproduces is never shown: the list says so, with the reason.
- `python -m game --open FILE`: a replay on the table (`replay_viewer`), or a bug report's
  position to play on from (`bug_report_table`).

The duel's other aids live beside it: scenes.replay_viewer (the replay on the table),
scenes.review (the post-duel review), scenes.duel_aids (explanations, the step help) and
scenes.practice (Ctrl+Z, the duel menu's entries).
"""
from __future__ import annotations

import threading
import time
from typing import Any, Callable

import pygame

from ...replay.format import Replay, ReplayFormatError, load, scan_replays
from ...replay.playback import Check, Playback
from .. import theme
from ..app import Scene
from ..controller import DuelController
from ..widgets import Button, draw_text, fit_text, panel, wrap
from .common import WorkerScene, button_event, draw_buttons
from .duel import DuelScene
from .replay_viewer import ReplayController, ReplayScene, pretty_result


class _Entry:
    """A row of the Replays screen: a replay (`r`), or a file that can't be read (`r` None)."""

    def __init__(self, r: Replay | None, file: str = "", problem: str = "") -> None:
        self.r = r
        self.file = file
        self.status = "…" if r is not None else "unreadable"     # "ok", "broken", "…", "unreadable"
        self.message = "Checking whether it still plays the same…" if r is not None else problem


def _length_text(r: Replay) -> str:
    n = int(r.extra.get("_length", len(r.actions)) or 0)
    return f"{r.turns} turns · {n} actions"


def _result_text(r: Replay) -> str:
    seat = r.human
    if r.winner is None:
        return "Draw" if r.result.startswith("draw") else (r.result.split(" — ")[0] or "?")
    if seat is not None:
        return "Won" if r.winner == seat else "Lost"
    return f"{r.names[r.winner]} won"


class ReplaysScene(WorkerScene):
    """The saved replays, newest first: date, decks, result, length and whether each still
    plays the same with this version of the cards and the engine."""
    opaque = True
    modal = True

    def __init__(self, on_back: Callable[[], None] | None = None, folder: Any = None, threaded: bool = True,
                 settings: Any = None) -> None:
        super().__init__()
        self.on_back = on_back
        self.folder = folder
        self.threaded = threaded
        self.settings = settings
        self.entries: list[_Entry] = []
        self.selected = 0
        self.scroll = 0
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.rows: list[tuple[pygame.Rect, int]] = []
        self._checker: threading.Thread | None = None
        self._stop = False
        self.reload()

    def reload(self) -> None:
        from pathlib import Path
        replays, unreadable = scan_replays(Path(self.folder) if self.folder else None)
        self.entries = [_Entry(r) for r in replays] + [_Entry(None, Path(u.path).name, u.reason) for u in unreadable]
        self.selected = min(self.selected, max(0, len(self.entries) - 1))
        if self.threaded:
            self._checker = threading.Thread(target=self._check_all, name="replay-check", daemon=True)
            self._checker.start()
        else:
            self._check_all()

    def _check_all(self) -> None:
        for e in list(self.entries):
            if self._stop:
                return
            self.check_entry(e)

    def check_entry(self, e: _Entry) -> None:
        """Play the replay through: it reproduces, or the reason it doesn't."""
        if e.status != "…" or e.r is None:
            return
        try:
            full = load(e.r.path)
        except ReplayFormatError as err:
            e.status, e.message = "broken", str(err)
            return
        from ...replay.playback import check
        res = check(full)                 # no snapshots kept: a list may hold hundreds of replays
        e.r = full
        e.status = "ok" if res.ok else "broken"
        e.message = res.message

    def _layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        self.rect = pygame.Rect(int(80 * s), int(60 * s), W - int(160 * s), H - int(120 * s))
        bw, bh = int(170 * s), int(46 * s)
        y = self.rect.bottom - bh - int(22 * s)
        self.buttons = [Button("Back", pygame.Rect(self.rect.x + int(30 * s), y, bw, bh), self.back),
                        Button("Watch", pygame.Rect(self.rect.right - bw - int(30 * s), y, bw, bh), self.watch,
                               primary=True)]

    def back(self) -> None:
        self._stop = True
        self.app.pop(self)
        if self.on_back:
            self.on_back()

    def current(self) -> _Entry | None:
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    def watch(self) -> None:
        e = self.current()
        if e is None:
            return
        if e.status == "…":
            self.check_entry(e)
        if e.status != "ok" or e.r is None:
            return                  # the detail panel says why
        pb = Playback(e.r)
        if not pb.ok:
            e.status, e.message = "broken", pb.result.message
            return
        c = ReplayController(pb, self.settings or self.app.settings)
        self.app.push(ReplayScene(c))

    def update(self, dt: float) -> None:
        e = self.current()
        for b in self.buttons:
            if b.label == "Watch":
                b.enabled = e is not None and e.status in ("ok", "…")

    def handle_event(self, event) -> bool:
        if button_event(self, event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, i in self.rows:
                if r.collidepoint(event.pos):
                    if i == self.selected and getattr(self, "_last_click", (0, -1))[1] == i and \
                            time.perf_counter() - self._last_click[0] < 0.4:
                        self.watch()
                    self.selected = i
                    self._last_click = (time.perf_counter(), i)
                    return True
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.entries) - 1), self.scroll - event.y))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.selected = min(len(self.entries) - 1, self.selected + 1)
            elif event.key == pygame.K_UP:
                self.selected = max(0, self.selected - 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.watch()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        surface.fill(theme.BG)
        r = self.rect
        panel(surface, r, fill=(30, 30, 36), edge=theme.GOLD, radius=int(14 * s), alpha=255)
        draw_text(surface, "REPLAYS", (r.centerx, r.y + int(18 * s)), "title", int(44 * s), theme.GOLD,
                  anchor="midtop", shadow=True)
        draw_text(surface, "Every duel you finish is kept here. Watch one on the table: play, pause, step an action "
                           "back or forward, jump to any turn.", (r.centerx, r.y + int(78 * s)), "italic",
                  int(18 * s), theme.TEXT_DIM, anchor="midtop")
        x0 = r.x + int(40 * s)
        cols = [("Date", 0), ("Decks", 230), ("Players", 700), ("Result", 1050), ("Length", 1220),
                ("Plays the same?", 1440)]
        y = r.y + int(124 * s)
        for label, dx in cols:
            draw_text(surface, label.upper(), (x0 + int(dx * s), y), "title", int(14 * s), theme.GOLD)
        y += int(26 * s)
        pygame.draw.line(surface, theme.GOLD_DIM, (x0, y), (r.right - int(40 * s), y))
        y += int(8 * s)
        detail_h = int(120 * s)
        bottom = self.buttons[0].rect.y - detail_h - int(16 * s)
        rh = int(40 * s)
        self.rows = []
        if not self.entries:
            draw_text(surface, "No replays yet: finish a duel and it will be here.", (r.centerx, y + int(60 * s)),
                      "rules", int(22 * s), theme.TEXT_DIM, anchor="midtop")
        self.scroll = min(self.scroll, max(0, self.selected))
        if self.selected - self.scroll >= max(1, (bottom - y) // rh):
            self.scroll = self.selected - max(1, (bottom - y) // rh) + 1
        for i in range(self.scroll, len(self.entries)):
            if y + rh > bottom:
                break
            e = self.entries[i]
            row = pygame.Rect(x0 - int(12 * s), y, r.w - int(56 * s), rh - int(4 * s))
            self.rows.append((row, i))
            if i == self.selected:
                pygame.draw.rect(surface, (58, 62, 82), row, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 1, border_radius=6)
            elif row.collidepoint(self.mouse):
                pygame.draw.rect(surface, (44, 46, 58), row, border_radius=6)
            elif i % 2 == 0:
                pygame.draw.rect(surface, (36, 36, 44), row, border_radius=6)
            rr = e.r
            ty = y + int(8 * s)
            if rr is None:
                vals = ["", e.file, "", "", ""]
            else:
                first = rr.human if rr.human is not None else 0     # your side first
                vals = [rr.date[:16], f"{rr.decks[first].name} vs {rr.decks[1 - first].name}",
                        f"{rr.names[first]} vs {rr.names[1 - first]}", _result_text(rr), _length_text(rr)]
            widths = [220, 460, 340, 160, 210]
            for (label, dx), v, w in zip(cols, vals, widths):
                colour = theme.TEXT
                if label == "Result":
                    colour = theme.GOLD if v == "Won" else (220, 120, 110) if v == "Lost" else theme.TEXT
                draw_text(surface, fit_text(v, "rules", int(19 * s), int(w * s)), (x0 + int(dx * s), ty - int(2 * s)),
                          "rules", int(19 * s), colour)
            status = {"ok": ("✓ Reproduces", theme.HEAL), "broken": ("✗ No longer reproduces", theme.DANGER),
                      "…": ("checking…", theme.TEXT_FAINT), "unreadable": ("✗ Can't be read", theme.DANGER)}[e.status]
            draw_text(surface, status[0], (x0 + int(1440 * s), ty), "ui_bold", int(16 * s), status[1])
            y += rh
        e = self.current()
        if e is not None:
            d = pygame.Rect(x0 - int(12 * s), bottom + int(8 * s), r.w - int(56 * s), detail_h)
            panel(surface, d, fill=(26, 26, 32), radius=int(8 * s), shadow=False)
            rr = e.r
            head = f"{e.file}: this file can't be read as a replay" if rr is None else \
                f"{rr.decks[0].name} ({rr.names[0]}) against {rr.decks[1].name} ({rr.names[1]}) — " \
                f"{pretty_result(rr)}"
            draw_text(surface, fit_text(head, "card_semi", int(19 * s), d.w - int(30 * s)),
                      (d.x + int(16 * s), d.y + int(10 * s)), "card_semi", int(19 * s), theme.TEXT)
            colour = theme.DANGER if e.status in ("broken", "unreadable") else theme.TEXT_DIM
            msg = e.message if e.status != "ok" or rr is None else \
                f"{e.message} Double-click it or press Enter to watch it on the table. (Seed {rr.seed}, engine " \
                f"{rr.engine}, card pool {rr.cards}.)"
            for j, ln in enumerate(wrap(msg, "rules", int(17 * s), d.w - int(32 * s))[:3]):
                draw_text(surface, ln, (d.x + int(16 * s), d.y + int(42 * s) + j * int(22 * s)), "rules",
                          int(17 * s), colour)
        draw_buttons(surface, self.buttons, self.mouse, int(17 * s))


def bug_report_table(r: Replay, res: Check, settings: Any, *, on_settings_changed: Callable[[], None] | None = None,
                     on_quit: Callable[[], None] | None = None, threaded: bool = True) -> DuelScene:
    """The duel table at a bug report's position: the same game, the same opponent level,
    going on from there (and recording on)."""
    from ...ai import make_player
    from ...replay.opening import recorder_for
    g = res.game
    seat = r.human if r.human is not None else 0
    level = r.levels[1 - seat] if r.levels[1 - seat] != "human" else "apprentice"
    names = list(r.names)
    names[seat] = "You"
    c = DuelController(g, human=seat, ai=make_player(level, r.seed + 1), settings=settings,
                       names=(names[0], names[1]), threaded=threaded, deck_names=(r.decks[0].name, r.decks[1].name),
                       level=level, recorder=recorder_for(r, res))
    c.intent = None
    c.say(f"Reopened from a bug report: turn {g.turn}, position {g.position_digest()}", 6.0)
    return DuelScene(c, on_settings_changed=on_settings_changed, on_quit=on_quit)


def replay_viewer(r: Replay, settings: Any, on_back: Callable[[], None] | None = None) -> Scene:
    """A replay on the table (or, when it no longer reproduces, the list saying why)."""
    pb = Playback(r)
    if not pb.ok:
        scene = ReplaysScene(on_back=on_back, settings=settings, threaded=False)
        return scene
    return ReplayScene(ReplayController(pb, settings), on_back=on_back)
