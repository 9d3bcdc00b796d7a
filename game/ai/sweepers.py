"""Effects that reach everything at once, judged by the board worth they take from each side:
worth it when what the opponent loses outweighs what I lose, or when the damage to each player
ends the game in my favour -- and never when it kills me.

Two kinds of sweep are weighed the same way:
- damage to everything (Pestilence, Earthquake, Hurricane, Inferno, Ifh-Bíff Efreet): what the
  damage reaches is asked of the engine (the effect's own `to`, resolved as it would be now), and
  what it kills is lethal damage against the damage already marked (CR 704.5g), so Pestilence's
  third activation counts the two before it;
- removal of everything that matches (Wrath of God, Nevinyrral's Disk, Armageddon: "destroy all",
  "exile all", CR 701.8, 406) and each player sacrificing or discarding down (Balance, CR 701.21,
  701.9): each player is taken to give up their least worth, as the computer does itself; what
  destruction would not remove (indestructible, regeneration) stays (game.engine.events).

A removal that takes mana sources from both sides (Armageddon, Ravages of War: "destroy all
lands") is worth more than the lands it takes: with the mana gone the game is played with the
creatures already on the battlefield, so it favours the side ahead on board, and the spells in
each hand wait for mana that no longer comes (`_mana_denial`, game.ai.mana_denial)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.combat import lethal_damage
from ..engine.context import Ctx
from ..engine.events import destruction_stopped
from ..engine.filters import all_matching, amount, normalize, objects_of, players_of, refs_of
from ..engine.game import Game
from .knowledge import card_in_hand_value, permanent_value
from .mana_denial import lock_worth, mana_permanents

LIFE_WORTH = 0.3   # board worth of a point of life lost beyond what the opponent loses with it
STRANDED = 0.5     # share of a spell in hand's worth lost while the mana to cast it is gone


@dataclass(frozen=True)
class Sweep:
    """What damage to everything would do: the worth of the permanents of the opponent's that
    die less that of mine (and the life I lose more than they do), and who it kills."""
    gain: float
    wins: bool
    loses: bool


def sweep(g: Game, me: int, source: int, effects: Any, times: int = 1, x: int = 0) -> Sweep | None:
    """The outcome of the effects' damage dealt `times` over and of what they remove; None when
    they neither deal damage to everything nor remove everything that matches (a targeted spell
    is judged by its target)."""
    hits = _hits(g, me, source, effects, x)
    if not hits and not removes_everything(effects):
        return None
    return _judge(g, me, hits, times, _Known(), _removal(g, me, source, effects, x))


def swept(g: Game, me: int, source: int, effects: Any, x: int = 0) -> frozenset[int]:
    """The permanents the effects would take from the battlefield: what they remove of
    everything that matches (Wrath of God) and what their damage to everything kills
    (Pyroclasm-like sweeps, CR 704.5g); nothing for a targeted spell."""
    gone = set(_removal(g, me, source, effects, x).permanents) if removes_everything(effects) else set()
    for oid, dmg in _hits(g, me, source, effects, x).items():
        if isinstance(oid, int) and oid in g.objects and not g.objects[oid].regen_shields:
            lethal = lethal_damage(g, None, oid)
            if lethal is not None and dmg >= lethal:
                gone.add(oid)
    return frozenset(gone)


def best_times(g: Game, me: int, source: int, effects: Any, most: int,
               x_is_times: bool = False) -> tuple[int, Sweep | None]:
    """How many times (up to `most`) to deal the damage -- or, with `x_is_times`, the X of an X
    spell (Earthquake) up to the most that can be paid: the fewest that win, else the count with
    the best gain; (0, None) when no count kills anything worth it or every count kills me.

    The game stands still while the counts are weighed, so what the damage reaches (for a
    repeated activation) and each permanent's worth and lethal damage are found once: the
    computer weighs Pestilence at nearly every priority of its look-ahead."""
    best: tuple[int, Sweep | None] = (0, None)
    known = _Known()
    once = None if x_is_times else _hits(g, me, source, effects, 0)
    removal = _removal(g, me, source, effects, 0) if removes_everything(effects) else None
    for n in range(1, most + 1):
        hits = _hits(g, me, source, effects, n) if once is None else once
        s = _judge(g, me, hits, 1 if once is None else n, known, removal) \
            if hits or removal is not None else None
        if s is None or s.loses:
            break
        if s.wins:
            return n, s
        if best[1] is None or s.gain > best[1].gain:
            best = (n, s)
    return best


def _hits(g: Game, me: int, source: int, effects: Any, x: int) -> dict[Any, int]:
    """The damage one dealing of the effects does to each player and object it reaches."""
    ctx = Ctx(g, me, source=source, x=x)
    hits: dict[Any, int] = {}
    for e in effects:
        p = e.get("damage") if isinstance(e, dict) else None
        if not isinstance(p, dict) or not _reaches_everything(p.get("to")):
            continue
        amt = x if p.get("amount") == "X" else p.get("amount")
        if not isinstance(amt, int) or amt <= 0:
            continue
        for r in refs_of(ctx, p["to"]):
            key = r if r[0] == "player" else r[1]
            hits[key] = hits.get(key, 0) + amt
    return hits


@dataclass
class _Known:
    """What one weighing of a sweep's counts finds once and keeps, the game standing still: each
    permanent's lethal damage (CR 704.5g, against the damage already marked; none while a
    regeneration shield stands) and its worth to me, plus for the opponent's, minus for mine."""
    lethal: dict[int, int | None] = field(default_factory=dict)
    worth: dict[int, float] = field(default_factory=dict)


def _judge(g: Game, me: int, hits: dict[Any, int], times: int, known: _Known,
           removal: Removal | None = None) -> Sweep:
    """What the damage in `hits`, dealt `times` over, kills and whom it kills, with what the
    effects remove besides (a permanent both removed and dealt damage counts once)."""
    opp = 1 - me
    gone = removal.permanents if removal is not None else frozenset()
    gain = removal.gain if removal is not None else 0.0
    for oid, dmg in hits.items():
        if not isinstance(oid, int) or oid not in g.objects or oid in gone:
            continue
        if oid not in known.lethal:
            known.lethal[oid] = None if g.objects[oid].regen_shields else lethal_damage(g, None, oid)
        lethal = known.lethal[oid]
        if lethal is not None and dmg * times >= lethal:
            if oid not in known.worth:
                known.worth[oid] = permanent_value(g, oid) * (1 if g.controller_of(oid) == opp else -1)
            gain += known.worth[oid]
    mine, theirs = hits.get(("player", me), 0) * times, hits.get(("player", opp), 0) * times
    gain -= LIFE_WORTH * max(0, mine - theirs)
    loses = mine >= g.players[me].life
    return Sweep(gain, theirs >= g.players[opp].life and not loses, loses)


def _reaches_everything(to: Any) -> bool:
    """A `to` naming every creature of a kind and/or every player, not a target."""
    if isinstance(to, list):
        return bool(to) and all(_reaches_everything(t) for t in to)
    if isinstance(to, dict):
        return next(iter(to), None) in ("all", "players")
    return to in ("each_player", "each_opponent")


# --- removal of everything that matches -------------------------------------------------------

@dataclass(frozen=True)
class Removal:
    """What a sweep removes for good: the permanents, and the board worth that costs the
    opponent less what it costs me (their cards discarded count for them the same way)."""
    permanents: frozenset[int]
    gain: float


def removes_everything(effects: Any) -> bool:
    """Does an effect destroy or exile every permanent of a kind, or make every player (or every
    opponent) sacrifice?  Said by the card's words, not by what is on the table.  Discarding
    alone makes no sweep (Wheel of Fortune draws a new hand); beside a removal it counts."""
    return any((found := _removal_params(e)) is not None and found[0] != "discard"
               for e in effects if isinstance(e, dict))


def _removal_params(e: dict) -> tuple[str, dict] | None:
    """The verb and parameters of a removal of everything among one effect, if it is one."""
    for verb in ("destroy", "exile"):
        p = e.get(verb)
        if isinstance(p, dict) and isinstance(p.get("what"), dict) and next(iter(p["what"]), None) == "all":
            return verb, p
    for verb in ("sacrifice", "discard"):
        p = e.get(verb)
        if isinstance(p, dict) and "what" not in p and _reaches_everything(p.get("who", "you")):
            return verb, p
    return None


def _removal(g: Game, me: int, source: int, effects: Any, x: int) -> Removal:
    """What the effects' removals of everything take from each side, read on the game as it
    will be when they resolve: a spell's card is on the stack by then, not in its owner's
    hand (CR 601.2a), which matters to Balance's "cards in hand"."""
    view = _as_resolving(g, source)
    ctx = Ctx(view, me, source=source, x=x)
    gone: set[int] = set()
    gain = 0.0
    for e in effects:
        found = _removal_params(e) if isinstance(e, dict) else None
        if found is None:
            continue
        verb, p = found
        if verb in ("destroy", "exile"):
            lost = _removed_all(view, ctx, verb, p)
        elif verb == "sacrifice":
            lost = _sacrificed(view, ctx, p)
        else:
            gain += _discarded_worth(view, me, ctx, p)
            continue
        for oid in lost:
            if oid not in gone:
                gone.add(oid)
                gain += permanent_value(g, oid) * (1 if g.controller_of(oid) != me else -1)
    return Removal(frozenset(gone), gain + _mana_denial(view, me, gone))


def _mana_denial(g: Game, me: int, gone: set[int]) -> float:
    """What taking the lands in `gone` is worth beyond the permanents themselves
    (game.ai.mana_denial): the share of the mana both sides lose makes the creatures' lead
    stick, for me or against me, and each side's spells in hand wait for mana -- mine count
    against the sweep, theirs for it."""
    share = {p: _share_of_mana_lost(g, p, gone) for p in (me, 1 - me)}
    if not any(share.values()):
        return 0.0
    stranded = share[1 - me] * _spells_in_hand_worth(g, 1 - me) - share[me] * _spells_in_hand_worth(g, me)
    return lock_worth(g, me, min(share.values()), gone) + STRANDED * stranded


def _share_of_mana_lost(g: Game, p: int, gone: set[int]) -> float:
    """The share of p's mana-making permanents that are lands the sweep removes: 1 when
    Armageddon takes every land of a player with no other source, 0 when it takes none.  A
    mana creature a Wrath of God takes is weighed as a creature, its worth counted already."""
    sources = mana_permanents(g, p)
    lost = sum(1 for b in sources if b in gone and "Land" in g.chars(b).types)
    return lost / len(sources) if sources else 0.0


def _spells_in_hand_worth(g: Game, p: int) -> float:
    """The worth of the cards in p's hand that need mana to cast: they wait while it is gone
    (a land in hand is the way back, not a card kept waiting)."""
    return sum(card_in_hand_value(g.objects[o].card) for o in g.players[p].hand
               if "Land" not in g.objects[o].card.types and g.objects[o].card.mana_value > 0)


def _as_resolving(g: Game, source: int) -> Game:
    """The game with the spell's card moved from its hand to the stack, as it is while it
    resolves (CR 601.2a, 608.2); the game itself when the source isn't a card in hand."""
    o = g.objects.get(source)
    if o is None or o.zone != "hand":
        return g
    view = g.clone()
    view.move_raw(source, "stack")
    return view


def _removed_all(g: Game, ctx: Ctx, verb: str, p: dict) -> list[int]:
    """The permanents "destroy all ..." or "exile all ..." takes off the battlefield; what
    destruction wouldn't remove stays (CR 702.12b, 701.19)."""
    out = []
    for oid in objects_of(ctx, p["what"]):
        if g.objects[oid].zone != "battlefield":
            continue
        if verb == "destroy" and destruction_stopped(g, oid, p.get("regenerate", True)):
            continue
        out.append(oid)
    return out


def _sacrificed(g: Game, ctx: Ctx, p: dict) -> list[int]:
    """The permanents each player sacrifices: all beyond the `keep` (Balance) or `n` of them,
    the player giving up their least worth -- or, when another player chooses, their most."""
    keep = amount(ctx, p["keep"]) if "keep" in p else None
    out: list[int] = []
    for who in players_of(ctx, p.get("who", "you")):
        sub = Ctx(g, who, ctx.source, x=ctx.x)
        opts = all_matching(sub, normalize(p.get("filter", "permanent")).with_(controller="you"))
        n = max(0, len(opts) - keep) if keep is not None else amount(ctx, p.get("n", 1))
        chooser = players_of(ctx, p["chosen_by"])[0] if p.get("chosen_by") and players_of(ctx, p["chosen_by"]) \
            else who
        ranked = sorted(opts, key=lambda o: permanent_value(g, o), reverse=chooser != who)
        out += ranked[:max(0, n)]
    return out


def _discarded_worth(g: Game, me: int, ctx: Ctx, p: dict) -> float:
    """The worth of the cards each player discards down to the `keep` (or `n` of them), each
    giving up their least worth: plus for the opponent's, minus for mine."""
    keep = amount(ctx, p["keep"]) if "keep" in p else None
    gain = 0.0
    for who in players_of(ctx, p.get("who", "you")):
        hand = sorted(card_in_hand_value(g.objects[o].card) for o in g.players[who].hand)
        n = max(0, len(hand) - keep) if keep is not None else min(amount(ctx, p.get("n", 1)), len(hand))
        gain += sum(hand[:n]) * (1 if who != me else -1)
    return gain
