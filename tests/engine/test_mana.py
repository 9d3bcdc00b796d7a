"""Tests for game.engine.mana: mana costs, can_pay_with and the payment solvers."""
from __future__ import annotations

import itertools
import time
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.mana import (
    COLORS,
    MANA_TYPES,
    ManaCost,
    ManaCostError,
    ManaSource,
    Payment,
    can_pay_with,
    pay_with_sources,
    solve_payment,
)

P = ManaCost.parse
ANY = (("W",), ("U",), ("B",), ("R",), ("G",))


def forest(i: int, keep: int = 0) -> ManaSource:
    return ManaSource(i, (("G",),), keep)


def mountain(i: int) -> ManaSource:
    return ManaSource(i, (("R",),))


def island(i: int) -> ManaSource:
    return ManaSource(i, (("U",),))


def tapped_ids(payment: Payment) -> list[int]:
    return [sid for sid, _ in payment.taps]


# --- ManaCost ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{X}{R}", "{2}{W}{W}", "{3}{W/U}{W/U}{W/U}", "{X}{1}{B}", "", "{C}", "{2/W}",
    "{X}{X}{G}", "{10}", "{2/W}{2/U}{2/B}{2/R}{2/G}", "{W/U}{R/W}{G/W}{B}{C}{C}",
])
def test_parse_round_trip(text):
    cost = P(text)
    assert str(cost) == text
    assert P(str(cost)) == cost


def test_parse_fields():
    cost = P("{X}{1}{R}{W/U}")
    assert cost == ManaCost(1, (0, 0, 0, 1, 0, 0), (("W", "U"),), 1)


def test_parse_zero_is_empty_cost():
    assert P("{0}") == P("") == ManaCost()
    assert P("{0}").is_empty()


def test_parse_normalises_hybrid_order():
    assert P("{U/W}") == P("{W/U}")
    assert P("{W/2}") == P("{2/W}")
    assert str(P("{W/G}")) == "{G/W}"


def test_parse_canonical_symbol_order():
    assert str(P("{R}{1}{X}{G/U}")) == "{X}{1}{G/U}{R}"


def test_parse_accepts_lowercase_and_spaces():
    assert P(" {2} {r}{x} ") == P("{X}{2}{R}")


@pytest.mark.parametrize("text, symbol", [
    ("{2}{Q}", "'{Q}'"), ("{W/W}", "'{W/W}'"), ("{W/P}", "'{W/P}'"),
    ("{2}R", "'R'"), ("{1}{", "'{'"),
])
def test_parse_bad_symbol_error_names_symbol(text, symbol):
    with pytest.raises(ManaCostError, match=symbol.replace("{", r"\{").replace("}", r"\}")):
        P(text)


def test_constructor_rejects_negative_counts():
    with pytest.raises(ManaCostError):
        ManaCost(generic=-1)


@pytest.mark.parametrize("text, value", [
    ("{X}{2}{R}", 3), ("{3}{W/U}{W/U}", 5), ("{2/W}{2/W}", 4), ("{C}", 1), ("", 0),
])
def test_mana_value_counts_x_zero_and_hybrid_largest(text, value):
    assert P(text).mana_value == value


@pytest.mark.parametrize("text, colors", [
    ("{2}{W/U}{B}", {"W", "U", "B"}), ("{3}{C}", set()), ("{2/W}", {"W"}), ("{X}{R}{R}", {"R"}),
])
def test_colors_include_hybrid_halves(text, colors):
    assert P(text).colors == frozenset(colors)


def test_with_x_becomes_generic():
    assert P("{X}{X}{1}{R}").with_x(2) == P("{5}{R}")


def test_with_x_coloured():
    assert P("{X}{1}{B}").with_x(2, "B") == P("{1}{B}{B}{B}")


def test_with_x_zero_and_no_x():
    assert P("{X}{R}").with_x(0) == P("{R}")
    assert P("{2}{G}").with_x(4) == P("{2}{G}")


def test_with_x_rejects_negative():
    with pytest.raises(ValueError):
        P("{X}").with_x(-1)


def test_plus_generic_increases_and_clamps_at_zero():
    assert P("{1}{G}").plus_generic(2) == P("{3}{G}")
    assert P("{1}{G}").plus_generic(-3) == P("{G}")


def test_plus_adds_all_symbols():
    assert P("{X}{1}{W/U}").plus(P("{2}{R}{W/U}")) == P("{X}{3}{W/U}{W/U}{R}")


def test_is_empty():
    assert ManaCost().is_empty()
    assert not P("{X}").is_empty()


# --- can_pay_with ----------------------------------------------------------------------

def test_can_pay_with_exact():
    assert can_pay_with(P("{2}{W}"), {"W": 2, "U": 1}) == {"W": 2, "U": 1}


def test_can_pay_with_generic_from_most_plentiful():
    assert can_pay_with(P("{1}{R}"), {"R": 1, "G": 3, "U": 1}) == {"R": 1, "G": 1}


def test_can_pay_with_missing_colour_is_none():
    assert can_pay_with(P("{1}{G}"), {"R": 5}) is None


def test_can_pay_with_not_enough_is_none():
    assert can_pay_with(P("{3}{G}"), {"G": 3}) is None


def test_can_pay_with_colourless_symbol_needs_c():
    assert can_pay_with(P("{C}"), {"G": 2}) is None
    assert can_pay_with(P("{1}{C}"), {"C": 1, "G": 1}) == {"G": 1, "C": 1}


def test_can_pay_with_hybrid_needs_backtracking():
    # Greedy would pay {W/U} with U (more spare) and run out of U for the {U/B}s.
    assert can_pay_with(P("{W/U}{U/B}{U/B}"), {"U": 2, "W": 1}) == {"W": 1, "U": 2}


def test_can_pay_with_two_brid_colour_or_two_generic():
    assert can_pay_with(P("{2/W}"), {"W": 1, "R": 2}) == {"W": 1}
    assert can_pay_with(P("{2/W}"), {"R": 2}) == {"R": 2}
    assert can_pay_with(P("{2/W}"), {"R": 1}) is None


def test_can_pay_with_empty_cost():
    assert can_pay_with(ManaCost(), {}) == {}


def test_can_pay_with_unsubstituted_x_raises():
    with pytest.raises(ManaCostError):
        can_pay_with(P("{X}{R}"), {"R": 5})


# --- solve_payment ---------------------------------------------------------------------

def test_solve_payment_forest_and_mountain():
    pay = solve_payment(P("{1}{G}"), {}, [forest(1), mountain(2)])
    assert pay == Payment((), ((1, ("G",)), (2, ("R",))), ())


def test_solve_payment_taps_mountain_not_second_forest():
    pay = solve_payment(P("{1}{G}"), {}, [forest(1), forest(2), mountain(3)])
    assert tapped_ids(pay) == [1, 3]


def test_solve_payment_keeps_any_colour_source_untapped():
    pay = solve_payment(P("{1}{G}"), {}, [ManaSource(9, ANY), forest(1), mountain(2)])
    assert tapped_ids(pay) == [1, 2]


def test_solve_payment_keeps_dual_untapped():
    pay = solve_payment(P("{G}"), {}, [ManaSource(9, (("R",), ("G",))), forest(1)])
    assert tapped_ids(pay) == [1]


def test_solve_payment_prefers_low_keep_score():
    elf = forest(7, keep=5)
    pay = solve_payment(P("{1}{G}"), {}, [elf, forest(1), mountain(2)])
    assert tapped_ids(pay) == [1, 2]


def test_solve_payment_taps_as_few_sources_as_possible():
    sol_ring = ManaSource(5, (("C", "C"),), keep_score=1)
    pay = solve_payment(P("{2}"), {}, [ManaSource(1, (("C",),)), ManaSource(2, (("C",),)), sol_ring])
    assert tapped_ids(pay) == [5]


def test_solve_payment_uses_pool_first():
    pay = solve_payment(P("{1}{G}"), {"G": 1}, [forest(1), mountain(2)])
    assert pay.pool_spent == (("G", 1),)
    assert len(pay.taps) == 1


def test_solve_payment_pool_alone_needs_no_taps():
    pay = solve_payment(P("{1}{R}"), {"R": 1, "U": 1}, [mountain(1)])
    assert pay == Payment((("U", 1), ("R", 1)), (), ())


def test_solve_payment_missing_colour_is_none():
    assert solve_payment(P("{1}{U}"), {}, [forest(1), mountain(2), forest(3)]) is None


def test_solve_payment_not_enough_mana_is_none():
    assert solve_payment(P("{3}{G}"), {"R": 1}, [forest(1), mountain(2)]) is None


def test_solve_payment_two_mana_source_leftover():
    pay = solve_payment(P("{1}"), {}, [ManaSource(5, (("C", "C"),))])
    assert pay == Payment((), ((5, ("C", "C")),), (("C", 1),))


def test_solve_payment_any_colour_picks_needed_colour():
    pay = solve_payment(P("{U}"), {}, [forest(1), ManaSource(2, ANY)])
    assert pay.taps == ((2, ("U",)),)


def test_solve_payment_hybrid_and_two_brid():
    pay = solve_payment(P("{2/W}{R/G}"), {}, [forest(1), mountain(2), mountain(3)])
    assert pay is not None and len(pay.taps) == 3
    assert solve_payment(P("{2/W}{R/G}"), {}, [forest(1), ManaSource(4, (("W",),))]) is not None


def test_solve_payment_empty_cost():
    assert solve_payment(ManaCost(), {}, [forest(1)]) == Payment((), (), ())


def test_solve_payment_unsubstituted_x_raises():
    with pytest.raises(ManaCostError):
        solve_payment(P("{X}{G}"), {}, [forest(1)])


def _twenty_lands() -> list[ManaSource]:
    return ([forest(i) for i in range(8)] + [island(10 + i) for i in range(6)]
            + [mountain(20 + i) for i in range(3)]
            + [ManaSource(30 + i, (("U",), ("G",))) for i in range(2)]
            + [ManaSource(40, ANY)])


def test_solve_payment_twenty_lands_fast():
    cost, lands = P("{4}{G}{G}{U}{R}"), _twenty_lands()
    elapsed = []
    for _ in range(3):
        start = time.perf_counter()
        pay = solve_payment(cost, {}, lands)
        elapsed.append(time.perf_counter() - start)
    assert pay is not None and len(pay.taps) == 8
    assert 30 not in tapped_ids(pay) and 40 not in tapped_ids(pay)
    assert min(elapsed) < 0.05


def test_solve_payment_twenty_five_mixed_sources_fast():
    lands = _twenty_lands() + [ManaSource(50, (("C", "C"),)), ManaSource(51, (("R",), ("W",))),
                               ManaSource(52, (("G",),), 3), ManaSource(53, (("B",), ("G",))),
                               ManaSource(54, (("W", "U"),))]
    start = time.perf_counter()
    pay = solve_payment(P("{6}{W}{U}{B}{R}{G}{G}"), {"G": 1}, lands)
    assert pay is not None
    assert time.perf_counter() - start < 0.5


def test_solve_payment_deterministic():
    lands = _twenty_lands()
    assert solve_payment(P("{3}{U}{G}"), {}, lands) == solve_payment(P("{3}{U}{G}"), {}, lands)


# --- pay_with_sources ------------------------------------------------------------------

def test_pay_with_sources_exact():
    pay = pay_with_sources(P("{1}{G}"), {}, [mountain(2), forest(1)])
    assert pay == Payment((), ((2, ("R",)), (1, ("G",))), ())


def test_pay_with_sources_impossible_is_none():
    assert pay_with_sources(P("{G}"), {}, [mountain(1), mountain(2)]) is None


def test_pay_with_sources_extra_mana_is_leftover():
    pay = pay_with_sources(P("{G}"), {}, [forest(1), mountain(2)])
    assert pay.leftover == (("R", 1),)
    pay = pay_with_sources(P("{1}"), {}, [ManaSource(5, (("C", "C"),))])
    assert pay.leftover == (("C", 1),)


def test_pay_with_sources_uses_pool_only_as_needed():
    assert pay_with_sources(P("{1}{G}"), {"G": 1}, [mountain(2)]).pool_spent == (("G", 1),)
    pay = pay_with_sources(P("{1}"), {"R": 1}, [forest(1)])
    assert pay.pool_spent == () and pay.leftover == ()


def test_pay_with_sources_chooses_option():
    pay = pay_with_sources(P("{U}{G}"), {}, [ManaSource(1, ANY), ManaSource(2, (("U",), ("G",)))])
    assert dict(pay.taps) in ({1: ("U",), 2: ("G",)}, {1: ("G",), 2: ("U",)})


def test_pay_with_sources_rejects_duplicate_source():
    with pytest.raises(ValueError):
        pay_with_sources(P("{2}"), {}, [forest(1), forest(1)])


# --- property test against brute force -------------------------------------------------

PALETTE = [
    (("G",),), (("R",),), (("W",),), (("C",),), (("C", "C"),), (("R",), ("G",)),
    ANY, (("W", "U"),), (("R",), ("G", "G")), (("U",), ("B",)),
]
HYBRIDS = [("W", "U"), ("R", "G"), ("2", "W"), ("2", "G"), ("U", "B")]


def _vec(mana) -> tuple[int, ...]:
    return tuple(mana.get(t, 0) for t in MANA_TYPES)


def _requirements(cost: ManaCost):
    """Every way of paying the cost as (exact type counts, generic amount)."""
    for picks in itertools.product(*[((a, b) if a != "2" else (b, "2")) for a, b in cost.hybrid]):
        need, generic = list(cost.colored), cost.generic
        for p in picks:
            if p == "2":
                generic += 2
            else:
                need[MANA_TYPES.index(p)] += 1
        yield need, generic


@lru_cache(maxsize=None)
def _brute_pays(cost: ManaCost, have: tuple[int, ...]) -> bool:
    return any(all(h >= n for h, n in zip(have, need)) and sum(have) - sum(need) >= generic
               for need, generic in _requirements(cost))


def _exactly_pays(cost: ManaCost, spent: tuple[int, ...]) -> bool:
    return any(all(s >= n for s, n in zip(spent, need)) and sum(spent) - sum(need) == generic
               for need, generic in _requirements(cost))


def _brute_best(cost, pool, sources):
    """The least (number of taps, total keep score) of any payment, or None."""
    best = None
    for choice in itertools.product(*[(None,) + s.options for s in sources]):
        have = list(_vec(pool))
        for opt in choice:
            for letter in opt or ():
                have[MANA_TYPES.index(letter)] += 1
        if _brute_pays(cost, tuple(have)):
            score = (sum(opt is not None for opt in choice),
                     sum(s.keep_score for s, opt in zip(sources, choice) if opt is not None))
            best = score if best is None else min(best, score)
    return best


def _check_valid(cost, pool, sources, pay):
    by_id = {s.id: s for s in sources}
    ids = [sid for sid, _ in pay.taps]
    assert len(ids) == len(set(ids))
    produced = [0] * 6
    for sid, opt in pay.taps:
        assert opt in by_id[sid].options
        for letter in opt:
            produced[MANA_TYPES.index(letter)] += 1
    pool_spent, leftover = _vec(dict(pay.pool_spent)), _vec(dict(pay.leftover))
    assert all(0 <= s <= p for s, p in zip(pool_spent, _vec(pool)))
    assert all(0 <= lo <= p for lo, p in zip(leftover, produced))
    spent = tuple(s + p - lo for s, p, lo in zip(pool_spent, produced, leftover))
    assert _exactly_pays(cost, spent)


costs = st.builds(
    lambda g, col, hyb: ManaCost(g, tuple(col), tuple(hyb)),
    st.integers(0, 3),
    st.lists(st.integers(0, 1), min_size=6, max_size=6),
    st.lists(st.sampled_from(HYBRIDS), max_size=2),
)
pools = st.dictionaries(st.sampled_from(MANA_TYPES), st.integers(0, 1), max_size=2)
source_sets = st.lists(st.tuples(st.sampled_from(PALETTE), st.integers(0, 2)), max_size=5).map(
    lambda specs: [ManaSource(i, opts, keep) for i, (opts, keep) in enumerate(specs)])


@settings(max_examples=300, deadline=None)
@given(costs, pools, source_sets)
def test_solve_payment_matches_brute_force(cost, pool, sources):
    pay = solve_payment(cost, pool, sources)
    best = _brute_best(cost, pool, sources)
    assert (pay is not None) == (best is not None)
    if pay is not None:
        _check_valid(cost, pool, sources, pay)
        keep = {s.id: s.keep_score for s in sources}
        assert (len(pay.taps), sum(keep[sid] for sid, _ in pay.taps)) == best


@settings(max_examples=200, deadline=None)
@given(costs, pools, source_sets)
def test_pay_with_sources_matches_brute_force(cost, pool, sources):
    pay = pay_with_sources(cost, pool, sources)
    possible = any(
        _brute_pays(cost, tuple(p + sum(letter == t for opt in choice for letter in opt)
                                for p, t in zip(_vec(pool), MANA_TYPES)))
        for choice in itertools.product(*[s.options for s in sources]))
    assert (pay is not None) == possible
    if pay is not None:
        _check_valid(cost, pool, sources, pay)
        assert [sid for sid, _ in pay.taps] == [s.id for s in sources]


@settings(max_examples=200, deadline=None)
@given(costs, st.dictionaries(st.sampled_from(MANA_TYPES), st.integers(0, 3)))
def test_can_pay_with_matches_brute_force(cost, mana):
    spent = can_pay_with(cost, mana)
    assert (spent is not None) == _brute_pays(cost, _vec(mana))
    if spent is not None:
        assert all(spent[t] <= mana.get(t, 0) for t in spent)
        assert _exactly_pays(cost, _vec(spent))


@given(costs, st.integers(0, 3))
def test_parse_round_trip_property(cost, x):
    cost = ManaCost(cost.generic, cost.colored, cost.hybrid, x)
    assert P(str(cost)) == cost
    assert set(cost.colors) <= set(COLORS)
