"""Which cards to take when I search my library (the `search_library` verb: Demonic Tutor, Land
Tax, Untamed Wilds; CR 701.23).  The engine asks a select decision of purpose "search" whose
data says where the found cards go ("to": hand, top of the library, battlefield).

Into my hand: a card that wins now comes first (burn that, with the rest of the hand's burn and
the mana left, reaches the opponent's life); then a card that saves me now (with the
opponent's creatures enough to kill me in their next attack, a removal spell the mana left
casts this turn that takes enough of them: Terror for the Shivan Dragon at 5 life, not the
Lightning Bolt that doesn't kill it; Wrath of God for two lethal attackers, not a Terror for
one); else the best card I can cast soon, worth what
the knowledge functions say a card is worth; a land comes before it when my hand is short of
lands, or of a colour its spells need.  Onto the battlefield (a land search): the land that
adds a colour my hand needs.  Everything is read from the cards' costs, types and effects,
never their names."""
from __future__ import annotations

from typing import Any

from ..engine.casting import mana_sources, solve_payment, usable_pool
from ..engine.combat import can_block
from ..engine.decisions import Decision
from ..engine.game import Game
from ..engine.terms import MANA_OF_LAND_TYPE
from . import burn
from .colour_needs import colour_needs, colours_lacking
from .combat_ai import swing_back_damage
from .held_removal import single_removal, takes
from .knowledge import card_in_hand_value, creature_value, lands_on_battlefield, target_pool
from .sweepers import swept

WINS = 100.0           # a card that wins the game this turn: nothing else compares
SAVES = 50.0           # a card that stops the attack that would kill me next: only a win comes first
LAND_WANTED = 10.0     # a land when the hand is short of lands: above any spell's worth
COLOUR_WANTED = 12.0   # a land making a colour my spells need and no source of mine makes
LATE = 1.0             # a spell's worth lost per turn of lands it still waits for


def picks(g: Game, me: int, d: Decision) -> tuple:
    """The cards to take, best first: as many as the search allows (a card found is a card
    gained, and a land taken thins the library of lands)."""
    to = d.info("to", "hand")
    found = [o for o in d.options if isinstance(o, int) and o in g.objects]
    ranked = sorted(found, key=lambda o: -worth(g, me, o, to))
    return tuple(ranked[:d.max])


def worth(g: Game, me: int, oid: int, to: str) -> float:
    """How much I want this card of my library where the search puts it."""
    card = g.objects[oid].card
    if "Land" in card.types:
        return _land_worth(g, me, oid, onto_battlefield=to == "battlefield")
    if to == "battlefield":
        return _spell_worth(g, oid)
    if _castable_now(g, me, card) and burn.reach_with(g, me, card) >= g.players[1 - me].life:
        return WINS
    if _stops_lethal_attack(g, me, oid):
        return SAVES
    return _spell_worth(g, oid) - LATE * _turns_away(g, me, card) - COLOUR_WANTED * _colours_missing(g, me, oid)


def _stops_lethal_attack(g: Game, me: int, oid: int) -> bool:
    """Would the card, cast this turn with the mana I have now, take enough of the opponent's
    creatures that their next attack no longer kills me, however well my untapped creatures
    block (combat_ai.swing_back_damage)?  False when their attack doesn't kill me anyway."""
    card = g.objects[oid].card
    if "Creature" in card.types or not _castable_now(g, me, card) \
            or solve_payment(card.mana_cost, usable_pool(g, me, None), mana_sources(g, me)) is None:
        return False
    attackers = [b for b in g.battlefield if g.chars(b).controller != me and "Creature" in g.chars(b).types
                 and "defender" not in g.chars(b).keywords]
    blockers = [b for b in g.battlefield if g.chars(b).controller == me and can_block(g, b)]
    life = g.players[me].life
    if not attackers or swing_back_damage(g, me, blockers, attackers) < life:
        return False
    effects = burn.spell_effects(card.spell)
    gone = swept(g, me, oid, effects)
    if gone:
        return swing_back_damage(g, me, [b for b in blockers if b not in gone],
                                 [a for a in attackers if a not in gone]) < life
    effects, tspec = single_removal(card)
    if not tspec:
        return False
    dmg = burn.damage_of(effects, 0)
    for a in sorted(set(attackers) & target_pool(g, me, oid, tspec)):
        if not takes(g, a, dmg) or dmg and g.objects[a].regen_shields:
            continue
        if swing_back_damage(g, me, blockers, [b for b in attackers if b != a]) < life:
            return True
    return False


def _spell_worth(g: Game, oid: int) -> float:
    """A spell's worth in hand (knowledge.card_in_hand_value), a creature's at least half of
    what it becomes on the battlefield (knowledge.creature_value): a Hill Giant over a Bear."""
    card = g.objects[oid].card
    value = card_in_hand_value(card)
    if "Creature" in card.types:
        value = max(value, 0.5 * creature_value(g.chars(oid)))
    return value


def _land_worth(g: Game, me: int, oid: int, onto_battlefield: bool) -> float:
    """A land's worth to this hand: most when it makes a colour my spells need and none of my
    lands makes, much when I am short of lands, little otherwise (knowledge.card_in_hand_value).
    Put onto the battlefield, a land is always mana at once: the colours it adds decide."""
    value = card_in_hand_value(g.objects[oid].card) + _colour_help(g, me, oid)
    if _adds_lacking_colour(g, me, oid):
        value += COLOUR_WANTED
    if onto_battlefield or _short_of_lands(g, me):
        value += LAND_WANTED
    return value


def _land_colours(g: Game, oid: int) -> set[str]:
    """The colours a land makes by its basic land types (CR 305.6)."""
    return {MANA_OF_LAND_TYPE[t] for t in g.chars(oid).subtypes if t in MANA_OF_LAND_TYPE}


def _adds_lacking_colour(g: Game, me: int, oid: int) -> bool:
    """Does this land make a colour my hand's spells need that my lands can't make?"""
    return bool(_land_colours(g, oid) & _lacking(g, me))


def _colour_help(g: Game, me: int, oid: int) -> float:
    """How much the land's colours add to what my hand's spells ask for: each colour's symbols
    shared with the sources that already make it (a second Forest for a {G}{G} spell helps)."""
    need = colour_needs(g, g.players[me].hand)
    sources = mana_sources(g, me)
    have = {c: sum(1 for s in sources if any(c in option for option in s.options)) for c in need}
    return sum(need[c] / (1 + have[c]) for c in sorted(_land_colours(g, oid)) if c in need)


def _lacking(g: Game, me: int) -> set[str]:
    """The colours the spells in my hand need that no land of mine, in play or in hand, makes."""
    return colours_lacking(g, me, mana_sources(g, me), g.players[me].hand) - _hand_land_colours(g, me)


def _hand_land_colours(g: Game, me: int) -> set[str]:
    """The colours the lands in my hand will make once played (their basic land types, CR 305.6)."""
    return {c for h in g.players[me].hand if "Land" in g.objects[h].card.types for c in _land_colours(g, h)}


def _lands(g: Game, me: int) -> int:
    """My lands on the battlefield and in hand: the mana I will have in the turns to come."""
    return lands_on_battlefield(g, me) + sum(1 for h in g.players[me].hand if "Land" in g.objects[h].card.types)


def _short_of_lands(g: Game, me: int) -> bool:
    """Short of lands: no land in hand for the next land drop, or too few lands for the dearest
    spell in hand."""
    hand = [g.objects[h].card for h in g.players[me].hand]
    dearest = max((c.mana_value for c in hand if "Land" not in c.types), default=0)
    return not any("Land" in c.types for c in hand) or _lands(g, me) < dearest


def _turns_away(g: Game, me: int, card: Any) -> int:
    """How many more lands the card waits for, one land drop a turn."""
    return max(0, card.mana_value - _lands(g, me) - 1)


def _colours_missing(g: Game, me: int, oid: int) -> int:
    """How many of the card's colours neither my mana sources nor the lands in my hand make."""
    return len(colours_lacking(g, me, mana_sources(g, me), (oid,)) - _hand_land_colours(g, me))


def _castable_now(g: Game, me: int, card: Any) -> bool:
    """Could I cast the card this turn, timing-wise: an instant (or flash) any time, anything
    else only in my own main phase (CR 117.1a, 307.1)."""
    if "Instant" in card.types or "flash" in card.keywords:
        return True
    return g.active == me and g.step in ("main1", "main2")
