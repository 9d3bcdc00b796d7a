"""The Wizard's search (game.ai.mcts): a tree on each guess at the hidden cards, its effort
counted in engine actions, its verdict the same for the same seed."""
import time

from game.ai.mcts import Node, TreeSearch
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.decisions import PassPriority, answer_for
from game.engine.game import Game, add_card, begin_at, legal_actions
from game.engine.rng import GameRng


def _main_phase() -> Game:
    """p1's main phase with three spells to choose between and a hand and library p1 can't see."""
    pool = default_pool()
    g = Game(seed=3)
    for name in ("Lightning Bolt", "Grizzly Bears", "Giant Growth", "Forest"):
        add_card(g, pool.get(name), 0, "hand")
    for name in ("Mountain", "Forest", "Forest"):
        add_card(g, pool.get(name), 0, "battlefield")
    for name in ("Hill Giant", "Gray Ogre"):
        add_card(g, pool.get(name), 1, "battlefield")
    for name in ("Mountain", "Shock", "Hill Giant", "Mountain", "Forest", "Llanowar Elves"):
        add_card(g, pool.get(name), 1, "library")
        add_card(g, pool.get(name), 0, "library")
    add_card(g, pool.get("Lightning Bolt"), 1, "hand")
    g.turn, g.active = 5, 0
    begin_at(g, "main1")
    return g


def _plans(g: Game) -> list:
    plans = [(PassPriority(), ())]
    for a in legal_actions(g):
        if type(a).__name__ == "CastSpell":
            c = g.clone()
            c.apply(a)
            answers = []
            while c.pending.decision.kind != "priority" and len(answers) < 4:
                ans = Policy(GameRng(1), 0.0).answer(c, 0, c.pending.decision)
                answers.append(ans)
                c.apply(answer_for(c.pending.decision, ans))
            plans.append((a, tuple(answers)))
    return plans


def _searcher(work: int, seed: int = 7) -> TreeSearch:
    return TreeSearch(0, Policy(GameRng(seed), 0.0), Policy(GameRng(seed + 1), 0.0), GameRng(seed + 2),
                      horizon="turn", work=work, time_cap=time.perf_counter() + 60)


def test_the_search_spends_its_work_and_not_much_more():
    g = _main_phase()
    s = _searcher(400)
    s.search(g, _plans(g), samples=2)
    assert 400 <= s.used <= s.hard_work + s.max_applies


def test_a_search_within_its_work_is_not_cut_by_the_clock():
    g = _main_phase()
    s = _searcher(300)
    s.search(g, _plans(g), samples=2)
    assert not s.clock_cut


def test_a_search_the_clock_ends_says_so():
    # the ladder counts these: the game they happen in may replay differently on another machine
    g = _main_phase()
    s = TreeSearch(0, Policy(GameRng(7), 0.0), Policy(GameRng(8), 0.0), GameRng(9),
                   horizon="turn", work=10_000, time_cap=time.perf_counter() - 1)
    s.search(g, _plans(g), samples=2)
    assert s.clock_cut and s.used < s.work


def test_every_play_is_tried_on_every_guess_at_the_hidden_cards():
    g = _main_phase()
    plans = _plans(g)
    result = _searcher(300).search(g, plans, samples=3)
    assert len(plans) >= 3
    assert all(v >= 3 for v in result.visits)


def test_more_work_gives_the_chosen_play_more_visits():
    g = _main_phase()
    plans = _plans(g)
    small, big = _searcher(200).search(g, plans, 2), _searcher(1200).search(g, plans, 2)
    assert sum(big.visits) > 2 * sum(small.visits)


def test_the_same_seed_gives_the_same_verdict():
    g = _main_phase()
    plans = _plans(g)
    first, again = _searcher(500).search(g, plans, 2), _searcher(500).search(g, plans, 2)
    assert first == again


def test_the_tree_branches_on_a_later_play_of_the_same_turn():
    g = _main_phase()
    plans = _plans(g)
    s = _searcher(800)
    grown: list[Node] = []
    original = s._iterate

    def watch(base, root, reference, horizon, level):   # type: ignore[no-untyped-def]
        original(base, root, reference, horizon, level)
        if root not in grown:
            grown.append(root)
    s._iterate = watch   # type: ignore[method-assign]
    s.search(g, plans, samples=1)
    children = [c for c in grown[0].children if c is not None]
    assert children and all(len(c.plans) >= 2 for c in children)
    assert any(sum(c.visits) > 0 for c in children)


def test_untried_plays_are_chosen_before_any_is_tried_twice():
    node = Node([(PassPriority(), ())] * 3)
    picks = []
    for _ in range(3):
        i = node.select()
        picks.append(i)
        node.visits[i] += 1
        node.reward[i] += 0.5
    assert sorted(picks) == [0, 1, 2]


def test_a_plan_is_worth_the_best_line_through_it_not_the_average():
    root = Node([(PassPriority(), ())] * 2)
    root.children[0] = child = Node([(PassPriority(), ())] * 2)
    root.visits[0], root.first[0] = 5, 1.0
    child.visits, child.first = [1, 3], [4.0, -2.0]
    assert root.value(0) == 4.0


def test_a_line_played_out_on_a_guess_is_not_played_again():
    g = _main_phase()
    plans = _plans(g)
    s = _searcher(100_000)
    result = s.search(g, plans, samples=1)
    assert s.used < 100_000     # everything was solved long before the work ran out
    assert result == _searcher(100_000).search(g, plans, samples=1)
