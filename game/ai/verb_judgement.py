"""How the computer player judges each verb of the card language: does it help or hurt what
it names?  This is the "polarity" the open engines keep per effect (Forge's AI logic per
API type, Magarena's per-effect scores), declared once per verb so that a new verb of the
card language can't reach a game the computer doesn't understand — tests/ai fails when a verb
of game.engine.language has no judgement here.

A judgement is one of:
- HARMS: bad for the objects or players the verb names (destroy, discard, ...);
- HELPS: good for them (draw, gain_life, regenerate, ...);
- NEUTRAL: neither (shuffle, look at a hand): it doesn't move a target choice either way;
- NESTED: the verb carries effects of its own (may, pay, if, repeat, ...), judged by those;
- BY_PARAMS: depends on the parameters (modify: +2/+2 or -2/-2; counters: +1/+1 or -1/-1);
  `params_polarity` reads them;
- OPAQUE: a Python hook; the computer can't read it and treats it as neutral.
"""
from __future__ import annotations

from enum import Enum
from types import MappingProxyType
from typing import Any, Iterator, Mapping

from ..engine.language import EFFECTS, VERBS


class Judgement(Enum):
    HARMS = "harms"
    HELPS = "helps"
    NEUTRAL = "neutral"
    NESTED = "nested"
    BY_PARAMS = "by_params"
    OPAQUE = "opaque"


H, G, N, NEST, P = Judgement.HARMS, Judgement.HELPS, Judgement.NEUTRAL, Judgement.NESTED, Judgement.BY_PARAMS

VERB_JUDGEMENT: Mapping[str, Judgement] = MappingProxyType({
    # removal and disruption
    "damage": H, "destroy": H, "exile": H, "bounce": H, "put_in_library": H, "sacrifice": H,
    "tap": H, "counter": H, "discard": H, "mill": H, "lose_life": H, "lose_unspent_mana": H,
    "gain_control": H, "turn_face_down": H, "ante": H, "lose_game": H, "put_in_graveyard": H, "gain_ownership": H,
    "remove_from_combat": H, "phase_out": H,
    # resources and protection
    "untap": G, "draw": G, "gain_life": G, "add_mana": G, "tap_for_mana": G, "extra_turn": G,
    "regenerate": G, "prevent": G, "reflect_damage": G, "redirect_damage": G, "quicken": G,
    "create_token": G, "put_onto_battlefield": G, "search_library": G, "replace_next_draw": G,
    "shuffle_graveyard_into_library": G, "look_at_top": G, "copy_spell": G, "wish": G,
    "grant_special_action": NEST,
    # information and order only
    "look_at_hand": N, "look_at_library": N, "shuffle": N, "shuffle_hand_into_library": N,
    "choose": N, "flip_coin": N, "drop_onto_table": N, "draw_game": N, "become_copy": N, "reorder_top": N,
    "block_attacker": N, "move_aura": N, "divide_into_piles": N, "label_attackers": N, "block_by_piles": N,
    # good or bad only by the two life totals, which policy.activate_score weighs when activating
    "exchange_life": N,
    # the top card goes to a hand or a graveyard, as a named card happens to be there or not
    "reveal_top": N,
    # judged by what they carry
    # a subgame (Shahrazad): judged by what happens to the players who don't win it, and when to
    # cast it by the two libraries (game.ai.subgame_judgement)
    "subgame": NEST,
    "may": NEST, "pay": NEST, "if": NEST, "repeat": NEST, "delayed": NEST, "pay_for_each": NEST, "for_each": NEST,
    "choose_objects": N, "exchange_blocks": N, "change_target": N,
    # a swap: the targets' own filters say which side each permanent is on (yours for theirs)
    "exchange_control": N,
    # a choice among the spells already cast this turn: what follows says what it does
    "choose_spell_cast": N,
    # judged by their parameters
    "modify": P, "counters": P, "remove_counters": P, "set_life": P, "tap_or_untap": P, "attach": P,
    "player_rule": P,
    "hook": Judgement.OPAQUE,
})

HARMFUL_VERBS = frozenset(v for v, j in VERB_JUDGEMENT.items() if j is Judgement.HARMS)
HELPFUL_VERBS = frozenset(v for v, j in VERB_JUDGEMENT.items() if j is Judgement.HELPS)
NESTING_VERBS = frozenset(v for v, j in VERB_JUDGEMENT.items() if j is Judgement.NESTED)

# counters that make a permanent worse (CR 122.1a: -1/-1; the rest are fuel or help)
_BAD_COUNTERS = frozenset({"-1/-1", "-0/-1", "-1/-0", "-2/-2", "poison", "time", "age", "doom",
                           "mire"})   # mire: the land becomes a Swamp (Cyclopean Tomb)


def nested_effects(verb: str, params: Any) -> list:
    """The effects a NESTED verb carries: every parameter the language declares as EFFECTS
    (`do`, `then`, `else`, ...)."""
    decl = VERBS.get(verb)
    if decl is None or not isinstance(params, dict):
        return []
    out: list = []
    for p in decl.params:
        if p.type == EFFECTS and isinstance(params.get(p.name), list):
            out.extend(params[p.name])
    return out


def walk(effects: Any) -> Iterator[tuple[str, Any]]:
    """Every verb of the effects with its parameters, those the NESTED verbs carry included
    (the `then` of an `if`, the `do` of a delayed effect)."""
    for eff in effects if isinstance(effects, (list, tuple)) else ():
        if not isinstance(eff, dict):
            continue
        for verb, params in eff.items():
            yield verb, params
            if VERB_JUDGEMENT.get(verb) is Judgement.NESTED:
                yield from walk(nested_effects(verb, params))


def deep_verbs(effects: Any) -> set[str]:
    """Every verb the effects name, nested ones included."""
    return {verb for verb, _ in walk(effects)}


def judgement(verb: str) -> Judgement:
    """The verb's judgement; an undeclared verb is an error, never a silent guess."""
    return VERB_JUDGEMENT[verb]


def params_polarity(verb: str, params: Any, modify_polarity: Any) -> int:
    """For BY_PARAMS verbs: +1 (helps what it names), -1 (hurts it) or 0 from its parameters.
    `modify_polarity` scores a `modify` mapping (knowledge.modify_polarity)."""
    params = params if isinstance(params, dict) else {}
    if verb == "modify":
        return _sign(modify_polarity(params))
    if verb in ("counters", "remove_counters"):
        kind = str(params.get("kind", "+1/+1"))
        bad = kind in _BAD_COUNTERS or kind.startswith("-")
        helps = not bad if verb == "counters" else bad
        return 1 if helps else -1
    if verb == "set_life":
        amount = params.get("amount")
        return 1 if isinstance(amount, int) and amount >= 20 else -1 if isinstance(amount, int) else 0
    if verb == "player_rule":
        return 0
    return 0


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)
