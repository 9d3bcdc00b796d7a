"""How the computer changes its deck between the games of a match (CR 100.4a: a player may
swap cards between the deck and the sideboard between games).

It knows only what it saw of the opponent's deck in the games before (`cards_shown`: the
cards played, cast, revealed or put into a public zone), never the rest of the list.  Against
that, each card's *aims* are read from the card language, never from card names: the
colours, card types and subtypes its harmful effects name ("destroy target artifact",
"counter target red spell", "destroy all Islands", "each Swamp"), the sources its shields
name ("a red source of your choice") and its protection from a colour.  A sideboard card is
brought in when enough of the opponent's cards are what it aims at; it replaces the main
deck's cards doing least in this match-up — answers to what the opponent doesn't play
(Disenchant against a deck without artifacts or enchantments, Terror against black
creatures) first, then the answers with fewer targets than the incoming one.  Lands are never
swapped, so the deck keeps its size and its mana.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from ..engine.card_mana import colour_symbols, produces
from ..engine.carddef import CardDef, pt_value
from ..engine.event_types import EnteredBattlefield, HandRevealed, LandPlayed, SpellCast, ZoneChanged
from ..engine.filter_spec import Filter
from ..engine.game import Game
from .knowledge import aura_polarity, effects_polarity, modify_polarity
from .verb_judgement import VERB_JUDGEMENT, Judgement, nested_effects

PUBLIC_ZONES = ("battlefield", "graveyard", "exile", "stack", "command")
NARROW_TYPES = ("Artifact", "Enchantment")       # a type an answer is narrow for (not "creature", "land")
COLOUR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
ENOUGH = 3            # opponent's cards seen that a sideboard card must aim at to come in
MAX_SWAPS = 8         # cards swapped in one sideboarding: a deck keeps its plan
MARGIN = 0.25         # how much better than the card it replaces a newcomer must be
REPEAT = 0.15         # what each copy of an answer already brought in takes off the next one

Aim = tuple[str, str]     # ("color", "R"), ("type", "Artifact"), ("subtype", "Island")


def cards_shown(g: Game, owner: int) -> list[str]:
    """The names of the cards of `owner` the other player saw during the game, one per card
    (a card keeps its object through zone changes, so a Bolt cast and then in the graveyard is
    one card): those played, cast face up, put onto the battlefield, revealed, or moved to a
    public zone.  Tokens are not cards of the deck."""
    seen: dict[int, str] = {}
    for entry in g.log_entries:
        ev = entry.event
        oids: tuple[int, ...] = ()
        if isinstance(ev, (LandPlayed, EnteredBattlefield)):
            oids = (ev.card,)
        elif isinstance(ev, SpellCast) and not ev.face_down:
            oids = (ev.card,)
        elif isinstance(ev, ZoneChanged) and ev.to_zone in PUBLIC_ZONES:
            oids = (ev.card,)
        elif isinstance(ev, HandRevealed):
            oids = ev.cards
        for oid in oids:
            o = g.objects.get(oid)
            if o is None or o.owner != owner or o.token or getattr(o.card, "is_token", False):
                continue
            seen.setdefault(oid, o.card.name)
    return sorted(seen.values())


# --- what a card aims at ------------------------------------------------------------------------

def _filter_aims(f: Filter) -> set[Aim]:
    """The narrow things a filter names: its colours (a filter naming a colour and a type, "white
    enchantments", is about the colour), else its artifact or enchantment type, and its subtypes."""
    if f.controller == "you":
        return set()
    out: set[Aim] = {("color", c) for c in f.color or ()}
    if not out:
        out |= {("type", t) for t in f.type or () if t in NARROW_TYPES}
    out |= {("subtype", s) for s in f.subtype or ()}
    for sub in (f.any_of or ()) + (f.all_of or ()):
        out |= _filter_aims(sub)
    return out


def _filters_in(node: Any, targets: Mapping[str, Any]) -> Iterable[Filter]:
    """Every filter a part of an effect names, the targets it refers to ("t") included."""
    if isinstance(node, Filter):
        yield node
    elif isinstance(node, str) and isinstance(targets.get(node), Filter):
        yield targets[node]
    elif isinstance(node, Mapping):
        for v in node.values():
            yield from _filters_in(v, targets)
    elif isinstance(node, (list, tuple)):
        for v in node:
            yield from _filters_in(v, targets)


def _effect_aims(effects: Any, targets: Mapping[str, Any]) -> set[Aim]:
    """What harmful effects name, and the sources a prevention shields from."""
    out: set[Aim] = set()
    for eff in effects if isinstance(effects, list) else ():
        for verb, params in (eff.items() if isinstance(eff, Mapping) else ()):
            j = VERB_JUDGEMENT.get(verb, Judgement.OPAQUE)
            if j is Judgement.NESTED:
                out |= _effect_aims(nested_effects(verb, params), targets)
            elif j is Judgement.HARMS:
                for f in _filters_in(params, targets):
                    out |= _filter_aims(f)
            elif verb == "prevent" and isinstance(params, Mapping):
                for f in _filters_in(params.get("choose_source"), targets):
                    out |= _filter_aims(f)
    return out


def _spec_aims(spec: Any) -> set[Aim]:
    if not isinstance(spec, Mapping):
        return set()
    out: set[Aim] = set()
    for mode in spec.get("modes") or ():
        out |= _spec_aims(mode)
    targets = {k: v for k, v in (spec.get("targets") or {}).items()}
    targets = {k: (v if isinstance(v, Filter) else v.get("filter") if isinstance(v, Mapping) else v)
               for k, v in targets.items()}
    return out | _effect_aims(spec.get("do"), targets)


def _static_aims(static: Any) -> set[Aim]:
    """Statics that tax or burden what they name (Gloom's white spells, Energy Flux's artifacts)."""
    out: set[Aim] = set()
    for kind, params in (static.items() if isinstance(static, Mapping) else ()):
        if not isinstance(params, Mapping):
            continue
        if kind.endswith("cost_increase"):
            out |= {a for f in _filters_in(params.get("filter"), {}) for a in _filter_aims(f)}
        elif kind == "modify":
            added = sum(effects_polarity(t.get("do", [])) for t in params.get("add_triggers") or ())
            if modify_polarity(params) + added < 0:
                out |= {a for f in _filters_in(params.get("what"), {}) for a in _filter_aims(f)}
    return out


def aims(card: CardDef) -> frozenset[Aim]:
    """The colours, types and subtypes of the opponent's cards this card answers."""
    out = _spec_aims(card.spell)
    for spec in card.abilities + card.triggers:
        out |= _spec_aims(spec)
    for st in card.statics:
        out |= _static_aims(st)
    if isinstance(card.enchant, Filter) and aura_polarity(card) < 0:
        out |= _filter_aims(card.enchant)     # an Aura that takes or cripples what it enchants (Steal Artifact)
    for kw in card.keywords:
        if kw.startswith("protection from ") and kw[16:] in COLOUR_WORDS:
            out.add(("color", COLOUR_WORDS[kw[16:]]))
    return frozenset(out)


def hits(card: CardDef, seen: Sequence[CardDef]) -> int:
    """How many of the opponent's cards seen this card aims at."""
    a = aims(card)
    return sum(1 for c in seen if any(_is(c, aim) for aim in a))


def _is(card: CardDef, aim: Aim) -> bool:
    what, value = aim
    if what == "color":
        return value in card.colors
    if what == "type":
        return value in card.types
    return value in card.subtypes


# --- dead cards -------------------------------------------------------------------------------------

def _fits(f: Filter, card: CardDef) -> bool:
    """Could a card like this one be what the filter names (its printed characteristics only)?"""
    if f.kind == "spell" and "Land" in card.types:
        return False
    if f.kind == "permanent" and not card.is_permanent_card:
        return False
    checks = ((f.type, card.types, True), (f.not_type, card.types, False), (f.color, card.colors, True),
              (f.not_color, card.colors, False), (f.subtype, card.subtypes, True))
    return all((bool(set(want) & set(have)) == must) for want, have, must in checks if want)


def dead(card: CardDef, seen: Sequence[CardDef]) -> bool:
    """A spell whose only use is a harmful effect on targets none of the opponent's cards seen
    could be (Disenchant against no artifact or enchantment, Terror against black creatures)."""
    if card.spell is None or "Creature" in card.types or not seen:
        return False
    specs = list(card.spell.get("modes") or ()) or [card.spell]
    slots = []
    for spec in specs:
        if not _harms(spec.get("do")):
            return False
        for v in (spec.get("targets") or {}).values():
            f = v if isinstance(v, Filter) else v.get("filter") if isinstance(v, Mapping) else None
            if not isinstance(f, Filter) or f.kind == "player" or f.kind == "any":
                return False
            slots.append(f)
    return bool(slots) and not any(_fits(f, c) for f in slots for c in seen)


def _harms(effects: Any) -> bool:
    return bool(effects) and effects_polarity(effects) < 0


# --- the swap ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Swap:
    ins: tuple[str, ...]      # from the sideboard into the deck
    outs: tuple[str, ...]     # from the deck to the sideboard


def matchup_value(card: CardDef, seen: Sequence[CardDef]) -> float:
    """How much a card does in this match-up, an ordinary card being worth 1: nothing when dead;
    a narrow answer more the more of the opponent's cards it answers (little with one target,
    more than an ordinary card from about three); a creature with protection a little more than
    its body."""
    if dead(card, seen):
        return 0.0
    if not aims(card):
        return 1.0
    h = hits(card, seen)
    if "Creature" in card.types:
        return 1.0 + 0.1 * h
    return min(2.5, 0.3 + 0.25 * h)


def standalone(card: CardDef) -> float:
    """Among cards of equal worth in the match-up, which one a player cuts first: an Aura (it
    needs a creature and goes with it), then the creatures giving least body for their mana;
    any other spell counts as an average card."""
    if "Aura" in card.subtypes:
        return 0.5
    if "Creature" in card.types:
        body = pt_value(card.power) + pt_value(card.toughness) + 2 * len(card.keywords) + len(card.abilities)
        return body / (card.mana_value + 1)
    return 1.0


def plan(main: Sequence[CardDef], sideboard: Sequence[CardDef], seen: Sequence[CardDef],
         max_swaps: int = MAX_SWAPS) -> Swap:
    """The cards to swap, one for one: each sideboard card aiming at `ENOUGH` or more of the
    cards seen that the deck's lands can cast, best first, for the nonland card of the deck doing least, while the newcomer is
    clearly better (`MARGIN`; each further copy of one answer is worth a little less).  The deck
    keeps its size and its lands, and no card goes past its copy limit (CR 100.2a, 100.4a)."""
    if not seen:
        return Swap((), ())
    counts = Counter(c.name for c in main)
    value = {c.name: matchup_value(c, seen) for c in list(main) + list(sideboard)}
    # only what the deck's lands can pay for (a limited pool's sideboard holds every colour)
    mana = frozenset().union(*(produces(c) for c in main if "Land" in c.types))
    cands = sorted(((i, c) for i, c in enumerate(sideboard)
                    if hits(c, seen) >= ENOUGH and set(colour_symbols(c)) <= mana),
                   key=lambda x: (-value[x[1].name], x[0]))
    outs_pool = sorted((c for c in main if "Land" not in c.types),
                       key=lambda c: (value[c.name], standalone(c), c.name))
    ins: list[str] = []
    outs: list[str] = []
    for _, card in cands:
        if len(ins) >= max_swaps:
            break
        if card.deck_limit is not None and counts[card.name] >= card.deck_limit:
            continue
        out = next((c for c in outs_pool if c.name != card.name), None)
        if out is None or value[card.name] - REPEAT * ins.count(card.name) < value[out.name] + MARGIN:
            continue
        outs_pool.remove(out)
        counts[card.name] += 1
        counts[out.name] -= 1
        ins.append(card.name)
        outs.append(out.name)
    return Swap(tuple(ins), tuple(outs))
