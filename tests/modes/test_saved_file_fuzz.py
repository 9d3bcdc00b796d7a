"""Damaged saved files by the hundred: random values put into a good autosave and random
edits to a good replay are either read and used (resumed, replayed) or refused with a
message — never a traceback."""
from __future__ import annotations

import copy
import json
import random

from game.ai import make_player
from game.decks import ai_deck
from game.modes.match import Match, MatchConfig
from game.modes.saves import ResumeError, SavedDuel, autosave_path, load_autosave, rebuild_game, save_autosave
from game.modes.setup import build_game
from game.replay import ReplayFormatError, check, dumps, loads, record_duel
from game.storage.files import take_notices

DECKS = ("Serra's Host", "Wurm Fire")
VALUES = [None, -1, 0, 1, 2, 7, 2**70, 1.5, float("nan"), "x", "", [], {}, [1, 2], True, False, "pass", "concede 1",
          "choose 99", "play 12", "cast 3 face 9", {"config": {}}, [[1, "Mountain"]], [[0, 1]], "commander"]
TOKENS = ["", "-1", "0", "1", "2", "3", "999999999999", "banana", "[]", "{}", "[1,2]", "null", "true",
          '{"format": "commander"}', '{"turn_cap": 0}', "random", "human", "wizard", "1 Island", "0 Island",
          "5 Nonexistent Card", "#", "p3 pass", "choose [[[[1]]]]", "cast -5", "activate 1 99", "concede -1",
          "choose 1e400", "choose NaN", "@ turn 1 zz"]


def _paths(o, pre=()):
    yield pre
    if isinstance(o, dict):
        for k, v in o.items():
            yield from _paths(v, pre + (k,))
    elif isinstance(o, list):
        for i, v in enumerate(o[:5]):
            yield from _paths(v, pre + (i,))


def test_damaged_autosaves_are_resumed_or_refused_never_a_traceback():
    decks = (ai_deck(DECKS[0]), ai_deck(DECKS[1]))
    g = build_game(decks, 7, first_player=0)
    acts = []
    for n in range(60):
        p = g.pending.decision.player
        a = make_player("apprentice", n).choose_action(g)
        g.apply(a)
        acts.append((p, a.to_text()))
    m = Match(MatchConfig(decks[0], decks[1], best_of=3, seed=7))
    save_autosave(SavedDuel(7, {"ante": True}, 0, decks, actions=acts, match=m.to_dict()))
    base = json.loads(autosave_path().read_text())
    where = [p for p in _paths(base["data"]) if p]
    rnd = random.Random(13)
    refused = 0
    for _ in range(300):
        doc = copy.deepcopy(base)
        for _ in range(rnd.randint(1, 2)):
            *parents, last = rnd.choice(where)
            node = doc["data"]
            try:
                for k in parents:
                    node = node[k]
                if rnd.random() < 0.15 and isinstance(node, dict):
                    del node[last]
                else:
                    node[last] = copy.deepcopy(rnd.choice(VALUES))
            except (KeyError, IndexError, TypeError):
                pass
        autosave_path().write_text(json.dumps(doc))
        saved = load_autosave()
        if saved is None:
            refused += 1
            assert "autosave.json" in take_notices()[0]
            continue
        saved.summary()
        if saved.match:
            Match.from_dict(saved.match)
        try:
            rebuild_game(saved)
        except ResumeError:
            refused += 1
    assert refused > 100


def test_damaged_replays_are_played_or_refused_never_a_traceback():
    g, rec = record_duel((ai_deck(DECKS[0]), ai_deck(DECKS[1])), ("apprentice", "apprentice"), 5, max_decisions=80)
    lines = dumps(rec.replay(g)).splitlines()
    rnd = random.Random(17)
    refused = 0
    for _ in range(150):
        edited = list(lines)
        for _ in range(rnd.randint(1, 3)):
            i = rnd.randrange(len(edited))
            k = rnd.random()
            if k < 0.5 and ": " in edited[i]:
                edited[i] = edited[i].split(": ")[0] + ": " + rnd.choice(TOKENS)
            elif k < 0.7:
                edited[i] = rnd.choice(TOKENS)
            elif k < 0.85:
                edited.insert(i, edited[rnd.randrange(len(edited))])
            else:
                edited[i] = edited[i][:rnd.randrange(len(edited[i]) + 1)]
        try:
            r = loads("\n".join(edited) + "\n", "edited.replay")
        except ReplayFormatError:
            refused += 1
            continue
        check(r)                                         # plays, or says where it stops matching
    assert refused > 30
