"""Practice undo (game.modes.practice): the positions before your decisions, to go back to."""
from __future__ import annotations

from game.ai import make_player
from game.decks import ai_deck
from game.modes.practice import PracticeUndo
from game.modes.setup import build_game


def _duel():
    g = build_game((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), 4, None, {"turn_cap": 20})
    return g, [make_player("random", 1), make_player("random", 2)]


def test_back_returns_the_position_exactly_as_it_was():
    g, players = _duel()
    undo = PracticeUndo()
    while g.turn < 3:
        kept = undo.keep(g, {"note": g.turn}) if g.pending.decision.player == 0 else None
        before = g.state_hash() if kept is not None else None
        g.apply(players[g.pending.decision.player].choose_action(g))
        if kept is not None:
            assert kept.game.state_hash() == before
    last = list(undo)[-1]
    back = undo.back(False, g.turn)
    assert back is last and len(undo) >= 1


def test_back_a_turn_goes_to_the_first_position_kept_in_the_previous_turn():
    g, players = _duel()
    undo = PracticeUndo()
    while g.turn < 5:
        if g.pending.decision.player == 0:
            undo.keep(g, {})
        g.apply(players[g.pending.decision.player].choose_action(g))
    back = undo.back(True, g.turn)
    assert back is not None and back.turn == g.turn - 1
    assert all(k.turn < g.turn - 1 for k in undo)
