"""What the deck builder tells about a deck: its mana curve and colours, whether its mana
sources match the colours its spells ask for, and a "goldfish" test.

The goldfish test plays the deck alone, many times: shuffle, draw seven (mulligan a hand
with fewer than two or more than five lands, London style: draw seven, put one on the
bottom), then for six turns on the play draw, play a land (the one that adds a colour the
hand needs), and cast what the lands can pay for, biggest first.  Over 1,000 games it
reports how often the deck has all its colours by turn 3 and 5, hits its land drops,
and casts a spell on curve (a spell of mana value N on turn N).  Creatures and artifacts
that tap for mana count as sources from the turn after they are cast.

No pygame; the builder scene runs `goldfish` off the frame loop.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..engine.carddef import CardDef
from ..engine.card_mana import can_pay as _can_pay, colour_symbols, is_land, is_mana_source, produces
from ..engine.terms import COLORS

COLOURS = "".join(COLORS)


# --- curve and colours -------------------------------------------------------------------------------

def mana_curve(cards: Iterable[CardDef], top: int = 7) -> list[int]:
    """How many nonland cards of each mana value: index 0..top (top = "top or more")."""
    curve = [0] * (top + 1)
    for c in cards:
        if not is_land(c):
            curve[min(top, c.mana_value)] += 1
    return curve


def colour_counts(cards: Iterable[CardDef]) -> dict[str, int]:
    """How many cards of each colour ("C" colourless nonland, "L" lands); a gold card counts
    once for each of its colours."""
    out = {c: 0 for c in COLOURS + "CL"}
    for c in cards:
        if is_land(c):
            out["L"] += 1
        elif not c.colors:
            out["C"] += 1
        else:
            for col in c.colors:
                out[col] += 1
    return out


def deck_colours(cards: Iterable[CardDef]) -> str:
    """The colours the deck's spells ask for, in WUBRG order."""
    need = set()
    for c in cards:
        if not is_land(c):
            need |= set(colour_symbols(c))
    return "".join(c for c in COLOURS if c in need)


@dataclass
class ColourLine:
    colour: str
    symbols: int            # coloured symbols of this colour in the spells' costs
    cards: int              # spells asking for it
    heaviest: int           # the most symbols of it on one card ({G}{G} = 2)
    land_sources: int       # lands that add it
    other_sources: int      # nonland permanents that add it
    symbol_share: float
    source_share: float
    verdict: str = ""


def mana_analysis(cards: Sequence[CardDef]) -> list[ColourLine]:
    """Coloured sources against the colour requirements of the spells, colour by colour.

    A colour is "short" when its share of the coloured sources is well under its share of
    the coloured symbols, or when there are too few sources for a card that needs the
    colour twice (a rule of thumb: 8 sources for one symbol, 12 for two, 15 for three in a
    60-card deck, scaled for bigger decks)."""
    size = max(1, len(cards))
    scale = size / 60
    sym = {c: 0 for c in COLOURS}
    ncards = {c: 0 for c in COLOURS}
    heavy = {c: 0 for c in COLOURS}
    lands = {c: 0 for c in COLOURS}
    others = {c: 0 for c in COLOURS}
    for card in cards:
        if not is_land(card):
            for c, n in colour_symbols(card).items():
                sym[c] += n
                ncards[c] += 1
                heavy[c] = max(heavy[c], n)
        made = produces(card)
        for c in COLOURS:
            if c in made:
                (lands if is_land(card) else others)[c] += 1
    total_sym = sum(sym.values()) or 1
    total_src = sum(lands[c] + others[c] for c in COLOURS) or 1
    out = []
    for c in COLOURS:
        if not sym[c] and not lands[c] and not others[c]:
            continue
        src = lands[c] + others[c]
        line = ColourLine(c, sym[c], ncards[c], heavy[c], lands[c], others[c], sym[c] / total_sym, src / total_src)
        if sym[c] and not src:
            line.verdict = "no sources"
        elif sym[c]:
            want = {1: 8, 2: 12}.get(heavy[c], 15) * scale
            if lands[c] + others[c] * 0.5 < want - 0.5:
                line.verdict = f"short: about {max(1, round(want - lands[c]))} more"
            elif line.source_share + 0.12 < line.symbol_share:
                line.verdict = "a little short"
            else:
                line.verdict = "ok"
        else:
            line.verdict = "no spells need it"
        out.append(line)
    return out


# --- the goldfish test -------------------------------------------------------------------------------

@dataclass
class GoldfishReport:
    games: int = 0
    colours: str = ""
    keep_seven: float = 0.0                 # hands kept without a mulligan
    all_colours_by: dict[int, float] = field(default_factory=dict)     # turn -> share of games
    land_drops_to_4: float = 0.0            # games with a land played on each of turns 1-4
    on_curve: dict[int, float] = field(default_factory=dict)           # turn -> share casting an MV=turn spell
    any_spell_by_2: float = 0.0
    mana_used_to_4: float = 0.0             # mana spent on turns 1-4, over the mana the lands gave
    colour_stuck_4: float = 0.0             # games holding a spell on turn 4 it had the mana but not the colours for
    lands_in_opening: float = 0.0

    def lines(self) -> list[str]:
        """The report as sentences for the builder."""
        if not self.games:
            return ["Add cards to test the deck."]
        pct = lambda v: f"{round(100 * v)}%"   # noqa: E731
        out = [f"Keeps seven cards: {pct(self.keep_seven)} (average {self.lands_in_opening:.1f} lands)"]
        if self.colours:
            out.append(f"Has all its colours ({self.colours}) by turn 3: {pct(self.all_colours_by.get(3, 0))}, "
                       f"by turn 5: {pct(self.all_colours_by.get(5, 0))}")
        out.append(f"Plays a land each turn 1-4: {pct(self.land_drops_to_4)}")
        curve = ", ".join(f"T{t} {pct(v)}" for t, v in sorted(self.on_curve.items()))
        out.append(f"Casts a spell on curve: {curve}")
        out.append(f"Uses {pct(self.mana_used_to_4)} of its mana on turns 1-4")
        if self.colours and len(self.colours) > 1:
            out.append(f"Holds a spell it can't pay for only for lack of a colour on turn 4: {pct(self.colour_stuck_4)}")
        return out


def _choose_land(hand: list[CardDef], have: set[str]) -> CardDef | None:
    lands = [c for c in hand if is_land(c)]
    if not lands:
        return None
    wanted: dict[str, int] = {}
    for c in hand:
        if not is_land(c):
            for col, n in colour_symbols(c).items():
                if col not in have:
                    wanted[col] = wanted.get(col, 0) + n
    return max(lands, key=lambda l: (sum(wanted.get(col, 0) for col in produces(l)), len(produces(l))))


def _colours(sources: Sequence[CardDef]) -> set[str]:
    """The colours of mana the sources add between them, for some spell or other."""
    return set().union(*(produces(c) for c in sources))


def goldfish(cards: Sequence[CardDef], games: int = 1000, seed: int = 1, turns: int = 6,
             always_available: Sequence[CardDef] = ()) -> GoldfishReport:
    """Play the deck alone `games` times (see the module docstring) and report the rates.
    `always_available` cards (a commander) start outside the library, castable any time."""
    rep = GoldfishReport(games=0, colours=deck_colours(list(cards) + list(always_available)))
    if len(cards) < 8:
        return rep
    rnd = random.Random(seed)
    need_colours = set(rep.colours)
    keep = 0
    colours_by = {t: 0 for t in range(1, turns + 1)}
    drops = 0
    curve_hits = {t: 0 for t in range(1, 5)}
    any2 = 0
    used_total = given_total = 0
    stuck = 0
    lands_open = 0
    library_src = list(cards)
    for _ in range(games):
        lib = library_src[:]
        rnd.shuffle(lib)
        hand, lib = lib[:7], lib[7:]
        nl = sum(1 for c in hand if is_land(c))
        if 2 <= nl <= 5:
            keep += 1
        else:
            lib = lib + hand
            rnd.shuffle(lib)
            hand, lib = lib[:7], lib[7:]
            nl = sum(1 for c in hand if is_land(c))
            # London mulligan: one card to the bottom — a land if flooded, else the costliest spell
            pick = None
            if nl > 4:
                pick = next(c for c in hand if is_land(c))
            else:
                spells = [c for c in hand if not is_land(c)]
                if spells:
                    pick = max(spells, key=lambda c: c.mana_value)
            if pick is not None:
                hand.remove(pick)
                lib.append(pick)
        lands_open += sum(1 for c in hand if is_land(c))
        hand = hand + list(always_available)
        lands: list[CardDef] = []     # played, and the mana sources cast (each pays only for what
        rocks: list[CardDef] = []     # its mana may be spent on: Mishra's Workshop, artifacts)
        drop_ok = True
        for turn in range(1, turns + 1):
            if turn > 1 and lib:
                hand.append(lib.pop(0))
            land = _choose_land(hand, _colours(lands + rocks))
            if land is not None:
                hand.remove(land)
                lands.append(land)
            elif turn <= 4:
                drop_ok = False
            sources = [c for c in lands + rocks if produces(c)]   # a Maze of Ith adds no mana
            have = _colours(sources)
            if need_colours <= have:
                colours_by[turn] += 1
            # cast greedily, biggest first
            avail = list(sources)
            spent = 0
            cast_mv: set[int] = set()
            new_rocks: list[CardDef] = []
            progress = True
            while progress:
                progress = False
                for card in sorted((c for c in hand if not is_land(c)), key=lambda c: -c.mana_value):
                    if card.mana_value > len(avail) or (card.mana_value == 0 and not card.is_permanent_card):
                        continue
                    paid = _can_pay(card, [produces(c, card) for c in avail])
                    if paid is None:
                        continue
                    for i in sorted(paid, reverse=True):
                        avail.pop(i)
                    spent += len(paid)
                    hand.remove(card)
                    cast_mv.add(card.mana_value)
                    if is_mana_source(card) and card.is_permanent_card:
                        new_rocks.append(card)
                    progress = True
                    break
            rocks += new_rocks
            if turn <= 4:
                used_total += spent
                given_total += len(sources)
                if turn in cast_mv:
                    curve_hits[turn] += 1
            if turn == 2 and cast_mv:
                any2 += 1
            if turn == 4:
                sources = [c for c in lands + rocks if produces(c)]   # with the ones cast this turn
                n_src, have = len(sources), _colours(sources)
                for c in hand:
                    if not is_land(c) and c.mana_value <= n_src and not set(colour_symbols(c)) <= have:
                        stuck += 1
                        break
        if drop_ok:
            drops += 1
    n = games
    rep.games = n
    rep.keep_seven = keep / n
    rep.all_colours_by = {t: v / n for t, v in colours_by.items()}
    rep.land_drops_to_4 = drops / n
    rep.on_curve = {t: v / n for t, v in curve_hits.items()}
    rep.any_spell_by_2 = any2 / n
    rep.mana_used_to_4 = used_total / given_total if given_total else 0.0
    rep.colour_stuck_4 = stuck / n
    rep.lands_in_opening = lands_open / n
    return rep


def sample_hand(cards: Sequence[CardDef], seed: int) -> list[CardDef]:
    """Seven cards from the shuffled deck (the builder's "sample hand")."""
    lib = list(cards)
    random.Random(seed).shuffle(lib)
    return lib[:7]
