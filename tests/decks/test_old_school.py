"""Old School 93/94: cards of the first two years' sets only, its banned list, and one copy of
each restricted card (game/decks/old_school_93_94.json names the list's source)."""
from game.cards import default_pool
from game.decks.deck_formats import old_school
from game.decks.formats import parse_any, to_text
from game.decks.legality import deck_problems

POOL = default_pool()


def _deck(*lines: str):
    return parse_any("\n".join(lines) + "\n", "Old School")


def test_a_deck_of_classic_cards_is_legal():
    deck = _deck("# format: oldschool", "4 Lightning Bolt", "4 Hill Giant", "4 Abomination", "48 Mountain")
    assert deck_problems(deck, POOL, "oldschool") == []


def test_a_card_from_a_later_set_is_not_legal():
    deck = _deck("4 Aether Vial", "56 Mountain")
    assert deck_problems(deck, POOL, "oldschool") == [
        "Aether Vial isn't legal in Old School 93/94: it wasn't printed in Limited Edition Alpha, Limited Edition "
        "Beta, Unlimited Edition, Arabian Nights, Antiquities, Revised Edition, Legends, The Dark"]
    assert deck_problems(deck, POOL, "normal") == []


def test_banned_cards_are_refused_even_as_one_copy():
    deck = _deck("1 Rebirth", "59 Forest")
    assert deck_problems(deck, POOL, "oldschool") == ["Rebirth is banned in Old School 93/94"]


def test_a_restricted_card_is_allowed_once_counting_the_sideboard():
    assert "Balance" in old_school().restricted
    one = _deck("1 Balance", "59 Plains")
    assert deck_problems(one, POOL, "oldschool") == []
    two = _deck("1 Balance", "59 Plains", "Sideboard", "1 Balance")
    assert deck_problems(two, POOL, "oldschool") == [
        "Balance is restricted in Old School 93/94: at most 1 copy, not 2"]


def test_the_list_names_its_source():
    assert "mtgoldframe.com" in old_school().source


def test_a_deck_file_keeps_its_format():
    deck = _deck("# format: Old School 93/94", "4 Lightning Bolt", "56 Mountain")
    assert deck.fmt == "oldschool"
    assert "# format: oldschool" in to_text(deck)
    assert parse_any(to_text(deck), "again").fmt == "oldschool"


def test_an_unknown_format_is_named_with_its_line():
    deck = _deck("# format: Vintage", "4 Lightning Bolt", "56 Mountain")
    assert deck.errors == ["line 1: unknown format 'Vintage' (one of: 60-card decks, Old School 93/94, Commander)"]


def test_set_codes_of_the_classic_sets_are_read_in_every_deck_list_form():
    """Forge (|LEG), Arena-style ((ARN) 12), and Magic Workstation ([DRK] Name, SB: lines)."""
    deck = parse_any("4 Abomination|LEG\n4 Lightning Bolt (LEA) 161\n4 [DRK] Hill Giant\n48 Mountain\n"
                     "SB: 2 [ATQ] Shatter\n", "Sets")
    assert [(e.count, e.name) for e in deck.main] == [(4, "Abomination"), (4, "Lightning Bolt"), (4, "Hill Giant"),
                                                     (48, "Mountain")]
    assert [(e.count, e.name) for e in deck.sideboard] == [(2, "Shatter")]
    assert deck_problems(deck, POOL, "oldschool") == []
