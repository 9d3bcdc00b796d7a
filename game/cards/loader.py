"""Loading card files (cards/<letter>/<slug>.yaml) into `CardDef` values.

A card file is a checked boundary: a file that breaks the vocabulary, has a field of the
wrong type, is not UTF-8, is too large, or nests or aliases without bound is not loaded;
its problems are reported as `file:line:col: field: problem`
(`cards/l/lightning_bolt.yaml:6:13: spell.do[0].damage.amount: expected an amount ...`),
and the rest of the pool still loads.  Two files for one card name are an error naming
both; the player's own cards (a `cards/` folder of the user data folder, `use_own_cards`)
load after the shipped pool and may not replace a card of the game.
"""
from __future__ import annotations

import os
import re
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from ..engine.carddef import CardDef
from ..engine.filter_spec import compile_filter
from ..engine.language import COST, VERBS, Duration
from ..engine.mana import ManaCost
from ..engine.terms import COLORS, MANA_OF_LAND_TYPE
from ..resources import CARDS_DIR
from .printings import first_set
from .schema import check_card
from .yaml_source import YamlProblem, load_with_marks, read_text, where

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
    """An activation cost: '{1}, {T}' or a mapping (see COST_KEYS).  Its mana part is parsed here,
    once, into a `ManaCost`: the engine never reads mana symbols again."""
    if isinstance(cost, dict):
        out = dict(cost)
        if isinstance(out.get("mana"), str):
            out["mana"] = ManaCost.parse(out["mana"])
        return out
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
        out["mana"] = ManaCost.parse(mana)
    return out


def _identity(cost: ManaCost, text: str, colors: tuple[str, ...], subtypes: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Colour identity: colours of mana symbols in cost and rules text, and colour indicator (CR 903.4).

    A card with a basic land type is allowed in a Commander deck only if each colour of mana it
    could produce is in the commander's identity (CR 903.5d): its mana ability is reminder text,
    which identity ignores, so those colours are counted here -- the identity is what deck
    construction compares, and no commander has a basic land type."""
    found = set(colors) | set(cost.colors) | {MANA_OF_LAND_TYPE[t] for t in subtypes if t in MANA_OF_LAND_TYPE}
    text_wo_reminder = re.sub(r"\([^)]*\)", "", text)
    for sym in re.findall(r"\{([^}]+)\}", text_wo_reminder):
        for c in sym.split("/"):
            if c in COLORS:
                found.add(c)
    return tuple(c for c in COLORS if c in found)


def _parse_granted_costs(node: Any) -> Any:
    """Every mana cost inside a card's behaviour, parsed once into a `ManaCost`: the costs of
    abilities granted by a `modify` (`add_abilities`, e.g. Zombie Master's "{B}: Regenerate this
    permanent"), attack costs (`attack_cost: {mana: ...}`, CR 508.1g), and each effect parameter
    the language declares a COST (`pay: {cost: ...}`, `counter: {unless_pays: ...}`)."""
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
    attack_cost = out.get("attack_cost")
    if isinstance(attack_cost, dict) and isinstance(attack_cost.get("mana"), str):
        out["attack_cost"] = {**attack_cost, "mana": ManaCost.parse(attack_cost["mana"])}
    if len(out) == 1 or (len(out) == 2 and "if" in out):   # an effect {verb: {params}}
        for verb, params in out.items():
            decl = VERBS.get(verb)
            if decl is not None and isinstance(params, dict):
                for param in decl.params:
                    if param.type == COST and isinstance(params.get(param.name), str):
                        params[param.name] = ManaCost.parse(params[param.name])
    return out


def compile_values(data: Any, paths: Iterable[tuple], compile: Callable[[Any], Any]) -> list[tuple[tuple, str]]:
    """Replace each value of a checked card file at these paths, in place, by its compiled form --
    a filter by its `Filter`, a duration by its `Duration` -- innermost first, so a filter inside an
    amount of another filter is compiled before it: the engine never reads a filter's keys or a
    duration's word.  Returns the problems, (path, message), of any it can't compile."""
    problems: list[tuple[tuple, str]] = []
    for path in sorted(set(paths), key=len, reverse=True):
        parent: Any = data
        for step in path[:-1]:
            parent = _step(parent, step)
        last = path[-1] if path else None
        if parent is None or last is None or _step(parent, last) is None:
            continue        # a default the file doesn't write
        try:
            parent[last] = compile(parent[last])
        except ValueError as e:       # FilterError says where inside the filter
            problems.append((path + getattr(e, "where", ()), str(e)))
    return problems


def _step(node: Any, key: Any) -> Any:
    """One step down a path of a card file: a mapping's key or a list's index (None: not there)."""
    if isinstance(node, dict) and not isinstance(key, int) or isinstance(node, dict) and key in node:
        return node.get(key)
    if isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
        return node[key]
    return None


def build_card(data: dict[str, Any], source: str = "") -> CardDef:
    data = _parse_granted_costs(data)
    sup, types, subs = parse_type_line(data["type"])
    cost = ManaCost.parse(data.get("cost", "") or "")
    colors = tuple(data["colors"]) if "colors" in data else tuple(c for c in COLORS if c in cost.colors)
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
        colors = tuple(c for c in COLORS if any(c in f.colors for f in faces))
        cost = ManaCost()
    limit = data.get("deck_limit", 4)
    text = data.get("text", "")
    return CardDef(
        name=data["name"], mana_cost=cost, supertypes=sup, types=types, subtypes=subs, power=power,
        toughness=toughness, loyalty=int(data["loyalty"]) if "loyalty" in data else None, colors=colors,
        color_identity=_identity(cost, text, colors, subs) if not faces else tuple(
            c for c in COLORS if any(c in f.color_identity for f in faces)),
        keywords=tuple(data.get("keywords", []) or []), text=text, layout="split" if faces else "normal",
        faces=faces, spell=spell, abilities=tuple(abilities), triggers=tuple(data.get("triggers", []) or []),
        statics=tuple(data.get("static", []) or []), replacements=tuple(data.get("replacements", []) or []),
        enchant=data.get("enchant"), as_enters=tuple(data.get("as_enters", []) or []),
        deck_limit=None if limit == "any" else int(limit), source_file=source,
        morph=ManaCost.parse(data["morph"]) if "morph" in data else None, first_set=first_set(data["name"]))


def display_path(path: str | os.PathLike[str]) -> str:
    """A file's name in messages: relative to the working folder when it is inside it."""
    rel = os.path.relpath(path)
    return str(path) if rel.startswith("..") else rel


def load_card_file(path: str | os.PathLike[str]) -> CardDef:
    """Load one card file; raise CardDefinitionError naming file, line, column and field for every
    mistake (`file:line:col: field: problem`).  Whatever the file holds, nothing else escapes."""
    path = str(path)
    rel = display_path(path)
    try:
        data, marks = load_with_marks(read_text(path), path)
    except YamlProblem as e:
        raise CardDefinitionError(path, [f"{rel}:{e.line}:{e.col}: (file): {e.message}"]) from None
    except OSError as e:
        raise CardDefinitionError(path, [f"{rel}:1:1: (file): can't be read: {e.strerror or e}"]) from None
    checked = check_card(data)
    problems = checked.problems or (compile_values(data, checked.filter_paths, compile_filter)
                                    + compile_values(data, checked.duration_paths, Duration))
    if problems:
        msgs = []
        for p, msg in problems:
            line, col = where(marks, p)
            msgs.append(f"{rel}:{line}:{col}: {_fmt_path(p)}: {msg}")
        raise CardDefinitionError(path, msgs)
    try:
        return build_card(data, os.path.abspath(path))  # found again whatever the current folder
    except (KeyError, ValueError, TypeError, AttributeError, ArithmeticError) as e:
        line, col = where(marks, ())
        raise CardDefinitionError(path, [f"{rel}:{line}:{col}: (card): can't be built: {e}"]) from None


def ascii_name(name: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


def slug(name: str) -> str:
    s = ascii_name(name).lower()
    s = re.sub(r"[^a-z0-9]+", "_", s).strip("_")
    return s


@dataclass
class CardPool:
    """Every loaded card by name, and the problems of the files that didn't load.

    `errors` holds every problem line; `left_out` maps each file that was not loaded to its
    problems (the title screen lists them)."""
    cards: dict[str, CardDef] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    left_out: dict[str, list[str]] = field(default_factory=dict)
    files: set[str] = field(default_factory=set)      # every card file read (resolved paths)
    load_seconds: float = 0.0
    _index: dict[str, str] = field(default_factory=dict)

    def add(self, card: CardDef) -> None:
        """Add a card; a name (or its spelling without diacritics) already taken is refused:
        two files for one card would make which one plays depend on the order of loading."""
        for key in {card.name.lower(), ascii_name(card.name).lower()}:
            if key in self._index:
                raise DuplicateCardError(self.cards[self._index[key]])
        self.cards[card.name] = card
        self._index[card.name.lower()] = card.name
        self._index[ascii_name(card.name).lower()] = card.name

    def leave_out(self, path: str, problems: list[str]) -> None:
        self.errors.extend(problems)
        self.left_out.setdefault(display_path(path), []).extend(problems)

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


class DuplicateCardError(Exception):
    """A card whose name the pool already has (`existing` is the card loaded first)."""

    def __init__(self, existing: CardDef) -> None:
        super().__init__(existing.name)
        self.existing = existing


def shipped_cards_dir() -> Path:
    """The folder of the game's own card files (game.resources says where it is)."""
    return CARDS_DIR


def load_pool(directory: str | os.PathLike[str] | None = None,
              extra: Iterable[str | os.PathLike[str]] = ()) -> CardPool:
    """The cards of `directory` (the shipped pool by default), then those of each `extra` folder
    (the player's own cards) with the same checks.  A file with a problem is left out and its
    problems recorded; the rest of the pool still loads.  A card may not replace one loaded
    before it: the later file is refused, naming the earlier one."""
    start = time.perf_counter()
    pool = CardPool()
    first = Path(directory) if directory else shipped_cards_dir()
    _load_folder(pool, first, frozenset())
    shipped = first.resolve() == shipped_cards_dir().resolve()
    base = frozenset(pool.cards) if shipped else frozenset()
    for folder in extra:
        _load_folder(pool, Path(folder), base)
    pool.load_seconds = time.perf_counter() - start
    return pool


def card_files(folder: Path) -> list[Path]:
    """The card files of a folder, in a stable order (a missing folder has none; a file is itself)."""
    if not folder.is_dir():
        return [folder] if folder.exists() else []
    try:
        return sorted(p for p in folder.rglob("*.yaml") if not p.name.startswith("."))
    except OSError:
        return []


def _load_folder(pool: CardPool, folder: Path, base: frozenset[str]) -> None:
    """Load a folder's card files into the pool (`base`: the names of the game's own cards,
    which a card of this folder may not replace)."""
    for path in card_files(folder):
        where_from = _resolved(path)
        if where_from in pool.files:
            continue                # the same file named twice (a folder and a file inside it)
        pool.files.add(where_from)
        try:
            card = load_card_file(path)
            pool.add(card)
        except CardDefinitionError as e:
            pool.leave_out(str(path), e.problems)
        except DuplicateCardError as e:
            pool.leave_out(str(path), [_duplicate_problem(path, card, e.existing, e.existing.name in base)])


def _resolved(path: Path) -> str:
    try:
        return str(path.resolve())
    except OSError:
        return str(path)


def _duplicate_problem(path: Path, card: CardDef, existing: CardDef, of_the_game: bool) -> str:
    rel = display_path(path)
    try:
        _, marks = load_with_marks(read_text(path), str(path))
        line, col = where(marks, ("name",))
    except (YamlProblem, OSError):
        line, col = 1, 1
    other = display_path(existing.source_file) if existing.source_file else "another file"
    if of_the_game:
        why = (f"{card.name!r} is a card of the game ({other}); a card of your own can't replace it "
               f"(give yours another name)")
    else:
        why = f"{card.name!r} is already defined by {other}; only the first file is loaded"
    return f"{rel}:{line}:{col}: name: {why}"


_DEFAULT: CardPool | None = None
_OWN_FOLDERS: tuple[Path, ...] = ()


def use_own_cards(folder: str | os.PathLike[str] | None) -> None:
    """Have `default_pool` load the player's own card files from `folder` after the shipped
    pool (the entry points pass the `cards/` folder of the user data folder)."""
    global _DEFAULT, _OWN_FOLDERS
    folders = (Path(folder),) if folder else ()
    if folders != _OWN_FOLDERS:
        _OWN_FOLDERS = folders
        _DEFAULT = None


def default_pool() -> CardPool:
    """The pool the game plays with: the shipped cards and your own (loaded once)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_pool(None, _OWN_FOLDERS)
    return _DEFAULT
