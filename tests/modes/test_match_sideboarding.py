"""Between the games of a match the computer sideboards (CR 100.4a) against the cards it saw;
each game's result keeps what each player showed, and a saved match keeps the swapped deck."""
from __future__ import annotations

from collections import Counter

from game.cards import default_pool
from game.decks import ai_deck
from game.limited.headless import play_game, play_match
from game.modes.match import OPPONENT, YOU, GameResult, Match, MatchConfig

POOL = default_pool()


def _match(best_of: int = 3) -> Match:
    return Match(MatchConfig(ai_deck("Alpha Power"), ai_deck("Serra's Host"), "apprentice", best_of, seed=5))


def _one_game(m: Match):
    return play_game((m.player_deck, m.opponent_deck), ("apprentice", "apprentice"), m.game_seed(), POOL, 0)


def test_a_match_between_two_computers_changes_a_deck_for_the_second_game():
    m = _match()
    decks_before_game_two: list = []
    play_match(m, POOL, on_game=lambda mm: decks_before_game_two.append((mm.player_deck, mm.opponent_deck))
               if len(mm.results) == 1 else None)
    mine, theirs = decks_before_game_two[0]
    assert Counter(theirs.card_names()) != Counter(m.config.opponent_deck.card_names())
    assert theirs.size == m.config.opponent_deck.size
    assert sum(e.count for e in theirs.sideboard) == 15


def test_the_computer_sideboards_against_the_players_artifacts():
    m = _match()
    m.results = [GameResult(1, 9, 0, shown=[["Juggernaut"] * 3 + ["Sol Ring", "Icy Manipulator", "Mox Ruby"], []])]
    assert "Disenchant" in m.sideboarded(OPPONENT).card_names()
    assert m.sideboarded(OPPONENT).card_names().count("Disenchant") > m.config.opponent_deck.card_names().count(
        "Disenchant")


def test_a_game_result_keeps_only_cards_each_player_could_see():
    m = _match()
    g = _one_game(m)
    m.record(g, None)
    shown = m.results[0].shown
    for seat, deck in ((YOU, m.config.player_deck), (OPPONENT, m.config.opponent_deck)):
        assert shown[seat], seat
        assert not Counter(shown[seat]) - Counter(deck.card_names())
        # a card that never left its library was never seen
        untouched = Counter(g.objects[o].card.name for o in g.players[seat].library if g.objects[o].zcc == 0)
        assert not Counter(shown[seat]) - (Counter(deck.card_names()) - untouched)


def test_a_saved_match_keeps_the_computers_sideboarded_deck():
    m = _match()
    m.results = [GameResult(1, 9, 0, shown=[["Juggernaut"] * 3 + ["Sol Ring", "Icy Manipulator"], []])]
    m.opponent_deck = m.sideboarded(OPPONENT)
    back = Match.from_dict(m.to_dict())
    assert back.opponent_deck.card_names() == m.opponent_deck.card_names()
    assert back.results[0].shown == m.results[0].shown


def test_a_match_saved_before_shown_cards_were_kept_still_loads():
    m = _match()
    d = m.to_dict()
    d["results"] = [{"winner": 1, "turns": 9, "first_player": 0}]
    del d["opponent_deck"]
    back = Match.from_dict(d)
    assert back.results[0].shown == []
    assert back.opponent_deck.card_names() == m.config.opponent_deck.card_names()
