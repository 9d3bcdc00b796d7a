"""An activated ability whose effect is already in force, or already waits on the stack, adds
nothing when it is activated again.

Clergy of the Holy Nimbus's "{1}: this creature can't be regenerated this turn" is paid once: a
second {1} makes it no less unable to regenerate.  The same holds of every ability that only
*sets* something on a permanent -- a keyword gained or lost (Goblin Balloon Brigade's flying), a
rule flag ("can't be blocked", "can't be regenerated"), a type added, a colour set -- as opposed
to one that adds up (a +1/+0 pump, a counter): once it is on the permanent, or one activation
of it waits on the stack aimed at that permanent, another changes nothing but the mana left
open.  The rules of thumb judged each activation by the fight it changes and never asked
whether the change was already made, so the computer paid the Clergy's {1} six to eleven times
in one combat (ladder games against the Sorcerer).
"""
from __future__ import annotations

from typing import Any

from ..engine.game import Game
from ..engine.casting import ability_list
from .knowledge import target_pool

# the parts of a `modify` that set something, so that giving them twice is giving them once
_SETTING_PARTS = frozenset({"add_keywords", "remove_keywords", "flags", "add_types", "colors"})
# the parts that only say how long or to what it applies
_FRAME_PARTS = frozenset({"what", "until", "duration"})

Given = dict[str, frozenset[str]]


def setting_modifies(effects: Any) -> list[dict] | None:
    """The `modify` parameters of effects that only set things on a permanent (keywords, flags,
    types, a named colour), or None when any effect does anything else: a pump, a colour of the
    player's choice, a second verb."""
    if not isinstance(effects, list) or not effects:
        return None
    mods = []
    for e in effects:
        m = e.get("modify") if isinstance(e, dict) and set(e) == {"modify"} else None
        if not isinstance(m, dict) or not set(m) & _SETTING_PARTS or set(m) - _SETTING_PARTS - _FRAME_PARTS:
            return None
        if "colors" in m and not isinstance(m["colors"], list):
            return None
        mods.append(m)
    return mods


def _words(values: Any) -> frozenset[str]:
    """A list of keywords, flags, types or colours as a set of lower-case words."""
    if not isinstance(values, (list, tuple, set, frozenset)):
        return frozenset()
    return frozenset(str(v).lower() for v in values)


def _given_by(m: dict) -> Given:
    """What one `modify` sets, part by part, in lower case."""
    return {part: _words(m[part]) for part in _SETTING_PARTS if part in m}


def _in_force(g: Game, oid: int) -> Given:
    """What the permanent already has, in the terms of `_given_by`."""
    ch = g.chars(oid)
    keywords = _words(ch.keywords)
    return {"add_keywords": keywords, "flags": _words(ch.flags), "add_types": _words(ch.types),
            "colors": _words(ch.colors)}


def _subjects(source: int, what: Any, targets: dict[str, list]) -> list[int]:
    """The permanents a `modify` of this ability applies to: its own permanent or its targets."""
    if what == "self":
        return [source]
    return [r[1] for r in targets.get(what, []) if isinstance(r, tuple) and len(r) == 2 and r[0] == "obj"] \
        if isinstance(what, str) else []


def pending_given(g: Game, oid: int) -> Given:
    """What the activated abilities waiting on the stack will set on the permanent once they resolve."""
    out: dict[str, set[str]] = {}
    for item in g.stack:
        mods = setting_modifies(item.spec.get("do")) if item.kind == "activated" else None
        for m in mods or []:
            if oid in _subjects(item.source, m.get("what"), item.targets):
                for part, words in _given_by(m).items():
                    out.setdefault(part, set()).update(words)
    return {part: frozenset(words) for part, words in out.items()}


def _changes_nothing(m: dict, have: Given, pending: Given) -> bool:
    """Would this `modify` leave the permanent as it is, what is in force and pending counted?"""
    for part, words in _given_by(m).items():
        if part == "remove_keywords":
            if words & have["add_keywords"] - pending.get(part, frozenset()):   # one still to lose
                return False
        elif part == "colors":
            if words != have["colors"] and words != pending.get(part):
                return False
        elif not words <= have[part] | pending.get(part, frozenset()):
            return False
    return True


def changes_nothing_on(g: Game, oid: int, mods: list[dict]) -> bool:
    """Is everything these `modify`s set already on the permanent, or on its way to it?"""
    if oid not in g.objects:
        return False
    have, pending = _in_force(g, oid), pending_given(g, oid)
    return all(_changes_nothing(m, have, pending) for m in mods)


def adds_nothing(g: Game, me: int, source: int, index: int) -> bool:
    """Does activating the ability now change nothing: all it does is set things on its own
    permanent, or on a target, that every permanent it could apply to already has or will have
    once an ability on the stack resolves?"""
    ab = ability_list(g, source)[index]
    mods = setting_modifies(ab.get("do"))
    if not mods or len({str(m.get("what")) for m in mods}) != 1:
        return False
    what = mods[0].get("what")
    tspec = ab.get("targets")
    if what == "self":
        subjects = [source]
    elif isinstance(tspec, dict) and list(tspec) == [what]:
        subjects = sorted(target_pool(g, me, source, tspec))
    else:
        return False
    return bool(subjects) and all(changes_nothing_on(g, s, mods) for s in subjects)
