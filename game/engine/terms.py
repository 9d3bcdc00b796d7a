"""The game's fixed vocabulary, defined once: the steps of a turn, the colours and the basic
land types.  The engine, the card loader, the computer players, the decks and the table
all read them from here, so a step or a colour is spelled one way everywhere.
"""
from __future__ import annotations

# --- steps (CR 500.1): the steps of a turn in order, the names the log shows, their rules ---
STEPS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
         "first_strike_damage", "combat_damage", "end_of_combat", "main2", "end", "cleanup")
MAIN_STEPS = ("main1", "main2")                                             # CR 505
COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                "combat_damage", "end_of_combat")                           # CR 506.1
STEP_NAMES = {"untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "main1": "precombat main phase",
              "beginning_of_combat": "beginning of combat step", "declare_attackers": "declare attackers step",
              "declare_blockers": "declare blockers step", "first_strike_damage": "first-strike combat damage step",
              "combat_damage": "combat damage step", "end_of_combat": "end of combat step",
              "main2": "postcombat main phase", "end": "end step", "cleanup": "cleanup step"}
STEP_RULES = {"untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "beginning_of_combat": "507",
              "declare_attackers": "508", "declare_blockers": "509", "first_strike_damage": "510.4",
              "combat_damage": "510", "end_of_combat": "511", "main2": "505", "end": "513", "cleanup": "514"}

# --- colours (CR 105.1) and mana types (CR 106.1b), always in WUBRG order ---------------------
# CR 205.2a card types and CR 205.4a supertypes, as card files and filters write them
CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Kindred", "Land",
              "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Tribal", "Vanguard")
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host")
COLORS = ("W", "U", "B", "R", "G")
MANA_TYPES = COLORS + ("C",)
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLOR_OF_WORD = {word: letter for letter, word in COLOR_WORDS.items()}

# --- basic land types (CR 205.3i), the mana each taps for (CR 305.6), their landwalk (702.14) ---
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
MANA_OF_LAND_TYPE = dict(zip(BASIC_LAND_TYPES, COLORS))
LAND_TYPE_OF_MANA = {color: land for land, color in MANA_OF_LAND_TYPE.items()}
LANDWALK_OF = {land: f"{land.lower()}walk" for land in BASIC_LAND_TYPES}
LAND_TYPE_OF_LANDWALK = {walk: land for land, walk in LANDWALK_OF.items()}
# landwalk for a nonbasic land type (CR 702.14a: "desertwalk"); a text change of basic land
# words (Magical Hack) leaves these alone
NONBASIC_LANDWALK = {"desertwalk": "Desert"}
