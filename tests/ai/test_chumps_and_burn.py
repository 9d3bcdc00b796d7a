"""A chump block that keeps me out of reach of the burn the opponent has shown is not needless
(game.ai.combat_ai.needless_chumps, keeps_out_of_burn_range): the life it saves is the life
their burn needs, so the look-ahead weighs it against the blocker (ladder game 100 against the
Sorcerer, turn 42: a Colossus of Sardia trampled 5 over a lone Wall of Bone, and three
Lightning Bolts finished the 9 life left)."""
from game.ai.combat_ai import keeps_out_of_burn_range, needless_chumps
from game.cards import default_pool
from game.engine.game import Game, add_card
from game.engine.objects import Combat


def _colossus_on_walls(their_graveyard: list[str]) -> tuple[Game, int, int, int]:
    """Their Colossus of Sardia attacks me (14 life, Wall of Bone, Wall of Stone, Wall of Fire);
    they hold three cards."""
    pool = default_pool()
    g = Game(seed=3)
    g.players[0].life = 14
    bone, stone = (add_card(g, pool.get(n), 0, "battlefield") for n in ("Wall of Bone", "Wall of Stone"))
    for n in ["Wall of Fire", "Swamp", "Mountain", "Mountain"]:
        add_card(g, pool.get(n), 0, "battlefield")
    colossus = add_card(g, pool.get("Colossus of Sardia"), 1, "battlefield")
    for n in ["Mountain"] * 3:
        add_card(g, pool.get(n), 1, "battlefield")
    for n in ["Lightning Bolt"] * 3:
        add_card(g, pool.get(n), 1, "hand")
    for n in their_graveyard:
        add_card(g, pool.get(n), 1, "graveyard")
    g.active, g.step = 1, "declare_blockers"
    g.combat = Combat(attackers={colossus: ("player", 0)}, declared=True, defender=0)
    return g, bone, stone, colossus


def test_the_wall_of_stone_beside_the_wall_of_bone_is_no_needless_chump_against_shown_burn():
    g, bone, stone, colossus = _colossus_on_walls(["Psionic Blast", "Psionic Blast"])
    assert keeps_out_of_burn_range(g, 0, 9, 14)
    assert not needless_chumps(g, 0, ((bone, colossus), (stone, colossus)))


def test_without_burn_shown_the_wall_of_stone_is_still_a_needless_chump():
    g, bone, stone, colossus = _colossus_on_walls(["Counterspell"])
    assert not keeps_out_of_burn_range(g, 0, 9, 14)
    assert needless_chumps(g, 0, ((bone, colossus), (stone, colossus)))


def test_a_chump_that_leaves_me_in_burn_range_either_way_keeps_nothing_from_it():
    g, *_ = _colossus_on_walls(["Psionic Blast"])
    assert not keeps_out_of_burn_range(g, 0, 9, 12)
