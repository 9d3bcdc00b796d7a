"""A limited event played through without a window: the computer makes the player's picks
and builds the player's deck, and plays the player's seat in the duels.  Used by
`python -m game.limited ... --headless` and the drafter benchmark (tools/limited_bench.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

from ..ai import make_player
from ..cards import CardPool
from ..decks.decklist import Deck
from ..engine.game import Game
from ..modes.match import Match
from ..modes.setup import build_game
from .builder import build_deck
from .event import Event, product_summary
from .store import save_event

RULES = {"turn_cap": 60}


def play_game(decks: tuple[Deck, Deck], levels: tuple[str, str], seed: int, pool: CardPool,
              first_player: int | None = None, max_decisions: int = 20000) -> Game:
    """One duel between two computer players (seat 0 first when `first_player` is 0)."""
    g = build_game(decks, seed, pool, dict(RULES), first_player)
    players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
    n = 0
    while not g.over and g.pending is not None and n < max_decisions:
        g.apply(players[g.pending.decision.player].choose_action(g))
        n += 1
    return g


def play_match(match: Match, pool: CardPool, on_game: Callable[[Match], None] | None = None) -> Match:
    """Play a match to its end, both seats at the match's level (whoever chooses plays first,
    CR 103.1); both computer players sideboard between games."""
    lv = match.config.level
    while not match.over:
        chooser = match.next_chooser()
        g = play_game((match.player_deck, match.opponent_deck), (lv, lv), match.game_seed(), pool,
                      first_player=chooser)
        match.record(g, chooser, computer_seats=(0, 1), pool=pool)
        if on_game is not None:
            on_game(match)
    return match


def run_event(ev: Event, pool: CardPool, say: Callable[[str], None] = print, folder: Path | None = None) -> Event:
    """Play the event from wherever it stands to its end, saving after every step when a
    folder is given."""
    def save() -> None:
        if folder is not None:
            save_event(ev, folder)

    save()
    while ev.phase == "draft":
        ev.pick(ev.computer_pick_for_player(pool), pool)
        save()
    if ev.phase == "build":
        if ev.decks[0] is None:
            ev.set_player_deck(build_deck([pool.get(n) for n in ev.pool_of(0)], "Your deck"), pool)
        ev.build_computer_decks(pool)
        save()
    while ev.phase == "play":
        m = ev.next_match()
        play_match(m, pool, on_game=lambda _m: save())
        res = ev.record_match(m)
        say(f"Round {len(ev.results)}: You vs {ev.names[res.opponent]}: {res.wins[0]}-{res.wins[1]} — "
            f"{'you win' if res.winner == 0 else 'you lose' if res.winner == 1 else 'a draw'}")
        save()
    return ev


def describe(ev: Event, pool: CardPool) -> list[str]:
    """The event as text: what each seat opened or picked, and the decks."""
    lines = [f"{'Sealed deck' if ev.kind == 'sealed' else 'Booster draft'}: {product_summary(ev.items)} "
             f"(seed {ev.seed}, {ev.seats} seats)"]
    for seat in range(ev.seats):
        lines.append(f"== {ev.names[seat]} ==")
        if ev.kind == "sealed":
            for i, pack in enumerate(ev.opened[seat]):
                lines.append(f"  {ev.items[i]} #{i + 1}: {', '.join(pack)}")
        else:
            start = 0
            for rnd, packs in enumerate(ev.opened):
                size = len(packs[0])
                picks = ev.picks[seat][start:start + size]
                lines.append(f"  pack {rnd + 1} picks: {', '.join(f'{k + 1}. {n}' for k, n in enumerate(picks))}")
                start += size
        deck = ev.decks[seat]
        if deck is not None:
            lines.append(f"  deck ({deck.size} cards, {deck.description}): "
                         f"{', '.join(f'{e.count} {e.name}' for e in deck.main)}")
    return lines


def summary(ev: Event) -> str:
    w, l, d = ev.record
    return f"Event over: {w} won, {l} lost" + (f", {d} drawn" if d else "")


def headless_event(kind: str, items: Sequence[str], seed: int, pool: CardPool, level: str = "apprentice",
                   best_of: int = 1, say: Callable[[str], None] = print, folder: Path | None = None) -> Event:
    ev = Event.new(kind, items, seed, level, best_of, pool)
    run_event(ev, pool, lambda _s: None, folder)
    for line in describe(ev, pool):
        say(line)
    for i, res in enumerate(ev.results):
        say(f"Round {i + 1}: You vs {ev.names[res.opponent]}: {res.wins[0]}-{res.wins[1]} — "
            f"{'you win' if res.winner == 0 else 'you lose' if res.winner == 1 else 'a draw'}")
    say(summary(ev))
    return ev
