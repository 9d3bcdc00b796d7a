"""Learn to Play: every lesson played to its end on the real table with mouse clicks, a wrong
step explained without changing anything, and the progress remembered."""
from __future__ import annotations

import time

import pygame
import pytest

from game.lessons import load_lessons, load_progress
from game.storage.settings import Settings

LESSONS = load_lessons()


class LessonDriver:
    """The lesson list on an App, driven with real pygame events."""

    def __init__(self, size=(1600, 900)) -> None:
        from game.ui.app import App
        from game.ui.scenes.lessons import LessonListScene
        self.settings = Settings()
        self.settings.ai_pace = 0.0
        self.settings.animations = False
        self.app = App(size, self.settings)
        self.duels = 0
        self.menu = LessonListScene(self.settings, on_first_duel=self._first_duel)
        self.app.push(self.menu)
        self.pump(2)

    def _first_duel(self) -> None:
        self.duels += 1

    @property
    def scene(self):
        return self.menu.playing

    @property
    def g(self):
        return self.scene.g

    def pump(self, frames: int = 1) -> None:
        self.app.pump(frames, 1 / 60)

    def click(self, pos, frames: int = 2) -> None:
        pos = (int(pos[0]), int(pos[1]))
        for t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            kw = {"rel": (0, 0), "buttons": (0, 0, 0)} if t == pygame.MOUSEMOTION else {"button": 1}
            pygame.event.post(pygame.event.Event(t, pos=pos, **kw))
        self.pump(frames)

    def settle(self, seconds: float = 10.0) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.pump(1)
            if self.scene is None or self.scene.settled() and not self.scene.matched:
                self.pump(1)
                return
        raise AssertionError(f"timed out at {self.g.step}, {self.g.pending!r}")

    def open(self, name: str) -> None:
        self.click(self.menu.row(name).center)
        assert self.scene is not None and self.scene.lesson.name == name

    def lesson_button(self, label: str) -> None:
        r = self.scene.lesson_button(label)
        assert r is not None, f"no {label!r} in the note: {[b.label for b in self.scene.lesson_buttons]}"
        self.click(r.center)

    def card(self, name: str, zone: str | None = None, mine: bool = True) -> int:
        for o in self.g.objects.values():
            if o.card.name == name and (zone is None or o.zone == zone) and \
                    (o.controller == 0 if zone == "battlefield" else o.owner == 0) == mine:
                return o.id
        raise AssertionError(f"no {name} ({zone})")

    def click_card(self, oid: int) -> None:
        pt = self.scene.point_of(("obj", oid))
        assert pt is not None, f"{self.g.objects[oid].card.name} isn't on the table"
        self.click(pt)

    def done(self) -> None:
        self.press("Done")

    def press(self, label: str) -> None:
        r = self.scene.button_rect(label)
        assert r is not None, [b.label for b in self.scene.buttons]
        self.click(r.center)

    def finish_casting(self) -> None:
        """Answer the spell's target (your own creature) and payment with clicks."""
        for _ in range(6):
            pend = self.g.pending
            if pend is None or not pend.cancellable:
                return
            d = pend.decision
            if d.kind == "pay":
                self.done()
            else:
                mine = [o for o in self.g.objects.values() if o.zone == "battlefield" and o.controller == 0
                        and "Creature" in o.card.types]
                self.click_card(mine[0].id)
                if self.g.pending is pend:
                    self.done()

    def do_step(self) -> None:
        """Do what the current step asks, as a player would, with the mouse."""
        step = self.scene.step
        want = step.want
        if want is None:
            self.lesson_button("Next")
        elif want.kind in ("play", "cast"):
            self.click_card(self.card(want.cards[0], "hand"))
            self.finish_casting()
        elif want.kind == "activate":
            self.click_card(self.card(want.cards[0], "battlefield"))
        elif want.kind in ("attack", "block"):
            self.done_until("attackers" if want.kind == "attack" else "blockers")
        if want is not None and want.kind == "attack":
            for name in want.cards:
                self.click_card(self.card(name, "battlefield"))
            self.done()
        elif want is not None and want.kind == "block":
            for b, a in want.blocks:
                self.click_card(self.card(b, "battlefield"))
                self.click_card(self.card(a, "battlefield", mine=False))
            self.done()
        elif want is not None and want.kind == "pass":
            self.press("Next turn" if step.point[0] == "next_turn" else "Done")
        self.settle()

    def done_until(self, kind: str) -> None:
        """Press Done (the way to combat) until the table asks for attackers or blockers."""
        for _ in range(6):
            self.settle()
            d = self.g.pending.decision
            if d.kind == kind:
                return
            self.done()
        raise AssertionError(f"never asked for {kind}: {self.g.step}")


@pytest.fixture
def driver():
    d = LessonDriver()
    yield d
    pygame.event.clear()


@pytest.mark.parametrize("lesson", LESSONS, ids=[l.key for l in LESSONS])
def test_every_lesson_can_be_played_to_its_end_with_the_mouse(driver, lesson):
    driver.open(lesson.name)
    driver.settle()
    for i in range(len(lesson.steps)):
        assert driver.scene.index == i, f"step {i}: {driver.scene.step.say[:40]!r}, hint {driver.scene.hint!r}"
        driver.do_step()
        assert driver.scene.hint == "", f"step {i} was refused: {driver.scene.hint}"
    assert driver.scene.finished
    assert lesson.key in load_progress().done


def _table_state(g) -> tuple:
    return (g.turn, g.step, tuple(p.life for p in g.players),
            tuple(sorted((o.card.name, o.zone, o.tapped) for o in g.objects.values())),
            tuple(dict(p.mana_pool).items() for p in g.players))


def test_a_wrong_step_shows_the_hint_and_changes_nothing(driver):
    driver.open("Cards, colours, lands and mana")
    driver.lesson_button("Next")
    driver.lesson_button("Next")
    step = driver.scene.step
    assert step.want.kind == "play"
    before = _table_state(driver.g)
    driver.done()                                               # passing, when the step asks for the Forest
    driver.settle()
    assert driver.scene.hint == step.hint
    assert driver.scene.index == 2
    assert _table_state(driver.g) == before
    driver.click_card(driver.card("Forest", "hand"))            # the right card: the hint goes, the step is done
    driver.settle()
    assert driver.scene.index == 3 and driver.scene.hint == ""


def test_a_step_to_read_explains_instead_of_letting_you_play(driver):
    driver.open("Cards, colours, lands and mana")
    before = _table_state(driver.g)
    driver.click_card(driver.card("Forest", "hand"))
    assert "Next" in driver.scene.hint
    assert _table_state(driver.g) == before


def test_finished_lessons_are_remembered_and_marked_in_the_list(driver):
    from game.ui.scenes.lessons import LessonListScene
    first = LESSONS[0]
    driver.open(first.name)
    for _ in first.steps:
        driver.do_step()
    driver.lesson_button("Lessons")
    assert driver.app.top is driver.menu and driver.menu.done(first)
    again = LessonListScene(Settings())                         # the game started again
    assert again.done(first) and not again.done(LESSONS[1])


def test_escape_leaves_a_lesson_and_it_can_be_played_again(driver):
    name = LESSONS[1].name
    driver.open(name)
    driver.lesson_button("Next")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    driver.pump(2)
    assert driver.app.top is driver.menu and driver.scene is None
    assert LESSONS[1].key not in load_progress().done
    driver.open(name)
    assert driver.scene.index == 0 and driver.scene.step.say == LESSONS[1].steps[0].say


def test_after_the_last_lesson_a_first_duel_against_the_apprentice_is_offered(driver):
    last = LESSONS[-1]
    driver.open(last.name)
    for _ in last.steps:
        driver.do_step()
    driver.lesson_button("Play a duel against the Apprentice")
    assert driver.duels == 1 and driver.app.top is driver.menu


def test_learn_to_play_is_on_the_title_menu_and_opens_the_lessons():
    from game.ui.app import App
    from game.ui.scenes.lessons import LessonListScene
    from game.ui.session import Session
    settings = Settings()
    app = App((1280, 720), settings)
    Session(app, settings, threaded=False, seed=1).start()
    app.pump(2, 1 / 60)
    rect = next(r for r, item in app.top.rows if item.key == "learn")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.pump(2, 1 / 60)
    assert isinstance(app.top, LessonListScene)
    assert [r[2] for r in app.top.rows][:len(LESSONS)] == [l.name for l in LESSONS]
    pygame.event.clear()


def test_the_first_duel_offered_after_the_lessons_is_against_the_apprentice():
    from game.ui.app import App
    from game.ui.scenes.lessons import LessonListScene
    from game.ui.session import Session
    settings = Settings()
    settings.ai_pace = 0.0
    app = App((1280, 720), settings)
    session = Session(app, settings, threaded=False, seed=1)
    session.start()
    app.pump(2, 1 / 60)
    rect = next(r for r, item in app.top.rows if item.key == "learn")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.pump(2, 1 / 60)
    lessons = app.top
    assert isinstance(lessons, LessonListScene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=lessons.row(
        "Play a duel against the Apprentice").center, button=1))
    app.pump(2, 1 / 60)
    assert session.match is not None and session.match.config.level == "apprentice"
    pygame.event.clear()


def test_a_broken_lesson_position_is_named_in_the_list_not_a_crash(tmp_path):
    from game.lessons import load_lesson
    from game.ui.app import App
    from game.ui.scenes.lessons import LessonListScene
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Bad\nposition:\n  players:\n    p1:\n      hand: [Forrest]\nsteps:\n  - say: Hi\n",
                   encoding="utf-8")
    app = App((1280, 720), Settings())
    menu = LessonListScene(Settings(), lessons=[load_lesson(bad)])
    app.push(menu)
    app.pump(2, 1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.row("Bad").center, button=1))
    app.pump(2, 1 / 60)
    assert app.top is menu and "bad.yaml:5" in menu.problem and "Forrest" in menu.problem
    pygame.event.clear()


def test_a_tooltip_beside_the_lesson_panel_is_drawn_over_it(driver):
    """A tooltip is what the player asked for by pointing: the lesson's panel never hides it."""
    driver.open(LESSONS[0].name)
    driver.settle()
    panel = driver.scene.panel
    pos = (panel.x - 50, panel.y + 55)                     # the table, just left of the panel
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.pump(60)                                         # a second's rest calls up the tooltip
    assert driver.scene.tooltip
    inside = (panel.x + 15, pos[1] + 30)                    # where the tooltip runs over the panel
    assert tuple(pygame.display.get_surface().get_at(inside))[:3] == (250, 244, 222)
