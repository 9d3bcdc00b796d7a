"""What an activated ability (CR 602) adds to its permanent's worth.

A creature that can destroy a creature each turn (Royal Assassin) is a threat far beyond its
1/1 body; one that deals a damage each turn (Prodigal Sorcerer) kills the opponent's small
creatures one by one.  Counted as any other ability, such a creature was worth less than an
Ornithopter, and the computer spent its removal on the Ornithopter.  So an ability is judged
by what it does to what it aims at, and by how often its cost lets it come round:

- aimed at the opponent's permanents, repeatable: removal (destroy, exile, gain control) is
  worth the most, then damage by its amount (more when it can reach a player), then tapping
  or bouncing a permanent (Icy Manipulator);
- card draw and creatures made each turn help much;
- anything else (a pump, a regeneration, an ability judged elsewhere) counts as before, a
  little;
- aimed at a narrow kind of permanent (one colour, a Wall), or dealing damage to itself or
  its controller too, it is worth less;
- a cost that sacrifices the permanent makes it a one-shot; life, other permanents, heavy
  mana or a narrow window make it come round less.
"""
from __future__ import annotations

from typing import Any

from ..engine.casting import target_slots
from ..engine.filters import PLAYER_KINDS
from .verb_judgement import deep_verbs, walk

ANY_ABILITY = 0.8         # the worth of an ability not judged more closely (a pump, a shield)
REMOVAL = 3.0             # destroy, exile or take a permanent, again and again
DAMAGE_POINT = 1.6        # each point of damage it deals to what it aims at
REACHES_PLAYER = 1.0      # ... and it may aim at a player instead
DISABLE = 1.5             # tap or bounce a permanent (Icy Manipulator keeps the best attacker home)
RESOURCE = 1.5            # a card or a creature each time
NARROW = 0.5              # what is left when only some permanents can be aimed at
BACKFIRES = 0.6           # ... when it also deals damage to itself or its controller (Orcish Artillery)
_REMOVAL_VERBS = frozenset({"destroy", "exile", "gain_control"})
_DISABLE_VERBS = frozenset({"tap", "bounce"})
_RESOURCE_VERBS = frozenset({"draw", "create_token"})
_PLAYERS_ONLY = frozenset({"player", "player_or_planeswalker"})


# by identity: the board evaluation asks about the same printed abilities again and again
_WORTH: dict[int, tuple[dict, Any]] = {}
_SWAPS: dict[int, tuple[dict, Any]] = {}
_PINGS: dict[int, tuple[dict, Any]] = {}
_BACKFIRES: dict[int, tuple[dict, Any]] = {}
_KNOWN_MAX = 4096


def _remembered(table: dict[int, tuple[dict, Any]], ab: dict, judge: Any) -> Any:
    known = table.get(id(ab))
    if known is not None and known[0] is ab:
        return known[1]
    if len(table) >= _KNOWN_MAX:
        table.clear()
    value = judge(ab)
    table[id(ab)] = (ab, value)   # the ability is held, so its identity can't be reused
    return value


def ability_worth(ab: dict) -> float:
    """The worth an activated ability adds to its permanent while it is on the battlefield."""
    return _remembered(_WORTH, ab, _judge)


def ping_damage(ab: dict) -> int:
    """The damage the ability deals to a target that may be a creature, again and again
    (Prodigal Sorcerer's {T}: 1 damage): 0 unless its cost is a tap or mana alone, which
    comes round every turn, not a sacrifice that fires once."""
    return _remembered(_PINGS, ab, _ping)


def _ping(ab: dict) -> int:
    cost = ab.get("cost") or {}
    slots = ab.get("targets") or {}
    if not isinstance(cost, dict) or set(cost) - {"tap", "mana"} or "mana" in ab or not isinstance(slots, dict):
        return 0
    aims = {name for name, flt in slots.items() if getattr(flt, "kind", None) not in _PLAYERS_ONLY}
    return max((params["amount"] for verb, params in walk(ab.get("do", []))
                if verb == "damage" and isinstance(params, dict) and isinstance(params.get("to"), str)
                and params["to"] in aims
                and isinstance(params.get("amount"), int)), default=0)


def ping_backfire(ab: dict) -> int:
    """The damage the ability deals to its own controller each time it is used (Orcish
    Artillery's 3 to you beside its 2 to the target): the price of every shot, in life lost
    (CR 120.3a)."""
    return _remembered(_BACKFIRES, ab, _backfire)


def _backfire(ab: dict) -> int:
    return sum(params["amount"] for verb, params in walk(ab.get("do", []))
               if verb == "damage" and isinstance(params, dict) and params.get("to") == "you"
               and isinstance(params.get("amount"), int))


def exchanges_life(ab: dict) -> bool:
    """Does the ability exchange life totals (Mirror Universe)?  What that is worth depends on
    the life totals of the moment (knowledge.life_swap_worth), so only the fact is kept."""
    return _remembered(_SWAPS, ab, lambda a: "exchange_life" in deep_verbs(a.get("do", []) or []))


def _judge(ab: dict) -> float:
    effects = ab.get("do", []) or []
    slots = list(target_slots(ab.get("targets") or {}))
    aimed = {name for name, flt, _, _ in slots if _at_their_permanents(flt)}
    at_player = any(flt.kind in PLAYER_KINDS for _, flt, _, _ in slots)
    best = 0.0
    narrow = any(_narrow(flt) for name, flt, _, _ in slots if name in aimed)
    backfires = False
    for verb, params in walk(effects):
        if verb == "damage" and isinstance(params, dict) and params.get("to") in ("self", "you"):
            backfires = True
        if verb in _RESOURCE_VERBS:
            best = max(best, RESOURCE)
        if not isinstance(params, dict) or not _aims_at(params, aimed):
            continue
        if verb in _REMOVAL_VERBS:
            best = max(best, REMOVAL)
        elif verb == "damage":
            amount = params.get("amount")
            n = amount if isinstance(amount, int) else 1
            best = max(best, DAMAGE_POINT * n + (REACHES_PLAYER if at_player else 0.0))
        elif verb in _DISABLE_VERBS:
            best = max(best, DISABLE)
    factor = _how_often(ab) * (NARROW if narrow else 1.0) * (BACKFIRES if backfires else 1.0)
    return max(ANY_ABILITY, best * factor)


def _narrow(flt: Any) -> bool:
    """Does the target have to be of one colour, subtype or supertype (Northern Paladin: a black
    permanent; Dwarven Demolition Team: a Wall)?  Then most boards give it nothing to aim at."""
    return any(getattr(flt, k, None) for k in ("color", "subtype", "supertype", "power_max", "power_min"))


def _aims_at(params: dict, names: set[str]) -> bool:
    """Does the verb act on one of these targets (`what: t`, `to: t`)?"""
    what = params.get("what", params.get("to"))
    return isinstance(what, str) and what in names


def _at_their_permanents(flt: Any) -> bool:
    """Can this target be a permanent or a player of the opponent's (not a card in my
    graveyard, not only my own creatures)?"""
    if getattr(flt, "zone", None) not in (None, "battlefield"):
        return False
    return getattr(flt, "controller", None) != "you" and getattr(flt, "owner", None) != "you"


def _how_often(ab: dict) -> float:
    """How much of the ability's worth its cost and limits leave: once for a sacrifice of the
    permanent itself (CR 701.21), less when it costs life, other permanents or much mana, or
    may be used only in one step or in combat."""
    cost = ab.get("cost") or {}
    if cost.get("sacrifice_self") or cost.get("exile_self"):
        return 0.4
    factor = 1.0
    if set(cost) & {"sacrifice", "sacrifice_any", "pay_life", "exile", "exile_from_graveyard", "discard",
                    "discard_random", "discard_last_drawn", "remove_counters"}:
        factor *= 0.6
    mana = cost.get("mana")
    if mana is not None and getattr(mana, "mana_value", 0) >= 3:
        factor *= 0.7
    if ab.get("only_step") or any(getattr(flt, "in_combat", None) for _, flt, _, _ in
                                  target_slots(ab.get("targets") or {})):
        factor *= 0.6
    return factor
