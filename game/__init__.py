"""Mana Duel: an offline Magic: The Gathering duel game."""

from .version import __version__

__all__ = ["__version__"]
