"""An attacker whose own pump wins the fight a blocker offers is not held back as an attack for
nothing (game.ai.combat_ai._held_for_nothing, own_pump_wins): a Dragon Engine with {2} open
kills the Grizzly Bears that block it and lives (the lead from ladder game 117 against the
Sorcerer)."""
from game.ai.combat_ai import choose_attackers
from game.cards import default_pool
from game.engine.game import Game, add_card


def _attack_with_lands(lands: int) -> bool:
    pool = default_pool()
    g = Game(seed=3)
    for _ in range(lands):
        add_card(g, pool.get("Plains"), 0, "battlefield")
    engine = add_card(g, pool.get("Dragon Engine"), 0, "battlefield")
    add_card(g, pool.get("Grizzly Bears"), 1, "battlefield")
    g.active, g.step = 0, "declare_attackers"
    return engine in {a for a, _ in choose_attackers(g, 0, ((engine, ("player", 1)),))}


def test_a_dragon_engine_with_two_mana_open_attacks_into_the_grizzly_bears():
    assert _attack_with_lands(2)


def test_a_dragon_engine_without_mana_stays_home_from_the_grizzly_bears():
    assert not _attack_with_lands(0)
