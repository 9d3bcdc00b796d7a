"""Burn that wins together (game.ai.burn): the damage still able to reach the opponent's face
this turn counts the other burn in hand the mana left can cast."""
from game.ai.burn import damage_of, damage_to_self, reach
from game.cards import default_pool
from game.engine.game import Game, add_card, begin_at


def _hand(spells: list[str], mountains: int) -> tuple[Game, list[int]]:
    pool = default_pool()
    g = Game(seed=1)
    ids = [add_card(g, pool.get(n), 0, "hand") for n in spells]
    for _ in range(mountains):
        add_card(g, pool.get("Mountain"), 0, "battlefield")
    g.turn, g.active = 3, 0
    begin_at(g, "main1")
    return g, ids


def test_two_bolts_with_the_mana_for_both_reach_six():
    g, (bolt, _) = _hand(["Lightning Bolt", "Lightning Bolt"], 2)
    assert reach(g, 0, bolt, 3) == 6


def test_a_second_bolt_without_the_mana_to_cast_it_adds_nothing():
    g, (bolt, _) = _hand(["Lightning Bolt", "Lightning Bolt"], 1)
    assert reach(g, 0, bolt, 3) == 3


def test_burn_that_cannot_aim_at_a_player_adds_nothing():
    g, (bolt, _) = _hand(["Lightning Bolt", "Terror"], 3)
    assert reach(g, 0, bolt, 3) == 3


def test_half_x_is_counted_without_a_board():
    """Banshee's half X, rounded down, to its target and rounded up to me: arithmetic of X alone
    needs no context to count (an X of 5 deals 2 and 3), where a count of the board still does."""
    banshee = default_pool().get("Banshee").abilities[0]["do"]
    assert damage_of(banshee, 5) == 2
    assert damage_to_self(banshee, 5) == 3
    assert damage_of([{"damage": {"to": "t", "amount": {"count": "creature"}}}], 5) == 0
