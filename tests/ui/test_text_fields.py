"""Text fields, driven by real key, text and mouse events: a selection, select-all, the
clipboard, a path pasted in the export dialog (the import dialog: test_import_dialog.py).
(The dummy video driver has no clipboard: the clipboard's getter and setter stand in.)"""
from __future__ import annotations

import pygame
import pytest

from game.ui import clipboard
from tests.ui.test_modes import ui  # noqa: F401  (the session's fixture)

CTRL = pygame.KMOD_CTRL
SHIFT = pygame.KMOD_SHIFT


@pytest.fixture
def board(monkeypatch):
    """A stand-in clipboard: what was copied, and what a paste gives."""
    held = {"text": ""}
    monkeypatch.setattr(clipboard, "get_text", lambda: held["text"])
    monkeypatch.setattr(clipboard, "put_text", lambda text: held.__setitem__("text", text))
    return held


def _search(ui):
    ui.menu("builder")
    b = ui.top
    ui.click(b.search.rect.center)
    return b


def test_ctrl_a_then_typing_replaces_the_whole_search(ui):
    b = _search(ui)
    ui.type("hill giant")
    ui.key(pygame.K_a, CTRL)
    ui.type("bolt")
    assert b.search.text == "bolt"
    assert "Lightning Bolt" in [c.name for c in b.results]


def test_shift_home_selects_to_the_start_and_backspace_deletes_it(ui):
    b = _search(ui)
    ui.type("giant growth")
    for _ in range(7):
        ui.key(pygame.K_LEFT, frames=0)
    ui.key(pygame.K_HOME, SHIFT)
    assert b.search.selected_text() == "giant"
    ui.key(pygame.K_BACKSPACE)
    assert b.search.text == " growth"
    ui.key(pygame.K_END, frames=0)
    ui.key(pygame.K_LEFT, SHIFT, frames=0)
    ui.key(pygame.K_LEFT, SHIFT)
    assert b.search.selected_text() == "th"


def test_copy_and_paste_with_the_clipboard(ui, board):
    b = _search(ui)
    ui.type("serra angel")
    ui.key(pygame.K_a, CTRL)
    ui.key(pygame.K_c, CTRL)
    assert board["text"] == "serra angel"
    board["text"] = "Shivan\nDragon"                  # a line break pasted into one line becomes a space
    ui.key(pygame.K_v, CTRL)
    assert b.search.text == "Shivan Dragon"
    assert [c.name for c in b.results] == ["Shivan Dragon"]


def test_a_selection_dragged_with_the_mouse_is_replaced_by_typing(ui):
    b = _search(ui)
    ui.type("wrath of god")
    ui.pump(1)                                         # drawn: the field knows where its letters are
    f = b.search
    y = f.rect.centery
    start, end = f._text_x[0], f._text_x[0] + 400     # from the first letter to past the last
    ui.post(pygame.MOUSEBUTTONDOWN, pos=(start, y), button=1)
    ui.post(pygame.MOUSEMOTION, pos=(end, y), rel=(0, 0), buttons=(1, 0, 0))
    ui.post(pygame.MOUSEBUTTONUP, pos=(end, y), button=1)
    ui.pump(2)
    assert f.selected_text() == "wrath of god"
    ui.type("crusade")
    assert f.text == "crusade"


def _open_export(ui, folder):
    from game.ui.scenes.common import FilePicker
    ui.menu("builder")
    b = ui.top
    b.last_folder = folder
    ui.button("Export…")
    assert isinstance(ui.top, FilePicker) and ui.top.mode == "save"
    return b, ui.top


def test_a_folder_pasted_in_the_export_dialogs_path_field_opens_it(ui, tmp_path, board):
    deep = tmp_path / "x" / "y"
    deep.mkdir(parents=True)
    (deep / "burn.dck").write_text("[Main]\n4 Lightning Bolt\n")
    _, picker = _open_export(ui, tmp_path)
    ui.click(picker.path_field.rect.center)
    ui.key(pygame.K_a, CTRL)
    board["text"] = str(deep)
    ui.key(pygame.K_v, CTRL)
    ui.key(pygame.K_RETURN)
    assert picker.folder == deep.resolve()
    assert [e[0] for e in picker.entries if not e[2]] == ["burn.dck"]


def test_the_export_dialog_offers_the_players_decks_folder(ui, tmp_path):
    _, picker = _open_export(ui, tmp_path)
    chip = next(r for (r, folder), (label, _) in zip(picker.place_chips, picker.places) if label == "Your decks")
    ui.click(chip.center)
    assert picker.folder == ui.session.store.folder.resolve()
