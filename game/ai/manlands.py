"""Permanents that become creatures for a while by their own ability (Mishra's Factory: "{1}:
This land becomes a 2/2 Assembly-Worker artifact creature until end of turn"; Jade Statue's
3/6 Golem until end of combat): when the computer brings one to life.

It is worth the mana only at three moments, each judged on a copy of the game where the
ability has resolved, so the creature it becomes is counted as the rules make it (its base
power and toughness from the ability, and whatever else applies to it then):

* in the opponent's turn, once their attackers are declared (CR 508) and before blockers
  are (CR 509): when the ordinary block judgement (`combat_ai.choose_blocks`), given the new
  creature, blocks with it and so stops an attacker it would not have stopped without it --
  a block that kills the attacker and lives, a trade with an attacker worth more, or a chump
  block when the attack would otherwise kill me;
* in my turn, as combat begins (CR 507) and before attackers are declared: when the ordinary
  attack judgement (`combat_ai.choose_attackers`) sends it in and no untapped creature of the
  opponent's could block it and kill it;
* with a triggered ability of mine on the stack that asks me to sacrifice a creature and hurts
  me when I can't (Lord of the Pit's upkeep, CR 603.3): when the creature it becomes, fed to
  the trigger, keeps me alive, or saves me life worth more than the permanent.

Never paid for with its own mana: tapped, it could neither attack nor block (CR 508.1a,
509.1a)."""
from __future__ import annotations

from typing import Any

from ..engine.casting import ability_list, ability_mana_cost, can_afford
from ..engine.combat import attack_options, block_options, block_problem, can_attack, fight_outcome
from ..engine.decisions import ActivateAbility, PassPriority
from ..engine.game import Game
from . import trial
from .combat_ai import (block_outcome, choose_attackers, choose_blocks, damage_through, regenerates,
                        their_animation_kills)
from .knowledge import animation, life_worth, permanent_value, trade_cost

BLOCK_WORTH = 9.0     # as urgent as a pump that wins a fight
SURVIVAL = 25.0       # a block without which the attack kills me
ATTACK_WORTH = 6.0    # a few points of damage for spare mana
LIFE_POINT = 0.5      # a point of life, against the worth of creatures (knowledge.trade_cost)


def is_animation(g: Game, a: ActivateAbility) -> bool:
    """Is this the ability of a permanent that makes itself a creature?"""
    abilities = ability_list(g, a.source)
    return a.index < len(abilities) and animation(abilities[a.index]) is not None


def paid_without_itself(g: Game, me: int, a: ActivateAbility) -> bool:
    """Can my other sources pay the ability's mana, leaving the permanent untapped?"""
    ab = ability_list(g, a.source)[a.index]
    return can_afford(g, me, ability_mana_cost(g, a.source, ab), forbid=[a.source])


def source_to_spare(g: Game, me: int) -> int | None:
    """The permanent whose animation I am paying for now, if I am (my ability on top of the
    stack, its costs being paid): the payment should not tap it."""
    if not g.stack:
        return None
    item = g.stack[-1]
    if item.kind != "activated" or item.controller != me or item.source not in g.objects:
        return None
    return item.source if animation(item.spec) is not None else None


def animated(g: Game, me: int, a: ActivateAbility, answer: Any) -> Game | None:
    """A copy of the game where the ability has been activated and has resolved, my decisions
    on the way answered by `answer(game, player, decision)`; None when that can't be played out
    or leaves the permanent tapped or gone."""
    sim = trial.resolved(g, a, answer)
    src = a.source
    if sim is None or sim.stack or src not in sim.objects or sim.objects[src].zone != "battlefield" \
            or sim.objects[src].tapped or "Creature" not in sim.chars(src).types:
        return None
    return sim


def blocks_worth(g: Game, blocks: tuple) -> float:
    """What these blocks win me: the worth of the attackers they kill, less that of my
    blockers that die, less the life the damage getting through costs (fight_outcome: the
    engine's combat arithmetic, first strike included, with the blocker's own pump: `block_outcome`;
    a blocker that regenerates lives)."""
    worth = -LIFE_POINT * damage_through(g, blocks)
    for b, x in blocks:
        x_dies, b_dies = block_outcome(g, x, b)
        worth += (trade_cost(g.chars(x)) if x_dies else 0.0) \
            - (trade_cost(g.chars(b)) if b_dies and not regenerates(g, b) else 0.0)
    return worth


def block_score(g: Game, me: int, a: ActivateAbility, answer: Any, trades: bool) -> tuple[float, str]:
    """Brought to life to block: after the opponent's attackers are declared, when the
    ordinary block judgement would block with it and the blocks it then makes win me more than
    those it makes without it (see the module's docstring and `blocks_worth`)."""
    c = g.combat
    if c is None or c.defender != me or g.active == me or g.step != "declare_attackers" or g.stack \
            or c.blocks_declared or not c.attackers:
        return 0.0, ""
    before = choose_blocks(g, me, tuple(block_options(g)), trades=trades)
    sim = animated(g, me, a, answer)
    if sim is None:
        return 0.0, ""
    src = a.source
    after = choose_blocks(sim, me, tuple(block_options(sim)), trades=trades)
    mine = [x for b, x in after if b == src]
    if not mine:
        return 0.0, ""
    name, foe = g.name_of(src), g.name_of(mine[0])
    if damage_through(g, before) >= g.players[me].life > damage_through(sim, after):
        return SURVIVAL, f"{name} becomes a creature to block {foe}: the attack would kill me"
    if blocks_worth(sim, after) <= blocks_worth(g, before):
        return 0.0, ""
    a_dies, b_dies = block_outcome(sim, mine[0], src)
    what = "kill it" if a_dies and not b_dies else "trade with it" if a_dies else "stop it"
    return BLOCK_WORTH, f"{name} becomes a creature to block {foe} and {what}"


def attack_score(g: Game, me: int, a: ActivateAbility, answer: Any) -> tuple[float, str]:
    """Brought to life to attack: as my combat begins, when it could attack (under my control
    since the turn began, CR 302.6), none of the opponent's untapped creatures -- nor a
    permanent of theirs that can make itself one -- could block it and kill it (CR 509.1b, the
    engine's blocking rules), and the ordinary attack judgement sends it in."""
    if g.active != me or g.step != "beginning_of_combat" or g.stack or g.objects[a.source].sick:
        return 0.0, ""
    sim = animated(g, me, a, answer)
    src = a.source
    if sim is None or can_attack(sim, src) is not None or (sim.chars(src).power or 0) <= 0:
        return 0.0, ""
    opp = 1 - me
    for b in sim.battlefield:
        ch = sim.chars(b)
        if ch.controller == opp and "Creature" in ch.types and not sim.objects[b].tapped \
                and block_problem(sim, b, src, attacking=False) is None and fight_outcome(sim, src, b)[0]:
            return 0.0, ""
    if their_animation_kills(g, sim, opp, src):
        return 0.0, ""
    if src not in {x for x, _ in choose_attackers(sim, me, tuple(attack_options(sim)))}:
        return 0.0, ""
    return ATTACK_WORTH, f"{g.name_of(src)} becomes a creature to attack: nothing of theirs blocks it and lives"


def feed_score(g: Game, me: int, a: ActivateAbility, answer: Any) -> tuple[float, str]:
    """Brought to life to be sacrificed: my own triggered ability on top of the stack asks me
    to sacrifice a creature (its `sacrifice` verb), and the copy where the permanent became a
    creature before the trigger resolved keeps me alive where letting it resolve loses, or
    leaves me life worth more than the permanent (`life_worth`, `permanent_value`)."""
    item = g.stack[-1] if g.stack else None
    if item is None or item.kind != "triggered" or item.controller != me \
            or not any(isinstance(e, dict) and "sacrifice" in e for e in item.spec.get("do") or []):
        return 0.0, ""
    baseline = trial.resolved(g, PassPriority(), answer)
    fed = trial.resolved(g, a, answer)
    if baseline is None or fed is None or fed.players[me].lost or fed.stack:
        return 0.0, ""
    name = g.name_of(a.source)
    if baseline.players[me].lost:
        return SURVIVAL, f"{name} becomes a creature to be sacrificed to {item.name}: otherwise it kills me"
    saved = life_worth(fed.players[me].life) - life_worth(baseline.players[me].life)
    if saved > permanent_value(g, a.source):
        return BLOCK_WORTH, f"{name} becomes a creature to be sacrificed to {item.name}"
    return 0.0, ""


def animate_score(g: Game, me: int, a: ActivateAbility, answer: Any, trades: bool = True) -> tuple[float, str]:
    """How much I want to bring the permanent to life now: to block, to attack or to feed my
    own trigger's sacrifice, never at another moment (in my main phase it would only wait for
    combat; at the end of a turn it would wear off unused), never when it is a creature
    already or its own mana would have to pay for it."""
    if "Creature" in g.chars(a.source).types or g.objects[a.source].tapped or not paid_without_itself(g, me, a):
        return 0.0, ""
    if g.stack:
        return feed_score(g, me, a, answer)
    if g.active == me:
        return attack_score(g, me, a, answer)
    return block_score(g, me, a, answer, trades)
