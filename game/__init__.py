"""Mana Duel: an offline Magic: The Gathering duel game."""
