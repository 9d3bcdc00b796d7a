"""The table is drawn from a model made once per change of state (game.ui.table_model): frames
without a change reuse it, a move shows in the next one, and drawing never asks the engine."""
from __future__ import annotations

import pygame
from game.storage.settings import Settings
from game.ui import tabledraw


def test_frames_without_a_change_reuse_the_same_model(table_for):
    t, ids = table_for(hand=["Grizzly Bears"], battlefield=["Forest", "Forest"])
    t.settle()
    model = t.scene.model
    t.pump(5)
    assert t.scene.model is model


def test_a_spell_cast_appears_on_the_stack_of_the_next_model(table_for):
    t, ids = table_for(hand=["Grizzly Bears"], battlefield=["Forest", "Forest"], settings=Settings(auto_pass_own=False))
    bears = ids["Grizzly Bears"][0]
    t.settle()
    before = t.scene.model
    assert before.cards[("obj", bears)].area == "hand" and before.stack == ()
    t.double_click(t.where(bears))                      # cast, paid automatically
    after = t.scene.model
    assert after is not before
    assert after.cards[("obj", bears)].area == "stack"
    assert [item.title for item in after.stack] == ["Grizzly Bears"]
    assert ("obj", bears) not in [("obj", oid) for oid in after.player(0).hand]


def test_picking_an_attacker_makes_a_new_model_that_shows_it_attacking(table_for):
    t, ids = table_for(battlefield=["Grizzly Bears", "Forest"])
    t.key(pygame.K_SPACE)                               # Done at main 1: on to combat
    t.settle()
    bears = ids["Grizzly Bears"][0]
    before = t.scene.model
    assert before.mode_kind == "attackers" and not before.cards[("obj", bears)].attacking
    t.click_card(bears)
    assert t.scene.model is not before
    assert t.scene.model.cards[("obj", bears)].attacking


class _NoEngine:
    """A controller that fails the test if anything asks it for anything."""

    def __getattr__(self, name):
        raise AssertionError(f"the renderer asked the controller for {name!r} while drawing")


def test_drawing_a_frame_asks_neither_the_engine_nor_the_controller(table_for, monkeypatch):
    t, ids = table_for(hand=["Lightning Bolt"], battlefield=["Mountain", "Grizzly Bears"],
                       opp_battlefield=["Hill Giant"], settings=Settings(auto_pass_own=False))
    t.settle()
    t.click_card(ids["Lightning Bolt"][0])              # choosing a target: a busy frame
    scene = t.scene
    scene.layer_serial += 1                             # the static layer is drawn again too
    monkeypatch.setattr(scene, "c", _NoEngine())
    surface = pygame.Surface(t.app.screen.get_size())
    tabledraw.draw_table(scene, surface)


def test_a_model_of_an_earlier_state_still_draws_what_it_saw(table_for):
    t, ids = table_for(hand=["Forest"], battlefield=["Grizzly Bears"])
    t.settle()
    forest = ids["Forest"][0]
    model = t.scene.model
    t.g.objects[forest].zone = "graveyard"              # the game moves on behind the table's back
    t.g.players[0].hand.remove(forest)
    t.scene.layer_serial += 1
    tabledraw.draw_table(t.scene, pygame.Surface(t.app.screen.get_size()))
    assert t.scene.model is model and model.cards[("obj", forest)].area == "hand"


def test_a_permanents_type_line_reads_as_its_card_prints_it(table_for, pool):
    from game.ui.card_look import look_from_def
    names = ["Goblin Balloon Brigade", "Apprentice Wizard", "Argivian Blacksmith", "Aerathi Berserker",
             "Akron Legionnaire", "Argivian Archaeologist"]
    t, ids = table_for(battlefield=names)
    model = t.scene.model
    for name in names:
        assert model.cards[("obj", ids[name][0])].look.type_line == look_from_def(pool.get(name)).type_line
