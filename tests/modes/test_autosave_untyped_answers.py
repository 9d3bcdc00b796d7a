"""An autosave written before answers were typed (its decisions as `choose <json>`, saved
by the game as it was then) still resumes the duel where it was: the same turn and step,
life totals, hands, permanents and graveyards the game that wrote it showed."""
import json
import shutil
from pathlib import Path

from game.modes.saves import load_autosave, rebuild_game

SAVED = Path(__file__).parent / "fixtures" / "autosave-before-typed-answers.json"


def test_an_autosave_with_untyped_answers_resumes_where_the_duel_was(tmp_path):
    actions = json.loads(SAVED.read_text())["data"]["actions"]
    assert sum(text.startswith("choose ") for _, text in actions) >= 20
    path = tmp_path / "autosave.json"
    shutil.copy(SAVED, path)
    saved = load_autosave(path)
    assert saved is not None
    g = rebuild_game(saved)
    assert (g.turn, g.active, g.step) == (12, 0, "beginning_of_combat")
    assert tuple(p.life for p in g.players) == (18, 16)
    assert tuple(len(p.hand) for p in g.players) == (0, 4)
    assert tuple(len(p.graveyard) for p in g.players) == (2, 2)
    assert sorted(g.objects[o].card.name for o in g.battlefield) == [
        "Dwarven Warriors", "Firebreathing", "Goblin Balloon Brigade", "Goblin Rock Sled", "Ironclaw Orcs",
        "Mons's Goblin Raiders", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Pearled Unicorn",
        "Plains", "Plains", "Plains", "Plains", "Plains"]
