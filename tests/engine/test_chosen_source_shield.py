"""A prevention shield against "a source of your choice" (Circle of Protection, CR 615.7) is bound
to that object: once the source has changed zones it is a new object (CR 400.7) and the shield
doesn't prevent its damage.  No card of the pool can make a chosen source leave and deal damage
again in the same turn, so the position is built here."""
from game.cards import default_pool
from game.engine import Game
from game.engine.events import deal_damage
from game.engine.game import add_card, begin_at
from game.engine.objects import Shield


def _shielded_bears() -> tuple[Game, int]:
    g = Game(seed=1)
    bears = add_card(g, default_pool().get("Grizzly Bears"), 1, "battlefield")
    begin_at(g, "main1")
    o = g.objects[bears]
    g.shields.append(Shield(g.new_id(), "prevent", 0, ("player", 0), None, None, ("obj", bears, o.zcc), True))
    return g, bears


def test_a_shield_against_a_chosen_source_prevents_its_damage() -> None:
    g, bears = _shielded_bears()
    deal_damage(g, [(bears, ("player", 0), 2, False)])
    assert g.players[0].life == 20


def test_a_shield_against_a_chosen_source_ignores_the_new_object_it_becomes() -> None:
    g, bears = _shielded_bears()
    g.move_raw(bears, "hand")
    g.move_raw(bears, "battlefield")
    deal_damage(g, [(bears, ("player", 0), 2, False)])
    assert g.players[0].life == 18
