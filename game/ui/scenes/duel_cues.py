"""The cue cards of the duel table: what each thing under the pointer is and what clicking
it does, in the game's words ("Click to target yourself.", "Mana Pool: 2 Green mana…").

Read while the pointer rests (the scene's update), never while drawing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.casting import restricted_sources
from ...engine.decisions import CastSpell
from ...engine.words import counted
from .. import theme
from ..controller import describe_action, step_label

if TYPE_CHECKING:
    from .duel import DuelScene

Key = tuple


def cue_text(sc: "DuelScene", key: Key) -> str:
    g = sc.g
    k = key[0]
    if k == "phase":
        whose, step = key[1], key[2]
        who = "Your" if whose == "you" else f"{sc.c.names[sc.opp]}'s"
        stop = " It has a Stop." if sc.settings.has_stop(whose, step) else ""
        return f"{who} {step_label(step)}. Click to run to it; right-click to mark a Stop.{stop}"
    if k == "player":
        p = key[1]
        name = "Your" if p == sc.me else f"{sc.c.names[p]}'s"
        if sc.mode and sc.mode.kind == "table" and key in sc.mode.options:
            return f"Click to target {'yourself' if p == sc.me else sc.c.names[p]}."
        return f"{name} Life Register: {g.players[p].life} life" + \
            (f", {g.players[p].poison} poison" if g.players[p].poison else "") + \
            ". Right-click: Flip Over to Face."
    if k == "library":
        return "Library. Right-click for the exact count."
    if k == "graveyard":
        return "Graveyard: click and hold to browse; right-click to open it, the exile and the ante."
    if k == "pool":
        limited = restricted_sources(g, key[1], key[2])
        plain = g.players[key[1]].mana_pool.get(key[2], 0)
        only = (f" {len(limited)} of it (*) can be spent only as {', '.join(dict.fromkeys(limited))} says."
                if limited else "")
        return f"Mana Pool: {plain + len(limited)} {theme.COLOR_NAMES[key[2]]} mana.{only} " \
               "Click while paying to spend it."
    if k == "button":
        return {"Done": "Done (Space/Enter): finish, or pass until something happens.",
                "Cancel": "Cancel (Esc): take the spell back; your mana pool is kept.",
                "All": "Attack with every creature that can (Ctrl+A).",
                "F2": "Pass to your next turn unless something happens (F2).",
                "Options": "Duel Options: layout, cue cards, abilities, stops when passing.",
                "?": "This step explained: what happens in it and what you may do now, with the rule numbers "
                     "(? key).",
                "−": "Lower X.", "+": "Raise X."}.get(key[1], key[1])
    if k == "obj":
        o = g.objects.get(key[1])
        if o is None:
            return ""
        if o.zone == "hand" and o.owner == sc.me:
            acts = sc.usable.get(o.id) if sc.mode and sc.mode.kind == "priority" else None
            if acts:
                return usable_card_tip(g, acts)
            # a greyed card: why it can't be played now (game.engine.explain)
            from .duel_aids import hand_card_explanation
            return hand_card_explanation(sc, o.id)
        if o.zone == "battlefield" and sc.mode and sc.mode.kind == "priority" and o.id in sc.usable:
            return "Click to use this card. Right-click for its menu."
        if sc.mode and ("obj", o.id) in sc.highlight and sc.mode.kind in ("table", "pay"):
            return "Click to choose."
        return ""
    if k == "opp_hand":
        return f"{sc.c.names[sc.opp]}'s hand: {counted(sc.c.view.players[sc.opp].hand_size, 'card')}."
    if k == "hand_title":
        return "Your hand. Drag the title bar to move it; the wheel scrolls."
    if k == "territory":
        return "Right-click for Arrange Cards, Done, Go to, Duel Options, Concede. Double-click to arrange."
    if k == "log":
        return "Game log: events with their rules (CR numbers) and the computer's reasons. Wheel to scroll."
    if k == "stack":
        return "The stack: the top item resolves first. Arrows point at targets."
    return ""


def usable_card_tip(g: Any, acts: list) -> str:
    """The tip of a card in your hand you can use now: a land is played (CR 305.1), a spell is
    cast — with automatic payment on a double-click."""
    first = acts[0]
    if isinstance(first, CastSpell):
        return f"Click: {describe_action(g, first)}. Double-click: cast with automatic payment."
    return f"Click: {describe_action(g, first)}."
