"""A permanent that leaves the battlefield and returns is a new object (CR 400.7): what the old
object did this turn — attacking, activating a loyalty ability (CR 606.3) — isn't the new
object's.  No card of the pool returns a planeswalker or an attacker the same turn, so the
positions are built here."""
from game.cards import default_pool
from game.engine import Game
from game.engine.decisions import ActivateAbility
from game.engine.game import add_card, begin_at


def _ajani_after_its_plus_one() -> tuple[Game, int]:
    g = Game(seed=1)
    ajani = add_card(g, default_pool().get("Ajani Goldmane"), 0, "battlefield")
    g.objects[ajani].own_counters()["loyalty"] = 4
    begin_at(g, "main1")
    g.objects[ajani].loyalty_used_turn = g.turn
    return g, ajani


def test_a_planeswalker_that_used_its_loyalty_ability_cant_use_another_this_turn() -> None:
    g, ajani = _ajani_after_its_plus_one()
    assert not g.is_legal(ActivateAbility(ajani, 0))


def test_a_planeswalker_that_left_and_returned_may_use_a_loyalty_ability_again() -> None:
    g, ajani = _ajani_after_its_plus_one()
    g.move_raw(ajani, "hand")
    g.move_raw(ajani, "battlefield")
    g.objects[ajani].own_counters()["loyalty"] = 4
    assert g.is_legal(ActivateAbility(ajani, 0))


def test_a_creature_that_attacked_and_returned_has_not_attacked_this_turn() -> None:
    g = Game(seed=1)
    bears = add_card(g, default_pool().get("Grizzly Bears"), 0, "battlefield")
    begin_at(g, "main2")
    g.objects[bears].attacked_turn = g.turn
    g.move_raw(bears, "hand")
    g.move_raw(bears, "battlefield")
    assert g.objects[bears].attacked_turn != g.turn
