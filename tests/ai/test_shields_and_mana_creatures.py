"""Damage shields and mana creatures (game.ai.policy, game.ai.knowledge.creature_value): a
shield is raised only with damage coming and spent before a creature's own +1/+1 counters, and a
mana creature is worth more cast than kept in hand."""
from game.ai.knowledge import card_in_hand_value, permanent_value
from game.ai.policy import ADVISED_AGAINST, Policy, _attack_to_come
from game.cards import default_pool
from game.engine.decisions import ActivateAbility, Decision
from game.engine.game import Game, add_card
from game.engine.rng import GameRng


def _board(mine: list[str], theirs: tuple[str, ...] = ()) -> tuple[Game, list[int]]:
    pool = default_pool()
    g = Game(seed=3)
    for n in theirs:
        add_card(g, pool.get(n), 1, "battlefield")
    return g, [add_card(g, pool.get(n), 0, "battlefield") for n in mine]


def test_a_llanowar_elves_walled_off_by_erg_raiders_is_still_worth_more_on_the_battlefield_than_in_hand():
    g, (_, elves) = _board(["Forest", "Llanowar Elves"], theirs=("Erg Raiders",))
    assert permanent_value(g, elves) > card_in_hand_value(g.objects[elves].card)


def test_rock_hydras_shield_is_advised_against_in_a_main_phase_with_no_damage_coming():
    g, (_, hydra) = _board(["Mountain", "Rock Hydra"])
    g.objects[hydra].own_counters()["+1/+1"] = 2
    g.step = "main1"
    assert Policy(GameRng(1)).activate_score(g, 0, ActivateAbility(hydra, 0))[0] <= ADVISED_AGAINST


def test_a_circle_against_a_source_of_my_choice_is_advised_against_while_no_damage_is_on_its_way():
    # the Orcish Artillery in their graveyard is a red source it may name, but deals nothing
    pool = default_pool()
    g, (_, _, realm) = _board(["Plains", "Plains", "Greater Realm of Preservation"])
    add_card(g, pool.get("Orcish Artillery"), 1, "graveyard")
    g.step = "main1"
    assert Policy(GameRng(1)).activate_score(g, 0, ActivateAbility(realm, 0))[0] <= ADVISED_AGAINST


def test_rock_hydra_spends_its_shield_before_its_counters():
    g, _ = _board(["Rock Hydra"])
    d = Decision("select", 0, "Choose which effect applies first to the damage (CR 616.1)",
                 ("1: Rock Hydra", "2: a prevention shield"), 1, 1, "order_replacements",
                 (("kinds", ("damage_removes_counters", "prevent")),))
    assert Policy(GameRng(1)).select(g, 0, d) == ("2: a prevention shield",)


def test_their_attack_is_still_to_come_only_in_their_turn_before_attackers_with_a_creature_ready():
    # what a doomed Samite Healer's last shield waits for: damage still coming at me this turn
    g, _ = _board(["Plains", "Samite Healer"], theirs=("Black Knight",))
    g.active, g.step = 1, "main1"
    assert _attack_to_come(g, 0)
    g.step = "main2"
    assert not _attack_to_come(g, 0)
    g.active, g.step = 0, "main1"
    assert not _attack_to_come(g, 0)
