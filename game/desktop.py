"""Putting the game in the desktop's application menu (Linux and the other freedesktop.org
desktops): `mana-duel --install-desktop` / `--remove-desktop`.

A wheel cannot place files outside its environment, and pipx installs into one of its own,
so the game places them itself, in the player's own data folder (``$XDG_DATA_HOME``,
``~/.local/share`` by default): ``applications/mana-duel.desktop`` (the entry shipped in
assets/desktop/) and the icon drawn by tools/make_icon.py in each size under
``icons/hicolor/``.  The entry's window class matches the one the window announces
(game.ui.app), so the desktop groups the window under the entry.
"""
from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

from .resources import ASSETS_DIR, ICONS_DIR

DESKTOP_ID = "mana-duel"
ENTRY = ASSETS_DIR / "desktop" / f"{DESKTOP_ID}.desktop"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` (the XDG Base Directory default)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def _command() -> str:
    """What the entry runs: `mana-duel` when it is on the PATH, else this interpreter."""
    if shutil.which("mana-duel"):
        return "mana-duel"
    return f"{shlex.quote(sys.executable)} -m game"


def placed_files(home: Path) -> list[Path]:
    return [home / "applications" / f"{DESKTOP_ID}.desktop"] + [
        home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{DESKTOP_ID}.png" for n in ICON_SIZES]


def install(home: Path | None = None) -> list[Path]:
    """Write the entry and the icons; returns the files written."""
    home = home or data_home()
    entry, *icons = placed_files(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    text = ENTRY.read_text(encoding="utf-8").replace("\nExec=mana-duel\n", f"\nExec={_command()}\n")
    entry.write_text(text, encoding="utf-8")
    for size, target in zip(ICON_SIZES, icons):
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ICONS_DIR / f"{DESKTOP_ID}-{size}.png", target)
    return [entry, *icons]


def remove(home: Path | None = None) -> list[Path]:
    """Delete what `install` wrote; returns the files removed."""
    gone = []
    for path in placed_files(home or data_home()):
        if path.exists():
            path.unlink()
            gone.append(path)
    return gone
