"""Game modes and what a player keeps between sessions: a match (one game or best of
three, CR 103.1), the gauntlet and its saved progress, and the autosaved duel that is
resumed after the program was closed or killed.  No pygame: the UI drives these objects.
"""
from __future__ import annotations

from .gauntlet import Gauntlet, GauntletOptions, difficulty, difficulty_label
from .match import GameResult, Match, MatchConfig
from .saves import SavedDuel, clear_autosave, load_autosave, rebuild_game, save_autosave

__all__ = ["GameResult", "Gauntlet", "GauntletOptions", "Match", "MatchConfig", "SavedDuel", "clear_autosave",
           "difficulty", "difficulty_label", "load_autosave", "rebuild_game", "save_autosave"]
