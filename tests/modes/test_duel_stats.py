"""The duel's statistics and life history come from the events alone (game.modes.duel_stats),
so a duel read again from its start has the history it had when it was played."""
from __future__ import annotations

from game.ai import make_player
from game.decks import ai_deck
from game.modes.duel_stats import DuelStats
from game.modes.setup import build_game


def _feed(stats: DuelStats, g, start: int) -> int:
    for e in g.log_entries[start:]:
        stats.see(e.event, g)
    return len(g.log_entries)


def test_the_life_history_read_again_from_the_start_is_the_one_seen_while_playing():
    g = build_game((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), 5, None, {"turn_cap": 14})
    first = g.clone()
    live = DuelStats(g)
    seen = _feed(live, g, 0)
    players = [make_player("random", 1), make_player("random", 2)]
    while not g.over and g.pending is not None and g.turn < 12:
        g.apply(players[g.pending.decision.player].choose_action(g))
        seen = _feed(live, g, seen)
    again = DuelStats(first)
    _feed(again, g, 0)
    assert again.life_history == live.life_history
    assert again.stats == live.stats
    assert len({(a, b) for _, a, b in live.life_history}) > 1      # life moved: the graph isn't flat
    assert again.life == [g.players[0].life, g.players[1].life]
