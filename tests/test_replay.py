"""Replays: a recorded duel plays again to the same final state; stepping back and forth
through it returns the same positions; a replay that no longer fits the engine or the card
pool says so (and `python -m game.replay` exits non-zero); bug-report bundles reopen at
the same position."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.decks import ai_deck, commander_deck
from game.replay import Playback, check, dumps, load, loads, record_duel, save
from game.replay.format import engine_fingerprint

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def duel():
    """An Apprentice-versus-Magician duel, recorded while it was played."""
    g, rec = record_duel((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), ("apprentice", "magician"), 7)
    return g, rec, rec.replay(g)


def test_a_recorded_duel_replays_to_the_same_final_state(duel, tmp_path):
    g, rec, r = duel
    assert g.over and len(r.actions) > 100
    path = save(r, tmp_path / "duel.replay")
    text = path.read_text()
    assert text.startswith("Mana Duel replay 1\n") and "--- actions" in text
    assert len(text) < 40_000                       # small text, not state dumps
    again = load(path)
    res = check(again)
    assert res.ok, res.message
    assert res.final_hash == g.position_digest() == r.final
    assert res.game.winner == g.winner and res.game.turn == g.turn



def test_a_recorded_commander_duel_replays_with_the_commanders_in_the_command_zone(tmp_path):
    decks = (commander_deck("Sabboth's Sanctum"), commander_deck("Stangg's Twins"))
    g, rec = record_duel(decks, ("apprentice", "apprentice"), 5, rules={"format": "commander", "turn_cap": 60},
                         max_decisions=40)
    r = rec.replay(g)
    assert len(r.actions) == 40
    again = load(save(r, tmp_path / "commander.replay"))
    assert [d.commander for d in again.decks] == ["Arcades Sabboth", "Stangg"]
    res = check(again)
    assert res.ok, res.message
    assert res.final_hash == g.position_digest() == r.final
    for p, name in enumerate(("Arcades Sabboth", "Stangg")):
        cmd = res.game.objects[res.game.players[p].commander]
        assert cmd.card.name == name and cmd.is_commander

def test_a_replay_keeps_each_sideboard_outside_the_game(tmp_path):
    from dataclasses import replace
    from game.decks.decklist import DeckEntry
    decks = (replace(ai_deck("Serra's Host"), sideboard=[DeckEntry(2, "Disenchant")]),
             replace(ai_deck("Wurm Fire"), sideboard=[]))
    g, rec = record_duel(decks, ("apprentice", "apprentice"), 5, max_decisions=30)
    assert [c.name for c in g.players[0].sideboard] == ["Disenchant", "Disenchant"] and not g.players[1].sideboard
    again = load(save(rec.replay(g), tmp_path / "side.replay"))
    assert again.decks[0].sideboard == ["Disenchant", "Disenchant"]
    res = check(again)
    assert res.ok, res.message
    assert [c.name for c in res.game.players[0].sideboard] == ["Disenchant", "Disenchant"]


def test_the_text_form_round_trips(duel):
    _, _, r = duel
    assert dumps(loads(dumps(r))) == dumps(r)


def test_stepping_back_n_actions_then_forward_n_returns_the_same_state(duel):
    _, _, r = duel
    pb = Playback(r, every=16)
    assert pb.ok
    for at, n in ((pb.end, 37), (200, 1), (120, 50), (45, 45)):
        here = pb.seek(at).state_hash()
        pb.seek(at - n)
        assert pb.index == at - n
        for _ in range(n):
            pb.forward()
        assert pb.index == at
        assert pb.game.state_hash() == here


def test_every_position_is_the_same_forwards_and_by_seeking(duel):
    _, _, r = duel
    pb = Playback(r)
    forward = []
    pb.seek(0)
    for _ in range(60):
        forward.append(pb.forward().state_hash())
    for i in (59, 10, 33, 0):
        assert pb.seek(i + 1).state_hash() == forward[i]


def test_jump_to_a_turn(duel):
    _, _, r = duel
    pb = Playback(r)
    g = pb.seek_turn(5)
    assert g.turn == 5
    assert pb.index == pb.turn_starts[5]
    assert pb.seek(pb.index - 1).turn == 4


def test_an_action_the_engine_refuses_now_is_reported(duel):
    _, _, r = duel
    broken = loads(dumps(r))
    k = next(i for i, (p, a) in enumerate(broken.actions) if a.startswith("play") and i > 50)
    p, _ = broken.actions[k]
    broken.actions[k] = (p, "play 9999")
    res = check(broken)
    assert not res.ok
    assert res.message.startswith("This replay no longer reproduces: action")
    assert "is refused now: no such card" in res.message
    assert res.reached == k


def test_a_changed_card_pool_is_named_when_the_duel_no_longer_plays_the_same(duel):
    _, _, r = duel
    other = loads(dumps(r))
    # the recording's Serra Angel had another definition, and its duel went differently
    other.decks[0].card_hashes["Serra Angel"] = "00000000"
    other.checkpoints = {k: (t, "0" * 16) for k, (t, h) in other.checkpoints.items()}
    res = check(other)
    assert not res.ok
    assert "no longer starts as it did in the recording" in res.message
    assert "Likely cause: the card pool changed since it was recorded (Serra Angel)" in res.message


def test_a_changed_engine_is_named(duel):
    _, _, r = duel
    other = loads(dumps(r))
    other.engine = "0123456789ab"
    other.final = "ffffffffffffffff"
    res = check(other)
    assert not res.ok
    assert "the final position differs" in res.message
    assert f"the rules engine changed since it was recorded (engine 0123456789ab, now {engine_fingerprint()})" \
        in res.message


def test_a_card_missing_from_the_pool(duel):
    _, _, r = duel
    other = loads(dumps(r))
    other.decks[1].cards[0] = "No Such Card"
    res = check(other)
    assert not res.ok and "No Such Card is no longer in the card pool" in res.message


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_headless_duel_records_and_the_replay_command_reproduces_it(tmp_path):
    path = tmp_path / "ai.replay"
    out = _run("-m", "game", "--headless", "--p1", "apprentice", "--p2", "apprentice", "--deck1", "Goblin Warband",
               "--deck2", "Llanowar Growth", "--seed", "4", "--record", str(path))
    assert out.returncode == 0, out.stderr
    assert "=== Turn 1: " in out.stdout and "Result: " in out.stdout
    final = [ln for ln in out.stdout.splitlines() if ln.startswith("Final position digest: ")][0].split(": ")[1]
    rep = _run("-m", "game.replay", str(path))
    assert rep.returncode == 0, rep.stdout + rep.stderr
    assert f"Final position digest: {final}" in rep.stdout
    assert "OK: The replay reproduces." in rep.stdout
    # the same file, with an action the engine refuses: exit status 1 and the reason
    lines = path.read_text().splitlines()
    k = [i for i, ln in enumerate(lines) if ln.startswith("p1 play ")][1]
    lines[k] = "p1 play 9999"
    bad = tmp_path / "bad.replay"
    bad.write_text("\n".join(lines) + "\n")
    rep = _run("-m", "game.replay", str(bad))
    assert rep.returncode == 1
    assert "NOT REPRODUCED: This replay no longer reproduces" in rep.stdout
    (tmp_path / "junk.replay").write_text("not a replay\n")
    assert _run("-m", "game.replay", str(tmp_path / "junk.replay")).returncode == 2


def test_open_headless_rebuilds_the_position(duel, tmp_path):
    g, rec, r = duel
    path = save(r, tmp_path / "d.replay")
    out = _run("-m", "game", "--open", str(path), "--headless")
    assert out.returncode == 0, out.stderr
    assert f"Position digest: {g.position_digest()} (recorded {g.position_digest()})" in out.stdout
