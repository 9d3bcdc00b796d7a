"""The pass policy: where passing priority for a player stops.

A player who says "Done" (or runs to a step of the Phase Bar, or passes the turn with F2)
lets the table pass priority for them until something deserves their attention.  The 1997
manual's rule is the one kept here: Done passes "until you are able to use a fast effect"
at a moment that matters.  Whether the player is able to do anything is always the
engine's answer (`game.engine.answers.responses`: the spells and abilities it would accept
now), never a guess from the step's name.  The moments that matter:

- a Stop the player marked on the Phase Bar, or the step they ran to;
- an interrupt: a spell or ability targeting them or theirs, anything new on the stack,
  being attacked, lethal combat damage coming (each an option);
- blockers were just declared in a combat they are in (CR 509.4: both players get priority
  in the declare blockers step) — the last chance for a trick before combat damage;
- their own spell on the stack (CR 117.3c: its caster gets priority first) — but when they
  could do nothing with it, the pass is made for them (Arena's way; an option).

An interrupt the player can't respond to only pauses the passing (a banner), unless they
asked to stop on every interrupt.  This module holds no drawing: the table asks it and
draws the answer; the pass policy's tests drive it without a window.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..engine.answers import responses
from ..engine.combat import combat_damage_preview
from ..engine.game import Game
from ..engine.terms import MAIN_STEPS, STEP_NAMES, STEPS
from ..engine.words import counted


def step_label(step: str) -> str:
    """"declare blockers step", "first main phase": a step in the game's words."""
    return STEP_NAMES.get(step, step.replace("_", " "))


def can_respond(g: Game) -> bool:
    """Whether the player with priority could do anything besides passing (mana abilities
    aside): the engine's legal actions decide."""
    return bool(responses(g))


@dataclass(frozen=True)
class PassingStopped:
    """The table stopped passing priority for the human player: why."""
    why: str


@dataclass
class PassIntent:
    """What the player asked for when passing: "done" (to the next Stop), "resolve" (let the
    top of the stack resolve), "step" (run to a step of the Phase Bar), "turn" (F2)."""
    kind: str
    start: tuple[int, str]
    item: int | None = None
    target: tuple[int, int, int] | None = None      # (turn, active player, step index)
    label: str = ""


@dataclass(frozen=True)
class Verdict:
    """The pass policy's answer at one priority: `why` None = pass on; otherwise stop (or,
    `stop` False, show `why` for a moment and pass on)."""
    why: str | None
    stop: bool = True


PASS_ON = Verdict(None, False)


class PassPolicy:
    """Where passing stops for one player.  It remembers what the player has already seen
    (stack objects, this turn's attack, lethal warning and blocks), so each stops once."""

    def __init__(self, human: int, names: tuple[str, str], settings: Any) -> None:
        self.human = human
        self.names = names
        self.settings = settings
        self.seen_stack: set[int] = set()
        self.attack_seen = -1
        self.lethal_seen: int | None = None
        self.blocks_seen = -1

    # --- what the policy remembers (the practice rewind puts it back) ---------------------------
    def marks(self) -> tuple:
        return (set(self.seen_stack), self.attack_seen, self.lethal_seen, self.blocks_seen)

    def restore(self, marks: tuple) -> None:
        seen, self.attack_seen, self.lethal_seen, self.blocks_seen = marks
        self.seen_stack = set(seen)

    def see_stack(self, g: Game) -> None:
        self.seen_stack |= {s.id for s in g.stack}

    def whose(self, p: int) -> str:
        return "you" if p == self.human else "opp"

    # --- the labels of passing ----------------------------------------------------------------
    def next_stop_label(self, g: Game) -> str:
        """Where "Done" will stop if nothing happens: the next step with a Stop."""
        idx = STEPS.index(g.step)
        for k in range(1, 2 * len(STEPS) + 1):
            j = idx + k
            owner = g.active if j < len(STEPS) else 1 - g.active
            step = STEPS[j % len(STEPS)]
            if self.settings.has_stop(self.whose(owner), step):
                return f"Passing to {self._possessive(owner)} {step_label(step)}"
        return "Passing"

    def _possessive(self, p: int) -> str:
        return "your" if p == self.human else f"{self.names[p]}'s"

    # --- own spells ----------------------------------------------------------------------------
    def pass_own_spell(self, g: Game) -> bool:
        """Whether to pass at once for the player whose own spell or ability tops the stack
        and who could do nothing else (the option "pass after my own spells")."""
        if not getattr(self.settings, "auto_pass_own", True) or not g.stack:
            return False
        pend = g.pending
        if pend is None or pend.decision.kind != "priority" or pend.decision.player != self.human:
            return False
        return g.stack[-1].controller == self.human and not can_respond(g)

    # --- the check at each priority while passing ---------------------------------------------
    def check(self, g: Game, intent: PassIntent, respond: Callable[[], bool] | None = None) -> Verdict:
        """At the player's priority while passing: pass on, pause or stop."""
        respond = respond or (lambda: can_respond(g))
        me = self.human
        s = self.settings
        strict = not s.only_if_can_respond
        new_items = [x for x in g.stack if x.id not in self.seen_stack]
        if s.interrupts.get("targeted", True):
            for item in new_items:
                if item.controller != me and self._mine_targeted(g, item):
                    return Verdict(f"{self.names[item.controller]}: {item.name} targets "
                                   f"{self._mine_targeted(g, item)}", strict or respond())
        if s.interrupts.get("new_object", True) and new_items:
            item = new_items[-1]
            who = self.names[item.controller] if item.controller != me else "Your"
            what = "casts" if item.kind == "spell" else "— ability:"
            text = f"{who} {what} {item.name}" if item.controller != me else f"Your {item.name} is on the stack"
            return Verdict(text, strict or respond())
        c = g.combat
        if c is not None and c.attackers and g.active != me:
            if s.interrupts.get("lethal", True) and self.lethal_seen != g.turn and \
                    g.step in ("declare_attackers", "declare_blockers"):
                incoming = combat_damage_preview(g)[me]
                if incoming >= g.players[me].life > 0:
                    self.lethal_seen = g.turn
                    return Verdict(f"Lethal damage incoming: {incoming} (you have {g.players[me].life} life)")
            if s.interrupts.get("attacked", True) and self.attack_seen != g.turn:
                self.attack_seen = g.turn
                names = ", ".join(g.name_of(a) for a in list(c.attackers)[:3])
                more = "…" if len(c.attackers) > 3 else ""
                return Verdict(f"You are attacked by {names}{more}", strict or respond())
        if intent.kind == "resolve" and any(x.id == intent.item for x in g.stack):
            return PASS_ON
        blocks = self._blocks_window(g, respond)
        if blocks is not None:
            return blocks
        if intent.kind == "resolve":
            if g.stack or (g.active == me and g.step in MAIN_STEPS):
                return Verdict("")
            intent.kind = "done"
            intent.label = self.next_stop_label(g)
        if intent.kind == "step" and intent.target is not None:
            turn, owner, idx = intent.target
            cur = STEPS.index(g.step)
            if (g.turn >= turn and g.active == owner and cur >= idx) or g.turn > turn:
                return Verdict("")
        if intent.kind == "turn":
            # your next turn: its first main phase (decisions on the way stop it anyway)
            if g.active == me and g.turn != intent.start[0] and STEPS.index(g.step) >= STEPS.index("main1"):
                return Verdict("")
            return PASS_ON
        if (g.turn, g.step) != intent.start and s.has_stop(self.whose(g.active), g.step):
            return Verdict("")
        return PASS_ON

    def _blocks_window(self, g: Game, respond: Callable[[], bool]) -> Verdict | None:
        """CR 509.4: once blockers are declared, the active player and then the defender get
        priority — the moment for a trick.  Stop there (once a combat) whenever the player is
        in this combat and could respond."""
        c = g.combat
        if c is None or not c.attackers or not getattr(c, "blocks_declared", False) or g.step != "declare_blockers":
            return None
        if self.blocks_seen == g.turn or self.human not in (g.active, c.defender):
            return None
        self.blocks_seen = g.turn
        if not respond():
            return None
        blocked = len(c.blocked)
        what = "no blockers" if not c.blockers else f"{counted(blocked, 'attacker')} blocked"
        return Verdict(f"Blockers are declared ({what}) — respond before combat damage, or Done")

    def _mine_targeted(self, g: Game, item: Any) -> str:
        for refs in item.targets.values():
            for r in refs:
                if not isinstance(r, tuple):
                    continue
                if r[0] == "player" and r[1] == self.human:
                    return "you"
                if r[0] == "obj" and r[1] in g.objects:
                    o = g.objects[r[1]]
                    if o.zone == "battlefield" and g.controller_of(r[1]) == self.human:
                        return g.name_of(r[1])
        return ""
