"""Mana costs and mana payment: parsing, mana value, colours and the auto-tapper.

This module is self-contained (standard library only) and knows nothing about game
objects.  It offers three layers:

* `ManaCost` -- an immutable mana cost made of mana symbols (CR 107.4): generic
  ({1}, {2}, ...), coloured ({W}{U}{B}{R}{G}), colourless ({C}, CR 107.4c), hybrid
  ({W/U}) and monocoloured hybrid ({2/W}) symbols (CR 107.4e), and {X} (CR 107.3).
  It computes the mana value (CR 202.3) and the colours (CR 202.2) of a cost and
  supports cost increases and reductions (CR 601.2f).
* `can_pay_with` -- does a multiset of mana (e.g. a mana pool, CR 106.4) pay a cost,
  and with which mana?
* `solve_payment` / `pay_with_sources` -- choosing mana abilities to activate while
  casting a spell or activating an ability (CR 601.2g) so that the total cost can be
  paid (CR 601.2h), either automatically or with the sources the player named.

Mana types are the letters "W", "U", "B", "R", "G" and "C" (colourless), always in
that order.  Mana that a source produces but that the payment does not need stays in
the mana pool (CR 106.4) and is reported as `Payment.leftover`.
"""
from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = [
    "COLORS",
    "MANA_TYPES",
    "ManaCostError",
    "ManaCost",
    "ManaSource",
    "Payment",
    "can_pay_with",
    "solve_payment",
    "pay_with_sources",
]

from .terms import COLORS, MANA_TYPES  # noqa: E402  (the mana types are the game's vocabulary)

_INDEX = {t: i for i, t in enumerate(MANA_TYPES)}
_COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}
_ZERO6 = (0, 0, 0, 0, 0, 0)
_C = _INDEX["C"]

Vec = tuple[int, ...]  # six counts, in MANA_TYPES order


class ManaCostError(ValueError):
    """A mana cost could not be parsed, or is not in a state the operation allows."""


# ---------------------------------------------------------------------------
# Mana costs
# ---------------------------------------------------------------------------

def _normalise_hybrid(pair: Sequence[str]) -> tuple[str, str]:
    """Return the canonical spelling of a hybrid symbol (CR 107.4e).

    Two-colour hybrids are oriented as printed on cards ({W/U}, {G/W}, {W/B}, {R/W},
    ...: the second colour follows the first one or two steps round the colour wheel);
    monocoloured hybrids are ("2", colour).
    """
    if len(pair) != 2:
        raise ManaCostError(f"invalid hybrid mana symbol {pair!r}")
    a, b = (str(p).strip().upper() for p in pair)
    if a == "2" and b in _COLOR_INDEX:
        return ("2", b)
    if b == "2" and a in _COLOR_INDEX:
        return ("2", a)
    if a in _COLOR_INDEX and b in _COLOR_INDEX and a != b:
        ia, ib = _COLOR_INDEX[a], _COLOR_INDEX[b]
        return (a, b) if (ib - ia) % 5 in (1, 2) else (b, a)
    raise ManaCostError(f"invalid hybrid mana symbol '{{{a}/{b}}}'")


def _hybrid_sort_key(pair: tuple[str, str]) -> tuple[int, int, int]:
    """Monocoloured hybrids first (by colour), then two-colour hybrids in CR 107.4e order."""
    a, b = pair
    if a == "2":
        return (0, _COLOR_INDEX[b], 0)
    ia, ib = _COLOR_INDEX[a], _COLOR_INDEX[b]
    return (1, ia, (ib - ia) % 5)


def _check_count(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ManaCostError(f"{what} must be a non-negative int, got {value!r}")
    return value


_SYMBOL_RE = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """An immutable mana cost (CR 107.4, 202.1).

    `generic` is the total of the numeric symbols, `colored` counts the {W}{U}{B}{R}{G}{C}
    symbols, `hybrid` holds one (a, b) pair per hybrid symbol (("W", "U") for {W/U},
    ("2", "W") for {2/W}; normalised and sorted, so equal costs compare equal) and `x`
    is the number of {X} symbols (CR 107.3).  "{0}" and "" both give the empty cost.
    """

    generic: int = 0
    colored: tuple[int, int, int, int, int, int] = _ZERO6
    hybrid: tuple[tuple[str, str], ...] = ()
    x: int = 0

    def __post_init__(self) -> None:
        _check_count(self.generic, "generic")
        _check_count(self.x, "x")
        colored = tuple(self.colored)
        if len(colored) != 6:
            raise ManaCostError(f"colored needs six counts (WUBRGC), got {self.colored!r}")
        for c in colored:
            _check_count(c, "colored count")
        hybrid = tuple(sorted((_normalise_hybrid(h) for h in self.hybrid), key=_hybrid_sort_key))
        object.__setattr__(self, "colored", colored)
        object.__setattr__(self, "hybrid", hybrid)

    # -- construction -----------------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Parse brace notation such as "{X}{1}{R}" or "{3}{W/U}{W/U}" (CR 107.4).

        Whitespace between symbols and lower-case letters are accepted.  Anything that is
        not a supported symbol (e.g. "{Q}", "{W/W}", stray "R" outside braces; Phyrexian
        and snow symbols are not supported) raises `ManaCostError` naming the symbol.
        """
        if not isinstance(text, str):
            raise TypeError(f"mana cost must be a str, got {type(text).__name__}")
        return _parse_text(cls, text)

    @classmethod
    def _parse(cls, text: str) -> ManaCost:
        generic = 0
        colored = [0] * 6
        hybrid: list[tuple[str, str]] = []
        x = 0
        pos, end = 0, len(text)
        while True:
            while pos < end and text[pos].isspace():
                pos += 1
            if pos >= end:
                break
            m = _SYMBOL_RE.match(text, pos)
            if m is None:
                nxt = text.find("{", pos + 1)
                bad = text[pos:nxt if nxt != -1 else end].strip()
                raise ManaCostError(f"invalid mana symbol {bad!r} in mana cost {text!r}")
            pos = m.end()
            symbol = m.group(0)
            body = m.group(1).strip().upper()
            if body.isascii() and body.isdigit():
                generic += int(body)
            elif body == "X":
                x += 1
            elif body in _INDEX:
                colored[_INDEX[body]] += 1
            elif body.count("/") == 1:
                try:
                    hybrid.append(_normalise_hybrid(body.split("/")))
                except ManaCostError:
                    raise ManaCostError(
                        f"invalid mana symbol {symbol!r} in mana cost {text!r}") from None
            else:
                raise ManaCostError(f"invalid mana symbol {symbol!r} in mana cost {text!r}")
        return cls(generic, tuple(colored), tuple(hybrid), x)  # type: ignore[arg-type]

    def __str__(self) -> str:
        """Canonical brace text: {X}s, generic, hybrids, then WUBRGC; "" if no symbols.

        `ManaCost.parse(str(cost)) == cost` for every cost.
        """
        parts = ["{X}"] * self.x
        if self.generic:
            parts.append(f"{{{self.generic}}}")
        parts.extend(f"{{{a}/{b}}}" for a, b in self.hybrid)
        for letter, n in zip(MANA_TYPES, self.colored):
            parts.extend([f"{{{letter}}}"] * n)
        return "".join(parts)

    # -- characteristics ---------------------------------------------------------------

    @property
    def mana_value(self) -> int:
        """Mana value (CR 202.3): {X} counts 0 (CR 202.3e), each hybrid symbol counts
        its largest component, so {W/U} is 1 and {2/W} is 2 (CR 202.3f)."""
        return (self.generic + sum(self.colored)
                + sum(2 if a == "2" else 1 for a, _ in self.hybrid))

    @property
    def colors(self) -> frozenset[str]:
        """The colours of the symbols, hybrid halves included (CR 202.2, 202.2d); {C}
        and generic symbols are colourless."""
        found = {c for c, n in zip(COLORS, self.colored) if n}
        for a, b in self.hybrid:
            found.update(s for s in (a, b) if s in _COLOR_INDEX)
        return frozenset(found)

    def is_empty(self) -> bool:
        """True if the cost has no symbols at all (it is {0})."""
        return not (self.generic or self.x or self.hybrid or any(self.colored))

    # -- derived costs -----------------------------------------------------------------

    def with_x(self, x_value: int, x_color: str | None = None) -> ManaCost:
        """Substitute the announced value of X (CR 107.3a, 601.2b).

        Each {X} becomes `x_value` generic mana, or, if `x_color` is given ("Spend only
        black mana on X"), `x_value` symbols of that mana type.  A cost without {X} is
        returned unchanged.
        """
        _check_count(x_value, "x_value")
        if x_color is not None and x_color not in _INDEX:
            raise ManaCostError(f"invalid mana type for X: {x_color!r}")
        if not self.x:
            return self
        amount = self.x * x_value
        if x_color is None:
            return ManaCost(self.generic + amount, self.colored, self.hybrid, 0)
        colored = list(self.colored)
        colored[_INDEX[x_color]] += amount
        return ManaCost(self.generic, tuple(colored), self.hybrid, 0)  # type: ignore[arg-type]

    def plus_generic(self, n: int) -> ManaCost:
        """Increase (n > 0) or reduce (n < 0) the generic part (CR 601.2f).  A reduction
        only affects generic mana and never takes it below 0."""
        if isinstance(n, bool) or not isinstance(n, int):
            raise ManaCostError(f"n must be an int, got {n!r}")
        if n == 0 or n < 0 and not self.generic:
            return self   # nothing changes: the same (immutable) cost
        return ManaCost(max(0, self.generic + n), self.colored, self.hybrid, self.x)

    def plus(self, other: ManaCost) -> ManaCost:
        """The cost made of the symbols of both costs (e.g. mana cost plus an additional
        or kicker cost, CR 601.2f)."""
        return ManaCost(
            self.generic + other.generic,
            tuple(a + b for a, b in zip(self.colored, other.colored)),  # type: ignore[arg-type]
            self.hybrid + other.hybrid,
            self.x + other.x,
        )


NO_MANA = ManaCost()   # the cost of an ability (or payment) with no mana part


@functools.lru_cache(maxsize=4096)
def _parse_text(cls: type[ManaCost], text: str) -> ManaCost:
    """Each cost text is read once: the loader's check and its build of a card share the frozen
    value (a pool repeats the same few costs: {T}, {1}, {2}{R} ...)."""
    return cls._parse(text)


# ---------------------------------------------------------------------------
# Sources and payments
# ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ManaSource:
    """Something that can be tapped/used for mana during payment (CR 601.2g, 605).

    `options` are the alternative productions, each a tuple of mana letters, e.g.
    (("G",),) for a Forest, (("W",), ("U",), ("B",), ("R",), ("G",)) for "any colour",
    (("C", "C"),) for a Sol Ring.  `keep_score` says how much the player would like to
    keep this source untapped (creatures, utility lands: higher); the solver prefers
    tapping low-score sources.  A source with no options can never be used.
    """

    id: int
    options: tuple[tuple[str, ...], ...]
    keep_score: int = 0

    def __post_init__(self) -> None:
        options = tuple(tuple(opt) for opt in self.options)
        for opt in options:
            if not opt or any(letter not in _INDEX for letter in opt):
                raise ValueError(f"invalid mana production {opt!r} for source {self.id!r}")
        object.__setattr__(self, "options", options)


@dataclass(frozen=True, slots=True)
class Payment:
    """How a cost gets paid (CR 601.2h).

    `pool_spent`: mana taken from the mana pool, e.g. (("R", 1),).  `taps`: (source id,
    production option used) for each source used, in the order the sources were given.
    `leftover`: mana produced by those taps but not needed; it stays in the pool
    (CR 106.4).  Amounts are listed in WUBRGC order and only when non-zero.
    """

    pool_spent: tuple[tuple[str, int], ...]
    taps: tuple[tuple[int, tuple[str, ...]], ...]
    leftover: tuple[tuple[str, int], ...]


def _as_vec(mana: Mapping[str, int], what: str) -> list[int]:
    vec = [0] * 6
    for key, n in mana.items():
        if key not in _INDEX:
            raise ValueError(f"unknown mana type {key!r} in {what}")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"amount of {key!r} in {what} must be a non-negative int, got {n!r}")
        vec[_INDEX[key]] += n
    return vec


def _pairs(vec: Sequence[int]) -> tuple[tuple[str, int], ...]:
    return tuple((t, n) for t, n in zip(MANA_TYPES, vec) if n)


def _require_no_x(cost: ManaCost) -> None:
    if cost.x:
        raise ManaCostError(f"cost {cost} still has {{X}}: substitute X with with_x() first")


def _choose_hybrids(hybrid: tuple[tuple[str, str], ...], first: list[int],
                    second: list[int], generic: int) -> list[int | None] | None:
    """Choose how each hybrid symbol is paid (a mana type index, or None for the two
    generic mana of a {2/C} symbol) so that the rest still covers `generic`.

    Greedy order (colour with the most spare mana, preferring the `first` bucket) with
    memoised backtracking, so the answer is always correct.  Does not modify its inputs.
    """
    f, s = list(first), list(second)
    n = len(hybrid)
    chosen: list[int | None] = []
    failed: set[tuple] = set()

    def rec(i: int, extra: int) -> bool:
        if sum(f) + sum(s) < generic + extra + (n - i):
            return False
        if i == n:
            return True
        key = (i, tuple(f), tuple(s), extra)
        if key in failed:
            return False
        a, b = hybrid[i]
        options: list[int | None]
        if a == "2":
            t = _INDEX[b]
            options = ([t] if f[t] + s[t] else []) + [None]
        else:
            ts = [t for t in (_INDEX[a], _INDEX[b]) if f[t] + s[t]]
            ts.sort(key=lambda t: (-f[t], -(f[t] + s[t]), t))
            options = list(ts)
        for opt in options:
            if opt is None:
                chosen.append(None)
                if rec(i + 1, extra + 2):
                    return True
            else:
                bucket = f if f[opt] else s
                bucket[opt] -= 1
                chosen.append(opt)
                if rec(i + 1, extra):
                    return True
                bucket[opt] += 1
            chosen.pop()
        failed.add(key)
        return False

    return chosen if rec(0, 0) else None


def _allocate(cost: ManaCost, first: Sequence[int],
              second: Sequence[int] = _ZERO6) -> tuple[list[int], list[int]] | None:
    """Pay `cost` from two buckets of mana, taking from `first` before `second`.

    Coloured and {C} symbols take their exact type, hybrid symbols are chosen by
    `_choose_hybrids`, generic mana is taken last from the most plentiful type (ties:
    {C} first, then WUBRG order).  Returns the amounts spent from each bucket, or None.
    """
    rf, rs = list(first), list(second)
    sf, ss = [0] * 6, [0] * 6

    def take(t: int, n: int) -> None:
        a = min(n, rf[t])
        rf[t] -= a
        sf[t] += a
        rs[t] -= n - a
        ss[t] += n - a

    for t, need in enumerate(cost.colored):
        if need:
            if rf[t] + rs[t] < need:
                return None
            take(t, need)
    choices = _choose_hybrids(cost.hybrid, rf, rs, cost.generic)
    if choices is None:
        return None
    generic = cost.generic
    for choice in choices:
        if choice is None:
            generic += 2
        else:
            take(choice, 1)
    for remaining, spent in ((rf, sf), (rs, ss)):
        while generic and any(remaining):
            t = max(range(6), key=lambda i: (remaining[i], i == _C, -i))
            remaining[t] -= 1
            spent[t] += 1
            generic -= 1
    if generic:
        return None
    return sf, ss


def can_pay_with(cost: ManaCost, mana: Mapping[str, int]) -> dict[str, int] | None:
    """If the multiset of mana pays the cost, return how much of each type is spent.

    X must already be substituted (`cost.x == 0`, else `ManaCostError`).  Coloured
    symbols take their exact colour, {C} symbols take C, hybrid symbols take the colour
    with more spare mana (small backtracking keeps this correct; {2/W} takes W when
    possible, otherwise two mana), and generic mana is taken last from the most plentiful
    type.  The result lists only the types spent (an empty cost gives {}); None means
    the mana does not pay the cost (CR 601.2h).
    """
    _require_no_x(cost)
    result = _allocate(cost, _as_vec(mana, "mana"))
    if result is None:
        return None
    return dict(_pairs(result[0]))


# ---------------------------------------------------------------------------
# Payment search
# ---------------------------------------------------------------------------

def _pareto(items: dict[Vec, tuple]) -> dict[Vec, tuple]:
    """Keep only the vectors not dominated by another one (more mana never hurts)."""
    order = sorted(items, key=lambda v: (-sum(v), v))
    kept: list[Vec] = []
    for v in order:
        if not any(all(a >= b for a, b in zip(k, v)) for k in kept):
            kept.append(v)
    return {v: items[v] for v in kept}


class _Group:
    """Identical sources (same options and keep score), handled as one unit."""

    __slots__ = ("options", "keep", "members", "proj", "nopts", "weight", "_made")

    def __init__(self, options: tuple[tuple[str, ...], ...], keep: int,
                 members: list[int], search: _Search) -> None:
        self.options = options
        self.keep = keep
        self.members = members
        self.nopts = len(options)
        proj: dict[Vec, tuple[str, ...]] = {}
        for opt in options:
            proj.setdefault(search.project(opt), opt)
        self.proj = list(_pareto(proj).items())
        colours = {letter for opt in options for letter in opt if letter in _COLOR_INDEX}
        self.weight = max((search.represented[c] for c in colours), default=0)
        self._made: list[dict[Vec, tuple]] = [{search.zero: ()}]

    @property
    def count(self) -> int:
        return len(self.members)

    def productions(self, n: int, search: _Search) -> dict[Vec, tuple]:
        """Projected mana that n of these sources can make together (Pareto-maximal
        vectors only), each with one tuple of n productions that makes it."""
        while len(self._made) <= n:
            nxt: dict[Vec, tuple] = {}
            for v, chain in self._made[-1].items():
                for pv, opt in self.proj:
                    nxt.setdefault(search.add(v, pv), chain + (opt,))
            self._made.append(_pareto(nxt))
        return self._made[n]


class _Search:
    """Shared machinery of `solve_payment` and `pay_with_sources`.

    Amounts of mana are *projected* onto seven numbers: for each type t, how much of it
    (at most `need[t]`, the number of coloured/{C}/hybrid symbols t can pay) could pay
    a symbol only that kind of mana pays, plus the excess, which can only pay generic
    mana (capped at the most generic mana the cost can ask for).  Two amounts with the
    same projection pay exactly the same costs, so the searches stay small.
    """

    def __init__(self, cost: ManaCost, pool: Sequence[int],
                 sources: Sequence[ManaSource], by_keep: bool) -> None:
        self.cost = cost
        need = list(cost.colored)
        twobrid = 0
        for a, b in cost.hybrid:
            if a == "2":
                twobrid += 1
            else:
                need[_INDEX[a]] += 1
            need[_INDEX[b]] += 1
        self.need = tuple(need)
        self.generic_cap = cost.generic + 2 * twobrid
        self.zero: Vec = (0,) * 7
        self.pool = self.project_counts(pool)
        self._feasible: dict[Vec, bool] = {}
        self.represented = {c: sum(1 for s in sources if any(c in o for o in s.options))
                            for c in COLORS}
        grouped: dict[tuple, list[int]] = {}
        for i, src in enumerate(sources):
            if src.options:
                key = (src.options, src.keep_score if by_keep else 0)
                grouped.setdefault(key, []).append(i)
        groups = [_Group(opts, keep, members, self) for (opts, keep), members in grouped.items()]
        groups.sort(key=lambda g: (g.keep, g.nopts, g.weight,
                                   tuple(tuple(_INDEX[x] for x in o) for o in g.options)))
        self.groups = groups

    # -- projected vectors -------------------------------------------------------------

    def project_counts(self, counts: Sequence[int]) -> Vec:
        out: list[int] = []
        excess = 0
        for n, cap in zip(counts, self.need):
            kept = min(n, cap)
            out.append(kept)
            excess += n - kept
        out.append(min(excess, self.generic_cap))
        return tuple(out)

    def project(self, letters: Sequence[str]) -> Vec:
        counts = [0] * 6
        for letter in letters:
            counts[_INDEX[letter]] += 1
        return self.project_counts(counts)

    def add(self, a: Vec, b: Vec) -> Vec:
        out: list[int] = []
        excess = a[6] + b[6]
        for t, cap in enumerate(self.need):
            n = a[t] + b[t]
            if n > cap:
                excess += n - cap
                n = cap
            out.append(n)
        out.append(min(excess, self.generic_cap))
        return tuple(out)

    def feasible(self, v: Vec) -> bool:
        """Does the projected amount v (pool included) pay the cost?"""
        ok = self._feasible.get(v)
        if ok is None:
            rest = [have - c for have, c in zip(v, self.cost.colored)]
            ok = min(rest) >= 0 and _choose_hybrids(
                self.cost.hybrid, rest, [0] * 6, self.cost.generic - v[6]) is not None
            self._feasible[v] = ok
        return ok

    # -- searches ----------------------------------------------------------------------

    def all_tapped(self) -> dict[Vec, tuple]:
        """Pool plus every source tapped: the reachable projected amounts, each with the
        productions used (one tuple per group)."""
        made: dict[Vec, tuple] = {self.pool: ()}
        for g in self.groups:
            out: dict[Vec, tuple] = {}
            for v, chain in made.items():
                for w, opts in g.productions(g.count, self).items():
                    out.setdefault(self.add(v, w), chain + (opts,))
            made = _pareto(out)
        return made

    def best(self) -> tuple[list[int], list[tuple]] | None:
        """The best choice of taps, as (number tapped per group, productions per group),
        or None if the cost cannot be paid.

        Score, lower is better: (number of taps, total keep score, total number of
        options of the tapped sources, total representation weight of the tapped
        sources), summed over the tapped sources.  Sources making several mana in one
        tap are few; every way of using them is enumerated, memoised on the projected
        mana available.  Every other tap makes one mana, so the sets of such sources
        that can pay the remaining symbols are the bases of a transversal matroid and
        the greedy choice, cheapest source first, is optimal (`_greedy`).  {2/C}
        symbols are enumerated as paid by colour or by two generic mana.
        """
        singles = [g for g in self.groups if all(len(o) == 1 for o in g.options)]
        multis = [g for g in self.groups if any(len(o) > 1 for o in g.options)]
        choices = [[(n, w, opts) for n in range(g.count + 1)
                    for w, opts in g.productions(n, self).items()] for g in multis]
        variants = self._demand_variants()
        memo: dict[tuple[int, Vec], tuple | None] = {}

        def rec(j: int, free: Vec) -> tuple | None:
            """Best (score, multi picks, single picks) for multi groups j.. given the
            mana already available; memoised on (j, projected mana)."""
            key = (j, free)
            if key in memo:
                return memo[key]
            result: tuple | None = None
            if j == len(multis):
                for demand in variants:
                    found = self._greedy(free, demand, singles)
                    if found is not None and (result is None or found[0] < result[0]):
                        result = (found[0], (), found[1])
            else:
                g = multis[j]
                for n, w, opts in choices[j]:
                    sub = rec(j + 1, self.add(free, w))
                    if sub is not None:
                        k, keep, nopt, weight = sub[0]
                        score = (k + n, keep + n * g.keep, nopt + n * g.nopts,
                                 weight + n * g.weight)
                        if result is None or score < result[0]:
                            result = (score, ((n, opts),) + sub[1], sub[2])
            memo[key] = result
            return result

        found = rec(0, self.pool)
        if found is None:
            return None
        _, multi_picks, single_picks = found
        plan = {id(g): pick for g, pick in zip(multis, multi_picks)}
        plan.update((id(g), pick) for g, pick in zip(singles, single_picks))
        counts = [plan[id(g)][0] for g in self.groups]
        chain = [plan[id(g)][1] for g in self.groups]
        return counts, chain

    def _demand_variants(self) -> list[list[tuple[int, int]]]:
        """The cost as lists of (accepted mana types as a bit mask, number of symbols),
        one list per way of paying its {2/C} symbols (by colour first).  Bit 6 is the
        projected "generic only" mana, which only generic symbols accept."""
        cost = self.cost
        twobrid: dict[str, int] = {}
        hybrid: dict[int, int] = {}
        for a, b in cost.hybrid:
            if a == "2":
                twobrid[b] = twobrid.get(b, 0) + 1
            else:
                mask = (1 << _INDEX[a]) | (1 << _INDEX[b])
                hybrid[mask] = hybrid.get(mask, 0) + 1
        items = sorted(twobrid.items(), key=lambda kv: _INDEX[kv[0]])
        variants = []
        for paid in itertools.product(*[range(n, -1, -1) for _, n in items]):
            colored = list(cost.colored)
            generic = cost.generic
            for (colour, n), j in zip(items, paid):
                colored[_INDEX[colour]] += j
                generic += 2 * (n - j)
            demand = [(1 << t, n) for t, n in enumerate(colored) if n]
            demand.extend(hybrid.items())
            if generic:
                demand.append((0b1111111, generic))
            variants.append(demand)
        return variants

    def _greedy(self, free: Vec, demand: list[tuple[int, int]],
                singles: list[_Group]) -> tuple[tuple[int, ...], list[tuple]] | None:
        """Cheapest way to finish paying `demand` with one-mana-per-tap groups.

        `free` (pool and mana from already chosen taps) is matched first, then sources
        are added cheapest group first whenever an augmenting path (bipartite matching
        with capacities) still finds room for their mana.  Returns (score, per group
        (number tapped, productions)) or None.
        """
        caps = [n for _, n in demand]
        need = sum(caps)
        load = [0] * len(demand)
        adj: list[list[int]] = []
        flow: list[list[int]] = []

        def add_node(types: int) -> int:
            adj.append([d for d, (acc, _) in enumerate(demand) if acc & types])
            flow.append([0] * len(demand))
            return len(adj) - 1

        def augment(node: int, seen: list[bool]) -> bool:
            for d in adj[node]:
                if seen[d]:
                    continue
                seen[d] = True
                if load[d] < caps[d]:
                    load[d] += 1
                    flow[node][d] += 1
                    return True
                for other, row in enumerate(flow):
                    if row[d] and augment(other, seen):
                        row[d] -= 1
                        flow[node][d] += 1
                        return True
            return False

        matched = 0
        for t, amount in enumerate(free):
            if amount and matched < need:
                node = add_node(1 << t)
                for _ in range(amount):
                    if matched == need or not augment(node, [False] * len(demand)):
                        break
                    matched += 1
        nodes: list[int] = []
        for g in singles:
            taken = 0
            if matched < need:
                node = add_node(sum({1 << _INDEX[opt[0]] for opt in g.options}))
                while taken < g.count and matched < need and augment(node, [False] * len(demand)):
                    taken += 1
                    matched += 1
                if taken:
                    nodes.append(node)
                    continue
            nodes.append(-1)
        if matched < need:
            return None
        score = [0, 0, 0, 0]
        picks: list[tuple] = []
        for g, node in zip(singles, nodes):
            opts: list[tuple[str, ...]] = []
            if node >= 0:
                for d, n in enumerate(flow[node]):
                    if n:
                        acc = demand[d][0]
                        opt = next(o for o in g.options if acc & (1 << _INDEX[o[0]]))
                        opts.extend([opt] * n)
            taken = len(opts)
            score = [score[0] + taken, score[1] + taken * g.keep,
                     score[2] + taken * g.nopts, score[3] + taken * g.weight]
            picks.append((taken, tuple(opts)))
        return tuple(score), picks


def _build_payment(sources: Sequence[ManaSource], search: _Search, counts: Sequence[int],
                   chain: Sequence[tuple], pool: Sequence[int],
                   pool_first: bool) -> tuple[Payment, int] | None:
    """Turn a chosen set of taps into a `Payment`; also return the pool mana used."""
    used: dict[int, tuple[str, ...]] = {}
    for g, n, opts in zip(search.groups, counts, chain):
        for idx, opt in zip(g.members[:n], opts):
            used[idx] = opt
    produced = [0] * 6
    for opt in used.values():
        for letter in opt:
            produced[_INDEX[letter]] += 1
    if pool_first:
        result = _allocate(search.cost, pool, produced)
        if result is None:
            return None
        from_pool, from_taps = result
    else:
        result = _allocate(search.cost, produced, pool)
        if result is None:
            return None
        from_taps, from_pool = result
    leftover = [p - s for p, s in zip(produced, from_taps)]
    taps = tuple((sources[i].id, used[i]) for i in sorted(used))
    return Payment(_pairs(from_pool), taps, _pairs(leftover)), sum(from_pool)


def solve_payment(cost: ManaCost, pool: Mapping[str, int],
                  sources: Sequence[ManaSource]) -> Payment | None:
    """Automatic payment (CR 601.2g-h): return a `Payment` whenever one exists, else None.

    Pool mana (CR 106.4) is used first; then the fewest possible sources are tapped.
    Ties are broken, in order, by: the lowest total `keep_score`; sources with fewer
    production options (so duals and "any colour" sources stay untapped when basics
    suffice); and keeping the colours most represented among the sources untapped --
    each tapped source weighs as much as the number of sources sharing its best-
    represented colour, and the lowest total weight wins (for {1}{G} with Forest,
    Forest, Mountain it taps a Forest and the Mountain).  Remaining ties are broken by
    a fixed order (mana letters, then the order the sources were given), so the
    answer is deterministic.

    The optimum is exact: identical sources are grouped, the few sources that make
    several mana per tap are enumerated (memoised), and the one-mana sources are chosen
    greedily, which is optimal because the sets of them that can pay a cost are the
    bases of a transversal matroid.  X must already be substituted (`ManaCostError`
    otherwise).
    """
    _require_no_x(cost)
    pool_vec = _as_vec(pool, "pool")
    if cost.is_empty():
        return Payment((), (), ())
    return _solve(cost, tuple(pool_vec), tuple(sources))


@functools.lru_cache(maxsize=8192)
def _solve(cost: ManaCost, pool_vec: Vec, sources: tuple[ManaSource, ...]) -> Payment | None:
    """`solve_payment` for a non-empty cost without X, the pool as a vector.  A pure function of
    its (immutable) arguments, so each answer is kept: a look-ahead asks the same cost of the
    same untapped lands again and again."""
    if not _could_pay(cost, pool_vec, sources):
        return None
    search = _Search(cost, pool_vec, sources, by_keep=True)
    found = search.best()
    if found is None:
        return None
    built = _build_payment(sources, search, *found, list(pool_vec), pool_first=True)
    return built[0] if built else None


def _could_pay(cost: ManaCost, pool_vec: Vec, sources: Sequence[ManaSource]) -> bool:
    """A quick necessary condition for paying `cost` (CR 601.2h): every symbol takes at least
    one mana ({2/W} too, paid with {W}), and each source is tapped at most once, so the pool
    and each source's largest production must reach the number of symbols; and the pool and
    the sources together must be able to make each coloured (or {C}) symbol's own type.  When
    this fails no payment exists; when it holds the full search decides."""
    symbols = cost.generic + sum(cost.colored) + len(cost.hybrid)
    most = sum(pool_vec) + sum(max((len(o) for o in s.options), default=0) for s in sources)
    if most < symbols:
        return False
    for t, want in enumerate(cost.colored):
        if want and pool_vec[t] + sum(max((o.count(MANA_TYPES[t]) for o in s.options), default=0)
                                      for s in sources) < want:
            return False
    return True


def pay_with_sources(cost: ManaCost, pool: Mapping[str, int],
                     chosen: Sequence[ManaSource]) -> Payment | None:
    """Manual payment: the player named exactly these sources (CR 601.2g).

    Every chosen source is tapped; each one's production option is chosen so that pool
    plus produced mana pays the cost (CR 601.2h).  The sources' mana is spent first and
    pool mana only as needed; unneeded produced mana goes to `leftover`.  Returns None
    if no choice of options pays the cost (or a chosen source cannot produce mana).
    Naming the same source twice raises `ValueError`.
    """
    _require_no_x(cost)
    pool_vec = _as_vec(pool, "pool")
    ids = [s.id for s in chosen]
    if len(set(ids)) != len(ids):
        raise ValueError(f"a source was named more than once: {ids!r}")
    if any(not s.options for s in chosen):
        return None
    search = _Search(cost, pool_vec, chosen, by_keep=False)
    best: tuple[int, Payment] | None = None
    counts = [g.count for g in search.groups]
    for v, chain in search.all_tapped().items():
        if not search.feasible(v):
            continue
        built = _build_payment(chosen, search, counts, chain, pool_vec, pool_first=False)
        if built is not None and (best is None or built[1] < best[0]):
            best = (built[1], built[0])
    return best[1] if best else None
