"""The lessons' scripted opponent: it does what the lesson's data says, nothing else.

The plan is a list of entries; each is used once, when its moment comes:
  {block: {BLOCKER: ATTACKER}}   its blocks when it is asked to declare blockers
  {attack: [NAME..]}             its attackers when asked to declare attackers
Anything the plan doesn't cover is answered the way the scenario runner answers an
unscripted player: passing priority, no attackers, no blockers, the documented defaults for
other decisions (game.scenario.runner.default_answer).  It takes the decision the engine
offers, so the engine still judges every action."""
from __future__ import annotations

from typing import Any

from ..engine import Action, DeclareAttackers, DeclareBlockers, Game, PassPriority, answer_for
from ..scenario.runner import default_answer


class ScriptedOpponent:
    """A computer player for lessons, with the AI's `choose_action` interface."""

    reason = ""

    def __init__(self, plan: tuple[dict[str, Any], ...] | list[dict[str, Any]] = ()) -> None:
        self.plan = [dict(e) for e in plan]

    def _take(self, kind: str) -> Any:
        for i, e in enumerate(self.plan):
            if kind in e:
                return self.plan.pop(i)[kind]
        return None

    def choose_action(self, g: Game) -> Action:
        d = g.pending.decision
        name = {oid: o.card.name for oid, o in g.objects.items()}

        def find(n: str, pred) -> int | None:
            return next((oid for oid in sorted(name) if name[oid] == n and pred(oid)), None)

        if d.kind == "priority":
            return PassPriority()
        if d.kind == "blockers":
            plan = self._take("block") or {}
            blocks = []
            for b, a in plan.items():
                bid = find(str(b), lambda o: g.objects[o].zone == "battlefield" and g.objects[o].controller == d.player)
                aid = find(str(a), lambda o: g.combat is not None and o in g.combat.attackers)
                if bid is not None and aid is not None:
                    blocks.append((bid, aid))
            return DeclareBlockers(tuple(blocks))
        if d.kind == "attackers":
            names = self._take("attack") or []
            attacks = []
            for n in names:
                oid = find(str(n), lambda o: g.objects[o].zone == "battlefield" and g.objects[o].controller == d.player)
                if oid is not None:
                    attacks.append((oid, ("player", 1 - d.player)))
            return DeclareAttackers(tuple(attacks))
        return answer_for(d, default_answer(g, d))
