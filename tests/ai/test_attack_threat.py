"""What an opponent's permanent adds to their next attack on me (game.ai.knowledge.attack_threat):
the life its share of the unheld power takes, so the removal spent while their attacks press me
goes where it takes the most of the damage coming."""
from game.ai.knowledge import attack_threat, life_worth
from game.cards import default_pool
from game.engine.game import Game, add_card


def _angel_with_holy_strength(life: int) -> tuple[Game, dict[str, int]]:
    pool = default_pool()
    g = Game(seed=1)
    ids = {name: add_card(g, pool.get(name), 1, "battlefield") for name in ("Ornithopter", "Serra Angel")}
    ids["Holy Strength"] = add_card(g, pool.get("Holy Strength"), 1, "battlefield")
    g.objects[ids["Holy Strength"]].attached_to = ids["Serra Angel"]
    g.invalidate()
    g.players[0].life = life
    return g, ids


def test_the_holy_strength_on_the_attacking_angel_adds_its_point_and_the_ornithopter_nothing():
    g, ids = _angel_with_holy_strength(9)
    assert attack_threat(g, 0, ids["Ornithopter"]) == 0.0
    assert attack_threat(g, 0, ids["Holy Strength"]) == life_worth(5) - life_worth(4)
    assert attack_threat(g, 0, ids["Serra Angel"]) == life_worth(9) - life_worth(4)


def test_the_holy_strength_that_lets_the_angel_through_my_wall_of_air_spares_the_whole_hit():
    # a 1/5 flying Wall holds a 4/4 Angel off, not a 5/6 one: without the Aura nothing gets through
    g, ids = _angel_with_holy_strength(9)
    add_card(g, default_pool().get("Wall of Air"), 0, "battlefield")
    g.invalidate()
    assert attack_threat(g, 0, ids["Holy Strength"]) == life_worth(9) - life_worth(4)
    assert attack_threat(g, 0, ids["Ornithopter"]) == 0.0

