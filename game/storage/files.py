"""Safe files: atomic writes, versioned JSON documents, corrupt files moved aside.

Every file the game keeps (settings, decks, gauntlet progress, the autosaved duel) is
written the same way: the new content goes to a temporary file in the same directory, is
flushed to disk and replaces the old file with ``os.replace``, so a crash or a kill never
leaves half a file.  JSON documents carry their kind and a format version::

    {"kind": "gauntlet", "version": 1, "data": {...}}

A file that can't be read (broken JSON, the wrong kind, a version newer than this game
understands, undecodable bytes, more than `MAX_FILE_BYTES`, or data that doesn't fit the
file's schema — game.storage.schema) is never silently overwritten: `move_aside` renames it to
``NAME.corrupt-YYYYmmdd-HHMMSS`` next to where it was and records a message in `NOTICES`,
which the title menu shows once.

Names chosen by the player (deck names) become file names through `safe_filename`, which
keeps them inside their folder: no separators, no leading dots, no reserved device names.
"""
from __future__ import annotations

import json
import logging
import os
import re
import tempfile
import time
import unicodedata
from pathlib import Path
from typing import Any

from .schema import Invalid, Spec, check, shown

log = logging.getLogger(__name__)
# no file the game keeps comes near this; a bigger one is not ours (and is never read whole)
MAX_FILE_BYTES = 20_000_000

# messages for the player about files that were moved aside (read and cleared by the UI)
NOTICES: list[str] = []


class CorruptFileError(Exception):
    """A file exists but can't be used; it has been moved aside (`moved_to`)."""

    def __init__(self, path: Path, reason: str, moved_to: Path | None) -> None:
        self.path = path
        self.reason = reason
        self.moved_to = moved_to
        where = f"; it was moved to {moved_to.name}" if moved_to else ""
        super().__init__(f"{path.name} could not be read ({reason}){where}")


def write_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write text to path atomically (temporary file in the same folder + os.replace)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem[:20]}-", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def move_aside(path: str | os.PathLike[str], reason: str, kept: str = "") -> Path | None:
    """Rename an unreadable file out of the way (never delete it) and tell the player.
    `kept`: what the game still took from it ("the other settings were kept")."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target: Path | None = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        target = None
    where = f" It was kept as {target.name}." if target else ""
    also = f"; {kept}" if kept else ""
    NOTICES.append(f"{path.name} could not be read ({reason}) and was moved aside{also}.{where}")
    log.warning("%s could not be read (%s); moved to %s", path, reason, target)
    return target


def describe_os_error(e: OSError) -> str:
    """Why a file couldn't be written, in a player's words ("disk full", "permission denied")."""
    import errno
    words = {errno.ENOSPC: "disk full", errno.EDQUOT: "disk quota exceeded", errno.EACCES: "permission denied",
             errno.EPERM: "permission denied", errno.EROFS: "the disk is read-only"}
    return words.get(e.errno or 0) or (e.strerror or str(e) or type(e).__name__).lower()


TEMPORARY = re.compile(r"^\..+-[^-]+\.tmp$")


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Remove the temporary files `write_atomic` leaves when the game is killed mid-write
    (in the data folder and its folders one level down); called once as the game starts.
    Never touches anything else: only names `.NAME-XXXX.tmp`."""
    removed: list[Path] = []
    try:
        folders = [folder] + [p for p in folder.iterdir() if p.is_dir()]
    except OSError:
        return removed
    for f in folders:
        try:
            names = [p for p in f.iterdir() if TEMPORARY.match(p.name) and p.is_file()]
        except OSError:
            continue
        for p in names:
            try:
                p.unlink()
                removed.append(p)
            except OSError as e:
                log.warning("couldn't remove the stale temporary file %s: %s", p, e)
    if removed:
        log.info("removed %d temporary file(s) left by an interrupted save", len(removed))
    return removed


def take_notices() -> list[str]:
    """The pending messages about moved files (and forget them)."""
    out = list(NOTICES)
    NOTICES.clear()
    return out


def write_document(path: str | os.PathLike[str], kind: str, version: int, data: Any) -> Path:
    """Write a versioned JSON document atomically."""
    text = json.dumps({"kind": kind, "version": version, "data": data}, indent=1, ensure_ascii=False)
    return write_atomic(path, text + "\n")


def read_json(path: str | os.PathLike[str]) -> Any | None:
    """The JSON value in a file, or None when there is no file.  A file too big to be one of
    ours, not UTF-8 or not JSON is moved aside and `CorruptFileError` is raised."""
    path = Path(path)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise CorruptFileError(path, f"can't open it: {e.strerror or e}", None) from e
    if len(raw) > MAX_FILE_BYTES:
        reason = f"bigger than {MAX_FILE_BYTES // 1_000_000} MB"
        raise CorruptFileError(path, reason, move_aside(path, reason))
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        reason = "not UTF-8 text" if isinstance(e, UnicodeDecodeError) else \
            "nested too deeply" if isinstance(e, RecursionError) else "not valid JSON"
        raise CorruptFileError(path, reason, move_aside(path, reason)) from e


def read_document(path: str | os.PathLike[str], kind: str, version: int, schema: Spec | None = None) -> Any | None:
    """The data of a versioned JSON document, checked against `schema`; None when there is
    no file.

    A file that exists but isn't a readable document of this kind, was written by a newer
    version of the game, or whose data doesn't fit the schema (game.storage.schema) is
    moved aside with a message naming the problem, and `CorruptFileError` is raised."""
    path = Path(path)
    doc = read_json(path)
    if doc is None:
        return None
    reason = ""
    if not isinstance(doc, dict) or "data" not in doc:
        reason = "not a Mana Duel file"
    elif doc.get("kind") != kind:
        reason = f"it holds {shown(doc.get('kind'))}, not {kind!r}"
    elif isinstance(doc.get("version"), bool) or not isinstance(doc.get("version"), int) or doc["version"] < 1:
        reason = "no format version"
    elif doc["version"] > version:
        reason = f"format version {doc['version']} is newer than this game's ({version})"
    if reason:
        raise CorruptFileError(path, reason, move_aside(path, reason))
    if schema is None:
        return doc["data"]
    try:
        return check(schema, doc["data"])
    except Invalid as e:
        raise CorruptFileError(path, str(e), move_aside(path, str(e))) from e


_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}


def safe_filename(name: str, max_len: int = 60) -> str:
    """A file name (without extension) for a name the player typed, that stays in its folder.

    >>> safe_filename("Serra's Host")
    "Serra's Host"
    >>> safe_filename("../../etc/passwd")
    'etc_passwd'
    >>> safe_filename("  ..  ")
    'Untitled'
    """
    text = unicodedata.normalize("NFKC", str(name))
    text = "".join(ch for ch in text if ch.isprintable())
    text = re.sub(r"[\\/:*?\"<>|\x00]+", "_", text)
    text = re.sub(r"\s+", " ", text).strip(" ._")
    text = re.sub(r"_+", "_", text)
    text = text[:max_len].strip(" ._")
    if not text or text.lower() in _RESERVED:
        text = "Untitled" if not text else text + "_"
    return text


def inside(folder: Path, path: Path) -> bool:
    """Whether path is inside folder (after resolving links and ..)."""
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True
