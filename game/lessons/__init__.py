"""Learn to Play: short guided lessons played on the real table (issue 19).

A lesson is data (`data/*.yaml`): a starting position in the scenario format, set up by the
scenario loader (game.scenario), the scripted opponent's plan, and the steps the player is
walked through.  The lesson never decides what is legal -- the engine does; it only checks
that the legal action the player chose is the one the step asks for (`Lesson.judge`)."""
from .lesson import LESSONS_DIR, Lesson, LessonError, LessonStep, Want, load_lesson, load_lessons
from .opponent import ScriptedOpponent
from .progress import LessonProgress, load_progress, save_progress

__all__ = ["LESSONS_DIR", "Lesson", "LessonError", "LessonStep", "Want", "load_lesson", "load_lessons",
           "ScriptedOpponent", "LessonProgress", "load_progress", "save_progress"]
