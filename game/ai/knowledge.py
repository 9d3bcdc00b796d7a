"""What the computer player knows about cards: how good a permanent is, and whether an
effect helps or hurts what it is aimed at (the "polarity" the open engines keep per
effect).  Everything is read from the card vocabulary, never from card names."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable, Iterator

from ..engine.casting import ability_list, ability_mana_cost, can_afford, mana_options, mana_sources, target_slots
from ..engine.card_mana import produces
from ..engine.carddef import CardDef
from ..engine.characteristics import Characteristics
from ..engine.combat import block_problem, can_attack, fight_outcome, lethal_damage
from ..engine.context import Ctx
from ..engine.filter_spec import Filter
from ..engine.filters import (PLAYER_KINDS, all_matching, amount, can_target, candidates, matches_object, normalize,
                             objects_of)
from ..engine.game import Game
from ..engine.language import Duration
from ..engine.mana import ManaCost, can_pay_with, solve_payment
from ..engine.terms import MANA_OF_LAND_TYPE, STEPS
from .ability_judgement import ability_worth, exchanges_life, ping_backfire, ping_damage
from .keyword_judgement import keyword_judgement
from .trigger_judgement import Moment, life_at_stake, trigger_effects, trigger_judgement, trigger_kind
from .verb_judgement import Judgement, judgement, nested_effects, params_polarity, walk


def effects_polarity(effects: Iterable[dict], slot: str | None = None) -> int:
    """+1 if the effects help what the slot names, -1 if they hurt it, 0 if unclear; each
    verb judged as game.ai.verb_judgement declares.  Without a slot, what the effects do to
    the player of something they name ("its controller gains life equal to its power") is the
    price of their main effect (Swords to Plowshares exiles), so it counts only when nothing
    else does."""
    effects = list(effects)
    if slot is None:
        main = [{verb: params} for eff in effects for verb, params in eff.items() if not _to_its_player(params)]
        if main and len(main) < sum(len(eff) for eff in effects):
            return _polarity(main, None) or _polarity(effects, None)
    return _polarity(effects, slot)


def _polarity(effects: list[dict], slot: str | None) -> int:
    score = 0
    for eff in effects:
        for verb, params in eff.items():
            j = judgement(verb)
            if j is Judgement.NESTED:
                score += effects_polarity(nested_effects(verb, params), slot)
                continue
            if slot is not None and not _mentions(params or {}, slot):
                continue
            if j is Judgement.HARMS:
                score -= 2
            elif j is Judgement.HELPS:
                score += 2
            elif j is Judgement.BY_PARAMS:
                score += 2 * params_polarity(verb, params, modify_polarity)
    return (score > 0) - (score < 0)


def amount_sign(amt: Any) -> int:
    """+1 if an amount of the card language can only be positive or zero (and isn't always
    zero), -1 if only negative or zero, 0 if it may go either way -- judged without a board:
    X and what the board counts (a mana value, a number of Forests) are never negative, so
    Great Defender's +0/+X is a boost (the AMOUNT mappings of game.engine.language)."""
    lo, hi = _amount_bounds(amt)
    if lo >= 0 and hi > 0:
        return 1
    if hi <= 0 and lo < 0:
        return -1
    return 0


def _amount_bounds(amt: Any) -> tuple[int, int]:
    """The signs an amount's lowest and highest values can have, each -1, 0 or +1."""
    if isinstance(amt, bool) or not isinstance(amt, (int, str, dict)):
        return -1, 1
    if isinstance(amt, int):
        sign = (amt > 0) - (amt < 0)
        return sign, sign
    if amt == "X":
        return 0, 1
    if isinstance(amt, str) or len(amt) != 1:
        return -1, 1
    (op, val), = amt.items()
    if op in ("add", "sub", "mul", "min") and not isinstance(val, list):
        return -1, 1
    if op in ("add", "sub"):
        terms = [_amount_bounds(v) for v in val]
        if op == "sub":
            terms = terms[:1] + [(-h, -l) for l, h in terms[1:]]
        lows, highs = [l for l, _ in terms], [h for _, h in terms]
        lo = -1 if -1 in lows else 1 if 1 in lows else 0
        hi = 1 if 1 in highs else -1 if -1 in highs else 0
        return lo, hi
    if op == "mul":
        terms = [_amount_bounds(v) for v in val]
        if all(l >= 0 for l, _ in terms):
            return (1 if all(l > 0 for l, _ in terms) else 0), (0 if any(h == 0 for _, h in terms) else 1)
        return -1, 1
    if op == "min":
        terms = [_amount_bounds(v) for v in val]
        return min(l for l, _ in terms), min(h for _, h in terms)
    if op == "max0":
        lo, hi = _amount_bounds(val)
        return max(lo, 0), max(hi, 0)
    if op in ("half_down", "half_up"):
        lo, hi = _amount_bounds(val)
        return min(lo, 0) if op == "half_down" else lo, hi
    return 0, 1   # a count of the board: a number of permanents, a mana value, a life total


def modify_polarity(m: dict) -> int:
    s = 0
    for k in ("power", "toughness"):
        v = m.get(k)
        if isinstance(v, int):
            s += v
        elif v is not None:
            s += 2 * amount_sign(v)   # +0/+X: a boost whatever X comes to
    if m.get("add_keywords"):
        s += 2 * len([k for k in m["add_keywords"] if k != "defender"])
    if "base_power" in m or "base_toughness" in m:
        bp = m.get("base_power", 0)
        s += (bp if isinstance(bp, int) else 0) - 2
    flags = m.get("flags", [])
    if any(f in flags for f in ("cant_attack", "cant_block", "doesnt_untap", "cant_attack_or_block",
                                 "cant_be_regenerated")):
        s -= 3
    if "unblockable" in flags:
        s += 2
    if m.get("controller") is not None:
        s -= 5
    return s


# references that name another thing through the slot's object: its controller or owner, what it
# is attached to or what is attached to it, the top of its player's library, or a number read off
# it.  Swords to Plowshares's "its controller gains life equal to its power" helps that player,
# not the creature it exiles; Divine Offering's "life equal to its mana value" is mine.
_THROUGH_IT = frozenset({"controller_of", "owner_of", "attached_to", "attachments_of", "top_of_library",
                         "power_of", "toughness_of", "mana_value_of"})


def _to_its_player(params: Any) -> bool:
    """Does a verb act only on the controller or owner of something else the effects name
    (Swords to Plowshares's "its controller gains life")?  Which player that is depends on the
    target, so it says nothing of whether the effects help or harm."""
    if not isinstance(params, dict):
        return False
    subjects = [params[k] for k in ("who", "to", "what") if k in params]
    return bool(subjects) and all(isinstance(v, dict) and len(v) == 1 and next(iter(v)) in ("controller_of", "owner_of")
                                  for v in subjects)


def _mentions(params: Any, slot: str) -> bool:
    """Does a verb's parameters act on what the slot names itself (not on something reached
    through it)?"""
    if isinstance(params, str):
        return params == slot
    if isinstance(params, Filter):
        return params.refers_to(slot)
    if isinstance(params, dict):
        return any(_mentions(v, slot) for k, v in params.items() if k not in _THROUGH_IT)
    if isinstance(params, (list, tuple)):
        return any(_mentions(v, slot) for v in params)
    return False


def aura_polarity(card: Any) -> int:
    score = 0
    for st in card.statics:
        if "modify" in st:
            score += modify_polarity(st["modify"])
    for tr in card.triggers:
        score += effects_polarity(tr.get("do", []), "enchanted") or _event_polarity(tr)
    for ab in card.abilities:
        score += 1 if effects_polarity(ab.get("do", []), "enchanted") > 0 else 0
    return (score > 0) - (score < 0)


def aura_takes_control(card: Any) -> bool:
    """Does the Aura make its controller the enchanted permanent's controller (Control Magic,
    CR 613.2)?"""
    mods = [st.get("modify") or {} for st in card.statics]
    return any(m.get("what") == "enchanted" and m.get("controller") == "you" for m in mods)


def aura_returns_card(card: Any) -> bool:
    """Is this an Aura that enchants a card in a graveyard and, as it enters, returns that card
    to the battlefield under its own controller (Animate Dead)?  Such an Aura spell targets the
    card its enchant ability describes (CR 303.4a, 702.5a) and is judged by what it brings back,
    not by its small drawbacks (-1/-0, the sacrifice when it leaves) that `aura_polarity` sums."""
    if getattr(card.enchant, "zone", None) != "graveyard":
        return False
    return any(_returns_enchanted(tr.get("do", [])) for tr in card.triggers)


def aura_takes_enchanted_along(card: Any) -> bool:
    """Does the enchanted permanent go when the Aura leaves the battlefield (Animate Dead: "When
    this Aura leaves the battlefield, that creature's controller sacrifices it")?  Then the Aura
    is worth what it holds: a Disenchant on it is a removal of the creature."""
    for tr in card.triggers:
        when = tr.get("when") or {}
        if when.get("event") != "leaves" or when.get("what", "self") != "self":
            continue
        for e in tr.get("do", []) or []:
            for verb in ("sacrifice", "destroy", "exile"):
                p = e.get(verb) if isinstance(e, dict) else None
                if isinstance(p, dict) and p.get("what") == "enchanted":
                    return True
    return False


def _returns_enchanted(effects: Any) -> bool:
    """Do these effects put the enchanted card onto the battlefield under the Aura's controller?"""
    for e in effects if isinstance(effects, list) else ():
        put = e.get("put_onto_battlefield") if isinstance(e, dict) else None
        if isinstance(put, dict) and put.get("what") == "enchanted" and put.get("under") == "you":
            return True
    return False


ENCHANTED_SIDE = ("event_player", {"controller_of": "event_object"}, {"controller_of": "event_source"})


def _event_polarity(trigger: dict) -> int:
    """For a trigger on something the enchanted permanent does (blocks, deals damage, becomes
    tapped, dies), whom its harm falls on: the other creature in the fight (Venom destroys the
    creature it blocks: +1 for the enchanted creature's side), or the enchanted permanent's
    controller (Psychic Venom, Backfire, Creature Bond: -1)."""
    if (trigger.get("when") or {}).get("what") != "enchanted":
        return 0
    harmed = _harmed(trigger.get("do", []), {})
    if "event_other" in harmed:
        return 1
    if any(who in harmed for who in ENCHANTED_SIDE):
        return -1
    return 0


def _harmed(effects: Any, binds: dict) -> list:
    """What the harmful effects are aimed at (a `to` or `what`), nested ones included; a name a
    delayed ability binds (`bound:it`) stands for what it was bound to."""
    out: list = []
    for e in effects if isinstance(effects, list) else ():
        if not isinstance(e, dict):
            continue
        for verb, params in e.items():
            if judgement(verb) is Judgement.NESTED:
                inner = dict(binds)
                if verb == "delayed" and isinstance(params, dict):
                    inner.update((f"bound:{k}", v) for k, v in (params.get("bind") or {}).items())
                out += _harmed(nested_effects(verb, params), inner)
            elif isinstance(params, dict) and effects_polarity([{verb: params}]) < 0:
                who = params.get("to", params.get("what"))
                out.append(binds.get(who, who) if isinstance(who, str) else who)
    return out


ATTACK_WORTH = 1.5   # a creature's worth per point of power
WORTHY_TARGET = 4.5  # the least creature a card that removes one for good is spent on (a 2/1 is, a 1/1 isn't)


def body_value(power: int, toughness: int, keywords: Iterable[str]) -> float:
    """What a creature's body is worth: its power, its toughness and its keywords."""
    p, t = max(power, 0), max(toughness, 0)
    v = 1.0 + p * ATTACK_WORTH + t * 0.9
    # in a fixed order: a sum of floats over a set depends on the interpreter's string hashing,
    # and a seed must replay the same game in any process
    for k in sorted(keywords):
        v += keyword_judgement(k).worth(p)
    return v


def creature_value(ch: Characteristics, tapped: bool = False) -> float:
    p = max(ch.power or 0, 0)
    v = body_value(ch.power or 0, ch.toughness or 0, ch.keywords)
    v += sum(ability_worth(a) for a in ch.abilities if "mana" not in a)
    v += sum(trigger_value(tr) for tr in ch.triggers)
    if "cant_attack" in ch.flags or "cant_attack_or_block" in ch.flags:
        v -= p * 1.0
    if "doesnt_untap" in ch.flags and tapped:
        v *= 0.4
    return v


def harms_its_controller(trigger: dict) -> bool:
    """Do the trigger's effects hurt the player who controls it or the permanent itself (an
    upkeep cost, "sacrifice this creature unless you pay")?"""
    effects = trigger_effects(trigger)
    return effects_polarity(effects, "you") < 0 or effects_polarity(effects, "self") < 0


def trigger_value(trigger: dict) -> float:
    """What a triggered ability adds to its permanent's worth while it is on the battlefield
    (game.ai.trigger_judgement): a drawback such as an upkeep cost takes away, the more the more
    often it comes round; one that helps adds; one that counts only as the permanent arrives
    adds nothing once it is there."""
    j = trigger_judgement(trigger)
    if j.moment is Moment.ON_ARRIVAL:
        return 0.0
    if harms_its_controller(trigger):
        return -0.8 * j.weight   # the life it costs is weighed on the board (upkeep_burden)
    return 0.5 * j.weight


def departure_value(ch: Characteristics) -> float:
    """What a creature leaves behind as it dies (a "dies" or "leaves" trigger that helps its
    controller): the part of its worth not lost when it is traded away in combat -- the
    creature tokens it makes counted at their bodies' worth (Rukh Egg's 4/4 flying Bird makes
    the 0/3 Egg worth more dead than alive)."""
    return sum(trigger_judgement(tr).weight + _tokens_worth(trigger_effects(tr)) for tr in ch.triggers
               if trigger_judgement(tr).moment is Moment.ON_DEPARTURE and not harms_its_controller(tr))


def life_handed_back(g: Game, effects: list, oid: int) -> float:
    """The life a removal spell gives the controller of what it takes, in `life_worth` at their
    life: Swords to Plowshares gives the creature's power, Crumble the artifact's mana value.
    It is taken off what the spell takes from them.  A Ball Lightning is worth only the life it
    would take, and a Swords on it gives that life back: nothing is gained but the card spent."""
    given = life_given(g, effects, oid)
    life = g.players[g.chars(oid).controller].life
    return life_worth(life + given) - life_worth(life) if given else 0.0


def life_given(g: Game, effects: list, oid: int) -> int:
    """How much life a removal spell aimed at `oid` gives its controller (Swords to Plowshares:
    the creature's power).  The amount is the engine's, read with the spell's target as the
    object it names."""
    ch = g.chars(oid)
    given = 0
    for e in effects:
        gain = e.get("gain_life") if isinstance(e, dict) else None
        who = gain.get("who") if isinstance(gain, dict) else None
        if not isinstance(who, dict) or "controller_of" not in who:
            continue
        spec = gain.get("amount", 0)
        if isinstance(spec, dict) and len(spec) == 1 and next(iter(spec.values())) == who["controller_of"]:
            spec = {next(iter(spec)): "self"}   # "its power": the target's, read as the source's
        try:
            given += max(0, amount(Ctx(g, ch.controller, source=oid), spec))
        except (KeyError, TypeError, ValueError):
            continue
    return given


def _tokens_worth(effects: list) -> float:
    """The bodies of the creature tokens the effects make for their controller, nested effects
    (a delayed trigger's) included."""
    v = 0.0
    for verb, params in walk(effects):
        spec = params.get("token") if verb == "create_token" and isinstance(params, dict) else None
        if not isinstance(spec, dict) or "Creature" not in (spec.get("types") or ("Creature",)) \
                or params.get("who", "you") != "you":
            continue
        n = params.get("n", 1)
        power, toughness = spec.get("power", 0), spec.get("toughness", 0)
        if isinstance(n, int) and isinstance(power, int) and isinstance(toughness, int):
            v += n * body_value(power, toughness, spec.get("keywords") or ())
    return v


def trade_cost(ch: Characteristics) -> float:
    """What losing this creature costs its controller: its worth less what its death gives back."""
    return creature_value(ch) - departure_value(ch)


def _unmet_upkeep_costs(g: Game, me: int, triggers: Iterable[dict], oid: int) -> Iterator[list]:
    """The effects of each "at the beginning of your upkeep" trigger whose cost I can't meet in
    my next upkeep."""
    for effects, unmet in _upkeep_costs_unmet(g, me, triggers, oid):
        if unmet == UPKEEP_TURNS:
            yield effects


def _upkeep_costs_unmet(g: Game, me: int, triggers: Iterable[dict], oid: int) -> Iterator[tuple[list, int]]:
    """The effects of each "at the beginning of your upkeep" trigger, with in how many of my
    next UPKEEP_TURNS upkeeps I can't meet its cost: from the first upkeep the fodder of a
    sacrifice has run out on (`_upkeeps_met`)."""
    for tr in triggers:
        if trigger_kind(tr) == "step upkeep" and (tr.get("when") or {}).get("whose", "you") == "you":
            effects = trigger_effects(tr)
            spared = _harmless_sacrifice(g, me, effects, oid)
            met = spared if spared is not None else max((_upkeeps_met(g, me, e, oid) for e in effects), default=0)
            yield effects, UPKEEP_TURNS - met


def _harmless_sacrifice(g: Game, me: int, effects: list, oid: int) -> int | None:
    """For a trigger that has me sacrifice a permanent and then hurts me if it was of a narrower
    kind (Serendib Djinn: a land, and 3 damage if it was an Island), in how many of my next
    UPKEEP_TURNS upkeeps do I have one to give up that spares me the harm, one used up each
    upkeep?  None for a trigger of another shape."""
    for i, e in enumerate(effects):
        sac = e.get("sacrifice") if isinstance(e, dict) else None
        if not isinstance(sac, dict) or "record" not in sac or not sac.get("filter"):
            continue
        for later in effects[i + 1:]:
            branch = later.get("if") if isinstance(later, dict) else None
            cond = branch.get("cond") if isinstance(branch, dict) else None
            if not isinstance(cond, dict) or cond.get("what") != {"result": sac["record"]} \
                    or cond.get("matches") is None or not life_at_stake(branch.get("then") or []):
                continue
            ctx = Ctx(g, me, oid)
            harm = normalize(cond["matches"]).with_(kind="permanent")   # the card it was, as a permanent now
            harmless = sum(1 for x in all_matching(ctx, normalize(sac["filter"])) if not matches_object(ctx, x, harm)
                           and x != oid and g.objects[x].zone == "battlefield" and g.chars(x).controller == me)
            return _upkeeps_fed(g, me, oid, sac["filter"], harmless, 1)
    return None


def upkeep_burden(g: Game, me: int, triggers: Iterable[dict], oid: int) -> int:
    """The life a permanent's upkeep triggers would cost me each turn as things stand: what
    they deal to me (game.ai.trigger_judgement.life_at_stake) unless I can avoid it -- a
    mana cost my lands can pay each upkeep (Force of Nature's {G}{G}{G}{G}), another
    permanent of mine to sacrifice (Lord of the Pit's creature, Yawgmoth Demon's artifact) or
    a card to discard (Mishra's War Machine)."""
    return sum(life_at_stake(effects) for effects in _unmet_upkeep_costs(g, me, triggers, oid))


def upkeep_toll(g: Game, me: int, triggers: Iterable[dict], oid: int) -> int:
    """The life a permanent's upkeep triggers would cost me over my next UPKEEP_TURNS upkeeps:
    `upkeep_burden` in each upkeep I can't meet them, the fodder of a sacrifice used up one
    upkeep at a time -- one artifact feeds Yawgmoth Demon once, and its next two upkeeps cost
    2 life each."""
    return sum(life_at_stake(effects) * unmet for effects, unmet in _upkeep_costs_unmet(g, me, triggers, oid))


def upkeeps_disabled(g: Game, me: int, triggers: Iterable[dict], oid: int) -> int:
    """In how many of my next UPKEEP_TURNS upkeeps would a cost I can't meet tap the permanent
    (`upkeep_disables`)?"""
    return max((unmet for effects, unmet in _upkeep_costs_unmet(g, me, triggers, oid) if _taps_itself(effects)),
               default=0)


def upkeep_burden_now(g: Game, me: int) -> int:
    """The life the upkeep costs of all my permanents would cost me each turn as things stand."""
    return sum(upkeep_burden(g, me, g.chars(b).triggers, b) for b in g.battlefield
               if g.chars(b).controller == me and g.chars(b).triggers)


def idle_cost(triggers: Iterable[dict]) -> int:
    """The life a creature costs its controller in each of their turns it doesn't attack: a
    trigger of one of their steps that hurts them "if this creature didn't attack this turn"
    (Erg Raiders: 2 at their end step)."""
    total = 0
    for tr in triggers:
        cond = tr.get("if") if isinstance(tr, dict) else None
        if not isinstance(cond, dict) or not trigger_kind(tr).startswith("step ") \
                or (tr.get("when") or {}).get("whose", "you") != "you":
            continue
        matches = cond.get("matches")
        if cond.get("what") == "self" and isinstance(matches, Filter) and matches.attacked_this_turn is False:
            total += life_at_stake(trigger_effects(tr))
    return total


def blocked_to_death(g: Game, oid: int) -> bool:
    """Does the other side have a creature that could block this one and kill it (a Serra
    Angel in front of an Erg Raiders)?  Who can block whom and who dies are the engine's
    (block_problem, fight_outcome)."""
    return any(fight_outcome(g, oid, b)[0] for b in foe_blockers(g, oid))


def forced_attackers_stopped(g: Game, oid: int) -> list[int]:
    """The other side's creatures that attack each combat if able (Juggernaut; CR 508.1d) and
    that this creature could block and kill once they come.  Such a blocker is more than an
    attacker: its controller can trade it for the forced attacker whenever it comes, and its
    own attack hands that attacker a free swing.  Whether it could attack is asked of its
    characteristics alone (no "can't attack", no staying tapped), since its controller's next
    combat is a turn away and summoning sickness wears off by then (CR 302.6)."""
    me = g.chars(oid).controller
    out = []
    for f in g.battlefield:
        fch = g.chars(f)
        if fch.controller == me or "Creature" not in fch.types or "must_attack" not in fch.flags \
                or {"cant_attack", "cant_attack_or_block"} & fch.flags \
                or ("doesnt_untap" in fch.flags and g.objects[f].tapped):
            continue
        if block_problem(g, oid, f, attacking=False, defender=me, once_untapped=True) is None \
                and fight_outcome(g, f, oid)[0]:
            out.append(f)
    return out


def pinned(g: Game, oid: int) -> bool:
    """Is this creature the only one of its side that would kill a forced attacker of the other
    side (`forced_attackers_stopped`)?  Its attack is then not free: each one hands that attacker
    a swing at its controller, so, like a creature a blocker stops cold (`walled`), it threatens
    little in attack.  Counted so, a 4/5 Pearled Unicorn kept home for the Juggernaut it trades
    with is worth about what the trade is, where before the look-ahead raced the Juggernaut from
    20 life against 27 and lost (ladder game 195 against the Sorcerer).  A creature with
    vigilance blocks after its attack."""
    ch = g.chars(oid)
    if "vigilance" in ch.keywords:
        return False
    stopped = forced_attackers_stopped(g, oid)
    if not stopped:
        return False
    others = [b for b in g.battlefield if b != oid and g.chars(b).controller == ch.controller
              and "Creature" in g.chars(b).types]
    return any(not any(f in forced_attackers_stopped(g, b) for b in others) for f in stopped)


def idle_burden(g: Game, oid: int) -> float:
    """What a creature that hurts its controller in each turn it doesn't attack will cost them
    while attacking would get it killed: the life it takes over UPKEEP_TURNS turns, in
    `life_worth`.  Where it can attack and live it attacks and costs nothing; where a blocker
    waits to kill it, keeping it is paying for it (ladder game 172 against the Apprentice: an
    Erg Raiders kept home from a Serra Angel took 8 of the Wizard's life, and it lost by 3)."""
    cost = idle_cost(g.chars(oid).triggers)
    if not cost or not blocked_to_death(g, oid):
        return 0.0
    life = g.players[g.chars(oid).controller].life
    return life_worth(life) - life_worth(life - UPKEEP_TURNS * cost)


def upkeep_disables(g: Game, me: int, triggers: Iterable[dict], oid: int) -> bool:
    """Does an upkeep cost I can't meet tap the permanent as it hurts me (Mishra's War
    Machine with no card to discard, Yawgmoth Demon with no artifact)?  Tapped in my upkeep
    every turn, the creature never attacks or blocks: all it does is cost me life."""
    return any(_taps_itself(effects) for effects in _unmet_upkeep_costs(g, me, triggers, oid))


def _taps_itself(effects: Any) -> bool:
    """Does any of the effects, nested ones included (an `else`, an `if`), tap the permanent?"""
    for e in effects if isinstance(effects, list) else ():
        if not isinstance(e, dict):
            continue
        for verb, params in e.items():
            if verb == "tap" and isinstance(params, dict) and params.get("what") == "self":
                return True
            if _taps_itself(nested_effects(verb, params)):
                return True
    return False


ROCK_MANA_WORTH = 2.0   # each mana a rock adds every turn: more than the card was worth in hand
CREATURE_MANA_SHARE = 0.5   # of that, for each mana a creature's {T} adds (`board_worth`)


def rock_worth(card: CardDef) -> float:
    """A mana rock's worth on the battlefield: the mana its {T} adds every turn, so that a Mox
    (or a Sol Ring) cast is worth more than kept in hand (card_in_hand_value) -- the look-ahead
    otherwise sees every Mox cast as a loss and keeps it; 0 for a permanent that adds none."""
    return ROCK_MANA_WORTH * rock_mana(card) + 1.0 if rock_mana(card) else 0.0


def rock_mana(card: CardDef | Characteristics) -> int:
    """The most mana one of the card's (or the permanent's) mana abilities costing only {T}
    surely adds (Sol Ring two); 0 without one."""
    return max((_tap_mana(ab) for ab in card.abilities), default=0)


def pays_for_itself(card: CardDef) -> bool:
    """Is this a mana rock that gives back all it cost the turn it is cast (Mox Ruby, Sol
    Ring)?  A noncreature permanent that enters untapped, with a mana ability whose only cost
    is {T} (no mana, nothing sacrificed), adding at least the card's mana value: its {T} may be
    used at once, as only a creature's waits out summoning sickness (CR 302.6), so casting it
    before the other spells of the turn leaves each of them as affordable as before, and the
    mana it adds beyond its cost more."""
    if "Creature" in card.types or any("enters_tapped" in r for r in card.replacements):
        return False
    return rock_mana(card) >= max(card.mana_value, 1)


def _tap_mana(ab: dict) -> int:
    """How much mana a mana ability costing only {T} surely adds (the least of its
    alternatives); 0 for any other ability."""
    if "mana" not in ab or ab.get("cost") != {"tap": True}:
        return 0
    return min((len(opt) for opt in mana_options(ab["mana"])), default=0)


def leaves_at_end_of_turn(ch: Characteristics | CardDef) -> bool:
    """Does the permanent (or the card, before it is cast) sacrifice itself at the beginning of
    the end step, every turn and unconditionally (Ball Lightning)?  It won't be there to block
    on the opponent's turn, so keeping it home to defend is a creature thrown away."""
    for tr in ch.triggers:
        if trigger_kind(tr) != "step end" or (tr.get("when") or {}).get("whose", "you") not in ("you", "each") \
                or tr.get("if") or (tr.get("when") or {}).get("if"):
            continue
        if any(isinstance(e.get("sacrifice"), dict) and e["sacrifice"].get("what") == "self"
               for e in tr.get("do", []) if isinstance(e, dict)):
            return True
    return False


def _upkeeps_met(g: Game, me: int, effect: dict, oid: int) -> int:
    """In how many of my next UPKEEP_TURNS upkeeps can I meet this upkeep cost instead of taking
    what follows it: pay its mana, discard its card (one other than the permanent, which may
    still be in my hand, or the card a turn's draw brings), or sacrifice another permanent it
    asks for -- also when the sacrifice is optional ("you may sacrifice")?  Mana comes back and
    a draw comes every turn, so those are met in every upkeep or none; a sacrificed permanent
    is gone, so the fodder on my side feeds one upkeep each (`_upkeeps_fed`): counted as
    feeding all of them, one Clay Statue made Yawgmoth Demon free to keep, and the Wizard cast
    it, to lose the Statue's attacks and then pay 2 life each upkeep (ladder game 173 against
    the Sorcerer)."""
    if "may" in effect:
        return max((_upkeeps_met(g, me, e, oid) for e in nested_effects("may", effect["may"]) if isinstance(e, dict)),
                   default=0)
    if "pay" in effect and isinstance(effect["pay"], dict):
        cost = effect["pay"].get("cost")
        discard = effect["pay"].get("discard")
        if isinstance(discard, int):
            hand = sum(1 for x in g.players[me].hand if x != oid)
            return _discards_met(hand, len(g.players[me].library), _claims_before(g, me, oid, _DISCARD), discard)
        if cost is None or not hasattr(cost, "colored"):
            return 0
        if cost.x:
            # "pay {X}, where X is the number of +1/+1 counters on it" (Primordial Ooze): X as
            # things stand, as the engine counts it when the trigger resolves (its `x` amount)
            cost = cost.with_x(max(0, amount(Ctx(g, me, oid), effect["pay"]["x"])) if "x" in effect["pay"] else 0)
        return UPKEEP_TURNS if can_pay_with(cost, _upkeep_mana(g, me)) is not None else 0
    if "sacrifice" in effect and isinstance(effect["sacrifice"], dict) and effect["sacrifice"].get("filter"):
        fodder, need = _upkeep_fodder(g, me, effect, oid)
        return _upkeeps_fed(g, me, oid, effect["sacrifice"]["filter"], len(fodder), need)
    return 0


def _discards_met(hand: int, library: int, before: int, need: int) -> int:
    """In how many of my next UPKEEP_TURNS upkeeps can I discard the `need` cards an upkeep cost
    asks for (Mishra's War Machine), my `hand` cards and each turn's draw going first to the
    `before` permanents of mine with such costs that come earlier (`_claims_before`)?  No draw
    comes before the next upkeep (CR 504.1), so an empty hand now costs that upkeep's damage,
    and after it one draw a turn feeds one card's cost, not two: with one Plains in hand and a
    War Machine already out, a second one is unfed in every upkeep, where counting the draw for
    both had the Wizard cast it at 5 life and die to its own two Machines (ladder game 177
    against the Sorcerer; game 177 against the Apprentice too)."""
    met = 0
    for turn in range(UPKEEP_TURNS):
        hand += 1 if 0 < turn <= library else 0
        hand -= min(hand, before)
        if hand >= need:
            hand -= need
            met += 1
    return met


def _upkeep_fodder(g: Game, me: int, effect: dict, oid: int) -> tuple[list[int], int]:
    """My other permanents an upkeep cost's sacrifice (`effect`, a `sacrifice` with a filter) can
    take, and how many it takes each upkeep."""
    flt = normalize(effect["sacrifice"]["filter"])
    fodder = [x for x in all_matching(Ctx(g, me, oid), flt)
              if x != oid and x in g.objects and g.objects[x].zone == "battlefield" and g.chars(x).controller == me]
    n = effect["sacrifice"].get("n", 1)
    return fodder, n if isinstance(n, int) and n > 0 else 1


def _fed_sacrifices(effects: Any) -> Iterator[dict]:
    """The sacrifices of other permanents an upkeep trigger's effects ask for, under a `may` too."""
    for e in effects if isinstance(effects, list) else ():
        if not isinstance(e, dict):
            continue
        if isinstance(e.get("sacrifice"), dict) and e["sacrifice"].get("filter"):
            yield e
        elif "may" in e:
            yield from _fed_sacrifices(nested_effects("may", e["may"]))


def fodder_eaten(g: Game, me: int, triggers: Iterable[dict], oid: int, skipped: float) -> float:
    """The worth of the permanents a permanent's upkeep sacrifices will eat over my next
    UPKEEP_TURNS upkeeps, the cheapest first, one upkeep's worth at a time (`_upkeeps_met`) --
    each no more than `skipped`, what an upkeep left unfed costs me instead: Clay Statue fed to
    Yawgmoth Demon is a 3-power attacker gone, and the Demon with it as its only artifact is
    worth less than in hand (ladder game 173 against the Sorcerer)."""
    total = 0.0
    for tr in triggers:
        if trigger_kind(tr) != "step upkeep" or (tr.get("when") or {}).get("whose", "you") != "you":
            continue
        for effect in _fed_sacrifices(trigger_effects(tr)):
            fodder, need = _upkeep_fodder(g, me, effect, oid)
            fed = _upkeeps_met(g, me, effect, oid)
            worths = sorted(board_worth(g, x) for x in fodder)
            total += sum(min(sum(worths[i * need:(i + 1) * need]), skipped) for i in range(fed))
    return total


def _upkeeps_fed(g: Game, me: int, oid: int, spec: Any, fodder: int, need: int) -> int:
    """In how many of my next UPKEEP_TURNS upkeeps does `fodder` of the kind `spec` names still
    hold the `need` permanents this one's upkeep sacrifices, one use each: my other permanents
    asking for the same kind take theirs too, one each upkeep, those earlier in the
    battlefield's order before this one (`_claims_before`)."""
    before = _claims_before(g, me, oid, spec)
    each_upkeep = _claims_before(g, me, -1, spec) - (1 if oid in g.battlefield else 0) + need
    return sum(1 for turn in range(UPKEEP_TURNS) if fodder >= turn * each_upkeep + before + need)


def _claims_before(g: Game, me: int, oid: int, spec: Any) -> int:
    """How many of my other permanents' upkeep costs ask for a sacrifice of the same kind and
    come before this one: each upkeep a permanent feeds one of them, so two Yawgmoth Demons
    need two artifacts.  Those on the battlefield earlier are fed first; a permanent not on
    the battlefield yet (a spell weighed for casting) comes after all of them."""
    order = g.battlefield
    before = order[:order.index(oid)] if oid in order else order
    return sum(1 for b in before if g.chars(b).controller == me
               for tr in g.chars(b).triggers if _upkeep_sacrifice_of(tr, spec))


_DISCARD = "discard"   # `_claims_before`'s kind for an upkeep cost of discarding cards


def upkeep_discards(g: Game, me: int) -> int:
    """How many of my permanents ask me to discard a card at my upkeep or suffer for it
    (Mishra's War Machine): the cards my hand must still hold then, for no draw comes between
    my main phase and my next upkeep (CR 504.1)."""
    return _claims_before(g, me, -1, _DISCARD)   # -1: no permanent, so every one of mine counts


def upkeep_discard_claim(trigger: dict) -> bool:
    """Is this an "at the beginning of your upkeep" trigger that asks its controller to discard
    a card or suffer for it (Mishra's War Machine)?"""
    return _upkeep_sacrifice_of(trigger, _DISCARD)


def unfed_discard_damage(g: Game, me: int, cards_left: int) -> int:
    """The life my permanents' upkeep costs of discarding a card (Mishra's War Machine) take
    from me at my next upkeep if my hand then holds only `cards_left` cards: no draw comes
    before it (CR 504.1), so those cards feed the first of them, and each of the others deals
    its damage."""
    damage = 0
    for b in g.battlefield:
        if g.chars(b).controller != me:
            continue
        for tr in g.chars(b).triggers:
            if _upkeep_sacrifice_of(tr, _DISCARD):
                if cards_left > 0:
                    cards_left -= 1
                else:
                    damage += life_at_stake(trigger_effects(tr))
    return damage


def _upkeep_sacrifice_of(trigger: dict, spec: Any) -> bool:
    """Is this an "at the beginning of your upkeep" trigger whose cost is a sacrifice of the
    kind `spec` names (nested under a `may`, as Yawgmoth Demon's is), or with `spec` _DISCARD
    one of discarding cards (Mishra's War Machine)?"""
    if trigger_kind(trigger) != "step upkeep" or (trigger.get("when") or {}).get("whose", "you") != "you":
        return False

    def asks(effects: Any) -> bool:
        for e in effects if isinstance(effects, list) else ():
            if not isinstance(e, dict):
                continue
            if spec == _DISCARD:
                if isinstance(e.get("pay"), dict) and isinstance(e["pay"].get("discard"), int):
                    return True
            elif isinstance(e.get("sacrifice"), dict) and e["sacrifice"].get("filter") == spec:
                return True
            if "may" in e and asks(nested_effects("may", e["may"])):
                return True
        return False
    return asks(trigger_effects(trigger))


def _upkeep_mana(g: Game, me: int) -> dict[str, int]:
    """The mana my basic land types make once everything untaps (the mana an upkeep cost
    can count on); lands of other kinds count as colourless."""
    mana: dict[str, int] = {}
    for b in g.battlefield:
        ch = g.chars(b)
        if ch.controller != me or "Land" not in ch.types:
            continue
        colors = [MANA_OF_LAND_TYPE[t] for t in sorted(ch.subtypes) if t in MANA_OF_LAND_TYPE]
        key = colors[0] if colors else "C"
        mana[key] = mana.get(key, 0) + 1
    return mana


def temporary_boost(g: Game, oid: int) -> tuple[int, int]:
    """Power/toughness an object has only until end of turn or combat: worth nothing later."""
    dp = dt = 0
    for e in g.effects:
        if e.layer != "mod" or e.duration not in (Duration.END_OF_TURN, Duration.END_OF_COMBAT) or e.affected is None:
            continue
        if any(r[0] == "obj" and r[1] == oid for r in e.affected):
            pw, tg = e.params.get("power", 0), e.params.get("toughness", 0)
            dp += pw if isinstance(pw, int) else 0
            dt += tg if isinstance(tg, int) else 0
    return dp, dt


WALLED_OFF = 0.7   # the share of a creature's attacking worth lost while a blocker stops it cold


def walled(g: Game, oid: int) -> bool:
    """Does the other side have a creature that can block this one and survive the fight (a
    Wall of Stone in front of a Craw Wurm)?  Such a creature threatens little in attack: a flier
    that gets past that blocker is the bigger threat.  Who can block whom and who survives are
    the engine's (block_problem, fight_outcome); a blocker that regenerates survives too (the
    Wall of Bone in front of a 4/4 Savannah Lions: without it, Swords to Plowshares went on the
    Wall of Fire beside it, to "free" the Lions, not on the Infernal Medusa that attacked; ladder
    game 31 against the Sorcerer)."""
    ch = g.chars(oid)
    if not ch.power or ch.power <= 0:
        return False
    return any(_holds(g, oid, b) for b in foe_blockers(g, oid))


def _holds(g: Game, attacker: int, blocker: int) -> bool:
    """Does `blocker` stop `attacker` and survive: the fight leaves it alive, or it regenerates?"""
    return not fight_outcome(g, attacker, blocker)[1] or regenerator(g, blocker)


def _attackers_against(g: Game, me: int) -> list[int]:
    """The opponent's creatures with power to hurt me, the biggest first."""
    return sorted((b for b in g.battlefield if g.chars(b).controller != me
                   and "Creature" in g.chars(b).types and (g.chars(b).power or 0) > 0),
                  key=lambda b: (-(g.chars(b).power or 0), b))


def held_off(g: Game, me: int, now: bool = False) -> dict[int, int]:
    """The opponent's creatures that creatures of mine hold off, each with the one that holds it:
    the biggest first, each takes the first free creature of mine that can block it and survive
    the fight (`walled`'s test), so one Wall of Stone holds off one attacker, not three.  `now`:
    only my untapped creatures hold, as against the opponent's next attack (mine untap only in
    my own untap step, CR 502.3); otherwise all of them, as against the attacks after it."""
    held: dict[int, int] = {}
    for foe in _attackers_against(g, me):
        holder = next((b for b in foe_blockers(g, foe, once_untapped=not now) if b not in held.values()
                       and _holds(g, foe, b)), None)
        if holder is not None:
            held[foe] = holder
    return held


def unheld_power(g: Game, me: int, now: bool = False) -> int:
    """The power of the opponent's creatures that none of mine holds off (`held_off`): behind a
    Wall of Stone and two Walls of Fire a Hurloon Minotaur threatens nothing (ladder game 13
    against the Apprentice: a Fireball spent on it at 4 life, for a race lost later at 11).
    Against the attacks after their next (`now` False), nor does a creature a permanent of mine
    has taken by then (`taken_by_mine`): on 10 life against a White Knight and two 1/1 Mesa
    Pegasi, my Royal Assassin kills a Pegasus before they attack twice, and a Terror spent on the
    other left the Serra Angel that came later unanswered (ladder game 30 against the Sorcerer).
    A creature that won't be there for that attack (`there_for_the_attack`) counts for nothing."""
    held = held_off(g, me, now)
    unheld = [b for b in _attackers_against(g, me) if b not in held and there_for_the_attack(g, b, now)]
    taken = set() if now else taken_by_mine(g, me, unheld)
    return sum(g.chars(b).power or 0 for b in unheld if b not in taken)


def there_for_the_attack(g: Game, oid: int, now: bool) -> bool:
    """Will this creature still be on the battlefield for its controller's next attack (`now`),
    or for the attacks after it?  One that sacrifices itself at the end of every turn (Ball
    Lightning) is there only for an attack of this turn in which it has yet to deal its damage:
    once it has hit, it threatens nothing more.  Counted in both attacks, the Ball Lightning
    that had just taken 7 of 19 made 12 life look two attacks from death, and the Wizard spent
    its Terror on the 1/1 Goblin Balloon Brigade beside it (ladder game 124 against the
    Sorcerer); the Hill Giant and Goblin King that came next went unanswered."""
    if not leaves_at_end_of_turn(g.chars(oid)):
        return True
    return now and g.active == g.chars(oid).controller and _damage_still_to_deal(g, oid)


def _damage_still_to_deal(g: Game, oid: int) -> bool:
    """Has the active player's creature yet to deal combat damage this turn: before attackers are
    declared, or attacking before the combat damage step (one combat phase a turn, CR 506.1)?"""
    step = STEPS.index(g.step)
    if step < STEPS.index("declare_attackers"):
        return True
    return step < STEPS.index("combat_damage") and g.combat is not None and oid in g.combat.attackers


def holds_while_tapped(g: Game, oid: int | None) -> bool:
    """Does this permanent hold something only for as long as it stays tapped: an effect of it
    with such a duration (Old Man of the Sea's stolen creature, Phyrexian Gremlins' artifact),
    or a delayed trigger waiting for it to untap (Tawnos's Coffin's exiled creature)?
    Untapping it ends that for good (CR 611.2b, 603.7c)."""
    if oid is None:
        return False
    tapped_only = (Duration.WHILE_SOURCE_TAPPED, Duration.WHILE_SOURCE_TAPPED_AND_CONTROLLED)
    return any(e.source == oid and e.duration in tapped_only for e in g.effects) \
        or any(d.when == "becomes_untapped" and any(r[0] == "obj" and r[1] == oid for r in d.event.get("watch", ()))
               for d in g.delayed)


def animation(ab: dict) -> dict | None:
    """The `modify` with which an ability makes its own permanent a creature (its parameters:
    types added, base power and toughness), or None for any other ability."""
    effects = ab.get("do") or []
    if "mana" in ab or len(effects) != 1 or not isinstance(effects[0], dict):
        return None
    m = effects[0].get("modify")
    if not isinstance(m, dict) or m.get("what") != "self" or "Creature" not in (m.get("add_types") or ()):
        return None
    return m


def regenerator(g: Game, oid: int) -> bool:
    """Does it come back from lethal damage whenever it must: a regeneration shield on it now,
    a regeneration ability paid with mana alone, which its controller's lands pay once they
    untap (Wall of Bone, Drudge Skeletons, an Aura Regeneration on it; CR 701.15), or a standing
    regeneration that no opponent can stop once their own lands untap (`regenerates_unasked`)."""
    if regeneration_barred(g, oid):
        return False
    if g.objects[oid].regen_shields:
        return True
    if regenerates_unasked(g, oid) and not any(True for _ in regeneration_denials(g, oid)):
        return True
    return any(not set(ab.get("cost") or {}) - {"mana"} for _, ab in regeneration_abilities(g, oid))


def regeneration_barred(g: Game, oid: int) -> bool:
    """Can't it be regenerated this turn: dealt damage by an Incinerate, or made unable by an
    effect ("can't be regenerated", the Clergy of the Holy Nimbus's {1} paid; CR 701.19c)?  Then
    no shield nor standing regeneration saves it, as the engine's `destroy` has it."""
    return g.objects[oid].cant_regenerate or "cant_be_regenerated" in g.chars(oid).flags


def regenerates_unasked(g: Game, oid: int) -> bool:
    """Does it regenerate whenever it would be destroyed, with nothing to pay: a standing
    replacement (Clergy of the Holy Nimbus's "if this creature would be destroyed, regenerate
    it"; CR 701.19, 614.1)?  The judgements of regeneration knew only abilities paid for, and took
    the Clergy for a 1/1 that dies in any fight (ladder game 81 against the Apprentice)."""
    return any("regenerates" in rep for rep in g.chars(oid).replacements)


def denies_own_regeneration(effects: list) -> bool:
    """Does the ability only make its own permanent unable to regenerate (Clergy of the Holy
    Nimbus's "{1}: this creature can't be regenerated this turn")?"""
    return bool(effects) and all(
        set(e) == {"modify"} and isinstance(e["modify"], dict) and e["modify"].get("what") == "self"
        and set(e["modify"]) <= {"what", "flags", "until"} and e["modify"].get("flags") == ["cant_be_regenerated"]
        for e in effects if isinstance(e, dict))


def regeneration_denials(g: Game, oid: int) -> Iterator[dict]:
    """The abilities of the creature by which its controller's opponents stop its regeneration
    ("{1}: this creature can't be regenerated this turn. Only your opponents may activate this
    ability", the price of the Clergy of the Holy Nimbus's standing regeneration)."""
    for ab in g.chars(oid).abilities:
        if ab.get("opponents_only") and "mana" not in ab and denies_own_regeneration(ab.get("do") or []):
            yield ab


def regeneration_denied_now(g: Game, oid: int) -> bool:
    """Could an opponent of its controller pay now, with the mana they have open, to stop its
    standing regeneration (the Clergy's {1})?  With their lands tapped, the Clergy that attacks
    into a blocker or blocks an attacker regenerates for free."""
    foe = 1 - g.chars(oid).controller
    return any(not (ab.get("cost") or {}).get("tap") and can_afford(g, foe, ability_mana_cost(g, oid, ab))
               for ab in regeneration_denials(g, oid))


def regenerates_it(ab: dict) -> bool:
    """Is this an ability that regenerates (Wall of Bone's {B}: regenerate)?"""
    return any(isinstance(e, dict) and "regenerate" in e for e in ab.get("do") or [])


# what a regeneration names when it regenerates the creature its permanent is attached to
_ATTACHED_HOST = ("enchanted", "equipped")


def regenerated_by(g: Game, source: int, ab: dict) -> list[int]:
    """The creatures this ability of `source` regenerates: the creature it is attached to for
    "regenerate enchanted creature" (the Aura Regeneration, The Brute), `source` itself for
    "regenerate this creature" -- and for a targeted one too, as far as this goes: the target is
    chosen later.  An Aura's ability saves its host, not the Aura: judging the Aura "in danger"
    never regenerated a Giant Spider that Pestilence was killing (ladder game 72)."""
    out: list[int] = []
    for e in ab.get("do") or []:
        spec = e.get("regenerate") if isinstance(e, dict) else None
        if spec is None:
            continue
        what = spec.get("what", "self") if isinstance(spec, dict) else spec
        if what not in _ATTACHED_HOST:
            out.append(source)
            continue
        o = g.objects.get(source)
        if o is not None and o.attached_to is not None:
            out.append(o.attached_to)
    return out


def regeneration_abilities(g: Game, oid: int) -> Iterator[tuple[int, dict]]:
    """The abilities, with the permanent that has each, that can regenerate this creature: its
    own (Wall of Bone's {B}) and those of the Auras and Equipment its controller has on it that
    regenerate what they are attached to (the Aura Regeneration's {G}, CR 701.15)."""
    for ab in g.chars(oid).abilities:
        if regenerates_it(ab):
            yield oid, ab
    controller = g.chars(oid).controller
    for a in g.battlefield:
        if a == oid or g.objects[a].attached_to != oid:
            continue
        ach = g.chars(a)
        if ach.controller == controller:
            yield from ((a, ab) for ab in ach.abilities if regenerates_it(ab) and oid in regenerated_by(g, a, ab))


def foe_blockers(g: Game, oid: int, once_untapped: bool = True) -> Iterator[int]:
    """The other side's creatures that could block this one once they untap, or as they stand
    (the engine's block_problem): whom `walled` and `blocked_to_death` ask about.  Once they
    untap leaves out a creature that is tapped again before the next attack (`never_untapped`)."""
    foe = 1 - g.chars(oid).controller
    for b in g.battlefield:
        bch = g.chars(b)
        if bch.controller == foe and "Creature" in bch.types and not g.objects[b].phased_out \
                and block_problem(g, b, oid, attacking=False, defender=foe, once_untapped=once_untapped) is None \
                and not (once_untapped and never_untapped(g, b)):
            yield b


UNBLOCKED_EVASION = keyword_judgement("flying")   # an attacker no creature of theirs can block: a flier's worth


def static_block_restriction(ch: Characteristics) -> bool:
    """Is the creature's evasion written as a rule of its own rather than a keyword: "can't be
    blocked", "can't be blocked except by Walls" (a `blockable_only_by` static)?"""
    return "unblockable" in ch.flags or "only_blocked_by_walls" in ch.flags \
        or any("blockable_only_by" in st for st in ch.statics)


def static_evasion_worth(g: Game, oid: int, ch: Characteristics) -> float:
    """What a block restriction written as a static ability adds to a creature's worth on this
    board: a flier's evasion (`UNBLOCKED_EVASION`) where it keeps every creature of the other side
    from blocking it, nothing where one of them still can.  An evasion keyword is counted by the
    keyword's own judgement; a restriction such as the Evil Eye of Orms-by-Gore's "can't be
    blocked except by Walls" was counted nowhere, so against a side without Walls the Eye hitting
    for 3 every turn was worth no more than a 3/6 that anything could block, less than the Wall of
    Stone beside it, and the look-ahead spent a Swords to Plowshares on the Wall to let a White
    Knight race an Eye it could not win against (ladder game 31 against the Sorcerer)."""
    if not static_block_restriction(ch) or any(keyword_judgement(k).evasion for k in ch.keywords):
        return 0.0
    foe = 1 - ch.controller
    if not any(g.chars(b).controller == foe and "Creature" in g.chars(b).types and not g.objects[b].phased_out
               for b in g.battlefield):
        return 0.0   # no blocker to get past: the restriction adds nothing a Grizzly Bears lacks
    if next(foe_blockers(g, oid), None) is not None:
        return 0.0
    return UNBLOCKED_EVASION.worth(max(ch.power or 0, 0))


def never_untapped(g: Game, oid: int) -> bool:
    """Is this creature tapped through every turn of its controller's opponent from its
    controller's next upkeep on: an upkeep cost they can't meet taps it (`upkeep_disables`:
    Yawgmoth Demon with no artifact), or it is tapped and doesn't untap?  It blocks nothing
    beyond what it can block as it stands.  Counted as a blocker once untapped, a Demon cast
    with no artifact walled off the opponent's Serra Angel, which took 8 points of the Angel's
    worth, more than the Demon's own upkeep cost it: the look-ahead's line stops before that
    upkeep, and the Wizard cast it, to be tapped and pay 2 life every turn after (ladder game
    193 against the Apprentice)."""
    ch = g.chars(oid)
    if g.objects[oid].tapped and "doesnt_untap" in ch.flags:
        return True
    return bool(ch.triggers) and upkeep_disables(g, ch.controller, ch.triggers, oid)


def lands_on_battlefield(g: Game, p: int) -> int:
    """How many lands player p controls: the mana an X spell in their hand can count on."""
    return sum(1 for b in g.battlefield if g.chars(b).controller == p and "Land" in g.chars(b).types)


def mana_next_turn(g: Game, p: int) -> int:
    """The mana player p can count on in their coming turn: a mana each land, and what each
    other permanent's {T} mana ability surely adds (a Llanowar Elves cast now taps next turn,
    CR 302.6).  Counted as lands only, the Elves never brought the Shivan Dragon a turn nearer,
    and it stayed in hand (ladder game 149 against the Sorcerer)."""
    mana = 0
    for b in g.battlefield:
        ch = g.chars(b)
        if ch.controller != p:
            continue
        mana += 1 if "Land" in ch.types else max((_tap_mana(ab) for ab in ch.abilities), default=0)
    return mana


LIFE_BANDS = ((0, 5, 2.5), (5, 10, 1.5), (10, 20, 0.6), (20, 10 ** 6, 0.3))   # (from, to, worth of each point)


def life_worth(life: int) -> float:
    """Life is worth more the less of it there is: the last points are the ones that matter."""
    if life <= 0:
        return -60.0
    score = 0.0
    for lo, hi, per in LIFE_BANDS:
        if life > lo:
            score += (min(life, hi) - lo) * per
    return score


UPKEEP_VICTIM = ("active_player", "event_player")   # whom an upkeep trigger's damage names: the player whose upkeep it is


def upkeep_damage_to(g: Game, victim: int, oid: int) -> int:
    """The damage a permanent deals `victim` at the beginning of the victim's next upkeep as
    things stand (CR 503.1): Black Vise's cards in hand beyond four, The Rack's
    short of three, Karma's Swamps -- counted with the victim the active player, as they will be
    then.  A threat no blocker stops: at 2 life with six cards, Shatter goes on the Vise.  The
    victim's own permanents count too where their damage has no condition (Serendib Efreet's
    1 "to you"; not Lord of the Pit's 7, dealt only when nothing is sacrificed)."""
    ch = g.chars(oid)
    o = g.objects[oid]
    chosen = o.chosen.get("player") if o.chosen else None
    host = g.objects.get(o.attached_to) if o.attached_to is not None else None
    total = 0
    for tr in ch.triggers:
        when = tr.get("when") if isinstance(tr, dict) else None
        if not isinstance(when, dict) or when.get("step") != "upkeep":
            continue
        whose = when.get("whose", "you")
        if not (whose == "each" or whose == "you" and ch.controller == victim
                or whose == "opponent" and ch.controller != victim
                or whose == "chosen_player" and chosen == victim
                or whose == "enchanted_controller" and host is not None and g.controller_of(host.id) == victim):
            continue
        for e in trigger_effects(tr):
            params = e.get("damage") if isinstance(e, dict) else None
            if not isinstance(params, dict) or not (params.get("to") in UPKEEP_VICTIM
                                                    or params.get("to") == "you" and ch.controller == victim
                                                    and "if" not in e
                                                    or params.get("to") == "chosen_player" and chosen == victim):
                continue
            amt = params.get("amount")
            view = g
            if g.active != victim and "active" in str(amt):
                # an amount read off the active player (Copper Tablet): as it will be then
                view = g.clone()
                view.active = victim
                view.invalidate()
            try:
                total += amt if isinstance(amt, int) else \
                    max(0, amount(Ctx(view, ch.controller, source=oid, event={"player": victim}), amt))
            except (KeyError, TypeError, ValueError):
                continue
    return total


def upkeep_threat(g: Game, me: int, oid: int) -> float:
    """What an opponent's permanent's damage in my next upkeep (`upkeep_damage_to`) costs me,
    in the evaluation's terms: the life it takes, the last points worth the most."""
    if not g.chars(oid).triggers:
        return 0.0
    hurt = upkeep_damage_to(g, me, oid)
    life = g.players[me].life
    return life_worth(life) - life_worth(life - hurt) if hurt else 0.0


def attack_threat(g: Game, me: int, oid: int) -> float:
    """What an opponent's permanent adds to their next attack on me, in the evaluation's terms:
    the life its share of the power no creature of mine holds off (`unheld_power`, now) takes,
    the last points worth the most -- weighed on a copy of the game without it, so an Aura or
    a lord counts the power it gives, a creature its own, and a 0/2 Ornithopter nothing.  What
    removal spent because their attacks press me is for: at 9 life under a Serra Angel made 5/6
    by a Holy Strength, the Disenchant went on the Ornithopter beside it (worth 4.4 on the board
    to the Aura's 4.0), and the Angel's next hits took 5 each, not 4."""
    coming = unheld_power(g, me, now=True)
    if not coming:
        return 0.0
    spared = coming - unheld_power(_without(g, oid), me, now=True)
    if spared <= 0:
        return 0.0
    life = g.players[me].life
    return life_worth(life - coming + spared) - life_worth(life - coming)


UPKEEP_TURNS = 3   # an upkeep cost is weighed over this many turns of paying it


def permanent_value(g: Game, oid: int) -> float:
    """A permanent's worth to its controller on this board, less the life its upkeep will cost
    them if they can't avoid it (Lord of the Pit with nothing to sacrifice is a liability), and
    the life a creature that must attack or hurt them will cost while a blocker waits to kill
    it (Erg Raiders: `idle_burden`)."""
    ch = g.chars(oid)
    idle = idle_burden(g, oid) if ch.triggers else 0.0
    return _upkeep_weighed(g, ch.controller, oid, lambda: board_worth(g, oid)) - idle


def _upkeep_weighed(g: Game, p: int, oid: int, worth: Callable[[], float]) -> float:
    """`worth()` of a permanent under player p's control, less the life its upkeep will cost p
    over UPKEEP_TURNS in each upkeep p can't meet it (`upkeep_toll`), none of the worth left
    for the turns that upkeep taps it (then it neither attacks nor blocks, only the cost is
    left), and the permanents its fed upkeeps will eat (`fodder_eaten`)."""
    ch = g.chars(oid)
    toll = upkeep_toll(g, p, ch.triggers, oid)
    if not toll and not any(_fed_sacrifices(trigger_effects(tr)) for tr in ch.triggers):
        return worth()
    life = g.players[p].life
    whole = worth()
    disabled = upkeeps_disabled(g, p, ch.triggers, oid)
    kept = whole * (UPKEEP_TURNS - disabled) / UPKEEP_TURNS
    eaten = fodder_eaten(g, p, ch.triggers, oid, _unfed_upkeep_cost(g, p, ch, whole))
    return kept - eaten - (life_worth(life) - life_worth(life - toll))


def _unfed_upkeep_cost(g: Game, p: int, ch: Characteristics, whole: float) -> float:
    """What one upkeep of a permanent's sacrifice costs left unfed: the life its triggers take
    then, and, where they tap it, its share of the turns it is worth `whole` over -- what
    feeding it is worth at most."""
    fed_triggers = [trigger_effects(tr) for tr in ch.triggers if trigger_kind(tr) == "step upkeep"
                    and any(_fed_sacrifices(trigger_effects(tr)))]
    life = g.players[p].life
    hurt = sum(life_at_stake(effects) for effects in fed_triggers)
    turn = whole / UPKEEP_TURNS if any(_taps_itself(effects) for effects in fed_triggers) else 0.0
    return turn + life_worth(life) - life_worth(life - hurt)


PREY_TURNS = 2      # the creatures a ping picks off, one a turn, before it is answered
PREY_SHARE = 0.5    # of each one's worth: it may yet be answered, or the prey kept out of reach


def prey_worth(g: Game, oid: int, ch: Characteristics, newcomer: int | None = None) -> float:
    """What a pinger's damage, coming round every turn, will take from the other side: the
    creatures it kills (their toughness within its damage), the best PREY_TURNS of them at
    PREY_SHARE of their worth.  A Prodigal Sorcerer facing three 1/1 Goblins is the threat,
    not the Hill Giant beside it that the three can block together.

    A ping that also hits its controller (Orcish Artillery: 2 to the target, 3 to you) takes
    each creature at the price of that life (`shot_price`), paid whole on every shot fired, so a
    creature is prey only for what its share of worth is above the price.  Counted free, a
    Banshee or a Bog Rats cast in front of the opponent's fresh Artillery made the Artillery
    worth more than the creature added to my side, and the look-ahead held both in hand for
    three turns against an opponent with no cards while the Tome drew them an Air Elemental and
    a Phantom Monster (ladder game 75 against the Sorcerer).

    `newcomer`: a creature card counted among the creatures as if cast (`prey_offered`)."""
    dmg, backfire = max(((ping_damage(ab), ping_backfire(ab)) for ab in ch.abilities),
                        key=lambda pb: (pb[0], -pb[1]), default=(0, 0))
    if not dmg:
        return 0.0
    creatures = g.battlefield if newcomer is None else [*g.battlefield, newcomer]
    prey = sorted((creature_value(g.chars(b)) for b in creatures
                   if g.chars(b).controller != ch.controller and "Creature" in g.chars(b).types
                   and 0 < (g.chars(b).toughness or 0) <= dmg), reverse=True)
    life = g.players[ch.controller].life
    worth = 0.0
    for value in prey[:PREY_TURNS]:
        worth += max(0.0, PREY_SHARE * value - shot_price(life, backfire))
        life -= backfire
    return worth


def answered_by_mine(g: Game, me: int, oid: int) -> bool:
    """Does a permanent of mine already answer this creature of theirs, again and again: an
    ability paid with a tap or mana alone that destroys a tapped creature (Royal Assassin: the
    creature dies the first time it attacks, CR 508.1f, unless vigilance keeps it untapped), or
    one whose damage kills it (Prodigal Sorcerer on a 1/1)?  Such a creature threatens me
    little while that permanent stands, so removal held for it stays for a creature nothing
    answers: a Terror cast on a 1/1 Mesa Pegasus beside my Royal Assassin wasn't there for the
    Serra Angel that came later (ladder game 30 against the Sorcerer).  Whether the ability can
    aim at it is the engine's (`can_target`), the tapped state aside for the Assassin's."""
    return any(_answers(g, me, b, abilities, oid) for b, abilities in _answerers(g, me) if b != oid)


def taken_by_mine(g: Game, me: int, oids: list[int]) -> set[int]:
    """Which of these creatures of theirs my permanents that answer creatures again and again
    (`answered_by_mine`) take before the attack after their next: one each, as each answers one
    a turn (a Royal Assassin taps to kill), the strongest it answers."""
    taken: set[int] = set()
    for b, abilities in _answerers(g, me):
        prey = [o for o in oids if o != b and o not in taken and _answers(g, me, b, abilities, o)]
        if prey:
            taken.add(max(prey, key=lambda o: (g.chars(o).power or 0, -o)))
    return taken


def _answerers(g: Game, me: int) -> list[tuple[int, list[dict]]]:
    """My permanents with abilities that take a creature again and again, each with those
    abilities: targeted, and paid with a tap or mana alone to destroy (`_destroys_again`), or
    dealing damage (`ping_damage`)."""
    found = []
    for b in g.battlefield:
        if g.controller_of(b) != me:
            continue
        abilities = [ab for ab in ability_list(g, b) if ab.get("targets") and (ping_damage(ab) or _destroys_again(ab))]
        if abilities:
            found.append((b, abilities))
    return found


def _answers(g: Game, me: int, b: int, abilities: list[dict], oid: int) -> bool:
    """Does one of these abilities of my permanent `b` (`_answerers`) take their creature `oid`:
    it can aim there, the tapped state aside (the Assassin's creature taps to attack), and
    destroys it or deals it lethal damage?"""
    ch = g.chars(oid)
    ref = ("obj", oid, g.objects[oid].zcc)
    ctx = Ctx(g, me, source=b)
    for ab in abilities:
        for _, flt, _, _ in target_slots(ab["targets"]):
            if flt.tapped and "vigilance" in ch.keywords:
                continue
            if not can_target(ctx, ref, replace(flt, tapped=None) if flt.tapped else flt):
                continue
            if _destroys_again(ab) or ping_damage(ab) >= lethal_damage(g, b, oid) > 0:
                return True
    return False


def _destroys_again(ab: dict) -> bool:
    """Does the ability destroy its target, at the price of a tap or mana alone, so that it
    comes round every turn (Royal Assassin, Northern Paladin), not once for a sacrifice?"""
    cost = ab.get("cost") or {}
    return isinstance(cost, dict) and not set(cost) - {"tap", "mana"} and "mana" not in ab \
        and any(verb == "destroy" for verb, _ in walk(ab.get("do", [])))


def prey_offered(g: Game, oid: int) -> float:
    """What a creature card, cast onto this board, would add to the worth of the other side's
    pingers (`prey_worth`): a Bog Rats cast in front of a Prodigal Sorcerer is worth that much
    less to its controller than its body, and kept in hand it is out of the ping's reach."""
    me = g.chars(oid).controller
    offered = 0.0
    for b in g.battlefield:
        bch = g.chars(b)
        if bch.controller != me and any(ping_damage(ab) for ab in bch.abilities):
            offered += prey_worth(g, b, bch, newcomer=oid) - prey_worth(g, b, bch)
    return offered


def shot_price(life: int, backfire: int) -> float:
    """What a shot that deals `backfire` damage to its own controller, at `life`, costs them
    in the board's terms (`life_worth`): nothing for a Prodigal Sorcerer, 1.8 for an Orcish
    Artillery at 17 life, far more as the life runs low."""
    return life_worth(life) - life_worth(life - backfire) if backfire else 0.0


def lord_worth(g: Game, oid: int) -> float:
    """What the permanent's static boost adds to the other creatures of its controller's (Goblin
    King's +1/+1 to each other Goblin): lost with it beside its own body, so removal that takes
    the lord takes that too.  The board evaluation sees it already, in the others' power and
    toughness; a choice between targets sees only each one's own worth without it."""
    ch = g.chars(oid)
    total = 0.0
    for st in ch.statics:
        m = st.get("modify") if isinstance(st, dict) else None
        what = m.get("what") if isinstance(m, dict) else None
        if not isinstance(what, dict) or "all" not in what:
            continue
        dp, dt = m.get("power", 0), m.get("toughness", 0)
        if not isinstance(dp, int) or not isinstance(dt, int) or dp + dt <= 0:
            continue
        for b in objects_of(Ctx(g, ch.controller, oid), what):
            if b != oid and g.objects[b].zone == "battlefield" and g.chars(b).controller == ch.controller \
                    and "Creature" in g.chars(b).types:
                total += dp * ATTACK_WORTH + dt * 0.9
    return total


def worth_returned(g: Game, me: int, oid: int) -> float:
    """What a creature card would be worth on my battlefield (Animate Dead returns it under my
    control from either graveyard, CR 303.4a): its body, less the life its upkeep would cost
    me with my mana -- Force of Nature's {G}{G}{G}{G} unpaid by a player of Swamps is 8 damage
    a turn -- and nothing left of it where that upkeep taps it every turn."""
    return _upkeep_weighed(g, me, oid, lambda: creature_value(g.chars(oid)))


def board_worth(g: Game, oid: int) -> float:
    """A permanent's worth on this board before its upkeep costs are weighed (`permanent_value`
    is net of them): what it does while it stands, the same whoever pays its upkeeps."""
    o = g.objects[oid]
    ch = g.chars(oid)
    if "Creature" in ch.types and leaves_at_end_of_turn(ch):
        return fleeting_worth(g, oid, ch)
    if "Creature" in ch.types:
        dp, dt = temporary_boost(g, oid)
        if dp or dt:
            ch = replace(ch, power=(ch.power or 0) - dp, toughness=(ch.toughness or 0) - dt)
        v = creature_value(ch, o.tapped) + (0.5 if "Land" in ch.types else 0) + prey_worth(g, oid, ch)
        v += static_evasion_worth(g, oid, ch)
        # a mana creature's {T} adds mana every turn, as a rock's does (`rock_worth`, counted
        # below for the other permanents), but it is also the creature's attack: half a rock's
        # worth for each mana.  Without it a Llanowar Elves walled off by Erg Raiders was worth
        # less on the battlefield than in hand (card_in_hand_value), and the look-ahead kept it
        v += CREATURE_MANA_SHARE * ROCK_MANA_WORTH * rock_mana(ch)
        if walled(g, oid) or pinned(g, oid):
            v -= WALLED_OFF * ATTACK_WORTH * max(ch.power or 0, 0)
        return v
    if "Planeswalker" in ch.types:
        return 3.0 + 1.2 * o.counters.get("loyalty", 0)
    if "Land" in ch.types:
        return land_worth(g, oid, ch)
    card = o.copy_of or o.card
    # what its abilities do, as for a creature's (Rod of Ruin's ping, Jayemdae Tome's card)
    v = max(1.0 + 0.6 * card.mana_value, rock_worth(card)) + sum(ability_worth(a) for a in ch.abilities
                                                                  if "mana" not in a) + prey_worth(g, oid, ch)
    if "Aura" in ch.subtypes:
        held = o.attached_to
        if aura_takes_control(card) and held in g.objects and g.objects[held].zone == "battlefield":
            # Control Magic: once it is gone the creature goes back to the player it was taken
            # from (CR 613.1b: the control effect of layer 2 ends with the Aura) -- their loss and its owner's gain
            return 0.3 + 2 * board_worth(g, held)
        if aura_takes_enchanted_along(card) and held in g.objects and g.objects[held].zone == "battlefield" \
                and g.chars(held).controller == ch.controller:
            # Animate Dead: the creature it holds is sacrificed when it goes
            return 0.3 + board_worth(g, held)
        if held in g.objects and g.objects[held].zone == "battlefield":
            return 0.3 + aura_adds(g, oid, held)
        return 0.3
    return v + life_swap_worth(g, ch)


def aura_adds(g: Game, aura: int, held: int) -> float:
    """What an Aura adds, for its controller, to the permanent it enchants: that permanent's
    worth with the Aura less its worth without it (`board_worth` on a copy of the game where
    the Aura is gone), or what it takes away where the permanent is another player's; never
    below nothing.  The enchanted creature's worth already counts the boost, so the board
    evaluation counts the Aura apart; but removal that takes the Aura alone takes this much.
    At a flat 0.3, two Holy Strengths made a Serra Angel a 6/8 flier no creature of mine could
    block, and the Disenchant stayed in hand while the Angel's hits took one point more each
    time, until it was cast after the damage of the attack it could have shrunk (ladder game
    118 against the Sorcerer, lost at -1 life)."""
    without = _without(g, aura)
    change = board_worth(g, held) - board_worth(without, held)
    mine = g.chars(held).controller == g.chars(aura).controller
    return max(change if mine else -change, 0.0)


def _without(g: Game, oid: int) -> Game:
    """A copy of the game where this permanent has gone to the graveyard, to weigh what it does."""
    copy = g.clone()
    copy.battlefield.remove(oid)
    copy.objects[oid].zone = "graveyard"
    copy.invalidate()
    return copy


FLEETING_REMAINS = 0.2   # what a creature sacrificed tonight is worth once its damage is dealt or can't be


def fleeting_worth(g: Game, oid: int, ch: Characteristics) -> float:
    """A creature sacrificed at the beginning of this turn's end step (Ball Lightning, CR 513.1)
    is worth only the damage it can still deal to its controller's opponent before then: the
    life it would take while it can still attack or strikes unblocked, next to nothing
    otherwise.  Counted as a whole creature, a Swords to Plowshares on the attacking Ball
    Lightning looked worth six life given to an opponent on 14, and the card."""
    ctrl = ch.controller
    c = g.combat
    first = bool({"first strike", "double strike"} & ch.keywords)
    if g.active != ctrl or g.step in ("end_of_combat", "main2", "end", "cleanup", "combat_damage") \
            or (g.step == "first_strike_damage" and first):
        return FLEETING_REMAINS
    if c is not None and c.declared:
        if oid not in c.attackers or (c.blocks_declared and oid in c.blocked):
            return FLEETING_REMAINS
    elif can_attack(g, oid) is not None:   # tapped, summoning sick, barred (Moat), its cost unpaid
        return FLEETING_REMAINS
    foe = g.players[1 - ctrl].life
    return max(FLEETING_REMAINS, life_worth(foe) - life_worth(foe - max(ch.power or 0, 0)))


ONE_SHOT_FLOOR = 0.25   # the share of its worth as an option a one-shot attacker held keeps with its way barred


def one_shot_damage(g: Game, oid: int, defender: int) -> int:
    """The damage a one-shot attacker (`leaves_at_end_of_turn`: Ball Lightning) would deal `defender`
    if it attacked now: its power where none of their untapped creatures could block it, what
    tramples over the stoutest of them where it has trample, else nothing (CR 702.19b)."""
    ch = g.chars(oid)
    power = max(ch.power or 0, 0)
    toughness = [g.chars(b).toughness or 0 for b in g.battlefield
                 if g.chars(b).controller == defender and "Creature" in g.chars(b).types
                 and not g.objects[b].phased_out
                 and block_problem(g, b, oid, attacking=False, defender=defender) is None]
    if not toughness:
        return power
    return max(power - max(toughness), 0) if "trample" in ch.keywords else 0


def one_shot_held_worth(g: Game, p: int, oid: int, worth: float) -> float:
    """What a one-shot attacker in p's hand (Ball Lightning: haste, sacrificed at the end step) is
    worth, `worth` being its worth as an option: the life its attack would take cast now
    (`one_shot_damage`), as burn in hand is the life it would take -- no more than it would be
    worth cast, for waiting gains it nothing: it dodges no sweeper, being gone by then, and each
    blocker the opponent adds takes from its damage.  Counted at the option's worth whatever the
    board, a Ball Lightning held was worth as much as the 6 it could deal an opponent on 20
    with no creature, and the look-ahead cast a Brothers of Fire beside it, then a Goblin King,
    while the opponent's blockers came down: two Ball Lightnings died in hand (ladder game 153
    against the Sorcerer).  With its way barred it keeps a share of the option (ONE_SHOT_FLOOR):
    a removal spell or a tapped blocker may yet open it."""
    foe = g.players[1 - p].life
    hit = life_worth(foe) - life_worth(foe - one_shot_damage(g, oid, 1 - p))
    return max(hit, ONE_SHOT_FLOOR * worth)


SOLE_COLOUR = 3.0   # a land that is its controller's only source of a colour: their spells of it wait
LAND_ABILITY = 0.4  # what each ability adds to a land's worth as a mana source


def land_worth(g: Game, oid: int, ch: Characteristics) -> float:
    """A land's worth to its controller: a mana source, more with abilities besides, and much
    more as the only source of one of its colours -- Stone Rain on the lone Mountain under
    three Islands strands every red card."""
    v = 1.6 + LAND_ABILITY * len(ch.abilities)
    own = produces(g.objects[oid].copy_of or g.objects[oid].card) - {"C"}
    if own:
        others = [b for b in g.battlefield if b != oid and g.chars(b).controller == ch.controller
                  and "Land" in g.chars(b).types]
        if own - frozenset().union(*(produces(g.objects[b].copy_of or g.objects[b].card) for b in others)):
            v += SOLE_COLOUR
    return v


def spent_worth(g: Game, oid: int) -> float:
    """What a permanent sacrificed to pay for one of its own abilities gives up: its worth on
    the board, less, for a land, what that ability added to it -- Strip Mine sacrificed to
    destroy a land gives up a mana source, not the destruction it is being used for."""
    worth = permanent_value(g, oid)
    return worth - LAND_ABILITY if "Land" in g.chars(oid).types else worth


def life_swap_worth(g: Game, ch: Characteristics) -> float:
    """What a permanent that exchanges its controller's life total with an opponent's (Mirror
    Universe: the `exchange_life` verb) holds for them: the opponent's lead in life, theirs to
    take at the next chance.  So a life lead over it is no lead, and it is the permanent to
    destroy while the lead lasts -- not the Juggernaut beside it.  `ch`: the permanent's
    characteristics, as the board worth has them already."""
    if not any(isinstance(ab, dict) and exchanges_life(ab) for ab in ch.abilities):
        return 0.0
    own, foe = g.players[ch.controller].life, g.players[1 - ch.controller].life
    return max(0.0, life_worth(foe) - life_worth(own))




def burn_reach(card: Any, mana: int = 0) -> int:
    """The damage a spell in hand can deal to a player (Lightning Bolt: 3): a fixed amount, or
    for an X spell (Fireball, Disintegrate) the X that `mana` sources pay for beside the rest of
    its cost; 0 for anything else.  Burn kept in hand is that much damage the opponent must
    still fear, so throwing it at their face before it wins gains nothing (ladder game 100
    against the Sorcerer: a Fireball for 6 at a face at 18 life, seven lands down)."""
    spec = card.spell or {}
    slots = target_slots(spec.get("targets") or {})
    if not any(flt.kind in PLAYER_KINDS for _, flt, _, _ in slots):
        return 0
    names = {name for name, flt, _, _ in slots if flt.kind in PLAYER_KINDS}
    for e in spec.get("do", []) or []:
        params = e.get("damage") if isinstance(e, dict) else None
        if isinstance(params, dict) and params.get("to") in names:
            if isinstance(params.get("amount"), int):
                return params["amount"]
            if params.get("amount") == "X" and card.mana_cost.x:
                return max(0, mana - card.mana_value)
    return 0


def is_counterspell(card: Any) -> bool:
    """An instant that counters a spell (Counterspell, Power Sink): an answer kept for the
    opponent's turn."""
    if "Instant" not in card.types:
        return False
    effects = (card.spell or {}).get("do", []) or []
    return any("counter" in e for e in effects if isinstance(e, dict)) or counters_unless_paid(effects)


def counters_unless_paid(effects: Any) -> bool:
    """Do the effects counter a spell only if its controller doesn't pay (Power Sink: a `pay`
    of {X} whose `else` counters it)?  Such a counter works only when they can't pay."""
    for e in effects if isinstance(effects, list) else ():
        p = e.get("pay") if isinstance(e, dict) else None
        if isinstance(p, dict) and any(isinstance(x, dict) and "counter" in x for x in p.get("else") or []):
            return True
    return False


def mana_open(g: Game, p: int) -> int:
    """The mana p could still make: what is in their pool and what their untapped sources add."""
    return sum(g.players[p].mana_pool.values()) + \
        sum(max(len(o) for o in s.options) for s in mana_sources(g, p) if s.options)


def ready_answer(g: Game, p: int, spare: ManaCost | None = None) -> bool:
    """Does p hold a counterspell its untapped mana can pay for -- after also paying `spare`, if
    given (would casting something now leave the counter castable)?"""
    sources = None
    for oid in g.players[p].hand:
        card = g.objects[oid].card
        if not is_counterspell(card) or card.mana_cost.x:
            continue
        cost = card.mana_cost if spare is None else card.mana_cost.plus(spare)
        sources = sources if sources is not None else mana_sources(g, p)
        if solve_payment(cost, g.players[p].mana_pool, sources) is not None:
            return True
    return False


def target_pool(g: Game, me: int, source: int | None, tspec: dict, x: int = 0) -> set[int]:
    """The objects a spell or ability of `source` with this target specification could target now."""
    ctx = Ctx(g, me, source=source, x=max(x, 0))
    return {r[1] for _, flt, _, _ in target_slots(tspec, x) for r in candidates(ctx, flt) if r[0] == "obj"}


def can_target_player(g: Game, me: int, source: int | None, tspec: dict, p: int) -> bool:
    """Could a spell or ability of `source` with this target specification target player p now?"""
    ctx = Ctx(g, me, source=source)
    return any(r == ("player", p) for _, flt, _, _ in target_slots(tspec, 0) for r in candidates(ctx, flt))


def card_in_hand_value(card: Any) -> float:
    """A spell in hand is an option: worth about half of what it would become, so a burn
    spell isn't thrown at a healthy opponent's face for a few points of life."""
    if "Land" in card.types:
        return 1.0
    return 2.5 + 0.3 * min(card.mana_value, 6)
