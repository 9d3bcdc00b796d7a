"""Whether the computer keeps its opening hand, and which cards it puts on the bottom.

The game plays the London mulligan (CR 103.5, game.engine.game): a player who mulligans
shuffles, draws seven again and, once they keep, puts one card on the bottom of their library
for each mulligan taken.  So a hand is judged as the cards it would keep: seven cards for the
first hand, six after one mulligan, and so on, the surplus going to the bottom.

A player keeps a hand that can play the game: enough lands for the deck it came from (its own
decklist is known to its owner, so the share of lands left in the library is fair to count),
lands of the colours its spells need, and something to cast in the first turns.  The faults,
in the order they are looked for:

- no land at all (no level keeps it: the hand does nothing until it draws one);
- nothing but lands (nothing to do with the mana);
- one land in six or seven cards, or six lands of seven: the deck needs two to four;
- a hand whose lands can't cast any of its spells in the first turns — two Forests under red
  spells, two lands under six-drops (four lands or more under six-drops of their colours are
  kept: the mana is there, only more of it must come, and a mulligan costs a card);
- two lands when the deck's spells ask for more than the library is likely to give.

A hand of five cards or fewer is kept unless it has no land at all or no spell (going lower
costs more than the hand's faults), and a hand of four or fewer is always kept.  Only the
first two faults are certain; a careless player (the Apprentice) may keep a hand with one of
the others (`Verdict.firm` says which is which: game.ai.policy lets the low levels slip).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..engine.card_mana import can_pay, colour_symbols, is_land, produces
from ..engine.carddef import CardDef
from ..engine.words import counted
from .knowledge import rock_mana

EARLY_TURNS = 3     # "the first turns": a play the hand's lands (and one more land like them) pay for
LANDS_ENOUGH = 4    # lands in hand that make a slow hand a keep when their colours cast its spells


@dataclass(frozen=True)
class Verdict:
    keep: bool
    reason: str
    firm: bool = True      # a fault every level sees (no land, no spell); False: a judgement call


def free_source(card: CardDef) -> bool:
    """A mana source that costs nothing to put down (Mox, Black Lotus): as good as a land for
    the first turns."""
    return not is_land(card) and card.mana_value == 0 and bool(produces(card)) and card.is_permanent_card


def is_source(card: CardDef) -> bool:
    return is_land(card) or free_source(card)


def land_share(deck: Sequence[CardDef]) -> float:
    """The share of the deck's cards that are mana a player can put down for free (lands,
    Moxen): what the library will give."""
    return sum(is_source(c) for c in deck) / len(deck) if deck else 0.0


def _mana_for(spell: CardDef, source_cards: Sequence[CardDef], extra: Sequence[CardDef] = (),
              like: int = 1) -> list[frozenset[str]]:
    """The mana each source would spend on `spell` (CR 106.6: Mishra's Workshop's only on
    artifacts), a mana at a time: the hand's sources, `extra` ones (mana creatures it casts
    first), and `like` more lands like the hand's (a land drawn later adds no colour the hand
    lacks).  A source that adds more than one mana counts each (Mishra's Workshop's three: with
    a Swamp it casts Juggernaut on turn two, which the bottoming of ladder game 174 against the
    Sorcerer put back as a card the hand could not cast)."""
    own = [produces(c, spell) for c in source_cards for _ in range(max(rock_mana(c), 1))]
    return own + [produces(c, spell) for c in extra for _ in range(max(rock_mana(c), 1))] \
        + [frozenset().union(*own)] * like


def early_plays(hand: Sequence[CardDef]) -> list[CardDef]:
    """The spells the hand can cast in the first turns with its own mana: its lands and free
    sources, the cheap mana creatures and artifacts those can cast, and one more land like the
    ones in hand (a land drawn by then adds no colour the hand lacks) — by turn three, or by the
    turn after the hand's lands run out when it holds more than two.  A source pays only for
    what its mana may be spent on: Mishra's Workshop casts the hand's artifacts, not its Hill
    Giant (CR 106.6)."""
    source_cards = [c for c in hand if is_source(c)]
    if not source_cards:
        return []
    spells = [c for c in hand if not is_source(c)]
    ramp = [c for c in spells if produces(c) and c.mana_value <= 2
            and can_pay(c, _mana_for(c, source_cards, like=0)) is not None]
    by_turn = max(EARLY_TURNS, len(source_cards) + 1)      # three lands: the four-drops of turn four
    return [c for c in spells
            if c in ramp or c.mana_value <= by_turn and can_pay(c, _mana_for(c, source_cards, ramp)) is not None
            or can_pay(c, _mana_for(c, source_cards, ramp, like=0)) is not None]


def later_plays(hand: Sequence[CardDef]) -> list[CardDef]:
    """The spells the hand's sources will cast once enough lands like them have come: their
    colours are right and only the amount of mana waits (four Islands under Mahamoti Djinn),
    unlike four Forests under Shivan Dragon."""
    source_cards = [c for c in hand if is_source(c)]
    return [c for c in hand if not is_source(c)
            and can_pay(c, _mana_for(c, source_cards, like=max(0, c.mana_value - len(source_cards)))) is not None]


def to_bottom(hand: Sequence[CardDef], n: int) -> list[int]:
    """The indices of the `n` cards of the hand to put on the bottom after mulligans
    (CR 103.5): the hand kept is two or three lands (more in a bigger hand) and the spells it
    can cast soonest; the surplus lands and the spells its lands can't pay for go."""
    size = len(hand) - n
    want_lands = max(2, min(3, round(size * 0.45))) if size >= 4 else max(1, size // 2)
    lands = [i for i, c in enumerate(hand) if is_source(c)]
    spells = [i for i, c in enumerate(hand) if not is_source(c)]
    # the lands adding colours the spells ask for first
    wanted = {col for i in spells for col in colour_symbols(hand[i])}
    lands.sort(key=lambda i: (-len(produces(hand[i]) & wanted), -len(produces(hand[i])), i))
    kept_lands = lands[:want_lands]
    early = {id(c) for c in early_plays([hand[i] for i in kept_lands] + [hand[i] for i in spells])}
    spells.sort(key=lambda i: (id(hand[i]) not in early, hand[i].mana_value, i))
    keep_order = kept_lands + spells + lands[want_lands:]
    kept = set(keep_order[:size])
    return [i for i in range(len(hand)) if i not in kept][:n]


def judge(hand: Sequence[CardDef], library: Sequence[CardDef], mulligans: int = 0) -> Verdict:
    """Keep the hand or take a mulligan: `hand` is the seven cards drawn, `library` the rest of
    the deck (its order unknown), `mulligans` how many were taken before this hand (so as many
    cards go to the bottom)."""
    size = len(hand) - mulligans
    if size <= 4:
        return Verdict(True, f"keeps {size} cards: going lower costs more than any fault of the hand")
    bottom = set(to_bottom(hand, mulligans)) if mulligans else set()
    kept = [c for i, c in enumerate(hand) if i not in bottom]
    lands = sum(is_source(c) for c in kept)
    spells = [c for c in kept if not is_source(c)]
    if lands == 0:
        return Verdict(False, "no land")
    if not spells:
        return Verdict(False, "nothing but lands")
    if size <= 5:
        return Verdict(True, f"keeps {size} cards with {counted(lands, 'land')}")
    if lands == 1:
        return Verdict(False, "one land", firm=False)
    if lands >= 6:
        return Verdict(False, f"{lands} lands", firm=False)
    early = early_plays(kept)
    if not early:
        if lands >= LANDS_ENOUGH and later_plays(kept):
            return Verdict(True, f"keeps {lands} lands: its spells wait only for more of them")
        return Verdict(False, "its lands can't cast any of its spells in the first turns", firm=False)
    if lands == 2:
        # two lands: the deck must give the third in time for the spells that need it
        deck = list(kept) + list(library)
        needs = sorted(c.mana_value for c in spells)
        heavy = sum(mv >= 3 for mv in needs) > len(needs) / 2
        if heavy and land_share(deck) < 0.4 and len(early) < 2:
            return Verdict(False, "two lands under spells of three or more, in a deck short of lands",
                           firm=False)
    return Verdict(True, f"keeps {lands} lands and {counted(len(early), 'early play')}")
