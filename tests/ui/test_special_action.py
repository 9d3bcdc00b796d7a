"""The table offers the special action a spell gave the player (Guardian Angel, CR 116.2)."""
from __future__ import annotations

import os

import pygame

from .conftest import Table, position


def test_guardian_angel_button_pays_one_for_one_more_prevented_damage(pool):
    g, ids = position(pool, hand=["Guardian Angel"], battlefield=["Serra Angel"] + ["Plains"] * 3)
    t = Table(g)
    angel = ids["Serra Angel"][0]
    assert t.scene.button_rect("Special") is None               # nothing held yet
    t.click_card(ids["Guardian Angel"][0])
    t.settle()
    if t.c.human_decision().kind == "number":                     # X = 1
        t.press("+")
        t.press("Done")
    t.settle()
    t.click_card(angel)                                           # the target
    t.settle()
    for p in ids["Plains"]:
        if t.g.pending is not None and t.g.pending.decision.kind == "pay":
            t.click_card(p)
    t.settle()
    if t.g.stack:
        t.press("Done")                                           # let it resolve
        t.settle()
    assert "prevent the next 1 damage (Serra Angel)" in t.scene._cue(("button", "Special"))
    if os.environ.get("MANA_DUEL_SHOTS"):
        pygame.image.save(t.app.screen, os.path.join(os.environ["MANA_DUEL_SHOTS"], "special_action.png"))
    shields = len(t.g.shields)
    t.press("Special")
    t.settle()
    if t.g.pending is not None and t.g.pending.decision.kind == "pay":
        t.click_card(next(p for p in ids["Plains"] if not t.g.objects[p].tapped))
        t.settle()
    assert len(t.g.shields) == shields + 1 and not t.g.stack
    assert t.scene.button_rect("Special") is None                # no mana left to pay {1}
