"""Replays on the table, and the duel's learning aids.

- `ReplaysScene`: the saved replays (date, decks, result, length, whether each still
  reproduces); Watch plays one back on the table.
- `ReplayScene`: the duel table showing a replay, with a playback bar in place of the
  Situation Bar: play/pause, one action back or forward, a turn back or forward, and a
  timeline to jump to any turn.  A replay that no longer reproduces is never shown: the
  list says so, with the reason.
- `ReviewScene`: after a duel, the turns where the Wizard would have played differently
  (game.replay.review), computed in a thread.
- `StepHelpOverlay`: the Situation Bar's "?": the current step and what you may do in it,
  with the rule numbers (game.engine.explain).
- Hooks the duel table calls: the explanation of a greyed card in hand, the duel menu's
  entries (Practice, rewind, "Save duel for a bug report") and the rewind keys.
"""
from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...engine.decisions import PassPriority, action_from_text
from ...engine.explain import explain_unplayable, step_help
from ...replay.format import Replay, ReplayFormatError, load, scan_replays
from ...replay.playback import Check, Playback
from .. import theme
from ..app import Scene
from ..controller import DuelController
from ..widgets import Button, MenuEntry, draw_rich, draw_text, fit_text, panel, wrap
from .common import button_event, draw_buttons, shaded_panel
from .dialogs import Dialog
from .duel import DuelScene

if TYPE_CHECKING:
    from ...storage.settings import Settings


def _scale(app: Any) -> float:
    W, H = app.screen.get_size()
    return min(W / 1920, H / 1080)


# --- hooks for the duel table ---------------------------------------------------------------------

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


def duel_menu_entries(scene: DuelScene) -> list[MenuEntry]:
    """The duel menu's entries for practice, rewind and bug reports."""
    c = scene.c
    out: list[MenuEntry] = []
    if c.duel_kind == "single":
        out.append(MenuEntry("Practice (Ctrl+Z takes back)", lambda: toggle_practice(scene), True,
                             "Practice: Ctrl+Z takes you back to your previous decision, Ctrl+Shift+Z a turn back.",
                             checked=bool(getattr(c.settings, "practice", False))))
        if c.rewind_allowed():
            out.append(MenuEntry("Take back your last decision (Ctrl+Z)", lambda: rewind_table(scene), c.can_rewind(),
                                 "Back to your previous decision: hands, libraries and the shuffles as they were."))
            out.append(MenuEntry("Take back a turn (Ctrl+Shift+Z)", lambda: rewind_table(scene, turn=True),
                                 c.can_rewind(), "Back to your first decision of the previous turn."))
    out.append(MenuEntry("Save duel for a bug report", lambda: save_bug_report(scene), c.recorder is not None,
                         "One file with the duel so far and the versions; python -m game --open FILE reopens it here."))
    return out


def toggle_practice(scene: DuelScene) -> None:
    s = scene.c.settings
    s.practice = not getattr(s, "practice", False)
    scene.c.say("Practice on: Ctrl+Z takes back your last decision" if s.practice else "Practice off")
    scene._settings_changed()


def rewind_table(scene: DuelScene, turn: bool = False) -> None:
    """Ctrl+Z at the table (Practice): back to your previous decision, closing whatever is
    above the table (the end of the duel, a dialog)."""
    why = scene.c.rewind(turn)
    if why:
        scene.c.say(why)
        return
    app = scene.app
    while app is not None and app.top is not scene and scene in app.scenes:
        app.pop()
    scene.end_pushed = False
    scene.end_at = None
    scene.menu = None
    scene.dialog_for = None
    scene._mode_for = None
    scene._intent_seen = None
    scene.life_shown = [scene.g.players[0].life, scene.g.players[1].life]
    scene.floaters = []
    scene._dirty = True


def handle_duel_key(scene: DuelScene, event: Any) -> bool:
    """Ctrl+Z / Ctrl+Shift+Z at the table."""
    if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
        if not scene.c.rewind_allowed():
            scene.c.say("Turn on Practice (right-click the table) to take back decisions — single duels only")
            return True
        rewind_table(scene, turn=bool(event.mod & pygame.KMOD_SHIFT))
        return True
    return False


def save_bug_report(scene: DuelScene) -> None:
    scene.menu = None
    try:
        path = scene.c.save_bug_report()
    except OSError as e:
        InfoDialog.show(scene, "Save duel for a bug report", f"The duel could not be saved: {e}")
        return
    InfoDialog.show(scene, "Saved for a bug report",
                    f"The duel so far, and the versions of the game, are in {path}. Attach that file to the report: "
                    f"python -m game --open FILE reopens this exact position.")


def end_screen_buttons(end: Any) -> list[tuple[str, Callable[[], None], bool]]:
    """The end-of-duel screen's "Review" (the Wizard's look at your decisions) and "Replays"."""
    c = end.c
    out: list[tuple[str, Callable[[], None], bool]] = []
    if getattr(c, "recorder", None) is not None and c.duel_kind != "replay":
        out.append(("Review", lambda: open_review(end.app, c), False))
    out.append(("Replays", lambda: end.app.push(ReplaysScene(settings=c.settings)), False))
    return out


def end_screen_key(end: Any, event: Any) -> bool:
    """Ctrl+Z on the end-of-duel screen, in practice: back to your last decision."""
    if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and end.c.can_rewind():
        table = end.app.find(DuelScene)
        if table is not None:
            rewind_table(table, turn=bool(event.mod & pygame.KMOD_SHIFT))
            return True
    return False


def open_review(app: Any, c: DuelController) -> None:
    """The post-duel review of the human's decisions (computed in a thread)."""
    r = c.recorder.replay(c.g)
    cached = getattr(c, "_review", None)
    scene = ReviewScene(r, c.human, (c.names[0], c.names[1]), threaded=c.threaded,
                        result=cached[1] if cached and cached[0] == len(r.actions) else None)
    c._review = (len(r.actions), None)
    scene.on_done = lambda res: setattr(c, "_review", (len(r.actions), res))
    app.push(scene)


def open_step_help(scene: DuelScene) -> None:
    scene.menu = None
    if scene.app is not None:
        scene.app.push(StepHelpOverlay(scene))


# --- dialogs on the table ---------------------------------------------------------------------------

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


# --- the post-duel review ---------------------------------------------------------------------------

class _WorkerScene(Scene):
    """A scene of this module with work in the background (the review, checking the replays): laid out
    when entered and on resize (`_layout`); leaving it stops the work (`_stop`)."""

    @property
    def s(self) -> float:
        return _scale(self.app)

    def on_enter(self) -> None:
        self._layout()

    def on_resize(self, size) -> None:
        self._layout()

    def on_exit(self) -> None:
        self._stop = True


class ReviewScene(_WorkerScene):
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


# --- watching a replay on the table ---------------------------------------------------------------

class ReplayController(DuelController):
    """The referee desk of a replay: no computer player and no input; the playback moves the
    game one recorded action at a time."""

    PACE_PASS = 0.06
    PACE_ACTION = 0.7

    def __init__(self, playback: Playback, settings: "Settings | None" = None) -> None:
        r = playback.r
        seat = r.human if r.human is not None else 0
        names = list(r.names)
        if r.human is not None:
            names[seat] = "You"
        g = playback.seek(0)
        self.ai_vs_ai = r.human is None
        super().__init__(g, human=seat, ai=_NoAI(), settings=settings, names=(names[0], names[1]), threaded=False,
                         deck_names=(r.decks[0].name, r.decks[1].name),
                         level=r.levels[1 - seat] if r.levels[1 - seat] != "human" else "apprentice",
                         duel_kind="replay")
        self.recorder = None
        self.intent = None
        self.playback = playback
        self.replay = r
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.last_action = "The start of the duel"
        self.jumped = False

    # no decisions are made here
    def human_decision(self):
        return None

    def submit(self, action) -> str | None:
        return "This is a replay: use the playback bar (Space plays, arrows step)"

    def rewind_allowed(self) -> bool:
        return False

    def describe(self, event):
        if self.ai_vs_ai:
            return event.describe((self.names[0], self.names[1]), None)
        return super().describe(event)


    @property
    def index(self) -> int:
        return self.playback.index

    @property
    def end(self) -> int:
        return self.playback.end

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.playing:
            return
        self.wait -= dt * self.speed
        if self.wait > 0:
            return
        if self.index >= self.end:
            self.playing = False
            return
        act = self.step_forward()
        self.wait = self.PACE_PASS if isinstance(act, PassPriority) else self.PACE_ACTION

    def _words(self, g: Any, i: int) -> str:
        """Action i in words, read on the game before it ("Magician casts Lightning Bolt")."""
        from ...replay.review import action_words
        p, text = self.replay.actions[i]
        who = self.names[p]
        try:
            words = action_words(g, action_from_text(text, g.pending.decision if g.pending else None), p)
        except Exception:
            words = text
        if who == "You":
            first, _, rest = words.partition(" ")
            words = f"{_YOU_VERBS.get(first, first)} {rest}".strip()
        return f"{who} {words}"

    def step_forward(self) -> Any:
        if self.index >= self.end:
            return None
        p, text = self.replay.actions[self.index]
        before = self.g
        words = self._words(before, self.index)
        action = action_from_text(text, before.pending.decision if before.pending else None)
        g = self.playback.forward()
        if g is not before:
            self._reset_view(g)
        else:
            self.version += 1
            self._ingest_log()
        self.last_action = words
        return action

    def seek(self, n: int) -> None:
        n = max(0, min(n, self.end))
        if n > 0:
            words = self._words(self.playback.seek(n - 1), n - 1)
        else:
            words = "The start of the duel"
        g = self.playback.seek(n)
        self._reset_view(g)
        self.jumped = True
        self.last_action = words

    def _reset_view(self, g: Any) -> None:
        from ...modes.duel_stats import DuelStats
        self.g = g
        self.lines = []
        self._log_seen = 0
        start = self.playback.snapshots.get(0)          # the duel's first position: the events start there
        self.record = DuelStats(start if start is not None else g)
        self.events.clear()
        self._ingest_log()
        self.events.clear()
        self.passing.seen_stack = {s.id for s in g.stack}
        self.version += 1

    def seek_turn(self, turn: int) -> None:
        starts = self.playback.turn_starts
        later = [k for t, k in starts.items() if t >= turn]
        self.seek(starts.get(turn, min(later) if later else self.end))

    def turn_back(self) -> None:
        starts = sorted(self.playback.turn_starts.items())
        cur = self.playback.turn_of(self.index)
        start = dict(starts).get(cur, 0)
        target = cur if self.index > start else cur - 1
        self.seek_turn(max(1, target))

    def turn_forward(self) -> None:
        cur = self.playback.turn_of(self.index)
        self.seek_turn(cur + 1)


_YOU_VERBS = {"passes": "pass", "plays": "play", "casts": "cast", "activates": "activate", "turns": "turn",
              "keeps": "keep", "takes": "take", "pays": "pay", "attacks": "attack", "doesn't": "don't",
              "blocks:": "block:", "chooses": "choose", "targets": "target", "cancels": "cancel", "concedes": "concede"}


class _NoAI:
    reason = ""

    def choose_action(self, g):   # never asked: a replay has no computer player
        return PassPriority()


class ReplayScene(DuelScene):
    """A replay on the duel table, with the playback bar."""

    def __init__(self, controller: ReplayController, on_back: Callable[[], None] | None = None) -> None:
        super().__init__(controller)
        self.rc = controller
        self.on_back = on_back
        self.end_pushed = True          # no end-of-duel screen: the bar says how it ended
        self.controls: list[tuple[pygame.Rect, str]] = []
        self.ticks: list[tuple[pygame.Rect, int]] = []
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.info_rect = pygame.Rect(0, 0, 0, 0)

    def on_resize(self, size: tuple[int, int]) -> None:
        """The timeline has a strip of its own above the playback bar: the opponent's territory
        ends above it, so it never covers their creatures."""
        super().on_resize(size)
        self.layout.territory["opp"].h -= int(30 * self.layout.s) + int(4 * self.layout.s)

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.layout is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            for r, name in self.controls:
                if r.collidepoint(event.pos):
                    self.press(name)
                    return True
            if self.timeline.collidepoint(event.pos):
                self._click_timeline(event.pos)
                return True
            key = self.entity_at(event.pos)
            if key is not None and key[0] == "graveyard":
                return super().handle_event(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            names = {pygame.K_SPACE: "play", pygame.K_RIGHT: "step", pygame.K_LEFT: "back",
                     pygame.K_PAGEDOWN: "turn+", pygame.K_DOWN: "turn+", pygame.K_PAGEUP: "turn-",
                     pygame.K_UP: "turn-", pygame.K_HOME: "start", pygame.K_END: "end", pygame.K_ESCAPE: "close"}
            if k in names:
                self.press(names[k])
                return True
            if k in (pygame.K_l, pygame.K_g, pygame.K_F3, pygame.K_o):
                return super().handle_event(event)
            return True
        return super().handle_event(event)

    def press(self, name: str) -> None:
        c = self.rc
        if name == "play":
            if c.index >= c.end:
                c.seek(0)
            c.playing = not c.playing
            c.wait = 0.0
        elif name == "step":
            c.playing = False
            c.step_forward()
        elif name == "back":
            c.playing = False
            c.seek(c.index - 1)
        elif name == "turn+":
            c.turn_forward()
        elif name == "turn-":
            c.turn_back()
        elif name == "start":
            c.seek(0)
        elif name == "end":
            c.playing = False
            c.seek(c.end)
        elif name == "faster":
            c.speed = min(8.0, c.speed * 2)
        elif name == "slower":
            c.speed = max(0.25, c.speed / 2)
        elif name == "close":
            self.close()
        self._dirty = True

    def close(self) -> None:
        self.rc.playing = False
        if self.app is not None:
            self.app.pop(self)
        if self.on_back:
            self.on_back()

    def _click_timeline(self, pos) -> None:
        for r, turn in self.ticks:
            if r.collidepoint(pos):
                self.rc.seek_turn(turn)
                return
        frac = (pos[0] - self.track.x) / max(1, self.track.w)
        self.rc.seek(int(round(frac * self.rc.end)))

    # --- frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.rc.jumped:
            # a jump isn't an event at the table: no life change flashes, no flying cards
            self.rc.jumped = False
            self.life_shown = [self.g.players[0].life, self.g.players[1].life]
            self.life_flash = {}
            self.floaters = []
            self.sprites = {}
        super().update(dt)
        if self.rc.jumped:
            self.life_shown = [self.g.players[0].life, self.g.players[1].life]
            self.life_flash = {}
            self.floaters = []
        self.buttons = []           # the playback bar replaces the Situation Bar's buttons
        self._layout_bar()

    def _layout_bar(self) -> None:
        L = self.layout
        s = L.s
        r = L.situation.inflate(-int(8 * s), -int(6 * s))
        bh = r.h - int(14 * s)
        bw = int(bh * 1.25)
        x = r.x + int(10 * s)
        y = r.y + (r.h - bh) // 2
        self.controls = []
        for name in ("start", "turn-", "back", "play", "step", "turn+", "end"):
            w = int(bw * 1.5) if name == "play" else bw
            self.controls.append((pygame.Rect(x, y, w, bh), name))
            x += w + int(6 * s)
        right = r.right - int(10 * s)
        for name in ("close", "faster", "slower"):
            w = int(92 * s) if name == "close" else bw
            self.controls.append((pygame.Rect(right - w, y, w, bh), name))
            right -= w + int(6 * s)
        self.info_rect = pygame.Rect(x + int(10 * s), r.y, max(40, right - x - int(20 * s)), r.h)
        # the timeline: a strip along the top of the bar, one segment per turn
        h = int(30 * s)
        self.timeline = pygame.Rect(r.x, r.y - h - int(4 * s), r.w, h)
        c = self.rc
        starts = sorted(c.playback.turn_starts.items())
        self.ticks = []
        tl = self.timeline.inflate(-int(16 * s), -int(8 * s))
        self.track = tl
        for t, k in starts:
            nxt = [kk for tt, kk in starts if tt > t]
            end = nxt[0] if nxt else c.end
            x0 = tl.x + int(tl.w * k / max(1, c.end))
            x1 = tl.x + int(tl.w * end / max(1, c.end))
            self.ticks.append((pygame.Rect(x0, tl.y, max(2, x1 - x0), tl.h), t))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_bar(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        c = self.rc
        r = L.situation.inflate(-int(8 * s), -int(6 * s))
        panel(surface, r, fill=(30, 32, 40), edge=theme.GOLD, radius=int(8 * s), alpha=250)
        for rect, name in self.controls:
            hover = rect.collidepoint(self.mouse)
            base = (64, 120, 76) if name == "play" else (60, 64, 78)
            if hover:
                base = theme.lighter(base, 0.15)
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=6)
            pygame.draw.rect(surface, base, rect, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD_DIM if not hover else theme.GOLD, rect, 1, border_radius=6)
            _glyph(surface, name, rect, c.playing, s)
        # where we are, and the last action
        turn = c.playback.turn_of(c.index)
        g = c.g
        whose = "Your" if g.active == c.human and c.names[c.human] == "You" else f"{c.names[g.active]}'s"
        head = f"Turn {turn} · {whose} turn · action {c.index} of {c.end}"
        if c.speed != 1:
            head += f" · speed ×{c.speed:g}"
        ir = self.info_rect
        draw_text(surface, fit_text(head, "card_semi", int(19 * s), ir.w), (ir.x, ir.y + int(4 * s)), "card_semi",
                  int(19 * s), theme.TEXT)
        sub = c.last_action
        if c.index >= c.end and c.end:
            sub = "The end — " + _pretty_result(c.replay)
        size = int(15 * s)
        draw_rich(surface, sub if "{" in sub else fit_text(sub, "italic", size, ir.w),
                  (ir.x, ir.bottom - int(4 * s) - theme.text_font("italic", size).get_linesize()), "italic", size,
                  theme.GOLD if c.index >= c.end else theme.TEXT_DIM)
        # the timeline: one segment per turn in the colour of whose turn it was; the marker where we are
        strip = self.timeline
        panel(surface, strip, fill=(24, 24, 30), edge=theme.GOLD_DIM, radius=int(6 * s), alpha=235, shadow=False)
        for rect, t in self.ticks:
            active = c.playback.turn_players.get(t, t % 2)
            col = (70, 120, 92) if active == c.human else (84, 92, 140)
            if rect.collidepoint(self.mouse):
                col = theme.lighter(col, 0.2)
            inner = pygame.Rect(rect.x + 1, rect.y, max(1, rect.w - 2), rect.h)
            pygame.draw.rect(surface, col, inner, border_radius=3)
            if rect.w > int(16 * s):
                draw_text(surface, str(t), inner.center, "ui_bold", int(12 * s), theme.TEXT, anchor="center")
        tl = self.track
        mx = tl.x + int(tl.w * c.index / max(1, c.end))
        pygame.draw.line(surface, theme.GOLD, (mx, strip.y + int(1 * s)), (mx, strip.bottom - int(2 * s)),
                         max(2, int(3 * s)))
        pygame.draw.polygon(surface, theme.GOLD, [(mx - int(6 * s), strip.y), (mx + int(6 * s), strip.y),
                                                 (mx, strip.y + int(7 * s))])
        tip = {"start": "The start (Home)", "turn-": "A turn back (PgUp / ↑)", "back": "One action back (←)",
               "play": "Play / pause (Space)", "step": "One action forward (→)", "turn+": "A turn forward (PgDn / ↓)",
               "end": "The end (End)", "faster": "Faster", "slower": "Slower", "close": "Back (Esc)"}
        from ..widgets import cue_card
        for rect, name in self.controls:
            if rect.collidepoint(self.mouse):
                cue_card(surface, tip[name], self.mouse, s)
        for rect, t in self.ticks:
            if rect.collidepoint(self.mouse):
                cue_card(surface, f"Turn {t}: click to jump to its start", self.mouse, s)


def _pretty_result(r: Replay) -> str:
    """The recorded result with the players' names ("Wizard wins on turn 12 — You: 0 life";
    "You win on turn 13 — Wizard: 0 life")."""
    import re
    text = r.result or "unfinished"
    for i, seat in enumerate(("p1", "p2")):
        name = r.names[i]
        if name == "You":
            text = re.sub(rf"\b{seat} wins\b", "You win", text)
        text = re.sub(rf"\b{seat}\b", name, text)
    return text


def _glyph(surface: pygame.Surface, name: str, r: pygame.Rect, playing: bool, s: float) -> None:
    col = theme.TEXT
    cx, cy = r.center
    h = int(r.h * 0.34)

    def tri(x: int, left: bool) -> None:
        if left:
            pts = [(x + h, cy - h), (x + h, cy + h), (x, cy)]
        else:
            pts = [(x, cy - h), (x, cy + h), (x + h, cy)]
        pygame.draw.polygon(surface, col, pts)

    bar = max(2, int(3 * s))
    if name == "play":
        if playing:
            pygame.draw.rect(surface, col, pygame.Rect(cx - h // 2 - bar, cy - h, bar * 2, 2 * h))
            pygame.draw.rect(surface, col, pygame.Rect(cx + h // 2 - bar, cy - h, bar * 2, 2 * h))
        else:
            tri(cx - h // 2, False)
    elif name == "step":
        tri(cx - h // 2 - bar, False)
        pygame.draw.rect(surface, col, pygame.Rect(cx + h // 2, cy - h, bar, 2 * h))
    elif name == "back":
        pygame.draw.rect(surface, col, pygame.Rect(cx - h // 2 - bar, cy - h, bar, 2 * h))
        tri(cx - h // 2 + bar, True)
    elif name == "turn+":
        tri(cx - h, False)
        tri(cx, False)
    elif name == "turn-":
        tri(cx - h, True)
        tri(cx, True)
    elif name == "start":
        pygame.draw.rect(surface, col, pygame.Rect(cx - h - bar, cy - h, bar, 2 * h))
        tri(cx - h + bar, True)
        tri(cx + bar, True)
    elif name == "end":
        tri(cx - h - bar, False)
        tri(cx - bar, False)
        pygame.draw.rect(surface, col, pygame.Rect(cx + h - bar, cy - h, bar, 2 * h))
    elif name == "faster":
        draw_text(surface, "+", r.center, "ui_bold", int(r.h * 0.6), col, anchor="center")
    elif name == "slower":
        draw_text(surface, "−", r.center, "ui_bold", int(r.h * 0.6), col, anchor="center")
    elif name == "close":
        draw_text(surface, "Close", r.center, "ui_bold", int(r.h * 0.42), col, anchor="center")


# --- the list of replays -----------------------------------------------------------------------------

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


class ReplaysScene(_WorkerScene):
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
                f"{_pretty_result(rr)}"
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



# --- opening files (python -m game --open FILE) -------------------------------------------------------

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
