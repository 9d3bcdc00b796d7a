"""Combat judgement for the computer player: which creatures attack, how to block, how to
split damage.  The combat arithmetic -- lethal damage, who can block whom, the damage that
gets through, who survives a fight -- is the engine's (`block_problem`, `combat_damage_preview`,
`fight_outcome`);
this module only weighs it, on public information."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Iterable, Sequence

from ..engine.casting import (ability_list, ability_mana_cost, can_afford, can_use_tap_ability, target_slots,
                              why_not_other_costs)
from ..engine.combat import (block_options, block_problem, can_block, combat_damage_preview, destroys_in_fight,
                             fight_outcome, gang_fight_outcome, lethal_damage, meet_attack_requirements,
                             meet_block_requirements)
from ..engine.context import Ctx
from ..engine.filters import all_matching, normalize, protected_from
from ..engine.game import Game
from .activation_limits import doom_count
from .burn import amount_of, damage_of, damage_to_self, shown_burn_threat
from .combat_damage_judgement import awaiting_removal
from .knowledge import (amount_sign, animation, aura_polarity, card_in_hand_value, departure_value,
                        forced_attackers_stopped, idle_burden, leaves_at_end_of_turn, life_worth, lord_worth,
                        mana_open, permanent_value, regeneration_abilities, regeneration_barred,
                        regeneration_denied_now, regenerates_unasked, target_pool, trade_cost, upkeep_burden_now,
                        upkeep_damage_to)


def _ch(g: Game, oid: int):  # type: ignore[no-untyped-def]
    return g.chars(oid)


def regenerates(g: Game, oid: int) -> bool:
    """Would it come back from lethal damage now: a regeneration shield already on it, a
    regeneration ability its controller can pay for, its own or an Aura's on it (CR 701.15) -- a
    Drudge Skeletons whose Swamp is tapped dies like any 1/1 -- or a standing regeneration that no
    opponent has the mana open to stop (the Clergy of the Holy Nimbus against tapped lands).
    Nothing saves it once it can't be regenerated this turn (CR 701.19c)."""
    if regeneration_barred(g, oid):
        return False
    if g.objects[oid].regen_shields:
        return True
    if regenerates_unasked(g, oid) and not regeneration_denied_now(g, oid):
        return True
    return any(_payable(g, source, ab) for source, ab in regeneration_abilities(g, oid))


def _payable(g: Game, oid: int, ab: dict) -> bool:
    """Could the permanent's controller activate this ability now, as far as its {T}, its mana
    (as the engine charges it, increases and reductions counted) and its other costs go?"""
    if (ab.get("cost") or {}).get("tap") and g.objects[oid].tapped:
        return False
    return _other_costs_met(g, oid, ab) and can_afford(g, _ch(g, oid).controller, ability_mana_cost(g, oid, ab))


def _other_costs_met(g: Game, oid: int, ab: dict) -> bool:
    """Has the controller what the ability's costs besides mana and {T} ask for -- a permanent to
    sacrifice or exile, the life to pay, the cards to discard -- as the engine's own cost rules
    have it (`why_not_other_costs`, CR 602.2b)?  An Atog with no artifact left to eat can't pump:
    it is a 1/2 in front of a 3/2, a chump block, not a fight its pump may win (ladder game 173
    against the Sorcerer, lost: the Atog died to a Crusaded Savannah Lions at 17 life, the
    opponent on 1)."""
    return why_not_other_costs(g, _ch(g, oid).controller, oid, ab) is None


def _ready_abilities(g: Game, oid: int) -> Iterable[dict]:
    """The permanent's abilities other than mana abilities that its controller could activate
    now paid with mana or its own {T} alone (`_payable`; a {T} only once it may, CR 302.6)."""
    for ab in _ch(g, oid).abilities:
        cost = ab.get("cost") or {}
        if "mana" in ab or set(cost) - {"tap", "mana"} or not _payable(g, oid, ab) \
                or (cost.get("tap") and not can_use_tap_ability(g, oid)):
            continue
        yield ab


def _can_block(g: Game, b: int, a: int) -> bool:
    """Could b block a if a attacked (the engine's blocking restrictions, CR 509.1b)?"""
    return block_problem(g, b, a, attacking=False) is None


def _possible_blockers(g: Game, me: int) -> list[int]:
    opp = 1 - me
    return [b for b in g.battlefield if _ch(g, b).controller == opp and can_block(g, b)]


def _unblocked_damage(g: Game, attacks: list) -> dict[int, int]:
    """The combat damage each attacker would deal to the player it attacks if unblocked."""
    out = {}
    for a, t in attacks:
        out[a] = combat_damage_preview(g, [(a, t)], ())[t[1]] if t[0] == "player" else 0
    return out


def attack_is_lethal(g: Game, me: int, options: tuple, kept_out: frozenset[int] = frozenset()) -> bool:
    """Would attacking with everything kill the opponent whatever they block?  An attacker's
    own activated pump (Fallen Angel's sacrifice, firebreathing) counts for one attacker at a
    time: it is activated once blockers are declared (CR 509.1, 510), on an attacker left
    unblocked, so it is counted in that attacker's hit (the blockers assumed to stop the
    biggest hits, pump included); one at a time, because the pumps may share the mana or the
    creatures they cost; so does a pump in my hand (Giant Growth on a Birds of Paradise).
    `kept_out`: their creatures that won't block (tapped first, CR 509.1a)."""
    target = {a: t for a, t in options if t[0] == "player"}
    hits = _unblocked_damage(g, list(target.items()))
    blockers = [b for b in _possible_blockers(g, me) if b not in kept_out]
    animated = their_animations(g, 1 - me)   # a Mishra's Factory blocks as well as a creature does
    opp_life = life_left_for_their_turn(g, 1 - me)
    if _kills_whatever_blocks(g, hits, blockers, opp_life, animated):
        return True
    attacking = set(target)
    tricks = pumps_in_hand(g, me)   # a Giant Growth cast on the attacker left unblocked counts as well
    for a in target:
        extra = max([self_pump_damage(g, me, a, attacking)] + [t.boost(g, me, a)[0] for t in tricks])
        if extra > 0 and _kills_whatever_blocks(g, {**hits, a: hits[a] + extra}, blockers, opp_life, animated):
            return True
    return False


def life_left_for_their_turn(g: Game, p: int) -> int:
    """p's life less what the beginning of their next upkeep takes from it, their own
    permanents' damage included (CR 503.1): an attack that leaves an opponent with a Serendib
    Efreet at 1 kills them in their upkeep.  Counted only as 3 life, the opponent's 3 looked out
    of reach for two Goblins beside a lone Juggernaut, so the look-ahead saw no attack coming
    and double-blocked with the Goblins that would have made it (ladder game 109 against the
    Apprentice)."""
    return g.players[p].life - sum(upkeep_damage_to(g, p, b) for b in g.battlefield if g.chars(b).triggers)


def _kills_whatever_blocks(g: Game, hits: dict[int, int], blockers: list[int], life: int,
                           animated: Sequence[dict] = ()) -> bool:
    """Does the damage `hits` (each attacker's, unblocked) kill a player at `life` however
    their `blockers` block, and the creatures their lands can become (`animated`, the
    animations of `their_animations`): what none of them can block is enough, or the total is
    enough once each blocker has stopped one of the biggest hitters (CR 509.1a)?"""
    attackers = sorted(hits, key=lambda a: -hits[a])
    total_power = sum(hits.values())
    able = {a: [("obj", b) for b in blockers if _can_block(g, b, a)]
            + [("animation", i) for i, m in enumerate(animated) if _animation_blocks(g, m, a)] for a in attackers}
    unblockable_power = sum(hits[a] for a in attackers if not able[a])
    blocked_most = sum(hits[a] for a in _most_blocked(attackers, able))
    return unblockable_power >= life or (total_power >= life + blocked_most and total_power >= life)


def _most_blocked(attackers: list[int], able: dict[int, list[tuple]]) -> list[int]:
    """The attackers, biggest hitter first (`attackers` in that order), that one blocker each can
    stop together, stopping the most damage: each blocker blocks one attacker it can block
    (CR 509.1a), and a blocker that can block only the ground can't take a flier's place.  Taken
    biggest first, each kept where the blockers can be shuffled to make room for it (an augmenting
    path), which stops the most damage there is to stop.  Counted as if any blocker could stop any
    of the biggest hitters, a Sengir Vampire, the only flier at 2 life, was seen stopping Goblin
    Balloon Brigade's flying 2 while four ground creatures stopped the ground Goblins, and the
    attack of both fliers was never made (ladder game 17 against the Apprentice)."""
    held: dict[tuple, int] = {}

    def room(a: int, seen: set[tuple]) -> bool:
        for b in able[a]:
            if b in seen:
                continue
            seen.add(b)
            if b not in held or room(held[b], seen):
                held[b] = a
                return True
        return False

    return [a for a in attackers if room(a, set())]


def _animation_blocks(g: Game, m: dict, a: int) -> bool:
    """Could the creature this animation makes block attacker `a`, as far as flying goes (a
    flier only by flying or reach, CR 702.9b) and an attacker that can't be blocked at all?"""
    ach = _ch(g, a)
    if "unblockable" in ach.flags:
        return False
    return "flying" not in ach.keywords or _animation_blocks_fliers(m)


def self_pump_damage(g: Game, me: int, attacker: int, attacking: set[int]) -> int:
    """The most damage the attacker's own activated pumps add once it is unblocked: an ability,
    of the creature itself ("this creature gets +2/+1": Fallen Angel) or of an Aura on it
    (Firebreathing), raising its power with no target, as many times over as its cost can be
    paid (`pump_times`).  The best single ability counts, not their sum: they may compete
    for the same mana."""
    best = 0
    for src in g.battlefield:
        o = g.objects[src]
        if _ch(g, src).controller != me or not (src == attacker or o.attached_to == attacker):
            continue
        for ab in _ch(g, src).abilities:
            if ab.get("targets") or "mana" in ab or "loyalty" in ab or not _pumps(g, src, ab, attacker):
                continue
            dp = boost_of(ab.get("do", []), g, me, attacker, source=src)[0]
            if dp > 0:
                best = max(best, dp * pump_times(g, me, src, ab, attacking))
    return best


def _pumps(g: Game, src: int, ab: dict, attacker: int) -> bool:
    """Does the ability only modify the attacker, named as "self" (its own ability) or
    "enchanted" (an Aura's on it)?"""
    effects = ab.get("do", [])
    mods = [e.get("modify") for e in effects if isinstance(e, dict)]
    if not mods or len(mods) != len(effects) or not all(isinstance(m, dict) for m in mods):
        return False
    whats = [m.get("what") for m in mods]   # a filter ("other creatures you control") is no self-pump
    if all(w == "self" for w in whats):
        return src == attacker
    return all(w == "enchanted" for w in whats) and g.objects[src].attached_to == attacker


def pump_times(g: Game, me: int, src: int, ab: dict, attacking: set[int]) -> int:
    """How many times over an ability of `src` paid with mana and/or a sacrifice can be
    activated now: the mana open divided by its mana cost (each colour assumed as available
    as the first), and one creature (or other permanent its cost asks for) of mine per
    sacrifice, none of the attackers (their damage would go with them) nor `src` itself.
    Zero for a cost with a tap (an attacker is tapped, CR 508.1f) or anything else."""
    cost = ab.get("cost") or {}
    if not cost or set(cost) - {"mana", "sacrifice"}:
        return 0
    n = 10
    if "mana" in cost:
        mcost = ability_mana_cost(g, src, ab)
        if not can_afford(g, me, mcost):
            return 0
        if mcost.mana_value > 0:
            n = min(n, mana_open(g, me) // mcost.mana_value)
    if "sacrifice" in cost:
        fodder = all_matching(Ctx(g, me, source=src), normalize(cost["sacrifice"]).with_(controller="you"))
        n = min(n, len([f for f in fodder if f != src and f not in attacking]))
    return min(n, 1) if ab.get("once_per_turn") else n


def choose_attackers(g: Game, me: int, options: tuple, aggression: float = 0.0) -> tuple:
    """A heuristic attack: evasive or safe attackers, everything when it is lethal, and keep
    back enough blockers not to die on the swing back."""
    attackers = sorted({a for a, _ in options}, key=lambda a: -(_ch(g, a).power or 0))
    target = {a: t for a, t in options if t[0] == "player"}
    if not target:
        return ()
    my_life = g.players[me].life
    blockers = _possible_blockers(g, me)

    # lethal: everything goes
    if attack_is_lethal(g, me, options):
        return tuple((a, target[a]) for a in attackers if a in target)
    chosen = []
    removal = awaiting_removal(g, 1 - me, [a for a in attackers if a in target])
    tricks = pumps_in_hand(g, me)   # each backs one attacker into a blocker it beats pumped
    animated = their_animations(g, 1 - me)
    for a in attackers:
        if a not in target:
            continue
        ach = _ch(g, a)
        if (ach.power or 0) <= 0:
            continue
        if leaves_at_end_of_turn(ach):
            # sacrificed at the end of the turn whatever it does (Ball Lightning): a blocker that
            # kills it takes nothing from me, so it goes in (ladder game 54 against the
            # Apprentice: two kept home from 2/2 blockers, and the cast never came again)
            chosen.append(a)
            continue
        able = [b for b in blockers if _can_block(g, b, a)]
        ready = removal[a]
        safe = regenerates(g, a) or ready.as_attacker < lethal_damage(g, None, a)
        backing: Trick | None = None
        for b in able if safe else ():
            a_dies, b_dies = block_outcome(g, a, b)   # a blocker's own pump too (Wall of Fire's {R}: +1/+0)
            b_dies = b_dies and not regenerates(g, b)   # a blocker that regenerates kills it for free
            if not a_dies and ready.total:
                a_dies = _blocked_and_finished(g, a, b, b_dies, ready.total)
            if a_dies and not ready.total and (trick := winning_trick(g, me, a, b, tricks)) is not None:
                a_dies, b_dies, backing = False, True, trick
            if a_dies and not regenerates(g, a):
                if not b_dies or fight_loss(g, a) > fight_loss(g, b) + 1.0 - aggression * 2:
                    safe = False
                    break
        if safe and not regenerates(g, a) and _gang_blocked(g, a, able, 1.0 - aggression * 2):
            safe = False   # two of their blockers together kill it for less than it is worth
        if safe and animated and not regenerates(g, a) and animation_kills(g, a, animated, outlives=True):
            # a land of theirs that becomes a creature blocks it as well as one on the table: the
            # Clergy of the Holy Nimbus sent at an idle Mishra's Factory with their lands open
            # died to its block each time, the {1} for "can't be regenerated" paid alongside
            # (ladder game 59 against the Sorcerer)
            safe = False
        if safe or _attacks_rather_than_pays(g, a):
            chosen.append(a)
            if safe and backing is not None:
                tricks = tuple(t for t in tricks if t is not backing)
    chosen = [a for a in chosen if not _held_for_nothing(g, a, chosen, blockers, target[a], tricks)]
    for a in list(chosen):
        if _kept_for_forced_attacker(g, me, a, chosen):
            chosen.remove(a)
    # keep enough defence: if the opponent's counter-attack would be lethal, hold back the
    # creatures that would stop most of it -- only those that can block it: a Hill Giant kept
    # home does nothing against a flier (the engine's blocking rules, block_problem)
    # creatures that can't attack block too; one sacrificed at end of turn (Ball Lightning) is
    # gone before the swing back and defends nothing by staying home
    staying = [b for b in g.battlefield if _ch(g, b).controller == me and "Creature" in _ch(g, b).types
               and not g.objects[b].tapped and b not in chosen and not leaves_at_end_of_turn(_ch(g, b))]
    vigilant = [a for a in chosen if "vigilance" in _ch(g, a).keywords]
    if chosen and swing_back_damage(g, me, staying + vigilant) >= my_life:
        need = [a for a in chosen if a not in vigilant and not leaves_at_end_of_turn(_ch(g, a))]
        while need:
            now = swing_back_damage(g, me, staying + vigilant)
            if now < my_life:
                break
            back = min(need, key=lambda a: (swing_back_damage(g, me, staying + vigilant + [a]),
                                             _ch(g, a).power or 0, a))
            if swing_back_damage(g, me, staying + vigilant + [back]) >= now:
                break   # nobody left to attack with can stop what is coming
            need.remove(back)
            chosen.remove(back)
            staying.append(back)
    return tuple((a, target[a]) for a in chosen)


def their_animation_kills(g: Game, sim: Game, opp: int, src: int, *, outlives: bool = False) -> bool:
    """Could the opponent bring one of their own untapped permanents to life (Mishra's Factory's
    "{1}: becomes a 2/2"), paid for with their other mana, as a creature that blocks my attacker
    `src` and kills it, read on `sim` (the game where `src` attacks as it will)?  See
    `animation_kills`."""
    return animation_kills(sim, src, their_animations(g, opp), outlives=outlives)


def animation_kills(sim: Game, src: int, animated: Sequence[dict], *, outlives: bool = False) -> bool:
    """Would one of these animations (`their_animations`) block my attacker `src` and kill it:
    its base power against the damage lethal to mine (a flier is blocked only by a creature
    with flying or reach, CR 702.9b)?  `outlives`: and live through my attacker's damage as well
    (its base toughness above my attacker's power, twice that with double strike), so that the
    block costs them nothing."""
    ach = sim.chars(src)
    flier = "flying" in ach.keywords
    hits = max(ach.power or 0, 0) * (2 if "double strike" in ach.keywords else 1)
    for m in animated:
        power, toughness = m.get("base_power"), m.get("base_toughness")
        if not isinstance(power, int) or power < lethal_damage(sim, None, src):
            continue
        if outlives and not (isinstance(toughness, int) and hits < toughness):
            continue
        if flier and not _animation_blocks_fliers(m):
            continue
        return True
    return False


def their_animations(g: Game, opp: int) -> list[dict]:
    """The creatures the opponent could bring to life now, one per untapped permanent of theirs
    that is no creature yet, with an ability their other mana pays for (Mishra's Factory's
    "{1}: becomes a 2/2"; tapped to pay for itself it could not block, CR 509.1a): the `modify`
    each becomes.  Each is counted as if the mana paid for it alone."""
    out = []
    for b in g.battlefield:
        ch = g.chars(b)
        if ch.controller != opp or "Creature" in ch.types or g.objects[b].tapped:
            continue
        for ab in ability_list(g, b):
            m = animation(ab)
            if m is not None and can_afford(g, opp, ability_mana_cost(g, b, ab), forbid=[b]):
                out.append(m)
                break
    return out


def _animation_blocks_fliers(m: dict) -> bool:
    """Can the creature this animation makes block a flier: flying or reach (CR 702.9b)?"""
    return bool({"flying", "reach"} & set(m.get("add_keywords") or ()))


def _held_for_nothing(g: Game, a: int, chosen: list[int], blockers: list[int], target: tuple,
                      tricks: tuple[Trick, ...]) -> bool:
    """Would the attack with `a` win nothing?  One of the defender's blockers stops it with
    neither of them dying and no damage getting past (trample included), and that blocker can
    block none of my other attackers, so the defender's rules of thumb block with it
    (choose_blocks: a safe block) and lose nothing.  Such an attack only risks a trick from
    their hand and leaves my creature tapped (ladder game 31: a Northern Paladin with Holy
    Strength sent into an untapped Wall of Stone met Glyph of Destruction).  An attacker with a
    triggered ability, or a trick in my hand or its own pump that wins its fight (a Dragon
    Engine with {2} open kills the Grizzly Bears that block it), still goes in."""
    if _ch(g, a).triggers or "lifelink" in _ch(g, a).keywords:
        return False
    for b in blockers:
        if not _can_block(g, b, a) or any(_can_block(g, b, x) for x in chosen if x != a):
            continue
        if block_outcome(g, a, b) != (False, False) or own_pump_wins(g, a, b) \
                or winning_trick(g, _ch(g, a).controller, a, b, tricks) is not None:
            continue
        if combat_damage_preview(g, [(a, target)], [(b, a)])[target[1]] == 0:
            return True
    return False


def _kept_for_forced_attacker(g: Game, me: int, a: int, chosen: list[int]) -> bool:
    """Does `a` stay home for an opponent's creature that must attack each combat (CR 508.1d)
    and that `a` would block and kill (knowledge.forced_attackers_stopped)?  Kept home, it
    takes that attacker whenever it comes; sent in, it hands it a free swing, and a race in
    which it deals less than the forced attacker does is a race lost: a 3/4 Pearled Unicorn
    raced a Juggernaut from 20 life against 27 and died to it (ladder game 195 against the
    Sorcerer).  Not where another creature of mine that stays home untapped also kills it (one
    tapped now stays tapped through their turn, CR 502.3), nor for an attacker with vigilance,
    which blocks as well."""
    if "vigilance" in _ch(g, a).keywords:
        return False
    power = _ch(g, a).power or 0
    home = [b for b in g.battlefield if _ch(g, b).controller == me and "Creature" in _ch(g, b).types
            and b not in chosen and not g.objects[b].tapped and not leaves_at_end_of_turn(_ch(g, b))]
    return any((_ch(g, f).power or 0) >= power and not any(f in forced_attackers_stopped(g, b) for b in home)
               for f in forced_attackers_stopped(g, a))


def _attacks_rather_than_pays(g: Game, a: int) -> bool:
    """Does a creature that hurts its controller in each turn it doesn't attack (Erg Raiders)
    go in although a blocker waits to kill it?  Where staying home costs more: the life it
    would take over the coming turns is worth more than the creature (knowledge.idle_burden),
    or it can block none of the opponent's creatures, so that staying home defends nothing
    (a Serra Angel and a White Knight across the table).  Still held back below where the
    swing back needs it."""
    burden = idle_burden(g, a)
    if not burden:
        return False
    foes = [x for x in g.battlefield if _ch(g, x).controller != _ch(g, a).controller and "Creature" in _ch(g, x).types]
    return burden > trade_cost(_ch(g, a)) or not any(_can_block(g, a, x) for x in foes)


def _gang_blocked(g: Game, attacker: int, able: list[int], margin: float) -> bool:
    """Would two of the defender's possible blockers together kill the attacker for less than
    `margin` worse than what it takes of them (a Hill Giant into two 2/2s: one dies, the Giant
    with it)?  The defender's rules of thumb make such a block (choose_blocks)."""
    for pair in combinations(able, 2):
        gain = gang_block_gain(g, attacker, pair)
        if gain is not None and gain > margin:
            return True
    return False


def _blocked_and_finished(g: Game, a: int, b: int, b_dies: bool, extra: int) -> bool:
    """Does an attacker that survives b's block die to it with `extra` damage from the
    defender's ready abilities besides (a Hill Giant's 3 and a D'Avenant Archer's 1 on a Yotian
    Soldier)?  A first striker that kills its blocker first takes none of the blocker's."""
    taken = 0 if b_dies and struck_first(g, a, b) else max(_ch(g, b).power or 0, 0)
    return taken + extra >= lethal_damage(g, None, a)


def struck_first(g: Game, a: int, b: int) -> bool:
    """Does attacker a deal its combat damage to blocker b in the first-strike step, before b
    deals any (CR 510.4): first strike on a and not on b?"""
    first = {"first strike", "double strike"}
    return bool(first & _ch(g, a).keywords) and not first & _ch(g, b).keywords


def struck_down_before_it_strikes(g: Game, attacker: int) -> bool:
    """If this creature attacked now, could the opponent block it with a creature that kills
    it in the first-strike combat damage step, before it deals any damage at all (CR 510.4)?
    A Ball Lightning blocked by a Black Knight dies there, trample or not, and deals no damage
    to anyone (CR 506.4).  The fight is the engine's (`gang_fight_outcome`: protection,
    deathtouch and damage already marked counted); it works for a creature card still in hand
    too, with the characteristics it has there."""
    return any(_can_block(g, b, attacker) and gang_fight_outcome(g, attacker, (b,)) == (True, 0)
               for b in _possible_blockers(g, _ch(g, attacker).controller))


def swing_back_damage(g: Game, me: int, defenders: list[int], attackers: list[int] | None = None) -> int:
    """The combat damage the opponent's creatures would deal me if they all attacked next turn
    (or these `attackers` of theirs now) and these creatures of mine blocked them as well as
    they could: each the biggest attacker it may legally block (flying, landwalk, fear ... are
    the engine's block_problem), a trampler's excess getting through (the engine's
    combat_damage_preview)."""
    opp = 1 - me
    swing = [(b, ("player", me)) for b in g.battlefield if _ch(g, b).controller == opp
             and "Creature" in _ch(g, b).types and "defender" not in _ch(g, b).keywords] if attackers is None \
        else [(a, ("player", me)) for a in attackers]
    hits = {a: combat_damage_preview(g, [(a, t)], ())[me] for a, t in swing}
    blocks: list[tuple[int, int]] = []
    free = list(defenders)
    for a in sorted(hits, key=lambda x: (-hits[x], x)):
        for d in free:
            if g.objects[d].zone == "battlefield" and \
                    block_problem(g, d, a, attacking=False, defender=me) is None:
                blocks.append((d, a))
                free.remove(d)
                break
    return combat_damage_preview(g, swing, tuple(blocks))[me]


PRESSING_SHARE = 0.5   # the share of the defender's life an all-out attack must put through to be pressed


def pressing_attack(g: Game, me: int, options: tuple) -> tuple | None:
    """Everything at the player, when that puts at least half their life through the blocks
    their untapped creatures can make, each on the biggest attacker it can stop: a player low on
    life and short of blockers is pressed even at the cost of an attacker that a block would
    kill (the Lions and the Bears both sent at a player on 3 with one blocker up).  None when
    less than that gets through: then the careful attack of the rules of thumb stands."""
    target = {a: t for a, t in options if t[0] == "player"}
    if not target:
        return None
    opp = 1 - me
    defenders = [b for b in g.battlefield if _ch(g, b).controller == opp and "Creature" in _ch(g, b).types
                 and not g.objects[b].tapped]
    through = swing_back_damage(g, opp, defenders, sorted(target))
    if through < PRESSING_SHARE * g.players[opp].life:
        return None
    if through + upkeep_burden_now(g, opp) < g.players[opp].life:
        # an attack that doesn't finish them (here or in their upkeep: Juzam Djinn's ping)
        # leaves me to their swing back with only the creatures that stay untapped: at 1 life,
        # two Mahamoti Djinns sent past three Ornithopters die to the Atog and Priest that
        # answer (ladder game 190 against the Sorcerer)
        home = [b for b in g.battlefield if _ch(g, b).controller == me and "Creature" in _ch(g, b).types
                and not g.objects[b].tapped and (b not in target or "vigilance" in _ch(g, b).keywords)]
        if swing_back_damage(g, me, home) >= g.players[me].life:
            return None
    return tuple((a, target[a]) for a in sorted(target))


def boost_of(effects: Any, g: Game | None = None, me: int = 0, subject: int | None = None,
             slots: tuple[str, ...] = ("t",), source: int | None = None, x: int = 0) -> tuple[int, int]:
    """The power and toughness the effects' `modify` adds (Giant Growth: +3/+3); damage a
    creature is shielded from counts as toughness, for surviving (Rock Hydra's {R}: prevent 1).
    An amount that depends on the creature (Great Defender's +0/+X, X its mana value; Berserk's
    +X/+0, X its power) is counted for `subject` as the engine would count it with that
    creature in the target `slots`; with no subject it adds nothing.  The X of the spell's cost
    is `x` (Howl from Beyond: +X/+0, as much as the mana pays for)."""
    ctx = None
    if g is not None and subject is not None and subject in g.objects:
        ref = [("obj", subject, g.objects[subject].zcc)]
        ctx = Ctx(g, me, source=source, bound={name: ref for name in slots}, x=x)
    dp = dt = 0
    for e in effects:
        m = e.get("modify") if isinstance(e, dict) else None
        if isinstance(m, dict):
            dp += amount_of(m.get("power"), x, ctx)
            dt += amount_of(m.get("toughness"), x, ctx)
        shield = e.get("prevent") if isinstance(e, dict) else None
        if isinstance(shield, dict) and isinstance(shield.get("amount"), int) and shield.get("to") != "you":
            dt += shield["amount"]
    return dp, dt


@dataclass(frozen=True)
class Trick:
    """An instant in my hand that raises a creature's power or toughness and my mana pays for
    now (Giant Growth with a Forest untapped; Great Defender's +0/+X, X the creature's mana
    value): its effects and the names of the target slots they aim at."""
    card: int
    effects: tuple
    slots: tuple[str, ...]

    def boost(self, g: Game, me: int, subject: int) -> tuple[int, int]:
        """The +X/+Y it gives `subject`, with that creature as its target (boost_of)."""
        return boost_of(self.effects, g, me, subject, self.slots, self.card)


def pumps_in_hand(g: Game, me: int) -> tuple[Trick, ...]:
    """The tricks in my hand my mana pays for now, each raising power or toughness by an amount
    that can't be negative (game.ai.knowledge.amount_sign); an X spell is left out."""
    out = []
    for oid in g.players[me].hand:
        card = g.objects[oid].card
        if "Instant" not in card.types or card.mana_cost.x:
            continue
        effects = tuple((card.spell or {}).get("do", []) or [])
        mods = [e["modify"] for e in effects if isinstance(e, dict) and isinstance(e.get("modify"), dict)]
        signs = [amount_sign(m[k]) for m in mods for k in ("power", "toughness") if k in m]
        if not signs or min(signs) < 0 or max(signs) <= 0:
            continue
        if can_afford(g, me, card.mana_cost, spell=oid):
            slots = tuple(name for name, *_ in target_slots((card.spell or {}).get("targets") or {}))
            out.append(Trick(oid, effects, slots))
    return tuple(out)


def burns_in_hand(g: Game, me: int) -> tuple[tuple[int, int], ...]:
    """The instants in my hand my mana pays for now that deal a fixed damage to one target
    (Shock, Lightning Bolt): (card, damage) each; an X spell is left out."""
    out = []
    for oid in g.players[me].hand:
        card = g.objects[oid].card
        spell = card.spell or {}
        if "Instant" not in card.types or card.mana_cost.x or len(spell.get("do") or []) != 1:
            continue
        hit = (spell["do"][0] or {}).get("damage") if isinstance(spell["do"][0], dict) else None
        if not isinstance(hit, dict) or not isinstance(hit.get("to"), str) \
                or hit["to"] not in (spell.get("targets") or {}) or not isinstance(hit.get("amount"), int):
            continue
        if can_afford(g, me, card.mana_cost, spell=oid):
            out.append((oid, hit["amount"]))
    return tuple(out)


def burned_fight_won(g: Game, a: int, b: int, burns: tuple[tuple[int, int], ...]) -> tuple[int, int] | None:
    """The burn spell that, cast on attacker a once blocker b has blocked it (CR 509, before any
    damage), lets b finish it and live: Tundra Wolves' first strike 1 and a Shock's 2 kill a Hill
    Giant before it strikes back (CR 510.4).  A burn that kills the attacker alone is no reason
    to block; double strike is left out."""
    ach, bch = _ch(g, a), _ch(g, b)
    if "double strike" in ach.keywords | bch.keywords:
        return None
    first_only = struck_first(g, b, a)
    need = lethal_damage(g, b, a)
    for burn in sorted(burns, key=lambda cd: cd[1]):
        if burn[1] >= lethal_damage(g, None, a):
            continue
        kills = (bch.power or 0) + burn[1] >= need
        if kills and (first_only or (ach.power or 0) < lethal_damage(g, a, b)):
            return burn
    return None


def _pumped_fight_won(g: Game, me: int, a: int, b: int, tricks: tuple[Trick, ...]) -> bool:
    """With one of the tricks on blocker b, does it kill attacker a and live?  The trick is cast
    in the declare blockers step, before any damage (CR 509, 510): against a first-striking Black
    Knight the grown Grizzly Bears take its 2 first and then strike back (CR 702.7b), so the
    blocker must live through the attacker's damage and kill it, as in a plain fight; a blocker
    with first strike the attacker lacks only has to kill it.  Double strike is left to the
    engine's fight_outcome."""
    return winning_trick(g, me, b, a, tricks) is not None


def winning_trick(g: Game, me: int, mine: int, foe: int, tricks: tuple[Trick, ...]) -> Trick | None:
    """The first of the tricks that, cast on my creature `mine` once blocks are declared, makes
    it kill `foe` in their fight and live (`_pumped_fight_won`; the same on either side of the
    fight: my Grizzly Bears blocked by a White Knight win it with Giant Growth as they would
    blocking it)."""
    fch, mch = _ch(g, foe), _ch(g, mine)
    if "double strike" in fch.keywords | mch.keywords:
        return None
    first_only = struck_first(g, mine, foe)
    for trick in tricks:
        dp, dt = trick.boost(g, me, mine)
        kills = (mch.power or 0) + dp >= lethal_damage(g, mine, foe)
        if kills and (first_only or (fch.power or 0) < lethal_damage(g, foe, mine) + dt):
            return trick
    return None


def own_pump(g: Game, b: int, past_doom: bool = False) -> tuple[int, int]:
    """The most +X/+Y a creature's own abilities give it now, paid with mana or its own tap
    alone (Frozen Shade's {B}: +1/+1; Mishra's Factory's {T}: target Assembly-Worker gets
    +1/+1, itself the target), one paid only with mana activated as often as the mana open pays
    for it (a Wall of Fire with six red open is a 6/5, CR 602.1): a blocker tapped after blocks
    still deals its combat damage (CR 506.4, 510.1).  `past_doom`: a pump that dooms the
    creature when activated too often (Dragon Whelp's fourth {R}: sacrificed at the end step)
    counts too, as often as the mana pays, for a creature that is gone this turn anyway."""
    best = (0, 0)
    me = _ch(g, b).controller
    for ab in _ready_abilities(g, b):
        effects = ab.get("do") or []
        if past_doom and doom_count(effects) is not None:
            effects = [e for e in effects if doom_count([e]) is None]
        if not effects or not all(isinstance(e, dict) and isinstance(e.get("modify"), dict) for e in effects):
            continue
        slots = tuple(name for name, *_ in target_slots(ab.get("targets") or {}))
        if slots and b not in target_pool(g, me, b, ab["targets"]):
            continue
        dp, dt = boost_of(effects, g, me, b, slots, b)
        times = activations(g, me, b, ab)
        dp, dt = dp * times, dt * times
        if dp >= 0 and dt >= 0 and dp + dt > sum(best):
            best = (dp, dt)
    return best


MAX_ACTIVATIONS = 10   # the most times a pump is counted, whatever the mana


def activations(g: Game, p: int, oid: int, ab: dict) -> int:
    """How many times p can activate this ability now: once if it taps or costs no mana, else
    as often as p's mana pays for that many of its cost together (colours counted)."""
    cost = ability_mana_cost(g, oid, ab)
    if (ab.get("cost") or {}).get("tap") or cost.mana_value <= 0:
        return 1
    return _paid_together(g, p, cost, MAX_ACTIVATIONS)


def _paid_together(g: Game, p: int, cost: Any, most: int) -> int:
    """How many of `cost`, the first and up to `most` in all, p's mana pays for together
    (colours counted): the first is the one being activated, paid for as it is announced."""
    total, n = cost, 1
    while n < most and can_afford(g, p, total.plus(cost)):
        total, n = total.plus(cost), n + 1
    return n


def block_outcome(g: Game, a: int, b: int) -> tuple[bool, bool]:
    """Whether attacker a and blocker b die in their fight (the engine's fight_outcome), with
    b's own pump used once after blocks where it wins the fight outright (`own_pump`), as
    `_pumped_fight_won` counts a trick from hand: a Mishra's Factory that grows to 3/3 kills
    the Grizzly Bears it blocks and lives.  A pump that only turns a chump into a trade is not
    counted: the Factory, a land, isn't thrown into a Hill Giant at 20 life."""
    a_dies, b_dies = fight_outcome(g, a, b)
    if a_dies and not b_dies:
        return a_dies, b_dies
    return (True, False) if own_pump_wins(g, b, a) else (a_dies, b_dies)


def own_pump_wins(g: Game, mine: int, foe: int) -> bool:
    """Does my creature's own pump (`own_pump`, as often as the mana open pays), used once blocks
    are declared and before damage, make it kill `foe` in their fight and live?  The same on
    either side of the fight: a blocking Mishra's Factory grown to 3/3 kills the Grizzly Bears,
    and an attacking Dragon Engine pumped to 2/3 kills the Bears that block it.  A creature
    that strikes first only has to kill; double strike is left to the engine's fight_outcome."""
    dp, dt = own_pump(g, mine)
    if not (dp or dt) or "double strike" in _ch(g, foe).keywords | _ch(g, mine).keywords:
        return False
    fch, mch = _ch(g, foe), _ch(g, mine)
    kills = (mch.power or 0) + dp >= lethal_damage(g, mine, foe)
    dies = not (struck_first(g, mine, foe) and kills) and (fch.power or 0) >= lethal_damage(g, foe, mine) + dt
    return kills and not dies


def pumped_trade(g: Game, a: int, b: int) -> bool:
    """Does blocker b's own pump (`own_pump`, as often as the mana open pays) make its damage
    kill attacker a, in a fight b doesn't survive?  A trade `block_outcome` leaves uncounted,
    and worth making where the attacker is worth more than b: a Dragon Whelp with six Mountains
    open takes the Mahamoti Djinn with it (ladder game 12 against the Sorcerer, turn 13).  An
    attacker that strikes first kills b before its damage is dealt (`struck_first`, CR 510.4)."""
    if regenerates(g, a) or struck_first(g, a, b) or "double strike" in _ch(g, a).keywords | _ch(g, b).keywords:
        return False
    dp, _ = own_pump(g, b, past_doom=True)
    return dp > 0 and (_ch(g, b).power or 0) + dp >= lethal_damage(g, b, a)


def damage_through(g: Game, blocks: tuple | list) -> int:
    """Combat damage the defending player takes with these blocks (the engine's preview:
    unblocked attackers hit in full, blocked tramplers by what lethal damage leaves)."""
    c = g.combat
    if c is None:
        return 0
    return combat_damage_preview(g, None, tuple(blocks))[c.defender]


def fogs_combat(effects: object) -> bool:
    """Do the effects prevent all combat damage this turn, to and from everything (Fog, Holy
    Day, Darkness, Angus Mackenzie): a `prevent` of combat damage naming neither a target nor
    a dealer?"""
    return isinstance(effects, list) and any(
        isinstance(e, dict) and isinstance(e.get("prevent"), dict) and e["prevent"].get("combat")
        and not {"to", "by", "from", "choose_source"} & set(e["prevent"]) for e in effects)


def fog_stops(g: Game, me: int) -> int:
    """The combat damage the opponent's attack is about to deal me, which a fog would stop:
    counted once blocks are declared (CR 509) and before damage is dealt (CR 510), when a fog
    cast then still has work to do; 0 at any other moment, or when all combat damage this turn
    is already prevented."""
    c = g.combat
    if c is None or g.step != "declare_blockers" or not c.blocks_declared or c.defender != me:
        return 0
    if any(s.kind == "prevent" and s.combat_only and s.protects is None and s.dealt_by is None
           for s in g.shields):
        return 0
    return combat_damage_preview(g)[me]


def gang_kills(g: Game, blockers: tuple | list, attacker: int) -> bool:
    """Do these blockers together deal the attacker lethal damage (the engine's lethal_damage)?"""
    return sum(max(_ch(g, b).power or 0, 0) for b in blockers) >= lethal_damage(g, None, attacker)


def _targeted_damage(ab: dict) -> int:
    """The damage an ability's effects deal its target each time it resolves (0 if it targets nothing)."""
    return damage_of(ab.get("do", []), 0) if ab.get("targets") else 0


def ready_ping(g: Game, me: int) -> int:
    """The damage my permanents' targeted damage abilities could deal now, paid with mana or a
    tap alone: what may finish an attacker my blocker only wounds.  One paid with a tap counts
    once (Prodigal Sorcerer's {T}: 1 damage), the best of each permanent's; one paid with mana
    alone as often as the mana open pays for it (`activations`) while what it deals me too
    leaves me alive -- only the best such one, the mana being the same mana: a Brothers of Fire
    with six red open deals 2, which with its own 2 in a block kills the Craw Wurm it would only
    chump counted once (ladder game 106 against the Sorcerer)."""
    tapped = repeated = 0
    for oid in g.battlefield:
        if _ch(g, oid).controller != me:
            continue   # (a summoning-sick creature's ping paid with mana alone counts: Brothers of Fire)
        ready = [ab for ab in _ready_abilities(g, oid) if _targeted_damage(ab)]
        tapped += max((_targeted_damage(ab) for ab in ready if (ab.get("cost") or {}).get("tap")), default=0)
        for ab in ready:
            if not (ab.get("cost") or {}).get("tap"):
                repeated = max(repeated, _targeted_damage(ab) * affordable_pings(g, me, oid, ab))
    return tapped + repeated


def affordable_pings(g: Game, me: int, oid: int, ab: dict) -> int:
    """How many times in a row I can activate a damage ability now and live through what each
    deals me too (Brothers of Fire's 1 to me): one paid with mana alone as often as the mana
    pays (`activations`); one paid with a {T} once for each permanent of mine ready to
    activate that very ability (`ready_twins`: three Deserts deal 3 to one attacker); any
    other (a sacrifice, once a turn) once; never the time that kills me."""
    pain = damage_to_self(ab.get("do", []), 0, Ctx(g, me, source=oid))
    cost = ab.get("cost") or {}
    if set(cost) == {"mana"} and not ab.get("once_per_turn"):
        times = activations(g, me, oid, ab)
    elif cost.get("tap"):
        times = 1 + ready_twins(g, me, oid, ab)
    else:
        times = 1
    life = g.players[me].life
    while times > 0 and pain * times >= life:
        times -= 1
    return times


def ready_twins(g: Game, me: int, oid: int, ab: dict) -> int:
    """How many other permanents of mine could activate this very {T} ability now, one after
    another, the mana of them all paid together: damage marked stays until the cleanup step
    (CR 514.2), so ready sources that kill only together are counted together -- one Desert
    deals an attacking Hypnotic Specter 1 and kills nothing, two kill it (ladder game 94
    against the Apprentice: three Deserts idle, and the Specter's 2 in the air took the Wizard
    to 1 life).  A tapped or summoning-sick twin doesn't count (`_ready_abilities`)."""
    if not (ab.get("cost") or {}).get("tap"):
        return 0
    twins = [other for other in g.battlefield if other != oid and _ch(g, other).controller == me
             and any(_same_ability(ab, t) for t in _ready_abilities(g, other))]
    cost = ability_mana_cost(g, oid, ab)
    if cost.mana_value <= 0:
        return len(twins)
    return _paid_together(g, me, cost, 1 + len(twins)) - 1


_ABILITY_KEYS = ("cost", "do", "targets", "only_step", "once_per_turn")


def _same_ability(ab: dict, other: dict) -> bool:
    """Whether two abilities are the same ability (the same cost, effects, targets and timing),
    printed on two permanents: Desert's {T} ping on each Desert."""
    return all(ab.get(k) == other.get(k) for k in _ABILITY_KEYS)


def chump_blocks(g: Game, blocks: tuple | list) -> list[tuple[int, int]]:
    """The blocks that lose their blocker without taking the attacker with it (a Grizzly Bears
    in front of a Hill Giant): what they buy is only the damage they stop."""
    by_attacker: dict[int, list[int]] = {}
    for b, a in blocks:
        by_attacker.setdefault(a, []).append(b)
    out = []
    for a, bs in by_attacker.items():
        if len(bs) > 1:   # a gang block: together they may kill what none of them could alone
            if gang_kills(g, bs, a):
                continue
            out += [(b, a) for b in bs if not regenerates(g, b)]
            continue
        a_dies, b_dies = fight_outcome(g, a, bs[0])
        a_dies = a_dies and not regenerates(g, a)   # an attacker that regenerates lives through it
        if b_dies and not a_dies and not regenerates(g, bs[0]):
            out.append((bs[0], a))
    return out


def gang_blocks(g: Game, options: tuple, taken: set[int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """For each attacker no single free blocker of mine can kill, the two that together can
    (two Grizzly Bears on a Hill Giant: one dies, the Giant with it), the pair that costs me
    least to lose; the engine's fight arithmetic gives lethal damage, first strike left to the
    look-ahead that plays the blocks out."""
    by_attacker: dict[int, list[int]] = {}
    for b, a in options:
        if b not in taken:
            by_attacker.setdefault(a, []).append(b)
    out = []
    for a, bs in sorted(by_attacker.items()):
        if "menace" in _ch(g, a).keywords and len(bs) < 2:
            continue
        if any(fight_outcome(g, a, b)[0] for b in bs):
            continue   # a single block already kills it: the rules of thumb weigh that one
        pairs = [(x, y) for i, x in enumerate(bs) for y in bs[i + 1:] if gang_kills(g, (x, y), a)]
        if pairs:
            x, y = min(pairs, key=lambda p: (trade_cost(_ch(g, p[0])) + trade_cost(_ch(g, p[1])), p))
            out.append(((x, a), (y, a)))
    return out


def gang_block_gain(g: Game, attacker: int, blockers: tuple[int, int]) -> float | None:
    """What blocking `attacker` with both `blockers` wins me: its worth if they kill it, less the
    worth of the ones its damage can kill, the pair its controller would rather take if it can
    (CR 510.1c: an attacker divides its damage among its blockers as its controller chooses).
    None if the attacker survives, or if the engine can't tell (an attacker with first strike)."""
    fight = gang_fight_outcome(g, attacker, blockers)
    if fight is None or not fight[0]:
        return None
    power = fight[1]
    # a blocker the attacker destroys at end of combat (Thicket Basilisk) is lost whatever the
    # damage; of the others a regenerating one survives, one with protection from the attacker
    # takes no damage (CR 702.16e)
    doomed = [b for b in blockers if destroys_in_fight(g, attacker, b, blocking=False) and not regenerates(g, b)]
    mortal = [b for b in blockers if b not in doomed and not regenerates(g, b) and not protected_from(g, b, attacker)]
    lost = sum(trade_cost(_ch(g, b)) for b in doomed)
    base = lost
    for k in range(1, len(mortal) + 1):
        for dead in combinations(mortal, k):
            if sum(lethal_damage(g, attacker, b) for b in dead) <= power:
                lost = max(lost, base + sum(trade_cost(_ch(g, b)) for b in dead))
    return kill_worth(g, attacker) - lost


def _block_result(g: Game, a: int, b: int) -> tuple[bool, bool]:
    """Whether attacker a and blocker b die in their fight as the blocks are weighed: a creature
    that can regenerate doesn't (a Clay Statue with its {2} open isn't killed by the block)."""
    a_dies, b_dies = block_outcome(g, a, b)
    return a_dies and not regenerates(g, a), b_dies and not regenerates(g, b)


def _kills_before_holds(g: Game, blocks: list, attackers: list, pairs: set) -> list:
    """The blocks with each blocker that only holds an attacker off (neither dies) moved onto an
    attacker it kills and lives, where that kill is worth more than the damage held off, as the
    blocks above weigh them (10 and the kill's worth against 5 and the attacker's power).
    Attackers are blocked biggest first, so a Mountain Yeti was spent holding off the Uthden
    Troll that regenerates beside the Goblin Hero it would have killed for nothing (ladder game
    156 against the Sorcerer).  The attacker may be one another blocker only trades with: that
    blocker then stays home, the trade it gave up weighed too (3, the kill's worth less its own
    cost).  A White Knight held off the Erg Raiders while the Mesa Pegasus traded with the Royal
    Assassin the Knight kills for nothing by first strike, which made the Assassin's attack for 1
    look good to the look-ahead (ladder game 172 against the Apprentice)."""
    out = list(blocks)
    for b, a in list(out):
        if (b, a) not in out or sum(1 for _, x in out if x == a) != 1 or _block_result(g, a, b) != (False, False):
            continue
        held_off = 5 + (_ch(g, a).power or 0)
        moves = [(10 + kill_worth(g, x) - _lost_trade(g, out, x), x) for x in attackers
                 if x != a and (b, x) in pairs and "menace" not in _ch(g, x).keywords
                 and _block_result(g, x, b) == (True, False)]
        moves = [(gain, x) for gain, x in moves if gain > held_off]
        if not moves:
            continue
        x = max(moves, key=lambda m: m[0])[1]
        out = [(b, x) if p == (b, a) else p for p in out if p[1] != x]
    return out


def _lost_trade(g: Game, blocks: list, x: int) -> float:
    """What the blocks on attacker x are worth as the blocks above weigh them, for a blocker of
    mine that would take it over alone: nothing where none blocks it, a trade's 3 and the kill's
    worth less the blocker's cost where one blocker alone trades with it; anything else (a gang
    block, a blocker that lives) isn't given up (infinite)."""
    on_x = [b for b, y in blocks if y == x]
    if not on_x:
        return 0.0
    if len(on_x) > 1 or _block_result(g, x, on_x[0]) != (True, True):
        return float("inf")
    return 3 + kill_worth(g, x) - trade_cost(_ch(g, on_x[0]))


def _survival_move(g: Game, blocks: list, attackers: list, pairs: set, incoming: Any) -> tuple | None:
    """The blocker of mine to move from the attacker it blocks alone to one nobody blocks that
    would deal me more (`incoming()`: the damage I take with `blocks` as they stand), the move
    that saves the most damage; None when no move saves any."""
    now = incoming()
    blocked = {a for _, a in blocks}
    best: tuple[int, tuple, tuple] | None = None
    for b, a0 in list(blocks):
        if sum(1 for _, x in blocks if x == a0) != 1:
            continue
        for a in attackers:
            if a in blocked or (b, a) not in pairs or "menace" in _ch(g, a).keywords:
                continue
            i = blocks.index((b, a0))
            blocks[i] = (b, a)
            saved = now - incoming()
            blocks[i] = (b, a0)
            if saved > 0 and (best is None or saved > best[0]):
                best = (saved, (b, a0), (b, a))
    return None if best is None else (best[1], best[2])


def fight_loss(g: Game, oid: int) -> float:
    """What losing this creature in a fight costs its controller, priced as the board evaluation
    that judges the look-ahead's lines prices it: its worth on this board (`permanent_value`: a
    Llanowar Elves is its mana too, an attacker my blockers wall off is worth less than its card)
    less what its death gives back, the helpful Auras it wears, which go to the graveyard with it
    (`worn_auras_worth`), and the boost its static ability gives their other creatures
    (`lord_worth`, which `permanent_value` does not hold: the evaluation sees it in the others'
    bodies).  Priced at the card's worth alone (`trade_cost`), an attack sent a Llanowar Elves
    into an untapped Mons's Goblin Raiders, 1/1 for 1/1, where the evaluation counts the Elf worth
    twice the walled-off Goblin: the look-ahead's own turn played that trade, found that a Terror
    killing the Goblin first saved the Elf, and spent it on the Goblin rather than on the
    attacking Ball Lightning (ladder game 124 against the Sorcerer, lost at -1 life).  Blind to the
    lord's boost, a Goblin King was seen walking into a Prodigal Sorcerer's block and ping, and
    the ping aimed at it before their attack went for nothing (ladder game 85).  The block rule
    prices its creatures by the same function, or it would weigh a fight the attack rule and the
    evaluation see otherwise."""
    return permanent_value(g, oid) - departure_value(_ch(g, oid)) + worn_auras_worth(g, oid) + lord_worth(g, oid)


def worn_auras_worth(g: Game, oid: int) -> float:
    """What the Auras on a creature that help its controller are worth, as the board evaluation
    counts them (each at its card's worth in hand, game.ai.evaluation.side_score): they die with
    it, so a Llanowar Elves wearing Venom is two cards, not one, in front of a 1/1 Goblin.  An
    Aura that hurts it is not counted: what it takes from the creature is in the creature's own
    worth already."""
    total = 0.0
    for x in g.battlefield:
        o = g.objects[x]
        if o.attached_to != oid or "Aura" not in _ch(g, x).subtypes:
            continue
        card = o.copy_of or o.card
        if aura_polarity(card) >= 0:
            total += card_in_hand_value(card)
    return total


def kill_worth(g: Game, oid: int) -> float:
    """What killing an attacker in a block wins me: what losing it costs its controller
    (`fight_loss`), nothing for one that is sacrificed at the beginning of the end step anyway
    (Ball Lightning, CR 513.1a) -- a Hypnotic Specter traded for it is a creature thrown away
    for the damage a block stops, which the chump-block rules judge."""
    return 0.0 if leaves_at_end_of_turn(_ch(g, oid)) else fight_loss(g, oid)


LIFE_OVER_CHUMPS = 2.0   # a chump block pays when the life it saves is worth twice the creatures it costs


def chump_margin(g: Game, me: int, without: int, with_: int, chumpers: Iterable[int]) -> float:
    """How far the life a chump block saves (the combat damage I take without it and with it)
    is worth more than twice what losing its blockers costs me: the block pays where this is
    above 0.  The last points are the ones that count (game.ai.knowledge.life_worth): a Camel
    in front of a Juggernaut that would take me from 6 life to 1 is a bargain even where the
    next attack can't finish me (ladder game 176 against the Sorcerer, lost at 1 life to a
    Yotian Soldier); a Grizzly Bears in front of a Craw Wurm at 20 life is not."""
    life = g.players[me].life
    saved = life_worth(life - with_) - life_worth(life - without)
    return saved - LIFE_OVER_CHUMPS * sum(trade_cost(_ch(g, b)) for b in chumpers)


def keeps_out_of_burn_range(g: Game, me: int, life_without: int, life_with: int) -> bool:
    """Do the blocks take me out of reach of the burn the opponent may hold now, which no blocker
    stops: `life_without` (the life this combat leaves me without the chump blocks) within the
    face burn they have shown once for each card in their hand (`shown_burn_threat`, nothing for
    a draw: they throw it before I play again), `life_with` beyond it?  Then the life a chump
    saves is the life that burn needs, and the look-ahead, which deals their hand as burn as
    often as it may be, weighs it against the blocker.  On turn 42 of ladder game 100 against the
    Sorcerer the Wizard (14 life, Wall of Bone, Wall of Stone, Wall of Fire) let a Colossus of
    Sardia trample 5 over the Wall of Bone alone, the Wall of Stone beside it called a needless
    chump because no creature of theirs could reach the 9 life left; the opponent, two Psionic
    Blasts in their graveyard, threw the three Lightning Bolts they held and won."""
    threat = shown_burn_threat(g, 1 - me, draws=0)
    return life_without <= threat < life_with


def needless_chumps(g: Game, me: int, blocks: tuple | list) -> bool:
    """Do these blocks throw creatures away for life I don't need yet?  A chump block is worth
    it only when the damage it stops would leave me within reach of the creatures the opponent
    has now, attacking with all of them next turn into the creatures these blocks don't risk,
    and the block takes me out of that reach (or I wouldn't live through this combat without
    it), or the life it saves is worth far more than the creature (`chump_margin`), or it takes
    me out of reach of the burn they have shown (`keeps_out_of_burn_range`).  Counted as
    if nothing of mine blocked, the reach made every chump look useless beside a Serra Angel
    kept home: the War Mammoth that could take a Clockwork Beast was never tried, and the Angel
    went into a gang block on the Obsianus Golem and died there, with the opponent on 1 (ladder
    game 179 against the Sorcerer, lost).  Otherwise the creature is worth
    more kept, as a blocker for when the life counts (the complaint players make most about
    computer opponents is the needless chump block).  Judged here because the look-ahead ends
    with my swing back and can't see the opponent's later attack the creature would have stopped."""
    if pumps_in_hand(g, me):
        return False   # a trick in hand may yet win the fight the block looks to lose
    ping = ready_ping(g, me)
    chumps = [(b, a) for b, a in chump_blocks(g, blocks)   # nor a Frozen Shade's own pump, while it can pump
              if not any("mana" not in ab and _payable(g, b, ab) for ab in _ch(g, b).abilities)
              # nor a block my pings finish: the Hill Giant in front of a Craw Wurm, the Prodigal
              # Sorcerer beside it tapping for the last point
              and not (ping and lethal_damage(g, b, a) <= max(0, _ch(g, b).power or 0) + ping)]
    if not chumps:
        return False
    rest = [p for p in blocks if p not in chumps]
    life = g.players[me].life
    life_after = life - damage_through(g, rest)
    if chump_margin(g, me, life - life_after, damage_through(g, blocks), [b for b, _ in chumps]) > 0:
        return False   # whatever the next attack can reach
    if keeps_out_of_burn_range(g, me, life_after, life - damage_through(g, blocks)):
        return False   # the life it saves is the life their burn needs: the look-ahead weighs it
    used = {b for b, _ in blocks}
    kept = [b for b in g.battlefield if b not in used and _ch(g, b).controller == me
            and "Creature" in _ch(g, b).types]
    reach = swing_back_damage(g, me, kept)
    if life_after > reach:
        return True
    # nor are they worth it when I live through this combat without them and stay within reach
    # with them: a Llanowar Elves in front of a Force of Nature saves 1 life of the 8 that
    # trample over it, and the next attack finds me in reach either way, now without the Elves
    return life_after > 0 and life - damage_through(g, blocks) <= reach


def unblocked_pump(g: Game, me: int, attackers: Sequence[int], blocks: Sequence[tuple[int, int]]) -> int:
    """The most damage one of the opponent's attackers left unblocked adds with its own pump
    once blocks are declared (`self_pump_damage`: Shivan Dragon's {R}: +1/+0 with three
    Mountains open deals 8, not 5).  One attacker's, because the pumps share the mana.  The
    chump that gets me out of reach of the printed powers alone went in front of the Air
    Elemental, and the Dragon's firebreathing made up the rest (ladder game 63 against the
    Apprentice)."""
    blocked = {a for _, a in blocks}
    attacking = set(attackers)
    return max((self_pump_damage(g, 1 - me, a, attacking) for a in attackers if a not in blocked), default=0)


def blocks_made(g: Game, me: int) -> tuple:
    """The blocks my rules of thumb (`choose_blocks`) would make against the attack under way,
    among every block the engine's rules allow now (`block_options`, CR 509.1b): what a play
    before blocks -- a keyword bought, a blocker untapped -- would change about them shows on a
    copy of the game."""
    c = g.combat
    if c is None or c.defender != me:
        return ()
    return choose_blocks(g, me, tuple(block_options(g)))


@dataclass(frozen=True)
class _Block:
    """One blocker weighed against one attacker in the first pass of `choose_blocks`: how much
    the block is worth as the rules of thumb score it, and whether it spends the trick in my hand
    (a Giant Growth, a Shock) or my ready ping (a Prodigal Sorcerer) to win its fight."""
    score: float
    uses_trick: bool = False
    uses_ping: bool = False


def _block_worth(g: Game, a: int, b: int, av: float, bv: float, trades: bool, tricks: tuple[Trick, ...],
                 burns: tuple[tuple[int, int], ...], ping: int, me: int) -> _Block | None:
    """What blocking attacker a (its kill worth `av`) with blocker b (its loss in a fight `bv`) is
    worth: a kill my blocker lives through most (10 and the kill's worth), then a block that holds
    the attacker off (5 and its power), then a fair trade (3, the kill's worth less my blocker's),
    then a fight a trick or a burn in my hand wins; None for a block not worth making.  My ready
    ping finishes what my blocker wounds."""
    ach = _ch(g, a)
    a_dies, b_dies = _block_result(g, a, b)
    uses_ping = False
    if not a_dies and ping and not regenerates(g, a) and not (b_dies and struck_first(g, a, b)) \
            and (_ch(g, b).power or 0) + ping >= lethal_damage(g, b, a):
        a_dies, uses_ping = True, True   # the Hill Giant wounds the Craw Wurm, the ping finishes it
    if a_dies and not b_dies:
        return _Block(10 + av, uses_ping=uses_ping)
    if not b_dies:
        return _Block(5 + (ach.power or 0))
    if a_dies and trades and av >= bv - 0.5:
        return _Block(3 + av - bv, uses_ping=uses_ping)
    if b_dies and trades and av > bv and pumped_trade(g, a, b):   # its own firebreathing trades up
        return _Block(3 + av - bv)
    if tricks and av > 0 and _pumped_fight_won(g, me, a, b, tricks):
        return _Block(2 + av, uses_trick=True)
    if burns and (burn := burned_fight_won(g, a, b, burns)) is not None:
        spent = card_in_hand_value(g.objects[burn[0]].card)
        if av > spent:
            return _Block(2 + av - spent, uses_trick=True)
    return None


def _first_blocks(g: Game, me: int, attackers: list[int], pairs: set, trades: bool) -> list[tuple[int, int]]:
    """The first pass of `choose_blocks`: for each attacker in turn, the block worth most
    (`_block_worth`) among the blockers still free, the trick or the ping it spends spent.  Taken
    in one order, the attackers compete for my blockers and my ping first come, first served: a
    Prodigal Sorcerer blocked the Goblins of the Flarg and pinged it, where the Goblin King beside
    it, worth its body and the boost of every other Goblin, died to the same block and ping
    (ladder game 85 against the Sorcerer).  So each attacker is tried as the first one taken, the
    rest biggest first, and the assignment worth most in all is kept (the biggest first on a tie)."""
    tricks = pumps_in_hand(g, me)   # a Giant Growth I can cast after blocks turns one losing block
    burns = burns_in_hand(g, me)     # so does a Shock on the attacker a first striker has blocked
    ping = ready_ping(g, me)         # and a Prodigal Sorcerer finishing what my blocker wounds
    cands = {a: [b for b in g.battlefield if (b, a) in pairs] for a in attackers
             if "menace" not in _ch(g, a).keywords}
    memo: dict[tuple[int, int, bool, bool], _Block | None] = {}
    # each attacker's kill and each blocker's loss once, not once for every pairing weighed
    kills_worth = {a: kill_worth(g, a) for a in cands if cands[a]}
    losses = {b: fight_loss(g, b) for bs in cands.values() for b in bs}

    def worth(a: int, b: int, with_tricks: bool, with_ping: bool) -> _Block | None:
        key = (a, b, with_tricks, with_ping)
        if key not in memo:
            memo[key] = _block_worth(g, a, b, kills_worth[a], losses[b], trades, tricks if with_tricks else (),
                                     burns if with_tricks else (), ping if with_ping else 0, me)
        return memo[key]

    def assign(order: list[int]) -> tuple[float, list[tuple[int, int]]]:
        used: set[int] = set()
        blocks: list[tuple[int, int]] = []
        total = 0.0
        with_tricks, with_ping = bool(tricks or burns), bool(ping)
        for a in order:
            best: tuple[_Block, int] | None = None
            for b in cands.get(a, ()):
                if b in used:
                    continue
                w = worth(a, b, with_tricks, with_ping)
                if w is not None and w.score > 0 and (best is None or w.score > best[0].score):
                    best = (w, b)
            if best is None:
                continue
            w, b = best
            blocks.append((b, a))
            used.add(b)
            total += w.score
            with_tricks = with_tricks and not w.uses_trick
            with_ping = with_ping and not w.uses_ping
        return total, blocks

    best_total, best_blocks = assign(attackers)
    if len(cands) > 1:
        for first in attackers:
            if first == attackers[0] or first not in cands:
                continue
            total, blocks = assign([first] + [a for a in attackers if a != first])
            if total > best_total + 1e-9:
                best_total, best_blocks = total, blocks
    return best_blocks


TRICK_ROOM = 3   # the life a chump block leaves me beyond their attack, for a pump they may hold (Giant Growth)


def choose_blocks(g: Game, me: int, options: tuple, trades: bool = True) -> tuple:
    """Heuristic blocks: kill attackers when it's a good trade, block safely, chump only to
    survive or where the life it saves is worth far more than the blocker (the needless chump
    is the complaint players make most about weak computer opponents)."""
    pairs = set(options)
    c = g.combat
    if c is None:
        return ()
    attackers = sorted(c.attackers, key=lambda a: -(_ch(g, a).power or 0))
    # the life the blocks must keep me above: their ready pings come after the damage (a Hill
    # Giant's 3 at 4 life is lethal beside an untapped Prodigal Sorcerer), unless they kill me alone
    my_life = g.players[me].life - ready_ping(g, 1 - me)
    if my_life <= 0:
        my_life = g.players[me].life

    def incoming() -> int:
        """The combat damage I take with the blocks chosen so far."""
        return combat_damage_preview(g, None, tuple(blocks))[me]

    blocks: list[tuple[int, int]] = _first_blocks(g, me, attackers, pairs, trades)
    blocks = _kills_before_holds(g, blocks, attackers, pairs)
    blocked = {a for _, a in blocks}
    used = {b for b, _ in blocks}   # a blocker whose trade the move gave up is free again
    # two blockers on an attacker none of them kills alone, where what it takes is worth less
    # than what it loses (two first strikers kill a Hill Giant before it strikes at all)
    # -- or where one of them already blocks it safely, neither dying: a second Giant Spider
    # beside the first kills the Hill Giant they only held off, where neither can die for it
    # (a safe block is given up only for a kill that costs nothing)
    held = {a: b for b, a in blocks if block_outcome(g, a, b) == (False, False)}
    for (x, a), (y, _) in gang_blocks(g, options, used - set(held.values())):
        free = {held[a]} if a in held else set()
        if (a in blocked and not free) or (x in used and x not in free) or (y in used and y not in free):
            continue   # (each pair was found before the pairs ahead of it took their blockers)
        gain = gang_block_gain(g, a, (x, y))
        if free and (gain is None or gain < kill_worth(g, a) or gain <= 0):
            continue
        if gain is not None and (gain > 0 if not trades else gain >= -0.5):
            blocks = [bl for bl in blocks if bl[1] != a] + [(x, a), (y, a)]
            used = (used - free) | {x, y}   # a safe blocker the pair replaces is free again
            blocked.add(a)
            held.pop(a, None)
    # an attacker only two or more can block (menace, CR 702.110b) that no pair of mine kills,
    # stopped for nothing by the two cheapest blockers each of which lives through all its damage
    # (its controller may put it all on one, CR 510.1c): two Walls of Stone in front of it
    for a in attackers:
        if a in blocked or "menace" not in _ch(g, a).keywords:
            continue
        safe = [b for b in g.battlefield if (b, a) in pairs and b not in used and not fight_outcome(g, a, b)[1]]
        if len(safe) >= 2:
            x, y = sorted(safe, key=lambda b: (trade_cost(_ch(g, b)), b))[:2]
            blocks += [(x, a), (y, a)]
            used |= {x, y}
            blocked.add(a)
    def threat() -> int:
        """The combat damage I take with the blocks chosen so far, and the most that one attacker
        left unblocked adds with its own pump (`unblocked_pump`)."""
        return incoming() + unblocked_pump(g, me, attackers, blocks)

    # chump blocks only if the rest would be lethal: the cheapest block that gets me out of
    # reach, else the one that stops the most damage (a chump block in front of a trampler
    # stops only its toughness), and again until I survive
    while threat() >= my_life:
        now = threat()
        chumps: list[tuple[int, float, int, int]] = []
        for a in attackers:
            if (a in blocked and "trample" not in _ch(g, a).keywords) or "menace" in _ch(g, a).keywords:
                continue   # a trampler already blocked: another blocker stops its toughness more
            for b in (x for x in g.battlefield if (x, a) in pairs and x not in used):
                blocks.append((b, a))
                saved = now - threat()
                blocks.pop()
                if saved > 0:
                    chumps.append((saved, trade_cost(_ch(g, b)), b, a))
        if not chumps:
            # no blocker left: one of mine moves from a small attacker it kills to a bigger one
            # it only stops, if that saves me (two Grizzly Bears on two 1/1 Goblin Raiders while the
            # Hill Giant beside them finishes me)
            moved = _survival_move(g, blocks, attackers, pairs, incoming)
            if moved is None:
                break
            old_pair, new_pair = moved
            blocks = [bl for bl in blocks if bl != old_pair] + [new_pair]
            blocked = {a for _, a in blocks}
            continue
        enough = [c for c in chumps if now - c[0] < my_life]
        # of the chumps that get me out of reach, one that leaves room for a pump from their hand
        # (a Hypnotic Specter in front of the Roc left the Craw Wurm 3 short of the kill, and a
        # Giant Growth made it 9: ladder game 152 against the Sorcerer)
        trick_room = TRICK_ROOM if g.players[1 - me].hand and mana_open(g, 1 - me) else 0
        enough = [c for c in enough if now - c[0] < my_life - trick_room] or enough
        _, _, b, a = min(enough, key=lambda c: (c[1], c[2], c[3])) if enough else \
            max(chumps, key=lambda c: (c[0], -c[1], c[2], c[3]))
        blocks.append((b, a))
        used.add(b)
        blocked.add(a)
    # and a chump block whose life saved is worth far more than its blocker (chump_margin): the
    # one that gains the most first, and again while one does
    while True:
        now = incoming()
        best_chump: tuple[float, int, int] | None = None
        for a in attackers:
            if a in blocked or "menace" in _ch(g, a).keywords:
                continue
            for b in (x for x in g.battlefield if (x, a) in pairs and x not in used):
                blocks.append((b, a))
                after = incoming()
                blocks.pop()
                margin = chump_margin(g, me, now, after, [b]) if after < now else 0.0
                if margin > 0 and (best_chump is None or margin > best_chump[0]):
                    best_chump = (margin, b, a)
        if best_chump is None:
            break
        _, b, a = best_chump
        blocks.append((b, a))
        used.add(b)
        blocked.add(a)
    # blocking requirements (Lure) come first: the engine refuses blocks that ignore them
    return tuple(meet_block_requirements(g, blocks, options))
