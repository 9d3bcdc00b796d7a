"""The computer player has a judgement for every verb of the card language, so a card
written with a new verb never reaches a game the computer doesn't understand."""
from game.ai.knowledge import effects_polarity
from game.ai.verb_judgement import VERB_JUDGEMENT
from game.engine.language import VERBS


def test_every_verb_of_the_card_language_has_a_judgement():
    missing = sorted(set(VERBS) - set(VERB_JUDGEMENT))
    assert not missing, f"verbs without an AI judgement in game/ai/verb_judgement.py: {missing}"


def test_no_judgement_for_a_verb_the_language_does_not_have():
    assert not sorted(set(VERB_JUDGEMENT) - set(VERBS))


def test_destroying_a_target_hurts_it():
    assert effects_polarity([{"destroy": {"what": "t"}}], "t") == -1


def test_a_plus_one_counter_helps_and_a_minus_one_counter_hurts():
    assert effects_polarity([{"counters": {"what": "t", "kind": "+1/+1", "n": 1}}], "t") == 1
    assert effects_polarity([{"counters": {"what": "t", "kind": "-1/-1", "n": 1}}], "t") == -1


def test_an_optional_effect_is_judged_by_what_it_does():
    assert effects_polarity([{"may": {"do": [{"bounce": {"what": "t"}}]}}], "t") == -1
    assert effects_polarity([{"if": {"cond": {"your_turn": True}, "then": [{"untap": {"what": "t"}}]}}], "t") == 1
