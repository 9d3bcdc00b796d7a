"""The Mana Duel rules engine: a pure, deterministic implementation of the Comprehensive Rules
for two-player games.  No pygame, no file I/O: card definitions come in as `CardDef` values."""
from __future__ import annotations

from .carddef import CardDef
from .answers import (default_division, is_legal, max_x, payment_preview, payment_sparing, source_mana, x_for_mana)
from .decisions import (Action, ActionTextError, ActivateAbility, Cancel, CastSpell, ChooseNumber, ChooseWord,
                        Concede, Decision, DeclareAttackers, DeclareBlockers, Divide, Mulligan, Order, PassPriority,
                        Pay, Piles, PlayLand, Select, SpecialAction, TurnFaceUp, YesNo, answer_for, answer_type,
                        action_from_text)
from .errors import EngineError, GameSetupError, IllegalActionError
from .game import Game, Pending, add_card, apply, begin_at, legal_actions, start_game
from .outcome import Outcome, Termination
from .state import PLAYER_NAMES
from . import hooks as _hooks  # noqa: F401,E402  (registers the card hooks)

__all__ = ["Action", "ActionTextError", "ActivateAbility", "Cancel", "CardDef", "CastSpell", "ChooseNumber",
           "ChooseWord", "Concede", "Decision", "DeclareAttackers", "DeclareBlockers", "Divide", "Mulligan", "Order",
           "Pay", "Piles", "Select", "YesNo", "answer_for", "answer_type", "default_division", "is_legal", "max_x",
           "payment_preview", "payment_sparing", "source_mana", "x_for_mana",
           "EngineError", "Game", "GameSetupError", "IllegalActionError", "Outcome", "PLAYER_NAMES", "PassPriority",
           "Pending", "PlayLand", "SpecialAction", "Termination", "TurnFaceUp", "action_from_text", "add_card", "apply", "begin_at",
           "legal_actions", "start_game"]
