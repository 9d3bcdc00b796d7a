"""The log file: standard logging to a rotating mana-duel.log in the data folder, set up
once at the entry point; uncaught exceptions on any thread end up in it."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_SCRIPT = """
import logging, logging.handlers, threading
from game.storage.logfile import configure_logging
first = configure_logging()
assert configure_logging() == first                       # once only
handlers = [h for h in logging.getLogger().handlers if isinstance(h, logging.handlers.RotatingFileHandler)]
assert len(handlers) == 1 and handlers[0].maxBytes > 0 and handlers[0].backupCount > 0
logging.getLogger("game.modes.saves").warning("autosave.json could not be read")
t = threading.Thread(target=lambda: 1 / 0, name="ai-think")
t.start(); t.join()
print(first)
"""


def test_the_log_goes_to_a_rotating_file_in_the_data_folder(tmp_path):
    env = {"MANA_DUEL_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", _SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    log = (tmp_path / "mana-duel.log").read_text(encoding="utf-8")
    assert Path(out.stdout.strip()) == tmp_path / "mana-duel.log"
    assert "WARNING game.modes.saves [MainThread] autosave.json could not be read" in log
    assert "uncaught exception on thread ai-think" in log and "ZeroDivisionError" in log


def test_an_unwritable_data_folder_logs_to_the_terminal_and_the_game_goes_on(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    env = {"MANA_DUEL_DATA_DIR": str(blocker / "data"), "PATH": "/usr/bin:/bin"}
    script = ("import logging; from game.storage.logfile import configure_logging; "
              "print(configure_logging()); logging.getLogger('game').warning('still here')")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == "None"
    assert "can't write the log file" in out.stderr and "still here" in out.stderr
