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


# --- the packages' layers, read from every import statement --------------------------------------
#
# The layers, lowest first; a package may import from its own layer or those below, never from
# above (CR-free, but just as binding):
#
#   engine  <-  cards  <-  ai  <-  modes / decks / storage / replay / scenario / limited  <-  ui  <-  entry point
#
# - `game.scenario` (the YAML scenario runner) sits with the modes: it sets positions up with
#   the engine and the cards, and lets the computer players answer in AI scenarios; it never
#   opens a window.
# - the entry point is `game/__main__.py` (and the package's own `game/__init__.py`): it may
#   import anything.
# - `game/version.py` (the version) and `game/resources.py` (where the shipped cards, decks and
#   assets are) sit at the bottom with the engine: they import nothing of the game.
#   `game/desktop.py` (the application menu entry) sits with storage: it writes the player's files.
# - `tools/` are entry points too (benchmarks, fuzzer, screenshots): they may import any game
#   package, and no game package imports them.
# - pygame is imported only under `game/ui` (and by the tools that drive the table).
#
# Packages of one layer may import each other, but never in a circle: the test also fails on
# any cycle between packages.  Every import counts: module-level, function-local and those
# under `if TYPE_CHECKING:`.

import ast  # noqa: E402

LAYERS = {"version": 0, "resources": 0, "engine": 0, "cards": 1, "ai": 2, "modes": 3, "decks": 3, "storage": 3, "replay": 3,
          "scenario": 3, "desktop": 3, "limited": 3, "lessons": 3, "ui": 4, "__main__": 5, "": 5}


def _package_of(path: Path) -> str:
    """'engine' for game/engine/x.py, '__main__' for game/__main__.py, '' for game/__init__.py."""
    parts = path.relative_to(REPO_ROOT / "game").parts
    if len(parts) == 1:
        return "" if parts[0] == "__init__.py" else parts[0][:-3]
    return parts[0]


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module an import statement in the file names (absolute), with its line."""
    rel = path.relative_to(REPO_ROOT).with_suffix("").parts
    package = list(rel if rel[-1] == "__init__" else rel[:-1])
    if package and package[-1] == "__init__":
        package = package[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.append((node.lineno, module))
            if node.module is None:   # "from . import x": x may be a subpackage
                out += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return out


def _package_imports() -> tuple[dict[tuple[str, str], list[str]], list[str]]:
    """(edges between game packages with where they happen, imports of pygame outside game/ui)."""
    edges: dict[tuple[str, str], list[str]] = {}
    pygame_outside_ui = []
    for path in sorted((REPO_ROOT / "game").rglob("*.py")):
        src = _package_of(path)
        for line, module in _imports(path):
            where = f"{path.relative_to(REPO_ROOT)}:{line} imports {module}"
            top = module.split(".")
            if top[0] == "pygame" and src != "ui":
                pygame_outside_ui.append(where)
            if top[0] == "tools":
                edges.setdefault((src, "tools"), []).append(where)
            if top[0] != "game" or len(top) < 2:
                continue
            dst = top[1] if top[1] in LAYERS else ""
            if dst != src:
                edges.setdefault((src, dst), []).append(where)
    return edges, pygame_outside_ui


def _cycles(edges: dict[tuple[str, str], list[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one package (Tarjan's algorithm)."""
    graph: dict[str, set[str]] = {}
    for a, b in edges:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_every_import_respects_the_layers() -> None:
    edges, _ = _package_imports()
    wrong = [where for (src, dst), places in sorted(edges.items())
             if dst == "tools" or LAYERS[dst] > LAYERS[src] for where in places]
    assert not wrong, "imports from a higher layer:\n" + "\n".join(wrong)


def test_no_circle_between_packages() -> None:
    edges, _ = _package_imports()
    cycles = _cycles(edges)
    detail = ["{}: {}".format(" <-> ".join(c), "; ".join(w for (a, b), ws in edges.items()
                                                          if a in c and b in c for w in ws[:2])) for c in cycles]
    assert not cycles, "packages that import each other in a circle:\n" + "\n".join(detail)


def test_only_the_table_imports_pygame() -> None:
    _, outside = _package_imports()
    assert not outside, "pygame imported outside game/ui:\n" + "\n".join(outside)


def test_the_import_reader_sees_function_local_imports() -> None:
    """The reader itself: an import inside a function counts like any other."""
    edges, _ = _package_imports()
    assert any("game/replay/playback.py" in w for w in edges.get(("replay", "modes"), ())), \
        "the function-local set-up import of game.replay.playback should be seen"
