"""A card definition's fingerprint: a short hash of its file, so a replay or a saved game can
tell that a card it was recorded with has since changed."""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

_CARD_FP: dict[str, str] = {}


def card_fingerprint(card: Any) -> str:
    """A hash of one card's definition file (its name and text when it has none)."""
    key = getattr(card, "source_file", "") or ""
    cached = _CARD_FP.get(card.name + "\0" + key)
    if cached is not None:
        return cached
    data = b""
    if key:
        try:
            data = Path(key).read_bytes()   # the loader records each file's absolute path
        except OSError:
            data = b""
    if not data:
        data = (card.name + "\n" + getattr(card, "text", "")).encode()
    fp = hashlib.sha256(data).hexdigest()[:8]
    _CARD_FP[card.name + "\0" + key] = fp
    return fp
