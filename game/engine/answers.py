"""Typed answers: is an action legal now, the legal answers to list, and what clients need
to build an answer the list can't hold.

`check_action` is the one gate every action passes before `Game.apply` runs anything: it
checks the action's shape (the right type for the pending decision, numbers where numbers
are due, a player who exists) and then the rules that can be checked directly on the
position -- attack and block legality (CR 508.1, 509.1), payments (CR 601.2g-h),
selections, numbers and divisions (CR 601.2d, 510.1c-d) -- without trying the action on a
copy of the game.  So `is_legal(action)` is a question, and a refused action never reaches
a rules process.

Where the answers are too many to list (sets of attackers or blockers, divisions, payments
over many sources), the decision holds its candidates and the engine offers the pieces a
client builds an answer from: the sources the automatic payment would tap
(`payment_preview`) or would tap sparing the sources a player keeps (`payment_sparing`), the
largest X affordable (`max_x`), the default division
(`default_division`), the combat damage each player would take (`combat_damage_preview`),
whether creatures may band (`band_problem`) and lethal damage (`lethal_damage`).
"""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from .decisions import (PRIORITY_ACTIONS, Action, ActivateAbility, Cancel, CastSpell, ChooseNumber, ChooseWord,
                        Concede, Decision, DeclareAttackers, DeclareBlockers, Divide, Mulligan, Order, Pay,
                        PassPriority, Piles, PlayLand, Select, SpecialAction, TurnFaceUp, YesNo, answer_type)
from .errors import IllegalActionError

if TYPE_CHECKING:
    from .mana import ManaCost, ManaSource
    from .game import Game

SELECT_LIST_CAP = 64   # selections listed by legal_actions; every other valid selection is legal too


# --- shapes -------------------------------------------------------------------------------------

def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_ref(v: Any) -> bool:
    """("player", p) or ("obj", id, zcc) (CR 115.1: what can be targeted or attacked)."""
    if not isinstance(v, tuple) or not v:
        return False
    if v[0] == "player":
        return len(v) == 2 and _is_int(v[1])
    if v[0] == "obj":
        return len(v) == 3 and _is_int(v[1]) and _is_int(v[2])
    return False


def _hashable(v: Any) -> bool:
    try:
        hash(v)
    except TypeError:
        return False
    return True


def _shape_problem(a: Any) -> str | None:
    """Why an action is malformed (wrong field types), or None."""
    if isinstance(a, (PassPriority, Cancel)):
        return None
    if isinstance(a, Concede):
        return None if _is_int(a.player) and a.player in (0, 1) else f"there is no player {a.player!r}"
    if isinstance(a, (PlayLand, TurnFaceUp)):
        return None if _is_int(a.card) else "a card is named by its object number"
    if isinstance(a, SpecialAction):
        return None if _is_int(a.effect) else "a special action is named by its effect's number"
    if isinstance(a, CastSpell):
        if not _is_int(a.card) or not (a.face is None or _is_int(a.face)) or not isinstance(a.face_down, bool):
            return "cast a card by its object number (and a face number for a split card)"
        return None
    if isinstance(a, ActivateAbility):
        return None if _is_int(a.source) and _is_int(a.index) else "an ability is named by object and index"
    if isinstance(a, Pay):
        if a.sources is None or (isinstance(a.sources, tuple) and all(_is_int(i) for i in a.sources)):
            return None
        return "pay automatically or with a list of mana sources"
    if isinstance(a, ChooseNumber):
        return None if _is_int(a.n) else "choose a whole number"
    if isinstance(a, (Select, Order)):
        return None if isinstance(a.items, tuple) and _hashable(a.items) else "choose a list of options"
    if isinstance(a, YesNo):
        return None if isinstance(a.yes, bool) else "answer yes or no"
    if isinstance(a, Mulligan):
        return None if isinstance(a.keep, bool) else "keep the hand or take a mulligan"
    if isinstance(a, ChooseWord):
        return None if isinstance(a.word, str) else "choose one word"
    if isinstance(a, DeclareAttackers):
        if not isinstance(a.attacks, tuple) or not all(isinstance(p, tuple) and len(p) == 2 and _is_int(p[0])
                                                       and _is_ref(p[1]) for p in a.attacks):
            return "declare attackers as (creature, player or planeswalker) pairs"
        if not isinstance(a.bands, tuple) or not all(isinstance(b, tuple) and all(_is_int(x) for x in b)
                                                     for b in a.bands):
            return "a band is a list of attacking creatures"
        return None
    if isinstance(a, DeclareBlockers):
        if isinstance(a.blocks, tuple) and all(isinstance(p, tuple) and len(p) == 2 and _is_int(p[0])
                                               and _is_int(p[1]) for p in a.blocks):
            return None
        return "declare blockers as (blocker, attacker) pairs"
    if isinstance(a, Piles):
        if isinstance(a.parts, tuple) and all(isinstance(p, tuple) and len(p) == 2 and _is_int(p[0])
                                              and isinstance(p[1], str) for p in a.parts):
            return None
        return "piles as (creature, pile) pairs"
    if isinstance(a, Divide):
        if a.parts is None or (isinstance(a.parts, tuple) and all(
                isinstance(p, tuple) and len(p) == 2 and _is_ref(p[0]) and _is_int(p[1]) for p in a.parts)):
            return None
        return "divide as (object or player, amount) pairs"
    return f"not an action: {a!r}"


# --- the gate ----------------------------------------------------------------------------------

def check_action(g: "Game", action: Any) -> None:
    """Raise IllegalActionError unless `action` answers the pending decision legally."""
    try:
        _check(g, action)
    except IllegalActionError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
        # a malformed action the shape checks let through: refused, never a crash
        raise IllegalActionError(f"not an action here: {action!r} ({e})") from None


def is_legal(g: "Game", action: Any) -> bool:
    """Whether `apply(action)` would be accepted now (CR 117, 601.2, 508.1, 509.1 ...)."""
    try:
        check_action(g, action)
    except IllegalActionError:
        return False
    return True


def _check(g: "Game", action: Any) -> None:
    why = _shape_problem(action)
    if why:
        raise IllegalActionError(why)
    if g.over:
        raise IllegalActionError("the game is over")
    if isinstance(action, Concede):
        return
    pend = g.pending
    if pend is None:
        raise IllegalActionError("nothing to decide")
    d = pend.decision
    if isinstance(action, Cancel):
        if not (pend.cancellable and pend.base_state is not None):
            raise IllegalActionError("there is nothing to cancel")
        return
    if d.kind == "halt":
        if not isinstance(action, PassPriority):
            raise IllegalActionError("the game stands in this step for a look: pass to go on")
        return
    if d.kind == "priority":
        if not isinstance(action, PRIORITY_ACTIONS):
            raise IllegalActionError("you have priority: pass, play a land, cast a spell or activate an ability")
        _check_priority_action(g, d.player, action)
        return
    want = answer_type(d)
    if type(action) is not want:
        raise IllegalActionError(f"answer the pending decision first ({d.prompt}) with {want.__name__}")
    _check_answer(g, d, action)


def _check_priority_action(g: "Game", p: int, action: Action) -> None:
    # each check imported in its own branch (the modules import this one): a pass, most of what a
    # look-ahead checks, needs none of them
    if isinstance(action, PassPriority):
        return
    if isinstance(action, PlayLand):
        from .game import why_not_playable
        reason = why_not_playable(g, p, action.card)
    elif isinstance(action, CastSpell):
        o = g.objects.get(action.card)
        if o is None:
            raise IllegalActionError("no such card")
        if action.face is not None and not (o.card.faces and 0 <= action.face < len(o.card.faces)):
            raise IllegalActionError(f"{o.card.name} has no face {action.face}")
        from .casting import why_not_castable
        reason = why_not_castable(g, p, action.card, action.face, action.face_down)
    elif isinstance(action, ActivateAbility):
        if action.source not in g.objects:
            raise IllegalActionError("no such permanent")
        from .casting import why_not_activatable
        reason = why_not_activatable(g, p, action.source, action.index)
    elif isinstance(action, TurnFaceUp):
        if action.card not in g.objects:
            raise IllegalActionError("no such permanent")
        from .morph import why_not_turn_face_up
        reason = why_not_turn_face_up(g, p, action.card)
    elif isinstance(action, SpecialAction):
        from .special import why_not_special_action
        reason = why_not_special_action(g, p, action.effect)
    else:
        reason = f"not an action: {action!r}"
    if reason:
        raise IllegalActionError(reason)


def answer_value(d: Decision, action: Action) -> Any:
    """The value a rules process reads for a checked answer (see `choices.choose`)."""
    if isinstance(action, Pay):
        return "auto" if action.sources is None else action.sources
    if isinstance(action, ChooseNumber):
        return action.n
    if isinstance(action, (Select, Order)):
        return action.items
    if isinstance(action, (YesNo, Mulligan)):
        return ("yes",) if (action.yes if isinstance(action, YesNo) else action.keep) else ("no",)
    if isinstance(action, ChooseWord):
        return (action.word,)
    if isinstance(action, DeclareAttackers):
        return action.attacks + tuple(("band", b) for b in action.bands)
    if isinstance(action, DeclareBlockers):
        return action.blocks
    if isinstance(action, Divide):
        if action.parts is None:
            return "default" if d.purpose == "combat_damage" else default_division_of(d)
        return action.parts
    if isinstance(action, Piles):
        return action.parts
    raise IllegalActionError(f"not an answer: {action!r}")


def _check_answer(g: "Game", d: Decision, action: Action) -> None:
    if isinstance(action, ChooseNumber):
        lo, hi = d.options
        if not lo <= action.n <= hi:
            raise IllegalActionError(f"choose a number from {lo} to {hi}")
        allowed = d.info("allowed")
        if allowed is not None and action.n not in allowed:
            raise IllegalActionError(f"{action.n} isn't allowed here: choose one of {', '.join(map(str, allowed))}")
    elif isinstance(action, Pay):
        problem = payment_problem(g, d, action.sources)
        if problem:
            raise IllegalActionError(problem)
    elif isinstance(action, DeclareAttackers):
        from .combat import attack_declaration_problem
        problem = attack_declaration_problem(g, list(action.attacks), list(action.bands), d.options)
        if problem:
            raise IllegalActionError(problem)
    elif isinstance(action, DeclareBlockers):
        from .combat import block_declaration_problem
        problem = block_declaration_problem(g, list(action.blocks), d.options)
        if problem:
            raise IllegalActionError(problem)
    elif isinstance(action, Divide):
        if action.parts is not None:
            problem = division_problem(g, d, action.parts)
            if problem:
                raise IllegalActionError(problem)
    elif isinstance(action, Piles):
        problem = piles_problem(g, d, action.parts)
        if problem:
            raise IllegalActionError(problem)
    else:
        _check_selection(g, d, answer_value(d, action))


def _check_selection(g: "Game", d: Decision, value: tuple) -> None:
    if len(value) < d.min or len(value) > d.max:
        if d.min == d.max:
            raise IllegalActionError(f"choose exactly {d.min}")
        raise IllegalActionError(f"choose between {d.min} and {d.max}")
    if len(set(value)) != len(value):
        raise IllegalActionError("the same choice can't be made twice")
    for v in value:
        if v not in d.options:
            name = g.name_of(v) if _is_int(v) or _is_ref(v) else repr(v)
            if d.purpose == "target":
                raise IllegalActionError(f"{name} isn't a legal target")
            raise IllegalActionError(f"{name} isn't one of the choices")


# --- payments -------------------------------------------------------------------------------------

def _payment_parts(g: "Game", d: Decision) -> tuple["ManaCost", dict, list["ManaSource"]]:
    from .casting import mana_sources, usable_pool
    from .mana import ManaCost
    cost = d.info("mana_cost")
    if cost is None:
        cost = ManaCost.parse(d.info("cost", "") or "")
    allowed = set(d.options)
    sources = [s for s in mana_sources(g, d.for_player, spell=d.info("spell")) if s.id in allowed]
    return cost, usable_pool(g, d.for_player, d.info("spell")), sources


def payment_problem(g: "Game", d: Decision, sources: tuple[int, ...] | None) -> str | None:
    """Why this payment can't pay the pending cost (CR 601.2g-h), or None."""
    from .mana import pay_with_sources, solve_payment
    cost, pool, avail = _payment_parts(g, d)
    if sources is None:
        return None if solve_payment(cost, pool, avail) is not None else f"not enough mana to pay {cost}"
    if len(set(sources)) != len(sources):
        return "a mana source can be used only once"
    by_id = {s.id: s for s in avail}
    missing = [i for i in sources if i not in by_id]
    if missing:
        return f"{g.name_of(missing[0]) if missing[0] in g.objects else 'that'} can't be tapped for mana now"
    try:
        ok = pay_with_sources(cost, pool, [by_id[i] for i in sources]) is not None
    except ValueError:
        ok = False
    return None if ok else f"those sources can't pay {cost}"


def payment_preview(g: "Game", keep: Sequence[int] = (), exclude: Sequence[int] = ()) -> tuple[int, ...] | None:
    """The sources the automatic payment would tap for the pending payment, after the
    sources in `keep` the player already chose, never those in `exclude` (lands kept back
    from automatic payment) nor life (Channel); None if it can't pay."""
    from .casting import LIFE_MANA_ID
    from .mana import solve_payment
    pend = g.pending
    if pend is None or pend.decision.kind != "pay":
        return None
    d = pend.decision
    cost, pool, avail = _payment_parts(g, d)
    by_id = {s.id: s for s in avail}
    pool = dict(pool)
    for i in keep:
        s = by_id.get(i)
        if s is not None:   # the chosen sources' mana joins the pool for planning the rest
            for c in s.options[0]:
                pool[c] = pool.get(c, 0) + 1
    rest = [s for s in avail if s.id not in keep and s.id not in exclude and s.id > LIFE_MANA_ID]
    plan = solve_payment(cost, pool, rest)
    if plan is None:
        return None
    taps = tuple(keep) + tuple(i for i, _ in plan.taps)
    return taps if payment_problem(g, d, taps) is None else None


def payment_sparing(g: "Game", d: Decision, keep: Mapping[int, int]) -> tuple[int, ...] | None:
    """The sources to tap for the payment `d` asks for when its player would rather keep some
    sources untapped than others: `keep` adds to a source's keep value (by source id), so that
    among the payments tapping the fewest sources, the one sparing what is kept most is chosen
    (the player chooses which mana abilities to activate, CR 601.2g-h).  Why a source is worth
    keeping -- a spell waiting for its colour -- is the player's judgement, not the engine's.
    Life (Channel) is never spent this way.  None if no such payment exists."""
    from dataclasses import replace
    from .casting import LIFE_MANA_ID
    from .mana import solve_payment
    cost, pool, avail = _payment_parts(g, d)
    weighed = [replace(s, keep_score=s.keep_score + max(0, int(keep.get(s.id, 0))))
               for s in avail if s.id > LIFE_MANA_ID]
    plan = solve_payment(cost, pool, weighed)
    if plan is None:
        return None
    taps = tuple(i for i, _ in plan.taps)
    return taps if payment_problem(g, d, taps) is None else None


def source_mana(g: "Game", p: int, oid: int) -> int:
    """How much mana one use of a source adds (a Sol Ring adds two)."""
    from .casting import mana_sources
    for s in mana_sources(g, p):
        if s.id == oid:
            return max(len(o) for o in s.options)
    return 0


def _pending_cost(g: "Game", x: int) -> "ManaCost | None":
    """The total mana cost of the spell or ability being announced, with this X."""
    from .casting import ability_list, total_spell_cost, spell_def
    from .mana import NO_MANA
    root = g.pending.root if g.pending else None
    p = g.pending.decision.for_player if g.pending else 0
    if isinstance(root, CastSpell):
        return total_spell_cost(g, p, root.card, spell_def(g, root.card, root.face), x, None)
    if isinstance(root, ActivateAbility):
        ab = ability_list(g, root.source)[root.index]
        return ab.get("cost", {}).get("mana", NO_MANA).with_x(x)
    return None


def max_x(g: "Game", exclude: Sequence[int] = ()) -> int:
    """The largest X the pending X decision allows that the player could pay for with the
    pool and the sources not in `exclude` (CR 107.3a, 601.2f-h)."""
    from .casting import LIFE_MANA_ID, mana_sources, usable_pool
    from .mana import solve_payment
    d = g.pending.decision if g.pending else None
    if d is None or d.kind != "number":
        raise IllegalActionError("no X is being chosen")
    lo, hi = d.options
    allowed = d.info("allowed")
    p = d.for_player
    srcs = [s for s in mana_sources(g, p) if s.id not in exclude and s.id > LIFE_MANA_ID]
    root = g.pending.root if g.pending else None
    pool = usable_pool(g, p, root.card if isinstance(root, CastSpell) else None)
    for x in range(hi, lo - 1, -1):
        if allowed is not None and x not in allowed:
            continue
        cost = _pending_cost(g, x)
        if cost is None or solve_payment(cost, pool, srcs) is not None:
            return x
    return lo if allowed is None or lo in allowed else (allowed[0] if allowed else lo)


def max_x_for_spell(g: "Game", p: int, card: int, face: int | None = None) -> int:
    """The largest X player p could pay for casting this card now (before announcing it):
    the bound the announcement of X will offer (CR 107.3a, 601.2b); 0 for a spell without X."""
    from .casting import _max_x, spell_def
    if card not in g.objects:
        return 0
    cdef = spell_def(g, card, face)
    if not cdef.mana_cost.x:
        return 0
    return _max_x(g, p, cdef.mana_cost, (cdef.spell or {}).get("x_color"))


def pending_pool_mana(g: "Game", p: int) -> int:
    """How much of p's pool may pay for what is being cast or activated: restricted mana only
    counts for the spells it may be spent on (CR 106.6)."""
    from .casting import usable_pool
    root = g.pending.root if g.pending else None
    return sum(usable_pool(g, p, root.card if isinstance(root, CastSpell) else None).values())


def x_for_mana(g: "Game", mana: int) -> int:
    """The X that `mana` pays for at the pending X decision: the mana less the rest of the
    cost, kept within the decision's bounds (and its allowed values)."""
    d = g.pending.decision if g.pending else None
    if d is None or d.kind != "number":
        raise IllegalActionError("no X is being chosen")
    lo, hi = d.options
    base = _pending_cost(g, 0)
    x = max(lo, min(hi, mana - (base.mana_value if base is not None else 0)))
    allowed = d.info("allowed")
    if allowed is not None and x not in allowed:
        below = [a for a in allowed if a <= x]
        x = max(below) if below else min(allowed)
    return x


# --- divisions ------------------------------------------------------------------------------------

def default_division_of(d: Decision) -> tuple:
    """The division a player gets by asking for the default: for combat damage, lethal
    damage to each creature in turn and the rest to the last (or, trampling, to the player);
    for a spell, the amount spread evenly, the first targets getting the odd points."""
    default = d.info("default")
    if default:
        return tuple(default)
    total = d.info("total", len(d.options))
    n = len(d.options)
    base, extra = divmod(total, n)
    return tuple((r, base + (1 if i < extra else 0)) for i, r in enumerate(d.options))


def default_division(g: "Game") -> tuple:
    """The default answer to the pending division, as (ref, amount) pairs."""
    if g.pending is None or g.pending.decision.kind != "divide":
        raise IllegalActionError("nothing is being divided")
    return default_division_of(g.pending.decision)


def division_problem(g: "Game", d: Decision, parts: tuple) -> str | None:
    """Why a division is illegal, or None: every part goes to one of the decision's refs,
    the amounts add up to the total, a spell gives each target at least 1 (CR 601.2d), and a
    trampler assigns lethal damage to each blocker before the player (CR 702.19c)."""
    total = d.info("total", len(d.options))
    refs = [r for r, _ in parts]
    if len(set(refs)) != len(refs):
        return "each one gets a single share"
    if any(r not in d.options for r in refs):
        return "damage can be assigned only to the creatures and players in this choice"
    amounts = dict(parts)
    if d.purpose == "combat_damage":
        if any(n < 0 for n in amounts.values()):
            return "an amount can't be negative"
        if sum(amounts.values()) != total:
            return f"exactly {total} damage must be assigned (CR 510.1)"
        from .combat import trample_problem
        return trample_problem(g, d.info("source"), amounts)
    if set(refs) != set(d.options) or any(n < 1 for n in amounts.values()) or sum(amounts.values()) != total:
        return f"the division must give each target at least 1 and total {total}"
    return None


def piles_problem(g: "Game", d: Decision, parts: tuple) -> str | None:
    """Why these piles don't answer the decision (a creature that isn't offered, a pile that
    doesn't exist, a creature in too many piles or, when every creature must be divided, one left
    out), or None."""
    labels = tuple(d.info("labels", ()))
    max_per = dict(d.info("max_per", ()))
    seen: dict[int, list[str]] = {}
    for oid, label in parts:
        if oid not in d.options:
            return f"{g.name_of(oid) if oid in g.objects else oid} can't be put into a pile"
        if label not in labels:
            return f"there is no pile {label!r}: the piles are {', '.join(labels)}"
        if label in seen.get(oid, []):
            return f"{g.name_of(oid)} is in the {label} pile once"
        seen.setdefault(oid, []).append(label)
        if len(seen[oid]) > max_per.get(oid, 1):
            return f"{g.name_of(oid)} can't be in {len(seen[oid])} piles"
    if d.info("every") and set(seen) != set(d.options):
        left = [g.name_of(o) for o in d.options if o not in seen]
        return f"every creature goes into a pile: {', '.join(left)} isn't in one"
    return None


def first_pile_answer(d: Decision) -> Piles:
    """A legal answer: every creature in the first pile when all must be divided, else no piles."""
    labels = tuple(d.info("labels", ()))
    return Piles(tuple((o, labels[0]) for o in d.options) if d.info("every") and labels else ())


# --- listing the answers --------------------------------------------------------------------------

def listed_answers(g: "Game", d: Decision) -> list[Action]:
    """A representative list of legal answers to a decision other than priority (every one
    of them legal; choices of many elements are described by the decision, not listed)."""
    kind = answer_type(d)
    out: list[Action] = []
    if d.kind == "select":
        for k in range(d.min, d.max + 1):
            for combo in combinations(d.options, k):
                out.append(_selection(kind, combo))
                if len(out) >= SELECT_LIST_CAP:
                    return out
    elif d.kind == "number":
        lo, hi = d.options
        out = [ChooseNumber(n) for n in d.info("allowed", range(lo, hi + 1))]
    elif d.kind == "pay":
        # automatic payment, when it can pay: a spell announced with more X or more targets
        # than the mana available can only be cancelled (CR 601.2h can't be done, CR 723.1)
        out = [Pay(None)] if payment_problem(g, d, None) is None else []
    elif d.kind == "attackers":
        from .combat import attack_requirements
        first: dict[int, tuple] = {}         # each creature's first attack option
        for pair in d.options:
            first.setdefault(pair[0], pair)
        # attack requirements ("attacks each combat if able", CR 508.1d): every answer includes them
        required = tuple(first[oid] for oid in attack_requirements(g) if oid in first)
        busy = {pair[0] for pair in required}
        cands = [required] + [required + (o,) for o in d.options if o[0] not in busy]
        everyone = tuple(first.values())
        if len(everyone) > 1:
            cands.append(everyone)          # every creature attacks (its first option)
        out = _legal_or_all(g, [DeclareAttackers(c) for c in cands])
    elif d.kind == "blockers":
        from .combat import meet_block_requirements
        required = tuple(meet_block_requirements(g, [], d.options))
        if required:   # blocking requirements (Lure): every answer must include them (CR 509.1c)
            busy = {b for b, _ in required}
            cands = [required] + [required + (o,) for o in d.options if o[0] not in busy]
        else:
            cands = [()] + [(o,) for o in d.options]
        out = _legal_or_all(g, [DeclareBlockers(c) for c in cands])
    elif d.kind == "divide":
        out = [Divide(None)]
    elif d.kind == "piles":
        out = [first_pile_answer(d)]
    return out


def _selection(kind: type, combo: tuple) -> Action:
    if kind is YesNo:
        return YesNo(combo == ("yes",))
    if kind is Mulligan:
        return Mulligan(combo == ("yes",))
    if kind is ChooseWord:
        return ChooseWord(combo[0])
    return kind(combo)


def _legal_or_all(g: "Game", answers: list[Action]) -> list[Action]:
    """The legal ones; if none is (a declaration the simple candidates can't satisfy), all of
    them, so the refusal shows what is wrong."""
    ok = [a for a in answers if is_legal(g, a)]
    return ok or answers


# --- responses ----------------------------------------------------------------------------------
def is_mana_ability(g: "Game", action: Action) -> bool:
    """Whether an action activates a mana ability (CR 605.1a): it doesn't use the stack, so it is
    never a response on its own."""
    if not isinstance(action, ActivateAbility):
        return False
    from .casting import ability_list
    try:
        abilities = ability_list(g, action.source)
    except KeyError:
        return False
    return 0 <= action.index < len(abilities) and "mana" in abilities[action.index]


def responses(g: "Game") -> list[Action]:
    """What the player with priority could do now besides passing (CR 117.1): the spells they
    could cast and the abilities they could activate (mana abilities aside, CR 605.3a) and the
    lands they could play.  Empty when nobody has priority.  "Done passes until you are able to
    use a fast effect": this is the question a table asks before passing for a player."""
    if g.over or g.pending is None or g.pending.decision.kind != "priority":
        return []
    return [a for a in g.legal_actions() if not isinstance(a, (PassPriority, Concede)) and not is_mana_ability(g, a)]
