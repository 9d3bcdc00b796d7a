"""The card language is declared once (game/engine/language.py): the interpreter implements
exactly the declared verbs, and the validator reads each parameter as its declared type."""
from __future__ import annotations

import pytest

from game.cards.loader import load_pool
from game.cards.schema import validate_card
from game.engine.effects import HANDLERS
from game.engine.language import PARAM_TYPES, VERBS


@pytest.fixture(scope="module")
def pool():
    return load_pool()


def _problems(effect: dict) -> list[str]:
    card = {"name": "Test Spell", "type": "Instant", "text": "",
            "spell": {"targets": {"t": "creature"}, "do": [effect]}}
    return [msg for _, msg in validate_card(card)]


def test_every_handled_verb_is_declared_and_every_declared_verb_is_handled() -> None:
    assert set(HANDLERS) == set(VERBS)


def test_every_parameter_has_a_known_type_and_a_meaning() -> None:
    for verb in VERBS.values():
        assert verb.doc and verb.example.startswith(verb.name + ":"), verb.name
        for p in verb.params:
            assert p.type in PARAM_TYPES and p.doc, (verb.name, p.name)


def test_each_declared_example_is_a_valid_effect() -> None:
    import yaml
    for verb in VERBS.values():
        effect = yaml.safe_load(verb.example)
        card = {"name": "Test Spell", "type": "Instant", "text": "",
                "spell": {"targets": {"t": "any_target"}, "do": [effect]}}
        assert validate_card(card) == [], verb.name


@pytest.mark.parametrize("effect, expected", [
    ({"destroy": {"what": "t", "regenerate": "no"}}, "expected true or false"),
    ({"modify": {"what": "t", "duration": "forever", "power": 1}}, "unknown duration 'forever'"),
    ({"search_library": {"to": "exile"}}, "expected one of hand, battlefield, graveyard, top"),
    ({"delayed": {"do": []}}, "needs 'when'"),
    ({"counter": {"what": "t", "unless_pays": "{Q"}}, "invalid mana symbol"),
    ({"attach": {"to": "t", "enchant": "creatur"}}, "did you mean 'creature'"),
    ({"may": {"prompt": 3, "do": []}}, "expected words shown to the player"),
    ({"choose": {"what": "number", "max": "lots"}}, "expected an amount"),
    ({"delayed": {"when": "whenever_this_turn", "watch": "t", "do": []}}, "needs 'on_event'"),
    ({"delayed": {"when": "whenever_this_turn", "watch": "t", "on_event": {"event": "dealt_damag"}, "do": []}},
     "unknown trigger event"),
    ({"put_onto_battlefield": {"who": {"controller_when_blocked": {"what": "t", "by": "wal"}}}},
     "unknown reference 'wal'"),
])
def test_a_parameter_is_checked_as_its_declared_type(effect: dict, expected: str) -> None:
    problems = _problems(effect)
    assert any(expected in msg for msg in problems), problems


def test_a_parameter_the_verb_does_not_declare_is_refused() -> None:
    assert any("unknown key 'amont'" in msg for msg in _problems({"damage": {"to": "t", "amont": 3}}))


def _cost_texts(node, found: list) -> list:
    """Every mana-cost text still held in a loaded card's behaviour."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k in ("mana", "cost", "unless_pays") and isinstance(v, str) and "{" in v:
                found.append(v)
            _cost_texts(v, found)
    elif isinstance(node, (list, tuple)):
        for v in node:
            _cost_texts(v, found)
    return found


def test_the_loader_parses_every_mana_cost_once(pool) -> None:
    """Ability costs, attack costs and effects' COST parameters reach the engine as ManaCost
    values: nothing in the engine parses card text during a game."""
    for card in pool.cards.values():
        for face in (card, *card.faces):
            behaviour = [face.spell, face.abilities, face.triggers, face.statics, face.replacements, face.as_enters]
            assert _cost_texts(behaviour, []) == [], card.name


def test_an_ability_cost_is_read_once_into_its_mana_and_other_parts() -> None:
    from game.cards.loader import parse_cost
    from game.engine.mana import ManaCost
    assert parse_cost("{2}{B}, {T}") == {"tap": True, "mana": ManaCost.parse("{2}{B}")}
    assert parse_cost({"mana": "{X}", "sacrifice_self": True}) == {"mana": ManaCost(x=1), "sacrifice_self": True}


@pytest.mark.parametrize("effect, expected", [
    ({"damage": {"to": "t", "amount": {"hand_size": "nobody"}}}, "unknown reference 'nobody'"),
    ({"damage": {"to": "t", "amount": {"activated_this_turn": "twice"}}}, "expected one of this_ability"),
    ({"damage": {"to": "t", "amount": 1}, "if": {"your_turn": "yes"}}, "expected true or false"),
    ({"damage": {"to": "t", "amount": 1}, "if": {"count": "creature", "min": "many"}}, "expected an amount"),
    ({"damage": {"to": "t", "amount": 1}, "if": {"before_step": "lunch"}}, "expected one of"),
    ({"destroy": {"what": {"controller_of": "thing"}}}, "unknown reference 'thing'"),
    ({"player_rule": {"rule": "attack_only_with", "keywords": ["flyng"]}}, "unknown keyword 'flyng'"),
])
def test_references_amounts_and_conditions_are_read_as_declared(effect: dict, expected: str) -> None:
    problems = _problems(effect)
    assert any(expected in msg for msg in problems), problems


def test_all_is_an_amount_only_where_the_verb_declares_it() -> None:
    assert _problems({"prevent": {"to": "t", "amount": "all", "once": True}}) == []
    assert any("expected an amount" in msg for msg in _problems({"draw": {"n": "all"}}))


@pytest.mark.parametrize("flt, expected", [
    ({"type": "Creatur"}, "unknown card type 'Creatur' (did you mean 'Creature'?)"),
    ({"not_type": ["Artifact", "Lnad"]}, "unknown card type 'Lnad' (did you mean 'Land'?)"),
    ({"supertype": "Legend"}, "unknown supertype 'Legend' (did you mean 'Legendary'?)"),
    ({"color": "red"}, "unknown colour letter 'red'"),
])
def test_a_misspelt_type_or_colour_in_a_filter_is_a_load_error(flt: dict, expected: str) -> None:
    """It would match nothing at run time, silently: "destroy all Creaturs" would do nothing."""
    assert _problems({"destroy": {"what": {"all": flt}}}) == [expected]
