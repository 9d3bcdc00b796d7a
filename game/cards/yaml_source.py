"""Safe YAML reading that remembers where every value came from (file, line, column), so a
mistake in a card file is reported at its place.

A card file is data written by anyone (a card of your own, a file damaged on disk), so the
reader is a checked boundary with bounded cost whatever the file holds:

- `read_text` refuses a file larger than `MAX_FILE_BYTES` before reading it whole, and
  bytes that are not UTF-8 with the line and column of the first bad byte;
- `load_with_marks` walks the parser's events once before building anything, and refuses a
  document nested deeper than `MAX_DEPTH` or whose aliases would expand to more than
  `MAX_NODES` values (the "billion laughs": a few lines of `&a [*b, *b, ...]` that stand
  for billions of values); only then is the document composed (safe tags only).

Every refusal is a `YamlProblem` with the line and column it concerns.
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import Any

import yaml

try:
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML without libyaml
    _Loader = yaml.SafeLoader

Path = tuple[Any, ...]

MAX_FILE_BYTES = 256 * 1024   # the largest card file is under 2 KiB; a scenario under 2 KiB
MAX_DEPTH = 64                # nesting of mappings and lists (a card uses about 12)
MAX_NODES = 20_000            # values after expanding aliases (a card has a few hundred)


@dataclass(frozen=True)
class YamlProblem(Exception):
    """A file that can't be read as YAML: where (1-based line and column) and why."""
    line: int
    col: int
    message: str

    def __str__(self) -> str:
        return self.message


def read_text(path: str | FilePath, limit: int = MAX_FILE_BYTES) -> str:
    """The file's text; YamlProblem when it is too large or not UTF-8 (OSError when unreadable)."""
    if not stat.S_ISREG(os.stat(path).st_mode):     # a pipe or a device would never end (or never start)
        raise YamlProblem(1, 1, "not a regular file")
    with open(path, "rb") as fh:
        raw = fh.read(limit + 1)
    if len(raw) > limit:
        raise YamlProblem(1, 1, f"the file is larger than {limit // 1024} KiB; a card file is a few lines of text")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        before = raw[:e.start]
        line = before.count(b"\n") + 1
        col = len(before) - (before.rfind(b"\n") + 1) + 1
        raise YamlProblem(line, col, f"not UTF-8 text (byte 0x{raw[e.start]:02x} can't be read); "
                                     f"save the file as UTF-8") from None


def load_with_marks(text: str, filename: str) -> tuple[Any, dict[Path, tuple[int, int]]]:
    """Parse YAML safely; return the data and a map from path (keys/indices) to (line, column).

    Raises YamlProblem for anything that isn't one bounded, well-formed document."""
    try:
        _check_bounds(text)
        loader = _Loader(text)
        try:
            node = loader.get_single_node()
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except YamlProblem:
        raise
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        problem = getattr(e, "problem", None) or getattr(e, "reason", None) or str(e) or type(e).__name__
        if isinstance(e, yaml.reader.ReaderError):     # a character YAML refuses (NUL, other controls)
            before = text[:max(0, e.position)]
            line, col = before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
            char = e.character if isinstance(e.character, int) else ord(str(e.character)[:1] or "\0")
            raise YamlProblem(line, col, f"not valid YAML: character #x{char:04x} is not allowed "
                                         f"({problem})") from None
        if mark is None:
            raise YamlProblem(1, 1, f"not valid YAML: {problem}") from None
        raise YamlProblem(mark.line + 1, mark.column + 1, f"not valid YAML: {problem}") from None
    except (ValueError, TypeError, OverflowError, RecursionError, AttributeError) as e:
        # a value a safe tag can't hold (a date like 2024-99-99, an unhashable key); PyYAML's
        # timestamp constructor fails with AttributeError on a scalar its resolver took for a date
        # but its own pattern refuses ("2024-99-99 other")
        why = "a value its tag can't hold" if isinstance(e, AttributeError) else (e or type(e).__name__)
        raise YamlProblem(1, 1, f"not valid YAML: {why}") from None
    marks: dict[Path, tuple[int, int]] = {}
    if node is not None:
        _walk(node, (), marks, set())
    return data, marks


def _check_bounds(text: str) -> None:
    """One pass over the parser's events: nesting depth and the size aliases expand to."""
    anchors: dict[str, int] = {}
    frames: list[list[Any]] = [[None, 0]]      # [anchor of the open collection, values in it so far]
    for ev in yaml.parse(text, Loader=_Loader):
        if isinstance(ev, yaml.CollectionStartEvent):
            frames.append([ev.anchor, 0])
            if len(frames) - 1 > MAX_DEPTH:
                raise YamlProblem(ev.start_mark.line + 1, ev.start_mark.column + 1,
                                  f"nested more than {MAX_DEPTH} levels deep")
            continue
        if isinstance(ev, yaml.CollectionEndEvent):
            anchor, size = frames.pop()
            size += 1
        elif isinstance(ev, yaml.AliasEvent):
            if any(f[0] == ev.anchor for f in frames):
                raise YamlProblem(ev.start_mark.line + 1, ev.start_mark.column + 1,
                                  f"the alias *{ev.anchor} is inside its own anchor (a value that contains itself)")
            anchor, size = None, anchors.get(ev.anchor, 1)
        elif isinstance(ev, yaml.ScalarEvent):
            anchor, size = ev.anchor, 1
        else:
            continue
        if anchor is not None:
            anchors[anchor] = size
        frames[-1][1] += size
        if frames[-1][1] > MAX_NODES:
            raise YamlProblem(ev.start_mark.line + 1, ev.start_mark.column + 1,
                              f"more than {MAX_NODES:,} values once aliases are expanded")


def _walk(node: yaml.Node, path: Path, marks: dict[Path, tuple[int, int]], seen: set[int]) -> None:
    marks.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
    if id(node) in seen:            # an alias: its place is where the anchor was written
        return
    seen.add(id(node))
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            key = _key_of(k)
            _walk(v, path + (key,), marks, seen)
            marks[path + (key,)] = (k.start_mark.line + 1, k.start_mark.column + 1)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _walk(v, path + (i,), marks, seen)


def _key_of(node: yaml.Node) -> Any:
    """The key as the data has it (`5:` is the number 5), so a path finds its place."""
    if isinstance(node, yaml.ScalarNode):
        if node.tag == "tag:yaml.org,2002:int":
            try:
                return int(node.value.replace("_", ""), 0)
            except ValueError:
                return node.value
        if node.tag == "tag:yaml.org,2002:bool":
            return node.value.lower() in ("yes", "true", "on", "y")
        return node.value
    return id(node)


def where(marks: dict[Path, tuple[int, int]], path: Path) -> tuple[int, int]:
    """The closest known position for a path (walking up to its parents)."""
    p = tuple(path)
    while p not in marks and p:
        p = p[:-1]
    return marks.get(p, (1, 1))
