"""State-based actions (CR 704), checked whenever a player would receive priority.

All applicable actions are performed at once as a single event (CR 704.3), and the check
repeats until none applies.  Creatures with lethal or deathtouch damage are destroyed (so
regeneration can save them), while toughness 0 or less puts a creature into its owner's
graveyard directly (CR 704.5f: regeneration can't help).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .choices import select_one, yes_no
from .context import Ctx
from .events import destroy, lki_of, move_to_zone
from .filters import matches_object, normalize
from .event_types import GameEnded, PlayerLost, ZoneChanged
from .outcome import Outcome, Termination
from .statics import player_statics

if TYPE_CHECKING:
    from .game import Game


def player_can_lose(g: "Game", p: int) -> bool:
    """"You can't lose the game" (e.g. Platinum Angel) stops every way of losing but conceding (CR 104.3a)."""
    return not player_statics(g, p, "cant_lose")


def lose(g: "Game", p: int, reason: str, rule: str, kind: Termination) -> None:
    pl = g.players[p]
    if pl.lost:
        return
    pl.lost = True
    pl.loss_reason = reason
    pl.loss_kind = kind
    g.emit(PlayerLost(p, reason), rule)


def check_game_over(g: "Game") -> None:
    lost = [p for p in (0, 1) if g.players[p].lost]
    if not lost or g.over:
        return
    g.priority = None
    if len(lost) == 2:
        g.outcome = Outcome(Termination.SIMULTANEOUS_LOSS, None, "both players lost at once (CR 104.4a)", "104.4a")
        g.emit(GameEnded(None), "104.4a")
    else:
        loser = g.players[lost[0]]
        g.outcome = Outcome(loser.loss_kind or Termination.LIFE, 1 - lost[0], loser.loss_reason, "104.2a")
        g.emit(GameEnded(1 - lost[0]), "104.2a")


def check_sbas(g: "Game") -> bool:
    """Perform one round of state-based actions; True if any was performed."""
    if g.over:
        return False
    acted = False
    # player losses (CR 704.5a-c, 704.6c)
    for p in (0, 1):
        pl = g.players[p]
        if pl.lost:
            continue
        reason = None
        if pl.life <= 0 and not player_statics(g, p, "no_loss_for_life"):
            reason, rule, kind = f"{pl.life} life", "704.5a", Termination.LIFE
        elif pl.drew_from_empty:
            reason, rule, kind = "drew from an empty library", "704.5b", Termination.EMPTY_LIBRARY
        elif pl.poison >= 10:
            reason, rule, kind = f"{pl.poison} poison counters", "704.5c", Termination.POISON
        elif any(v >= 21 for v in pl.commander_damage.values()):
            reason, rule, kind = "21 combat damage from one commander", "704.6c", Termination.COMMANDER_DAMAGE
        if reason is not None:
            if player_can_lose(g, p):
                lose(g, p, reason, rule, kind)
                acted = True
            pl.drew_from_empty = False
    check_game_over(g)
    if g.over:
        return True
    _noncreatures_leave_combat(g)
    if _commanders_to_command_zone(g):
        acted = True
    to_graveyard: list[tuple[int, str, str]] = []
    to_destroy: list[tuple[int, str, str]] = []
    # tokens and copies in the wrong zone cease to exist (CR 704.5d-e): a copy of a spell
    # belongs on the stack (copy_spell)
    stray = [o.id for o in g.objects.values() if o.token and o.zone not in ("battlefield", "none")]
    if stray:
        spell_copies = {s.source for s in g.stack if s.is_copy}
        for oid in stray:
            if oid not in spell_copies:
                g.move_raw(oid, "none")
                acted = True
    # the permanents the legend and world rules look at, gathered in the same pass (CR 704.5j-k):
    # a permanent that is about to die is still on the battlefield when they are checked
    legends: tuple[dict[str, list[int]], dict[str, list[int]]] = ({}, {})
    worlds: list[int] = []
    for oid in list(g.battlefield):
        o = g.objects[oid]
        ch = g.chars(oid)
        if "Legendary" in ch.supertypes and ch.name:
            legends[ch.controller].setdefault(ch.name, []).append(oid)
        if "World" in ch.supertypes:
            worlds.append(oid)
        if "Creature" in ch.types:
            t = ch.toughness or 0
            if t <= 0:
                to_graveyard.append((oid, f"toughness {t}", "704.5f"))
                continue
            if "indestructible" in ch.keywords:
                # CR 702.12b: lethal or deathtouch damage would destroy it, and it can't be destroyed;
                # nothing happens, so the check must not count as an action performed (CR 704.3)
                pass
            elif o.damage >= t:
                to_destroy.append((oid, "lethal damage", "704.5g"))
                continue
            elif o.deathtouch_hit and o.damage > 0:
                to_destroy.append((oid, "damage from a source with deathtouch", "704.5h"))
                continue
        if "Planeswalker" in ch.types and o.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((oid, "no loyalty", "704.5i"))
            continue
        if "Aura" in ch.subtypes:
            problem = _aura_problem(g, oid)
            if problem:
                to_graveyard.append((oid, problem, "704.5m"))
                continue
        if o.attached_to is not None and "Aura" not in ch.subtypes and "Equipment" not in ch.subtypes:
            o.attached_to = None
        # +1/+1 and -1/-1 counters annihilate (CR 704.5q)
        plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if plus and minus:
            n = min(plus, minus)
            o.own_counters()["+1/+1"] -= n
            o.own_counters()["-1/-1"] -= n
            for k in ("+1/+1", "-1/-1"):
                if not o.counters[k]:
                    del o.counters[k]
            g.invalidate()
            g.log(f"{ch.name}: {n} +1/+1 and -1/-1 counters are removed", "704.5q")
            acted = True
    # the legend rule (CR 704.5j)
    legend_losers: list[int] = []
    for p in (0, 1):
        for name, ids in legends[p].items():
            if len(ids) > 1:
                keep = select_one(g, p, f"Legend rule: choose the {name} to keep", tuple(ids), purpose="legend")
                legend_losers.extend(i for i in ids if i != keep)
    for oid in legend_losers:
        to_graveyard.append((oid, "the legend rule", "704.5j"))
    to_graveyard.extend((oid, "the world rule", "704.5k") for oid in _world_rule_losers(g, worlds))
    if to_graveyard or to_destroy:
        batch = {oid: lki_of(g, oid) for oid, _, _ in to_graveyard + to_destroy}
        g.turn_flags["_lki_batch"] = batch
        done: set[int] = set()
        for oid, why, rule in to_graveyard:
            if oid not in done and g.objects[oid].zone == "battlefield":
                done.add(oid)
                move_to_zone(g, oid, "graveyard", cause=why, rule=rule)
        for oid, why, rule in to_destroy:
            if oid not in done and g.objects[oid].zone == "battlefield":
                done.add(oid)
                destroy(g, oid, cause=why, rule=rule)
        g.turn_flags.pop("_lki_batch", None)
        acted = True
    return acted


def _world_rule_losers(g: "Game", worlds: list[int]) -> list[int]:
    """CR 704.5k: if two or more of the permanents `worlds` (those with the supertype world)
    are on the battlefield, all but the one that has had it for the shortest time go to their
    owners' graveyards; on a tie for the shortest time, all of them do.  The time is the
    permanent's timestamp (when it entered the battlefield)."""
    if len(worlds) < 2:
        return []
    newest = max(g.objects[oid].timestamp for oid in worlds)
    keep = [oid for oid in worlds if g.objects[oid].timestamp == newest]
    return [oid for oid in worlds if len(keep) > 1 or oid not in keep]


def _noncreatures_leave_combat(g: "Game") -> None:
    """CR 506.4: a permanent that stops being a creature is removed from combat (an attacking Forest
    once Living Lands is destroyed deals no combat damage).  Not a state-based action, but checked
    at the same moments: nothing can see the difference before a player next gets priority."""
    c = g.combat
    if c is None:
        return
    for oid in list(c.attackers) + list(c.blockers):
        o = g.objects.get(oid)
        if o is not None and o.zone == "battlefield" and "Creature" not in g.chars(oid).types:
            g.remove_from_combat(oid)
            g.log(f"{g.name_of(oid)} is no longer a creature and is removed from combat", "506.4", "combat", oid)


def _commanders_to_command_zone(g: "Game") -> bool:
    """CR 903.9a: a commander put into a graveyard or exile since state-based actions were last
    checked may be put into the command zone by its owner (a state-based action, so the commander
    has died or been exiled first: its leaves-the-battlefield abilities and "dies" triggers see it)."""
    acted = False
    for o in [o for o in g.objects.values() if o.commander_moved]:
        if o.zone not in ("graveyard", "exile"):
            o.commander_moved = False
            continue
        if yes_no(g, o.owner, f"Put {o.card.name} from your {o.zone} into the command zone?", purpose="commander"):
            came_from = o.zone
            g.move_raw(o.id, "command")
            g.emit(ZoneChanged(o.id, o.card.name, o.owner, came_from, "command"), "903.9a")
            acted = True
        o.commander_moved = False
    return acted


def could_enchant(g: "Game", aura: int, host: int) -> bool:
    """Could this Aura legally be attached to that permanent (CR 303.4, 701.3b): what it can
    enchant, "can't be enchanted", protection.  An Aura moved by an effect ("attach target Aura
    to another permanent": Enchantment Alteration) goes only where it could stay."""
    return _aura_problem(g, aura, host) is None


def _aura_problem(g: "Game", oid: int, host: int | None = None) -> str | None:
    o = g.objects[oid]
    host = o.attached_to if host is None else host
    if host is None:
        return "not attached to anything"
    target = g.objects.get(host)
    enchant = o.chosen.get("enchant") or (o.card.enchant if o.copy_of is None else o.copy_of.enchant)
    ctx = Ctx(g, g.chars(oid).controller, oid, o.zcc)
    if enchant is not None and normalize(enchant).kind == "card":
        # "enchant creature card in a graveyard" (Animate Dead): it is attached to a card (CR 303.4)
        if target is None or not matches_object(ctx, target.id, normalize(enchant)):
            return "it enchants an illegal object"
        return None
    if target is None or target.zone != "battlefield" or target.phased_out:
        return "what it enchanted is gone"
    if enchant is not None and not matches_object(ctx, target.id, normalize(enchant)):
        return "it enchants an illegal object"
    from .filters import protected_from
    if "cant_be_enchanted" in g.chars(target.id).flags and not _grants_to_enchanted(g, oid, "cant_be_enchanted"):
        return "the enchanted permanent can't be enchanted (CR 303.4)"
    from .filters import enchanted_exclusively_by_another
    if enchanted_exclusively_by_another(g, target.id, oid):
        return "the enchanted permanent can't be enchanted by other Auras (CR 303.4)"
    if protected_from(g, target.id, oid) and not _ward_exempt(g, oid):
        return "the enchanted permanent has protection from it (CR 702.16c)"
    return None


def _grants_to_enchanted(g: "Game", oid: int, flag: str) -> bool:
    """The Aura itself gives what it enchants this rule flag: "can't be enchanted by other Auras"
    (Anti-Magic Aura) doesn't make the Aura saying it fall off."""
    return any(st.get("modify", {}).get("what") == "enchanted" and flag in st["modify"].get("flags", ())
               for st in g.chars(oid).statics)


def _ward_exempt(g: "Game", oid: int) -> bool:
    """"This effect doesn't remove this Aura" (Blue Ward and its cycle)."""
    ch = g.chars(oid)
    return any(st.get("protection_keeps_self") for st in ch.statics)
