"""The gauntlet: opponents in order, the Difficulty, progress saved across sessions."""
from __future__ import annotations

from game.decks import ai_deck, ai_decks
from game.modes.gauntlet import (Gauntlet, GauntletOptions, difficulty, load_gauntlet, save_gauntlet)
from game.modes.match import GameResult, Match, MatchConfig


def test_gauntlet_difficulty_grows_with_level_single_duel_and_ante():
    base = difficulty("apprentice", 3, False, 2)
    assert difficulty("magician", 3, False, 2) > base
    assert difficulty("apprentice", 1, False, 2) > base
    assert difficulty("apprentice", 3, True, 2) > base
    assert difficulty("apprentice", 3, False, 4) > base
    assert 1 <= base and difficulty("wizard", 1, True, 4) <= 10


def test_gauntlet_opponents_come_in_order_of_difficulty_without_your_deck():
    mine = ai_deck("Serra's Host")
    g = Gauntlet.new(mine, ai_decks(), GauntletOptions())
    assert mine.name not in [d.name for d in g.opponents]
    levels = [d.difficulty for d in g.opponents]
    assert levels == sorted(levels) and len(g.opponents) == len(ai_decks()) - 1


def _won(match: Match, who: int) -> Match:
    match.results = [GameResult(who, 7, 0), GameResult(who, 8, 1)]
    return match


def test_gauntlet_goes_on_after_a_win_and_ends_at_a_loss():
    g = Gauntlet.new(ai_deck("Serra's Host"), ai_decks(), GauntletOptions(3, "magician", True), seed=3)
    first = g.next_opponent
    g.record_match(_won(Match(MatchConfig(g.player_deck, first)), 0))
    assert g.status == "active" and g.next_opponent is not first and g.index == 1
    g.record_match(_won(Match(MatchConfig(g.player_deck, g.next_opponent)), 1))
    assert g.status == "lost" and g.next_opponent is None


def test_gauntlet_progress_is_saved_and_loaded():
    g = Gauntlet.new(ai_deck("Serra's Host"), ai_decks(), GauntletOptions(1, "sorcerer", True), seed=9)
    g.record_match(_won(Match(MatchConfig(g.player_deck, g.next_opponent)), 0))
    g.current = Match(MatchConfig(g.player_deck, g.next_opponent, "sorcerer", 1, True))
    save_gauntlet(g)
    back = load_gauntlet()
    assert back is not None and back.index == 1 and back.options.level == "sorcerer"
    assert [d.name for d in back.opponents] == [d.name for d in g.opponents]
    assert back.current is not None and back.current.config.opponent_deck.name == g.next_opponent.name
    assert back.records[0].won is True
