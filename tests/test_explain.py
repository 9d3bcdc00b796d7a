"""Explanations: every reason a card in hand can't be played now has a position that
produces it and an explanation text a player can read (game.engine.explain), and the
Situation Bar's step help names the step and its rules."""
from __future__ import annotations

import pytest

from game.cards import default_pool
from game.engine.decisions import CastSpell, PassPriority, Pay, PlayLand, Select
from game.engine.explain import STEP_HELP, explain_unplayable, step_help
from game.engine.game import add_card
from game.engine.reasons import HAND_REASONS
from game.engine.game import Game
from game.engine.terms import STEPS

POOL = default_pool()


def setup(hand=(), battlefield=(), opp_battlefield=(), step="main1", active=0):
    g = Game(seed=3)
    for p in (0, 1):
        for _ in range(8):
            add_card(g, POOL.get("Island"), p, "library")
    ids: dict[str, int] = {}
    for name in hand:
        ids[name] = add_card(g, POOL.get(name), 0, "hand")
    for name in battlefield:          # "Plains*": a tapped Plains
        ids.setdefault(name.rstrip("*"), add_card(g, POOL.get(name.rstrip("*")), 0, "battlefield",
                                                  tapped=name.endswith("*")))
    for name in opp_battlefield:
        ids.setdefault("opp " + name, add_card(g, POOL.get(name), 1, "battlefield"))
    g.turn = 3
    g.active = active
    g.started = True
    g.begin_at(step)
    return g, ids


def explain(g, oid):
    e = explain_unplayable(g, 0, oid)
    assert e is not None, "the card should be unplayable here"
    return e


def cast_bolt_at_opponent(g, bolt):
    g.apply(CastSpell(bolt))
    while g.pending is not None and g.pending.cancellable:
        d = g.pending.decision
        g.apply(Pay() if d.kind == "pay" else Select((("player", 1),)))


# one test per reason; COVERED lists them, and the last test checks every reason is here
COVERED: set[str] = set()


def covers(code):
    def mark(fn):
        COVERED.add(code)
        return fn
    return mark


@covers("no_priority")
def test_no_priority_while_the_opponent_decides():
    g, ids = setup(hand=["Lightning Bolt"], battlefield=["Mountain"], active=1)
    assert g.pending.decision.player == 1
    e = explain(g, ids["Lightning Bolt"])
    assert e.code == "no_priority"
    assert e.text == ("Lightning Bolt can't be cast now: You don't have priority. Wait until you hold priority: "
                      "the other player is deciding now (CR 117.1).")


@covers("not_your_turn")
def test_sorcery_speed_spell_and_land_in_the_opponents_turn():
    g, ids = setup(hand=["Grizzly Bears", "Forest"], battlefield=["Forest", "Forest"], active=1)
    g.apply(PassPriority())          # the opponent passes: you hold priority in their main phase
    assert g.pending.decision.player == 0
    e = explain(g, ids["Grizzly Bears"])
    assert e.code == "not_your_turn"
    assert "can be cast only during your turn (CR 307.1)" in e.text
    assert "Only instants, and cards with flash, can be cast in the opponent's turn" in e.text
    land = explain(g, ids["Forest"])
    assert land.code == "not_your_turn"
    assert land.text.startswith("Forest can't be played now: You can play a land only during your turn (CR 305.2)")


@covers("wrong_step")
def test_sorcery_speed_spell_and_land_outside_a_main_phase():
    g, ids = setup(hand=["Grizzly Bears", "Forest"], battlefield=["Forest", "Forest"], step="upkeep")
    e = explain(g, ids["Grizzly Bears"])
    assert e.code == "wrong_step"
    assert e.text == ("Grizzly Bears can't be cast now: It can be cast only during a main phase "
                      "(CR 307.1). Lands and sorcery-speed spells wait for a main phase of your turn "
                      "(CR 117.1a, 305.2).")
    assert explain(g, ids["Forest"]).code == "wrong_step"
    assert "only in a main phase of your turn (CR 305.2)" in explain(g, ids["Forest"]).text


@covers("stack_not_empty")
def test_sorcery_speed_spell_and_land_while_the_stack_isnt_empty():
    g, ids = setup(hand=["Grizzly Bears", "Forest", "Lightning Bolt"], battlefield=["Forest", "Forest", "Mountain"])
    cast_bolt_at_opponent(g, ids["Lightning Bolt"])
    assert g.stack and g.pending.decision.player == 0
    e = explain(g, ids["Grizzly Bears"])
    assert e.code == "stack_not_empty"
    assert "can be cast only when the stack is empty (CR 307.1)" in e.text
    assert "Let the stack resolve first" in e.text
    land = explain(g, ids["Forest"])
    assert land.code == "stack_not_empty"
    assert "only when the stack is empty (CR 305.2)" in land.text


@covers("land_played")
def test_second_land_in_a_turn():
    g, ids = setup(hand=["Forest", "Mountain"])
    g.apply(PlayLand(ids["Forest"]))
    e = explain(g, ids["Mountain"])
    assert e.code == "land_played"
    assert e.text == ("Mountain can't be played now: You have already played a land this turn (CR 305.2). "
                      "You may play one land each turn (CR 305.2); play it next turn.")


@covers("lands_forbidden")
def test_a_land_while_an_effect_forbids_playing_lands():
    g, ids = setup(hand=["Forest"], opp_battlefield=["Worms of the Earth"])
    e = explain(g, ids["Forest"])
    assert e.code == "lands_forbidden"
    assert e.text == ("Forest can't be played now: Worms of the Earth says you can't play lands (CR 305.2). "
                      "Remove the permanent that forbids it to play lands again (CR 305.2).")


@covers("cast_condition")
def test_the_cards_own_casting_restriction():
    g, ids = setup(hand=["Siren's Call"], battlefield=["Island"])
    e = explain(g, ids["Siren's Call"])
    assert e.code == "cast_condition"
    assert e.text == ("Siren's Call can't be cast now: Only during an opponent's turn, before attackers are "
                      "declared. The card says when it may be cast (CR 601.3).")


@covers("no_targets")
def test_no_legal_target():
    g, ids = setup(hand=["Terror"], battlefield=["Swamp", "Swamp"], opp_battlefield=["Drudge Skeletons"])
    e = explain(g, ids["Terror"])
    assert e.code == "no_targets"
    assert e.text == ("Terror can't be cast now: It has no legal targets (CR 601.2c). It needs a legal target "
                      "for each of its targets when you cast it (CR 601.2c, 115.1).")


@covers("mana_colour")
def test_not_enough_mana_of_a_colour():
    g, ids = setup(hand=["Serra Angel"], battlefield=["Plains", "Forest", "Forest", "Forest", "Forest"])
    e = explain(g, ids["Serra Angel"])
    assert e.code == "mana_colour"
    assert e.text == ("Serra Angel can't be cast now: Not enough white mana: {3}{W}{W} needs {W}{W} and your "
                      "untapped sources and pool can make only {W}. Coloured mana symbols must be paid with mana "
                      "of that colour (CR 202.1a, 601.2h).")


@covers("mana_total")
def test_not_enough_mana_in_all():
    g, ids = setup(hand=["Serra Angel"], battlefield=["Plains", "Plains", "Plains", "Plains*"])
    e = explain(g, ids["Serra Angel"])
    assert e.code == "mana_total"
    # the tapped Plains doesn't count
    assert e.text == ("Serra Angel can't be cast now: Not enough mana: {3}{W}{W} needs 5 mana and you have 3 "
                      "(untapped sources and mana pool). Untapped lands and mana in your pool pay for it "
                      "(CR 601.2g-h).")


@covers("mana_mix")
def test_sources_that_cant_make_the_colours_together():
    # Birds of Paradise makes white or blue, not both: {3}{W}{U} can't be paid with it and four Mountains
    g, ids = setup(hand=["Tobias Andrion"], battlefield=["Birds of Paradise", "Mountain", "Mountain", "Mountain",
                                                         "Mountain"])
    e = explain(g, ids["Tobias Andrion"])
    assert e.code == "mana_mix"
    assert e.text.startswith("Tobias Andrion can't be cast now: Your mana can't pay {3}{W}{U}: the sources can't "
                             "make those colours together.")


@covers("not_in_hand")
def test_a_card_that_isnt_in_your_hand():
    g, ids = setup(hand=["Lightning Bolt"], battlefield=["Mountain"])
    g.objects[ids["Lightning Bolt"]].owner = 1          # someone else's card
    e = explain(g, ids["Lightning Bolt"])
    assert e.code == "not_in_hand"
    assert e.text.startswith("Lightning Bolt can't be cast now: It isn't in your hand")


def test_a_playable_card_has_no_explanation():
    g, ids = setup(hand=["Grizzly Bears", "Forest"], battlefield=["Forest", "Forest"])
    assert explain_unplayable(g, 0, ids["Grizzly Bears"]) is None
    assert explain_unplayable(g, 0, ids["Forest"]) is None


def test_every_reason_is_covered_by_a_test():
    assert COVERED == set(HAND_REASONS)


@pytest.mark.parametrize("step", [s for s in STEPS])
def test_every_step_has_help_with_rule_numbers(step):
    rule, lines = STEP_HELP[step]
    assert lines and all("CR " in ln or "(CR" in ln for ln in lines[:1])


def test_step_help_in_your_main_phase():
    g, ids = setup(hand=["Grizzly Bears", "Forest", "Lightning Bolt"], battlefield=["Forest", "Forest", "Mountain"])
    h = step_help(g, 0, names=("You", "Wizard"))
    assert h.title == "Your precombat main phase (CR 505)"
    assert any("play one land a turn" in ln and "305.2" in ln for ln in h.about)
    assert "You may play a land (you have one in hand) (CR 305.2)." in h.now
    assert "You could cast now: Grizzly Bears, Lightning Bolt." in h.now
    cast_bolt_at_opponent(g, ids["Lightning Bolt"])
    h = step_help(g, 0, names=("You", "Wizard"))
    assert any(ln.startswith("Only instants, cards with flash and activated abilities now: the stack isn't empty")
               for ln in h.now)
    assert any("Lightning Bolt is on top of the stack" in ln for ln in h.now)


def test_step_help_while_the_opponent_decides():
    g, _ = setup(active=1, step="end")
    h = step_help(g, 0, names=("You", "Wizard"))
    assert h.title == "Wizard's end step (CR 513)"
    assert h.now == ["Wizard is deciding; you get priority once they pass (CR 117.3d)."]
