"""What the cards the opponent keeps in hand are not: a guess at their hand honours what they did.

The look-ahead plays on copies of the game whose hidden cards are dealt again at random from
the opponent's hand and library together (`Game.determinize`).  But a card the opponent has held
through a whole turn of theirs is not just any card of their library: it is not a land if they
played no land in that turn, and not a creature spell (without flash) that the mana they left
idle in it could pay for -- a player puts those down.  What is left is mostly what waits for its
moment: removal, tricks, counterspells.

On turn 29 of ladder game 94 against the Apprentice, the Wizard on 3 life faced an Eater of the
Dead and a Drudge Skeletons with Serra Angel and White Knight in hand and the mana for one of
them.  The mono-black opponent had held one card for turns in which the Wizard had no creature
to aim at; dealt at random from their library, it was Terror one time in a dozen, so the Angel
was cast, Terrored, and the Eater's attack was lethal.  The card a deck of creatures and lands
does not play is, far more often, the removal that had no target: dealt as such, the Knight
(which Terror can't target) is the blocker to cast.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.card_mana import can_pay, is_land, produces
from ..engine.carddef import CardDef
from ..engine.event_types import CardDrawn, LandPlayed, SpellCast, TurnBegan, ZoneChanged
from ..engine.game import Game
from ..engine.rng import GameRng
from ..engine.views import known_cards


@dataclass(frozen=True)
class HeldCard:
    """A place in the opponent's hand whose unknown card they kept through a turn of theirs:
    `skipped_land` if through one in which they played no land; `idle_mana`, the mana their lands
    left unspent in their latest finished turn if they kept it through that one (else 0)."""
    slot: int
    skipped_land: bool
    idle_mana: int


def _full_turns(g: Game, who: int) -> list[int]:
    """The numbers of `who`'s turns the game's log shows begun and ended, in order."""
    return [e.event.turn for e in g.log_entries if isinstance(e.event, TurnBegan) and e.event.active == who
            and (e.event.turn < g.turn or g.active != who)]


def _hand_entry_turns(g: Game, who: int) -> dict[int, int]:
    """The turn each card now in `who`'s hand last came there (drawn or returned), by id; a card
    the log never shows arriving was there before the log began (turn 0)."""
    arrived: dict[int, int] = {}
    for e in g.log_entries:
        ev = e.event
        if isinstance(ev, CardDrawn) and ev.drawer == who:
            arrived[ev.card] = e.turn
        elif isinstance(ev, ZoneChanged) and ev.to_zone == "hand":
            arrived[ev.card] = e.turn
    return {oid: arrived.get(oid, 0) for oid in g.players[who].hand}


def _their_lands(g: Game, opp: int) -> list[int]:
    """The opponent's lands as they stood in their latest finished turn: those they control, but
    one played in a turn of theirs still going on."""
    now = {e.event.card for e in g.log_entries if isinstance(e.event, LandPlayed) and e.event.by == opp
           and e.turn == g.turn} if g.active == opp else set()
    return [oid for oid in g.battlefield if g.objects[oid].controller == opp
            and is_land(g.objects[oid].card) and oid not in now]


def _idle_mana(g: Game, opp: int, turn: int, lands: int) -> int:
    """The mana the opponent's lands left unspent in their turn `turn`: their lands less what the
    spells they cast in it cost (an X spell, whose X the card does not say, spent it all)."""
    spent = 0
    for e in g.log_entries:
        if isinstance(e.event, SpellCast) and e.event.caster == opp and e.turn == turn:
            card = g.objects[e.event.card].card
            spent += lands if card.mana_cost.x else card.mana_value
    return max(lands - spent, 0)


def held_cards(g: Game, me: int) -> list[HeldCard]:
    """The places in my opponent's hand whose unknown card they kept through at least one whole
    turn of theirs, in the order of their hand."""
    opp = 1 - me
    turns = _full_turns(g, opp)
    if not turns:
        return []
    landed = {e.turn for e in g.log_entries if isinstance(e.event, LandPlayed) and e.event.by == opp}
    idle = _idle_mana(g, opp, turns[-1], len(_their_lands(g, opp)))
    known = known_cards(g, me)
    entries = _hand_entry_turns(g, opp)
    held = []
    for i, oid in enumerate(g.players[opp].hand):
        through = [t for t in turns if t >= entries[oid]]
        if oid not in known and through:
            held.append(HeldCard(i, any(t not in landed for t in through), idle if through[-1] == turns[-1] else 0))
    return held


def would_have_played(card: CardDef, held: HeldCard, sources: list[frozenset[str]]) -> bool:
    """Whether a player keeping `card` where `held` says would have put it down: a land, if they
    kept it through a turn with no land played, or a creature spell (not one with flash, kept for
    a surprise) that the mana they left idle in their latest turn, from their lands, paid for."""
    if is_land(card):
        return held.skipped_land
    return ("Creature" in card.types and "flash" not in card.keywords
            and card.mana_value <= held.idle_mana and can_pay(card, sources) is not None)


def honour_held_cards(real: Game, copy: Game, me: int, rng: GameRng) -> None:
    """Deal again, in `copy` (a determinization of `real`), each card of the opponent's hand they
    kept through a turn of theirs but would have played in it: it changes places with an unknown
    card of their library that they would have kept.  A copy replaying a pending process from an
    earlier position is left alone (that position must hold the same hidden cards)."""
    if copy.pending is not None and copy.pending.base_state is not None:
        return
    held = held_cards(real, me)
    if not held:
        return
    opp = 1 - me
    hand, library = copy.players[opp].hand, copy.players[opp].library
    sources = [produces(real.objects[oid].card) for oid in _their_lands(real, opp)]
    known = known_cards(real, me)
    for h in held:
        i = h.slot
        if not would_have_played(copy.objects[hand[i]].card, h, sources):
            continue
        spare = [j for j, oid in enumerate(library)
                 if oid not in known and not would_have_played(copy.objects[oid].card, h, sources)]
        if not spare:
            continue
        j = spare[rng.randbelow(len(spare))]
        hand[i], library[j] = library[j], hand[i]
        copy.objects[hand[i]].zone = "hand"
        copy.objects[library[j]].zone = "library"
    copy.invalidate()


def deal_guess(g: Game, me: int, rng: GameRng) -> Game:
    """A copy of `g` with the cards `me` can't see dealt again (`Game.determinize`), the
    opponent's held cards dealt as what they would have kept (`honour_held_cards`)."""
    copy = g.determinize(me, rng)
    honour_held_cards(g, copy, me, rng)
    return copy
