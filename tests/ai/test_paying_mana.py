"""The computer pays a mana cost's generic part with the sources whose colours its other cards
need least (CR 601.2g-h: the player chooses the mana abilities that pay; game.ai.colour_needs):
the one Mountain stays untapped for the Lightning Bolt."""
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.decisions import CastSpell
from game.engine.game import Game, add_card, begin_at
from game.engine.rng import GameRng

POOL = default_pool()


def _paying_for(spell: str, hand: list[str], library: list[str], lands: list[str]) -> tuple[Game, list[int]]:
    """A game where player 0 has cast `spell` and the engine asks it to pay."""
    g = Game(seed=1)
    ids = [add_card(g, POOL.get(n), 0, "battlefield") for n in lands]
    cast = add_card(g, POOL.get(spell), 0, "hand")
    for n in hand:
        add_card(g, POOL.get(n), 0, "hand")
    for n in library:
        add_card(g, POOL.get(n), 0, "library")
    for _ in range(5):
        add_card(g, POOL.get("Plains"), 1, "library")
    g.turn, g.active, g.started = 3, 0, True
    begin_at(g, "main1")
    g.apply(CastSpell(cast))
    assert g.pending.decision.kind == "pay"
    return g, ids


def _paid_with(g: Game) -> object:
    return Policy(GameRng(1)).payment(g, 0, g.pending.decision)


def test_a_black_spell_is_paid_with_the_swamps_keeping_the_mountain_for_the_bolt_in_hand():
    g, (swamp1, swamp2, mountain) = _paying_for("Demonic Tutor", ["Lightning Bolt"], [], ["Swamp", "Swamp", "Mountain"])
    assert sorted(_paid_with(g)) == sorted([swamp1, swamp2])


def test_the_library_keeps_the_mountain_when_the_hand_asks_for_no_colour():
    g, (swamp1, swamp2, mountain) = _paying_for("Demonic Tutor", [], ["Lightning Bolt", "Grizzly Bears"],
                                                ["Swamp", "Swamp", "Mountain"])
    assert sorted(_paid_with(g)) == sorted([swamp1, swamp2])


def test_the_hand_outweighs_the_library():
    g, (swamp, forest, mountain) = _paying_for("Demonic Tutor", ["Giant Growth"], ["Lightning Bolt"] * 3,
                                               ["Swamp", "Forest", "Mountain"])
    assert sorted(_paid_with(g)) == sorted([swamp, mountain])


def test_with_no_colour_wanted_the_automatic_payment_stands():
    g, _ = _paying_for("Demonic Tutor", ["Swamp"], [], ["Swamp", "Swamp", "Mountain"])
    assert _paid_with(g) == "auto"
