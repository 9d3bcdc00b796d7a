"""The computer drops a dexterity card by its declared accuracy model (game.ai.dexterity): it
aims at the opponent's most valuable permanents the drop matters to, hits each with its level's
accuracy, sometimes strays, and the same seed drops the same way."""
from game.ai import dexterity
from game.cards import default_pool
from game.engine import Game
from game.engine.decisions import Decision
from game.engine.game import add_card, begin_at
from game.engine.rng import GameRng


def _table() -> tuple[Game, Decision, dict[str, int]]:
    pool = default_pool()
    g = Game(seed=1)
    ids = {"mine": add_card(g, pool.get("Craw Wurm"), 0, "battlefield"),
           "angel": add_card(g, pool.get("Serra Angel"), 1, "battlefield"),
           "bears": add_card(g, pool.get("Grizzly Bears"), 1, "battlefield"),
           "forest": add_card(g, pool.get("Forest"), 1, "battlefield")}
    begin_at(g, "main1")
    d = Decision("select", 0, "Drop Falling Star", tuple(ids.values()), 0, 4, "drop",
                 (("max_touch", 4), ("affects", {"type": "Creature"}), ("source", None)))
    return g, d, ids


def test_it_aims_at_the_opponents_creatures_best_first_never_its_own() -> None:
    g, d, ids = _table()
    assert dexterity.aim(g, 0, d) == [ids["angel"], ids["bears"]]


def test_the_same_seed_drops_the_same_way() -> None:
    g, d, _ = _table()
    drops = [dexterity.drop(g, 0, d, GameRng(s), 3) for s in range(20)]
    assert drops == [dexterity.drop(g, 0, d, GameRng(s), 3) for s in range(20)]


def test_a_wizard_hits_what_it_aims_at_more_often_than_an_apprentice() -> None:
    g, d, ids = _table()

    def hit_rate(skill: int) -> float:
        hits = sum(ids["angel"] in dexterity.drop(g, 0, d, GameRng(s), skill) for s in range(400))
        return hits / 400

    wizard, apprentice = hit_rate(3), hit_rate(0)
    assert 0.85 <= wizard <= 0.95 and 0.45 <= apprentice <= 0.65
