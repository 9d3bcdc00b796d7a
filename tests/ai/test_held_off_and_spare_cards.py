"""What the rules of thumb count as held off, spare or coming (game.ai.knowledge.held_off,
mana_next_turn, upkeep_discards; game.ai.combat_ai.choose_attackers): a creature one of the
other side's holds off threatens nothing and wins nothing by attacking, a mana creature cast now
pays next turn, the last card in hand is the one an upkeep's discard needs, and a card whose
colour my lands don't add is the one discarded."""
from game.ai.combat_ai import choose_attackers
from game.ai.knowledge import (answered_by_mine, held_off, mana_next_turn, taken_by_mine, unheld_power,
                               upkeep_discards)
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.decisions import Decision
from game.engine.game import Game, add_card
from game.engine.rng import GameRng


def _board(mine: list[str], theirs: list[str], tapped: tuple[str, ...] = ()) -> tuple[Game, list[int], list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    a = [add_card(g, pool.get(n), 0, "battlefield", tapped=n in tapped) for n in mine]
    b = [add_card(g, pool.get(n), 1, "battlefield", tapped=n in tapped) for n in theirs]
    return g, a, b


def test_one_wall_of_stone_holds_off_one_of_two_minotaurs():
    g, _, _ = _board(["Wall of Stone"], ["Hurloon Minotaur", "Hurloon Minotaur"])
    assert len(held_off(g, 0)) == 1
    assert unheld_power(g, 0) == 2


def test_a_grizzly_bears_holds_off_nothing_it_dies_to():
    g, _, _ = _board(["Grizzly Bears"], ["Hill Giant"])
    assert unheld_power(g, 0) == 3


def test_a_tapped_wall_holds_off_nothing_in_their_next_attack_but_does_in_the_one_after():
    g, _, _ = _board(["Wall of Stone"], ["Hurloon Minotaur"], tapped=("Wall of Stone",))
    assert unheld_power(g, 0, now=True) == 2
    assert unheld_power(g, 0) == 0


def test_a_ball_lightning_threatens_its_attack_of_this_turn_only_until_it_has_hit():
    g, _, _ = _board([], ["Ball Lightning", "Goblin Balloon Brigade"])
    g.active, g.step = 1, "main1"
    assert unheld_power(g, 0, now=True) == 7
    assert unheld_power(g, 0) == 1
    g.step = "end_of_combat"
    assert unheld_power(g, 0, now=True) == 1


def test_a_royal_assassin_answers_an_untapped_mesa_pegasus_but_not_a_serra_angel_with_vigilance():
    # ladder game 30 against the Sorcerer: the Pegasus dies the first time it attacks
    g, _, (pegasus, angel) = _board(["Royal Assassin"], ["Mesa Pegasus", "Serra Angel"])
    assert answered_by_mine(g, 0, pegasus)
    assert not answered_by_mine(g, 0, angel)


def test_a_prodigal_sorcerer_answers_a_1_1_but_not_a_2_2():
    g, _, (pegasus, bears) = _board(["Prodigal Sorcerer"], ["Mesa Pegasus", "Grizzly Bears"])
    assert answered_by_mine(g, 0, pegasus)
    assert not answered_by_mine(g, 0, bears)


def test_a_royal_assassin_takes_one_of_two_mesa_pegasi_before_the_attack_after_their_next():
    g, _, (knight, peg1, peg2) = _board(["Royal Assassin"], ["White Knight", "Mesa Pegasus", "Mesa Pegasus"],
                                        tapped=("Royal Assassin",))
    assert taken_by_mine(g, 0, [knight, peg1, peg2]) == {peg1}
    assert unheld_power(g, 0, now=True) == 4
    assert unheld_power(g, 0) == 3


def test_the_coming_turn_counts_a_llanowar_elves_and_a_sol_ring_beside_the_lands():
    g, _, _ = _board(["Forest", "Forest", "Llanowar Elves", "Sol Ring"], [])
    assert mana_next_turn(g, 0) == 5


def test_mishras_war_machine_asks_one_card_of_its_controllers_hand():
    g, _, _ = _board(["Mishra's War Machine"], [])
    assert upkeep_discards(g, 0) == 1
    assert upkeep_discards(g, 1) == 0


def _attack(g: Game, attackers: list[int]) -> set[int]:
    return {a for a, _ in choose_attackers(g, 0, tuple((a, ("player", 1)) for a in attackers))}


def test_a_northern_paladin_stays_home_from_a_wall_of_stone_that_stops_it_for_nothing():
    g, (paladin,), _ = _board(["Northern Paladin"], ["Wall of Stone"])
    assert _attack(g, [paladin]) == set()


def test_two_gray_ogres_both_attack_into_one_wall_of_stone_that_stops_only_one():
    g, ogres, _ = _board(["Gray Ogre", "Gray Ogre"], ["Wall of Stone"])
    assert _attack(g, ogres) == set(ogres)


def test_a_flier_beside_it_leaves_the_paladin_home_as_the_wall_cannot_block_the_flier():
    g, (paladin, angel), _ = _board(["Northern Paladin", "Serra Angel"], ["Wall of Stone"])
    assert _attack(g, [paladin, angel]) == {angel}


def test_with_one_plains_a_white_knight_is_discarded_before_the_chain_lightning_the_mountain_casts():
    g, _, _ = _board(["Mountain", "Plains", "Desert"], [])
    pool = default_pool()
    knight, chain = (add_card(g, pool.get(n), 0, "hand") for n in ("White Knight", "Chain Lightning"))
    d = Decision("select", 0, "Discard a card", (chain, knight), 1, 1, "discard", ())
    assert Policy(GameRng(1)).select(g, 0, d) == (knight,)
