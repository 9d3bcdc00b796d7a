"""The end of a game is recorded the moment it happens (game.modes.finish): the match's
result, the gauntlet's record on disk and the autosave cleared — before the player does
anything else."""
from __future__ import annotations

from game.modes.setup import build_game
from game.decks import ai_deck
from game.engine.decisions import Concede
from game.modes.finish import record_game_end, take_back_game_end
from game.modes.gauntlet import Gauntlet, GauntletOptions, load_gauntlet
from game.modes.match import Match, MatchConfig
from game.modes.saves import SavedDuel, autosave_path, load_autosave, save_autosave


def _finished(match: Match):
    g = build_game((match.player_deck, match.config.opponent_deck), match.game_seed(), first_player=0)
    save_autosave(SavedDuel(match.game_seed(), {}, 0, (match.player_deck, match.config.opponent_deck)))
    g.apply(Concede(0))
    return g


def test_a_finished_gauntlet_match_is_on_disk_and_the_autosave_gone_at_once():
    gauntlet = Gauntlet.new(ai_deck("Serra's Host"), [ai_deck("Wurm Fire"), ai_deck("Tolarian Tide")],
                            GauntletOptions(best_of=1), 3)
    m = Match(MatchConfig(gauntlet.player_deck, gauntlet.next_opponent, best_of=1, seed=gauntlet.match_seed()))
    gauntlet.current = m
    g = _finished(m)
    assert autosave_path().exists()
    record_game_end(m, g, None, gauntlet)
    assert not autosave_path().exists() and load_autosave() is None
    kept = load_gauntlet()
    assert kept is not None and [r.won for r in kept.records] == [False] and kept.status == "lost"


def test_a_game_of_a_best_of_three_is_counted_and_the_match_kept_going():
    gauntlet = Gauntlet.new(ai_deck("Serra's Host"), [ai_deck("Wurm Fire")], GauntletOptions(best_of=3), 3)
    m = Match(MatchConfig(gauntlet.player_deck, gauntlet.next_opponent, best_of=3, seed=9))
    record_game_end(m, _finished(m), None, gauntlet)
    kept = load_gauntlet()
    assert kept.records == [] and kept.current is not None and kept.current.wins == (0, 1)


def test_a_practice_take_back_uncounts_the_game():
    m = Match(MatchConfig(ai_deck("Serra's Host"), ai_deck("Wurm Fire"), best_of=3, seed=9))
    record_game_end(m, _finished(m), None)
    assert m.wins == (0, 1)
    take_back_game_end(m)
    assert m.wins == (0, 0) and m.game_number == 1
