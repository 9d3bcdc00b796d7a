"""Mana kept open for the instant that saves me: when the opponent's next attack is lethal through
every block I can make, and my hand holds an instant that would stop it (Fog; Healing Salve's 3
life against a Serra Angel at 3 life) which my mana pays for now, a spell that would tap that
mana waits -- a Grizzly Bears that can't block the flier, or can but is trampled over, saves
nothing, and cast it costs me the game."""
from __future__ import annotations

from typing import Any

from ..engine.casting import mana_sources
from ..engine.game import Game
from ..engine.mana import ManaCost, solve_payment
from .burn import every_mode_effects
from .combat_ai import fogs_combat, swing_back_damage


def life_it_saves(card: Any) -> float:
    """The combat damage to me the instant can stop: all of it for a fog, else the most life it
    gives me or damage it prevents (fixed amounts only: an X is sized when cast)."""
    effects = every_mode_effects(card)
    if fogs_combat(effects):
        return float("inf")
    amounts = [e[verb].get("amount") for e in effects if isinstance(e, dict)
               for verb in ("gain_life", "prevent") if isinstance(e.get(verb), dict)]
    return float(max((a for a in amounts if isinstance(a, int)), default=0))


def keeps_mana_for(g: Game, me: int, cost: ManaCost) -> str | None:
    """The instant whose mana a spell costing `cost` would take, when the opponent's next attack
    is lethal and that instant would keep me alive (its name), else None."""
    pl = g.players[me]
    defenders = [b for b in g.battlefield if g.controller_of(b) == me and "Creature" in g.chars(b).types
                 and not g.objects[b].tapped]
    incoming = swing_back_damage(g, me, defenders)
    if incoming < pl.life:
        return None
    sources = None
    for oid in pl.hand:
        card = g.objects[oid].card
        if "Instant" not in card.types or card.mana_cost.x or incoming - life_it_saves(card) >= pl.life:
            continue
        sources = sources if sources is not None else mana_sources(g, me)
        if solve_payment(card.mana_cost, pl.mana_pool, sources) is not None \
                and solve_payment(card.mana_cost.plus(cost), pl.mana_pool, sources) is None:
            return card.name
    return None
