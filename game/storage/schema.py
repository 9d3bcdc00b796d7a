"""What a saved file may hold, said once per file: a small declarative schema.

Every file the game reads back (settings, the autosaved duel, the gauntlet, replays and
bug reports) is checked against a schema before anything is built from it, so a damaged
or hand-edited file is refused at the door with a message naming the field and the
problem — never a traceback half-way through building a title menu, and never a value
taken at face value (``"fullscreen": "false"`` is not true, ``"ai_pace": "inf"`` is not a
pace).  A schema is made of a few value types::

    Record({"seed": Int(0, MAX_SEED), "first_player": OneOf(0, 1),
            "names": ListOf(Str(60), 2, 2), "chooser": Nullable(OneOf(0, 1))},
           optional={"saved_at": ("", Str(40))})

`check(spec, value)` returns the value as the game uses it (optional fields filled in with
their defaults) or raises `Invalid`, whose message is ``"decks[0].main[3][0]: 2000000000 is
more than 500"``.  Unknown keys of a record are ignored (a newer game may add fields);
every number has a range, every string and list a length, so no file can make the game
build something huge.  `Record.check_each` checks field by field and keeps the good ones,
for files where one bad value shouldn't cost the rest (the settings).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Callable

MAX_SEED = 2**63 - 1


class Invalid(ValueError):
    """A value that doesn't fit its schema: where it is (``decks[0].name``) and what is wrong."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}" if where else problem)


def shown(value: Any, limit: int = 40) -> str:
    """A value as the message shows it: JSON-like and short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _at(where: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


class Spec:
    """One kind of value.  `check` returns the value to use or raises `Invalid`."""

    def check(self, value: Any, where: str = "") -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Spec):
    lo: int
    hi: int

    def check(self, value: Any, where: str = "") -> int:
        # JSON has no separate booleans-as-numbers: true is not 1
        if isinstance(value, bool) or not isinstance(value, int):
            raise Invalid(where, f"{shown(value)} is not a whole number")
        if value < self.lo:
            raise Invalid(where, f"{shown(value)} is less than {self.lo}")
        if value > self.hi:
            raise Invalid(where, f"{shown(value)} is more than {self.hi}")
        return value


@dataclass(frozen=True)
class Float(Spec):
    lo: float
    hi: float

    def check(self, value: Any, where: str = "") -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise Invalid(where, f"{shown(value)} is not a number")
        if not math.isfinite(value):
            raise Invalid(where, f"{shown(value)} is not a finite number")
        if not self.lo <= value <= self.hi:
            raise Invalid(where, f"{shown(value)} is not between {self.lo:g} and {self.hi:g}")
        return float(value)


@dataclass(frozen=True)
class Bool(Spec):
    def check(self, value: Any, where: str = "") -> bool:
        if not isinstance(value, bool):
            raise Invalid(where, f"{shown(value)} is not true or false")
        return value


@dataclass(frozen=True)
class Str(Spec):
    max_len: int = 200

    def check(self, value: Any, where: str = "") -> str:
        if not isinstance(value, str):
            raise Invalid(where, f"{shown(value)} is not text")
        if len(value) > self.max_len:
            raise Invalid(where, f"text of {len(value)} characters is longer than {self.max_len}")
        return value


class OneOf(Spec):
    """One of a few values (levels, formats, seats)."""

    def __init__(self, *choices: Any) -> None:
        self.choices = choices

    def check(self, value: Any, where: str = "") -> Any:
        # `True == 1` in Python: a boolean is never a seat number
        if isinstance(value, bool) != any(isinstance(c, bool) for c in self.choices) or \
                not isinstance(value, (str, int, float, bool)) or value not in self.choices:
            allowed = ", ".join(shown(c) for c in self.choices)
            raise Invalid(where, f"{shown(value)} is not one of {allowed}")
        return value


@dataclass(frozen=True)
class Nullable(Spec):
    inner: Spec

    def check(self, value: Any, where: str = "") -> Any:
        return None if value is None else self.inner.check(value, where)


@dataclass(frozen=True)
class ListOf(Spec):
    item: Spec
    min_len: int = 0
    max_len: int = 1000

    def check(self, value: Any, where: str = "") -> list[Any]:
        if not isinstance(value, list):
            raise Invalid(where, f"{shown(value)} is not a list")
        if not self.min_len <= len(value) <= self.max_len:
            size = f"exactly {self.min_len}" if self.min_len == self.max_len else \
                f"between {self.min_len} and {self.max_len}"
            raise Invalid(where, f"a list of {len(value)} items, not {size}")
        return [self.item.check(v, _at(where, i)) for i, v in enumerate(value)]


class Tuple(Spec):
    """A fixed-length list whose items have their own kinds (``[count, name]``)."""

    def __init__(self, *items: Spec) -> None:
        self.items = items

    def check(self, value: Any, where: str = "") -> list[Any]:
        if not isinstance(value, list) or len(value) != len(self.items):
            raise Invalid(where, f"{shown(value)} is not a list of {len(self.items)} items")
        return [spec.check(v, _at(where, i)) for i, (spec, v) in enumerate(zip(self.items, value))]


@dataclass(frozen=True)
class MapOf(Spec):
    """A JSON object with keys of one kind and values of another."""
    key: Spec
    value: Spec
    max_len: int = 100

    def check(self, value: Any, where: str = "") -> dict[Any, Any]:
        if not isinstance(value, dict):
            raise Invalid(where, f"{shown(value)} is not a table of values")
        if len(value) > self.max_len:
            raise Invalid(where, f"{len(value)} entries, more than {self.max_len}")
        return {self.key.check(k, where): self.value.check(v, _at(where, str(k))) for k, v in value.items()}


class Record(Spec):
    """A JSON object with named fields: `required` ones must be there; `optional` ones
    are (default, spec) and take the default when missing.  Unknown keys are dropped."""

    def __init__(self, required: dict[str, Spec], optional: dict[str, tuple[Any, Spec]] | None = None) -> None:
        self.required = required
        self.optional = optional or {}

    def check(self, value: Any, where: str = "") -> dict[str, Any]:
        out, problems = self.check_each(value, where)
        if problems:
            raise problems[0]
        return out

    def check_each(self, value: Any, where: str = "") -> tuple[dict[str, Any], list[Invalid]]:
        """Every field checked on its own: the good fields (missing and bad optional ones take
        their defaults) and the problems found."""
        if not isinstance(value, dict):
            return {}, [Invalid(where, f"{shown(value)} is not a table of values")]
        out: dict[str, Any] = {}
        problems: list[Invalid] = []
        for key, spec in self.required.items():
            if key not in value:
                problems.append(Invalid(_at(where, key), "missing"))
                continue
            try:
                out[key] = spec.check(value[key], _at(where, key))
            except Invalid as e:
                problems.append(e)
        for key, (default, spec) in self.optional.items():
            out[key] = default
            if key in value:
                try:
                    out[key] = spec.check(value[key], _at(where, key))
                except Invalid as e:
                    problems.append(e)
        return out, problems


class Checked(Spec):
    """A value of one kind with one more check: `test(value)` returns the value to use, or
    raises ValueError with the problem (the action text through the engine's parser)."""

    def __init__(self, inner: Spec, test: Callable[[Any], Any]) -> None:
        self.inner = inner
        self.test = test

    def check(self, value: Any, where: str = "") -> Any:
        value = self.inner.check(value, where)
        try:
            return self.test(value)
        except ValueError as e:
            raise Invalid(where, f"{shown(value)}: {e}" if str(e) else f"{shown(value)} is not valid") from None


def check(spec: Spec, value: Any, where: str = "") -> Any:
    """The value as the game uses it, or `Invalid` naming the first field that is wrong."""
    return spec.check(value, where)
