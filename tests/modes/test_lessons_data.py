"""The lesson files: each sets up its position through the scenario loader, and a mistake in
a lesson file is named with its file and line."""
from __future__ import annotations

import pytest

from game.engine import DeclareBlockers, Game
from game.lessons import LessonError, ScriptedOpponent, load_lesson, load_lessons


def test_the_lessons_are_in_order_and_each_sets_up_its_position():
    lessons = load_lessons()
    assert [l.order for l in lessons] == sorted(l.order for l in lessons)
    for lesson in lessons:
        g = lesson.start()
        assert isinstance(g, Game) and g.pending is not None


def _write(tmp_path, text: str):
    p = tmp_path / "lesson.yaml"
    p.write_text(text, encoding="utf-8")
    return p


GOOD = """name: A lesson
position:
  start: {turn: 3, active: p1, step: main1}
  players:
    p1:
      hand: [Forest]
steps:
  - say: Play the Forest.
    do: {play: Forest}
"""


def test_an_unknown_key_in_a_step_is_named_with_its_line(tmp_path):
    path = _write(tmp_path, GOOD + "    colour: green\n")
    with pytest.raises(LessonError, match=r"lesson.yaml:10: unknown key 'colour'"):
        load_lesson(path)


def test_an_unknown_card_in_the_position_is_named_with_its_line(tmp_path):
    lesson = load_lesson(_write(tmp_path, GOOD.replace("hand: [Forest]", "hand: [Forrest]")))
    with pytest.raises(LessonError, match=r"lesson.yaml:6: .*Forrest"):
        lesson.start()


def test_an_unknown_part_of_the_table_is_refused(tmp_path):
    with pytest.raises(LessonError, match="unknown part of the table 'sideboard'"):
        load_lesson(_write(tmp_path, GOOD + "    point: sideboard\n"))


def test_the_scripted_opponent_blocks_as_its_plan_says():
    lesson = next(l for l in load_lessons() if l.key == "03_attacking")
    g = lesson.start()
    bot = ScriptedOpponent([{"block": {"Gray Ogre": "Grizzly Bears"}}])
    from game.engine import DeclareAttackers, PassPriority
    bears, giant, ogre = (next(o.id for o in g.objects.values() if o.card.name == n)
                          for n in ("Grizzly Bears", "Hill Giant", "Gray Ogre"))
    while g.pending.decision.kind != "attackers":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((bears, ("player", 1)), (giant, ("player", 1)))))
    while g.pending.decision.kind != "blockers":
        g.apply(PassPriority())
    assert bot.choose_action(g) == DeclareBlockers(((ogre, bears),))
