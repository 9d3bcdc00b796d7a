"""Opening the table: pick the decks, toss the coin, build the game, run the window.

    python -m game [--level apprentice] [--deck NAME] [--opponent-deck NAME] [--seed N]

The game opens on the title menu (game.ui.session); with --deck or --opponent-deck it goes
straight into a single duel between prebuilt decks.  `choose_setup` and `new_controller`
build a duel directly (tests and tools use them).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from ..ai import make_player
from ..cards import default_pool
from ..modes.setup import build_game
from ..decks import Deck, ai_deck, ai_decks, missing_cards
from ..storage.settings import Settings, load_settings
from .controller import DuelController

LEVEL_TITLES = {"random": "Novice", "apprentice": "Apprentice", "magician": "Magician", "sorcerer": "Sorcerer",
                "wizard": "Wizard"}


@dataclass
class DuelSetup:
    deck: Deck
    opponent_deck: Deck
    level: str
    seed: int
    human: int = 0

    @property
    def names(self) -> tuple[str, str]:
        return ("You", LEVEL_TITLES.get(self.level, self.level.capitalize()))


def choose_setup(level: str = "apprentice", deck: str | None = None, opponent_deck: str | None = None,
                 seed: int | None = None) -> DuelSetup:
    """The decks of a duel: named ones, or prebuilt decks chosen at random (different ones)."""
    seed = seed if seed is not None else int(time.time() * 1000) % 1_000_000
    rnd = random.Random(seed)
    pool = default_pool()
    decks = [d for d in ai_decks() if not missing_cards(d, pool)]     # none needing a card left out
    mine = ai_deck(deck) if deck else rnd.choice(decks)
    others = [d for d in decks if d.name != mine.name] or decks
    theirs = ai_deck(opponent_deck) if opponent_deck else rnd.choice(others)
    return DuelSetup(mine, theirs, level, seed)


def new_controller(setup: DuelSetup, first_player: int | None, settings: Settings | None = None,
                   threaded: bool = True) -> DuelController:
    g = build_game((setup.deck, setup.opponent_deck), setup.seed, first_player=first_player)
    ai = make_player(setup.level, setup.seed + 1)
    return DuelController(g, human=setup.human, ai=ai, settings=settings, names=setup.names, threaded=threaded,
                          deck_names=(setup.deck.name, setup.opponent_deck.name), level=setup.level)


def run(level: str = "apprentice", deck: str | None = None, opponent_deck: str | None = None,
        seed: int | None = None, size: tuple[int, int] | None = None) -> int:
    """Open the window on the title menu.  With --deck or --opponent-deck the game goes
    straight into a single duel between those prebuilt decks (the title menu is behind it);
    --level is the opponent's level of that duel and the level the deck selection offers first."""
    from .app import App
    from .session import Session

    from ..storage.files import remove_stale_temporaries
    from ..storage.settings import data_dir
    remove_stale_temporaries(data_dir())     # left by a save the program was killed in
    settings = load_settings()
    if level in LEVEL_TITLES and level != "random":
        settings.last_level = level
    app = App(size, settings, fullscreen=settings.fullscreen)
    session = Session(app, settings, seed=seed)

    app.on_quit = session.on_quit
    session.start()
    if deck or opponent_deck:
        setup = choose_setup(level, deck, opponent_deck, seed)
        session.start_single(setup.deck, setup.opponent_deck, level, 1, False)
    app.run()
    session.persist()
    return 0
