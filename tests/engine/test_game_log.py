"""The game log is shared with clones, never copied: what a clone logs stays in the clone."""
from game.engine import Game
from game.engine.gamelog import GameLog


def test_a_clone_shares_the_history_and_keeps_its_own_new_entries() -> None:
    g = Game(seed=1)
    g.log("first", "100.1")
    trial = g.clone()
    trial.log("only in the look-ahead")
    g.log("only in the game")
    assert [e.text for e in g.log_entries] == ["first", "only in the game"]
    assert [e.text for e in trial.log_entries] == ["first", "only in the look-ahead"]


def test_the_log_reads_like_a_list() -> None:
    log: GameLog[int] = GameLog(range(10))
    assert len(log) == 10 and log[0] == 0 and log[-1] == 9
    assert log[7:] == [7, 8, 9] and log[-3:] == [7, 8, 9] and log[2:4] == [2, 3] and log[12:] == []
    assert list(log) == list(range(10)) and log[::3] == [0, 3, 6, 9]
