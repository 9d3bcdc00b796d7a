"""An ability that only sets something on a permanent -- a keyword, a rule flag, a type, a
colour -- adds nothing once that is on the permanent or waits on the stack for it
(game.ai.redundant_activations `adds_nothing`): Clergy of the Holy Nimbus's "{1}: it can't be
regenerated this turn" is paid once, Goblin Balloon Brigade's flying bought once; a pump, which
adds up, is never judged so."""
from game.ai.policy import ADVISED_AGAINST, Policy
from game.ai.redundant_activations import adds_nothing
from game.cards import default_pool
from game.engine.decisions import ActivateAbility, PassPriority, answer_for
from game.engine.game import Game, add_card, begin_at
from game.engine.rng import GameRng


def _board(card: str, owner: int = 0) -> tuple[Game, int]:
    pool = default_pool()
    g = Game(seed=1)
    subject = add_card(g, pool.get(card), owner, "battlefield")
    for _ in range(4):
        add_card(g, pool.get("Mountain"), 0, "battlefield")
        add_card(g, pool.get("Mountain"), 0, "library")
        add_card(g, pool.get("Mountain"), 1, "library")
    g.turn, g.active = 5, 0
    begin_at(g, "main1")
    return g, subject


def _activate(g: Game, a: ActivateAbility) -> None:
    """Activate, paying with the engine's automatic payment, and leave it on the stack."""
    g.apply(a)
    while g.pending.decision.kind != "priority":
        d = g.pending.decision
        g.apply(answer_for(d, "auto" if d.kind == "pay" else d.options[0]))


def _resolve(g: Game) -> None:
    while g.stack:
        g.apply(PassPriority())


def test_a_keyword_bought_once_is_not_bought_again_on_the_stack_or_in_force():
    g, brigade = _board("Goblin Balloon Brigade")
    assert not adds_nothing(g, 0, brigade, 0)
    _activate(g, ActivateAbility(brigade, 0))
    assert adds_nothing(g, 0, brigade, 0)
    _resolve(g)
    assert g.chars(brigade).has("flying")
    assert adds_nothing(g, 0, brigade, 0)
    assert Policy(GameRng(1)).activate_score(g, 0, ActivateAbility(brigade, 0))[0] <= ADVISED_AGAINST


def test_the_clergy_cannot_be_regenerated_twice():
    g, clergy = _board("Clergy of the Holy Nimbus", owner=1)
    assert not adds_nothing(g, 0, clergy, 0)
    _activate(g, ActivateAbility(clergy, 0))
    assert adds_nothing(g, 0, clergy, 0)
    _resolve(g)
    assert adds_nothing(g, 0, clergy, 0)


def test_a_pump_adds_up_and_is_never_judged_redundant():
    g, drake = _board("Shivan Dragon")
    _activate(g, ActivateAbility(drake, 0))
    assert not adds_nothing(g, 0, drake, 0)
