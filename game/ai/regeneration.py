"""Removal against regeneration: what a destroy or damage spell is worth on a creature that
would regenerate (CR 701.19), shared by every level's rules of thumb (game.ai.policy).

- Removal a creature regenerates from is worth next to nothing on it: the creature is tapped
  and taken out of combat (CR 701.19c) but stays; a Lightning Bolt at an Uthden Troll with red
  mana open only costs its controller {R}.
- Removal that says the creature can't be regenerated (Disintegrate, Terror; the engine marks it
  `cant_regenerate: true` on damage, `regenerate: false` on destroy) is the one answer to it.
  When my hand holds other removal the creature would regenerate from, that answer goes to the
  regenerator, so the other removal is left for a creature it kills: Disintegrate on the Troll
  and the Bolt on the Hurloon Minotaur, not the other way round.
- A regeneration shield answers a destruction the creature may regenerate from, nothing else: in
  answer to Terror, which says it can't be regenerated, or to a Swords to Plowshares, which exiles
  it, the shield only taps the mana (`shield_is_wasted`)."""
from __future__ import annotations

from typing import Any

from ..engine.game import Game
from .combat_ai import regenerates

# removal a creature regenerates from: as near nothing as the other worthless aims of the policy
REGENERATED_FROM = 0.02
# the one answer in hand to a regenerator, when the rest of my removal would be wasted on it
ONLY_ANSWER = 1.5


def removal_specs(effects: Any) -> list[dict]:
    """The destroy and damage parts of the effects, the ones regeneration replaces (CR 701.19a)."""
    return [spec for e in effects if isinstance(e, dict) for verb, spec in e.items()
            if verb in ("destroy", "damage") and isinstance(spec, dict)]


def lets_regenerate(spec: dict) -> bool:
    """Does this destroy or damage allow regeneration (no "can't be regenerated", CR 701.19c)?"""
    return not spec.get("cant_regenerate") and spec.get("regenerate", True)


def regenerates_from(g: Game, oid: int, effects: Any) -> bool:
    """Would the creature regenerate from what these effects do to it: destroyed or dealt lethal
    damage, with a regeneration its controller can pay for, by an effect that lets it
    (Disintegrate's damage and Terror's destruction don't)?"""
    if "Creature" not in g.chars(oid).types or not regenerates(g, oid):
        return False
    hits = removal_specs(effects)
    return bool(hits) and all(lets_regenerate(spec) for spec in hits)


def stops_regeneration(effects: Any) -> bool:
    """Is this removal that says the creature can't be regenerated (CR 701.19c)?"""
    hits = removal_specs(effects)
    return bool(hits) and not any(lets_regenerate(spec) for spec in hits)


# what a regeneration shield never replaces: the creature leaves without being destroyed (CR 701.19a)
TAKEN_AWAY = ("exile", "bounce")


def _hits(spec: dict, keys: set[str]) -> bool:
    """Does this effect's object (`what`, or `to` for damage) name one of these target keys?"""
    return any(spec.get(field) in keys for field in ("what", "to") if isinstance(spec.get(field), str))


def beyond_regeneration(effects: Any, keys: set[str]) -> bool:
    """Do these effects do to the target under `keys` what no regeneration undoes: removal that
    says it can't be regenerated (Terror, Disintegrate: CR 701.19c) or that takes it away without
    destroying it (Swords to Plowshares, Unsummon)?"""
    for e in effects if isinstance(effects, list) else []:
        for verb, spec in e.items() if isinstance(e, dict) else ():
            if not isinstance(spec, dict) or not _hits(spec, keys):
                continue
            if verb in TAKEN_AWAY or verb in ("destroy", "damage") and not lets_regenerate(spec):
                return True
    return False


def shield_is_wasted(g: Game, me: int, oid: int) -> bool:
    """Is a spell or ability of the opponent's on the stack, aimed at my creature, one its
    regeneration doesn't save it from (`beyond_regeneration`)?  Then regenerating it in answer
    only taps the mana another answer needs (ladder game 15 against the Apprentice: the Uthden
    Troll's {R} in answer to Terror was the Mountain that would have copied their Chain Lightning)."""
    for item in g.stack:
        if item.controller == me or not isinstance(item.spec, dict):
            continue
        keys = {k for k, refs in item.targets.items() if any(r[0] == "obj" and r[1] == oid for r in refs)}
        if keys and beyond_regeneration(item.spec.get("do", []), keys):
            return True
    return False


def _card_effects(card: Any) -> list:
    """Everything an instant or sorcery can do, every mode included."""
    spec = card.spell or {}
    return list(spec.get("do", [])) + [e for m in spec.get("modes", []) for e in m.get("do", [])]


def only_answer(g: Game, me: int, oid: int, effects: Any, source: int | None) -> bool:
    """Are these effects the answer to a creature that would regenerate, while another card in
    my hand is removal it would regenerate from (so that one is better spent elsewhere)?"""
    if "Creature" not in g.chars(oid).types or not regenerates(g, oid) or not stops_regeneration(effects):
        return False
    return any(regenerates_from(g, oid, _card_effects(g.objects[h].card))
               for h in g.players[me].hand if h != source)


def regeneration_factor(g: Game, me: int, oid: int, effects: Any, source: int | None) -> float:
    """What the worth of a harmful aim at this creature is multiplied by, for regeneration:
    next to nothing if it would regenerate, more if this is the one answer to a regenerator."""
    if regenerates_from(g, oid, effects):
        return REGENERATED_FROM
    if only_answer(g, me, oid, effects, source):
        return ONLY_ANSWER
    return 1.0
