"""Matches: best of three, who chooses to play first (CR 103.1), the ante going to the winner."""
from __future__ import annotations

from game.modes.setup import build_game
from game.decks import ai_deck
from game.engine.decisions import Concede
from game.modes.match import Match, MatchConfig


def _finished_game(match: Match, loser: int, first: int = 0):
    cfg = match.config
    g = build_game((match.player_deck, cfg.opponent_deck), match.game_seed(), rules=cfg.rules(), first_player=first)
    g.apply(Concede(loser))
    return g


def _match(best_of=3, ante=False) -> Match:
    return Match(MatchConfig(ai_deck("Serra's Host"), ai_deck("Wurm Fire"), "apprentice", best_of, ante, seed=5))


def test_match_first_game_is_decided_by_the_coin_then_the_loser_chooses():
    m = _match()
    assert m.next_chooser() is None
    m.record(_finished_game(m, loser=0), chooser=None)
    assert m.next_chooser() == 0              # you lost game 1: you choose
    m.record(_finished_game(m, loser=1, first=0), chooser=0)
    assert m.next_chooser() == 1              # the computer lost game 2: it chooses
    assert not m.over and m.wins == (1, 1)


def test_match_after_a_draw_the_previous_chooser_chooses_again():
    from game.modes.match import GameResult
    m = _match()
    m.results = [GameResult(1, 5, 0, chooser=None), GameResult(None, 9, 0, chooser=0)]
    assert m.next_chooser() == 0


def test_match_best_of_three_ends_at_two_wins():
    m = _match()
    for loser in (1, 0, 1):
        assert not m.over
        m.record(_finished_game(m, loser), chooser=m.next_chooser())
    assert m.over and m.winner == 0 and m.wins == (2, 1)


def test_match_single_game_ends_after_one_win():
    m = _match(best_of=1)
    m.record(_finished_game(m, loser=1), None)
    assert m.over and m.winner == 0


def test_match_winner_takes_the_ante():
    m = _match(ante=True)
    g = _finished_game(m, loser=1)
    anted = {p: [g.objects[o].card.name for o in g.players[p].ante] for p in (0, 1)}
    assert len(anted[0]) == 1 and len(anted[1]) == 1
    m.record(g, None)
    assert m.ante_won == anted[1] and m.ante_lost == []
    m.record(_finished_game(m, loser=0), 0)
    assert m.ante_lost and len(m.ante_won) == 1


def test_match_round_trips_through_a_dict():
    m = _match(ante=True)
    m.record(_finished_game(m, loser=0), None)
    back = Match.from_dict(m.to_dict())
    assert back.wins == m.wins and back.next_chooser() == 0 and back.config.ante
    assert back.player_deck.card_names() == m.player_deck.card_names()
