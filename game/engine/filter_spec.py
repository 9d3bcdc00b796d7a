"""Filters compiled once: the frozen `Filter` value the engine matches objects and players with.

A card's filter is written as a mapping of the keys the language declares (`FILTER_PARAMS` in
game/engine/language.py) or as a shorthand (`creature`).  The loader compiles each one into a
`Filter`, its values read as their declared types -- words into tuples, flags into booleans,
sub-filters into Filters, amounts and references into frozen mappings -- so the engine never reads
a filter's keys at run time, and an undeclared key or value is a load error, never a filter that
silently matches everything.  A Filter is frozen and hashable; `with_` derives one with a few
fields replaced ("... you control": `flt.with_(controller="you")`), remembered per filter.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Mapping

from .language import AMOUNT, FILTER, FILTER_PARAMS, FILTER_SHORTHANDS, FILTERS, FLAG, REF, WORD, WORDS


class FilterError(ValueError):
    """A filter the language doesn't declare: an unknown key, shorthand or value (`where` is the
    path of the offending field inside the filter)."""

    def __init__(self, message: str, where: tuple = ()) -> None:
        super().__init__(message)
        self.where = where


class FrozenMap(dict):  # type: ignore[type-arg]
    """A mapping that can't change and can be hashed: an amount or a reference inside a filter
    (`power_max: {power_of: self}`), read by the engine like any mapping."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self.items()))

    def _frozen(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a compiled filter's values can't change")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _frozen  # type: ignore[assignment]

    def __reduce__(self) -> tuple:
        """Copied and sent to another process (the AI's workers) whole, never key by key."""
        return (FrozenMap, (dict(self),))


def freeze(value: Any) -> Any:
    """An amount or reference as a hashable value: mappings frozen, lists made tuples."""
    if isinstance(value, dict) and not isinstance(value, FrozenMap):
        return FrozenMap((k, freeze(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return value


@dataclass(frozen=True, repr=False)
class Filter:
    """A compiled filter: one field per declared key, None where the filter doesn't say (CR 109:
    what an object or player must be for an effect to apply to it).  `kind` says what sort of
    thing it matches; `zone` where cards are looked for."""
    kind: str = "permanent"
    type: tuple[str, ...] | None = None
    not_type: tuple[str, ...] | None = None
    subtype: tuple[str, ...] | None = None
    not_subtype: tuple[str, ...] | None = None
    supertype: tuple[str, ...] | None = None
    not_supertype: tuple[str, ...] | None = None
    color: tuple[str, ...] | None = None
    not_color: tuple[str, ...] | None = None
    colorless: bool | None = None
    controller: Any = None
    owner: Any = None
    tapped: bool | None = None
    attacking: bool | None = None
    blocked: bool | None = None
    blocking: bool | None = None
    blocking_creature: Any = None
    in_combat: bool | None = None
    power_max: Any = None
    power_min: Any = None
    toughness_max: Any = None
    mv: Any = None
    name: tuple[str, ...] | None = None
    shares_color_with: Any = None
    shares_type_with: Any = None
    targets: "Filter | None" = None
    would_destroy: "Filter | None" = None
    blocks: Any = None
    blocked_by_this_turn: Any = None
    dealt_damage_to_source: bool | None = None
    not_name: str | None = None
    other: bool | None = None
    token: bool | None = None
    zone: str | None = None
    keyword: tuple[str, ...] | None = None
    not_keyword: tuple[str, ...] | None = None
    counter: str | None = None
    chosen_color: bool | None = None
    chosen_name: bool | None = None
    blocking_source: bool | None = None
    banded_with_source: bool | None = None
    attached_to: "Filter | None" = None
    least_power: bool | None = None
    greatest_mv: bool | None = None
    enchanted: bool | None = None
    targets_matching: "Filter | None" = None
    attached_to_source: bool | None = None
    attacked_this_turn: bool | None = None
    damaged_this_turn: bool | None = None
    single_target: str | None = None
    dealt_damage_by_source: bool | None = None
    exiled_by_source: bool | None = None
    counters_put_by_source: str | None = None
    could_attack_this_turn: bool | None = None
    controlled_since_turn_start: bool | None = None
    has_mana_ability: bool | None = None
    created_by_source: bool | None = None
    first_printed: tuple[str, ...] | None = None
    not_targeted_by: "Filter | None" = None
    any_of: "tuple[Filter, ...] | None" = None
    all_of: "tuple[Filter, ...] | None" = None
    _hash: int = field(default=0, init=False, repr=False, compare=False)
    _derived: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _conditions: tuple = field(default=(), init=False, repr=False, compare=False)
    _plan: Any = field(default=None, init=False, repr=False, compare=False)
    _reads: Any = field(default=None, init=False, repr=False, compare=False)   # (filters.characteristics_read,)

    def __post_init__(self) -> None:
        # the keys this filter sets, in declaration order: what a match checks (kind and zone say
        # where to look; least_power and greatest_mv compare with the rest of the filter)
        values = self.__dict__
        said = tuple((name, values[name]) for name in _KEYS if values[name] is not None)
        object.__setattr__(self, "_conditions", said)
        object.__setattr__(self, "_hash", hash(said + ((("kind", self.kind),))))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple:
        """Copied and sent to another process by its declared fields alone (not its caches)."""
        return (Filter, tuple(getattr(self, f.name) for f in _INIT_FIELDS))

    def __repr__(self) -> str:
        said = "".join(f", {k}={v!r}" for k, v in self._conditions)
        return f"Filter(kind={self.kind!r}{said})"

    @property
    def conditions(self) -> tuple[tuple[str, Any], ...]:
        """(key, value) for every key the filter sets other than `kind`."""
        return self._conditions

    def with_(self, **changes: Any) -> "Filter":
        """This filter with some fields replaced (None: no longer said), e.g. `controller="you"`
        for "a permanent you control"; the same request gives the same Filter."""
        key = tuple(sorted(changes.items()))
        got = self._derived.get(key)
        if got is None:
            got = replace(self, **changes)
            self._derived[key] = got
        return got

    def refers_to(self, name: str) -> bool:
        """Does a value of this filter (a reference in it, a sub-filter's) name this word -- a target
        ("creature that target Wall blocked this turn": `blocked_by_this_turn: wall`)?"""
        return any(_refers_to(v, name) for _, v in self._conditions)

    def without(self, *names: str) -> "Filter":
        """This filter not saying these keys (least_power's "the rest of the filter")."""
        return self.with_(**{n: (_DEFAULT_KIND if n == "kind" else None) for n in names})


def _refers_to(value: Any, name: str) -> bool:
    if isinstance(value, Filter):
        return value.refers_to(name)
    if isinstance(value, Mapping):
        return any(_refers_to(v, name) for v in value.values())
    if isinstance(value, tuple):
        return any(_refers_to(v, name) for v in value)
    return value == name


_DEFAULT_KIND = "permanent"
_INIT_FIELDS = tuple(f for f in fields(Filter) if f.init)
_KEYS = tuple(f.name for f in fields(Filter) if f.name in FILTER_PARAMS and f.name != "kind")
ANY = Filter()   # every permanent: `{}`


def compile_filter(raw: Any, where: tuple = ()) -> Filter:
    """A filter of a card file -- a shorthand word or a mapping of declared keys -- as a `Filter`.
    A Filter is returned as it is.  Raises FilterError naming the field for anything the
    language doesn't declare."""
    if isinstance(raw, Filter):
        return raw
    if raw is None:
        return ANY
    if isinstance(raw, str):
        got = SHORTHANDS.get(raw)
        if got is None:
            raise FilterError(f"unknown filter {raw!r}", where)
        return got
    if not isinstance(raw, Mapping):
        raise FilterError(f"expected a filter (a mapping or a shorthand), got {raw!r}", where)
    values: dict[str, Any] = {}
    for key, value in raw.items():
        param = FILTER_PARAMS.get(key)
        if param is None:
            raise FilterError(f"unknown filter key {key!r}", where + (key,))
        values[key] = _read(param.type, param.values, value, where + (key,))
    return Filter(**values)


def _read(kind: str, allowed: tuple[str, ...], value: Any, where: tuple) -> Any:
    """One filter value read as the type its key declares."""
    if kind == FLAG:
        if not isinstance(value, bool):
            raise FilterError(f"expected true or false, got {value!r}", where)
        return value
    if kind == WORD:
        if not isinstance(value, str) or (allowed and value not in allowed):
            raise FilterError(f"unknown word {value!r}", where)
        return value
    if kind == WORDS:
        words = (value,) if isinstance(value, str) else tuple(value) if isinstance(value, (list, tuple)) else None
        if not words or not all(isinstance(w, str) for w in words):
            raise FilterError(f"expected a word or a list of words, got {value!r}", where)
        for w in words:
            if allowed and w not in allowed:
                raise FilterError(f"unknown word {w!r}", where)
        return words
    if kind == FILTER:
        return compile_filter(value, where)
    if kind == FILTERS:
        if not isinstance(value, (list, tuple)):
            raise FilterError("expected a list of filters", where)
        return tuple(compile_filter(v, where + (i,)) for i, v in enumerate(value))
    if kind in (AMOUNT, REF):
        return freeze(value)
    raise FilterError(f"a filter key of type {kind} can't be read", where)


SHORTHANDS: Mapping[str, Filter] = {name: compile_filter(dict(spec)) for name, spec in FILTER_SHORTHANDS.items()}
