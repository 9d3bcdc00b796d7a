"""`python -m game --open FILE` with a window: a bug-report bundle reopened on the table at
the exact position it was saved in, or a replay in the replay viewer (the position is
rebuilt and checked headless by `game.replay.opening`)."""
from __future__ import annotations

from typing import Any

from ..replay.opening import load_position
from ..storage.settings import load_settings, save_settings
from .app import App
from .scenes.replays import bug_report_table, replay_viewer


def open_file(path: str, run: bool = True) -> Any:
    status, r, res = load_position(path)
    if status or r is None or res is None or res.game is None:
        return status
    settings = load_settings()
    app = App(tuple(settings.window_size), settings, fullscreen=settings.fullscreen)

    def persist() -> None:
        try:
            save_settings(settings)
        except OSError:
            pass

    if r.kind == "bug-report":
        scene = bug_report_table(r, res, settings, on_settings_changed=persist, on_quit=app.quit)
    else:
        scene = replay_viewer(r, settings, on_back=app.quit)
    app.on_quit = persist
    app.push(scene)
    if not run:
        return app
    app.run()
    persist()
    return 0
