"""Card definitions: the YAML files under cards/, validated against the vocabulary and
turned into the engine's `CardDef` values."""
from __future__ import annotations

from .loader import CardDefinitionError, CardPool, default_pool, load_card_file, load_pool, use_own_cards

__all__ = ["CardDefinitionError", "CardPool", "load_card_file", "load_pool", "default_pool", "use_own_cards"]
