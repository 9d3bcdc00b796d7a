"""A duel's statistics and life history, read from the engine's typed events.

The end-of-duel screen shows what each player did (spells, lands, damage, the biggest hit,
cards drawn, creatures lost, life gained) and a graph of both life totals turn by turn.
Both come from the events alone — each damage and life event carries the total after it
(CR 119.3, 120.3) — never from the game's state at the moment the events are read, so a
duel rebuilt from its actions (Resume) has exactly the history it had when it was played.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.event_types import (CardDrawn, DamageDealt, GameEvent, LandPlayed, LifeChanged, SpellCast, TurnBegan,
                                  ZoneChanged)
from ..engine.game import Game


@dataclass(frozen=True)
class Stats:
    """One player's numbers for the end screen."""
    spells: int = 0
    lands: int = 0
    damage_dealt: int = 0
    biggest_hit: int = 0
    cards_drawn: int = 0
    creatures_lost: int = 0
    life_gained: int = 0


class DuelStats:
    """Both players' statistics and the life totals at the start of each turn (and at the end)."""

    def __init__(self, first: Game) -> None:
        """`first`: the position the events still to be read start from (a duel about to be
        played, or the first position of a duel whose events are read again)."""
        self.stats = [Stats(), Stats()]
        self.life = [first.players[0].life, first.players[1].life]     # the totals as the events tell them
        self.life_history: list[tuple[int, int, int]] = [(first.turn, self.life[0], self.life[1])]

    def marks(self) -> tuple:
        """What the practice rewind puts back."""
        return (list(self.stats), list(self.life), list(self.life_history))

    def restore(self, marks: tuple) -> None:
        stats, life, history = marks
        self.stats, self.life, self.life_history = list(stats), list(life), list(history)

    def record_end(self, g: Game) -> None:
        """The last point of the graph: the totals the duel ended with."""
        self.life_history.append((g.turn, self.life[0], self.life[1]))

    def see(self, ev: GameEvent, g: Game) -> None:
        """Count one event (`g` names the objects it mentions)."""
        def add(p: int, **more: int) -> None:
            s = self.stats[p]
            self.stats[p] = replace(s, **{k: getattr(s, k) + v for k, v in more.items()})

        if isinstance(ev, TurnBegan):
            self.life_history.append((ev.turn, self.life[0], self.life[1]))
        elif isinstance(ev, SpellCast):
            add(ev.caster, spells=1)
        elif isinstance(ev, LandPlayed):
            add(ev.by, lands=1)
        elif isinstance(ev, CardDrawn):
            if not ev.opening:
                add(ev.drawer, cards_drawn=1)
        elif isinstance(ev, DamageDealt):
            if ev.target[0] == "player":
                victim = ev.target[1]
                if ev.life is not None:
                    self.life[victim] = ev.life
                if ev.source in g.objects:
                    dealer = g.objects[ev.source].controller
                    if dealer != victim:
                        add(dealer, damage_dealt=ev.amount)
                        s = self.stats[dealer]
                        self.stats[dealer] = replace(s, biggest_hit=max(s.biggest_hit, ev.amount))
        elif isinstance(ev, LifeChanged):
            self.life[ev.who] = ev.life
            if ev.amount > 0:
                add(ev.who, life_gained=ev.amount)
        elif isinstance(ev, ZoneChanged) and ev.from_zone == "battlefield" and ev.to_zone == "graveyard":
            o = g.objects.get(ev.card)
            if o is not None and "Creature" in o.card.types:
                add(o.owner, creatures_lost=1)
