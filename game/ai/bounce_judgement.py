"""What sending one of the opponent's permanents back to its owner's hand is worth (Unsummon,
Boomerang).

A bounced card isn't lost: its owner casts it again.  So the spell buys time, not a card,
except for what leaves with the permanent:

- a token ceases to exist once it has left the battlefield (CR 111.8, 704.5d): the whole of it;
- each Aura of theirs on it goes to the graveyard (CR 303.4d, 704.5m): a card they lose;
- an Aura of mine on it goes too: a card I lose (Pacifism on their Serra Angel);
- the mana they must pay again to cast it: the time bought;
- an attacker nobody blocks deals no damage once it has left combat (CR 506.4).

A player spends a card on that only when it is worth about a card: Unsummon on a Serra Angel,
on a creature wearing Holy Strength or on a token, not on a Savannah Lions cast again next turn
for one mana.
"""
from __future__ import annotations

from ..engine.game import Game
from .knowledge import card_in_hand_value, life_worth, permanent_value
from .verb_judgement import deep_verbs

TEMPO_PER_MANA = 0.8   # worth of each mana the opponent must spend again to recast the card
BOUNCE_WORTH = 3.5     # the least a card that only bounces is spent on: a five-drop's time, or a two-for-one

_GONE_FOR_GOOD = frozenset({"destroy", "exile", "gain_control", "damage", "sacrifice"})


def bounces_only(effects: list) -> bool:
    """Does the spell or ability send permanents back to hand without also removing one for good?
    (Then the target's worth to its controller is not what the spell takes from them.)"""
    verbs = deep_verbs(effects)
    return "bounce" in verbs and not verbs & _GONE_FOR_GOOD


def bounce_worth(g: Game, me: int, oid: int) -> float:
    """What returning `oid` (a permanent the opponent controls) to its owner's hand costs them."""
    o = g.objects[oid]
    ch = g.chars(oid)
    if o.token:
        return permanent_value(g, oid)
    worth = TEMPO_PER_MANA * ch.mana_cost.mana_value
    for b in g.battlefield:
        if g.objects[b].attached_to == oid:
            aura = card_in_hand_value(g.objects[b].card)
            worth += -aura if g.chars(b).controller == me else aura
    combat = g.combat
    if combat is not None and combat.blocks_declared and oid in combat.attackers and oid not in combat.blocked \
            and combat.defender == me and g.step == "declare_blockers":
        life = g.players[me].life
        worth += life_worth(life) - life_worth(life - max(ch.power or 0, 0))
    return worth
