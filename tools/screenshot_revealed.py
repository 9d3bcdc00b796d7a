"""Render cards revealed from hidden zones on the duel table to PNG files.

    python tools/screenshot_revealed.py [--out DIR] [--size 1920x1080]

45-field-of-dreams.png: under Field of Dreams, the top card of each library lies face up on its
pile ("LIBRARY · TOP REVEALED").
46-firestorm-phoenix-revealed.png: the opponent's Firestorm Phoenix, returned to their hand instead
of dying, shown in the window under their hand's title bar until their next turn.
Runs headless (SDL's dummy video driver) unless SDL_VIDEODRIVER says otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import screenshots as shots  # noqa: E402  (sets up the path and the headless drivers)

import pygame  # noqa: E402

from game.engine.events import destroy  # noqa: E402
from game.engine.game import Game, begin_at  # noqa: E402


def _field_of_dreams() -> Game:
    g = Game(seed=12)
    shots._put(g, ["Serra Angel"] + ["Plains"] * 9, 0, "library")
    shots._put(g, ["Shivan Dragon"] + ["Mountain"] * 9, 1, "library")
    shots._put(g, ["Island"] * 3 + ["Field of Dreams", "Grizzly Bears"], 0, "battlefield")
    shots._put(g, ["Mountain"] * 4 + ["Hill Giant"], 1, "battlefield")
    shots._put(g, ["Lightning Bolt", "Counterspell"], 0, "hand")
    shots._put(g, ["Fireball", "Mountain"], 1, "hand")
    begin_at(g, "main1")
    return g


def _phoenix() -> Game:
    g = Game(seed=12)
    for p in (0, 1):
        shots._put(g, ["Forest"] * 10, p, "library")
    shots._put(g, ["Forest"] * 4 + ["Grizzly Bears"], 0, "battlefield")
    shots._put(g, ["Giant Growth"], 0, "hand")
    phoenix = shots._put(g, ["Firestorm Phoenix"], 1, "battlefield")[0]
    shots._put(g, ["Mountain"] * 6, 1, "battlefield")
    shots._put(g, ["Lightning Bolt", "Mountain"], 1, "hand")
    begin_at(g, "main1")
    destroy(g, phoenix)   # it would die: back to its owner's hand, revealed
    return g


def main(argv: list[str] | None = None) -> int:
    app, out = shots.tool_app(__doc__, argv)
    for make, name in ((_field_of_dreams, "45-field-of-dreams"), (_phoenix, "46-firestorm-phoenix-revealed")):
        g = make()
        shots._table(app, g, shots._settings())
        app.pump(10, 1 / 60)
        shots._save(app, out, name)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
