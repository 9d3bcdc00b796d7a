"""What the look-ahead imagines of the opponent (game.ai.search): the Wizard's copies have the
opponent cast from the hand each guess deals it, and the searching player answer in the
opponent's turn as its rules of thumb would; a line is valued as it stands once the turn's
damage wears off, and once its combat is over, its "until end of turn" effects too (CR 514.2)."""
import time

from game.ai.policy import Policy
from game.ai.search import Searcher
from game.ai.subgame_judgement import depth
from game.cards import default_pool
from game.engine.game import Game, add_card, begin_at
from game.engine.language import Duration
from game.engine.objects import ContinuousEffect
from game.engine.rng import GameRng


def _opponents_turn_ahead() -> Game:
    """p1's end step; p2 holds only Grizzly Bears and Forests and has the lands to cast them."""
    pool = default_pool()
    g = Game(seed=5)
    for name in ("Forest", "Forest"):
        add_card(g, pool.get(name), 1, "battlefield")
        add_card(g, pool.get(name), 0, "battlefield")
    for _ in range(3):
        add_card(g, pool.get("Grizzly Bears"), 1, "hand")
    for _ in range(6):
        add_card(g, pool.get("Grizzly Bears"), 1, "library")
        add_card(g, pool.get("Forest"), 0, "library")
    g.turn, g.active = 5, 0
    begin_at(g, "main2")
    return g


def _searcher(opponent_plays: bool) -> Searcher:
    return Searcher(0, Policy(GameRng(1), 0.0), Policy(GameRng(2), 0.0), GameRng(3), horizon="swing_back",
                    work=5000, time_cap=time.perf_counter() + 60, opponent_plays=opponent_plays)


def _their_creatures_after_their_turn(opponent_plays: bool) -> int:
    g = _opponents_turn_ahead()
    s = _searcher(opponent_plays)
    c = g.determinize(0, s.rng)
    s.advance(c, (c.turn, c.step), "swing_back", depth(c))
    return sum(1 for b in c.battlefield if c.chars(b).controller == 1 and "Creature" in c.chars(b).types)


def test_the_imagined_opponent_casts_the_creature_its_guessed_hand_holds():
    assert _their_creatures_after_their_turn(opponent_plays=True) >= 1


def test_a_passive_imagined_opponent_only_fights_with_what_is_on_the_table():
    assert _their_creatures_after_their_turn(opponent_plays=False) == 0


def test_a_line_is_valued_with_the_turns_damage_worn_off():
    pool = default_pool()
    g = Game(seed=5)
    wall = add_card(g, pool.get("Wall of Stone"), 0, "battlefield")
    add_card(g, pool.get("Craw Wurm"), 1, "battlefield")
    g.turn, g.active = 6, 1
    begin_at(g, "main2")
    s = _searcher(True)
    fresh = s.value(g, depth(g))
    g.objects[wall].damage = 6
    g.invalidate()
    assert s.value(g, depth(g)) == fresh


def _flying_bought_for_the_turn(step: str) -> tuple[float, float]:
    """The value of my turn's position at `step` with a Goblin Balloon Brigade, before and after
    it gains flying until end of turn (its {R} ability, as the engine's effect records it)."""
    pool = default_pool()
    g = Game(seed=5)
    brigade = add_card(g, pool.get("Goblin Balloon Brigade"), 0, "battlefield")
    add_card(g, pool.get("Grizzly Bears"), 1, "battlefield")
    g.turn, g.active = 6, 0
    begin_at(g, step)
    s = _searcher(True)
    walking = s.value(g, depth(g))
    g.effects.append(ContinuousEffect(g.new_id(), brigade, 0, "mod", g.new_timestamp(), Duration.END_OF_TURN,
                                      {"add_keywords": ["flying"]}, (("obj", brigade, 0),)))
    g.invalidate()
    assert "flying" in g.chars(brigade).keywords
    return walking, s.value(g, depth(g))


def test_a_line_stopped_after_its_combat_is_valued_without_the_turns_keywords():
    walking, flying = _flying_bought_for_the_turn("main2")
    assert flying == walking


def test_a_keyword_given_for_a_combat_still_to_come_counts():
    walking, flying = _flying_bought_for_the_turn("main1")
    assert flying > walking


def test_the_imagined_me_casts_the_removal_it_held_in_the_opponents_turn():
    """Swords to Plowshares kept for the opponent's turn is cast there on the copy (on the
    attacking Bears, or at their end step), as the rules of thumb would: a line that waits is
    worth the removal it keeps, not a card that never comes out of the hand."""
    pool = default_pool()
    g = Game(seed=5)
    for _ in range(2):
        add_card(g, pool.get("Plains"), 0, "battlefield")
        add_card(g, pool.get("Forest"), 1, "battlefield")
    add_card(g, pool.get("Swords to Plowshares"), 0, "hand")
    bears = add_card(g, pool.get("Grizzly Bears"), 1, "battlefield")
    for _ in range(6):
        add_card(g, pool.get("Forest"), 1, "library")
        add_card(g, pool.get("Plains"), 0, "library")
    g.turn, g.active = 6, 1
    begin_at(g, "upkeep")
    s = _searcher(True)
    c = g.determinize(0, s.rng)
    s.advance(c, (5, "end"), "swing_back", depth(c))   # a search begun in my turn 5: to their main 2
    assert (c.turn, c.step) == (6, "main2")
    assert c.objects[bears].zone == "exile"
