"""The table's answer to piles: Raging River's left and right (CR 700.3), clicked creature by creature."""
from __future__ import annotations

import os

import pygame

from game.engine.decisions import DeclareAttackers, PassPriority
from game.engine.game import legal_actions

from .conftest import Table, position


def _raging_river_defence(pool):
    """The computer attacks with Hill Giant past its Raging River; you divide your creatures."""
    g, ids = position(pool, battlefield=["Grizzly Bears", "Scathe Zombies", "Mesa Pegasus"],
                      opp_battlefield=["Raging River", "Hill Giant"], active=1, step="main1")
    giant = ids["opp Hill Giant"][0]
    while g.pending.decision.kind != "piles":
        d = g.pending.decision
        if d.kind == "attackers":
            g.apply(DeclareAttackers(((giant, ("player", 0)),)))
        elif d.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(legal_actions(g)[0])
    return Table(g), ids


def test_clicks_put_each_creature_without_flying_in_the_left_or_right_pile(pool):
    t, ids = _raging_river_defence(pool)
    bears, zombies = ids["Grizzly Bears"][0], ids["Scathe Zombies"][0]
    assert t.scene.mode.kind == "piles"
    assert set(t.scene.mode.decision.options) == {bears, zombies}        # the Pegasus flies
    assert t.scene.piles.picks == {bears: ("left",), zombies: ("left",)}
    t.click_card(zombies)                                                 # left -> right
    if os.environ.get("MANA_DUEL_SHOTS"):
        pygame.image.save(t.app.screen, os.path.join(os.environ["MANA_DUEL_SHOTS"], "raging_river_piles.png"))
    t.press("Done")
    t.settle()
    c = t.g.combat
    assert c.piles == {bears: ("left",), zombies: ("right",)}
    assert c.attacker_pile[ids["opp Hill Giant"][0]] in ("left", "right")
