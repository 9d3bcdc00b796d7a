"""How the computer player judges each keyword ability of the card language (CR 702): what it
adds to a creature's worth, and whether it makes the creature hard to block.

Declared once per keyword, like the verbs (game.ai.verb_judgement), so that a card written
with a new keyword can't reach a game the computer doesn't understand: tests/ai fails when a
keyword of game.engine.language has no judgement here.  Who may legally block whom is the
engine's (game.engine.combat); this only says how much that is worth to the player.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from ..engine.language import BANDS_WITH_OTHER, PROTECTION, RAMPAGE


@dataclass(frozen=True)
class KeywordJudgement:
    value: float           # what the keyword adds to a creature's worth (negative: a drawback)
    evasion: bool = False  # it limits who can block the creature: worth more the harder it hits
    per_power: bool = False  # it multiplies the damage the creature deals (double strike, trample)

    def worth(self, power: int) -> float:
        """The keyword's worth on a creature of this power: evasion and damage multipliers
        matter more the more damage they let through."""
        return self.value * (1 + power / 4) if (self.evasion or self.per_power) else self.value


J = KeywordJudgement
_WALK = J(0.6, evasion=True)   # landwalk (CR 702.14): unblockable while the defender has that land

KEYWORD_JUDGEMENT: Mapping[str, KeywordJudgement] = MappingProxyType({
    # evasion: fewer creatures can block it
    "flying": J(1.6, evasion=True), "fear": J(1.2, evasion=True), "menace": J(0.8, evasion=True),
    "shadow": J(1.3, evasion=True),   # blocked only by shadow, but it can block only shadow too
    "plainswalk": _WALK, "islandwalk": _WALK, "swampwalk": _WALK, "mountainwalk": _WALK, "forestwalk": _WALK,
    "desertwalk": _WALK, "landwalk": _WALK, "legendary landwalk": J(0.4, evasion=True),
    # combat: it wins fights or pushes damage through
    "first strike": J(1.2), "double strike": J(2.0, per_power=True), "trample": J(0.8, per_power=True),
    "deathtouch": J(1.5), "lifelink": J(1.0), "vigilance": J(0.6), "reach": J(0.5),
    "banding": J(0.4), "bands with other legendary creatures": J(0.2),
    # rampage N (CR 702.23): bigger the more creatures block it
    "rampage": J(0.5),
    # protection and resilience
    "hexproof": J(1.0), "shroud": J(0.8), "indestructible": J(2.5),
    # speed: worth something only while it is still a card to cast, or the turn it arrives
    "haste": J(0.3), "flash": J(0.0), "morph": J(0.0),
    # drawbacks
    "defender": J(-1.0),
    "phasing": J(-1.5),   # CR 702.26: it is gone every other turn
})
# keywords written with a quality or a number: judged as their family
PROTECTION_JUDGEMENT = J(1.0)      # protection from a colour, artifacts, creatures, everything (CR 702.16)
RAMPAGE_JUDGEMENT = KEYWORD_JUDGEMENT["rampage"]
BANDS_WITH_OTHER_JUDGEMENT = J(0.2)
UNKNOWN_KEYWORD = J(0.3)   # a keyword granted by an effect outside the language (never from a card)


def keyword_judgement(keyword: str) -> KeywordJudgement:
    """The judgement of a keyword as a card or an effect writes it (`protection from red`,
    `rampage 2` included)."""
    if keyword in KEYWORD_JUDGEMENT:
        return KEYWORD_JUDGEMENT[keyword]
    if PROTECTION.match(keyword):
        return PROTECTION_JUDGEMENT
    if RAMPAGE.match(keyword):
        return RAMPAGE_JUDGEMENT
    if BANDS_WITH_OTHER.match(keyword):
        return BANDS_WITH_OTHER_JUDGEMENT
    return UNKNOWN_KEYWORD

