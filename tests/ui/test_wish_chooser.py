"""The table's chooser of a card from outside the game (Ring of Ma'rûf, CR 400.11a)."""
from __future__ import annotations

import os

import pygame

from game.storage.settings import Settings
from game.ui.scenes.dialogs import ChoiceDialog

from .conftest import Table, position


def test_ring_of_ma_ruf_offers_the_sideboard_as_cards_and_puts_the_clicked_one_in_hand(pool):
    g, ids = position(pool, battlefield=["Ring of Ma'rûf"] + ["Mountain"] * 5, step="upkeep")
    g.players[0].sideboard = [pool.get("Shivan Dragon"), pool.get("Red Elemental Blast")]
    settings = Settings()
    settings.stops.append("you:upkeep")          # a Stop in the upkeep, to use the Ring before the draw
    t = Table(g, settings)
    t.click_card(ids["Ring of Ma'rûf"][0])
    for m in ids["Mountain"]:
        if g.pending is not None and g.pending.decision.kind == "pay":
            t.click_card(m)
    t.settle()
    t.press("Done")                # pass: the ability resolves, then the draw step's draw is replaced
    t.run_until(lambda: t.app.find(ChoiceDialog) is not None)
    dialog = t.app.find(ChoiceDialog)
    assert dialog.cards and {opt for _, opt in dialog.option_rects} == {"Shivan Dragon", "Red Elemental Blast"}
    if os.environ.get("MANA_DUEL_SHOTS"):
        pygame.image.save(t.app.screen, os.path.join(os.environ["MANA_DUEL_SHOTS"], "wish_chooser.png"))
    rect = next(r for r, opt in dialog.option_rects if opt == "Shivan Dragon")
    t.click(rect.center)
    hand = [t.g.objects[o].card.name for o in t.g.players[0].hand]
    assert hand == ["Shivan Dragon"]
    assert [c.name for c in t.g.players[0].sideboard] == ["Red Elemental Blast"]
