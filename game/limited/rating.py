"""How good a card is in a limited deck: one number per card, the drafter's and the deck
builder's sense of quality.

It is read from the card's definition through the computer player's own ideas of value
(game.ai.knowledge): a creature is worth what the AI's board evaluation says it is worth on
the battlefield (its characteristics asked of the engine, so a */* or a lord is measured as
the rules see it), set against its mana value; a spell that hurts what it targets is removal,
the thing limited decks want most; an Aura is removal or a boost by its polarity.
"""
from __future__ import annotations

from functools import lru_cache

from ..ai.knowledge import aura_polarity, creature_value, effects_polarity
from ..engine.carddef import CardDef
from ..engine.filter_spec import SHORTHANDS, Filter
from ..engine.filters import normalize
from ..engine.game import Game, add_card

HARMFUL_TO_CREATURES = {"damage", "destroy", "exile", "bounce", "gain_control"}


def is_ante_card(card: CardDef) -> bool:
    """Ante cards are removed from decks when not playing for ante (their Oracle text, CR 407)."""
    return card.for_ante_only


def is_basic_land(card: CardDef) -> bool:
    return "Basic" in card.supertypes and "Land" in card.types


@lru_cache(maxsize=4096)
def rating(card: CardDef) -> float:
    """The card's quality for limited play, about 0 (unplayable) to 8 (a bomb)."""
    if is_ante_card(card) or is_basic_land(card):
        return 0.0
    mv = card.mana_value
    if "Creature" in card.types:
        big = 0.5 * max(0, mv - 5)          # the top of the curve: often stuck in hand
        return round(_creature_worth(card) / (1.0 + 0.35 * mv) + (0.3 if mv <= 3 else 0.0) - big, 3)
    if "Land" in card.types:
        return 1.0
    if "Aura" in card.subtypes:
        pol = aura_polarity(card)
        return 4.0 - 0.25 * mv if pol < 0 else 2.4 - 0.15 * mv if pol > 0 else 1.0
    spell = card.spell if isinstance(card.spell, dict) else None
    if spell is not None:
        return round(_spell_worth(spell, mv), 3)
    if card.abilities or card.triggers or card.statics:
        active = [a for a in card.abilities if "mana" not in a]
        return round(1.6 + 0.5 * len(active) + 0.3 * (len(card.triggers) + len(card.statics)) - 0.1 * mv, 3)
    return 0.5


def _creature_worth(card: CardDef) -> float:
    """The AI's value of the creature on the battlefield (engine characteristics)."""
    g = Game(seed=0)
    oid = add_card(g, card, 0, "battlefield")
    return creature_value(g.chars(oid))


CREATURE_SHORTHANDS = {"creature", "any_target", "creature_or_player", "permanent", "spell_or_permanent"}
CREATURE_FILTERS = frozenset(SHORTHANDS[name] for name in CREATURE_SHORTHANDS)


def _aims_at_creatures(spec: object) -> bool:
    """Whether a target description (docs/cards.md, Targets) can name any creature on the
    battlefield: not a card in a graveyard, a land, an artifact or one creature type only."""
    if isinstance(spec, dict) and "filter" in spec:
        return _aims_at_creatures(spec["filter"])
    if not isinstance(spec, (str, dict, Filter)):
        return False
    flt = normalize(spec)
    if flt in CREATURE_FILTERS:
        return True
    if flt.zone not in (None, "battlefield") or flt.kind in ("card", "spell", "player"):
        return False
    if flt.subtype:
        return False
    return flt.type == ("Creature",) or (flt.type is None and flt.kind in ("any", "creature_or_player", "permanent"))


def _spell_worth(spell: dict, mv: int) -> float:
    """An instant or sorcery: removal when it hurts a target, a trick when it helps one,
    otherwise a modest effect."""
    targets = spell.get("targets") or {}
    effects = spell.get("do") or []
    verbs = {v for eff in effects if isinstance(eff, dict) for v in eff}
    if targets:
        slot, spec = next(iter(targets.items()))
        pol = effects_polarity(effects, slot)
        if pol < 0 and verbs & HARMFUL_TO_CREATURES and _aims_at_creatures(spec):
            return 5.6 - 0.35 * mv
        if pol < 0:
            return 2.6 - 0.15 * mv
        if pol > 0:
            return 2.4 - 0.15 * mv
        return 1.8 - 0.1 * mv
    if verbs & {"draw"}:
        return 2.4 - 0.1 * mv
    if verbs & HARMFUL_TO_CREATURES:
        return 3.0 - 0.1 * mv
    return 1.5 - 0.1 * mv
