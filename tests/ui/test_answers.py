"""The answers built click by click at the table (game.ui.answers), driven by real events:
attackers and the band they form, blockers armed then pointed at an attacker, an X, the
lands that pay a cost."""
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
        if t.c.human_decision() is None:
            t.settle()                                 # the computer answers the spell cast
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


def _paying_for_the_ogre(t, ogre):
    t.click_card(ogre)                                 # cast: the cost {2}{R} is asked for
    d = t.c.human_decision()
    assert d is not None and d.kind == "pay"


def test_a_cost_is_paid_by_clicking_lands_and_a_tapped_land_says_why_it_cannot(table_for):
    t, ids = table_for(hand=["Gray Ogre"], battlefield=["Mountain", "Mountain", "Mountain", "Mountain*"])
    ogre = ids["Gray Ogre"][0]
    untapped, tapped = ids["Mountain"][:3], ids["Mountain"][3]
    _paying_for_the_ogre(t, ogre)
    t.click_card(tapped)
    assert "can't be tapped for mana" in t.c.notice
    assert tapped not in t.scene.payment
    t.click_card(untapped[0])
    t.click_card(untapped[1])
    assert t.scene.payment.picks == untapped[:2]
    assert t.c.human_decision().kind == "pay"          # two lands don't pay {2}{R}: still paying
    assert not any(t.g.objects[m].tapped for m in untapped)
    t.click_card(untapped[2])                          # the third pays it whole: the payment goes
    t.settle()
    assert t.g.objects[ogre].zone == "battlefield"
    assert all(t.g.objects[m].tapped for m in untapped)


def test_a_land_clicked_again_is_put_back_and_done_taps_what_automatic_payment_shows(table_for):
    t, ids = table_for(hand=["Gray Ogre"], battlefield=["Mountain", "Mountain", "Mountain", "Swamp", "Swamp"])
    ogre, swamp = ids["Gray Ogre"][0], ids["Swamp"][0]
    _paying_for_the_ogre(t, ogre)
    t.click_card(swamp)
    assert swamp in t.scene.payment
    t.pump(30)                                         # half a second: not a double-click (that pays)
    t.click_card(swamp)                                # put back
    assert len(t.scene.payment) == 0
    shown = set(t.scene.auto_preview)                  # the lands lit as automatic payment's
    assert len(shown) == 3
    t.press("Done")                                    # automatic payment pays it all
    t.settle()
    assert t.g.objects[ogre].zone == "battlefield"
    lands = ids["Mountain"] + ids["Swamp"]
    assert {m for m in lands if t.g.objects[m].tapped} == shown
