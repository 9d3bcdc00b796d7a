"""What the computer takes when it searches its library (CR 701.23; game.ai.library_search):
the card that wins now, else the best card it can cast soon, a land first when its hand is
short of lands or of a colour; onto the battlefield, the land making the colour its hand needs."""
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.decisions import Decision
from game.engine.game import Game, add_card, begin_at
from game.engine.rng import GameRng

POOL = default_pool()


def _search(library: list[str], hand: list[str], lands: list[str], their_life: int = 20,
            to: str = "hand", n: int = 1) -> tuple[Game, list[int], tuple]:
    """Player 0 searching a library of these cards, in its own first main phase; the answer."""
    g = Game(seed=1)
    for n_ in lands:
        add_card(g, POOL.get(n_), 0, "battlefield")
    for n_ in hand:
        add_card(g, POOL.get(n_), 0, "hand")
    found = [add_card(g, POOL.get(n_), 0, "library") for n_ in library]
    g.players[1].life = their_life
    g.turn, g.active, g.started = 6, 0, True
    begin_at(g, "main1")
    d = Decision("select", 0, "Search your library", tuple(found), 0, n, "search", (("to", to),))
    return g, found, Policy(GameRng(1)).select(g, 0, d)


LIBRARY = ["Grizzly Bears", "Swamp", "Lightning Bolt", "Hill Giant"]


def test_the_bolt_that_reaches_their_last_life_is_found():
    g, (bears, swamp, bolt, giant), picks = _search(LIBRARY, ["Swamp"], ["Mountain"], their_life=3)
    assert picks == (bolt,)


def test_a_bolt_short_of_their_life_counts_the_burn_already_in_hand():
    g, (bears, swamp, bolt, giant), picks = _search(LIBRARY, ["Lightning Bolt", "Swamp"], ["Mountain"] * 2,
                                                    their_life=6)
    assert picks == (bolt,)


def test_a_bolt_without_red_mana_to_cast_it_wins_nothing():
    g, (bears, swamp, bolt, giant), picks = _search(LIBRARY, ["Mountain"], ["Swamp"] * 4, their_life=3)
    assert picks == (giant,)


def test_far_from_a_win_the_best_creature_castable_soon():
    g, (bears, swamp, bolt, giant), picks = _search(LIBRARY, ["Mountain"], ["Mountain"] * 3)
    assert picks == (giant,)


def test_a_hand_without_lands_gets_a_land():
    g, (bears, swamp, bolt, giant), picks = _search(LIBRARY, ["Hill Giant"], ["Mountain"] * 2)
    assert picks == (swamp,)


def test_a_land_of_the_colour_the_hand_lacks_goes_onto_the_battlefield():
    g, (swamp, forest, mountain), picks = _search(["Swamp", "Forest", "Mountain"], ["Grizzly Bears", "Mountain"],
                                                  ["Mountain", "Swamp"], to="battlefield")
    assert picks == (forest,)


def test_a_search_for_several_takes_as_many_as_it_may():
    g, found, picks = _search(["Swamp", "Forest", "Mountain"], [], ["Mountain"], n=3)
    assert sorted(picks) == sorted(found)
