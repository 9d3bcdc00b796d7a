"""The computer player and its four levels: Apprentice, Magician, Sorcerer, Wizard.

All levels decide through the same pending-decision interface a human uses and share the
rule-based `Policy` and the board evaluation.  They differ in two ways:

- deliberate imprecision, falling level by level: the Apprentice keeps spells it could
  cast, misjudges attacks (holding back, or charging in), misses blocks and picks poor
  targets half the time or more, and plays only in its own main phase beyond countering a
  bomb or regenerating; the Magician slips a little less; the Sorcerer now and then; the
  Wizard never.  No level slips when the slip would lose the game on the spot.
- look-ahead: the Apprentice and the Magician play by the rules of thumb alone; the
  Sorcerer also plays out its candidate attacks through the opponent's swing back, the
  opponent only fighting with what is on the table; the Wizard plays out every attack and
  block and every play it could make in either turn, through the next turn's combat (the
  opponent's swing back after its own attack or play, its own swing back after a block),
  over several guesses at the hidden cards, the opponent casting and answering from the hand
  each guess deals it and pressing its attack when the Wizard is low on life and blockers.

Look-ahead is measured in work (engine actions simulated), not seconds, so a game with the
same seed and the same decisions plays out the same way on any machine; each player has
its own seeded random stream.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

from ..engine.combat import combat_limit
from ..engine.decisions import Action, ActivateAbility, CastSpell, PassPriority, PlayLand, answer_for
from ..engine.game import legal_actions
from ..engine.rng import GameRng
from ..engine.views import view_for
from ..engine.game import Game
from .combat_ai import (choose_attackers, choose_blocks, gang_blocks, meet_attack_requirements,
                        needless_chumps)
from .evaluation import DECIDED, gain
from .policy import ADVISED_AGAINST, Policy, _is_mana_ability, within_limit
from .mcts import TreeSearch
from .search import Plan, Searcher, announcement_variants, distinct_plans


@dataclass(frozen=True)
class Level:
    name: str
    noise: float
    search_priority: bool     # does it play out its spells and abilities before choosing one?
    search_combat: str        # "none", "attacks" (its own attacks only) or "all" (blocks too)
    work: int                 # engine actions one decision may spend looking ahead
    time_cap: float           # seconds: a safety net only for a pathological position; the work
                              # budget is what bounds a decision, so a busy machine plays the same
                              # game from the same seed (a cap that cut searches short would not)
    horizon: str
    samples: int
    max_candidates: int
    combat_breadth: int = 1        # how many alternative attacks and blocks are tried (x6 / x5 / x8)
    combat_samples: int = 1        # guesses at the hidden cards per combat decision
    tree: bool = False             # a search tree on each guess (game.ai.mcts), not one line per plan
    opponent_plays: bool = False   # the look-ahead has the opponent cast from its guessed hand and answer
    plays_out_races: bool = False  # a line ending with a lethal attack on the table goes on through it


NO_TIME_CAP = 1e9   # seconds: a time cap no search reaches, so only the work budget bounds it (replays, scenarios)
CLEARLY_BETTER = 0.25   # evaluation points a looked-ahead line must gain to overrule the rules of thumb
DECISIVE = 5.0          # ... and a spell they hold, cast in answer to the opponent's, over passing
IMPRECISION = {"apprentice": 2.0, "magician": 1.4, "sorcerer": 0.5, "wizard": 0.0}
LEVELS = {
    #                   name          noise priority combat     work  cap  horizon  samples cands
    "apprentice": Level("Apprentice", 0.9, False, "none", 0, 0.05, "resolve", 1, 0),
    "magician": Level("Magician", 0.3, False, "none", 0, 0.05, "resolve", 1, 0),
    "sorcerer": Level("Sorcerer", 0.0, False, "attacks", 300, 20.0, "resolve", 1, 0),
    "wizard": Level("Wizard", 0.0, True, "all", 2100, 2.5, "swing_back", 3, 10, combat_breadth=2,
                    combat_samples=3, tree=True, opponent_plays=True, plays_out_races=True),
}


class AIPlayer:
    """A computer player: `choose_action(game)` answers the game's pending decision."""

    def __init__(self, level: str = "apprentice", seed: int = 0, *, time_cap: float | None = None) -> None:
        """`time_cap`: seconds, in place of the level's safety net (`NO_TIME_CAP` lifts it, so a
        game replays the same on a busy machine: tools/ladder_game.py, the scenario runner)."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (apprentice, magician, sorcerer, wizard or random)")
        self.level = LEVELS[level] if time_cap is None else replace(LEVELS[level], time_cap=time_cap)
        self.rng = GameRng(seed * 7919 + 17)
        self.deal_rng = GameRng(seed * 131 + 7)   # deals the hidden cards of the copies it thinks on
        self.policy = Policy(self.rng, self.level.noise, skill=list(LEVELS).index(level),
                             imprecision=IMPRECISION[level], weighs_choices=level != "apprentice")
        # the look-ahead plays its own future moves without slips: imprecision is in what the
        # level does, not in how it imagines its next turns
        self.sim_policy = Policy(GameRng(seed * 31 + 5), 0.0, skill=self.policy.skill, imprecision=0.0)
        self.opp_policy = Policy(GameRng(seed + 99), 0.0)
        self.reason = ""
        self.plan: list[Any] = []
        self.decision_times: list[float] = []
        self.simulated_actions = 0   # engine actions its look-ahead has played (tools/bench.py lookahead)
        self.clock_cuts = 0          # decisions whose look-ahead the time cap cut short: a seed no
                                     # longer replays such a game the same way (tools/ai_ladder.py)
        self._round_at: tuple[int, str] = (-1, "")
        self._round: list[tuple] = []   # the positions this step where I acted (not passed)

    def choose_action(self, g: Game) -> Action:
        """The answer to the pending decision, thought out on a copy of the game consistent
        with what this player knows (game.engine.views): it never sees the opponent's hand
        or the order of a library, so its play can't depend on them."""
        start = time.perf_counter()
        try:
            assert g.pending is not None
            return self._choose(g.determinize(g.pending.decision.player, self.deal_rng))
        finally:
            self.decision_times.append(time.perf_counter() - start)

    def _choose(self, g: Game) -> Action:
        pend = g.pending
        assert pend is not None
        d = pend.decision
        me = d.player
        if d.kind != "priority":
            if self.plan and pend.cancellable:
                ans = self.plan.pop(0)
                return answer_for(d, ans)
            self.plan = []
            if (self.level.search_combat == "all" and d.kind in ("attackers", "blockers")) or \
                    (self.level.search_combat == "attacks" and d.kind == "attackers"):
                return self._search_combat(g, me, d)
            if self.level.tree and d.purpose == "pay_optional" and set(d.options) == {"yes", "no"}:
                return self._search_optional_cost(g, me, d)
            return answer_for(d, self.policy.answer(g, me, d))
        self.plan = []
        where = _position(g, me)
        if (g.turn, g.step) != self._round_at:
            self._round_at, self._round = (g.turn, g.step), []
        if where in self._round:
            # I acted here before in this step and it only brought the game back to the same
            # position (Basalt Monolith untapped with its own mana): a loop of optional actions
            # of mine goes on only as long as I choose, and nothing comes of going round again
            self.reason = "pass: that play only brings the game back where it was"
            return PassPriority()
        act = self._choose_priority(g, me)
        if not isinstance(act, PassPriority):
            self._round.append(where)
        return act

    def _choose_priority(self, g: Game, me: int) -> Action:
        every = legal_actions(g)
        acts = [a for a in every if not _is_mana_ability(g, a)]
        burst = self.policy.burst_mana(g, me, every)
        if burst is not None:
            self.reason = burst[1]
            return burst[0]
        if len(acts) == 1:
            return acts[0]
        if not self.level.search_priority:
            act = self.policy.priority(g, me)
            self.reason = self.policy.reason
            return act
        return self._search_priority(g, me, acts)

    # --- look-ahead ------------------------------------------------------------------------------
    def _search_priority(self, g: Game, me: int, acts: list[Action]) -> Action:
        lvl = self.level
        scored = []
        for a in acts:
            if isinstance(a, PassPriority):
                continue
            s, why = self.policy.action_score(g, me, a)
            scored.append((s, a, why))
        # lands are a free improvement: play the best one without searching
        lands = [x for x in scored if isinstance(x[1], PlayLand) and x[0] > 0]
        if lands:
            s, a, why = max(lands, key=lambda x: x[0])
            self.reason = why
            return a
        scored.sort(key=lambda x: -x[0])
        cands = [x for x in scored if x[0] > 0][:lvl.max_candidates]
        my_main = g.active == me and g.step in ("main1", "main2") and not g.stack
        # the spells the rules of thumb hold are tried too in my main phase, and in answer to a
        # spell of the opponent's: a counter judged by what the spell does as it resolves misses
        # what it does to the attack that follows (Orcish Oriflamme turning 7 power into a
        # lethal 10 against 8 life, ladder game 62 against the Sorcerer)
        held: list[Action] = []
        if my_main or (g.stack and g.stack[-1].controller != me):
            extra = [x for x in scored
                     if ADVISED_AGAINST < x[0] <= 0 and isinstance(x[1], (CastSpell, ActivateAbility))]
            extra = extra[:max(0, lvl.max_candidates - len(cands)) // 2]
            cands += extra
            if not my_main:
                held = [a for _, a, _ in extra]
        if not cands:
            self.reason = "pass"
            return PassPriority()
        plans: list[Plan] = [(PassPriority(), ())]
        reasons = ["pass"]
        for s, a, why in cands:
            for answers in announcement_variants(g, me, a, self.policy, 3 if self.level.name == "Wizard" else 1):
                plans.append((a, answers))
                reasons.append(why or f"{a.to_text()}")
        keep = distinct_plans(g, plans)
        plans, reasons = [plans[i] for i in keep], [reasons[i] for i in keep]
        best, scores = self._look_ahead(g, me, plans, lvl.samples, lvl.horizon)
        if plans[best][0] in held and gain(scores[best], scores[0]) < DECISIVE:
            # in answer to their spell, one the rules of thumb hold is cast only where it turns
            # the game: a Gray Ogre isn't worth the Counterspell kept for what comes next
            best = max((i for i in range(len(plans)) if plans[i][0] not in held), key=lambda i: (scores[i], -i))
        if best == 0 or gain(scores[best], scores[0]) < CLEARLY_BETTER:
            # when acting now is no worse than waiting, the rules of thumb decide: their
            # favourite play (its best-scoring targets) if they approve of it, else pass.  A
            # look-ahead that plays the same spell a step later would otherwise put everything off.
            favourite = [i for i in range(1, len(plans)) if plans[i][0] == cands[0][1]]
            best = max(favourite, key=lambda i: scores[i], default=0)
            if best and gain(scores[best], scores[favourite[0]]) < CLEARLY_BETTER:
                # and their own targets, unless another is clearly better: a line ending a turn
                # from now can't see a Prodigal Sorcerer's pings add up
                best = favourite[0]
            if best == 0 or cands[0][0] <= 0 or gain(scores[0], scores[best]) > CLEARLY_BETTER:
                self.reason = "pass"
                return PassPriority()
        action, answers = plans[best]
        score = next((s for s, a, _ in cands if a == action), 0.0)
        if self.policy.hesitates(g, me, action, score):
            self.reason = "holds back"
            return PassPriority()
        self.plan = list(answers)
        self.reason = _describe_plan(g, action, answers, reasons[best])
        return action

    def _search_optional_cost(self, g: Game, me: int, d: Any) -> Action:
        """An optional cost (Force of Nature's "unless you pay {G}{G}{G}{G}") paid or not as the
        look-ahead finds better, both played out on the guesses through the level's horizon:
        what the mana does in the turn it is kept counts, not only what the trigger takes (the
        four Forests kept for the Hurricane that wins, at 20 life the 8 damage taken).  The rules
        of thumb's answer stands unless the other is clearly better."""
        usual = tuple(self.policy.answer(g, me, d))
        other = ("no",) if usual == ("yes",) else ("yes",)
        plans: list[Plan] = [(answer_for(d, usual), ()), (answer_for(d, other), ())]
        _, scores = self._look_ahead(g, me, plans, self.level.samples, self.level.horizon)
        return plans[1][0] if gain(scores[1], scores[0]) > CLEARLY_BETTER else plans[0][0]

    def _look_ahead(self, g: Game, me: int, plans: list[Plan], samples: int, horizon: str,
                    max_applies: int = 60, deadline: float | None = None) -> tuple[int, list[float]]:
        """The plan the look-ahead prefers and every plan's average evaluation: a tree search
        on each guess at the hidden cards for a level that grows trees, else each plan played
        out once per guess.  `deadline`: the clock time the decision's searches share, when it
        makes more than one (else the level's time cap from now)."""
        lvl = self.level
        kind = TreeSearch if lvl.tree else Searcher
        searcher = kind(me, self.sim_policy, self.opp_policy, self.rng, horizon=horizon, work=lvl.work,
                        time_cap=deadline if deadline is not None else time.perf_counter() + lvl.time_cap,
                        max_applies=max_applies,
                        opponent_plays=lvl.opponent_plays, plays_out_races=lvl.plays_out_races)
        try:
            if isinstance(searcher, TreeSearch):
                result = searcher.search(g, plans, samples, horizon)
                return result.best, result.averages
            return searcher.best(g, plans, samples, horizon=horizon)
        finally:
            self.simulated_actions += searcher.used
            self.clock_cuts += searcher.clock_cut

    def _search_combat(self, g: Game, me: int, d: Any) -> Action:
        lvl = self.level
        chumps: list[tuple] = []   # blocks the rules of thumb call needless chumps
        if d.kind == "attackers":
            base = choose_attackers(g, me, d.options)
            eligible = sorted({a for a, t in d.options if t[0] == "player"})
            target = {a: t for a, t in d.options if t[0] == "player"}
            cands = [base, (), tuple((a, target[a]) for a in eligible)]
            base_set = {a for a, _ in base}
            for a in eligible[:6 * lvl.combat_breadth]:
                if a in base_set:
                    cands.append(tuple(p for p in base if p[0] != a))
                else:
                    cands.append(base + ((a, target[a]),))
            cands += banded_attacks(g, base, eligible, target, lvl.combat_breadth)
        else:
            base = choose_blocks(g, me, d.options, trades=True)
            cands = [base, ()]
            for pair in base[:5 * lvl.combat_breadth]:
                cands.append(tuple(p for p in base if p != pair))
            used = {b for b, _ in base}
            for pair in d.options[:8 * lvl.combat_breadth]:
                if pair[0] not in used:
                    cands.append(base + (pair,))
            # each of those blockers in front of another attacker: the rules of thumb's Goblin
            # King on the Clay Statue that regenerates, where on the Priest of Yawgmoth beside
            # it it would kill (ladder game 163 against the Sorcerer, lost)
            moved = [tuple(p for p in base if p != (b, a)) + ((b, other),)
                     for b, a in base for b2, other in d.options if b2 == b and other != a]
            cands += moved[:4 * lvl.combat_breadth]
            # and another of my creatures in front of that attacker instead: the rules of thumb's
            # Prodigal Sorcerer chumping a Craw Wurm that the Hill Giant beside it blocks and the
            # Sorcerer's ping then finishes
            swapped = [tuple(p for p in base if p != (b, a)) + ((b2, a),)
                       for b, a in base for b2, a2 in d.options if a2 == a and b2 not in used]
            cands += swapped[:4 * lvl.combat_breadth]
            for pair in gang_blocks(g, d.options, used)[:2 * lvl.combat_breadth]:
                cands.append(base + pair)
            # and two that block elsewhere, together on the attacker they kill: both Serra Angels
            # on the Serra Angel with Holy Strength, not one of them on the Pearled Unicorn
            # (ladder game 177 against the Apprentice, lost)
            for pair in gang_blocks(g, d.options, set())[:2 * lvl.combat_breadth]:
                pulled = {b for b, _ in pair}
                if pulled & used:
                    cands.append(tuple(p for p in base if p[0] not in pulled) + pair)
            chumps = [cnd for cnd in cands if cnd != base and needless_chumps(g, me, cnd)]
            cands = [cnd for cnd in cands if cnd not in chumps]
        if d.kind == "attackers":   # creatures that attack each combat if able always do (CR 508.1d)
            cands = [tuple(meet_attack_requirements(g, list(cnd), d.options)) for cnd in cands]
        limit = combat_limit(g, d.kind)   # "no more than two creatures can attack" (Caverns of Despair)
        uniq = _distinct(cands, limit)
        # an attack is played out through the opponent's swing back, a block through mine: a line
        # that stopped with the combat would count a Ball Lightning its block killed as a creature
        # taken, when the end step takes it anyway, and never see the blocker's own attack
        deadline = time.perf_counter() + lvl.time_cap   # the safety net covers both searches below
        _, scores = self._look_ahead(g, me, [(answer_for(d, cnd), ()) for cnd in uniq], lvl.combat_samples,
                                     "swing_back", max_applies=150, deadline=deadline)
        if d.kind == "blockers" and chumps and max(scores) <= -DECIDED:
            # every block kept loses before the horizon on every guess: a chump judged needless
            # is not if on some guess it saves the game.  At 8 life before a Sengir Vampire and
            # an Eater of the Dead, with a Roc of Kher Ridges in hand to block next turn, the
            # Granite Gargoyle was kept out of the Vampire's way because the next attack reached
            # me either way (ladder game 150 against the Sorcerer, lost at 1 life the turn after).
            # A chump that only puts the loss off (Llanowar Elves saving 1 life of a Force of
            # Nature's 8) is still kept out of the way.
            wider = _distinct(cands + chumps, limit)
            again, wider_scores = self._look_ahead(g, me, [(answer_for(d, cnd), ()) for cnd in wider],
                                                   lvl.combat_samples, "swing_back", max_applies=150,
                                                   deadline=deadline)
            if wider_scores[again] > -DECIDED:
                uniq, scores = wider, wider_scores
        best = _nearest_of_the_best(uniq, scores, within_limit(base, limit))
        choice = uniq[best] if scores[best] > float("-inf") else within_limit(base, limit)
        if d.kind == "attackers":
            choice = within_limit(tuple(meet_attack_requirements(g, list(self.policy.timid(g, me, d.options, choice)),
                                                                 d.options)), limit)
        else:
            choice = self.policy.miss_blocks(g, me, d.options, choice)
        self.reason = ("attack with " + ", ".join(g.name_of(a) for a, _ in choice if a != "band")) if d.kind == "attackers" \
            and choice else ("no attack" if d.kind == "attackers" else
                             ("block: " + "; ".join(f"{g.name_of(b)} on {g.name_of(a)}" for b, a in choice)
                              if choice else "no blocks"))
        return answer_for(d, choice)


def banded_attacks(g: Game, base: tuple, eligible: list[int], target: dict, breadth: int) -> list[tuple]:
    """Attacks where a creature with banding joins a band with one of the strongest others
    (CR 702.22c): a band blocked by one creature is blocked whole, and its controller puts the
    blocker's damage where it likes (CR 702.22j), so a Mesa Pegasus beside a Serra Angel takes
    the Sengir Vampire's 4 damage and the Angel kills it.  The look-ahead weighs them like the
    other candidate attacks; the rules of thumb never band."""
    out: list[tuple] = []
    banders = [a for a in eligible if "banding" in g.chars(a).keywords]
    attacking = [a for a, _ in base]
    for b in banders[:2]:
        partners = [a for a in (attacking or eligible) if a != b and target.get(a) == target[b]]
        partners.sort(key=lambda a: -(g.chars(a).power or 0))
        for x in partners[:breadth]:
            pairs = tuple(p for p in base if p[0] not in (b, x)) + ((b, target[b]), (x, target[x]))
            out.append(pairs + (("band", (b, x)),))
    return out


def _distinct(choices: list[tuple], limit: int | None) -> list[tuple]:
    """The attacks (or blocks) to play out, each cut to the combat's limit and tried once."""
    out: list[tuple] = []
    for cnd in (within_limit(c, limit) for c in choices):
        if cnd not in out:
            out.append(cnd)
    return out


def _nearest_of_the_best(choices: list[tuple], scores: list[float], base: tuple) -> int:
    """Of the attacks (or blocks) whose lines end equally well, the one that changes the least
    of the rules of thumb's own: a line that keeps the Hill Giant home can end as well as its
    attack only because the imagined opponent walks its blocker into the Giant and the Archer
    next turn; the attack takes that blocker now, whatever the opponent does."""
    top = max(scores)
    tied = [i for i, s in enumerate(scores) if s >= top - 1e-9]
    return min(tied, key=lambda i: (len(set(choices[i]) ^ set(base)), i))


def _position(g: Game, me: int) -> tuple:
    """The position as I see it (game.engine.views), with what a view leaves out that a play of
    mine can change -- my mana pool, counters and damage on permanents, continuous effects and
    shields: equal at two of my priority decisions, nothing I did between them made any difference."""
    return (view_for(g, me), tuple(sorted(g.players[me].mana_pool.items())), len(g.effects), len(g.shields),
            tuple((b, tuple(sorted(g.objects[b].counters.items())), g.objects[b].damage, g.objects[b].regen_shields)
                  for b in g.battlefield))


def _describe_plan(g: Game, action: Action, answers: tuple, heuristic_reason: str) -> str:
    """The one-line reason shown in the log, naming the targets the plan really uses."""
    refs = [r for ans in answers if isinstance(ans, tuple) for r in ans
            if isinstance(r, tuple) and r and r[0] in ("obj", "player")]
    if isinstance(action, (CastSpell, ActivateAbility)) and refs:
        oid = action.card if isinstance(action, CastSpell) else action.source
        name = g.objects[oid].card.name
        targets = ", ".join(g.name_of(r) if r[0] == "obj" else ("you" if r[1] != g.pending.decision.player
                                                                 else "itself") for r in refs)
        why = heuristic_reason.split(" — ", 1)[1] if " — " in heuristic_reason else "the best line it found"
        return f"{name} on {targets} — {why}"
    return heuristic_reason
