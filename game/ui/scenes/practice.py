"""Practice and the duel menu's own entries: Ctrl+Z takes a single duel back to your
previous decision (Ctrl+Shift+Z a turn back; the positions are kept by game.modes.practice),
on the table and on the end-of-duel screen, and "Save duel for a bug report"."""
from __future__ import annotations

from typing import Any

import pygame

from ..widgets import MenuEntry
from .duel import DuelScene
from .duel_aids import InfoDialog


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


def end_screen_key(end: Any, event: Any) -> bool:
    """Ctrl+Z on the end-of-duel screen, in practice: back to your last decision."""
    if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and end.c.can_rewind():
        table = end.app.find(DuelScene)
        if table is not None:
            rewind_table(table, turn=bool(event.mod & pygame.KMOD_SHIFT))
            return True
    return False
