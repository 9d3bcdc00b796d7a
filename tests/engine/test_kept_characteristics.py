"""A table of characteristics computed with no continuous effect to apply is kept across a new
step, a tap or untap and the end of combat (GameState.invalidate_effects).  Whenever it is kept
it must be what a fresh computation gives: were it stale, a creature would fight with the power
it had before a counter, a copy or a change of control."""
from __future__ import annotations

from game.ai.selfplay import new_duel, step
from game.cards import default_pool
from game.engine.state import GameState


def _stale_entries(g: GameState) -> list[str]:
    fresh = g.clone()
    fresh.invalidate()
    table = g._chars or {}
    ids = list(g.battlefield) + [s.source for s in g.stack if s.kind == "spell" and s.source in g.objects]
    return [f"{fresh.chars(oid).name} ({oid}) at {g.step}" for oid in ids if fresh.chars(oid) != table.get(oid)]


def test_a_kept_table_of_characteristics_is_the_one_a_fresh_computation_gives(monkeypatch) -> None:
    cards = sorted(default_pool().cards.values(), key=lambda c: c.name)
    kept: list[int] = []
    stale: list[str] = []
    invalidate_effects = GameState.invalidate_effects

    def checked(self: GameState) -> None:
        if self._chars is not None and not self._chars_by_effects:
            kept.append(1)
            stale.extend(_stale_entries(self))
        invalidate_effects(self)

    monkeypatch.setattr(GameState, "invalidate_effects", checked)
    for seed in range(6):
        duel = new_duel(cards, seed)
        for _ in range(1500):
            if duel.game.over or duel.game.pending is None:
                break
            step(duel)
    assert len(kept) > 200
    assert stale == []
