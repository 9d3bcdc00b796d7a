"""The duel's referee desk: what the table does between the player's clicks and the engine.

`DuelController` owns the `Game`, submits the human player's actions, has the computer
player choose off the UI thread (`game.modes.ai_runner`; the chosen action is applied here,
on the main thread), paces the computer's actions so a player can follow them, and passes
priority for the human when they asked to ("Done", a click on the Phase Bar, F2) as the
pass policy says (`game.modes.passing`: a Stop, a decision, an interrupt, the moment after
blocks, their own spell).  It turns the engine's events into log lines (`game.modes.duel_log`)
and animations, keeps the statistics and life history (`game.modes.duel_stats`), the replay
record, and the practice rewind's positions; a resumed duel catches up by playing its saved
actions again.

No pygame here: the scene reads this object and calls its methods, and tests can drive
it directly.
"""
from __future__ import annotations

import logging
import time
from collections import deque
from pathlib import Path
from typing import Any, Callable

from ..engine.answers import is_mana_ability, max_x
from ..engine.casting import why_not_activatable, why_not_castable
from ..engine.combat import combat_damage_preview
from ..engine.decisions import (Action, ActivateAbility, Cancel, CastSpell, Concede, Decision, PassPriority,
                                PlayLand, SpecialAction, TurnFaceUp, action_from_text)
from ..engine.errors import IllegalActionError
from ..engine.game import Game
from ..engine.terms import COMBAT_STEPS, STEPS
from ..engine.event_types import AbilityActivated, GameEvent, HandRevealed, Note, SpellCast
from ..engine.views import GameView
from ..modes.ai_runner import AIJob
from ..modes.duel_log import LogLine, ability_label, ability_lines, reason_fits
from ..modes.duel_stats import DuelStats, Stats
from ..engine.subgame import turn_path
from ..modes.practice import PracticeUndo
from ..modes.passing import PassIntent, PassingStopped, PassPolicy, can_respond, step_label

log = logging.getLogger(__name__)

# the steps on the Phase Bar (no cleanup: nobody acts then; first-strike damage shares the damage icon)
BAR_STEPS = tuple(s for s in STEPS if s not in ("first_strike_damage", "cleanup"))
SHORT_STEP = {"untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "main1": "Main 1",
              "beginning_of_combat": "Combat", "declare_attackers": "Attackers", "declare_blockers": "Blockers",
              "first_strike_damage": "First strike", "combat_damage": "Damage", "end_of_combat": "End combat",
              "main2": "Main 2", "end": "End", "cleanup": "Cleanup"}


class DuelController:
    def __init__(self, game: Game, *, human: int = 0, ai: Any = None, settings: Any = None,
                 names: tuple[str, str] = ("You", "Opponent"), threaded: bool = True,
                 deck_names: tuple[str, str] = ("", ""), level: str = "apprentice", recorder: Any = None,
                 duel_kind: str = "single") -> None:
        from ..storage.settings import Settings
        self.g = game
        self.human = human
        self.opp = 1 - human
        if ai is None:
            from ..ai import make_player
            ai = make_player(level, 1)
        self.ai = ai
        self.level = level
        self.settings = settings or Settings()
        self.names = names
        self.deck_names = deck_names
        self.threaded = threaded
        self.version = 0
        self.intent: PassIntent | None = None
        self.job: AIJob | None = None
        self.pause = 0.0
        self.clock = 0.0
        self.notice = ""              # the last refusal or message for the Situation Bar
        self.notice_until = 0.0
        self.flash = ""               # a short banner in the middle of the table (a Stop, an interrupt)
        self.flash_until = 0.0
        self.warning = ""             # something went wrong outside the game (a save failed, the AI failed)
        self.warning_until = 0.0
        self.on_game_over: Any = None  # called the moment the game ends (the session records it)
        self.ai_error_report: str | None = None   # the bug report saved when the computer player failed
        self.lines: list[LogLine] = []
        self.events: deque = deque()
        self.history: list[tuple[int, Action]] = []
        self.record = DuelStats(game)      # statistics and life history, from the events
        self.dont_auto_tap: set[int] = set()
        # where passing stops for the human (game.modes.passing); it remembers what they saw
        self.passing = PassPolicy(human, names, self.settings)
        self.passing.see_stack(game)
        self._log_seen = 0
        self._pending_reason: str | None = None
        self.opp_hand_revealed = -1      # the turn the opponent's hand was revealed
        self._revealed_cards: tuple[Any, ...] = ()   # the cards that reveal showed
        self._view: GameView | None = None
        self._view_key: tuple = ()
        self._respond_cache: tuple[int, bool] | None = None
        self.started_at = time.time()
        self.ended_at: float | None = None
        # the duel begins as if you had said Done: play runs to your first Stop
        self.intent = PassIntent("done", (game.turn, "untap"), label="Passing to your first main phase")
        self._suspended: PassIntent | None = None
        self._ingest_log()
        # replays and rewind (game.replay): the duel is recorded when the game says what it was
        # built from; "single" duels keep a snapshot before each of your decisions, which the
        # Practice option's Ctrl+Z returns to (never in the gauntlet: duel_kind "gauntlet")
        self.duel_kind = duel_kind
        if recorder is None:
            from ..replay.record import Recorder
            levels = ["human", "human"]
            levels[self.opp] = level
            recorder = Recorder.for_game(game, names=names, levels=levels)
        self.recorder = recorder
        self.undo = PracticeUndo()
        self.rewinds = 0
        # a lesson's check of the player's chosen action before it is applied (game.lessons):
        # the reason it isn't the lesson's step, or None; the engine still judges legality
        self.gate: Callable[[Action], str | None] | None = None

    # --- reading the state -------------------------------------------------------------------
    def decision(self) -> Decision | None:
        """The pending decision, whoever has it."""
        g = self.g
        if g.over or g.pending is None:
            return None
        return g.pending.decision

    def human_decision(self) -> Decision | None:
        d = self.decision()
        return d if d is not None and d.player == self.human else None

    def whose(self, p: int) -> str:
        return "you" if p == self.human else "opp"

    def current_step(self) -> str:
        """The step the game has reached: a decision taken on the way into a step (declaring
        attackers) belongs to that step."""
        g = self.g
        if g.pending is not None and g.pending.where is not None:
            return g.pending.where[2]
        return g.step

    def current_active(self) -> int:
        g = self.g
        if g.pending is not None and g.pending.where is not None:
            return g.pending.where[1]
        return g.active

    def ai_thinking(self) -> float:
        """Seconds the computer has been thinking (0 when it isn't)."""
        if self.job is None or self.job.done:
            return 0.0
        return time.perf_counter() - self.job.started

    @property
    def view(self) -> GameView:
        """The game as the human player sees it (hands and libraries hidden, CR 400.2): what
        the table draws of the hidden zones.  Rebuilt once per change of the game."""
        key = (id(self.g), self.version)
        if self._view is None or self._view_key != key:
            self._view, self._view_key = self.g.view_for(self.human), key
        return self._view

    def revealed_hand(self) -> list[Any]:
        """The opponent's hand while it is revealed to the human player: this turn, as a reveal
        showed it, or all the time while it is played revealed (Revelation), else nothing."""
        opp = self.view.players[1 - self.human]
        if opp.hand is not None:
            return [self.g.objects[oid].card for oid in opp.hand]
        if self.opp_hand_revealed != self.g.turn:
            # single cards played revealed in that hand (Firestorm Phoenix, until its owner's next turn)
            return [self.view.cards[oid].card for oid in self.g.players[1 - self.human].hand
                    if oid in self.view.cards and self.view.cards[oid].card is not None]
        return list(self._revealed_cards)

    def announcing(self) -> Action | None:
        """The spell or ability being announced (between the click and the payment)."""
        pend = self.g.pending
        if pend is not None and pend.cancellable and pend.root is not None:
            return pend.root
        return None

    def can_respond(self) -> bool:
        """Whether the human has anything to do now besides passing (mana abilities aside)."""
        if self._respond_cache and self._respond_cache[0] == self.version:
            return self._respond_cache[1]
        d = self.human_decision()
        ok = d is not None and d.kind == "priority" and can_respond(self.g)
        self._respond_cache = (self.version, ok)
        return ok

    def usable_cards(self) -> dict[int, list[Action]]:
        """Object id -> the priority actions that start from it (hand cards and permanents)."""
        d = self.human_decision()
        out: dict[int, list[Action]] = {}
        if d is None or d.kind != "priority":
            return out
        for a in self.g.legal_actions():
            oid = getattr(a, "card", None)
            if oid is None:
                oid = getattr(a, "source", None)
            if oid is not None:
                out.setdefault(oid, []).append(a)
        return out

    def why_not(self, oid: int) -> str | None:
        g = self.g
        o = g.objects.get(oid)
        if o is None:
            return None
        if "Land" in o.card.types and o.zone == "hand":
            from ..engine.game import why_not_playable
            return why_not_playable(g, self.human, oid)
        if o.zone == "hand":
            return why_not_castable(g, self.human, oid)
        return None

    # --- names and log lines -----------------------------------------------------------------
    def describe(self, event: GameEvent) -> str:
        """A log line in the words of the table: the human player is "you", the opponent is
        named — every event words itself for its reader (game.engine.event_types)."""
        return event.describe(self.log_names(), self.human)

    def log_names(self) -> tuple[str, str]:
        return (self.names[0], self.names[1])

    def _ingest_log(self) -> None:
        """Read the events the game recorded since the last look: log lines, animations,
        statistics, a revealed hand — from the events' fields, not their words."""
        g = self.g
        entries = g.log_entries[self._log_seen:]
        self._log_seen = len(g.log_entries)
        for e in entries:
            ev = e.event
            objs: tuple[int, ...] = tuple(x for x in ev.objects() if x in g.objects)
            if not isinstance(ev, Note):
                self.events.append(ev)
            player = ev.actor
            text = self.describe(ev)
            last = self.lines[-1] if self.lines else None
            if last is not None and last.text == text and last.kind == e.kind and last.turn == e.turn \
                    and not last.reason:
                last.count += 1
                last.objects = last.objects + objs
            else:
                self.lines.append(LogLine(text, e.rule, e.kind, e.turn, objs, False, player, event=ev))
            self.record.see(ev, g)
            if self._pending_reason and isinstance(ev, (SpellCast, AbilityActivated)) and player == self.opp:
                if reason_fits(self._pending_reason, ev):
                    self.lines.append(LogLine(self._pending_reason, "", "reason", e.turn, objs, True, self.opp))
                self._pending_reason = None
            if isinstance(ev, HandRevealed) and ev.who == self.opp:
                self.opp_hand_revealed = e.turn
                self._revealed_cards = tuple(g.objects[oid].card for oid in ev.cards if oid in g.objects)

    @property
    def stats(self) -> list[Stats]:
        return self.record.stats

    @property
    def life_history(self) -> list[tuple[int, int, int]]:
        return self.record.life_history

    def say(self, text: str, seconds: float = 3.5) -> None:
        self.notice = text
        self.notice_until = self.clock + seconds

    def warn(self, text: str, seconds: float = 10.0) -> None:
        """A notice at the top of the table about something outside the game (a save that
        failed, a computer player that failed): the duel goes on."""
        self.warning = text
        self.warning_until = self.clock + seconds

    def banner(self, text: str, seconds: float = 2.2) -> None:
        self.flash = text
        self.flash_until = self.clock + seconds

    # --- applying actions ---------------------------------------------------------------------
    def _apply(self, action: Action, player: int, automatic: bool = False) -> None:
        """Apply an action; `automatic` marks a pass the table made for the human player (the
        post-duel review doesn't weigh those as the player's choices)."""
        g = self.g
        before_stack = {s.id for s in g.stack}
        g.apply(action)
        self.version += 1
        self.history.append((player, action))
        if self.recorder is not None:
            self.recorder.add(player, action, g, automatic=automatic)
        if player == self.human:
            # what the human put on the stack, and everything they could see, is no news to them
            self.passing.see_stack(g)
        else:
            self.passing.seen_stack &= {s.id for s in g.stack} | before_stack
        self._ingest_log()
        if g.over and self.ended_at is None:
            self.ended_at = time.time()
            self.record.record_end(g)
            self.save_replay()
            if self.on_game_over is not None:
                self.on_game_over()

    def submit(self, action: Action) -> str | None:
        """Submit the human's action; the reason it was refused, or None."""
        d = self.human_decision()
        if isinstance(action, Concede):
            self._cancel_job()
            self._apply(action, self.human)
            return None
        if d is None:
            return "it isn't your decision"
        if self.gate is not None and (why := self.gate(action)) is not None:
            return why
        pend = self.g.pending
        # a decision met while passing (attackers, blockers, a trigger's target, a discard) doesn't
        # end the passing: once it is answered, play goes on to where it was going
        resume = d.kind != "priority" and not pend.cancellable and self._suspended is not None \
            and not isinstance(action, Cancel)
        self.intent = None
        snap = self._snapshot() if not isinstance(action, Cancel) else None
        try:
            self._apply(action, self.human)
        except IllegalActionError as e:
            self._drop_snapshot(snap)
            self.say(str(e))
            return str(e)
        if resume:
            self.intent = self._suspended
        if d.kind == "priority" or not resume:
            self._suspended = None
        self.notice = ""
        return None

    def _cancel_job(self) -> None:
        self.job = None

    def concede(self) -> None:
        if not self.g.over:
            self.submit(Concede(self.human))

    def cancel(self) -> str | None:
        pend = self.g.pending
        if pend is not None and pend.cancellable and pend.base is not None and \
                pend.decision.player == self.human:
            return self.submit(Cancel())
        return "there is nothing to cancel"

    def catch_up(self, actions: list[tuple[int, str]], automatic: set[int] | frozenset[int] = frozenset()) -> None:
        """Play a saved duel's actions again on this table, whose game is the duel's first
        position (Resume): the log, the statistics, the life history, the replay's record and
        the practice rewind's positions come back exactly as the actions made them the first
        time — nothing of that is stored twice.  `automatic`: the indices of the passes the
        table made for the player (no position to rewind to)."""
        g = self.g
        for i, (p, text) in enumerate(actions):
            action = action_from_text(text, g.pending.decision if g.pending is not None else None)
            own = p == self.human and i not in automatic and not isinstance(action, Cancel)
            snap = self._snapshot() if own else None
            try:
                self._apply(action, p, automatic=i in automatic)
            except IllegalActionError:
                self._drop_snapshot(snap)
                raise
        self.events.clear()            # what happened before the save isn't animated again
        self.intent = None             # the duel waits where it was
        self._suspended = None
        self.pause = 0.0

    # --- replays, bug reports and the practice rewind (game.replay) -----------------------------
    def save_replay(self) -> str | None:
        """Keep the finished duel as a replay in the user data folder; the file's path."""
        if self.recorder is None:
            return None
        from ..replay.format import new_path, replays_dir, save
        from ..storage.files import describe_os_error
        try:
            r = self.recorder.replay(self.g)
            path = save(r, new_path(replays_dir(), r))
        except OSError as e:
            log.warning("couldn't keep the replay: %s", e)
            self.warn(f"Couldn't keep the replay: {describe_os_error(e)}")
            return None
        self.recorder.saved_path = str(path)
        return str(path)

    def save_bug_report(self, folder: Any = None) -> str:
        """"Save duel for a bug report": one file with the duel so far (its replay) and the
        versions, which `python -m game --open FILE` reopens at this exact position."""
        if self.recorder is None:
            raise OSError("this duel wasn't recorded from its start, so it can't be saved for a bug report")
        from ..replay.format import BUG_SUFFIX, bug_reports_dir, new_path, save
        r = self.recorder.replay(self.g, kind="bug-report")
        r.result = f"saved on turn {self.g.turn}, {step_label(self.current_step())}" if not self.g.over else r.result
        r.extra["table"] = f"human p{self.human + 1}, level {self.level}, duel {self.duel_kind}"
        for line in self.lines[-12:]:
            r.notes.append(("» " if line.reason else "") + line.text)
        path = save(r, new_path(Path(folder) if folder else bug_reports_dir(), r, BUG_SUFFIX))
        return str(path)

    def rewind_allowed(self) -> bool:
        """Practice rewind: only with the Practice option on, and only in single duels."""
        return bool(getattr(self.settings, "practice", False)) and self.duel_kind == "single"

    def can_rewind(self) -> bool:
        return self.rewind_allowed() and bool(self.undo)

    def _snapshot(self) -> Any:
        """Keep the position before one of your decisions, with what the table shows of it
        (single duels only: never in the gauntlet)."""
        if self.duel_kind != "single":
            return None
        last = self.lines[-1] if self.lines else None
        return self.undo.keep(self.g, {
            "history": len(self.history), "lines": len(self.lines),
            "last": (last.count, last.objects) if last else None, "log_seen": self._log_seen,
            "record": self.record.marks(), "passing": self.passing.marks(), "revealed": self.opp_hand_revealed,
            "recorded": len(self.recorder.actions) if self.recorder is not None else 0})

    def _drop_snapshot(self, snap: Any) -> None:
        self.undo.forget(snap)

    def rewind(self, turn: bool = False) -> str | None:
        """Ctrl+Z in practice: back to your previous decision (`turn`: to your first decision
        of the previous turn).  Hands, libraries and the random stream are exactly as they
        were then.  Returns the refusal, or None."""
        if not self.rewind_allowed():
            return "Rewind needs the Practice option (single duels only)"
        if not self.undo:
            return "There is no earlier decision of yours to go back to"
        kept = self.undo.back(turn, turn_path(self.g))
        assert kept is not None
        self.g.__dict__.update(kept.game.clone().__dict__)
        snap = kept.table
        self.job = None
        self.intent = None
        self._suspended = None
        self.pause = 0.0
        del self.history[snap["history"]:]
        del self.lines[snap["lines"]:]
        if snap["last"] is not None and self.lines:
            self.lines[-1].count, self.lines[-1].objects = snap["last"]
        self._log_seen = snap["log_seen"]
        self.record.restore(snap["record"])
        self.passing.restore(snap["passing"])
        self.opp_hand_revealed = snap["revealed"]
        self.events.clear()
        self._pending_reason = None
        self.ended_at = None
        if self.recorder is not None:
            self.recorder.truncate(snap["recorded"])
            self.recorder.sync_turn(self.g)
        self.rewinds += 1
        self.version += 1
        self._respond_cache = None
        self.say(f"Rewound to your decision in turn {self.g.turn} ({step_label(self.current_step())})")
        return None

    # --- passing --------------------------------------------------------------------------------
    def done(self) -> str | None:
        """The Done button at priority: pass, and keep passing until something happens."""
        d = self.human_decision()
        if d is None or d.kind != "priority":
            return "nothing to pass"
        g = self.g
        start = (g.turn, g.step)
        if g.stack:
            top = g.stack[-1]
            intent = PassIntent("resolve", start, item=top.id, label=f"Letting {top.name} resolve")
        else:
            intent = PassIntent("done", start, label=self._next_stop_label())
        return self._start_passing(intent)

    def run_to(self, whose: str, step: str) -> str | None:
        """Run to a step of the Phase Bar: pass until it (or a Stop, or an interrupt)."""
        d = self.human_decision()
        if d is None or d.kind != "priority":
            return "you can run to a step when you have priority"
        g = self.g
        owner = self.human if whose == "you" else self.opp
        idx = STEPS.index(step)
        cur = STEPS.index(g.step)
        if g.active == owner and idx > cur:
            turn = g.turn
        else:
            turn = g.turn + (1 if g.active != owner else 2)
        who = "your" if owner == self.human else f"{self.names[owner]}'s"
        intent = PassIntent("step", (g.turn, g.step), target=(turn, owner, idx),
                            label=f"Passing to {who} {step_label(step)}")
        return self._start_passing(intent)

    def pass_turn(self) -> str | None:
        """F2: pass to your next turn unless something happens."""
        d = self.human_decision()
        if d is None or d.kind != "priority":
            return "you can pass when you have priority"
        g = self.g
        intent = PassIntent("turn", (g.turn, g.step), label="Passing to your turn")
        return self._start_passing(intent)

    def _start_passing(self, intent: PassIntent) -> str | None:
        if self.gate is not None and (why := self.gate(PassPriority())) is not None:
            return why
        self.passing.see_stack(self.g)
        if self.g.combat and self.g.combat.attackers:
            self.passing.attack_seen = self.g.turn
        snap = self._snapshot()
        try:
            self._apply(PassPriority(), self.human)
        except IllegalActionError as e:
            self._drop_snapshot(snap)
            self.say(str(e))
            return str(e)
        self.intent = intent
        self.notice = ""
        return None

    def stop_passing(self) -> None:
        self.intent = None

    def passing_banner(self) -> str:
        it = self.intent
        if it is None:
            return ""
        on = [k for k, v in self.settings.interrupts.items() if v]
        words = {"attacked": "if attacked", "targeted": "if targeted", "lethal": "on lethal damage",
                 "new_object": "on new spells"}
        tail = ", ".join(words[k] for k in on[:2])
        return f"{it.label} — stops {tail}" if tail else it.label

    def _next_stop_label(self) -> str:
        return self.passing.next_stop_label(self.g)

    def incoming_damage(self) -> int:
        """The combat damage the player would take from this combat (the engine's preview)."""
        return combat_damage_preview(self.g)[self.human]

    # --- the frame loop ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance the referee by dt seconds: the computer's actions and automatic passing."""
        self.clock += dt
        g = self.g
        if g.over:
            return
        if self.pause > 0:
            self.pause -= dt
            if self.pause > 0:
                return
        d = self.decision()
        if d is None:
            return
        if d.player != self.human:
            self._drive_ai()
            return
        if d.kind == "priority" and self.intent is None and getattr(self.settings, "auto_yield", False) \
                and not self.can_respond():
            # auto-yield (an option): nothing to do but pass, so pass at once
            self._auto_pass()
            return
        if d.kind == "priority" and self.intent is None and self.passing.pass_own_spell(g):
            # your own spell on the stack and nothing to respond with: let it resolve (an option)
            top = g.stack[-1]
            self.intent = PassIntent("resolve", (g.turn, g.step), item=top.id, label=f"Letting {top.name} resolve")
            self._auto_pass()
            return
        if d.kind == "priority" and self.intent is not None:
            verdict = self.passing.check(g, self.intent, self.can_respond)
            if verdict.why is None:
                self._auto_pass()
            elif verdict.stop:
                self.intent = None
                self.passing.see_stack(g)
                if verdict.why:
                    self.banner(verdict.why)
                    self.events.append(PassingStopped(verdict.why))
            else:
                # nothing to respond with: show it for a moment and go on
                self.passing.see_stack(g)
                self.banner(verdict.why)
                self.pause = 1.1 * self.settings.ai_pace
        elif d.kind != "priority" and self.intent is not None:
            self._suspended = self.intent
            self.intent = None

    def _auto_pass(self) -> None:
        g = self.g
        before = len(g.stack)
        try:
            self._apply(PassPriority(), self.human, automatic=True)
        except IllegalActionError:
            self.intent = None
            return
        pace = self.settings.ai_pace
        self.pause = (0.45 if len(g.stack) < before else 0.07) * pace

    def _drive_ai(self) -> None:
        g = self.g
        if self.job is None or self.job.version != self.version:
            self.job = AIJob(self.ai, g.clone(), self.version, self.threaded)
            if not self.job.done:
                return
        if not self.job.done:
            return
        job, self.job = self.job, None
        action = job.action
        d = self.decision()
        if job.error is not None:
            self._ai_failed()
        if action is None or d is None:
            action = self._fallback()
        before_stack = len(g.stack)
        before_bf = len(g.battlefield)
        try:
            self._apply(action, self.opp)
        except IllegalActionError:
            try:
                self._apply(self._fallback(), self.opp)
            except IllegalActionError:
                return
        pace = self.settings.ai_pace
        if isinstance(action, (CastSpell, ActivateAbility)) and not is_mana_ability(g, action):
            reason = job.reason
            if reason and reason != "pass":
                self._pending_reason = self._reason_text(reason)
                self._ingest_reason_now()
        delay = 0.12
        if len(g.stack) > before_stack:
            delay = 0.9
        elif len(g.battlefield) > before_bf or isinstance(action, PlayLand):
            delay = 0.6
        elif d is not None and d.kind in ("attackers", "blockers"):
            delay = 0.9
        elif len(g.stack) < before_stack:
            delay = 0.5
        elif d is not None and d.kind != "priority":
            delay = 0.2
        self.pause = delay * pace

    def _ai_failed(self) -> None:
        """The computer player raised an exception (logged on its thread): the duel is saved
        for a bug report (once a duel), the player is told, and the computer takes a plain
        legal action instead."""
        from ..storage.files import describe_os_error
        who = self.names[self.opp]
        if self.ai_error_report is None:
            try:
                self.ai_error_report = self.save_bug_report()
                log.error("the duel was saved for a bug report: %s", self.ai_error_report)
            except OSError as e:
                self.ai_error_report = ""
                log.warning("couldn't save the duel for a bug report: %s", e)
                self.warn(f"{who} ran into an error and made a default play; couldn't save a bug report: "
                          f"{describe_os_error(e)}", 15.0)
                return
        where = f" — the duel was saved for a bug report: {Path(self.ai_error_report).name}" \
            if self.ai_error_report else ""
        self.warn(f"{who} ran into an error and made a default play instead{where} (details in mana-duel.log)",
                  15.0)

    def _ingest_reason_now(self) -> None:
        """A reason whose cast line was already logged (the announcement finished at once)."""
        if self._pending_reason is None:
            return
        for line in reversed(self.lines[-6:]):
            if isinstance(line.event, (SpellCast, AbilityActivated)) and line.player == self.opp:
                idx = self.lines.index(line)
                if idx + 1 < len(self.lines) and self.lines[idx + 1].reason or \
                        not reason_fits(self._pending_reason, line.event):
                    self._pending_reason = None
                    break
                self.lines.insert(idx + 1, LogLine(self._pending_reason, "", "reason", line.turn, line.objects,
                                                   True, self.opp))
                self._pending_reason = None
                break

    def _reason_text(self, reason: str) -> str:
        r = reason.strip()
        return r[0].upper() + r[1:] if r else r

    def _fallback(self) -> Action:
        acts = self.g.legal_actions()
        for a in acts:
            if isinstance(a, PassPriority):
                return a
        return acts[0] if acts else PassPriority()

    # --- automatic X: the engine's rule, with the lands the player keeps back -------------------
    def auto_x(self) -> int:
        """X for automatic payment: all the mana available (pool and unlocked sources)."""
        return max_x(self.g, exclude=tuple(self.dont_auto_tap))

    # --- abilities -------------------------------------------------------------------------------
    def ability_entries(self, oid: int) -> list[tuple[int, str, str | None]]:
        """(index, label, why not) for each activated ability of a permanent."""
        g = self.g
        o = g.objects.get(oid)
        if o is None:
            return []
        abilities = g.chars(oid).abilities if o.zone == "battlefield" else o.card.abilities
        lines = ability_lines(o.card.text)
        out = []
        for i, ab in enumerate(abilities):
            label = ab.get("text") or (lines[i] if i < len(lines) and len(lines) == len(abilities) else
                                       ability_label(ab))
            out.append((i, label, why_not_activatable(g, self.human, oid, i)))
        return out


def describe_action(g: Game, a: Action) -> str:
    if isinstance(a, PlayLand):
        return f"Play {g.name_of(a.card)}"
    if isinstance(a, CastSpell):
        return f"Cast {g.objects[a.card].card.name}" + (" face down" if a.face_down else "")
    if isinstance(a, ActivateAbility):
        return f"Activate {g.name_of(a.source)}"
    if isinstance(a, TurnFaceUp):
        return f"Turn {g.objects[a.card].card.name} face up"
    if isinstance(a, SpecialAction):
        from ..engine.special import describe
        return describe(g, a.effect)
    return a.to_text()
