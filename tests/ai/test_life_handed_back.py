"""The life a removal spell gives the controller of what it takes (game.ai.knowledge.life_handed_back):
it is taken off what the spell takes from them, so a Swords to Plowshares on a Ball Lightning gains
nothing but the card spent."""
from game.ai.knowledge import life_handed_back, life_worth
from game.cards import default_pool
from game.engine.game import Game, add_card


def _spell_and_target(spell: str, target: str, life: int) -> tuple[Game, list, int]:
    pool = default_pool()
    g = Game(seed=3)
    g.players[1].life = life
    return g, pool.get(spell).spell["do"], add_card(g, pool.get(target), 1, "battlefield")


def test_swords_to_plowshares_hands_back_the_creatures_power_as_life():
    g, effects, lightning = _spell_and_target("Swords to Plowshares", "Ball Lightning", 14)
    assert life_handed_back(g, effects, lightning) == life_worth(20) - life_worth(14)


def test_crumble_hands_back_the_artifacts_mana_value_as_life():
    g, effects, juggernaut = _spell_and_target("Crumble", "Juggernaut", 20)
    assert life_handed_back(g, effects, juggernaut) == life_worth(24) - life_worth(20)


def test_terror_hands_back_nothing():
    g, effects, giant = _spell_and_target("Terror", "Hill Giant", 20)
    assert life_handed_back(g, effects, giant) == 0.0
