"""Learn to Play: the list of lessons, and a lesson played on the real table.

A lesson (game.lessons) is the duel table with a note beside it: the note says what to do,
a gold frame points at the part of the table it talks about, and the player's chosen action
goes through the lesson's check (`DuelController.gate`) before the engine applies it -- a
different action is explained with the step's hint and changes nothing.  Finished lessons are
remembered (game.lessons.progress); Esc or Leave goes back to the list at any time.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

import pygame

from .. import theme
from ..app import Scene
from ..controller import DuelController
from ..controls import backdrop, scale_of
from ..widgets import Button, draw_text, wrap
from .duel import DuelScene
from ...engine import Action
from ...storage.settings import Settings
from ...lessons import Lesson, LessonError, LessonProgress, ScriptedOpponent, load_lessons, load_progress, save_progress

if TYPE_CHECKING:
    from ..session import Session

OPPONENT = "Opponent"


def open_lessons(session: "Session") -> None:
    """The title menu's Learn to Play."""
    session.show(LessonListScene(session.settings, on_first_duel=lambda: first_duel(session)))


def first_duel(session: "Session") -> None:
    """After the lessons: a single game against the Apprentice with the easiest ready-made decks,
    one click away.  With an unfinished duel saved, Deck Selection opens instead (it asks
    before discarding that duel)."""
    decks = sorted(session.prebuilt(), key=lambda d: d.difficulty)
    if not decks or session.autosave() is not None:
        session.open_deck_select("single")
        return
    session.start_single(decks[0], decks[min(1, len(decks) - 1)], "apprentice", 1, False)


def lesson_settings(player: Any) -> Settings:
    """The table's settings for a lesson: the player's look and pace, but the default Stops and
    no automatic passing, so every lesson runs the same way and a spell waits on the stack
    until the player lets it resolve."""
    out = Settings()
    for name in ("layout", "animations", "ai_pace"):
        if hasattr(player, name):
            setattr(out, name, getattr(player, name))
    out.auto_pass_own = False
    out.auto_yield = False
    return out


class LessonScene(DuelScene):
    """One lesson on the duel table."""

    def __init__(self, lesson: Lesson, settings: Any, *, on_leave: Callable[[], None],
                 on_finished: Callable[[], None], last: bool = False,
                 on_next: Callable[[], None] | None = None, on_first_duel: Callable[[], None] | None = None) -> None:
        g = lesson.start()
        c = DuelController(g, human=0, ai=ScriptedOpponent(lesson.opponent), settings=lesson_settings(settings),
                           names=("You", OPPONENT), deck_names=("", ""), duel_kind="lesson")
        c.recorder = None            # a lesson is no duel to keep as a replay
        c.intent = None              # the lesson begins where its position says, with you to act
        super().__init__(c)
        c.gate = self._gate
        self.lesson = lesson
        self.index = 0
        self.matched = False         # the step's action went ahead; the step ends once the table settles
        self.stack_at_match = 0
        self.hint = ""               # the explanation of the last wrong action
        self.finished = False
        self.last = last
        self.end_pushed = True       # no end-of-duel screen: the lesson's own panel says what happened
        self.leave_lesson = on_leave
        self.on_finished = on_finished
        self.on_next = on_next
        self.on_first_duel = on_first_duel
        self.panel: pygame.Rect | None = None
        self.lesson_buttons: list[Button] = []

    # --- the lesson's steps ---------------------------------------------------------------------
    @property
    def step(self):
        return self.lesson.steps[min(self.index, len(self.lesson.steps) - 1)]

    def _gate(self, action: Action) -> str | None:
        if self.finished:
            return "The lesson is over: press Next lesson or Leave."
        verdict = self.lesson.judge(self.step, self.g, action)
        if not verdict.allowed:
            self.hint = verdict.hint
            self._dirty = True
            return verdict.hint
        if verdict.advances:
            self.matched = True
            self.stack_at_match = len(self.g.stack)
        return None

    def settled(self) -> bool:
        """Nothing is under way: the computer has acted and the table waits for you (or the game is over)."""
        c = self.c
        if self.g.over:
            return True
        pend = self.g.pending
        return c.human_decision() is not None and c.intent is None and not pend.cancellable

    def next_step(self) -> None:
        """Next: the step that only asked you to read."""
        if self.finished or self.step.want is not None:
            return
        self._advance()

    def _advance(self) -> None:
        self.hint = ""
        self.matched = False
        self.index += 1
        if self.index >= len(self.lesson.steps):
            self.finished = True
            self.on_finished()
        self._dirty = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.matched and self.c.intent is not None and self._stop_here():
            self.c.stop_passing()
        if self.matched and self.settled():
            if self.lesson.step_done(self.step, self.g):
                self._advance()
            else:
                self.matched = False     # the casting was cancelled: the step waits again

    def _stop_here(self) -> bool:
        """The table has passed as far as the step wants: its `stop`, or the spell it let resolve."""
        d = self.c.human_decision()
        if d is None or d.kind != "priority":
            return False
        if self.step.stop:
            return self.g.step == self.step.stop
        return 0 < self.stack_at_match and len(self.g.stack) < self.stack_at_match

    # --- where the note points ------------------------------------------------------------------
    def region_rect(self) -> pygame.Rect | None:
        """The part of the table the current step talks about."""
        region, card = self.step.point
        lay = self.layout
        if lay is None or not region:
            return None
        areas = {"hand": lambda: lay.hand, "battlefield": lambda: lay.territory["you"],
                 "opp_battlefield": lambda: lay.territory["opp"], "phase_bar": lambda: lay.phase_bar,
                 "life": lambda: lay.life["you"], "opp_life": lambda: lay.life["opp"],
                 "mana_pool": lambda: lay.pool["you"], "stack": lambda: lay.stack,
                 "done": lambda: self.button_rect("Done"), "next_turn": lambda: self.button_rect("Next turn")}
        if region in areas:
            rect = areas[region]()
            return rect.copy() if rect is not None else None
        if region == "card":
            mine = [o for o in self.g.objects.values() if o.card.name == card]
            mine.sort(key=lambda o: (o.owner != self.me, o.zone != "battlefield"))
            for o in mine:
                r = self.rect_of(("obj", o.id))
                if r is not None:
                    return r
        return None

    # --- events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.lesson_buttons:
                if b.hit(event.pos):
                    b.action()
                    return True
            if self.panel is not None and self.panel.collidepoint(event.pos):
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.panel is not None \
                and self.panel.collidepoint(event.pos):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            pend = self.g.pending
            if self.menu is None and self.c.intent is None and not (pend is not None and pend.cancellable) \
                    and self.focus < 0:
                self.leave_lesson()
                return True
        return super().handle_event(event)

    # --- drawing --------------------------------------------------------------------------------
    def draw_over_table(self, surface: pygame.Surface) -> None:
        s = scale_of(self.app)
        target = self.region_rect()
        if target is not None and not self.finished:
            pulse = 0.5 + 0.5 * math.sin(self.t * 4)
            width = max(2, int((3 + 2 * pulse) * s))
            pygame.draw.rect(surface, theme.GOLD, target.inflate(int(10 * s), int(10 * s)), width,
                             border_radius=int(10 * s))
        self._draw_panel(surface, s)

    def _draw_panel(self, surface: pygame.Surface, s: float) -> None:
        lay = self.layout
        area = lay.log
        pad = int(14 * s)
        w = area.w - 2 * int(6 * s)
        size = max(theme.MIN_TEXT_PX, int(18 * s))
        head = f"Lesson {self.lesson.order}: {self.lesson.name}"
        if self.finished:
            body = self.lesson.done_text or "Lesson complete!"
            step_line = "Well done."
        else:
            body = self.step.say
            step_line = f"Step {self.index + 1} of {len(self.lesson.steps)}"
        rows = [(line, "title", theme.GOLD) for line in wrap(head, "title", size + 2, w - 2 * pad)]
        rows.append((step_line, "ui", theme.TEXT_DIM))
        rows += [(line, "ui", theme.TEXT) for line in wrap(body, "ui", size, w - 2 * pad)]
        if self.hint and not self.finished:
            rows.append(("", "ui", theme.TEXT))
            rows += [(line, "ui_bold", theme.DANGER) for line in wrap(self.hint, "ui_bold", size, w - 2 * pad)]
        line_h = int(size * 1.35)
        bh = int(40 * s)
        labels = self._button_labels()
        height = 2 * pad + line_h * len(rows) + (bh + int(8 * s)) * len(labels) + int(6 * s)
        rect = pygame.Rect(area.x + int(6 * s), area.y + int(6 * s), w, height)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.PANEL, 246), panel.get_rect(), border_radius=int(10 * s))
        surface.blit(panel, rect.topleft)
        pygame.draw.rect(surface, theme.GOLD, rect, max(1, int(2 * s)), border_radius=int(10 * s))
        y = rect.y + pad
        for text, font, colour in rows:
            draw_text(surface, text, (rect.x + pad, y), font, size, colour)
            y += line_h
        y += int(6 * s)
        self.lesson_buttons = []
        for label, action, primary in labels:
            b = Button(label, pygame.Rect(rect.x + pad, y, w - 2 * pad, bh), action, primary=primary)
            b.draw(surface, self.mouse, max(theme.MIN_TEXT_PX, int(16 * s)))
            self.lesson_buttons.append(b)
            y += bh + int(8 * s)
        self.panel = rect

    def _button_labels(self) -> list[tuple[str, Callable[[], None], bool]]:
        if self.finished:
            out: list[tuple[str, Callable[[], None], bool]] = []
            if self.last and self.on_first_duel is not None:
                out.append(("Play a duel against the Apprentice", self.on_first_duel, True))
            elif self.on_next is not None:
                out.append(("Next lesson", self.on_next, True))
            out.append(("Lessons", self.leave_lesson, False))
            return out
        out = []
        if self.step.want is None:
            out.append(("Next", self.next_step, True))
        out.append(("Leave lesson", self.leave_lesson, False))
        return out

    def lesson_button(self, label: str) -> pygame.Rect | None:
        """Where a button of the lesson's note is (tests click there)."""
        for b in self.lesson_buttons:
            if b.label == label:
                return b.rect.copy()
        return None


class LessonListScene(Scene):
    """The lessons in order, each marked when done; a click plays it (again)."""

    def __init__(self, settings: Any, on_first_duel: Callable[[], None] | None = None,
                 lessons: list[Lesson] | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.problem = ""            # a lesson file that can't be used, named with its line
        if lessons is None:
            try:
                lessons = load_lessons()
            except LessonError as e:
                lessons, self.problem = [], str(e)
        self.lessons = lessons
        self.progress: LessonProgress = load_progress()
        self.on_first_duel = on_first_duel
        self.rows: list[tuple[pygame.Rect, Callable[[], None], str]] = []
        self.mouse = (0, 0)
        self.playing: LessonScene | None = None

    def done(self, lesson: Lesson) -> bool:
        return lesson.key in self.progress.done

    def start(self, i: int) -> None:
        lesson = self.lessons[i]
        last = i == len(self.lessons) - 1

        def finished() -> None:
            self.progress.finish(lesson.key)
            try:
                save_progress(self.progress)
            except OSError as e:
                self.problem = f"Your progress could not be saved: {e}"

        def first_duel() -> None:
            self.back_here()
            if self.on_first_duel is not None:
                self.on_first_duel()

        try:
            scene = LessonScene(lesson, self.settings, on_leave=self.back_here, on_finished=finished, last=last,
                                on_next=None if last else lambda: (self.back_here(), self.start(i + 1)),
                                on_first_duel=first_duel)
        except LessonError as e:
            self.problem = str(e)
            return
        self.playing = scene
        self.app.push(scene)

    def back_here(self) -> None:
        """Close the lesson (whatever is above this list)."""
        while self.app is not None and self.app.top is not self:
            self.app.pop()
        self.playing = None

    def leave(self) -> None:
        if self.app is not None:
            self.app.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, action, _ in self.rows:
                if r.collidepoint(event.pos):
                    action()
                    return True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            todo = [i for i, l in enumerate(self.lessons) if not self.done(l)]
            self.start(todo[0] if todo else 0)
        return True

    def row(self, label: str) -> pygame.Rect | None:
        """Where an entry of the list is (tests click there)."""
        for r, _, text in self.rows:
            if text == label:
                return r.copy()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        s = scale_of(self.app)
        W, H = surface.get_size()
        backdrop(surface)
        x = int(W * 0.12)
        draw_text(surface, "Learn to Play", (x, int(60 * s)), "title", int(60 * s), theme.GOLD, shadow=True)
        draw_text(surface, "Short lessons on the real table. Click one to play it; you can leave and replay any.",
                  (x, int(140 * s)), "italic", int(20 * s), theme.TEXT_DIM)
        bw, bh, gap = int(760 * s), int(56 * s), int(10 * s)
        y = int(190 * s)
        self.rows = []
        all_done = all(self.done(l) for l in self.lessons)
        entries: list[tuple[str, str, Callable[[], None], bool, bool]] = []
        for i, lesson in enumerate(self.lessons):
            entries.append((lesson.name, lesson.summary, lambda i=i: self.start(i), self.done(lesson), False))
        if self.on_first_duel is not None:
            entries.append(("Play a duel against the Apprentice", "Your first real duel, with a ready-made deck.",
                            self.on_first_duel, False, all_done))
        entries.append(("Back", "", self.leave, False, False))
        for label, hint, action, done, primary in entries:
            r = pygame.Rect(x, y, bw, bh)
            hover = r.collidepoint(self.mouse)
            base = (70, 58, 34) if primary else (40, 40, 48)
            pygame.draw.rect(surface, theme.lighter(base, 0.12) if hover else base, r, border_radius=int(10 * s))
            pygame.draw.rect(surface, theme.GOLD if hover or primary else (90, 84, 70), r, 1,
                             border_radius=int(10 * s))
            mark = "✓" if done else ""
            draw_text(surface, mark, (r.x + int(22 * s), r.centery), "ui_bold", int(26 * s), theme.GOLD,
                      anchor="center")
            draw_text(surface, label, (r.x + int(44 * s), r.centery - (int(9 * s) if hint else 0)), "title",
                      int(22 * s), theme.TEXT, anchor="midleft")
            if hint:
                draw_text(surface, hint, (r.x + int(45 * s), r.centery + int(14 * s)), "ui", int(14 * s),
                          theme.TEXT_DIM, anchor="midleft")
            self.rows.append((r, action, label))
            y += bh + gap
        if self.problem:
            draw_text(surface, self.problem, (x, y + int(10 * s)), "ui", int(16 * s), theme.DANGER)
