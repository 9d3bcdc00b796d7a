"""The deck import dialog (pygame_gui, themed like the table): a file dialog with a path field
that opens in a sensible folder, and a box to paste a deck list — driven by real events."""
from __future__ import annotations

import pygame
import pytest

from game.ui import clipboard
from tests.ui.import_dialog import click_widget, open_import, pick_file, type_path
from tests.ui.test_modes import _deck_text, ui  # noqa: F401  (the session's fixture)


@pytest.fixture
def board(monkeypatch):
    held = {"text": ""}
    monkeypatch.setattr(clipboard, "get_text", lambda: held["text"])
    return held


def test_a_deck_file_picked_in_the_file_dialog_is_imported(ui, tmp_path):
    (tmp_path / "fire.txt").write_text(_deck_text())
    b, dlg = open_import(ui, tmp_path)
    assert dlg.files.current_directory_path == str(tmp_path.resolve())
    pick_file(ui, dlg, "fire.txt")
    assert ui.top is b
    assert b.draft.size == 60 and b.draft.count("Lightning Bolt") == 4


def test_only_folders_and_deck_files_are_listed_and_no_file_can_be_deleted(ui, tmp_path):
    (tmp_path / "fire.txt").write_text(_deck_text())
    (tmp_path / "burn.dck").write_text("[Main]\n4 Lightning Bolt\n")
    (tmp_path / "photo.png").write_bytes(b"\x89PNG")
    (tmp_path / "more").mkdir()
    _, dlg = open_import(ui, tmp_path)
    names = {item["text"] for item in dlg.files.file_selection_list.item_list}
    assert {"fire.txt", "burn.dck", "more"} <= names and "photo.png" not in names
    assert not dlg.files.delete_button.visible


def test_a_path_typed_in_the_path_field_imports_the_file(ui, tmp_path):
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    (deep / "fire.txt").write_text(_deck_text())
    b, dlg = open_import(ui, tmp_path)
    type_path(ui, dlg, str(deep / "fire.txt"))
    click_widget(ui, dlg.files.ok_button)
    ui.pump(3)
    assert b.draft.size == 60


def test_a_folder_typed_in_the_path_field_opens_it(ui, tmp_path):
    deep = tmp_path / "x" / "y"
    deep.mkdir(parents=True)
    (deep / "burn.dck").write_text("[Main]\n4 Lightning Bolt\n")
    _, dlg = open_import(ui, tmp_path)
    type_path(ui, dlg, str(deep))
    assert dlg.files.current_directory_path == str(deep)
    assert [i["text"] for i in dlg.files.file_selection_list.item_list] == ["burn.dck"]


def test_the_dialog_first_opens_in_downloads_and_then_where_the_last_deck_came_from(ui, tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / "Downloads").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    b, dlg = open_import(ui)
    assert dlg.files.current_directory_path == str((home / "Downloads").resolve())
    ui.key(pygame.K_ESCAPE)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "fire.txt").write_text(_deck_text())
    b.import_path(elsewhere / "fire.txt")
    _, dlg = open_import(ui)
    assert dlg.files.current_directory_path == str(elsewhere.resolve())


def test_a_deck_list_pasted_in_the_box_is_imported(ui, board):
    b, dlg = open_import(ui)
    board["text"] = "4 Lightning Bolt\r\n4 Hill Giant\r\n52 Mountain\r\n"
    click_widget(ui, dlg.paste_button)
    assert "4 Hill Giant" in dlg.paste_box.get_text()
    click_widget(ui, dlg.import_button)
    assert ui.top is b
    assert b.draft.size == 60 and b.draft.count("Hill Giant") == 4


def test_a_deck_list_typed_in_the_box_is_imported(ui):
    b, dlg = open_import(ui)
    click_widget(ui, dlg.paste_box)
    ui.type("4 Lightning Bolt")
    ui.key(pygame.K_RETURN)
    ui.type("56 Mountain")
    click_widget(ui, dlg.import_button)
    assert b.draft.size == 60 and b.draft.count("Lightning Bolt") == 4


def test_an_empty_clipboard_or_box_says_so_and_keeps_the_deck(ui, board):
    b, dlg = open_import(ui)
    before = b.draft.size
    click_widget(ui, dlg.paste_button)
    assert ui.top is dlg and "no text" in dlg.hint.text
    click_widget(ui, dlg.import_button)
    assert ui.top is dlg and "first" in dlg.hint.text
    assert b.draft.size == before


@pytest.mark.parametrize("how", ["cancel", "files cancel", "escape"])
def test_cancel_closes_the_dialog_and_changes_nothing(ui, tmp_path, how):
    b, dlg = open_import(ui, tmp_path)
    before = b.draft.size
    if how == "cancel":
        click_widget(ui, dlg.cancel_button)
    elif how == "files cancel":
        click_widget(ui, dlg.files.cancel_button)
    else:
        ui.key(pygame.K_ESCAPE)
    ui.pump(2)
    assert ui.top is b and b.draft.size == before


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (2560, 1440)])
def test_the_dialog_fits_the_window_and_its_words_are_readable(size, tmp_path):
    from game.ui import theme
    from tests.ui.test_modes import UI
    ui = UI(size)
    for name in ("a.txt", "b.dck", "c.txt"):
        (tmp_path / name).write_text("4 Lightning Bolt\n")
    _, dlg = open_import(ui, tmp_path)
    s = min(size[0] / 1920, size[1] / 1080)
    rows = [i["button_element"].get_abs_rect() for i in dlg.files.file_selection_list.item_list
            if i.get("button_element") is not None]
    assert len(rows) == 3
    assert all(r.h >= theme.text_px(17 * s) for r in rows)           # a row as tall as its words
    assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])
    window = pygame.Rect((0, 0), size)
    parts = [dlg.files.get_abs_rect(), dlg.paste_box.get_abs_rect(), dlg.import_button.get_abs_rect(),
             dlg.paste_button.get_abs_rect(), dlg.cancel_button.get_abs_rect(), dlg.files.ok_button.get_abs_rect()]
    assert all(window.contains(r) for r in parts)
    assert not dlg.files.get_abs_rect().colliderect(dlg.paste_box.get_abs_rect())
    from game.ui import gui
    sizes = [int(block["font"]["size"]) for block in gui.theme_for(min(size[0] / 1920, size[1] / 1080)).values()
             if "font" in block]
    assert sizes and min(sizes) >= theme.MIN_TEXT_PX
    pygame.event.clear()
