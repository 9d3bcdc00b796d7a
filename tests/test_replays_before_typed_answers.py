"""Replays recorded before answers were typed (their decisions written as `choose <json>`)
still play the same duel: every action is read and accepted, every turn begins at the
recorded action, and the duel ends as recorded.  (They were also recorded before the
position digest: their hashes of the engine's internal state are not compared —
tests/test_replays_before_position_digest.py.)"""
from pathlib import Path

import pytest

from game.engine.decisions import ANSWER_TYPES, action_from_text
from game.replay.format import load
from game.replay.playback import build, check, step

RECORDED = sorted((Path(__file__).parent / "replays").glob("before-typed-answers-*.replay"))


def test_the_recordings_are_there():
    assert len(RECORDED) >= 5


@pytest.mark.parametrize("path", RECORDED, ids=lambda p: p.stem)
def test_a_replay_recorded_with_untyped_answers_still_reproduces(path):
    r = load(path)
    assert any(text.startswith("choose ") for _, text in r.actions)
    result = check(r)
    assert result.ok, result.message
    assert "checked by its actions, turns and result" in result.message
    assert (result.game.winner, result.game.turn) == (r.winner, r.turns)


def test_old_answers_read_as_the_typed_answer_of_their_decision_and_write_back_typed():
    r = load(RECORDED[0])
    g = build(r)
    for i, (_, text) in enumerate(r.actions):
        d = g.pending.decision
        action = action_from_text(text, d)
        if text.startswith("choose "):
            assert isinstance(action, ANSWER_TYPES)
            assert not action.to_text().startswith("choose")
            assert action_from_text(action.to_text()) == action
        step(g, r, i)
