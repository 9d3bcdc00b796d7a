"""Passing priority at the table, driven by real events: Done passes until the player is able
to respond at a moment that matters (game.modes.passing), and never past one."""
from __future__ import annotations

import pygame

from game.storage.settings import Settings, load_settings


def _cast_giant_growth_on(t, ids, target: int) -> None:
    growth = ids["Giant Growth"][0]
    t.click_card(growth)
    assert t.c.human_decision().kind == "select"
    t.click_card(target)
    if t.c.human_decision() is not None and t.c.human_decision().kind == "pay":
        t.click_card(ids["Forest"][0])
    assert t.g.objects[growth].zone in ("stack", "graveyard")


def test_the_defender_gets_priority_after_declaring_blockers_when_holding_a_trick(table_for):
    t, ids = table_for(hand=["Giant Growth"], battlefield=["Grizzly Bears", "Forest"],
                       opp_battlefield=["Gray Ogre"], active=1, step="declare_attackers",
                       attacking=["opp Gray Ogre"])
    bears, ogre = ids["Grizzly Bears"][0], ids["opp Gray Ogre"][0]
    t.settle()
    if t.c.human_decision().kind == "priority":       # "You are attacked": Done, on to blocks
        t.press("Done")
        t.settle()
    assert t.c.human_decision().kind == "blockers"
    t.click_card(bears)
    t.click_card(ogre)
    t.press("Done")                                   # blocks declared, and Done
    t.settle()
    # combat damage waits: the player holds Giant Growth with a Forest open
    assert t.g.step == "declare_blockers" and t.c.human_decision().kind == "priority"
    assert t.g.objects[bears].zone == "battlefield" and t.g.objects[ogre].zone == "battlefield"
    assert "Blockers are declared" in t.c.flash
    from game.ui.tabledraw import situation_text
    assert situation_text(t.scene)[0].startswith("Blockers are declared: use a card before combat damage")
    _cast_giant_growth_on(t, ids, bears)              # it resolves by itself: nothing else to respond with
    t.settle()
    assert t.g.objects[ogre].zone == "graveyard"      # the grown Bears (5/5) kill the Ogre and live
    assert t.g.objects[bears].zone == "battlefield"


def test_without_a_response_done_after_blocks_goes_straight_to_damage(table_for):
    t, ids = table_for(battlefield=["Grizzly Bears"], opp_battlefield=["Gray Ogre"], active=1,
                       step="declare_attackers", attacking=["opp Gray Ogre"])
    bears, ogre = ids["Grizzly Bears"][0], ids["opp Gray Ogre"][0]
    t.settle()
    assert t.c.human_decision().kind == "blockers"
    t.click_card(bears)
    t.click_card(ogre)
    t.press("Done")
    t.settle()
    assert t.g.objects[bears].zone == "graveyard"
    assert t.g.step != "declare_blockers"


def test_the_attacker_gets_priority_after_blockers_are_declared_when_holding_a_trick(table_for):
    t, ids = table_for(hand=["Giant Growth"], battlefield=["Grizzly Bears", "Forest"],
                       opp_battlefield=["Gray Ogre"], active=0, step="declare_blockers",
                       attacking=["Grizzly Bears"], blocking={"opp Gray Ogre": "Grizzly Bears"})
    bears, ogre = ids["Grizzly Bears"][0], ids["opp Gray Ogre"][0]
    t.settle()
    assert t.g.step == "declare_blockers" and t.c.human_decision().kind == "priority"
    _cast_giant_growth_on(t, ids, bears)
    t.settle()
    assert t.g.objects[ogre].zone == "graveyard" and t.g.objects[bears].zone == "battlefield"


def test_the_review_does_not_weigh_the_passes_the_table_made(table_for):
    from game.replay.record import automatic_passes
    t, ids = table_for(hand=["Forest"])
    t.key(pygame.K_SPACE)                             # Done: on to main 2 through combat
    t.settle()
    rec = t.c.recorder
    if rec is None:
        return
    r = rec.replay(t.g)
    auto = automatic_passes(r)
    mine = [i for i, (p, _) in enumerate(r.actions) if p == 0]
    assert mine and mine[0] not in auto               # the Done itself was the player's pass
    assert set(mine[1:]) <= auto and len(mine) > 1    # the rest the table made


def test_your_own_spell_resolves_by_itself_when_you_could_not_respond(table_for):
    t, ids = table_for(hand=["Grizzly Bears"], battlefield=["Forest", "Forest"])
    bears = ids["Grizzly Bears"][0]
    t.double_click(t.where(bears))                   # cast with automatic payment
    t.settle()
    assert t.g.objects[bears].zone == "battlefield"
    assert t.g.step == "main1"                        # and play waits in the same main phase


def test_your_own_spell_waits_for_done_when_you_could_respond(table_for):
    t, ids = table_for(hand=["Grizzly Bears", "Giant Growth"], battlefield=["Forest", "Forest", "Forest", "Gray Ogre"])
    bears = ids["Grizzly Bears"][0]
    t.double_click(t.where(bears))
    t.settle()
    assert t.g.objects[bears].zone == "stack"          # Giant Growth could answer: you decide


def test_the_option_to_pass_after_your_own_spells_is_kept(table_for):
    t, ids = table_for(hand=["Grizzly Bears"], battlefield=["Forest", "Forest"])
    from game.ui.scenes.dialogs import OptionsDialog
    t.key(pygame.K_o)
    dlg = t.app.top
    assert isinstance(dlg, OptionsDialog)
    row = next(r for r, key in dlg.rows if key == "auto_pass_own")
    t.click(row.center)
    t.click(dlg.buttons[1].rect.center)               # OK
    assert t.settings.auto_pass_own is False
    assert load_settings().auto_pass_own is False
    bears = ids["Grizzly Bears"][0]
    t.double_click(t.where(bears))
    t.settle()
    assert t.g.objects[bears].zone == "stack"          # now Done lets it resolve
    t.key(pygame.K_SPACE)
    t.settle()
    assert t.g.objects[bears].zone == "battlefield"
    assert Settings().auto_pass_own is True            # on by default
