"""A computer player never goes round in circles: a play of its that only brought the game back
to where it was isn't made again in that step (the loop a Wizard once fell into, untapping
Basalt Monolith with the Monolith's own mana until the game was stopped)."""
from game.ai.player import AIPlayer
from game.cards import default_pool
from game.engine.decisions import ActivateAbility, PassPriority, answer_for
from game.engine.game import Game, add_card, begin_at


def _monolith_main_phase() -> tuple[Game, int]:
    pool = default_pool()
    g = Game(seed=5)
    monolith = add_card(g, pool.get("Basalt Monolith"), 0, "battlefield")
    for name in ("Mountain", "Mountain", "Mountain"):
        add_card(g, pool.get(name), 0, "library")
        add_card(g, pool.get(name), 1, "library")
    g.turn, g.active = 5, 0
    begin_at(g, "main1")
    return g, monolith


def _untap_and_resolve(g: Game, untap: ActivateAbility) -> None:
    g.apply(untap)
    while g.stack or g.pending.decision.kind != "priority":
        d = g.pending.decision
        g.apply(PassPriority() if d.kind == "priority" else answer_for(d, "auto" if d.kind == "pay" else d.options[0]))


def test_a_play_that_only_brings_the_game_back_is_not_made_again():
    g, monolith = _monolith_main_phase()
    untap = ActivateAbility(monolith, 1)
    ai = AIPlayer("wizard", seed=1)
    ai._choose_priority = lambda game, me: untap   # type: ignore[method-assign]  # a player set on it
    assert ai.choose_action(g) == untap
    _untap_and_resolve(g, untap)
    assert not g.objects[monolith].tapped and (g.turn, g.step) == (5, "main1")
    assert ai.choose_action(g) == PassPriority()


def test_the_same_play_is_made_again_in_a_later_step():
    g, monolith = _monolith_main_phase()
    untap = ActivateAbility(monolith, 1)
    ai = AIPlayer("wizard", seed=1)
    ai._choose_priority = lambda game, me: untap   # type: ignore[method-assign]
    ai.choose_action(g)
    _untap_and_resolve(g, untap)
    g.step = "main2"
    assert ai.choose_action(g) == untap
