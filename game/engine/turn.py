"""Turn structure (CR 500-514) and turn-based actions (CR 703).

The steps run in order; each begins with its turn-based actions, then "at the beginning
of" triggers, and then the active player receives priority -- except in the untap step
and (usually) the cleanup step (CR 502.4, 514.3).  Mana pools empty as each step ends
(CR 500.4), with mana burn as an option (the classic rule).  The declare blockers and
combat damage steps are skipped when no creature attacks (CR 508.8), and the first-strike
damage step exists only when a creature in combat has first or double strike (CR 510.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .choices import select
from .combat import combat_damage, declare_attackers, declare_blockers, end_combat, has_first_strike_step
from .events import discard, draw_cards, lose_life, untap
from .event_types import GameEnded, TurnBegan
from .language import Duration
from .objects import NO_IDS, Combat
from .outcome import Outcome, Termination
from .revealed import end_for as end_revealed_for
from .statics import has_flag
from .triggers import step_triggers

if TYPE_CHECKING:
    from .game import Game

from .terms import STEP_NAMES, STEP_RULES, STEPS  # noqa: F401  (re-exported for the engine's modules)
from .words import counted


def empty_mana_pools(g: "Game") -> None:
    """CR 500.4; with the mana burn option, unspent mana costs life (the 1990s rule)."""
    for p in (0, 1):
        pool = g.players[p].mana_pool
        n = sum(pool.values()) + len(g.players[p].restricted_mana)
        if n and g.rules.get("mana_burn"):
            lose_life(g, p, n, "mana burn")
            g.tell((f" for {n} unspent mana",), "mana burn (classic rules)", subject=p, verb="burns")
        pool.clear()
        g.players[p].restricted_mana.clear()


def next_step_name(g: "Game", step: str) -> str | None:
    """The step after `step` in this turn, or None when the turn ends."""
    i = STEPS.index(step)
    while True:
        i += 1
        if i >= len(STEPS):
            return None
        nxt = STEPS[i]
        if nxt in ("declare_blockers", "combat_damage", "first_strike_damage"):
            if g.combat is None or not g.combat.attackers and not g.turn_flags.get("attack_happened"):
                continue
        if nxt == "first_strike_damage" and not has_first_strike_step(g):
            continue
        return nxt


def begin_step(g: "Game", step: str) -> bool:
    """Begin a step: turn-based actions and step triggers.  Returns True if players get priority."""
    g.step = step
    g.passes = 0
    g.invalidate_effects()
    if step == "untap":
        _untap_step(g)
        return False
    if step == "upkeep":
        _end_upkeep_effects(g, Duration.UNTIL_YOUR_NEXT_UPKEEP)
        step_triggers(g, "upkeep")
    elif step == "draw":
        _draw_step(g)
        step_triggers(g, "draw")
    elif step in ("main1", "main2"):
        step_triggers(g, step)   # "at the beginning of your next main phase" (Mana Drain)
    elif step == "beginning_of_combat":
        g.combat = Combat(defender=1 - g.active)
        step_triggers(g, "beginning_of_combat")
    elif step == "declare_attackers":
        if g.combat is None:
            g.combat = Combat(defender=1 - g.active)
        declare_attackers(g)
        if g.combat.attackers:
            g.turn_flags["attack_happened"] = True
    elif step == "declare_blockers":
        declare_blockers(g)
    elif step == "first_strike_damage":
        combat_damage(g, first_step=True)
    elif step == "combat_damage":
        combat_damage(g, first_step=False)
    elif step == "end_of_combat":
        step_triggers(g, "end_of_combat")
    elif step == "end":
        step_triggers(g, "end")
    elif step == "cleanup":
        _cleanup(g)
        return False
    return True


def _stays_tapped(g: "Game", oid: int) -> bool:
    """A static ability of the permanent itself: "this creature doesn't untap during your untap
    step if it has a glyph counter on it" (`doesnt_untap: true` with its `if`; Glyph of Delusion
    grants it), checked as the untap step begins (CR 502.3)."""
    from .conditions import holds
    from .context import Ctx
    ch = g.chars(oid)
    return any(st.get("doesnt_untap") and ("if" not in st or holds(Ctx(g, ch.controller, oid, g.objects[oid].zcc),
                                                                    st["if"]))
               for st in ch.statics)


def _untap_step(g: "Game") -> None:
    """CR 502.3: the active player untaps their permanents; CR 302.6: they've now controlled them since the turn began.

    Effects can stop some of them: "doesn't untap during its controller's untap step"; "you
    may choose not to untap this" (the player chooses, permanent by permanent); and "players
    can't untap more than one land during their untap steps" (Winter Orb: a static
    `untap_limit`), for which the active player chooses which ones untap (CR 502.3)."""
    from .choices import yes_no
    from .context import Ctx
    from .filters import matches_object, normalize
    from .statics import player_statics
    would: list[int] = []
    # what was untapped as the turn began, and who controlled it (Power Surge, Rasputin Dreamweaver)
    g.turn_flags["untapped_at_start"] = tuple(
        (oid, g.objects[oid].zcc, g.chars(oid).controller, "Land" in g.chars(oid).types)
        for oid in g.battlefield if not g.objects[oid].tapped)
    # "players skip their untap steps" (Stasis, CR 614.1b): nothing untaps, but the turn has begun
    skip = player_statics(g, g.active, "skip_untap_step")
    if skip:
        g.tell((f" their untap step — {g.name_of(skip[0][0])}",), "614.1b", subject=g.active, verb="skips")
    for oid in list(g.battlefield):
        o = g.objects[oid]
        if g.chars(oid).controller != g.active:
            continue
        o.sick = False
        o.control_seen = g.active
        if o.tapped and not skip and not has_flag(g, oid, "doesnt_untap") and not _stays_tapped(g, oid):
            would.append(oid)
    for src, spec in player_statics(g, g.active, "untap_limit"):
        ctx = Ctx(g, g.active, src, g.objects[src].zcc)
        flt = normalize(spec.get("filter", "land"))
        n = int(spec.get("n", 1))
        limited = [oid for oid in would if matches_object(ctx, oid, flt)]
        if len(limited) > n:
            keep = select(g, g.active, f"{g.name_of(src)}: choose {n} to untap", tuple(limited), n=n,
                          purpose="untap")
            would = [oid for oid in would if oid not in limited or oid in keep]
            kinds = 'lands' if flt == normalize('land') else 'permanents'
            g.tell((f"{g.name_of(src)}: only {n} of ", ("player's", g.active), f" tapped {kinds} untap"), "502.3")
    for oid in would:
        if has_flag(g, oid, "may_not_untap") and not yes_no(g, g.active, f"Untap {g.name_of(oid)}?",
                                                            purpose="untap_optional", data=(("object", oid),)):
            g.tell((f" not to untap {g.name_of(oid)}",), "502.3", subject=g.active, verb="chooses")
            continue
        untap(g, oid)
    g.players[g.active].lands_played = 0
    # "doesn't untap during its controller's next untap step" has now had its untap step (CR 611.2a)
    once = Duration.THROUGH_ITS_CONTROLLERS_NEXT_UNTAP_STEP
    if any(e.duration is once and e.until_turn_of == g.active for e in g.effects):
        g.effects = [e for e in g.effects if not (e.duration is once and e.until_turn_of == g.active)]
        g.invalidate()
    _count_untap_steps(g)


def _count_untap_steps(g: "Game") -> None:
    """An effect lasting through its controller's next two untap steps (Telekinesis) counts this
    untap step once it is over, and ends after the second (effects are never changed in place:
    a counted one is replaced)."""
    from dataclasses import replace
    out = []
    for e in g.effects:
        if e.duration is Duration.THROUGH_ITS_CONTROLLERS_NEXT_TWO_UNTAP_STEPS and e.until_turn_of == g.active:
            left = e.params.get("_untap_steps_left", 2) - 1
            if left <= 0:
                continue
            e = replace(e, params={**e.params, "_untap_steps_left": left})
        out.append(e)
    if len(out) != len(g.effects) or any(a is not b for a, b in zip(out, g.effects)):
        g.effects = out
        g.invalidate()


def track_control_changes(g: "Game") -> None:
    """CR 302.6: a creature can attack or use {T} abilities only if its controller has controlled
    it continuously since their most recent turn began.  Entering the battlefield makes a
    permanent "sick"; so does a change of controller (e.g. Control Magic), which this notes
    whenever the game settles (before any player receives priority).  The untap step records
    the active player's permanents as controlled since the turn began."""
    for oid in g.battlefield:
        o = g.objects[oid]
        c = g.chars(oid).controller
        if o.control_seen != c:
            if o.control_seen != -1:
                o.sick = True
            o.control_seen = c


def _draw_step(g: "Game") -> None:
    """CR 504.1 (the player who goes first skips their first draw, CR 103.8a)."""
    if g.turn == 1 and g.active == g.first_player and not g.turn_flags.get("no_skip_first_draw"):
        g.tell((" the first draw of the game",), "103.8a", subject=g.active, verb="skips")
        return
    draw_cards(g, g.active, 1, "504.1")


def max_hand_size(g: "Game", p: int) -> int:
    """A player's maximum hand size (CR 402.2): seven, changed by "no maximum hand size" (Library of
    Leng) and "maximum hand size is N" (Cursed Rack) effects, applied in timestamp order (CR 613.11)."""
    from .statics import player_statics
    changes: list[tuple[int, int]] = []
    for src, spec in player_statics(g, p, "no_max_hand_size"):
        changes.append((g.objects[src].timestamp if src in g.objects else 0, 10 ** 6))
    for src, spec in player_statics(g, p, "max_hand_size"):
        changes.append((g.objects[src].timestamp if src in g.objects else 0, int(spec.get("n", 7))))
    size = g.rules.get("max_hand_size", 7)
    for _, n in sorted(changes, key=lambda c: c[0]):
        size = n
    return size


def wear_off_damage(g: "Game") -> None:
    """CR 514.2: in the cleanup step the damage marked on permanents wears off, and with it what
    lasts "this turn" on each one (regeneration shields, a deathtouch hit, "exile it if it dies")."""
    for oid in g.battlefield:
        o = g.objects[oid]
        o.damage = 0
        o.deathtouch_hit = False
        o.regen_shields = 0
        o.cant_regenerate = False
        o.exile_if_dies = False
        o.damaged_by = NO_IDS


def _cleanup(g: "Game") -> None:
    """CR 514.1-2: discard to hand size, then damage wears off and "this turn" effects end."""
    from .statics import player_statics
    p = g.active
    hand = g.players[p].hand
    max_size = max_hand_size(g, p)
    if len(hand) > max_size:
        n = len(hand) - max_size
        for oid in select(g, p, f"Discard {counted(n, 'card')} down to your maximum hand size", tuple(hand), n=n,
                          purpose="discard"):
            discard(g, p, oid, "514.1")
    wear_off_damage(g)
    for o in g.objects.values():
        o.exile_if_dies = False if o.zone != "battlefield" else o.exile_if_dies
    g.effects = [e for e in g.effects if e.duration not in (Duration.END_OF_TURN, Duration.END_OF_COMBAT)]
    # "during its controller's next turn" effects end as that turn ends (CR 514.2)
    g.effects = [e for e in g.effects if not (e.duration is Duration.THROUGH_ITS_CONTROLLERS_NEXT_TURN
                                              and e.until_turn_of == g.active
                                              and e.params.get("_created_turn", g.turn) < g.turn)]
    g.shields = [s for s in g.shields if s.duration is not Duration.END_OF_TURN]
    # "when that creature leaves the battlefield this turn" waits no longer (Runesword, War Barge)
    g.delayed = [d for d in g.delayed if not d.spec.get("this_turn")]
    g.invalidate_effects()


def end_turn_bookkeeping(g: "Game") -> None:
    g.attacked_last_turn[g.active] = set(g.turn_flags.get("attacked", set()))
    g.last_turn_deeds[g.active] = turn_deeds(g, g.active)


def turn_deeds(g: "Game", p: int) -> frozenset[str]:
    """What player p has done so far this turn, of what "during their last turn" asks about
    (Arboria): `cast_spell` (CR 601.2i), `put_nontoken_permanent` (a nontoken permanent entered the
    battlefield under their control: the player who puts it there controls it, CR 110.2)."""
    done = set()
    if any(q == p for q, _ in g.turn_flags.get("spells_cast", ())):
        done.add("cast_spell")
    if p in g.turn_flags.get("_put_nontoken", ()):
        done.add("put_nontoken_permanent")
    return frozenset(done)


def start_next_turn(g: "Game") -> None:
    """CR 500.7: extra turns are taken after this one, the most recently created first; then the
    normal order resumes where it stood.  An extra turn comes before the next normal turn and
    doesn't replace it: after p1's turn, an extra turn for p2 is followed by p2's normal turn.
    `normal_turn_of` remembers whose normal turn was last taken while extra turns run (None
    during a normal turn: the active player's)."""
    end_turn_bookkeeping(g)
    while True:
        last_normal = g.active if g.normal_turn_of is None else g.normal_turn_of
        if g.extra_turns:
            nxt = g.extra_turns.pop()
            g.normal_turn_of = last_normal
        else:
            nxt = 1 - last_normal
            g.normal_turn_of = None
        if not _skips_turn(g, nxt):
            break
        # a skipped normal turn counts as that player's normal turn for the order (CR 614.10)
        if g.normal_turn_of is None:
            g.normal_turn_of = nxt
        g.active = nxt
    g.turn += 1
    g.active = nxt
    g.turn_flags = {}
    end_revealed_for(g, nxt)   # "until that player's next turn" (Firestorm Phoenix)
    for pl in g.players:
        pl.life_gained_turn = 0
        pl.damage_taken_turn = 0
    # effects that last "until your next turn" end as that player's turn begins
    g.effects = [e for e in g.effects if not (e.duration is Duration.UNTIL_YOUR_NEXT_TURN and e.until_turn_of == nxt)]
    g.emit(TurnBegan(g.turn, nxt), "500.1")
    if g.turn > g.rules.get("turn_cap", 200):
        g.outcome = Outcome(Termination.TURN_CAP, None, f"the turn limit ({g.rules.get('turn_cap')}) was reached",
                            "104.4")
        g.emit(GameEnded(None, "turn limit reached"), "104.4")


def _skips_turn(g: "Game", p: int) -> bool:
    """"If you would begin your turn while this artifact is tapped, you may skip that turn instead.
    If you do, untap this artifact." (Time Vault): a replacement effect of a static ability
    `may_skip_turn: {then: EFFECTS}` (CR 614.1b, 614.10); its `if` says when it applies."""
    from .choices import yes_no
    from .context import Ctx
    from .effects import run_effects
    from .statics import player_statics
    for src, spec in player_statics(g, p, "may_skip_turn"):
        if yes_no(g, p, f"Skip this turn for {g.name_of(src)}?", purpose="skip_turn"):
            g.tell((f" a turn — {g.name_of(src)}",), "614.10", subject=p, verb="skips")
            if spec.get("then"):
                run_effects(Ctx(g, p, src, g.objects[src].zcc), spec["then"])
            g.invalidate()
            return True
    return False


def _end_upkeep_effects(g: "Game", duration: Duration) -> None:
    """Effects that last "until your next upkeep" end as their controller's upkeep begins (Gabriel
    Angelfire); those that last "until the end of your next upkeep" end as it ends, unless they
    were created during this very upkeep (Halfdane) -- CR 611.2a-b."""
    def ends(e: Any) -> bool:
        if e.duration is not duration or e.until_turn_of != g.active:
            return False
        return duration is not Duration.UNTIL_END_OF_YOUR_NEXT_UPKEEP or e.params.get("_created_turn") != g.turn
    if any(ends(e) for e in g.effects):
        g.effects = [e for e in g.effects if not ends(e)]
        g.invalidate()


def leave_step(g: "Game", step: str) -> None:
    """What happens as a step ends: mana empties (CR 500.4); combat ends after end of combat (CR 511.3)."""
    empty_mana_pools(g)
    if step == "upkeep":
        _end_upkeep_effects(g, Duration.UNTIL_END_OF_YOUR_NEXT_UPKEEP)
    if step == "end_of_combat":
        end_combat(g)
        g.effects = [e for e in g.effects if e.duration is not Duration.END_OF_COMBAT]
        g.invalidate()
