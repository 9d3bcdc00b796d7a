"""Lessons as data: reading a lesson file and judging the player's actions against its steps.

A lesson file (YAML) has `name`, `order`, `summary`, a `position` in the scenario format
(shared/scenario-format.md: `seed`, `start`, `players` -- set up by game.scenario's own loader),
an optional `opponent` plan (game.lessons.opponent) and `steps`.  Each step has:

  say:   the text shown to the player
  point: the part of the table it talks about: hand, battlefield, opp_battlefield, phase_bar,
         done, life, opp_life, mana_pool, stack, or `card: NAME`
  do:    what the player must do to go on (absent: press Next):
         {play: NAME} {cast: NAME} {activate: NAME} {attack: [NAME..]} {block: {NAME: NAME}}
         {pass: true} (Done, or any other way of passing priority)
  hint:  what the lesson says when the player does something else
  stop:  after the action, where the table stops passing (a step name, e.g. main2); without
         it the table passes as in a duel, except that passing to let a spell resolve stops
         once it has resolved

Why the rules stay in the engine: the table hands the lesson the action the player chose,
which the engine offers as legal; the lesson only compares it with the step (`check`) before
it is applied.  An action the engine refuses is refused by the engine, as in a duel.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cards import CardPool, default_pool
from ..cards.yaml_source import YamlProblem, load_with_marks, where
from ..engine import (Action, ActivateAbility, CastSpell, DeclareAttackers, DeclareBlockers, Game, PassPriority,
                      PlayLand)
from ..engine.answers import is_mana_ability
from ..engine.terms import STEPS
from ..scenario.runner import Scenario, ScenarioError

LESSONS_DIR = Path(__file__).resolve().parent / "data"
LESSON_KEYS = {"name", "order", "summary", "position", "opponent", "steps", "done_text"}
POSITION_KEYS = {"seed", "rules", "start", "players"}
STEP_KEYS = {"say", "point", "do", "hint", "stop"}
DO_KINDS = ("play", "cast", "activate", "attack", "block", "pass")
REGIONS = {"next_turn", "hand", "battlefield", "opp_battlefield", "phase_bar", "done", "life", "opp_life", "mana_pool",
           "stack", "card"}
DEFAULT_HINT = "That isn't this step. Read the note again: the gold frame shows where to look."


class LessonError(Exception):
    """A lesson file that can't be used; the message names the file, line and field."""


@dataclass(frozen=True)
class Want:
    """What a step waits for: an engine action kind and the cards it names."""
    kind: str                             # one of DO_KINDS
    cards: tuple[str, ...] = ()           # play/cast/activate: one name; attack: the attackers
    blocks: tuple[tuple[str, str], ...] = ()   # block: (blocker, attacker) names


@dataclass(frozen=True)
class LessonStep:
    say: str
    point: tuple[str, str] = ("", "")     # (region, card name for "card")
    want: Want | None = None              # None: the player reads and presses Next
    hint: str = DEFAULT_HINT
    stop: str = ""                        # where the table stops passing after the action


@dataclass(frozen=True)
class Lesson:
    key: str                     # the file's stem: progress is remembered under it
    name: str
    order: int
    summary: str
    path: str
    position: dict[str, Any]
    marks: Any
    opponent: tuple[dict[str, Any], ...]
    steps: tuple[LessonStep, ...]
    done_text: str = ""

    def start(self, pool: CardPool | None = None) -> Game:
        """The lesson's starting position, set up by the scenario loader."""
        data = {"name": self.name, **self.position}
        sc = Scenario(self.path, data, self.marks, pool or default_pool())
        try:
            sc.build()
        except ScenarioError as e:
            raise LessonError(str(e)) from None
        return sc.g

    def judge(self, step: LessonStep, g: Game, action: Action) -> "Verdict":
        """Whether the player's chosen action may go ahead at this step, and whether it is the
        step's own action.  Paying, choosing a target, tapping a land for mana and decisions the
        step isn't about always go ahead; a different choice gets the step's hint."""
        d = g.pending.decision if g.pending is not None else None
        if d is None or g.pending.cancellable or d.kind not in ("priority", "attackers", "blockers"):
            return Verdict(True, False)
        want = step.want
        mana = isinstance(action, ActivateAbility) and is_mana_ability(g, action)
        if want is None:
            if mana:
                return Verdict(True, False)
            return Verdict(False, False, step.hint if step.hint != DEFAULT_HINT
                           else "Read the note first, then press Next.")
        name = _names(g)
        ok = False
        if want.kind == "play" and isinstance(action, PlayLand):
            ok = name(action.card) == want.cards[0]
        elif want.kind == "cast" and isinstance(action, CastSpell):
            ok = name(action.card) == want.cards[0]
        elif want.kind == "activate" and isinstance(action, ActivateAbility):
            ok = name(action.source) == want.cards[0]
        elif want.kind == "pass" and isinstance(action, PassPriority):
            ok = True
        elif want.kind == "attack" and isinstance(action, DeclareAttackers):
            ok = sorted(name(a) for a, _ in action.attacks) == sorted(want.cards)
        elif want.kind == "block" and isinstance(action, DeclareBlockers):
            ok = sorted((name(b), name(a)) for b, a in action.blocks) == sorted(want.blocks)
        if ok:
            return Verdict(True, True)
        if mana or (isinstance(action, PassPriority) and _on_the_way_to_combat(want, g, d.player)):
            return Verdict(True, False)
        return Verdict(False, False, step.hint)

    @staticmethod
    def step_done(step: LessonStep, g: Game, player: int = 0) -> bool:
        """After the step's action went ahead: has it really happened?  A spell whose casting
        was cancelled is back in the hand, so the step isn't done."""
        want = step.want
        if want is None or want.kind not in ("play", "cast"):
            return True
        return not any(g.objects[o].card.name == want.cards[0] for o in g.players[player].hand)


@dataclass(frozen=True)
class Verdict:
    allowed: bool          # the action may be applied (the engine still judges it)
    advances: bool         # it is the step's own action
    hint: str = ""         # why not, for the player


def _on_the_way_to_combat(want: Want, g: Game, player: int) -> bool:
    """Passing with an empty stack before combat is how the table gets to the attackers (your
    turn) or blockers (the opponent's) decision the step asks for (CR 507, 508, 509)."""
    if g.stack:
        return False
    if want.kind == "attack":
        return g.active == player and g.step in ("main1", "beginning_of_combat")
    if want.kind == "block":
        return g.active != player and g.step in ("main1", "beginning_of_combat", "declare_attackers")
    return False


def _names(g: Game):
    def name(oid: int) -> str:
        o = g.objects.get(oid)
        return o.card.name if o is not None else ""
    return name


def _bad(path: str, marks: Any, at: tuple, msg: str) -> LessonError:
    line, _ = where(marks, at)
    return LessonError(f"{path}:{line}: {msg}")


def _want(do: Any, path: str, marks: Any, at: tuple) -> Want | None:
    if do is None:
        return None
    if not isinstance(do, dict) or len(do) != 1 or next(iter(do)) not in DO_KINDS:
        raise _bad(path, marks, at, f"do: expected one of {', '.join(DO_KINDS)} with what it names")
    kind, what = next(iter(do.items()))
    if kind == "pass":
        return Want("pass")
    if kind == "attack":
        names = what if isinstance(what, list) else [what]
        return Want("attack", tuple(str(n) for n in names))
    if kind == "block":
        if not isinstance(what, dict):
            raise _bad(path, marks, at + (kind,), "block: expected {BLOCKER: ATTACKER}")
        return Want("block", blocks=tuple((str(b), str(a)) for b, a in what.items()))
    return Want(kind, (str(what),))


def load_lesson(path: str | Path) -> Lesson:
    """One lesson file; a LessonError naming the file, line and field when it is wrong."""
    path = str(path)
    try:
        data, marks = load_with_marks(Path(path).read_text(encoding="utf-8"), path)
    except YamlProblem as e:
        raise LessonError(f"{path}:{e.line}: {e.message}") from None
    if not isinstance(data, dict):
        raise LessonError(f"{path}:1: a lesson must be a mapping")
    for k in data:
        if k not in LESSON_KEYS:
            raise _bad(path, marks, (k,), f"unknown key {k!r} in a lesson")
    for k in ("name", "position", "steps"):
        if k not in data:
            raise _bad(path, marks, (), f"a lesson needs {k!r}")
    position = data["position"]
    if not isinstance(position, dict) or any(k not in POSITION_KEYS for k in position):
        raise _bad(path, marks, ("position",), f"position: a mapping of {', '.join(sorted(POSITION_KEYS))}")
    steps = []
    for i, st in enumerate(data["steps"] or []):
        at = ("steps", i)
        if not isinstance(st, dict) or "say" not in st:
            raise _bad(path, marks, at, "a step needs `say`")
        for k in st:
            if k not in STEP_KEYS:
                raise _bad(path, marks, at + (k,), f"unknown key {k!r} in a step")
        point = st.get("point") or ""
        if isinstance(point, dict):
            region, card = "card", str(point.get("card", ""))
        else:
            region, card = str(point), ""
        if region and region not in REGIONS:
            raise _bad(path, marks, at + ("point",), f"point: unknown part of the table {region!r} "
                                                     f"(one of {', '.join(sorted(REGIONS))})")
        stop = str(st.get("stop") or "")
        if stop and stop not in STEPS:
            raise _bad(path, marks, at + ("stop",), f"stop: unknown step {stop!r}")
        steps.append(LessonStep(str(st["say"]).strip(), (region, card), _want(st.get("do"), path, marks, at + ("do",)),
                                str(st.get("hint") or DEFAULT_HINT).strip(), stop))
    if not steps:
        raise _bad(path, marks, ("steps",), "a lesson needs at least one step")
    opponent = data.get("opponent") or []
    if not isinstance(opponent, list):
        raise _bad(path, marks, ("opponent",), "opponent: a list of what the opponent does")
    # the position ('position' is the scenario's top level, so its marks are looked up beneath it)
    pos_marks = _sub_marks(marks, "position")
    return Lesson(Path(path).stem, str(data["name"]), int(data.get("order", 99)), str(data.get("summary", "")),
                  path, position, pos_marks, tuple(opponent), tuple(steps), str(data.get("done_text", "")).strip())


def _sub_marks(marks: dict, key: str) -> dict:
    """The line marks beneath `key` (paths made relative to it), so the scenario loader's
    errors about the position name the right line of the lesson file."""
    out = {p[1:]: v for p, v in marks.items() if p[:1] == (key,)}
    out.setdefault((), marks.get((key,), (1, 1)))
    return out


def load_lessons(folder: Path | None = None) -> list[Lesson]:
    """Every lesson of the folder, in their order."""
    folder = folder or LESSONS_DIR
    return sorted((load_lesson(p) for p in sorted(folder.glob("*.yaml"))), key=lambda l: (l.order, l.key))
