"""The attack the Wizard imagines its opponent pressing (game.ai.combat_ai.pressing_attack):
everything at a player low on life and short of blockers, though a block kills an attacker."""
from game.ai.combat_ai import pressing_attack
from game.cards import default_pool
from game.engine.game import Game, add_card


def _table(attackers: list[str], defenders: list[str], life: int, tapped: tuple[str, ...] = ()) -> tuple[Game, tuple]:
    pool = default_pool()
    g = Game(seed=3)
    ids = [add_card(g, pool.get(name), 0, "battlefield") for name in attackers]
    for name in defenders:
        add_card(g, pool.get(name), 1, "battlefield", tapped=name in tapped)
    g.players[1].life = life
    return g, tuple((a, ("player", 1)) for a in ids)


def test_two_lions_are_both_sent_at_a_player_on_three_with_one_blocker_up():
    g, options = _table(["Savannah Lions", "Grizzly Bears"], ["Drudge Skeletons"], life=3)
    assert pressing_attack(g, 0, options) == options


def test_no_press_when_every_attacker_meets_a_blocker():
    g, options = _table(["Savannah Lions", "Grizzly Bears"], ["Drudge Skeletons", "Hypnotic Specter"], life=3)
    assert pressing_attack(g, 0, options) is None


def test_a_tapped_creature_blocks_nothing():
    g, options = _table(["Savannah Lions", "Grizzly Bears"], ["Drudge Skeletons", "Hypnotic Specter"], life=3,
                        tapped=("Hypnotic Specter",))
    assert pressing_attack(g, 0, options) == options


def test_no_press_at_a_healthy_player():
    g, options = _table(["Savannah Lions", "Grizzly Bears"], ["Drudge Skeletons"], life=12)
    assert pressing_attack(g, 0, options) is None


def test_no_press_that_leaves_the_attacker_dead_to_the_swing_back():
    # two Djinns at a player on 20 behind three Ornithopters: 10 gets through, but the attacker
    # is on 1 and the defender's Atog and Priest answer for 2
    g, options = _table(["Mahamoti Djinn", "Mahamoti Djinn"], ["Atog", "Priest of Yawgmoth"], life=20)
    g.players[0].life = 1
    assert pressing_attack(g, 0, options) is None


def test_a_press_its_swing_back_would_answer_still_goes_when_their_upkeep_finishes_them():
    # the Hill Giant's 3 at a player on 4 whose own Juzam Djinn deals them 1 in their upkeep
    g, options = _table(["Hill Giant"], ["Juzám Djinn"], life=4, tapped=("Juzám Djinn",))
    g.players[0].life = 5
    assert pressing_attack(g, 0, options) == options
