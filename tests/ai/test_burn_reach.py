"""Burn that wins together (game.ai.burn): the damage still able to reach the opponent's face
this turn counts the other burn in hand the mana left can cast."""
from game.ai.burn import damage_of, damage_to_self, reach
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.casting import ability_list
from game.engine.game import Game, add_card, begin_at
from game.engine.rng import GameRng


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


def test_the_x_of_a_fireball_is_mana_the_bolt_beside_it_cannot_use():
    """Six Mountains: a Fireball for 5 spends all six, so the Bolt adds nothing (counted free,
    the X made it 8, "for the win" on 7 life, and the opponent was left on 2)."""
    g, (fireball, _) = _hand(["Fireball", "Lightning Bolt"], 6)
    assert reach(g, 0, fireball, 5, x=5) == 5


def test_a_bolt_leaves_the_fireball_beside_it_the_rest_of_the_mana():
    """Six Mountains: Lightning Bolt, then Fireball for 4 with the five left, is 7."""
    g, (_, bolt) = _hand(["Fireball", "Lightning Bolt"], 6)
    assert reach(g, 0, bolt, 3) == 7


def test_half_x_is_counted_without_a_board():
    """Banshee's half X, rounded down, to its target and rounded up to me: arithmetic of X alone
    needs no context to count (an X of 5 deals 2 and 3), where a count of the board still does."""
    banshee = default_pool().get("Banshee").abilities[0]["do"]
    assert damage_of(banshee, 5) == 2
    assert damage_to_self(banshee, 5) == 3
    assert damage_of([{"damage": {"to": "t", "amount": {"count": "creature"}}}], 5) == 0


def _banshee_against(creature: str, life: int = 20) -> tuple[Game, int, dict]:
    """A Banshee of mine facing one creature of the opponent's, who is on `life`."""
    pool = default_pool()
    g = Game(seed=1)
    banshee = add_card(g, pool.get("Banshee"), 0, "battlefield")
    add_card(g, pool.get(creature), 1, "battlefield")
    g.players[1].life = life
    g.turn, g.active = 3, 0
    begin_at(g, "main1")
    return g, banshee, ability_list(g, banshee)[0]


def test_the_banshee_pays_the_least_x_that_kills_what_it_is_aimed_at():
    """Every point of X beyond the kill is mana and life thrown away: X 2 kills a 1/1 (1 to it, 1
    to me) as X 8 would, and X 6 kills a 3/3; X 4 is the most that kills nothing more than it."""
    g, banshee, ab = _banshee_against("Prodigal Sorcerer")
    assert Policy(GameRng(1)).ability_x(g, 0, banshee, ab, 8) == 2
    g, banshee, ab = _banshee_against("Phantom Monster")
    assert Policy(GameRng(1)).ability_x(g, 0, banshee, ab, 9) == 6
    assert Policy(GameRng(1)).ability_x(g, 0, banshee, ab, 5) == 4


def test_the_banshee_pays_the_least_x_that_kills_the_opponent_where_the_most_does():
    g, banshee, ab = _banshee_against("Serra Angel", life=3)
    assert Policy(GameRng(1)).ability_x(g, 0, banshee, ab, 9) == 6


def _hand_on(spells: list[str], lands: list[str]) -> tuple[Game, list[int]]:
    pool = default_pool()
    g = Game(seed=1)
    ids = [add_card(g, pool.get(n), 0, "hand") for n in spells]
    for land in lands:
        add_card(g, pool.get(land), 0, "battlefield")
    g.turn, g.active = 3, 0
    begin_at(g, "main1")
    return g, ids


def test_a_bolt_the_red_left_cannot_pay_for_adds_nothing():
    """A Mountain and an Island: the Island's mana is no {R}, so the second Bolt can't be cast."""
    g, (bolt, _) = _hand_on(["Lightning Bolt", "Lightning Bolt"], ["Mountain", "Island"])
    assert reach(g, 0, bolt, 3) == 3


def test_the_burn_counted_leaves_the_fireball_its_red():
    """Two Mountains and four Islands: Bolt, Bolt and Fireball for 3 is 9 by the total, but the two
    Bolts spend both {R} and the Fireball has none left (ladder game 43); Bolt and then Fireball for
    4, with a Mountain and the four Islands, is the most: 7."""
    g, (bolt, _, _) = _hand_on(["Lightning Bolt", "Lightning Bolt", "Fireball"], ["Mountain"] * 2 + ["Island"] * 4)
    assert reach(g, 0, bolt, 3) == 7
