"""A lord's death in a fight costs its controller the boost it gives their other creatures as
well as its own body (game.ai.combat_ai.fight_loss, kill_worth): the Goblin King is not sent at
a blocker that trades with it, and the block and ping that can kill one of two attacking Goblins
kill the King (choose_blocks, _first_blocks; ladder game 85 against the Sorcerer)."""
from game.ai.combat_ai import choose_attackers, choose_blocks, fight_loss
from game.ai.knowledge import trade_cost
from game.cards import default_pool
from game.engine.combat import block_options
from game.engine.game import Game, add_card
from game.engine.objects import Combat

GOBLINS = ["Goblin King", "Goblin Hero", "Goblins of the Flarg"]


def _board(mine: list[str], theirs: list[str]) -> tuple[Game, list[int], list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    g.players[1].life = 13
    return (g, [add_card(g, pool.get(n), 0, "battlefield") for n in mine],
            [add_card(g, pool.get(n), 1, "battlefield") for n in theirs])


def _at_them(*attackers: int) -> tuple:
    return tuple((a, ("player", 1)) for a in attackers)


def test_the_goblin_king_costs_its_body_and_the_boost_of_the_two_other_goblins():
    g, (king, hero, _), _ = _board(GOBLINS, [])
    assert fight_loss(g, king) > trade_cost(g.chars(king)) + 4.0
    assert fight_loss(g, hero) == trade_cost(g.chars(hero))


def test_a_wounded_goblin_king_stays_home_from_the_prodigal_sorcerer_that_trades_with_it():
    g, (king, hero, flarg), _ = _board(GOBLINS, ["Prodigal Sorcerer"])
    g.active, g.step = 0, "declare_attackers"
    g.objects[king].damage = 1
    chosen = {a for a, _ in choose_attackers(g, 0, _at_them(king, hero, flarg))}
    assert king not in chosen



def test_one_blocker_and_a_ping_go_to_the_goblin_king_not_the_goblins_of_the_flarg_it_boosts():
    g, (pinger, blocker), (flarg, king) = _board(["Prodigal Sorcerer", "Prodigal Sorcerer"],
                                                 ["Goblins of the Flarg", "Goblin King"])
    g.objects[blocker].sick = True
    g.active, g.step = 1, "declare_blockers"
    g.combat = Combat(attackers={flarg: ("player", 0), king: ("player", 0)}, declared=True, defender=0)
    blocks = choose_blocks(g, 0, tuple(block_options(g)))
    assert len(blocks) == 1 and blocks[0][1] == king
