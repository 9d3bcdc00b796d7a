"""tools/eval_fit.py weighs the evaluation's parts against how games end: the parts it reads
are the evaluation's own, and its fit finds the weights that decided the games."""
from __future__ import annotations

import random
import sys
from pathlib import Path

from game.ai.evaluation import evaluate, side_score
from game.decks import ai_deck
from game.engine.game import Game
from game.modes.headless import play_duel

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import eval_fit  # noqa: E402


def _midgame() -> Game:
    """A position some way into a game of the Sorcerer against itself."""
    r = play_duel((ai_deck("Serra's Host"), ai_deck("Undead Bog")), ("sorcerer", "sorcerer"), 7,
                  max_decisions=150, keep_game=True)
    assert r.game is not None and not r.game.over
    return r.game


def test_the_terms_add_up_to_each_side_of_the_evaluation():
    g = _midgame()
    for p in (0, 1):
        terms: dict[str, float] = {}
        score = side_score(g, p, terms)
        assert abs(sum(terms.values()) - score) < 1e-9
        assert terms["lands"] > 0 and terms["life"] > 0


def test_the_features_of_a_position_add_up_to_its_evaluation():
    g = _midgame()
    x, whole = eval_fit.position_terms(g)
    assert whole == evaluate(g, 0)
    assert abs(sum(x[:-1]) - whole) < 1e-9


def test_the_fit_finds_the_weights_that_decided_the_outcomes():
    rng = random.Random(3)
    truth = [0.8, -0.5, 0.2]
    xs, ys = [], []
    for _ in range(3000):
        x = [rng.uniform(-3, 3) for _ in truth]
        xs.append(x)
        ys.append(1.0 if rng.random() < eval_fit._p(sum(w * v for w, v in zip(truth, x))) else 0.0)
    fitted = eval_fit.logistic_fit(xs, ys)
    assert all(abs(f - t) < 0.12 for f, t in zip(fitted, truth))
    assert eval_fit.log_loss(xs, ys, fitted) < eval_fit.log_loss(xs, ys, [0.0, 0.0, 0.0])
