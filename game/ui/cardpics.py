"""The player's own card pictures: the `pics/` folder in the user data folder.

The game ships no card images.  A player who owns some may put them in `pics/`, named by
card the way Forge's picture folder and Cockatrice's are: `Lightning Bolt.jpg` or `.png`
(Cockatrice), `Lightning Bolt.full.jpg` (Forge), at the top or in any subfolder (a set's
folder such as `pics/LEA/`, Forge's `pics/cards/LEA/`, Cockatrice's
`pics/downloadedPics/LEA/`).  Forge's numbered variants (`Forest1.full.jpg`) count for
the card too.  A picture, when present, replaces the generated art of that card: a
portrait picture is taken to be a whole card scan and its art box is cut out of it; any
other picture is an art crop and fills the art box.

Names are compared without case and without the characters file systems refuse
(`Fire // Ice` may be saved as `Fire  Ice.jpg` or `FireIce.jpg`).
"""
from __future__ import annotations

import logging
import re
from pathlib import Path

import pygame

PICS_FOLDER = "pics"
EXTENSIONS = (".jpg", ".jpeg", ".png", ".webp", ".bmp")
# where the art sits on a card scan (fractions of its width and height)
SCAN_ART = (0.08, 0.11, 0.92, 0.55)

_log = logging.getLogger(__name__)
_index: dict[Path, dict[str, Path]] = {}
_images: dict[Path, pygame.Surface | None] = {}


def pics_dir() -> Path:
    from ..storage.settings import data_dir
    return data_dir() / PICS_FOLDER


def key(name: str) -> str:
    """The comparable form of a card name or a picture's file stem."""
    return re.sub(r"[\s:\"/\\?*<>|,.'’!-]+", "", name).casefold()


def _stem_keys(path: Path) -> list[str]:
    stem = path.name[: -len(path.suffix)]
    if stem.lower().endswith(".full"):
        stem = stem[:-5]
    keys = [key(stem)]
    numbered = re.fullmatch(r"(.*\D)\d+", stem)
    if numbered:
        keys.append(key(numbered.group(1)))
    return keys


def _folder_index(folder: Path) -> dict[str, Path]:
    found = _index.get(folder)
    if found is None:
        found = {}
        if folder.is_dir():
            for path in sorted(folder.rglob("*")):
                if path.suffix.lower() in EXTENSIONS and path.is_file():
                    for k in _stem_keys(path):
                        found.setdefault(k, path)     # the first (sorted) picture wins
        _index[folder] = found
    return found


def rescan() -> None:
    """Forget what was found (the player may have added pictures)."""
    _index.clear()
    _images.clear()


def picture_path(name: str) -> Path | None:
    if not name:
        return None
    return _folder_index(pics_dir()).get(key(name))


def picture(name: str) -> pygame.Surface | None:
    """The card's picture as loaded, or None; a picture that can't be read is logged once
    and the generated art is used instead."""
    path = picture_path(name)
    if path is None:
        return None
    if path not in _images:
        try:
            _images[path] = pygame.image.load(str(path))
        except (pygame.error, OSError) as exc:
            _log.warning("card picture %s can't be read: %s", path, exc)
            _images[path] = None
    return _images[path]


def art_from_picture(pic: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """The art box (`w`×`h`) cut from a picture: a card scan's art region, or the picture
    itself, scaled to cover the box and centred."""
    pw, ph = pic.get_size()
    if ph > pw * 1.15:            # portrait: a whole card
        x0, y0, x1, y1 = SCAN_ART
        pic = pic.subsurface(pygame.Rect(int(pw * x0), int(ph * y0), int(pw * (x1 - x0)), int(ph * (y1 - y0))))
        pw, ph = pic.get_size()
    scale = max(w / pw, h / ph)
    sw, sh = max(w, round(pw * scale)), max(h, round(ph * scale))
    if pic.get_bitsize() < 24:                 # smoothscale needs 24 or 32 bits a pixel
        deep = pygame.Surface(pic.get_size(), pygame.SRCALPHA)
        deep.blit(pic, (0, 0))
        pic = deep
    scaled = pygame.transform.smoothscale(pic, (sw, sh))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(scaled, ((w - sw) // 2, (h - sh) // 2))
    return out
