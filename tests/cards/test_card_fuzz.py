"""Many random malformed card files thrown at the loader: every one either loads or is refused
with `file:line:col: field: problem` lines; no other exception escapes (the loader is the
boundary between what anyone may write in a card file and the game)."""
from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import yaml

from game.cards import CardDefinitionError, load_card_file
from game.resources import CARDS_DIR
from game.engine.carddef import CardDef

PROBLEM_LINE = re.compile(r"^.+:\d+:\d+: \S.*: .+$", re.S)
ODD_VALUES: list[Any] = [5, -1, 0, 2_000_000_000, 1.5, True, None, "", "X", "{R}", "lots", [], {}, [1, [2, [3]]],
                         {"a": {"b": {"c": [1]}}}, ["flying", 5], {"count": 5}, {"all": []}, "2/2", [None]]
TOKENS = ["[", "]", "{", "}", ":", "- ", "&a ", "*a", "!!binary ", "!!python/object ", "'", '"', "\t", "\n  ",
          "---\n", "? ", "%YAML 1.1\n", "\x00", "\u2028", "|\n", ">-\n", "!!int ", "!!timestamp 2024-99-99"]


def _card_data() -> list[tuple[Path, Any]]:
    files = sorted(CARDS_DIR.rglob("*.yaml"))
    return [(p, yaml.safe_load(p.read_text(encoding="utf-8"))) for p in files[::9]]


def _paths(node: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, path + (i,))
    return out


def _replaced(node: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(node, dict):
        return {k: (_replaced(v, rest, value) if k == head else v) for k, v in node.items()}
    return [(_replaced(v, rest, value) if i == head else v) for i, v in enumerate(node)]


def _assert_refused_cleanly(path: Path) -> None:
    try:
        card = load_card_file(path)
    except CardDefinitionError as e:
        assert e.problems, path.read_bytes()[:200]
        for line in e.problems:
            assert PROBLEM_LINE.match(line), line
            assert line.startswith(str(path)) or path.name in line.split(":", 1)[0], line
    else:
        assert isinstance(card, CardDef)


def test_values_of_the_wrong_kind_anywhere_in_a_card_never_crash_the_loader(tmp_path: Path) -> None:
    rnd = random.Random(13)
    cards = _card_data()
    for n in range(400):
        _, data = rnd.choice(cards)
        target = rnd.choice(_paths(data))
        mutated = _replaced(data, target, rnd.choice(ODD_VALUES))
        path = tmp_path / f"m{n}.yaml"
        path.write_text(yaml.safe_dump(mutated, allow_unicode=True), encoding="utf-8")
        _assert_refused_cleanly(path)


def test_random_bytes_and_yaml_tokens_spliced_into_card_files_never_crash_the_loader(tmp_path: Path) -> None:
    rnd = random.Random(1313)
    sources = [p.read_bytes() for p, _ in _card_data()]
    for n in range(400):
        raw = bytearray(rnd.choice(sources))
        for _ in range(rnd.randint(1, 4)):
            at = rnd.randrange(len(raw) + 1)
            kind = rnd.random()
            if kind < 0.4:
                raw[at:at] = rnd.choice(TOKENS).encode("utf-8")
            elif kind < 0.6:
                raw[at:at] = bytes([rnd.randrange(256)])
            elif kind < 0.8:
                del raw[at:at + rnd.randint(1, 20)]
            else:
                raw = raw[:at]
        path = tmp_path / f"b{n}.yaml"
        path.write_bytes(bytes(raw))
        _assert_refused_cleanly(path)


def test_random_yaml_documents_never_crash_the_loader(tmp_path: Path) -> None:
    rnd = random.Random(7)
    keys = ["name", "type", "text", "cost", "pt", "keywords", "spell", "abilities", "triggers", "static", "do",
            "targets", "when", "event", "modes", "faces", "colors", "loyalty", "deck_limit", "enchant", "if"]

    def value(depth: int) -> Any:
        r = rnd.random()
        if depth > 5 or r < 0.35:
            return rnd.choice(ODD_VALUES[:12] + keys)
        if r < 0.65:
            return [value(depth + 1) for _ in range(rnd.randint(0, 3))]
        return {rnd.choice(keys): value(depth + 1) for _ in range(rnd.randint(0, 4))}

    for n in range(300):
        doc = {k: value(1) for k in rnd.sample(keys, rnd.randint(0, 8))}
        path = tmp_path / f"r{n}.yaml"
        path.write_text(yaml.safe_dump(doc), encoding="utf-8")
        _assert_refused_cleanly(path)
