"""A land of the opponent's that can become a creature (Mishra's Factory's "{1}: becomes a 2/2")
blocks my attack as well as a creature on the table does (game.ai.combat_ai.choose_attackers,
attack_is_lethal, their_animations): as long as their other mana pays for it."""
from game.ai.combat_ai import attack_is_lethal, choose_attackers, their_animations
from game.cards import default_pool
from game.engine.game import Game, add_card


def _board(mine: list[str], theirs: list[str], life: int = 20) -> tuple[Game, list[int], list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    g.players[1].life = life
    g.active, g.step = 0, "declare_attackers"
    return (g, [add_card(g, pool.get(n), 0, "battlefield") for n in mine],
            [add_card(g, pool.get(n), 1, "battlefield") for n in theirs])


def _at_them(*attackers: int) -> tuple:
    return tuple((a, ("player", 1)) for a in attackers)


def test_a_one_one_stays_home_from_a_factory_their_other_land_pays_for():
    g, (clergy,), _ = _board(["Clergy of the Holy Nimbus"], ["Mishra's Factory", "Mountain"])
    assert their_animations(g, 1)
    assert choose_attackers(g, 0, _at_them(clergy)) == ()


def test_a_factory_that_only_its_own_mana_pays_for_blocks_nothing():
    g, (clergy,), _ = _board(["Clergy of the Holy Nimbus"], ["Mishra's Factory"])
    assert their_animations(g, 1) == []
    assert choose_attackers(g, 0, _at_them(clergy)) == _at_them(clergy)


def test_a_flier_goes_over_the_factory():
    g, (spirit, clergy), _ = _board(["Thunder Spirit", "Clergy of the Holy Nimbus"], ["Mishra's Factory", "Mountain"])
    assert choose_attackers(g, 0, _at_them(spirit, clergy)) == _at_them(spirit)


def test_an_attack_the_factory_can_block_a_part_of_is_not_lethal():
    g, (spirit, c1, c2), _ = _board(["Thunder Spirit", "Clergy of the Holy Nimbus", "Clergy of the Holy Nimbus"],
                                    ["Mishra's Factory", "Mountain"], life=4)
    assert not attack_is_lethal(g, 0, _at_them(spirit, c1, c2))
    g.players[1].life = 2   # one blocker (counted on the biggest hit) leaves the two they need
    assert attack_is_lethal(g, 0, _at_them(spirit, c1, c2))
