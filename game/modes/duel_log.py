"""The game log's lines as the table shows them, and the words of abilities.

A `LogLine` is one line of the log panel: the engine event's words, the rule it cites, the
objects it names (hovering shows them) and whether it is a computer player's reason.  The
reason a computer player gives is shown under its play only when it fits what happened.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..engine.event_types import AbilityActivated, SpellCast


@dataclass
class LogLine:
    """One line of the game log panel."""
    text: str
    rule: str = ""
    kind: str = "info"
    turn: int = 0
    objects: tuple[int, ...] = ()      # objects named in the line (hovering shows them)
    reason: bool = False               # a computer player's reason
    player: int | None = None
    count: int = 1                     # identical lines in a row are shown once, "×n"
    event: Any = None                  # the event the line tells (game.engine.event_types)


def reason_fits(reason: str, cast: SpellCast | AbilityActivated) -> bool:
    """A reason naming a target ("Lightning Bolt on Serra Angel — ...") is shown only when the
    play it explains went that way (the spell or ability has that target)."""
    m = re.match(r"^.*? on (.+?)(?: — .*)?$", reason)
    if not m:
        return True
    target = m.group(1).strip()
    if target.lower() in ("the opponent", "you", "your opponent"):
        return any(t[0] == "player" and t[1] != cast.player for t in cast.targets)
    return target in cast.target_names


_ACTIVATED = re.compile(r"^([^\"“]*?\{[^}]+\}[^\"“:]*|[A-Z][^\"“:.]{0,60}?):\s")


def ability_lines(text: str) -> list[str]:
    """The activated-ability lines of Oracle text ("{T}: Add {G}.", "{1}: ...")."""
    out = []
    for line in (text or "").split("\n"):
        line = line.strip()
        if line.startswith("(") and line.endswith(")"):
            line = line[1:-1]
        if _ACTIVATED.match(line) and not line.lower().startswith(("when", "whenever", "at the", "enchant")):
            out.append(line)
    return out


def ability_label(ab: dict) -> str:
    """An ability's words from its data, when the card's text has no line for it."""
    cost = ab.get("cost", {})
    parts = []
    if cost.get("mana"):
        parts.append(str(cost["mana"]))
    if cost.get("tap"):
        parts.append("{T}")
    if "mana" in ab:
        m = ab["mana"]
        what = "one mana of any colour" if m == "any" else "".join("{" + c + "}" for c in (m if isinstance(m, str) else
                                                                                           "".join(m)))
        return f"{', '.join(parts)}: Add {what}."
    return (", ".join(parts) or "Ability") + ": activate"
