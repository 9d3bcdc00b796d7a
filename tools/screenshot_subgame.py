"""Render a Shahrazad subgame on the duel table to a PNG file.

    python tools/screenshot_subgame.py [--out DIR] [--size 1920x1080]

43-shahrazad-subgame.png: the subgame in a turn of yours, its fourth or later, — its own battlefield, hands and
life totals, the gold frame and the banner "Subgame — Shahrazad" with the main game's life
totals.  Runs headless (SDL's dummy video driver) unless SDL_VIDEODRIVER says otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import screenshots as shots  # noqa: E402  (sets up the path and the headless drivers)

import pygame  # noqa: E402

from game.ai import make_player  # noqa: E402
from game.decks import ai_deck  # noqa: E402
from game.engine.decisions import CastSpell, PassPriority, Pay  # noqa: E402
from game.engine.game import Game, begin_at  # noqa: E402


def subgame_position(turns: int = 4) -> Game:
    """A main game in its sixth turn where p1 casts Shahrazad; both players' computer players
    then play the subgame until its turn `turns` begins its main phase."""
    g = Game(seed=21)
    for p, deck in ((0, "Serra's Host"), (1, "Wurm Fire")):
        names = [n for n in ai_deck(deck).card_names() if shots.POOL.get(n) is not None]
        shots._put(g, names, p, "library")
    shots._put(g, ["Plains"] * 4 + ["Serra Angel", "White Knight"], 0, "battlefield")
    shots._put(g, ["Mountain"] * 3 + ["Forest"] * 2 + ["Craw Wurm"], 1, "battlefield")
    card = shots._put(g, ["Shahrazad"], 0, "hand")[0]
    g.players[0].life, g.players[1].life = 17, 11
    g.turn = 6
    begin_at(g, "main1")
    g.apply(CastSpell(card))
    while g.pending is not None and g.pending.decision.kind != "priority":
        g.apply(Pay())
    g.apply(PassPriority())
    g.apply(PassPriority())
    ais = [make_player("magician", 1), make_player("magician", 2)]
    while g.main is not None and not (g.turn >= turns and g.step == "main1" and g.active == 0
                                      and g.pending.decision.player == 0 and g.pending.decision.kind == "priority"):
        g.apply(ais[g.pending.decision.player].choose_action(g))
    return g


def main(argv: list[str] | None = None) -> int:
    app, out = shots.tool_app(__doc__, argv)
    g = subgame_position()
    shots._table(app, g, shots._settings())
    app.pump(5, 1 / 60)
    shots._save(app, out, "43-shahrazad-subgame")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
