"""Loading card files (cards/<letter>/<slug>.yaml) into `CardDef` values.

A file that breaks the vocabulary is not loaded; its problems are reported with file,
line, column and field (`cards/l/lightning_bolt.yaml:6:13: spell.do[0].damage.amount:
expected an amount ...`), and the rest of the pool still loads.
"""
from __future__ import annotations

import os
import re
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.carddef import CardDef
from ..engine.mana import ManaCost
from ..resources import CARDS_DIR
from .schema import validate_card
from .yaml_source import load_with_marks, where

SUPERTYPES = {"Basic", "Legendary", "Snow", "World", "Ongoing"}


class CardDefinitionError(Exception):
    """A card file that can't be loaded; `problems` holds one line per mistake."""

    def __init__(self, path: str, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.path = path
        self.problems = problems


def _fmt_path(path: tuple) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(top)"


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    left, _, right = line.partition("—")
    words = [w for w in left.split() if w != "//"]
    words = list(dict.fromkeys(words))
    sup = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    subs = tuple(right.split()) if right.strip() else ()
    return sup, types, subs


def parse_cost(cost: Any) -> dict[str, Any]:
    """An activation cost: '{1}, {T}' or a mapping (see COST_KEYS)."""
    if isinstance(cost, dict):
        return dict(cost)
    text = str(cost)
    out: dict[str, Any] = {}
    if "{T}" in text:
        out["tap"] = True
        text = text.replace("{T}", "")
    if "{Q}" in text:
        out["untap"] = True
        text = text.replace("{Q}", "")
    mana = "".join(re.findall(r"\{[^}]+\}", text))
    if mana:
        out["mana"] = mana
    return out


def _identity(cost: ManaCost, text: str, colors: tuple[str, ...]) -> tuple[str, ...]:
    """Colour identity: colours of mana symbols in cost and rules text, and colour indicator (CR 903.4)."""
    found = set(colors) | set(cost.colors)
    text_wo_reminder = re.sub(r"\([^)]*\)", "", text)
    for sym in re.findall(r"\{([^}]+)\}", text_wo_reminder):
        for c in sym.split("/"):
            if c in "WUBRG":
                found.add(c)
    return tuple(c for c in "WUBRG" if c in found)


def _parse_granted_costs(node: Any) -> Any:
    """Abilities granted by a `modify` (`add_abilities`, e.g. Zombie Master's "{B}: Regenerate
    this permanent") get their costs parsed like the card's own abilities."""
    if isinstance(node, list):
        return [_parse_granted_costs(x) for x in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for k, v in node.items():
        if k == "add_abilities" and isinstance(v, list):
            out[k] = [{**_parse_granted_costs(a), "cost": parse_cost(a.get("cost", {}))} if isinstance(a, dict)
                      else a for a in v]
        else:
            out[k] = _parse_granted_costs(v)
    return out


def build_card(data: dict[str, Any], source: str = "") -> CardDef:
    data = _parse_granted_costs(data)
    sup, types, subs = parse_type_line(data["type"])
    cost = ManaCost.parse(data.get("cost", "") or "")
    colors = tuple(data["colors"]) if "colors" in data else tuple(c for c in "WUBRG" if c in cost.colors)
    power = toughness = None
    if "pt" in data:
        power, _, toughness = str(data["pt"]).partition("/")
    abilities = []
    for a in data.get("abilities", []) or []:
        a = dict(a)
        if "cost" in a:
            a["cost"] = parse_cost(a["cost"])
        else:
            a["cost"] = {}
        abilities.append(a)
    spell = data.get("spell")
    faces = tuple(build_card(f, source) for f in data.get("faces", []) or [])
    if faces:
        types = tuple(dict.fromkeys(t for f in faces for t in f.types))
        colors = tuple(c for c in "WUBRG" if any(c in f.colors for f in faces))
        cost = ManaCost()
    limit = data.get("deck_limit", 4)
    text = data.get("text", "")
    return CardDef(
        name=data["name"], mana_cost=cost, supertypes=sup, types=types, subtypes=subs, power=power,
        toughness=toughness, loyalty=int(data["loyalty"]) if "loyalty" in data else None, colors=colors,
        color_identity=_identity(cost, text, colors) if not faces else tuple(
            c for c in "WUBRG" if any(c in f.color_identity for f in faces)),
        keywords=tuple(data.get("keywords", []) or []), text=text, layout="split" if faces else "normal",
        faces=faces, spell=spell, abilities=tuple(abilities), triggers=tuple(data.get("triggers", []) or []),
        statics=tuple(data.get("static", []) or []), replacements=tuple(data.get("replacements", []) or []),
        enchant=data.get("enchant"), as_enters=tuple(data.get("as_enters", []) or []),
        deck_limit=None if limit == "any" else int(limit), source_file=source,
        morph=ManaCost.parse(data["morph"]) if "morph" in data else None)


def load_card_file(path: str | os.PathLike[str]) -> CardDef:
    """Load one card file; raise CardDefinitionError naming file, line and field for every mistake."""
    path = str(path)
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    rel = os.path.relpath(path)
    try:
        data, marks = load_with_marks(text, path)
    except Exception as e:  # yaml.YAMLError with its own mark
        mark = getattr(e, "problem_mark", None)
        line = f"{mark.line + 1}:{mark.column + 1}" if mark else "1:1"
        raise CardDefinitionError(path, [f"{rel}:{line}: not valid YAML: {getattr(e, 'problem', e)}"]) from None
    problems = validate_card(data)
    if problems:
        msgs = []
        for p, msg in problems:
            line, col = where(marks, p)
            msgs.append(f"{rel}:{line}:{col}: {_fmt_path(p)}: {msg}")
        raise CardDefinitionError(path, msgs)
    try:
        return build_card(data, os.path.abspath(path))  # found again whatever the current folder
    except (KeyError, ValueError, TypeError) as e:
        raise CardDefinitionError(path, [f"{rel}:1:1: {e}"]) from None


def ascii_name(name: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


def slug(name: str) -> str:
    s = ascii_name(name).lower()
    s = re.sub(r"[^a-z0-9]+", "_", s).strip("_")
    return s


@dataclass
class CardPool:
    """Every loaded card by name, and the problems of the files that didn't load."""
    cards: dict[str, CardDef] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    load_seconds: float = 0.0
    _index: dict[str, str] = field(default_factory=dict)

    def add(self, card: CardDef) -> None:
        self.cards[card.name] = card
        self._index[card.name.lower()] = card.name
        self._index[ascii_name(card.name).lower()] = card.name

    def get(self, name: str) -> CardDef:
        key = self._index.get(name.strip().lower())
        if key is None:
            raise KeyError(name)
        return self.cards[key]

    def find(self, name: str) -> CardDef | None:
        try:
            return self.get(name)
        except KeyError:
            return None

    def __contains__(self, name: str) -> bool:
        return self.find(name) is not None

    def __len__(self) -> int:
        return len(self.cards)


def load_pool(directory: str | os.PathLike[str] | None = None) -> CardPool:
    start = time.perf_counter()
    pool = CardPool()
    root = Path(directory) if directory else CARDS_DIR
    for path in sorted(root.rglob("*.yaml")):
        try:
            pool.add(load_card_file(path))
        except CardDefinitionError as e:
            pool.errors.extend(e.problems)
    pool.load_seconds = time.perf_counter() - start
    return pool


_DEFAULT: CardPool | None = None


def default_pool() -> CardPool:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_pool()
    return _DEFAULT
