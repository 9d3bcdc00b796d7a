"""Replays recorded before the position digest (their checkpoints hash the engine's whole
internal state, which a later engine stores differently) still reproduce, checked by what
they recorded that still means something: every action accepted from the same player, each
turn beginning at the same action, and the same result.  A real divergence is still caught;
and the digest itself tells positions apart by their public facts only."""
from pathlib import Path

import pytest

from game.decks import ai_deck
from game.replay import check, dumps, loads, record_duel
from game.replay.format import load

RECORDED = sorted((Path(__file__).parent / "replays").glob("recorded-before-position-digest-*.replay"))


@pytest.fixture(scope="module")
def old():
    return load(RECORDED[0])


def test_the_recordings_are_there():
    assert len(RECORDED) >= 3


@pytest.mark.parametrize("path", RECORDED, ids=lambda p: p.stem)
def test_a_replay_recorded_before_the_position_digest_reproduces(path):
    r = load(path)
    assert not r.digests and r.checkpoints
    result = check(r)
    assert result.ok, result.message
    assert "recorded with an older position format, checked by its actions, turns and result" in result.message
    assert (result.game.winner, result.game.turn) == (r.winner, r.turns)


def test_an_old_replay_with_a_changed_action_does_not_reproduce(old):
    other = loads(dumps(old))
    k = next(i for i, (_, text) in enumerate(other.actions) if text.startswith("play "))
    other.actions[k] = (other.actions[k][0], "play 9999")
    res = check(other)
    assert not res.ok and "is refused now" in res.message


def test_an_old_replay_with_a_changed_winner_does_not_reproduce(old):
    other = loads(dumps(old))
    other.winner = 1 - old.winner
    res = check(other)
    assert not res.ok and "it ends differently" in res.message


def test_an_old_replay_whose_turn_began_at_another_action_does_not_reproduce(old):
    other = loads(dumps(old))
    n, (turn, h) = sorted(other.checkpoints.items())[3]
    del other.checkpoints[n]
    other.checkpoints[n + 1] = (turn, h)
    res = check(other)
    assert not res.ok and f"turn {turn} now starts after action {n}" in res.message


def test_a_new_recording_names_its_checkpoint_scheme_and_reopens_with_it():
    g, rec = record_duel((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), ("apprentice", "apprentice"), 3,
                         max_decisions=150)
    r = loads(dumps(rec.replay(g)))
    assert r.digests and "checkpoints: digest-1" in dumps(r)
    res = check(r)
    assert res.ok and res.message.startswith("The replay reproduces") and "older" not in res.message
    assert res.checkpoints == r.checkpoints and res.final_hash == g.position_digest() == r.final


def test_an_old_bug_report_reopened_goes_on_recording_digests(old):
    from game.replay.opening import recorder_for
    res = check(old)
    rec = recorder_for(old, res)
    r = loads(dumps(rec.replay(res.game)))
    assert r.digests and check(r).ok


# --- the digest: public facts only ----------------------------------------------------------

@pytest.fixture(scope="module")
def game():
    g, _ = record_duel((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), ("apprentice", "apprentice"), 9,
                       max_decisions=120)
    assert g.battlefield and not g.over
    return g


def test_a_clone_has_the_same_digest(game):
    assert game.clone().position_digest() == game.position_digest()


def test_the_digest_differs_when_a_life_total_differs(game):
    g = game.clone()
    g.players[1].life -= 1
    assert g.position_digest() != game.position_digest()


def test_the_digest_differs_when_a_permanent_is_tapped(game):
    g = game.clone()
    o = g.objects[g.battlefield[0]]
    o.tapped = not o.tapped
    assert g.position_digest() != game.position_digest()


def test_the_digest_differs_when_cards_of_a_library_change_places(game):
    g = game.clone()
    lib = g.players[0].library
    k = next(i for i in range(1, len(lib)) if g.objects[lib[i]].card.name != g.objects[lib[0]].card.name)
    lib[0], lib[k] = lib[k], lib[0]
    assert g.position_digest() != game.position_digest()


def test_the_digest_ignores_how_objects_are_numbered(game):
    """Two copies of one card swapped between library slots: the same position."""
    g = game.clone()
    lib = g.players[0].library
    i, j = next((i, j) for i in range(len(lib)) for j in range(i + 1, len(lib))
                if g.objects[lib[i]].card.name == g.objects[lib[j]].card.name)
    lib[i], lib[j] = lib[j], lib[i]
    assert g.position_digest() == game.position_digest() and g.state_hash() != game.state_hash()
