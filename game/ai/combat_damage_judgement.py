"""Damage aimed at creatures in combat (D'Avenant Archer: "1 damage to target attacking or
blocking creature"; Prodigal Sorcerer finishing off a wounded blocker): which of the
opponent's attacking or blocking creatures (CR 506.4) a targeted damage ability should hit,
and when.

Two moments matter.  Once blockers are declared and before combat damage (CR 509, 510), the
damage is worth it on a creature it kills outright that would otherwise survive the fight or
kill a creature of mine in it (killing a 1/1 attacker before it deals its damage).  After
combat damage, the damage already marked stays until the cleanup step (CR 510.2, 514.2): a
creature the fight left wounded is finished off by what is left.  Damage that only adds to
the combat damage my creatures will deal waits for that damage to be dealt -- unless the
source itself won't be there after it (a blocking Archer about to die): then it is now or
never.  The arithmetic (lethal damage, who kills whom) is the engine's."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.casting import ability_list, can_afford, can_use_tap_ability, target_slots
from ..engine.combat import kills, lethal_damage
from ..engine.context import Ctx
from ..engine.filters import matches_object
from ..engine.game import Game
from .burn import damage_of
from .knowledge import permanent_value

BEFORE_DAMAGE = ("declare_blockers", "first_strike_damage")
AFTER_DAMAGE = ("combat_damage", "end_of_combat")
COMBAT_WINDOW = BEFORE_DAMAGE + AFTER_DAMAGE
DESTROYS = 10 ** 6   # a destroy weighed as damage: more than any creature survives (CR 701.8)


def removal_damage(effects: list, damage: int) -> int:
    """What an ability's effects do to the creature they hit, as damage for `ping_target`: the
    damage they deal, or DESTROYS when they destroy it (Royal Assassin, Northern Paladin)."""
    if any(isinstance(e, dict) and "destroy" in e for e in effects):
        return DESTROYS
    return damage


def _alive(g: Game, oid: int) -> bool:
    return oid in g.objects and g.objects[oid].zone == "battlefield"


def in_combat(g: Game, oid: int) -> bool:
    """An attacking or blocking creature (CR 506.4)."""
    c = g.combat
    return c is not None and _alive(g, oid) and (oid in c.attackers or oid in c.blockers)


def foes_of(g: Game, oid: int) -> list[int]:
    """The creatures fighting this one: the blockers of an attacker, the attackers a blocker
    blocks (CR 509.1h)."""
    c = g.combat
    if c is None:
        return []
    foes = list(c.blocked_by.get(oid, [])) + list(c.blockers.get(oid, []))
    return [f for f in foes if _alive(g, f)]


def still_deals(g: Game, oid: int) -> bool:
    """Whether the creature has combat damage still to deal this combat: before any damage
    everyone does; in the first-strike damage step only those that didn't deal damage in it,
    and double strikers (CR 510.4, 702.4c); after the regular damage nobody."""
    c = g.combat
    if c is None or g.step in AFTER_DAMAGE or g.step not in BEFORE_DAMAGE:
        return False
    if g.step == "first_strike_damage":
        return oid not in c.dealt_first or "double strike" in g.chars(oid).keywords
    return True


def _strikes(g: Game, oid: int) -> int:
    """How many more times the creature deals combat damage this combat."""
    if not still_deals(g, oid):
        return 0
    double = "double strike" in g.chars(oid).keywords
    return 2 if double and g.step == "declare_blockers" else 1


def combat_damage_to(g: Game, oid: int) -> int:
    """The combat damage the creatures fighting `oid` will still deal it: a blocker blocking it
    alone, or an attacker it alone blocks (all of whose damage it takes; a trampler's only up
    to lethal, CR 702.19c).  Damage that may be divided among several is not counted."""
    c = g.combat
    if c is None:
        return 0
    total = 0
    for f in foes_of(g, oid):
        power = max(0, g.chars(f).power or 0) * _strikes(g, f)
        if f in c.blockers and len(c.blockers[f]) == 1:
            total += power
        elif f in c.attackers and [b for b in c.blocked_by.get(f, []) if _alive(g, b)] == [oid]:
            trample = "trample" in g.chars(f).keywords
            total += min(power, lethal_damage(g, f, oid)) if trample else power
    return total


def survives_fight(g: Game, oid: int) -> bool:
    """Whether the creature lives through the combat damage still to come (CR 510.2, 704.5g)."""
    if any("deathtouch" in g.chars(f).keywords and (g.chars(f).power or 0) > 0 and still_deals(g, f)
           for f in foes_of(g, oid)):
        return False
    return combat_damage_to(g, oid) < lethal_damage(g, None, oid)


def _kills_mine(g: Game, oid: int) -> bool:
    """Whether the creature will still kill one of the creatures fighting it."""
    return still_deals(g, oid) and any(kills(g, oid, f) for f in foes_of(g, oid))


def ping_target(g: Game, me: int, damage: int, pool: set[int], source: int | None = None
                ) -> tuple[float, int, str] | None:
    """The opponent's attacking or blocking creature, among `pool` (what the ability can
    target), that `damage` is best spent on now, with its worth and why; None when the damage
    would change no fight.  A source that is itself in combat and won't survive the damage
    to come adds its damage to the fight's now (it won't get another chance)."""
    if g.combat is None or g.step not in COMBAT_WINDOW or damage <= 0:
        return None
    last_chance = source is not None and g.step in BEFORE_DAMAGE and in_combat(g, source) \
        and not survives_fight(g, source)
    best: tuple[float, int, str] | None = None
    for f in sorted(pool):
        if not in_combat(g, f) or g.chars(f).controller == me or "Creature" not in g.chars(f).types:
            continue
        need = lethal_damage(g, source if source in g.objects else None, f)
        name = g.name_of(f)
        if damage >= need:
            if g.step in AFTER_DAMAGE:
                why = f"finishes off {name}"
            elif survives_fight(g, f):
                why = f"kills {name}, which the fight would not"
            elif _kills_mine(g, f):
                why = f"kills {name} before it deals its damage"
            else:
                continue   # it dies in the fight anyway, harming nothing of mine
        elif last_chance and survives_fight(g, f) and damage + combat_damage_to(g, f) >= need:
            why = f"with the combat damage, kills {name}"
        else:
            continue
        v = permanent_value(g, f)
        if best is None or v > best[0]:
            best = (v, f, why)
    return best


# what declaring an attack makes true of the attacker, for a target filter that asks it
_ATTACKING_KEYS = ("in_combat", "attacking", "tapped")


@dataclass(frozen=True)
class AwaitingRemoval:
    """The damage the defender's ready tap abilities could deal one of my creatures once it
    attacks (DESTROYS for a destroy): `any_time` from those that could hit it anyway (Prodigal
    Sorcerer), `as_attacker` from those that can hit only an attacking or tapped creature
    (D'Avenant Archer, Royal Assassin), which attacking alone exposes it to."""
    any_time: int = 0
    as_attacker: int = 0

    @property
    def total(self) -> int:
        return self.any_time + self.as_attacker


def _ready_removal(g: Game, defender: int) -> list[tuple[Ctx, int, object]]:
    """The defender's untapped permanents with a {T} ability (mana they can pay besides) whose
    one target it damages or destroys: (context, damage, target filter) for each."""
    out = []
    for src in g.battlefield:
        o = g.objects[src]
        if o.tapped or g.controller_of(src) != defender:
            continue
        for ab in ability_list(g, src):
            cost = ab.get("cost", {})
            if "mana" in ab or not isinstance(cost, dict) or not cost.get("tap") \
                    or set(cost) - {"tap", "mana"} or not ab.get("targets"):
                continue
            slots = target_slots(ab["targets"], 0)
            if len(slots) != 1:
                continue
            ctx = Ctx(g, defender, source=src)
            effects = ab.get("do", [])
            dmg = removal_damage(effects, damage_of(effects, 0, ctx))
            mana = cost.get("mana")
            if dmg <= 0 or not can_use_tap_ability(g, src) or \
                    (mana is not None and not mana.is_empty() and not can_afford(g, defender, mana, forbid=[src])):
                continue
            out.append((ctx, dmg, slots[0][1]))
    return out


def awaiting_removal(g: Game, defender: int, attackers: list[int]) -> dict[int, AwaitingRemoval]:
    """For each would-be attacker of mine, what the defender's ready tap abilities could deal it
    once it attacks (CR 508.1f taps it unless it has vigilance, CR 702.20b; CR 506.4 makes it an
    attacking creature): counted in the attack the rules of thumb consider, as the look-ahead
    can't see an imagined opponent walk a Yotian Soldier into a Hill Giant and a D'Avenant Archer."""
    sources = _ready_removal(g, defender)
    out: dict[int, AwaitingRemoval] = {}
    for a in attackers:
        any_time = as_attacker = 0
        vigilant = "vigilance" in g.chars(a).keywords
        for ctx, dmg, flt in sources:
            if ctx.source == a:
                continue
            said = dict(flt.conditions)
            asks = [k for k in _ATTACKING_KEYS if k in said]
            if any(said[k] is not True for k in asks) or (vigilant and "tapped" in asks):
                continue
            if not matches_object(ctx, a, flt.without(*asks) if asks else flt):
                continue
            if asks:
                as_attacker += dmg
            else:
                any_time += dmg
        out[a] = AwaitingRemoval(min(any_time, DESTROYS), min(as_attacker, DESTROYS))
    return out
