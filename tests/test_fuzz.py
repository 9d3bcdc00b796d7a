"""Self-play fuzzing: random decks, two random players, the engine's invariants checked after
every decision (see tools/fuzz.py)."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import fuzz  # noqa: E402


def _run(games: int, seed: int, turn_cap: int | None = None, jobs: int = 1, **kw) -> fuzz.Stats:
    out = io.StringIO()
    rules = None if turn_cap is None else {"turn_cap": turn_cap}
    stats = fuzz.run(games, seed=seed, rules=rules, out=out, jobs=jobs, **kw)
    assert stats.violations == 0, out.getvalue()
    assert stats.games == games
    assert stats.decisions > games * 20
    return stats


def test_fuzz_short() -> None:
    """30 short games (turn cap 6) without a single broken invariant."""
    _run(30, seed=1000, turn_cap=6)


def test_fuzz_games_end_by_the_rules() -> None:
    """Whole games: with the fuzzer's aggressive decks and players, games end because a player
    lost (CR 104.3), not at the turn limit, so late-game positions are checked too."""
    stats = _run(4, seed=20_000, jobs=2)
    assert stats.by_rules >= 3, stats.line()
    assert f"{stats.by_rules} of 4 (" in stats.line()


def test_fuzz_plays_the_same_games_whatever_the_jobs() -> None:
    one = _run(2, seed=300, turn_cap=8)
    two = _run(2, seed=300, turn_cap=8, jobs=2)
    assert (one.decisions, one.results, one.by_rules) == (two.decisions, two.results, two.by_rules)


def test_aggressive_decks_are_mostly_creatures() -> None:
    duel = fuzz.new_duel(fuzz.pool_cards(), 11, **fuzz.DECK_SHAPES["aggro"])
    for _, deck in duel.decks:
        assert len(deck) == 60
        assert sum("Creature" in c.types for c in deck) >= 20


def test_aggressive_player_attacks_with_everything_it_can() -> None:
    """Seeded: of many attack declarations it makes, most are the widest one offered."""
    from game.engine.decisions import DeclareAttackers

    class Offer:
        """A declare-attackers decision offering no attack, one attacker, or all three."""
        class pending:
            class decision:
                kind = "attackers"
                player = 0

        def legal_actions(self):
            pair = lambda oid: (oid, ("player", 1))  # noqa: E731
            return [DeclareAttackers(()), DeclareAttackers((pair(1),)), DeclareAttackers((pair(2),)),
                    DeclareAttackers((pair(1), pair(2), pair(3)))]

    player = fuzz.AggressivePlayer(5)
    widths = [len(player.choose_action(Offer()).attacks) for _ in range(200)]
    assert widths.count(3) > 150


def test_invariants_catch_a_misplaced_card() -> None:
    """The checker itself works: a card listed in two zones is reported."""
    duel = fuzz.new_duel(fuzz.pool_cards(), 3, rules={"turn_cap": 10})
    g = duel.game
    assert fuzz.check_invariants(g) == []
    oid = g.players[0].library[0]
    g.players[0].graveyard.append(oid)
    problems = fuzz.check_invariants(g)
    assert any("listed in 2 zones" in p for p in problems), problems


def test_computer_players_meet_the_whole_pool() -> None:
    """Short games between two Sorcerers with random decks from every card: the computer's
    judgement of each card it draws, meets or casts raises nothing."""
    _run(6, seed=2000, turn_cap=8, players="sorcerer")


@pytest.mark.soak
def test_wizards_meet_the_whole_pool_soak() -> None:
    """Whole games between two Wizards with random decks from every card: the look-ahead and
    the board evaluation weigh every card without raising (a Primordial Ooze's upkeep of {X}
    once stopped them)."""
    _run(20, seed=3000, jobs=2, players="wizard")


@pytest.mark.soak
def test_fuzz_soak() -> None:
    """2000 whole games (the fuzzer's defaults: aggressive decks and players, turn limit 60),
    at least 90% of them ended by the rules."""
    stats = _run(2000, seed=50_000, jobs=2)
    assert stats.by_rules >= 0.9 * stats.games, stats.line()


def test_a_violation_names_the_players_that_replay_it() -> None:
    from game.ai import make_player
    assert fuzz._kind_of(make_player("wizard", 1)) == "wizard"
    assert fuzz._kind_of(fuzz.EagerPlayer(0)) == "eager"
