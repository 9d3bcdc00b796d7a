"""A dexterity card dropped onto the table (Chaos Orb, Falling Star): the decision is the set of
permanents it lands on, at most four; a larger set is refused and changes nothing."""
from game.cards import default_pool
from game.engine import Game, IllegalActionError
from game.engine.decisions import ActivateAbility
from game.engine.game import add_card, begin_at
from game.engine.decisions import answer_for

import pytest


def _orb_dropping() -> tuple[Game, list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    orb = add_card(g, pool.get("Chaos Orb"), 0, "battlefield")
    add_card(g, pool.get("Mountain"), 0, "battlefield")
    others = [add_card(g, pool.get(n), 1, "battlefield") for n in ("Plains", "Plains", "Forest", "Island",
                                                                    "Serra Angel")]
    begin_at(g, "main1")
    g.apply(ActivateAbility(orb, 0))
    while g.pending.decision.purpose != "drop":
        g.apply(answer_for(g.pending.decision, "auto") if g.pending.decision.kind == "pay"
                else g.legal_actions()[0])
    return g, others


def test_the_drop_is_a_choice_of_at_most_four_permanents_it_lands_on() -> None:
    g, others = _orb_dropping()
    d = g.pending.decision
    assert d.kind == "select" and d.min == 0 and d.max == 4 and set(others) <= set(d.options)
    assert d.info("max_touch") == 4


def test_landing_on_five_permanents_is_refused_and_changes_nothing() -> None:
    g, others = _orb_dropping()
    before = g.state_hash()
    with pytest.raises(IllegalActionError):
        g.apply(answer_for(g.pending.decision, tuple(others)))
    assert g.state_hash() == before


def test_the_permanents_it_lands_on_are_destroyed_with_it() -> None:
    g, others = _orb_dropping()
    g.apply(answer_for(g.pending.decision, tuple(others[:2])))
    assert [g.objects[o].zone for o in others] == ["graveyard", "graveyard", "battlefield", "battlefield",
                                                   "battlefield"]
