"""Hidden information (CR 400.2): what one player can see, and games consistent with it.

Libraries and hands are hidden zones: a player knows the cards in their own hand, how many
cards each hand and library holds, and everything in the public zones — not the order of
any library nor the cards in the opponent's hand.  Two tools keep a client to that:

- `view_for(g, player)`: a read-only observation of the game as that player sees it (the
  OpenSpiel "observation"); hidden cards are counted, never named.
- `determinize(g, player, rng)`: a copy of the game in which every card the player can't
  know has been dealt again at random — the opponent's hand and library together, and every
  library's order — while everything the player knows stays where it is (OpenSpiel's
  "resample from information state").  A computer player thinks on such copies only, so
  it can't peek; the game it was made from is untouched.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Iterable

from .carddef import CardDef
from .control import controller_of_player
from .outcome import Outcome
from .rng import GameRng
from .subgame import enclosing

if TYPE_CHECKING:
    from .game import Game
    from .state import GameState

HIDDEN_ZONES = ("hand", "library")


@dataclass(frozen=True, slots=True)
class CardView:
    """A card the viewer can see: on the battlefield, on the stack, in a public zone, or in
    their own hand.  `card` is None for a face-down permanent or spell of the opponent
    (CR 708.5: its controller may look at it, nobody else)."""
    id: int
    card: CardDef | None
    owner: int
    controller: int
    zone: str
    tapped: bool = False
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as the viewer sees them.  `hand` lists the cards only for the viewer
    themselves (None for the opponent: only `hand_size` is known); libraries are sizes."""
    index: int
    life: int
    poison: int
    hand: tuple[int, ...] | None
    hand_size: int
    library_size: int
    graveyard: tuple[int, ...]
    exile: tuple[int, ...]
    command: tuple[int, ...]
    ante: tuple[int, ...]
    library_top: int | None = None   # the top card of the library, when it is revealed to all (Field of Dreams)


@dataclass(frozen=True, slots=True)
class GameView:
    """The game as `viewer` sees it: public zones, their own hand, counts of the rest."""
    viewer: int
    turn: int
    active: int
    step: str
    players: tuple[PlayerView, PlayerView]
    battlefield: tuple[int, ...]
    stack: tuple[int, ...]            # the sources of the spells and abilities on the stack
    cards: dict[int, CardView]        # every object the viewer can see, by id
    outcome: Outcome | None
    # which game this is (CR 728): () for the main game; in a subgame, the cards that began
    # each subgame around it, outermost first, and the life totals of each game around it
    subgame: tuple[str, ...] = ()
    outer_life: tuple[tuple[int, int], ...] = ()

    @property
    def title(self) -> str:
        """"Subgame — Shahrazad" (a subgame of a subgame: "Subgame of a subgame — Shahrazad");
        "" for the main game."""
        if not self.subgame:
            return ""
        depth = "Subgame" + " of a subgame" * (len(self.subgame) - 1)
        return f"{depth} — {self.subgame[-1]}"

    def card(self, oid: int) -> CardView | None:
        """The card with that id if the viewer can see it; None for a hidden card."""
        return self.cards.get(oid)

    def sees(self, oid: int) -> bool:
        return oid in self.cards


def view_for(g: "GameState", player: int, revealed: frozenset[int] = frozenset(),
             shown: frozenset[int] = frozenset()) -> GameView:
    """What `player` observes of the game (CR 400.2: hands and libraries are hidden), what a player
    they control sees (CR 720.4), the hands of the players in `revealed`, who play with their
    hands revealed (Revelation), and the cards of hidden zones in `shown`, revealed to all (the top
    card of a library under Field of Dreams, a card played revealed in a hand)."""
    cards: dict[int, CardView] = {}
    sees_for = {player} | {q for q in range(len(g.players)) if controller_of_player(g, q) == player}
    for o in g.objects.values():
        hidden = o.zone == "library" or (o.zone == "hand" and o.owner not in sees_for and o.owner not in revealed)
        if hidden and o.id not in shown:
            continue
        # a face-down permanent or spell: its controller may look at it (CR 708.5); a card exiled
        # face down: nobody may (CR 406.3)
        hidden_face = o.face_down and (o.zone == "exile" or o.controller not in sees_for)
        cards[o.id] = CardView(o.id, None if hidden_face else o.card, o.owner, o.controller, o.zone, o.tapped,
                               o.face_down)
    players = tuple(PlayerView(p.idx, p.life, p.poison, tuple(p.hand) if p.idx in sees_for or p.idx in revealed
                               else None, len(p.hand),
                               len(p.library), tuple(p.graveyard), tuple(p.exile), tuple(p.command), tuple(p.ante),
                               p.library[0] if p.library and p.library[0] in shown else None)
                    for p in g.players)
    outer = enclosing(g)   # type: ignore[arg-type]
    return GameView(player, g.turn, g.active, g.step, players, tuple(g.battlefield),  # type: ignore[arg-type]
                    tuple(s.source for s in g.stack), cards, g.outcome, tuple(t for t, _ in outer),
                    tuple((m.players[0].life, m.players[1].life) for _, m in outer))


# --- determinization ---------------------------------------------------------------------------

def known_cards(g: "GameState", player: int) -> set[int]:
    """Cards in hidden zones that `player` knows anyway: their own hand, the commanders
    (public in the command zone, CR 903.3), the cards a decision of theirs shows them
    (searching a library, looking at its top cards), and the hand of a player they control."""
    known = set(g.players[player].hand)
    known |= {o.id for o in g.objects.values() if o.is_commander}
    # the controller of another player sees what that player sees: their hand (CR 720.4)
    for other in (0, 1):
        if other != player and controller_of_player(g, other) == player:
            known |= set(g.players[other].hand)
    revealed = g.revealed_hands() if hasattr(g, "revealed_hands") else frozenset()
    for p in revealed:   # hands played revealed (Revelation) are known to everyone
        known |= set(g.players[p].hand)
    if hasattr(g, "revealed_cards"):   # a library's revealed top card, a card revealed in a hand
        known |= g.revealed_cards()
    pend = g.pending
    if pend is not None and pend.decision.player == player:
        known |= set(_ids_in(pend.decision.options))
    return known


def _ids_in(options: Iterable) -> Iterable[int]:
    for opt in options:
        if isinstance(opt, int) and not isinstance(opt, bool):
            yield opt
        elif isinstance(opt, tuple):
            yield from _ids_in(opt)


def determinize(g: "Game", player: int, rng: GameRng) -> "Game":
    """A copy of `g` consistent with what `player` knows, the unknown cards dealt again from
    `rng`: the opponent's hand and library are shuffled together and dealt back (the hand
    keeps its size), the player's own library is shuffled, and the game's random stream is
    replaced, so the copy's future draws are guesses too.  Known cards stay in place.  The
    position a pending process replays from (`Pending.base_state`) is dealt the same way, so
    answering a decision on the copy never brings the real hidden cards back."""
    c = g.clone()
    c.halt_at = None     # a harness's stop is not part of the game a player imagines
    known = known_cards(g, player)
    op = c.players[1 - player]
    # (the order of the shuffles is fixed: the same rng gives the same deal)
    theirs = _redeal(c, [(op, "hand"), (op, "library")], known, rng)
    mine = _redeal(c, [(c.players[player], "library")], known, rng)
    masks = _guess_face_down(c, player, known, rng)
    seed = rng.next_u64()
    c.rng = GameRng(seed)
    c.invalidate()
    if c.pending is not None and c.pending.base_state is not None:
        c.pending = _redeal_pending(c.pending, theirs, mine, masks, player, seed)
    return c


def _guess_face_down(c: "GameState", player: int, known: set[int], rng: GameRng) -> list[tuple[int, int]]:
    """The opponent's face-down permanents and spells are hidden too (CR 708.5): each one's
    card changes places with a card of the opponent's unknown hand and library, or keeps its
    own, at random.  Returns the (face-down, hidden card) pairs whose cards were swapped."""
    opp = 1 - player
    pool = [oid for oid in c.players[opp].hand + c.players[opp].library if oid not in known]
    own = [oid for oid in c.players[player].library if oid not in known]
    swaps = []
    for o in sorted(c.objects.values(), key=lambda o: o.id):
        hidden = o.face_down and o.controller == opp and o.zone in ("battlefield", "stack")
        # a card exiled face down is hidden from its owner too (CR 406.3): it could be any unknown card of theirs
        exiled = o.face_down and o.zone == "exile"
        pool_of = own if exiled and o.owner == player else pool
        if not (hidden or exiled) or not pool_of:
            continue
        j = rng.randbelow(len(pool_of) + 1)
        if j < len(pool_of):
            _swap_cards(c, o.id, pool_of[j])
            swaps.append((o.id, pool_of[j]))
    return swaps


def _swap_cards(state: "GameState", a: int, b: int) -> None:
    oa, ob = state.objects.get(a), state.objects.get(b)
    if oa is not None and ob is not None:
        oa.card, ob.card = ob.card, oa.card


def _redeal(c: "GameState", zones: list, known: set[int], rng: GameRng) -> dict[int, int]:
    """Shuffle the unknown cards of these zones among their places; returns which card now
    stands in each moved card's place."""
    slots = [(pl, zone, i) for pl, zone in zones for i, oid in enumerate(getattr(pl, zone)) if oid not in known]
    ids = [getattr(pl, zone)[i] for pl, zone, i in slots]
    before = list(ids)
    rng.shuffle(ids)
    for (pl, zone, i), oid in zip(slots, ids):
        getattr(pl, zone)[i] = oid
        c.objects[oid].zone = zone
    return dict(zip(before, ids))


def _redeal_pending(pend, theirs: dict[int, int], mine: dict[int, int], masks: list[tuple[int, int]],  # type: ignore[no-untyped-def]
                    player: int, seed: int):
    base = _redeal_pending(pend.base, theirs, mine, masks, player, seed) if pend.base is not None else None
    state = pend.base_state
    if state is not None:
        state = state.clone()
        op, me = state.players[1 - player], state.players[player]
        _move(state, [(op, "hand"), (op, "library")], theirs)
        _move(state, [(me, "library")], mine)
        for a, b in masks:
            _swap_cards(state, a, b)
        state.rng = GameRng(seed)
        state.invalidate()
    return replace(pend, base=base, base_state=state)


def _move(state: "GameState", zones: list, moves: dict[int, int]) -> None:
    """Deal an earlier position the same way: each card's place goes to the card that took
    it in the dealt copy.  Only cards hidden in these zones then too are moved (the dealt
    permutation restricted to them, following each cycle back into the set), so the earlier
    position still holds exactly its own cards."""
    present = {oid for pl, zone in zones for oid in getattr(pl, zone)}
    subset = present & set(moves)
    induced = {}
    for x in subset:
        y = moves[x]
        while y not in subset:
            y = moves[y]
        induced[x] = y
    for pl, zone in zones:
        lst = getattr(pl, zone)
        for i, oid in enumerate(lst):
            if oid in induced:
                lst[i] = induced[oid]
                state.objects[lst[i]].zone = zone
