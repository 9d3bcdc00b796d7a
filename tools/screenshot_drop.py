"""Render the drop of a dexterity card on the duel table to PNG files.

    python tools/screenshot_drop.py [--out DIR] [--size 1920x1080]

40-chaos-orb-drop.png: Chaos Orb held over the opponent's side, the permanents it would land on
outlined (red: destroyed if it lands there; grey: touched but untouched by the effect);
41-chaos-orb-dropped.png: after release, the permanents destroyed and the log line.
42-falling-star-drop.png: Falling Star held over creatures and a land.
Runs headless (SDL's dummy video driver) unless SDL_VIDEODRIVER says otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import screenshots as shots  # noqa: E402  (sets up the path and the headless drivers)

import pygame  # noqa: E402

from game.engine.decisions import ActivateAbility, CastSpell, Pay  # noqa: E402
from game.engine.game import Game, begin_at  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui import drop  # noqa: E402


def _position(spell: str) -> tuple[Game, int]:
    g = Game(seed=12)
    for p in (0, 1):
        shots._put(g, ["Forest"] * 10, p, "library")
    shots._put(g, ["Mountain"] * 4, 0, "battlefield")
    shots._put(g, ["Grizzly Bears", "Craw Wurm"], 0, "battlefield")
    card = shots._put(g, [spell], 0, "battlefield" if spell == "Chaos Orb" else "hand")[0]
    shots._put(g, ["Plains"] * 4 + ["Island"] * 2, 1, "battlefield")
    shots._put(g, ["Serra Angel", "Mahamoti Djinn", "Grizzly Bears", "Pearled Unicorn", "Wall of Air"], 1,
               "battlefield")
    begin_at(g, "main1")
    g.apply(ActivateAbility(card, 0) if spell == "Chaos Orb" else CastSpell(card))
    while g.pending is not None and g.pending.decision.purpose != "drop":
        d = g.pending.decision
        g.apply(Pay() if d.kind == "pay" else g.legal_actions()[0])
    return g, card


def _hold_over(app: App, scene, oids: list[int]) -> tuple[int, int]:
    rects = [scene.specs[("obj", o)].rect for o in oids]
    x = sum(r.centerx for r in rects) // len(rects)
    y = sum(r.centery for r in rects) // len(rects)
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
        extra = {"rel": (0, 0), "buttons": (1, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        pygame.event.post(pygame.event.Event(kind, pos=(x, y), **extra))
        app.pump(4, 1 / 60)
    return x, y


def main(argv: list[str] | None = None) -> int:
    app, out = shots.tool_app(__doc__, argv)
    for spell, name in (("Chaos Orb", "40-chaos-orb-drop"), ("Falling Star", "42-falling-star-drop")):
        g, _ = _position(spell)
        scene = shots._table(app, g, shots._settings())
        theirs = [o for o in g.battlefield if g.objects[o].controller == 1 and "Creature" in g.chars(o).types]
        at = _hold_over(app, scene, theirs[:2])
        print(f"{spell}: over {[g.name_of(o) for o in drop.touched_at(scene, at)]}")
        shots._save(app, out, name)
        if spell == "Chaos Orb":
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
            app.pump(20, 1 / 60)
            shots._save(app, out, "41-chaos-orb-dropped")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
