"""The damage a player's creatures could deal next turn that none of the defending player's
creatures could block: the part of an attack no blocking stops (CR 509.1b -- flying, landwalk,
fear, protection, "can't be blocked"), or every attacker when the defender has no creature.

A race is decided by it.  Life a player spends (Orcish Artillery's 3 for 2 at the opponent,
a Banshee, a pain land) costs far more with a Mahamoti Djinn and a Phantom Monster in the air
against them than on a quiet board: the fliers take that much again next turn whatever the
ground creatures do (game.ai.policy: Orcish Artillery at the end of a turn)."""
from __future__ import annotations

from ..engine.combat import attack_barred, block_problem
from ..engine.game import Game
from .knowledge import life_worth, temporary_boost

UNDER_FIRE = 0.5     # the share of next turn's unblockable hit a life total is weighed as already lost


def unblockable_power(g: Game, attacker: int, defender: int) -> int:
    """The power of `attacker`'s creatures that could attack next turn (tapped or summoning
    sick ones included: they untap, CR 502.3) and that no creature of `defender`'s, untapped,
    could block.  A boost until end of turn (Giant Growth) is gone by then (CR 514.2)."""
    blockers = [b for b in g.battlefield
                if not g.objects[b].phased_out and g.chars(b).controller == defender
                and "Creature" in g.chars(b).types]
    total = 0
    for a in g.battlefield:
        ch = g.chars(a)
        if ch.controller != attacker or "Creature" not in ch.types or g.objects[a].phased_out:
            continue
        power = (ch.power or 0) - temporary_boost(g, a)[0]
        if power <= 0 or attack_barred(g, a):
            continue
        if all(block_problem(g, b, a, attacking=False, defender=defender, once_untapped=True) is not None
               for b in blockers):
            total += power
    return total


def life_under_fire(life: int, hit: int) -> float:
    """What a life total is worth against `hit` damage a turn that no blocker stops
    (`unblockable_power`): part of the way to what the life left after that hit is worth.  Life is
    worth more the less of it there is (`life_worth`), so under fire every point spent -- on
    an Orcish Artillery shot, a Banshee, a pain land -- costs nearer what the last points cost:
    20 life against two fliers hitting for 8 is worth between 20 and 12.  Only part of the
    way: the hit is not certain (a blocker, removal or a fog may still come), and a blocker
    that only chumps stops one hit, not the race.  A hit that would be lethal counts as leaving
    one life.  With nothing unblockable against it, life is worth what `life_worth` says."""
    now = life_worth(life)
    if hit <= 0 or life <= 1:
        return now
    return now - UNDER_FIRE * (now - life_worth(max(life - hit, 1)))
