"""Burn that wins together: the damage a player's spells can still put on the opponent's face
this turn.  One Lightning Bolt at a player on 6 life is a card thrown away; two in hand with
the mana for both are the game.  The rules of thumb aim burn at the face only when it wins
(game.ai.policy), and "wins" counts the whole reach: what is already on the stack at that
player, and the other burn in hand the mana left can cast."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from ..engine.casting import mana_sources, target_slots, usable_pool
from ..engine.context import Ctx
from ..engine.filters import PLAYER_KINDS, amount
from ..engine.game import Game
from ..engine.mana import ManaCost, ManaSource, solve_payment
from ..engine.terms import MANA_TYPES


def damage_of(effects: Any, x: int = 3, ctx: Ctx | None = None) -> int:
    """The damage the effects deal; `x` is what X would be (a guess when nobody knows).  An
    amount the board decides (Eternal Flame: as many as my Mountains) is counted as the engine
    counts it, given the context of the spell (`ctx`); without one it counts nothing, but for
    arithmetic of X alone (`x_arithmetic`)."""
    for e in effects:
        for verb, params in e.items():
            if verb == "damage" and isinstance(params, dict) and params.get("to") != "you":
                return amount_of(params.get("amount"), x, ctx)
    return 0


def spell_effects(spec: Any) -> list:
    """A spell's effects as the computer weighs them: damage "divided as you choose" (CR
    601.2d) counted at the total it divides (Pyrotechnics' 4, Fire's 2), which the spell
    states once in its `divide`, not in the damage effect itself."""
    spec = spec or {}
    effects = list(spec.get("do", []))
    div = spec.get("divide")
    if not isinstance(div, dict) or "amount" not in div:
        return effects
    return [{**e, "damage": {**e["damage"], "amount": div["amount"]}}
            if isinstance(e, dict) and isinstance(e.get("damage"), dict) and e["damage"].get("divided")
            and "amount" not in e["damage"] else e for e in effects]


def every_mode_effects(card: Any) -> list:
    """Everything an instant or sorcery can do, every mode included (`spell_effects` of each)."""
    spec = card.spell or {}
    effects = spell_effects(spec)
    for m in spec.get("modes", []):
        effects += spell_effects(m)
    return effects


def aimed_at_opponent(ctx: Ctx, slots: Any) -> Ctx:
    """The context of a spell about to be cast with its player targets on the opponent: an
    amount read off the targeted player (Inquisition: the white cards in their hand) is counted
    on the player it would hit; unbound, it would count nothing."""
    bound = {name: [("player", 1 - ctx.controller)] for name, f in (slots or {}).items()
             if getattr(f, "kind", None) in PLAYER_KINDS}
    return replace(ctx, bound={**ctx.bound, **bound}) if bound else ctx


def damage_to_self(effects: Any, x: int = 3, ctx: Ctx | None = None) -> int:
    """The damage the effects deal their own controller (Eternal Flame's half)."""
    return sum(amount_of(e["damage"].get("amount"), x, ctx) for e in effects
               if isinstance(e, dict) and isinstance(e.get("damage"), dict) and e["damage"].get("to") == "you")


def amount_of(amt: Any, x: int, ctx: Ctx | None) -> int:
    """An amount of the card language as a number: a number, X as `x`, and one the board
    decides counted as the engine counts it in `ctx` (0 without a context, or if it can't be);
    arithmetic of X alone, such as half X, counted at `x` with or without one."""
    if isinstance(amt, int):
        return amt
    if amt == "X":
        return x
    if isinstance(amt, dict) and ctx is not None:
        try:
            return amount(ctx, amt)
        except (KeyError, TypeError, ValueError):
            return 0
    reckoned = x_arithmetic(amt, x)
    return 0 if reckoned is None else reckoned


X_ARITHMETIC = frozenset({"add", "sub", "mul", "min", "max0", "half_down", "half_up"})   # of engine.filters.amount


def x_arithmetic(amt: Any, x: int) -> int | None:
    """An amount that is arithmetic of X and numbers alone, counted at `x` without the board
    (Banshee's half X, rounded down, to its target); None for one the board decides.  Counted as
    nothing, the Banshee's shot looked like no damage at all: aimed at the biggest creature it
    couldn't kill, and judged worth its pain by killing it (ladder game 75 against the Sorcerer).
    The engine counts it (`amount`), with a context that holds X alone: such arithmetic reads no
    board."""
    return amount(Ctx(None, 0, x=x), amt) if _of_x_alone(amt) else None   # type: ignore[arg-type]


def _of_x_alone(amt: Any) -> bool:
    """Is an amount X, a number, or arithmetic (`X_ARITHMETIC`) of those alone?"""
    if isinstance(amt, (bool, int)) or amt == "X":
        return True
    if isinstance(amt, str):
        return amt.lstrip("-").isdigit()
    if not isinstance(amt, dict) or len(amt) != 1:
        return False
    (op, val), = amt.items()
    return op in X_ARITHMETIC and all(_of_x_alone(v) for v in (val if isinstance(val, list) else [val]))


def _face_burn(card: Any) -> int:
    """The damage an instant or sorcery can aim at a player (0 if it can't: creature-only burn;
    and 0 for an X spell, whose damage depends on mana this reckoning already spends)."""
    spec = card.spell or {}
    if not ("Instant" in card.types or "Sorcery" in card.types) or card.mana_cost.x:
        return 0
    slots = spec.get("targets") or {}
    if not any(getattr(f, "kind", None) in PLAYER_KINDS for f in slots.values()):
        return 0
    return damage_of(spec.get("do", []))


def shown_burn_threat(g: Game, caster: int, draws: int = 1) -> int:
    """The face damage `caster` may throw at me by their next turn, going by the burn they have
    shown: the biggest face burn in their graveyard (public, CR 404.2) once for each card they
    will hold then -- their hand and the `draws` cards they draw first (their next turn's one; 0
    for what they hold before I play again, in their own turn).  A deck that has thrown a Chain
    Lightning holds more, and no blocker stops it: in ladder game 61 against the Apprentice the
    Wizard paid 3 of its 12 life for an Orcish Artillery shot, again and again, and died at 1 to
    a Chain Lightning; 16 of the 23 damage it took was its own."""
    shown = max((_face_burn(g.objects[c].card) for c in g.players[caster].graveyard), default=0)
    return shown * (len(g.players[caster].hand) + draws)


def on_the_stack_at(g: Game, me: int, player: int) -> int:
    """Damage my spells on the stack already aim at `player`."""
    total = 0
    for item in g.stack:
        if item.controller != me:
            continue
        if any(r == ("player", player) for refs in item.targets.values() for r in refs):
            total += damage_of(item.spec.get("do", []))
    return total


Parts = tuple[int, tuple[int, ...], tuple[tuple[str, str], ...]]   # generic, WUBRGC counts, hybrid symbols
NOTHING: Parts = (0, (0,) * 6, ())


def cost_parts(cost: ManaCost, x: int = 0, x_color: str | None = None) -> Parts:
    """A cost as plain numbers, its X given (as `ManaCost.with_x`): summed without building a
    `ManaCost` for each sum, which is most of the time a rollout would spend counting its burn."""
    generic, colored = cost.generic, cost.colored
    if cost.x and x > 0:
        if x_color is None:
            generic += cost.x * x
        else:
            colored = tuple(n + cost.x * x * (t == x_color) for t, n in zip(MANA_TYPES, colored))
    return generic, colored, cost.hybrid


class Purse:
    """The mana a player can still spend this turn, colours and all: the usable pool and the
    untapped sources, less the costs counted so far (`spent`, `cost_parts`).  A spell is counted
    only if what is left pays its whole cost, colours included (CR 601.2h): counted by the total
    alone, two Lightning Bolts and two Chain Lightnings from four red sources and four blue ones
    left the Fireball beside them "the rest of the mana", with no {R} in it, and the Sorcerer threw
    all four "for the win" (ladder game 43, turn 26).  The costs are paid together, one
    `solve_payment` of their sum: exact; and where each source makes one mana of one type (basic
    lands) a count of each type does (`_plain_mana`), cheap enough for a rollout."""

    __slots__ = ("pool", "sources", "total", "plain", "spent")

    def __init__(self, g: Game, me: int, spell: int | None = None, spent: Parts = NOTHING) -> None:
        self.pool: dict[str, int] = usable_pool(g, me, spell)
        self.sources: list[ManaSource] = mana_sources(g, me, spell=spell)
        self.total: int = sum(self.pool.values()) + sum(max(len(o) for o in s.options) for s in self.sources)
        self.plain: tuple[int, ...] | None = _plain_mana(self.pool, self.sources)
        self.spent: Parts = spent

    def copy(self) -> Purse:
        """The same mana, counted apart from here on."""
        other = Purse.__new__(Purse)
        other.pool, other.sources, other.total, other.plain = self.pool, self.sources, self.total, self.plain
        other.spent = self.spent
        return other

    def left(self) -> int:
        """The mana left by the total (an upper bound: colours may pay for less)."""
        return self.total - _mana_in(self.spent)

    def _with(self, cost: Parts) -> Parts | None:
        """What is spent with `cost` too, if what there is pays for it all; else None."""
        generic, colored, hybrid = self.spent
        generic += cost[0]
        colored = tuple(a + b for a, b in zip(colored, cost[1]))
        hybrid += cost[2]
        if _mana_in((generic, colored, hybrid)) > self.total:
            return None
        if self.plain is not None and not hybrid:
            return (generic, colored, hybrid) if all(n <= m for n, m in zip(colored, self.plain)) else None
        both = ManaCost(generic, colored, hybrid)   # type: ignore[arg-type]
        return (generic, colored, hybrid) if solve_payment(both, self.pool, self.sources) is not None else None

    def pays(self, cost: Parts) -> bool:
        """Can what is left pay `cost` beside what is spent?"""
        return self._with(cost) is not None

    def spend(self, cost: Parts) -> bool:
        """Count `cost` as spent if what is left pays it; whether it did."""
        both = self._with(cost)
        if both is None:
            return False
        self.spent = both
        return True


def _mana_in(parts: Parts) -> int:
    """The least mana a cost in `cost_parts` takes (a {2/W} hybrid symbol paid with two)."""
    generic, colored, hybrid = parts
    return generic + sum(colored) + sum(2 if a == "2" else 1 for a, _ in hybrid)


def _plain_mana(pool: dict[str, int], sources: list[ManaSource]) -> tuple[int, ...] | None:
    """The mana of each type (WUBRGC) the pool and the sources make, when each source makes one
    mana of one type (basic lands, the usual board); None when some source has a choice or makes
    more.  With plain mana a cost without hybrid symbols is paid if each type its symbols ask for
    is there and the total is: no `solve_payment` needed, and a rollout counts its burn cheaply."""
    if any(len(s.options) != 1 or len(s.options[0]) != 1 for s in sources):
        return None
    counts = dict(pool)
    for s in sources:
        counts[s.options[0][0]] = counts.get(s.options[0][0], 0) + 1
    return tuple(counts.get(t, 0) for t in MANA_TYPES)


def reach(g: Game, me: int, casting: int, damage: int, x: int = 0) -> int:
    """The damage `me` can put on the opponent's face this turn if the spell `casting` (dealing
    `damage`, with `x` its X) goes there: it, what is on the stack at them, and the other face
    burn in hand, cheapest first, as far as the mana left after this spell pays for it, colours
    included (`Purse`).  The X is mana spent too: counted as free, a Fireball for 5 from six
    Mountains left the Lightning Bolt beside it its mana, "for the win" on 7 life, and the Bolt
    stayed in hand with the opponent on 2."""
    card = g.objects[casting].card
    purse = Purse(g, me, casting, cost_parts(card.mana_cost, x, (card.spell or {}).get("x_color")))
    if not purse.pays(NOTHING):   # this spell's cost is not mine to pay now (already paid, or paid otherwise)
        purse.spent, purse.total = NOTHING, max(0, purse.total - card.mana_value - max(x, 0) * card.mana_cost.x)
    return damage + on_the_stack_at(g, me, 1 - me) + _hand_burn(g, me, purse, but=casting)


def _hand_burn(g: Game, me: int, purse: Purse, but: int | None = None) -> int:
    """The face burn in my hand (but `but`) that the `purse` pays for, cheapest first, and then
    the X spell what is left pays the most X for (`_x_burn`): Lightning Bolt and then Fireball for
    4 is 7 from six Mountains.  Where the colours run short, the X spell may do more with the mana
    of the last fixed burn: with two Mountains and four Islands a second Bolt takes the {R} the
    Fireball needs, and Bolt and Fireball for 4 (7) beat two Bolts (6); so the X spell is weighed
    after each fixed spell counted, and the best of those counts."""
    fixed = [(card, dmg) for card, dmg in _burn_by_cost(g, me, _face_burn, but) if dmg]
    xs = [g.objects[h].card for h in g.players[me].hand if h != but and _x_face_spell(g.objects[h].card)]
    if not xs:
        return _burn_cast(fixed, purse)
    purse = purse.copy()
    total, best = 0, _x_burn(xs, purse)
    for card, dmg in fixed:
        if purse.spend(cost_parts(card.mana_cost)):
            total += dmg
            best = max(best, total + _x_burn(xs, purse))
    return best


def _x_burn(xs: list[Any], purse: Purse) -> int:
    """The most face damage one of the X spells `xs` (each an `_x_face_spell`) deals with what
    is left in `purse`."""
    return max((_x_damage(card, purse) for card in xs), default=0)


def _x_face_spell(card: Any) -> bool:
    """Is the card an X instant or sorcery that can aim at a player?"""
    spec = card.spell or {}
    if not ("Instant" in card.types or "Sorcery" in card.types) or not card.mana_cost.x:
        return False
    # its slots may be sized (Fireball's "any number of targets"), read as the engine reads them
    return any(flt.kind in PLAYER_KINDS for _, flt, _, _ in target_slots(spec.get("targets") or {}))


def _x_damage(card: Any, purse: Purse) -> int:
    """The damage of an `_x_face_spell` cast with the most X what is left in `purse` pays for,
    colours included: none at all without the {R} of a Fireball."""
    spec = card.spell or {}
    x = (purse.left() - card.mana_value) // card.mana_cost.x
    if x > 0:
        cost, x_color = card.mana_cost, spec.get("x_color")
        if not purse.pays(cost_parts(cost, 1, x_color)):
            return 0   # a smaller X needs no other colour: this one can't be cast at all
        while x > 1 and not purse.pays(cost_parts(cost, x, x_color)):
            x -= 1
    return damage_of(spec.get("do", []), x) if x > 0 else 0


def _burn_by_cost(g: Game, me: int, damage: Callable[[Any], int], but: int | None) -> list[tuple[Any, int]]:
    """(card, `damage`) of each card in my hand but `but`, cheapest first, of equal cost the most
    damage first."""
    cards = [g.objects[h].card for h in g.players[me].hand if h != but]
    return sorted(((c, damage(c)) for c in cards), key=lambda t: (t[0].mana_value, -t[1]))


def _burn_cast(burn: list[tuple[Any, int]], purse: Purse) -> int:
    """The damage of the burn spells `burn` (card, damage; cheapest first) as far as `purse` pays
    for them, colours included, in that order; a spell it can't pay for is passed over."""
    purse = purse.copy()
    return sum(dmg for card, dmg in burn if dmg and purse.spend(cost_parts(card.mana_cost)))


def reach_with(g: Game, me: int, card: Any) -> int:
    """The damage `me` could put on the opponent's face this turn with `card` in hand too (a card
    a library search would find): its own face burn, what is on the stack at them, and the other
    face burn in hand, cheapest first, as far as the mana left after it pays for it, colours
    included (`Purse`).  0 when the card deals the face nothing or its cost can't be paid from the
    mana I have now (CR 601.2g-h)."""
    damage = _face_burn(card)
    if not damage:
        return 0
    purse = Purse(g, me)
    if not purse.spend(cost_parts(card.mana_cost)):
        return 0
    return damage + on_the_stack_at(g, me, 1 - me) + _hand_burn(g, me, purse)


CREATURE_KINDS = frozenset({"creature", "any", "creature_or_player"})   # target kinds a creature can match


def creature_burn(card: Any) -> int:
    """The damage an instant or sorcery can put on a creature (0 for an X spell, whose damage
    depends on the mana this reckoning already spends, and for one that can't target a creature)."""
    spec = card.spell or {}
    if not ("Instant" in card.types or "Sorcery" in card.types) or card.mana_cost.x:
        return 0
    slots = (spec.get("targets") or {}).values()
    if not any(getattr(f, "kind", None) in CREATURE_KINDS for f in slots):
        return 0
    return damage_of(spec.get("do", []))


def follow_up_burn(g: Game, me: int, spent: Parts, but: int | None = None) -> int:
    """The damage the burn spells in my hand (but `but`) can still add to one creature this turn
    with the mana left after `spent`, cheapest first, colours included (`Purse`): damage stays
    marked until the cleanup step (CR 514.2), so a Lightning Bolt finishes the Giant Spider a ping
    of Brothers of Fire began; not if the ping's mana was the last red."""
    purse = Purse(g, me, spent=spent)
    if not purse.pays(NOTHING):
        purse.spent = NOTHING   # already paid: what is untapped is what is left
    return _burn_cast(_burn_by_cost(g, me, creature_burn, but), purse)
