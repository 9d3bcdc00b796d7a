"""Legendary landwalk (CR 702.14c): no card of the pool is a legendary land, so the defending
player's legendary land is built here to show Livonya Silone can't be blocked then."""
from game.cards import default_pool
from game.engine import DeclareAttackers, Game
from game.engine.carddef import CardDef
from game.engine.combat import block_problem
from game.engine.game import add_card, begin_at

LEGENDARY_LAND = CardDef(name="Test Legendary Land", supertypes=("Legendary",), types=("Land",))


def _attack(defender_land: CardDef) -> tuple[Game, int, int]:
    pool = default_pool()
    g = Game(seed=1)
    livonya = add_card(g, pool.get("Livonya Silone"), 0, "battlefield")
    bears = add_card(g, pool.get("Grizzly Bears"), 1, "battlefield")
    add_card(g, defender_land, 1, "battlefield")
    begin_at(g, "main1")
    g.apply(next(a for a in g.legal_actions() if a.to_text() == "pass"))   # p1 passes
    while g.pending.decision.kind != "attackers":
        g.apply(g.legal_actions()[0])
    g.apply(DeclareAttackers(((livonya, ("player", 1)),)))
    return g, livonya, bears


def test_livonya_cant_be_blocked_by_a_player_with_a_legendary_land() -> None:
    g, livonya, bears = _attack(LEGENDARY_LAND)
    assert block_problem(g, bears, livonya) is not None
    while g.step != "main2":   # no block can be declared: the defender isn't even asked
        assert g.pending.decision.kind == "priority"
        g.apply(g.legal_actions()[0])
    assert g.players[1].life == 16


def test_livonya_can_be_blocked_by_a_player_without_a_legendary_land() -> None:
    g, livonya, bears = _attack(default_pool().get("Forest"))
    assert block_problem(g, bears, livonya) is None
