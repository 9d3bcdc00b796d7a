"""The table's words, checked through real events: each says what the game does."""
from __future__ import annotations

import pygame

from game.replay.format import Replay
from game.storage.settings import Settings


def test_a_lands_tip_says_it_is_played_not_cast(table_for):
    t, ids = table_for(hand=["Forest", "Grizzly Bears"], battlefield=["Forest", "Forest"])
    land_tip = t.scene._cue(("obj", ids["Forest"][0]))
    assert "Play Forest" in land_tip and "cast" not in land_tip.lower()
    assert "cast with automatic payment" in t.scene._cue(("obj", ids["Grizzly Bears"][0]))


def test_the_phase_bar_menu_runs_to_a_step_named_in_words(table_for):
    t, ids = table_for(hand=["Forest"])
    t.click(t.scene.phase_rect("opp", "declare_blockers").center, button=3)
    labels = [e.label for e in t.scene.menu.entries]
    assert "Run to Apprentice's declare blockers step" in labels
    t.key(pygame.K_ESCAPE)
    t.click(t.scene.phase_rect("you", "end").center, button=3)
    assert "Run to your end step" in [e.label for e in t.scene.menu.entries]


def _hand_dim(t, oid) -> bool:
    return bool(t.scene.specs[("obj", oid)].marks.dim)


def test_hand_dimming_follows_one_rule_while_choosing_targets(table_for):
    t, ids = table_for(hand=["Lightning Bolt", "Giant Growth"], battlefield=["Mountain"],
                       opp_battlefield=["Grizzly Bears"], settings=Settings(auto_pass_own=False))
    bolt, growth = ids["Lightning Bolt"][0], ids["Giant Growth"][0]
    # at priority: what you can't cast now (no green mana) is dimmed, the Bolt isn't
    assert _hand_dim(t, growth) and not _hand_dim(t, bolt)
    t.click_card(bolt)                                # choosing the Bolt's target
    assert t.c.human_decision().purpose == "target"
    t.pump(2)
    assert _hand_dim(t, growth)                       # nothing in hand is a choice now


def test_hand_dimming_follows_one_rule_while_choosing_attackers(table_for):
    t, ids = table_for(hand=["Giant Growth", "Forest"], battlefield=["Grizzly Bears", "Forest"])
    growth = ids["Giant Growth"][0]
    land = ids["Forest"][0]
    assert not _hand_dim(t, land)                     # a land you may play is bright at priority
    t.key(pygame.K_SPACE)                             # Done: on to combat
    t.settle()
    assert t.c.human_decision().kind == "attackers"
    t.pump(2)
    assert _hand_dim(t, growth) and _hand_dim(t, land)   # declaring attackers: the hand isn't a choice


def test_the_result_of_your_won_duel_says_you_win():
    from game.ui.scenes.replay_viewer import pretty_result
    r = Replay(seed=1, rules={}, decks=[], names=["You", "Wizard"], result="p1 wins on turn 13 — p2: 0 life")
    assert pretty_result(r) == "You win on turn 13 — Wizard: 0 life"
    r2 = Replay(seed=1, rules={}, decks=[], names=["You", "Wizard"], result="p2 wins on turn 9 — p1: 0 life")
    assert pretty_result(r2) == "Wizard wins on turn 9 — You: 0 life"


def test_the_opponents_hand_of_one_card_is_counted_in_words(table_for):
    t, ids = table_for(opp_hand=["Forest"])
    t.click(t.scene.opp_hand_rect.center, button=3)
    assert [e.label for e in t.scene.menu.entries] == ["1 card"]
    assert "hand: 1 card." in t.scene._cue(("opp_hand",))
