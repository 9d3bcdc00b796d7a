"""Burn that wins together: the damage a player's spells can still put on the opponent's face
this turn.  One Lightning Bolt at a player on 6 life is a card thrown away; two in hand with
the mana for both are the game.  The rules of thumb aim burn at the face only when it wins
(game.ai.policy), and "wins" counts the whole reach: what is already on the stack at that
player, and the other burn in hand the mana left can cast."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from ..engine.casting import mana_sources, potential_mana, usable_pool
from ..engine.context import Ctx
from ..engine.filters import PLAYER_KINDS, amount
from ..engine.game import Game
from ..engine.mana import solve_payment



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


def reach(g: Game, me: int, casting: int, damage: int) -> int:
    """The damage `me` can put on the opponent's face this turn if the spell `casting` (dealing
    `damage`) goes there: it, what is on the stack at them, and the other face burn in hand,
    cheapest first, as far as the mana left after this spell goes."""
    mana = potential_mana(g, me, casting) - g.objects[casting].card.mana_value
    return damage + on_the_stack_at(g, me, 1 - me) + _hand_burn(g, me, mana, but=casting)


def _hand_burn(g: Game, me: int, mana: int, but: int | None = None) -> int:
    """The face burn in my hand (but `but`) that `mana` casts, cheapest first."""
    return _burn_in_hand(g, me, mana, _face_burn, but)


def _burn_in_hand(g: Game, me: int, mana: int, damage: Callable[[Any], int], but: int | None) -> int:
    """The damage (`damage` of each card) the burn spells in my hand (but `but`) deal as far as
    `mana` casts them, cheapest first."""
    total = 0
    others = sorted(((g.objects[h].card.mana_value, damage(g.objects[h].card))
                     for h in g.players[me].hand if h != but), key=lambda t: (t[0], -t[1]))
    for cost, dmg in others:
        if dmg and cost <= mana:
            mana -= cost
            total += dmg
    return total


def reach_with(g: Game, me: int, card: Any) -> int:
    """The damage `me` could put on the opponent's face this turn with `card` in hand too (a card
    a library search would find): its own face burn, what is on the stack at them, and the other
    face burn in hand, cheapest first, as far as the mana left after it goes.  0 when the card
    deals the face nothing or its cost can't be paid from the mana I have now (CR 601.2g-h)."""
    damage = _face_burn(card)
    if not damage or solve_payment(card.mana_cost, usable_pool(g, me, None), mana_sources(g, me)) is None:
        return 0
    mana = potential_mana(g, me) - card.mana_value
    return damage + on_the_stack_at(g, me, 1 - me) + _hand_burn(g, me, mana)


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


def follow_up_burn(g: Game, me: int, mana: int, but: int | None = None) -> int:
    """The damage the burn spells in my hand (but `but`) can still add to one creature this turn
    with `mana` left, cheapest first: damage stays marked until the cleanup step (CR 514.2), so a
    Lightning Bolt finishes the Giant Spider a ping of Brothers of Fire began."""
    return _burn_in_hand(g, me, mana, creature_burn, but)
