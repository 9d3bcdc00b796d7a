"""The title menu, deck builder, deck selection, gauntlet and resume, driven by real events."""
from __future__ import annotations

import time

import pygame
import pytest

from game.storage.settings import Settings


class UI:
    """An App on the title menu with the helpers the tests drive it with."""

    def __init__(self, size=(1600, 900), seed: int = 1) -> None:
        from game.ui.app import App
        from game.ui.session import Session
        self.settings = Settings()
        self.settings.ai_pace = 0.0
        self.settings.animations = False
        self.app = App(size, self.settings)
        self.session = Session(self.app, self.settings, threaded=False, seed=seed)
        self.session.start()
        self.pump(2)

    @property
    def top(self):
        return self.app.top

    def pump(self, frames: int = 1) -> None:
        self.app.pump(frames, 1 / 60)

    def post(self, type_, **kw) -> None:
        pygame.event.post(pygame.event.Event(type_, **kw))

    def click(self, pos, button: int = 1, frames: int = 2) -> None:
        assert pos is not None
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.pump(frames)

    def drag(self, start, end) -> None:
        self.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        self.post(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.pump(2)

    def type(self, text: str) -> None:
        for ch in text:
            self.post(pygame.TEXTINPUT, text=ch)
        self.pump(2)

    def key(self, k, mod: int = 0, frames: int = 2) -> None:
        self.post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
        self.pump(frames)

    def options(self):
        """The Options screen, opened as the title menu opens it."""
        from game.ui.scenes.options import OptionsScene
        self.session.open_options()
        self.pump(2)
        assert isinstance(self.top, OptionsScene), type(self.top).__name__
        return self.top

    def menu(self, key: str) -> None:
        from game.ui.scenes.title import TitleScene
        assert isinstance(self.top, TitleScene), type(self.top).__name__
        for r, item in self.top.rows:
            if item.key == key:
                self.click(r.center)
                return
        raise AssertionError(f"no menu entry {key!r}: {[i.key for _, i in self.top.rows]}")

    def button(self, label: str) -> None:
        for b in getattr(self.top, "buttons", []):
            if b.label == label:
                self.click(b.rect.center)
                return
        raise AssertionError(f"no button {label!r}: {[b.label for b in self.top.buttons]}")

    def until(self, pred, seconds: float = 20.0) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.pump(1)
            if pred():
                return
        raise AssertionError(f"timed out; scenes: {[type(s).__name__ for s in self.app.scenes]}")


@pytest.fixture
def ui():
    from game.storage.files import take_notices
    take_notices()                  # messages left by other tests' files
    made = UI()
    yield made
    pygame.event.clear()


def _deck_text(unknown: str = "") -> str:
    lines = ["# name: Imported Fire", "4 Lightning Bolt", "4 Hill Giant", "4 Gray Ogre", "4 Goblin Balloon Brigade",
             "4 Mons's Goblin Raiders", "4 Fireball", "4 Orcish Artillery", "4 Shatter",
             "28 Mountain"]
    if unknown:
        lines.insert(3, f"2 {unknown}")
    return "\n".join(lines) + "\n"


def test_title_menu_lists_the_modes_and_is_a_list_to_extend(ui):
    from game.ui.scenes.title import MAIN_MENU
    keys = [item.key for _, item in ui.top.rows]
    for k in ("single", "gauntlet", "commander", "builder", "options", "quit"):
        assert k in keys
    assert "resume" not in keys                       # nothing to resume yet
    assert all(hasattr(m, "label") and callable(m.action) for m in MAIN_MENU)


def test_builder_search_filter_add_remove_and_save(ui):
    from game.ui.scenes.deckbuilder import DeckBuilderScene
    ui.menu("builder")
    b = ui.top
    assert isinstance(b, DeckBuilderScene)
    ui.click(b.search.rect.center)
    ui.type("giant")
    names = [c.name for c in b.results]
    assert "Hill Giant" in names and "Lightning Bolt" not in names
    assert all("giant" in (c.name + " ".join(c.subtypes) + c.text).lower() for c in b.results)
    ui.click(b.chip_rect("colour", "R"))               # filter: red only
    assert [c.name for c in b.results] and all("R" in c.colors for c in b.results)
    for _ in range(4):
        ui.click(b.card_rect("Hill Giant"))
    assert b.draft.count("Hill Giant") == 4
    ui.click(b.chip_rect("clear"))
    ui.click(b.search.rect.center)
    ui.type("bolt")
    for _ in range(3):
        ui.click(b.card_rect("Lightning Bolt"))
    ui.drag(b.card_rect("Lightning Bolt").center, b.areas["right"].center)      # drag onto the deck adds one
    assert b.draft.count("Lightning Bolt") == 4
    ui.click(b.row_rect("Hill Giant"))                 # a click on the deck list removes one
    assert b.draft.count("Hill Giant") == 3
    assert b.problems and "too few cards: 7" in b.problems[0]          # legality, live
    ui.click(b.name_field.rect.center)
    for _ in range(len(b.name_field.text)):
        ui.key(pygame.K_BACKSPACE, frames=0)
    ui.type("Giant Bolts")
    ui.button("Save")
    deck = ui.session.store.load("Giant Bolts")
    assert {e.name: e.count for e in deck.main} == {"Hill Giant": 3, "Lightning Bolt": 4}
    assert "not legal yet" in b.toast[0]


def test_deck_selection_refuses_an_illegal_deck_with_its_reason(ui):
    from game.decks.formats import parse_any
    from game.ui.scenes.common import MessageDialog
    from game.ui.scenes.deckselect import DeckSelectScene
    ui.session.store.save(parse_any("4 Lightning Bolt\n5 Hill Giant\n20 Mountain\n", "Too Small"))
    ui.menu("single")
    sel = ui.top
    assert isinstance(sel, DeckSelectScene)
    ui.click(sel.row_rect("mine", "Too Small").center)
    ui.button("Start Duel")
    dlg = ui.top
    assert isinstance(dlg, MessageDialog) and "Too Small can't be played" in dlg.title
    text = " ".join(dlg.lines)
    assert "too few cards: 29" in text and "too many copies of Hill Giant: 5" in text
    ui.button("OK")
    assert ui.top is sel and ui.session.match is None


def test_import_a_list_with_an_unknown_card_then_duel_with_it(ui, tmp_path):
    from game.ui.scenes.common import MessageDialog
    from game.ui.scenes.deckselect import DeckSelectScene
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.mulligan import FirstPlayScene
    from tests.ui.import_dialog import open_import, pick_file
    src = tmp_path / "imports"
    src.mkdir()
    (src / "fire.txt").write_text(_deck_text(unknown="Goblin Kingz"))
    b, dlg = open_import(ui, src)
    pick_file(ui, dlg, "fire.txt")
    dlg = ui.top
    assert isinstance(dlg, MessageDialog) and any("Goblin Kingz" in line for line in dlg.lines)
    ui.button("OK")
    assert b.draft.size == 60 and "Goblin Kingz" not in b.draft.main and not b.problems
    ui.button("Save")
    ui.button("Done")
    ui.menu("single")
    sel = ui.top
    assert isinstance(sel, DeckSelectScene)
    ui.click(sel.row_rect("mine", "Imported Fire").center)
    ui.click(sel.row_rect("opp", "Wurm Fire").center)
    ui.button("Start Duel")
    assert isinstance(ui.top, FirstPlayScene)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)
    table = ui.top if isinstance(ui.top, DuelScene) else ui.app.find(DuelScene)
    assert table is not None
    c = table.c
    assert c.deck_names == ("Imported Fire", "Wurm Fire")
    mine = sorted(c.g.objects[o].card.name for p in ("library", "hand") for o in getattr(c.g.players[0], p))
    assert len(mine) == 60 and mine.count("Lightning Bolt") == 4 and "Goblin Kingz" not in mine


def test_gauntlet_runs_to_its_first_match(ui):
    from game.modes.gauntlet import load_gauntlet
    from game.ui.scenes.deckselect import DeckSelectScene
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.gauntlet import GauntletOptionsDialog, GauntletScene
    from game.ui.scenes.mulligan import FirstPlayScene
    ui.menu("gauntlet")
    sel = ui.top
    assert isinstance(sel, DeckSelectScene) and sel.kind == "gauntlet"
    ui.click(sel.row_rect("mine", "Serra's Host").center)
    ui.button("Gauntlet Options…")
    opts = ui.top
    assert isinstance(opts, GauntletOptionsDialog)
    before = sel.difficulty()
    for r, key, val in opts.rows:
        if (key, val) in (("best_of", 1), ("level", "magician")) or key == "ante":
            ui.click(r.center)
    ui.button("OK")
    assert sel.gauntlet_options.best_of == 1 and sel.gauntlet_options.level == "magician" and sel.gauntlet_options.ante
    assert sel.difficulty() > before
    ui.button("Start Gauntlet")
    lad = ui.top
    assert isinstance(lad, GauntletScene)
    g = ui.session.gauntlet
    first = g.next_opponent
    assert first.difficulty == min(d.difficulty for d in g.opponents)
    ui.button("Play Match 1")
    assert isinstance(ui.top, FirstPlayScene)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)
    table = ui.app.find(DuelScene)
    assert table is not None and table.c.deck_names == ("Serra's Host", first.name) and table.c.level == "magician"
    assert table.c.g.rules["ante"] is True
    saved = load_gauntlet()                              # progress kept on disk for the next session
    assert saved is not None and saved.current is not None and saved.current.config.opponent_deck.name == first.name


def test_resume_an_autosaved_duel_after_a_kill(ui):
    from game.decks import ai_deck
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.mulligan import MulliganScene
    ui.session.start_single(ai_deck("Serra's Host"), ai_deck("Wurm Fire"), "apprentice", 1, False)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)                              # play first
    c = ui.session.controller
    ui.until(lambda: isinstance(ui.top, MulliganScene) and c.human_decision() is not None)
    ui.key(pygame.K_RETURN)                              # keep
    ui.until(lambda: c.human_decision() is not None and c.human_decision().kind == "priority"
             and c.intent is None and isinstance(ui.top, DuelScene))
    ui.key(pygame.K_F2)                                  # pass to the next turn: the computer plays its turn
    ui.until(lambda: c.g.turn >= 2 and c.human_decision() is not None and c.intent is None, 30)
    ui.until(lambda: len(ui.session.autosave().actions) == len(c.history), 5)     # the autosave caught up
    where = c.g.state_hash()
    # killed: no quit, no clean-up; a new program starts on the title menu
    again = UI(seed=9)
    assert "resume" in [item.key for _, item in again.top.rows]
    again.menu("resume")
    table = again.top
    assert isinstance(table, DuelScene)
    g = table.c.g
    assert g.state_hash() == where
    assert g.players[0].hand == c.g.players[0].hand and g.players[0].library == c.g.players[0].library
    assert g.rng.state == c.g.rng.state


def test_a_corrupt_file_is_moved_aside_with_a_message_on_the_title(tmp_path):
    import os
    from pathlib import Path
    from game.storage.files import take_notices
    from game.ui.scenes.common import MessageDialog
    from game.ui.scenes.title import TitleScene
    take_notices()
    data = Path(os.environ["MANA_DUEL_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    (data / "gauntlet.json").write_text("{half a file")
    ui = UI()
    dlg = ui.top
    assert isinstance(dlg, MessageDialog) and "gauntlet.json" in " ".join(dlg.lines)
    assert any(p.name.startswith("gauntlet.json.corrupt-") for p in data.iterdir())
    ui.button("OK")
    assert isinstance(ui.top, TitleScene) and "continue_gauntlet" not in [i.key for _, i in ui.top.rows]


def test_best_of_three_loser_chooses_and_sideboards_between_games(ui):
    from dataclasses import replace
    from game.decks import ai_deck
    from game.decks.decklist import DeckEntry
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.match import MatchScene
    from game.ui.scenes.sideboard import SideboardScene
    deck = replace(ai_deck("Serra's Host"), sideboard=[DeckEntry(2, "Shatter")])
    ui.session.start_single(deck, ai_deck("Wurm Fire"), "apprentice", 3, False)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)
    table = ui.app.find(DuelScene)
    table.c.concede()                                    # lose game 1
    ui.until(lambda: isinstance(ui.top, EndScene), 5)
    ui.button("Continue")
    m = ui.top
    assert isinstance(m, MatchScene) and ui.session.match.wins == (0, 1)
    labels = [b.label for b in m.buttons]
    assert "Play first" in labels and "Draw first" in labels          # you lost: you choose (CR 103.1)
    ui.button("Sideboard…")
    sb = ui.top
    assert isinstance(sb, SideboardScene)
    shatter = next(r for r, name, where in sb.rows if name == "Shatter" and where == "side")
    ui.click(shatter.center)
    lions = next(r for r, name, where in sb.rows if name == "Savannah Lions" and where == "main")
    ui.click(lions.center)
    ui.button("Done")
    assert {e.name: e.count for e in ui.session.match.player_deck.main}["Shatter"] == 1
    ui.button("Draw first")
    table = ui.app.find(DuelScene)
    assert table is not None and table.c.g.first_player == 1
    names = [table.c.g.objects[o].card.name for p in ("library", "hand") for o in getattr(table.c.g.players[0], p)]
    assert names.count("Shatter") == 1 and names.count("Savannah Lions") == 3


def test_commander_is_cast_from_the_command_zone_with_a_click(pool):
    from game.ai import make_player
    from game.engine.game import add_card
    from game.engine.game import Game
    from game.ui.app import App
    from game.ui.controller import DuelController
    from game.ui.scenes.duel import DuelScene
    g = Game(seed=3, rules={"format": "commander"})
    for p in (0, 1):
        for _ in range(8):
            add_card(g, pool.get("Forest"), p, "library")
    cmd = add_card(g, pool.get("Stangg"), 0, "command")
    g.objects[cmd].is_commander = True
    g.players[0].commander = cmd
    for name in ("Mountain", "Mountain", "Forest", "Forest", "Forest", "Mountain"):
        add_card(g, pool.get(name), 0, "battlefield")
    g.turn, g.active, g.started = 3, 0, True
    g.begin_at("main1")
    settings = Settings()
    settings.ai_pace, settings.animations = 0.0, False
    app = App((1600, 900), settings)
    c = DuelController(g, human=0, ai=make_player("apprentice", 1), settings=settings, threaded=False)
    c.intent = None
    scene = DuelScene(c)
    app.push(scene)
    app.pump(3, 1 / 60)
    assert g.players[0].life == 40
    pt = scene.point_of(("obj", cmd))
    assert pt is not None, "the commander is shown with your hand"
    for _ in range(2):                                   # double-click: cast with automatic payment
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pt, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pt, button=1))
        app.pump(1, 1 / 60)
    app.pump(3, 1 / 60)
    # cast (with nothing to respond with, your own spell resolves without "Done")
    assert g.objects[cmd].zone in ("stack", "battlefield") and g.players[0].commander_casts == 1
    pygame.event.clear()


def test_the_practice_rewind_is_an_option_of_the_title_menu_and_is_kept():
    from game.storage.settings import load_settings
    ui = UI()
    opts = ui.options()
    rect = next(r for r, kind, val in opts.hits if kind == "check" and val == "practice")
    ui.click(rect.center)
    ui.button("OK")
    assert ui.settings.practice
    assert load_settings().practice


@pytest.mark.parametrize("change", [lambda d: d.update(human=5), lambda d: d.update(first_player=9),
                                    lambda d: d["actions"].append([0, "play"]),
                                    lambda d: d["actions"].append([0, "concede 7"]),
                                    lambda d: d.update(level="grandmaster"), lambda d: d.update(match={})])
def test_a_damaged_autosave_never_stops_the_game_starting(change):
    import json
    from game.decks import ai_deck
    from game.modes.saves import SavedDuel, autosave_path, save_autosave
    from game.storage.files import take_notices
    from game.ui.scenes.common import MessageDialog
    from game.ui.scenes.title import TitleScene
    take_notices()
    save_autosave(SavedDuel(7, {}, 0, (ai_deck("Serra's Host"), ai_deck("Wurm Fire")), actions=[(0, "choose true")]))
    doc = json.loads(autosave_path().read_text())
    change(doc["data"])
    autosave_path().write_text(json.dumps(doc))
    ui = UI()
    dlg = ui.top
    assert isinstance(dlg, MessageDialog) and "autosave.json" in " ".join(dlg.lines)
    assert not autosave_path().exists()
    assert any(p.name.startswith("autosave.json.corrupt-") for p in autosave_path().parent.iterdir())
    ui.button("OK")
    assert isinstance(ui.top, TitleScene) and "resume" not in [i.key for _, i in ui.top.rows]


def test_the_mulligan_screen_counts_the_cards_each_mulligan_puts_on_the_bottom(ui):
    """London mulligan (CR 103.5): after N mulligans, keeping puts N cards on the bottom."""
    from game.decks import ai_deck
    from game.ui.scenes.mulligan import MulliganScene
    ui.session.start_single(ai_deck("Serra's Host"), ai_deck("Wurm Fire"), "apprentice", 1, False)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)                              # play first
    c = ui.session.controller
    ui.until(lambda: isinstance(ui.top, MulliganScene) and c.human_decision() is not None)
    assert "After a mulligan you would put 1 card on the bottom" in ui.top.status_line()
    ui.key(pygame.K_m)                                   # first mulligan
    ui.until(lambda: c.human_decision() is not None and c.human_decision().purpose == "mulligan")
    assert "Keeping puts 1 card on the bottom; another mulligan, 2 cards" in ui.top.status_line()
    ui.key(pygame.K_m)                                   # second mulligan
    ui.until(lambda: c.human_decision() is not None and c.human_decision().purpose == "mulligan")
    assert "Keeping puts 2 cards on the bottom; another mulligan, 3 cards" in ui.top.status_line()
    ui.key(pygame.K_RETURN)                              # keep: choose two for the bottom
    ui.until(lambda: c.human_decision() is not None and c.human_decision().purpose == "bottom")
    assert ui.top.status_line().startswith("Choose 2 cards to put on the bottom")


def test_resume_keeps_the_duels_clock_life_history_replay_date_and_practice_undo(ui):
    import time as _time
    from game.decks import ai_deck
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.mulligan import MulliganScene
    ui.session.settings.practice = True
    ui.session.start_single(ai_deck("Serra's Host"), ai_deck("Wurm Fire"), "apprentice", 1, False)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)                              # play first
    c = ui.session.controller
    ui.until(lambda: isinstance(ui.top, MulliganScene) and c.human_decision() is not None)
    ui.key(pygame.K_RETURN)                              # keep
    ui.until(lambda: c.human_decision() is not None and c.human_decision().kind == "priority"
             and c.intent is None and isinstance(ui.top, DuelScene))
    for _ in range(2):                                   # two turns of the computer's
        ui.key(pygame.K_F2)
        ui.until(lambda: c.human_decision() is not None and c.intent is None, 40)
    c.started_at -= 660                                  # eleven minutes into the duel
    c.recorder.started = "2026-01-02 03:04:05"
    c.version += 1                                       # (the autosave writes what changed)
    ui.until(lambda: ui.session.autosave() is not None and ui.session.autosave().elapsed > 600, 5)
    life, undo, history = list(c.life_history), len(c.undo), len(c.history)
    auto = set(c.recorder.automatic)
    assert undo > 0 and auto
    again = UI(seed=9)
    again.session.settings.practice = True
    again.menu("resume")
    table = again.top
    assert isinstance(table, DuelScene)
    r = table.c
    assert _time.time() - r.started_at >= 660                       # the clock goes on from the save
    assert r.life_history == life                                   # the life graph is the duel's
    assert r.recorder.started == "2026-01-02 03:04:05"              # the replay is dated at the duel's start
    assert r.recorder.automatic == auto
    assert len(r.history) == history and len(r.undo) == undo        # practice undo has its history
    turn = r.g.turn
    assert r.rewind(turn=True) is None and r.g.turn < turn


def test_builder_filters_by_the_sets_a_card_was_printed_in(ui):
    """The set filter offers every classic set; a card counts for each set that printed it
    (Lightning Bolt: Alpha to Fourth Edition), and sets combine as any of them."""
    from game.cards.printings import printing
    from game.ui.scenes.deckbuilder import DeckBuilderScene
    ui.menu("builder")
    b = ui.top
    assert isinstance(b, DeckBuilderScene)
    ui.click(b.chip_rect("set"))
    labels = [e.label for e in b.menu.entries]
    assert "Arabian Nights (ARN)" in labels and "The Dark (DRK)" in labels and "Other sets" in labels
    ui.click(b.menu.rect.move(0, 0).topleft)   # the title row: the menu closes, nothing chosen
    ui.click(b.chip_rect("set"))
    legends = next(r for i, e, r in b.menu._rows() if e.label == "Legends (LEG)")
    ui.click(legends.center)
    names = {c.name for c in b.results}
    assert names and all(printing(n).in_set("LEG") for n in names)
    assert "Abomination" in names                      # Legends and Fourth Edition
    assert "Lightning Bolt" not in names
    assert b.set_label() == "Set: Legends"
    ui.click(b.chip_rect("set"))
    alpha = next(r for i, e, r in b.menu._rows() if e.label == "Limited Edition Alpha (LEA)")
    ui.click(alpha.center)
    names = {c.name for c in b.results}
    assert {"Lightning Bolt", "Abomination"} <= names
    assert b.set_label() == "Sets: LEA, LEG"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_options_row_labels_and_chips_stay_apart_and_inside_their_column(size):
    from game.ui import theme
    from game.ui.scenes.options import ROW_LABELS
    opts = UI(size=size).options()
    s, col = opts.s, opts.cols[0]
    label_end = col.x + int(14 * s) + max(theme.text_font("ui_bold", int(16 * s)).size(t)[0] for t, _ in ROW_LABELS)
    for r, kind, _ in opts.hits:
        if kind in ("layout", "background", "speed", "pace"):
            assert r.x > label_end and r.right <= col.right, (size, kind, r, label_end, col)
