"""Card definitions: the YAML files under cards/, validated against the vocabulary and
turned into the engine's `CardDef` values."""
from __future__ import annotations

from .loader import CardDefinitionError, CardPool, load_card_file, load_pool, default_pool

__all__ = ["CardDefinitionError", "CardPool", "load_card_file", "load_pool", "default_pool"]
