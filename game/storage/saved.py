"""The values several saved files share, as schemas (game.storage.schema): a seat, a seed,
a computer level, an action and the rules a game was built with.  The autosaved duel, the gauntlet
and replays all check theirs against these, so a level or a rule means the same in every
file and is checked the same way."""
from __future__ import annotations

from typing import Any

from .schema import MAX_SEED, Bool, Checked, Int, Invalid, OneOf, Record, Spec, Str

SEAT = OneOf(0, 1)                       # a player: 0 (player 1) or 1 (player 2)
SEED = Int(-MAX_SEED, MAX_SEED)
TURN = Int(0, 1_000_000)
FORMAT = OneOf("normal", "oldschool", "commander")


def _action(text: str) -> str:
    """An action's text, read by the engine's own parser (the one way to read actions)."""
    from ..engine.decisions import action_from_text
    action = action_from_text(text)
    if getattr(action, "player", 0) not in (0, 1):
        raise ValueError("names a player who isn't in the duel")
    return text


# one decision, as the engine's action text ("cast 41", "choose [3, 5]")
ACTION = Checked(Str(4000), _action)


def level(*more: str) -> Spec:
    """A computer level (random, apprentice, magician, sorcerer, wizard), or one of `more`
    ("human" in a replay)."""
    from ..ai import LEVEL_NAMES
    return OneOf(*LEVEL_NAMES, *more)


_RULES = Record({}, optional={"format": ("normal", FORMAT), "ante": (False, Bool()), "mana_burn": (False, Bool()),
                              "turn_cap": (200, Int(1, 100_000)), "max_hand_size": (7, Int(0, 1000))})


class _Rules(Spec):
    """The rules of a game (the options of game.engine.state.Game.rules), each checked; only
    the rules the file names are kept (the others keep the engine's defaults), and a rule
    this game doesn't know is refused: it would play a different game without it."""

    def check(self, value: Any, where: str = "") -> dict[str, Any]:
        checked = _RULES.check(value, where)
        for key in value:
            if key not in checked:
                raise Invalid(f"{where}.{key}" if where else str(key), "not a rule this game knows")
        return {k: checked[k] for k in value}


RULES = _Rules()
