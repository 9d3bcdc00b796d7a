"""Answer builders: the answer to one kind of decision, put together click by click at the
table and handed to the engine whole.

A decision answered over several clicks — which creatures attack, and whom; which block,
and what; the targets or cards chosen; a number such as X; the mana sources that pay a
cost — is built up by the player before Done.  Each builder keeps that answer in
progress, takes the player's clicks on it, says in words why a click does nothing (from the
engine's own checks, game.engine.combat and game.engine.answers — the rules stay there),
and makes the engine's action.  The duel scene holds one builder per decision kind and
draws from it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.answers import payment_preview, payment_problem, pending_pool_mana, source_mana, x_for_mana
from ..engine.combat import band_problem, block_problem, can_attack, max_blocks
from ..engine.decisions import Action, ChooseNumber, DeclareAttackers, DeclareBlockers, Decision, Pay, answer_for
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
                # a creature that can block more than one (Two-Headed Giant of Foriys) keeps its
                # earlier blocks and stays armed until it blocks as many as it can
                most = max_blocks(g, b)
                earlier = [pr for pr in self.picks if pr[0] == b and pr[1] != oid][-(most - 1):] if most > 1 else []
                self.picks = [pr for pr in self.picks if pr[0] != b] + earlier + [(b, oid)]
                self.armed = b if len(earlier) + 1 < most else None
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


@dataclass
class ChoiceAnswer:
    """A choice among what the table shows — targets, cards, players (CR 601.2c, 115.1): each
    click takes an option or puts it back; the answer goes as soon as it holds the most the
    decision allows."""
    picks: list = field(default_factory=list)

    def clear(self) -> None:
        self.picks = []

    def __contains__(self, opt) -> bool:
        return opt in self.picks

    def __len__(self) -> int:
        return len(self.picks)

    def toggle(self, d: Decision, opt) -> bool:
        """Take or put back `opt`; whether the answer is now complete (at the decision's most)."""
        if opt in self.picks:
            self.picks.remove(opt)
            return False
        self.picks.append(opt)
        return len(self.picks) >= d.max

    def missing(self, d: Decision) -> str | None:
        """What Done still needs, in words (None: the answer may go)."""
        if len(self.picks) < d.min:
            return f"Choose {d.min}" + (f" to {d.max}" if d.max > d.min else "")
        return None

    def action(self, d: Decision) -> Action:
        return answer_for(d, tuple(self.picks))


@dataclass
class NumberAnswer:
    """A number between the decision's bounds (an X, CR 107.3; a count), only the values the
    decision allows; − and + step over the others."""
    value: int = 0

    def start(self, d: Decision, from_sources: int | None = None) -> None:
        """The first value: the least, or what the chosen mana sources pay for (an X)."""
        lo, _ = d.options
        allowed = d.info("allowed")
        self.value = lo if from_sources is None else from_sources
        if allowed and self.value not in allowed:
            self.value = allowed[0]

    def step(self, d: Decision, delta: int) -> None:
        lo, hi = d.options
        allowed = d.info("allowed")
        x = self.value + delta
        while allowed is not None and lo <= x <= hi and x not in allowed:
            x += delta
        self.value = max(lo, min(hi, x))

    def action(self) -> ChooseNumber:
        return ChooseNumber(self.value)


@dataclass
class PaymentAnswer:
    """The mana sources the player taps to pay a cost (CR 601.2g-h), one click each; the
    payment goes as soon as they pay it whole.  While an X is chosen (CR 107.3) the same
    sources say how much X they pay for, and they pay the cost that follows."""
    picks: list[int] = field(default_factory=list)

    def clear(self) -> None:
        self.picks = []

    def __contains__(self, oid: int) -> bool:
        return oid in self.picks

    def __len__(self) -> int:
        return len(self.picks)

    def toggle(self, oid: int) -> None:
        """Take a source or put it back (no check: the X being chosen counts any source)."""
        if oid in self.picks:
            self.picks.remove(oid)
        else:
            self.picks.append(oid)

    def click(self, g: Game, d: Decision, oid: int) -> tuple[bool, str | None]:
        """A permanent clicked while paying: a source the cost may use is taken or put back.
        (whether the payment is now whole and may go, the reason when the click can't help —
        the engine's own words, `payment_problem`)."""
        if oid not in d.options:
            return False, payment_problem(g, d, (oid,)) or f"{g.name_of(oid)} can't pay for this"
        self.toggle(oid)
        return oid in self.picks and self.complete(g), None

    def keep_only(self, d: Decision) -> None:
        """Forget the sources this payment can't use (those chosen for X that are gone)."""
        self.picks = [i for i in self.picks if i in d.options]

    def complete(self, g: Game) -> bool:
        """Whether the chosen sources pay the pending cost (an empty choice only when the pool
        does)."""
        return g.is_legal(self.action())

    def with_automatic(self, g: Game, exclude: tuple[int, ...] = ()) -> tuple[int, ...] | None:
        """The chosen sources and those automatic payment adds to finish the cost, never one
        in `exclude` (kept back from automatic payment); None when it can't."""
        return payment_preview(g, tuple(self.picks), exclude=exclude)

    def automatic(self, g: Game, exclude: tuple[int, ...] = ()) -> Pay | None:
        """The payment automatic payment makes from here, or None when it can't pay."""
        taps = self.with_automatic(g, exclude)
        return None if taps is None else Pay(taps)

    def x_paid(self, g: Game, player: int) -> int:
        """The X the pool and the chosen sources pay for at the pending X decision."""
        mana = sum(source_mana(g, player, i) for i in self.picks) + pending_pool_mana(g, player)
        return x_for_mana(g, mana)

    def action(self) -> Pay:
        return Pay(tuple(self.picks))
