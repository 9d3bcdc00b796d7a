"""Ante cards say "Remove this card from your deck before playing if you're not playing for
ante.": a game not played for ante is set up without them, one played for ante with them, and
the deck check says which cards those are."""
from __future__ import annotations

from game.cards import default_pool
from game.decks.decklist import parse_deck_text
from game.decks.legality import deck_problems, left_out_without_ante
from game.modes.setup import build_game

DECK = "4 Contract from Below\n4 Darkpact\n4 Demonic Attorney\n4 Jeweled Bird\n44 Swamp\n"
OTHER = "60 Mountain\n"


def _game_cards(ante: bool) -> list[str]:
    g = build_game((parse_deck_text(DECK, "Pacts"), parse_deck_text(OTHER, "Red")), 5, rules={"ante": ante})
    return [o.card.name for o in g.objects.values() if o.owner == 0]


def test_a_game_not_played_for_ante_is_set_up_without_the_ante_cards():
    names = _game_cards(False)
    assert len(names) == 44 and set(names) == {"Swamp"}


def test_a_game_played_for_ante_keeps_the_ante_cards():
    names = _game_cards(True)
    assert len(names) == 60 and names.count("Jeweled Bird") == 4 and names.count("Darkpact") == 4


def test_the_deck_check_names_the_ante_cards_without_calling_the_deck_illegal():
    deck = parse_deck_text(DECK, "Pacts")
    pool = default_pool()
    assert deck_problems(deck, pool) == []
    assert left_out_without_ante(deck, pool) == ["Contract from Below", "Darkpact", "Demonic Attorney", "Jeweled Bird"]
