"""Card files left out of the pool are named on the title screen (not only in a terminal), and a
deck file that is not a deck list is refused by the deck builder's import with its reason."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.cards import default_pool, use_own_cards
from game.storage import own_cards_dir
from game.ui import theme

from .test_modes import UI


@pytest.fixture(autouse=True)
def _no_file_notices():
    from game.storage.files import take_notices
    take_notices()                  # messages left by other tests' files would cover the title
    yield
    pygame.event.clear()


@pytest.fixture
def own_cards():
    folder = own_cards_dir()
    folder.mkdir(parents=True)
    use_own_cards(folder)
    yield folder
    use_own_cards(None)


def test_card_files_left_out_are_listed_on_the_title_screen(own_cards: Path) -> None:
    from game.ui.scenes.title import TitleScene
    (own_cards / "five.yaml").write_text('name: Five\ntype: 5\ntext: ""\n', encoding="utf-8")
    (own_cards / "bolt.yaml").write_text('name: Lightning Bolt\ntype: Instant\ntext: ""\n', encoding="utf-8")
    (own_cards / "ember.yaml").write_text('name: Ember Kin\ntype: Creature — Elemental\ncost: "{R}"\npt: 1/1\n'
                                          'text: ""\n', encoding="utf-8")
    ui = UI()
    title = ui.top
    assert isinstance(title, TitleScene)
    ui.post(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    ui.pump(2)
    files = {f.file: f for f in title.left_out()}
    assert set(files) == {"cards/five.yaml", "cards/bolt.yaml"}
    assert files["cards/five.yaml"].where == "line 2" and files["cards/five.yaml"].why.startswith("type: expected")
    assert "a card of your own can't replace it" in files["cards/bolt.yaml"].why
    rect = title.notice_rect
    assert rect is not None and ui.app.screen.get_rect().contains(rect)
    assert ui.app.screen.get_at((rect.centerx, rect.top))[:3] == theme.DANGER     # the panel's red edge
    assert not any(rect.colliderect(r) for r, _ in title.rows)                   # the menu stays clear
    assert "Ember Kin" in default_pool() and "3 damage" in default_pool().get("Lightning Bolt").text
    ui.key(pygame.K_DOWN)                                                         # the menu still answers
    assert title.focus == 1


def test_no_notice_when_every_card_file_loads(own_cards: Path) -> None:
    (own_cards / "ember.yaml").write_text('name: Ember Kin\ntype: Creature — Elemental\ncost: "{R}"\npt: 1/1\n'
                                          'text: ""\n', encoding="utf-8")
    ui = UI()
    assert ui.top.left_out() == [] and ui.top.notice_rect is None


def test_importing_a_binary_file_as_a_deck_is_refused_with_its_reason(tmp_path: Path) -> None:
    from game.ui.scenes.common import MessageDialog
    from tests.ui.import_dialog import open_import, pick_file
    src = tmp_path / "imports"
    src.mkdir()
    (src / "picture.dck").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    ui = UI()
    _, dlg = open_import(ui, src)
    pick_file(ui, dlg, "picture.dck")
    dlg = ui.top
    assert isinstance(dlg, MessageDialog) and dlg.title == "Can't import the deck"
    assert "picture.dck: not a deck list: binary data (a NUL byte on line 3)" in " ".join(dlg.lines)
    pygame.event.clear()


@pytest.fixture(scope="module")
def pool_without_bolt(tmp_path_factory):
    """The shipped pool with the Lightning Bolt file damaged (so it is left out)."""
    import shutil
    from game.cards import load_pool
    from game.cards.loader import CARDS_DIR
    folder = tmp_path_factory.mktemp("damaged") / "cards"
    shutil.copytree(CARDS_DIR, folder)
    (folder / "l" / "lightning_bolt.yaml").write_bytes(b"name: Lightning Bolt\ntype: \xff\n")
    pool = load_pool(folder)
    assert "Lightning Bolt" not in pool and len(pool.left_out) == 1
    return pool


def test_a_prebuilt_deck_needing_a_card_left_out_is_not_offered(pool_without_bolt) -> None:
    from game.decks import ai_decks, commander_decks
    from game.ui.app import App
    from game.ui.session import Session
    from game.storage.settings import Settings
    app = App((1280, 720), Settings())
    session = Session(app, Settings(), pool=pool_without_bolt, threaded=False, seed=1)
    offered = {c.deck.name for c in session.deck_choices("normal")} | {
        c.deck.name for c in session.deck_choices("commander")}
    needing_bolt = {d.name for d in ai_decks() + commander_decks()
                    if any(e.name == "Lightning Bolt" for e in d.main)}
    assert needing_bolt and not needing_bolt & offered
    assert {d.name for d in ai_decks()} - needing_bolt <= offered


def test_a_headless_duel_refuses_a_deck_needing_a_card_left_out(pool_without_bolt, monkeypatch, capsys) -> None:
    import game.__main__ as entry
    monkeypatch.setattr(entry, "default_pool", lambda: pool_without_bolt)
    assert entry.main(["--headless", "--p1", "apprentice", "--deck1", "Wurm Fire", "--turns", "1"]) == 2
    err = capsys.readouterr().err
    assert "card error: " in err and "lightning_bolt.yaml:2:7: (file): not UTF-8 text" in err
    assert "the deck Wurm Fire can't be played: Lightning Bolt is not in the card pool" in err


def test_text_of_only_invisible_characters_draws_as_nothing() -> None:
    from game.ui.app import App
    from game.ui.widgets import text_surface
    from game.storage.settings import Settings
    App((640, 360), Settings())
    assert text_surface("\u200b", "ui", 16).get_width() == 0


def test_a_very_long_line_is_cut_to_fit_with_an_ellipsis() -> None:
    from game.ui.app import App
    from game.ui.widgets import fit_text, text_surface
    from game.storage.settings import Settings
    App((640, 360), Settings())
    cut = fit_text("word " * 100_000, "ui", 14, 300)
    assert cut.endswith("…") and 280 < text_surface(cut, "ui", 14).get_width() <= 300
