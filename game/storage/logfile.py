"""The game's log file: standard `logging` to ``mana-duel.log`` in the user data folder.

Configured once, at the entry point (`python -m game`): a rotating file (1 MB, three old
files kept) so a long-lived installation never fills the disk, with the time, the level,
the module and the thread of each record.  Anything that goes wrong outside the rules — a
save that failed, a damaged file moved aside, a computer player that raised — is logged
here with its traceback, which a bug report can point to.  Uncaught exceptions, on the
main thread or any other, are logged too.  When the data folder can't be written the log
goes to the terminal instead: logging never stops the game.
"""
from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from pathlib import Path

LOG_FILE = "mana-duel.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

_configured: list[Path | None] = []        # the log file once configured (None: the terminal)


def configure_logging(folder: Path | None = None, level: int = logging.INFO) -> Path | None:
    """Send the game's log to the rotating file in `folder` (the data folder); once only.
    The file's path, or None when it couldn't be opened (the terminal gets the log)."""
    if _configured:
        return _configured[0]
    if folder is None:
        from .settings import data_dir
        folder = data_dir()
    path = folder / LOG_FILE
    root = logging.getLogger()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES,
                                                                        backupCount=BACKUPS, encoding="utf-8")
    except OSError as e:
        handler = logging.StreamHandler(sys.stderr)
        path = None
        print(f"Mana Duel: can't write the log file in {folder} ({e}); logging to the terminal", file=sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    root.setLevel(level)
    _install_hooks()
    _configured.append(path)
    logging.getLogger("game").info("Mana Duel started")
    return path


def _install_hooks() -> None:
    """Uncaught exceptions, on the main thread or another, go to the log as well."""
    previous = sys.excepthook

    def main_hook(kind, value, tb) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            logging.getLogger("game").critical("uncaught exception", exc_info=(kind, value, tb))
        previous(kind, value, tb)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        logging.getLogger("game").error("uncaught exception on thread %s",
                                        args.thread.name if args.thread else "?",
                                        exc_info=(args.exc_type, args.exc_value, args.exc_traceback))

    sys.excepthook = main_hook
    threading.excepthook = thread_hook
