"""Decks: plain-text deck lists ("4 Lightning Bolt"), the prebuilt decks of the computer
opponents, and deck legality as a list of problems."""
from __future__ import annotations

from .decklist import MAX_DECK_CARDS, Deck, DeckEntry, DeckFileError, parse_deck_text, read_deck
from .legality import deck_problems, missing_cards
from .prebuilt import AI_DECKS_DIR, ai_deck, ai_decks, commander_deck, commander_decks

__all__ = ["AI_DECKS_DIR", "MAX_DECK_CARDS", "Deck", "DeckEntry", "DeckFileError", "ai_deck", "ai_decks", "commander_deck", "commander_decks",
           "deck_problems", "missing_cards", "parse_deck_text", "read_deck"]
