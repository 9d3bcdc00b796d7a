"""The card language's effect verbs, declared once.

Every verb a card's `do:` list may use is declared here with its typed parameters.  This one
declaration is what the card validator checks a file against (game/cards/schema.py), what
docs/cards.md is generated from (tools/card_docs.py), and what the interpreter implements: every
declared verb has exactly one handler in game/engine/effects.py (`@handles`), and a handler for an
undeclared verb is refused as the engine is imported.  A parameter's type says how its value is
read — a reference to objects or players, an amount, a filter, nested effects... — so nothing is
guessed from a parameter's name.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Mapping

from .terms import CARD_TYPES, COLORS, STEPS, SUPERTYPES

# --- parameter types --------------------------------------------------------------------------
REF = "REF"              # objects or players: a target name, self, you, {all: FILTER}, ...
AMOUNT = "AMOUNT"        # a number, X, or a computed amount such as {count: FILTER}
AMOUNTS = "AMOUNTS"      # a list of amounts
FILTER = "FILTER"        # a filter, or a filter shorthand such as creature
FILTERS = "FILTERS"      # a list of filters
WORDS = "WORDS"          # a word or a list of words (any of them); one of `values` when the parameter lists them
CONDITION = "CONDITION"  # a condition such as {your_turn: true}
CONDITIONS = "CONDITIONS"  # a list of conditions
EFFECTS = "EFFECTS"      # a nested list of effects
COST = "COST"            # a mana cost in brace notation, e.g. '{1}{U}'
FLAG = "FLAG"            # true or false
WORD = "WORD"            # a word; one of `values` when the parameter lists them
NAME = "NAME"            # a name under which a result is remembered ({result: NAME})
NUMBER = "NUMBER"        # a whole number
TEXT = "TEXT"            # words shown to a player (a prompt)
TEXTS = "TEXTS"          # a list of such words (the options offered)
MANA = "MANA"            # mana symbols as letters: G, BBB, any, produced, or a list such as [W, U]
DURATION = "DURATION"    # how long a continuous effect lasts (see DURATIONS)
KEYWORD_LIST = "KEYWORDS"  # a list of keyword abilities (see KEYWORDS)
MAPPING = "MAPPING"      # a structure of its own, described by the parameter (a token's characteristics)
BIND = "BIND"            # {NAME: REF}: objects remembered as bound:NAME
MATCHING = "MATCHING"    # {of: REF, filter: FILTER}: those of the referenced objects that match
COUNTERS = "COUNTERS"    # {of: REF, kind: WORD}: the counters of a kind on the referenced objects
ANY = "ANY"              # any value; the verb ignores it

PARAM_TYPES: Mapping[str, str] = MappingProxyType({
    REF: "a reference to objects or players (see References)",
    AMOUNT: "an amount (see Amounts)",
    AMOUNTS: "a list of amounts",
    FILTER: "a filter (see Filters)",
    FILTERS: "a list of filters",
    WORDS: "a word or a list of words",
    CONDITION: "a condition (see Conditions)",
    CONDITIONS: "a list of conditions",
    EFFECTS: "a list of effects",
    COST: "a mana cost, e.g. '{1}{U}'",
    FLAG: "true or false",
    WORD: "a word",
    NAME: "a name for a result, read back with {result: NAME}",
    NUMBER: "a whole number",
    TEXT: "words shown to the player",
    TEXTS: "a list of words shown to the player",
    MANA: "mana letters: G, BBB, any, or a list such as [W, U]",
    DURATION: "a duration (see Durations)",
    KEYWORD_LIST: "a list of keyword abilities",
    MAPPING: "a mapping, as described",
    MATCHING: "{of: REF, filter: FILTER}",
    COUNTERS: "{of: REF, kind: WORD}",
    BIND: "{NAME: REF}",
    ANY: "anything (ignored)",
})

# How long a continuous effect created by an effect lasts (CR 611.2).  A card file writes the
# word (`duration: end_of_turn`); the loader reads it into the `Duration` the engine keeps.
class Duration(str, Enum):
    """How long a continuous effect lasts (CR 611.2): a frozen value, its value the word a card
    file writes.  The engine compares effects' durations with these members, never with words."""
    END_OF_TURN = "end_of_turn"
    END_OF_COMBAT = "end_of_combat"
    PERMANENT = "permanent"
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
    WHILE_SOURCE_TAPPED = "while_source_tapped"
    WHILE_SOURCE_TAPPED_AND_CONTROLLED = "while_source_tapped_and_controlled"
    UNTIL_SOURCE_LEAVES = "until_source_leaves"
    WHILE_SOURCE_CONTROLLED = "while_source_controlled"
    THROUGH_ITS_CONTROLLERS_NEXT_TWO_UNTAP_STEPS = "through_its_controllers_next_two_untap_steps"
    UNTIL_YOUR_NEXT_UPKEEP = "until_your_next_upkeep"
    UNTIL_END_OF_YOUR_NEXT_UPKEEP = "until_end_of_your_next_upkeep"
    THROUGH_ITS_CONTROLLERS_NEXT_TURN = "through_its_controllers_next_turn"
    THROUGH_ITS_CONTROLLERS_NEXT_UNTAP_STEP = "through_its_controllers_next_untap_step"

    def __repr__(self) -> str:
        return f"Duration.{self.name}"

    __str__ = str.__str__
    __format__ = str.__format__


DURATIONS: Mapping[Duration, str] = MappingProxyType({
    Duration.END_OF_TURN: "until end of turn (CR 514.2)",
    Duration.END_OF_COMBAT: "until end of combat",
    Duration.PERMANENT: "for the rest of the game",
    Duration.UNTIL_YOUR_NEXT_TURN: "until its controller's next turn begins",
    Duration.WHILE_SOURCE_TAPPED: "for as long as the source remains tapped",
    Duration.WHILE_SOURCE_TAPPED_AND_CONTROLLED: "for as long as you control the source and it remains tapped",
    Duration.UNTIL_SOURCE_LEAVES: "until the source leaves the battlefield (CR 611.2b)",
    Duration.WHILE_SOURCE_CONTROLLED:
        "for as long as you control the source: it ends for good once the source leaves the battlefield or another "
        "player gains control of it (CR 611.2b; Aladdin)",
    Duration.THROUGH_ITS_CONTROLLERS_NEXT_TWO_UNTAP_STEPS:
        "until the affected permanent's controller's next two untap steps have passed (\"it doesn't untap during its "
        "controller's next two untap steps\": Telekinesis)",
    Duration.UNTIL_YOUR_NEXT_UPKEEP: "ends as its controller's next upkeep begins",
    Duration.UNTIL_END_OF_YOUR_NEXT_UPKEEP: "ends as its controller's next upkeep ends",
    Duration.THROUGH_ITS_CONTROLLERS_NEXT_TURN:
        "until the end of the next turn of the affected permanent's controller (\"can't attack during its "
        "controller's next turn\")",
    Duration.THROUGH_ITS_CONTROLLERS_NEXT_UNTAP_STEP:
        "until the affected permanent's controller's next untap step ends (\"doesn't untap during its controller's "
        "next untap step\")",
})


@dataclass(frozen=True)
class Param:
    """One parameter of a verb: its name, the type its value is read as, and what it means."""
    name: str
    type: str
    doc: str
    values: tuple[str, ...] = ()   # for WORD: the words allowed (none listed: any word)
    required: bool = False
    also: tuple[str, ...] = ()     # words accepted in place of a value of the type (prevent's `amount: all`)

    def __post_init__(self) -> None:
        if self.type not in PARAM_TYPES:
            raise ValueError(f"parameter {self.name!r}: unknown type {self.type!r}")


@dataclass(frozen=True)
class Verb:
    """One effect verb: `{name: {params}}` in a card's `do:` list."""
    name: str
    doc: str
    params: tuple[Param, ...]
    example: str
    open_keys: str | None = None   # 'modify': the keys of a `modify` too; 'hook': the hook's own parameters

    def param(self, key: str) -> Param | None:
        return next((p for p in self.params if p.name == key), None)


_VERBS = (
    Verb('damage', "The source deals damage (CR 120).",
        (
            Param('to', REF, 'who or what is dealt damage'),
            Param('amount', AMOUNT, '(default: the division of the targets)'),
            Param('divided', FLAG, 'true: use the division announced on casting (CR 601.2d)'),
            Param('divide_evenly', FLAG, 'true: divide the amount evenly, rounded down, among the targets'),
            Param('cant_regenerate', FLAG, "true: a creature dealt damage this way can't be regenerated this turn"),
            Param('exile_if_dies', FLAG, 'true: a creature dealt damage this way is exiled if it would die this turn'),
            Param('record', NAME, 'remember the damage dealt for a later effect ({result: NAME})'),
            Param('record_dealt', NAME, 'remember the permanents actually dealt damage (not prevented), read back as a reference {result: NAME} ("tap all creatures dealt damage by Falling Star")'),
            Param('source', REF, 'the source, if not this object'),
        ),
        "damage: {to: t, amount: 3}"),
    Verb('destroy', "Destroy permanents (CR 701.8).",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('regenerate', FLAG, "false: they can't be regenerated (default true)"),
            Param('record', NAME, 'remember the permanents put into a graveyard this way: {result: NAME} counts them as an '
                                  'amount (Volcanic Eruption) and names the cards as a reference ("for each creature '
                                  'that died this way": Glyph of Reincarnation)'),
        ),
        "destroy: {what: t, regenerate: false}"),
    Verb('exile', "Exile objects (CR 406).",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('record', NAME, 'remember the cards as they are in exile, for later effects ({result: NAME} as a '
                                  'REF, e.g. bound by a delayed trigger that returns them: Tawnos\'s Coffin)'),
            Param('link', FLAG, 'true: the exiled cards remember this source, for the filter `exiled_by_source` ("each card exiled with this land", Safe Haven)'),
            Param('face_down', FLAG, 'true: the cards are exiled face down (CR 406.3): no player may look at them; they turn face up as they leave exile (Knowledge Vault)'),
            Param('counters', MAPPING, "{KIND: N}: each card is exiled with these counters on it (All Hallow's Eve: {scream: 2})"),
        ),
        "exile: {what: t}"),
    Verb('bounce', "Return objects to their owners' hands.",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
        ),
        "bounce: {what: t}"),
    Verb('put_in_library', "Put objects into their owners' libraries.",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('position', WORD, 'top or bottom (default top)', values=('top', 'bottom')),
            Param('any_order', FLAG, 'true: the controller chooses the order of the cards, from the top down ("in any '
                                     'order"; Drafna\'s Restoration)'),
        ),
        "put_in_library: {what: t, position: top}"),
    Verb('sacrifice', "A player sacrifices permanents (CR 701.21): the named ones, or ones they choose.",
        (
            Param('what', REF, 'sacrifice exactly these (e.g. self)'),
            Param('who', REF, 'player who chooses (with filter)'),
            Param('filter', FILTER, 'of permanents that player controls'),
            Param('n', AMOUNT, '(default 1)'),
            Param('keep', AMOUNT, ', instead of n: each player keeps this many matching permanents of their choice and sacrifices the rest (Balance); worked out once, before anyone sacrifices'),
            Param('record', NAME, 'remember what was sacrificed: {result: NAME} counts them as an amount, is true as a '
                  'condition if anything was, and names the cards as a reference ("if you sacrifice an Island")'),
            Param('chosen_by', REF, "with filter: the player who chooses what `who` sacrifices (Demonic Hordes: "
                                    "\"sacrifice a land of an opponent's choice\")"),
        ),
        "sacrifice: {who: you, filter: {type: Creature, other: true}, record: sacrificed}"),
    Verb('tap', "Tap permanents.",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('record', NAME, 'remember how many were tapped ("if you do": {result: NAME})'),
        ),
        "tap: {what: t}"),
    Verb('untap', "Untap permanents.",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
        ),
        "untap: {what: self}"),
    Verb('remove_from_combat', "Remove creatures from combat (CR 506.4): they stop being attacking, blocking, "
         "blocked or unblocked creatures.  A creature they were blocking stays blocked (CR 509.1h) unless `unblock` "
         "says otherwise.",
        (
            Param('what', REF, 'what it affects (default self)'),
            Param('unblock', FLAG, 'true: attacking creatures that had become blocked only by these creatures '
                                   'become unblocked (Ydwen Efreet)'),
        ),
        "remove_from_combat: {what: self, unblock: true}"),
    Verb('phase_out', "Permanents phase out (CR 702.26): until they phase in they are treated as though they don't "
         "exist, and Auras and Equipment attached to them phase out with them.  Phasing isn't leaving or entering "
         "the battlefield (CR 702.26d).  If the source has already left, nothing happens.",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('until', WORD, 'source_leaves: they phase in as the source leaves the battlefield (Oubliette)',
                  values=('source_leaves',), required=True),
            Param('tapped', FLAG, 'true: each is tapped as it phases in this way'),
        ),
        "phase_out: {what: t, until: source_leaves, tapped: true}"),
    Verb('tap_or_untap', "The controller chooses to tap or untap each object.",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
        ),
        "tap_or_untap: {what: t}"),
    Verb('counter', "Counter spells or abilities on the stack (CR 701.6).",
        (
            Param('what', REF, 'to a spell, or to an activated ability (a target of kind activated_ability)'),
            Param('unless_pays', COST, 'unless its controller pays this (they choose as it resolves)'),
            Param('unless_pays_generic', AMOUNT, 'unless its controller pays this much generic mana, an amount worked out as it resolves ("unless that player pays {X}, where X is its mana value": In the Eye of Chaos)'),
        ),
        "counter: {what: t, unless_pays: '{W}'}"),
    Verb('copy_spell', "Copy a spell on the stack (CR 707.10): the copy has the spell's characteristics and the choices "
                       "made for it (mode, X, targets, division), is controlled by `who`, is put on the stack above it "
                       "without being cast, and ceases to exist when it leaves the stack (CR 707.10a).",
        (
            Param('what', REF, 'the spell copied (default self: the spell resolving)'),
            Param('who', REF, 'player who puts the copy on the stack and controls it (default you)'),
            Param('new_targets', FLAG, "true: that player may choose new targets for the copy (CR 707.10c: "
                                       "\"may choose new targets for the copy\", Chain Lightning)"),
            Param('colors', MANA, "the copy's colour letters, when they differ (Fork: R: \"except that the copy is "
                                  "red\", CR 707.10b)"),
        ),
        "copy_spell: {what: self, who: {controller_of: t}, new_targets: true}"),
    Verb('draw', "Players draw cards (CR 121).",
        (
            Param('who', REF, 'player (default you)'),
            Param('n', AMOUNT, '(default 1)'),
            Param('discard_unless', FILTER, 'each card drawn is revealed, and discarded unless it matches (Sindbad: "if it isn\'t a land card, discard it")'),
        ),
        "draw: {who: you, n: 1}"),
    Verb('discard', "Players discard cards (CR 701.9).",
        (
            Param('who', REF, 'player'),
            Param('n', AMOUNT, 'how many'),
            Param('random', FLAG, 'true: at random'),
            Param('up_to', FLAG, 'true: the player discards up to n cards, as many as they choose (Mind Bomb)'),
            Param('record', NAME, 'remember how many cards were discarded ({result: NAME})'),
            Param('named', FLAG, 'true, with random: the n cards are revealed at random and only those with the name chosen for the source ({choose: {what: card_name}}) are discarded (Nebuchadnezzar)'),
            Param('filter', FILTER, 'only cards matching it can be discarded ("discards a creature card at random")'),
            Param('reveal', FLAG, 'true: the player first reveals their hand (Rag Man)'),
            Param('keep', AMOUNT, ', instead of n: each player keeps this many cards of their choice and discards the rest (Balance); worked out once, before anyone discards'),
            Param('what', REF, 'instead of n: discard exactly these cards, those still in their owner\'s hand (Wand of Ith: the card revealed)'),
        ),
        "discard: {who: event_player, n: 1, random: true}"),
    Verb('mill', "Players put the top cards of their library into their graveyard.",
        (
            Param('who', REF, 'player'),
            Param('n', AMOUNT, 'how many'),
        ),
        "mill: {who: t, n: 2}"),
    Verb('gain_life', "Players gain life (CR 119.3).",
        (
            Param('who', REF, 'player'),
            Param('amount', AMOUNT, 'how much'),
        ),
        "gain_life: {who: you, amount: 2}"),
    Verb('lose_life', "Players lose life (CR 119.3).",
        (
            Param('who', REF, 'player'),
            Param('amount', AMOUNT, 'how much'),
        ),
        "lose_life: {who: opponent, amount: 1}"),
    Verb('set_life', "A player's life total becomes a number (CR 119.5): the player gains or loses the difference.",
        (
            Param('who', REF, 'player'),
            Param('amount', AMOUNT, 'how much'),
        ),
        "set_life: {who: event_player, amount: 20}"),
    Verb('exchange_life', "Two players exchange life totals (CR 701.10c): each gains or loses the amount that makes "
                          "their life total the other's former total, at the same time.",
        (
            Param('who', REF, 'one player (default you)'),
            Param('with', REF, 'the other player (default t, the target named t)'),
        ),
        "exchange_life: {who: you, with: t}"),
    Verb('ante', "Put cards into the ante (CR 407; a rules option, `ante: true`): the top card of each player's "
                  "library, or the referenced objects.  The ante belongs to whoever wins the game.",
        (
            Param('who', REF, 'players who ante the top card of their library (in turn order)'),
            Param('what', REF, "ante these objects instead (each goes to its owner's ante)"),
            Param('may', FLAG, 'true: each player chooses whether to'),
            Param('prompt', TEXT, 'text'),
            Param('then', EFFECTS, 'for each player who anted, with that player as event_player'),
            Param('record', NAME, 'remember how many cards were anted ("if you do": {result: NAME})'),
        ),
        "ante: {who: each_player, may: true, then: [{set_life: {who: event_player, amount: 20}}]}"),
    Verb('gain_ownership', "A player becomes the owner of cards from now on (CR 108.3; ante cards: \"you own "
                           "target card in the ante\"); a card not on the battlefield or the stack moves to the "
                           "same zone of its new owner (CR 400.3).",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('who', REF, 'the new owner (default you)'),
        ),
        "gain_ownership: {what: t}"),
    Verb('add_mana', "Add mana to a player's mana pool (CR 106.4).",
        (
            Param('who', REF, 'player (default you)'),
            Param('mana', MANA, 'letters, e.g. BBB, or any; `produced`: one mana of any type the land that triggered this produced (Mana Flare)'),
            Param('n', AMOUNT, 'add the mana this many times (Energy Tap: {C} equal to a mana value)'),
            Param('spend_only', FILTER, 'this mana may be spent only to cast spells matching the filter (CR 106.6; '
                                        'Metamorphosis: {type: Creature}); it stays in the pool apart from the rest '
                                        'and pays nothing else'),
        ),
        "add_mana: {mana: BBB}"),
    Verb('lose_unspent_mana', "A player's mana pool empties.",
        (
            Param('who', REF, 'player'),
            Param('to', REF, 'player: that player adds the mana lost this way (Drain Power)'),
        ),
        "lose_unspent_mana: {who: t}"),
    Verb('grant_special_action', "Until end of turn the controller may pay a cost any time they could cast an "
                                  "instant; each time they do, the effects happen at once (a special action: no "
                                  "stack, no response, CR 116.2; Guardian Angel).  The table offers it as a button "
                                  "while it can be paid.",
        (
            Param('cost', COST, 'what each use costs, e.g. "{1}"', required=True),
            Param('do', EFFECTS, 'what each use does (they read the bound objects as bound:NAME)', required=True),
            Param('bind', BIND, "{NAME: REF}: objects or players remembered as the spell resolves (\"that permanent "
                                "or player\"), read as bound:NAME"),
            Param('label', TEXT, 'a few words for the button and the log, e.g. "prevent 1 damage"'),
        ),
        "grant_special_action: {cost: '{1}', bind: {it: t}, label: prevent 1 damage, do: [{prevent: {to: bound:it, amount: 1}}]}"),
    Verb('divide_into_piles', "During combat, a player divides all the creatures they control matching the filter "
                               "into labelled piles, each creature into exactly one (Raging River: \"left\" and "
                               "\"right\", CR 700.3); the piles last this combat (see label_attackers).",
        (
            Param('who', REF, 'the player who divides (default defending_player)'),
            Param('filter', FILTER, 'the creatures (of that player) that are divided (default creature)'),
            Param('labels', TEXTS, 'the piles\' labels (default [left, right])'),
        ),
        "divide_into_piles: {who: defending_player, filter: {type: Creature, not_keyword: flying}, labels: [left, right]}"),
    Verb('label_attackers', "For each attacking creature they control, the controller chooses one of the piles' "
                             "labels: that creature can't be blocked this combat except by creatures matching "
                             "`except` and creatures in the pile with the chosen label (Raging River).",
        (
            Param('labels', TEXTS, 'the labels to choose from (default [left, right])'),
            Param('except', FILTER, 'creatures that may block such an attacker whatever their pile (Raging River: '
                                    '{keyword: flying})'),
        ),
        "label_attackers: {labels: [left, right], except: {keyword: flying}}"),
    Verb('block_by_piles', "This turn, instead of declaring blockers, each defending player chooses any number of "
                            "their creatures and divides them into as many piles as there are creatures attacking "
                            "them (a creature that can block more than one may go into as many piles); each pile is "
                            "assigned at random (the game's seeded stream) to a different attacker, and each creature "
                            "in a pile blocks that attacker if it can (Camouflage).",
        (),
        "block_by_piles: {}"),
    Verb('wish', "A player puts a card they own from outside the game into their hand (CR 400.11a): one of "
                  "their sideboard's cards, chosen by them; with no sideboard (or an empty one) nothing is put "
                  "into their hand (Ring of Ma'rûf).",
        (
            Param('who', REF, 'player (default you)'),
        ),
        "wish: {}"),
    Verb('look_at_hand', "The controller looks at a player's hand (the cards are shown to them in the log); nothing "
                          "else changes.",
        (
            Param('who', REF, 'player whose hand is looked at'),
        ),
        "look_at_hand: {who: t}"),
    Verb('look_at_library', "The controller looks at the top N cards of a player's library (shown to them in the "
                             "log, CR 701.16); their order doesn't change.",
        (
            Param('who', REF, 'player whose library is looked at'),
            Param('n', AMOUNT, 'how many cards from the top'),
        ),
        "look_at_library: {who: t, n: 5}"),
    Verb('tap_for_mana', "A player activates a mana ability of each untapped permanent matching the filter that they "
                          "control (Drain Power: \"activates a mana ability of each land they control\"), choosing the "
                          "mana where there is a choice; the mana goes to their pool (CR 605.3a).",
        (
            Param('who', REF, 'player'),
            Param('filter', FILTER, '(default land)'),
        ),
        "tap_for_mana: {who: t, filter: land}"),
    Verb('shuffle_graveyard_into_library', "A player shuffles their graveyard into their library.",
        (
            Param('who', REF, 'player'),
        ),
        "shuffle_graveyard_into_library: {who: you}"),
    Verb('shuffle_hand_into_library', "Players shuffle the cards from their hands into their libraries (CR 701.24); "
                                       "with `draw_that_many`, each then draws as many cards (Winds of Change).",
        (
            Param('who', REF, 'players'),
            Param('draw_that_many', FLAG, 'true: then each draws as many cards as they shuffled in'),
        ),
        "shuffle_hand_into_library: {who: each_player, draw_that_many: true}"),
    Verb('shuffle', "A player shuffles their library (CR 701.24).",
        (
            Param('who', REF, 'player'),
        ),
        "shuffle: {who: you}"),
    Verb('extra_turn', "A player takes an extra turn after this one (CR 500.7).",
        (
            Param('who', REF, 'player'),
        ),
        "extra_turn: {who: t}"),
    Verb('subgame', "The players play a Magic subgame, their libraries as their decks (CR 728: a whole new game, "
                    "played to its end; then each player's cards go back into their library, shuffled); the "
                    "effects of `each_who_didnt_win` then happen once for each player who didn't win it (a draw: "
                    "both), that player named `bound:player` (Shahrazad).",
        (
            Param('each_who_didnt_win', EFFECTS, 'for each player who didn\'t win the subgame, `bound:player`'),
        ),
        "subgame: {each_who_didnt_win: [{lose_life: {who: 'bound:player', amount: {half_up: {life: 'bound:player'}}}}]}"),
    Verb('draw_game', "The game is a draw: it ends at once with no winner (CR 104.4: an effect may say so; Divine "
                      "Intervention).",
        (),
        "draw_game: {}"),
    Verb('modify', "A continuous effect on the affected objects, locked in as it resolves (CR 611.2c); "
                    "the same keys as a static `modify`.",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('duration', DURATION, 'end_of_turn (default), end_of_combat, permanent, until_your_next_turn, while_source_tapped (for as long as the source remains tapped), while_source_tapped_and_controlled (for as long as you control the source and it remains tapped), until_source_leaves (until the source leaves the battlefield, CR 611.2b), until_your_next_upkeep (ends as its controller\'s next upkeep begins), until_end_of_your_next_upkeep (ends as its controller\'s next upkeep ends), through_its_controllers_next_turn (lasts until the end of the next turn of the affected permanent\'s controller: "can\'t attack during its controller\'s next turn"), through_its_controllers_next_untap_step (ends as the affected permanent\'s controller\'s next untap step ends: Barl\'s Cage)'),
            Param('while_matches', FILTER, "the effect also ends for good once the permanent stops matching this "
                                           "filter (CR 611.2b; Cyclopean Tomb: \"that land is a Swamp for as long as "
                                           "it has a mire counter on it\": {counter: mire})"),
        ),
        "modify: {what: t, power: 3, toughness: 3}",
        open_keys='modify'),
    Verb('gain_control', "The controller of this effect (or the player `who`) gains control of permanents (layer 2).",
        (
            Param('what', REF, 'what it affects (default t, the target named t)'),
            Param('duration', DURATION, 'permanent (default), end_of_turn, or a `modify` duration such as while_source_tapped_and_controlled'),
            Param('who', REF, 'player who gains control (default you), e.g. opponent'),
            Param('while_matches', FILTER, "the effect also ends for good once the permanent stops matching this "
                                           "filter, judged from the source (Old Man of the Sea: \"and that "
                                           "creature's power remains less than or equal to this creature's power\": "
                                           "{power_max: {power_of: self}})"),
        ),
        "gain_control: {what: t}"),
    Verb('exchange_control', "Two permanents exchange controllers (CR 701.12): if they are controlled by different "
                             "players, each player gains control of the one the other controlled, for good; if "
                             "either is gone (an illegal target, no longer on the battlefield) or both have the "
                             "same controller, nothing happens (CR 701.12a-b).",
        (
            Param('what', REF, 'the two permanents, e.g. [t, u] (two target names)', required=True),
            Param('record', NAME, 'remember whether they were exchanged ({result: NAME}: "if those permanents are '
                                  'exchanged this way", Gauntlets of Chaos)'),
        ),
        "exchange_control: {what: [t, self], record: exchanged}"),
    Verb('counters', "Put counters on objects (CR 122); players can get poison counters (CR 122.1f).",
        (
            Param('what', REF, '(a player only for kind: poison)'),
            Param('kind', WORD, '+1/+1, -1/-1, charge, poison, ...'),
            Param('n', AMOUNT, 'how many'),
            Param('link', FLAG, 'true: the permanents remember that this very source put counters of this kind on '
                                'them, for the filter `counters_put_by_source` ("a land that a mire counter was put '
                                'onto with this artifact": Cyclopean Tomb)'),
        ),
        "counters: {what: self, kind: +1/+1, n: 1}"),
    Verb('remove_counters', "Remove counters from objects.",
        (
            Param('what', REF, 'what it affects (default self)'),
            Param('kind', WORD, 'kind'),
            Param('n', AMOUNT, 'how many'),
            Param('link', FLAG, 'true: the permanents forget that this source put counters of this kind on them '
                                '("but that a mire counter has not been removed from with this artifact": Cyclopean '
                                'Tomb); see `counters` with `link`'),
        ),
        "remove_counters: {what: self, kind: doom, n: 1}"),
    Verb('regenerate', "The next time the permanent would be destroyed this turn, instead tap it, remove it from "
                        "combat and remove all damage from it (CR 701.19).",
        (
            Param('what', REF, 'what it affects (default self)'),
            Param('only_remove_damage', FLAG, "true: instead of being destroyed, only all damage marked on it is "
                                              "removed -- it isn't tapped or removed from combat, and this isn't "
                                              "regeneration (Pyramids: \"the next time target land would be "
                                              "destroyed this turn, remove all damage marked on it instead\")"),
        ),
        "regenerate: {what: self}"),
    Verb('prevent', "A prevention shield (CR 615): prevent the next N (or all) damage that would be dealt to the "
                     "target this turn, optionally only from a source of the player's choice matching a filter.  "
                     "`combat` limits it to combat damage and `by` to damage dealt by the referenced objects; "
                     "with either and no `to`, it prevents such damage to anything (Fog: `{combat: true}`).",
        (
            Param('to', REF, 'what it applies to (default t, the target named t)'),
            Param('amount', AMOUNT, 'how much damage is prevented (default all)', also=('all',)),
            Param('choose_source', FILTER, 'the player chooses a source matching it'),
            Param('from', FILTER, 'of sources it applies to'),
            Param('once', FLAG, "true: only the next time (a 'next time' shield)"),
            Param('by', REF, "only damage dealt by these objects (Ebony Horse: 'dealt by that creature')"),
            Param('combat', FLAG, 'true: only combat damage (CR 510)'),
            Param('targeted_only', FLAG, 'true: only damage a spell or ability that targets it would cause, all such damage this turn (Silhouette)'),
            Param('gain_life', FLAG, 'true: the controller gains life equal to the damage prevented this way (Reverse Damage)'),
            Param('all_but', NUMBER, 'N: prevent all but N of that damage (Forcefield: 1)'),
            Param('half', FLAG, 'true: the next time the chosen source would deal damage, half that damage, rounded down, is prevented (Dark Sphere; a shield used once)'),
        ),
        "prevent: {to: t, amount: 4}"),
    Verb('reflect_damage', "The next time a source of the player's choice would deal damage to them this turn, that "
                            "source deals that damage and this object deals that much damage to the source's controller "
                            "(a replacement effect, CR 614.1a: Eye for an Eye).",
        (
            Param('to', REF, 'player protected (default you)'),
            Param('choose_source', FILTER, 'the source must match (default any)'),
        ),
        "reflect_damage: {to: you}"),
    Verb('player_rule', "A rule that applies to a player for a duration (e.g. can't be attacked except by fliers).",
        (
            Param('who', REF, 'player'),
            Param('rule', WORD, "attack_only_with (the player can be attacked only by creatures with one of `keywords`); attacks_dont_tap (attacking doesn't cause the player's creatures to tap, CR 508.1f; Johan); life_for_mana (any time the player could activate a mana ability, they may pay 1 life to add {C}: Channel, with duration end_of_turn); creatures_cant_attack (the player's creatures can't attack, those that arrive later included, CR 508.1c: Festival); land_mana_as (a land the player taps for mana produces `mana` instead of any other type: Deep Water); spend_any_mana_once (for the next spell the player casts, mana of any type can pay its mana cost, CR 609.4b: North Star, with duration end_of_turn)", values=('attack_only_with', 'attacks_dont_tap', 'life_for_mana', 'creatures_cant_attack', 'land_mana_as', 'spend_any_mana_once'), required=True),
            Param('mana', WORD, "for land_mana_as: the type of mana, a letter", values=('W', 'U', 'B', 'R', 'G', 'C')),
            Param('keywords', KEYWORD_LIST, 'for attack_only_with: keyword abilities, e.g. [flying]'),
            Param('while_source_untapped', FLAG, "true: the rule applies only while this effect's source is untapped"),
            Param('duration', DURATION, 'until_your_next_turn (default), end_of_turn or end_of_combat'),
        ),
        "player_rule: {who: you, rule: attack_only_with, keywords: [flying, islandwalk]}"),
    Verb('change_target', "Change the target of a spell with a single target (CR 115.7): its controller here chooses "
                           "a new legal target for it matching `to`; if there is none, the target stays.",
        (
            Param('what', REF, 'the spells (default t)'),
            Param('to', FILTER, 'what the new target must be (Reflecting Mirror: player)'),
        ),
        "change_target: {what: t, to: player}"),
    Verb('exchange_blocks', "Two blocking creatures exchange what they block: if each could block every creature the "
                             "other is blocking, both are removed from combat and each then blocks the creatures the "
                             "other was blocking (Sorrow's Path; CR 506.4, 509.1h).",
        (
            Param('what', REF, 'the two blocking creatures (default t, a target of min and max 2)'),
        ),
        "exchange_blocks: {what: t}"),
    Verb('quicken', "The next sorcery the controller casts this turn can be cast as though it had flash.",
        (
        ),
        "quicken: {}"),
    Verb('create_token', "Create creature tokens (CR 111).",
        (
            Param('who', REF, 'player (default you)'),
            Param('n', AMOUNT, 'how many'),
            Param('token', MAPPING, '{name, supertypes, types, subtypes, colors, power, toughness, keywords, statics, triggers (vocabulary triggers: Serpent Generator\'s poisonous Snake), text} (unless copy_of)'),
            Param('copy_of', REF, 'instead of `token`: a token that is a copy of this permanent, its copiable values (CR 707.2, 111.10; Dance of Many)'),
            Param('record', NAME, 'remember the tokens created, for later effects of the ability ({result: NAME} as a REF)'),
            Param('link', FLAG, 'true: the tokens remember this source, for the filter `created_by_source` ("tokens created with this creature")'),
        ),
        "create_token: {n: 1, token: {name: Bird, types: [Creature], subtypes: [Bird], colors: [W, U], "
          "power: 1, toughness: 1, keywords: [flying]}}"),
    Verb('put_in_graveyard', "Put cards into their owners' graveyards from wherever they are, other than the battlefield "
                             "(a card found in a library, CR 701.23: Transmute Artifact's \"put it into its owner's "
                             "graveyard\").",
        (
            Param('what', REF, 'the cards (default t, the target named t)'),
        ),
        "put_in_graveyard: {what: {result: found}}"),
    Verb('put_onto_battlefield', "A player puts a card matching a filter from a zone onto the battlefield.",
        (
            Param('who', REF, 'player'),
            Param('from', WORD, 'hand or graveyard', values=('hand', 'graveyard')),
            Param('filter', FILTER, 'what matches'),
            Param('chosen_by', REF, "the player who chooses the card, if not `who` (Reincarnation: you choose, from its owner's graveyard)"),
            Param('may', FLAG, 'true: optional'),
            Param('what', REF, "put exactly these cards (e.g. self, a card in a graveyard), under their owner's control (with `from`: only if it is still in that zone)"),
            Param('under', WORD, 'you: with `what`, the controller of this effect controls them (Animate Dead)', values=('you',)),
            Param('tapped', FLAG, 'true: they enter tapped'),
            Param('with_last_counters', FLAG, 'true: each enters with the counters it had when it last left the '
                                              'battlefield ("with the noted number and kind of counters": Tawnos\'s '
                                              'Coffin)'),
            Param('attach_to', REF, 'Auras put this way enter attached to this permanent (CR 303.4f)'),
            Param('record', NAME, 'remember the permanents put onto the battlefield ({result: NAME}: true if any, and '
                                  'as a REF)'),
        ),
        "put_onto_battlefield: {from: hand, filter: {type: Creature, mv: {counters: {kind: charge}}}, may: true}"),
    Verb('turn_face_down', "Turn permanents face down (CR 708.2): each becomes a face-down 2/2 creature with no name, "
                            "text or colour until it is turned face up; copy effects that last \"until this is turned "
                            "face down\" end.",
        (
            Param('what', REF, 'what it affects (default self)'),
        ),
        "turn_face_down: {what: self}"),
    Verb('reorder_top', "The controller looks at the top N cards of a player's library and puts them back in any "
                         "order (CR 701.16; Natural Selection).",
        (
            Param('who', REF, 'player whose library it is (default t, the target named t)'),
            Param('n', AMOUNT, 'how many cards from the top'),
        ),
        "reorder_top: {who: t, n: 3}"),
    Verb('block_attacker', "A creature blocks an attacking creature chosen by the controller of this effect, without "
                           "a declaration (False Orders: \"you may have it block an attacking creature of your "
                           "choice\"); only a block it could legally make (CR 509.1b).",
        (
            Param('what', REF, 'the blocking creature (default t, the target named t)'),
            Param('may', FLAG, 'true: the choice of no attacker is allowed'),
        ),
        "block_attacker: {what: t, may: true}"),
    Verb('lose_game', "A player loses the game (CR 104.3e) -- unless an effect says they can't (Platinum Angel).",
        (
            Param('who', REF, 'player (default you)'),
        ),
        "lose_game: {who: you}"),
    Verb('become_copy', "A permanent becomes a copy of another (CR 707.2, 707.9): it takes that object's copiable "
                         "values, keeping the exceptions of its own current copy effect (its extra abilities, its "
                         "kept colour: Vesuvan Doppelganger's \"it has this ability\").",
        (
            Param('what', REF, 'what becomes a copy (default self)'),
            Param('of', REF, 'what it copies (default t, the target named t)'),
        ),
        "become_copy: {what: self, of: t}"),
    Verb('attach', "Attach the source (an Aura or Equipment) to an object.",
        (
            Param('to', REF, 'what it applies to (default t, the target named t)'),
            Param('enchant', FILTER, 'the Aura\'s enchant ability becomes this for as long as it stays on the battlefield (Animate Dead: it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with this Aura")'),
        ),
        "attach: {to: t}"),
    Verb('move_aura', "Attach an Aura to another permanent of the type of the one it is attached to (CR 701.3): as "
                      "it resolves, the controller chooses a permanent matching `to` that shares with the Aura's "
                      "present host a card type the filter names, other than that host, and that the Aura could "
                      "legally enchant (it doesn't target it); the Aura gets a new timestamp (CR 701.3c).  With no "
                      "such permanent the Aura stays where it is (CR 701.3b).",
        (
            Param('what', REF, 'the Auras moved (default t, the target named t)'),
            Param('to', FILTER, 'the permanents it may move to, by card type ("another permanent of that type": '
                                '{type: [Creature, Land]}, Enchantment Alteration)'),
        ),
        "move_aura: {what: t, to: {type: [Creature, Land]}}"),
    Verb('for_each', "The effects happen once for each referenced object, in turn, each time with that object as "
                     "`bound:each` (\"for each creature that died this way, ...\": Glyph of Reincarnation).",
        (
            Param('what', REF, 'the objects', required=True),
            Param('do', EFFECTS, 'the effects, done once for each', required=True),
        ),
        "for_each: {what: {result: died}, do: [{draw: {n: 1}}]}"),
    Verb('may', "The controller (or `who`) may do the effects (a yes/no choice on resolution).",
        (
            Param('do', EFFECTS, 'the effects', required=True),
            Param('who', REF, 'player'),
            Param('prompt', TEXT, 'text'),
            Param('record', NAME, 'remember the answer'),
        ),
        "may: {do: [{draw: {n: 1}}]}"),
    Verb('pay', "A player may pay a cost; if they do, the `then` effects happen, otherwise `else` (\"unless\").",
        (
            Param('who', REF, 'player (default you)'),
            Param('cost', COST, "mana cost, e.g. '{1}'"),
            Param('x', AMOUNT, 'the value of X in `cost` (default: the X of the spell or ability; Primordial Ooze: {counters: {of: self, kind: +1/+1}})'),
            Param('life', AMOUNT, 'life to pay (Wand of Ith: {mana_value_of: {result: revealed}})'),
            Param('discard', NUMBER, 'N: cards to discard ("unless you discard a card")'),
            Param('any_amount', FLAG, 'true: the player pays any amount of mana they choose, from 0 up to `max` (AMOUNT) and what they can pay; the amount paid is recorded in `record`, and `then` follows (Power Leak)'),
            Param('max', AMOUNT, 'with any_amount, the most that may be paid'),
            Param('or_life', AMOUNT, 'N: the player may pay N life instead of the mana cost (Erosion: "unless that player pays {1} or 1 life")'),
            Param('times', AMOUNT, 'the mana cost is paid this many times over ("unless you pay {G} for each wind counter on it": Cyclone)'),
            Param('record', NAME, 'with any_amount, remember the mana paid ({result: NAME})'),
            Param('generic', AMOUNT, 'N: {N} more generic mana, counted as it resolves (Transmute Artifact: "pay {X}, '
                                     'where X is the difference")'),
            Param('then', EFFECTS, 'the effects when it holds, or is done'),
            Param('else', EFFECTS, 'the effects otherwise'),
            Param('must_offer', ANY, 'ignored'),
        ),
        "pay: {cost: '{W}{W}', else: [{sacrifice: {what: self}}]}"),
    Verb('if', "Do `then` if the condition holds, else `else`.",
        (
            Param('cond', CONDITION, 'the condition', required=True),
            Param('then', EFFECTS, 'the effects when it holds, or is done'),
            Param('else', EFFECTS, 'the effects otherwise'),
        ),
        "if: {cond: {result: sacrificed}, else: [{damage: {to: you, amount: 7}}]}"),
    Verb('choose', "The controller makes a choice as the effect resolves and remembers it on the source.",
        (
            Param('what', WORD, 'what is chosen: color, player, opponent, basic_land_type, number, creature_type, mode, card_name (any name of a card in the game)', values=('color', 'player', 'opponent', 'basic_land_type', 'number', 'creature_type', 'mode', 'card_name'), required=True),
            Param('min', NUMBER, 'for number: the smallest (default 0)'),
            Param('max', AMOUNT, 'for number: the largest (an AMOUNT, e.g. {counters: {of: self, kind: +1/+1}})'),
            Param('record', NAME, 'also remember the choice for later effects of the ability ({result: NAME})'),
            Param('options', TEXTS, 'for mode ("your choice of ...", remembered by number for {chosen: {mode: N}}) or creature_type: the choices offered'),
            Param('who', REF, 'the player who chooses (default you; Petra Sphinx: "target player chooses a card name")'),
        ),
        "choose: {what: color}"),
    Verb('reveal_top', "A player reveals the top card of their library (CR 701.16); it is put into `to` if it matches "
                       "the filter, otherwise into `else_to`.",
        (
            Param('who', REF, 'player (default you)'),
            Param('filter', FILTER, 'the card must match it (Petra Sphinx: {chosen_name: true})'),
            Param('to', WORD, 'where a matching card goes (default hand)', values=('hand', 'graveyard', 'top')),
            Param('else_to', WORD, 'where it goes otherwise (default graveyard)', values=('hand', 'graveyard', 'top')),
        ),
        "reveal_top: {who: t, filter: {chosen_name: true}, to: hand, else_to: graveyard}"),
    Verb('choose_objects', "A player chooses any number of objects matching a filter (\"you may exile any number of "
                            "tokens ...\"); later effects of the ability refer to them as {result: NAME}.",
        (
            Param('who', REF, 'player (default you)'),
            Param('filter', FILTER, 'what matches'),
            Param('min', AMOUNT, 'the fewest (default 0; Recall: {result: discarded}, as many as were discarded)'),
            Param('max', AMOUNT, 'the most (default: all of them)'),
            Param('record', NAME, 'remember the chosen objects'),
            Param('random', FLAG, 'true: max of them are chosen at random and revealed ("reveals a card at random from their hand", Wand of Ith)'),
        ),
        "choose_objects: {filter: {token: true, created_by_source: true}, record: chosen}"),
    Verb('delayed', "Create a delayed triggered ability (CR 603.7), e.g. \"destroy that creature at end of combat\".",
        (
            Param('when', WORD, 'end_of_combat, next_end_step, next_upkeep, next_draw_step, next_main_phase (the beginning of the next main phase, precombat or postcombat; with `whose: you`, "your next main phase": Mana Drain), leaves_battlefield (when an object of `watch` leaves the battlefield, CR 603.7c), dies_this_turn (when an object of `watch` dies this turn: Sandals of Abdallah, Reincarnation), becomes_untapped (when an object of `watch` becomes untapped: Tawnos\'s Coffin), or whenever_this_turn (each time the event `on_event` happens to an object of `watch` this turn: Glyph of Life)', values=('end_of_combat', 'next_end_step', 'next_upkeep', 'next_draw_step', 'next_main_phase', 'leaves_battlefield', 'dies_this_turn', 'becomes_untapped', 'whenever_this_turn'), required=True),
            Param('do', EFFECTS, 'the effects'),
            Param('watch', REF, 'for leaves_battlefield, the objects watched (Stangg: self, or the token it created)'),
            Param('on_event', MAPPING, 'for whenever_this_turn: the event, as a trigger\'s `when` ({event: dealt_damage, from: {attacking: true}}), happening to a watched object'),
            Param('bind', BIND, "{NAME: REF} objects to remember as bound:NAME; a bound object that has since changed zones is a new object the ability doesn't affect (CR 400.7)"),
            Param('whose', REF, 'player: only at the beginning of that player\'s next step ("their next draw step")'),
            Param('rest_of_game', FLAG, "true: it triggers at every such step for the rest of the game, not only the "
                                        "next (Cyclopean Tomb: \"at the beginning of each of your upkeeps for the "
                                        "rest of the game\"; with next_upkeep and whose)"),
            Param('remember', MAPPING, "{NAME: AMOUNT}: numbers worked out now, as the delayed ability is created, and read by its effects as {event: NAME} (Mana Drain: the countered spell's mana value)"),
            Param('this_turn', FLAG, 'true, with leaves_battlefield: only if it happens this turn ("when that creature leaves the battlefield this turn", Runesword, War Barge); the ability ends with the turn'),
        ),
        "delayed: {when: end_of_combat, bind: {it: event_object}, do: [{destroy: {what: 'bound:it'}}]}"),
    Verb('search_library', "A player searches their library for cards matching a filter (CR 701.23), may reveal them, "
                            "and puts them into a zone; then shuffles (unless `shuffle: false`).",
        (
            Param('who', REF, 'player (default you)'),
            Param('filter', FILTER, 'of cards (e.g. {supertype: Basic, type: Land})'),
            Param('n', AMOUNT, 'how many (default 1)'),
            Param('up_to', FLAG, 'true: any number from 0 to n ("up to three")'),
            Param('to', WORD, 'hand (default), battlefield, graveyard or top (of the library)', values=('hand', 'battlefield', 'graveyard', 'top')),
            Param('reveal', FLAG, 'true: the cards found are revealed'),
            Param('shuffle', FLAG, "false: don't shuffle afterwards"),
            Param('record', NAME, 'remember the cards found, for later effects of the ability ({result: NAME} as a '
                                  'REF; Transmute Artifact)'),
        ),
        "search_library: {filter: {supertype: Basic, type: Land}, n: 3, up_to: true, to: hand, reveal: true}"),
    Verb('replace_next_draw', "The next time the controller would draw a card this turn, the effects happen instead "
                               "(a replacement effect, CR 614.1a, 614.11; Aladdin's Lamp).  X is the X of the ability "
                               "that created it.",
        (
            Param('do', EFFECTS, 'that happen instead of that draw (they may draw a card themselves)'),
        ),
        "replace_next_draw: {do: [{look_at_top: {n: X, keep_on_top: 1, rest: bottom_random}}, {draw: {n: 1}}]}"),
    Verb('look_at_top', "A player looks at the top N cards of their library, chooses some of them to stay on top, "
                         "and puts the rest on the bottom in a random order (Aladdin's Lamp).",
        (
            Param('who', REF, 'player (default you)'),
            Param('n', AMOUNT, 'how many cards are looked at'),
            Param('keep_on_top', AMOUNT, 'how many of them the player keeps on top (default 1)'),
            Param('rest', WORD, 'bottom_random (default): the others go to the bottom of the library in a random order', values=('bottom_random',)),
        ),
        "look_at_top: {n: X, keep_on_top: 1, rest: bottom_random}"),
    Verb('drop_onto_table', "A dexterity card (Chaos Orb, Falling Star): its player drops it onto the table, as "
                            "the 1997 game did for \"flip it from a height of at least one foot\"; the permanents "
                            "it lands on are those it touches, at most four (a card lying flat on cards of its own "
                            "size touches at most four of them).  The decision is a selection of the permanents "
                            "touched (purpose `drop`): the table works it out from where the card was released, the "
                            "computer aims with a declared accuracy (game.ai.dexterity).  A drop counts as a flip "
                            "that turned over completely.",
        (
            Param('who', REF, 'the player who drops it (default you)'),
            Param('affects', FILTER, 'the permanents the drop matters to, for the highlight on the table and the '
                                     "computer's aim (the effects that follow say what happens to them)"),
            Param('record', NAME, 'the permanents it touches, read back as a reference {result: NAME}', required=True),
        ),
        "drop_onto_table: {affects: {token: false}, record: touched}"),
    Verb('flip_coin', "A player flips a coin (CR 705); the result is remembered: heads is true.",
        (
            Param('who', REF, 'player (default you)'),
            Param('record', NAME, 'remember whether it came up heads ({result: NAME})'),
        ),
        "flip_coin: {who: you, record: mine}"),
    Verb('repeat', "Do the effects, then again, until the condition holds after a repetition (\"repeat this process "
                    "until ...\"); at most 1000 times.",
        (
            Param('do', EFFECTS, 'the effects', required=True),
            Param('until', CONDITION, ', checked after each repetition'),
        ),
        "repeat: {do: [{flip_coin: {who: you, record: mine}}], until: {result: mine}}"),
    Verb('pay_for_each', "A player chooses any number of permanents they control matching a filter and pays a cost for "
                          "each one chosen; the effects then happen to the chosen ones (`bound:chosen`).",
        (
            Param('who', REF, 'player (default you)'),
            Param('filter', FILTER, 'of permanents that player controls'),
            Param('cost', COST, "mana cost paid for each, e.g. '{4}'"),
            Param('life', AMOUNT, 'life paid for each (Cleansing: 1)'),
            Param('among', REF, "instead of the player's own permanents: choose among these objects, any player's (Cleansing: {all: land}); what an earlier player chose is not offered again"),
            Param('do', EFFECTS, ', referring to the chosen as bound:chosen'),
            Param('unchosen', EFFECTS, 'once every player has chosen: effects on the objects none of them paid for, as bound:unchosen ("destroy that land unless any player pays 1 life", Cleansing)'),
        ),
        "pay_for_each: {who: active_player, filter: {type: Creature, color: U, tapped: true}, cost: '{4}', "
          "do: [{untap: {what: 'bound:chosen'}}]}"),
    Verb('redirect_damage', "The next time a source of the player's choice would deal damage to the target this turn, "
                             "that source deals that damage to another player or object instead (a redirection "
                             "shield, CR 614.9: Jade Monolith).",
        (
            Param('from_target', REF, 'whose damage is redirected (default t)'),
            Param('to', REF, 'who is dealt it instead (default you)'),
            Param('choose_source', FILTER, 'the source must match (default any)'),
            Param('by', REF, 'instead of a chosen source\'s next damage: all damage the referenced objects would deal this turn (to `from_target` if given, else to anything) is dealt to `to` instead (Shimian Night Stalker; Reverberation)'),
            Param('amount', AMOUNT, "instead of a chosen source's next damage, the next N damage from any source (Personal Incarnation: 1)"),
            Param('any_creature', FLAG, 'true, instead of a target: until end of turn, damage that would be dealt to any creature may be dealt to `to` instead, the controller deciding each time (Blood of the Martyr)'),
        ),
        "redirect_damage: {from_target: t, to: you}"),
    Verb('choose_spell_cast', "A player chooses one of the spells cast this turn that matched a filter as they were "
                              "cast, by any player (\"a player who cast one or more sorcery spells this turn ... one "
                              "of those sorcery spells\": Backdraft); nothing is chosen if there is none.  The choice is "
                              "remembered as a reference to the spell as it was on the stack: `controller_of` is "
                              "the player who cast it, `damage_dealt_this_turn_by` the damage it dealt.",
        (
            Param('who', REF, 'the player who chooses (default you)'),
            Param('filter', FILTER, 'what the spell was as it was cast, e.g. {type: Sorcery}'),
            Param('record', NAME, 'remember the spell chosen ({result: NAME})', required=True),
        ),
        "choose_spell_cast: {filter: {type: Sorcery}, record: spell}"),
    Verb('hook', "A named Python hook for behaviour the vocabulary can't express (listed in docs/cards.md).",
        (
            Param('name', WORD, 'hook name', required=True),
        ),
        "hook: {name: balance}",
        open_keys='hook'),
)

VERBS: Mapping[str, Verb] = MappingProxyType({v.name: v for v in _VERBS})


# --- filters (FILTER) -------------------------------------------------------------------------
# A filter is a mapping of these keys, every one of which an object (or player) must match, or one
# of the shorthands below.  The loader compiles each filter of a card into a frozen `Filter`
# (game/engine/filter_spec.py) whose fields are these keys, their values read as declared here.
FILTER_KINDS = ("permanent", "spell", "card", "player", "any", "creature_or_player", "player_or_planeswalker",
                "spell_or_permanent", "activated_ability")
# the player words a filter's `controller` or `owner` may name besides a reference
PLAYER_WORDS = ("you", "opponent", "active", "defending", "event_player", "any")
FILTER_PARAMS: Mapping[str, Param] = MappingProxyType({p.name: p for p in (
    Param('kind', WORD, 'what sort of thing: permanent (default), spell, card, player, any (creature, player or planeswalker), creature_or_player, player_or_planeswalker, spell_or_permanent, activated_ability (an activated ability on the stack; the other keys apply to its source)', values=FILTER_KINDS),
    Param('type', WORDS, 'card type(s), any of', values=CARD_TYPES),
    Param('not_type', WORDS, 'card type(s) it must not have', values=CARD_TYPES),
    Param('subtype', WORDS, 'subtype(s), any of'),
    Param('not_subtype', WORDS, 'subtype(s) it must not have'),
    Param('supertype', WORDS, 'supertype, e.g. Legendary or Basic', values=SUPERTYPES),
    Param('not_supertype', WORDS, 'supertype(s) it must not have, e.g. Basic ("nonbasic lands", Blood Moon)', values=SUPERTYPES),
    Param('color', WORDS, 'colour letter(s), any of', values=COLORS),
    Param('not_color', WORDS, 'colour letter(s) it must not have', values=COLORS),
    Param('colorless', FLAG, 'true: has no colour'),
    Param('controller', REF, 'you, opponent, active or defending (for players: which player); for permanents also a target name or player reference, e.g. t: controlled by that target player', also=PLAYER_WORDS),
    Param('owner', REF, 'you or opponent; or a target name or player reference, e.g. t: owned by that target player', also=PLAYER_WORDS),
    Param('tapped', FLAG, 'true/false'),
    Param('attacking', FLAG, 'true/false'),
    Param('blocked', FLAG, 'true/false: an attacking creature that is blocked / unblocked ("unblocked creatures", CR 509.1h)'),
    Param('blocking', FLAG, 'true/false'),
    Param('blocking_creature', REF, 'a REF: is blocking that creature (Wall of Caltrops: event_other, the creature it blocks)'),
    Param('in_combat', FLAG, 'true: attacking or blocking (false: neither)'),
    Param('power_max', AMOUNT, 'power at most this amount'),
    Param('power_min', AMOUNT, 'power at least this amount'),
    Param('toughness_max', AMOUNT, 'toughness at most'),
    Param('mv', AMOUNT, 'mana value equal to this amount'),
    Param('name', WORDS, 'exact name, or a list of names: any of them (Golgothian Sylex: the names first printed in Antiquities)'),
    Param('shares_color_with', REF, 'a reference (e.g. event_object): has at least one colour in common with it (Invoke Prejudice)'),
    Param('shares_type_with', REF, 'a reference, e.g. a target named earlier: has at least one card type in common with it (Gauntlets of Chaos, "shares one of those types with it": any_of [{type: Artifact, shares_type_with: {matching: {of: mine, filter: {type: Artifact}}}}, ...])'),
    Param('targets', FILTER, 'FILTER: a spell with at least one target matching it ("instant spell that targets a permanent you control": Avoid Fate)'),
    Param('would_destroy', FILTER, 'FILTER: a spell that, resolving now, would destroy a permanent matching it -- its `destroy` effects (of the chosen mode, conditional ones included) read against its targets and the board (Equinox: {type: Land, controller: you}; "destroy all lands" and "destroy target land" alike)'),
    Param('blocks', REF, 'a reference: is blocking one of the referenced creatures ("each creature blocking it": Feint)'),
    Param('blocked_by_this_turn', REF, 'a reference: was blocked by one of the referenced creatures this turn (Glyph of Doom)'),
    Param('dealt_damage_to_source', FLAG, 'true: dealt damage to the source this turn (once the source has died: as it died; Brine Hag)'),
    Param('not_name', WORD, 'a name it must not have ("except for creatures named Akron Legionnaire")'),
    Param('other', FLAG, 'true: not the source itself'),
    Param('token', FLAG, 'true/false'),
    Param('zone', WORD, 'zone for cards: graveyard, hand, library, exile (default battlefield)'),
    Param('keyword', WORDS, 'has this keyword'),
    Param('not_keyword', WORDS, 'lacks this keyword'),
    Param('counter', WORD, 'has at least one counter of this kind'),
    Param('chosen_color', FLAG, 'true: has the colour chosen for the source'),
    Param('chosen_name', FLAG, 'true: has the card name chosen for the source ({choose: {what: card_name}}: Petra Sphinx)'),
    Param('blocking_source', FLAG, 'true: is blocking or blocked by the source (once the source has died: was, as it died)'),
    Param('banded_with_source', FLAG, "true: is in the source's attacking band (CR 702.22; Camel)"),
    Param('attached_to', FILTER, 'FILTER: is attached to a permanent matching it ("target Aura attached to a land": Pyramids)'),
    Param('least_power', FLAG, 'true: no permanent matching the rest of the filter has less power ("the creature with the least power": Drop of Honey)'),
    Param('greatest_mv', FLAG, 'true: no permanent matching the rest of the filter has a greater mana value ("the creature you control with the greatest mana value": Juxtapose)'),
    Param('enchanted', FLAG, 'true: has an Aura attached to it (false: has none)'),
    Param('targets_matching', FILTER, 'a FILTER: a spell or ability on the stack with a target matching it (Ring of Immortals: {controller: you}, "that targets a permanent you control")'),
    Param('attached_to_source', FLAG, 'true: is attached to the source (the Auras and Equipment on it: Rabid Wombat)'),
    Param('attacked_this_turn', FLAG, 'true/false: was declared as an attacker this turn; for players (kind: player): attacked with a creature this turn (Fire and Brimstone)'),
    Param('damaged_this_turn', FLAG, 'true/false: was dealt damage this turn (Giant Shark)'),
    Param('single_target', WORD, 'you: a spell with a single target, that target being this source\'s controller (Reflecting Mirror: "target spell with a single target if that target is you")', values=("you",)),
    Param('dealt_damage_by_source', FLAG, 'true: this source has dealt damage to it (a player, or a planeswalker) since it came onto the battlefield (The Fallen: "each opponent ... it has dealt damage to this game")'),
    Param('counters_put_by_source', WORD, 'a counter kind: this very source put counters of that kind on it and '
                                          'hasn\'t removed them since (`counters`/`remove_counters` with `link: true`; '
                                          'Cyclopean Tomb: "a land that a mire counter was put onto with this '
                                          'artifact")'),
    Param('exiled_by_source', FLAG, 'true: a card in exile that this very source exiled (`exile` with `link: true`; Safe Haven\'s "each card exiled with this land")'),
    Param('could_attack_this_turn', FLAG, 'true/false: was able to attack as attackers were declared this turn (Season of the Witch: "except for creatures that couldn\'t attack")'),
    Param('controlled_since_turn_start', FLAG, 'true: its controller has controlled it continuously since their most recent turn began (CR 302.6); false: it came under their control later'),
    Param('has_mana_ability', FLAG, 'true: has a mana ability (CR 605)'),
    Param('created_by_source', FLAG, 'true: a token created by this very source (`create_token` with `link: true`; Tetravus\'s "tokens created with this creature")'),
    Param('first_printed', WORDS, 'set code(s), any of: its name was originally printed in that set (CR 201.2; City in a Bottle: `ARN`, the Arabian Nights expansion); the facts are cards/printings.json'),
    Param('not_targeted_by', FILTER, "FILTER: isn't the target of an ability on the stack from a source matching it (Goblin Artisans: {name: Goblin Artisans, other: true})"),
    Param('any_of', FILTERS, '[FILTER, ...]: matches at least one of these filters ("Walls and/or creatures with flying")'),
    Param('all_of', FILTERS, '[FILTER, ...]: matches every one of these filters ("Sand Warriors": [{subtype: Sand}, {subtype: Warrior}])'),
)})
# Names for common filters: `targets: {t: creature}`.
FILTER_SHORTHANDS: Mapping[str, Mapping[str, object]] = MappingProxyType({
    'any_target': MappingProxyType({'kind': 'any'}),
    'creature': MappingProxyType({'type': 'Creature'}),
    'creature_or_player': MappingProxyType({'kind': 'creature_or_player'}),
    'player_or_planeswalker': MappingProxyType({'kind': 'player_or_planeswalker'}),
    'player': MappingProxyType({'kind': 'player'}),
    'opponent': MappingProxyType({'kind': 'player', 'controller': 'opponent'}),
    'spell': MappingProxyType({'kind': 'spell'}),
    'creature_spell': MappingProxyType({'kind': 'spell', 'type': 'Creature'}),
    'noncreature_spell': MappingProxyType({'kind': 'spell', 'not_type': 'Creature'}),
    'permanent': MappingProxyType({'kind': 'permanent'}),
    'artifact': MappingProxyType({'type': 'Artifact'}),
    'enchantment': MappingProxyType({'type': 'Enchantment'}),
    'land': MappingProxyType({'type': 'Land'}),
    'planeswalker': MappingProxyType({'type': 'Planeswalker'}),
    'artifact_or_enchantment': MappingProxyType({'type': ['Artifact', 'Enchantment']}),
    'spell_or_permanent': MappingProxyType({'kind': 'spell_or_permanent'}),
    'creature_card_in_graveyard': MappingProxyType({'kind': 'card', 'zone': 'graveyard', 'type': 'Creature'}),
})

# --- references (REF) -------------------------------------------------------------------------
# A reference is a target name, `bound:NAME` (delayed triggers), one of these words, or a
# one-key mapping below; a list of references refers to all of them.
REF_WORDS: Mapping[str, str] = MappingProxyType({
    "self": "this object (its last known information once it has left, CR 113.7a)",
    "enchanted": "the permanent this Aura enchants",
    "equipped": "the creature this Equipment equips",
    "you": "this object's controller",
    "opponent": "the controller's opponent",
    "each_opponent": "each opponent of the controller",
    "each_player": "every player",
    "active_player": "the player whose turn it is",
    "defending_player": "the defending player (CR 506.2)",
    "event_player": "the player of the triggering event",
    "event_object": "the object of the triggering event",
    "event_source": "the source of the triggering event (e.g. of the damage)",
    "event_other": "the other creature of the triggering event (the other creature of a block)",
    "event_ability": "the activated ability of the triggering event, while it is on the stack (`activated` with "
                     "`non_mana: true`; Imprison: \"counter that ability\")",
    "chosen_player": "the player chosen for this object (as it entered, or by `choose`)",
    "this_card": "this object's card once it has been put into a graveyard (\"return this card to its owner's "
                 "hand\": Puppet Master), nothing otherwise",
    "sacrificed": "the permanent sacrificed to pay this spell's or ability's cost, as it last existed on the battlefield "
                  "(\"the sacrificed creature's toughness\": Diamond Valley, Life Chisel); with `sacrifice_any`, all "
                  "of them (Sword of the Ages)",
    "discarded": "the cards discarded to pay this ability's cost (Land's Edge: \"if the discarded card was a land "
                 "card\")",
    "cost_paid": "the object exiled or sacrificed to pay this ability's cost (Necropolis: \"the exiled card\")",
})
REF_MAPPINGS: Mapping[str, Param] = MappingProxyType({p.name: p for p in (
    Param("all", FILTER, "every object (or player, with `kind: player`) matching the filter"),
    Param("players", FILTER, "every player matching the filter"),
    Param("controller_of", REF, "the controller of the referenced objects"),
    Param("owner_of", REF, "the owner of the referenced objects"),
    Param("attached_to", REF, "what the referenced Aura or Equipment is attached to"),
    Param("attachments_of", REF, "the Auras and Equipment attached to the referenced permanents (\"all Auras attached "
                                 "to it\": Tawnos's Coffin)"),
    Param("result", NAME, "the objects an earlier effect of the same ability recorded (`record: NAME`)"),
    Param("top_of_library", REF, "the top card of those players' libraries (Knowledge Vault: {top_of_library: you})"),
    Param("matching", MATCHING, "those of the referenced objects that match the filter now"),
    Param("controller_when_blocked", MAPPING, "{what: REF, by: REF}: the player who controlled each referenced "
                                              "creature the last time it became blocked this turn by one of the `by` "
                                              "creatures, even once it has died (Glyph of Reincarnation)"),
)})

# --- amounts (AMOUNT) -------------------------------------------------------------------------
# An amount is a whole number, X (the announced X), or one of these one-key mappings.
AMOUNT_MAPPINGS: Mapping[str, Param] = MappingProxyType({p.name: p for p in (
    Param("damage_from_this_turn", MAPPING, "{who: REF, from: FILTER}: the damage dealt to those players or permanents "
                                            "this turn by sources that matched the filter as they dealt it (Reverse "
                                            "Polarity: {who: you, from: {type: Artifact}}; Blazing Effigy: {who: self, "
                                            "from: {name: Blazing Effigy, other: true}}, a permanent counted even once "
                                            "it has died)"),
    Param("count", FILTER, "the number of matching permanents (or cards, with `kind: card`)"),
    Param("hand_size", REF, "the number of cards in those players' hands"),
    Param("life", REF, "those players' life total"),
    Param("counters", COUNTERS, "the number of counters of that kind on them"),
    Param("power_of", REF, "its power (last known, if it has left the battlefield)"),
    Param("toughness_of", REF, "its toughness (last known, if it has left the battlefield)"),
    Param("mana_value_of", REF, "its mana value"),
    Param("result", NAME, "a number an earlier effect of the same ability recorded (`record: NAME`)"),
    Param("targets_count", NAME, "how many targets were chosen for that target name"),
    Param("chosen_number", FLAG, "true: the number chosen for the source (as it entered, or by `choose`)"),
    Param("cast_x", FLAG, "true: the value of X in the source's mana cost as it was cast (CR 107.3m; Venarian "
                          "Gold's enters trigger: \"put X sleep counters\"); 0 if it wasn't cast"),
    Param("activated_this_turn", WORD, "how many times the ability being resolved was activated this turn",
          values=("this_ability",)),
    Param("event", WORD, "a number the triggering event remembers, e.g. `amount` (\"that much\")"),
    Param("add", AMOUNTS, "the sum"),
    Param("sub", AMOUNTS, "the first minus the others"),
    Param("mul", AMOUNTS, "the product"),
    Param("min", AMOUNTS, "the smallest"),
    Param("max0", AMOUNT, "that amount, or 0 if it is negative"),
    Param("half_down", AMOUNT, "half, rounded down"),
    Param("half_up", AMOUNT, "half, rounded up (\"loses half their life, rounded up\")"),
    Param("creatures_died_this_turn", FLAG, "true: the number of creatures put into a graveyard from the "
                                            "battlefield this turn (CR 700.4)"),
    Param("damage_dealt_this_turn_by", REF, "the damage the referenced objects dealt this turn, each as the very "
                                            "object it was (a spell chosen with `choose_spell_cast`: Backdraft)"),
    Param("damage_taken_this_turn", REF, "the damage dealt to those players this turn (Simulacrum)"),
    Param("instants_cast_this_turn", REF, "the number of instant spells those players cast this turn, counting "
                                          "the one being cast (Ichneumon Druid)"),
    Param("untapped_lands_at_turn_start", REF, "the lands those players controlled untapped as this turn began "
                                               "(Power Surge)"),
    Param("lands_played_this_turn", REF, "the lands those players have played this turn (CR 305.2; Fastbond: "
                                         "\"if it wasn't the first land you played this turn\")"),
)})

# --- conditions (CONDITION) -------------------------------------------------------------------
# A condition is a mapping with one of these keys, and the shared keys below where it uses them.
CONDITION_MAPPINGS: Mapping[str, Param] = MappingProxyType({p.name: p for p in (
    Param("untapped", REF, "the referenced object is untapped"),
    Param("tapped", REF, "the referenced object is tapped"),
    Param("count", FILTER, "the number of matching permanents, compared with eq/min/max"),
    Param("controls", FILTER, "that player (`who`) controls a matching permanent"),
    Param("attacked_last_turn", REF, "the referenced creature attacked during its controller's last turn"),
    Param("your_turn", FLAG, "true: it is the controller's turn; false: it isn't"),
    Param("life_max", AMOUNT, "that player's (`who`) life is at most this"),
    Param("hand_min", AMOUNT, "that player (`who`) has at least this many cards in hand"),
    Param("not", CONDITION, "the condition doesn't hold"),
    Param("all", CONDITIONS, "every listed condition holds"),
    Param("any", CONDITIONS, "at least one listed condition holds"),
    Param("on_battlefield", REF, "the referenced object is on the battlefield"),
    Param("result", NAME, "a result recorded earlier in the same effect list is true/nonzero"),
    Param("amount", AMOUNT, "compare an amount with eq/min/max, e.g. {amount: {creatures_died_this_turn: true}, "
                            "min: 1}"),
    Param("started_turn_untapped", REF, "the referenced permanent was untapped as this turn began (Rasputin "
                                        "Dreamweaver)"),
    Param("before_step", WORD, "the current step comes before this one in the turn (\"before attackers are "
                               "declared\": declare_attackers)", values=STEPS),
    Param("chosen", MAPPING, "{KEY: VALUE}: the source's as-enters or resolution choice, e.g. {chosen: {mode: 2}}"),
    Param("cards_above", FILTER, "this card is in a graveyard with at least `min` cards matching the filter above "
                                 "it (Nether Shadow)"),
    Param("matches", FILTER, "the referenced object (`what`) matches the filter (Animate Artifact: "
                             "{not: {matches: creature, what: enchanted}})"),
    Param("dealt_damage_to_opponent_this_turn", REF, "the referenced permanent dealt damage to an opponent of its "
                                                     "controller this turn (Whirling Dervish)"),
    Param("attacked_or_blocked", REF, "the referenced creature attacked or blocked this combat (Clockwork Beast)"),
    Param("did_last_turn", WORD, "that player (`who`) did this during their last turn (their most recent turn before "
                                 "this one): cast_spell, or put_nontoken_permanent (a nontoken permanent entered the "
                                 "battlefield under their control) (Arboria)",
          values=("cast_spell", "put_nontoken_permanent")),
    Param("event_sacrificed", FLAG, "true: the object of the triggering zone change was sacrificed (CR 701.21); "
                                    "false: it got there another way (Urza's Miter: \"if it wasn't sacrificed\")"),
)})
CONDITION_SHARED: Mapping[str, Param] = MappingProxyType({p.name: p for p in (
    Param("eq", AMOUNT, "the number counted equals this"),
    Param("min", AMOUNT, "the number counted is at least this"),
    Param("max", AMOUNT, "the number counted is at most this"),
    Param("who", REF, "the player concerned (default you)"),
    Param("what", REF, "the object concerned"),
)})

# --- keywords ---------------------------------------------------------------------------------
# The keyword abilities a card's `keywords:` (and `add_keywords`, `player_rule` ...) may name (CR 702).
KEYWORDS = frozenset({
    "flying", "reach", "defender", "first strike", "double strike", "trample", "deathtouch", "lifelink", "vigilance",
    "haste", "menace", "hexproof", "indestructible", "flash", "banding", "shroud", "plainswalk", "islandwalk",
    "swampwalk", "mountainwalk", "forestwalk", "desertwalk", "morph", "rampage", "phasing", "fear", "shadow", "landwalk",
    "legendary landwalk", "bands with other legendary creatures"})
RAMPAGE = re.compile(r"^rampage [0-9]+$")   # rampage N (CR 702.23): written with its number
PROTECTION = re.compile(r"^protection from (white|blue|black|red|green|artifacts|creatures|everything)$")
# "bands with other [quality]" (CR 702.22b): legendary creatures, or creatures with a given name
BANDS_WITH_OTHER = re.compile(r"^bands with other (legendary creatures|creatures named .+)$")
# in `remove_keywords`: every "bands with other" ability, whatever its quality (Tolaria, Shelkin Brownie)
ALL_BANDS_WITH_OTHER = "bands with other"


def is_keyword(kw: object) -> bool:
    """A keyword ability the card language knows: a plain one, protection from a quality,
    rampage N, or bands with other [quality]."""
    return isinstance(kw, str) and (kw in KEYWORDS or bool(PROTECTION.match(kw) or RAMPAGE.match(kw)
                                                           or BANDS_WITH_OTHER.match(kw)))
