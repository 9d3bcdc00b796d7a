"""What the computer reads from a permanent's own triggers (game.ai.knowledge): an upkeep
cost it can meet or not, one that taps the permanent when unmet, and a creature that leaves
at end of turn."""
from game.ai.combat_ai import life_left_for_their_turn
from game.ai.knowledge import (leaves_at_end_of_turn, unfed_discard_damage, upkeep_burden, upkeep_disables, upkeep_toll,
                               upkeeps_disabled, walled)
from game.cards import default_pool
from game.engine.game import Game, add_card


def _table(mine: list[str], hand: list[str] = ()) -> tuple[Game, dict[str, int]]:
    pool = default_pool()
    g = Game(seed=3)
    ids = {name: add_card(g, pool.get(name), 0, "battlefield") for name in mine}
    for name in hand:
        add_card(g, pool.get(name), 0, "hand")
    return g, ids


def _disabled(name: str, others: list[str] = (), hand: list[str] = ()) -> bool:
    g, ids = _table([name, *others], hand)
    return upkeep_disables(g, 0, g.chars(ids[name]).triggers, ids[name])


def test_mishras_war_machine_with_an_empty_hand_taps_itself_each_upkeep():
    assert _disabled("Mishra's War Machine")


def test_mishras_war_machine_with_a_card_to_discard_is_paid_for():
    assert not _disabled("Mishra's War Machine", hand=["Plains"])


def test_yawgmoth_demon_with_an_artifact_to_sacrifice_is_fed():
    assert not _disabled("Yawgmoth Demon", others=["Ornithopter"])
    assert _disabled("Yawgmoth Demon")


def test_juzam_djinns_upkeep_hurts_but_leaves_it_free_to_fight():
    g, ids = _table(["Juzám Djinn"])
    djinn = ids["Juzám Djinn"]
    assert upkeep_burden(g, 0, g.chars(djinn).triggers, djinn) == 1
    assert not upkeep_disables(g, 0, g.chars(djinn).triggers, djinn)


def test_ball_lightning_is_gone_by_the_opponents_turn():
    g, ids = _table(["Ball Lightning"])
    assert leaves_at_end_of_turn(g.chars(ids["Ball Lightning"]))


def test_pestilence_stays_while_creatures_are_on_the_battlefield():
    g, ids = _table(["Pestilence", "Grizzly Bears"])
    assert not leaves_at_end_of_turn(g.chars(ids["Pestilence"]))


def test_an_opponent_with_a_serendib_efreet_has_a_point_less_to_lose_before_their_turn():
    g, _ = _table(["Serendib Efreet"])
    g.players[0].life = 3
    assert life_left_for_their_turn(g, 0) == 2


def test_a_war_machine_left_without_a_card_to_discard_deals_its_three():
    g, _ = _table(["Mishra's War Machine"])
    assert unfed_discard_damage(g, 0, 0) == 3
    assert unfed_discard_damage(g, 0, 1) == 0


def _angel_walled_by_demon(mine: list[str]) -> bool:
    g, ids = _table(["Yawgmoth Demon", *mine])
    angel = add_card(g, default_pool().get("Serra Angel"), 1, "battlefield")
    return walled(g, angel)


def test_a_yawgmoth_demon_its_upkeep_taps_holds_off_no_attacker_beyond_this_turn():
    assert not _angel_walled_by_demon([])
    assert _angel_walled_by_demon(["Ornithopter"])


def _toll(name: str, others: list[str]) -> tuple[int, int]:
    g, ids = _table([name, *others])
    oid = ids[name]
    return upkeep_toll(g, 0, g.chars(oid).triggers, oid), upkeeps_disabled(g, 0, g.chars(oid).triggers, oid)


def test_one_artifact_feeds_yawgmoth_demon_one_upkeep_not_every_one():
    assert _toll("Yawgmoth Demon", ["Ornithopter"]) == (4, 2)   # fed once, then 2 life and tapped twice
    assert _toll("Yawgmoth Demon", ["Ornithopter", "Clay Statue", "Su-Chi"]) == (0, 0)
    assert _toll("Yawgmoth Demon", []) == (6, 3)


def test_one_creature_feeds_lord_of_the_pit_one_upkeep():
    assert _toll("Lord of the Pit", ["Llanowar Elves"]) == (14, 0)


def _war_machine_toll(out: int, hand: list[str]) -> int:
    """The life a Mishra's War Machine in hand would cost over my next upkeeps, `out` of them already
    on my battlefield, a library to draw from."""
    g, _ = _table([], hand)
    pool = default_pool()
    for _ in range(out):
        add_card(g, pool.get("Mishra's War Machine"), 0, "battlefield")
    for _ in range(5):
        add_card(g, pool.get("Plains"), 0, "library")
    machine = next(h for h in g.players[0].hand if g.objects[h].card.name == "Mishra's War Machine")
    return upkeep_toll(g, 0, g.chars(machine).triggers, machine)


def test_the_hands_one_card_and_one_draw_a_turn_feed_the_first_war_machine_not_a_second():
    assert _war_machine_toll(1, ["Mishra's War Machine", "Plains"]) == 9
    assert _war_machine_toll(0, ["Mishra's War Machine", "Plains"]) == 0


def test_a_war_machine_cast_from_an_empty_hand_is_unfed_in_the_upkeep_before_the_next_draw():
    assert _war_machine_toll(0, ["Mishra's War Machine"]) == 3
