"""The board evaluation (game.ai.evaluation): the colours a player's lands give count, so the
lone source of a colour is worth more than one more land of a colour already there."""
from game.ai.evaluation import side_score
from game.cards import default_pool
from game.engine.game import Game, add_card, begin_at


def _lands(names: list[str]) -> tuple[Game, list[int]]:
    pool = default_pool()
    g = Game(seed=1)
    ids = [add_card(g, pool.get(n), 1, "battlefield") for n in names]
    g.turn, g.active = 5, 0
    begin_at(g, "main1")
    return g, ids


def _without(g: Game, oid: int) -> float:
    g = g.clone()
    g.battlefield.remove(oid)
    g.objects[oid].zone = "graveyard"
    g.invalidate()
    return side_score(g, 1)


def test_the_lone_mountain_is_worth_more_than_a_fourth_island():
    g, (*islands, mountain) = _lands(["Island", "Island", "Island", "Mountain"])
    whole = side_score(g, 1)
    assert whole - _without(g, mountain) > whole - _without(g, islands[0])


def test_the_first_mountain_adds_more_than_the_second():
    none, _ = _lands([])
    one, _ = _lands(["Mountain"])
    two, _ = _lands(["Mountain", "Mountain"])
    assert side_score(one, 1) - side_score(none, 1) > side_score(two, 1) - side_score(one, 1)
