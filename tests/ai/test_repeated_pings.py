"""A damage ability paid with mana alone, repeated in one turn (game.ai.combat_ai
`affordable_pings`, game.ai.policy `repeated_kill`): the points add up on one creature until
the cleanup step (CR 514.2), so two of Brothers of Fire's pings kill the 2/2 one ping leaves
standing -- where the mana pays for both, and the life they cost me is worth less than what
dies."""
from game.ai.combat_ai import affordable_pings
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
