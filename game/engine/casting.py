"""Casting spells, activating abilities, paying costs and producing mana (CR 601, 602, 605, 117).

Casting follows CR 601.2 in order: the card moves to the stack, modes and X are
announced, targets chosen, a division announced, the total cost determined (with
increases such as Fireball's or the commander tax), mana abilities activated, and the
costs paid.  Each choice is a decision; a refused answer, or a `Cancel`, leaves the game
exactly as it was before the spell was announced (the whole announcement is replayed
from a saved position, see `game.engine.game`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from .choices import choose, number, select, select_one
from .context import Ctx
from .control import mana_from_lands_only
from .decisions import ActivateAbility, CastSpell, Decision
from .errors import IllegalActionError
from .conditions import holds
from .events import discard, move_to_zone, remove_counters, sacrifice, seen_characteristics, tap, untap
from .filter_spec import Filter
from .filters import amount, candidates, matches_object, normalize, objects_of, players_of
from .conditions import holds
from .terms import COLORS, COLOR_WORDS, MAIN_STEPS, STEPS
from .mana import MANA_TYPES, NO_MANA, ManaCost, ManaSource, can_pay_with, pay_with_sources, solve_payment
from .morph import MASKED
from .objects import RestrictedMana, StackItem
from .reasons import Reason
from .still import memo, remembered
from .event_types import AbilityActivated, SpellCast

if TYPE_CHECKING:
    from .carddef import CardDef
    from .game import Game

ANY_COLOR = (("W",), ("U",), ("B",), ("R",), ("G",))


# --- timing -----------------------------------------------------------------------------------

def sorcery_timing_ok(g: "Game", p: int) -> bool:
    """CR 307.1: the active player's main phase with an empty stack."""
    return g.active == p and g.step in MAIN_STEPS and not g.stack


def spell_def(g: "Game", oid: int, face: int | None) -> "CardDef":
    o = g.objects[oid]
    card = o.card
    if face is not None and card.faces:
        return card.faces[face]
    return card


def has_flash(g: "Game", p: int, card: "CardDef") -> bool:
    if "Instant" in card.types or "flash" in card.keywords:
        return True
    if "Sorcery" in card.types and g.turn_flags.get(f"quicken_{p}"):
        return True
    return False


def can_cast_timing(g: "Game", p: int, card: "CardDef") -> bool:
    if g.priority != p:
        return False
    if has_flash(g, p, card):
        return True
    return sorcery_timing_ok(g, p)


# --- mana sources -------------------------------------------------------------------------------

def mana_options(spec: Any, g: "Game | None" = None, p: int | None = None) -> tuple[tuple[str, ...], ...]:
    """The productions of a mana ability's `mana:` value: "G", "BBB", "any", "C", or a list of
    alternatives, each one or more letters: [W, U] (a dual land), [WWW, UUU, BBB, RRR, GGG]
    ("three mana of any one color", Black Lotus); `opponent_lands`: one mana of any colour that a land an opponent of p controls could produce
    (Fellwar Stone; none if there is no such colour, CR 106.7)."""
    if spec == "any":
        return ANY_COLOR
    if spec == "opponent_lands":
        return tuple((c,) for c in lands_could_produce(g, 1 - p)) if g is not None and p is not None else ()
    if isinstance(spec, (list, tuple)):
        return tuple(tuple(c) for c in spec)
    return (tuple(spec),)


def ability_mana_options(g: "Game", p: int, oid: int, ab: Any) -> tuple[tuple[str, ...], ...]:
    """What a mana ability of this permanent adds if activated now: its `mana`, or the mana of
    `mana_instead` while that condition holds (Urza's Mine: "If you control an Urza's
    Power-Plant and an Urza's Tower, add {C}{C} instead", CR 106.5)."""
    alt = ab.get("mana_instead")
    if alt is not None and holds(Ctx(g, p, oid, g.objects[oid].zcc), alt["if"]):
        return mana_options(alt["mana"], g, p)
    return mana_options(ab["mana"], g, p)


def lands_could_produce(g: "Game", p: int) -> tuple[str, ...]:
    """The colours of mana that lands player p controls could produce with their mana abilities
    (CR 106.7): what those abilities could add, whether or not they could be activated now."""
    found: set[str] = set()
    for oid in g.battlefield:
        ch = g.chars(oid)
        if ch.controller != p or "Land" not in ch.types or g.objects[oid].phased_out:
            continue
        for ab in ch.abilities:
            spec = ab.get("mana")
            if spec is None or spec == "opponent_lands":
                continue
            for prod in mana_options(spec):
                found.update(c for c in prod if c in COLORS)
    return tuple(c for c in COLORS if c in found)


def is_simple_mana_ability(ab: dict) -> bool:
    """A mana ability automatic payment may use: "{T}: Add ..." with nothing else happening (a mana
    ability that also deals damage, Elves of Deep Shadow, is activated by its controller's choice)."""
    cost = ab.get("cost", {})
    return "mana" in ab and set(cost) <= {"tap"} and not ab.get("hook") and not ab.get("do") \
        and "mana_times" not in ab


def can_use_tap_ability(g: "Game", oid: int) -> bool:
    """CR 302.6: a creature's {T} abilities need it to have been controlled since the turn began."""
    o = g.objects[oid]
    ch = g.chars(oid)
    return not ("Creature" in ch.types and o.sick and "haste" not in ch.keywords)


def mana_sources(g: "Game", p: int, exclude: Sequence[int] = (), spell: int | None = None) -> list[ManaSource]:
    """Untapped permanents p controls that can be tapped for mana with a simple {T} ability.
    `spell`: the spell being paid for, if a spell is; a mana ability whose mana may be spent
    only on certain spells (`spend_only`, Mishra's Workshop) is a source only for those.  Only lands while Word of
    Command has p play a card (game.engine.control).  While the game stands still (see `still`)
    the sources are found once, and again for each spell only if a `spend_only` ability is among them."""
    return list(_sources_for(g, p, exclude, spell)[0])


def _sources_for(g: "Game", p: int, exclude: Sequence[int], spell: int | None) -> tuple[tuple[ManaSource, ...], bool]:
    """`mana_sources` as a tuple, with whether the answer depends on `spell` (some simple mana
    ability of p's has `spend_only`, CR 106.6); kept while the game stands still."""
    kept = memo(g, "mana_sources")
    if kept is None:
        return _find_mana_sources(g, p, exclude, spell)
    key = (p, tuple(exclude))
    found = kept.get(key)
    if found is not None and not found[1]:
        return found
    found = kept.get(key + (spell,))
    if found is None:
        found = kept[key + (spell,)] = _find_mana_sources(g, p, exclude, spell)
        if not found[1]:
            kept[key] = found
    return found


def _find_mana_sources(g: "Game", p: int, exclude: Sequence[int],
                       spell: int | None) -> tuple[tuple[ManaSource, ...], bool]:
    """The search of `mana_sources`, and whether a `spend_only` ability made its answer depend on `spell`."""
    out: list[ManaSource] = []
    by_spell = False
    lands_only = mana_from_lands_only(g, p)
    for oid in g.battlefield:
        if oid in exclude:
            continue
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = g.chars(oid)
        if ch.controller != p or lands_only and "Land" not in ch.types:
            continue
        opts: list[tuple[str, ...]] = []
        for ab in ch.abilities:
            if not is_simple_mana_ability(ab):
                continue
            if "spend_only" in ab:
                by_spell = True
                if not spend_allowed(g, p, oid, ab, spell):
                    continue
            if ab.get("cost", {}).get("tap"):
                if o.tapped or not can_use_tap_ability(g, oid):
                    continue
            opts.extend(land_mana_as(g, p, oid, prod) for prod in ability_mana_options(g, p, oid, ab))
        if opts:
            keep = 0 if "Land" in ch.types and not ("Creature" in ch.types) else 5
            if "Land" in ch.types and len(ch.abilities) > 1:
                keep = 3
            if len(set(opts)) > 1:
                keep += 1
            out.append(ManaSource(oid, tuple(dict.fromkeys(opts)), keep))
    # Channel: "any time you could activate a mana ability, you may pay 1 life; if you do, add {C}"
    # -- one use per point of life the player could pay (CR 119.4), used after everything else
    for k in range(0 if lands_only else life_for_mana(g, p)):
        out.append(ManaSource(LIFE_MANA_ID - 1000 * p - k, (("C",),), 50))
    return tuple(out), by_spell


def spend_allowed(g: "Game", p: int, oid: int, ab: Any, spell: int | None) -> bool:
    """May the mana of this ability be spent on `spell` (CR 106.6: "Spend this mana only to cast
    artifact spells")?  The restriction's filter describes the spell, whether it is already on
    the stack (being cast, CR 601.2a) or still in its zone (deciding whether it can be cast)."""
    if spell is None or spell not in g.objects:
        return False
    flt = normalize(ab["spend_only"])
    return matches_object(Ctx(g, p, oid, g.objects[oid].zcc), spell,
                          flt.with_(kind="card", zone=g.objects[spell].zone))


LIFE_MANA_ID = -100000   # ids of the "pay 1 life: add {C}" uses Channel gives a player (not objects)


def land_mana_as(g: "Game", p: int, oid: int, production: tuple[str, ...]) -> tuple[str, ...]:
    """"Until end of turn, if you tap a land you control for mana, it produces {U} instead of any
    other type" (Deep Water, a player rule `land_mana_as`; CR 106.12a): the mana a land p controls
    makes when tapped for mana, each mana of it becoming that type."""
    ch = g.chars(oid)
    if "Land" not in ch.types or ch.controller != p:
        return production
    for e in g.effects:
        if e.layer == "player_rule" and e.params.get("rule") == "land_mana_as" and e.params.get("player") == p:
            return tuple(e.params.get("mana", "C") for _ in production)
    return production


def life_for_mana(g: "Game", p: int) -> int:
    """How many times player p may pay 1 life for {C} now (a player rule from Channel, until end
    of turn): once per point of life."""
    for e in g.effects:
        if e.layer == "player_rule" and e.params.get("rule") == "life_for_mana" and e.params.get("player") == p:
            return max(0, g.players[p].life)
    return 0


def pool_total(g: "Game", p: int) -> int:
    return sum(g.players[p].mana_pool.values())


def potential_mana(g: "Game", p: int, spell: int | None = None) -> int:
    return sum(usable_pool(g, p, spell).values()) + sum(max(len(o) for o in s.options) for s in mana_sources(g, p, spell=spell))


def add_mana(g: "Game", p: int, letters: Sequence[str], spend_only: Any = None, source: str = "") -> None:
    """Add mana to p's pool (CR 106.4); with `spend_only` (a filter of spells) the mana may be
    spent only to cast such spells (CR 106.6) and is kept apart from the rest of the pool."""
    if spend_only is not None:
        flt = normalize(spend_only)
        g.players[p].restricted_mana.extend(RestrictedMana(c, flt, source) for c in letters)
        return
    pool = g.players[p].mana_pool
    for c in letters:
        pool[c] = pool.get(c, 0) + 1


def restricted_spendable(g: "Game", p: int, spell: int | None) -> list[int]:
    """The indexes of p's restricted mana (CR 106.6) that may be spent on `spell` (None: a cost
    that isn't a spell's, which no such mana pays)."""
    if spell is None or spell not in g.objects:
        return []
    out = []
    for i, rm in enumerate(g.players[p].restricted_mana):
        if matches_object(Ctx(g, p, spell, g.objects[spell].zcc), spell,
                          rm.spend_only.with_(kind="card", zone=g.objects[spell].zone)):
            out.append(i)
    return out


def restricted_sources(g: "Game", p: int, mana: str) -> list[str]:
    """The cards whose restricted mana of this type is in p's pool, one entry per mana (what the
    table says of the pool: "spend it only as Metamorphosis says", CR 106.6)."""
    return [rm.source for rm in g.players[p].restricted_mana if rm.mana == mana]


def usable_pool(g: "Game", p: int, spell: int | None = None) -> dict[str, int]:
    """The mana of p's pool that may pay for `spell` (or for a cost that isn't a spell's): the
    unrestricted mana and the restricted mana whose restriction the spell meets (CR 106.6)."""
    pool = dict(g.players[p].mana_pool)
    rms = g.players[p].restricted_mana
    for i in restricted_spendable(g, p, spell):
        pool[rms[i].mana] = pool.get(rms[i].mana, 0) + 1
    return pool


def spend_from_pool(g: "Game", p: int, spent: dict[str, int], spell: int | None = None) -> None:
    """Take the mana spent out of p's pool: restricted mana the spell may use first (it is good for
    nothing else), then the rest (CR 106.6, 601.2h)."""
    pl = g.players[p]
    usable = usable_pool(g, p, spell)
    if any(usable.get(c, 0) < n for c, n in spent.items()):
        raise IllegalActionError("not enough mana in the pool")
    left = dict(spent)
    drop: set[int] = set()
    for i in restricted_spendable(g, p, spell):
        c = pl.restricted_mana[i].mana
        if left.get(c, 0) > 0:
            left[c] -= 1
            drop.add(i)
    if drop:
        pl.restricted_mana = [rm for i, rm in enumerate(pl.restricted_mana) if i not in drop]
    pool = pl.mana_pool
    for c, n in left.items():
        if n:
            pool[c] -= n
            if pool[c] == 0:
                del pool[c]


def produce_from(g: "Game", p: int, oid: int, production: tuple[str, ...]) -> None:
    """Activate a source's {T} mana ability for this production (CR 605.3a)."""
    from .triggers import fire
    if oid <= LIFE_MANA_ID:   # Channel's special mana ability: pay 1 life, add {C} (CR 119.4, 605.1a)
        from .events import lose_life
        lose_life(g, p, 1, "119.4")
        add_mana(g, p, ("C",))
        g.tell((" 1 life for {{C}} — Channel",), "605.3", "mana", subject=p, verb="pays")
        return
    o = g.objects[oid]
    ch = g.chars(oid)
    for ab in ch.abilities:
        if is_simple_mana_ability(ab) and production in [land_mana_as(g, p, oid, prod)
                                                           for prod in ability_mana_options(g, p, oid, ab)]:
            if ab.get("cost", {}).get("tap"):
                tap(g, oid)
            add_mana(g, p, production)
            g.log(f"{ch.name} is tapped for {''.join('{' + c + '}' for c in production)}", "605.3", "mana", oid)
            if "Land" in ch.types:
                fire(g, {"type": "tapped_for_mana", "object": oid, "player": p, "mana": tuple(production)})
            return
    raise IllegalActionError(f"{ch.name} can't produce that mana")


def spendable_cost(g: "Game", p: int, cost: ManaCost) -> ManaCost:
    """CR 609.4b: "You may spend white mana as though it were red mana" (Sunglasses of Urza, a
    static `spend_mana_as: {who: you, mana: W, as: R}`).  For player p each {R} symbol of the
    cost can then be paid with {R} or {W}, which is exactly a hybrid {R/W} symbol for payment."""
    if cost.is_empty() or not any(cost.colored):
        return cost
    from .statics import player_statics
    rules = player_statics(g, p, "spend_mana_as")
    if not rules:
        return cost
    colored = list(cost.colored)
    hybrid = list(cost.hybrid)
    for _, spec in rules:
        mana, as_ = spec.get("mana"), spec.get("as")
        if mana not in MANA_TYPES or as_ not in MANA_TYPES or mana == as_ or mana == "C" or as_ == "C":
            continue
        i = MANA_TYPES.index(as_)
        hybrid += [(as_, mana)] * colored[i]
        colored[i] = 0
    return ManaCost(cost.generic, tuple(colored), tuple(hybrid), cost.x)  # type: ignore[arg-type]


def pay_mana(g: "Game", p: int, cost: ManaCost, prompt: str, *, forbid: Sequence[int] = (),
             spell: int | None = None) -> dict[str, int]:
    """Activate mana abilities and pay a mana cost (CR 601.2g-h); returns the mana spent.
    `spell`: the spell whose cost this is, if it is one (see `mana_sources`)."""
    if cost.is_empty():
        return {}
    cost = spendable_cost(g, p, cost)
    pool = usable_pool(g, p, spell)
    sources = mana_sources(g, p, exclude=forbid, spell=spell)
    ans = choose(g, Decision("pay", p, f"{prompt}: pay {cost}", tuple(s.id for s in sources), 0, len(sources),
                             "pay", (("cost", str(cost)), ("mana_cost", cost), ("spell", spell))))
    if ans == "auto":
        payment = solve_payment(cost, pool, sources)
        if payment is None:
            raise IllegalActionError(f"not enough mana to pay {cost}")
    else:
        chosen_ids = list(ans)
        if len(set(chosen_ids)) != len(chosen_ids):
            raise IllegalActionError("a mana source can be used only once")
        by_id = {s.id: s for s in sources}
        missing = [i for i in chosen_ids if i not in by_id]
        if missing:
            raise IllegalActionError(f"{g.name_of(missing[0])} can't be tapped for mana now")
        payment = pay_with_sources(cost, pool, [by_id[i] for i in chosen_ids])
        if payment is None:
            raise IllegalActionError(f"those sources can't pay {cost}")
    for oid, production in payment.taps:
        produce_from(g, p, oid, production)
    # spend what the payment planned: its pool mana and the produced mana but the leftover,
    # so floating mana the plan didn't touch stays in the pool (CR 601.2h)
    spent: dict[str, int] = dict(payment.pool_spent)
    for _, production in payment.taps:
        for c in production:
            spent[c] = spent.get(c, 0) + 1
    for c, n in payment.leftover:
        spent[c] = spent.get(c, 0) - n
    if any(usable_pool(g, p, spell).get(c, 0) < n for c, n in spent.items()):
        raise IllegalActionError(f"not enough mana to pay {cost}")
    spend_from_pool(g, p, spent, spell)
    return spent


def can_afford(g: "Game", p: int, cost: ManaCost, forbid: Sequence[int] = (), spell: int | None = None) -> bool:
    """Could p pay `cost` now, with the mana pool and the sources automatic payment may tap
    (CR 601.2g-h), not counting the sources in `forbid`?  `spell`: the spell paid for, if a spell
    is (restricted mana, CR 106.6).  While the game stands still (see `still`) each cost is
    judged once: the answer depends on the spell only through restricted mana and `spend_only` sources.
    An {X} in the cost counts as 0, the least it can be chosen as (CR 107.3: "{X}: Regenerate"
    can be paid with no mana at all, and the question is whether it can be paid)."""
    if cost.x:
        cost = cost.with_x(0)
    if cost.is_empty():
        return True
    if memo(g, "can_afford") is None:
        return _can_afford(g, p, cost, forbid, spell)
    by_spell = _sources_for(g, p, forbid, spell)[1]
    key = (p, cost, tuple(forbid), spell if by_spell or g.players[p].restricted_mana else None)
    return remembered(g, "can_afford", key, lambda: _can_afford(g, p, cost, forbid, spell))


def _can_afford(g: "Game", p: int, cost: ManaCost, forbid: Sequence[int], spell: int | None) -> bool:
    cost = spendable_cost(g, p, cost)
    return solve_payment(cost, usable_pool(g, p, spell), mana_sources(g, p, exclude=forbid, spell=spell)) is not None


# --- modes, X, targets, division ---------------------------------------------------------------

def legal_modes(ctx: Ctx, spec: dict) -> list[int]:
    """The modes (numbered from 1) that may be chosen now: those whose targets can be chosen
    (CR 700.2a)."""
    return [i + 1 for i, m in enumerate(spec["modes"]) if _targets_available(ctx, m.get("targets", {}))]


def with_mode(spec: dict, mode: int) -> dict:
    """A modal spell or ability as it is once `mode` is chosen: that mode's targets and
    effects, nothing of the other modes (CR 700.2)."""
    rest = {k: v for k, v in spec.items() if k != "modes"}
    return {**rest, **spec["modes"][mode - 1]}


def choose_mode(g: "Game", ctx: Ctx, spec: dict) -> int | None:
    """CR 601.2b / 700.2: choose a mode that has legal targets; None if none can be chosen.
    The decision names its source (the spell's card, or the ability's permanent)."""
    legal = legal_modes(ctx, spec)
    if not legal:
        return None
    labels = {i + 1: m.get("text", f"mode {i + 1}") for i, m in enumerate(spec["modes"])}
    return int(select_one(g, ctx.controller, "Choose one", tuple(legal), purpose="mode",
                          data=(("labels", tuple(labels[i] for i in legal)), ("source", ctx.source))))


def target_slots(tspec: dict, x: int | None = None) -> list[tuple[str, dict, int, int]]:
    """The named target slots of a spell or ability: (name, filter, min, max).  A count of "X"
    ("Tap X target creatures") is the announced value of X, which is chosen before targets
    (CR 601.2b-c)."""
    out = []
    for name, t in tspec.items():
        if isinstance(t, dict) and "filter" in t:
            flt = normalize(t["filter"])
            lo = t.get("min", 1)
            hi = t.get("max", 1)
        else:
            flt, lo, hi = normalize(t), 1, 1
        lo = (x or 0) if lo == "X" else lo
        hi = (x or 0) if hi == "X" else hi
        out.append((name, flt, lo, hi))
    return out


def _targets_available(ctx: Ctx, tspec: dict) -> bool:
    return _slots_available(ctx, list(target_slots(tspec, ctx.x)))


def _slots_available(ctx: Ctx, slots: list) -> bool:
    """Can every target slot be filled (CR 601.2c)?  A later target may depend on an earlier one
    ("target creature that target Wall blocked this turn": Glyph of Delusion): then some choice
    of the earlier target must leave the later one a legal target."""
    if not slots:
        return True
    name, flt, lo, _hi = slots[0]
    cands = candidates(ctx, flt)
    if len(cands) < lo:
        return False
    rest = slots[1:]
    if not any(_names(s[1], name) for s in rest):
        return _slots_available(ctx, rest)
    return any(_slots_available(replace(ctx, bound={**ctx.bound, name: [c]}), rest) for c in cands) \
        or (lo == 0 and _slots_available(ctx, rest))


def _leaving_the_rest_fillable(ctx: Ctx, name: str, cands: list, rest: list) -> list:
    """The candidates for target `name` that leave every later target that refers to it a legal
    choice (Gauntlets of Chaos: "target permanent an opponent controls that shares one of those
    types with it"): only those are offered, so a chosen target never strands the spell (CR 601.2c)."""
    if not any(_names(s[1], name) for s in rest):
        return cands
    # the look-ahead names its targets as the castability check does: bound, not yet on the item
    chosen = {k: v for k, v in (ctx.item.targets.items() if ctx.item is not None else ()) if k != "_order"}
    ahead = replace(ctx, item=None, bound={**ctx.bound, **chosen})
    return [c for c in cands if _slots_available(replace(ahead, bound={**ahead.bound, name: [c]}), rest)]


def _names(value: Any, name: str) -> bool:
    """Does a target's filter refer to the target called `name`?"""
    if isinstance(value, Filter):
        return value.refers_to(name)
    if isinstance(value, dict):
        return any(_names(v, name) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_names(v, name) for v in value)
    return value == name


def choose_targets_for(g: "Game", ctx: Ctx, item: StackItem, tspec: dict, cap: int | None = None) -> bool:
    """CR 601.2c: choose each target; False when a required target can't be chosen.  `cap`
    limits the number of targets of a variable slot (see `_affordable_target_cap`)."""
    slots = list(target_slots(tspec, ctx.x))
    for i, (name, flt, lo, hi) in enumerate(slots):
        if hi == "any":
            hi = 99
        if cap is not None:
            hi = max(lo, min(hi, cap))
        if hi == 0:   # "X target creatures" with X = 0
            item.targets[name] = []
            continue
        cands = _leaving_the_rest_fillable(ctx, name, candidates(ctx, flt), slots[i + 1:])
        if len(cands) < lo:
            return False
        label = flt.kind
        slot = tspec.get(name)
        # "any target of an opponent's choice" (Cuombajj Witches), "target creature that player controls
        # of their choice" (The Abyss: active_player): that player chooses this target as the ability is
        # put on the stack; it is still a target of the ability's controller (CR 115.1)
        chooser = ctx.controller
        if isinstance(slot, dict) and slot.get("chosen_by") is not None:
            chooser = next(iter(players_of(ctx, slot["chosen_by"])), ctx.controller)
        chosen = select(g, chooser, f"Choose {'a target' if hi == 1 else 'targets'} for {item.name}",
                        tuple(cands), n=hi, min_n=lo, purpose="target",
                        data=(("slot", name), ("label", str(label)), ("effects", _effects_of(item)),
                              ("source", item.source)))
        item.targets[name] = list(chosen)
        item.targets.setdefault("_order", [])
    item.targets.pop("_order", None)
    return True


def _effects_of(item: StackItem) -> tuple:
    """The effects of the spell or ability being announced, so a chooser can see what the
    target will be subject to (the table shows it; the computer player weighs it)."""
    spec = item.spec
    if item.mode is not None and "modes" in spec:
        return tuple(spec["modes"][item.mode - 1].get("do", []))
    return tuple(spec.get("do", []))


def choose_division(g: "Game", ctx: Ctx, item: StackItem, div: dict) -> None:
    """CR 601.2d: divide an amount among the chosen targets, at least 1 each."""
    refs = item.targets.get(div["among"], [])
    total = amount(ctx, div["amount"])
    if not refs:
        return
    if len(refs) == 1:
        item.division = {refs[0]: total}
        return
    if total < len(refs):
        raise IllegalActionError(f"can't divide {total} among {len(refs)} targets")
    ans = choose(g, Decision("divide", ctx.controller, f"Divide {total} among the targets of {item.name}",
                             tuple(refs), len(refs), len(refs), "divide", (("total", total),)))
    division = dict(ans)
    if set(division) != set(refs) or any(v < 1 for v in division.values()) or sum(division.values()) != total:
        raise IllegalActionError(f"the division must give each target at least 1 and total {total}")
    item.division = division


def _max_x(g: "Game", p: int, base: ManaCost, x_color: str | None = None, spell: int | None = None) -> int:
    """The largest X the player could pay for (CR 107.3a, 601.2f-h), counting the mana of X
    as `x_color` when only that mana may be spent on it ("Spend only black mana on X")."""
    x = max(0, potential_mana(g, p, spell) - base.with_x(0).mana_value)
    while x > 0 and not can_afford(g, p, base.with_x(x, x_color), spell=spell):
        x -= 1
    return x


def _affordable_target_cap(g: "Game", p: int, oid: int, card: "CardDef", item: StackItem,
                           tspec: dict) -> int | None:
    """A cost that grows with the number of targets (Fireball: "{1} more for each target
    beyond the first", CR 601.2f) limits the targets to as many as the player can pay for,
    so that an announcement offered as legal can always be completed (CR 601.2h)."""
    slots = target_slots(tspec)
    if len(slots) != 1:
        return None
    name, flt, lo, hi = slots[0]
    ctx = Ctx(g, p, oid, g.objects[oid].zcc, item, x=item.x or 0)
    n = len(candidates(ctx, flt))
    if hi != "any":
        n = min(n, hi)
    while n > max(lo, 1):
        item.targets[name] = [None] * n
        affordable = can_afford(g, p, total_spell_cost(g, p, oid, card, item.x or 0, item), spell=oid)
        item.targets.pop(name, None)
        if affordable:
            break
        n -= 1
    return n


# --- casting (CR 601.2) ---------------------------------------------------------------------

def castable_actions(g: "Game", p: int) -> list[CastSpell]:
    out: list[CastSpell] = []
    zones = [("hand", g.players[p].hand), ("command", g.players[p].command)]
    for zone, lst in zones:
        for oid in lst:
            o = g.objects[oid]
            if zone == "command" and not o.is_commander:
                continue
            faces: list[int | None] = list(range(len(o.card.faces))) if o.card.faces else [None]
            for face in faces:
                # the timing rules first (CR 307.1, 117.1a): most of a hand can't be cast in most
                # steps, and saying so is far cheaper than looking for targets and mana
                if can_cast_timing(g, p, spell_def(g, oid, face)) and can_cast(g, p, oid, face):
                    out.append(CastSpell(oid, face))
            if o.card.morph is not None and can_cast(g, p, oid, None, face_down=True):
                out.append(CastSpell(oid, None, face_down=True))
    return out


FACE_DOWN_COST = ManaCost.parse("{3}")


def why_not_castable(g: "Game", p: int, oid: int, face: int | None = None, face_down: bool = False,
                     during_resolution: bool = False) -> str | None:
    """The reason a card can't be cast now, or None if it can (used for refusals and explanations).
    The reason is a `Reason`: its `code` says which kind (see `reasons.HAND_REASONS`).
    `during_resolution`: a spell has the player cast it as it resolves (Word of Command): no
    priority is needed and the timing of its card type doesn't apply."""
    o = g.objects[oid]
    card = spell_def(g, oid, face)
    if face_down:
        return _why_not_castable_face_down(g, p, oid)
    if "Land" in card.types:
        return Reason("a land is played, not cast", "not_in_hand")
    if o.zone not in ("hand", "command") or o.owner != p:
        return Reason(f"{card.name} isn't in your hand", "not_in_hand")
    if o.zone == "command" and not o.is_commander:
        return Reason(f"{card.name} can't be cast from the command zone", "not_in_hand")
    forbidden = forbidden_reason(g, p, oid)
    if forbidden is not None:
        return forbidden
    if during_resolution:
        pass
    elif g.priority != p:
        return Reason("you don't have priority", "no_priority")
    elif not has_flash(g, p, card) and not sorcery_timing_ok(g, p):
        if g.active != p:
            return Reason(f"{card.name} can be cast only during your turn (CR 307.1)", "not_your_turn")
        if g.step not in MAIN_STEPS:
            return Reason(f"{card.name} can be cast only during a main phase (CR 307.1)", "wrong_step")
        return Reason(f"{card.name} can be cast only when the stack is empty (CR 307.1)", "stack_not_empty")
    spec = _spell_spec(card)
    if "cast_only_if" in spec:
        # "Cast this spell only during an opponent's turn, before attackers are declared" (CR 601.3)
        if not holds(Ctx(g, p, oid, o.zcc), spec["cast_only_if"]):
            return Reason(f"{card.name} can't be cast now" + (f": {spec['cast_only_text']}" if "cast_only_text"
                                                              in spec else " (CR 601.3)"), "cast_condition")
    if "sacrifice" in spec.get("additional_cost", {}) and not _matching(
            Ctx(g, p, oid, o.zcc), normalize(spec["additional_cost"]["sacrifice"]).with_(controller="you")):
        return Reason(f"{card.name} needs a permanent to sacrifice as its additional cost (CR 601.2h)", "cast_condition")
    # X is announced before targets are chosen (CR 601.2b-c), so a target filter may depend
    # on it (Spell Blast: "target spell with mana value X"): some affordable X must work.
    xs = range(_max_x(g, p, card.mana_cost, spec.get("x_color"), oid) + 1) if card.mana_cost.x else (0,)
    target_specs = [m.get("targets", {}) for m in spec["modes"]] if "modes" in spec else [spec.get("targets", {})]
    if not any(_targets_available(Ctx(g, p, oid, o.zcc, x=x, casting=True), t) for x in xs for t in target_specs):
        return Reason(f"{card.name} has no legal targets (CR 601.2c)", "no_targets")
    cost = total_spell_cost(g, p, oid, card, 0, None)
    if not can_afford(g, p, cost, spell=oid):
        return mana_shortfall(g, p, cost, spell=oid)
    return None


_COLOUR_WORDS = {**COLOR_WORDS, "C": "colorless"}


def mana_shortfall(g: "Game", p: int, cost: ManaCost, forbid: Sequence[int] = (), spell: int | None = None) -> Reason:
    """Why p's mana can't pay `cost` (CR 601.2g-h): too little mana in all ("mana_total"), too
    little of one colour ("mana_colour"), or sources that can't make the colours together
    ("mana_mix").  Counts the mana pool and every untapped source's best production."""
    cost = spendable_cost(g, p, cost)
    pool = usable_pool(g, p, spell)
    sources = mana_sources(g, p, exclude=forbid, spell=spell)
    have = sum(pool.values()) + sum(max(len(o) for o in s.options) for s in sources)
    need = cost.mana_value
    if have < need:
        return Reason(f"not enough mana: {cost} needs {need} mana and you have {have} (untapped sources and mana "
                      f"pool)", "mana_total")
    for i, c in enumerate(MANA_TYPES):
        want = cost.colored[i]
        if not want:
            continue
        can = pool.get(c, 0) + sum(max(o.count(c) for o in s.options) for s in sources)
        if can < want:
            word = _COLOUR_WORDS[c]
            sym = "{" + c + "}"
            return Reason(f"not enough {word} mana: {cost} needs {sym * want} and your untapped sources and pool "
                          f"can make only {(sym * can) if can else 'none'}", "mana_colour")
    return Reason(f"your mana can't pay {cost}: the sources can't make those colours together", "mana_mix")


def _why_not_castable_face_down(g: "Game", p: int, oid: int) -> str | None:
    """Casting a card face down with morph (CR 702.37c): a 2/2 creature spell with no text,
    cast when a creature spell could be (it has no flash), for {3} instead of its mana cost."""
    o = g.objects[oid]
    if o.card.morph is None:
        return Reason(f"{o.card.name} has no morph ability: it can't be cast face down (CR 702.37)", "cast_condition")
    if o.zone not in ("hand", "command") or o.owner != p:
        return Reason(f"{o.card.name} isn't in your hand", "not_in_hand")
    if g.priority != p:
        return Reason("you don't have priority", "no_priority")
    if not sorcery_timing_ok(g, p):
        code = "not_your_turn" if g.active != p else "wrong_step" if g.step not in MAIN_STEPS else "stack_not_empty"
        return Reason("a face-down creature spell can be cast only when you could cast a sorcery (CR 307.1)", code)
    cost = total_spell_cost(g, p, oid, o.card, 0, None, face_down=True)
    if not can_afford(g, p, cost):
        return mana_shortfall(g, p, cost)
    return None


def forbidden_reason(g: "Game", p: int, oid: int) -> Reason | None:
    """A `cant_play` static ability forbidding the card (City in a Bottle, CR 101.2), or a card
    played revealed in its owner's hand that they can't play until their next turn (Firestorm Phoenix)."""
    from .revealed import is_revealed_in_hand
    from .statics import forbidding_source
    if is_revealed_in_hand(g, oid):
        return Reason(f"{g.objects[oid].card.name} is revealed in your hand and can't be played until your next "
                      f"turn", "cast_condition")
    src = forbidding_source(g, p, oid)
    if src is None:
        return None
    return Reason(f"{g.objects[oid].card.name} can't be played while {g.name_of(src)} is on the battlefield "
                  f"(CR 101.2)", "cast_condition")


def can_cast(g: "Game", p: int, oid: int, face: int | None, face_down: bool = False) -> bool:
    return why_not_castable(g, p, oid, face, face_down) is None


def _spell_spec(card: "CardDef") -> dict:
    spec = dict(card.spell or {})
    if "Aura" in card.subtypes and card.enchant is not None:
        spec.setdefault("targets", {"enchant": card.enchant})
    return spec


def total_spell_cost(g: "Game", p: int, oid: int, card: "CardDef", x: int, item: StackItem | None,
                     face_down: bool = False) -> ManaCost:
    """CR 601.2f: mana cost (or the {3} of a face-down morph spell, CR 702.37c) plus additional
    costs and increases, minus reductions.

    The total cost is determined after the card has moved to the stack (CR 601.2a, 601.2f), so
    what depends on where the spell was cast from is judged by the zone it left, remembered on
    its stack item: the commander tax applies to a commander cast from the command zone (CR
    903.8) whether it is asked before the announcement (item None: the card is still there) or
    while it is being paid."""
    spec = {} if face_down else _spell_spec(card)
    cost = FACE_DOWN_COST if face_down else card.mana_cost.with_x(x, spec.get("x_color"))
    o = g.objects[oid]
    if item is not None and "extra_cost" in spec:
        ctx = Ctx(g, p, oid, o.zcc, item)
        cost = cost.plus_generic(max(0, amount(ctx, spec["extra_cost"])))
    cast_from = item.from_zone if item is not None else o.zone
    if cast_from == "command" and o.is_commander:
        cost = cost.plus_generic(2 * g.players[p].commander_casts)   # commander tax (CR 903.8)
    if not face_down:
        # CR 601.2f: increases first, then reductions, which reduce only the generic part
        cost = cost.plus_generic(cost_increase(g, oid, "spell_cost_increase"))
        cost = cost.plus_generic(-cost_increase(g, oid, "spell_cost_reduction"))
    if _any_mana_rule(g, p) is not None and not cost.is_empty():
        # "you may spend mana as though it were mana of any type to pay that spell's mana cost"
        # (North Star, CR 609.4b): every coloured symbol can be paid with any mana
        cost = ManaCost(cost.generic + sum(cost.colored) + len(cost.hybrid), (0,) * len(cost.colored), (), cost.x)
    return cost


def _any_mana_rule(g: "Game", p: int) -> Any:
    """The earliest `spend_any_mana_once` rule for player p this turn (North Star), or None."""
    return next((e for e in g.effects if e.layer == "player_rule" and e.params.get("player") == p
                 and e.params.get("rule") == "spend_any_mana_once"), None)


def _use_any_mana_rule(g: "Game", p: int) -> None:
    """"For one spell this turn": the spell just cast used the rule, which is now gone."""
    rule = _any_mana_rule(g, p)
    if rule is not None:
        g.effects = [e for e in g.effects if e is not rule]
        g.invalidate()


def cost_increase(g: "Game", oid: int, key: str) -> int:
    """Generic mana added to a cost by static abilities (CR 601.2f, 602.2b): `spell_cost_increase`
    (or, with `spell_cost_reduction`, taken off: Planar Gate)
    for a spell being cast (Gloom: "White spells cost {3} more to cast"), `ability_cost_increase`
    for an activated ability of the object `oid` (Gloom: "Activated abilities of white enchantments
    cost {3} more to activate")."""
    from .statics import static_specs
    total = 0
    o = g.objects[oid]
    for src, spec, ctx in static_specs(g, key):
        flt = normalize(spec.get("filter"))
        if key in ("spell_cost_increase", "spell_cost_reduction"):
            flt = flt.with_(kind="spell" if o.zone == "stack" else "card", zone=o.zone)
        if matches_object(ctx, oid, flt):
            total += amount(ctx, spec.get("n", 1))
    return total


def ability_mana_cost(g: "Game", oid: int, ab: Any) -> ManaCost:
    """The mana an activated ability of `oid` costs now (CR 602.2b, 601.2f): its printed mana,
    plus increases (Gloom), minus reductions (Power Artifact: "cost {2} less to activate ...
    can't reduce the mana in that cost to less than one mana").  A reduction takes only
    generic mana and, with `min_mana`, leaves at least that much mana besides X."""
    from .statics import static_specs
    mcost = ab.get("cost", {}).get("mana", NO_MANA).plus_generic(cost_increase(g, oid, "ability_cost_increase"))
    for _src, spec, ctx in static_specs(g, "ability_cost_reduction"):
        hit = oid in objects_of(ctx, spec["what"]) if "what" in spec else \
            matches_object(ctx, oid, normalize(spec.get("filter")))
        if not hit:
            continue
        cut = min(amount(ctx, spec.get("n", 1)), mcost.generic)
        floor = int(spec.get("min_mana", 0))
        cut = max(0, min(cut, mcost.with_x(0).mana_value - floor))
        mcost = mcost.plus_generic(-cut)
    return mcost


def _choose_spell_x(g: "Game", p: int, item: StackItem, card: "CardDef", hi: int) -> int:
    """CR 601.2b: announce X.  When a target depends on X (Spell Blast: "target spell with
    mana value X"), only the values that leave a legal target are allowed (CR 601.2c)."""
    spec = item.spec
    tspec = spec["modes"][item.mode - 1].get("targets", {}) if item.mode else spec.get("targets", {})
    allowed = tuple(x for x in range(hi + 1)
                    if _targets_available(Ctx(g, p, item.source, item.source_zcc, item, x=x), tspec))
    data = (("allowed", allowed),) if allowed and len(allowed) <= hi else ()
    data += (("spell", item.source),)   # which spell, for a player judging how large an X is useful
    return int(choose(g, Decision("number", p, f"Choose X for {card.name}", (0, hi), 1, 1, "x", data)))


def cast_spell(g: "Game", p: int, action: CastSpell) -> None:
    oid = action.card
    reason = why_not_castable(g, p, oid, action.face, action.face_down)
    if reason:
        raise IllegalActionError(reason)
    if action.face_down:
        _cast_face_down(g, p, oid)
        return
    _cast(g, p, oid, action.face)


def cast_while_resolving(g: "Game", p: int, oid: int) -> StackItem | None:
    """Player p casts the card while a spell resolves, if able (Word of Command: "the player
    plays that card if able"): it goes on the stack above that spell, with every choice of
    casting made as usual (CR 601.2).  Returns its stack item, or None if it can't be cast."""
    card = g.objects[oid].card
    faces: tuple[int | None, ...] = tuple(range(len(card.faces))) if card.faces else (None,)
    able = tuple(f for f in faces if why_not_castable(g, p, oid, f, during_resolution=True) is None)
    if not able:
        return None
    face = able[0] if len(able) == 1 else select_one(g, p, f"Cast which half of {card.name}?", able,
                                                      purpose="split_half")
    return _cast(g, p, oid, face)


def _cast(g: "Game", p: int, oid: int, face: int | None) -> StackItem:
    """CR 601.2a-i for a card that may be cast (checked by the caller)."""
    o = g.objects[oid]
    card = spell_def(g, oid, face)
    from_zone = o.zone
    spec = _spell_spec(card)
    # 601.2a: the card moves to the stack
    g.move_raw(oid, "stack")
    o.face = face
    item = StackItem(oid, "spell", oid, o.zcc, p, spec, card.name, from_zone=from_zone)
    g.stack.append(item)
    g.invalidate()
    ctx = Ctx(g, p, oid, o.zcc, item)
    # 601.2b: modes and X
    if "modes" in spec:
        mode = choose_mode(g, ctx, spec)
        if mode is None:
            raise IllegalActionError(f"{card.name} has no mode with legal targets")
        item.mode = mode
    if card.mana_cost.x:
        item.x = _choose_spell_x(g, p, item, card, _max_x(g, p, card.mana_cost, spec.get("x_color"), oid))
        ctx.x = item.x
    # 601.2c: targets
    tspec = spec["modes"][item.mode - 1].get("targets", {}) if item.mode else spec.get("targets", {})
    cap = _affordable_target_cap(g, p, oid, card, item, tspec) if "extra_cost" in spec else None
    if not choose_targets_for(g, ctx, item, tspec, cap):
        raise IllegalActionError(f"{card.name} has no legal targets")
    # 601.2d: division
    div = spec["modes"][item.mode - 1].get("divide") if item.mode else spec.get("divide")
    if div:
        choose_division(g, ctx, item, div)
    # 601.2f-h: total cost, mana abilities, payment
    cost = total_spell_cost(g, p, oid, card, item.x or 0, item)
    item.mana_spent = pay_mana(g, p, cost, f"Cast {card.name}", spell=oid)
    if "additional_cost" in spec:
        _pay_other_costs(g, p, oid, {"cost": spec["additional_cost"]}, item)
    _use_any_mana_rule(g, p)
    if from_zone == "command":
        g.players[p].commander_casts += 1
    if "Sorcery" in card.types and g.turn_flags.get(f"quicken_{p}") and not sorcery_timing_ok(g, p):
        g.turn_flags[f"quicken_{p}"] = False
    elif "Sorcery" in card.types and g.turn_flags.get(f"quicken_{p}"):
        g.turn_flags[f"quicken_{p}"] = False
    # 601.2i: the spell becomes cast; what was cast this turn is remembered ("the first instant
    # spell that player casts each turn", Ichneumon Druid) -- a tuple, shared safely by copies of the game
    g.turn_flags["spells_cast"] = g.turn_flags.get("spells_cast", ()) + ((p, tuple(card.types)),)
    # each spell as it was cast, the very object on the stack ("one of those sorcery spells", Backdraft)
    g.turn_flags["_spell_objects"] = g.turn_flags.get("_spell_objects", ()) + (
        (p, oid, item.source_zcc, seen_characteristics(g, oid)),)
    refs = _target_refs(item)
    g.emit(SpellCast(p, oid, card.name, refs, tuple(g.name_of(r) for r in refs)), "601.2")
    from .triggers import fire
    fire(g, {"type": "cast", "object": oid, "player": p})
    return item


def _cast_face_down(g: "Game", p: int, oid: int) -> None:
    """CR 702.37c, 708.4: the card is turned face down and put on the stack as a 2/2 creature
    spell with no text (no targets, no modes, no X), and {3} is paid."""
    cast_face_down(g, p, oid)


def cast_face_down(g: "Game", p: int, oid: int, *, free: bool = False, masked: bool = False) -> None:
    """Cast a card face down as a 2/2 creature spell with no text (CR 708.4): with morph for {3}
    (CR 702.37c), or `free` -- without paying its mana cost, while an ability resolves (CR
    608.2g; Illusionary Mask).  `masked`: the permanent it becomes is turned face up instead of
    assigning or dealing damage, being dealt damage or becoming tapped (game.engine.morph)."""
    o = g.objects[oid]
    from_zone = o.zone
    g.move_raw(oid, "stack")
    o.face_down = True
    if masked:
        o.own_chosen()[MASKED] = True
    item = StackItem(oid, "spell", oid, o.zcc, p, {}, "face-down spell", from_zone=from_zone)
    g.stack.append(item)
    g.invalidate()
    if not free:
        cost = total_spell_cost(g, p, oid, o.card, 0, item, face_down=True)
        item.mana_spent = pay_mana(g, p, cost, "Cast a face-down creature spell")
    if from_zone == "command":
        g.players[p].commander_casts += 1
    g.emit(SpellCast(p, oid, "", face_down=True), "702.37c")
    from .triggers import fire
    fire(g, {"type": "cast", "object": oid, "player": p})


def _target_refs(item: StackItem) -> tuple:
    return tuple(r for rs in item.targets.values() for r in rs)


# --- activated abilities (CR 602) -------------------------------------------------------------

def ability_list(g: "Game", oid: int) -> tuple[dict, ...]:
    o = g.objects[oid]
    if o.zone == "battlefield":
        return g.chars(oid).abilities
    return o.card.abilities


def why_not_activatable(g: "Game", p: int, oid: int, index: int) -> str | None:
    o = g.objects.get(oid)
    if o is None:
        return "no such object"
    abilities = ability_list(g, oid)
    if index < 0 or index >= len(abilities):
        return f"{g.name_of(oid)} has no ability {index + 1}"
    ab = abilities[index]
    zone = ab.get("zone", "battlefield")
    if o.zone != zone:
        return f"{g.name_of(oid)} isn't on the battlefield"
    if g.priority != p and "mana" not in ab:
        return Reason("you don't have priority", "no_priority")
    controller = g.controller_of(oid) if o.zone == "battlefield" else o.owner
    if controller != p and not ab.get("any_player") and not ab.get("opponents_only") \
            and not (ab.get("owner_only") and o.owner == p):
        return f"you don't control {g.name_of(oid)}"
    if ab.get("opponents_only") and controller == p:
        return f"only {g.name_of(oid)}'s controller's opponents may activate this ability"
    if ab.get("owner_only") and o.owner != p:
        return f"only {g.name_of(oid)}'s owner may activate this ability"
    if ab.get("timing") == "your_turn" and g.active != p:
        return "this ability can be activated only during your turn"
    if ab.get("timing") == "sorcery" or "loyalty" in ab:
        if not sorcery_timing_ok(g, p):
            return "this ability can be activated only any time you could cast a sorcery (CR 602.5d)"
    if "loyalty" in ab and o.loyalty_used_turn == g.turn:
        return "a planeswalker's loyalty ability can be activated only once each turn (CR 606.3)"
    if ab.get("only_your_turn") and g.active != p:
        return "this ability can be activated only during your turn"
    if ab.get("only_step") and g.step != ab["only_step"]:
        return f"this ability can be activated only during the {ab['only_step']} step"
    if "activate_only_if" in ab:
        # "Activate only if you have exactly seven cards in hand" (CR 602.5b)
        from .conditions import holds
        if not holds(Ctx(g, p, oid, o.zcc), ab["activate_only_if"]):
            return Reason("this ability's own activation condition doesn't hold now (CR 602.5b)", "timing")
    if ab.get("once_per_turn") and g.turn_flags.get("activated", {}).get(ability_key(g, oid, index)):
        return "this ability can be activated only once each turn"
    if ab.get("max_per_turn") and activations_this_turn(g, oid, index) >= ab["max_per_turn"]:
        return f"this ability can be activated no more than {ab['max_per_turn']} times each turn"
    cost = ab.get("cost", {})
    ctx = Ctx(g, p, oid, o.zcc)
    if cost.get("tap"):
        if o.tapped:
            return Reason(f"{g.name_of(oid)} is tapped", "tapped")
        if not can_use_tap_ability(g, oid):
            return Reason(f"{g.name_of(oid)} has summoning sickness (CR 302.6)", "summoning_sick")
    if cost.get("untap") and not o.tapped:
        return f"{g.name_of(oid)} is untapped"
    if "loyalty" in ab and ab["loyalty"] < 0 and o.counters.get("loyalty", 0) < -ab["loyalty"]:
        return "not enough loyalty"
    reason = why_not_other_costs(g, p, oid, ab)
    if reason is not None:
        return reason
    if ab.get("before_step") and g.step in STEPS and \
            STEPS.index(g.step) >= STEPS.index(ab["before_step"]):
        return f"this ability can be activated only before the {ab['before_step'].replace('_', ' ')} step"
    if "spend_only" in ab:
        # its mana can be spent only on certain spells (CR 106.6): it is tapped as such a spell's
        # cost is paid -- the only place that mana could go
        return Reason(f"{g.name_of(oid)}'s mana can be spent only to cast certain spells: it is tapped while "
                      "paying for one", "limit")
    if "mana" in ab:
        # a mana ability with a mana cost (Apprentice Wizard: "{U}, {T}: Add {C}{C}{C}")
        mcost = cost.get("mana", NO_MANA)
        if not mcost.is_empty() and not can_afford(g, p, mcost, forbid=[oid] if cost.get("tap") else []):
            return mana_shortfall(g, p, mcost, forbid=[oid] if cost.get("tap") else [])
        return None
    target_specs = [m.get("targets", {}) for m in ab["modes"]] if "modes" in ab else [ab.get("targets", {})]
    if not any(_targets_available(ctx, t) for t in target_specs):   # some mode must have its targets (CR 700.2a)
        return Reason("no legal targets (CR 602.2b, 601.2c)", "no_targets")
    mcost = ability_mana_cost(g, oid, ab)
    if mcost.x and "x_is" in ab and not _x_is_payable(g, p, oid, ab, mcost):
        return "not enough mana to pay X for any of its targets"
    x_min = ab.get("x_min", 0) if mcost.x else 0
    if x_min and _max_x(g, p, mcost) < x_min:
        return f"not enough mana to pay {mcost.with_x(x_min)} (X can't be less than {x_min})"
    if not can_afford(g, p, mcost.with_x(x_min), forbid=[oid] if cost.get("tap") else []):
        return mana_shortfall(g, p, mcost.with_x(x_min), forbid=[oid] if cost.get("tap") else [])
    return None


def why_not_other_costs(g: "Game", p: int, oid: int, ab: dict) -> str | None:
    """Why p can't pay the costs of the ability besides its mana, {T}, {Q} and loyalty: the life, the
    cards to discard, the counters to remove, the permanents to tap, sacrifice or exile, the cards
    to exile from the graveyard (CR 602.2b, 601.2h) -- asked of the ability as it would be
    activated, and by the computer players weighing what an ability can still do (an Atog with no
    artifact to eat can't pump)."""
    o = g.objects[oid]
    cost = ab.get("cost", {})
    ctx = Ctx(g, p, oid, o.zcc)
    if cost.get("pay_life") and g.players[p].life < cost["pay_life"]:
        return "not enough life"
    if cost.get("discard") and len(g.players[p].hand) < cost["discard"]:
        return "not enough cards in hand"
    if cost.get("discard_last_drawn") and _last_drawn_in_hand(g, p) is None:
        return "the last card you drew this turn isn't in your hand"
    if cost.get("discard_random") and len(g.players[p].hand) < cost["discard_random"]:
        return "not enough cards in hand"
    if "remove_counters" in cost:
        for kind, n in cost["remove_counters"].items():
            if n != "X" and o.counters.get(kind, 0) < n:
                return f"not enough {kind} counters"
    if "tap_untapped" in cost:
        flt = normalize(cost["tap_untapped"]).with_(controller="you", tapped=False)
        ok = [x for x in _matching(ctx, flt) if can_use_tap_ability(g, x) or "Creature" not in g.chars(x).types
              or True]
        ok = [x for x in ok if not (cost.get("tap") and x == oid)]
        if not ok:
            return "no untapped permanent to tap for the cost"
    if "sacrifice" in cost:
        flt = normalize(cost["sacrifice"]).with_(controller="you")
        if not _matching(ctx, flt):
            return "nothing to sacrifice"
    if "exile" in cost:
        flt = normalize(cost["exile"]).with_(controller="you")
        if not _matching(ctx, flt):
            return "nothing to exile"
    if "exile_from_graveyard" in cost:
        flt = normalize(cost["exile_from_graveyard"]).with_(kind="card", zone="graveyard", owner="you")
        if not _matching(ctx, flt):
            return "no such card in your graveyard to exile"
    return None


def _x_is_payable(g: "Game", p: int, oid: int, ab: dict, mcost: ManaCost) -> bool:
    """Whether some choice of the (single) target makes an `x_is` cost payable: X is set by the
    target (Reflecting Mirror: twice the target spell's mana value, CR 601.2f)."""
    forbid = [oid] if ab.get("cost", {}).get("tap") else []
    for name, flt, _lo, _hi in target_slots(ab.get("targets", {})):
        probe = StackItem(-1, "activated", oid, g.objects[oid].zcc, p, ab, "")
        for ref in candidates(Ctx(g, p, oid, g.objects[oid].zcc), flt):
            probe.targets = {name: [ref]}
            x = max(0, amount(Ctx(g, p, oid, g.objects[oid].zcc, probe), ab["x_is"]))
            if can_afford(g, p, mcost.with_x(x), forbid=forbid):
                return True
        return False
    return True


def _matching(ctx: Ctx, flt: Filter) -> list[int]:
    from .filters import all_matching
    return all_matching(ctx, flt)


def activatable_actions(g: "Game", p: int, *, mana_abilities: bool = True) -> list[ActivateAbility]:
    """The abilities of permanents that player p may activate now (see `why_not_activatable`),
    in battlefield order; with `mana_abilities` False, those that aren't mana abilities."""
    out = []
    for oid in g.battlefield:
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = g.chars(oid)
        mine = ch.controller == p
        for i, ab in enumerate(ch.abilities):
            if not mine and not ab.get("any_player") and not ab.get("opponents_only") \
                    and not (ab.get("owner_only") and o.owner == p):
                continue
            if o.tapped and ab.get("cost", {}).get("tap"):
                continue   # a tapped permanent can't pay {T} (CR 602.2b, 601.2h): no need to ask further
            if not mana_abilities and "mana" in ab:
                continue
            if why_not_activatable(g, p, oid, i) is None:
                out.append(ActivateAbility(oid, i))
    return out


def ability_key(g: "Game", oid: int, index: int) -> str:
    """The name by which the turn counts the activations of an object's ability (CR 602.5b's
    "only once each turn", Dragon Whelp's "four or more times this turn"): the object that
    changed zones is a new one (CR 400.7) and starts afresh."""
    return f"{oid}:{g.objects[oid].zcc}:{index}"


def activations_this_turn(g: "Game", oid: int, index: int) -> int:
    """How many times the object's ability has been activated this turn."""
    return int(g.turn_flags.get("activation_counts", {}).get(ability_key(g, oid, index), 0))


def activate(g: "Game", p: int, action: ActivateAbility) -> bool:
    """Activate an ability (CR 602.2); returns True if it was a mana ability (no stack)."""
    oid, index = action.source, action.index
    reason = why_not_activatable(g, p, oid, index)
    if reason:
        raise IllegalActionError(reason)
    o = g.objects[oid]
    ab = ability_list(g, oid)[index]
    name = g.name_of(oid)
    from .events import lki_of
    activated = {"type": "activated", "object": oid, "object_zcc": o.zcc, "player": p,
                 "tap_cost": bool(ab.get("cost", {}).get("tap")),
                 "lki": {oid: lki_of(g, oid)} if o.zone == "battlefield" else {}}
    if "mana" in ab:
        x = _choose_counters_x(g, p, oid, ab)
        mana_part = ab.get("cost", {}).get("mana", NO_MANA)
        if not mana_part.is_empty():   # CR 605.3b: its whole cost, mana included, is paid
            pay_mana(g, p, mana_part, f"Activate {name}", forbid=[oid] if ab.get("cost", {}).get("tap") else [])
        opts = ability_mana_options(g, p, oid, ab)   # as activated: before its costs change the board
        paid: dict[str, Any] = {}
        _pay_other_costs(g, p, oid, ab, None, x=x, paid=paid)
        prod = () if not opts else opts[0] if len(opts) == 1 else select_one(
            g, p, f"Choose the mana {name} adds", opts, purpose="mana")
        if ab.get("mana_per_x"):
            prod = tuple(prod) + tuple(ab["mana_per_x"]) * x   # "an additional {W} for each counter removed"
        if "mana_times" in ab:
            # "Add an amount of {B} equal to the sacrificed artifact's mana value" (Priest of Yawgmoth);
            # "Add {C} for each storage counter on this land" (City of Shadows)
            times = amount(Ctx(g, p, oid, o.zcc, event=paid), ab["mana_times"])
            prod = tuple(prod) * max(0, times)
        if ab.get("cost", {}).get("tap"):
            prod = land_mana_as(g, p, oid, tuple(prod))
        add_mana(g, p, prod)
        g.tell((f"{name}: ", ("player", p), " ", ("verb", p, "adds"), f" {''.join('{' + c + '}' for c in prod)}"),
               "605.3", "mana", oid)
        if ab.get("do"):
            # the rest of a mana ability's effect ("Add {B}. This creature deals 1 damage to you")
            # happens as it resolves, at once, without the stack (CR 605.3a-b)
            from .effects import run_effects
            run_effects(Ctx(g, p, oid, o.zcc), ab["do"])
        from .triggers import fire
        fire(g, activated)   # CR 602.2i: activated once its costs are paid
        if "Land" in g.chars(oid).types and ab.get("cost", {}).get("tap"):
            fire(g, {"type": "tapped_for_mana", "object": oid, "player": p, "mana": tuple(prod)})
        return True
    item = StackItem(g.new_id(), "activated", oid, o.zcc, p, ab, name)
    g.stack.append(item)
    ctx = Ctx(g, p, oid, o.zcc, item)
    if "modes" in ab:
        m = choose_mode(g, ctx, ab)
        if m is None:
            raise IllegalActionError("no mode can be chosen")
        item.mode = m
    cost = ab.get("cost", {})
    mcost = ability_mana_cost(g, oid, ab)
    if mcost.x and "x_is" not in ab:
        item.x = number(g, p, f"Choose X for {name}'s ability", ab.get("x_min", 0), _max_x(g, p, mcost), "x",
                        (("source", oid), ("ability", index)))
        ctx.x = item.x
    elif _counters_x_kind(ab) is not None:
        item.x = _choose_counters_x(g, p, oid, ab)
        ctx.x = item.x
    # a modal ability's targets are those of the chosen mode (CR 700.2a)
    tspec = ab["modes"][item.mode - 1].get("targets", {}) if item.mode is not None else ab.get("targets", {})
    if not choose_targets_for(g, ctx, item, tspec):
        raise IllegalActionError("no legal targets")
    if mcost.x and "x_is" in ab:
        # "X is twice the mana value of that spell" (Reflecting Mirror): set by the target (CR 601.2f)
        item.x = ctx.x = max(0, amount(ctx, ab["x_is"]))
        if not can_afford(g, p, mcost.with_x(item.x), forbid=[oid] if cost.get("tap") else []):
            raise IllegalActionError(f"not enough mana to pay {mcost.with_x(item.x)}")
    if ab.get("divide"):
        choose_division(g, ctx, item, ab["divide"])
    item.mana_spent = pay_mana(g, p, mcost.with_x(item.x or 0), f"Activate {name}",
                               forbid=[oid] if cost.get("tap") else [])
    _pay_other_costs(g, p, oid, ab, item)
    if "loyalty" in ab:
        o.loyalty_used_turn = g.turn
    if ab.get("once_per_turn"):
        g.turn_flags.setdefault("activated", {})[ability_key(g, oid, index)] = True
    # how many times this ability has been activated this turn (Dragon Whelp: "if this ability has
    # been activated four or more times this turn")
    counts = g.turn_flags.setdefault("activation_counts", {})
    akey = ability_key(g, oid, index)
    counts[akey] = counts.get(akey, 0) + 1
    item.event["ability_key"] = akey
    refs = _target_refs(item)
    g.emit(AbilityActivated(p, oid, name, refs, tuple(g.name_of(r) for r in refs)), "602.2")
    from .triggers import fire
    activated["ability"] = item.id   # the ability on the stack: "counter that ability" (Imprison)
    fire(g, activated)   # CR 602.2i: activated once its costs are paid
    return False


def _counters_x_kind(ab: dict) -> str | None:
    """The kind of counter an "X" counter-removal cost removes ("Remove any number of charge
    counters", "Remove X +1/+1 counters"), or None."""
    for kind, n in ab.get("cost", {}).get("remove_counters", {}).items():
        if n == "X":
            return kind
    return None


def _choose_counters_x(g: "Game", p: int, oid: int, ab: dict) -> int:
    """CR 107.3a, 601.2b/602.2b: the number of counters an "any number"/X removal cost removes
    is announced with the activation, from 0 to the number the permanent has."""
    kind = _counters_x_kind(ab)
    if kind is None:
        return 0
    have = g.objects[oid].counters.get(kind, 0)
    if have == 0:
        return 0
    return number(g, p, f"Remove how many {kind} counters from {g.name_of(oid)}?", 0, have, "x")


def _pay_other_costs(g: "Game", p: int, oid: int, ab: dict, item: StackItem | None,
                     x: int | None = None, paid: dict[str, Any] | None = None) -> None:
    """Non-mana costs (CR 601.2h, 602.2b): tap, untap, sacrifice, life, discard, counters, loyalty.
    What was sacrificed is remembered for the ability (the reference `sacrificed`): on its stack
    item, or in `paid` for a mana ability, which has none (CR 605.3)."""
    cost = ab.get("cost", {})
    o = g.objects[oid]
    ctx = Ctx(g, p, oid, o.zcc, item)
    if cost.get("tap"):
        tap(g, oid)
    if cost.get("untap"):
        untap(g, oid)
    if "loyalty" in ab:
        n = ab["loyalty"]
        if n >= 0:
            o.own_counters()["loyalty"] = o.counters.get("loyalty", 0) + n
        else:
            remove_counters(g, oid, "loyalty", -n)
        g.invalidate()
    if "remove_counters" in cost:
        for kind, n in cost["remove_counters"].items():
            if n == "X":
                n = x if x is not None else (item.x or 0 if item is not None else 0)
            remove_counters(g, oid, kind, n)
    if "tap_untapped" in cost:
        flt = normalize(cost["tap_untapped"]).with_(controller="you", tapped=False)
        opts = tuple(x for x in _matching(ctx, flt) if not (cost.get("tap") and x == oid))
        pick = select_one(g, p, "Choose what to tap for the cost", opts, purpose="cost")
        tap(g, pick)
    if cost.get("pay_life"):
        from .events import lose_life
        lose_life(g, p, cost["pay_life"], "119.4")
    if cost.get("discard"):
        picks = select(g, p, "Choose cards to discard for the cost", tuple(g.players[p].hand),
                       n=cost["discard"], purpose="cost")
        if item is not None:
            item.event["discarded"] = tuple(picks)   # "if the discarded card was a land card" (Land's Edge)
        for c in picks:
            discard(g, p, c)
    if cost.get("discard_last_drawn"):
        last = _last_drawn_in_hand(g, p)
        if last is not None:
            discard(g, p, last)
    if cost.get("discard_random"):
        # "Discard a card at random" as a cost (CR 701.9b): chosen by the game's random stream
        for _ in range(min(cost["discard_random"], len(g.players[p].hand))):
            hand = g.players[p].hand
            discard(g, p, hand[g.rng.randbelow(len(hand))])
    if "sacrifice" in cost:
        flt = normalize(cost["sacrifice"]).with_(controller="you")
        opts = tuple(_matching(ctx, flt))
        pick = select_one(g, p, "Choose a permanent to sacrifice for the cost", opts, purpose="cost")
        from .events import lki_of
        memo = item.event if item is not None else paid if paid is not None else {}
        memo.setdefault("lki", {})[pick] = lki_of(g, pick)
        memo["sacrificed"] = pick
        sacrifice(g, pick)
    if "sacrifice_any" in cost:
        # "Sacrifice this artifact and any number of creatures you control" (Sword of the Ages)
        flt = normalize(cost["sacrifice_any"]).with_(controller="you")
        opts = tuple(x for x in _matching(ctx, flt) if x != oid)
        picks = select(g, p, "Choose any number to sacrifice for the cost", opts, n=len(opts), min_n=0,
                       purpose="cost") if opts else ()
        if item is not None:
            from .events import lki_of
            for pick in picks:
                item.event.setdefault("lki", {})[pick] = lki_of(g, pick)
            item.event["sacrificed"] = tuple(picks)
        for pick in picks:
            sacrifice(g, pick)
    for key, zone_flt in (("exile", {"controller": "you"}),
                          ("exile_from_graveyard", {"kind": "card", "zone": "graveyard", "owner": "you"})):
        # "Exile a creature you control" / "Exile a creature card from your graveyard" (CR 602.2b):
        # the exiled object is remembered for the effects ("the exiled card's mana value")
        if key in cost:
            opts = tuple(_matching(ctx, normalize(cost[key]).with_(**zone_flt)))
            pick = select_one(g, p, "Choose what to exile for the cost", opts, purpose="cost")
            if item is not None:
                from .events import lki_of
                if g.objects[pick].zone == "battlefield":
                    item.event.setdefault("lki", {})[pick] = lki_of(g, pick)
                item.event["cost_paid"] = pick
            move_to_zone(g, pick, "exile", cause="exiled to pay a cost", rule="602.2b")
    if cost.get("sacrifice_self"):
        sacrifice(g, oid)
    if cost.get("exile_self"):
        move_to_zone(g, oid, "exile", cause="exiled to pay a cost")


def _last_drawn_in_hand(g: "Game", p: int) -> int | None:
    """The last card p drew this turn, if it is still in p's hand as the same object (CR 400.7)."""
    last = g.turn_flags.get("_last_drawn", {}).get(p)
    if last is None:
        return None
    oid, zcc = last
    o = g.objects.get(oid)
    return oid if o is not None and o.zone == "hand" and o.zcc == zcc and oid in g.players[p].hand else None


def mana_pool_text(pool: dict[str, int]) -> str:
    return "".join("{" + c + "}" * 1 for c in MANA_TYPES for _ in range(pool.get(c, 0)))


def matches(ctx: Ctx, oid: int, flt: Any) -> bool:
    return matches_object(ctx, oid, normalize(flt))
