"""How a game ends (CR 104): the Outcome names the kind of ending and the winner."""
from game.cards import default_pool
from game.engine import Concede, Game, Outcome, PassPriority, Termination
from game.engine.game import add_card, begin_at


def _game(**rules: object) -> Game:
    pool = default_pool()
    g = Game(seed=3, rules=dict(rules))
    for p in (0, 1):
        for _ in range(5):
            add_card(g, pool.get("Island"), p, "library")
    begin_at(g, "main1")
    return g


def test_a_game_in_progress_has_no_outcome() -> None:
    g = _game()
    assert g.outcome is None and not g.over and g.winner is None


def test_conceding_ends_the_game_with_a_concession() -> None:
    g = _game()
    g.apply(Concede(0))
    assert g.outcome == Outcome(Termination.CONCESSION, 1, "conceded", "104.2a")
    assert g.over and g.winner == 1 and g.end_reason == "conceded"


def test_a_player_at_zero_life_loses_by_life() -> None:
    g = _game()
    g.players[1].life = 0
    g.apply(PassPriority())   # state-based actions are checked before p2 receives priority
    assert g.outcome is not None and g.outcome.kind is Termination.LIFE
    assert g.outcome.winner == 0 and g.outcome.loser == 1 and g.outcome.reason == "0 life"


def test_both_players_losing_at_once_is_a_draw() -> None:
    g = _game()
    g.players[0].life = 0
    g.players[1].poison = 10
    g.apply(PassPriority())
    assert g.outcome is not None and g.outcome.kind is Termination.SIMULTANEOUS_LOSS and g.outcome.is_draw


def test_the_turn_limit_ends_the_game_in_a_draw() -> None:
    g = _game(turn_cap=1)
    while not g.over:
        g.apply(PassPriority())
    assert g.outcome is not None and g.outcome.kind is Termination.TURN_CAP and g.winner is None
