"""A computer player weighing its plays asks for the legal actions without the mana abilities
(CR 605.1a); the list it gets must be the whole list with exactly those left out, in order."""
from __future__ import annotations

from game.ai.selfplay import new_duel, step
from game.cards import default_pool
from game.engine.decisions import ActivateAbility
from game.engine.casting import ability_list
from game.engine.game import Game, legal_actions


def _is_mana_ability(g: Game, a: object) -> bool:
    return isinstance(a, ActivateAbility) and "mana" in ability_list(g, a.source)[a.index]


def test_the_legal_actions_without_mana_abilities_are_the_others_in_the_same_order() -> None:
    cards = sorted(default_pool().cards.values(), key=lambda c: c.name)
    compared = mana_seen = 0
    for seed in range(4):
        duel = new_duel(cards, seed)
        g = duel.game
        for _ in range(800):
            if g.over or g.pending is None:
                break
            if g.pending.decision.kind == "priority":
                every = legal_actions(g)
                mana_seen += sum(_is_mana_ability(g, a) for a in every)
                assert legal_actions(g, mana_abilities=False) == [a for a in every if not _is_mana_ability(g, a)]
                compared += 1
            step(duel)
    assert compared > 500 and mana_seen > 500
