"""Damage that kills together (game.ai.search `finished_with_follow_up`, game.ai.burn
`follow_up_burn`): a ping of Brothers of Fire leaves a Giant Spider standing, but the Lightning
Bolt in hand, cast with the mana left, finishes it -- damage stays marked until the cleanup step
(CR 514.2).  The rules of thumb count the ping at the Spider as nothing; the Wizard's search tries
it, where the mana pays for both (ladder game 106 against the Sorcerer, turn 13)."""
from game.ai.policy import Policy
from game.ai.search import announcement_variants
from game.cards import default_pool
from game.engine.decisions import ActivateAbility
from game.engine.game import Game, add_card, begin_at, legal_actions
from game.engine.rng import GameRng


def _board(mountains: int, hand: tuple[str, ...] = ("Lightning Bolt",)) -> tuple[Game, int, int]:
    pool = default_pool()
    g = Game(seed=1)
    brothers = add_card(g, pool.get("Brothers of Fire"), 0, "battlefield")
    for _ in range(mountains):
        add_card(g, pool.get("Mountain"), 0, "battlefield")
    for name in hand:
        add_card(g, pool.get(name), 0, "hand")
    spider = add_card(g, pool.get("Giant Spider"), 1, "battlefield")
    for _ in range(4):
        add_card(g, pool.get("Forest"), 1, "library")
        add_card(g, pool.get("Mountain"), 0, "library")
    g.turn, g.active = 5, 0
    begin_at(g, "main1")
    return g, brothers, spider


def _ping_targets(g: Game, brothers: int) -> list:
    ping = next(a for a in legal_actions(g) if isinstance(a, ActivateAbility) and a.source == brothers)
    variants = announcement_variants(g, 0, ping, Policy(GameRng(1), 0.0), 3)
    return [ref[1] for answers in variants for ans in answers if isinstance(ans, tuple)
            for ref in ans if isinstance(ref, tuple) and ref and ref[0] == "obj"]


def test_the_ping_at_the_spider_is_tried_when_the_bolt_in_hand_finishes_it():
    g, brothers, spider = _board(4)
    assert spider in _ping_targets(g, brothers)


def test_not_without_the_mana_for_the_bolt_too():
    g, brothers, spider = _board(3)
    assert spider not in _ping_targets(g, brothers)


def test_not_without_burn_in_hand():
    g, brothers, spider = _board(6, hand=("Grizzly Bears",))
    assert spider not in _ping_targets(g, brothers)
