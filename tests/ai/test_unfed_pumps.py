"""A creature's pump counts in a fight only when its controller has what the pump's cost asks for
(game.ai.combat_ai._payable, _other_costs_met): an Atog with no artifact left to sacrifice is a
1/2, and in front of a 3/2 it is a chump block (ladder game 173 against the Sorcerer, turn 34:
the Atog died to a Savannah Lions under Crusade with the Wizard at 17 life and the opponent on 1)."""
from game.ai.combat_ai import needless_chumps
from game.cards import default_pool
from game.engine.game import Game, add_card
from game.engine.objects import Combat


def _atog_before_the_lions(artifacts: list[str]) -> tuple[Game, int, int]:
    """Their Savannah Lions, 3/2 under Crusade, attacks me (17 life, Atog, four Mountains)."""
    pool = default_pool()
    g = Game(seed=3)
    g.players[0].life = 17
    atog = add_card(g, pool.get("Atog"), 0, "battlefield")
    for n in ["Mountain"] * 4 + artifacts:
        add_card(g, pool.get(n), 0, "battlefield")
    lions = add_card(g, pool.get("Savannah Lions"), 1, "battlefield")
    for n in ["Crusade", "Savannah Lions", "Plains", "Plains"]:
        add_card(g, pool.get(n), 1, "battlefield")
    g.players[1].life = 1
    g.active, g.step = 1, "declare_blockers"
    g.combat = Combat(attackers={lions: ("player", 0)}, declared=True, defender=0)
    return g, atog, lions


def test_an_atog_with_nothing_to_eat_is_a_needless_chump():
    g, atog, lions = _atog_before_the_lions([])
    assert needless_chumps(g, 0, ((atog, lions),))


def test_an_atog_with_an_artifact_to_eat_may_yet_win_the_fight():
    g, atog, lions = _atog_before_the_lions(["Ornithopter"])
    assert not needless_chumps(g, 0, ((atog, lions),))
