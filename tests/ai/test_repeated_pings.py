"""A damage ability paid with mana alone, repeated in one turn (game.ai.combat_ai
`affordable_pings`, game.ai.policy `repeated_kill`): the points add up on one creature until
the cleanup step (CR 514.2), so two of Brothers of Fire's pings kill the 2/2 one ping leaves
standing -- where the mana pays for both, and the life they cost me is worth less than what
dies."""
from game.ai.combat_ai import affordable_pings, ready_twins
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.casting import ability_list
from game.engine.game import Game, add_card
from game.engine.rng import GameRng


def _board(mountains: int, life: int = 15) -> tuple[Game, int, int]:
    pool = default_pool()
    g = Game(seed=1)
    brothers = add_card(g, pool.get("Brothers of Fire"), 0, "battlefield")
    for _ in range(mountains):
        add_card(g, pool.get("Mountain"), 0, "battlefield")
    specter = add_card(g, pool.get("Hypnotic Specter"), 1, "battlefield")
    g.players[0].life = life
    return g, brothers, specter


def test_two_pings_the_mana_pays_for_kill_the_hypnotic_specter():
    g, brothers, specter = _board(6)
    policy = Policy(GameRng(1))
    ab = ability_list(g, brothers)[0]
    assert affordable_pings(g, 0, brothers, ab) == 2
    kill = policy.repeated_kill(g, 0, brothers, ab)
    assert kill is not None and kill[1:] == (specter, 2)


def test_one_ping_the_mana_pays_for_kills_nothing():
    g, brothers, _ = _board(3)
    ab = ability_list(g, brothers)[0]
    assert Policy(GameRng(1)).repeated_kill(g, 0, brothers, ab) is None


def test_no_more_pings_than_leave_me_alive():
    g, brothers, _ = _board(9, life=2)
    policy = Policy(GameRng(1))
    ab = ability_list(g, brothers)[0]
    assert affordable_pings(g, 0, brothers, ab) == 1
    assert policy.repeated_kill(g, 0, brothers, ab) is None


def _deserts(untapped: int, tapped: int = 0) -> tuple[Game, list[int]]:
    pool = default_pool()
    g = Game(seed=1)
    deserts = [add_card(g, pool.get("Desert"), 0, "battlefield") for _ in range(untapped + tapped)]
    for oid in deserts[untapped:]:
        g.objects[oid].tapped = True
    add_card(g, pool.get("Hypnotic Specter"), 1, "battlefield")
    return g, deserts


def test_ready_twins_of_a_tap_ping_add_up():
    """Each of three untapped Deserts is a ping of its own: 1 damage, three times, at one
    attacker (ladder game 94 against the Apprentice); a tapped one is no longer ready."""
    g, deserts = _deserts(3, tapped=1)
    ping = ability_list(g, deserts[0])[1]
    assert ready_twins(g, 0, deserts[0], ping) == 2
    assert affordable_pings(g, 0, deserts[0], ping) == 3


def test_a_lone_tap_ping_counts_once():
    g, deserts = _deserts(1, tapped=1)
    ping = ability_list(g, deserts[0])[1]
    assert ready_twins(g, 0, deserts[0], ping) == 0
    assert affordable_pings(g, 0, deserts[0], ping) == 1
