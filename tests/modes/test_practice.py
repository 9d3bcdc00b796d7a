"""Practice undo (game.modes.practice): the positions before your decisions, to go back to."""
from __future__ import annotations

from game.ai import make_player
from game.decks import ai_deck, parse_deck_text
from game.engine import CastSpell
from game.engine.subgame import subgame_titles, turn_path
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


def test_back_a_turn_in_a_subgame_goes_to_the_subgames_previous_turn():
    """A subgame's turns count from 1 again (CR 728): going back a turn in it stays in it."""
    tales = parse_deck_text("4 Shahrazad\n18 Plains\n8 Savannah Lions\n6 White Knight\n4 Serra Angel", "Tales")
    g = build_game((tales, ai_deck("Wurm Fire")), 5, None, {"turn_cap": 40})
    players = [make_player("apprentice", 1), make_player("apprentice", 2)]
    undo = PracticeUndo()
    while not subgame_titles(g):
        assert not g.over
        if g.pending.decision.player == 0:
            undo.keep(g, {})
        cast = [a for a in g.legal_actions() if isinstance(a, CastSpell) and g.objects[a.card].card.name == "Shahrazad"]
        g.apply(cast[0] if cast else players[g.pending.decision.player].choose_action(g))
    main_turn = turn_path(g)[0]
    while g.turn < 4 and subgame_titles(g):
        if g.pending.decision.player == 0:
            undo.keep(g, {})
        g.apply(players[g.pending.decision.player].choose_action(g))
    assert subgame_titles(g)
    back = undo.back(True, turn_path(g))
    assert back is not None and back.path == (main_turn, g.turn - 1)
    assert any(k.path == (k.turn,) for k in undo)          # the main game's positions are still kept
