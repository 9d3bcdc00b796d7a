"""A limited event: a sealed deck or a booster draft, then three rounds of duels.

Seat 0 is the player; the other seats are computer players who open, draft and build their
own decks (game.limited.drafter, game.limited.builder).  The event is data: the packs
opened, the picks made, the decks built and the results, so it can be saved after every
step (game.limited.store) and resumed exactly where it was, mid-pack included.  Everything
random comes from the event's seed: the same seed opens the same packs, and the computer's
picks and decks follow from them.

- Sealed deck: every seat opens the same product (say six Fourth Edition boosters, or a
  starter deck and two boosters) and builds a 40-card deck from it plus basic lands.
- Booster draft: eight seats each open a pack per round; a card is taken from the pack in
  hand and the rest passed on, left in the first and third rounds and right in the second,
  until the packs are empty.
- Then the player plays a match against each of three opponents (by the event's seed), as
  the 1997 game's sealed-deck tournament did.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..cards import CardPool
from ..decks.decklist import Deck
from ..engine.rng import GameRng
from ..modes.decks import DECK, deck_from_dict, deck_to_dict
from ..modes.match import MATCH, Match
from ..storage.saved import SEED, level
from ..storage.schema import Bool, Int, ListOf, Nullable, OneOf, Record, Str, Tuple, check
from .boosters import open_booster, open_starter, product
from .builder import build_deck
from .drafter import Drafter, RatingDrafter

DRAFT_SEATS = 8
SEALED_SEATS = 4
ROUNDS = 3
STARTER = " starter"       # "4ED starter": a starter deck of the set


class EventError(ValueError):
    """An event that can't be set up or an answer it can't take (the message says why)."""


def product_label(item: str) -> str:
    code = item.split()[0]
    return f"{product(code).name} starter deck" if item.endswith(STARTER) else f"{product(code).name} booster"


def product_summary(items: Sequence[str]) -> str:
    """"6 × Fourth Edition booster", "Fourth Edition starter deck, 2 × Fourth Edition booster"."""
    out: list[tuple[str, int]] = []
    for item in items:
        label = product_label(item)
        if out and out[-1][0] == label:
            out[-1] = (label, out[-1][1] + 1)
        else:
            out.append((label, 1))
    return ", ".join(f"{n} × {label}" if n > 1 else label for label, n in out)


def check_items(kind: str, items: Sequence[str], pool: CardPool | None = None) -> list[str]:
    """The product, checked: known sets, starter decks only in sealed and only where the set
    has one, three packs for a draft, and (given the card pool) every card the packs can hold
    playable.  EventError names the problem."""
    out = []
    for raw in items:
        parts = raw.split()
        if not parts:
            raise EventError("an empty product name")
        code = parts[0].upper()
        try:
            p = product(code)
        except ValueError as e:
            raise EventError(str(e)) from None
        starter = len(parts) > 1 and parts[1].lower() == "starter"
        if starter and (kind != "sealed" or p.starter is None):
            raise EventError(f"a {p.name} starter deck can't be opened here" if kind == "sealed"
                             else "a draft is played with boosters only")
        out.append(code + (STARTER if starter else ""))
        if pool is not None:
            missing = sorted(n for n in p.names() if pool.find(n) is None)
            if missing:
                raise EventError(f"{p.name}: {len(missing)} of its cards can't be played yet "
                                 f"({', '.join(missing[:5])}{', …' if len(missing) > 5 else ''})")
    if kind == "draft" and len(out) != ROUNDS:
        raise EventError(f"a draft takes {ROUNDS} packs, one a round (given {len(out)})")
    if kind == "sealed" and not out:
        raise EventError("a sealed deck needs something to open")
    return out


@dataclass
class RoundResult:
    opponent: int                  # the seat played
    wins: tuple[int, int]          # games won by the player, by the opponent
    winner: int | None             # 0: the player, 1: the opponent, None: a draw

    def to_dict(self) -> dict[str, Any]:
        return {"opponent": self.opponent, "wins": list(self.wins), "winner": self.winner}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "RoundResult":
        return cls(d["opponent"], (d["wins"][0], d["wins"][1]), d["winner"])


@dataclass
class Event:
    kind: str                                  # "sealed" or "draft"
    items: list[str]                           # what each seat opens ("4ED", "4ED starter")
    seed: int
    level: str = "apprentice"
    best_of: int = 1
    names: list[str] = field(default_factory=list)
    opened: list[list[list[str]]] = field(default_factory=list)   # [seat][pack] for sealed, [round][seat] draft
    picks: list[list[str]] = field(default_factory=list)          # draft: each seat's picks in order
    decks: list[Deck | None] = field(default_factory=list)
    results: list[RoundResult] = field(default_factory=list)
    current: Match | None = None
    started: str = ""
    event_id: str = ""

    # --- setting up -----------------------------------------------------------------------------
    @classmethod
    def new(cls, kind: str, items: Sequence[str], seed: int, level: str = "apprentice", best_of: int = 1,
            pool: CardPool | None = None) -> "Event":
        if kind not in ("sealed", "draft"):
            raise EventError(f"no event of the kind {kind!r}: sealed or draft")
        items = check_items(kind, items, pool)
        seats = DRAFT_SEATS if kind == "draft" else SEALED_SEATS
        rng = GameRng(seed * 6364136223846793005 + 1442695040888963407)
        ev = cls(kind, list(items), seed, level, best_of,
                 names=["You"] + [f"{OPPONENT_NAMES[i % len(OPPONENT_NAMES)]}" for i in range(seats - 1)],
                 started=time.strftime("%Y-%m-%d %H:%M"), event_id=_new_event_id(kind, seed))
        if kind == "sealed":
            ev.opened = [[_names(open_starter(i.split()[0], rng) if i.endswith(STARTER) else open_booster(i, rng))
                          for i in items] for _ in range(seats)]
        else:
            ev.opened = [[_names(open_booster(code, rng)) for _ in range(seats)] for code in items]
            ev.picks = [[] for _ in range(seats)]
        ev.decks = [None] * seats
        return ev

    @property
    def seats(self) -> int:
        return len(self.names)

    # --- the draft ------------------------------------------------------------------------------
    @property
    def draft_over(self) -> bool:
        return self.kind != "draft" or self.round_of_pick() is None

    def round_of_pick(self) -> tuple[int, int] | None:
        """(round, pick within it) of the next pick, or None when the draft is over."""
        made = len(self.picks[0]) if self.picks else 0
        for r, packs in enumerate(self.opened):
            size = len(packs[0])
            if made < size:
                return r, made
            made -= size
        return None

    def direction(self, rnd: int) -> int:
        """+1: passed left (to the next seat), -1: passed right (CR-free, the draft's custom)."""
        return -1 if rnd % 2 else 1

    def holder_origin(self, seat: int, rnd: int, pick: int) -> int:
        """The seat whose pack `seat` holds at that pick."""
        return (seat - self.direction(rnd) * pick) % self.seats

    def pack_in_hand(self, seat: int) -> list[str]:
        """What is left of the pack the seat holds now (empty when the draft is over)."""
        at = self.round_of_pick()
        if at is None:
            return []
        rnd, pick = at
        return self.pack_left(rnd, self.holder_origin(seat, rnd, pick), pick)

    def pack_left(self, rnd: int, origin: int, pick: int) -> list[str]:
        """The pack `origin` opened in round `rnd`, after `pick` picks have been made from it."""
        left = list(self.opened[rnd][origin])
        for k in range(pick):
            name = self._pick_at(self.holder_at(origin, rnd, k), rnd, k)
            left.remove(name)
        return left

    def holder_at(self, origin: int, rnd: int, pick: int) -> int:
        """The seat holding `origin`'s pack at that pick."""
        return (origin + self.direction(rnd) * pick) % self.seats

    def _pick_at(self, seat: int, rnd: int, pick: int) -> str:
        before = sum(len(self.opened[r][0]) for r in range(rnd))
        return self.picks[seat][before + pick]

    def taken_since_seen(self, seat: int = 0) -> list[str]:
        """The cards taken from the pack in the seat's hand since the seat last held it (all
        taken so far, when it sees the pack for the first time)."""
        at = self.round_of_pick()
        if at is None:
            return []
        rnd, pick = at
        origin = self.holder_origin(seat, rnd, pick)
        last = pick - self.seats
        first = last + 1 if last >= 0 else 0
        return [self._pick_at(self.holder_at(origin, rnd, k), rnd, k) for k in range(first, pick)]

    def pick(self, choice: str, pool: CardPool, drafters: Sequence[Drafter | None] | None = None) -> None:
        """The player takes `choice` from the pack in hand and every computer seat picks at
        the same time; then the packs move on.  EventError when the card isn't in the pack."""
        at = self.round_of_pick()
        if at is None:
            raise EventError("the draft is over")
        hand = self.pack_in_hand(0)
        if choice not in hand:
            raise EventError(f"{choice} is not in the pack")
        chosen = [choice]
        for seat in range(1, self.seats):
            pack = self.pack_in_hand(seat)
            drafter = (drafters[seat] if drafters is not None else None) or COMPUTER_DRAFTER
            cards = [pool.get(n) for n in pack]
            i = drafter.pick(cards, [pool.get(n) for n in self.picks[seat]])
            chosen.append(pack[i])
        for seat, name in enumerate(chosen):
            self.picks[seat].append(name)

    def computer_pick_for_player(self, pool: CardPool, drafter: Drafter | None = None) -> str:
        """The card the computer would take for the player (the headless event's autopilot)."""
        pack = self.pack_in_hand(0)
        i = (drafter or COMPUTER_DRAFTER).pick([pool.get(n) for n in pack], [pool.get(n) for n in self.picks[0]])
        return pack[i]

    # --- pools and decks --------------------------------------------------------------------------
    def pool_of(self, seat: int) -> list[str]:
        """The cards a seat builds from: its sealed product, or its picks."""
        if self.kind == "sealed":
            return [n for pack in self.opened[seat] for n in pack]
        return list(self.picks[seat])

    def build_computer_decks(self, pool: CardPool) -> None:
        """Every computer seat builds its deck (once the draft is over)."""
        if not self.draft_over:
            raise EventError("the draft isn't over")
        for seat in range(1, self.seats):
            if self.decks[seat] is None:
                self.decks[seat] = build_deck([pool.get(n) for n in self.pool_of(seat)], f"{self.names[seat]}'s deck")

    def set_player_deck(self, deck: Deck, pool: CardPool) -> None:
        """The player's deck: 40 cards or more, only cards of the pool plus basic lands."""
        problems = deck_problems(deck, self.pool_of(0), pool)
        if problems:
            raise EventError("; ".join(problems))
        self.decks[0] = deck

    # --- the rounds -------------------------------------------------------------------------------
    def opponents(self) -> list[int]:
        """The seats the player meets, round by round (by the event's seed)."""
        seats = list(range(1, self.seats))
        GameRng(self.seed * 31 + 7).shuffle(seats)
        return seats[:ROUNDS]

    @property
    def round(self) -> int:
        return len(self.results)

    @property
    def phase(self) -> str:
        """"draft", "build", "play" or "over"."""
        if not self.draft_over:
            return "draft"
        if any(d is None for d in self.decks):
            return "build"
        if self.round < ROUNDS:
            return "play"
        return "over"

    def next_match(self) -> Match:
        """The match of the current round (kept in `current` until it is recorded)."""
        from ..modes.match import MatchConfig
        if self.phase != "play":
            raise EventError(f"no match to play: the event is at {self.phase}")
        if self.current is None:
            opp = self.opponents()[self.round]
            deck0, deck1 = self.decks[0], self.decks[opp]
            assert deck0 is not None and deck1 is not None
            self.current = Match(MatchConfig(deck0, deck1, self.level, self.best_of,
                                             seed=(self.seed * 1009 + self.round * 7919 + 3) % 2_147_483_647))
        return self.current

    def record_match(self, match: Match) -> RoundResult:
        res = RoundResult(self.opponents()[self.round], match.wins, match.winner)
        self.results.append(res)
        self.current = None
        return res

    @property
    def record(self) -> tuple[int, int, int]:
        """Matches won, lost and drawn."""
        return (sum(1 for r in self.results if r.winner == 0), sum(1 for r in self.results if r.winner == 1),
                sum(1 for r in self.results if r.winner is None))

    # --- saving -----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "items": self.items, "seed": self.seed, "level": self.level,
                "best_of": self.best_of, "names": self.names, "opened": self.opened, "picks": self.picks,
                "decks": [deck_to_dict(d) if d is not None else None for d in self.decks],
                "results": [r.to_dict() for r in self.results],
                "current": self.current.to_dict() if self.current is not None else None,
                "started": self.started, "event_id": self.event_id}

    @classmethod
    def from_dict(cls, data: Any) -> "Event":
        """The event of a saved dict (checked against `EVENT`; `Invalid` names what is wrong,
        EventError when the parts don't fit together)."""
        d = check(EVENT, data)
        ev = cls(d["kind"], d["items"], d["seed"], d["level"], d["best_of"], d["names"], d["opened"], d["picks"],
                 [deck_from_dict(x) if x is not None else None for x in d["decks"]],
                 [RoundResult.from_dict(r) for r in d["results"]],
                 Match.from_dict(d["current"]) if d["current"] else None, d["started"], d["event_id"])
        ev._check_consistent()
        return ev

    def _check_consistent(self) -> None:
        n = self.seats
        if len(self.decks) != n:
            raise EventError(f"{len(self.decks)} decks for {n} seats")
        if self.kind == "draft":
            if len(self.opened) != ROUNDS or any(len(r) != n for r in self.opened) or len(self.picks) != n:
                raise EventError("the draft's packs don't match its seats")
            if len({len(p) for p in self.picks}) != 1:
                raise EventError("the seats have made different numbers of picks")
            try:
                total = sum(len(r[0]) for r in self.opened)
                if len(self.picks[0]) > total:
                    raise EventError("more picks than cards in the packs")
                at = self.round_of_pick()
                done = [(r, len(self.opened[r][0])) for r in range(ROUNDS)] if at is None else \
                    [(r, len(self.opened[r][0])) for r in range(at[0])] + [at]
                for rnd, k in done:                    # every pick came out of its pack
                    for origin in range(n):
                        self.pack_left(rnd, origin, k)
            except ValueError as e:
                raise EventError(f"a pick that wasn't in its pack ({e})") from None
        elif len(self.opened) != n:
            raise EventError("the sealed pools don't match the seats")


def _names(cards: list[tuple[str, str]]) -> list[str]:
    return [n for n, _ in cards]


def deck_problems(deck: Deck, pool_names: Sequence[str], pool: CardPool) -> list[str]:
    """Why a deck can't be played in the event: fewer than 40 cards, or cards that aren't in
    the player's pool (basic lands are free)."""
    out = []
    if deck.size < 40:
        out.append(f"the deck has {deck.size} cards; a limited deck has at least 40")
    have: dict[str, int] = {}
    for n in pool_names:
        have[n] = have.get(n, 0) + 1
    for e in deck.main + deck.sideboard:
        card = pool.find(e.name)
        if card is not None and "Basic" in card.supertypes and "Land" in card.types:
            continue
        name = card.name if card is not None else e.name
        have[name] = have.get(name, 0) - e.count
        if have[name] < 0:
            out.append(f"{-have[name]} {name} more than the pool holds")
            have[name] = 0
    return out


OPPONENT_NAMES = ("Ravidel", "Sandruu", "Kadena", "Ith", "Jedit", "Lady Orca", "Baron Sengir")
COMPUTER_DRAFTER = RatingDrafter()

_NAMES = ListOf(Str(200), 0, 100)
EVENT = Record({"kind": OneOf("sealed", "draft"), "items": ListOf(Str(40), 1, 12), "seed": SEED,
                "names": ListOf(Str(60), 2, DRAFT_SEATS), "opened": ListOf(ListOf(_NAMES, 1, 12), 1, DRAFT_SEATS)},
               optional={"level": ("apprentice", level()), "best_of": (1, OneOf(1, 3)),
                         "picks": ([], ListOf(ListOf(Str(200), 0, 200), 0, DRAFT_SEATS)),
                         "decks": ([], ListOf(Nullable(DECK), 0, DRAFT_SEATS)),
                         "results": ([], ListOf(Record({"opponent": Int(1, DRAFT_SEATS - 1),
                                                        "wins": Tuple(Int(0, 10), Int(0, 10)),
                                                        "winner": Nullable(OneOf(0, 1))}), 0, ROUNDS)),
                         "current": (None, Nullable(MATCH)), "started": ("", Str(40)), "event_id": ("", Str(80))})


def _new_event_id(kind: str, seed: int) -> str:
    """A name for a new event's file that no other event has: a past event played again with
    the same packs (the same kind and seed) within the same second as it was first started
    (or as the last replay) would otherwise take its file and overwrite its results."""
    ns = time.time_ns()
    stamp = time.strftime("%Y%m%d%H%M%S", time.localtime(ns // 1_000_000_000))
    return f"{kind}-{seed}-{stamp}-{ns % 1_000_000_000:09d}"
