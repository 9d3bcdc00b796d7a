"""The duel table driven by real pygame events, asserting the engine's state after each step."""
from __future__ import annotations

import pygame

from game.storage.settings import Settings, load_settings


def test_table_play_land_by_clicking_it(table_for):
    t, ids = table_for(hand=["Forest", "Grizzly Bears"])
    forest = ids["Forest"][0]
    t.click_card(forest)
    assert t.g.objects[forest].zone == "battlefield"
    assert t.g.players[0].lands_played == 1


def test_table_cast_by_clicking_lands_to_pay(table_for):
    # (the option that lets your own spells resolve by themselves is off: Done lets it resolve)
    t, ids = table_for(hand=["Grizzly Bears"], battlefield=["Forest", "Forest", "Mountain"],
                       settings=Settings(auto_pass_own=False))
    bears = ids["Grizzly Bears"][0]
    f1, f2 = ids["Forest"]
    t.click_card(bears)
    d = t.c.human_decision()
    assert d.kind == "pay"
    t.click_card(f1)
    assert t.c.human_decision().kind == "pay"          # {1}{G} isn't paid by one land
    t.click_card(ids["Mountain"][0])                  # the Mountain pays the {1}
    assert t.g.objects[bears].zone == "stack"
    assert t.g.objects[f1].tapped and t.g.objects[ids["Mountain"][0]].tapped
    assert not t.g.objects[f2].tapped
    t.key(pygame.K_SPACE)                              # Done: let it resolve
    t.settle()
    assert t.g.objects[bears].zone == "battlefield"


def test_table_auto_cast_by_double_click_skips_dont_auto_tap_lands(table_for):
    t, ids = table_for(hand=["Grizzly Bears"], battlefield=["Forest", "Forest", "Forest"],
                       settings=Settings(auto_pass_own=False))
    bears = ids["Grizzly Bears"][0]
    locked = ids["Forest"][0]
    t.click(t.where(locked), button=3)                 # right-click: the card's mini-menu
    t.menu_entry("Don't Auto-Tap")
    assert locked in t.c.dont_auto_tap
    t.double_click(t.where(bears))
    assert t.g.objects[bears].zone == "stack"
    assert not t.g.objects[locked].tapped
    assert sum(t.g.objects[f].tapped for f in ids["Forest"]) == 2


def test_table_target_the_opponent_through_the_life_register(table_for):
    t, ids = table_for(hand=["Lightning Bolt"], battlefield=["Mountain"], settings=Settings(auto_pass_own=False))
    bolt = ids["Lightning Bolt"][0]
    t.click_card(bolt)
    d = t.c.human_decision()
    assert d.kind == "select" and d.purpose == "target"
    assert ("player", 1) in t.scene.mode.options          # the register is a legal target
    t.click_player(1)
    assert t.c.human_decision().kind == "pay"
    t.click_card(ids["Mountain"][0])
    assert t.g.objects[bolt].zone == "stack"
    assert t.g.stack[-1].targets["t"] == [("player", 1)]
    t.key(pygame.K_RETURN)
    t.settle()
    assert t.g.players[1].life == 17


def test_table_cancel_returns_the_card_and_keeps_the_pool(table_for):
    t, ids = table_for(hand=["Lightning Bolt"], battlefield=["Mountain"])
    bolt = ids["Lightning Bolt"][0]
    t.g.players[0].mana_pool["R"] = 1
    t.click_card(bolt)
    t.key(pygame.K_ESCAPE)
    assert t.g.objects[bolt].zone == "hand"
    assert t.g.players[0].mana_pool == {"R": 1}
    assert t.c.human_decision().kind == "priority"


def test_table_attack_by_clicking_creatures(table_for):
    t, ids = table_for(battlefield=["Grizzly Bears", "Forest"])
    bears = ids["Grizzly Bears"][0]
    t.key(pygame.K_SPACE)                              # Done at main 1: on to combat
    t.settle()
    assert t.c.human_decision().kind == "attackers"
    t.click_card(bears)
    assert bears in t.scene.attack.picks
    t.press("Done")
    assert t.g.combat is not None and bears in t.g.combat.attackers
    t.settle()
    assert t.g.players[1].life == 18
    assert t.g.step == "main2"                         # passing stopped at the Stop on main 2


def test_table_block_by_clicking_blocker_then_attacker(table_for):
    t, ids = table_for(battlefield=["Serra Angel"], opp_battlefield=["Grizzly Bears"], active=1,
                       step="declare_attackers", attacking=["opp Grizzly Bears"])
    angel = ids["Serra Angel"][0]
    attacker = ids["opp Grizzly Bears"][0]
    t.settle()
    assert t.c.human_decision().kind == "blockers"
    t.click_card(angel)
    assert t.scene.block.armed == angel
    t.click_card(attacker)
    assert (angel, attacker) in t.scene.block.picks
    t.press("Done")
    assert any(e.kind == "block" and "Serra Angel blocks Grizzly Bears" in e.text for e in t.g.log_entries)
    t.settle()
    assert t.g.objects[attacker].zone == "graveyard"
    assert t.g.players[0].life == 20


def test_table_a_creature_that_can_block_two_blocks_both_attackers_clicked(table_for):
    t, ids = table_for(battlefield=["Two-Headed Giant of Foriys"], opp_battlefield=["Grizzly Bears", "Llanowar Elves"],
                       active=1, step="declare_attackers", attacking=["opp Grizzly Bears", "opp Llanowar Elves"])
    giant = ids["Two-Headed Giant of Foriys"][0]
    bears, elves = ids["opp Grizzly Bears"][0], ids["opp Llanowar Elves"][0]
    t.settle()
    assert t.c.human_decision().kind == "blockers"
    t.click_card(giant)
    t.click_card(bears)
    assert t.scene.block.armed == giant                # it can block one more
    t.click_card(elves)
    assert {(giant, bears), (giant, elves)} <= set(t.scene.block.picks)
    t.press("Done")
    assert t.g.combat is not None and sorted(t.g.combat.blockers[giant]) == sorted([bears, elves])


def test_table_run_to_a_step_with_the_phase_bar(table_for):
    t, ids = table_for(hand=["Forest"])
    t.settings.stops = []            # no Stop on the way
    t.click(t.scene.phase_rect("you", "end").center)
    t.settle()
    assert t.g.step == "end" and t.g.active == 0
    assert t.c.human_decision().kind == "priority"


def test_table_passing_stops_at_a_marked_stop(table_for):
    t, ids = table_for(hand=["Forest"])
    # right-click the opponent's upkeep on the Phase Bar and Mark it
    t.click(t.scene.phase_rect("opp", "upkeep").center, button=3)
    t.menu_entry("Mark")
    assert t.settings.has_stop("opp", "upkeep")
    assert load_settings().has_stop("opp", "upkeep")      # stops persist in the settings file
    t.key(pygame.K_SPACE)            # Done: stops at main 2 (a default Stop)
    t.settle()
    assert (t.g.active, t.g.step) == (0, "main2")
    t.key(pygame.K_SPACE)
    t.settle()
    assert (t.g.active, t.g.step) == (1, "upkeep")
    assert t.c.intent is None


def test_table_f2_passes_to_your_next_turn(table_for):
    t, ids = table_for(hand=["Forest"])
    turn = t.g.turn
    t.key(pygame.K_F2)
    t.settle()
    assert t.g.active == 0 and t.g.turn == turn + 2


def test_table_concede_asks_first(table_for):
    t, ids = table_for(hand=["Forest"])
    area = t.scene.layout.territory["you"]
    t.click((area.right - 20, area.centery), button=3)      # right-click the territory
    t.menu_entry("Concede")
    from game.ui.scenes.dialogs import ConfirmDialog
    assert isinstance(t.app.top, ConfirmDialog)
    assert not t.g.over
    t.click(t.app.top.buttons[1].rect.center)
    assert t.g.over and t.g.winner == 1


def test_table_keyboard_only_plays_a_land_and_casts(table_for):
    t, ids = table_for(hand=["Forest", "Grizzly Bears"], battlefield=["Forest"])
    forest_in_hand = ids["Forest"][0]
    bears = ids["Grizzly Bears"][0]
    # Tab to the land in hand, Enter to play it
    for _ in range(4):
        t.key(pygame.K_TAB)
        if t.scene.focusables[t.scene.focus] == ("obj", forest_in_hand):
            break
    t.key(pygame.K_RETURN)
    assert t.g.objects[forest_in_hand].zone == "battlefield"
    # Tab to the Bears, A to auto-cast, Space to let it resolve
    for _ in range(4):
        t.key(pygame.K_TAB)
        if t.scene.focusables[t.scene.focus] == ("obj", bears):
            break
    t.key(pygame.K_a)
    assert t.g.objects[bears].zone == "stack"
    t.key(pygame.K_SPACE)
    t.settle()
    assert t.g.objects[bears].zone == "battlefield"


def test_table_refused_click_explains_why(table_for):
    t, ids = table_for(hand=["Serra Angel"], battlefield=["Plains"])
    t.click_card(ids["Serra Angel"][0])
    assert t.g.objects[ids["Serra Angel"][0]].zone == "hand"
    assert "mana" in t.c.notice


def test_table_opponent_spell_stops_passing_with_a_banner(table_for):
    # the computer has a Lightning Bolt and a Mountain; you have a Giant Growth to respond with
    t, ids = table_for(hand=["Giant Growth"], battlefield=["Forest", "Grizzly Bears"],
                       opp_hand=["Lightning Bolt"], opp_battlefield=["Mountain"], active=1, step="upkeep")
    t.run_until(lambda: bool(t.g.stack) and t.c.human_decision() is not None and t.c.intent is None, 20)
    assert t.g.stack[-1].name == "Lightning Bolt"
    assert "Lightning Bolt" in t.c.flash


def test_table_options_switch_to_the_advanced_layout(table_for):
    t, ids = table_for(hand=["Forest"])
    assert t.scene.layout.showcase is not None
    t.key(pygame.K_o)
    from game.ui.scenes.dialogs import OptionsDialog
    dlg = t.app.top
    assert isinstance(dlg, OptionsDialog)
    layout_row = next(r for r, key in dlg.rows if key == "layout")
    t.click(layout_row.center)
    t.click(dlg.buttons[1].rect.center)               # OK
    assert t.settings.layout == "advanced"
    assert t.scene.layout.showcase is None            # the Showcase now appears on demand
    assert load_settings().layout == "advanced"


def test_table_divide_combat_damage_in_a_dialog(table_for):
    from game.ui.scenes.dialogs import DivideDialog
    t, ids = table_for(battlefield=["Craw Wurm"], opp_battlefield=["Grizzly Bears", "Gray Ogre"],
                       step="declare_blockers", attacking=["Craw Wurm"],
                       blocking={"opp Grizzly Bears": "Craw Wurm", "opp Gray Ogre": "Craw Wurm"})
    g = t.g
    b1, b2 = ids["opp Grizzly Bears"][0], ids["opp Gray Ogre"][0]
    # play runs on to combat damage, where the Wurm's 6 damage is divided between its blockers
    t.run_until(lambda: isinstance(t.app.top, DivideDialog), 10)
    dlg = t.app.top
    assert t.c.human_decision().kind == "divide"
    # all 6 on the Bears: move the Ogre's share over, one point at a time
    while dlg.values[1] > 0:
        t.click(dlg.rows[1][1].center)
        t.click(dlg.rows[0][2].center)
    assert dlg.values == [6, 0]
    t.click(dlg.buttons[-1].rect.center)
    t.settle()
    assert g.objects[b1].zone == "graveyard" and g.objects[b2].zone == "battlefield"
