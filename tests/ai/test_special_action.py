"""The computer and a special action a spell gave it (Guardian Angel's {1}, CR 116.2)."""
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.decisions import CastSpell, PassPriority, SpecialAction
from game.engine.game import Game, add_card, begin_at, legal_actions
from game.engine.rng import GameRng


def _held(answer_damage: bool):
    """p2 has cast Guardian Angel (X=0) on itself; p1 may then aim a Lightning Bolt at p2."""
    pool = default_pool()
    g = Game(seed=1)
    ga = add_card(g, pool.get("Guardian Angel"), 1, "hand")
    for _ in range(4):
        add_card(g, pool.get("Plains"), 1, "battlefield")
    bolt = add_card(g, pool.get("Lightning Bolt"), 0, "hand")
    add_card(g, pool.get("Mountain"), 0, "battlefield")
    g.turn, g.active = 3, 1
    begin_at(g, "main1")
    g.apply(CastSpell(ga))
    while g.pending.decision.kind != "priority" or g.stack:
        d = g.pending.decision
        if d.kind == "number":
            g.apply(legal_actions(g)[0])
        elif d.purpose == "target":
            g.apply(next(a for a in legal_actions(g) if ("player", 1) in getattr(a, "items", ())))
        else:
            g.apply(legal_actions(g)[0] if d.kind != "priority" else PassPriority())
    if answer_damage:
        g.apply(PassPriority())                    # p2 passes in its main phase: p1 gets priority
        g.apply(CastSpell(bolt))
        while g.pending.decision.kind != "priority":
            g.apply(next(a for a in legal_actions(g) if ("player", 1) in getattr(a, "items", ()))
                    if g.pending.decision.purpose == "target" else legal_actions(g)[0])
        g.apply(PassPriority())                    # p1 passes: p2 may respond to the Bolt
    return g


def test_the_computer_pays_while_damage_is_aimed_at_what_it_protects():
    g = _held(True)
    assert g.pending.decision.player == 1 and g.stack
    pol = Policy(GameRng(1), skill=2)
    best, score, _ = pol.best_priority_action(g, 1, legal_actions(g))
    assert isinstance(best, SpecialAction) and score > 0


def test_the_computer_keeps_its_mana_with_nothing_aimed_at_it():
    g = _held(False)
    assert g.pending.decision.player == 1 and not g.stack
    pol = Policy(GameRng(1), skill=2)
    assert all(pol.action_score(g, 1, a)[0] == 0 for a in legal_actions(g) if isinstance(a, SpecialAction))
