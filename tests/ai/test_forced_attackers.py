"""Creatures that attack each combat if able (CR 508.1d), as the computer weighs them
(game.ai.knowledge.forced_attackers_stopped, pinned; game.ai.combat_ai.choose_attackers): the
creature that would kill a Juggernaut is its death, and its own attack is not free."""
from game.ai.combat_ai import choose_attackers
from game.ai.knowledge import forced_attackers_stopped, permanent_value, pinned
from game.cards import default_pool
from game.engine.game import Game, add_card


def _board(mine: list[str], theirs: list[str]) -> tuple[Game, list[int], list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    return (g, [add_card(g, pool.get(n), 0, "battlefield") for n in mine],
            [add_card(g, pool.get(n), 1, "battlefield") for n in theirs])


def test_a_moorish_cavalry_stops_the_juggernaut_it_would_block_and_kill():
    g, (cavalry,), (juggernaut,) = _board(["Moorish Cavalry"], ["Juggernaut"])
    assert forced_attackers_stopped(g, cavalry) == [juggernaut]


def test_a_wall_stops_no_juggernaut_since_walls_cannot_block_it():
    g, (wall,), _ = _board(["Wall of Stone"], ["Juggernaut"])
    assert forced_attackers_stopped(g, wall) == []


def test_a_creature_that_need_not_attack_is_stopped_by_nobody():
    g, (cavalry,), _ = _board(["Moorish Cavalry"], ["Su-Chi"])
    assert forced_attackers_stopped(g, cavalry) == []


def test_the_only_creature_that_kills_the_juggernaut_is_pinned_and_worth_less():
    g, (cavalry,), _ = _board(["Moorish Cavalry"], ["Juggernaut"])
    alone = permanent_value(g, cavalry)
    assert pinned(g, cavalry)
    g2, (cavalry2, _), _ = _board(["Moorish Cavalry", "Moorish Cavalry"], ["Juggernaut"])
    assert not pinned(g2, cavalry2)
    assert permanent_value(g2, cavalry2) > alone


def test_the_creature_that_kills_the_juggernaut_stays_home_rather_than_race_it():
    g, (cavalry,), _ = _board(["Moorish Cavalry"], ["Juggernaut"])
    g.active, g.step = 0, "declare_attackers"
    assert choose_attackers(g, 0, ((cavalry, ("player", 1)),)) == ()


def test_beside_another_creature_that_kills_the_juggernaut_it_attacks():
    g, (cavalry, _), _ = _board(["Moorish Cavalry", "Moorish Cavalry"], ["Juggernaut"])
    g.active, g.step = 0, "declare_attackers"
    assert choose_attackers(g, 0, ((cavalry, ("player", 1)),)) == ((cavalry, ("player", 1)),)


def test_a_tapped_creature_at_home_does_not_free_the_other_to_attack():
    g, (cavalry, tapped), _ = _board(["Moorish Cavalry", "Moorish Cavalry"], ["Juggernaut"])
    g.objects[tapped].tapped = True
    g.active, g.step = 0, "declare_attackers"
    assert choose_attackers(g, 0, ((cavalry, ("player", 1)),)) == ()
