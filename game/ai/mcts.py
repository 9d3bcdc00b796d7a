"""The Wizard's search: Monte Carlo tree search over an ensemble of determinizations.

The computer never sees hidden cards, so it cannot search the real game.  It deals several
copies consistent with what it knows (`Game.determinize`: the opponent's hand redealt from
their hand and library together, every library shuffled) and grows one search tree on each;
each play's worth on each copy (the best line found through it) is then averaged over the
copies and the best play is chosen.  This is the "ensemble determinization" of Cowling, Ward
and Powley, who showed it beating rule-based play in this very game ("Ensemble
Determinization in Monte Carlo Tree Search for the Imperfect Information Card Game Magic:
The Gathering", IEEE TCIAIG 2012).

A tree branches only where the searching player has a real choice: the plays it is deciding
between now, and, further down, what it plays next from an empty stack in its own main phase
(the policy proposes a handful of candidates there, each with its own target and another, as
it does at the root).  Everything
else (announcements, the opponent's plays from the hand the guess dealt it and its answers,
the steps between) is played by the rule-based policies, which are also the rollout to the
horizon, through the opponent's next attack; the position reached is scored by the
board evaluation, squashed to a 0-1 reward around the starting position so that UCB1's
exploration constant means the same thing in every game.

Effort is counted in engine actions simulated, never in seconds, so a seed replays the same
game on any machine; the searcher's wall-clock cap is only a safety net.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..engine.decisions import ActivateAbility, CastSpell, PassPriority, PlayLand
from ..engine.game import Game, legal_actions
from ..engine.simulation import SimulationSpoiled
from .held_cards import deal_guess
from .policy import ADVISED_AGAINST, Policy, _is_mana_ability
from .search import Plan, Searcher, announcement_variants, distinct_plans
from .subgame_judgement import depth

EXPLORATION = 0.7        # UCB1's constant, for rewards between 0 and 1
REWARD_SCALE = 6.0       # evaluation points that move the reward from 0.5 to about 0.73
MAX_TREE_DEPTH = 3       # choices of mine below the root the tree may branch on
DEEP_CANDIDATES = 4      # plays the policy proposes at a choice below the root (and passing)
DEEP_TARGETS = 1         # other first targets tried for each of them (the face rather than the creature)
MAX_SAMPLES = 8          # guesses at the hidden cards one search may deal when its trees are solved early


@dataclass
class Node:
    """One choice of the searching player: its candidate plans and their statistics.

    On one guess at the hidden cards the copy plays out the same way every time the same plans
    are chosen (the policies and the copy's own random numbers are fixed), so a plan's line is a
    fact once played: `first` is what it came to the first time (the rules of thumb playing on
    from there), and a plan with nothing left to branch on is `solved` and never played again.
    A plan is worth the best of `first` and its child's plans (the choice below is mine too),
    not the average of everything the exploration tried below it."""
    plans: list[Plan]
    visits: list[int] = field(default_factory=list)
    reward: list[float] = field(default_factory=list)     # summed 0-1 rewards
    children: list[Node | None] = field(default_factory=list)
    dead: list[bool] = field(default_factory=list)         # refused on this copy
    solved: list[bool] = field(default_factory=list)       # its value is known: nothing below to try
    first: list[float] = field(default_factory=list)       # its line's evaluation, played the first time
    lead: list[Plan] = field(default_factory=list)         # played on the way to this choice

    def __post_init__(self) -> None:
        n = len(self.plans)
        self.visits, self.reward = [0] * n, [0.0] * n
        self.children, self.dead, self.solved = [None] * n, [False] * n, [False] * n
        self.first = [float("-inf")] * n

    def open_plans(self) -> list[int]:
        """The plans a descent may still learn something from."""
        return [i for i in range(len(self.plans)) if not self.dead[i] and not self.solved[i]]

    def select(self) -> int:
        """UCB1 among the open plans: every plan once, then the one whose average reward plus
        exploration bonus is highest."""
        live = self.open_plans()
        for i in live:
            if self.visits[i] == 0:
                return i
        total = math.log(sum(self.visits[i] for i in live) or 1)
        return max(live, key=lambda i: self.reward[i] / self.visits[i]
                   + EXPLORATION * math.sqrt(total / self.visits[i]))

    def value(self, i: int) -> float:
        """What plan i is worth: the best line found through it (max backup)."""
        best = self.first[i]
        child = self.children[i]
        if child is not None:
            for j in range(len(child.plans)):
                if child.visits[j] and not child.dead[j]:
                    best = max(best, child.value(j))
        return best

    def exhausted(self) -> bool:
        return not self.open_plans()


@dataclass(frozen=True)
class RootResult:
    """The ensemble's verdict on the root plans: the visits of each and its worth (its best
    line's evaluation) averaged over the guesses."""
    best: int
    visits: list[int]
    averages: list[float]


class TreeSearch(Searcher):
    """UCT on each of several determinizations, root statistics summed (ensemble determinization)."""

    def search(self, g: Game, plans: Sequence[Plan], samples: int, horizon: str | None = None) -> RootResult:
        horizon = horizon or self.horizon
        visits = [0] * len(plans)
        values = [0.0] * len(plans)
        counted = [0] * len(plans)
        level = depth(g)
        s = 0
        # the guesses asked for, and while work is left (their trees were solved sooner), more:
        # each guess is another deal of the cards I can't see
        while s < samples or (s < MAX_SAMPLES and self.used < self.work):
            if s and self._out_of_work():
                break
            base = deal_guess(g, self.me, self.rng)
            root = Node(list(plans))
            reference = self.value(base, level)
            share = min(self.work, self.work * (s + 1) // samples)
            s += 1
            first = True
            while not root.exhausted() and (first or (self.used < share and not self._out_of_work())):
                self._iterate(base, root, reference, horizon, level)
                first = any(v == 0 and not d for v, d in zip(root.visits, root.dead))
                if first and self._out_of_work():
                    break
            for i in range(len(plans)):
                visits[i] += root.visits[i]
                if root.visits[i] and not root.dead[i]:
                    values[i] += root.value(i)
                    counted[i] += 1
        # each guess at the hidden cards counts once: the plan best on average over the guesses,
        # and of plans as good, the first offered (the rules of thumb's own choice comes first)
        averages = [values[i] / counted[i] if counted[i] else float("-inf") for i in range(len(plans))]
        best = max(range(len(plans)), key=lambda i: (averages[i], -i))
        return RootResult(best, visits, averages)

    def _iterate(self, base: Game, root: Node, reference: float, horizon: str, level: int) -> None:
        """One descent: select down the tree, expand one choice, roll out to the horizon, back up."""
        c = base.clone()
        start = (c.turn, c.step)
        self.extra = 0
        path: list[tuple[Node, int]] = []
        node: Node | None = root
        at_choice = self._choice_point(horizon)
        leaf = False
        try:
            while node is not None:
                i = node.select()
                path.append((node, i))
                if not self.play_plan(c, node.plans[i]):
                    node.dead[i] = True
                    _close(path[:-1])
                    return
                child = node.children[i]
                if child is None:
                    leaf = True
                    if len(path) <= MAX_TREE_DEPTH:
                        found = self._next_choice(c, start, horizon, level, at_choice)
                        if found is not None:
                            node.children[i] = Node(found[1], lead=found[0])
                            leaf = False
                    self.advance(c, start, horizon, level)
                    break
                if not self._replay_lead(c, start, horizon, level, at_choice, child.lead):
                    break
                node = child
        except SimulationSpoiled:
            node, i = path[-1]   # a line this copy can't play out: never tried again
            node.dead[i] = True
            _close(path[:-1])
            return
        raw = self.value(c, level)
        reward = 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -(raw - reference) / REWARD_SCALE))))
        for n, i in path:
            n.visits[i] += 1
            n.reward[i] += reward
        last, i = path[-1]
        if last.first[i] == float("-inf"):
            last.first[i] = raw
        if leaf:
            last.solved[i] = True
        _close(path[:-1])

    def _next_choice(self, c: Game, start: tuple, horizon: str, level: int,
                     at_choice: Callable[[Game], bool]) -> tuple[list[Plan], list[Plan]] | None:
        """Play on to my next real choice: the plans played on the way because they were the only
        sensible one (a land), and the candidates there; None if the horizon comes first."""
        lead: list[Plan] = []
        while len(lead) < 4 and self.advance(c, start, horizon, level, at_choice):
            plans = self.candidates(c)
            if len(plans) >= 2:
                return lead, plans
            lead.append(plans[0])
            if not self.play_plan(c, plans[0]):
                return None
        return None

    def _replay_lead(self, c: Game, start: tuple, horizon: str, level: int,
                     at_choice: Callable[[Game], bool], lead: list[Plan]) -> bool:
        """Bring a copy to a choice already in the tree (True), or to the horizon if this copy
        went another way (False)."""
        for plan in lead:
            if not self.advance(c, start, horizon, level, at_choice) or not self.play_plan(c, plan):
                return False
        return self.advance(c, start, horizon, level, at_choice)

    def _choice_point(self, horizon: str) -> Callable[[Game], bool]:
        me = self.me

        def at(c: Game) -> bool:
            if horizon not in ("turn", "swing_back"):
                return False
            d = c.pending.decision   # type: ignore[union-attr]
            return d.player == me and d.kind == "priority" and c.active == me and not c.stack \
                and c.step in ("main1", "main2")
        return at

    def candidates(self, c: Game) -> list[Plan]:
        """The plans worth branching on at a choice below the root: a land if one can be played
        (a free improvement, as at the root), else passing and the policy's best few plays, and
        if it approves of fewer than that, spells and abilities it would rather hold: a burn
        spell it keeps alone may win the game with the next one."""
        policy: Policy = self.policy
        every = legal_actions(c)
        approved, held = [], []
        for a in every:
            if isinstance(a, PassPriority) or _is_mana_ability(c, a):
                continue
            if isinstance(a, PlayLand):
                return [(policy.priority(c, self.me), ())]   # the policy plays its land first
            s, _ = policy.action_score(c, self.me, a)
            if s > 0:
                approved.append((s, a))
            elif s > ADVISED_AGAINST and isinstance(a, (CastSpell, ActivateAbility)):
                held.append((s, a))
        approved.sort(key=lambda x: -x[0])
        held.sort(key=lambda x: -x[0])
        picks = approved[:DEEP_CANDIDATES] + held[:max(0, DEEP_CANDIDATES - len(approved)) // 2]
        plans: list[Plan] = [(PassPriority(), ())]
        for _, a in picks:
            plans += [(a, answers) for answers in announcement_variants(c, self.me, a, policy, DEEP_TARGETS)]
        return [plans[i] for i in distinct_plans(c, plans)]


def _close(path: list[tuple[Node, int]]) -> None:
    """Mark solved, from the bottom up, the plans whose every line below has been played out."""
    for n, i in reversed(path):
        child = n.children[i]
        if child is None or not child.exhausted():
            return
        n.solved[i] = True
