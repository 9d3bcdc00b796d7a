"""The autosaved duel: rebuilt from its seed, decks and actions exactly where it was."""
from __future__ import annotations

import pytest

from game.ai import make_player
from game.modes.setup import build_game
from game.decks import ai_deck, commander_deck
from game.modes.saves import (ResumeError, SavedDuel, autosave_path, load_autosave, rebuild_game,
                              save_autosave)
from game.storage.files import take_notices


def _play(decks, rules, turns=5, seed=42):
    g = build_game(decks, seed, rules=rules, first_player=1)
    players = [make_player("apprentice", 1), make_player("apprentice", 2)]
    acts = []
    while not g.over and g.turn < turns:
        p = g.pending.decision.player
        a = players[p].choose_action(g)
        g.apply(a)
        acts.append((p, a.to_text()))
    return g, SavedDuel(seed, rules, 1, decks, actions=acts, turn=g.turn)


@pytest.mark.parametrize("decks, rules", [
    ((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), {"ante": True}),
    ((commander_deck("Bolas Ascendant"), commander_deck("Stangg's Twins")), {"format": "commander"}),
])
def test_saves_resumed_duel_has_the_same_hands_libraries_and_rng(decks, rules):
    g, saved = _play(decks, rules)
    save_autosave(saved)
    back = rebuild_game(load_autosave())
    assert back.state_hash() == g.state_hash()
    assert back.rng.state == g.rng.state
    for p in (0, 1):
        assert back.players[p].hand == g.players[p].hand and back.players[p].library == g.players[p].library


def test_saves_unreplayable_duel_is_refused_with_the_reason():
    g, saved = _play((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), {}, turns=2)
    saved.actions.append((0, "play 99999"))
    with pytest.raises(ResumeError, match="can't be replayed"):
        rebuild_game(saved)


def test_saves_damaged_autosave_is_moved_aside():
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "duel", "version": 1, "data": {"seed": 1}}')
    assert load_autosave() is None
    assert not path.exists() and "autosave.json" in take_notices()[0]
