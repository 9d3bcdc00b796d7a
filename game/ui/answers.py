"""Answer builders: the answer to one kind of decision, put together click by click at the
table and handed to the engine whole.

A decision too big to list as choices (which creatures attack, and whom; which creatures
block, and what) is built up by the player before Done.  Each builder keeps that answer in
progress, takes the player's clicks on it, says in words why a click does nothing (from the
engine's own checks, game.engine.combat — the rules stay there), and makes the engine's
action.  The duel scene holds one builder per decision kind and draws from it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.combat import band_problem, block_problem, can_attack
from ..engine.decisions import DeclareAttackers, DeclareBlockers, Decision
from ..engine.game import Game


@dataclass
class AttackAnswer:
    """The attackers being declared (CR 508.1): each with what it attacks, and the bands
    among them (CR 702.22c)."""
    picks: dict[int, tuple] = field(default_factory=dict)
    bands: list[tuple[int, ...]] = field(default_factory=list)
    band_armed: int | None = None       # "Band with another attacker…": the next attacker clicked joins it

    def clear(self) -> None:
        self.picks = {}
        self.bands = []
        self.band_armed = None

    def __contains__(self, oid: int) -> bool:
        return oid in self.picks

    @staticmethod
    def _target(d: Decision, oid: int, opponent: int) -> tuple | None:
        """What a creature attacks when clicked: the opponent when it may, else its first choice."""
        opts = [t for a, t in d.options if a == oid]
        if not opts:
            return None
        return ("player", opponent) if ("player", opponent) in opts else opts[0]

    def click(self, g: Game, d: Decision, oid: int, me: int, opponent: int) -> str | None:
        """A creature clicked: it attacks, stops attacking, or joins the armed band.  The reason
        when nothing changes (None when the click did something, or was on nothing to say)."""
        target = self._target(d, oid, opponent)
        if target is None:
            o = g.objects.get(oid)
            if o is not None and o.zone == "battlefield" and g.controller_of(oid) == me:
                return can_attack(g, oid) or f"{g.name_of(oid)} can't attack now"
            return None
        if self.band_armed is not None and self.band_armed != oid and oid in self.picks:
            why = band_problem(g, (self.band_armed, oid), self.picks)
            if why is None:
                self._join(self.band_armed, oid)
            self.band_armed = None
            return why
        if oid in self.picks:
            del self.picks[oid]
            self.bands = [tuple(x for x in b if x != oid) for b in self.bands]
        else:
            self.picks[oid] = target
        return None

    def all(self, d: Decision, opponent: int) -> None:
        """Every creature that can attack does (the opponent when it may)."""
        for a, _ in d.options:
            if a not in self.picks:
                self.picks[a] = self._target(d, a, opponent)

    def can_band(self, g: Game, oid: int) -> bool:
        return oid in self.picks and any(band_problem(g, (oid, other), self.picks) is None
                                         for other in self.picks if other != oid)

    def _join(self, a: int, b: int) -> None:
        for i, band in enumerate(self.bands):
            if a in band or b in band:
                self.bands[i] = tuple(dict.fromkeys(band + (a, b)))
                return
        self.bands.append((a, b))

    def action(self) -> DeclareAttackers:
        return DeclareAttackers(tuple(self.picks.items()), tuple(b for b in self.bands if len(b) > 1))


@dataclass
class BlockAnswer:
    """The blocks being declared (CR 509.1): a blocker is clicked (armed), then the attacker it
    blocks."""
    picks: list[tuple[int, int]] = field(default_factory=list)     # (blocker, attacker)
    armed: int | None = None

    def clear(self) -> None:
        self.picks = []
        self.armed = None

    def blocks(self, oid: int) -> bool:
        return any(b == oid for b, _ in self.picks)

    def click(self, g: Game, d: Decision, oid: int, me: int) -> tuple[bool, str | None]:
        """A creature clicked: arm a blocker, choose the attacker the armed one blocks, or take
        a block back.  (whether the answer changed, the reason when a click can't do what it
        asks)."""
        blockers = {b for b, _ in d.options}
        if self.armed is not None and oid != self.armed:
            if (self.armed, oid) in d.options:
                b = self.armed
                self.picks = [pr for pr in self.picks if pr[0] != b] + [(b, oid)]
                self.armed = None
                return True, None
            if oid not in blockers:
                return False, (block_problem(g, self.armed, oid) or
                               f"{g.name_of(self.armed)} can't block {g.name_of(oid)}")
        if oid in blockers:
            if self.blocks(oid):
                self.picks = [pr for pr in self.picks if pr[0] != oid]
                self.armed = None
            elif self.armed == oid:
                self.armed = None
            else:
                self.armed = oid
            return True, None
        if g.objects.get(oid) is not None and g.controller_of(oid) == me:
            return False, f"{g.name_of(oid)} can't block"
        return False, None

    def action(self) -> DeclareBlockers:
        return DeclareBlockers(tuple(self.picks))
