"""Damaged saved files: every field checked, the file moved aside with a message naming the
field, and nothing crashes (the title menu is built from these, and Resume rebuilds them)."""
from __future__ import annotations

import json

import pytest

from game.modes.setup import build_game
from game.decks import ai_deck
from game.engine.errors import IllegalActionError
from game.engine.decisions import Concede
from game.modes.gauntlet import Gauntlet, GauntletOptions, gauntlet_path, load_gauntlet, save_gauntlet
from game.modes.saves import SavedDuel, autosave_path, load_autosave, save_autosave
from game.storage.files import take_notices


def _good_autosave() -> dict:
    saved = SavedDuel(7, {"ante": False}, 0, (ai_deck("Serra's Host"), ai_deck("Wurm Fire")),
                      actions=[(0, "choose true"), (1, "choose true")])
    save_autosave(saved)
    return json.loads(autosave_path().read_text())


def _damage(doc: dict, change) -> None:
    change(doc["data"])
    autosave_path().write_text(json.dumps(doc))


def _moved_aside(name: str, *words: str) -> None:
    folder = autosave_path().parent
    assert not (folder / name).exists()
    assert any(p.name.startswith(name + ".corrupt-") for p in folder.iterdir())
    notes = take_notices()
    assert len(notes) == 1 and name in notes[0], notes
    for w in words:
        assert w in notes[0], notes[0]


def test_a_good_autosave_still_loads():
    _good_autosave()
    saved = load_autosave()
    assert saved is not None and saved.actions == [(0, "choose true"), (1, "choose true")]
    assert not take_notices()


@pytest.mark.parametrize("change, field", [
    (lambda d: d.update(human=5), "human"),
    (lambda d: d.update(first_player=9), "first_player"),
    (lambda d: d["actions"].append([0, "play"]), "actions[2][1]"),
    (lambda d: d["actions"].append([0, "concede 7"]), "actions[2][1]"),
    (lambda d: d["actions"].append([3, "pass"]), "actions[2][0]"),
    (lambda d: d.update(level="grandmaster"), "level"),
    (lambda d: d.update(match={}), "match.config"),
    (lambda d: d.update(rules=[1, 2]), "rules"),
    (lambda d: d.update(seed="banana"), "seed"),
    (lambda d: d["decks"][0]["main"].append([2_000_000_000, "Mountain"]), "decks[0].main"),
    (lambda d: d["decks"][1].update(sideboard=[[400, "Forest"], [100, "Island"]]), "more than a deck may hold (500)"),
    (lambda d: d.update(decks=d["decks"][:1]), "decks"),
    (lambda d: d.update(names=[5, "x"]), "names[0]"),
])
def test_a_damaged_autosave_is_moved_aside_naming_the_field(change, field):
    _damage(_good_autosave(), change)
    assert load_autosave() is None
    _moved_aside("autosave.json", field)


def test_an_autosave_nested_too_deeply_is_moved_aside():
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"kind": "duel", "version": 1, "data": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert load_autosave() is None
    _moved_aside("autosave.json", "nested too deeply")


def test_conceding_for_a_player_not_in_the_game_is_refused_and_changes_nothing():
    g = build_game((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), 3, first_player=0)
    before = g.state_hash()
    for who in (7, -1):
        with pytest.raises(IllegalActionError):
            g.apply(Concede(who))
    assert g.state_hash() == before and g.pending is not None


def _good_gauntlet() -> dict:
    g = Gauntlet.new(ai_deck("Serra's Host"), [ai_deck("Wurm Fire"), ai_deck("Serra's Host")], GauntletOptions(), 5)
    save_gauntlet(g)
    return json.loads(gauntlet_path().read_text())


@pytest.mark.parametrize("change, field", [
    (lambda d: d["options"].update(level="grandmaster"), "options.level"),
    (lambda d: d["options"].update(best_of="three"), "options.best_of"),
    (lambda d: d.update(records=[{"opponent": "Wurm Fire", "score": [1]}]), "records[0].score"),
    (lambda d: d.update(current={}), "current.config"),
    (lambda d: d.update(opponents=[]), "opponents"),
    (lambda d: d["player_deck"].update(main="Mountain"), "player_deck.main"),
])
def test_a_damaged_gauntlet_is_moved_aside_naming_the_field(change, field):
    doc = _good_gauntlet()
    change(doc["data"])
    gauntlet_path().write_text(json.dumps(doc))
    assert load_gauntlet() is None
    _moved_aside("gauntlet.json", field)


def test_a_good_gauntlet_still_loads():
    _good_gauntlet()
    g = load_gauntlet()
    assert g is not None and [d.name for d in g.opponents] == ["Wurm Fire"]
    assert not take_notices()
