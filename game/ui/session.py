"""The session: what connects the screens of the game.

`Session` owns the settings, the card pool, the player's deck store, the match being
played (a single duel, a Commander duel or a gauntlet match) and the gauntlet's progress,
and moves between the scenes: title menu → deck selection → coin toss → the duel table →
between games → the gauntlet ladder → back to the title.  The title scene stays at the
bottom of the scene stack; its update calls `tick`, which autosaves the duel in play
every turn and after each of your actions (`game.modes.saves`).

Scenes call the session's methods; the session holds no drawing code.
"""
from __future__ import annotations

import logging
import random
import time
from typing import Any

from ..ai import make_player
from ..modes.setup import build_game
from ..cards import default_pool
from ..decks import ai_decks, commander_decks
from ..decks.decklist import Deck
from ..decks.legality import deck_problems, missing_cards
from ..decks.store import DeckStore
from ..engine.game import Game
from ..modes.decks import deck_colours
from ..modes.gauntlet import (Gauntlet, GauntletOptions, clear_gauntlet, difficulty, load_gauntlet,
                              save_gauntlet)
from ..modes.finish import record_game_end, take_back_game_end
from ..modes.match import OPPONENT, YOU, Match, MatchConfig
from ..modes.saves import (ResumeError, SavedDuel, clear_autosave, load_autosave, rebuild_game, resume_failed,
                           save_autosave)
from ..storage.files import describe_os_error, take_notices
from ..storage.settings import Settings, save_settings

log = logging.getLogger(__name__)
LEVEL_TITLES = {"random": "Novice", "apprentice": "Apprentice", "magician": "Magician", "sorcerer": "Sorcerer",
                "wizard": "Wizard"}
_UNKNOWN: Any = object()


class DeckChoice:
    """A deck offered in the deck lists: the deck, where it comes from, its colours and
    whether it can be played (its problems)."""

    def __init__(self, deck: Deck, source: str, colours: str, problems: list[str]) -> None:
        self.deck = deck
        self.source = source          # "prebuilt" or "yours"
        self.colours = colours
        self.problems = problems

    @property
    def legal(self) -> bool:
        return not self.problems


class Session:
    def __init__(self, app: Any, settings: Settings | None = None, *, pool: Any = None, store: DeckStore | None = None,
                 threaded: bool = True, seed: int | None = None) -> None:
        self.app = app
        self.settings = settings or app.settings
        self.pool = pool or default_pool()
        self.store = store or DeckStore()
        self.threaded = threaded
        self.rnd = random.Random(seed if seed is not None else int(time.time() * 1000))
        self.match: Match | None = None
        self.mode = "single"
        self.gauntlet: Gauntlet | None = None
        self._gauntlet_loaded = False
        self.limited: Any = None        # the sealed deck or booster draft being played (game.limited)
        self.controller: Any = None
        self.chooser: int | None = None
        self.first: int = 0
        self._autosave: Any = _UNKNOWN
        self._saved_version = -1
        self._saved_turn = -1
        self._saved_at = 0.0
        self._ended: Any = None         # the controller whose finished game is recorded
        self._save_failed = ""          # the last save failure told at the table
        self._untold: list[str] = []    # save failures away from the table, until the player's OK
        self.title: Any = None

    # --- the title screen ------------------------------------------------------------------------
    def start(self) -> None:
        from .scenes.title import TitleScene
        while self.app.scenes:
            self.app.pop()
        self.title = TitleScene(self)
        self.app.push(self.title)

    def to_title(self) -> None:
        """Close everything above the title screen."""
        self._autosave = _UNKNOWN
        if self.title is None or self.title not in self.app.scenes:
            self.start()
            return
        while self.app.top is not self.title:
            self.app.pop()
        self.title.layout()
        self._tell_untold()

    def show(self, scene: Any) -> Any:
        """Show a screen on top of the title (closing whatever was above it; a save failure
        not yet seen stays on top)."""
        if self.title is not None and self.title in self.app.scenes:
            while self.app.top is not self.title:
                self.app.pop()
        shown = self.app.push(scene)
        self._tell_untold()
        return shown

    def show_notices(self) -> None:
        """Tell the player about files that were moved aside (once)."""
        msgs = take_notices()
        if msgs:
            from .scenes.common import MessageDialog
            self.app.push(MessageDialog("Some files could not be read", msgs + [
                "The game goes on with defaults; the old files are kept next to the new ones."]))

    def persist(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as e:
            self.tell_failure("the settings", e)

    def tell_failure(self, what: str, e: OSError) -> None:
        """A file couldn't be written: say so at the table (or in a dialog), and go on."""
        text = f"Couldn't save {what}: {describe_os_error(e)}"
        log.warning("%s (%s)", text, e)
        c = self.controller
        if c is not None:
            c.warn(text + " — the duel goes on")
        elif getattr(self.app, "running", True):
            self._untold.append(text + ".")
            self._tell_untold()

    def _tell_untold(self) -> None:
        """Show the save failures not yet seen in a dialog on top (again after a new screen
        replaced it, until the player presses OK)."""
        from .scenes.common import MessageDialog
        if not self._untold or not self.app.scenes or any(getattr(s, "untold", False) for s in self.app.scenes):
            return
        dialog = MessageDialog("Couldn't save", list(self._untold), on_ok=self._untold.clear)
        dialog.untold = True
        self.app.push(dialog)

    def on_quit(self) -> None:
        """The window is closing: keep the settings and the duel in play (a finished duel is
        already recorded: see `_game_over`)."""
        c = self.controller
        if c is not None and c.g.over:
            self._game_over()
        elif c is not None:
            self.save_now()
        self.persist()

    # --- saved things ----------------------------------------------------------------------------
    def autosave(self) -> SavedDuel | None:
        if self._autosave is _UNKNOWN:
            self._autosave = load_autosave()
        return self._autosave

    def resume_hint(self) -> str:
        saved = self.autosave()
        if saved is None:
            return ""
        what = {"gauntlet": "Gauntlet · ", "commander": "Commander · "}.get(saved.mode, "")
        return f"{what}{saved.summary()} · {LEVEL_TITLES.get(saved.level, saved.level)}"

    def gauntlet_state(self) -> Gauntlet | None:
        if not self._gauntlet_loaded:
            self.gauntlet = load_gauntlet()
            self._gauntlet_loaded = True
        return self.gauntlet

    def gauntlet_to_continue(self) -> bool:
        g = self.gauntlet_state()
        if g is None or g.status != "active":
            return False
        saved = self.autosave()
        return not (saved is not None and saved.mode == "gauntlet")

    def gauntlet_hint(self) -> str:
        g = self.gauntlet_state()
        if g is None or g.next_opponent is None:
            return ""
        return f"Match {g.index + 1} of {len(g.opponents)} · {g.player_deck.name} vs {g.next_opponent.name}"

    # --- decks -----------------------------------------------------------------------------------
    def prebuilt(self, fmt: str = "normal") -> list[Deck]:
        """The computer's decks, less any needing a card whose file was left out of the pool (the
        title screen names those files)."""
        decks = commander_decks() if fmt == "commander" else ai_decks()
        decks = [d for d in decks if not missing_cards(d, self.pool)]
        if fmt == "oldschool":   # the computer plays by the format too
            decks = [d for d in decks if not deck_problems(d, self.pool, fmt)]
        return decks

    def deck_choices(self, fmt: str = "normal", include_user: bool = True) -> list[DeckChoice]:
        out = [DeckChoice(d, "prebuilt", deck_colours(d, self.pool), []) for d in self.prebuilt(fmt)]
        if include_user:
            for d in self.store.list():
                if fmt == "commander" and not d.commander or fmt != "commander" and d.commander:
                    continue
                out.append(DeckChoice(d, "yours", deck_colours(d, self.pool), deck_problems(d, self.pool, fmt)))
        return out

    def names(self, level: str) -> tuple[str, str]:
        return ("You", LEVEL_TITLES.get(level, level.capitalize()))

    # --- screens -----------------------------------------------------------------------------------
    def open_deck_select(self, mode: str) -> None:
        from .scenes.deckselect import DeckSelectScene
        self.show(DeckSelectScene(self, mode))

    def open_builder(self, deck: Deck | None = None) -> None:
        from .scenes.deckbuilder import DeckBuilderScene
        self.show(DeckBuilderScene(self, deck))

    def open_options(self) -> None:
        from .scenes.options import OptionsScene
        self.app.push(OptionsScene(self))

    # --- playing a match -----------------------------------------------------------------------------
    def start_match(self, config: MatchConfig, mode: str) -> None:
        self.match = Match(config)
        self.mode = mode
        if mode == "gauntlet" and self.gauntlet is not None:
            self.gauntlet.current = self.match
            self._save_gauntlet()
        if mode == "limited" and self.limited is not None:
            self.limited.current = self.match
            self.save_limited()
        self.settings.last_level = config.level
        self.persist()
        self.next_game()

    def next_game(self, first: int | None = None) -> None:
        """Start the match's next game: a coin toss for the first game; afterwards the loser of the
        previous game chooses who plays first (CR 103.1) — the computer always plays first."""
        m = self.match
        assert m is not None
        chooser = m.next_chooser()
        if chooser is None:
            from .scenes.mulligan import FirstPlayScene
            names = self.names(m.config.level)
            scene = FirstPlayScene(names, m.game_seed(), lambda f: self._duel(f, None), YOU,
                                   (m.player_deck.name, m.config.opponent_deck.name))
            self.show(scene)
            return
        if chooser == OPPONENT:
            first = OPPONENT
        elif first is None:
            self.show_match()
            return
        self.show(self._duel(first, chooser))

    def _duel(self, first: int, chooser: int | None) -> Any:
        m = self.match
        assert m is not None
        cfg = m.config
        rules = cfg.rules()
        rules["mana_burn"] = bool(self.settings.mana_burn) or cfg.mana_burn
        g = build_game((m.player_deck, m.opponent_deck), m.game_seed(), self.pool, rules, first_player=first)
        return self._table(g, first, chooser)

    def _table(self, g: Game, first: int, chooser: int | None, saved: SavedDuel | None = None) -> Any:
        """The duel table on a game at its first position; a resumed duel (`saved`) plays its
        actions again there, so the table has its whole history (`DuelController.catch_up`)."""
        from .controller import DuelController
        from .scenes.duel import DuelScene
        m = self.match
        assert m is not None
        cfg = m.config
        ai = make_player(cfg.level, m.game_seed() + 1)
        c = DuelController(g, human=YOU, ai=ai, settings=self.settings, names=self.names(cfg.level),
                           threaded=self.threaded, deck_names=(m.player_deck.name, cfg.opponent_deck.name),
                           level=cfg.level, duel_kind="gauntlet" if self.mode == "gauntlet" else "single")
        if saved is not None:
            c.catch_up(saved.actions, set(saved.automatic))
            c.started_at = time.time() - saved.elapsed          # the clock goes on from the save
            if c.recorder is not None and saved.started:
                c.recorder.started = saved.started              # the replay is dated at the duel's start
        c.on_game_over = self._game_over
        scene = DuelScene(c, on_settings_changed=self.persist, on_again=self.after_game, on_quit=self.leave_duel)
        scene.on_leave = self.leave_duel
        scene.end_options = {"again_label": "Continue", "quit_label": "Main Menu"}
        self.controller = c
        self.chooser = chooser
        self.first = first
        self._saved_version = -1
        self.save_now()
        return scene

    # --- autosave ----------------------------------------------------------------------------------
    def _actions_of(self, c: Any) -> list[tuple[int, str]]:
        rec = getattr(c, "recorder", None)
        if rec is not None and getattr(rec, "actions", None) is not None:
            return [(int(p), str(a)) for p, a in rec.actions]
        return [(p, a.to_text()) for p, a in c.history]

    def save_now(self) -> None:
        """Write the duel in play to the autosave (the whole action list: see game.modes.saves)."""
        c = self.controller
        m = self.match
        if c is None or m is None or c.g.over:
            return
        rec = c.recorder
        saved = SavedDuel(seed=m.game_seed(), rules=dict(m.config.rules(), mana_burn=c.g.rules.get("mana_burn")),
                          first_player=self.first, decks=(m.player_deck, m.opponent_deck),
                          level=m.config.level, names=tuple(c.names), human=c.human, actions=self._actions_of(c),
                          turn=c.g.turn, mode=self.mode, match=m.to_dict(), chooser=self.chooser,
                          elapsed=time.time() - c.started_at, started=rec.started if rec is not None else "",
                          automatic=sorted(rec.automatic) if rec is not None else [])
        self._saved_version = c.version       # a failed write is retried after the next action
        self._saved_turn = c.g.turn
        self._saved_at = time.monotonic()
        try:
            save_autosave(saved)
        except OSError as e:
            why = describe_os_error(e)
            if why != self._save_failed:
                log.warning("couldn't save the duel: %s", e)
            self._save_failed = why
            c.warn(f"Couldn't save the duel: {why} — the duel goes on")
            return
        if self._save_failed:
            self._save_failed = ""
            c.warn("The duel is saved again", seconds=4.0)
        self._autosave = saved

    def tick(self, dt: float) -> None:
        """Autosave the duel in play: when a turn begins, after each of your actions, and at most
        a quarter of a second after the computer's."""
        c = self.controller
        if c is not None and self._ended is c and not c.g.over:
            # Practice took the finished game back: its result no longer counts
            self._ended = None
            if self.match is not None:
                take_back_game_end(self.match)
        if c is None or c.version == self._saved_version or c.g.over:
            return
        mine = bool(c.history) and c.history[-1][0] == c.human
        if c.g.turn != self._saved_turn or mine or time.monotonic() - self._saved_at > 0.25:
            self.save_now()

    def resume_duel(self) -> None:
        saved = self.autosave()
        if saved is None:
            return
        try:
            rebuild_game(saved, self.pool)          # every action is checked before the table opens
            g = build_game(saved.decks, saved.seed, self.pool, dict(saved.rules), first_player=saved.first_player)
        except ResumeError as e:
            resume_failed(None, str(e))
            self._autosave = _UNKNOWN
            self.to_title()
            self.show_notices()
            return
        if saved.match:
            self.match = Match.from_dict(saved.match)
        else:
            r = saved.rules
            self.match = Match(MatchConfig(saved.decks[0], saved.decks[1], saved.level, 1, bool(r.get("ante")),
                                           str(r.get("format", "normal")), bool(r.get("mana_burn")), saved.seed))
        self.mode = saved.mode
        if self.mode == "gauntlet":
            self.gauntlet_state()
            if self.gauntlet is not None:
                self.gauntlet.current = self.match
        if self.mode == "limited":
            from ..limited.store import unfinished_event
            self.limited = unfinished_event()
            if self.limited is not None:
                self.limited.current = self.match
        self.show(self._table(g, saved.first_player, saved.chooser, saved))

    # --- the end of a game -------------------------------------------------------------------------
    def _game_over(self) -> None:
        """The duel in play has just ended (the table calls this the moment it does): its
        result, the gauntlet's record and the cleared autosave are kept at once, whatever the
        player does next (game.modes.finish)."""
        c, m = self.controller, self.match
        if c is None or m is None or not c.g.over or self._ended is c:
            return
        self._ended = c
        gauntlet = self.gauntlet if self.mode == "gauntlet" else None
        try:
            record_game_end(m, c.g, self.chooser, gauntlet)
        except OSError as e:
            self.tell_failure("the gauntlet", e)
            return
        if self.mode == "limited":
            self.save_limited()
        self._autosave = None

    def _record_game(self) -> None:
        c = self.controller
        if c is None or self.match is None:
            return
        if c.g.over:
            self._game_over()
        self.controller = None
        self._ended = None

    def after_game(self) -> None:
        """The end-of-duel screen's Continue: the match screen (next game, or the result)."""
        self._record_game()
        self.show_match()

    def show_match(self) -> None:
        from .scenes.match import MatchScene
        self.show(MatchScene(self))

    def leave_duel(self) -> None:
        """Back to the title: a finished game counts; an unfinished one stays saved to resume."""
        c = self.controller
        if c is not None and c.g.over:
            self._record_game()
        elif c is not None:
            self.save_now()
            self.controller = None
        self.to_title()

    def concede_match(self) -> None:
        m = self.match
        if m is None:
            return
        m.concede()
        if self.mode == "gauntlet" and self.gauntlet is not None:
            self.gauntlet.record_match(m)
            self._save_gauntlet()
        self.finish_match()

    def finish_match(self) -> None:
        """The match is over: the gauntlet's ladder, or the title screen."""
        mode = self.mode
        m, self.match = self.match, None
        if mode == "limited" and self.limited is not None:
            if m is not None and m.over and self.limited.current is m:
                self.limited.record_match(m)
                self.save_limited()
            self.open_limited(self.limited)
        elif mode == "gauntlet":
            self.open_gauntlet()
        else:
            self.to_title()

    def rematch(self) -> None:
        m = self.match
        if m is None:
            return
        cfg = m.config
        new = MatchConfig(m.player_deck, cfg.opponent_deck, cfg.level, cfg.best_of, cfg.ante, cfg.fmt, cfg.mana_burn,
                          self.rnd.randrange(1_000_000))
        self.start_match(new, self.mode)

    # --- sealed deck and booster draft (game.limited) -----------------------------------------------
    def save_limited(self) -> None:
        """The event is saved after every step: a pick, a deck, a game."""
        if self.limited is None:
            return
        from ..limited.store import save_event
        try:
            save_event(self.limited)
        except OSError as e:
            self.tell_failure("the event", e)

    def open_limited(self, event: Any = None, kind: str = "sealed") -> None:
        """The event's screen: the product to choose (no event yet), the packs to open or
        draft, the deck to build, the rounds to play and the results."""
        from .scenes.limited import LimitedScene
        self.limited = event
        self.mode = "limited"
        self.show(LimitedScene(self, kind))

    def continue_limited(self) -> None:
        from ..limited.store import unfinished_event
        ev = unfinished_event()
        if ev is not None:
            self.open_limited(ev, ev.kind)

    def has_past_events(self) -> bool:
        from ..limited.store import list_events
        return any(ev.phase == "over" for _, ev in list_events())

    def open_past_events(self) -> None:
        """Every kept event, the latest first (scenes/past_events.py)."""
        from ..limited.store import list_events
        from .scenes.past_events import PastEventsPicker
        self.app.push(PastEventsPicker(self, [ev for _, ev in list_events()]))

    def limited_to_continue(self) -> bool:
        from ..limited.store import unfinished_event
        return unfinished_event() is not None

    def build_limited_deck(self) -> None:
        """The deck builder, limited to the event's pool plus free basic lands."""
        from .scenes.deckbuilder import DeckBuilderScene, LimitedPool
        ev = self.limited
        if ev is None:
            return

        def done(deck: Deck) -> None:
            ev.set_player_deck(deck, self.pool)
            ev.build_computer_decks(self.pool)
            self.save_limited()
            self.open_limited(ev, ev.kind)

        self.show(DeckBuilderScene(self, None, limited=LimitedPool(ev.pool_of(0), done)))

    def play_limited_round(self) -> None:
        ev = self.limited
        if ev is None or ev.phase != "play":
            return
        m = ev.next_match()
        self.start_match(m.config, "limited") if not m.results else self._continue_limited_match(m)

    def _continue_limited_match(self, m: Match) -> None:
        self.match = m
        self.mode = "limited"
        self.next_game()

    # --- the gauntlet --------------------------------------------------------------------------------
    def _save_gauntlet(self) -> None:
        if self.gauntlet is None:
            return
        try:
            save_gauntlet(self.gauntlet)
        except OSError as e:
            self.tell_failure("the gauntlet", e)

    def start_gauntlet(self, player_deck: Deck, options: GauntletOptions, fmt: str = "normal") -> None:
        saved = self.autosave()
        if saved is not None and saved.mode == "gauntlet":
            clear_autosave()
            self._autosave = None
        self.gauntlet = Gauntlet.new(player_deck, self.prebuilt(fmt), options, self.rnd.randrange(1_000_000), fmt)
        self._gauntlet_loaded = True
        self.settings.last_level = options.level
        self.persist()
        self._save_gauntlet()
        self.open_gauntlet()

    def open_gauntlet(self) -> None:
        from .scenes.gauntlet import GauntletScene
        self.gauntlet_state()
        if self.gauntlet is None:
            self.to_title()
            return
        self.show(GauntletScene(self))

    def gauntlet_difficulty(self, deck: Deck | None = None) -> int:
        g = self.gauntlet
        if g is None:
            return 0
        return g.difficulty_of(deck if deck is not None else g.next_opponent)

    def play_gauntlet_match(self) -> None:
        g = self.gauntlet
        if g is None or g.next_opponent is None:
            return
        opp = g.next_opponent
        self.mode = "gauntlet"
        if g.current is not None and g.current.config.opponent_deck.name == opp.name and not g.current.over:
            self.match = g.current
            self.next_game()
            return
        o = g.options
        cfg = MatchConfig(g.player_deck, opp, o.level, o.best_of, o.ante, g.fmt, bool(self.settings.mana_burn),
                          g.match_seed())
        self.start_match(cfg, "gauntlet")

    def abandon_gauntlet(self) -> None:
        saved = self.autosave()
        if saved is not None and saved.mode == "gauntlet":
            clear_autosave()
        self._autosave = _UNKNOWN
        clear_gauntlet()
        self.gauntlet = None
        self.to_title()

    # --- single duels --------------------------------------------------------------------------------
    def start_single(self, player_deck: Deck, opponent_deck: Deck, level: str, best_of: int, ante: bool,
                     fmt: str = "normal") -> None:
        cfg = MatchConfig(player_deck, opponent_deck, level, best_of, ante, fmt, bool(self.settings.mana_burn),
                          self.rnd.randrange(1_000_000))
        self.start_match(cfg, "commander" if fmt == "commander" else "single")

    def match_difficulty(self, level: str, best_of: int, ante: bool, deck: Deck | None) -> int:
        return difficulty(level, best_of, ante, deck.difficulty if deck is not None else 2)
