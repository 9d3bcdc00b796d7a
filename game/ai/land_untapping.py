"""An ability that untaps a land of mine (Ley Druid: "{T}: Untap target land") is mana for this
turn, as a player counts it: worth using in my main phase when the land untapped again pays for
a spell of my hand that the mana I have now can't, and aimed at the land that pays for it (the
Forest for the green spell, not an Island).  Each land is tried on a copy of the game
(game.ai.trial), so what it makes castable is what the engine says, not worked out again here."""
from __future__ import annotations

from typing import Any, Callable

from ..engine.casting import castable_actions, target_slots
from ..engine.context import Ctx
from ..engine.decisions import ActivateAbility, CastSpell, Decision, answer_for
from ..engine.filters import candidates
from ..engine.game import Game
from . import trial

MAIN_PHASES = ("main1", "main2")

Answer = Callable[[Game, int, Decision], Any]
Worth = Callable[[Game, CastSpell], float]


def untaps_its_target(ab: dict) -> bool:
    """Whether the ability does nothing but untap its one target (Ley Druid), paid without an X:
    Candelabra of Tawnos's {X} pays a mana for each land it untaps, so it makes no mana."""
    effects = ab.get("do") or []
    targets = ab.get("targets") or {}
    mana = (ab.get("cost") or {}).get("mana")
    if not effects or len(targets) != 1 or getattr(mana, "x", 0):
        return False
    name = next(iter(targets))
    return all(isinstance(e, dict) and set(e) == {"untap"} and (e["untap"] or {}).get("what") == name
               for e in effects)


def activation_score(g: Game, me: int, a: ActivateAbility, ab: dict, answer: Answer,
                     worth: Worth) -> tuple[float, str]:
    """Worth the spell it lets me cast (`worth`: what casting it scores), when a tapped land of
    mine untapped pays for a spell of my hand the mana I have now doesn't; nothing otherwise
    (outside my main phase the mana would be gone before I could use it, CR 500.4)."""
    if g.active != me or g.step not in MAIN_PHASES or g.stack:
        return 0.0, ""
    ctx = Ctx(g, me, source=a.source)
    lands = [r for _, flt, _, _ in target_slots(ab["targets"]) for r in candidates(ctx, flt)]
    now = {c.card for c in castable_actions(g, me)}
    best = _best_reach(g, me, lands, lambda land: trial.resolved(g, a, _aimed(a.source, land, answer)), worth, now)
    if best is None:
        return 0.0, ""
    value, land, card = best
    return value, f"{g.name_of(a.source)} untaps {g.name_of(land[1])} to cast {g.name_of(card)}"


def land_to_untap(g: Game, me: int, d: Decision, answer: Answer, worth: Worth) -> Any:
    """The target of my land-untapping ability: the tapped land of mine whose mana casts the best
    spell of my hand once it is untapped; None when no land does (then any target will do)."""
    if g.active != me or d.purpose != "target":
        return None
    best = _best_reach(g, me, list(d.options), lambda land: trial.resolved(g, answer_for(d, (land,)), answer), worth,
                       frozenset())
    return None if best is None else best[1]


def _best_reach(g: Game, me: int, lands: list, played: Callable[[Any], Game | None], worth: Worth,
                now: set[int] | frozenset[int]) -> tuple[float, Any, int] | None:
    """(worth, land, spell): the best spell not in `now` that some tapped land of mine, untapped
    on a copy (`played`), lets me cast; lands of one name are tried once."""
    best: tuple[float, Any, int] | None = None
    tried: set[str] = set()
    for land in lands:
        if land[0] != "obj" or g.controller_of(land[1]) != me or not g.objects[land[1]].tapped:
            continue
        name = g.objects[land[1]].card.name
        if name in tried:
            continue
        tried.add(name)
        sim = played(land)
        if sim is None or sim.stack or sim.objects[land[1]].tapped:
            continue
        for c in castable_actions(sim, me):
            if c.card in now:
                continue
            value = worth(sim, c)
            if value > 0 and (best is None or value > best[0]):
                best = (value, land, c.card)
    return best


def _aimed(source: int, land: Any, answer: Answer) -> Answer:
    """My answers while the ability is tried on a copy: its target `land`, the rest as usual."""
    def aimed(sim: Game, p: int, d: Decision) -> Any:
        if d.info("source") == source and d.purpose == "target" and land in d.options:
            return (land,)
        return answer(sim, p, d)
    return aimed
