"""What a blocker threatens, as the rules of thumb and the evaluation see it
(game.ai.combat_ai.own_pump, pumped_trade, ready_ping, game.ai.knowledge.walled): a pump or a
ping paid with mana counts as often as the mana open pays for it (past the activation that dooms
the creature only where it is gone this turn anyway), and a blocker that regenerates walls an
attacker off; and what an attacker none of them can block is worth
(game.ai.knowledge.static_evasion_worth); and a pump with no fight to change is advised against
(game.ai.policy.Policy.activate_score)."""
from game.ai.combat_ai import block_outcome, own_pump, pumped_trade, ready_ping
from game.ai.knowledge import static_evasion_worth, walled
from game.ai.policy import ADVISED_AGAINST, Policy
from game.cards import default_pool
from game.engine.decisions import ActivateAbility
from game.engine.game import Game, add_card
from game.engine.rng import GameRng


def _board(mine: list[str], theirs: list[str], tapped: tuple[str, ...] = ()) -> tuple[Game, list[int], list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    a = [add_card(g, pool.get(n), 0, "battlefield") for n in mine]
    b = [add_card(g, pool.get(n), 1, "battlefield", tapped=n in tapped) for n in theirs]
    return g, a, b


def test_a_wall_of_fire_pumps_once_for_each_red_mana_open():
    g, _, (wall, *_) = _board([], ["Wall of Fire", "Mountain", "Mountain", "Mountain"])
    assert own_pump(g, wall) == (3, 0)


def test_a_tapped_mountain_pays_for_no_pump():
    g, _, (wall, *_) = _board([], ["Wall of Fire", "Mountain", "Mountain"], tapped=("Mountain",))
    assert own_pump(g, wall) == (0, 0)


def test_a_wall_of_fire_with_four_red_open_kills_the_su_chi_it_blocks_and_lives():
    g, (su_chi,), (wall, *_) = _board(["Su-Chi"], ["Wall of Fire"] + ["Mountain"] * 4)
    assert block_outcome(g, su_chi, wall) == (True, False)


def test_a_dragon_whelps_dooming_pump_counts_only_past_its_doom():
    g, _, (whelp, *_) = _board([], ["Dragon Whelp"] + ["Mountain"] * 6)
    assert own_pump(g, whelp) == (0, 0)
    assert own_pump(g, whelp, past_doom=True) == (6, 0)


def test_a_dragon_whelp_with_six_mountains_open_trades_with_the_mahamoti_djinn_it_blocks():
    g, (djinn,), (whelp, *_) = _board(["Mahamoti Djinn"], ["Dragon Whelp"] + ["Mountain"] * 6)
    assert block_outcome(g, djinn, whelp) == (False, True)
    assert pumped_trade(g, djinn, whelp)


def test_three_mountains_dont_make_the_dragon_whelp_a_trade_for_the_mahamoti_djinn():
    g, (djinn,), (whelp, *_) = _board(["Mahamoti Djinn"], ["Dragon Whelp"] + ["Mountain"] * 3)
    assert not pumped_trade(g, djinn, whelp)


def test_a_dragon_whelp_never_pumps_back_at_a_first_striker_that_kills_it_first():
    g, (demon,), (whelp, *_) = _board(["Yawgmoth Demon"], ["Dragon Whelp"] + ["Mountain"] * 6)
    assert not pumped_trade(g, demon, whelp)


def test_a_wall_of_bone_that_regenerates_walls_off_a_craw_wurm():
    g, (wurm,), _ = _board(["Craw Wurm"], ["Wall of Bone"])
    assert walled(g, wurm)


def test_a_grizzly_bears_walls_off_nothing_it_dies_to():
    g, (wurm,), _ = _board(["Craw Wurm"], ["Grizzly Bears"])
    assert not walled(g, wurm)


def test_brothers_of_fire_pings_once_for_each_three_red_mana_open():
    g, _, _ = _board([], ["Brothers of Fire"] + ["Mountain"] * 6)
    assert ready_ping(g, 1) == 2


def test_five_mountains_pay_for_one_ping_of_brothers_of_fire():
    g, _, _ = _board([], ["Brothers of Fire"] + ["Mountain"] * 5)
    assert ready_ping(g, 1) == 1


def test_brothers_of_fire_never_counts_the_ping_that_would_kill_its_controller():
    g, _, _ = _board([], ["Brothers of Fire"] + ["Mountain"] * 6)
    g.players[1].life = 2
    assert ready_ping(g, 1) == 1


def test_a_prodigal_sorcerer_pings_once_whatever_the_mana():
    g, _, _ = _board([], ["Prodigal Sorcerer"] + ["Island"] * 6)
    assert ready_ping(g, 1) == 1


def test_an_evil_eye_no_creature_of_theirs_can_block_is_worth_a_fliers_evasion():
    g, (eye,), _ = _board(["Evil Eye of Orms-by-Gore"], ["White Knight", "Pearled Unicorn"])
    assert static_evasion_worth(g, eye, g.chars(eye)) > 2.0


def test_an_evil_eye_facing_a_wall_is_worth_no_more_than_its_body():
    g, (eye,), _ = _board(["Evil Eye of Orms-by-Gore"], ["White Knight", "Wall of Stone"])
    assert static_evasion_worth(g, eye, g.chars(eye)) == 0.0



def _pump_score_in_my(step: str, creature: str) -> float:
    g, (pumped, *_), _ = _board([creature, "Mountain", "Mountain"], [])
    g.active, g.step = 0, step
    ability = next(i for i, ab in enumerate(g.objects[pumped].card.abilities) if "modify" in str(ab.get("do")))
    return Policy(GameRng(1)).activate_score(g, 0, ActivateAbility(pumped, ability))[0]


def test_a_wall_of_fire_pumped_in_my_second_main_phase_is_advised_against():
    # the +1/+0 wears off in the cleanup step and the Mountain stays tapped through their turn
    assert _pump_score_in_my("main2", "Wall of Fire") <= ADVISED_AGAINST


def test_a_shivan_dragons_firebreathing_before_its_attack_is_advised_against():
    # pumped in the main phase, the boost is seen before blocks are declared
    assert _pump_score_in_my("main1", "Shivan Dragon") <= ADVISED_AGAINST
