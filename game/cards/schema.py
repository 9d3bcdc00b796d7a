"""The closed vocabulary of card files, and its validator.

Every key a card file may use is listed here (top-level keys, ability, trigger and cost
keys) or in the engine's registries (effect verbs, filter keys, conditions, modify keys,
replacement effects).  `validate_card` walks a parsed file and returns every problem
with the path where it occurred; nothing unknown is accepted.  docs/cards.md is generated
from these tables (tools/card_docs.py).
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from typing import Any

from ..engine.events import REPLACEMENT_KEYS
from ..engine.language import (AMOUNT, AMOUNT_MAPPINGS, AMOUNTS, BIND, CONDITION, CONDITION_MAPPINGS,
                               CONDITION_SHARED, CONDITIONS, COST, COUNTERS, DURATION, DURATIONS, EFFECTS, FILTER,
                               FILTER_KINDS, FILTER_PARAMS, FILTER_SHORTHANDS, FILTERS, FLAG, WORDS,
                               KEYWORD_LIST, KEYWORDS, MANA, MAPPING, MATCHING, NAME, NUMBER, PARAM_TYPES, PROTECTION,
                               RAMPAGE, REF, REF_MAPPINGS, REF_WORDS, TEXT, TEXTS, VERBS, WORD, Param,
                               ALL_BANDS_WITH_OTHER, is_keyword)
from ..engine.mana import ManaCost, ManaCostError
from ..engine.statics import MODIFY_KEYS, RULE_FLAGS
from ..engine.terms import CARD_TYPES, COLORS, STEPS, SUPERTYPES
from ..engine.triggers import STEP_WHOSE, TRIGGER_EVENTS

Problem = tuple[tuple, str]

TOP_KEYS = {
    "name": "the card's Oracle name (required)",
    "cost": "mana cost in brace notation, e.g. '{2}{R}{R}' (omit for lands)",
    "type": "the Oracle type line, e.g. 'Legendary Creature — Human Wizard' (required)",
    "pt": "power/toughness, e.g. '2/2' or '*/*' (creatures)",
    "loyalty": "starting loyalty (planeswalkers)",
    "colors": "colour letters, when they differ from the cost's (colour indicator, hybrid)",
    "keywords": "keyword abilities, lower case: flying, first strike, protection from white, forestwalk, ...",
    "text": "the Oracle text exactly (required; '' for vanilla creatures)",
    "spell": "what an instant or sorcery does: {targets, do, modes, divide, extra_cost, additional_cost "
             "({sacrifice: FILTER}: as an additional cost to cast it, sacrifice a matching permanent, CR 601.2h; "
             "the reference `sacrificed` is that permanent), x_color, cast_only_if "
             "(a CONDITION: cast only while it holds, CR 601.3), cast_only_text (the restriction, for messages)}",
    "abilities": "activated abilities, mana abilities included, in the order written on the card",
    "triggers": "triggered abilities",
    "static": "static abilities",
    "replacements": "replacement and prevention effects that are static abilities",
    "enchant": "what an Aura can enchant (a filter)",
    "as_enters": "choices made as the permanent enters: {choose: {what: color}} or {copy: {filter: ...}}",
    "deck_limit": "copies allowed in a deck (default 4; 'any' for e.g. Relentless Rats)",
    "morph": "the morph cost, e.g. '{1}{U}' (CR 702.37): the card may be cast face down as a 2/2 for {3}, and "
             "turned face up any time its controller has priority by paying this cost (a special action)",
    "faces": "the two halves of a split card, each with name, cost, type, text, spell",
    "ai": "hints for the computer opponent (free-form, not rules)",
}
ABILITY_KEYS = {
    "cost": "the activation cost: a string such as '{1}, {T}' or a mapping of cost keys",
    "mana": "this is a mana ability adding this mana: G, BBB, C, any, or a list of alternatives such as [W, U] or [WWW, UUU, BBB, RRR, GGG] (three mana of any one color); opponent_lands: one mana of any "
            "colour a land an opponent controls could produce (Fellwar Stone)",
    "do": "the effects",
    "targets": "named targets: {NAME: FILTER} or {NAME: {filter, min, max, chosen_by}}; min/max may be X (\"tap X "
               "target creatures\": the announced X); chosen_by: a player (opponent, active_player, ...): that "
               "player chooses this target (\"any target of an opponent's choice\": Cuombajj Witches; \"target "
               "creature that player controls of their choice\": The Abyss)",
    "modes": "modal ability: a list of {text, targets, do}",
    "divide": "{among: TARGET-NAME, amount: AMOUNT}: a division announced on activation",
    "timing": "sorcery: only when you could cast a sorcery; your_turn: only during your turn",
    "loyalty": "a loyalty ability: the loyalty cost, e.g. +1 or -6",
    "any_player": "true: any player may activate it",
    "owner_only": "true: only the owner may activate it",
    "opponents_only": "true: only its controller's opponents may activate it (Clergy of the Holy Nimbus)",
    "only_your_turn": "true: activate only during your turn",
    "only_step": "it can be activated only during this step (e.g. upkeep)",
    "activate_only_if": "a CONDITION: it can be activated only while it holds (CR 602.5b; Library of Alexandria: "
                        "{amount: {hand_size: you}, eq: 7})",
    "once_per_turn": "true: only once each turn",
    "max_per_turn": "N: no more than N times each turn (Vampire Bats: 2)",
    "before_step": "a step: it can be activated only before that step of the turn (Angus Mackenzie: "
                   "combat_damage)",
    "x_min": "N: the smallest X that may be announced (\"X can't be 0\": 1)",
    "mana_per_x": "with `mana`: this mana is added once more for each counter an X counter-removal cost "
                  "removed (mana batteries: `mana: W, mana_per_x: W`)",
    "x_is": "an AMOUNT: X isn't announced but is this, worked out once the targets are chosen (Reflecting "
            "Mirror: twice the target spell's mana value, {mul: [2, {mana_value_of: t}]})",
    "mana_instead": "{if: CONDITION, mana: MANA}: with `mana`, the ability adds this mana instead while the "
                    "condition holds as it is activated (Urza's Mine: `{if: {all: [{controls: {subtype: \"Urza's "
                    "Power-Plant\"}}, {controls: {subtype: \"Urza's Tower\"}}]}, mana: CC}`)",
    "spend_only": "FILTER: with `mana`, this mana can be spent only to cast spells matching the filter (CR 106.6; "
                  "Mishra's Workshop: {type: Artifact}); the ability is used while paying for such a spell",
    "mana_times": "AMOUNT: with `mana`, the mana is added this many times, counted once the costs are paid (Priest "
                  "of Yawgmoth: `{mana_value_of: sacrificed}`; City of Shadows: `{counters: {of: self, kind: "
                  "storage}}`)",
    "text": "the ability's text (for the table's menus)",
    "zone": "where it can be activated from (default battlefield)",
}
COST_KEYS = {
    "mana": "the mana part, e.g. '{2}{B}'",
    "tap": "{T}",
    "untap": "{Q}",
    "sacrifice_self": "sacrifice this permanent",
    "exile_self": "exile this permanent",
    "pay_life": "pay this much life",
    "discard": "discard this many cards",
    "discard_random": "discard this many cards at random (Coral Helm)",
    "discard_last_drawn": "true: discard the last card you drew this turn, which must still be in your hand "
                          "(Jandor's Ring)",
    "sacrifice": "sacrifice a permanent matching this filter",
    "sacrifice_any": "sacrifice any number of permanents you control matching this filter (Sword of the Ages: "
                     "creatures); the effects refer to them as `sacrificed`",
    "exile": "exile a permanent you control matching this filter (City of Shadows: a creature)",
    "exile_from_graveyard": "exile a card matching this filter from your graveyard (Necropolis: a creature card); "
                            "the effects read it as cost_paid",
    "tap_untapped": "tap an untapped permanent you control matching this filter",
    "remove_counters": "{KIND: N}; N may be X: any number, announced on activation (the ability's X)",
}
TRIGGER_KEYS = {
    "when": "the trigger event: {event: ...}, {step: ..., whose: ...}, or {state: CONDITION} (a state trigger, "
            "CR 603.8: triggers whenever the condition holds, once until it has left the stack)",
    "if": "an intervening-if condition (CR 603.4)",
    "targets": "named targets, chosen as it goes on the stack",
    "modes": "modal triggered ability",
    "do": "the effects",
    "text": "the ability's text",
    "mana_ability": "true: a triggered mana ability (CR 605.1b): it resolves at once, without the stack "
                    "(Mana Flare)",
    "zone": "graveyard: the ability works while its card is in a graveyard (CR 113.6k; Nether Shadow); exile: while "
            "it is in exile (All Hallow's Eve, with `when: {step: ...}`); stack: it "
            "triggers from the spell itself (\"When you cast this spell\", CR 601.2i; Mana Vortex)",
}
ON_KEYS = {"event", "step", "whose", "what", "to", "combat", "by", "other", "who", "state", "without_tap", "with_tap",
           "non_mana", "from"}
SPELL_KEYS = {"targets", "do", "modes", "divide", "extra_cost", "x_color", "text",
              "additional_cost",  # {sacrifice: FILTER}: as an additional cost, sacrifice a matching permanent
              "cast_only_if",     # CONDITION: the spell can be cast only while it holds (CR 601.3)
              "cast_only_text"}   # the restriction's words, for the refusal message
STATIC_KEYS = {
    "modify": "a continuous effect on objects (see the modify keys)",
    "if": "the ability applies only while this condition holds",
    "cant_lose": "{who: you}: that player can't lose the game",
    "opponents_cant_win": "{who: you}: that player's opponents can't win the game",
    "no_max_hand_size": "{who: you}: no maximum hand size",
    "enters_replacement": "{who: opponents|you|each_player, type: TYPE, if: CONDITION, then: EFFECTS}: if such a "
                          "player would put a permanent of that type onto the battlefield while the condition holds "
                          "(checked before it enters, with that player as event_player), they instead put it onto "
                          "the battlefield and then the effects happen, as part of the same event (CR 614.1c; Land "
                          "Equilibrium)",
    "library_top_revealed": "{who: each_player|you|opponents}: those players play with the top card of their "
                            "libraries revealed (Field of Dreams): every player sees it, and the next one as soon as "
                            "it is on top",
    "hands_revealed": "{who: each_player|you|opponents}: those players play with their hands revealed (Revelation): "
                      "every player sees the cards in them",
    "any_number_of_lands": "{who: you}: that player may play any number of lands on each of their turns "
                           "(CR 305.2; Fastbond)",
    "max_hand_size": "{who: you|opponents|each_player|chosen_player, n: N}: that player's maximum hand size is N "
                     "(Cursed Rack; with no_max_hand_size, the later effect wins, CR 613.11)",
    "replace_draws": "{who: each_player|you|opponents, do: EFFECTS, except_first_in_draw_step: true}: if such a "
                     "player would draw a card (with the flag: except the first one they draw in each of their "
                     "draw steps), the effects happen instead, with that player as event_player (CR 614.1a; the draw its own effects make isn't replaced by it again, CR "
                     "614.5: Chains of Mephistopheles)",
    "skip_draw_step_draw": "{who: you, then: EFFECTS}: may skip the draw in the draw step; if so, the effects happen",
    "attack_only_with": "{who: you, keywords: [...]}: only creatures with one of these can attack that player",
    "attack_only_if": "{who: each_player|you|opponents, if: CONDITION}: creatures can't attack those players unless "
                      "the condition holds, judged with the player who would be attacked as `event_player` (a "
                      "restriction, CR 508.1c; Arboria: {did_last_turn: cast_spell, who: event_player})",
    "attack_only_if_defender_controls": "FILTER: this creature can't attack unless the defending player controls a "
                                        "matching permanent (CR 508.1c)",
    "other_auras_cant_enchant": "true (on an Aura): the enchanted permanent can't be enchanted by other Auras "
                                "(CR 303.4; Consecrate Land)",
    "protection_keeps_self": "true: the protection this grants doesn't make this Aura fall off",
    "blockable_only_by": "FILTER: this creature can't be blocked except by creatures matching it (CR 509.1b; "
                         "Elven Riders: `{any_of: [{subtype: Wall}, {keyword: flying}]}`)",
    "attack_cost": "{sacrifice: FILTER, n: N} and/or {mana: COST}: this creature can't attack unless its controller "
                   "sacrifices N matching permanents / pays the mana as attackers are declared (CR 508.1g; "
                   "Leviathan; Brainwash grants `{mana: '{3}'}` with add_statics)",
    "blocks_additional": "N: this creature can block N additional creatures each combat (Two-Headed Giant of "
                         "Foriys: 1)",
    "cant_block_attackers": "FILTER: this creature can't block attacking creatures matching it (Ironclaw Orcs: "
                            "{power_min: 2})",
    "lure_for": "FILTER: all creatures matching it that are able to block this creature do so (a blocking "
                "requirement, CR 509.1c; Marble Priest: {subtype: Wall})",
    "discard_to_library_top": "{who: you}: when an effect makes that player discard, they may put the card on top "
                              "of their library instead of into their graveyard (Library of Leng)",
    "max_counters": "{KIND: N}: this permanent can't have more than N counters of that kind on it (Rasputin "
                    "Dreamweaver)",
    "may_skip_turn": "{who: you, then: EFFECTS}: as that player would begin a turn, they may skip it instead; if "
                     "they do, the effects happen (Time Vault, with `if: {tapped: self}`; CR 614.10)",
    "no_loss_for_life": "{who: you}: that player doesn't lose the game for having 0 or less life (CR 704.5a; Lich)",
    "draw_instead_of_gaining_life": "{who: you}: if that player would gain life, they draw that many cards instead "
                                    "(CR 614.1a; Lich)",
    "cant_play_lands": "{who: each_player|you|opponents}: those players can't play lands (Worms of the Earth, "
                       "CR 305.2)",
    "lands_cant_enter": "{}: lands can't enter the battlefield; a land that would stays where it is (Worms of the "
                        "Earth, CR 614.1)",
    "skip_untap_step": "{who: each_player|you|opponents}: those players skip their untap steps (Stasis, CR 614.1b)",
    "spell_cost_increase": "{filter: FILTER, n: N}: spells matching the filter cost {N} more to cast (CR 601.2f; "
                           "Gloom: {filter: {color: W}, n: 3})",
    "spell_cost_reduction": "{filter: FILTER, n: N}: spells matching the filter cost {N} less to cast, a reduction "
                            "of the generic mana only, applied after any increase (CR 601.2f; Planar Gate: "
                            "{filter: {type: Creature, controller: you}, n: 2})",
    "ability_cost_increase": "{filter: FILTER, n: N}: activated abilities (other than mana abilities) of permanents "
                             "matching the filter cost {N} more to activate (CR 602.2b; Gloom)",
    "ability_cost_reduction": "{what: REF or filter: FILTER, n: N, min_mana: M}: activated abilities (other than "
                              "mana abilities) of the referenced permanents, or of permanents matching the filter, "
                              "cost {N} less to activate -- generic mana only, never leaving less than M mana in the "
                              "cost (CR 601.2f, 602.2b; Power Artifact: {what: enchanted, n: 2, min_mana: 1})",
    "landwalk_blockable": "[swampwalk, ...]: creatures with these landwalk abilities can be blocked as though "
                          "they didn't have them (Ur-Drago, Lord Magnus; CR 702.14c)",
    "lingers": "end_of_turn: if this permanent leaves the battlefield, the effect of this ability's `modify` "
               "continues until end of turn on the objects it was affecting (Titania's Song)",
    "spend_mana_as": "{who: you, mana: W, as: R}: that player may spend mana of the first type as though it were "
                     "mana of the second (Sunglasses of Urza; CR 609.4b)",
    "untap_limit": "{who: each_player, filter: FILTER (default land), n: N}: those players can't untap more than "
                   "N matching permanents during their untap steps (Winter Orb; CR 502.3)",
    "cant_play": "{who: each_player|you|opponents, filter: FILTER}: those players can't cast spells or play lands "
                 "matching the filter (City in a Bottle: {first_printed: ARN}; CR 101.2)",
    "combat_limit": "{attackers: N, blockers: N}: no more than N creatures can attack / block each combat "
                    "(Caverns of Despair; a restriction, CR 508.1c, 509.1b)",
    "doesnt_untap": "true: this permanent doesn't untap during its controller's untap step -- with `if`, only while "
                    "the condition holds (CR 502.3; Glyph of Delusion grants it with `if: {amount: {counters: {of: "
                    "self, kind: glyph}}, min: 1}`)",
    "text": "the ability's text",
}
AS_ENTERS_KEYS = {"sacrifice": "{filter: FILTER}: sacrifice any number of permanents you control matching it as this "
                               "enters (CR 614.12); how many is its chosen number ({chosen_number: true}: Wood "
                               "Elemental)",
                  "do": "EFFECTS that happen as the permanent enters, before it is on the battlefield "
                        "(Lich: [{lose_life: {who: you, amount: {life: you}}}])",
                  "choose": "{what: color|opponent|basic_land_type|number|mode, min/max (number; max may be an "
                            "AMOUNT), options (mode: the texts of the choices; the number of the one chosen is "
                            "remembered, see the condition `chosen`), pay_life: true (number: that much life is paid, "
                            "Nameless Race)}",
                  "exile_from_graveyard": "{filter: FILTER, n: AMOUNT (default X, the spell's X), counters: "
                                          "[KIND, ...]}: exile that many matching cards from your graveyard, or "
                                          "the permanent goes to the graveyard instead; it enters with one "
                                          "counter of a chosen kind for each (Frankenstein's Monster)",
                  "copy": "{filter: FILTER, may: true, extra_triggers: [...], add_types: [...] (card types it has in "
                          "addition: Copy Artifact), keep_colors: true (it doesn't copy the colour: Vesuvan "
                          "Doppelganger), also_turned_face_up: true (the choice "
                          "is also made as it is turned face up), until_turned_face_down: true (the copy effect "
                          "ends when it is turned face down)}"}


ABILITY_SCALARS: dict[str, Any] = {
    "mana": "mana", "mana_per_x": str, "timing": ("sorcery", "your_turn"), "loyalty": int, "any_player": bool,
    "owner_only": bool, "opponents_only": bool, "only_your_turn": bool, "once_per_turn": bool, "max_per_turn": int, "x_min": int,
    "zone": str}
TRIGGER_SCALARS: dict[str, Any] = {"mana_ability": bool, "zone": str}
# what a trigger's `when: {what: ...}` may name besides a filter (the source, what it is attached to,
# the creatures it damaged, its controller being dealt damage)
TRIGGER_WHAT_WORDS = ("self", "enchanted", "equipped", "damaged_by_self", "you")
TEXT_HOLDERS = {"an activated ability", "a triggered ability", "a mode", "a static ability", "a spell"}
# what a misspelt word of a closed vocabulary in a filter is called in a message
VOCABULARY_NAMES = {CARD_TYPES: "card type", SUPERTYPES: "supertype", COLORS: "colour letter",
                    FILTER_KINDS: "kind of thing"}


def _kind(value: Any) -> str:
    """What a value is, in the words of the file (a list, a mapping, a number...)."""
    if isinstance(value, bool):
        return f"{value!r} (true/false)"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if value is None:
        return "nothing"
    return f"a {type(value).__name__} value"


def _suggest(word: str, options: Any) -> str:
    close = difflib.get_close_matches(str(word), [str(o) for o in options], n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


class Validator:
    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.target_names: set[str] = set()
        self.filter_paths: list[tuple] = []     # where the filters are: the loader compiles them
        self.duration_paths: list[tuple] = []   # and where the durations are

    def err(self, path: tuple, msg: str) -> None:
        self.problems.append((path, msg))

    def seq(self, data: Any, path: tuple, what: str) -> list:
        """The items of a list field (an empty or missing one is no items); anything else is reported."""
        if data is None:
            return []
        if not isinstance(data, list):
            self.err(path, f"expected a list of {what}, got {_kind(data)}")
            return []
        return data

    def word(self, value: Any, options: Any, path: tuple, what: str) -> None:
        """One of a fixed set of words (a step, a trigger event...)."""
        if not isinstance(value, str) or value not in options:
            self.err(path, f"unknown {what} {value!r}{_suggest(value, options) if isinstance(value, str) else ''}")

    def keys(self, data: Any, allowed: Any, path: tuple, what: str) -> bool:
        if not isinstance(data, dict):
            self.err(path, f"expected a mapping ({what}), got {_kind(data)}")
            return False
        for k in data:
            if k not in allowed:
                self.err(path + (k,), f"unknown key {k!r} in {what}{_suggest(k, allowed)}")
        if "text" in data and what in TEXT_HOLDERS:      # the words shown for an ability, a mode
            if not isinstance(data["text"], str):
                self.err(path + ("text",), f"expected the words shown for it, got {_kind(data['text'])}")
            else:
                _printable(self, data["text"], path + ("text",))
        return True

    # --- pieces ---------------------------------------------------------------------------------
    def mana(self, text: Any, path: tuple) -> None:
        if not isinstance(text, str):
            self.err(path, f"expected a mana cost string like '{{2}}{{R}}', got {text!r}")
            return
        try:
            ManaCost.parse(text)
        except ManaCostError as e:
            self.err(path, str(e))

    def filter(self, f: Any, path: tuple) -> None:
        """A filter: a shorthand, or a mapping of the keys the language declares (FILTER_PARAMS),
        each value read as its declared type.  Its path is kept: the loader compiles it there."""
        self.filter_paths.append(path)
        if isinstance(f, str):
            if f not in FILTER_SHORTHANDS:
                self.err(path, f"unknown filter {f!r}{_suggest(f, FILTER_SHORTHANDS)}")
            return
        if self.keys(f, FILTER_PARAMS, path, "a filter"):
            for k, v in f.items():
                if k in FILTER_PARAMS:
                    self.filter_value(FILTER_PARAMS[k], v, path + (k,))

    def scalars(self, data: dict, path: tuple, kinds: dict[str, Any]) -> None:
        """The plain values of an ability (flags, counts, words), each of the kind the engine reads:
        `loyalty: "-1"` or `once_per_turn: "no"` would be misread or fail mid-duel."""
        for k, kind in kinds.items():
            if k not in data:
                continue
            v, p = data[k], path + (k,)
            if kind is bool and not isinstance(v, bool):
                self.err(p, f"expected true or false, got {_kind(v)}")
            elif kind is int and (isinstance(v, bool) or not isinstance(v, int) or not -1000 <= v <= 1000):
                self.err(p, f"expected a whole number, got {_kind(v)}")
            elif kind is str and not isinstance(v, str):
                self.err(p, f"expected a word, got {_kind(v)}")
            elif isinstance(kind, tuple):
                self.word(v, kind, p, k.replace("_", " "))
            elif kind == "mana" and not (isinstance(v, str) and v or isinstance(v, list) and v
                                         and all(isinstance(x, str) for x in v)):
                self.err(p, f"expected the mana added (G, BBB, any, or a list such as [W, U]), got {_kind(v)}")

    def filter_value(self, param: Param, v: Any, p: tuple) -> None:
        """One value of a filter, of its key's declared type: `tapped: "false"` would be true, a
        misspelt type or colour would match nothing, silently -- each is a load error."""
        t = param.type
        if t == FLAG:
            if not isinstance(v, bool):
                self.err(p, f"expected true or false, got {_kind(v)}")
        elif t == WORD:
            if param.values:
                if len(param.values) == 1:
                    if v != param.values[0]:
                        self.err(p, f"expected {param.values[0]}, got {_kind(v)}")
                else:
                    self.word(v, param.values, p, VOCABULARY_NAMES.get(param.values, param.name))
            elif not isinstance(v, str):
                self.err(p, f"expected a word, got {_kind(v)}")
        elif t == WORDS:
            if not (isinstance(v, str) or (isinstance(v, list) and v and all(isinstance(x, str) for x in v))):
                what = "a name or a list of names" if param.name == "name" else "a word or a list of words"
                self.err(p, f"expected {what}, got {_kind(v)}")
            elif param.values:
                what = VOCABULARY_NAMES.get(param.values, param.name)
                for i, w in enumerate([v] if isinstance(v, str) else v):
                    if w not in param.values:
                        self.err(p if isinstance(v, str) else p + (i,),
                                 f"unknown {what} {w!r}{_suggest(w, param.values)}")
        elif t == REF:
            if not (isinstance(v, str) and v in param.also):
                self.ref(v, p)
        elif t == AMOUNT:
            self.amount(v, p)
        elif t == FILTER:
            self.filter(v, p)
        elif t == FILTERS:
            if not isinstance(v, list):
                self.err(p, "expected a list of filters")
            else:
                for i, sub in enumerate(v):
                    self.filter(sub, p + (i,))
        else:
            self.err(p, f"a filter value of type {t} can't be read")

    def amount(self, a: Any, path: tuple) -> None:
        """A number, X, or one of the amounts the language declares, its value read as its type."""
        if isinstance(a, (int, bool)) or a == "X":
            return
        if isinstance(a, str) and a.lstrip("-").isdigit():
            return
        if isinstance(a, dict) and len(a) == 1:
            (k, v), = a.items()
            if k not in AMOUNT_MAPPINGS:
                self.err(path + (k,), f"unknown amount {k!r}{_suggest(k, AMOUNT_MAPPINGS)}")
            else:
                self.param(AMOUNT_MAPPINGS[k], v, path + (k,))
                if k == "damage_from_this_turn" and isinstance(v, dict):   # {who: REF, from: FILTER}
                    self.keys(v, {"who", "from"}, path + (k,), "damage from sources this turn")
                    self.ref(v.get("who", "you"), path + (k, "who"))
                    if "from" in v:
                        self.filter(v["from"], path + (k, "from"))
            return
        self.err(path, f"expected an amount (a number, X, or a mapping such as {{count: FILTER}}), got {a!r}")

    def ref(self, r: Any, path: tuple) -> None:
        """A reference: a target name, bound:NAME, a declared word or mapping, or a list of them."""
        if isinstance(r, list):
            for i, x in enumerate(r):
                self.ref(x, path + (i,))
            return
        if isinstance(r, str):
            if r in REF_WORDS or r in self.target_names or r.startswith("bound:"):
                return
            self.err(path, f"unknown reference {r!r}{_suggest(r, set(REF_WORDS) | self.target_names)}")
            return
        if isinstance(r, dict) and len(r) == 1:
            (k, v), = r.items()
            if k not in REF_MAPPINGS:
                self.err(path + (k,), f"unknown reference {k!r}{_suggest(k, REF_MAPPINGS)}")
            else:
                self.param(REF_MAPPINGS[k], v, path + (k,))
                if k == "controller_when_blocked" and self.keys(v, {"what", "by"}, path + (k,),
                                                                "{what: REF, by: REF}"):
                    for sub in ("what", "by"):
                        self.ref(v.get(sub), path + (k, sub))
            return
        self.err(path, f"expected a reference (self, a target name, {{all: FILTER}}, ...), got {r!r}")

    def condition(self, c: Any, path: tuple) -> None:
        """A condition: one declared condition key, with the shared keys (eq/min/max/who/what)."""
        if not isinstance(c, dict) or not c:
            self.err(path, "expected a condition mapping")
            return
        main = [k for k in c if k in CONDITION_MAPPINGS]
        if not main:
            self.err(path, f"unknown condition {sorted(c)}{_suggest(next(iter(c)), CONDITION_MAPPINGS)}")
            return
        for k in c:
            if k in CONDITION_SHARED and k not in CONDITION_MAPPINGS:
                self.param(CONDITION_SHARED[k], c[k], path + (k,))
            elif k not in CONDITION_MAPPINGS:
                self.err(path + (k,), f"unknown key {k!r} in a condition")
        k = main[0]
        self.param(CONDITION_MAPPINGS[k], c[k], path + (k,))

    def targets(self, t: Any, path: tuple) -> None:
        if not isinstance(t, dict):
            self.err(path, "expected named targets: {NAME: FILTER}")
            return
        for name, spec in t.items():
            self.target_names.add(name)
            if isinstance(spec, dict) and "filter" in spec:
                self.keys(spec, {"filter", "min", "max", "chosen_by"}, path + (name,), "a target")
                self.filter(spec["filter"], path + (name, "filter"))
                if "chosen_by" in spec:
                    self.ref(spec["chosen_by"], path + (name, "chosen_by"))
            else:
                self.filter(spec, path + (name,))

    def effects(self, effs: Any, path: tuple) -> None:
        if not isinstance(effs, list):
            self.err(path, "expected a list of effects")
            return
        for i, e in enumerate(effs):
            p = path + (i,)
            if not isinstance(e, dict) or not e:
                self.err(p, "expected an effect mapping such as {damage: {...}}")
                continue
            if set(e) == {"if"} and isinstance(e["if"], dict) and "cond" in e["if"]:
                self.effect_params("if", e["if"], p + ("if",))   # the `if` verb
                continue
            verbs = [k for k in e if k != "if"]
            if len(verbs) != 1:
                self.err(p, f"an effect has exactly one verb, got {verbs}")
                continue
            v = verbs[0]
            if "if" in e:
                self.condition(e["if"], p + ("if",))
            if v not in VERBS:
                self.err(p + (v,), f"unknown effect {v!r}{_suggest(v, VERBS)}")
                continue
            self.effect_params(v, e[v] if e[v] is not None else {}, p + (v,))

    def effect_params(self, verb: str, params: Any, path: tuple) -> None:
        """A verb's parameters, each read as the type the language declares for it (language.py)."""
        decl = VERBS[verb]
        if not isinstance(params, dict):
            self.err(path, f"expected the parameters of {verb} as a mapping")
            return
        allowed = {p.name for p in decl.params}
        if decl.open_keys == "modify":
            allowed |= set(MODIFY_KEYS)
        elif decl.open_keys == "hook":
            allowed |= set(params)
        self.keys(params, allowed, path, f"the effect {verb!r}")
        for param in decl.params:
            if param.name in params:
                self.param(param, params[param.name], path + (param.name,))
            elif param.required:
                self.err(path, f"the effect {verb!r} needs {param.name!r} ({PARAM_TYPES[param.type]})")
        if decl.open_keys == "modify":
            self.modify_values(params, path)
        if verb == "delayed":
            if params.get("when") == "whenever_this_turn" and not isinstance(params.get("on_event"), dict):
                self.err(path, "whenever_this_turn needs 'on_event': the event, e.g. {event: dealt_damage}")
            elif isinstance(params.get("on_event"), dict):
                self.trigger_when(params["on_event"], path + ("on_event",))
                if "event" not in params["on_event"]:
                    self.err(path + ("on_event",), "needs an event")

    def param(self, param: Param, v: Any, p: tuple) -> None:
        """One value of the type a parameter declares."""
        t = param.type
        if isinstance(v, str) and v in param.also:
            return
        if t == REF:
            self.ref(v, p)
        elif t == AMOUNT:
            self.amount(v, p)
        elif t == FILTER:
            self.filter(v, p)
        elif t == CONDITION:
            self.condition(v, p)
        elif t == EFFECTS:
            self.effects(v, p)
        elif t == COST:
            self.mana(v, p)
        elif t == FLAG:
            if not isinstance(v, bool):
                self.err(p, f"expected true or false, got {_kind(v)}")
        elif t == WORD:
            if param.values and (not isinstance(v, str) or v not in param.values):
                self.err(p, f"expected one of {', '.join(param.values)}, got {_kind(v)}"
                            f"{_suggest(v, param.values) if isinstance(v, str) else ''}")
            elif not isinstance(v, (str, int)) or isinstance(v, bool):
                self.err(p, f"expected a word, got {_kind(v)}")
        elif t in (NAME, TEXT):
            if not isinstance(v, str):
                self.err(p, f"expected {PARAM_TYPES[t]}, got {_kind(v)}")
        elif t == NUMBER:
            if isinstance(v, bool) or not isinstance(v, int):
                self.err(p, f"expected a whole number, got {_kind(v)}")
        elif t == TEXTS:
            for i, x in enumerate(self.seq(v, p, "words")):
                if not isinstance(x, str):
                    self.err(p + (i,), f"expected {PARAM_TYPES[TEXT]}, got {_kind(x)}")
        elif t == MANA:
            self.scalars({param.name: v}, p[:-1], {param.name: "mana"})
        elif t == DURATION:
            self.word(v, DURATIONS, p, "duration")
            self.duration_paths.append(p)
        elif t == KEYWORD_LIST:
            for i, kw in enumerate(self.seq(v, p, "keywords")):
                self.keyword(kw, p + (i,))
        elif t == AMOUNTS:
            for i, x in enumerate(self.seq(v, p, "amounts")):
                self.amount(x, p + (i,))
        elif t == CONDITIONS:
            for i, x in enumerate(self.seq(v, p, "conditions")):
                self.condition(x, p + (i,))
        elif t == MATCHING:
            if self.keys(v, {"of", "filter"}, p, "a `matching` reference ({of: REF, filter: FILTER})"):
                self.ref(v.get("of"), p + ("of",))
                self.filter(v.get("filter", {}), p + ("filter",))
        elif t == COUNTERS:
            if self.keys(v, {"of", "kind"}, p, "counters ({of: REF, kind: WORD})"):
                self.ref(v.get("of", "self"), p + ("of",))
        elif t == MAPPING:
            if not isinstance(v, dict):
                self.err(p, f"expected a mapping ({param.doc}), got {_kind(v)}")
        elif t == BIND:
            if isinstance(v, dict):
                for name, r in v.items():
                    self.ref(r, p + (name,))
            else:
                self.err(p, f"expected {{NAME: REF}}, got {_kind(v)}")

    def modify_values(self, m: dict, path: tuple) -> None:
        for k in ("power", "toughness", "base_power", "base_toughness"):
            if k in m:
                self.amount(m[k], path + (k,))
        if "cda" in m and self.keys(m["cda"], {"power", "toughness"}, path + ("cda",), "a characteristic-defining "
                                                                                      "power/toughness"):
            for k in ("power", "toughness"):
                self.amount(m["cda"].get(k, 0), path + ("cda", k))
        for k in ("add_keywords", "remove_keywords"):
            for i, kw in enumerate(self.seq(m.get(k), path + (k,), "keywords")):
                self.keyword(kw, path + (k, i))
        for i, fl in enumerate(self.seq(m.get("flags"), path + ("flags",), "rule flags")):
            self.word(fl, RULE_FLAGS, path + ("flags", i), "rule flag")
        if "colors" in m and m["colors"] not in ("choose", "choose_any") and (
                not isinstance(m["colors"], list) or any(c not in ("W", "U", "B", "R", "G") for c in m["colors"])):
            self.err(path + ("colors",), "expected a list of colour letters (W, U, B, R, G), choose or choose_any")
        for i, tr in enumerate(self.seq(m.get("add_triggers"), path + ("add_triggers",), "triggered abilities")):
            self.trigger(tr, path + ("add_triggers", i))
        for i, ab in enumerate(self.seq(m.get("add_abilities"), path + ("add_abilities",), "activated abilities")):
            self.ability(ab, path + ("add_abilities", i))
        if "mana_becomes" in m and self.keys(m["mana_becomes"], {"from", "to"}, path + ("mana_becomes",),
                                              "a mana change ({from: W, to: C})"):
            for k in ("from", "to"):
                self.word(m["mana_becomes"].get(k), ("W", "U", "B", "R", "G", "C"), path + ("mana_becomes", k),
                          "mana letter")
        for i, st in enumerate(self.seq(m.get("add_statics"), path + ("add_statics",), "static abilities")):
            if isinstance(st, dict) and "modify" in st:
                self.err(path + ("add_statics", i), "a granted static ability can't be a `modify` effect")
            self.static(st, path + ("add_statics", i))

    def keyword(self, kw: Any, path: tuple) -> None:
        if not is_keyword(kw) and not (path and path[-2:-1] == ("remove_keywords",) and kw == ALL_BANDS_WITH_OTHER):
            self.err(path, f"unknown keyword {kw!r}{_suggest(kw, KEYWORDS)}")

    def cost(self, c: Any, path: tuple) -> None:
        if isinstance(c, str):
            return
        if self.keys(c, COST_KEYS, path, "a cost"):
            if "mana" in c:
                self.mana(c["mana"], path + ("mana",))
            for k in ("sacrifice", "tap_untapped", "sacrifice_any", "exile", "exile_from_graveyard"):
                if k in c:
                    self.filter(c[k], path + (k,))

    def ability(self, a: Any, path: tuple) -> None:
        if not self.keys(a, ABILITY_KEYS, path, "an activated ability"):
            return
        if "cost" in a:
            self.cost(a["cost"], path + ("cost",))
        elif "loyalty" not in a:
            self.err(path, "an activated ability needs a cost")
        if "targets" in a:
            self.targets(a["targets"], path + ("targets",))
        if "x_is" in a:
            self.amount(a["x_is"], path + ("x_is",))
        if "modes" in a:
            for i, m in enumerate(self.seq(a["modes"], path + ("modes",), "modes")):
                self.mode(m, path + ("modes", i))
        if "do" in a:
            self.effects(a["do"], path + ("do",))
        elif "mana" not in a and "modes" not in a:
            self.err(path, "an ability needs 'do' (its effects) or 'mana'")
        if "activate_only_if" in a:
            self.condition(a["activate_only_if"], path + ("activate_only_if",))
        for k in ("only_step", "before_step"):
            if k in a:
                self.word(a[k], STEPS, path + (k,), "step")
        if "spend_only" in a:
            self.filter(a["spend_only"], path + ("spend_only",))
        for k in ("mana_instead", "mana_times", "spend_only"):
            if k in a and "mana" not in a:
                self.err(path + (k,), f"'{k}' belongs to a mana ability (one with 'mana')")
        if "mana_times" in a:
            self.amount(a["mana_times"], path + ("mana_times",))
        if "mana_instead" in a:
            alt = a["mana_instead"]
            if self.keys(alt, {"if", "mana"}, path + ("mana_instead",), "a mana replacement"):
                if "if" not in alt or "mana" not in alt:
                    self.err(path + ("mana_instead",), "needs both 'if' (a condition) and 'mana'")
                else:
                    self.condition(alt["if"], path + ("mana_instead", "if"))
                    self.scalars({"mana": alt["mana"]}, path + ("mana_instead",), {"mana": "mana"})
        self.scalars(a, path, ABILITY_SCALARS)

    def mode(self, m: Any, path: tuple) -> None:
        if self.keys(m, {"text", "targets", "do", "divide"}, path, "a mode"):
            if "targets" in m:
                self.targets(m["targets"], path + ("targets",))
            self.effects(m.get("do", []), path + ("do",))

    def trigger(self, t: Any, path: tuple) -> None:
        if not self.keys(t, TRIGGER_KEYS, path, "a triggered ability"):
            return
        on = t.get("when")
        if not isinstance(on, dict):
            self.err(path + ("when",), "a triggered ability needs 'when': {event: ...} or {step: ...}")
        else:
            self.trigger_when(on, path + ("when",))
            if "event" not in on and "step" not in on and "state" not in on:
                self.err(path + ("when",), "a trigger needs an event, a step or a state")
        if "if" in t:
            self.condition(t["if"], path + ("if",))
        self.scalars(t, path, TRIGGER_SCALARS)
        if "targets" in t:
            self.targets(t["targets"], path + ("targets",))
        if "modes" in t:
            for i, m in enumerate(self.seq(t["modes"], path + ("modes",), "modes")):
                self.mode(m, path + ("modes", i))
        else:
            self.effects(t.get("do", []), path + ("do",))

    def trigger_when(self, on: dict, path: tuple) -> None:
        """What a trigger waits for: a triggered ability's `when`, or a delayed one's `on_event`."""
        self.keys(on, ON_KEYS, path, "a trigger event")
        if "event" in on:
            self.word(on["event"], TRIGGER_EVENTS, path + ("event",), "trigger event")
        if "step" in on:
            self.word(on["step"], STEPS, path + ("step",), "step")
        if "whose" in on:
            self.word(on["whose"], STEP_WHOSE, path + ("whose",), "'whose'")
        if "state" in on:
            self.condition(on["state"], path + ("state",))
        if "from" in on:
            self.filter(on["from"], path + ("from",))
        if "what" in on and on["what"] not in TRIGGER_WHAT_WORDS:
            self.filter(on["what"], path + ("what",))
        if "other" in on:
            self.filter(on["other"], path + ("other",))
        if "by" in on and on.get("event") == "becomes_blocked":
            self.filter(on["by"], path + ("by",))
        for flag in ("without_tap", "with_tap", "non_mana"):
            if flag in on and not isinstance(on[flag], bool):
                self.err(path + (flag,), "expected true or false")

    def static(self, s: Any, path: tuple) -> None:
        if not self.keys(s, STATIC_KEYS, path, "a static ability"):
            return
        if "if" in s:
            self.condition(s["if"], path + ("if",))
        if "modify" in s:
            m = s["modify"]
            if self.keys(m, set(MODIFY_KEYS) | {"what"}, path + ("modify",), "a modify"):
                if "what" in m:
                    self.ref(m["what"], path + ("modify", "what"))
                self.modify_values(m, path + ("modify",))
        for k in ("skip_draw_step_draw", "may_skip_turn"):
            if k in s and isinstance(s[k], dict):
                self.effects(s[k].get("then", []), path + (k, "then"))
        if isinstance(s.get("replace_draws"), dict) and self.keys(s["replace_draws"], {"who", "do", "except_first_in_draw_step"},
                                                                   path + ("replace_draws",), "a draw replacement"):
            self.effects(s["replace_draws"].get("do", []), path + ("replace_draws", "do"))
        if isinstance(s.get("attack_only_if"), dict) and self.keys(s["attack_only_if"], {"who", "if"},
                                                                    path + ("attack_only_if",), "an attack restriction"):
            self.condition(s["attack_only_if"].get("if", {}), path + ("attack_only_if", "if"))
        if "attack_only_if_defender_controls" in s:
            self.filter(s["attack_only_if_defender_controls"], path + ("attack_only_if_defender_controls",))
        if "blockable_only_by" in s:
            self.filter(s["blockable_only_by"], path + ("blockable_only_by",))
        if "lure_for" in s:
            self.filter(s["lure_for"], path + ("lure_for",))
        if "cant_block_attackers" in s:
            self.filter(s["cant_block_attackers"], path + ("cant_block_attackers",))
        if isinstance(s.get("attack_cost"), dict) and "sacrifice" in s["attack_cost"]:
            self.filter(s["attack_cost"]["sacrifice"], path + ("attack_cost", "sacrifice"))
        if isinstance(s.get("enters_replacement"), dict):
            er = s["enters_replacement"]
            if self.keys(er, {"who", "type", "if", "then"}, path + ("enters_replacement",), "an enters replacement"):
                if "if" in er:
                    self.condition(er["if"], path + ("enters_replacement", "if"))
                self.effects(er.get("then", []), path + ("enters_replacement", "then"))
        if "blocks_additional" in s and (isinstance(s["blocks_additional"], bool)
                                         or not isinstance(s["blocks_additional"], int)
                                         or not 1 <= s["blocks_additional"] <= 100):
            self.err(path + ("blocks_additional",), f"expected a whole number from 1, got {_kind(s['blocks_additional'])}")
        for k in ("spell_cost_increase", "spell_cost_reduction", "ability_cost_increase"):
            if k in s and self.keys(s[k], {"filter", "n"}, path + (k,), k):
                self.filter(s[k].get("filter", {}), path + (k, "filter"))
                self.amount(s[k].get("n", 1), path + (k, "n"))
        if "cant_play" in s:
            if self.keys(s["cant_play"], {"who", "filter"}, path + ("cant_play",), "a casting restriction") \
                    and "filter" in s["cant_play"]:
                self.filter(s["cant_play"]["filter"], path + ("cant_play", "filter"))
        if "combat_limit" in s and self.keys(s["combat_limit"], {"attackers", "blockers"}, path + ("combat_limit",),
                                               "a combat limit"):
            self.scalars(s["combat_limit"], path + ("combat_limit",), {"attackers": int, "blockers": int})
        if "ability_cost_reduction" in s:
            r = s["ability_cost_reduction"]
            if self.keys(r, {"what", "filter", "n", "min_mana"}, path + ("ability_cost_reduction",),
                         "a cost reduction"):
                if "what" in r:
                    self.ref(r["what"], path + ("ability_cost_reduction", "what"))
                if "filter" in r:
                    self.filter(r["filter"], path + ("ability_cost_reduction", "filter"))
                self.amount(r.get("n", 1), path + ("ability_cost_reduction", "n"))
                self.scalars(r, path + ("ability_cost_reduction",), {"min_mana": int})
        if "doesnt_untap" in s and s["doesnt_untap"] is not True:
            self.err(path + ("doesnt_untap",), "expected true")
        if "untap_limit" in s:
            if self.keys(s["untap_limit"], {"who", "filter", "n"}, path + ("untap_limit",), "an untap limit") \
                    and "filter" in s["untap_limit"]:
                self.filter(s["untap_limit"]["filter"], path + ("untap_limit", "filter"))

    def replacement(self, r: dict, path: tuple) -> None:
        """The filters, references and conditions of a replacement effect (REPLACEMENT_KEYS)."""
        (key, spec), = r.items()
        p = path + (key,)
        if key == "others_enter_tapped":
            self.filter(spec, p)
            return
        if not isinstance(spec, dict):
            return
        if "from" in spec:
            self.filter(spec["from"], p + ("from",))
        if isinstance(spec.get("to"), dict):
            self.ref(spec["to"], p + ("to",))
        if "if" in spec:
            self.condition(spec["if"], p + ("if",))

    def spell(self, s: Any, path: tuple) -> None:
        if not self.keys(s, SPELL_KEYS, path, "a spell"):
            return
        if "targets" in s:
            self.targets(s["targets"], path + ("targets",))
        if "modes" in s:
            for i, m in enumerate(self.seq(s["modes"], path + ("modes",), "modes")):
                self.mode(m, path + ("modes", i))
        if "do" in s:
            self.effects(s["do"], path + ("do",))
        if "extra_cost" in s:
            self.amount(s["extra_cost"], path + ("extra_cost",))
        if "cast_only_if" in s:
            self.condition(s["cast_only_if"], path + ("cast_only_if",))
        if "additional_cost" in s:
            if self.keys(s["additional_cost"], {"sacrifice"}, path + ("additional_cost",), "an additional cost") \
                    and "sacrifice" in s["additional_cost"]:
                self.filter(s["additional_cost"]["sacrifice"], path + ("additional_cost", "sacrifice"))


def validate_card(data: Any) -> list[Problem]:
    """Every problem of a parsed card file, each with the path of the field it concerns."""
    return check_card(data).problems


def check_card(data: Any) -> Validator:
    """A parsed card file checked: its problems, and where its filters and durations are."""
    v = Validator()
    _validate_card(v, data, ())
    return v


MAX_CHARS = {"name": 150, "type": 200}     # the longest card name ever printed has 141 characters
MAX_TEXT_CHARS = 4000                       # the longest Oracle text is well under 1,500


def _printable(v: Validator, text: str, p: tuple) -> None:
    """Words a card can show: no control or invisible formatting characters (a zero-width space,
    a right-to-left override), which a card's face can't draw and no Oracle text holds; and no
    longer than any card's (a name of 200,000 characters can't be laid out)."""
    limit = MAX_CHARS.get(p[-1] if p else "", MAX_TEXT_CHARS)
    if len(text) > limit:
        v.err(p, f"{len(text):,} characters; at most {limit:,} fit on a card")
        return
    if text.replace("\n", "").isprintable():   # the usual case, checked in C: no C-category character
        return
    for i, ch in enumerate(text):
        if ch != "\n" and unicodedata.category(ch)[0] == "C":
            v.err(p, f"character {i + 1} is U+{ord(ch):04X} ({unicodedata.name(ch, 'a control character')}), "
                     f"which a card can't show")
            return


COLOR_LETTERS = ("W", "U", "B", "R", "G")
FIELD_ORDER = ("name", "type", "text", "cost", "morph", "pt", "loyalty", "deck_limit", "colors", "keywords", "enchant",
               "as_enters", "spell", "abilities", "triggers", "static", "replacements", "faces")
LIST_FIELDS = {"keywords": "keywords", "abilities": "activated abilities", "triggers": "triggered abilities",
               "static": "static abilities", "replacements": "replacement effects",
               "as_enters": "as-enters choices", "faces": "faces", "colors": "colour letters"}


def _validate_card(v: Validator, data: Any, path: tuple) -> None:
    if data is None and not path:
        v.err(path, "the file is empty; a card file is a mapping with at least name, type and text")
        return
    if not v.keys(data, TOP_KEYS, path, "a card"):
        return
    for req in ("name", "type", "text"):
        if req not in data:
            v.err(path + (req,), f"missing: every card has its {req} ({TOP_KEYS[req]})")
    for key in FIELD_ORDER:          # `enchant` names a target the abilities may use: it goes first
        if key not in data:
            continue
        try:
            _validate_field(v, key, data[key], path + (key,))
        except (TypeError, ValueError, AttributeError, KeyError, IndexError, RecursionError) as e:
            # a shape the checks above don't foresee: still a problem of this field, never a crash
            v.err(path + (key,), f"can't be read ({type(e).__name__}: {e})")


def _validate_field(v: Validator, key: str, value: Any, p: tuple) -> None:
    """One top-level field of a card: its type first, then its content."""
    if key in ("name", "type"):
        if not isinstance(value, str) or not value.strip():
            v.err(p, f"expected the card's {key} as text, got {_kind(value)}")
        elif "\n" in value.strip():
            v.err(p, f"the card's {key} is one line")
        else:
            _printable(v, value, p)
    elif key == "text":
        if not isinstance(value, str):
            v.err(p, f"expected the card's Oracle text (use '' for none), got {_kind(value)}")
        else:
            _printable(v, value, p)
    elif key in ("cost", "morph"):
        v.mana(value, p)
    elif key == "pt":
        if isinstance(value, bool) or not isinstance(value, (str, int)) \
                or not re.match(r"^[0-9*+\-]+/[0-9*+\-]+$", str(value)):
            v.err(p, f"expected power/toughness like '2/2', got {value!r}" if isinstance(value, (str, int))
                  else f"expected power/toughness like '2/2', got {_kind(value)}")
    elif key == "loyalty":
        if isinstance(value, bool) or not (isinstance(value, int) or (isinstance(value, str) and value.isdigit())) \
                or int(value) > 1000:
            v.err(p, f"expected a starting loyalty (a number), got {_kind(value)}")
    elif key == "deck_limit":
        if value != "any" and (isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1000):
            v.err(p, f"expected the copies allowed in a deck (a number from 1, or 'any'), got {_kind(value)}")
    elif key == "colors":
        for i, c in enumerate(v.seq(value, p, "colour letters")):
            if not isinstance(c, str) or c not in COLOR_LETTERS:
                v.err(p + (i,), f"expected a colour letter (W, U, B, R or G), got {_kind(c)}")
    elif key == "keywords":
        for i, kw in enumerate(v.seq(value, p, "keywords")):
            v.keyword(kw, p + (i,))
    elif key == "enchant":
        v.filter(value, p)
        v.target_names.add("enchant")
    elif key == "as_enters":
        for i, a in enumerate(v.seq(value, p, "as-enters choices")):
            if v.keys(a, AS_ENTERS_KEYS, p + (i,), "an as-enters choice"):
                if isinstance(a.get("sacrifice"), dict) and v.keys(a["sacrifice"], {"filter"}, p + (i, "sacrifice"),
                                                                   "an as-enters sacrifice"):
                    v.filter(a["sacrifice"].get("filter", "permanent"), p + (i, "sacrifice", "filter"))
                if "do" in a:
                    v.effects(a["do"], p + (i, "do"))
                choice = a.get("choose")
                for k in ("min", "max"):      # "pay any amount of life up to ..." (Nameless Race)
                    if isinstance(choice, dict) and isinstance(choice.get(k), dict):
                        v.amount(choice[k], p + (i, "choose", k))
                for key in ("exile_from_graveyard", "copy"):
                    if isinstance(a.get(key), dict) and "filter" in a[key]:
                        v.filter(a[key]["filter"], p + (i, key, "filter"))
                params = a.get("copy")
                extra = params.get("extra_triggers") if isinstance(params, dict) else None
                for j, t in enumerate(v.seq(extra, p + (i, "copy", "extra_triggers"), "triggered abilities")):
                    saved = set(v.target_names)
                    v.trigger(t, p + (i, "copy", "extra_triggers", j))
                    v.target_names = saved
    elif key == "spell":
        v.spell(value, p)
    elif key in ("abilities", "triggers"):
        for i, a in enumerate(v.seq(value, p, LIST_FIELDS[key])):
            saved = set(v.target_names)
            (v.ability if key == "abilities" else v.trigger)(a, p + (i,))
            v.target_names = saved
    elif key == "static":
        for i, st in enumerate(v.seq(value, p, "static abilities")):
            v.static(st, p + (i,))
    elif key == "replacements":
        for i, r in enumerate(v.seq(value, p, "replacement effects")):
            if v.keys(r, REPLACEMENT_KEYS, p + (i,), "a replacement effect") and len(r) != 1:
                v.err(p + (i,), "a replacement effect has exactly one key")
            elif isinstance(r, dict):
                v.replacement(r, p + (i,))
    elif key == "faces":
        for i, f in enumerate(v.seq(value, p, "faces")):
            _validate_card(v, f, p + (i,))
