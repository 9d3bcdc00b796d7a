"""Import a deck: a deck file picked in a file dialog, or a deck list pasted in a text box.

Both are pygame_gui widgets (game.ui.gui) themed like the table: the file dialog has a path
field (type or paste a folder or a file, Enter) and opens in the folder decks were last
imported from — else the player's Downloads, else the game's own decks folder — never in an
empty home folder to be clicked through; the text box takes a whole list (typed, or pasted
with Ctrl+V or the "Paste from clipboard" button), read as a file's text would be.  The
delete-file button pygame_gui's dialog offers is hidden: importing never removes a file.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextEntryBox
from pygame_gui.windows import UIFileDialog

from .. import clipboard, gui, theme
from ..app import Scene

DECK_SUFFIXES = {".txt", ".dck", ".dec"}


class ImportDeckScene(Scene):
    opaque = False
    modal = True

    def __init__(self, folder: Path, on_pick: Callable[[Path], Any], on_text: Callable[[str], Any]) -> None:
        super().__init__()
        self.folder = folder
        self.on_pick = on_pick
        self.on_text = on_text
        self.manager: pygame_gui.UIManager | None = None
        self.files: UIFileDialog | None = None
        self.paste_box: UITextEntryBox | None = None
        self.hint: UILabel | None = None
        self.paste_button: UIButton | None = None
        self.import_button: UIButton | None = None
        self.cancel_button: UIButton | None = None
        self.closed = False

    # --- building --------------------------------------------------------------------------
    def on_enter(self) -> None:
        assert self.app is not None
        self.on_resize(self.app.screen.get_size())

    def on_resize(self, size: tuple[int, int]) -> None:
        typed = self.paste_box.get_text() if self.paste_box is not None else ""
        folder = Path(self.files.current_directory_path) if self.files is not None else self.folder
        W, H = size
        s = min(W / 1920, H / 1080)
        self.manager = gui.manager(size, s)
        box = pygame.Rect(0, 0, min(W - 32, int(1560 * s)), min(H - 32, int(900 * s)))
        box.center = (W // 2, H // 2)
        gap = max(12, int(20 * s))
        left = pygame.Rect(box.x, box.y, int(box.w * 0.55), box.h)
        right = pygame.Rect(left.right + gap, box.y, box.right - left.right - gap, box.h)
        with gui.keeping_locale():
            self.files = UIFileDialog(left, self.manager, window_title="Import a deck file",
                                      allowed_suffixes=DECK_SUFFIXES, initial_file_path=str(folder),
                                      allow_existing_files_only=True, object_id="#import_files")
        self.files.delete_button.hide()
        # the file list's rows are made as tall as its words (pygame_gui's rows are 20 px)
        rows = self.files.file_selection_list
        rows.list_item_height = max(20, int(theme.text_px(17 * s) * 1.45))
        rows.set_item_list(self.files.current_file_list)
        self.files.set_blocking(False)
        pad = max(10, int(18 * s))
        row = max(36, int(46 * s))
        panel = UIPanel(right, manager=self.manager, object_id="#paste_panel")
        inner_w = right.w - 2 * pad - 4
        UILabel(pygame.Rect(pad, pad, inner_w, row), "Paste a deck list", self.manager, container=panel,
                object_id="#heading")
        self.hint = UILabel(pygame.Rect(pad, pad + row, inner_w, row),
                            "One card a line: “4 Lightning Bolt”.",
                            self.manager, container=panel, object_id="#hint")
        box_top = pad + 2 * row + pad // 2
        box_h = right.h - box_top - row - 3 * pad
        self.paste_box = UITextEntryBox(pygame.Rect(pad, box_top, inner_w, box_h), typed, self.manager,
                                        container=panel, object_id="#deck_list")
        by = box_top + box_h + pad
        bw = (inner_w - 2 * pad) // 4                     # Cancel | Paste from clipboard | Import this list
        self.cancel_button = UIButton(pygame.Rect(pad, by, bw, row), "Cancel", self.manager, container=panel)
        self.paste_button = UIButton(pygame.Rect(pad + bw + pad, by, int(bw * 1.6), row), "Paste from clipboard",
                                     self.manager, container=panel)
        x = pad + bw + pad + int(bw * 1.6) + pad
        self.import_button = UIButton(pygame.Rect(x, by, pad + inner_w - x, row), "Import this list",
                                      self.manager, container=panel, object_id="#primary")

    # --- events ----------------------------------------------------------------------------
    def close(self) -> None:
        self.closed = True
        if self.app is not None and self in self.app.scenes:
            self.app.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.manager is None or self.closed:
            return False
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.files:
            self.close()
            self.on_pick(Path(event.text))
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.files:
            self.close()                                   # the file dialog's Cancel or its ×
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.cancel_button:
                self.close()
                return True
            if event.ui_element is self.paste_button:
                self.paste()
                return True
            if event.ui_element is self.import_button:
                self.import_list()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.manager.process_events(event)
        return True

    def paste(self) -> None:
        """The clipboard's text into the box (appended to what is typed there)."""
        assert self.paste_box is not None and self.hint is not None
        text = clipboard.get_text().replace("\r\n", "\n")
        if not text.strip():
            self.hint.set_text("The clipboard holds no text: copy a deck list first.")
            return
        typed = self.paste_box.get_text()
        self.paste_box.set_text(typed + ("\n" if typed and not typed.endswith("\n") else "") + text)

    def import_list(self) -> None:
        assert self.paste_box is not None and self.hint is not None
        text = self.paste_box.get_text()
        if not text.strip():
            self.hint.set_text("Type or paste a deck list first.")
            return
        self.close()
        self.on_text(text)

    # --- frames ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*theme.BG, 200))
        surface.blit(shade, (0, 0))
        if self.manager is not None:
            self.manager.draw_ui(surface)
