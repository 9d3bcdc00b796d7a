"""Filters and durations are compiled once, as a card loads: the engine matches with a frozen
`Filter` built from the language's declaration and keeps a `Duration`, and a filter key or a
duration the declaration doesn't know is a load error."""
from __future__ import annotations

from dataclasses import FrozenInstanceError, fields
from pathlib import Path

import pytest

from game.cards.loader import CardDefinitionError, load_card_file, load_pool
from game.engine.filter_spec import Filter, FilterError, compile_filter
from game.engine.effects import effect_duration
from game.engine.filters import normalize
from game.engine.language import FILTER_PARAMS, FILTER_SHORTHANDS, Duration


def _card(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "card.yaml"
    path.write_text('name: Test Card\ntype: Instant\ntext: ""\n' + text, encoding="utf-8")
    return path


def test_a_filter_has_one_field_for_each_declared_key() -> None:
    assert {f.name for f in fields(Filter) if not f.name.startswith("_")} == set(FILTER_PARAMS)


def test_every_declared_filter_key_has_a_check_in_the_engine() -> None:
    from game.engine.filters import _CHECKS
    assert set(_CHECKS) == set(FILTER_PARAMS) - {"kind", "zone", "least_power", "greatest_mv"}


def test_a_card_reaches_the_engine_with_its_filters_compiled(tmp_path: Path) -> None:
    card = load_card_file(_card(tmp_path, "spell:\n  targets: {t: {type: Creature, not_color: [B, G]}}\n"
                                          "  do:\n    - destroy: {what: {all: {subtype: Goblin, tapped: true}}}\n"))
    target = card.spell["targets"]["t"]
    assert target == Filter(type=("Creature",), not_color=("B", "G"))
    assert card.spell["do"][0]["destroy"]["what"]["all"] == Filter(subtype=("Goblin",), tapped=True)


def test_a_filter_inside_an_amount_inside_a_filter_is_compiled_too(tmp_path: Path) -> None:
    card = load_card_file(_card(tmp_path, "spell:\n  do:\n    - destroy: {what: {all: {power_max: "
                                          "{count: {subtype: Island, controller: you}}}}}\n"))
    outer = card.spell["do"][0]["destroy"]["what"]["all"]
    assert outer.power_max["count"] == Filter(subtype=("Island",), controller="you")


def test_a_trigger_on_a_kind_of_permanent_is_compiled(tmp_path: Path) -> None:
    card = load_card_file(_card(tmp_path, "triggers:\n  - when: {event: dies, what: {type: Artifact, "
                                          "controller: you}}\n    do:\n      - gain_life: {who: you, amount: 1}\n"))
    assert card.triggers[0]["when"]["what"] == Filter(type=("Artifact",), controller="you")


def test_every_filter_of_the_pool_is_compiled_as_it_loads() -> None:
    """No filter of any card is left as a mapping for the engine to read keys from (a mapping
    that reads as a filter, other than a delayed trigger's remembered values or a hook's name)."""
    def looks_like_a_filter(node: dict) -> bool:
        try:
            return bool(node) and set(node) <= set(FILTER_PARAMS) and bool(compile_filter(node))
        except FilterError:
            return False

    def raw_filters(node: object, path: str) -> list[str]:
        if isinstance(node, Filter):
            return []
        if isinstance(node, dict):
            if looks_like_a_filter(node) and not path.endswith((".remember", ".hook")):
                return [path]
            return [p for k, v in node.items() for p in raw_filters(v, f"{path}.{k}")]
        if isinstance(node, (list, tuple)):
            return [p for i, v in enumerate(node) for p in raw_filters(v, f"{path}[{i}]")]
        return []
    pool = load_pool()
    left = [f"{c.name}: {p}" for c in pool.cards.values()
            for field in ("spell", "abilities", "triggers", "statics", "replacements", "enchant", "as_enters")
            for p in raw_filters(getattr(c, field), field)]
    assert left == []


def test_an_unknown_filter_key_is_a_load_error_naming_file_line_and_field(tmp_path: Path) -> None:
    with pytest.raises(CardDefinitionError) as info:
        load_card_file(_card(tmp_path, "spell:\n  targets: {t: {type: Creature, flyng: true}}\n"
                                       "  do:\n    - destroy: {what: t}\n"))
    assert any(":5:33:" in p and "spell.targets.t.flyng: unknown key 'flyng' in a filter" in p
               for p in info.value.problems), info.value.problems


def test_a_filter_in_a_trigger_is_checked_like_any_other(tmp_path: Path) -> None:
    """It used to be read only as the trigger was checked: a misspelt key matched everything."""
    with pytest.raises(CardDefinitionError) as info:
        load_card_file(_card(tmp_path, "triggers:\n  - when: {event: dies, what: {typ: Artifact}}\n"
                                       "    do:\n      - gain_life: {who: you, amount: 1}\n"))
    assert any("triggers[0].when.what.typ: unknown key 'typ' in a filter" in p for p in info.value.problems)


def test_the_engine_refuses_a_filter_key_it_does_not_know() -> None:
    with pytest.raises(FilterError, match="unknown filter key 'flyng'"):
        normalize({"type": "Creature", "flyng": True})
    with pytest.raises(FilterError, match="unknown filter 'creatures'"):
        normalize("creatures")


def test_values_are_read_as_their_declared_types() -> None:
    flt = compile_filter({"type": "Creature", "name": ["Amulet of Kroog", "Tawnos's Wand"], "tapped": False})
    assert flt.type == ("Creature",) and flt.name == ("Amulet of Kroog", "Tawnos's Wand") and flt.tapped is False
    with pytest.raises(FilterError, match="expected true or false"):
        compile_filter({"tapped": "false"})
    with pytest.raises(FilterError, match="unknown word 'Creatur'"):
        compile_filter({"type": "Creatur"})


def test_a_compiled_filter_is_frozen_and_hashable() -> None:
    flt = compile_filter({"type": "Creature", "power_max": {"power_of": "self"}})
    with pytest.raises(FrozenInstanceError):
        flt.type = ("Land",)  # type: ignore[misc]
    with pytest.raises(TypeError):
        flt.power_max["power_of"] = "t"
    assert hash(flt) == hash(compile_filter({"power_max": {"power_of": "self"}, "type": ["Creature"]}))


def test_a_filter_with_a_field_replaced_is_a_new_filter_and_the_same_each_time() -> None:
    creature = normalize("creature")
    yours = creature.with_(controller="you")
    assert yours == Filter(type=("Creature",), controller="you") and creature.controller is None
    assert creature.with_(controller="you") is yours


def test_each_shorthand_is_the_filter_it_stands_for() -> None:
    for name, spec in FILTER_SHORTHANDS.items():
        assert normalize(name) == compile_filter(dict(spec)), name


def test_a_duration_reaches_the_engine_as_a_duration(tmp_path: Path) -> None:
    card = load_card_file(_card(tmp_path, "spell:\n  targets: {t: creature}\n  do:\n"
                                          "    - modify: {what: t, power: 2, duration: end_of_combat}\n"))
    assert card.spell["do"][0]["modify"]["duration"] is Duration.END_OF_COMBAT


def test_an_undeclared_duration_is_a_load_error_and_never_lasts_for_ever(tmp_path: Path) -> None:
    with pytest.raises(CardDefinitionError) as info:
        load_card_file(_card(tmp_path, "spell:\n  targets: {t: creature}\n  do:\n"
                                       "    - modify: {what: t, power: 2, duration: end_of_trun}\n"))
    assert any("spell.do[0].modify.duration: unknown duration 'end_of_trun'" in p for p in info.value.problems)
    with pytest.raises(ValueError):
        effect_duration({"duration": "forever"})


def test_a_compiled_filter_survives_being_sent_to_another_process() -> None:
    """The AI's workers receive cards by pickling: a filter arrives whole and equal."""
    import pickle
    flt = compile_filter({"type": "Creature", "power_max": {"power_of": "self"}, "any_of": [{"subtype": "Wall"}]})
    again = pickle.loads(pickle.dumps(flt))
    assert again == flt and hash(again) == hash(flt) and again.power_max == {"power_of": "self"}
