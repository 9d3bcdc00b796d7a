"""The computer player has a judgement for every verb, keyword and kind of trigger of the card
language, so a card written with a new one never reaches a game the computer doesn't
understand."""
from dataclasses import replace

from game.ai.keyword_judgement import KEYWORD_JUDGEMENT, keyword_judgement
from game.ai.knowledge import creature_value, effects_polarity, trade_cost
from game.ai.trigger_judgement import judged_kinds, trigger_kinds
from game.ai.verb_judgement import VERB_JUDGEMENT
from game.cards import default_pool
from game.engine.game import Game, add_card
from game.engine.language import KEYWORDS, VERBS


def test_every_verb_of_the_card_language_has_a_judgement():
    missing = sorted(set(VERBS) - set(VERB_JUDGEMENT))
    assert not missing, f"verbs without an AI judgement in game/ai/verb_judgement.py: {missing}"


def test_no_judgement_for_a_verb_the_language_does_not_have():
    assert not sorted(set(VERB_JUDGEMENT) - set(VERBS))


def test_every_keyword_of_the_card_language_has_a_judgement():
    missing = sorted(KEYWORDS - set(KEYWORD_JUDGEMENT))
    assert not missing, f"keywords without an AI judgement in game/ai/keyword_judgement.py: {missing}"


def test_no_judgement_for_a_keyword_the_language_does_not_have():
    assert not sorted(set(KEYWORD_JUDGEMENT) - KEYWORDS)


def test_every_kind_of_trigger_of_the_card_language_has_a_judgement():
    missing = sorted(trigger_kinds() - judged_kinds())
    assert not missing, f"trigger kinds without an AI judgement in game/ai/trigger_judgement.py: {missing}"


def test_no_judgement_for_a_kind_of_trigger_the_language_does_not_have():
    assert not sorted(judged_kinds() - trigger_kinds())


def test_keywords_written_with_a_quality_are_judged_as_their_family():
    assert keyword_judgement("protection from red").value > 0
    assert keyword_judgement("rampage 2") == KEYWORD_JUDGEMENT["rampage"]


def _chars(*names):
    pool = default_pool()
    g = Game(seed=1)
    return [g.chars(add_card(g, pool.get(n), 0, "battlefield")) for n in names]


def test_a_flier_is_worth_more_than_the_same_body_on_the_ground():
    bears, = _chars("Grizzly Bears")
    assert creature_value(replace(bears, keywords=frozenset({"flying"}))) > creature_value(bears)


def test_an_upkeep_that_costs_life_makes_a_creature_worth_less():
    juzam, = _chars("Juzám Djinn")
    assert creature_value(juzam) < creature_value(replace(juzam, triggers=()))


def test_defender_and_phasing_are_drawbacks():
    bears, = _chars("Grizzly Bears")
    for kw in ("defender", "phasing"):
        assert creature_value(replace(bears, keywords=frozenset({kw}))) < creature_value(bears)


def test_a_creature_that_gives_something_back_as_it_dies_is_cheaper_to_trade():
    bears, = _chars("Grizzly Bears")
    dies = {"when": {"event": "dies"}, "do": [{"draw": {"who": "you", "n": 1}}]}
    with_trigger = replace(bears, triggers=(dies,))
    assert trade_cost(with_trigger) < creature_value(with_trigger)
    assert trade_cost(bears) == creature_value(bears)


def test_destroying_a_target_hurts_it():
    assert effects_polarity([{"destroy": {"what": "t"}}], "t") == -1


def test_a_plus_one_counter_helps_and_a_minus_one_counter_hurts():
    assert effects_polarity([{"counters": {"what": "t", "kind": "+1/+1", "n": 1}}], "t") == 1
    assert effects_polarity([{"counters": {"what": "t", "kind": "-1/-1", "n": 1}}], "t") == -1


def test_an_optional_effect_is_judged_by_what_it_does():
    assert effects_polarity([{"may": {"do": [{"bounce": {"what": "t"}}]}}], "t") == -1
    assert effects_polarity([{"if": {"cond": {"your_turn": True}, "then": [{"untap": {"what": "t"}}]}}], "t") == 1


def test_a_boost_the_board_counts_helps_its_target():
    """Great Defender's +0/+X, X its mana value: never negative, so it is a pump for my creature."""
    spec = default_pool().get("Great Defender").spell
    assert effects_polarity(spec["do"], "t") > 0


def test_a_loss_the_board_counts_hurts_its_target():
    """A -X/-0 where X counts the board (written "0 minus X") lowers what it names."""
    assert effects_polarity([{"modify": {"what": "t", "power": {"sub": [0, {"count": {"type": "Forest"}}]}}}], "t") < 0


def test_swords_to_plowshares_harms_the_creature_it_exiles():
    """"Its controller gains life equal to its power" helps that player, not the creature."""
    spec = default_pool().get("Swords to Plowshares").spell
    assert effects_polarity(spec["do"], "t") < 0
    assert effects_polarity(spec["do"]) < 0


def test_divine_offering_harms_the_artifact_whose_mana_value_it_counts():
    spec = default_pool().get("Divine Offering").spell
    assert effects_polarity(spec["do"], "t") < 0
