"""From the engine's state to what the table shows: card looks, marks and decision modes.

Pure functions over a `Game` (no drawing): the scene calls them when the state changes and
caches the results, so a frame never asks the engine anything expensive.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.carddef import pt_value
from ..engine.decisions import Decision
from ..engine.game import Game
from ..engine.terms import COLORS, COLOR_WORDS as ENGINE_COLOR_WORDS
from ..cards.printings import printing
from .card_look import CardLook, Marks, look_from_def, type_line

Key = tuple


def look_of(g: Game, oid: int, viewer: int) -> CardLook:
    """How an object looks to `viewer`: current characteristics on the battlefield and the
    stack, the printed card elsewhere; a face-down card its controller can't see is hidden."""
    o = g.objects[oid]
    if o.face_down and o.zone in ("battlefield", "stack"):
        if o.controller != viewer:
            ch = g.chars(oid)
            return CardLook("Face-down creature", face_down=True, power=str(ch.power), toughness=str(ch.toughness),
                            types=("Creature",))
        base = look_from_def(o.card)
        return CardLook(base.name + " (face down)", base.cost, "Creature (face down 2/2)", base.text, (),
                        ("Creature",), (), "2", "2", 0, None, (), False, o.token)
    if o.zone not in ("battlefield", "stack"):
        return look_from_def(o.card)
    ch = g.chars(oid)
    card = o.copy_of or o.card
    power = toughness = None
    delta = 0
    if ch.power is not None and ch.toughness is not None and "Creature" in ch.types:
        power, toughness = str(ch.power), str(ch.toughness)
        base_p = pt_value(card.power) if card.power is not None else None
        base_t = pt_value(card.toughness) if card.toughness is not None else None
        if base_p is not None and base_t is not None:
            diff = (ch.power - base_p) + (ch.toughness - base_t)
            delta = 1 if diff > 0 else -1 if diff < 0 else 0
            if ch.power > base_p and ch.toughness < base_t:
                delta = -1
    loyalty = o.counters.get("loyalty") if "Planeswalker" in ch.types else None
    return CardLook(
        name=ch.name, cost=str(ch.mana_cost) if str(ch.mana_cost) else "", 
        type_line=type_line(ch.supertypes, ch.types, printed_order(card.subtypes, ch.subtypes), o.token),
        text=card.text or "", colors=tuple(c for c in COLORS if c in ch.colors),
        types=tuple(sorted(ch.types)), subtypes=tuple(sorted(ch.subtypes)), power=power, toughness=toughness,
        pt_delta=delta, loyalty=loyalty, keywords=tuple(sorted(ch.keywords)), token=o.token,
        rarity="" if o.token else printing(card.name).rarity)


def printed_order(printed: tuple[str, ...], current: Any) -> tuple[str, ...]:
    """A permanent's subtypes in the order its card prints them ("Goblin Warrior"), the ones an
    effect gave it after them: the same every time, whatever order a set keeps them in."""
    return tuple(t for t in printed if t in current) + tuple(sorted(t for t in current if t not in printed))


def printed_pt(look: CardLook, o: Any) -> CardLook:
    """"Show Power/Toughness" off: the printed values on the permanent."""
    card = o.card
    if look.power is None or card.power is None:
        return look
    from dataclasses import replace
    return replace(look, power=card.power, toughness=card.toughness, pt_delta=0)


def marks_of(g: Game, oid: int, *, show_abilities: bool, show_id: bool, dim: bool = False) -> Marks:
    o = g.objects[oid]
    ch = g.chars(oid)
    is_creature = "Creature" in ch.types
    sick = is_creature and o.sick and "haste" not in ch.keywords
    counters = tuple(sorted((k, v) for k, v in o.counters.items() if v and k != "loyalty"))
    icons: tuple[str, ...] = ()
    if show_abilities and is_creature and not (o.face_down and o.controller != 0 and False):
        icons = tuple(k for k in sorted(ch.keywords) if k)
    return Marks(tapped=o.tapped, damage=o.damage, counters=counters, sick=sick, icons=icons,
                 id_tag=oid if show_id else None, dim=dim)


def entity_of(g: Game, option: Any, purpose: str = "") -> Key | None:
    """The thing on the table an option of a decision names, if any."""
    if isinstance(option, tuple) and option:
        if option[0] == "player" and len(option) == 2:
            return ("player", option[1])
        if option[0] == "obj" and len(option) >= 2 and option[1] in g.objects:
            return ("obj", option[1])
        if option[0] == "ability" and len(option) >= 3:
            return ("item", option[2])
        return None
    if isinstance(option, int) and not isinstance(option, bool) and option in g.objects \
            and purpose not in ("mode", "number", "x"):
        return ("obj", option)
    return None


def on_table(g: Game, key: Key, viewer: int) -> bool:
    """Whether an entity can be clicked where it is (battlefield, stack, your hand, players)."""
    if key[0] in ("player", "item"):
        return True
    o = g.objects.get(key[1])
    if o is None:
        return False
    if o.zone in ("battlefield", "stack"):
        return True
    return o.zone == "hand" and o.owner == viewer


@dataclass
class DecisionMode:
    """How the table answers the pending decision of the human."""
    kind: str                    # priority, pay, number, table, dialog, attackers, blockers, divide, mulligan, drop
    decision: Decision
    options: dict[Key, Any] = field(default_factory=dict)   # entity -> option value (table picks)


def mode_for(g: Game, d: Decision, viewer: int) -> DecisionMode:
    if d.kind == "priority":
        return DecisionMode("priority", d)
    if d.kind == "pay":
        return DecisionMode("pay", d)
    if d.kind == "number":
        return DecisionMode("number", d)
    if d.kind in ("attackers", "blockers", "divide"):
        return DecisionMode(d.kind, d)
    if d.purpose in ("mulligan", "bottom"):
        return DecisionMode("mulligan", d)
    if d.purpose == "drop":      # a dexterity card dropped onto the table (game.ui.drop)
        return DecisionMode("drop", d)
    if d.kind == "select":
        if d.info("labels") is None:
            opts: dict[Key, Any] = {}
            for opt in d.options:
                key = entity_of(g, opt, d.purpose)
                if key is None or not on_table(g, key, viewer):
                    opts = {}
                    break
                opts[key] = opt
            if opts and len(opts) == len(d.options):
                return DecisionMode("table", d, opts)
        return DecisionMode("dialog", d)
    return DecisionMode("dialog", d)


COLOR_WORDS = {**{c: w.capitalize() for c, w in ENGINE_COLOR_WORDS.items()}, "C": "Colourless"}


def option_label(g: Game, d: Decision, opt: Any, index: int) -> str:
    labels = d.info("labels")
    if labels is not None and d.purpose in ("mode",):
        try:
            pos = list(d.options).index(opt)
            return str(labels[pos])
        except (ValueError, IndexError):
            pass
    if labels is not None and index < len(labels):
        return str(labels[index])
    if isinstance(opt, str):
        if opt in COLOR_WORDS:
            return COLOR_WORDS[opt]
        return {"yes": "Yes", "no": "No"}.get(opt, opt.replace("_", " ").capitalize())
    if isinstance(opt, tuple) and opt and all(isinstance(c, str) and c in COLOR_WORDS for c in opt):
        return "".join("{" + c + "}" for c in opt)
    if isinstance(opt, tuple) and opt and opt[0] in ("player", "obj", "ability"):
        return g.name_of(opt)
    if isinstance(opt, int) and opt in g.objects:
        return g.name_of(opt)
    return str(opt)
