"""Which lessons the player has finished: a small versioned file (`lessons.json`) in the data
folder, written atomically like every file the game keeps (game.storage.files)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..storage.files import CorruptFileError, read_document, write_document
from ..storage.settings import data_dir

PROGRESS_FILE = "lessons.json"
PROGRESS_KIND = "lessons"
PROGRESS_VERSION = 1


@dataclass
class LessonProgress:
    done: set[str] = field(default_factory=set)     # the keys (file stems) of finished lessons

    def finish(self, key: str) -> None:
        self.done.add(key)


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


def load_progress(path: Path | None = None) -> LessonProgress:
    """The remembered progress; none yet (or an unreadable file, moved aside with a notice): nothing done."""
    try:
        data = read_document(path or progress_path(), PROGRESS_KIND, PROGRESS_VERSION)
    except CorruptFileError:
        return LessonProgress()
    if not isinstance(data, dict) or not isinstance(data.get("done"), list):
        return LessonProgress()
    return LessonProgress({str(k) for k in data["done"] if isinstance(k, str)})


def save_progress(progress: LessonProgress, path: Path | None = None) -> Path:
    return write_document(path or progress_path(), PROGRESS_KIND, PROGRESS_VERSION, {"done": sorted(progress.done)})
