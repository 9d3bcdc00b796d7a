"""Self-play fuzzer: random decks, two random players, invariants checked after every decision.

    python tools/fuzz.py --games N [--seed S] [--jobs J] [--pool seed|classic|all] [--decks aggro|random]
                         [--max-decisions M] [--turn-cap T] [--determinism-every K]
                         [--players mixed|aggressive|eager|random] [--keep-going] [--verbose]

Each game builds two random 60-card decks from the card pool (`all`: every card file that
loads; `classic`: the cards of the classic sets, Alpha to Fourth Edition; `seed`: only the
cards named in the seed documents, from the shared reference list,
plus basic lands), starts a game and lets two random players play it to the end.  The games
are meant to reach their end by the rules — a player at 0 life, poisoned or decked — so
that late-game positions are tested too, not stopped at the turn limit: by default the
decks are aggressive (`--decks aggro`: 22 lands and at least 20 creatures, the shape of a
prebuilt attacking deck; `random`: 24 lands and any spells), the players prefer casting and
attacking to passing (`--players mixed`: `AggressivePlayer`s, which attack with everything
they can most of the time and seldom block, in games with an even seed, `EagerPlayer`s,
which prefer actions that change the game, in the others), and the turn limit is 60.
Game i uses seed S+i, so `--seed S+i --games 1` replays it, whatever `--jobs` says (J worker
processes share the games out).  A game that reaches the decision cap counts as a draw.
After every decision it checks:

- every object is listed in exactly one zone (battlefield -- a phased-out permanent counts as
  there though it is outside the list of permanents --, a player's library, hand,
  graveyard, exile, command or ante, the stack for spells) or is a token that ceased to
  exist (zone `none`), and its `zone` field agrees with where it is listed;
- counters, damage, poison and mana in pools are never negative;
- a game that isn't over has a pending decision with at least one legal action;
- when a player holds priority, no state-based action applies and no trigger waits;
- `g.clone().same_as(g)`, and (every K-th decision) applying the same action to a clone
  and to the game gives the same state; at the end, replaying the whole game from a fresh
  start with the same seed and actions gives the same state (determinism);
- `is_legal(a)` is True for every action `legal_actions()` lists, and False for malformed
  actions (a player who doesn't exist, a number where a list is due, the wrong answer type
  for the decision, objects that don't exist); every K-th decision one of them is applied
  and must be refused with IllegalActionError, leaving the state unchanged;
- a legal action is never refused (IllegalActionError) and nothing raises.

On the first violation it prints the seed, the game index, the last 20 log lines and the
action history, and exits 1.  Otherwise it prints `fuzz: G games, D decisions, V violations,
T s; E of G (P%) ended by the rules, L at the turn limit, C at the decision cap` and exits 0.
"""
from __future__ import annotations

import argparse
import io
import sys
import time
import traceback
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Callable, TextIO

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.player import LEVELS, AIPlayer  # noqa: E402
from game.ai.random_player import RandomPlayer  # noqa: E402
from game.ai.selfplay import Duel, duel_with_decks, is_basic_land, new_duel  # noqa: E402
from game.cards import default_pool  # noqa: E402
from game.cards.printings import SET_NAMES, printing  # noqa: E402
from game.engine.carddef import CardDef  # noqa: E402
from game.engine.casting import ability_list  # noqa: E402
from game.engine.decisions import (Action, ActivateAbility, Cancel, CastSpell, ChooseNumber, ChooseWord,  # noqa: E402
                                   Concede, DeclareAttackers, DeclareBlockers, Divide, Mulligan, Order,
                                   PassPriority, Pay, PlayLand, Select, YesNo, answer_type)
from game.engine.errors import IllegalActionError, NeedChoice  # noqa: E402
from game.engine.outcome import Termination  # noqa: E402
from game.engine.sba import check_sbas  # noqa: E402
from game.engine.state import PLAYER_ZONES  # noqa: E402
from game.engine.game import Game  # noqa: E402

SEED_LIST = ROOT.parent / "shared" / "reference" / "seed-cards.txt"
DEFAULT_RULES = {"turn_cap": 60}
MAX_DECISIONS = 10_000
# the decks' shapes (random_deck's lands and creatures)
DECK_SHAPES = {"aggro": {"lands": 22, "creatures": 20}, "random": {"lands": 24, "creatures": 0}}


class Violation(Exception):
    """An invariant failed."""


# --- the card pool -----------------------------------------------------------------------------

def seed_names(path: Path = SEED_LIST) -> set[str] | None:
    """Card names of the seed documents (`NAME | pools | docs` lines), or None if the list is absent."""
    if not path.exists():
        return None
    names = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or "|" not in line:
            continue
        name, pools = (part.strip() for part in line.split("|")[:2])
        if pools and all(p.strip() in ("4ED", "LEG-legends", "seed-mentioned") for p in pools.split(",")):
            names.add(name)
    return names


def pool_cards(which: str = "all") -> list[CardDef]:
    """The cards random decks are built from (see the module docstring)."""
    pool = default_pool()
    cards = sorted(pool.cards.values(), key=lambda c: c.name)
    if which == "all":
        return cards
    if which == "seed":
        names = seed_names()
        if names is None:
            print(f"fuzz: no seed list at {SEED_LIST}; using every card", file=sys.stderr)
            return cards
        return [c for c in cards if c.name in names or is_basic_land(c)]
    if which == "classic":    # every card of the classic sets, Alpha to Fourth Edition (issue: the classic soak)
        return [c for c in cards if any(printing(c.name).in_set(code) for code in SET_NAMES)]
    raise ValueError(f"unknown pool {which!r} (seed, classic or all)")


# --- players -----------------------------------------------------------------------------------------

ACTIONS_PER_STEP = 15


class EagerPlayer(RandomPlayer):
    """A random player that gets things done: uniform random play mostly taps lands for
    nothing and passes, so this one seldom activates a mana ability on its own, more often
    than not picks among the actions that change the game (cast, play a land, activate a
    non-mana ability) when there are any, and rarely backs out of a spell it started.  Like a
    player who ends a loop of optional actions (the Comprehensive Rules' shortcuts: a loop
    is repeated the number of times its player chooses), after `ACTIONS_PER_STEP` such
    actions in one step it passes, so a free ability ({0}: ...) is not activated until the
    decision cap.  Still only legal actions, still seeded."""

    level = "eager"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._step: tuple = ()
        self._done = 0           # actions taken (other than passing) in that step

    def choose_action(self, game: Any) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("no legal action: the game is over or nothing is pending")
        d = game.pending.decision
        if d.kind == "priority":
            step = (game.turn, game.step)
            if step != self._step:
                self._step, self._done = step, 0
            passing = [a for a in actions if isinstance(a, PassPriority)]
            if self._done >= ACTIONS_PER_STEP and passing:
                return passing[0]
            if self.rng.randbelow(20) == 0:
                choice = actions[self.rng.randbelow(len(actions))]
                self._done += not isinstance(choice, PassPriority)
                return choice
            # mana abilities on their own mostly waste the mana (payment taps what it needs)
            actions = [a for a in actions if not _is_mana_ability(game, a)]
            doing = [a for a in actions if not isinstance(a, PassPriority)]
            if doing and self.rng.randbelow(10) < 7:
                self._done += 1
                return doing[self.rng.randbelow(len(doing))]
        if d.kind != "priority" and len(actions) > 1 and self.rng.randbelow(10) < 9:
            actions = [a for a in actions if not isinstance(a, Cancel)] or actions
        return actions[self.rng.randbelow(len(actions))]


def _is_mana_ability(g: Game, a: Action) -> bool:
    if not isinstance(a, ActivateAbility):
        return False
    abilities = ability_list(g, a.source)
    return 0 <= a.index < len(abilities) and "mana" in abilities[a.index]


class AggressivePlayer(EagerPlayer):
    """An eager player that attacks: most of the time it declares the widest attack it is
    offered (every creature that can), and more often than not it declares no block, so
    that games end by damage as aggressive decks' games do.  Its other choices are the eager
    player's; still only legal actions, still seeded."""

    level = "aggressive"

    def choose_action(self, game: Any) -> Action:
        d = game.pending.decision if game.pending is not None else None
        if d is not None and d.kind == "attackers" and self.rng.randbelow(10) < 8:
            actions = game.legal_actions()
            widest = max(len(a.attacks) for a in actions)
            actions = [a for a in actions if len(a.attacks) == widest]
            return actions[self.rng.randbelow(len(actions))]
        if d is not None and d.kind == "blockers" and self.rng.randbelow(10) < 6:
            actions = game.legal_actions()
            unblocked = [a for a in actions if not a.blocks]
            if unblocked:
                return unblocked[0]
        return super().choose_action(game)


PLAYER_KINDS = {"random": RandomPlayer, "eager": EagerPlayer, "aggressive": AggressivePlayer}


def players_for(kind: str, game_seed: int) -> Callable[[int], Any]:
    """`mixed`: aggressive players in games with an even seed, eager ones otherwise (so
    `--seed S --games 1` replays game S exactly).  A computer level (`wizard`...): both players
    are that level, so its judgement and look-ahead meet every card of the pool -- a card the
    computer can't weigh would stop a duel against it."""
    if kind == "mixed":
        return AggressivePlayer if game_seed % 2 == 0 else EagerPlayer
    if kind in LEVELS:
        return partial(AIPlayer, kind)
    return PLAYER_KINDS[kind]


# --- invariants -------------------------------------------------------------------------------------

def check_invariants(g: Game) -> list[str]:
    """Every broken invariant of a game between decisions, as readable lines."""
    problems: list[str] = []
    where: dict[int, list[str]] = {}
    for oid in g.battlefield:
        where.setdefault(oid, []).append("battlefield")
    for oid, o in g.objects.items():
        # a phased-out permanent is on the battlefield but outside the list of permanents, which is
        # how the rules treat it "as though it doesn't exist" (CR 702.26b, GameState.phase_out)
        if o.phased_out:
            where.setdefault(oid, []).append("battlefield" if oid not in g.battlefield else "phased out")
    for pl in g.players:
        for zone in PLAYER_ZONES:
            for oid in pl.zone_list(zone):
                where.setdefault(oid, []).append(f"p{pl.idx + 1}.{zone}")
    for s in g.stack:
        # a copy of a spell made by an effect (Fork, Chain Lightning) has an object of its own, a
        # token on the stack (CR 707.10); a copy sharing the original's object isn't a second place
        if s.kind == "spell" and (not s.is_copy or s.source in g.objects and g.objects[s.source].token
                                  and not any(t is not s and t.source == s.source for t in g.stack)):
            where.setdefault(s.source, []).append("stack")
    for oid, places in where.items():
        if oid not in g.objects:
            problems.append(f"#{oid} is listed in {places} but no such object exists")
    for oid, o in g.objects.items():
        places = where.get(oid, [])
        label = f"{o.card.name} #{oid} (zone {o.zone!r})"
        if o.zone == "none":
            if places:
                problems.append(f"{label} ceased to exist but is listed in {places}")
            if not o.token:
                problems.append(f"{label}: only tokens cease to exist")
            continue
        if len(places) != 1:
            problems.append(f"{label} is listed in {len(places)} zones: {places}")
            continue
        place = places[0]
        if o.zone in ("battlefield", "stack"):
            expected = o.zone
        else:
            expected = f"p{o.owner + 1}.{o.zone}"
        if place != expected:
            problems.append(f"{label} is listed in {place}, expected {expected}")
        if o.damage < 0:
            problems.append(f"{label} has {o.damage} damage")
        for kind, n in o.counters.items():
            if n < 0:
                problems.append(f"{label} has {n} {kind} counters")
        if o.zone == "battlefield" and o.attached_to is not None:
            # an Aura may enchant a card elsewhere (Animate Dead: "enchant creature card in a
            # graveyard"); whether that is legal is the state-based actions' business (below)
            host = g.objects.get(o.attached_to)
            if host is None or host.zone == "none":
                problems.append(f"{label} is attached to #{o.attached_to}, which doesn't exist")
            elif host.zone != "battlefield" and "Aura" not in o.card.subtypes:
                problems.append(f"{label} is attached to #{o.attached_to}, which isn't on the battlefield")
    for pl in g.players:
        for color, n in pl.mana_pool.items():
            if n < 0:
                problems.append(f"p{pl.idx + 1} has {n} {color} mana in the pool")
        if pl.poison < 0:
            problems.append(f"p{pl.idx + 1} has {pl.poison} poison counters")
        if pl.lands_played < 0:
            problems.append(f"p{pl.idx + 1} has played {pl.lands_played} lands")
    if g.over:
        return problems
    if g.pending is None:
        problems.append("the game isn't over but nothing is pending")
        return problems
    try:
        acts = g.legal_actions()
    except Exception as e:  # noqa: BLE001 - any fault is a finding
        problems.append(f"legal_actions() raised {type(e).__name__}: {e}")
        acts = [None]
    if not acts:
        problems.append(f"no legal action for the pending decision {g.pending!r}")
    for a in acts:
        if a is not None and not g.is_legal(a):
            problems.append(f"is_legal says no to the listed action {a.to_text()}")
    for a in malformed_actions(g):
        try:
            if g.is_legal(a):
                problems.append(f"is_legal says yes to the malformed action {a!r}")
        except Exception as e:  # noqa: BLE001
            problems.append(f"is_legal({a!r}) raised {type(e).__name__}: {e}")
    try:
        probe = g.clone()
        if not probe.same_as(g):
            problems.append("a clone differs from the game it was cloned from")
    except Exception as e:  # noqa: BLE001
        problems.append(f"clone()/same_as raised {type(e).__name__}: {e}")
        return problems
    d = g.pending.decision
    if d.kind == "priority" and g.pending.root is None:
        if g.priority != d.player:
            problems.append(f"priority decision for p{d.player + 1} but g.priority is {g.priority!r}")
        if g.pending_triggers:
            problems.append(f"{len(g.pending_triggers)} triggered abilities wait while a player has priority")
        try:
            if check_sbas(probe):
                problems.append("a state-based action applies while a player has priority: "
                                + "; ".join(str(e) for e in probe.log_entries[len(g.log_entries):]))
        except NeedChoice as nc:
            problems.append(f"a state-based action needs a choice while a player has priority: {nc}")
    return problems


NO_SUCH_OBJECT = 10 ** 6


def malformed_actions(g: Game) -> list[Any]:
    """Actions no position accepts, and answers of the wrong type for the pending decision."""
    out: list[Any] = [Concede(5), Concede(-1), Concede("0"), PlayLand(NO_SUCH_OBJECT), PlayLand("1"),
                      CastSpell(NO_SUCH_OBJECT), ActivateAbility(NO_SUCH_OBJECT, 0), Select(3), Pay(("x",)),
                      ChooseNumber("1"), DeclareAttackers(5), DeclareBlockers(((1,),)), Divide(7), YesNo(1),
                      ChooseWord(None), "pass", None]
    if g.pending is None:
        return out
    d = g.pending.decision
    typed = [PassPriority(), Pay(), ChooseNumber(0), Select(()), Order(()), YesNo(True), Mulligan(True),
             ChooseWord("W"), DeclareAttackers(()), DeclareBlockers(()), Divide()]
    if d.kind == "priority":
        out += [a for a in typed if not isinstance(a, PassPriority)]
    else:
        want = answer_type(d)
        out += [a for a in typed if type(a) is not want]
        if d.kind == "number":
            out.append(ChooseNumber(d.options[1] + 1))
        elif d.kind == "select" and want is Select:
            out.append(Select((("obj", NO_SUCH_OBJECT, 0),)))
    if not (g.pending.cancellable and g.pending.base_state is not None):
        out.append(Cancel())
    return out


def refuses_malformed(g: Game, n: int) -> str | None:
    """Apply one malformed action: it must be refused and change nothing."""
    bad = malformed_actions(g)
    a = bad[n % len(bad)]
    before = g.state_key()
    try:
        g.apply(a)
    except IllegalActionError:
        if g.state_key() != before:
            return f"the refused malformed action {a!r} changed the game"
        return None
    except Exception as e:  # noqa: BLE001
        return f"apply({a!r}) raised {type(e).__name__} instead of refusing it: {e}"
    return f"the malformed action {a!r} was accepted"


# --- running games ---------------------------------------------------------------------------------

@dataclass
class Stats:
    games: int = 0
    decisions: int = 0
    violations: int = 0
    capped: int = 0          # stopped at the decision cap (a draw)
    turn_limit: int = 0      # ended at the table's turn limit (a draw the rules don't make)
    by_rules: int = 0        # ended by the rules: a player lost (life, poison, library, ...) or both did
    results: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def line(self) -> str:
        share = f"{100 * self.by_rules / self.games:.0f}%" if self.games else "-"
        return (f"fuzz: {self.games} games, {self.decisions} decisions, {self.violations} violations, "
                f"{self.seconds:.1f} s; {self.by_rules} of {self.games} ({share}) ended by the rules, "
                f"{self.turn_limit} at the turn limit, {self.capped} at the decision cap")


def _kind_of(player: Any) -> str:
    """The `--players` word that makes this player again: the fuzz's own kinds name themselves
    (a class attribute), a computer player by its level's name (`wizard`)."""
    level = getattr(player, "level", "mixed")
    return level if isinstance(level, str) else level.name.lower()


def report(duel: Duel, index: int, problem: str, out: TextIO, decks: str = "aggro") -> None:
    g = duel.game
    print(f"VIOLATION in game {index} (seed {duel.seed}): {problem}", file=out)
    print(f"  turn {g.turn}, step {g.step}, active p{g.active + 1}, pending {g.pending!r}", file=out)
    print(f"  replay: python tools/fuzz.py --games 1 --seed {duel.seed} --turn-cap {g.rules.get('turn_cap')} "
          f"--players {_kind_of(duel.players[0])} --decks {decks}", file=out)
    for p, (colors, deck) in enumerate(duel.decks):
        names: dict[str, int] = {}
        for c in deck:
            names[c.name] = names.get(c.name, 0) + 1
        print(f"  p{p + 1} deck ({colors}): " + ", ".join(f"{n} {k}" for k, n in sorted(names.items())), file=out)
    print("  last log lines:", file=out)
    for e in g.log_entries[-20:]:
        print(f"    [t{e.turn}] {e}", file=out)
    print(f"  actions ({len(duel.history)}):", file=out)
    print("    " + " | ".join(a.to_text() for a in duel.history), file=out)


def fuzz_game(duel: Duel, max_decisions: int, determinism_every: int) -> tuple[int, str | None]:
    """Play one game to the end, checking after every decision; (decisions, first problem or None)."""
    g = duel.game
    problems = check_invariants(g)
    if problems:
        return 0, "; ".join(problems)
    n = 0
    while not g.over and n < max_decisions:
        d = g.pending.decision
        player = duel.players[d.player]
        try:
            action = player.choose_action(g)
        except Exception as e:  # noqa: BLE001
            return n, f"the player raised {type(e).__name__}: {e}\n{traceback.format_exc()}"
        duel.history.append(action)
        twin = g.clone() if determinism_every and n % determinism_every == 0 else None
        if twin is not None:
            problem = refuses_malformed(g, n // determinism_every)
            if problem:
                return n, problem
        try:
            g.apply(action)
        except IllegalActionError as e:
            return n, f"the legal action {action.to_text()} was refused: {e}"
        except Exception as e:  # noqa: BLE001
            return n, f"apply({action.to_text()}) raised {type(e).__name__}: {e}\n{traceback.format_exc()}"
        n += 1
        if twin is not None:
            try:
                twin.apply(action)
            except Exception as e:  # noqa: BLE001
                return n, f"replaying {action.to_text()} on a clone raised {type(e).__name__}: {e}"
            if not twin.same_as(g):
                return n, f"applying {action.to_text()} to a clone gave a different state (nondeterminism)"
        problems = check_invariants(g)
        if problems:
            return n, "; ".join(problems)
    return n, replay_problem(duel)


def replay_problem(duel: Duel) -> str | None:
    """Replay the game from a fresh start with the same seed and actions: the same state?"""
    g = duel.game
    fresh = duel_with_decks(duel.decks, duel.seed, rules=dict(g.rules))
    for i, action in enumerate(duel.history):
        try:
            fresh.game.apply(action)
        except Exception as e:  # noqa: BLE001
            return f"replaying the game from the start: action {i} ({action.to_text()}) raised {type(e).__name__}: {e}"
    if not fresh.game.same_as(g):
        return "replaying the game from the start with the same seed and actions gave a different state"
    return None


@dataclass(frozen=True)
class Played:
    """One fuzz game's outcome, as a worker hands it back."""
    index: int
    seed: int
    decisions: int
    result: str                  # "p1 wins", "draw", "draw (decision cap)", or "" after a violation
    ended: Termination | None    # how the game ended (None: stopped at the decision cap)
    line: str                    # the --verbose line
    report: str = ""             # the violation's report


@dataclass(frozen=True)
class Setup:
    cards: tuple
    rules: dict
    max_decisions: int
    determinism_every: int
    players: str
    decks: str


_SETUP: Setup | None = None     # what a worker process plays with (handed over when it starts)


def _start_worker(setup: Setup) -> None:
    global _SETUP
    _SETUP = setup


def play(index: int, game_seed: int, setup: Setup) -> Played:
    """Set up and fuzz game `index`; a violation comes back as its report."""
    out = io.StringIO()
    try:
        duel = new_duel(setup.cards, game_seed, rules=setup.rules, player_factory=players_for(setup.players, game_seed),
                        **DECK_SHAPES[setup.decks])
    except Exception as e:  # noqa: BLE001
        print(f"VIOLATION in game {index} (seed {game_seed}): setting up raised {type(e).__name__}: {e}", file=out)
        traceback.print_exc(file=out)
        return Played(index, game_seed, 0, "", None, "", out.getvalue())
    n, problem = fuzz_game(duel, setup.max_decisions, setup.determinism_every)
    g = duel.game
    if problem:
        report(duel, index, problem, out, setup.decks)
        return Played(index, game_seed, n, "", None, "", out.getvalue())
    if not g.over:
        result = "draw (decision cap)"
    elif g.winner is None:
        result = "draw"
    else:
        result = f"p{g.winner + 1} wins"
    line = (f"game {index} (seed {game_seed}): {result} on turn {g.turn} after {n} decisions"
            f"{' — ' + g.end_reason if g.end_reason else ''}")
    return Played(index, game_seed, n, result, g.outcome.kind if g.over else None, line)


def _play_in_worker(job: tuple[int, int]) -> Played:
    assert _SETUP is not None
    return play(job[0], job[1], _SETUP)


def run(games: int, seed: int = 0, pool: str = "all", max_decisions: int = MAX_DECISIONS,
        rules: dict | None = None, determinism_every: int = 10, out: TextIO | None = None,
        quiet: bool = True, stop_on_violation: bool = True, players: str = "mixed", decks: str = "aggro",
        jobs: int = 1) -> Stats:
    """Fuzz `games` games (game i with seed `seed + i`) over `jobs` worker processes; the games
    and the figures are the same whatever `jobs` is.  The workers are started afresh ("spawn"),
    not forked: a fork of a process running other threads (a test session's) can hang."""
    out = out or sys.stdout
    setup = Setup(tuple(pool_cards(pool)), dict(DEFAULT_RULES if rules is None else rules), max_decisions,
                  determinism_every, players, decks)
    stats = Stats()
    start = time.perf_counter()
    work = [(i, seed + i) for i in range(games)]
    if jobs > 1 and games > 1:
        import multiprocessing
        pool_ = multiprocessing.get_context("spawn").Pool(min(jobs, games), _start_worker, (setup,))
        played = pool_.imap(_play_in_worker, work)
    else:
        pool_ = None
        played = (play(i, s, setup) for i, s in work)
    try:
        for p in played:
            stats.games += 1
            stats.decisions += p.decisions
            if p.report:
                stats.violations += 1
                out.write(p.report)
                if stop_on_violation:
                    break
                continue
            stats.results[p.result] = stats.results.get(p.result, 0) + 1
            if p.ended is None:
                stats.capped += 1
            elif p.ended is Termination.TURN_CAP:
                stats.turn_limit += 1
            else:
                stats.by_rules += 1
            if not quiet:
                print(p.line, file=out)
    finally:
        if pool_ is not None:
            pool_.terminate()
            pool_.join()
    stats.seconds = time.perf_counter() - start
    return stats


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Self-play fuzzer for the rules engine.")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (game i uses seed+i)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (the games are the same either way)")
    ap.add_argument("--pool", choices=("seed", "classic", "all"), default="all")
    ap.add_argument("--decks", choices=tuple(DECK_SHAPES), default="aggro",
                    help="aggro: 22 lands and at least 20 creatures; random: 24 lands and any spells")
    ap.add_argument("--max-decisions", type=int, default=MAX_DECISIONS, help="per game; a capped game counts as a draw")
    ap.add_argument("--turn-cap", type=int, default=DEFAULT_RULES["turn_cap"])
    ap.add_argument("--determinism-every", type=int, default=10,
                    help="replay every K-th decision on a clone and compare (0: never)")
    ap.add_argument("--players", choices=("mixed", *PLAYER_KINDS, *LEVELS), default="mixed",
                    help="RandomPlayer (uniform), EagerPlayer (prefers actions that change the game), "
                         "AggressivePlayer (an eager player that attacks with everything and seldom blocks), "
                         "mixed: aggressive for even game seeds, eager for odd ones; or a computer level "
                         "(apprentice, magician, sorcerer, wizard) for both players")
    ap.add_argument("--keep-going", action="store_true", help="don't stop at the first violation")
    ap.add_argument("--verbose", "-v", action="store_true", help="one line per game")
    args = ap.parse_args(argv)
    stats = run(args.games, args.seed, args.pool, args.max_decisions, {"turn_cap": args.turn_cap},
                args.determinism_every, quiet=not args.verbose, stop_on_violation=not args.keep_going,
                players=args.players, decks=args.decks, jobs=args.jobs)
    if args.verbose and stats.results:
        print("results: " + ", ".join(f"{k}: {v}" for k, v in sorted(stats.results.items())))
    print(stats.line())
    return 1 if stats.violations else 0


if __name__ == "__main__":
    sys.exit(main())
