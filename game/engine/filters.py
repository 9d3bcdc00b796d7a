"""Filters, references and amounts of the card vocabulary, evaluated against the game.

A card writes a filter as a mapping of declared keys (see docs/cards.md) that an object or player
must match, `{type: Creature, not_color: [B], tapped: true}`, or a shorthand (`creature`); the
loader compiles it into a `Filter` (filter_spec.py), and matching runs the check of each key the
Filter sets, worked out once per Filter.  Protection, hexproof and shroud are checked where
targeting happens (CR 115, 702.11, 702.16, 702.18).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from .filter_spec import Filter, compile_filter
from .objects import Ref
from .terms import COLOR_OF_WORD

if TYPE_CHECKING:
    from .characteristics import Characteristics
    from .context import Ctx
    from .game import Game

def _has_keyword(keywords: Any, k: str) -> bool:
    """A keyword, where `rampage` names rampage with any number (Rapid Fire: "if it doesn't have
    rampage", CR 702.23)."""
    return k in keywords or (k == "rampage" and any(str(x).startswith("rampage ") for x in keywords))


def normalize(flt: Any) -> Filter:
    """A filter as the engine matches with: the loader compiled every filter of a card already
    (this returns it as it is); a shorthand names a compiled one; a mapping written by an engine
    module or a test is compiled, and an undeclared key is an error (FilterError), never ignored."""
    if type(flt) is Filter:
        return flt
    return compile_filter(flt)


def damaged_by_source(ctx: "Ctx") -> set[tuple]:
    """The players and planeswalkers the source has dealt damage to while on the battlefield,
    as the damage event recorded them on it (events.note_damage_dealt)."""
    src = ctx.source_obj
    return {tuple(r) for r in src.chosen.get("damaged", ())} if src is not None else set()


PLAYER_KINDS = frozenset({"player", "any", "creature_or_player", "player_or_planeswalker"})   # a player can match these


def matches_player(ctx: "Ctx", p: int, flt: Filter) -> bool:
    """Does a player match a filter: only `kind` (one that can be a player), `controller` (which
    player), `dealt_damage_by_source` and `attacked_this_turn` speak of players."""
    if flt.kind not in PLAYER_KINDS:
        return False
    c = flt.controller
    if c == "you" and p != ctx.controller:
        return False
    if c == "opponent" and p == ctx.controller:
        return False
    if c == "active" and p != ctx.g.active:
        return False
    if flt.dealt_damage_by_source is not None:
        hit = ("player", p) in damaged_by_source(ctx)
        if hit != flt.dealt_damage_by_source:
            return False
    if flt.attacked_this_turn is not None:
        # only the active player declares attackers (CR 508.1): they attacked if any creature did
        attacked = p == ctx.g.active and bool(ctx.g.turn_flags.get("attacked"))
        if attacked != flt.attacked_this_turn:
            return False
    return True


_NOT_CHECKED = ("zone", "least_power", "greatest_mv")   # where to look, and comparisons with the rest


def _plan(flt: Filter) -> tuple[tuple[Any, Any], ...]:
    """The checks of a filter's keys, in declaration order: worked out once per Filter."""
    plan = flt._plan
    if plan is None:
        plan = tuple((_CHECKS[k], v) for k, v in flt.conditions if k not in _NOT_CHECKED)
        object.__setattr__(flt, "_plan", plan)
    return plan


def matches_object(ctx: "Ctx", oid: int, flt: Filter,
                   chars: "dict[int, Characteristics] | None" = None) -> bool:
    g = ctx.g
    o = g.objects[oid]
    kind = flt.kind
    zone = flt.zone
    if kind == "player":
        return False
    if kind == "spell":
        if o.zone != "stack":
            return False
    elif kind == "spell_or_permanent":
        if o.zone not in ("stack", "battlefield"):
            return False
    elif kind == "card":
        if o.zone != (zone or "graveyard"):
            return False
    else:
        if o.zone != (zone or "battlefield"):
            return False
        if o.phased_out:
            return False
    ch = chars[oid] if chars is not None and oid in chars else g.chars(oid)
    if kind == "any":
        if not ({"Creature", "Planeswalker"} & ch.types):
            return False
    if kind == "creature_or_player" and "Creature" not in ch.types:
        return False
    if kind == "player_or_planeswalker" and "Planeswalker" not in ch.types:
        return False
    if flt.least_power:
        rest = flt.without("least_power")
        if not matches_object(ctx, oid, rest, chars):
            return False
        def power(x: int) -> int:
            return (chars[x] if chars is not None and x in chars else g.chars(x)).power or 0
        return all(power(x) >= power(oid) for x in g.battlefield if matches_object(ctx, x, rest, chars))
    if flt.greatest_mv:
        rest = flt.without("greatest_mv")
        if not matches_object(ctx, oid, rest, chars):
            return False
        def mv(x: int) -> int:
            return (chars[x] if chars is not None and x in chars else g.chars(x)).mana_cost.mana_value
        return all(mv(x) <= mv(oid) for x in g.battlefield if matches_object(ctx, x, rest, chars))
    plan = _plan(flt)
    if not plan:
        return True
    text_map = _text_map(ctx, chars)
    for check, val in plan:
        if not check(ctx, o, ch, val, text_map, chars):
            return False
    return True


def _text_map(ctx: "Ctx", chars: "dict[int, Characteristics] | None") -> dict[str, str]:
    """Colour words and basic land type words on the source changed by a text-changing effect
    (CR 612, layer 3): colour letters map to colour letters, land types to land types."""
    if ctx.source is None or ctx.source not in ctx.g.objects:
        return {}
    src = ctx.g.objects[ctx.source]
    if src.zone not in ("battlefield", "stack"):
        return {}
    if chars is not None and ctx.source in chars:
        return chars[ctx.source].text_map
    if chars is None:
        return ctx.g.chars(ctx.source).text_map
    return {}


def _colors(vals: Any, text_map: dict[str, str]) -> list[str]:
    return [text_map.get(c, c) for c in vals]


def _type(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return any(t in ch.types for t in val)


def _not_type(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return not any(t in ch.types for t in val)


def _subtype(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return any(text_map.get(t, t) in ch.subtypes for t in val)


def _not_subtype(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return not any(text_map.get(t, t) in ch.subtypes for t in val)


def _supertype(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return any(t in ch.supertypes for t in val)


def _not_supertype(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return not any(t in ch.supertypes for t in val)


def _color(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return any(c in ch.colors for c in _colors(val, text_map))


def _not_color(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return not any(c in ch.colors for c in _colors(val, text_map))


def _colorless(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return (not ch.colors) == val


def _chosen_color(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    chosen = ctx.source_chosen().get("color")
    return chosen is not None and chosen in ch.colors


def _chosen_name(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    named = ctx.source_chosen().get("card_name")
    return (named is not None and (ch.name or o.card.name) == named) == val


def _controller(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    c = ch.controller
    if val == "you":
        return c == ctx.controller
    if val == "opponent":
        return c != ctx.controller
    if val == "active":
        return c == g.active
    if val == "defending":
        return c != g.active
    if val == "event_player":
        return c == ctx.event.get("player")
    if val == "any":
        return True
    # a target name or another player reference: "all lands target player controls" (Mana Short)
    return c in players_of(ctx, val)


def _owner(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    if val in ("you", "opponent"):
        return (o.owner == ctx.controller) == (val == "you")
    # a target name or player reference: "all artifacts target player owns" (Hurkyl's Recall)
    return o.owner in players_of(ctx, val)


def _tapped(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return o.tapped == val


def _attacking(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    return (g.combat is not None and o.id in g.combat.attackers) == val


def _blocked(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    # an attacking creature that is blocked / unblocked (CR 509.1h); not attacking: neither
    return g.combat is not None and o.id in g.combat.attackers and (o.id in g.combat.blocked) == val


def _blocking(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    return (g.combat is not None and o.id in g.combat.blockers) == val


def _blocking_creature(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    c = g.combat
    blocked = {r[1] for r in refs_of(ctx, val, include_lki=True) if r[0] == "obj"}
    return c is not None and bool(blocked & set(c.blockers.get(o.id, [])))


def _in_combat(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    c = g.combat
    engaged = c is not None and (o.id in c.attackers or o.id in c.blockers)
    return engaged == val


def _power_max(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return ch.power is not None and ch.power <= amount(ctx, val)


def _power_min(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return ch.power is not None and ch.power >= amount(ctx, val)


def _toughness_max(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return ch.toughness is not None and ch.toughness <= amount(ctx, val)


def _mv(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    return ch.mana_cost.mana_value + (_spell_x(g, o) if o.zone == "stack" else 0) == amount(ctx, val)


def _name(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return ch.name in val


def _not_name(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return ch.name != val


def _targets(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    item = next((s for s in g.stack if s.kind == "spell" and s.source == o.id), None)
    if item is None:
        return False
    sub = val
    return any(r[0] == "obj" and g.is_current(r) and matches_object(ctx, r[1], sub)
               for name, refs in item.targets.items() if not name.startswith("_") for r in refs)


def _blocks(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    blocked = {r[1] for r in refs_of(ctx, val, include_lki=True) if r[0] == "obj"}
    return g.combat is not None and any(a in blocked for a in g.combat.blockers.get(o.id, []))


def _blocked_by_this_turn(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    walls = {(r[1], r[2]) for r in refs_of(ctx, val, include_lki=True) if r[0] == "obj"}
    return any((b, bz) in walls and a == o.id and az == o.zcc
               for b, bz, a, az, *_ in g.turn_flags.get("block_pairs", ()))


def _dealt_damage_to_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    lk = ctx.source_lki()
    src = ctx.source_obj
    damaged_by = lk["damaged_by"] if lk is not None else (src.damaged_by if src is not None else set())
    return (o.id in damaged_by) == val


def _shares_color_with(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    others = [r[1] for r in refs_of(ctx, val, include_lki=True) if r[0] == "obj" and r[1] in g.objects]
    return any(set(ch.colors) & set(g.chars(x).colors) for x in others)


def _shares_type_with(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    others = [r[1] for r in refs_of(ctx, val) if r[0] == "obj" and r[1] in g.objects and r[1] != o.id]
    return any(set(ch.types) & set(g.chars(x).types) for x in others)


def _other(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return (o.id != ctx.source) == val


def _token(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return o.token == val


def _keyword(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return all(_has_keyword(ch.keywords, k) for k in val)


def _not_keyword(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return not any(_has_keyword(ch.keywords, k) for k in val)


def _counter(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return o.counters.get(val, 0) > 0


def _blocking_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    lk = ctx.source_lki()
    if lk is not None:
        # the source has left (died): the creatures it was blocking or blocked by as it left
        return ((o.id, o.zcc) in lk.get("combat_partners", ())) == val
    c = g.combat
    if c is None or ctx.source is None:
        return False
    related = set(c.blockers.get(ctx.source, [])) | set(c.blocked_by.get(ctx.source, []))
    return (o.id in related) == val


def _attached_to(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    host = g.objects.get(o.attached_to) if o.attached_to is not None else None
    return host is not None and host.zone == "battlefield" and matches_object(ctx, host.id, val)


def _banded_with_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    # "creatures banded with this creature" (Camel): the other members of its attacking band
    c = g.combat
    band = c.band_of(ctx.source) if c is not None and ctx.source in c.attackers else []
    return (o.id in band and o.id != ctx.source) == val


def _enchanted(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    has_aura = any(g.objects[a].attached_to == o.id and "Aura" in g.chars(a).subtypes
                   for a in g.battlefield if a != o.id)
    return has_aura == val


def _would_destroy_check(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str],
                         chars: Any) -> bool:
    return _would_destroy(ctx, o, val)


def _targets_matching(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    sub = val
    for item in g.stack:
        if item.source == o.id and item.kind == "spell" and o.zone == "stack":
            for refs in item.targets.values():
                if any(isinstance(r, tuple) and r[0] == "obj" and r[1] in g.objects
                       and g.objects[r[1]].zcc == r[2] and matches_object(ctx, r[1], sub) for r in refs):
                    return True
    return False


def _attached_to_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return (ctx.source is not None and o.attached_to == ctx.source) == val


def _attacked_this_turn(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    return (o.attacked_turn == g.turn) == val


def _single_target(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    item = next((s for s in g.stack if s.kind == "spell" and s.source == o.id), None)
    chosen = [r for rs in (item.targets.values() if item is not None else ()) for r in rs]
    who = ("player", ctx.controller) if val == "you" else None
    return len(chosen) == 1 and tuple(chosen[0]) == who


def _dealt_damage_by_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return (("obj", o.id, o.zcc) in damaged_by_source(ctx)) == val


def _exiled_by_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    link = o.chosen.get("exiled_by")
    me = (ctx.source, ctx.source_zcc if ctx.source_zcc is not None else -1)
    mine = o.zone == "exile" and link is not None and tuple(link) == me
    return mine == val


def _counters_put_by_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str],
                            chars: Any) -> bool:
    """Cyclopean Tomb's memory: the marks `counters`/`remove_counters` with `link` leave (effects)."""
    mark = (ctx.source, ctx.source_zcc if ctx.source_zcc is not None else -1, val)
    return any(tuple(m) == mark for m in o.chosen.get("counters_by", ()))


def _could_attack_this_turn(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    return (o.id in g.turn_flags.get("could_attack", ())) == val


def _damaged_this_turn(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    # damage marked on it, or a source that dealt it damage this turn (regeneration removes
    # the damage, not the fact that it was dealt; both are cleared at cleanup, CR 514.2)
    return (o.damage > 0 or bool(o.damaged_by)) == val


def _controlled_since_turn_start(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return (o.zone == "battlefield" and not o.sick) == val


def _has_mana_ability(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return any("mana" in ab for ab in ch.abilities) == val


def _not_targeted_by(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    g = ctx.g
    # "that isn't the target of an ability from another creature named Goblin Artisans"
    sflt = val
    for item in g.stack:
        if item.kind == "spell" or item.source not in g.objects:
            continue
        aimed = any(r[0] == "obj" and r[1] == o.id for rs in item.targets.values() for r in rs)
        if aimed and _source_matches(ctx, item.source, sflt):
            return False
    return True


def _created_by_source(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    src = ctx.source_obj
    link = o.chosen.get("created_by")
    made = src is not None and link is not None and tuple(link) == (src.id, src.zcc)
    return made == val


def _first_printed(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    # a fact of the name (the card whose name it currently has, copy effects included); a
    # face-down object has no name (CR 708.2a)
    card = ch.base_card
    return card is not None and bool(ch.name) and card.name == ch.name and card.first_set in val


def _all_checks(ctx: "Ctx", o: Any, ch: "Characteristics", flt: Filter, text_map: dict[str, str],
                chars: Any) -> bool:
    """A sub-filter of any_of / all_of: it shares the object's kind and zone; a conjunction of its keys."""
    return all(check(ctx, o, ch, v, text_map, chars) for check, v in _plan(flt))


def _any_of(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return any(_all_checks(ctx, o, ch, f, text_map, chars) for f in val)


def _all_of(ctx: "Ctx", o: Any, ch: "Characteristics", val: Any, text_map: dict[str, str], chars: Any) -> bool:
    return all(_all_checks(ctx, o, ch, f, text_map, chars) for f in val)


# The check of each declared filter key (FILTER_PARAMS in language.py; a new key is declared there,
# is a field of filter_spec.Filter and has its check here -- a test holds the three together).
# `kind` and `zone` say where to look; `least_power` and `greatest_mv` compare with the rest.
_CHECKS: dict[str, Any] = {
    "type": _type,
    "not_type": _not_type,
    "subtype": _subtype,
    "not_subtype": _not_subtype,
    "supertype": _supertype,
    "not_supertype": _not_supertype,
    "color": _color,
    "not_color": _not_color,
    "colorless": _colorless,
    "chosen_color": _chosen_color,
    "chosen_name": _chosen_name,
    "controller": _controller,
    "owner": _owner,
    "tapped": _tapped,
    "attacking": _attacking,
    "blocked": _blocked,
    "blocking": _blocking,
    "blocking_creature": _blocking_creature,
    "in_combat": _in_combat,
    "power_max": _power_max,
    "power_min": _power_min,
    "toughness_max": _toughness_max,
    "mv": _mv,
    "name": _name,
    "not_name": _not_name,
    "targets": _targets,
    "blocks": _blocks,
    "blocked_by_this_turn": _blocked_by_this_turn,
    "dealt_damage_to_source": _dealt_damage_to_source,
    "shares_color_with": _shares_color_with,
    "shares_type_with": _shares_type_with,
    "other": _other,
    "token": _token,
    "keyword": _keyword,
    "not_keyword": _not_keyword,
    "counter": _counter,
    "blocking_source": _blocking_source,
    "attached_to": _attached_to,
    "banded_with_source": _banded_with_source,
    "enchanted": _enchanted,
    "would_destroy": _would_destroy_check,
    "targets_matching": _targets_matching,
    "attached_to_source": _attached_to_source,
    "attacked_this_turn": _attacked_this_turn,
    "single_target": _single_target,
    "dealt_damage_by_source": _dealt_damage_by_source,
    "exiled_by_source": _exiled_by_source,
    "counters_put_by_source": _counters_put_by_source,
    "could_attack_this_turn": _could_attack_this_turn,
    "damaged_this_turn": _damaged_this_turn,
    "controlled_since_turn_start": _controlled_since_turn_start,
    "has_mana_ability": _has_mana_ability,
    "not_targeted_by": _not_targeted_by,
    "created_by_source": _created_by_source,
    "first_printed": _first_printed,
    "any_of": _any_of,
    "all_of": _all_of,
}



# The characteristics each filter key reads (CR 613.8a asks whether one effect changes what
# another applies to; an effect can't, if it changes none of them).  Keys left out read
# something else as well, or depend on other objects: a filter using them is tried out.
_KEY_READS: dict[str, frozenset[str]] = {
    "type": frozenset({"types"}), "not_type": frozenset({"types"}),
    "subtype": frozenset({"subtypes", "text_map"}), "not_subtype": frozenset({"subtypes", "text_map"}),
    "supertype": frozenset({"supertypes"}), "not_supertype": frozenset({"supertypes"}),
    "color": frozenset({"colors", "text_map"}), "not_color": frozenset({"colors", "text_map"}),
    "colorless": frozenset({"colors"}),
    "controller": frozenset({"controller"}), "owner": frozenset(), "other": frozenset(),
    "token": frozenset(), "tapped": frozenset(),
    "keyword": frozenset({"keywords"}), "not_keyword": frozenset({"keywords"}),
    "name": frozenset({"name"}), "not_name": frozenset({"name"}),
}
_NUMBER_READS = {"power_max": "power", "power_min": "power", "toughness_max": "toughness", "mv": "mana_cost"}


def characteristics_read(flt: Filter) -> frozenset[str] | None:
    """The characteristics a match with this filter reads, of any object (CR 613.8a: an effect
    changing none of them can't change what the filter matches), or None where some key reads
    more than that; worked out once per Filter."""
    if flt._reads is None:
        object.__setattr__(flt, "_reads", (_characteristics_read(flt),))
    return flt._reads[0]


def _characteristics_read(flt: Filter) -> frozenset[str] | None:
    if flt.least_power or flt.greatest_mv:
        return None
    reads = {"types"}   # what kind of thing it is: "any", "creature_or_player" (matches_object)
    for key, val in flt.conditions:
        if key == "zone":
            continue
        if key in _NUMBER_READS and isinstance(val, int) and not isinstance(val, bool):
            reads.add(_NUMBER_READS[key])
        elif key in _KEY_READS:
            reads |= _KEY_READS[key]
        else:
            return None
    return frozenset(reads)

def _spell_x(g: "Game", o: Any) -> int:
    for s in g.stack:
        if s.kind == "spell" and s.source == o.id:
            return (s.x or 0) * o.card.mana_cost.x if not o.card.faces else 0
    return 0


def all_matching(ctx: "Ctx", flt: Any) -> list[int]:
    """Every object matching a filter, in a deterministic order."""
    flt = normalize(flt)
    kind = flt.kind
    g = ctx.g
    if kind == "activated_ability":
        return []   # abilities aren't objects: see ability_refs
    if kind == "spell":
        pool = [s.source for s in g.stack if s.kind == "spell"]
    elif kind == "card":
        zone = flt.zone or "graveyard"
        pool = [oid for p in (0, 1) for oid in g.players[p].zone_list(zone)]
    elif kind == "spell_or_permanent":
        pool = [s.source for s in g.stack if s.kind == "spell"] + list(g.battlefield)
    elif kind == "player":
        return []
    else:
        zone = flt.zone
        pool = list(g.battlefield) if zone in (None, "battlefield") else [
            oid for p in (0, 1) for oid in g.players[p].zone_list(zone)]
    return [oid for oid in pool if matches_object(ctx, oid, flt)]


def matching_players(ctx: "Ctx", flt: Any) -> list[int]:
    flt = normalize(flt)
    return [p for p in (0, 1) if matches_player(ctx, p, flt)]


# --- protection, hexproof, shroud ------------------------------------------------------

def source_quality(g: "Game", source: int | None) -> tuple[frozenset[str], frozenset[str], str]:
    if source is None or source not in g.objects:
        return frozenset(), frozenset(), ""
    o = g.objects[source]
    if o.zone in ("battlefield", "stack"):
        ch = g.chars(source)
        return ch.colors, ch.types, ch.name
    return frozenset(o.card.colors), frozenset(o.card.types), o.card.name




def protected_from(g: "Game", oid: int, source: int | None) -> bool:
    """Whether a permanent has protection from a source's qualities (CR 702.16)."""
    if source is None:
        return False
    kws = g.chars(oid).keywords
    if not any(k.startswith("protection from") for k in kws):
        return False
    colors, types, name = source_quality(g, source)
    for k in kws:
        if not k.startswith("protection from "):
            continue
        q = k[len("protection from "):]
        if q in COLOR_OF_WORD and COLOR_OF_WORD[q] in colors:
            return True
        if q == "artifacts" and "Artifact" in types:
            return True
        if q == "creatures" and "Creature" in types:
            return True
        if q == "everything":
            return True
        if q.startswith("name:") and q[5:] == name:
            return True
    return False


def can_target(ctx: "Ctx", ref: Ref, flt: Filter) -> bool:
    """Whether `ref` is a legal target for a spell or ability of `ctx` (CR 115.2, 702.16b)."""
    g = ctx.g
    if ref[0] == "player":
        return matches_player(ctx, ref[1], flt)
    if ref[0] == "ability":
        return ref in ability_refs(ctx, flt)
    oid = ref[1]
    if oid not in g.objects or g.objects[oid].zcc != ref[2]:
        return False
    if not matches_object(ctx, oid, flt):
        return False
    o = g.objects[oid]
    if o.zone == "battlefield":
        kws = g.chars(oid).keywords
        if "shroud" in kws:
            return False
        if "hexproof" in kws and g.chars(oid).controller != ctx.controller:
            return False
        if protected_from(g, oid, ctx.source):
            return False
        if _aura_cant_target(g, oid, ctx.source):
            return False
        if "untargetable_by_wall_only" in g.chars(oid).flags and _only_walls(flt):
            return False
        if "untargetable_by_artifact_abilities" in g.chars(oid).flags and _artifact_ability(g, ctx.source):
            return False
        if "untargetable_by_spells" in g.chars(oid).flags and _for_a_spell(ctx):
            return False   # "can't be the target of spells" (Lurker): abilities still may (CR 115.2)
    return True


def _for_a_spell(ctx: "Ctx") -> bool:
    """Whether the targets are chosen for a spell: one on the stack, or one whose casting is being
    weighed while its card is still in hand (an ability's source isn't on the stack, CR 113.7)."""
    return ctx.casting or (ctx.source in ctx.g.objects and ctx.g.objects[ctx.source].zone == "stack")


def _only_walls(flt: Filter) -> bool:
    """A target filter that can match only Walls ("target Wall"): its subtype requirement is
    Wall alone (Wall of Shadows can't be the target of such spells and abilities)."""
    return flt.subtype == ("Wall",)


def _source_matches(ctx: "Ctx", oid: int, flt: Filter) -> bool:
    """Does the source of an ability match a filter -- on the battlefield, or as it last was there."""
    g = ctx.g
    if g.objects[oid].zone == "battlefield":
        return matches_object(ctx, oid, flt)
    lk = g.last_known.get(oid)
    if lk is None:
        return False
    from .triggers import lki_matches   # the trigger module reads filters
    return lki_matches(ctx, lk, flt.without("name")) and (flt.name is None or lk["name"] in flt.name) \
        and not (flt.other and oid == ctx.source)


def _artifact_ability(g: "Game", source: int | None) -> bool:
    """Is this the source of an ability (not a spell: a spell's source is the card on the stack, or
    in the hand while its targets are checked) that is an artifact (as it is, or as it last was)?"""
    if source is None or source not in g.objects:
        return False
    src = g.objects[source]
    if src.zone in ("stack", "hand", "command"):
        return False
    types = g.chars(source).types if src.zone == "battlefield" else \
        (g.last_known.get(source) or {}).get("types", src.card.types)
    return "Artifact" in types


def _aura_cant_target(g: "Game", oid: int, source: int | None) -> bool:
    """"This token can't be enchanted" (Tetravite, CR 303.4) and "can't be the target of Aura
    spells" (Tetsuo Umezawa, CR 115.2): rule flags checked when an Aura chooses its object."""
    if source is None or source not in g.objects:
        return False
    src = g.objects[source]
    if "Aura" not in (g.chars(source).subtypes if src.zone in ("battlefield", "stack") else src.card.subtypes):
        return False
    flags = g.chars(oid).flags
    return "cant_be_enchanted" in flags or "no_new_auras" in flags \
        or ("untargetable_by_auras" in flags and src.zone == "stack") \
        or enchanted_exclusively_by_another(g, oid, source)


def enchanted_exclusively_by_another(g: "Game", oid: int, aura: int) -> bool:
    """An Aura other than `aura` attached to `oid` says "enchanted permanent can't be enchanted by
    other Auras" (Consecrate Land, CR 303.4): `aura` can't target or enchant it."""
    for other in g.battlefield:
        o = g.objects[other]
        if other != aura and o.attached_to == oid and not o.phased_out \
                and any(st.get("other_auras_cant_enchant") for st in g.chars(other).statics):
            return True
    return False


def ability_refs(ctx: "Ctx", flt: Filter) -> list[Ref]:
    """The activated abilities on the stack a filter of kind `activated_ability` matches, as
    references ("ability", source id, stack item id): "target activated ability from an artifact
    source" (CR 115.1, 113.7; mana abilities never use the stack, CR 605.3a, so they can't be
    targeted).  The other filter keys apply to the ability's source, as it is now or, if it has
    left the battlefield, as the card it became.  An ability can't target itself (CR 115.5)."""
    g = ctx.g
    rest = flt.without("kind", "zone")
    out: list[Ref] = []
    for s in g.stack:
        if s.kind != "activated" or s.source not in g.objects:
            continue
        if ctx.item is not None and ctx.item.id == s.id:
            continue
        o = g.objects[s.source]
        if o.zone == "battlefield":
            ok = matches_object(ctx, o.id, rest)
        else:
            ok = matches_object(ctx, o.id, rest.with_(kind="card", zone=o.zone))
        if ok:
            out.append(("ability", s.source, s.id))
    return out


def candidates(ctx: "Ctx", flt: Any) -> list[Ref]:
    """Every legal target for a target specification's filter, players last."""
    flt = normalize(flt)
    g = ctx.g
    refs: list[Ref] = []
    kind = flt.kind
    if kind == "activated_ability":
        return ability_refs(ctx, flt)
    if kind != "player":
        for oid in all_matching(ctx, flt):
            o = g.objects[oid]
            if ctx.item is not None and ctx.item.kind == "spell" and oid == ctx.item.source \
                    and o.zone == "stack":
                continue   # a spell can't target itself, whatever its target words say (CR 115.5)
            ref = ("obj", oid, o.zcc)
            if can_target(ctx, ref, flt):
                refs.append(ref)
    for p in matching_players(ctx, flt):
        refs.append(("player", p))
    return refs


# --- amounts ---------------------------------------------------------------------------------

def damage_dealt_by_spell(g: "Game", oid: int, zcc: int) -> int:
    """The damage this very spell (the object it was on the stack, CR 400.7) has dealt this turn."""
    return sum(n for src, z, n in g.turn_flags.get("_spell_damage", ()) if (src, z) == (oid, zcc))


def amount(ctx: "Ctx", spec: Any) -> int:
    """Evaluate an amount of the vocabulary: an int, "X", or a one-key mapping."""
    g = ctx.g
    if isinstance(spec, bool):
        return int(spec)
    if isinstance(spec, int):
        return spec
    if spec == "X":
        return ctx.x
    if isinstance(spec, str):
        if spec.lstrip("-").isdigit():
            return int(spec)
        raise KeyError(f"unknown amount {spec!r}")
    (key, val), = spec.items()
    if key == "count":
        return len(all_matching(ctx, val))
    if key == "hand_size":
        return sum(len(g.players[p].hand) for p in players_of(ctx, val))
    if key == "life":
        return sum(g.players[p].life for p in players_of(ctx, val))
    if key == "counters":
        objs = objects_of(ctx, val.get("of", "self"))
        return sum(g.objects[o].counters.get(val["kind"], 0) for o in objs)
    if key in ("power_of", "toughness_of", "mana_value_of"):
        total = 0
        for oid in objects_of(ctx, val, include_lki=True):
            if oid in g.objects:
                o = g.objects[oid]
                lki = ctx.event.get("lki", {}).get(oid) or (ctx.source_lki() if oid == ctx.source else None)
                if key == "mana_value_of":
                    if o.zone in ("stack", "battlefield"):
                        total += g.chars(oid).mana_cost.mana_value + (_spell_x(g, o) if o.zone == "stack" else 0)
                    else:
                        total += o.card.mana_value
                elif lki is not None:
                    total += (lki["power"] if key == "power_of" else lki["toughness"]) or 0
                elif o.zone == "battlefield":
                    ch = g.chars(oid)
                    total += (ch.power if key == "power_of" else ch.toughness) or 0
        return total
    if key == "result":
        rec = ctx.results.get(val, 0)
        return len(rec) if isinstance(rec, list) else int(rec)   # a recorded list counts its objects
    if key == "targets_count":
        return len(ctx.item.targets.get(val, [])) if ctx.item is not None else 0
    if key == "chosen_number":
        return int(ctx.source_chosen().get("number", 0))
    if key == "cast_x":
        return int(ctx.source_chosen().get("cast_x", 0))
    if key == "activated_this_turn":
        # this_ability: how many times the ability being resolved has been activated this turn
        akey = ctx.item.event.get("ability_key") if ctx.item is not None else None
        return int(g.turn_flags.get("activation_counts", {}).get(akey, 0)) if akey else 0
    if key == "min":
        return min(amount(ctx, v) for v in val)
    if key == "event":
        return int(ctx.event.get(val, 0))
    if key == "add":
        return sum(amount(ctx, v) for v in val)
    if key == "sub":
        first, *rest = val
        return amount(ctx, first) - sum(amount(ctx, v) for v in rest)
    if key == "mul":
        r = 1
        for v in val:
            r *= amount(ctx, v)
        return r
    if key == "max0":
        return max(0, amount(ctx, val))
    if key == "half_down":
        return amount(ctx, val) // 2
    if key == "half_up":
        return -(-amount(ctx, val) // 2)
    if key == "creatures_died_this_turn":
        # creatures put into a graveyard from the battlefield this turn (CR 700.4)
        return int(g.turn_flags.get("creatures_died", 0))
    if key == "instants_cast_this_turn":
        who = set(players_of(ctx, val))
        return sum(1 for p, types in g.turn_flags.get("spells_cast", ()) if p in who and "Instant" in types)
    if key == "damage_from_this_turn":
        # damage dealt this turn to players or permanents, by sources matching the filter as they
        # dealt it; a permanent is still itself once it has died (its trigger looks back, CR 603.10a)
        from .triggers import lki_matches   # the trigger module reads filters
        hit = set()
        for r in refs_of(ctx, val.get("who", "you"), include_lki=True):
            hit.add(r[:2] if r[0] == "player" else ("obj", r[1], r[2]))
            if r[0] == "obj" and r[1] == ctx.source and ctx.source_zcc is not None:
                hit.add(("obj", r[1], ctx.source_zcc))
        flt = normalize(val.get("from"))
        return sum(n for to, n, src in g.turn_flags.get("_damage_dealt", ())
                   if tuple(to) in hit and lki_matches(ctx, dict(src), flt))
    if key == "damage_dealt_this_turn_by":
        # the objects exactly as referenced (a spell that has since left the stack is a new object, CR 400.7)
        dealers = {(r[1], r[2]) for r in refs_of(ctx, val, include_lki=True) if r[0] == "obj"}
        return sum(damage_dealt_by_spell(g, oid, zcc) for oid, zcc in dealers)
    if key == "damage_taken_this_turn":
        return sum(g.players[p].damage_taken_turn for p in players_of(ctx, val))
    if key == "untapped_lands_at_turn_start":
        # lands the player controlled untapped as this turn began (Power Surge)
        who = set(players_of(ctx, val))
        return sum(1 for _, _, c, land in g.turn_flags.get("untapped_at_start", ()) if land and c in who)
    if key == "lands_played_this_turn":
        return sum(g.players[p].lands_played for p in players_of(ctx, val))
    raise KeyError(f"unknown amount {key!r}")


def _would_destroy(ctx: "Ctx", o: Any, sub: Filter) -> bool:
    """Would this spell, resolving now, destroy a permanent matching `sub` ("counter target spell
    if it would destroy a land you control": Equinox)?  Its `destroy` effects are read in the
    spell's own context -- its targets, its controller, its X -- and what they name is matched
    in this one (the "you" of the filter is the one asking)."""
    from .context import Ctx
    g = ctx.g
    item = next((s for s in g.stack if s.kind == "spell" and s.source == o.id), None) if o.zone == "stack" else None
    if item is None:
        return False
    spec = item.spec
    effects = spec["modes"][item.mode - 1].get("do", []) if item.mode is not None and "modes" in spec \
        else spec.get("do", [])
    own = Ctx(g, item.controller, item.source, o.zcc, item, x=item.x or 0)
    for what in _destroyed_refs(effects):
        if any(r[0] == "obj" and r[1] in g.objects and g.objects[r[1]].zone == "battlefield"
               and matches_object(ctx, r[1], sub) for r in refs_of(own, what)):
            return True
    return False


def _destroyed_refs(effects: Any) -> list:
    """The `what` of every `destroy` among these effects and the effects they carry."""
    out: list = []
    for e in effects if isinstance(effects, list) else ():
        if not isinstance(e, dict):
            continue
        for verb, params in e.items():
            if verb == "destroy":
                out.append((params or {}).get("what", "t"))
            elif isinstance(params, dict):
                for v in params.values():
                    if isinstance(v, list):
                        out.extend(_destroyed_refs(v))
    return out


# --- references ------------------------------------------------------------------------------

def target_refs(ctx: "Ctx", name: str) -> list[Ref]:
    """The still-legal targets chosen for a named target of this spell or ability (CR 608.2b)."""
    if ctx.item is None:
        return [r for r in ctx.bound.get(name, []) if ctx.g.is_current(r)]
    refs = ctx.item.targets.get(name, [])
    legal = ctx.results.get("legal_targets", {}).get(name)
    if legal is not None:
        return [r for r in refs if r in legal]
    return [r for r in refs if ctx.g.is_current(r)]


def refs_of(ctx: "Ctx", spec: Any, include_lki: bool = False) -> list[Ref]:
    """Resolve a reference (`self`, `enchanted`, a target name, `{all: filter}`, `you`, ...)."""
    g = ctx.g
    if isinstance(spec, (list, tuple)):
        out: list[Ref] = []
        for s in spec:
            out.extend(refs_of(ctx, s, include_lki))
        return out
    if isinstance(spec, dict):
        (key, val), = spec.items()
        if key == "all":
            return [("obj", oid, g.objects[oid].zcc) for oid in all_matching(ctx, val)]
        if key == "players":
            flt = normalize(val)
            return [("player", p) for p in matching_players(ctx, flt.with_(kind="player") if flt.kind == "permanent"
                                                            else flt)]
        if key == "controller_of":
            out = []
            for r in refs_of(ctx, val, include_lki=True):
                if r[0] == "obj" and r[1] in g.objects:
                    lki = ctx.event.get("lki", {}).get(r[1]) or (ctx.source_lki() if r[1] == ctx.source else None)
                    out.append(("player", lki["controller"] if lki else g.controller_of(r[1])))
                elif r[0] == "player":
                    out.append(r)
            return out
        if key == "owner_of":
            return [("player", g.objects[r[1]].owner) for r in refs_of(ctx, val, True) if r[0] == "obj"]
        if key == "result":
            # objects an earlier effect of the same ability recorded (create_token's `record`)
            rec = ctx.results.get(val, [])
            return [r for r in rec if isinstance(r, tuple)] if isinstance(rec, list) else []
        if key == "top_of_library":
            # "the top card of your library" (CR 401.1: a library's top card is its first)
            return [("obj", g.players[q].library[0], g.objects[g.players[q].library[0]].zcc)
                    for q in players_of(ctx, val) if g.players[q].library]
        if key == "matching":
            # "each of those creatures with flying" (Winter Blast): the referenced objects that
            # match a filter now
            flt = normalize(val.get("filter"))
            return [r for r in refs_of(ctx, val["of"], include_lki) if r[0] == "obj" and r[1] in g.objects
                    and matches_object(ctx, r[1], flt)]
        if key == "controller_when_blocked":
            # the player who controlled each creature the last time it became blocked this turn by
            # one of the `by` creatures; one that has died since is known by its card (Glyph of
            # Reincarnation: "the player who controlled that creature the last time it became
            # blocked by that Wall")
            blockers = {(r[1], r[2]) for r in refs_of(ctx, val.get("by"), include_lki=True) if r[0] == "obj"}
            out = []
            for oid in {r[1] for r in refs_of(ctx, val.get("what"), include_lki=True) if r[0] == "obj"}:
                last = [pair[4] for pair in g.turn_flags.get("block_pairs", ())
                        if len(pair) > 4 and pair[2] == oid and (pair[0], pair[1]) in blockers]
                if last:
                    out.append(("player", last[-1]))
            return out
        if key == "attachments_of":
            hosts = {r[1] for r in refs_of(ctx, val) if r[0] == "obj"}
            return [("obj", oid, g.objects[oid].zcc) for oid in g.battlefield
                    if g.objects[oid].attached_to in hosts]
        if key == "attached_to":
            out = []
            for r in refs_of(ctx, val):
                if r[0] == "obj":
                    a = g.objects[r[1]].attached_to
                    if a is not None:
                        out.append(("obj", a, g.objects[a].zcc))
            return out
        raise KeyError(f"unknown reference {key!r}")
    if spec == "self":
        src = ctx.source_obj
        if src is None:
            return []
        if ctx.source_zcc is not None and src.zcc != ctx.source_zcc and not include_lki:
            return []
        return [("obj", src.id, src.zcc)]
    if spec == "enchanted" or spec == "equipped":
        src = ctx.source_obj
        same_source = src is not None and (ctx.source_zcc is None or src.zcc == ctx.source_zcc)
        if not same_source or src.attached_to is None:
            # the Aura has left: what it enchanted as it last existed on the battlefield -- for a
            # leaves-the-battlefield trigger (CR 603.10a, "that creature's controller sacrifices it")
            # and for an ability of the Aura still on the stack (CR 113.7a, 608.2h: Firebreathing
            # destroyed in response still pumps the creature it enchanted)
            lk = ctx.event.get("enchanted")
            lk_zcc = ctx.event.get("enchanted_zcc")
            if lk is None:
                src_lki = ctx.source_lki()
                if src_lki is not None:
                    lk, lk_zcc = src_lki["attached_to"], src_lki.get("attached_zcc")
            if lk is not None and (include_lki or g.objects[lk].zone == "battlefield"
                                   and (lk_zcc is None or g.objects[lk].zcc == lk_zcc)):   # that very object (CR 400.7)
                return [("obj", lk, g.objects[lk].zcc)]
            return []
        a = g.objects[src.attached_to]
        return [("obj", a.id, a.zcc)]
    if spec == "you":
        return [("player", ctx.controller)]
    if spec in ("opponent", "each_opponent"):
        return [("player", ctx.opponent)]
    if spec == "each_player":
        return [("player", g.active), ("player", 1 - g.active)]
    if spec == "active_player":
        return [("player", g.active)]
    if spec == "defending_player":
        return [("player", g.combat.defender if g.combat else 1 - g.active)]
    if spec == "event_player":
        p = ctx.event.get("player")
        return [] if p is None else [("player", p)]
    if spec == "this_card":
        # "return this card to its owner's hand" from a graveyard (Puppet Master): the card the
        # source became when it was put there (CR 400.7)
        src = ctx.source_obj
        return [("obj", src.id, src.zcc)] if src is not None and src.zone == "graveyard" else []
    if spec in ("sacrificed", "discarded"):
        # what was sacrificed or discarded to pay this ability's cost (CR 602.2b); a card that has
        # moved is still known by its last known information (Life Chisel: its toughness)
        item = ctx.item
        picked = item.event.get(spec) if item is not None else None
        if picked is None:
            picked = ctx.event.get(spec)
        ids = [picked] if isinstance(picked, int) else list(picked or ())
        return [("obj", oid, g.objects[oid].zcc) for oid in ids if oid in g.objects]
    if spec == "event_object":
        oid = ctx.event.get("object")
        if oid is None or oid not in g.objects:
            return []
        zcc = ctx.event.get("object_zcc", g.objects[oid].zcc)
        if not include_lki and g.objects[oid].zcc != zcc:
            return []
        return [("obj", oid, g.objects[oid].zcc if include_lki else zcc)]
    if spec == "event_ability":
        # the activated ability that triggered this one, while still on the stack (Imprison)
        item_id = ctx.event.get("ability")
        item = next((s for s in g.stack if s.id == item_id), None) if item_id is not None else None
        return [("ability", item.source, item.id)] if item is not None else []
    if spec == "event_other":
        # the other creature of a blocking event: the creature blocked, or the blocker (CR 509.1)
        oid = ctx.event.get("other")
        if oid is None or oid not in g.objects:
            return []
        zcc = ctx.event.get("other_zcc", g.objects[oid].zcc)
        if not include_lki and g.objects[oid].zcc != zcc:
            return []
        return [("obj", oid, g.objects[oid].zcc if include_lki else zcc)]
    if spec == "cost_paid":
        # what was exiled or sacrificed for the cost, as it is now (its last known information)
        paid = ctx.item.event.get("cost_paid", ctx.item.event.get("sacrificed")) if ctx.item is not None else None
        return [] if paid is None or paid not in g.objects else [("obj", paid, g.objects[paid].zcc)]
    if spec == "event_source":
        oid = ctx.event.get("source")
        return [] if oid is None or oid not in g.objects else [("obj", oid, g.objects[oid].zcc)]
    if spec == "chosen_player":
        p = ctx.source_chosen().get("player")
        return [] if p is None else [("player", p)]
    if spec.startswith("bound:"):
        # an object remembered by a delayed ability is that object only: once it has changed
        # zones it is a new object the ability knows nothing about (CR 400.7, 603.7c)
        return [r for r in ctx.bound.get(spec[6:], []) if include_lki or g.is_current(r)]
    return target_refs(ctx, spec)


def objects_of(ctx: "Ctx", spec: Any, include_lki: bool = False) -> list[int]:
    return [r[1] for r in refs_of(ctx, spec, include_lki) if r[0] == "obj"]


def players_of(ctx: "Ctx", spec: Any) -> list[int]:
    out = []
    for r in refs_of(ctx, spec, include_lki=True):
        if r[0] == "player":
            out.append(r[1])
    return out


def iter_refs(refs: Iterable[Ref]) -> Iterable[Ref]:
    return iter(refs)
