"""Limited play: boosters of the classic sets, the sealed deck and the booster draft against
computer drafters, and the computer as drafter and deck builder.  Headless, like the other
modes; the table drives these objects (game.ui)."""
from __future__ import annotations

from .boosters import open_booster, open_starter, product, set_codes
from .builder import build_deck
from .event import Event, EventError

__all__ = ["Event", "EventError", "build_deck", "open_booster", "open_starter", "product", "set_codes"]
