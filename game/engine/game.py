"""The decision interface: pending decision, legal actions, apply, and the game's flow.

`Game.apply(action)` is the one way anything changes.  It validates the action against
the pending decision, then runs the rules process the action starts (casting a spell,
passing priority and everything that follows until the next decision) on a clone of the
game.  If the process reaches a choice that hasn't been answered yet, the clone is thrown
away and that choice becomes the pending decision; answering it replays the process from
the same position with one more answer.  So a refused action never leaves anything half
done, cancelling a spell mid-announcement is free, and the game is fully deterministic:
the same seed and the same decisions give the same game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .carddef import CardDef
from .casting import activatable_actions, activate, castable_actions, cast_spell, forbidden_reason
from .answers import answer_value, check_action, is_legal, listed_answers
from .choices import select, yes_no
from .decisions import (Action, ActivateAbility, Cancel, CastSpell, Concede, Decision, PassPriority, PlayLand,
                        SpecialAction, TurnFaceUp)
from .errors import IllegalActionError, NeedChoice
from .morph import face_up_actions, turn_face_up
from .reasons import Reason
from .resolve import enter_battlefield, resolve_top
from .sba import check_game_over, check_sbas, lose
from .statics import end_lapsed_effects, player_statics
from .still import still
from .event_types import GameEvent, LandPlayed, MulliganTaken, TurnBegan
from .outcome import Termination
from .state import PLAYER_NAMES, GameState
from .triggers import fire, put_triggers_on_stack
from .rng import GameRng
from .terms import STEPS
from .views import GameView, determinize, view_for
from .subgame import SUBGAME, announce, new_subgame, result_of
from .turn import begin_step, leave_step, next_step_name, start_next_turn, track_control_changes
from .words import counted


@dataclass(frozen=True)
class _Begin:
    """Internal root action: start play at a step (scenario set-up, resumed positions)."""
    step: str


@dataclass(frozen=True)
class _GoOn:
    """Internal root action: a halted step (`halt_in_step`) ends and the game moves on."""


@dataclass(frozen=True)
class _StartGame:
    """Internal root action: mulligans, then the first turn (CR 103)."""


@dataclass(frozen=True)
class Pending:
    decision: Decision
    root: Any
    root_player: int
    answers: tuple
    base: "Pending | None" = None
    cancellable: bool = False
    # (turn, active player, step) the process had reached when it stopped for this decision:
    # e.g. attackers are declared in the declare attackers step (CR 508.1) even though the
    # pass that leads there is only committed once they are declared
    where: tuple | None = None
    # the position before the process began: answering replays the process from a clone
    # of it, and Cancel returns to it.  The game itself shows the position the process had
    # reached when it stopped (the spell already on the stack while its targets are chosen,
    # the new hand while deciding whether to keep it), so the table and the computer player
    # see what a player at the table would see.
    base_state: "Game | None" = None

    def __repr__(self) -> str:
        return f"Pending({self.decision.kind}, p{self.decision.player + 1}, {self.decision.prompt!r}, {self.answers!r})"


# --- flow -------------------------------------------------------------------------------------

def settle(g: Game) -> None:
    """CR 117.5: before a player receives priority, state-based actions, then triggers, until stable."""
    while not g.over:
        end_lapsed_effects(g)
        track_control_changes(g)
        acted = False
        while check_sbas(g):
            acted = True
            if g.over:
                return
        if put_triggers_on_stack(g):
            acted = True
        if not acted:
            return


def give_priority(g: Game, p: int) -> None:
    settle(g)
    if g.over:
        g.priority = None
        return
    g.priority = p
    g.pending = Pending(Decision("priority", p, f"{PLAYER_NAMES[p]}: {g.step} — you have priority"), None, p, ())


def run_from_step_end(g: Game) -> None:
    """All players passed with an empty stack: the step ends and the game moves on (CR 500.2)."""
    while not g.over:
        step = g.step
        leave_step(g, step)
        nxt = next_step_name(g, step)
        if nxt is None:
            start_next_turn(g)
            if g.over:
                return
            nxt = "untap"
        if enter_step(g, nxt):
            return
        if halt_in_step(g):
            return


def halt_in_step(g: Game) -> bool:
    """Stop where a test harness asked (`halt_at`), in a step where no one receives priority
    (CR 502.4, 514.3), so the position after the step's turn-based actions (the hand discarded
    to seven, damage removed and "until end of turn" effects ended, CR 514.1-2) can be looked
    at.  The active player's "halt" decision is answered by passing, which goes on with the
    turn as if nothing had stopped: a pass there is not priority, and changes nothing."""
    if g.halt_at is None or g.halt_at != (g.turn, g.step):
        return False
    g.priority = None
    g.pending = Pending(Decision("halt", g.active, f"{PLAYER_NAMES[g.active]}: the game stands in the {g.step} step"),
                        None, g.active, ())
    return True


def enter_step(g: Game, step: str) -> bool:
    """Begin a step; True if a player now holds priority (or the game ended)."""
    gets_priority = begin_step(g, step)
    if g.over:
        return True
    if step == "cleanup":
        before = len(g.stack)
        acted = False
        while check_sbas(g):
            acted = True
        if put_triggers_on_stack(g) or len(g.stack) != before:
            acted = True
        if acted and not g.over:
            give_priority(g, g.active)   # CR 514.3a: priority in cleanup, then another cleanup step
            g.turn_flags["cleanup_again"] = True
            return True
        return g.over
    if not gets_priority:
        return False
    give_priority(g, g.active)
    return True


def pass_priority(g: Game, p: int) -> None:
    """CR 117.3d-4: pass; when all pass in succession the top of the stack resolves or the step ends."""
    pool = g.players[p].mana_pool
    g.passes += 1
    if g.passes < 2:
        give_priority(g, 1 - p)
        return
    g.passes = 0
    if g.stack:
        resolve_top(g)
        give_priority(g, g.active)
        return
    if g.step == "cleanup":
        # another cleanup step (CR 514.3a)
        if not enter_step(g, "cleanup"):
            run_from_step_end(g)
        return
    del pool
    run_from_step_end(g)


def play_land(g: Game, p: int, oid: int, *, during_resolution: bool = False) -> None:
    """Play a land (CR 305.1).  `during_resolution`: a spell has the player play it as it
    resolves (Word of Command), so only the number of land plays limits it, not the timing."""
    reason = why_not_playable(g, p, oid, during_resolution=during_resolution)
    if reason:
        raise IllegalActionError(reason)
    g.players[p].lands_played += 1
    g.emit(LandPlayed(p, oid, g.objects[oid].card.name), "305.1")
    enter_battlefield(g, oid, p)
    fire(g, {"type": "land_played", "object": oid, "player": p})


def why_not_playable(g: Game, p: int, oid: int, *, during_resolution: bool = False) -> str | None:
    """CR 305.2: one land per turn, main phase, empty stack, with priority.  The reason is a
    `Reason` whose `code` says which kind (see `reasons.HAND_REASONS`)."""
    o = g.objects.get(oid)
    if o is None:
        return Reason("no such card", "not_in_hand")
    if "Land" not in o.card.types:
        return Reason(f"{o.card.name} isn't a land", "not_in_hand")
    if o.zone != "hand" or o.owner != p:
        return Reason(f"{o.card.name} isn't in your hand", "not_in_hand")
    forbidden = forbidden_reason(g, p, oid)
    if forbidden is not None:
        return forbidden
    if during_resolution:
        return _land_plays_left(g, p)
    timing = land_timing_problem(g, p)
    return timing if timing is not None else _land_plays_left(g, p)


def land_timing_problem(g: Game, p: int) -> Reason | None:
    """Why player p can't play a land at this moment, whatever the land (CR 305.2: with priority,
    in a main phase of their turn, with an empty stack), or None.  Asked first when listing the
    legal actions: most of the time no land can be played, and saying so is cheaper than judging
    each land in hand."""
    if g.priority != p:
        return Reason("you don't have priority", "no_priority")
    if g.active != p:
        return Reason("you can play a land only during your turn (CR 305.2)", "not_your_turn")
    if g.step not in ("main1", "main2"):
        return Reason("you can play a land only in a main phase of your turn (CR 305.2)", "wrong_step")
    if g.stack:
        return Reason("you can play a land only when the stack is empty (CR 305.2)", "stack_not_empty")
    return None


def _land_plays_left(g: Game, p: int) -> str | None:
    if not may_play_another_land(g, p):
        return Reason("you have already played a land this turn (CR 305.2)", "land_played")
    from .statics import player_statics
    forbid = player_statics(g, p, "cant_play_lands")
    if forbid:
        return Reason(f"{g.name_of(forbid[0][0])} says you can't play lands (CR 305.2)", "lands_forbidden")
    return None


def may_play_another_land(g: Game, p: int) -> bool:
    """Whether player p's land plays for this turn allow one more (CR 305.2): one land, more with an
    extra land play, any number with a static ability such as Fastbond's (CR 305.2a)."""
    limit = 1 + g.turn_flags.get(f"extra_lands_{p}", 0)
    return g.players[p].lands_played < limit or bool(player_statics(g, p, "any_number_of_lands"))


def run_root(g: Game, root: Any, player: int) -> None:
    """Run a root action's process on `g` itself, from its start (a process's choices are asked
    through `choices.choose`).  `apply` runs it on a clone (a transaction); a look-ahead copy
    may run it in place (game.engine.simulation)."""
    if isinstance(root, PassPriority):
        pass_priority(g, player)
    elif isinstance(root, PlayLand):
        play_land(g, player, root.card)
        g.passes = 0
        give_priority(g, player)
    elif isinstance(root, (CastSpell, ActivateAbility, TurnFaceUp, SpecialAction)):
        # announced plays; turning a morph face up and a special action a spell gave are special
        # actions: no stack (CR 116.2, 116.2b).  After each the player receives priority again
        # (CR 117.3c).
        g.turn_flags["_announcing"] = True
        if isinstance(root, CastSpell):
            cast_spell(g, player, root)
        elif isinstance(root, ActivateAbility):
            activate(g, player, root)
        elif isinstance(root, TurnFaceUp):
            turn_face_up(g, player, root.card)
        else:
            from .special import take_special_action
            take_special_action(g, player, root.effect)
        g.turn_flags.pop("_announcing", None)
        g.passes = 0
        give_priority(g, player)
    elif isinstance(root, _Begin):
        g.turn_flags["_announcing"] = False
        if root.step in ("untap", "cleanup"):
            if not enter_step(g, root.step):
                run_from_step_end(g)
        else:
            give_priority(g, g.active)
    elif isinstance(root, _GoOn):
        run_from_step_end(g)
    elif isinstance(root, _StartGame):
        _mulligans(g)
        g.emit(TurnBegan(1, g.active), "500.1")
        if not enter_step(g, "untap"):
            run_from_step_end(g)
    else:
        raise IllegalActionError(f"not an action: {root!r}")


def _mulligans(g: Game) -> None:
    """The London mulligan (CR 103.5): shuffle, draw seven, put one card per mulligan on the bottom."""
    for p in (g.first_player, 1 - g.first_player):
        taken = 0
        while taken < 7:
            if not yes_no(g, p, f"{PLAYER_NAMES[p]}: keep this hand of {len(g.players[p].hand)}?",
                          purpose="mulligan"):
                taken += 1
                g.players[p].mulligans = taken      # counted as taken, while the next hand is weighed
                pl = g.players[p]
                for oid in list(pl.hand):
                    g.move_raw(oid, "library")
                g.rng.shuffle(pl.library)
                from .events import draw_cards
                draw_cards(g, p, 7, "103.5")
                g.emit(MulliganTaken(p), "103.5")
                continue
            break
        g.players[p].mulligans = taken
        if taken:
            pl = g.players[p]
            for oid in select(g, p, f"Put {counted(taken, 'card')} on the bottom of your library", tuple(pl.hand),
                              n=taken, purpose="bottom"):
                g.move_raw(oid, "library", to_bottom=True)


# --- the public interface (added to Game) ----------------------------------------------------

def legal_actions(g: Game, *, mana_abilities: bool = True) -> list[Action]:
    """The legal answers to the pending decision, in a deterministic order, each of them
    accepted by `apply`.

    For a priority decision, every action (pass first); with `mana_abilities` False, every
    action but the mana abilities (CR 605.1a), which a player activates to pay a cost or to
    have mana to spend, not as a play of its own: a computer player weighing its plays asks
    for the others only, and is spared judging every land's tap at every stop.  For other decisions, a
    representative list that always contains at least one legal answer when there is one:
    choices of many elements (sets of attackers or blockers, divisions, payments with chosen
    sources) are described by the decision and checked by `is_legal` (see `answers`)."""
    if g.over or g.pending is None:
        return []
    d = g.pending.decision
    p = d.player
    if d.kind == "priority":
        from .special import special_action_ids
        acts: list[Action] = [PassPriority()]
        with still(g):   # only asked, never changed: its mana sources and costs are judged once (see still)
            if land_timing_problem(g, p) is None:
                acts += [PlayLand(oid) for oid in g.players[p].hand if why_not_playable(g, p, oid) is None]
            acts += castable_actions(g, p)
            acts += activatable_actions(g, p, mana_abilities=mana_abilities)
            acts += [TurnFaceUp(oid) for oid in face_up_actions(g, p)]
            acts += [SpecialAction(e) for e in special_action_ids(g, p)]
        return acts
    if d.kind == "halt":
        return [PassPriority()]
    out = listed_answers(g, d)
    if g.pending.cancellable and g.pending.base_state is not None:
        out.append(Cancel())
    return out


def apply(g: Game, action: Action) -> None:
    """Submit an answer to the pending decision.  Raises IllegalActionError (game unchanged)
    for any action that isn't legal now, malformed ones included (see `answers.check_action`)."""
    check_action(g, action)
    if isinstance(action, Concede):
        if not 0 <= action.player < len(g.players):
            raise IllegalActionError(f"no player {action.player} is in this game to concede (CR 104.3a)")
        g.pending = None
        lose(g, action.player, "conceded", "104.3a", Termination.CONCESSION)
        g.players[action.player].conceded = True
        check_game_over(g)
        _resume_main_game(g)   # conceding a subgame concedes that game only (CR 728.1a)
        return
    pend = g.pending
    assert pend is not None
    d = pend.decision
    if isinstance(action, Cancel):
        _adopt(g, pend.base_state.clone())   # type: ignore[union-attr]
        return
    if d.kind == "priority":
        root, player, answers, base, base_state = action, d.player, (), pend, None
    elif d.kind == "halt":
        root, player, answers, base, base_state = _GoOn(), d.player, (), None, None
    else:
        value = answer_value(d, action)
        root, player, answers, base = pend.root, pend.root_player, pend.answers + (value,), pend.base
        base_state = pend.base_state
    _run_process(g, base_state, root, player, answers, base)
    _resume_main_game(g)


def _run_process(g: Game, base_state: Game | None, root: Any, player: int, answers: tuple,
                 base: "Pending | None") -> None:
    """Run a root action's process from `base_state` (or the game as it stands) with the
    answers given so far; adopt the outcome, or stop at the next unanswered choice."""
    work = (base_state or g).clone()
    work.pending = None
    work.answers = list(answers)
    work.answer_pos = 0
    if work.answerer is not None:
        work.answering = (root, player)
    try:
        run_root(work, root, player)  # an IllegalActionError propagates: g is untouched
    except NeedChoice as nc:
        # g is still the position before the process: it becomes the base to replay from
        _stop_at_choice(g, work, nc, base_state or g.clone(), root, player, answers, base)
        return
    work.answers = []
    work.answer_pos = 0
    work.answering = None
    work.turn_flags.pop("_announcing", None)
    _adopt(g, work)


def _adopt(g: GameState, work: GameState) -> None:
    """Make `g` the position `work` reached: the identity swap after a process.

    A process runs on a clone, so a refused action (or a choice still unanswered) leaves
    the game untouched; when it finishes, the game object the caller holds takes over the
    clone's records wholesale.  The `Game` object keeps its identity — callers keep their
    `game` — but every record inside it is the clone's: a `Player`, `GameObject`, zone
    list or `Combat` fetched from the game before `apply` is a stale copy afterwards, so
    read them from the game again after every `apply`."""
    g.__dict__.update(work.__dict__)


def _stop_at_choice(g: Game, work: Game, nc: NeedChoice, base_state: Game, root: Any, player: int,
                    answers: tuple, base: "Pending | None") -> None:
    announcing = bool(work.turn_flags.get("_announcing"))
    work.answers = []
    work.answer_pos = 0
    work.answering = None
    work.pending = Pending(nc.decision, root, player, answers, base, cancellable=announcing,
                           where=(work.turn, work.active, work.step), base_state=base_state)
    _adopt(g, work)
    if nc.decision.kind == SUBGAME:
        _enter_subgame(g)


def _enter_subgame(g: Game) -> None:
    """The process waits for a subgame's result (CR 728.1a: the main game is discontinued): the
    game becomes the subgame, the main game kept whole inside it, and the subgame starts like
    any game — shuffled libraries, seven cards, mulligans, a random first player (CR 728.2)."""
    sub = new_subgame(g.clone())
    for key, value in g.__dict__.items():
        # what a client keeps on the game object (the record of what it was built from, for
        # saves and replays) stays with it while the subgame is played
        sub.__dict__.setdefault(key, value)
    first = sub.rng.randbelow(2)
    announce(sub, first)
    start_game(sub, first)
    _adopt(g, sub)
    _resume_main_game(g)


def _resume_main_game(g: Game) -> None:
    """A subgame that is over gives its result to the main game, which takes over again and
    finishes the process that was waiting for it (CR 728.5) — and so on outwards, if that
    ends a subgame too."""
    while g.over and g.main is not None:
        result = result_of(g)
        main = g.main.clone()
        pend = main.pending
        assert pend is not None
        main.pending = None
        _run_process(main, pend.base_state, pend.root, pend.root_player, pend.answers + (result,), pend.base)
        _adopt(g, main)


def begin_at(g: Game, step: str) -> None:
    """Start play at a step of the current turn, as the rules would on arriving there."""
    if step not in STEPS:
        raise IllegalActionError(f"unknown step {step!r}")
    g.step = step
    if step in ("declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
                "declare_attackers") and g.combat is None:
        from .objects import Combat
        g.combat = Combat(defender=1 - g.active, declared=True)
    g.pending = None
    _start_process(g, _Begin(step), g.active)


def start_game(g: Game, first_player: int | None = None) -> None:
    """Begin a game whose libraries are in place: shuffle, draw seven, mulligans, turn 1."""
    if first_player is None:
        first_player = g.rng.randbelow(2)
    g.first_player = first_player
    g.active = first_player
    g.turn = 1
    from .events import draw_cards
    for p in (0, 1):
        g.rng.shuffle(g.players[p].library)
        if g.rules.get("ante") and g.players[p].library:
            # playing for ante (CR 407, an option): a random card of each deck is put into the ante
            lib = g.players[p].library
            oid = lib[g.rng.randbelow(len(lib))]
            g.move_raw(oid, "ante")
            g.tell((f" {g.objects[oid].card.name}",), "407.1", "ante", p, oid, subject=p, verb="antes")
        draw_cards(g, p, 7, "103.5")
    g.tell((" first",), "103.1", "start", subject=first_player, verb="plays")
    _start_process(g, _StartGame(), first_player)


def _start_process(g: Game, root: Any, player: int) -> None:
    g.pending = None
    _run_process(g, None, root, player, (), None)


def add_card(g: Game, card: CardDef, owner: int, zone: str, *, controller: int | None = None,
             tapped: bool = False, sick: bool = False, damage: int = 0, counters: dict | None = None,
             face_down: bool = False, token: bool = False) -> int:
    """Put a card into a zone while setting up a position (no triggers, no replacement effects)."""
    o = g.new_object(card, owner, zone, token=token)
    if zone == "battlefield":
        o.controller = owner if controller is None else controller
        o.tapped = tapped
        o.sick = sick
        o.damage = damage
        o.face_down = face_down
        if counters:
            o.counters = dict(counters)
        if "Planeswalker" in card.types and "loyalty" not in o.counters:
            o.own_counters()["loyalty"] = card.loyalty or 0
        # a permanent set up on the battlefield made its as-enters choice of an opponent
        # (Black Vise): in a two-player game there is only one (CR 102.2)
        for spec in card.as_enters:
            if spec.get("choose", {}).get("what") in ("opponent",):
                o.own_chosen()["player"] = 1 - o.controller
    elif zone == "exile":
        # a card exiled with counters (All Hallow's Eve) or face down (Knowledge Vault)
        o.counters = dict(counters or {})
        o.face_down = face_down
    g.invalidate()
    return o.id


class Game(GameState):
    """One game of Magic between two players, with its decision interface (the OpenSpiel
    `State` / python-chess `Board` of the engine): the pending decision, its legal
    answers, `apply`, and how the game ended."""

    def apply(self, action: Action) -> tuple[GameEvent, ...]:
        """Answer the pending decision (see `apply`); returns the events it caused, in order
        (game.engine.event_types).  Raises IllegalActionError and changes nothing when the
        action isn't legal; the records inside the game are replaced (see `_adopt`), so read
        players and objects from the game again afterwards."""
        before = len(self.log_entries)
        apply(self, action)
        return tuple(e.event for e in self.log_entries[before:])

    def legal_actions(self, *, mana_abilities: bool = True) -> list[Action]:
        """The legal answers to the pending decision, in a deterministic order (see `legal_actions`)."""
        return legal_actions(self, mana_abilities=mana_abilities)

    def is_legal(self, action: Action) -> bool:
        """Whether `apply(action)` would be accepted now, asked without trying it (see
        `answers.is_legal`)."""
        return is_legal(self, action)

    def begin_at(self, step: str) -> None:
        """Start play at a step of the current turn (a position set up by hand)."""
        begin_at(self, step)

    def start_game(self, first_player: int | None = None) -> None:
        """Shuffle, draw seven, mulligans, turn 1 (CR 103)."""
        start_game(self, first_player)

    def add_card(self, card: CardDef, owner: int, zone: str, **where: Any) -> int:
        """Put a card into a zone while setting up a position (see `add_card`)."""
        return add_card(self, card, owner, zone, **where)

    def view_for(self, player: int) -> "GameView":
        """What `player` observes: public zones, their own hand, counts of the hidden rest, the
        hands of players who play with their hands revealed (Revelation), and the other cards of
        hidden zones revealed to all (`revealed_cards`)."""
        return view_for(self, player, self.revealed_hands(), self.revealed_cards())

    def revealed_cards(self) -> frozenset[int]:
        """Cards of hidden zones that every player sees: the top card of the library of a player
        who plays with it revealed (Field of Dreams, a static `library_top_revealed`; the new top
        card is revealed as soon as it is on top), and a card played revealed in its owner's hand
        until their next turn (Firestorm Phoenix, game.engine.revealed)."""
        from .revealed import revealed_in_hands
        from .statics import player_statics
        tops = frozenset(self.players[p].library[0] for p in (0, 1)
                         if self.players[p].library and player_statics(self, p, "library_top_revealed"))
        return tops | revealed_in_hands(self)

    def revealed_hands(self) -> frozenset[int]:
        """The players who play with their hands revealed ("Players play with their hands
        revealed": Revelation, a static `hands_revealed`)."""
        from .statics import player_statics
        return frozenset(p for p in (0, 1) if player_statics(self, p, "hands_revealed"))

    def determinize(self, player: int, rng: GameRng) -> "Game":
        """A copy consistent with what `player` knows, the cards they can't know dealt again."""
        return determinize(self, player, rng)

    def is_over(self) -> bool:
        return self.outcome is not None

    def current_player(self) -> int | None:
        """The player who must decide now (None once the game is over)."""
        return None if self.pending is None or self.outcome is not None else self.pending.decision.player


def answers_sequence(actions: Sequence[Action]) -> list[str]:
    return [a.to_text() for a in actions]
