"""The board evaluation every level of the computer player uses: one number that says how
well a position stands for a player (life, cards, permanents, tempo), positive when ahead."""
from __future__ import annotations

from ..engine.game import Game
from ..engine.card_mana import produces
from .knowledge import (SOLE_COLOUR, aura_polarity, burn_reach, card_in_hand_value, leaves_at_end_of_turn, life_worth,
                        mana_next_turn, one_shot_held_worth, permanent_value, prey_offered, ready_answer,
                        upkeep_threat)
from .held_removal import loaded_removal
from .mana_denial import board_lock

WIN = 10_000.0
READY_ANSWER = 3.0   # a counterspell held up with its mana open through the opponent's turn
HOSTILE_AURA = 0.8   # an Aura of mine on the opponent's permanent, besides what it takes from it
BACKLOG_SHARE = 0.7  # the worth kept by a permanent spell in hand that the next turn's mana can't cast
SHELTER_SHARE = 0.5  # of a held creature's worth above its worth cast, kept for each card in the opponent's hand
PERMANENT_SPELLS = ("Creature", "Artifact", "Enchantment")


TERMS = ("life", "poison", "hand", "ready", "lands", "colours", "creatures", "other permanents", "auras",
         "upkeep damage", "library")


def _term(terms: dict[str, float] | None, name: str, v: float) -> float:
    """`v`, counted under `name` in `terms` when the caller asked for the terms."""
    if terms is not None:
        terms[name] = terms.get(name, 0.0) + v
    return v


def backlog(g: Game, p: int) -> frozenset[int]:
    """The permanent spells in p's hand that the mana of p's next turn can't cast beside the
    better ones: each waits a turn more to do anything, and is worth less for it.  Without
    this a creature kept in hand loses nothing in a line that ends a turn later, so the
    look-ahead held a Hypnotic Specter and two Bog Rats with five Swamps idle, turn after
    turn (ladder game 75 against the Apprentice).  Spells whose moment matters (removal,
    counters, tricks, flash) keep their worth: holding them is the play."""
    pl = g.players[p]
    spells = []
    land = False
    for oid in pl.hand:
        card = g.objects[oid].card
        if "Land" in card.types:
            land = True
        elif any(t in card.types for t in PERMANENT_SPELLS) and "flash" not in card.keywords:
            spells.append((-card_in_hand_value(card), card.mana_value, oid))
    if not spells:
        return frozenset()
    mana = mana_next_turn(g, p) + (1 if land and g.active != p else 0)
    late = []
    for _, mv, oid in sorted(spells):
        if mv > mana:
            late.append(oid)
        else:
            mana -= mv
    return frozenset(late)


def held_creature_worth(g: Game, p: int, oid: int, worth: float) -> float:
    """What a creature spell in p's hand is worth, `worth` being its worth as an option
    (card_in_hand_value): no more than it would be worth cast onto this board, but for what
    holding it keeps -- its dodge of a sweeper or a counterspell, which only cards in the
    opponent's hand can be, a share of it for each (SHELTER_SHARE).  A creature with flash
    keeps its surprise.  Counted at the option's worth whatever the board, a Bog Rats that the
    opponent's Orcish Artillery walls off (2.35 on the battlefield, 2.8 in hand) stayed in hand
    with Swamps idle on turns 17 and 19 against an opponent with no cards, and the look-ahead
    paid nothing for it: held, a creature neither blocks nor waits for the blocker to tap
    (ladder game 75 against the Sorcerer).  Its worth cast is net of what it would add to the
    opponent's pingers (`prey_offered`): else a guess in which the Tome draws a Prodigal Sorcerer
    found the Rats richer held, though held it does nothing until it comes down.  A one-shot
    attacker is worth what its attack would take now (knowledge.one_shot_held_worth)."""
    card = g.objects[oid].card
    if "Creature" not in card.types or "flash" in card.keywords:
        return worth
    if leaves_at_end_of_turn(card) and "haste" in card.keywords:
        return one_shot_held_worth(g, p, oid, worth)
    shelter = SHELTER_SHARE * len(g.players[1 - p].hand)
    if shelter >= 1.0:
        return worth
    # cast, it also feeds the opponent's pingers; a creature no better than that is dead, not a debt
    cast = max(permanent_value(g, oid) - prey_offered(g, oid), 0.0)
    return worth if cast >= worth else cast + shelter * (worth - cast)


def side_score(g: Game, p: int, terms: dict[str, float] | None = None, hand: bool = True) -> float:
    """How well player p stands on their own side of the board.  `terms`, when given, is
    filled with what each part of the evaluation (`TERMS`) added, the same amounts in the same
    order (each with its sign): tools/eval_fit.py weighs them against how games end.  `hand`:
    whether p's cards in hand count (not for a player who has lost: see `evaluate`)."""
    s = _term(terms, "life", life_worth(g.players[p].life)) + _term(terms, "poison", -3.0 * g.players[p].poison)
    if hand:
        s += _hand_score(g, p, terms)
        if g.active != p and ready_answer(g, p):
            # a counterspell with the mana to cast it, in the opponent's turn: their best spell is answered
            s += _term(terms, "ready", READY_ANSWER)
    return s + _board_score(g, p, terms)


def _hand_score(g: Game, p: int, terms: dict[str, float] | None) -> float:
    """What the cards in p's hand are worth to p (part of `side_score`)."""
    pl = g.players[p]
    s = 0.0
    foe_life = g.players[1 - p].life
    # removal in hand is worth most of what it will take in its holder's coming turn (game.ai.held_removal)
    loaded = loaded_removal(g, p) if g.active != p else {}
    mana = -1   # the lands an X spell in hand can count on, once one is there
    late = backlog(g, p)
    for oid in pl.hand:
        card = g.objects[oid].card
        if mana < 0 and card.mana_cost.x:
            mana = mana_next_turn(g, p)
        reach = burn_reach(card, max(mana, 0))
        held = held_creature_worth(g, p, oid, card_in_hand_value(card) * (BACKLOG_SHARE if oid in late else 1.0))
        worth = max(held, loaded.get(oid, 0.0))
        # burn in hand is worth at least the life it would take: it can still be thrown when it wins
        s += _term(terms, "hand", max(worth, life_worth(foe_life) - life_worth(foe_life - reach) + 0.5)
                   if reach else worth)
    return s


def _board_score(g: Game, p: int, terms: dict[str, float] | None) -> float:
    """What p's permanents (and the opponent's that hurt p), lands and library are worth to p
    (part of `side_score`)."""
    pl = g.players[p]
    s = 0.0
    lands = 0
    colours: set[str] = set()
    for oid in g.battlefield:
        ch = g.chars(oid)
        o = g.objects[oid]
        if "Aura" in ch.subtypes and o.attached_to is not None and o.attached_to in g.objects:
            # an Aura counts for whoever it helps.  One on my own permanent counts what the card
            # counted in hand, besides what it does there (counted with the permanent): at a flat
            # 0.8, a Goblin Shrine that makes the Goblin King a 3/2 was worth less cast than kept,
            # and the look-ahead kept it with five Mountains idle, turn after turn (ladder game 163
            # against the Sorcerer).  One on the opponent's is worth what it takes from them, so a
            # Weakness that kills the Savannah Lions beats one that leaves the Bears a 0/1
            card = o.copy_of or o.card
            pol = aura_polarity(card)
            target_ctrl = g.chars(o.attached_to).controller if g.objects[o.attached_to].zone == "battlefield" else -1
            if pol >= 0 and target_ctrl == p:
                s += _term(terms, "auras", card_in_hand_value(card))
            elif pol < 0 and target_ctrl != p and ch.controller == p:
                s += _term(terms, "auras", HOSTILE_AURA)
            continue
        if ch.controller != p:
            if ch.triggers:
                # what their permanent takes from me in my next upkeep, which no blocker stops
                # (Black Vise at 2 life): a line ending before that upkeep would not see it
                s += _term(terms, "upkeep damage", -upkeep_threat(g, p, oid))
            continue
        if "Land" in ch.types and "Creature" not in ch.types:
            lands += 1
            s += _term(terms, "lands", 1.8 if lands <= 6 else 0.4)
            colours |= produces(o.copy_of or o.card)
            continue
        s += _term(terms, "creatures" if "Creature" in ch.types else "other permanents", permanent_value(g, oid))
    # each colour the lands give is a colour of spells the player can cast: the lone Mountain
    # under three Islands is worth far more than a fourth Island (Stone Rain strands the red cards)
    s += _term(terms, "colours", SOLE_COLOUR * len(colours - {"C"}))
    if len(pl.library) < 5:
        s += _term(terms, "library", -(5 - len(pl.library)) * 2.0)
    return s


OUTCOME_MARGIN = 0.01   # how much the board still counts once the game is decided
OUTCOME_TURN = 1.0      # evaluation points a turn sooner (a win) or later (a loss) is worth


def evaluate(g: Game, p: int, standing: float | None = None) -> float:
    """Position value for player p (CR 104 outcomes dominate).

    A decided game still tells its lines apart, far below the outcome itself: a loss that
    comes later, or leaves the opponent lower and my side stronger, beats one that doesn't (an
    opponent who doesn't find the kill, or a draw that saves me, needs me alive and them in
    reach), and a sooner win beats a later one.  Without this, when every line I can imagine
    loses, the search takes whichever it tried first -- a Ball Lightning kept home on the turn
    it could hit for six.

    `standing`: for a game decided in a race the look-ahead played on past its horizon
    (game.ai.search), the value of the position where the race began; the lines that win (or
    lose) it are told apart by how they stood then, not by what the last attack left: of two
    attacks that both win the turn after, the one that leaves the opponent on 1 rather than 3
    is the surer, whatever the boards once the last blow has fallen."""
    if g.over:
        board = _decided_board(g, p) if standing is None else standing
        margin = OUTCOME_MARGIN * board
        if g.winner is None:
            return margin
        if g.winner == p:
            return WIN - OUTCOME_TURN * g.turn + margin
        return -WIN + OUTCOME_TURN * g.turn + margin
    # a board both sides are short of mana on is the creatures' (game.ai.mana_denial): a line
    # that ends after Armageddon sees the lead it locks in, not only the lands it took
    return side_score(g, p) - side_score(g, 1 - p) + board_lock(g, p)


def _decided_board(g: Game, p: int) -> float:
    """The board a decided game leaves, as `evaluate` tells its lines apart by it.  Where p has
    lost, p's hand does not count: a dead player never casts it, and what could have saved p is
    what the opponent needed to finish the kill -- p's life and blockers against their attackers,
    which an opponent who misses a play or a draw must still get past.  Counted, a Roc of Kher
    Ridges kept in hand outscored the same Roc dead blocking, and at 1 life the look-ahead held
    it with four lands open (ladder game 150 against the Sorcerer)."""
    return side_score(g, p, hand=g.winner == p or g.winner is None) - side_score(g, 1 - p)


DECIDED = 0.95 * WIN   # an average this far out: every guess at the hidden cards ended the same way


def gain(a: float, b: float) -> float:
    """How much better a line scored `a` ends than one scored `b`, in the board's terms.

    Where both lines end in the same outcome on every guess (both win, or both lose, before the
    horizon), `evaluate` counts their boards only at OUTCOME_MARGIN: a Banshee that throws
    three of its controller's life at a Grizzly Bears costs a hundredth of the same loss in a
    game still going.  Compared as raw scores, any such difference looks negligible, and the
    look-ahead's verdict gave way to a rule of thumb that spent the life anyway.  Where every
    line loses, the board the loss leaves is all the look-ahead has to go on: it keeps a Crusade
    that would pump the opponent's white fliers in hand, but also a Control Magic the rules of
    thumb would cast on the Sengir Vampire an opponent may then fail to finish it with (ladder
    game 170 against the Apprentice was lost that way, games 26 and 89 against the Sorcerer won).
    That board leaves out the loser's hand (`_decided_board`): a Roc kept is not a Roc that blocks."""
    d = a - b
    if (a >= DECIDED and b >= DECIDED) or (a <= -DECIDED and b <= -DECIDED):
        return d / OUTCOME_MARGIN
    return d
