"""The table's static layer (game.ui.tabledraw) is a presentation cache held for each duel
scene: a finished duel's layer goes with its scene, so a long gauntlet doesn't keep a
window-sized picture of every table it showed, and a new duel is never drawn from one."""
from __future__ import annotations

import gc
import weakref

from game.ui import tabledraw

from .conftest import Table, position


def test_a_finished_duels_table_layer_goes_with_its_scene(pool):
    g, _ = position(pool, battlefield=["Forest"])
    t = Table(g, size=(1024, 600))
    assert t.scene in tabledraw._layers
    scene = weakref.ref(t.scene)
    t.app.scenes.clear()
    del t
    gc.collect()
    assert scene() is None   # nothing, the layer cache included, keeps a finished duel's table
