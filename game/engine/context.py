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

    @property
    def source_obj(self):  # type: ignore[no-untyped-def]
        if self.source is None:
            return None
        return self.g.objects.get(self.source)

    def source_is_current(self) -> bool:
        o = self.source_obj
        return o is not None and (self.source_zcc is None or o.zcc == self.source_zcc)

    @property
    def opponent(self) -> int:
        return 1 - self.controller
