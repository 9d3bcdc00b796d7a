"""A match against one computer opponent: a single game or the best of three.

CR 103.1: in the first game of a match the players determine who chooses by any agreeable
method (the table tosses a coin); in a match of several games the loser of the previous
game chooses who takes the first turn, and after a draw the player who made the choice in
that game chooses again.  The computer always chooses to play first.

Between games the player may swap cards with their sideboard (CR 100.4a: up to 15 cards);
`Match.player_deck` is the deck as it stands for the next game.  The computer sideboards too,
against what it saw of the player's deck in the games before (each `GameResult.shown` keeps
the cards of each seat the other could see; game.ai.sideboarding judges the swap):
`Match.opponent_deck` is its deck for the next game.  When the match is played
for ante (CR 407), each game's ante goes to its winner: `ante_won` and `ante_lost` record
the cards.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from ..ai.sideboarding import cards_shown, plan
from ..cards import CardPool, default_pool
from ..decks.decklist import Deck
from ..decks.draft import DeckDraft
from ..engine.game import Game
from ..storage.saved import FORMAT, SEAT, SEED, TURN, level
from ..storage.schema import Bool, Int, ListOf, Nullable, OneOf, Record, Str, Tuple, check
from .decks import DECK, deck_from_dict, deck_to_dict

YOU, OPPONENT = 0, 1


@dataclass
class MatchConfig:
    player_deck: Deck
    opponent_deck: Deck
    level: str = "apprentice"
    best_of: int = 1
    ante: bool = False
    fmt: str = "normal"            # "normal" or "commander"
    mana_burn: bool = False
    seed: int = 0

    def rules(self) -> dict[str, Any]:
        return {"format": self.fmt, "ante": self.ante, "mana_burn": self.mana_burn}

    def to_dict(self) -> dict[str, Any]:
        return {"player_deck": deck_to_dict(self.player_deck), "opponent_deck": deck_to_dict(self.opponent_deck),
                "level": self.level, "best_of": self.best_of, "ante": self.ante, "fmt": self.fmt,
                "mana_burn": self.mana_burn, "seed": self.seed}

    @classmethod
    def from_dict(cls, d: Any) -> "MatchConfig":
        d = check(CONFIG, d)
        return cls(deck_from_dict(d["player_deck"]), deck_from_dict(d["opponent_deck"]), d["level"], d["best_of"],
                   d["ante"], d["fmt"], d["mana_burn"], d["seed"])


@dataclass
class GameResult:
    winner: int | None             # YOU, OPPONENT or None (a draw)
    turns: int
    first_player: int
    reason: str = ""
    chooser: int | None = None     # who chose the first player (None: the coin toss)
    ante: list[tuple[int, str]] = field(default_factory=list)    # (owner, card) anted this game
    # per seat, the names of its cards the other seat saw (played, cast, revealed, in a public zone);
    # empty in a game saved before this was kept
    shown: list[list[str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "turns": self.turns, "first_player": self.first_player, "reason": self.reason,
                "chooser": self.chooser, "ante": [list(a) for a in self.ante], "shown": [list(x) for x in self.shown]}

    @classmethod
    def from_dict(cls, d: Any) -> "GameResult":
        d = check(RESULT, d)
        return cls(d["winner"], d["turns"], d["first_player"], d["reason"], d["chooser"],
                   [(o, n) for o, n in d["ante"]], [list(x) for x in d["shown"]])


class Match:
    def __init__(self, config: MatchConfig) -> None:
        self.config = config
        self.results: list[GameResult] = []
        self.player_deck: Deck = config.player_deck       # after sideboarding
        self.opponent_deck: Deck = config.opponent_deck   # after the computer's sideboarding
        self.conceded = False

    # --- the score ----------------------------------------------------------------------------------
    @property
    def wins(self) -> tuple[int, int]:
        return (sum(1 for r in self.results if r.winner == YOU), sum(1 for r in self.results if r.winner == OPPONENT))

    @property
    def needed(self) -> int:
        return self.config.best_of // 2 + 1

    @property
    def over(self) -> bool:
        if self.conceded:
            return True
        a, b = self.wins
        if max(a, b) >= self.needed:
            return True
        # draws don't count: a match with too many of them ends on the score (CR 100.6 leaves it to the event)
        return len(self.results) >= self.config.best_of + 2

    @property
    def winner(self) -> int | None:
        if not self.over:
            return None
        if self.conceded:
            return OPPONENT
        a, b = self.wins
        return YOU if a > b else OPPONENT if b > a else None

    @property
    def game_number(self) -> int:
        """The number of the next game (1 for the first)."""
        return len(self.results) + 1

    # --- who plays first (CR 103.1) ------------------------------------------------------------------
    def next_chooser(self) -> int | None:
        """Who chooses who plays first in the next game: None for the first game (the coin toss),
        else the loser of the previous game, or after a draw whoever chose in that game."""
        if not self.results:
            return None
        last = self.results[-1]
        if last.winner is None:
            return last.chooser if last.chooser is not None else last.first_player
        return 1 - last.winner

    def game_seed(self, index: int | None = None) -> int:
        i = len(self.results) if index is None else index
        return (self.config.seed * 7919 + i * 104729) % 2_147_483_647

    # --- recording ----------------------------------------------------------------------------------------
    def record(self, g: Game, chooser: int | None, computer_seats: Sequence[int] = (OPPONENT,),
               pool: CardPool | None = None) -> GameResult:
        """Record a finished game (its winner takes the ante); before the next game the computer
        players (`computer_seats`) sideboard against what they saw."""
        ante = [(g.objects[oid].owner, g.objects[oid].card.name) for p in g.players for oid in p.ante]
        res = GameResult(g.winner if g.over else None, g.turn, g.first_player, g.end_reason, chooser, ante,
                         [cards_shown(g, seat) for seat in (YOU, OPPONENT)])
        self.results.append(res)
        if not self.over:
            for seat in computer_seats:
                deck = self.sideboarded(seat, pool)
                if seat == YOU:
                    self.player_deck = deck
                else:
                    self.opponent_deck = deck
        return res

    @property
    def opponent_swaps(self) -> int:
        """How many cards the computer has swapped with its sideboard for the next game."""
        return sum((Counter(self.opponent_deck.card_names()) - Counter(self.config.opponent_deck.card_names())).values())

    def seen_of(self, seat: int) -> list[str]:
        """The cards of `seat` its opponent has seen in this match: each name as many times as the
        most copies of it shown in one game."""
        most: Counter[str] = Counter()
        for r in self.results:
            if len(r.shown) > seat:
                most |= Counter(r.shown[seat])
        return sorted(most.elements())

    def sideboarded(self, seat: int, pool: CardPool | None = None) -> Deck:
        """The deck a computer player brings to the next game: its deck as the match began, with
        the swaps its sideboard judgement makes against the opponent's cards seen so far
        (CR 100.4a; a Commander deck has no sideboard to play with)."""
        deck = self.config.player_deck if seat == YOU else self.config.opponent_deck
        if not deck.sideboard or self.config.fmt == "commander":
            return deck
        pool = pool or default_pool()
        seen = [c for n in self.seen_of(1 - seat) if (c := pool.find(n)) is not None]
        main = [c for n in deck.card_names() if (c := pool.find(n)) is not None]
        side = [c for e in deck.sideboard for _ in range(e.count) if (c := pool.find(e.name)) is not None]
        if len(main) != deck.size or len(side) != sum(e.count for e in deck.sideboard):
            return deck                       # a card this pool doesn't know: the deck plays as it is
        swap = plan(main, side, seen)
        if not swap.ins:
            return deck
        draft = DeckDraft.from_deck(deck, pool)
        for name in swap.ins:
            draft.move(name, "main")
        for name in swap.outs:
            draft.move(name, "side")
        new = draft.to_deck()
        return replace(deck, main=new.main, sideboard=new.sideboard)

    def concede(self) -> None:
        self.conceded = True

    @property
    def ante_won(self) -> list[str]:
        """The opponent's ante cards from the games you won (the winner takes the ante, CR 407)."""
        return [name for r in self.results if r.winner == YOU for owner, name in r.ante if owner == OPPONENT]

    @property
    def ante_lost(self) -> list[str]:
        return [name for r in self.results if r.winner == OPPONENT for owner, name in r.ante if owner == YOU]

    def score_text(self, opponent: str = "Opponent") -> str:
        a, b = self.wins
        return f"You {a} – {b} {opponent}"

    # --- saving -------------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"config": self.config.to_dict(), "results": [r.to_dict() for r in self.results],
                "player_deck": deck_to_dict(self.player_deck), "opponent_deck": deck_to_dict(self.opponent_deck),
                "conceded": self.conceded}

    @classmethod
    def from_dict(cls, d: Any) -> "Match":
        """The match of a saved dict (checked against `MATCH`: `Invalid` names what is wrong)."""
        d = check(MATCH, d)
        m = cls(MatchConfig.from_dict(d["config"]))
        m.results = [GameResult.from_dict(r) for r in d["results"]]
        if d["player_deck"]:
            m.player_deck = deck_from_dict(d["player_deck"])
        if d["opponent_deck"]:
            m.opponent_deck = deck_from_dict(d["opponent_deck"])
        m.conceded = d["conceded"]
        return m


# what a saved match may hold (game.storage.schema)
CONFIG = Record({"player_deck": DECK, "opponent_deck": DECK},
                optional={"level": ("apprentice", level()), "best_of": (1, OneOf(1, 3)), "ante": (False, Bool()),
                          "fmt": ("normal", FORMAT), "mana_burn": (False, Bool()), "seed": (0, SEED)})
RESULT = Record({"winner": Nullable(SEAT)},
                optional={"turns": (0, TURN), "first_player": (0, SEAT), "reason": ("", Str(500)),
                          "chooser": (None, Nullable(SEAT)), "ante": ([], ListOf(Tuple(SEAT, Str(200)), 0, 20)),
                          "shown": ([], ListOf(ListOf(Str(200), 0, 500), 0, 2))})
MATCH = Record({"config": CONFIG},
               optional={"results": ([], ListOf(RESULT, 0, 10)), "player_deck": (None, Nullable(DECK)),
                         "opponent_deck": (None, Nullable(DECK)), "conceded": (False, Bool())})
