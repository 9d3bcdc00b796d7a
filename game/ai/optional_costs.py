"""Optional costs and "may" choices weighed by what each answer changes (Cyclone's {G}{G}{G},
Curse Artifact's sacrifice, Yawgmoth Demon's artifact): both answers are played out on a copy
(game.ai.policy.weighed_yes_no) and the two results compared here.

The board evaluation is the wrong yardstick for this: it counts a permanent's worth as the
board it stands on makes it, so after the last artifact is fed to Yawgmoth Demon the Demon
itself looks like a liability (its next upkeep has nothing to eat), and keeping the
Ornithopter looks worth more than the 2 life and the tapped Demon it costs.  What the choice
changes is counted instead, each permanent at its worth before the choice: life (CR 119),
the permanents each side keeps, the cards in hand, a creature of mine it taps in my own turn
before combat (it won't attack, CR 508.1a; half its worth), and the game itself (CR 104)."""
from __future__ import annotations

from ..engine.game import Game
from .evaluation import WIN, evaluate
from .knowledge import board_worth, card_in_hand_value, life_worth, permanent_value

TAPPED_SHARE = 0.5   # of a creature's worth, lost for the turn when the choice taps it before it could attack


def material(before: Game, after: Game, me: int) -> float:
    """How `after` (a copy where the choice was answered and played out) stands for me, in the
    worth things had in `before`, the position the choice was asked in."""
    if after.over:
        return evaluate(after, me)
    opp = 1 - me
    v = life_worth(after.players[me].life) - life_worth(after.players[opp].life)
    v -= 3.0 * (after.players[me].poison - after.players[opp].poison)
    before_combat = after.active == me and after.step in ("untap", "upkeep", "draw", "main1", "beginning_of_combat")
    for b in after.battlefield:
        w = permanent_value(before, b) if b in before.battlefield else permanent_value(after, b)
        ch = after.chars(b)
        if ch.controller == me and before_combat and "Creature" in ch.types and after.objects[b].tapped \
                and b in before.battlefield and not before.objects[b].tapped:
            # the turn's attack lost: a share of what the body is worth, not of its worth net of
            # the upkeeps to come -- a Yawgmoth Demon whose one artifact feeds it once is worth
            # little net, but fed now it attacks, and left unfed it is tapped for nothing
            w -= TAPPED_SHARE * max(board_worth(before, b), 0.0)
        v += w if ch.controller == me else -w
    v += sum(card_in_hand_value(after.objects[h].card) for h in after.players[me].hand)
    v -= sum(card_in_hand_value(after.objects[h].card) for h in after.players[opp].hand)
    return max(-WIN, min(WIN, v))
