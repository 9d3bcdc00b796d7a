"""Bad input loses nothing: any malformed action -- the wrong type for the decision, a player
who doesn't exist, a number where a list is due, garbage -- is refused with
IllegalActionError, `is_legal` says no, and the game is exactly as it was."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.selfplay import new_duel, play_out
from game.cards import default_pool
from game.engine import (ActivateAbility, Cancel, CastSpell, ChooseNumber, ChooseWord, Concede, DeclareAttackers,
                         DeclareBlockers, Divide, IllegalActionError, Mulligan, Order, PassPriority, Pay, PlayLand,
                         Select, TurnFaceUp, YesNo, action_from_text, answer_type)
from game.engine.decisions import ActionTextError

NO_SUCH_OBJECT = 10 ** 6

_CARDS = None


def _cards():
    global _CARDS
    if _CARDS is None:
        _CARDS = sorted(default_pool().cards.values(), key=lambda c: c.name)
    return _CARDS


def _game(seed: int, decisions: int):
    duel = new_duel(_cards(), seed, rules={"turn_cap": 12})
    play_out(duel, max_decisions=decisions)
    return duel.game


garbage = st.one_of(st.none(), st.integers(), st.text(max_size=5), st.floats(allow_nan=False),
                    st.lists(st.integers(), max_size=3), st.just(object()), st.just(()))
not_an_int = st.one_of(st.none(), st.text(max_size=3), st.floats(allow_nan=False), st.booleans(),
                       st.lists(st.integers(), max_size=2).map(tuple))
not_a_tuple = st.one_of(st.none(), st.integers(), st.text(max_size=3), st.lists(st.integers(), max_size=2))

# actions malformed whatever the position: wrong field types, things that don't exist
malformed = st.one_of(
    st.integers().filter(lambda n: n not in (0, 1)).map(Concede),
    not_an_int.map(Concede),
    not_an_int.map(PlayLand),
    st.just(PlayLand(NO_SUCH_OBJECT)),
    st.just(CastSpell(NO_SUCH_OBJECT)),
    not_an_int.map(CastSpell),
    st.builds(ActivateAbility, not_an_int, st.integers()),
    st.builds(ActivateAbility, st.just(NO_SUCH_OBJECT), st.integers(0, 3)),
    not_an_int.map(TurnFaceUp),
    st.just(TurnFaceUp(NO_SUCH_OBJECT)),
    not_a_tuple.filter(lambda v: v is not None).map(Pay),
    st.lists(not_an_int.filter(lambda v: v is not None), min_size=1, max_size=2).map(tuple).map(Pay),
    st.just(Pay((NO_SUCH_OBJECT,))),
    not_an_int.map(ChooseNumber),
    not_a_tuple.map(Select),
    st.just(Select(([1, 2],))),          # unhashable
    st.just(Select((("obj", NO_SUCH_OBJECT, 0),))),
    not_a_tuple.map(Order),
    st.one_of(st.integers(), st.none(), st.text(max_size=2)).map(YesNo),
    st.one_of(st.integers(), st.none(), st.text(max_size=2)).map(Mulligan),
    st.one_of(st.integers(), st.none(), st.lists(st.text(), max_size=2)).map(ChooseWord),
    not_a_tuple.map(DeclareAttackers),
    st.just(DeclareAttackers(((NO_SUCH_OBJECT, ("player", 1)),))),
    st.just(DeclareAttackers(((1, "player"),))),
    st.just(DeclareAttackers(((1, ("player", 7)),))),
    st.just(DeclareAttackers((), ((NO_SUCH_OBJECT, NO_SUCH_OBJECT + 1),))),
    not_a_tuple.map(DeclareBlockers),
    st.just(DeclareBlockers(((NO_SUCH_OBJECT, NO_SUCH_OBJECT + 1),))),
    st.just(DeclareBlockers(((1,),))),
    not_a_tuple.filter(lambda v: v is not None).map(Divide),
    st.just(Divide(((("player", 0), -1),))),
    st.just(Divide(((("obj", NO_SUCH_OBJECT, 0), 1),))),
    garbage,
)


def _wrong_kind(g) -> list:
    """Well-formed actions of a type the pending decision doesn't take."""
    d = g.pending.decision
    everyone = [PassPriority(), Pay(), ChooseNumber(0), Select(()), Order(()), YesNo(True), Mulligan(True),
                ChooseWord("W"), DeclareAttackers(()), DeclareBlockers(()), Divide()]
    if d.kind == "priority":
        return [a for a in everyone if not isinstance(a, PassPriority)]
    want = answer_type(d)
    out = [a for a in everyone if type(a) is not want]
    if not (g.pending.cancellable and g.pending.base_state is not None):
        out.append(Cancel())
    return out


def _assert_refused(g, action) -> None:
    before = g.state_key()
    assert not g.is_legal(action)
    with pytest.raises(IllegalActionError):
        g.apply(action)
    assert g.state_key() == before


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 40), decisions=st.integers(0, 250), action=malformed)
def test_a_malformed_action_is_refused_and_changes_nothing(seed, decisions, action):
    g = _game(seed, decisions)
    if g.over:
        return
    _assert_refused(g, action)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 40), decisions=st.integers(0, 250), pick=st.integers(0, 20))
def test_an_answer_of_the_wrong_kind_is_refused_and_changes_nothing(seed, decisions, pick):
    g = _game(seed, decisions)
    if g.over:
        return
    wrong = _wrong_kind(g)
    _assert_refused(g, wrong[pick % len(wrong)])


@pytest.mark.parametrize("player", [5, -1, 2])
def test_conceding_for_a_player_who_isnt_there_is_refused(player):
    g = _game(1, 30)
    _assert_refused(g, Concede(player))


def _at_declare_attackers():
    from game.ai.selfplay import step
    for seed in range(30):
        duel = new_duel(_cards(), seed, rules={"turn_cap": 12})
        for _ in range(2000):
            g = duel.game
            if g.over:
                break
            if g.pending.decision.kind == "attackers":
                return g
            step(duel)
    raise AssertionError("no random game reached a declaration of attackers")


def test_a_number_where_a_list_of_attackers_is_due_is_refused():
    g = _at_declare_attackers()
    _assert_refused(g, DeclareAttackers(5))
    _assert_refused(g, DeclareAttackers((5,)))
    _assert_refused(g, Select(g.pending.decision.options[:1]))


@pytest.mark.parametrize("text", ["", "pass 3", "play", "play x", "cast 1 face", "cast 1 sideways", "concede",
                                  "choose", "choose [1,", "pay", "pay [\"a\"]", "attack 5", "block [[1]]",
                                  "divide [1,2]", "number x", "select 3", "fly away", "activate 1"])
def test_text_that_isnt_an_action_is_refused_with_a_clear_error(text):
    with pytest.raises(ActionTextError) as e:
        action_from_text(text)
    assert isinstance(e.value, ValueError) and isinstance(e.value, IllegalActionError)
