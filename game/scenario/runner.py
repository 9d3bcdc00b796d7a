"""The rules-scenario runner: `python -m game.scenario PATH [PATH ...]`.

Implements shared/scenario-format.md exactly.  Each scenario prints `PASS <name>` or
`FAIL <name>: <reason>`; a scenario that can't be read fails with its file and line, and
nothing ever ends in a traceback.  Decisions that the script doesn't answer get the
documented defaults (see `default_answer`).

Keys the project adds to the format (optional; the contract's keys keep their meaning):
  `bands: [[REF, REF, ..], ..]` on an `attack` action: the listed attackers (each must also be
  named in `attack`) attack in a band (CR 702.22c).
  `face_down: true` on a `cast` action: cast the card face down with morph, a 2/2 for {3}
  (CR 702.37c).
  `{by: P, turn_face_up: REF, pay: [..]}`: the special action of turning a face-down
  permanent face up by paying its morph cost (CR 702.37e); P keeps priority.
  `face_down: true/false` and `name: NAME` in a card expectation: whether the object is
  face down, and its current name (after copy effects; "" for a face-down object).
  `keywords: [deathtouch, ..]` on a battlefield zone entry: the permanent has gained these
  keyword abilities, as from an effect that lasts while it stays on the battlefield (layer 6,
  timestamp of the set-up) -- a way to test keywords no card of the pool has.
  `chosen: {color: red}` (or player, basic_land_type, number) on a battlefield zone entry: the
  choice the permanent made as it entered (Story Circle, Phantasmal Terrain); `chosen: {mode: N}`: the
  N-th (1-based) of the options of an "it becomes your choice of ..." (Primal Clay).  A permanent
  whose as-enters choice is an opponent (Black Vise) has chosen the other player.  `chosen:
  {enchant: creature}` on an Aura: the enchant ability it gave itself (Animate Dead, once it
  has returned the creature card it enchanted).
  `ante: [..]` for a player, in the set-up and in expectations: the cards in that player's ante
  zone (playing for ante, rules option `ante: true`, CR 407); listed after the command zone.
  `subgame: [Shahrazad]` in an expectation: the game being played is a subgame (CR 728), begun
  by the card named (a subgame of a subgame: `[Shahrazad, Shahrazad]`, outermost first); `[]`:
  the main game.  While a subgame is played, everything else the script does and checks is about
  the subgame (its zones, life totals, turns); a reference names the same card in both games (a
  subgame's cards are the main game's library cards), and `Name#k` counts the objects of the game
  being played.  `advance` and `resolve` stop when a
  subgame begins or ends (at the first priority of the game then played; a subgame's
  mulligans are answered on the way), as they stop when the game is over.
"""
from __future__ import annotations

import os
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..cards import CardPool, default_pool
from ..engine import (Action, ActivateAbility, Cancel, CastSpell, Concede, Decision, DeclareAttackers,
                      DeclareBlockers, Game, IllegalActionError, PassPriority, Pay, PlayLand, SpecialAction, TurnFaceUp,
                      answer_for)
from ..engine.game import add_card, begin_at
from ..engine.language import Duration
from ..engine.subgame import subgame_titles
from ..engine.terms import COLOR_OF_WORD, MANA_TYPES, STEPS
from ..cards.yaml_source import YamlProblem, load_with_marks, where

PLAYERS = {"p1": 0, "p2": 1}
ZONE_ORDER = ("hand", "battlefield", "graveyard", "library", "exile", "command", "ante")
TOP_KEYS = {"name", "seed", "rules", "ai", "start", "players", "actions", "expect", "description", "tags"}
START_KEYS = {"turn", "active", "step"}
PLAYER_KEYS = {"life", "poison", "hand", "battlefield", "library", "graveyard", "exile", "command", "ante", "mana_pool",
               "land_played", "sideboard", "commander", "commander_casts", "commander_damage"}
ENTRY_KEYS = {"card", "id", "tapped", "sick", "damage", "counters", "attached_to", "controller", "face_down",
              "keywords", "chosen"}
ACTION_KEYS = {"by", "pass", "play", "cast", "targets", "x", "mode", "from", "pay", "kicked", "activate",
               "ability", "attack", "block", "choose", "resolve", "advance", "concede", "expect", "expect_error",
               "bands", "face_down", "turn_face_up", "special"}
EXPECT_PLAYER_KEYS = {"life", "poison", "hand", "graveyard", "battlefield", "library", "exile", "command", "ante", "lost",
                      "commander_damage", "mana_pool", "restricted_mana", "sideboard"}
EXPECT_CARD_KEYS = {"zone", "controller", "owner", "tapped", "power", "toughness", "damage", "counters",
                    "attached_to", "attacking", "blocking", "colors", "types", "subtypes", "keywords", "sick",
                    "face_down", "name"}
EXPECT_KEYS = {"p1", "p2", "cards", "stack", "winner", "turn", "active", "step", "mana_pool", "subgame"}
MAX_PASSES = 5000


class ScenarioError(Exception):
    """The scenario itself is wrong (can't be read, bad reference, ...)."""


class Failure(Exception):
    """An expectation failed or an action was refused."""


@dataclass
class ScenarioResult:
    name: str
    passed: bool
    reason: str = ""

    def line(self) -> str:
        return f"PASS {self.name}" if self.passed else f"FAIL {self.name}: {self.reason}"


class Scenario:
    def __init__(self, path: str, data: dict, marks: dict, pool: CardPool) -> None:
        self.path = path
        self.data = data
        self.marks = marks
        self.pool = pool
        self.ids: dict[str, int] = {}
        self.listed: list[int] = []
        self.queues: dict[int, list[Any]] = {0: [], 1: []}
        self.refusals_expected = 0   # `choose` actions with expect_error, and how many were refused
        self.refusals_seen = 0
        self.ai: dict[int, Any] = {}
        self.g: Game

    # --- errors --------------------------------------------------------------------------------
    def at(self, path: tuple) -> str:
        line, _ = where(self.marks, path)
        return f"{self.path}:{line}"

    def bad(self, path: tuple, msg: str) -> ScenarioError:
        return ScenarioError(f"{self.at(path)}: {msg}")

    def check_keys(self, data: Any, allowed: set[str], path: tuple, what: str) -> None:
        if not isinstance(data, dict):
            raise self.bad(path, f"{what} must be a mapping")
        for k in data:
            if k not in allowed:
                raise self.bad(path + (k,), f"unknown key {k!r} in {what}")

    # --- set-up ----------------------------------------------------------------------------------
    def build(self) -> None:
        d = self.data
        self.check_keys(d, TOP_KEYS, (), "a scenario")
        if "name" not in d:
            raise self.bad((), "a scenario needs a name")
        rules = dict(d.get("rules") or {})
        self.g = g = Game(seed=int(d.get("seed", 0)), rules=rules)
        start = d.get("start") or {}
        self.check_keys(start, START_KEYS, ("start",), "start")
        players = d.get("players") or {}
        self.check_keys(players, set(PLAYERS), ("players",), "players")
        for pname in ("p1", "p2"):
            pdata = players.get(pname) or {}
            self.check_keys(pdata, PLAYER_KEYS, ("players", pname), pname)
        pending_attach: list[tuple[int, Any, tuple]] = []
        for pname in ("p1", "p2"):
            p = PLAYERS[pname]
            pdata = players.get(pname) or {}
            pl = g.players[p]
            if "life" in pdata:
                pl.life = int(pdata["life"])
            pl.poison = int(pdata.get("poison", 0))
            cmd_name = pdata.get("commander")
            cmd_listed = False
            for zone in ZONE_ORDER:
                for i, entry in enumerate(pdata.get(zone) or []):
                    path = ("players", pname, zone, i)
                    oid = self.create(p, zone, entry, path, pending_attach)
                    if cmd_name and g.objects[oid].card.name == self.card(cmd_name, path).name:
                        g.objects[oid].is_commander = True
                        pl.commander = oid
                        cmd_listed = True
            if cmd_name and not cmd_listed:
                oid = self.create(p, "command", cmd_name, ("players", pname, "commander"), pending_attach)
                g.objects[oid].is_commander = True
                pl.commander = oid
            for c, n in (pdata.get("mana_pool") or {}).items():
                if c not in MANA_TYPES or len(c) != 1:
                    raise self.bad(("players", pname, "mana_pool", c), f"unknown mana {c!r}")
                pl.mana_pool[c] = int(n)
            for i, name in enumerate(pdata.get("sideboard") or []):   # cards outside the game (CR 400.11a)
                pl.sideboard.append(self.card(name, ("players", pname, "sideboard", i)))
            if pdata.get("land_played"):
                pl.lands_played = 1
            pl.commander_casts = int(pdata.get("commander_casts", 0))
        for pname in ("p1", "p2"):
            pdata = players.get(pname) or {}
            for victim, n in (pdata.get("commander_damage") or {}).items():
                cmd = g.players[PLAYERS[pname]].commander
                if cmd is None:
                    raise self.bad(("players", pname, "commander_damage"), "commander_damage needs a commander")
                g.players[self.player(victim, ("players", pname, "commander_damage"))].commander_damage[cmd] = int(n)
        for oid, target, path in pending_attach:
            g.objects[oid].attached_to = self.resolve(target, path)
        g.invalidate()
        g.turn = int(start.get("turn", 1))
        g.active = self.player(start.get("active", "p1"), ("start", "active"))
        g.first_player = g.active if g.turn == 1 else g.first_player
        step = start.get("step", "main1")
        if step not in STEPS:
            raise self.bad(("start", "step"), f"unknown step {step!r}")
        for pname, level in (d.get("ai") or {}).items():
            self.ai[self.player(pname, ("ai", pname))] = self.make_ai(level, ("ai", pname))
        begin_at(g, step)
        self.auto()

    def make_ai(self, level: str, path: tuple) -> Any:
        """The computer player of the `ai:` key, its time cap lifted: its work budget alone
        bounds a decision, so a scenario's seed plays the same on a busy machine as on an idle
        one -- a cap the clock reached cut some searches short and a judgement failed only
        under load."""
        try:
            from ..ai import NO_TIME_CAP, make_player
        except ImportError:
            raise self.bad(path, "the computer opponent isn't available") from None
        try:
            return make_player(str(level), seed=int(self.data.get("seed", 0)) + 7919, time_cap=NO_TIME_CAP)
        except ValueError as e:
            raise self.bad(path, str(e)) from None

    def card(self, name: Any, path: tuple) -> Any:
        card = self.pool.find(str(name))
        if card is None:
            for c in self.pool.cards.values():
                if any(f.name == name for f in c.faces):
                    return c
            raise self.bad(path, f"unknown card {name!r}")
        return card

    def create(self, p: int, zone: str, entry: Any, path: tuple, pending_attach: list) -> int:
        if isinstance(entry, dict):
            self.check_keys(entry, ENTRY_KEYS, path, "a zone entry")
            if "card" not in entry:
                raise self.bad(path, "a zone entry needs 'card'")
            card = self.card(entry["card"], path + ("card",))
            ctrl = self.player(entry["controller"], path + ("controller",)) if "controller" in entry else None
            oid = add_card(self.g, card, p, zone, controller=ctrl, tapped=bool(entry.get("tapped", False)),
                           sick=bool(entry.get("sick", False)), damage=int(entry.get("damage", 0)),
                           counters={str(k): int(v) for k, v in (entry.get("counters") or {}).items()},
                           face_down=bool(entry.get("face_down", False)))
            if "id" in entry:
                if str(entry["id"]) in self.ids:
                    raise self.bad(path + ("id",), f"duplicate id {entry['id']!r}")
                self.ids[str(entry["id"])] = oid
            if "attached_to" in entry:
                pending_attach.append((oid, entry["attached_to"], path + ("attached_to",)))
            if "keywords" in entry:
                self.grant_keywords(oid, zone, entry["keywords"], path + ("keywords",))
            if "chosen" in entry:
                self.set_chosen(oid, entry["chosen"], path + ("chosen",))
        else:
            card = self.card(entry, path)
            oid = add_card(self.g, card, p, zone)
        self.listed.append(oid)
        return oid

    def set_chosen(self, oid: int, chosen: Any, path: tuple) -> None:
        """The `chosen:` zone-entry key: the as-enters choice a permanent made
        ({color: red}, {player: p2}, {basic_land_type: Swamp})."""
        if not isinstance(chosen, dict):
            raise self.bad(path, "chosen must be a mapping such as {color: red}")
        o = self.g.objects[oid]
        words = COLOR_OF_WORD
        for key, val in chosen.items():
            if key == "color":
                o.own_chosen()["color"] = words.get(str(val).lower(), str(val))
            elif key in ("player", "opponent"):
                o.own_chosen()["player"] = self.player(val, path + (key,))
            elif key in ("basic_land_type", "land_type"):
                o.own_chosen()["land_type"] = str(val)
            elif key == "number":
                o.own_chosen()["number"] = int(val)
            elif key == "mode":
                # "it becomes your choice of ..." (Primal Clay): the option chosen, by its number (1-based)
                o.own_chosen()["mode"] = int(val)
            elif key == "enchant":
                # the enchant ability an Aura gave itself as it returned a card (Animate Dead)
                o.own_chosen()["enchant"] = val
            else:
                raise self.bad(path + (key,), f"unknown choice {key!r}")

    def grant_keywords(self, oid: int, zone: str, kws: Any, path: tuple) -> None:
        """The `keywords:` zone-entry key: a layer-6 effect locked onto this permanent (CR 613.1f)."""
        from ..cards.schema import KEYWORDS, PROTECTION
        from ..engine.objects import ContinuousEffect
        g = self.g
        if zone != "battlefield":
            raise self.bad(path, "keywords can be granted only to a permanent on the battlefield")
        if not isinstance(kws, list):
            raise self.bad(path, "keywords must be a list")
        words = [str(k).lower() for k in kws]
        for w in words:
            if w not in KEYWORDS and not PROTECTION.match(w):
                raise self.bad(path, f"unknown keyword {w!r}")
        o = g.objects[oid]
        g.effects.append(ContinuousEffect(g.new_id(), oid, o.controller, "mod", g.new_timestamp(), Duration.PERMANENT,
                                          {"add_keywords": words}, (("obj", oid, o.zcc),)))
        g.invalidate()

    def player(self, name: Any, path: tuple) -> int:
        if name not in PLAYERS:
            raise self.bad(path, f"unknown player {name!r} (p1 or p2)")
        return PLAYERS[name]

    # --- references ---------------------------------------------------------------------------------
    def resolve(self, ref: Any, path: tuple) -> int:
        ref = str(ref)
        if ref in self.ids:
            return self.ids[ref]
        name, _, k = ref.partition("#")
        matches = [oid for oid in sorted(self.g.objects) if self._named(oid, name)]
        if k:
            if not k.isdigit() or int(k) < 1 or int(k) > len(matches):
                raise self.bad(path, f"no {ref!r}: there are {len(matches)} objects named {name!r}")
            return matches[int(k) - 1]
        if not matches:
            raise self.bad(path, f"unknown reference {ref!r}")
        if len(matches) > 1:
            raise self.bad(path, f"ambiguous reference {ref!r}: {len(matches)} objects have that name "
                                 f"(use an id or {name}#k)")
        return matches[0]

    def _named(self, oid: int, name: str) -> bool:
        card = self.g.objects[oid].card
        if card.name == name or card.name.lower() == name.lower():
            return True
        return any(f.name == name for f in card.faces)

    def target(self, ref: Any, path: tuple) -> tuple:
        if ref in PLAYERS:
            return ("player", PLAYERS[ref])
        oid = self.resolve(ref, path)
        return ("obj", oid, self.g.objects[oid].zcc)

    # --- driving the game --------------------------------------------------------------------------
    def submit(self, action: Any) -> None:
        self.g.apply(action)

    def answer_default(self, d: Decision) -> None:
        """Answer a non-priority decision: queued `choose`, the AI, or the documented default."""
        p = d.player
        if p in self.ai:
            self.submit(self.ai[p].choose_action(self.g))
            return
        if self.queues[p]:
            value, path, *flags = self.queues[p].pop(0)
            if flags and flags[0]:
                self.refused_choice(d, value, path)
                return
            self.submit(answer_for(d, self.convert_choice(d, value, path)))
            return
        self.submit(answer_for(d, default_answer(self.g, d)))

    def refused_choice(self, d: Decision, value: Any, path: tuple) -> None:
        """A `choose` with `expect_error`: the engine must refuse this answer and leave the game
        unchanged; the decision stays pending for the next queued answer or the default."""
        g = self.g
        before = g.state_key()
        try:
            self.submit(answer_for(d, self.convert_choice(d, value, path)))
        except IllegalActionError:
            if g.state_key() != before:
                raise Failure(f"{self.at(path)}: the refused choice changed the game") from None
            self.refusals_seen += 1
            return
        raise Failure(f"{self.at(path)}: expected the engine to refuse this choice, but it was accepted")

    def convert_choice(self, d: Decision, value: Any, path: tuple) -> Any:
        """Turn a scenario `choose` value into the engine's answer for this decision."""
        if d.kind == "piles":
            # project extension: piles as {LABEL: [creatures]} (Raging River: {left: [..], right: [..]};
            # Camouflage: {"pile 1": [..]}); a label may be written without "pile " (1, 2, ...)
            if not isinstance(value, dict):
                raise self.bad(path, "piles are written {LABEL: [creatures], ...}")
            labels = tuple(d.info("labels", ()))
            pairs = []
            for k, names in value.items():
                label = str(k) if str(k) in labels else f"pile {k}"
                for n in names or []:
                    pairs.append((self.resolve(n, path), label))
            return tuple(pairs)
        if isinstance(value, dict):
            pairs = []
            for k, n in value.items():
                pairs.append((self.target(k, path), int(n)))
            return tuple(pairs)
        if isinstance(value, bool):
            value = "yes" if value else "no"
        if isinstance(value, list):
            return tuple(self.option_for(d, v, path) for v in value)
        if d.kind == "number":
            return int(value)
        return (self.option_for(d, value, path),)

    def option_for(self, d: Decision, v: Any, path: tuple) -> Any:
        if isinstance(v, bool):
            v = "yes" if v else "no"
        if v in d.options:
            return v
        sv = str(v)
        for opt in d.options:
            if isinstance(opt, str) and (opt == sv or opt.lower() == sv.lower()):
                return opt
            if isinstance(opt, str) and ": " in opt and opt.split(": ", 1)[1] == sv:
                return opt
        if sv.lower() in COLOR_OF_WORD and COLOR_OF_WORD[sv.lower()] in d.options:
            return COLOR_OF_WORD[sv.lower()]
        # a choice of mana (options are productions such as ("G",) or ("W", "W")): G, WW or green
        letters = COLOR_OF_WORD.get(sv.lower(), sv)
        for opt in d.options:
            if isinstance(opt, tuple) and opt and all(isinstance(x, str) and len(x) == 1 for x in opt) \
                    and "".join(opt) == letters:
                return opt
        if sv in PLAYERS:
            ref = ("player", PLAYERS[sv])
            if ref in d.options:
                return ref
            if PLAYERS[sv] in d.options:
                return PLAYERS[sv]
        if isinstance(v, int) and not isinstance(v, bool):
            return v
        oid = self.resolve(v, path)
        for opt in d.options:
            if opt == oid or (isinstance(opt, tuple) and len(opt) == 3 and opt[1] == oid):
                return opt
        return ("obj", oid, self.g.objects[oid].zcc)

    def auto(self) -> None:
        """Answer pending non-priority decisions and AI priority until a scripted player must act.
        With both players under `ai:` there is no scripted player to wait for: their priority is
        left to the action that passes it (`advance`, `resolve`), which stops where it says,
        rather than the whole game being played out at once."""
        g = self.g
        scripted = len(self.ai) < len(g.players)
        for _ in range(MAX_PASSES):
            if g.over or g.pending is None:
                return
            d = g.pending.decision
            if d.kind == "halt":      # where an `advance` stopped: the next action goes on from here
                return
            if d.kind == "priority":
                if d.player in self.ai and scripted:
                    self.submit(self.ai[d.player].choose_action(g))
                    continue
                return
            self.answer_default(d)
        raise Failure("the game didn't settle (too many decisions)")

    def reach_priority(self, p: int, path: tuple) -> None:
        """Let the other player pass until p holds priority in this step, without ending the
        step or resolving the stack."""
        g = self.g
        for _ in range(MAX_PASSES):
            self.auto()
            if g.over:
                raise Failure("the game is over")
            d = g.pending.decision
            if d.kind == "priority" and d.player == p:
                return
            if d.kind == "halt":
                raise Failure(f"{self.at(path)}: no player receives priority in the {g.step} step")
            if d.kind == "priority":
                if g.passes >= 1:
                    raise Failure(f"{self.at(path)}: {('p1', 'p2')[p]} can't get priority again in this step "
                                  "without the step ending or the stack resolving")
                self.submit(PassPriority())
                continue
        raise Failure("priority never came")

    def pass_until(self, done: Callable[[], bool], path: tuple, choices: bool = False) -> None:
        """Pass (and answer other decisions by default) until `done()`; it is asked only when
        a player holds priority, unless `choices` (it then looks for a decision itself).  Like
        the end of the game, the start or end of a subgame stops it, at the first priority of
        the game now played (a subgame's mulligans are answered on the way)."""
        g = self.g
        playing = subgame_titles(g)
        for _ in range(MAX_PASSES):
            if g.over or g.pending is None:
                return
            d = g.pending.decision
            if d.kind == "priority" and subgame_titles(g) != playing:
                return
            if (choices or d.kind in ("priority", "halt")) and done():
                return
            if d.kind == "halt":
                self.submit(PassPriority())     # the stop an earlier `advance` made: the turn goes on
            elif d.kind == "priority" and d.player not in self.ai:
                self.submit(PassPriority())
            elif d.kind == "priority":
                self.submit(self.ai[d.player].choose_action(g))
            else:
                self.answer_default(d)
        raise Failure(f"{self.at(path)}: the game never got there")

    # --- actions -----------------------------------------------------------------------------------------
    def run_action(self, act: dict, path: tuple) -> None:
        self.check_keys(act, ACTION_KEYS, path, "an action")
        g = self.g
        expect_error = bool(act.get("expect_error"))
        if "expect" in act and len(act) == 1:
            self.check(act["expect"], path + ("expect",))
            return
        if "by" in act and self.player(act["by"], path + ("by",)) in self.ai:
            raise self.bad(path + ("by",), f"{act['by']} is played by the computer: it takes no scripted actions")
        if "choose" in act:
            p = self.player(act.get("by"), path + ("by",))
            self.queues[p].append((act["choose"], path + ("choose",), expect_error))
            self.refusals_expected += int(expect_error)
            self.auto()
            return
        if "resolve" in act:
            if g.over:
                return
            n = act["resolve"]
            if n == "all":
                self.pass_until(lambda: not g.stack or g.over, path)
            else:
                for _ in range(int(n)):
                    if not g.stack:
                        break
                    top = g.stack[-1].id
                    self.pass_until(lambda: all(s.id != top for s in g.stack), path)
            return
        if "advance" in act:
            if g.over:
                return
            self.advance(act["advance"], path + ("advance",))
            return
        if "concede" in act:
            p = self.player(act.get("by"), path + ("by",))
            if not g.over:
                self.submit(Concede(p))
            return
        if g.over:
            return   # once the game is over only `expect` does anything (scenario-format.md)
        p = self.player(act.get("by"), path + ("by",))
        if "attack" in act:
            self.do_attack(p, act, path, expect_error)
            return
        if "block" in act:
            self.do_block(p, act, path, expect_error)
            return
        self.reach_priority(p, path)
        before = g.state_key()
        try:
            if "pass" in act:
                self.submit(PassPriority())
            elif "play" in act:
                self.submit(PlayLand(self.resolve(act["play"], path + ("play",))))
            elif "cast" in act:
                self.do_cast(p, act, path)
            elif "activate" in act:
                oid = self.resolve(act["activate"], path + ("activate",))
                snapshot = g.clone()
                self.submit(ActivateAbility(oid, int(act.get("ability", 1)) - 1))
                self.announce(p, act, path, snapshot=snapshot)
            elif "turn_face_up" in act:
                # project extension: the morph special action (CR 702.37e), paid like a cost
                oid = self.resolve(act["turn_face_up"], path + ("turn_face_up",))
                self.submit(TurnFaceUp(oid))
                self.announce(p, act, path)
            elif "special" in act:
                # project extension: a special action a spell gave (CR 116.2), named by that spell
                from ..engine.special import held_by
                held = [e.id for e in held_by(g, p) if g.name_of(e.source) == str(act["special"])]
                if not held:
                    raise IllegalActionError(f"{act['by']} holds no special action from {act['special']}")
                self.submit(SpecialAction(held[0]))
                self.announce(p, act, path)
            else:
                raise self.bad(path, "an action needs one of pass, play, cast, activate, turn_face_up, special, attack, block, "
                                     "choose, resolve, advance, concede, expect")
        except IllegalActionError as e:
            self.cancel_announcement()
            if expect_error:
                if g.state_key() != before:
                    raise Failure(f"{self.at(path)}: the refused action changed the game") from None
                return
            raise Failure(f"{self.at(path)}: refused: {e}") from None
        if expect_error:
            raise Failure(f"{self.at(path)}: expected the engine to refuse this action, but it was accepted")
        self.auto()

    def cancel_announcement(self) -> None:
        g = self.g
        while g.pending is not None and g.pending.cancellable:
            g.apply(Cancel())

    def do_cast(self, p: int, act: dict, path: tuple) -> None:
        ref = act["cast"]
        oid = self.resolve(ref, path + ("cast",))
        card = self.g.objects[oid].card
        face = None
        if card.faces:
            names = [f.name for f in card.faces]
            if str(ref).split("#")[0] in names:
                face = names.index(str(ref).split("#")[0])
            elif "mode" in act:
                face = int(act["mode"]) - 1
            else:
                face = 0
        snapshot = self.g.clone()
        self.submit(CastSpell(oid, face, bool(act.get("face_down", False))))
        self.announce(p, act, path, split=bool(card.faces), snapshot=snapshot)

    def announce(self, p: int, act: dict, path: tuple, split: bool = False, snapshot: Game | None = None) -> None:
        """Answer the announcement decisions of a cast or activation from the action's keys."""
        g = self.g
        targets = list(act.get("targets") or [])
        for _ in range(200):
            pend = g.pending
            if pend is None or not pend.cancellable:
                self.check_unasked_targets(targets, path, snapshot)
                return
            d = pend.decision
            if d.purpose == "mode" and "mode" in act and not split:
                self.submit(answer_for(d, int(act["mode"])))
            elif d.purpose == "x" and "x" in act:
                self.submit(answer_for(d, int(act["x"])))
            elif d.purpose == "target":
                if d.player != p:
                    # a target another player chooses ("any target of an opponent's choice"):
                    # that player's queued `choose`, the AI, or the default
                    self.answer_default(d)
                    continue
                if not targets and d.min > 0 and "targets" not in act:
                    self.answer_default(d)
                    continue
                take = min(d.max, len(targets)) if d.max > 1 else 1
                chosen = targets[:take]
                targets = targets[take:]
                refs = tuple(self.target_option(d, self.target(t, path + ("targets",))) for t in chosen)
                self.submit(answer_for(d, refs))
            elif d.purpose == "pay":
                if act.get("pay") is not None:
                    ids = tuple(self.resolve(r, path + ("pay",)) for r in act["pay"])
                    self.submit(Pay(ids))
                else:
                    self.submit(Pay())
            else:
                self.answer_default(d)

    @staticmethod
    def target_option(d: Decision, ref: tuple) -> tuple:
        """A reference follows its card (the format's rule): if the card has moved since the
        action was read (a spell now on the stack), name the object the decision offers."""
        if ref[0] == "obj" and ref not in d.options:
            for opt in d.options:
                if isinstance(opt, tuple) and len(opt) == 3 and opt[0] == "obj" and opt[1] == ref[1]:
                    return opt
            # a card named as a target that is an ability on the stack: that card's activated ability
            for opt in d.options:
                if isinstance(opt, tuple) and len(opt) == 3 and opt[0] == "ability" and opt[1] == ref[1]:
                    return opt
        return ref

    def check_unasked_targets(self, targets: list, path: tuple, snapshot: Game | None) -> None:
        """Targets the engine chose by itself (the only legal choice) must be the ones the
        scenario names; otherwise the action is refused and the game put back as it was."""
        g = self.g
        if not targets or snapshot is None:
            return
        old_ids = {s.id for s in snapshot.stack}
        chosen = {r for s in g.stack if s.id not in old_ids and s.kind != "triggered"
                  for rs in s.targets.values() for r in rs}
        for t in targets:
            ref = self.target(t, path + ("targets",))
            if ref not in chosen and not any(r[0] == "ability" and r[1] == ref[1] for r in chosen):
                name = g.name_of(ref)
                g.__dict__.update(snapshot.__dict__)
                raise IllegalActionError(f"{name} isn't a legal target")

    def do_attack(self, p: int, act: dict, path: tuple, expect_error: bool) -> None:
        g = self.g
        if g.active != p:
            raise Failure(f"{self.at(path)}: only the active player attacks")
        spec = act["attack"] or []
        pairs_in = spec.items() if isinstance(spec, dict) else [(a, None) for a in spec]

        def at_attack() -> bool:
            pend = g.pending
            if pend is not None and pend.decision.kind == "attackers":
                return True
            return g.step == "declare_attackers" and pend is not None and pend.decision.kind == "priority"

        if g.step in STEPS and STEPS.index(g.step) > STEPS.index("declare_attackers"):
            raise Failure(f"{self.at(path)}: it is too late to declare attackers this turn")
        self.pass_until(at_attack, path, choices=True)
        if g.over:
            return
        pend = g.pending
        if pend.decision.kind != "attackers":
            if pairs_in and not expect_error:
                raise Failure(f"{self.at(path)}: no creature can attack")
            if pairs_in and expect_error:
                return
            return
        pairs = []
        for a, t in pairs_in:
            oid = self.resolve(a, path + ("attack",))
            target = self.target(t, path + ("attack",)) if t is not None else ("player", 1 - p)
            pairs.append((oid, target))
        bands = act.get("bands") or []
        if not isinstance(bands, list) or not all(isinstance(b, list) for b in bands):
            raise self.bad(path + ("bands",), "bands must be a list of lists of attackers")
        band_ids = tuple(tuple(self.resolve(r, path + ("bands", i)) for r in band) for i, band in enumerate(bands))
        self.declare(DeclareAttackers(tuple(pairs), band_ids), path, expect_error, "this attack")

    def do_block(self, p: int, act: dict, path: tuple, expect_error: bool) -> None:
        g = self.g

        def at_block() -> bool:
            pend = g.pending
            return pend is not None and pend.decision.kind == "blockers" or \
                g.step in ("declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
                           "end", "cleanup")

        self.pass_until(at_block, path, choices=True)
        pend = g.pending
        if pend is None or pend.decision.kind != "blockers":
            if act["block"] and not expect_error:
                raise Failure(f"{self.at(path)}: no creature can block now")
            return
        # a blocker that can block more than one creature lists them: {Giant: [Bears, Ogre]}
        pairs = tuple((self.resolve(b, path + ("block",)), self.resolve(a, path + ("block",)))
                      for b, atk in (act["block"] or {}).items()
                      for a in (atk if isinstance(atk, list) else [atk]))
        self.declare(DeclareBlockers(pairs), path, expect_error, "these blocks")

    def declare(self, answer: Action, path: tuple, expect_error: bool, what: str) -> None:
        """Submit a declaration of attackers or blockers; with `expect_error` it must be
        refused and leave the game unchanged."""
        g = self.g
        before = g.state_key()
        try:
            self.submit(answer)
        except IllegalActionError as e:
            if expect_error:
                if g.state_key() != before:
                    raise Failure(f"{self.at(path)}: the refused action changed the game") from None
                return
            raise Failure(f"{self.at(path)}: refused: {e}") from None
        if expect_error:
            raise Failure(f"{self.at(path)}: expected the engine to refuse {what}, but it was accepted")
        self.auto()

    def advance(self, spec: Any, path: tuple) -> None:
        g = self.g
        if isinstance(spec, dict):
            self.check_keys(spec, {"turn", "step"}, path, "advance")
            step = spec.get("step", "main1")
            turn = spec.get("turn", "this")
            target_turn = g.turn + 1 if turn == "next" else (g.turn if turn == "this" else int(turn))
        else:
            step, target_turn = spec, g.turn
        if step not in STEPS:
            raise self.bad(path, f"unknown step {step!r}")
        no_priority = step in ("untap", "cleanup")

        def there() -> bool:
            if g.turn != target_turn or g.step != step:
                return False
            pend = g.pending
            if no_priority:
                return True
            return pend is not None and pend.decision.kind == "priority" and pend.decision.player == g.active \
                and g.passes == 0

        if g.turn > target_turn:
            raise Failure(f"{self.at(path)}: turn {target_turn} has already passed")
        # no one receives priority in the untap and cleanup steps (CR 502.4, 514.3): the engine
        # stops there for the runner, once the step's turn-based actions are done
        g.halt_at = (target_turn, step) if no_priority else None
        self.pass_until(there, path, choices=no_priority)

    # --- expectations ---------------------------------------------------------------------------------
    def check(self, exp: Any, path: tuple) -> None:
        g = self.g
        self.check_keys(exp, EXPECT_KEYS, path, "expect")
        for pname in ("p1", "p2"):
            if pname in exp:
                self.check_player(PLAYERS[pname], exp[pname], path + (pname,))
        for ref, spec in (exp.get("cards") or {}).items():
            self.check_card(ref, spec, path + ("cards", ref))
        if "stack" in exp:
            want = exp["stack"]
            names = [s.name for s in reversed(g.stack)]
            if isinstance(want, int):
                self.eq("stack", want, len(names))
            else:
                self.eq("stack", list(want), names)
        if "subgame" in exp:
            self.eq("subgame", [str(n) for n in exp["subgame"] or []], list(subgame_titles(g)))
        if "winner" in exp:
            actual = "none" if not g.over else ("draw" if g.winner is None else ("p1", "p2")[g.winner])
            self.eq("winner", exp["winner"], actual)
        # while a decision is pending, the game stands where the process stopped for it
        # (e.g. attackers are declared in the declare attackers step)
        where = getattr(g.pending, "where", None) if not g.over else None
        turn, active, step = where if where else (g.turn, g.active, g.step)
        if "turn" in exp:
            self.eq("turn", int(exp["turn"]), turn)
        if "active" in exp:
            self.eq("active", exp["active"], ("p1", "p2")[active])
        if "step" in exp:
            self.eq("step", exp["step"], step)
        for pname, pool in (exp.get("mana_pool") or {}).items():
            p = self.player(pname, path + ("mana_pool", pname))
            actual = {k: v for k, v in g.players[p].mana_pool.items() if v}
            self.eq(f"{pname} mana_pool", {k: int(v) for k, v in (pool or {}).items() if v}, actual)

    def eq(self, what: str, want: Any, got: Any) -> None:
        if want != got:
            raise Failure(f"{what}: expected {want!r}, got {got!r}")

    def zone_names(self, p: int, zone: str) -> list[str]:
        g = self.g
        if zone == "battlefield":
            return [g.objects[o].card.name for o in g.battlefield if g.chars(o).controller == p]
        return [g.objects[o].card.name for o in g.players[p].zone_list(zone)]

    def check_player(self, p: int, spec: Any, path: tuple) -> None:
        g = self.g
        pn = ("p1", "p2")[p]
        self.check_keys(spec, EXPECT_PLAYER_KEYS, path, "a player expectation")
        pl = g.players[p]
        for key, want in spec.items():
            if key == "life":
                self.eq(f"{pn} life", int(want), pl.life)
            elif key == "poison":
                self.eq(f"{pn} poison", int(want), pl.poison)
            elif key == "lost":
                self.eq(f"{pn} lost", bool(want), pl.lost)
            elif key == "commander_damage":
                cmd = pl.commander
                for victim, n in want.items():
                    v = self.player(victim, path + (key,))
                    got = g.players[v].commander_damage.get(cmd, 0) if cmd is not None else 0
                    self.eq(f"{pn} commander_damage to {victim}", int(n), got)
            elif key == "mana_pool":
                self.eq(f"{pn} mana_pool", {k: int(v) for k, v in (want or {}).items() if v},
                        {k: v for k, v in pl.mana_pool.items() if v})
            elif key == "sideboard":
                self.eq(f"{pn} sideboard", sorted(self.canon(n, path) for n in want), sorted(c.name for c in pl.sideboard))
            elif key == "restricted_mana":   # mana that may be spent only on certain spells (CR 106.6)
                got: dict[str, int] = {}
                for rm in pl.restricted_mana:
                    got[rm.mana] = got.get(rm.mana, 0) + 1
                self.eq(f"{pn} restricted_mana", {k: int(v) for k, v in (want or {}).items() if v}, got)
            else:
                names = self.zone_names(p, key)
                if isinstance(want, int):
                    self.eq(f"{pn} {key} count", want, len(names))
                elif isinstance(want, list):
                    self.eq(f"{pn} {key}", sorted(self.canon(n, path) for n in want), sorted(names))
                elif isinstance(want, dict):
                    self.check_keys(want, {"includes", "excludes"}, path + (key,), "includes/excludes")
                    for n in want.get("includes", []) or []:
                        if self.canon(n, path) not in names:
                            raise Failure(f"{pn} {key}: expected to include {n!r}, got {sorted(names)!r}")
                    for n in want.get("excludes", []) or []:
                        if self.canon(n, path) in names:
                            raise Failure(f"{pn} {key}: expected not to include {n!r}, got {sorted(names)!r}")

    def canon(self, name: str, path: tuple) -> str:
        card = self.pool.find(str(name))
        if card is not None:
            return card.name
        for c in self.pool.cards.values():
            if any(f.name == name for f in c.faces):
                return c.name
        return str(name)

    def check_card(self, ref: Any, spec: Any, path: tuple) -> None:
        g = self.g
        oid = self.resolve(ref, path)
        o = g.objects[oid]
        self.check_keys(spec, EXPECT_CARD_KEYS, path, "a card expectation")
        on_bf = o.zone == "battlefield"
        ch = g.chars(oid) if o.zone in ("battlefield", "stack") else None
        for key, want in spec.items():
            label = f"{ref} {key}"
            if key == "zone":
                self.eq(label, want, o.zone)
            elif key == "controller":
                self.eq(label, want, ("p1", "p2")[g.controller_of(oid)])
            elif key == "owner":
                self.eq(label, want, ("p1", "p2")[o.owner])
            elif key == "tapped":
                self.eq(label, bool(want), o.tapped)
            elif key == "sick":
                self.eq(label, bool(want), o.sick and on_bf)
            elif key == "damage":
                self.eq(label, int(want), o.damage)
            elif key == "counters":
                self.eq(label, {str(k): int(v) for k, v in (want or {}).items()},
                        {k: v for k, v in o.counters.items() if v})
            elif key in ("power", "toughness"):
                got = getattr(ch, key) if ch else _printed(o, key)
                self.eq(label, int(want), got)
            elif key == "attached_to":
                target = self.resolve(want, path + (key,)) if want is not None else None
                self.eq(label, target, o.attached_to)
            elif key == "attacking":
                self.eq(label, bool(want), g.combat is not None and oid in g.combat.attackers)
            elif key == "face_down":
                self.eq(label, bool(want), o.face_down)
            elif key == "name":
                self.eq(label, str(want), ch.name if ch is not None else o.card.name)
            elif key == "blocking":
                self.eq(label, bool(want), g.combat is not None and oid in g.combat.blockers)
            elif key in ("colors", "types", "subtypes", "keywords"):
                if ch is None:
                    card = o.card
                    got_set = {"colors": set(card.colors), "types": set(card.types), "subtypes": set(card.subtypes),
                               "keywords": set(card.keywords)}[key]
                else:
                    got_set = set(getattr(ch, key))
                if key == "keywords":
                    want_set = {str(w).lower() for w in want}
                    got_set = {k.lower() for k in got_set}
                elif key == "colors":
                    want_set = {COLOR_OF_WORD.get(str(w).lower(), str(w)) for w in want}
                else:
                    want_set = {str(w) for w in want}
                self.eq(label, sorted(want_set), sorted(got_set))


def _printed(o: Any, key: str) -> int | None:
    from ..engine.carddef import pt_value
    v = o.card.power if key == "power" else o.card.toughness
    return None if v is None else pt_value(v)


def default_answer(g: Game, d: Decision) -> Any:
    """The documented defaults: the first legal option in the engine's order; yes for "may";
    no attackers and no blockers; automatic mana payment; the lethal-first damage split; the
    controller's own order (as listed) for simultaneous triggers."""
    if d.kind == "select":
        if d.purpose in ("may", "pay_optional", "mulligan", "replace_draw", "commander") and "yes" in d.options:
            return ("yes",)
        return tuple(d.options[:max(d.min, 1 if d.options and d.min > 0 else d.min)])
    if d.kind == "number":
        return d.info("allowed", d.options)[0]
    if d.kind == "pay":
        return "auto"
    if d.kind in ("attackers", "blockers"):
        return ()
    if d.kind == "divide":
        if d.purpose == "combat_damage":
            return "default"
        total = d.info("total", len(d.options))
        n = len(d.options)
        return tuple((r, total - (n - 1) if i == 0 else 1) for i, r in enumerate(d.options))
    raise ValueError(f"no default for {d.kind}")


def run_file(path: str, pool: CardPool | None = None) -> ScenarioResult:
    pool = pool or default_pool()
    name = os.path.basename(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
        try:
            data, marks = load_with_marks(text, path)
        except YamlProblem as e:
            return ScenarioResult(name, False, f"{path}:{e.line}: {e.message}")
        if not isinstance(data, dict):
            return ScenarioResult(name, False, f"{path}:1: a scenario must be a mapping")
        name = str(data.get("name", name))
        sc = Scenario(path, data, marks, pool)
        sc.build()
        for i, act in enumerate(data.get("actions") or []):
            sc.run_action(act, ("actions", i))
        if "expect" in data:
            sc.check(data["expect"], ("expect",))
        if sc.refusals_seen < sc.refusals_expected:
            raise Failure("a `choose` with expect_error was never offered to the engine")
        return ScenarioResult(name, True)
    except ScenarioError as e:
        return ScenarioResult(name, False, str(e))
    except Failure as e:
        return ScenarioResult(name, False, str(e))
    except IllegalActionError as e:
        return ScenarioResult(name, False, f"refused: {e}")
    except Exception as e:  # an engine fault must still be a FAIL line, never a traceback
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return ScenarioResult(name, False, f"error: {type(e).__name__}: {e} "
                                           f"(at {os.path.basename(tb.filename)}:{tb.lineno})")


def collect(paths: list[str]) -> list[str]:
    files: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            files.extend(str(f) for f in sorted(Path(p).rglob("*.yaml")))
        else:
            files.append(p)
    return files


def run_paths(paths: list[str], out: Any = None) -> tuple[int, int, list[ScenarioResult]]:
    out = out or sys.stdout
    pool = default_pool()
    for err in pool.errors:
        print(f"card error: {err}", file=sys.stderr)
    results = []
    for f in collect(paths):
        r = run_file(f, pool)
        results.append(r)
        print(r.line(), file=out, flush=True)
    passed = sum(r.passed for r in results)
    failed = len(results) - passed
    print(f"{passed} passed, {failed} failed", file=out)
    return passed, failed, results


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python -m game.scenario PATH [PATH ...]", file=sys.stderr)
        return 2
    passed, failed, _ = run_paths(argv)
    return 0 if failed == 0 and passed > 0 else 1
