"""The board evaluation every level of the computer player uses: one number that says how
well a position stands for a player (life, cards, permanents, tempo), positive when ahead."""
from __future__ import annotations

from ..engine.state import Game
from .knowledge import aura_polarity, card_in_hand_value, permanent_value

WIN = 10_000.0


def _life_score(life: int) -> float:
    """Life is worth more the less of it there is: the last points are the ones that matter."""
    if life <= 0:
        return -60.0
    score = 0.0
    for lo, hi, per in ((0, 5, 2.5), (5, 10, 1.5), (10, 20, 0.6), (20, 10 ** 6, 0.3)):
        if life > lo:
            score += (min(life, hi) - lo) * per
    return score


def side_score(g: Game, p: int, life_weight: float = 1.0) -> float:
    pl = g.players[p]
    s = life_weight * (_life_score(pl.life) - 3.0 * pl.poison)
    s += sum(card_in_hand_value(g.objects[oid].card) for oid in pl.hand)
    lands = 0
    for oid in g.battlefield:
        ch = g.chars(oid)
        o = g.objects[oid]
        if "Aura" in ch.subtypes and o.attached_to is not None and o.attached_to in g.objects:
            # an Aura counts for whoever it helps
            pol = aura_polarity(o.copy_of or o.card)
            target_ctrl = g.chars(o.attached_to).controller if g.objects[o.attached_to].zone == "battlefield" else -1
            if (pol >= 0 and target_ctrl == p) or (pol < 0 and target_ctrl != p and ch.controller == p):
                s += 0.8
            continue
        if ch.controller != p:
            continue
        if "Land" in ch.types and "Creature" not in ch.types:
            lands += 1
            s += 1.8 if lands <= 6 else 0.4
            continue
        s += permanent_value(g, oid)
    if len(pl.library) < 5:
        s -= (5 - len(pl.library)) * 2.0
    return s


def clock(g: Game, p: int) -> int:
    """Turns player p's creatures need to kill the opponent if nothing blocks (99: never)."""
    power = 0
    for oid in g.battlefield:
        ch = g.chars(oid)
        if ch.controller == p and "Creature" in ch.types and "defender" not in ch.keywords \
                and "cant_attack" not in ch.flags and "cant_attack_or_block" not in ch.flags:
            power += max(ch.power or 0, 0) * (2 if "double strike" in ch.keywords else 1)
    life = g.players[1 - p].life
    if power <= 0:
        return 99
    return max(1, -(-life // power))


def race_score(g: Game, p: int) -> float:
    """Who is ahead in the race: the turns the opponent needs minus the turns p needs."""
    mine, theirs = min(clock(g, p), 8), min(clock(g, 1 - p), 8)
    return float(theirs - mine)


def evaluate(g: Game, p: int, life_weight: float = 1.0, race_weight: float = 0.0) -> float:
    """Position value for player p (CR 104 outcomes dominate)."""
    if g.over:
        if g.winner is None:
            return 0.0
        return WIN if g.winner == p else -WIN
    v = side_score(g, p, life_weight) - side_score(g, 1 - p, life_weight)
    if race_weight:
        v += race_weight * race_score(g, p)
    return v
