"""The post-duel review: the turns where the Wizard would have played differently from you.

The duel is walked again from its replay.  At each of your decisions that was a real
choice (a priority decision where you could do something besides passing, declaring
attackers or blockers), the Wizard level chooses on the same position.  When its choice
differs from yours, both are scored by the AI's look-ahead (`game.ai.search.Searcher`:
the same determinized rollouts and board evaluation the Wizard plays with), and the
difference, in the evaluation's points, is the expected gain of its play.  Each turn keeps
its largest difference; the review lists the biggest ones.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable

from ..engine.answers import answer_value
from ..engine.decisions import (ANSWER_TYPES, Action, ActivateAbility, CastSpell, PassPriority, PlayLand, SpecialAction,
                                TurnFaceUp,
                                action_from_text)
from ..engine.errors import IllegalActionError
from ..engine.rng import GameRng
from ..engine.game import Game
from ..engine.terms import STEP_NAMES
from .format import Replay
from .playback import build, step
from .record import automatic_passes
from ..engine.words import counted

WIN_LINE = 5000.0


@dataclass
class ReviewItem:
    turn: int
    index: int               # the action's index in the replay
    step: str
    yours: str               # what you did
    suggested: str           # what the Wizard would have done
    difference: float        # the Wizard's line minus yours, in evaluation points
    why: str = ""            # the Wizard's own reason
    you_won: bool = False    # the duel was won by the player reviewed

    @property
    def difference_text(self) -> str:
        if self.difference >= WIN_LINE:
            # a won duel proves the player's line won too: the Wizard's only wins sooner
            return "its line wins sooner" if self.you_won else "its line wins the game where yours doesn't"
        return f"+{self.difference:.1f} in the AI's evaluation"


@dataclass
class Review:
    items: list[ReviewItem]
    decisions: int           # your decisions looked at
    seconds: float
    finished: bool = True

    def summary(self) -> str:
        if not self.items:
            return (f"The Wizard agrees with your play: no decision of yours (of {self.decisions} looked at) "
                    f"scored clearly worse than its own.")
        n = len(self.items)
        return f"{counted(n, 'turn')} where the Wizard would have played differently " \
               f"({self.decisions} decisions looked at)."


def _grouped(names: list[str]) -> str:
    """"Mesa Pegasus ×2, White Knight" — repeated names counted once."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in counts.items())


def describe(g: Game, action: Action, answers: tuple = (), seat: int = 0) -> str:
    """A play in words, with its targets ("Cast Lightning Bolt on Serra Angel")."""
    if isinstance(action, PassPriority):
        return "Pass" + (" (let the stack resolve)" if g.stack else "")
    if isinstance(action, PlayLand):
        return f"Play {g.name_of(action.card)}"
    if isinstance(action, SpecialAction):
        from ..engine.special import describe
        return describe(g, action.effect)
    if isinstance(action, (CastSpell, ActivateAbility, TurnFaceUp)):
        if isinstance(action, CastSpell):
            text = f"Cast {g.objects[action.card].card.name}" + (" face down" if action.face_down else "")
        elif isinstance(action, TurnFaceUp):
            text = f"Turn {g.objects[action.card].card.name} face up"
        else:
            text = f"Activate {g.name_of(action.source)}"
        targets = [_target_word(g, v, seat) for a in answers if isinstance(a, tuple) for v in a
                   if isinstance(v, tuple) and v and v[0] in ("obj", "player")]
        if targets:
            text += " on " + ", ".join(targets)
        return text
    if isinstance(action, ANSWER_TYPES):
        d = g.pending.decision if g.pending is not None else None
        if d is not None and d.kind == "attackers":
            names = [g.name_of(a) for a, _ in action.attacks]   # type: ignore[union-attr]
            return "Attack with " + _grouped(names) if names else "No attack"
        if d is not None and d.kind == "blockers":
            by_pair: dict[tuple[str, str], int] = {}
            for b, a in action.blocks:   # type: ignore[union-attr]
                key = (g.name_of(b), g.name_of(a))
                by_pair[key] = by_pair.get(key, 0) + 1
            pairs = [f"{b} blocks {a}" if k == 1 else f"{k} × {b} block {a}" for (b, a), k in by_pair.items()]
            return "; ".join(pairs) if pairs else "No blocks"
        return "Choose " + action.to_text()
    return action.to_text()


def action_words(g: Game, action: Action, seat: int = 0) -> str:
    """What a player does with an action, as the second half of a sentence ("casts Lightning
    Bolt", "keeps the hand", "attacks with Serra Angel"), read on the game before it."""
    from ..engine.decisions import Cancel, Concede
    d = g.pending.decision if g.pending is not None else None
    if isinstance(action, PassPriority):
        return "passes" + (f" ({g.stack[-1].name} resolves if both pass)" if g.stack else "")
    if isinstance(action, Cancel):
        return "cancels the spell being cast"
    if isinstance(action, Concede):
        return "concedes"
    if isinstance(action, ANSWER_TYPES) and d is not None:
        v = answer_value(d, action)
        vals = v if isinstance(v, tuple) else (v,)
        if d.purpose == "mulligan":
            return "keeps the hand" if vals and vals[0] == "yes" else "takes a mulligan"
        if d.kind == "pay":
            cost = d.info("cost", "")
            return f"pays {cost}" if cost else "pays"
        if d.kind == "attackers":
            names = [g.name_of(a) for a, _ in action.attacks]   # type: ignore[union-attr]
            return "attacks with " + _grouped(names) if names else "doesn't attack"
        if d.kind == "blockers":
            text = describe(g, action, (), seat)
            return "blocks: " + text if vals else "doesn't block"
        if d.kind == "number":
            return f"chooses {'X = ' if d.purpose == 'x' else ''}{v}"
        if d.purpose == "target":
            return "targets " + ", ".join(_target_word(g, t, seat) if isinstance(t, tuple) else str(t) for t in vals)
        if d.kind == "select":
            labels = [g.name_of(t) if isinstance(t, (tuple, int)) else str(t) for t in vals]
            return f"chooses {', '.join(labels)}" if labels else "chooses nothing"
        return "chooses"
    text = describe(g, action, (), seat)
    first, _, rest = text.partition(" ")
    third = {"Play": "plays", "Cast": "casts", "Activate": "activates", "Turn": "turns"}.get(first)
    return f"{third} {rest}" if third else text[:1].lower() + text[1:]


def _target_word(g: Game, ref: tuple, seat: int) -> str:
    if ref[0] == "player":
        return "yourself" if ref[1] == seat else "the opponent"
    return g.name_of(ref)


def _same(d: Any, a: Action, b: Action) -> bool:
    if a == b:
        return True
    if type(a) is type(b) and d is not None and d.kind in ("attackers", "blockers"):
        return set(answer_value(d, a)) == set(answer_value(d, b))
    return False


def _announcement(g: Game, r: Replay, i: int, seat: int) -> tuple[tuple, int]:
    """The answers you gave while announcing action i (targets, X, payment), and how many
    actions they took."""
    c = g.clone()
    answers: list[Any] = []
    try:
        step(c, r, i)
    except Exception:
        return (), 0
    j = i + 1
    while j < len(r.actions) and c.pending is not None and c.pending.cancellable and r.actions[j][0] == seat:
        d = c.pending.decision
        try:
            act = action_from_text(r.actions[j][1], d)
        except ValueError:
            break
        if not isinstance(act, ANSWER_TYPES):
            break
        try:
            answers.append(answer_value(d, act))
        except IllegalActionError:
            break
        try:
            c.apply(act)
        except IllegalActionError:
            break
        j += 1
    return tuple(answers), j - i - 1


def review(r: Replay, seat: int, *, level: str = "wizard", threshold: float = 1.5, max_items: int = 8,
           time_limit: float = 240.0, progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None, pool: Any = None) -> Review:
    """Review seat's decisions in a recorded duel against the level's choices."""
    from ..ai.player import AIPlayer
    from ..ai.search import Searcher
    from ..ai.policy import _is_mana_ability
    start = time.perf_counter()
    g = build(r, pool)
    ai = AIPlayer(level, r.seed + 4242)
    automatic = automatic_passes(r)     # passes the table made for the player are no choices of theirs
    won = r.winner == seat
    best_by_turn: dict[int, ReviewItem] = {}
    looked = 0
    total = len(r.actions)
    finished = True
    for i in range(total):
        if progress is not None:
            progress(i, total)
        if cancelled is not None and cancelled():
            finished = False
            break
        p, text = r.actions[i]
        pend = g.pending
        if p == seat and i not in automatic and pend is not None and not g.over and not pend.cancellable and \
                time.perf_counter() - start < time_limit:
            d = pend.decision
            real = False
            if d.kind == "priority":
                real = any(not isinstance(a, PassPriority) and not _is_mana_ability(g, a) for a in g.legal_actions())
            elif d.kind in ("attackers", "blockers"):
                real = bool(d.options)
            mine = action_from_text(text, d)
            if real and not (isinstance(mine, ActivateAbility) and _is_mana_ability(g, mine)):
                looked += 1
                item = _compare(g, r, i, seat, d, mine, ai, Searcher, threshold)
                if item is not None and won and item.turn == r.turns and item.difference >= WIN_LINE:
                    item = None      # the turn the player won: there was no winning line they missed
                if item is not None:
                    item.you_won = won
                if item is not None and (item.turn not in best_by_turn or
                                         item.difference > best_by_turn[item.turn].difference):
                    best_by_turn[item.turn] = item
        try:
            step(g, r, i)
        except Exception:
            finished = False
            break
    if progress is not None:
        progress(total, total)
    items = sorted(best_by_turn.values(), key=lambda it: -it.difference)[:max_items]
    items.sort(key=lambda it: it.index)
    return Review(items, looked, time.perf_counter() - start, finished)


REVIEW_WORK = 2000   # engine actions the review may simulate to weigh one decision


def _compare(g: Game, r: Replay, i: int, seat: int, d: Any, mine: Action, ai: Any, searcher_cls: Any,
             threshold: float) -> ReviewItem | None:
    position = g.clone()
    try:
        theirs = ai.choose_action(position)
    except Exception:
        return None
    plan = tuple(getattr(ai, "plan", ()) or ())
    ai.plan = []
    if _same(d, mine, theirs):
        return None
    if isinstance(mine, PassPriority) and isinstance(theirs, PassPriority):
        return None
    answers, _ = _announcement(g, r, i, seat) if isinstance(mine, (CastSpell, ActivateAbility, TurnFaceUp)) \
        else ((), 0)
    horizon = "turn" if d.kind == "priority" else "swing_back"   # an attack or a block: as the Wizard plays it out
    # the same play-out the Wizard uses, three guesses at the hidden cards, a fixed amount of
    # work (so a review of a replay always says the same) and a one-second safety net
    searcher = searcher_cls(seat, ai.sim_policy, ai.opp_policy, GameRng(r.seed * 31 + i), horizon=horizon,
                            max_applies=150, work=REVIEW_WORK, time_cap=time.perf_counter() + 1.0)
    plans = [(mine, answers), (theirs, plan)]
    try:
        _, scores = searcher.best(g.clone(), plans, samples=3, horizon=horizon)
    except Exception:
        return None
    diff = scores[1] - scores[0]
    if not diff >= threshold:
        return None
    step_name = STEP_NAMES.get(g.pending.where[2] if g.pending.where else g.step, g.step)
    return ReviewItem(g.turn, i, step_name, describe(g, mine, answers, seat), describe(g, theirs, plan, seat), diff,
                      getattr(ai, "reason", "") or "")
