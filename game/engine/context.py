"""The context an effect, filter or amount is evaluated in: who controls it, its source,
the stack item it belongs to (targets, X, mode, division) and the event that triggered it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .objects import StackItem
    from .game import Game


@dataclass
class Ctx:
    g: "Game"
    controller: int
    source: int | None = None
    source_zcc: int | None = None
    item: "StackItem | None" = None
    event: dict[str, Any] = field(default_factory=dict)
    x: int = 0
    results: dict[str, Any] = field(default_factory=dict)
    bound: dict[str, Any] = field(default_factory=dict)
    # a spell not yet cast, asked whether it could be (CR 601.2c looks ahead to its targets):
    # its card is still in hand, but what it may target is what a spell may target
    casting: bool = False

    @property
    def source_obj(self):  # type: ignore[no-untyped-def]
        if self.source is None:
            return None
        return self.g.objects.get(self.source)

    def source_lki(self) -> dict[str, Any] | None:
        """The source as it last existed on the battlefield, if the source of this ability has left
        it since (the ability exists independently of its source and uses its last known
        information, CR 113.7a, 608.2h); None while the source is still the same object."""
        o = self.source_obj
        if o is None or self.source_zcc is None or o.zcc == self.source_zcc:
            return None
        lk = self.g.last_known.get(o.id)
        return lk if lk is not None and lk["zcc"] == self.source_zcc else None

    def source_chosen(self) -> dict[str, Any]:
        """The choices the source made (as it entered, or by a `choose` effect), as it last existed
        if it has left: Black Vise destroyed with its trigger on the stack still hits the chosen player."""
        lk = self.source_lki()
        if lk is not None:
            base = lk["chosen"]
        else:
            o = self.source_obj
            base = o.chosen if o is not None else {}
        made_now = self.results.get("_chosen")   # a choice made as this ability resolves (Nebuchadnezzar)
        return {**base, **made_now} if made_now else base

    def source_is_current(self) -> bool:
        o = self.source_obj
        return o is not None and (self.source_zcc is None or o.zcc == self.source_zcc)

    @property
    def opponent(self) -> int:
        return 1 - self.controller
