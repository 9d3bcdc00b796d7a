"""The combat answers built click by click at the table (game.ui.answers), driven by real
events: attackers and the band they form, blockers armed then pointed at an attacker."""
from __future__ import annotations

import pygame


def _to_attackers(t) -> None:
    t.key(pygame.K_SPACE)                              # Done at main 1: on to combat
    t.settle()
    assert t.c.human_decision().kind == "attackers"


def test_two_attackers_band_through_the_cards_menu(table_for):
    t, ids = table_for(battlefield=["Benalish Hero", "Grizzly Bears", "Plains"])
    hero, bears = ids["Benalish Hero"][0], ids["Grizzly Bears"][0]
    _to_attackers(t)
    t.click_card(hero)
    t.click_card(bears)
    assert set(t.scene.attack.picks) == {hero, bears}
    t.click(t.where(hero), button=3)                   # the card's menu
    t.menu_entry("Band with another attacker")
    t.click_card(bears)
    assert t.scene.attack.bands == [(hero, bears)]
    t.press("Done")
    g = t.g
    assert g.combat is not None and {hero, bears} <= set(g.combat.attackers)
    assert any({hero, bears} <= set(b) for b in g.combat.bands)


def test_a_creature_that_cannot_attack_says_why_and_joins_nothing(table_for):
    t, ids = table_for(battlefield=["Grizzly Bears", "Wall of Air"])
    _to_attackers(t)
    t.click_card(ids["Wall of Air"][0])
    assert t.scene.attack.picks == {}
    assert "defender" in t.c.notice.lower() or "can't attack" in t.c.notice


def test_clicking_a_chosen_blocker_again_takes_its_block_back(table_for):
    t, ids = table_for(battlefield=["Grizzly Bears"], opp_battlefield=["Gray Ogre"], active=1,
                       step="declare_attackers", attacking=["opp Gray Ogre"])
    bears, ogre = ids["Grizzly Bears"][0], ids["opp Gray Ogre"][0]
    t.settle()
    assert t.c.human_decision().kind == "blockers"
    t.click_card(bears)
    assert t.scene.block.armed == bears
    t.click_card(ogre)
    assert t.scene.block.picks == [(bears, ogre)] and t.scene.block.armed is None
    t.click_card(bears)
    assert t.scene.block.picks == []
    t.press("Done")
    t.settle()
    assert t.g.objects[bears].zone == "battlefield"      # no block was declared: the Bears are unharmed


def test_x_is_chosen_with_minus_and_plus_then_the_target_by_a_click(table_for):
    t, ids = table_for(hand=["Disintegrate"], battlefield=["Mountain", "Mountain", "Mountain", "Mountain"],
                       opp_battlefield=["Hill Giant"])
    giant = ids["opp Hill Giant"][0]
    t.click_card(ids["Disintegrate"][0])
    seen = []
    for _ in range(4):                                 # the spell's announcement: X, then its target
        d = t.c.human_decision()
        seen.append(d.kind)
        if d.kind == "number":
            t.press("+")
            t.press("+")
            t.press("+")
            t.press("−")
            assert t.scene.number.value == 2
            t.press("Done")
        elif d.kind == "select":
            t.click_card(giant)                        # one target: the answer goes at once
        elif d.kind == "pay":
            t.press("Done")
        else:
            break
        if t.g.objects[ids["Disintegrate"][0]].zone != "hand" and t.c.human_decision() is not None \
                and t.c.human_decision().kind == "priority":
            break
    assert "number" in seen
    t.settle()
    assert t.g.objects[giant].damage == 2                # X = 2: the 3/3 Giant is dealt 2 and lives
    assert sum(t.g.objects[m].tapped for m in ids["Mountain"]) == 3
