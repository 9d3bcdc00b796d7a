"""The game's version: written here once; pyproject.toml, `mana-duel --version`, replays and bug
reports read it."""

__version__ = "0.1.0"
