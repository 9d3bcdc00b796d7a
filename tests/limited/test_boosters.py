"""Boosters opened from the print sheets of the classic sets (game/limited/boosters.json)."""
from collections import Counter

import pytest

from game.engine.rng import GameRng
from game.limited.boosters import UnknownSetError, open_booster, open_starter, product, set_codes

RARE_SHEET_SETS = ("LEA", "LEB", "2ED", "3ED", "LEG", "4ED")


def test_every_classic_set_has_boosters():
    assert set_codes() == ("LEA", "LEB", "2ED", "ARN", "ATQ", "3ED", "LEG", "DRK", "4ED")


@pytest.mark.parametrize("code,layout", [
    ("4ED", {"rare": 1, "uncommon": 3, "common": 11}), ("LEA", {"rare": 1, "uncommon": 3, "common": 11}),
    ("3ED", {"rare": 1, "uncommon": 3, "common": 11}), ("LEG", {"rare": 1, "uncommon": 3, "common": 12}),
    ("ARN", {"uncommon": 2, "common": 6}), ("ATQ", {"uncommon": 2, "common": 6}), ("DRK", {"uncommon": 2, "common": 6}),
])
def test_a_booster_takes_its_sets_cards_from_each_sheet(code, layout):
    rng = GameRng(7)
    for _ in range(50):
        pack = open_booster(code, rng)
        assert Counter(sheet for _, sheet in pack) == Counter(layout)
        for name, sheet in pack:
            assert name in product(code).sheets[sheet].names


def test_fourth_edition_rares_come_one_a_pack_and_evenly_over_many_packs():
    rng = GameRng(11)
    rares = Counter()
    for _ in range(2420):
        rares.update(n for n, s in open_booster("4ED", rng) if s == "rare")
    assert sum(rares.values()) == 2420
    # 121 rares once each on the sheet: about 20 of each in 2420 packs
    assert len(rares) == 121
    assert max(rares.values()) < 45 and min(rares.values()) > 5


def test_a_card_printed_more_often_on_its_sheet_comes_more_often():
    # Alpha's common sheet holds Islands ten times and most commons once
    rng = GameRng(3)
    seen = Counter()
    for _ in range(600):
        seen.update(n for n, s in open_booster("LEA", rng) if s == "common")
    assert seen["Island"] > 5 * seen["Giant Growth"]


@pytest.mark.parametrize("code", set_codes())
def test_no_booster_holds_more_copies_of_a_card_than_its_sheet(code):
    rng = GameRng(5)
    for _ in range(300):
        pack = open_booster(code, rng)
        for (name, sheet), k in Counter(pack).items():
            assert k <= dict(product(code).sheets[sheet].copies)[name]


@pytest.mark.parametrize("code", RARE_SHEET_SETS)
def test_a_booster_never_holds_two_copies_of_a_rare_printed_once(code):
    rng = GameRng(13)
    for _ in range(300):
        rares = [n for n, s in open_booster(code, rng) if s == "rare"]
        assert len(rares) == len(set(rares)) == 1


def test_fourth_edition_commons_give_every_colour():
    rng = GameRng(17)
    from game.cards import default_pool
    pool = default_pool()
    for _ in range(100):
        colours = {c for n, s in open_booster("4ED", rng) if s == "common" for c in pool.get(n).colors}
        assert colours == {"W", "U", "B", "R", "G"}


def test_the_same_seed_opens_the_same_pack():
    assert open_booster("4ED", GameRng(42)) == open_booster("4ED", GameRng(42))
    assert open_booster("4ED", GameRng(42)) != open_booster("4ED", GameRng(43))


def test_a_fourth_edition_starter_deck_is_sixty_cards_with_its_rarities():
    deck = open_starter("4ED", GameRng(2))
    kinds = Counter(s for _, s in deck)
    assert len(deck) == 60
    assert kinds == {"rare": 3, "uncommon": 9, "common": 26, "basic land": 22}


def test_a_set_without_a_known_starter_deck_or_an_unknown_set_is_refused():
    with pytest.raises(UnknownSetError, match="no starter deck"):
        open_starter("ARN", GameRng(1))
    with pytest.raises(UnknownSetError, match="no boosters of a set"):
        open_booster("XYZ", GameRng(1))
