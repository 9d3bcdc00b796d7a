"""Build step that puts the shipped files into the package.

The card pool, the prebuilt decks and the assets are edited where they are, at the root of
the repository (cards/, decks/, assets/), and the game reads them through
``game.resources``.  A wheel must carry them inside the package, so building one copies
the three folders to ``game/shipped/``; an editable install (``make play``/``make test``)
reads them where they are and copies nothing.  Everything else is in pyproject.toml.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

FOLDERS = ("cards", "decks", "assets")    # must match game/resources.py
IGNORED = shutil.ignore_patterns("__pycache__", "*.py[cod]", ".*")


class build_py_with_shipped_files(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        here = Path(__file__).resolve().parent
        target = Path(self.build_lib, "game", "shipped")
        for name in FOLDERS:
            source = here / name
            if not source.is_dir():
                raise SystemExit(f"can't build Mana Duel: the folder {source} is missing")
            shutil.rmtree(target / name, ignore_errors=True)
            shutil.copytree(source, target / name, ignore=IGNORED)


setup(cmdclass={"build_py": build_py_with_shipped_files})
