"""The system clipboard's text (SDL's clipboard through pygame-ce's `pygame.scrap`).

One place reads and writes it, so text fields and the deck import share it and tests can
stand in for it (the dummy video driver has no clipboard).
"""
from __future__ import annotations

import logging

import pygame

_log = logging.getLogger(__name__)


def get_text() -> str:
    """The clipboard's text, "" when it holds none or can't be read."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError) as exc:
        _log.info("the clipboard can't be read: %s", exc)
        return ""


def put_text(text: str) -> None:
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError) as exc:
        _log.info("the clipboard can't be written: %s", exc)
