"""Python hooks for the few cards whose text the vocabulary can't reasonably express.

Each hook lives in its own module here and registers itself with `register`; a card uses
it as the effect `hook: {name: NAME, ...}`.  Every hooked card is listed, with the reason,
in docs/card-hooks.md (and so in docs/cards.md).
"""
from __future__ import annotations

import importlib
import pkgutil
from typing import Callable

from ..context import Ctx
from ..effects import HOOKS

HookFn = Callable[[Ctx, dict], None]


def register(name: str) -> Callable[[HookFn], HookFn]:
    def deco(fn: HookFn) -> HookFn:
        HOOKS[name] = fn
        return fn
    return deco


def load_all() -> None:
    for mod in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{mod.name}")


load_all()
