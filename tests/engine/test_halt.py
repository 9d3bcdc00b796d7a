"""A harness's stop in a step where no one receives priority (CR 502.4, 514.3): the scenario
runner's `advance: cleanup` halts the game there, and nothing can be done but go on."""
from __future__ import annotations

import pytest

from game.engine import CastSpell, IllegalActionError, PassPriority

from .positions import scenario_at

POSITION = """
name: halted in the cleanup step
start: {turn: 3, active: p1, step: main2}
players:
  p1:
    hand: [Lightning Bolt]
    battlefield: [Mountain]
    library: [Mountain, Mountain]
  p2:
    library: [Island, Island]
actions:
  - {advance: cleanup}
"""


def _halted():
    g = scenario_at(POSITION, run_actions=True).g
    assert g.pending.decision.kind == "halt" and (g.turn, g.step) == (3, "cleanup")
    return g


def test_a_halted_cleanup_step_offers_only_going_on() -> None:
    assert _halted().legal_actions() == [PassPriority()]


def test_a_spell_cast_in_a_halted_cleanup_step_is_refused_and_changes_nothing() -> None:
    g = _halted()
    before = g.state_key()
    bolt = g.players[0].hand[0]
    with pytest.raises(IllegalActionError, match="pass to go on"):
        g.apply(CastSpell(bolt))
    assert g.state_key() == before


def test_going_on_from_a_halted_cleanup_step_begins_the_next_turn() -> None:
    g = _halted()
    g.apply(PassPriority())
    assert (g.turn, g.active) == (4, 1) and g.pending.decision.kind == "priority"
