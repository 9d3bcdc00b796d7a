"""The table and mana that may be spent only on creature spells (Metamorphosis, CR 106.6)."""
from __future__ import annotations

import os

import pygame

from game.engine.casting import add_mana

from .conftest import Table, position


def _table(pool, **kw):
    g, ids = position(pool, **kw)
    add_mana(g, 0, ("G", "G"), spend_only={"type": "Creature"}, source="Metamorphosis")
    return Table(g), ids


def test_pool_says_which_mana_is_only_for_creature_spells(pool):
    t, _ = _table(pool, hand=["Grizzly Bears"])
    cue = t.scene._cue(("pool", 0, "G"))
    assert "2 green mana" in cue and "only as Metamorphosis says" in cue
    r = next(r for r, p, col in t.scene.pool_cells if p == 0 and col == "G")
    if os.environ.get("MANA_DUEL_SHOTS"):
        pygame.image.save(t.app.screen, os.path.join(os.environ["MANA_DUEL_SHOTS"], "restricted_pool.png"))
    assert t.app.screen.subsurface(r).get_bounding_rect().w > 0


def test_restricted_mana_casts_a_creature_but_not_another_spell(pool):
    t, ids = _table(pool, hand=["Grizzly Bears", "Giant Growth"], battlefield=["Llanowar Elves*"])
    t.click_card(ids["Giant Growth"][0])
    assert t.g.objects[ids["Giant Growth"][0]].zone == "hand"      # nothing pays for it
    t.click_card(ids["Grizzly Bears"][0])
    t.settle()
    t.click(next(r for r, p, col in t.scene.pool_cells if p == 0 and col == "G").center)   # spend the pool
    assert t.g.players[0].restricted_mana == []
    t.key(pygame.K_SPACE)
    t.settle()
    assert t.g.objects[ids["Grizzly Bears"][0]].zone == "battlefield"
