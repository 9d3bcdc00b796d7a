"""The pass policy (game.modes.passing) without a window: where "Done" stops for a player."""
from __future__ import annotations

import pytest

from game.cards import default_pool
from game.engine.decisions import PassPriority
from game.engine.game import Game, add_card
from game.engine.objects import Combat
from game.modes.passing import PassIntent, PassPolicy, can_respond
from game.storage.settings import Settings


@pytest.fixture(scope="module")
def pool():
    return default_pool()


def _combat_game(pool, *, hand=(), lands=("Forest",), active=1, blocked=True) -> tuple[Game, int, int]:
    """Turn 3: p2's Gray Ogre attacks p1, whose Grizzly Bears block it (or don't), in the
    declare blockers step; p1 holds `hand` with `lands` untapped."""
    g = Game(seed=2)
    for p in (0, 1):
        for _ in range(6):
            add_card(g, pool.get("Island"), p, "library")
    for name in hand:
        add_card(g, pool.get(name), 0, "hand")
    for name in lands:
        add_card(g, pool.get(name), 0, "battlefield")
    bears = add_card(g, pool.get("Grizzly Bears"), 0, "battlefield")
    ogre = add_card(g, pool.get("Gray Ogre"), 1, "battlefield")
    attacker, defender = (ogre, 0) if active == 1 else (bears, 1)
    blocker = bears if active == 1 else ogre
    g.turn, g.active, g.started = 3, active, True
    g.combat = Combat(attackers={attacker: ("player", defender)}, declared=True, defender=defender)
    g.objects[attacker].tapped = True
    if blocked:
        g.combat.blockers[blocker] = [attacker]
        g.combat.blocked_by[attacker] = [blocker]
        g.combat.blocked.add(attacker)
    g.combat.blocks_declared = True
    g.begin_at("declare_blockers")
    return g, bears, ogre


def _to_p1_priority(g: Game) -> None:
    while g.pending is not None and g.pending.decision.player != 0:
        g.apply(PassPriority())


def _policy() -> PassPolicy:
    """The policy of a player who has already seen this turn's attack (they declared blocks)."""
    policy = PassPolicy(0, ("You", "Apprentice"), Settings())
    policy.attack_seen = 3
    return policy


def test_can_respond_is_the_engines_answer(pool):
    g, _, _ = _combat_game(pool, hand=["Giant Growth"])
    _to_p1_priority(g)
    assert can_respond(g)
    g2, _, _ = _combat_game(pool, hand=["Giant Growth"], lands=("Island",))
    _to_p1_priority(g2)
    assert not can_respond(g2)             # no green mana: Giant Growth can't be cast


def test_done_stops_after_blocks_for_the_defender_who_can_respond(pool):
    g, _, _ = _combat_game(pool, hand=["Giant Growth"])
    _to_p1_priority(g)
    policy = _policy()
    verdict = policy.check(g, PassIntent("done", (3, "declare_attackers")))
    assert verdict.why and verdict.why.startswith("Blockers are declared") and verdict.stop


def test_done_stops_after_blocks_for_the_attacker_who_can_respond(pool):
    g, _, _ = _combat_game(pool, hand=["Giant Growth"], active=0)
    _to_p1_priority(g)
    verdict = _policy().check(g, PassIntent("done", (3, "main1")))
    assert verdict.why and verdict.stop


def test_done_passes_on_after_blocks_when_nothing_could_respond(pool):
    g, _, _ = _combat_game(pool, hand=["Giant Growth"], lands=("Island",))
    _to_p1_priority(g)
    assert _policy().check(g, PassIntent("done", (3, "declare_attackers"))).why is None


def test_the_blocks_window_stops_once_a_combat(pool):
    g, _, _ = _combat_game(pool, hand=["Giant Growth"])
    _to_p1_priority(g)
    policy = _policy()
    assert policy.check(g, PassIntent("done", (3, "declare_attackers"))).why
    assert policy.check(g, PassIntent("done", (3, "declare_blockers"))).why is None


def test_the_blocks_window_stops_running_to_a_later_step_too(pool):
    g, _, _ = _combat_game(pool, hand=["Giant Growth"])
    _to_p1_priority(g)
    verdict = _policy().check(g, PassIntent("step", (3, "declare_attackers"), target=(4, 0, 6)))
    assert verdict.why and verdict.stop


def test_own_spell_is_passed_for_you_only_when_nothing_could_respond(pool):
    g = Game(seed=2)
    for p in (0, 1):
        for _ in range(6):
            add_card(g, pool.get("Island"), p, "library")
    bears = add_card(g, pool.get("Grizzly Bears"), 0, "hand")
    for _ in range(2):
        add_card(g, pool.get("Forest"), 0, "battlefield")
    g.turn, g.active, g.started = 3, 0, True
    g.begin_at("main1")
    from game.engine.answers import payment_preview
    from game.engine.decisions import CastSpell, Pay
    g.apply(CastSpell(bears))
    while g.pending.decision.kind != "priority":
        g.apply(Pay(payment_preview(g)))
    policy = _policy()
    assert policy.pass_own_spell(g)
    policy.settings.auto_pass_own = False
    assert not policy.pass_own_spell(g)
