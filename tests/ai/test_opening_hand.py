"""The computer keeps or mulligans its opening hand as a player would (CR 103.5, the London
mulligan): by its lands against the deck's needs, their colours and its early plays."""
import pytest

from game.ai.opening_hand import judge, to_bottom
from game.ai.player import AIPlayer
from game.engine.game import Game, add_card

from .card_lists import POOL, cards

RED_GREEN_DECK = ["Mountain"] * 12 + ["Forest"] * 12 + ["Lightning Bolt"] * 18 + ["Grizzly Bears"] * 18


def library_for(hand: list) -> list:
    rest = [POOL.get(n) for n in RED_GREEN_DECK]
    for c in hand:
        if c in rest:
            rest.remove(c)
    return rest


def verdict(*entries: str, mulligans: int = 0):
    hand = cards(*entries)
    return judge(hand, library_for(hand), mulligans)


def test_a_seven_card_hand_with_no_land_is_sent_back():
    assert not verdict("4 Lightning Bolt", "3 Grizzly Bears").keep


def test_a_seven_card_hand_of_seven_lands_is_sent_back():
    assert not verdict("4 Mountain", "3 Forest").keep


def test_a_two_land_hand_of_the_wrong_colour_is_sent_back():
    assert not verdict("2 Forest", "5 Lightning Bolt").keep


def test_two_lands_under_nothing_but_six_drops_are_sent_back():
    assert not verdict("2 Mountain", "5 Shivan Dragon").keep


def test_four_lands_under_six_drops_of_their_colour_are_kept():
    assert verdict("4 Mountain", "3 Shivan Dragon").keep


def test_four_lands_under_six_drops_of_another_colour_are_sent_back():
    assert not verdict("4 Forest", "3 Shivan Dragon").keep


def test_three_lands_with_plays_on_curve_are_kept():
    assert verdict("2 Mountain", "Forest", "2 Lightning Bolt", "2 Grizzly Bears").keep


def test_three_lands_under_four_drops_are_kept():
    assert verdict("3 Mountain", "4 Hill Giant").keep


def test_a_one_land_seven_card_hand_is_sent_back():
    assert not verdict("Forest", "3 Grizzly Bears", "3 Lightning Bolt").keep


def test_a_mox_counts_as_a_land_for_the_first_turns():
    assert verdict("Mox Ruby", "Mountain", "5 Lightning Bolt").keep


def test_a_five_card_hand_is_kept_more_readily_than_seven():
    # one land: sent back at seven cards, kept after two mulligans
    assert not verdict("Forest", "3 Grizzly Bears", "3 Lightning Bolt").keep
    assert verdict("Forest", "3 Grizzly Bears", "3 Lightning Bolt", mulligans=2).keep


def test_a_four_card_hand_is_always_kept():
    assert verdict("4 Lightning Bolt", "3 Grizzly Bears", mulligans=3).keep


def test_after_a_mulligan_a_surplus_land_goes_to_the_bottom():
    hand = cards("6 Mountain", "Lightning Bolt")
    assert [hand[i].name for i in to_bottom(hand, 1)] == ["Mountain"]


def test_after_a_mulligan_the_most_expensive_spell_goes_to_the_bottom():
    hand = cards("3 Mountain", "2 Lightning Bolt", "Shivan Dragon", "Grizzly Bears")
    assert [hand[i].name for i in to_bottom(hand, 1)] == ["Shivan Dragon"]


def test_mishras_workshop_counts_its_three_mana_so_the_juggernaut_is_kept():
    hand = cards("Juggernaut", "Mishra's Workshop", "Chain Lightning", "Atog", "Priest of Yawgmoth", "Swamp", "Atog")
    assert "Juggernaut" not in [hand[i].name for i in to_bottom(hand, 2)]


def _game_with_hand(hand: list[str]) -> Game:
    g = Game(seed=3)
    for name in hand:
        add_card(g, POOL.get(name), 0, "hand")
    for name in RED_GREEN_DECK[:40]:
        add_card(g, POOL.get(name), 0, "library")
    return g


@pytest.mark.parametrize("level", ["apprentice", "magician", "sorcerer", "wizard"])
@pytest.mark.parametrize("hand", [["Lightning Bolt"] * 7, ["Mountain"] * 7])
def test_no_level_keeps_a_seven_card_hand_of_no_land_or_all_lands(level, hand):
    g = _game_with_hand(hand)
    for seed in range(20):
        assert not AIPlayer(level, seed).policy.keeps_hand(g, 0)


def test_the_wizard_never_keeps_a_hand_of_the_wrong_colour():
    g = _game_with_hand(["Forest", "Forest"] + ["Lightning Bolt"] * 5)
    assert not any(AIPlayer("wizard", seed).policy.keeps_hand(g, 0) for seed in range(20))


def test_the_apprentice_now_and_then_keeps_a_hand_of_the_wrong_colour():
    g = _game_with_hand(["Forest", "Forest"] + ["Lightning Bolt"] * 5)
    assert any(AIPlayer("apprentice", seed).policy.keeps_hand(g, 0) for seed in range(20))


def test_mishras_workshop_does_not_cast_the_hands_creatures():
    # its mana is spent only on artifact spells (CR 106.6): with one Mountain, the Gray Ogres wait
    assert not verdict("Mishra's Workshop", "Mountain", "5 Gray Ogre").keep


def test_mishras_workshop_casts_the_hands_artifacts():
    assert verdict("Mishra's Workshop", "Mountain", "5 Onulet").keep
