"""After a duel: "Review" — the turns where the Wizard would have played differently
(game.replay.review, computed in a thread) — and the end screen's Review and Replays buttons."""
from __future__ import annotations

import threading
from typing import Any, Callable

import pygame

from ...replay.format import Replay
from ...replay.playback import Playback
from .. import theme
from ..controller import DuelController
from ..widgets import Button, draw_text, wrap
from .common import WorkerScene, button_event, draw_buttons, shaded_panel
from .replay_viewer import ReplayController, ReplayScene


def end_screen_buttons(end: Any) -> list[tuple[str, Callable[[], None], bool]]:
    """The end-of-duel screen's "Review" (the Wizard's look at your decisions) and "Replays"."""
    c = end.c
    out: list[tuple[str, Callable[[], None], bool]] = []
    if getattr(c, "recorder", None) is not None and c.duel_kind != "replay":
        out.append(("Review", lambda: open_review(end.app, c), False))
    from .replays import ReplaysScene
    out.append(("Replays", lambda: end.app.push(ReplaysScene(settings=c.settings)), False))
    return out


def open_review(app: Any, c: DuelController) -> None:
    """The post-duel review of the human's decisions (computed in a thread)."""
    r = c.recorder.replay(c.g)
    cached = getattr(c, "_review", None)
    scene = ReviewScene(r, c.human, (c.names[0], c.names[1]), threaded=c.threaded,
                        result=cached[1] if cached and cached[0] == len(r.actions) else None)
    c._review = (len(r.actions), None)
    scene.on_done = lambda res: setattr(c, "_review", (len(r.actions), res))
    app.push(scene)


class ReviewScene(WorkerScene):
    """"Review": the turns where the Wizard would have played differently (from the end screen)."""
    opaque = False
    modal = True

    def __init__(self, replay: Replay, seat: int, names: tuple[str, str] = ("You", "Opponent"),
                 level: str = "wizard", threaded: bool = True, result: Any = None) -> None:
        super().__init__()
        self.replay = replay
        self.seat = seat
        self.names = names
        self.level = level
        self.result = result
        self.done = 0
        self.total = max(1, len(replay.actions))
        self.error = ""
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.scroll = 0
        self.item_rows: list[tuple[pygame.Rect, Any]] = []
        self._stop = False
        self.t = 0.0
        self.on_done: Callable[[Any], None] | None = None
        self.threaded = threaded
        self.started = result is not None

    def start(self) -> None:
        if self.started:
            return
        self.started = True
        if self.threaded:
            threading.Thread(target=self._run, name="duel-review", daemon=True).start()
        else:
            self._run()

    def _run(self) -> None:
        from ...replay.review import review
        try:
            res = review(self.replay, self.seat, level=self.level, progress=self._progress,
                         cancelled=lambda: self._stop)
        except Exception as e:      # the review is an aid: a failure is shown, never raised
            self.error = f"The review could not be made: {e}"
            return
        self.result = res
        if res.finished and self.on_done is not None:
            self.on_done(res)

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, max(1, total)

    def on_enter(self) -> None:
        super().on_enter()
        self.start()

    def _layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        self.rect = pygame.Rect(0, 0, int(1240 * s), self._height())
        self.rect.center = (W // 2, H // 2)
        bw, bh = int(150 * s), int(44 * s)
        self.buttons = [Button("Close", pygame.Rect(self.rect.centerx - bw // 2, self.rect.bottom - bh - int(20 * s),
                                                    bw, bh), self.close, primary=True)]

    def _height(self) -> int:
        """Tall enough for the review's rows (the whole window at most)."""
        s = self.s
        full = int(860 * s)
        if self.result is None:
            return int(520 * s)
        need = int(330 * s)
        for it in self.result.items:
            n = max(len(wrap(it.yours, "rules", int(18 * s), int(330 * s))),
                    len(wrap(it.suggested, "rules", int(18 * s), int(370 * s))) + (1 if "—" in it.why else 0))
            need += n * int(23 * s) + int(36 * s)
        return max(int(560 * s), min(full, need))

    def close(self) -> None:
        self.app.pop(self)

    def watch(self, index: int) -> None:
        """The replay on the table, at the decision the review is about."""
        pb = Playback(self.replay)
        if not pb.ok:
            return
        c = ReplayController(pb, self.app.settings)
        self.app.push(ReplayScene(c))
        c.seek(index)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.result is not None and self.rect.h != self._height():
            self._layout()

    def handle_event(self, event) -> bool:
        if button_event(self, event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row, it in self.item_rows:
                if row.collidepoint(event.pos):
                    self.watch(it.index)
                    return True
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        r = self.rect
        shaded_panel(surface, r, s)
        draw_text(surface, "REVIEW", (r.centerx, r.y + int(20 * s)), "title", int(40 * s), theme.GOLD,
                  anchor="midtop", shadow=True)
        draw_text(surface, f"Where the Wizard would have played differently from you — "
                           f"{self.replay.decks[self.seat].name} against {self.replay.decks[1 - self.seat].name}",
                  (r.centerx, r.y + int(76 * s)), "italic", int(19 * s), theme.TEXT_DIM, anchor="midtop")
        x0, y = r.x + int(40 * s), r.y + int(120 * s)
        if self.error:
            draw_text(surface, self.error, (r.centerx, y + int(40 * s)), "rules", int(20 * s), theme.DANGER,
                      anchor="midtop")
        elif self.result is None:
            frac = self.done / self.total
            bar = pygame.Rect(r.x + int(200 * s), y + int(80 * s), r.w - int(400 * s), int(18 * s))
            pygame.draw.rect(surface, (50, 50, 58), bar, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD, pygame.Rect(bar.x, bar.y, int(bar.w * frac), bar.h), border_radius=6)
            dots = "." * (1 + int(self.t * 2) % 3)
            draw_text(surface, f"The Wizard is going over your decisions{dots}  {int(frac * 100)}%",
                      (r.centerx, bar.y - int(40 * s)), "rules", int(20 * s), theme.TEXT, anchor="midtop")
        else:
            self._draw_items(surface, x0, y)
        draw_buttons(surface, self.buttons, self.mouse, int(16 * s))

    def _draw_items(self, surface: pygame.Surface, x0: int, y: int) -> None:
        s = self.s
        r = self.rect
        rv = self.result
        draw_text(surface, rv.summary(), (x0, y), "rules", int(21 * s), theme.TEXT)
        y += int(40 * s)
        cols = (x0, x0 + int(120 * s), x0 + int(470 * s), x0 + int(860 * s))
        for label, x in zip(("Turn", "You played", "The Wizard suggests", "Expected difference"), cols):
            draw_text(surface, label.upper(), (x, y), "title", int(14 * s), theme.GOLD)
        y += int(28 * s)
        pygame.draw.line(surface, theme.GOLD_DIM, (x0, y), (r.right - int(40 * s), y))
        y += int(8 * s)
        bottom = self.buttons[0].rect.y - int(16 * s)
        self.item_rows = []
        bottom -= int(34 * s)
        draw_text(surface, "Differences are in the points of the AI's board evaluation (life, cards in hand, "
                           "permanents), from the Wizard's look-ahead on both plays. Click a turn to watch it.",
                  (r.centerx, bottom + int(8 * s)), "italic", int(15 * s), theme.TEXT_FAINT, anchor="midtop")
        for i, it in enumerate(rv.items[self.scroll:]):
            why = it.why if "—" in it.why else ""
            rows = [wrap(it.yours, "rules", int(18 * s), int(330 * s)),
                    wrap(it.suggested, "rules", int(18 * s), int(370 * s)),
                    wrap(it.difference_text, "rules", int(18 * s), int(290 * s))]
            if why:
                rows[1] += ["» " + ln for ln in wrap(why.split("—", 1)[1].strip().capitalize(), "italic",
                                                     int(15 * s), int(350 * s))]
            n = max(len(x) for x in rows)
            h = n * int(23 * s) + int(30 * s)
            if y + h > bottom:
                draw_text(surface, "… scroll for more", (r.centerx, bottom - int(4 * s)), "italic", int(15 * s),
                          theme.TEXT_DIM, anchor="midbottom")
                break
            row = pygame.Rect(x0 - int(10 * s), y - int(4 * s), r.w - int(60 * s), h)
            self.item_rows.append((row, it))
            if row.collidepoint(self.mouse):
                pygame.draw.rect(surface, (58, 62, 82), row, border_radius=6)
            elif i % 2 == 0:
                pygame.draw.rect(surface, (42, 40, 46), row, border_radius=6)
            draw_text(surface, f"{it.turn}", (cols[0] + int(20 * s), y), "card", int(22 * s), theme.TEXT,
                      anchor="midtop")
            for col, lines, colour in ((cols[1], rows[0], theme.TEXT_DIM), (cols[2], rows[1], theme.TEXT),
                                       (cols[3], rows[2], theme.HEAL)):
                for j, ln in enumerate(lines):
                    if ln.startswith("» "):
                        draw_text(surface, ln, (col, y + j * int(23 * s) + int(2 * s)), "italic", int(15 * s),
                                  theme.GOLD_DIM)
                    else:
                        draw_text(surface, ln, (col, y + j * int(23 * s)), "rules", int(18 * s), colour)
            draw_text(surface, it.step, (cols[1], y + n * int(23 * s) + int(2 * s)), "italic", int(14 * s),
                      theme.TEXT_FAINT)
            y += h + int(6 * s)
