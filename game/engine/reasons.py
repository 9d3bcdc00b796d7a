"""Reasons a card can't be played now, as text that also carries what kind of reason it is.

`why_not_castable`, `why_not_playable` (and `why_not_activatable`) return a `Reason`: a
`str` (the message a refusal shows, unchanged for every caller that treats it as text)
with a `code` naming the kind of reason, so an explanation can be built on it
(`game.engine.explain`) without reading the words.  `HAND_REASONS` lists every kind of
reason a card in hand can have; the explanation tests cover each of them.
"""
from __future__ import annotations


class Reason(str):
    """A reason text with its kind (`code`, one of HAND_REASONS or ABILITY_REASONS)."""

    code: str

    def __new__(cls, text: str, code: str) -> "Reason":
        obj = super().__new__(cls, text)
        obj.code = code
        return obj


# every reason a card in your hand can't be played or cast now (CR numbers in the texts)
HAND_REASONS = {
    "no_priority": "you don't hold priority: another player is deciding (CR 117.1)",
    "not_your_turn": "a land or a sorcery-speed spell only in your own turn (CR 305.2, 307.1)",
    "wrong_step": "a land or a sorcery-speed spell only in a main phase (CR 305.2, 307.1)",
    "stack_not_empty": "a land or a sorcery-speed spell only when the stack is empty (CR 305.2, 307.1)",
    "land_played": "one land per turn (CR 305.2)",
    "lands_forbidden": "an effect says the player can't play lands (Worms of the Earth, CR 305.2)",
    "cast_condition": "the card's own restriction on when it may be cast (CR 601.3)",
    "no_targets": "a spell with targets needs a legal target for each (CR 601.2c)",
    "mana_colour": "not enough mana of a colour the cost needs (CR 601.2g-h)",
    "mana_total": "not enough mana in all (CR 601.2g-h)",
    "mana_mix": "enough mana, but the sources can't make the colours together (CR 601.2g-h)",
    "not_in_hand": "the card isn't in your hand",
}

ABILITY_REASONS = {
    "tapped", "summoning_sick", "untapped", "timing", "limit", "cost", "no_targets", "mana_colour", "mana_total",
    "mana_mix", "no_priority", "not_controller", "zone",
}
