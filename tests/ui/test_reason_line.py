"""The computer's reason is shown under its cast line only when the play went that way: the
cast event's targets decide, not the words of the log."""
from game.engine.event_types import SpellCast
from game.modes.duel_log import reason_fits


def test_a_reason_naming_the_target_fits_a_cast_at_that_target() -> None:
    cast = SpellCast(1, 5, "Lightning Bolt", (("obj", 7, 1),), ("Serra Angel",))
    assert reason_fits("Lightning Bolt on Serra Angel — kills a flyer", cast)
    assert not reason_fits("Lightning Bolt on Grizzly Bears — kills a creature", cast)


def test_a_reason_aimed_at_you_fits_a_cast_at_the_other_player() -> None:
    assert reason_fits("Lightning Bolt on you — finishes you", SpellCast(1, 5, "Lightning Bolt", (("player", 0),), ("p1",)))
    assert not reason_fits("Lightning Bolt on you — finishes you", SpellCast(1, 5, "Lightning Bolt"))
