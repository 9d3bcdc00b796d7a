"""An attack's trades priced as the board evaluation prices the creatures
(game.ai.combat_ai.fight_loss): a Llanowar Elves is its mana too, and a Goblin that my
blockers wall off is worth less than its card (ladder game 124 against the Sorcerer)."""
from game.ai.combat_ai import choose_attackers, fight_loss
from game.cards import default_pool
from game.engine.game import Game, add_card


def _board(mine: list[str], theirs: list[str]) -> tuple[Game, list[int], list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    g.active, g.step = 0, "declare_attackers"
    return (g, [add_card(g, pool.get(n), 0, "battlefield") for n in mine],
            [add_card(g, pool.get(n), 1, "battlefield") for n in theirs])


def test_a_llanowar_elves_costs_more_to_lose_than_a_walled_off_goblin():
    g, (elves, _), (raiders,) = _board(["Llanowar Elves", "Scathe Zombies"], ["Mons's Goblin Raiders"])
    assert fight_loss(g, elves) > fight_loss(g, raiders) + 1.0


def test_the_elves_stay_home_rather_than_trade_with_the_goblin():
    g, (elves, zombies), (raiders,) = _board(["Llanowar Elves", "Scathe Zombies"], ["Mons's Goblin Raiders"])
    attack = choose_attackers(g, 0, ((elves, ("player", 1)), (zombies, ("player", 1))))
    assert elves not in {a for a, _ in attack}


def test_the_elves_attack_where_no_blocker_can_kill_them():
    g, (elves, _), (raiders,) = _board(["Llanowar Elves", "Scathe Zombies"], ["Mons's Goblin Raiders"])
    g.objects[raiders].tapped = True
    assert elves in {a for a, _ in choose_attackers(g, 0, ((elves, ("player", 1)),))}


def test_the_venom_an_elf_wears_dies_with_it():
    """The evaluation counts a helpful Aura at its card's worth, and it goes to the graveyard with
    the creature: the block and attack rules price the Venom Elf as two cards (worn_auras_worth)."""
    g, (venom_elf, elves), _ = _board(["Llanowar Elves", "Llanowar Elves"], ["Mons's Goblin Raiders"])
    venom = add_card(g, default_pool().get("Venom"), 0, "battlefield")
    g.objects[venom].attached_to = venom_elf
    assert fight_loss(g, venom_elf) > fight_loss(g, elves) + 1.0
