"""What the game asks counts its cards in words: "Discard 1 card", "Discard 2 cards" — never
"card(s)" (game.engine.words)."""
from __future__ import annotations

import pytest

from game.cards import default_pool
from game.engine import Game, PassPriority

POOL = default_pool()


def _cleanup_with(cards_in_hand: int) -> Game:
    g = Game(seed=1)
    for p in (0, 1):
        for _ in range(5):
            g.add_card(POOL.get("Plains"), p, "library")
    for _ in range(cards_in_hand):
        g.add_card(POOL.get("Forest"), 0, "hand")
    g.turn, g.active, g.started = 3, 0, True
    g.begin_at("end")
    while g.pending is not None and g.pending.decision.kind == "priority":
        g.apply(PassPriority())
    return g


@pytest.mark.parametrize("in_hand,prompt", [(8, "Discard 1 card down to"), (9, "Discard 2 cards down to")])
def test_the_cleanup_discard_says_how_many_cards_in_words(in_hand, prompt):
    g = _cleanup_with(in_hand)
    assert g.pending.decision.purpose == "discard"      # CR 514.1
    assert g.pending.decision.prompt.startswith(prompt)


def test_one_helper_counts_the_words_of_the_game():
    """No "card(s)" and no plural made on the spot (`{'s' if n != 1 else ''}`): game.engine.words."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "game"
    marks = ("card(s)", "counter(s)", "'s' if ", '"s" if ')
    found = [f"{p.relative_to(root)}:{i}" for p in root.rglob("*.py") if p.name != "filters.py"
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if any(m in line for m in marks)]
    assert found == []


@pytest.mark.parametrize("n,words", [(0, "0 cards"), (1, "1 card"), (2, "2 cards")])
def test_counted_says_one_card_and_many_cards(n, words):
    from game.engine.words import counted
    assert counted(n, "card") == words
