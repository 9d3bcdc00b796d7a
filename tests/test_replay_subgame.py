"""A duel in which Shahrazad's subgame is played (CR 728) records and replays like any other:
the replay gives the same decisions to the same seed, so it plays the same subgame, and a
playback steps back and forth across it; saved in the middle of the subgame, it reopens there."""
from __future__ import annotations

from game.ai import make_player
from game.decks import ai_deck, parse_deck_text
from game.engine import CastSpell
from game.engine.event_types import SubgameEnded
from game.engine.subgame import subgame_titles
from game.modes.setup import build_game
from game.replay import Playback, check, dumps, loads
from game.replay.record import Recorder

SHAHRAZAD_DECK = parse_deck_text("4 Shahrazad\n18 Plains\n8 Savannah Lions\n6 White Knight\n4 Serra Angel",
                                 "Tales")


def _duel_with_a_subgame(max_decisions: int = 1500):
    """p1 casts Shahrazad as soon as it can; otherwise both players are the Apprentice."""
    g = build_game((SHAHRAZAD_DECK, ai_deck("Wurm Fire")), 5, rules={"turn_cap": 40})
    rec = Recorder.for_game(g, levels=["apprentice", "apprentice"])
    players = [make_player("apprentice", 1), make_player("apprentice", 2)]
    subgame_at = None
    for n in range(max_decisions):
        if g.over or g.pending is None:
            break
        p = g.pending.decision.player
        shahrazad = [a for a in g.legal_actions() if isinstance(a, CastSpell)
                     and g.objects[a.card].card.name == "Shahrazad"] if subgame_at is None and p == 0 else []
        act = shahrazad[0] if shahrazad else players[p].choose_action(g)
        g.apply(act)
        rec.add(p, act, g)
        if subgame_at is None and subgame_titles(g):
            subgame_at = n + 1
    return g, rec, subgame_at


def test_a_duel_with_a_subgame_replays_to_the_same_final_position():
    g, rec, subgame_at = _duel_with_a_subgame()
    assert subgame_at is not None
    assert any(isinstance(e.event, SubgameEnded) for e in g.log_entries)
    res = check(loads(dumps(rec.replay(g))))
    assert res.ok, res.message
    assert res.final_hash == g.position_digest()


def test_a_replay_saved_during_the_subgame_reopens_in_it():
    g, rec, subgame_at = _duel_with_a_subgame()
    rec.truncate(subgame_at + 5)
    pb = Playback(loads(dumps(rec.replay(None))))
    assert pb.ok, pb.check.message if hasattr(pb, "check") else ""
    here = pb.seek(subgame_at + 5)
    assert subgame_titles(here) == ("Shahrazad",)
    assert here.view_for(0).title == "Subgame — Shahrazad"
    assert pb.seek_turn(2).main is None   # the duel's turns are the main game's
    back = pb.seek(subgame_at - 1)
    assert subgame_titles(back) == ()
    assert pb.seek(subgame_at + 5).state_hash() == here.state_hash()
