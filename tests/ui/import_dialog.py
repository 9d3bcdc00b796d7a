"""Driving the deck import dialog (pygame_gui widgets, game.ui.scenes.importdeck) with real
mouse, key and text events, as a player does."""
from __future__ import annotations

from pathlib import Path

import pygame

CTRL = pygame.KMOD_CTRL


def open_import(ui, folder: Path | None = None):
    """The deck builder, and its import dialog opened from the Import… button (opening in
    `folder` as the folder a deck was last imported from)."""
    from game.ui.scenes.importdeck import ImportDeckScene
    if type(ui.top).__name__ != "DeckBuilderScene":
        ui.menu("builder")
    b = ui.top
    if folder is not None:
        b.recent_folders = [folder]
    ui.button("Import…")
    if type(ui.top).__name__ == "ConfirmDialog":         # the deck in the builder has unsaved changes
        ui.button("Discard")
    assert isinstance(ui.top, ImportDeckScene), type(ui.top).__name__
    ui.pump(2)
    return b, ui.top


def click_widget(ui, element, frames: int = 3) -> None:
    ui.click(element.get_abs_rect().center, frames=frames)


def file_row(dialog, name: str):
    """The row of the file list showing `name`."""
    for item in dialog.files.file_selection_list.item_list:
        if item["text"] == name and item.get("button_element") is not None:
            return item["button_element"]
    raise AssertionError(f"no row {name!r}: {[i['text'] for i in dialog.files.file_selection_list.item_list]}")


def pick_file(ui, dialog, name: str) -> None:
    """Click the file's row, then OK."""
    click_widget(ui, file_row(dialog, name))
    click_widget(ui, dialog.files.ok_button)
    ui.pump(3)


def type_path(ui, dialog, path: str) -> None:
    """Click the path field, select all, type the path and press Enter."""
    click_widget(ui, dialog.files.file_path_text_line)
    ui.key(pygame.K_a, CTRL)
    ui.type(path)
    ui.key(pygame.K_RETURN, frames=3)
