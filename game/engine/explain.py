"""Explanations for a player: why a card in hand can't be played now, and what the current
step is and what may be done in it, with the Comprehensive Rules numbers.

Pure rules, no UI: the table shows these texts (the tooltip on a greyed card in hand, the
Situation Bar's "?"), tests read them.  The reasons come from the engine's own checks
(`why_not_playable`, `why_not_castable`), whose `Reason.code` says which kind of reason it
is; each kind gets a sentence saying what would make the card playable.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .casting import why_not_castable
from .reasons import HAND_REASONS, Reason
from .terms import MAIN_STEPS, STEP_NAMES

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Explanation:
    code: str          # one of reasons.HAND_REASONS
    title: str         # "Serra Angel can't be cast now"
    reason: str        # the engine's reason, as a sentence
    hint: str          # what would make it playable

    @property
    def text(self) -> str:
        return f"{self.title}: {self.reason}. {self.hint}".strip()


def _sentence(text: str) -> str:
    text = str(text).strip()
    return text[:1].upper() + text[1:] if text else text


_HINTS = {
    "no_priority": "Wait until you hold priority: the other player is deciding now (CR 117.1).",
    "not_your_turn": "Only instants, and cards with flash, can be cast in the opponent's turn (CR 117.1a).",
    "wrong_step": "Lands and sorcery-speed spells wait for a main phase of your turn (CR 117.1a, 305.2).",
    "stack_not_empty": "Let the stack resolve first: once it is empty in your main phase you may play it "
                       "(CR 117.1a, 405.5).",
    "land_played": "You may play one land each turn (CR 305.2); play it next turn.",
    "lands_forbidden": "Remove the permanent that forbids it to play lands again (CR 305.2).",
    "cast_condition": "The card says when it may be cast (CR 601.3).",
    "no_targets": "It needs a legal target for each of its targets when you cast it (CR 601.2c, 115.1).",
    "mana_colour": "Coloured mana symbols must be paid with mana of that colour (CR 202.1a, 601.2h).",
    "mana_total": "Untapped lands and mana in your pool pay for it (CR 601.2g-h).",
    "mana_mix": "Each source makes only one of its kinds of mana at a time (CR 106.1, 601.2h).",
    "not_in_hand": "",
}
assert set(_HINTS) == set(HAND_REASONS)


def _own_words(reason: str, name: str) -> str:
    """The engine's reason as the second half of "NAME can't be cast now: ...": without the
    name repeated ("It has no legal targets")."""
    text = str(reason).strip()
    for prefix in (f"{name} can't be cast now: ", f"{name} can't be cast now "):
        if text.startswith(prefix):
            return _sentence(text[len(prefix):])
    if text.startswith(name + " "):
        return "It " + text[len(name) + 1:]
    return _sentence(text)


def _code(reason: str) -> str:
    return getattr(reason, "code", "") or "not_in_hand"


def explain_unplayable(g: Game, p: int, oid: int) -> Explanation | None:
    """Why player p can't play the card `oid` from their hand now; None if they can (a land
    played, or any face of it cast, face down included)."""
    o = g.objects.get(oid)
    if o is None:
        return None
    card = o.card
    if "Land" in card.types and not card.faces:
        from .game import why_not_playable
        why = why_not_playable(g, p, oid)
        if why is None:
            return None
        return Explanation(_code(why), f"{card.name} can't be played now", _own_words(why, card.name),
                           _HINTS[_code(why)])
    faces: list[int | None] = list(range(len(card.faces))) if card.faces else [None]
    reasons: list[str] = []
    for face in faces:
        why = why_not_castable(g, p, oid, face)
        if why is None:
            return None
        reasons.append(why)
    if card.morph is not None and why_not_castable(g, p, oid, None, face_down=True) is None:
        return None
    # the first face's reason (a split card's halves usually share the timing)
    why = reasons[0]
    return Explanation(_code(why), f"{card.name} can't be cast now", _own_words(why, card.name), _HINTS[_code(why)])


# --- the steps ---------------------------------------------------------------------------------

STEP_HELP: dict[str, tuple[str, list[str]]] = {
    "untap": ("502", [
        "The active player's permanents untap (CR 502.3); phased-out permanents phase in first (CR 502.1).",
        "Nobody receives priority in the untap step: no spells are cast (CR 502.4).",
    ]),
    "upkeep": ("503", [
        "Abilities that trigger \"at the beginning of your upkeep\" go on the stack (CR 503.1a).",
        "Then the active player receives priority: instants and abilities may be used (CR 503.1, 117.1a).",
    ]),
    "draw": ("504", [
        "The active player draws a card (CR 504.1); the player who plays first skips the draw of their first "
        "turn (CR 103.8a).",
        "Then the active player receives priority: instants and abilities may be used (CR 117.1a).",
    ]),
    "main1": ("505", [
        "The active player may play one land a turn, with priority and an empty stack (CR 305.2).",
        "Creatures, sorceries, artifacts and enchantments are cast now, when the stack is empty (CR 117.1a, 307.1).",
        "Instants and activated abilities may be used too (CR 117.1a).",
    ]),
    "beginning_of_combat": ("507", [
        "Combat begins (CR 506.1); \"at the beginning of combat\" abilities trigger.",
        "Last chance to act before attackers are declared: tap a would-be attacker, for instance (CR 117.1a).",
    ]),
    "declare_attackers": ("508", [
        "The active player declares attackers: untapped creatures they have controlled since the turn began "
        "(CR 508.1a, 302.6); attacking taps them unless they have vigilance (CR 508.1f, 702.20b).",
        "Then players may cast instants and use abilities, knowing the attackers (CR 117.1a).",
    ]),
    "declare_blockers": ("509", [
        "The defending player declares blockers: each untapped creature may block one attacker (CR 509.1a); "
        "a creature with flying can be blocked only by creatures with flying or reach (CR 702.9b).",
        "Then players may cast instants and use abilities, knowing the blocks (CR 117.1a).",
    ]),
    "first_strike_damage": ("510.4", [
        "Creatures with first strike or double strike deal their combat damage first (CR 510.4, 702.7b).",
        "Then players may act before the regular combat damage step (CR 117.1a).",
    ]),
    "combat_damage": ("510", [
        "Attacking and blocking creatures deal combat damage equal to their power, all at the same time; an "
        "unblocked attacker deals its damage to the player it attacks (CR 510.1, 510.2).",
        "A creature with damage equal to its toughness is destroyed (CR 704.5g).",
    ]),
    "end_of_combat": ("511", [
        "\"At end of combat\" abilities trigger (CR 511.1); then creatures leave combat (CR 511.3).",
        "Players may cast instants and use abilities (CR 117.1a).",
    ]),
    "main2": ("505", [
        "The postcombat main phase: the same as the first one — a land if you haven't played one this turn, "
        "sorcery-speed spells with an empty stack (CR 505.1, 305.2, 307.1).",
    ]),
    "end": ("513", [
        "\"At the beginning of the end step\" abilities trigger (CR 513.1).",
        "Players may cast instants and use abilities: the last chance in this turn (CR 117.1a).",
    ]),
    "cleanup": ("514", [
        "The active player discards down to their maximum hand size, seven (CR 514.1, 402.2).",
        "Damage wears off and \"until end of turn\" effects end, at the same time (CR 514.2).",
        "Nobody receives priority unless something triggers (CR 514.3, 514.3a).",
    ]),
}


@dataclass
class StepHelp:
    title: str                       # "Your precombat main phase (CR 505)"
    about: list[str]                 # what the step is, with rule numbers
    now: list[str] = field(default_factory=list)    # what you may do right now


def step_help(g: Game, p: int, step: str | None = None, active: int | None = None,
              names: tuple[str, str] = ("You", "Your opponent")) -> StepHelp:
    """The current step explained for player p: what it is and what p may do in it now."""
    step = step or g.step
    active = g.active if active is None else active
    rule, about = STEP_HELP.get(step, ("500", ["A step of the turn (CR 500.1)."]))
    whose = "Your" if active == p else f"{names[1 - p]}'s"
    title = f"{whose} {STEP_NAMES.get(step, step.replace('_', ' '))} (CR {rule})"
    now: list[str] = []
    d = g.pending.decision if g.pending is not None and not g.over else None
    if g.over:
        now.append("The duel is over (CR 104).")
    elif d is None or d.player != p:
        now.append(f"{names[1 - p]} is deciding; you get priority once they pass (CR 117.3d).")
    elif d.kind == "priority":
        now.append("You hold priority (CR 117.1): you may act, or pass.")
        me = g.players[p]
        lands = [oid for oid in me.hand if "Land" in g.objects[oid].card.types]
        if active == p and step in MAIN_STEPS and not g.stack:
            from .game import may_play_another_land
            if may_play_another_land(g, p):
                now.append("You may play a land" + (" (you have one in hand)" if lands else "")
                           + " (CR 305.2).")
            else:
                now.append("You have played your land for this turn (CR 305.2).")
            now.append("You may cast any spell you can pay for: the stack is empty in your main phase "
                       "(CR 117.1a, 307.1).")
        else:
            why = "the stack isn't empty" if g.stack else ("it isn't your turn" if active != p
                                                            else "it isn't a main phase")
            now.append(f"Only instants, cards with flash and activated abilities now: {why} (CR 117.1a, 307.1).")
        if g.stack:
            top = g.stack[-1]
            now.append(f"{top.name} is on top of the stack: if both players pass in succession it resolves "
                       "(CR 117.4, 608.1).")
        else:
            now.append("If both players pass in succession with the stack empty, the step ends (CR 117.4, 500.2).")
        castable = []
        for oid in me.hand:
            o = g.objects[oid]
            if "Land" in o.card.types:
                continue
            if why_not_castable(g, p, oid) is None:
                castable.append(o.card.name)
        if castable:
            now.append("You could cast now: " + ", ".join(castable) + ".")
    elif d.kind == "attackers":
        now.append("Choose your attackers (CR 508.1a): click untapped creatures you have controlled since the "
                   "start of the turn; Done declares them.")
    elif d.kind == "blockers":
        now.append("Choose your blockers (CR 509.1a): each untapped creature may block one attacker.")
    elif d.kind == "pay":
        now.append("Pay the cost: activate mana abilities and pay (CR 601.2g-h); Cancel takes the spell back "
                   "(CR 723.1).")
    else:
        now.append(f"Answer the question: {d.prompt}.")
    return StepHelp(title, list(about), now)


def explain_reason(reason: str) -> str:
    """The sentence for a bare reason (used where only the engine's text is at hand)."""
    code = getattr(reason, "code", "")
    return (_sentence(reason) + ". " + _HINTS.get(code, "")).strip() if code else _sentence(reason)


__all__ = ["Explanation", "HAND_REASONS", "Reason", "STEP_HELP", "StepHelp", "explain_reason", "explain_unplayable",
           "step_help"]
