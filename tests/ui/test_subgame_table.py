"""The table in a subgame (CR 728, Shahrazad): it shows the subgame's game, and says so — the
banner's title and the life totals of the main game its result will change."""
from __future__ import annotations

from game.engine import CastSpell, PassPriority, Pay

from .conftest import Table, position


def table_in_a_subgame(pool) -> tuple[Table, dict]:
    """A table just after Shahrazad resolved: the subgame has begun (main game at 15 and 9 life)."""
    g, ids = position(pool, hand=["Shahrazad"], battlefield=["Plains", "Plains"], library=10, life=(15, 9))
    g.begin_at("main1")
    g.apply(CastSpell(ids["Shahrazad"][0]))
    while g.pending.decision.kind != "priority":
        g.apply(Pay())
    g.apply(PassPriority())
    g.apply(PassPriority())
    t = Table(g)
    t.pump(3)
    return t, ids


def test_the_table_in_a_subgame_names_it_and_shows_the_main_game_life_totals(pool):
    t, ids = table_in_a_subgame(pool)
    model = t.scene.model
    assert model.subgame == ("Subgame — Shahrazad", "Main game: you 15 life · Apprentice 9 life")
    assert [p.life for p in model.players] == [20, 20]          # the subgame's own life totals
    assert model.cards.get(("obj", ids["Plains"][0])) is None    # the main game's permanents aren't in it


def test_the_main_game_has_no_subgame_banner(table_for):
    t, _ = table_for(hand=["Shahrazad"], battlefield=["Plains", "Plains"])
    t.settle()
    assert t.scene.model.subgame == ("", "")


def test_conceding_in_a_subgame_says_only_the_subgame_is_lost(pool):
    t, ids = table_in_a_subgame(pool)
    t.scene.confirm_concede()
    from game.ui.scenes.dialogs import ConfirmDialog
    dialog = t.app.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.title == "Concede this subgame?"
    t.click(dialog.buttons[1].rect.center)
    assert t.scene.c.view.title == ""                 # back in the main game, which goes on
    assert not t.scene.c.g.over
