"""Layering rule: only game.ui may depend on pygame.

The rules engine, card loader and everything else under game/ must be
importable (and testable) without pygame. The check runs in a fresh
interpreter so that nothing imported by pytest or other tests can mask or
cause a failure.
"""

import json
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent

# Walks game/ with pkgutil.iter_modules (not walk_packages, which would import
# game.ui while recursing), importing every module except game.ui.* and
# __main__ entry points, and reports the first module after which pygame
# showed up in sys.modules. Subdirectories without an __init__.py (namespace
# packages, which iter_modules does not list) are walked too.
_CHECK = r"""
import importlib, json, pkgutil, sys
from pathlib import Path

import game

imported = []
culprit = "game" if "pygame" in sys.modules else None

def skip(name):
    return name == "game.ui" or name.startswith("game.ui.") or name.rsplit(".", 1)[-1] == "__main__"

def namespace_subpackages(path):
    found = set()
    for entry in path:
        for child in sorted(Path(entry).iterdir()) if Path(entry).is_dir() else ():
            if (child.is_dir() and child.name.isidentifier()
                    and not child.name.startswith("__")
                    and not (child / "__init__.py").exists()
                    and any(child.rglob("*.py"))):
                found.add(child.name)
    return sorted(found)

def load(name):
    global culprit
    module = importlib.import_module(name)
    imported.append(name)
    if culprit is None and "pygame" in sys.modules:
        culprit = name
    return module

def walk(path, prefix):
    for info in pkgutil.iter_modules(path, prefix):
        if skip(info.name):
            continue
        module = load(info.name)
        if info.ispkg:
            walk(module.__path__, info.name + ".")
    for sub in namespace_subpackages(path):
        name = prefix + sub
        if skip(name):
            continue
        module = load(name)
        walk(module.__path__, name + ".")

walk(game.__path__, "game.")
print(json.dumps({
    "imported": imported,
    "pygame_loaded": "pygame" in sys.modules,
    "culprit": culprit,
}))
"""


def test_non_ui_packages_never_import_pygame():
    proc = subprocess.run(
        [sys.executable, "-c", _CHECK],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, (
        f"importing game modules failed:\n{proc.stdout}\n{proc.stderr}"
    )
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    imported = result["imported"]

    assert any(name.startswith("game.engine") for name in imported), (
        f"expected to import game.engine modules, got: {imported}"
    )
    assert not result["pygame_loaded"], (
        f"pygame was imported outside game.ui (first seen after importing "
        f"{result['culprit']}); imported modules: {imported}"
    )
