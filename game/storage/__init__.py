"""Files the game keeps between sessions (settings; later saved duels and decks).

Everything here is plain Python with no pygame: the table reads and writes its options
through this package, and tests point it at a temporary folder with MANA_DUEL_DATA_DIR.
"""
from __future__ import annotations

from .settings import Settings, data_dir, load_settings, own_cards_dir, save_settings

__all__ = ["Settings", "data_dir", "load_settings", "own_cards_dir", "save_settings"]
