"""The game as installed on a desktop: its version, its files found wherever it is started
from, its window's name and icon, and its application menu entry.  (The wheel itself is
built, installed and played by tools/wheel_smoke.sh, which .ci/run runs.)"""
from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

import game
from game import desktop, resources
from game.__main__ import main

REPO = Path(__file__).resolve().parents[2]


def test_version_is_printed_by_mana_duel_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"Mana Duel {game.__version__}"


def test_pyproject_takes_the_version_from_the_package():
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text and 'version = {attr = "game.version.__version__"}' in text
    assert "\nversion =" not in text.split("[tool.setuptools.dynamic]")[0]


def test_a_checkout_reads_the_files_where_they_are_edited():
    assert resources.CARDS_DIR == REPO / "cards"
    assert resources.AI_DECKS_DIR == REPO / "decks" / "ai"
    assert resources.FONTS_DIR == REPO / "assets" / "fonts"


def test_every_shipped_folder_the_game_reads_exists():
    for folder in (resources.CARDS_DIR, resources.AI_DECKS_DIR, resources.COMMANDER_DECKS_DIR,
                   resources.FONTS_DIR, resources.ICONS_DIR):
        assert folder.is_dir(), folder
    assert resources.PRINTINGS.is_file()
    assert any(resources.CARDS_DIR.rglob("*.yaml")) and any(resources.AI_DECKS_DIR.glob("*.txt"))


def test_the_build_ships_the_folders_that_resources_reads():
    """setup.py copies what game/resources.py looks for; the two lists must agree."""
    tree = ast.parse((REPO / "setup.py").read_text(encoding="utf-8"))
    built = next(ast.literal_eval(node.value) for node in tree.body
                 if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "FOLDERS")
    assert built == resources.FOLDERS


def test_the_pool_and_decks_load_from_another_folder(tmp_path, monkeypatch):
    from game.cards import load_pool
    from game.decks import ai_decks
    monkeypatch.chdir(tmp_path)
    pool = load_pool()
    assert len(pool) == len(list(resources.CARDS_DIR.rglob("*.yaml"))) and not pool.errors
    assert ai_decks()


def test_a_cards_fingerprint_is_the_same_from_any_folder(tmp_path, monkeypatch):
    from game.cards import load_card_file
    from game.cards.fingerprint import _CARD_FP, card_fingerprint
    card = load_card_file(resources.CARDS_DIR / "l" / "lightning_bolt.yaml")
    here = card_fingerprint(card)
    _CARD_FP.clear()
    monkeypatch.chdir(tmp_path)
    again = load_card_file(resources.CARDS_DIR / "l" / "lightning_bolt.yaml")
    _CARD_FP.clear()
    assert card_fingerprint(again) == here
    # the fingerprint is of the file, not of the fallback (name and text)
    import hashlib
    assert here == hashlib.sha256((resources.CARDS_DIR / "l" / "lightning_bolt.yaml").read_bytes()).hexdigest()[:8]


def test_the_window_is_called_mana_duel_with_its_icon(tmp_path, monkeypatch):
    monkeypatch.setenv("MANA_DUEL_DATA_DIR", str(tmp_path))
    import pygame
    from game.ui.app import APP_NAME, WINDOW_ICON, App
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")   # what pygame sets from sys.argv[0]
    App((640, 360))
    assert APP_NAME == "Mana Duel"
    assert pygame.display.get_caption()[0] == "Mana Duel"
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "Mana Duel"
    assert os.environ["SDL_APP_NAME"] == "Mana Duel"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == desktop.DESKTOP_ID
    assert pygame.image.load(str(resources.ICONS_DIR / WINDOW_ICON)).get_size() == (64, 64)


def test_install_desktop_places_the_menu_entry_and_every_icon_size(tmp_path):
    written = desktop.install(tmp_path)
    entry = tmp_path / "applications" / "mana-duel.desktop"
    assert entry in written
    text = entry.read_text(encoding="utf-8")
    assert "\nName=Mana Duel\n" in text and "\nIcon=mana-duel\n" in text
    assert "\nStartupWMClass=Mana Duel\n" in text      # the class the window announces
    command = next(line for line in text.splitlines() if line.startswith("Exec="))[len("Exec="):]
    assert command == "mana-duel" or command.endswith(" -m game")   # the command, or this Python running it
    for size in desktop.ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "mana-duel.png"
        assert icon.read_bytes() == (resources.ICONS_DIR / f"mana-duel-{size}.png").read_bytes()


def test_remove_desktop_takes_out_what_install_placed(tmp_path):
    written = desktop.install(tmp_path)
    assert sorted(desktop.remove(tmp_path)) == sorted(written)
    assert not any(p.exists() for p in written)
    assert desktop.remove(tmp_path) == []
