"""Render two Learn to Play lessons in progress to PNG files.

    python tools/screenshot_lessons.py [--out DIR] [--size 1920x1080]

47-lesson-lands-hint.png: the first lesson at "play the Forest", after the player pressed Done
instead: the note explains, the gold frame points at the Forest in the hand.
48-lesson-blocking.png: the blocking lesson, the opponent's Gray Ogre attacking, the Hill Giant
picked as its blocker.
Runs headless (SDL's dummy video driver) unless SDL_VIDEODRIVER says otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import screenshots as shots  # noqa: E402  (sets up the path and the headless drivers)

import pygame  # noqa: E402

from game.lessons import load_lessons  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.lessons import LessonScene  # noqa: E402


def _click(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.pump(20, 1 / 60)


def _open(app: App, key: str) -> LessonScene:
    while app.scenes:
        app.pop()
    lesson = next(l for l in load_lessons() if l.key == key)
    scene = LessonScene(lesson, app.settings, on_leave=lambda: None, on_finished=lambda: None)
    app.push(scene)
    app.pump(5, 1 / 60)
    return scene


def _card(scene: LessonScene, name: str, mine: bool) -> tuple[int, int]:
    oid = next(o.id for o in scene.g.objects.values() if o.card.name == name and (o.controller == 0) == mine)
    return scene.point_of(("obj", oid))


def main(argv: list[str] | None = None) -> int:
    app, out = shots.tool_app(__doc__, argv)
    scene = _open(app, "01_lands_and_mana")
    for _ in range(2):
        _click(app, scene.lesson_button("Next").center)
    _click(app, scene.button_rect("Done").center)
    shots._park_mouse(app, scene)
    shots._save(app, out, "47-lesson-lands-hint")

    scene = _open(app, "04_blocking")
    for _ in range(8):
        d = scene.c.human_decision()
        if d is not None and d.kind == "blockers":
            break
        if d is not None and scene.c.intent is None:
            _click(app, scene.button_rect("Done").center)
        app.pump(10, 1 / 60)
    _click(app, _card(scene, "Hill Giant", True))
    shots._park_mouse(app, scene)
    shots._save(app, out, "48-lesson-blocking")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
