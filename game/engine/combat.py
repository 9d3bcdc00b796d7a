"""Combat under the current rules (CR 506-511, 702.19 trample, 702.22 banding).

Attackers and blockers are declared as decisions whose options are the legal single
pairings; the whole declaration is then checked against the restrictions (flying, reach,
defender, landwalk, protection, menace, "can't be blocked", "can't attack unless ...")
and refused with the reason when illegal.  Since the 2024 rules update there is no damage
assignment order: a blocked attacker's controller divides its combat damage freely among
the blockers, and a trampler must assign lethal damage to every blocker before the
player (CR 510.1c-d).  Creatures with first or double strike add a first combat damage
step (CR 510.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .choices import choose
from .conditions import holds
from .context import Ctx
from .decisions import Decision
from .errors import IllegalActionError
from .events import deal_damage, tap
from .filters import all_matching, matches_object, normalize, protected_from
from .morph import is_masked, reveal_masked
from .objects import Combat, Ref
from .statics import has_flag, player_statics, rules_words
from .terms import LAND_TYPE_OF_LANDWALK, NONBASIC_LANDWALK
from .triggers import fire
from .event_types import AttackersDeclared, BlockersDeclared

if TYPE_CHECKING:
    from .game import Game
    from .mana import ManaCost



# --- declare attackers (CR 508) -------------------------------------------------------------

def attack_barred(g: "Game", oid: int) -> str | None:
    """Why this creature can never attack as it stands, whatever the turn: defender (CR 702.3b)
    or a "can't attack" of its own.  A player weighing next turn's attack (the computer's race
    judgement) asks this, not whether it can attack right now (`can_attack`)."""
    ch = g.chars(oid)
    if "defender" in ch.keywords and "attacks_despite_defender" not in ch.flags:
        return f"{ch.name} has defender (CR 702.3b)"
    if "cant_attack" in ch.flags or "cant_attack_or_block" in ch.flags:
        return f"{ch.name} can't attack"
    return None


def can_attack(g: "Game", oid: int) -> str | None:
    """Why this creature can't attack, or None."""
    o = g.objects[oid]
    ch = g.chars(oid)
    if "Creature" not in ch.types or ch.controller != g.active or o.zone != "battlefield":
        return f"{ch.name} isn't a creature you control"
    if o.tapped:
        return f"{ch.name} is tapped"
    if o.sick and "haste" not in ch.keywords and "haste_to_attack" not in ch.flags:
        return f"{ch.name} has summoning sickness (CR 302.6)"
    barred = attack_barred(g, oid)
    if barred:
        return barred
    # a rule for the player's creatures, not a mark on each: one that arrives later can't attack
    # either ("Creatures can't attack this turn", Festival; CR 508.1c)
    rule = player_statics(g, ch.controller, "creatures_cant_attack")
    if rule:
        return f"{ch.name} can't attack this turn ({g.name_of(rule[0][0])})"
    costs = [st["attack_cost"] for st in ch.statics if "attack_cost" in st]
    if costs and not all(_attack_cost_payable(g, oid, c) for c in costs):
        return f"{ch.name} can't attack: its attack cost can't be paid (CR 508.1g)"
    if len(costs) > 1:
        from .casting import can_afford
        total = _total_attack_cost(g, [oid])[0]
        if not can_afford(g, ch.controller, total):
            return f"{ch.name} can't attack: its attack costs {total} in all (CR 508.1g)"
    return None


def _attack_cost_options(g: "Game", oid: int, spec: dict) -> list[int]:
    """The permanents its controller could sacrifice for a creature's attack cost ("can't attack
    unless you sacrifice two Islands"), or [] when there aren't enough (CR 508.1g)."""
    ch = g.chars(oid)
    flt = normalize(spec.get("sacrifice", "permanent")).with_(controller="you")
    opts = all_matching(Ctx(g, ch.controller, oid, g.objects[oid].zcc), flt)
    return opts if len(opts) >= spec.get("n", 1) else []


def _attack_cost_payable(g: "Game", oid: int, spec: dict) -> bool:
    """Whether a creature's attack cost could be paid now: its mana ("can't attack unless its
    controller pays {3}", Brainwash) and its sacrifices (CR 508.1g)."""
    if "mana" in spec:
        from .casting import can_afford
        if not can_afford(g, g.chars(oid).controller, spec["mana"]):
            return False
        if "sacrifice" not in spec:
            return True
    return bool(_attack_cost_options(g, oid, spec))


def _total_attack_cost(g: "Game", attackers: list[int]) -> tuple["ManaCost", list[tuple[int, dict]]]:
    """The total mana cost to attack with these creatures and the attack costs that ask for a
    sacrifice: CR 508.1g-h determines every attack cost of a declaration together."""
    from .mana import ManaCost
    total = ManaCost()
    sacrifices: list[tuple[int, dict]] = []
    for oid in attackers:
        for st in g.chars(oid).statics:
            if "attack_cost" not in st:
                continue
            spec = st["attack_cost"]
            if "mana" in spec:
                total = total.plus(spec["mana"])
            if "sacrifice" in spec or "mana" not in spec:
                sacrifices.append((oid, spec))
    return total, sacrifices


def pay_attack_costs(g: "Game", attackers: list[int]) -> None:
    """CR 508.1g-h: the total cost to attack is determined -- every attack cost of every
    attacking creature together -- and paid as attackers are declared; a declaration whose
    total can't be paid is illegal."""
    from .casting import can_afford, pay_mana
    from .choices import select
    from .events import sacrifice
    total, sacrifices = _total_attack_cost(g, attackers)
    if not total.is_empty():
        if not can_afford(g, g.active, total):
            raise IllegalActionError(f"attacking this way costs {total} in all, more than you can pay (CR 508.1g)")
        pay_mana(g, g.active, total, "Pay the cost to attack")
    for oid, spec in sacrifices:
        n = spec.get("n", 1)
        opts = _attack_cost_options(g, oid, spec)
        if len(opts) < n:
            raise IllegalActionError(f"{g.name_of(oid)} can't attack: its attack cost can't be paid (CR 508.1g)")
        for pick in select(g, g.active, f"Choose {n} to sacrifice so {g.name_of(oid)} can attack",
                           tuple(opts), n=n, purpose="cost"):
            sacrifice(g, pick)


def attacks_dont_tap(g: "Game") -> bool:
    """"Attacking doesn't cause creatures you control to tap this combat if Johan is untapped"
    (a player rule from a resolved effect, CR 508.1f): checked as attackers are declared."""
    for src, spec in player_statics(g, g.active, "attacks_dont_tap"):
        if spec.get("while_source_untapped"):
            o = g.objects.get(src)
            if o is None or o.zone != "battlefield" or o.tapped:
                continue
        return True
    return False


def attack_options(g: "Game") -> list[tuple[int, Ref]]:
    defender = 1 - g.active
    targets: list[Ref] = [("player", defender)]
    for oid in g.battlefield:
        ch = g.chars(oid)
        if "Planeswalker" in ch.types and ch.controller == defender:
            targets.append(("obj", oid, g.objects[oid].zcc))
    out = []
    for oid in g.battlefield:
        if can_attack(g, oid) is None:
            for t in targets:
                if _may_attack_target(g, oid, t):
                    out.append((oid, t))
    return out


def _may_attack_target(g: "Game", oid: int, target: Ref) -> bool:
    return attack_target_problem(g, oid, target) is None


def attack_target_problem(g: "Game", oid: int, target: Ref) -> str | None:
    """Why this creature can't attack this player or planeswalker (CR 508.1c restrictions), or None:
    "can't be attacked except by creatures with flying" (a player rule such as Island Sanctuary's), and
    "can't attack unless defending player controls a Mountain" (Goblin Rock Sled)."""
    defender = target[1] if target[0] == "player" else g.controller_of(target[1])
    ch = g.chars(oid)
    for _, spec in player_statics(g, defender, "attack_only_with"):
        kws = spec.get("keywords", [])
        if not any(k in ch.keywords for k in kws):
            return f"{ch.name} can't attack {g.name_of(('player', defender))}: only creatures with " \
                   f"{' or '.join(kws)} can"
    for src, spec in player_statics(g, defender, "attack_only_if"):
        # "Creatures can't attack a player unless that player ..." (Arboria)
        if not holds(Ctx(g, g.chars(src).controller, src, g.objects[src].zcc, event={"player": defender}),
                     spec.get("if")):
            return f"{ch.name} can't attack {g.name_of(('player', defender))} — {g.name_of(src)}"
    for st in ch.statics:
        if "attack_only_if_defender_controls" in st:
            flt = normalize(st["attack_only_if_defender_controls"]).with_(controller="you")
            if not all_matching(Ctx(g, defender, oid, g.objects[oid].zcc), flt):
                words = flt.subtype or flt.type
                what = " or ".join(words) if words else "such a permanent"
                return f"{ch.name} can't attack unless the defending player controls a {what} (CR 508.1c)"
    return None


def declare_attackers(g: "Game") -> None:
    """The active player declares attackers as the declare attackers step begins (CR 508.1)."""
    g.combat = g.combat or Combat(defender=1 - g.active)
    opts = attack_options(g)
    # which creatures could have attacked, as attackers are declared ("except for creatures that
    # couldn't attack", Season of the Witch): the filter could_attack_this_turn reads it later
    g.turn_flags["could_attack"] = {oid for oid, _ in opts}
    if not opts:
        g.combat.declared = True
        return
    ans = choose(g, Decision("attackers", g.active, "Declare attackers", tuple(opts), 0, len(opts), "attack"))
    pairs, bands = _split_attack_answer(ans)
    _check_attack(g, pairs, bands, opts)
    c = g.combat
    no_tap = attacks_dont_tap(g)
    pay_attack_costs(g, [oid for oid, _ in pairs])
    for oid, target in pairs:
        c.attackers[oid] = target
    c.bands = [list(b) for b in bands]
    c.declared = True
    for oid, target in pairs:
        ch = g.chars(oid)
        if "vigilance" not in ch.keywords and not no_tap:
            tap(g, oid)
        g.objects[oid].attacked_turn = g.turn
        g.turn_flags.setdefault("attacked", set()).add(oid)
    if pairs:
        g.emit(AttackersDeclared(g.active, tuple(o for o, _ in pairs), tuple(g.name_of(o) for o, _ in pairs)),
               "508.1")
    for oid, target in pairs:
        fire(g, {"type": "attacks", "object": oid, "player": g.active})
    if pairs:
        fire(g, {"type": "attack", "player": g.active})


def _split_attack_answer(ans: Any) -> tuple[list[tuple[int, Ref]], list[tuple[int, ...]]]:
    pairs: list[tuple[int, Ref]] = []
    bands: list[tuple[int, ...]] = []
    for item in ans or ():
        if isinstance(item, tuple) and len(item) == 2 and item[0] == "band":
            bands.append(tuple(item[1]))
        else:
            oid, target = item
            pairs.append((int(oid), tuple(target)))
    return pairs, bands


def _check_attack(g: "Game", pairs: list[tuple[int, Ref]], bands: list[tuple[int, ...]],
                  opts: Any) -> None:
    problem = attack_declaration_problem(g, pairs, bands, opts)
    if problem:
        raise IllegalActionError(problem)


def attack_requirements(g: "Game") -> list[int]:
    """The creatures that must attack if able ("attacks each combat if able", CR 508.1d).  Able
    means it could attack someone: a creature no restriction lets attack the defending player
    (Goblin Rock Sled with no Mountain across the table) carries no requirement (CR 508.1c-d)."""
    able = {oid for oid, _ in attack_options(g)}
    return [oid for oid in g.battlefield if has_flag(g, oid, "must_attack") and oid in able]


def meet_attack_requirements(g: "Game", pairs: list[tuple[int, Ref]], opts: Any) -> list[tuple[int, Ref]]:
    """An attack declaration changed as little as possible to obey the attack requirements
    (CR 508.1d): each creature that attacks each combat if able (Juggernaut, Siren's Call) and
    isn't declared is added, attacking a player if it can."""
    out = list(pairs)
    declared = {a for a, _ in out}
    options = [tuple(o) for o in opts]
    for oid in attack_requirements(g):
        if oid in declared:
            continue
        mine = sorted((t for a, t in options if a == oid), key=lambda t: t[0] != "player")
        if mine:
            out.append((oid, mine[0]))
            declared.add(oid)
    return out


def combat_limit(g: "Game", kind: str) -> int | None:
    """"No more than two creatures can attack (block) each combat" (Caverns of Despair): the
    smallest such limit among the permanents on the battlefield, or None.  A restriction, so a
    requirement ("attacks each combat if able") is obeyed only as far as it allows (CR 508.1c-d,
    509.1b-c)."""
    limits = [st["combat_limit"][kind] for oid in g.battlefield for st in g.chars(oid).statics
              if "combat_limit" in st and kind in st["combat_limit"]]
    return min(limits) if limits else None


def attack_declaration_problem(g: "Game", pairs: list[tuple[int, Ref]], bands: list[tuple[int, ...]],
                               opts: Any) -> str | None:
    """Why declaring these attackers (and bands) is illegal, or None: each pair is one of the
    legal single attacks `opts`, no creature twice, the requirements met (CR 508.1c-d), the
    bands legal (CR 702.22c) and the total attack cost payable (CR 508.1g-h)."""
    options = opts if isinstance(opts, (set, frozenset)) else set(opts)
    seen = set()
    for oid, target in pairs:
        if oid in seen:
            return f"{g.name_of(oid)} is declared twice"
        seen.add(oid)
        if (oid, target) not in options:
            why = can_attack(g, oid) if oid in g.objects else "no such creature"
            if why is None:
                why = attack_target_problem(g, oid, target)
                if why is None:
                    why = f"{g.name_of(target)} can't be attacked"
            return why
    limit = combat_limit(g, "attackers")
    if limit is not None and len(seen) > limit:
        return f"no more than {limit} creatures can attack each combat"
    # CR 508.1d: requirements (attacks each combat if able), as far as the restrictions allow
    for oid in attack_requirements(g):
        if oid not in seen and (limit is None or len(seen) < limit):
            return f"{g.name_of(oid)} attacks each combat if able"
    attack_of = dict(pairs)
    in_bands: set[int] = set()
    for band in bands:
        if any(b in in_bands for b in band):
            return "a creature can be in only one band"
        in_bands.update(band)
        if any(b not in attack_of for b in band):
            return "every creature in a band must attack"
        problem = band_problem(g, band, attack_of)
        if problem:
            return problem
    return attack_cost_problem(g, [oid for oid, _ in pairs])


def band_problem(g: "Game", band: tuple[int, ...], attack_of: dict | None = None) -> str | None:
    """Why these attacking creatures can't form a band, or None: a band is any number of
    creatures with banding and up to one without, attacking the same player or planeswalker
    (CR 702.22c)."""
    if len(band) < 2:
        return "a band is two or more creatures"
    if len(set(band)) != len(band):
        return "a creature can be in a band only once"
    if any(b not in g.objects for b in band):
        return "no such creature"
    if attack_of is not None and len({attack_of.get(b) for b in band}) > 1:
        return "a band attacks one player or planeswalker"
    without = [b for b in band if "banding" not in g.chars(b).keywords]
    if len(without) > 1 or len(without) == len(band):
        if _bands_with_other(g, band):
            return None
        return "a band is creatures with banding and up to one without, or creatures of one quality with one " \
               "that \"bands with other\" creatures of that quality (CR 702.22c)"
    return None


def _quality_of(kw: str) -> str | None:
    """The quality of a "bands with other [quality]" keyword (CR 702.22b), or None."""
    return kw[len("bands with other "):] if kw.startswith("bands with other ") else None


def _has_quality(g: "Game", oid: int, quality: str) -> bool:
    ch = g.chars(oid)
    if "Creature" not in ch.types:
        return False
    if quality == "legendary creatures":
        return "Legendary" in ch.supertypes
    if quality.startswith("creatures named "):
        return ch.name == quality[len("creatures named "):]
    return False


def _bands_with_other(g: "Game", group: list[int] | tuple[int, ...]) -> bool:
    """CR 702.22c, 702.22j-k: these creatures (two or more) are all of one quality and at least
    one of them has "bands with other" creatures of that quality."""
    if len(group) < 2:
        return False
    qualities = {q for oid in group for q in map(_quality_of, g.chars(oid).keywords) if q}
    return any(all(_has_quality(g, oid, q) for oid in group) for q in qualities)


def _banding_divides(g: "Game", group: list[int]) -> bool:
    """CR 702.22j-k: the creatures blocking (or blocked by) one creature let their controller divide
    that creature's combat damage: one has banding, or at least two of one quality block together
    and one of those "bands with other" creatures of that quality."""
    if any("banding" in g.chars(b).keywords for b in group):
        return True
    qualities = {q for oid in group for q in map(_quality_of, g.chars(oid).keywords) if q}
    for q in qualities:
        same = [oid for oid in group if _has_quality(g, oid, q)]
        if len(same) >= 2 and any(f"bands with other {q}" in g.chars(oid).keywords for oid in same):
            return True
    return False


def attack_cost_problem(g: "Game", attackers: list[int]) -> str | None:
    """Why the total cost to attack with these creatures can't be paid, or None (CR 508.1g-h)."""
    from .casting import can_afford
    total, sacrifices = _total_attack_cost(g, attackers)
    for oid, spec in sacrifices:
        if len(_attack_cost_options(g, oid, spec)) < spec.get("n", 1):
            return f"{g.name_of(oid)} can't attack: its attack cost can't be paid (CR 508.1g)"
    if not total.is_empty() and not can_afford(g, g.active, total):
        return f"attacking this way costs {total} in all, more than you can pay (CR 508.1g)"
    return None


# --- declare blockers (CR 509) ---------------------------------------------------------------

def can_block(g: "Game", oid: int, *, once_untapped: bool = False) -> bool:
    """Can this creature block (CR 509.1a: an untapped creature)?  `once_untapped`: would it,
    once it untaps (a player weighing the board beyond this turn)?"""
    o = g.objects[oid]
    ch = g.chars(oid)
    if "Creature" not in ch.types or (o.tapped and not once_untapped) or o.zone != "battlefield":
        return False
    return "cant_block" not in ch.flags and "cant_attack_or_block" not in ch.flags


def block_problem(g: "Game", blocker: int, attacker: int, *, attacking: bool = True,
                  defender: int | None = None, once_untapped: bool = False) -> str | None:
    """Why this blocker can't block this attacker (CR 509.1b), or None.  With `attacking`
    False, the attacker isn't attacking yet: could the blocker block it if it attacked
    (what a player weighs before attacking)?  `defender`: the player who would block, when
    it isn't the one the current turn says, and `once_untapped`: as if the blocker were
    untapped (a player weighing the other side's attacks beyond this turn)."""
    bch = g.chars(blocker)
    ach = g.chars(attacker)
    if defender is None:
        defender = g.combat.defender if g.combat else 1 - g.active
    if bch.controller != defender:
        return f"{bch.name} isn't yours"
    if not can_block(g, blocker, once_untapped=once_untapped):
        return f"{bch.name} can't block"
    if attacking and attacker not in (g.combat.attackers if g.combat else {}):
        return f"{ach.name} isn't attacking"
    if "unblockable" in ach.flags:
        return f"{ach.name} can't be blocked"
    if "flying" in ach.keywords and not ({"flying", "reach"} & bch.keywords):
        return f"{bch.name} can't block {ach.name}: it has flying (CR 702.9b)"
    for kw, land in {**LAND_TYPE_OF_LANDWALK, **NONBASIC_LANDWALK}.items():
        if kw in ach.keywords and _controls_land(g, defender, land) and not _landwalk_ignored(g, kw):
            return f"{ach.name} can't be blocked: {kw} (CR 702.14c)"
    if "legendary landwalk" in ach.keywords and _controls_legendary_land(g, defender):
        return f"{ach.name} can't be blocked: legendary landwalk (CR 702.14c)"
    for st in bch.statics:
        if "cant_block_attackers" in st:
            flt = normalize(st["cant_block_attackers"])
            if matches_object(Ctx(g, bch.controller, blocker, g.objects[blocker].zcc), attacker, flt):
                return f"{bch.name} can't block {ach.name}"
    if protected_from(g, attacker, blocker):
        return f"{ach.name} has protection from {bch.name} (CR 702.16f)"
    if "fear" in ach.keywords and not ({"Artifact", "Creature"} <= bch.types or "B" in bch.colors):
        return f"{ach.name} has fear: only artifact creatures and black creatures can block it (CR 702.36b)"
    for st in ach.statics:
        if "blockable_only_by" in st:
            ctx = Ctx(g, ach.controller, attacker, g.objects[attacker].zcc)
            if not matches_object(ctx, blocker, normalize(st["blockable_only_by"])):
                return f"{ach.name} can't be blocked by {bch.name}" + (f" ({st['text']})" if st.get("text") else "")
    if "only_blocked_by_walls" in ach.flags and "Wall" not in bch.subtypes:
        return f"{ach.name} can be blocked only by Walls"
    c = g.combat
    if c is not None and attacker in c.attacker_pile:
        # Raging River: "can't be blocked this combat except by creatures with flying and creatures in
        # a pile with the chosen label"
        label = c.attacker_pile[attacker]
        anyway = c.pile_except is not None and matches_object(Ctx(g, ach.controller, attacker,
                                                                  g.objects[attacker].zcc), blocker, c.pile_except)
        if not anyway and label not in c.piles.get(blocker, ()):
            return f"{ach.name} can be blocked only by creatures in the \"{label}\" pile" + \
                (" or with flying" if c.pile_except else "")
    return None


def max_blocks(g: "Game", oid: int) -> int:
    """How many attackers this creature may block: one (CR 509.1a), plus one for each "can block an
    additional creature each combat" (CR 509.1b-a static ability `blocks_additional: N`)."""
    return 1 + sum(int(st.get("blocks_additional", 0)) for st in g.chars(oid).statics)


def _landwalk_ignored(g: "Game", kw: str) -> bool:
    """"Creatures with forestwalk can be blocked as though they didn't have forestwalk" (Lord Magnus)."""
    for oid in g.battlefield:
        if g.objects[oid].phased_out:
            continue
        ch = g.chars(oid)
        for st in ch.statics:
            if kw in rules_words(ch.text_map, st.get("landwalk_blockable", ())):
                return True
    return False


def _controls_legendary_land(g: "Game", p: int) -> bool:
    for oid in g.battlefield:
        ch = g.chars(oid)
        if ch.controller == p and "Land" in ch.types and "Legendary" in ch.supertypes:
            return True
    return False


def _controls_land(g: "Game", p: int, land_type: str) -> bool:
    for oid in g.battlefield:
        ch = g.chars(oid)
        if ch.controller == p and "Land" in ch.types and land_type in ch.subtypes:
            return True
    return False


def block_options(g: "Game") -> list[tuple[int, int]]:
    c = g.combat
    if c is None:
        return []
    out = []
    for b in g.battlefield:
        if g.chars(b).controller != c.defender or not can_block(g, b):
            continue
        for a in c.attackers:
            if block_problem(g, b, a) is None:
                out.append((b, a))
    return out


def declare_blockers(g: "Game") -> None:
    """The defending player declares blockers as the declare blockers step begins (CR 509.1)."""
    c = g.combat
    assert c is not None
    opts = block_options(g)
    pairs: list[tuple[int, int]] = []
    if g.turn_flags.get("_blocks_by_piles") and c.attackers:
        pairs = _blocks_by_piles(g)
    elif opts:
        ans = choose(g, Decision("blockers", c.defender, "Declare blockers", tuple(opts), 0, len(opts), "block"))
        pairs = [(int(b), int(a)) for b, a in (ans or ())]
        _check_blocks(g, pairs, opts)
    for b, a in pairs:
        band = c.band_of(a)
        c.blockers.setdefault(b, [])
        for member in band:
            if member in c.attackers:
                c.blockers[b].append(member)
                c.blocked_by.setdefault(member, []).append(b)
                c.blocked.add(member)
    c.blocks_declared = True
    g.turn_flags.setdefault("blocked", set()).update(b for b, _ in pairs)   # "blocked this combat"
    # who blocked whom this turn, each as the very objects (CR 400.7), and who controlled the blocked
    # creature then: "creatures that were blocked by that creature this turn" (Glyph of Doom), "the
    # player who controlled that creature the last time it became blocked by that Wall" (Glyph of
    # Reincarnation) -- a tuple, shared safely by copies of the game
    g.turn_flags["block_pairs"] = g.turn_flags.get("block_pairs", ()) + tuple(
        (b, g.objects[b].zcc, a, g.objects[a].zcc, g.chars(a).controller) for b in dict.fromkeys(b for b, _ in pairs)
        for a in c.blockers.get(b, []))   # a band is blocked as a whole (CR 702.22h)
    if pairs:
        g.emit(BlockersDeclared(1 - g.active, tuple((b, a) for b, a in pairs),
                                tuple((g.name_of(b), g.name_of(a)) for b, a in pairs)), "509.1")
    for a in list(c.attackers):
        if a not in c.blocked:
            fire(g, {"type": "unblocked", "object": a})   # "attacks and isn't blocked" (CR 509.1h)
    for b, a in pairs:
        fire(g, {"type": "blocks", "object": b, "other": a})
    for a in list(c.attackers):
        if a in c.blocked:
            fire(g, {"type": "becomes_blocked", "object": a})
            for b in c.blocked_by.get(a, []):
                fire(g, {"type": "blocked_by", "object": a, "other": b})
                fire(g, {"type": "blocks_pair", "object": b, "other": a})


def _blocks_by_piles(g: "Game") -> list[tuple[int, int]]:
    """Camouflage: instead of declaring blockers, the defending player divides any of their
    creatures into as many piles as there are attackers (a creature that can block more than one
    into that many piles at most); the piles are assigned to the attackers at random, and each
    creature in a pile blocks that pile's attacker if it can (CR 509.1b for each pair)."""
    from .choices import piles
    c = g.combat
    assert c is not None
    attackers = list(c.attackers)
    labels = tuple(f"pile {i + 1}" for i in range(len(attackers)))
    mine = [b for b in g.battlefield if g.chars(b).controller == c.defender and can_block(g, b)]
    made = piles(g, c.defender, f"Divide your creatures into {len(labels)} piles: each pile goes to one attacker "
                                "at random, and its creatures block that attacker if they can",
                 mine, labels, every=False, max_per={b: max_blocks(g, b) for b in mine if max_blocks(g, b) > 1},
                 purpose="camouflage")
    order = list(range(len(attackers)))
    g.rng.shuffle(order)
    assigned = {label: attackers[order[i]] for i, label in enumerate(labels)}
    for label in labels:
        g.tell((f"{label.capitalize()} ({', '.join(g.name_of(b) for b, ls in made.items() if label in ls) or 'empty'}) "
                f"is assigned to {g.name_of(assigned[label])}",), "509.1")
    return [(b, assigned[label]) for b, ls in made.items() for label in ls
            if block_problem(g, b, assigned[label]) is None]


def _lure_attackers(g: "Game") -> list[int]:
    return [a for a in (g.combat.attackers if g.combat else {}) if has_flag(g, a, "lure")
            or any("lure_for" in st for st in g.chars(a).statics)]


def _must_block(g: "Game", b: int, a: int) -> bool:
    """CR 509.1c: blocker b is under attacker a's blocking requirement: "all creatures able to
    block it do so" (Lure), or only those matching its `lure_for` ("All Walls able to block
    this creature do so": Marble Priest)."""
    if has_flag(g, a, "lure"):
        return True
    ch = g.chars(a)
    ctx = Ctx(g, ch.controller, a, g.objects[a].zcc)
    return any("lure_for" in st and matches_object(ctx, b, normalize(st["lure_for"])) for st in ch.statics)


def meet_block_requirements(g: "Game", pairs: list[tuple[int, int]], opts: Any) -> list[tuple[int, int]]:
    """A blocker declaration changed as little as possible to obey the blocking requirements
    (CR 509.1c): each creature able to block a Lure attacker blocks one instead of what it chose."""
    opts = [tuple(o) for o in opts]
    out = list(pairs)
    lures = _lure_attackers(g)
    if lures:
        blocking = dict(out)
        for b in dict.fromkeys(b for b, _ in opts):
            able = [a for a in lures if (b, a) in opts and _must_block(g, b, a)]
            if able and blocking.get(b) not in able:
                blocking[b] = able[0]
        out = list(blocking.items())
    for b in dict.fromkeys(b for b, _ in opts):
        if has_flag(g, b, "blocks_each_attacker"):
            # "it blocks each attacking creature this turn if able" (Blaze of Glory)
            out = [(x, a) for x, a in out if x != b] + [(b, a) for x, a in opts if x == b][:max_blocks(g, b)]
    return out


def _check_blocks(g: "Game", pairs: list[tuple[int, int]], opts: Any) -> None:
    problem = block_declaration_problem(g, pairs, opts)
    if problem:
        raise IllegalActionError(problem)


def block_declaration_problem(g: "Game", pairs: list[tuple[int, int]], opts: Any) -> str | None:
    """Why declaring these blocks is illegal, or None: each pair is one of the legal single
    blocks `opts`, no creature blocks twice, the requirements are met (Lure, CR 509.1c) and
    the restrictions too (menace, CR 702.111b)."""
    options = opts if isinstance(opts, (set, frozenset)) else {tuple(o) for o in opts}
    blocks: dict[int, set[int]] = {}
    for b, a in pairs:
        if a in blocks.get(b, ()):
            return f"{g.name_of(b)} blocks {g.name_of(a)} only once"
        blocks.setdefault(b, set()).add(a)
        if len(blocks[b]) > max_blocks(g, b):
            n = max_blocks(g, b)
            return f"{g.name_of(b)} can block only {'one creature' if n == 1 else f'{n} creatures'} (CR 509.1a)"
        if (b, a) not in options:
            why = block_problem(g, b, a) if b in g.objects and a in g.objects else "no such creature"
            return why or "that block isn't allowed"
    seen = set(blocks)   # the creatures blocking
    limit = combat_limit(g, "blockers")
    if limit is not None and len(seen) > limit:
        return f"no more than {limit} creatures can block each combat"
    # CR 509.1c: requirements -- "all creatures able to block enchanted creature do so" (Lure);
    # a creature able to block a lure attacker must block one of them, as far as the restrictions allow
    lures = _lure_attackers(g)
    if lures and (limit is None or len(seen) < limit):
        blocking = dict(pairs)
        for b in {b for b, _ in options}:
            able = [a for a in lures if (b, a) in options and _must_block(g, b, a)]
            if able and blocking.get(b) not in able:
                return f"{g.name_of(b)} must block {g.name_of(able[0])} (CR 509.1c)"
    for b in {b for b, _ in options}:
        if has_flag(g, b, "blocks_each_attacker"):
            able = [a for x, a in options if x == b]
            if len(blocks.get(b, ())) < min(len(able), max_blocks(g, b)):
                return f"{g.name_of(b)} must block each attacking creature it can (CR 509.1c)"
    counts: dict[int, int] = {}
    for _, a in pairs:
        counts[a] = counts.get(a, 0) + 1
    for a, n in counts.items():
        if "menace" in g.chars(a).keywords and n < 2:
            return f"{g.name_of(a)} has menace: it can't be blocked except by two or more creatures (CR 702.111b)"
    return None


# --- combat damage (CR 510) ---------------------------------------------------------------------

def has_first_strike_step(g: "Game") -> bool:
    c = g.combat
    if c is None:
        return False
    for oid in list(c.attackers) + list(c.blockers):
        kws = g.chars(oid).keywords
        if "first strike" in kws or "double strike" in kws:
            return True
    return False


def _deals_now(g: "Game", oid: int, first_step: bool) -> bool:
    kws = g.chars(oid).keywords
    if first_step:
        return "first strike" in kws or "double strike" in kws
    if "double strike" in kws:
        return True
    return oid not in g.combat.dealt_first  # type: ignore[union-attr]


def _lethal(g: "Game", attacker: int | None, blocker: int, already: int) -> int:
    ch = g.chars(blocker)
    if attacker is not None and attacker in g.objects and "deathtouch" in g.chars(attacker).keywords:
        return max(0, 1 - already) if g.objects[blocker].damage + already == 0 else 0
    return max(0, (ch.toughness or 0) - g.objects[blocker].damage - already)


def _reveal_masked_dealers(g: "Game", first_step: bool) -> None:
    """A creature cast face down with Illusionary Mask that would assign combat damage (it deals
    damage in this step, has power above 0 and something to assign it to, CR 510.1) is turned
    face up first, and then assigns its damage as it is face up (game.engine.morph)."""
    c = g.combat
    assert c is not None

    def alive(oid: int) -> bool:
        return oid in g.objects and g.objects[oid].zone == "battlefield"

    for oid in list(c.attackers) + list(c.blockers):
        if not alive(oid) or not is_masked(g, oid) or not _deals_now(g, oid, first_step) \
                or (g.chars(oid).power or 0) <= 0:
            continue
        if oid in c.attackers:
            recipients = oid not in c.blocked or any(alive(b) for b in c.blocked_by.get(oid, [])) \
                or "trample" in g.chars(oid).keywords
        else:
            recipients = any(a in c.attackers and alive(a) for a in c.blockers[oid])
        if recipients:
            reveal_masked(g, oid, "assign combat damage")


def combat_damage(g: "Game", first_step: bool) -> None:
    c = g.combat
    if c is None:
        return
    _reveal_masked_dealers(g, first_step)
    assignments: list[tuple[int | None, Ref, int, bool]] = []
    dealers: list[int] = []
    # attacking creatures, then blocking creatures (CR 510.1a-c), active player first
    for a in list(c.attackers):
        if a not in g.objects or g.objects[a].zone != "battlefield" or not _deals_now(g, a, first_step):
            continue
        power = 0 if has_flag(g, a, "assigns_no_combat_damage") else g.chars(a).power or 0
        dealers.append(a)
        if power <= 0:
            continue
        blockers = [b for b in c.blocked_by.get(a, []) if g.objects[b].zone == "battlefield"]
        if a not in c.blocked:
            assignments.append((a, c.attackers[a], power, True))
            continue
        trample = "trample" in g.chars(a).keywords
        if not blockers:
            if trample:   # CR 702.19e: a trampler blocked by nothing assigns all to the player
                assignments.append((a, c.attackers[a], power, True))
            continue
        if len(blockers) == 1 and not trample:
            b = blockers[0]
            assignments.append((a, ("obj", b, g.objects[b].zcc), power, True))
            continue
        divider = c.defender if _banding_divides(g, blockers) else g.active
        assignments.extend(_divide_attacker(g, a, blockers, power, trample, divider))
    for b in list(c.blockers):
        if b not in g.objects or g.objects[b].zone != "battlefield" or not _deals_now(g, b, first_step):
            continue
        power = 0 if has_flag(g, b, "assigns_no_combat_damage") else g.chars(b).power or 0
        dealers.append(b)
        if power <= 0:
            continue
        blocked = [a for a in c.blockers[b] if a in c.attackers and g.objects[a].zone == "battlefield"]
        if not blocked:
            continue
        if len(blocked) == 1:
            a = blocked[0]
            assignments.append((b, ("obj", a, g.objects[a].zcc), power, True))
            continue
        divider = g.active if _banding_divides(g, blocked) else c.defender
        refs = tuple(("obj", a, g.objects[a].zcc) for a in blocked)
        division = _ask_division(g, divider, b, refs, power, default=_default_split(g, b, blocked, power))
        for r, n in division.items():
            if n:
                assignments.append((b, r, n, True))
    if first_step:
        c.dealt_first.update(dealers)
        c.first_strike_step = True
    if assignments:
        deal_damage(g, assignments)


def _default_split(g: "Game", source: int, targets: list[int], power: int) -> dict[Ref, int]:
    out: dict[Ref, int] = {}
    left = power
    for i, t in enumerate(targets):
        ref = ("obj", t, g.objects[t].zcc)
        n = left if i == len(targets) - 1 else min(left, _lethal(g, source, t, 0))
        out[ref] = n
        left -= n
    return out


def _divide_attacker(g: "Game", a: int, blockers: list[int], power: int, trample: bool,
                     divider: int) -> list[tuple[int | None, Ref, int, bool]]:
    c = g.combat
    assert c is not None
    refs = [("obj", b, g.objects[b].zcc) for b in blockers]
    default = _default_split(g, a, blockers, power)
    if trample:
        lethal_total = sum(_lethal(g, a, b, 0) for b in blockers)
        default = {("obj", b, g.objects[b].zcc): _lethal(g, a, b, 0) for b in blockers}
        if power > lethal_total:
            default[c.attackers[a]] = power - lethal_total
        else:
            default = _default_split(g, a, blockers, power)
        refs.append(c.attackers[a])
    division = _ask_division(g, divider, a, tuple(refs), power, default=default)
    problem = trample_problem(g, a, division)
    if problem:
        raise IllegalActionError(problem)
    return [(a, r, n, True) for r, n in division.items() if n > 0]


def trample_problem(g: "Game", source: Any, division: dict) -> str | None:
    """A trampler assigns lethal damage to each of its blockers before any to the player or
    planeswalker it attacks (CR 702.19c); None if this division does, or isn't a trampler's."""
    c = g.combat
    if c is None or source not in c.attackers or "trample" not in g.chars(source).keywords:
        return None
    if division.get(c.attackers[source], 0) <= 0:
        return None
    for b in c.blocked_by.get(source, []):
        if b not in g.objects or g.objects[b].zone != "battlefield":
            continue
        ref = ("obj", b, g.objects[b].zcc)
        if division.get(ref, 0) < _lethal(g, source, b, 0):
            return (f"{g.name_of(source)} must assign lethal damage to {g.name_of(b)} before assigning damage "
                    "to the player (CR 702.19c)")
    return None


def lethal_damage(g: "Game", source: int | None, creature: int) -> int:
    """The damage from `source` (None: any source) that is lethal to `creature` now: its
    toughness less the damage already marked, or 1 from a source with deathtouch (CR 702.2c,
    510.1c, 704.5g)."""
    return _lethal(g, source, creature, 0)


def kills(g: "Game", source: int, creature: int) -> bool:
    """Whether `source` deals `creature` lethal damage in a fight between the two: its power,
    twice with double strike, against lethal damage (CR 510.1, 702.4b, 704.5g-h); none if the
    creature has protection from it, which prevents the damage (CR 702.16e: a Bog Wraith's
    3 damage to a White Knight)."""
    ch = g.chars(source)
    power = ch.power or 0
    if power <= 0 or protected_from(g, creature, source):
        return False
    return power * (2 if "double strike" in ch.keywords else 1) >= lethal_damage(g, source, creature)


def _strikes_first(g: "Game", x: int, y: int) -> bool:
    xk, yk = g.chars(x).keywords, g.chars(y).keywords
    return ("first strike" in xk or "double strike" in xk) and not ("first strike" in yk or "double strike" in yk)


def destroys_in_fight(g: "Game", creature: int, other: int, *, blocking: bool) -> bool:
    """Does `creature` destroy `other` at end of combat once one blocks the other, whatever
    damage is dealt (Thicket Basilisk, Cockatrice, Abomination: "Whenever this creature blocks
    or becomes blocked by a [kind of] creature, destroy that creature at end of combat" -- a
    delayed trigger made as blockers are declared, CR 509.3, 603.7), by its own trigger or by
    one of an Aura on it (Venom, Infinite Authority)?  `blocking`: `creature` blocks `other`
    (else `other` blocks it), for the triggers of one side only: Infernal Medusa destroys any
    creature it blocks, and a non-Wall one that blocks it (CR 509.3c-d), Battering Ram a Wall
    that blocks it."""
    holders = [(creature, ("self",))] + [(a, ("enchanted",)) for a in g.battlefield
                                          if g.objects[a].attached_to == creature]
    side = "blocks" if blocking else "becomes_blocked"
    for source, whats in holders:   # its own trigger, or one an Aura on it has (Venom, CR 303.4)
        ch = g.chars(source)
        for tr in ch.triggers:
            on = tr.get("when") or {}
            event = on.get("event")
            if event not in ("blocks_or_blocked", side) or on.get("what", "self") not in whats \
                    or not _destroys_the_other(tr.get("do")):
                continue
            kind = on.get("other") if event == "blocks_or_blocked" else on.get("by")
            if event == "becomes_blocked" and kind is None:
                continue   # "becomes blocked" names no blocker to destroy (CR 509.3c)
            if kind is None or matches_object(Ctx(g, ch.controller, source=source), other, normalize(kind)):
                return True
    return False


def _destroys_the_other(effects: Any) -> bool:
    """Do these effects, at a later time, destroy the creature the event paired it with?"""
    for e in effects if isinstance(effects, list) else ():
        later = e.get("delayed") if isinstance(e, dict) else None
        if not isinstance(later, dict):
            continue
        names = {f"bound:{k}" for k, v in (later.get("bind") or {}).items() if v == "event_other"}
        if any(isinstance(x, dict) and (x.get("destroy") or {}).get("what") in names for x in later.get("do") or []):
            return True
    return False


def fight_outcome(g: "Game", attacker: int, blocker: int) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) when `blocker` alone blocks `attacker`: a creature with
    first or double strike that kills the other in the first combat damage step takes no
    damage back (CR 510.4); otherwise both deal damage at once.  A creature that destroys what
    it fights at end of combat (`destroys_in_fight`) kills it whatever the damage."""
    a_kills = kills(g, attacker, blocker)
    b_kills = kills(g, blocker, attacker)
    if a_kills and _strikes_first(g, attacker, blocker):
        a_dies, b_dies = False, True
    elif b_kills and _strikes_first(g, blocker, attacker):
        a_dies, b_dies = True, False
    else:
        a_dies, b_dies = b_kills, a_kills
    return (a_dies or destroys_in_fight(g, blocker, attacker, blocking=True),
            b_dies or destroys_in_fight(g, attacker, blocker, blocking=False))


def gang_fight_outcome(g: "Game", attacker: int, blockers: Sequence[int]) -> tuple[bool, int] | None:
    """(attacker dies, the combat damage it deals its blockers) when these blockers block it
    together: blockers that strike first (CR 510.4) and deal it lethal damage between them kill
    it before it deals any; otherwise it deals its power, divided among them as its controller
    chooses (CR 510.1c), and dies if all their damage together is lethal.  None for an attacker
    with first or double strike: what is left to strike back depends on how it divides its damage."""
    ak = g.chars(attacker).keywords
    if "first strike" in ak or "double strike" in ak:
        return None
    first = [b for b in blockers if _strikes_first(g, b, attacker)]
    if first and _lethal_together(g, first, attacker, 1):
        return True, 0
    dies = _lethal_together(g, blockers, attacker, 2) \
        or any(destroys_in_fight(g, b, attacker, blocking=True) for b in blockers)
    return dies, max(g.chars(attacker).power or 0, 0)


def _lethal_together(g: "Game", sources: Sequence[int], creature: int, steps: int) -> bool:
    """Do these creatures' combat damage, in `steps` damage steps (1: the first-strike step
    only), deal `creature` lethal damage between them (deathtouch: any of it, CR 702.2c), the
    damage of a source it has protection from prevented?"""
    total = 0
    for s in sources:
        ch = g.chars(s)
        power = max(ch.power or 0, 0)
        if not power or protected_from(g, creature, s):
            continue   # protection prevents its damage (CR 702.16e)
        if "deathtouch" in ch.keywords:
            return True
        total += power * (2 if steps == 2 and "double strike" in ch.keywords else 1)
    return total >= lethal_damage(g, None, creature)


def _ask_division(g: "Game", player: int, source: int, refs: tuple, total: int,
                  default: dict[Ref, int]) -> dict[Ref, int]:
    ans = choose(g, Decision("divide", player, f"Divide {g.name_of(source)}'s {total} combat damage", refs,
                             0, len(refs), "combat_damage",
                             (("total", total), ("source", source), ("default", tuple(default.items())))))
    if ans == "default":
        return default
    division = {tuple(r): int(n) for r, n in ans}
    if any(r not in refs for r in division) or any(n < 0 for n in division.values()):
        raise IllegalActionError("damage can be assigned only to the creatures in this combat")
    if sum(division.values()) != total:
        raise IllegalActionError(f"{g.name_of(source)} must assign exactly {total} damage (CR 510.1)")
    return division


def combat_damage_preview(g: "Game", attacks: Any = None, blocks: Any = None) -> tuple[int, int]:
    """The combat damage each player would take, before prevention and replacement effects
    (CR 510.1): from the attackers declared (or the hypothetical `attacks`, (attacker,
    player-or-planeswalker) pairs) and the blocks declared (or the hypothetical `blocks`,
    (blocker, attacker) pairs).  An unblocked creature deals its power, twice with double
    strike; a blocked trampler what is left after lethal damage to its blockers (CR 702.19c);
    damage to a planeswalker isn't damage to its controller."""
    c = g.combat
    if attacks is None:
        attacks = list(c.attackers.items()) if c is not None else []
    if blocks is None:
        blocked_by = {a: list(bs) for a, bs in c.blocked_by.items()} if c is not None and c.blocks_declared else {}
        blocked = set(c.blocked) if c is not None and c.blocks_declared else set()
    else:
        blocked_by = {}
        for b, a in blocks:
            blocked_by.setdefault(a, []).append(b)
        blocked = set(blocked_by)
    out = [0, 0]
    for a, target in attacks:
        if target[0] != "player" or a not in g.objects or g.objects[a].zone != "battlefield":
            continue
        ch = g.chars(a)
        power = max(ch.power or 0, 0)
        hits = 2 if "double strike" in ch.keywords else 1
        if a not in blocked:
            out[target[1]] += power * hits
        elif "trample" in ch.keywords:
            live = [b for b in blocked_by.get(a, []) if b in g.objects and g.objects[b].zone == "battlefield"]
            absorb = sum(_lethal(g, a, b, 0) for b in live)
            first = max(0, power - absorb)
            out[target[1]] += first
            if hits == 2:   # blockers dealt lethal damage in the first step are gone for the second
                out[target[1]] += max(0, power - max(0, absorb - power))
    return out[0], out[1]


def end_combat(g: "Game") -> None:
    """CR 511.3: creatures stop being attacking and blocking as the combat phase ends."""
    g.combat = None
    g.invalidate_effects()


def defending_ctx(g: "Game") -> Ctx:
    return Ctx(g, 1 - g.active)
