"""Current characteristics of objects: continuous effects applied in layers (CR 613).

`compute_all` starts every object on the battlefield and the stack from its copiable
values (layer 1: the card, a copy effect, or the blank 2/2 of a face-down permanent) and
applies every continuous effect -- from static abilities of permanents and from resolved
spells and abilities -- layer by layer: control (2), text (3), type (4), colour (5),
abilities (6), then power/toughness in sublayers 7a-7d.  Within a layer, effects apply in
timestamp order (CR 613.7); an effect's affected set is worked out when its layer is
applied, from the characteristics as they stand after the earlier layers, and an effect
that depends on another in the same layer applies after it (CR 613.8).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any, Callable

from .carddef import CardDef
from .mana import ManaCost
from .terms import BASIC_LAND_TYPES, MANA_OF_LAND_TYPE

if TYPE_CHECKING:
    from .objects import GameObject
    from .game import Game

LAYER_ORDER = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "rule")


@dataclass(slots=True)
class Characteristics:
    name: str
    mana_cost: ManaCost
    colors: frozenset[str]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    keywords: frozenset[str]
    power: int | None
    toughness: int | None
    controller: int
    abilities: tuple[dict, ...]
    triggers: tuple[dict, ...]
    statics: tuple[dict, ...]
    replacements: tuple[dict, ...]
    text_map: dict[str, str] = field(default_factory=dict)
    base_card: CardDef | None = None
    flags: frozenset[str] = frozenset()
    lost_abilities: bool = False       # an effect made it lose all abilities (layer 6)
    # static ability index -> the objects its effect was applied to in this computation (CR 613.6)
    static_affected: dict[int, tuple[int, ...]] = field(default_factory=dict)

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


def base_characteristics(g: "Game", o: "GameObject") -> Characteristics:
    """Layer 1: copiable values (CR 613.2).

    Layer 1a: copy effects (CR 707.2) replace the card's printed values, with their
    exceptions (`copy_extra`).  Layer 1b: a face-down spell or permanent then has only the
    characteristics its face-down status gives it (CR 613.2b, 708.2): with morph, a 2/2
    creature with no name, mana cost, colour, subtypes, text or abilities (CR 702.37a).
    Effects of later layers still apply to it as to any other object (CR 708.2b)."""
    if o.face_down:
        return face_down_characteristics(o.controller)
    card = o.copy_of or o.card
    if o.face is not None and card.faces:
        card = card.faces[o.face]
    printed = card.printed
    types = printed.types
    triggers = card.triggers
    colors = printed.colors
    if o.copy_extra:
        triggers = triggers + tuple(x for x in o.copy_extra if "when" in x)
        # exceptions of the copy effect (CR 707.9): types in addition, and "doesn't copy that colour"
        # (the object keeps its own card's colours)
        if any(x.get("keep_colors") for x in o.copy_extra):
            colors = o.card.printed.colors
        types = types.union(*(x["add_types"] for x in o.copy_extra if "add_types" in x))
    is_creature = "Creature" in types
    return Characteristics(
        name=card.name, mana_cost=card.mana_cost, colors=colors,
        supertypes=printed.supertypes, types=types, subtypes=printed.subtypes,
        keywords=printed.keywords,
        power=printed.power if is_creature or card.power is not None else None,
        toughness=printed.toughness if is_creature or card.toughness is not None else None,
        controller=o.controller, abilities=card.abilities, triggers=triggers, statics=card.statics,
        replacements=card.replacements, text_map={}, base_card=card)


def face_down_characteristics(controller: int) -> Characteristics:
    """The characteristics of a face-down morph spell or permanent (CR 702.37a, 708.2a)."""
    return Characteristics("", ManaCost(), frozenset(), frozenset(), frozenset({"Creature"}), frozenset(),
                           frozenset(), 2, 2, controller, (), (), (), (), {}, None)


@dataclass(slots=True)
class LayerEffect:
    """One layer's part of a continuous effect, ready to apply."""
    layer: str
    timestamp: int
    source: int
    controller: int
    params: dict
    affected: Callable[[dict[int, Characteristics]], list[int]]
    ctx: Any = None
    cda: bool = False
    # shared by the parts of one effect in different layers: once it starts to apply, it keeps
    # applying to the same objects in later layers (CR 613.6)
    group: dict | None = None
    static: bool = False
    # a static ability's condition ("as long as ..."), checked as the effect first applies, with its
    # source's controller as control-changing effects leave it (CR 613.1b)
    cond: Any = None
    # the characteristics `affected` reads (statics.affected_reads); None: unknown, found by trial
    reads: frozenset[str] | None = None


def _stack_controller(g: "Game", o: "GameObject") -> int:
    for s in g.stack:
        if s.kind == "spell" and s.source == o.id:
            return s.controller
    return o.controller


def compute_one(g: "Game", o: "GameObject") -> Characteristics:
    ch = base_characteristics(g, o)
    if o.zone == "stack":
        ch.controller = _stack_controller(g, o)
    return ch


def compute_all(g: "Game") -> dict[int, Characteristics]:
    # imported once a table, not once an object an effect applies to (statics imports this module)
    from .statics import apply_layer_effect, collect_layer_effects

    chars: dict[int, Characteristics] = {}
    # While the layers are applied, queries made by an effect's amount or condition (e.g.
    # "+1/+1 for each other creature named ...") see this table as it stands so far, in
    # the spirit of CR 613.4c/608.2h: the values are those of the layers already applied.
    g._chars = chars
    for oid in g.battlefield:
        chars[oid] = base_characteristics(g, g.objects[oid])
    for s in g.stack:
        if s.kind == "spell" and s.source in g.objects:
            o = g.objects[s.source]
            ch = base_characteristics(g, o)
            ch.controller = s.controller
            chars[o.id] = ch
    effects = collect_layer_effects(g, chars)
    g._chars_by_effects = bool(effects)
    by_layer: dict[str, list[LayerEffect]] = {}
    for e in effects:
        by_layer.setdefault(e.layer, []).append(e)
    for layer in LAYER_ORDER:
        if layer == "7a":
            for ch in chars.values():
                if "Creature" in ch.types and ch.power is None:
                    ch.power, ch.toughness = 0, 0
        if layer == "7c":
            _apply_counters(g, chars)
        layer_effects = by_layer.get(layer)
        if layer == "4":
            _apply_intrinsic_land_abilities(chars, before=True)
        if layer_effects:
            for e in _order(layer_effects, chars):
                for oid in _affected_now(e, chars):
                    ch = chars.get(oid)
                    if ch is not None:
                        apply_layer_effect(g, e, ch, chars)
        if layer == "4":
            _apply_intrinsic_land_abilities(chars, before=False)
        if layer == "2":
            _follow_control_changes(effects, chars)
    for ch in chars.values():
        if "Creature" not in ch.types:
            ch.power = ch.toughness = None   # a noncreature has no power/toughness (CR 208.3)
    return chars


def statics_index(g: "Game", chars: dict[int, Characteristics]) -> dict[str, tuple[int, ...]]:
    """For each key of a static ability, the permanents on the battlefield whose characteristics
    in `chars` have a static ability with it, in battlefield order.  Made once for each table of
    characteristics: "every static ability with rule X" is asked at nearly every step of a game
    (costs, restrictions, "can't lose"), and most permanents have none."""
    index: dict[str, list[int]] = {}
    for oid in g.battlefield:
        ch = chars.get(oid)
        if ch is None or not ch.statics:
            continue
        for key in {k for st in ch.statics for k in st}:
            index.setdefault(key, []).append(oid)
    return {key: tuple(ids) for key, ids in index.items()}


def _follow_control_changes(effects: list[LayerEffect], chars: dict[int, Characteristics]) -> None:
    """A static ability's "you" is its source's controller as layer 2 leaves it (CR 613.1b, 109.5):
    Jacques le Vert under Control Magic gives +0/+2 to the green creatures of the player who now
    controls it, not to its owner's.  Static effects are collected before any layer applies, so
    their context is moved to the new controller once control-changing effects have applied."""
    for e in effects:
        if not e.static or e.source not in chars:
            continue
        now = chars[e.source].controller
        if now != e.controller:
            e.controller = now
            if e.ctx is not None:
                e.ctx.controller = now


def _affected_now(e: LayerEffect, chars: dict[int, Characteristics]) -> list[int]:
    """The objects an effect applies to in this layer.  CR 613.6: once an effect has started to
    apply in one layer, it keeps applying to the same set of objects in later layers (Titania's
    Song's "each noncreature artifact ... becomes an artifact creature" still gives them their
    power and toughness in layer 7b).  An effect of a static ability that hadn't started to apply
    when its source lost all its abilities doesn't apply (CR 613.1f)."""
    if e.group is None:
        return e.affected(chars)
    if "ids" in e.group:
        return list(e.group["ids"])
    if e.static:
        src = chars.get(e.source)
        if src is not None and src.lost_abilities:
            e.group["ids"] = ()
            return []
        if e.cond is not None and e.ctx is not None:
            from .conditions import holds
            if not holds(e.ctx, e.cond):
                e.group["ids"] = ()
                return []
    ids = tuple(e.affected(chars))
    e.group["ids"] = ids
    if e.static and "index" in e.group and e.source in chars:
        chars[e.source].static_affected[e.group["index"]] = ids
    return list(ids)


def _order(effects: list[LayerEffect], chars: dict[int, Characteristics]) -> list[LayerEffect]:
    """Timestamp order, characteristic-defining abilities first, then dependencies (CR 613.8)."""
    effects = sorted(effects, key=lambda e: (not e.cda, e.timestamp))
    if len(effects) < 2 or effects[0].layer not in ("2", "3", "4", "5", "6"):
        return effects
    # CR 613.8a: B depends on A if applying A changes what B applies to.  We detect that
    # by trial, and move a dependent effect after the one it depends on.
    trials = _DependencyTrials(chars)
    result: list[LayerEffect] = []
    remaining = list(effects)
    while remaining:
        chosen = remaining[0]
        for cand in remaining:
            if not any(trials.depends(cand, other) for other in remaining if other is not cand):
                chosen = cand
                break
        result.append(chosen)
        remaining.remove(chosen)
    return result


class _DependencyTrials:
    """The trials of CR 613.8a for one layer, each made once: what each effect applies to as the
    layer begins, and the table as it would stand had each effect applied alone.  Ordering asks
    every pair of effects, again after each one is placed; a board of lords (Kobold Overlord,
    Zombie Master, Drill Sergeants) would otherwise copy the whole table for each question."""

    def __init__(self, chars: dict[int, Characteristics]) -> None:
        self.chars = chars
        self._before: dict[int, set[int]] = {}
        self._trial: dict[int, dict[int, Characteristics]] = {}
        self._answers: dict[tuple[int, int], bool] = {}
        self._changed: dict[int, frozenset[str]] = {}

    def depends(self, b: LayerEffect, a: LayerEffect) -> bool:
        key = (id(b), id(a))
        if key not in self._answers:
            if id(a) not in self._trial:
                trial = _applied_alone(a, self.chars)
                self._trial[id(a)] = trial
                self._changed[id(a)] = _changed_fields(self.chars, trial)
            if b.reads is not None and not (b.reads & self._changed[id(a)]):
                # a changes nothing b's filter looks at (Kobold Overlord's first strike and Drill
                # Sergeant's "Kobold creatures"): what b applies to can't change
                self._answers[key] = False
            else:
                if id(b) not in self._before:
                    self._before[id(b)] = set(b.affected(self.chars))
                self._answers[key] = set(b.affected(self._trial[id(a)])) != self._before[id(b)]
        return self._answers[key]


_FIELDS = tuple(f.name for f in fields(Characteristics))


def _changed_fields(chars: dict[int, Characteristics], trial: dict[int, Characteristics]) -> frozenset[str]:
    """The characteristics a trial changed on any object."""
    out: set[str] = set()
    for oid, ch in trial.items():
        before = chars[oid]
        if ch is not before:
            out.update(name for name in _FIELDS if getattr(ch, name) != getattr(before, name))
    return frozenset(out)


def _applied_alone(a: LayerEffect, chars: dict[int, Characteristics]) -> dict[int, Characteristics]:
    """The table had `a` applied alone: only what it applies to is copied (applying an effect
    changes only the object it is applied to), the rest is shared with `chars`."""
    trial = dict(chars)
    for oid in a.affected(trial):
        if oid in trial:
            trial[oid] = replace(chars[oid])
            _apply(a.ctx.g if a.ctx else None, a, trial[oid], trial)
    return trial


def _apply(g: "Game | None", e: LayerEffect, ch: Characteristics, chars: dict[int, Characteristics]) -> None:
    from .statics import apply_layer_effect
    apply_layer_effect(g, e, ch, chars)


_PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")


def pt_counter(kind: str) -> tuple[int, int] | None:
    """The power/toughness change of a counter kind such as +1/+1, -1/-1 or -0/-2 (CR 122.1a), or None."""
    m = _PT_COUNTER.match(kind)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _apply_counters(g: "Game", chars: dict[int, Characteristics]) -> None:
    """Counters that change power and toughness (+1/+1, -1/-1, -0/-2, ...) apply in layer 7c
    (CR 613.4c, 122.1a)."""
    for oid, ch in chars.items():
        o = g.objects[oid]
        if not o.counters or ch.power is None:
            continue
        for kind, n in o.counters.items():
            pt = pt_counter(kind)
            if pt is not None and n:
                ch.power += pt[0] * n
                ch.toughness = (ch.toughness or 0) + pt[1] * n


def _apply_intrinsic_land_abilities(chars: dict[int, Characteristics], before: bool) -> None:
    """Basic land types carry an intrinsic mana ability (CR 305.6); set types replace old ones (305.7)."""
    if before:
        return
    for ch in chars.values():
        if "Land" not in ch.types:
            continue
        extra = _intrinsic_mana_abilities(ch.subtypes)
        if not extra:
            continue
        kept = tuple(a for a in ch.abilities if not a.get("intrinsic"))
        ch.abilities = extra + kept


_INTRINSIC: dict[frozenset[str], tuple[dict, ...]] = {}


def _intrinsic_mana_abilities(subtypes: frozenset[str]) -> tuple[dict, ...]:
    """The "{T}: Add [mana]" abilities of a land's basic land types (CR 305.6), one per type in
    the order of BASIC_LAND_TYPES; made once for each set of subtypes (never changed: ability
    specs are read, not written)."""
    extra = _INTRINSIC.get(subtypes)
    if extra is None:
        extra = tuple({"cost": {"tap": True}, "mana": MANA_OF_LAND_TYPE[t], "intrinsic": True}
                      for t in BASIC_LAND_TYPES if t in subtypes)
        _INTRINSIC[subtypes] = extra
    return extra


def describe_pt(ch: Characteristics) -> str:
    return f"{ch.power}/{ch.toughness}" if ch.power is not None else ""


def current_value(g: "Game", oid: int, what: str) -> Any:
    return getattr(g.chars(oid), what)
