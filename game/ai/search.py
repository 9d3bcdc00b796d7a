"""Look-ahead for the higher levels: try candidate plays on determinized clones of the
game and keep the one whose resulting position evaluates best.

The computer player never sees hidden information: every simulation runs on the engine's
determinization (`Game.determinize`, game.engine.views): the opponent's hand redealt at
random from their hand and library together, every library shuffled, the game's random
stream replaced, only what the player knows kept in place.

A search is measured in work, not in seconds: each decision may spend a number of engine
actions on its simulations, so the same seed gives the same choices on any machine.  A
wall-clock cap stays as a safety net (a slow machine never makes the table wait), and only
that net, if it is ever reached, depends on the machine.

The copies are played with the engine's look-ahead shortcuts (game.engine.simulation): the
policies answer a process's choices where they arise, and a pass with an empty stack is
played without a transaction — the copy is thrown away anyway.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from ..engine.answers import answer_value, check_action
from ..engine.combat import can_block, combat_limit, lethal_damage
from ..engine.decisions import Action, CastSpell, Decision, PassPriority, answer_for
from ..engine.errors import IllegalActionError, NeedChoice
from ..engine.rng import GameRng
from ..engine.game import Game
from ..engine.language import Duration
from ..engine.simulation import SimulationSpoiled, answered_by, pending_for, simulate
from ..engine.subgame import SUBGAME
from ..engine.turn import wear_off_damage
from . import burn
from .combat_ai import pressing_attack, swing_back_damage
from .evaluation import evaluate
from .held_cards import deal_guess
from .knowledge import permanent_value
from .policy import Policy, announced_effects, within_limit
from .subgame_judgement import depth, value_after_end, value_entering

Plan = tuple[Action, tuple]   # an action and the answers to its announcement decisions
WORTH_TRYING = 0.1   # the least share of the policy's target's worth another target needs to be tried


class Searcher:
    def __init__(self, me: int, policy: Policy, opp_policy: Policy, rng: GameRng, *, horizon: str,
                 work: int, time_cap: float, max_applies: int = 60, opponent_plays: bool = False,
                 plays_out_races: bool = False) -> None:
        self.me = me
        self.policy = policy
        self.opp_policy = opp_policy
        # does the opponent cast spells and use abilities on the copies (its guessed hand), or only
        # fight with what is on the table?  Without its plays a guess at its hand changes nothing
        # the search sees within a turn, and no line is ever answered
        self.opponent_plays = opponent_plays
        # does a line that ends with a lethal attack on the table go on through that attack
        # (`_race_on`)?  The line being played has gone on `extra` turns past its horizon
        self.plays_out_races = plays_out_races
        self.extra = 0
        self.standing = 0.0   # the evaluation where its race began (evaluation.evaluate)
        self.rng = rng
        self.horizon = horizon
        self.max_applies = max_applies
        self.work = work                  # engine actions this search may spend
        self.hard_work = work + work // 2  # never run far past it, even to finish a round
        self.time_cap = time_cap          # safety net: an absolute perf_counter() deadline
        self.used = 0
        self.simulated = 0
        self.clock_cut = False            # did the safety net, not the work, end this search?

    def _out_of_work(self) -> bool:
        if self.used > self.hard_work:
            return True
        if time.perf_counter() > self.time_cap:
            self.clock_cut = True
            return True
        return False

    def rollout(self, base: Game, plan: Plan, horizon: str | None = None) -> float:
        """Play a plan out on a clone to the horizon (or until the work runs out) and evaluate."""
        horizon = horizon or self.horizon
        c = base.clone()
        start = (c.turn, c.step)
        level = depth(base)
        self.extra = 0
        if not self.play_plan(c, plan):
            return float("-inf")
        try:
            self.advance(c, start, horizon, level)
        except SimulationSpoiled:
            return self.value(base, level)   # no verdict on this line: the position as it was
        return self.value(c, level)

    def play_plan(self, c: Game, plan: Plan) -> bool:
        """Play a plan (an action and the answers to its announcement) on a copy; False when
        the copy refuses it (the guess at the hidden cards made it impossible).  The process
        runs once, its choices answered where they arise (game.engine.simulation): the plan's
        answers first, in order, then as `advance` would answer them."""
        action, answers = plan
        queue = list(answers)

        def answer(g: Game, d: Decision) -> Any:
            if not queue or d.kind == SUBGAME:
                return self._answer(g, d)
            act = answer_for(d, queue.pop(0))
            g.pending = pending_for(g, d)
            try:
                check_action(g, act)   # refused: this guess at the hidden cards rules the plan out
            finally:
                g.pending = None
            self.used += 1
            return answer_value(d, act)

        try:
            check_action(c, action)
        except IllegalActionError:
            return False
        self.used += 1
        answered_by(c, answer)
        try:
            simulate(c, action)
        except (IllegalActionError, SimulationSpoiled):
            return False
        finally:
            answered_by(c, None)
        try:
            # where the process stopped instead (an answer to a stopped process, an attack or a
            # block, replays it from the position before it; a copy played without the
            # shortcuts, `tools/bench.py lookahead --transactional`): the rest, one by one
            while queue and not c.over and c.pending is not None and c.pending.decision.kind != "priority":
                c.apply(answer_for(c.pending.decision, queue.pop(0)))
                self.used += 1
        except IllegalActionError:
            return False
        return True

    def advance(self, c: Game, start: tuple, horizon: str, level: int,
                choice_point: Callable[[Game], bool] | None = None) -> bool:
        """Play a copy on with the policies, toward the horizon: my decisions by my policy, the
        opponent's by theirs (its spells and abilities from its guessed hand when `opponent_plays`,
        else passing priority: it fights with what is on the table).  Stops
        early, returning True, where `choice_point` says a choice of mine begins (the tree
        search branches there)."""
        n = 0
        try:
            while not c.over and c.pending is not None and n < self.max_applies * (1 + self.extra):
                if n % 8 == 7 and self._out_of_work():
                    break
                d = c.pending.decision
                if depth(c) != level or self._stop(c, start, horizon):
                    break   # a subgame began or ended (CR 728): valued as such
                if choice_point is not None and choice_point(c):
                    return True
                # (set again each time: answering a stopped process replays it on a copy made before)
                answered_by(c, self._answer)
                try:
                    if d.player == self.me:
                        if d.kind == "priority":
                            # my plays in either turn, as the rules of thumb make them: a removal
                            # spell held for the opponent's turn is cast there, a pump once blocks
                            # are made, a regeneration; so a line that passes keeps them for that
                            act = self.policy.priority(c, self.me) \
                                if horizon in ("turn", "swing_back") else PassPriority()
                        else:
                            act = answer_for(d, self.policy.answer(c, self.me, d))
                    elif d.kind == "priority":
                        act = self.opp_policy.priority(c, d.player) if self.opponent_plays else PassPriority()
                    else:
                        act = answer_for(d, self._opponent_answer(c, d))
                    simulate(c, act)
                except IllegalActionError:
                    simulate(c, PassPriority()) if d.kind == "priority" else c.apply(answer_for(d, _fallback(d)))
                n += 1
                self.used += 1
        finally:
            answered_by(c, None)   # the tree plays its own plans on the copy, choice by choice
        return False

    def _answer(self, c: Game, d: Decision) -> Any:
        """A choice met inside a process on a copy, answered where it arises — as `advance`
        answers one the process stopped for: mine by my policy, the opponent's by theirs, and
        the plainest legal answer where that one is refused.  A subgame is not answered here
        (CR 728: it is played, or valued as it begins)."""
        if d.kind == SUBGAME:
            raise NeedChoice(d)
        c.pending = pending_for(c, d)
        try:
            self.used += 1
            try:
                act = answer_for(d, self.policy.answer(c, d.player, d) if d.player == self.me
                                 else self._opponent_answer(c, d))
                check_action(c, act)
            except IllegalActionError:
                act = answer_for(d, _fallback(d))
                check_action(c, act)
            return answer_value(d, act)
        finally:
            c.pending = None

    def _opponent_answer(self, c: Game, d: Decision) -> Any:
        """The imagined opponent's answer: its rules of thumb, except that an opponent who plays
        (`opponent_plays`) also presses an attack when I am low on life and blockers, as a
        searching opponent would; the rules of thumb alone send only the attackers no block
        can kill (game.ai.combat_ai.pressing_attack)."""
        if d.kind == "attackers" and self.opponent_plays:
            press = pressing_attack(c, d.player, d.options)
            if press is not None:
                return within_limit(press, combat_limit(c, "attackers"))
        return self.opp_policy.answer(c, d.player, d)

    def value(self, c: Game, level: int) -> float:
        """The evaluation where a line stopped, in the terms of the game the search began in."""
        self.simulated += 1
        if depth(c) > level:
            while depth(c) > level + 1:
                c = c.main   # type: ignore[assignment]
            return value_entering(c, self.me)
        if depth(c) < level:
            return value_after_end(c, self.me)
        return evaluate(_turn_worn_off(c), self.me, self.standing if self.extra else None)

    def _stop(self, c: Game, start: tuple, horizon: str) -> bool:
        d = c.pending.decision  # type: ignore[union-attr]
        if horizon == "resolve":
            if c.stack or d.kind != "priority":
                return False
            return d.player == self.me or (c.turn, c.step) != start
        if horizon == "swing_back":
            # through the next turn's combat: an attack leaves attackers tapped for the swing back,
            # a block's line sees the blocker's own attack and the end step a Ball Lightning dies in
            last = start[0] + 1 + self.extra
            if c.turn < last or (c.turn == last and c.step not in ("main2", "end", "cleanup")):
                return False
            if self.plays_out_races and not self.extra and c.turn <= last + 1 and _race_on(c, start[0]):
                self.extra = 1
                self.standing = evaluate(_turn_worn_off(c), self.me)
                return False
            return True
        if horizon == "turn":
            return c.turn != start[0] and c.step in ("upkeep", "draw", "main1")
        return True

    def best(self, g: Game, plans: Sequence[Plan], samples: int = 1,
             horizon: str | None = None) -> tuple[int, list[float]]:
        """Index of the best plan and every plan's average score.  Each sample is a fresh
        guess at the hidden cards; once the work is spent, only plans not yet tried are
        still played out (up to the hard limit), so every candidate gets a score."""
        scores = [0.0] * len(plans)
        counted = [0] * len(plans)
        for s in range(samples):
            if s and self.used > self.work:
                break
            base = deal_guess(g, self.me, self.rng)
            for i, plan in enumerate(plans):
                if self._out_of_work() and counted[0]:
                    break
                if self.used > self.work and counted[i]:
                    continue
                scores[i] += self.rollout(base, plan, horizon)
                counted[i] += 1
        avg = [scores[i] / counted[i] if counted[i] else float("-inf") for i in range(len(plans))]
        best = max(range(len(plans)), key=lambda i: avg[i])
        return best, avg


def _race_on(c: Game, start_turn: int) -> bool:
    """Is the position a line stopped at one where the next attack kills, however the defender
    blocks with the creatures it has untapped (`swing_back_damage`: each on the biggest attacker
    it can stop)?  Such a position is not a standing the board evaluation can weigh: the race
    is decided in the next combat, and counted as life and creatures it looks like any other.  A
    Kobold swarm that puts the opponent from 5 to 1 and takes the Sengir Vampire's swing back
    with its attackers tapped wins the turn after; stopped before that turn, the line counted
    only the Kobold the Vampire ate and the life the swing back took (ladder game 38 against
    the Sorcerer: the Wizard kept its Kobolds home and lost the race by one point).  So the
    line is played on through that attack, as a chess engine plays out its captures before it
    judges a position."""
    attacker = 1 - c.active if c.turn == start_turn + 1 else c.active
    defender = 1 - attacker
    blockers = [b for b in c.battlefield if c.chars(b).controller == defender and can_block(c, b)]
    return swing_back_damage(c, defender, blockers) >= c.players[defender].life


AFTER_COMBAT = ("end_of_combat", "main2", "end", "cleanup")   # steps in which the turn's fights are over
PASSING = (Duration.END_OF_TURN, Duration.END_OF_COMBAT)   # the effects the cleanup step ends (CR 514.2)


def _turn_worn_off(c: Game) -> Game:
    """The position a line stopped at, as it stands once the turn's damage wears off (the
    engine's CR 514.2): a Wall of Stone that has just blocked a Craw Wurm stops it again next
    turn, so the Wurm is no threat; valued with the damage still marked, the Wall would look beaten.

    Once the turn's combat is over, its "until end of turn" effects end with it: what they give
    is gone before anything else can use it.  Valued with them, a Goblin Balloon Brigade that
    bought flying for {R} in the main phase was a 1/1 flier where the line stopped, worth 1.7
    more than the same Brigade without it, and the look-ahead found the line in which the
    Brigade lived and the Brothers of Fire chumped a Su-Chi the better one: the Brothers died
    for the Brigade (ladder game 109 against the Apprentice, lost by 3 life).  Before the combat
    is over a pump or a keyword given for it still has its fight to come, and counts."""
    passing = c.step in AFTER_COMBAT and any(e.duration in PASSING for e in c.effects)
    if not passing and not any(c.objects[b].damage for b in c.battlefield):
        return c
    c = c.clone()
    wear_off_damage(c)
    if passing:
        c.effects = [e for e in c.effects if e.duration not in PASSING]
    c.invalidate()
    return c


def distinct_plans(g: Game, plans: Sequence[Plan]) -> list[int]:
    """The indexes of the plans without repeats: casting one of two identical cards from the
    hand with the same answers is the same play, and trying it twice only halves the effort."""
    seen: set = set()
    out: list[int] = []
    for i, (action, answers) in enumerate(plans):
        key: Any = (action, answers)
        if isinstance(action, CastSpell) and g.objects[action.card].zone == "hand":
            key = ("cast", g.objects[action.card].card.name, action.face, action.face_down, answers)
        if key not in seen:
            seen.add(key)
            out.append(i)
    return out


def announcement_variants(g: Game, me: int, a: Action, policy: Policy, alternatives: int) -> list[tuple]:
    """Answers to the announcement of `a` worth trying: the policy's, and up to `alternatives`
    with another first single target (the burn spell at the face rather than the creature)."""
    c = g.clone()
    try:
        c.apply(a)
    except Exception:
        return []
    answers: list[Any] = []
    variants: list[tuple] = []
    steps = 0
    while c.pending is not None and c.pending.cancellable and steps < 6:
        d = c.pending.decision
        ans = policy.answer(c, me, d)
        if d.purpose == "target" and d.max == 1 and not variants and len(d.options) > 1:
            # the next best targets on the side the policy aimed at: the search weighs which of
            # the opponent's things to burn, or which of mine to pump, not whether to burn
            # myself; a target the policy counts next to worthless beside its own choice (their
            # land for an Icy Manipulator to tap) is not tried: a line that spends a tapper or a
            # removal spell on it only looks good where the horizon hides what it cost
            side = _side(c, tuple(ans)[0]) if ans else None
            ranking = policy.ranked_targets(c, me, d)
            chosen = next((v for r, v in ranking if (r,) == tuple(ans)), 0.0)
            alts = [(r,) for r, v in ranking if (r,) != tuple(ans) and _side(c, r) == side
                    and (chosen <= 0 or v >= WORTH_TRYING * chosen)][:3]
            alts += [(r,) for r in finished_with_follow_up(c, me, d) if (r,) != tuple(ans) and (r,) not in alts]
            variants = [tuple(answers) + (alt,) for alt in alts]
        answers.append(ans)
        try:
            c.apply(answer_for(d, ans))
        except Exception:
            break
        steps += 1
    main = tuple(answers)
    return [main] + [v for v in variants if v != main][:alternatives]


def finished_with_follow_up(g: Game, me: int, d: Decision) -> list[tuple]:
    """The opponent's creatures that the damage being announced does not kill alone but the burn
    in my hand finishes this turn with the mana left (burn.follow_up_burn), worth most first.  The
    rules of thumb count damage a creature survives as nothing, so their ping of Brothers of Fire
    goes at the face: the Wizard, with a Lightning Bolt and the mana for both, ran its Goblin King
    into the Giant Spider to kill it with King and Bolt together, and lost both to a Giant Growth
    (ladder game 106 against the Sorcerer, turn 13), never trying the ping and the Bolt that kill
    the Spider alone.  The search tries these targets; what follows is played out on each guess."""
    top = g.stack[-1] if g.stack else None
    if top is None or top.source != d.info("source"):
        return []
    effects = announced_effects(g, d)
    dmg = burn.damage_of(effects, top.x if top.x is not None else 3)
    if dmg <= 0:
        return []
    follow = burn.follow_up_burn(g, me, _announced_cost(g, top), but=top.source)
    if not follow:
        return []
    found = [(permanent_value(g, r[1]), r) for r in d.options
             if isinstance(r, tuple) and r[0] == "obj" and r[1] in g.objects and _side(g, r) == 1 - me
             and g.objects[r[1]].zone == "battlefield" and "Creature" in g.chars(r[1]).types
             and dmg < lethal_damage(g, None, r[1]) <= dmg + follow]
    return [r for _, r in sorted(found, key=lambda vr: -vr[0])][:2]


def _announced_cost(g: Game, item: Any) -> burn.Parts:
    """The mana the spell or ability being announced will cost, colours and all (its X given):
    the burn counted after it gets what this payment leaves (burn.Purse)."""
    if item.kind == "activated":
        mana = ((item.spec or {}).get("cost") or {}).get("mana")
        return burn.NOTHING if mana is None else burn.cost_parts(mana, item.x or 0)
    card = g.objects[item.source].card
    return burn.cost_parts(card.mana_cost, item.x or 0, (card.spell or {}).get("x_color"))


def _side(g: Game, ref: Any) -> int | None:
    """Whose side a target is on: the player, or the controller of the object (its owner
    outside the battlefield)."""
    if isinstance(ref, tuple) and ref and ref[0] == "player":
        return ref[1]
    if isinstance(ref, tuple) and ref and ref[0] == "obj" and ref[1] in g.objects:
        o = g.objects[ref[1]]
        return g.chars(ref[1]).controller if o.zone == "battlefield" else o.owner
    return None


def _fallback(d: Any) -> Any:
    if d.kind == "select":
        return tuple(d.options[:d.min])
    if d.kind == "number":
        return d.options[0]
    if d.kind == "pay":
        return "auto"
    if d.kind == "divide":
        return "default"
    return ()
