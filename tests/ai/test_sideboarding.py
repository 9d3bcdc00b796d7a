"""The computer's sideboarding between games (CR 100.4a): answers to what it saw of the
opponent's deck come in, cards doing nothing in the match-up go out, the deck stays legal."""
from collections import Counter

from game.ai.sideboarding import aims, dead, plan
from game.decks import ai_deck
from game.decks.prebuilt import ai_decks
from game.decks.legality import deck_problems

from .card_lists import POOL, cards



def deck_cards(name: str) -> tuple[list, list]:
    d = ai_deck(name)
    return [POOL.get(n) for n in d.card_names()], [POOL.get(e.name) for e in d.sideboard for _ in range(e.count)]


def swap_against(deck: str, *seen: str):
    main, side = deck_cards(deck)
    return plan(main, side, cards(*seen))


ARTIFACTS = ("3 Juggernaut", "Sol Ring", "Icy Manipulator", "Basalt Monolith", "2 Island")
RED = ("4 Lightning Bolt", "3 Goblin King", "2 Mons's Goblin Raiders", "6 Mountain")
BLACK = ("3 Hypnotic Specter", "2 Sengir Vampire", "3 Black Knight", "2 Drudge Skeletons", "8 Swamp")


def test_every_prebuilt_deck_has_a_legal_fifteen_card_sideboard():
    for d in ai_decks():
        assert sum(e.count for e in d.sideboard) == 15, d.name
        assert deck_problems(d, POOL) == [], d.name


def test_every_prebuilt_sideboard_stays_in_its_decks_colours():
    for d in ai_decks():
        mana = {c for n in d.card_names() for c in POOL.get(n).color_identity}
        for e in d.sideboard:
            assert set(POOL.get(e.name).colors) <= mana, (d.name, e.name)


def test_the_computer_brings_in_disenchant_against_artifacts():
    assert "Disenchant" in swap_against("Serra's Host", *ARTIFACTS).ins


def test_the_computer_brings_in_circle_of_protection_red_against_a_red_deck():
    assert "Circle of Protection: Red" in swap_against("Serra's Host", *RED).ins


def test_the_computer_brings_in_blue_elemental_blast_against_red():
    assert "Blue Elemental Blast" in swap_against("Tolarian Tide", *RED).ins


def test_terror_goes_out_against_black_creatures():
    assert "Terror" in swap_against("Undead Bog", *BLACK).outs


def test_an_answer_the_decks_lands_cannot_cast_stays_out():
    main, _ = deck_cards("Llanowar Growth")
    assert plan(main, cards("4 Disenchant"), cards(*ARTIFACTS)).ins == ()


def test_nothing_is_swapped_before_anything_was_seen():
    assert swap_against("Serra's Host").ins == ()


def test_no_answer_comes_in_against_a_deck_it_does_not_answer():
    # white creatures: Serra's Host's sideboard answers the other colours, artifacts and enchantments
    assert swap_against("Serra's Host", "4 Savannah Lions", "3 White Knight", "8 Plains").ins == ()


def test_a_swap_is_one_for_one_and_never_takes_out_a_land():
    swap = swap_against("Serra's Host", *ARTIFACTS, *RED)
    assert len(swap.ins) == len(swap.outs) > 0
    assert not any("Land" in POOL.get(n).types for n in swap.outs)


def test_a_sideboarded_deck_stays_legal():
    main, side = deck_cards("Serra's Host")
    swap = plan(main, side, cards(*ARTIFACTS, *RED))
    after = Counter(c.name for c in main) + Counter(swap.ins) - Counter(swap.outs)
    assert sum(after.values()) == len(main)
    assert all(n <= 4 for name, n in after.items() if name != "Plains")


def test_an_answers_aims_are_read_from_its_rules():
    assert aims(POOL.get("Disenchant")) == {("type", "Artifact"), ("type", "Enchantment")}
    assert aims(POOL.get("Circle of Protection: Red")) == {("color", "R")}
    assert aims(POOL.get("Tsunami")) == {("subtype", "Island")}
    assert aims(POOL.get("Knights of Thorn")) == {("color", "R")}


def test_swords_to_plowshares_does_nothing_against_a_deck_without_creatures():
    """Its controller's life gain is the price of the exile, not a reason to keep it."""
    assert dead(POOL.get("Swords to Plowshares"), cards(*RED[:1], "6 Mountain"))
    assert not dead(POOL.get("Swords to Plowshares"), cards(*BLACK))
