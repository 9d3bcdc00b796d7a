"""Safe YAML reading that remembers where every value came from (file, line, column), so a
mistake in a card file is reported at its place."""
from __future__ import annotations

from typing import Any

import yaml

try:
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML without libyaml
    _Loader = yaml.SafeLoader

Path = tuple[Any, ...]


def load_with_marks(text: str, filename: str) -> tuple[Any, dict[Path, tuple[int, int]]]:
    """Parse YAML safely; return the data and a map from path (keys/indices) to (line, column)."""
    node = yaml.compose(text, Loader=_Loader)
    data = yaml.load(text, Loader=_Loader)
    marks: dict[Path, tuple[int, int]] = {}
    if node is not None:
        _walk(node, (), marks)
    return data, marks


def _walk(node: yaml.Node, path: Path, marks: dict[Path, tuple[int, int]]) -> None:
    marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            key = k.value
            marks[path + (key,)] = (k.start_mark.line + 1, k.start_mark.column + 1)
            _walk(v, path + (key,), marks)
            marks[path + (key,)] = (k.start_mark.line + 1, k.start_mark.column + 1)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _walk(v, path + (i,), marks)


def where(marks: dict[Path, tuple[int, int]], path: Path) -> tuple[int, int]:
    """The closest known position for a path (walking up to its parents)."""
    p = tuple(path)
    while p not in marks and p:
        p = p[:-1]
    return marks.get(p, (1, 1))
