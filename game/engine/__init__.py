"""The Mana Duel rules engine: a pure, deterministic implementation of the Comprehensive Rules
for two-player games.  No pygame, no file I/O: card definitions come in as `CardDef` values."""
from __future__ import annotations

from .carddef import CardDef
from .decisions import (Action, ActivateAbility, Cancel, CastSpell, Choose, Concede, Decision, PassPriority,
                        PlayLand, TurnFaceUp, action_from_text)
from .errors import EngineError, GameSetupError, IllegalActionError
from .game import Game, Pending, add_card, apply, begin_at, legal_actions, start_game
from .outcome import Outcome, Termination
from .state import PLAYER_NAMES
from . import hooks as _hooks  # noqa: F401,E402  (registers the card hooks)

__all__ = ["Action", "ActivateAbility", "Cancel", "CardDef", "CastSpell", "Choose", "Concede", "Decision",
           "EngineError", "Game", "GameSetupError", "IllegalActionError", "Outcome", "PLAYER_NAMES", "PassPriority", "Pending",
           "PlayLand", "Termination", "TurnFaceUp", "action_from_text", "add_card", "apply", "begin_at", "legal_actions", "start_game"]
