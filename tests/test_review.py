"""The post-duel review weighs the player's own choices only, in words true to the duel."""
from __future__ import annotations

from game.decks import ai_deck
from game.replay import loads, dumps, record_duel
from game.replay.record import automatic_passes, ranges_of, ranges_text
from game.replay.review import WIN_LINE, ReviewItem, review


def test_automatic_passes_round_trip_through_the_replay_file():
    g, rec = record_duel((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), ("random", "random"), 3,
                         max_decisions=40)
    rec.automatic = {1, 2, 3, 7, 9}
    back = loads(dumps(rec.replay(g)))
    assert automatic_passes(back) == {1, 2, 3, 7, 9}
    assert ranges_text({1, 2, 3, 7, 9}) == "1-3,7,9" and ranges_of("1-3,7,9") == {1, 2, 3, 7, 9}


def test_the_review_does_not_count_the_passes_the_table_made_for_you():
    g, rec = record_duel((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), ("random", "random"), 3,
                         max_decisions=200)
    played = rec.replay(g)
    played.levels = ["human", "random"]
    rec.automatic = {i for i, (p, text) in enumerate(played.actions) if p == 0 and text == "pass"}
    auto = rec.replay(g)
    auto.levels = ["human", "random"]
    # every pass of yours made by the table: fewer of your decisions are weighed
    assert review(auto, 0, time_limit=60).decisions < review(played, 0, time_limit=60).decisions


def test_a_won_duel_never_says_the_wizards_line_wins_where_yours_does_not():
    item = ReviewItem(9, 120, "combat damage step", "Attack with Craw Wurm", "Cast Giant Growth", WIN_LINE + 1,
                      you_won=True)
    assert "where yours doesn't" not in item.difference_text
    lost = ReviewItem(9, 120, "combat damage step", "Pass", "Cast Giant Growth", WIN_LINE + 1)
    assert lost.difference_text == "its line wins the game where yours doesn't"
