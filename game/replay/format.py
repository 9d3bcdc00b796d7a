"""The replay file: a duel as small text, not a state dump.

A replay holds what is needed to play the duel again from nothing: the seed, the rules,
the two decks as card-name lists (in library order), who played first, and every
decision taken, as the engine's action text (`Action.to_text()`), one per line with the
player who took it.  With a deterministic engine that is the whole duel.  To tell when
it no longer plays the same, it also keeps fingerprints of the engine's source and of
each card's definition file, the position digest at the start of every turn, and the
digest of the final position.  The digest (`Game.position_digest`, game.engine.digest)
hashes what the position is — life, zones by card name, permanents, the stack, the
random stream — not how the engine stores it, so a replay still checks after the engine's
internal representation changes; the `checkpoints:` line names its scheme.  A replay
without that line was recorded with hashes of the engine's whole internal state, which a
later engine can't compute again: it is checked by its actions, the action at which each
turn began, and its result.

    Mana Duel replay 1
    kind: replay
    date: 2025-06-01 14:03:22
    game-version: 0.1.0
    engine: 3f2a9c1b7d4e
    cards: 9a8b7c6d5e4f
    seed: 123456
    first: 0
    rules: {"ante": false, "format": "normal", ...}
    player 1: You
    level 1: human
    deck 1: Serra's Host
    (commander 1: Arcades Sabboth    -- in a Commander game only)
    card 1: 4 Plains #1a2b3c4d
    ...
    result: p1 wins on turn 9 — p2: life 0
    turns: 9
    final: 66abeef880e48731
    checkpoints: digest-1
    --- actions
    p1 choose true
    p2 choose true
    p1 pass
    @ turn 2 8f8e0c3b2a1d4e5f
    ...

A bug-report bundle is the same file with `kind: bug-report`: the duel so far, the
digest of the position it stopped at (`final`), and `version ...` lines (Python, pygame,
platform).  Unknown header keys are kept and ignored, so older and newer versions of the
game can read each other's files.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from ..version import __version__
from ..engine.digest import DIGEST_SCHEME
from ..cards.fingerprint import card_fingerprint  # noqa: F401  (a replay records each card's)
from ..storage.files import MAX_FILE_BYTES, write_atomic  # the one atomic write (also imported from here)
from ..decks.decklist import MAX_DECK_CARDS
from ..storage.saved import ACTION, RULES, SEED, TURN, level
from ..storage.schema import Int, Invalid, OneOf, Spec, Str, check

log = logging.getLogger(__name__)
MAGIC = "Mana Duel replay"
FORMAT_VERSION = 1
REPLAY_SUFFIX = ".replay"
BUG_SUFFIX = ".bugreport"
ENGINE_DIR = Path(__file__).resolve().parents[1] / "engine"


class ReplayFormatError(ValueError):
    """The file isn't a replay this version can read."""


@dataclass
class DeckRecord:
    """One side's deck: its name and its cards in the order they went into the library."""
    name: str
    cards: list[str]
    card_hashes: dict[str, str] = field(default_factory=dict)
    commander: str | None = None      # in a Commander game: the card that starts in the command zone
    sideboard: list[str] = field(default_factory=list)   # the cards outside the game (a wish's, CR 400.11a)

    def runs(self, where: str = "cards") -> list[tuple[int, str]]:
        """The card list (or the sideboard: `where="sideboard"`) as (count, name) runs, keeping
        the order: the game is set up again with each card where it was."""
        out: list[tuple[int, str]] = []
        for name in self.sideboard if where == "sideboard" else self.cards:
            if out and out[-1][1] == name:
                out[-1] = (out[-1][0] + 1, name)
            else:
                out.append((1, name))
        return out


@dataclass
class Replay:
    seed: int
    rules: dict[str, Any]
    decks: list[DeckRecord]
    first: int | None = None                 # None: the game's random stream chose (start_game)
    names: list[str] = field(default_factory=lambda: ["p1", "p2"])
    levels: list[str] = field(default_factory=lambda: ["human", "apprentice"])
    actions: list[tuple[int, str]] = field(default_factory=list)    # (player, action text)
    checkpoints: dict[int, tuple[int, str]] = field(default_factory=dict)  # action count -> (turn, digest)
    scheme: str = ""        # what the checkpoints and `final` hash: DIGEST_SCHEME, or "" (the old full-state hash)
    kind: str = "replay"
    date: str = ""
    game_version: str = ""
    engine: str = ""
    cards: str = ""
    result: str = ""
    turns: int = 0
    final: str = ""
    winner: int | None = None
    versions: dict[str, str] = field(default_factory=dict)
    extra: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    path: str = ""

    @property
    def human(self) -> int | None:
        """The seat a person played (None for a duel between two computer players)."""
        for p in (0, 1):
            if self.levels[p] == "human":
                return p
        return None

    @property
    def length(self) -> int:
        return len(self.actions)

    def title(self) -> str:
        return f"{self.decks[0].name} vs {self.decks[1].name}"

    @property
    def digests(self) -> bool:
        """Whether its checkpoints and final hash are position digests this game computes
        (`DIGEST_SCHEME`); if not, only its actions, turns and result can be checked."""
        return self.scheme == DIGEST_SCHEME

    def recorded_outcome(self) -> tuple[bool, int | None] | None:
        """(over, winner) as the recording ended, from its result and winner lines (None
        when it says nothing: a replay written before the duel was played)."""
        if not self.result:
            return None
        if self.result.startswith("unfinished"):
            return False, None
        return True, self.winner


# --- fingerprints -----------------------------------------------------------------------------

_ENGINE_FP: str | None = None


def engine_fingerprint() -> str:
    """A hash of the rules engine's source (game/engine, its card hooks included): when it
    changes, an old replay may no longer play the same."""
    global _ENGINE_FP
    if _ENGINE_FP is None:
        h = hashlib.sha256()
        base = ENGINE_DIR
        for path in sorted(base.rglob("*.py")):
            h.update(str(path.relative_to(base)).replace(os.sep, "/").encode())
            h.update(b"\0")
            h.update(path.read_bytes())
        _ENGINE_FP = h.hexdigest()[:12]
    return _ENGINE_FP


def pool_fingerprint(hashes: Iterable[tuple[str, str]]) -> str:
    """One hash over the (name, card hash) pairs of the cards a duel uses."""
    h = hashlib.sha256()
    for name, fp in sorted(set(hashes)):
        h.update(f"{name}={fp}\n".encode())
    return h.hexdigest()[:12]


def game_version() -> str:
    return __version__


def runtime_versions() -> dict[str, str]:
    """The versions a bug report names: Python, pygame (if installed), the platform."""
    import platform
    out = {"python": platform.python_version(), "platform": platform.platform()}
    try:
        from importlib.metadata import version
        out["pygame-ce"] = version("pygame-ce")
    except Exception:
        pass
    try:
        import yaml
        out["pyyaml"] = getattr(yaml, "__version__", "?")
    except Exception:
        pass
    return out


# --- text -------------------------------------------------------------------------------------

def dumps(r: Replay) -> str:
    out = [f"{MAGIC} {FORMAT_VERSION}",
           f"kind: {r.kind}",
           f"date: {r.date or time.strftime('%Y-%m-%d %H:%M:%S')}",
           f"game-version: {r.game_version or game_version()}",
           f"engine: {r.engine or engine_fingerprint()}",
           f"cards: {r.cards}",
           f"seed: {r.seed}",
           f"first: {'random' if r.first is None else r.first}",
           "rules: " + json.dumps(r.rules, sort_keys=True)]
    for i, deck in enumerate(r.decks):
        n = i + 1
        out.append(f"player {n}: {r.names[i]}")
        out.append(f"level {n}: {r.levels[i]}")
        out.append(f"deck {n}: {deck.name}")
        if deck.commander:
            out.append(f"commander {n}: {deck.commander}")
        for count, name in deck.runs():
            fp = deck.card_hashes.get(name, "")
            out.append(f"card {n}: {count} {name}" + (f" #{fp}" if fp else ""))
        for count, name in deck.runs("sideboard"):
            out.append(f"sideboard {n}: {count} {name}")
    if r.result:
        out.append(f"result: {r.result}")
    if r.winner is not None:
        out.append(f"winner: {r.winner + 1}")
    out.append(f"turns: {r.turns}")
    if r.final:
        out.append(f"final: {r.final}")
    if r.scheme:
        out.append(f"checkpoints: {r.scheme}")
    for k, v in sorted(r.versions.items()):
        out.append(f"version {k}: {v}")
    for k, v in r.extra.items():
        out.append(f"{k}: {v}")
    for note in r.notes:
        out.append(f"# {note}")
    out.append("--- actions")
    for i, (p, text) in enumerate(r.actions):
        if i in r.checkpoints:
            turn, h = r.checkpoints[i]
            out.append(f"@ turn {turn} {h}")
        out.append(f"p{p + 1} {text}")
    if len(r.actions) in r.checkpoints:
        turn, h = r.checkpoints[len(r.actions)]
        out.append(f"@ turn {turn} {h}")
    return "\n".join(out) + "\n"


_KNOWN = {"kind", "date", "game-version", "engine", "cards", "seed", "first", "rules", "result", "turns", "final",
          "winner", "checkpoints"}


# what a replay's header may say (game.storage.schema): one spec per key
_HEAD: dict[str, Spec] = {"kind": OneOf("replay", "bug-report"), "seed": SEED, "first": OneOf("random", 0, 1),
                          "rules": RULES, "turns": TURN, "winner": OneOf(1, 2), "date": Str(40),
                          "game-version": Str(40), "engine": Str(40), "cards": Str(40), "result": Str(500),
                          "final": Str(40), "checkpoints": Str(40)}
_SIDE: dict[str, Spec] = {"player": Str(60), "level": level("human"), "deck": Str(200), "commander": Str(200)}
_NUMBER = re.compile(r"^-?\d{1,20}$")


def _value(key: str, text: str) -> Any:
    """A header value as its spec reads it: JSON for the rules, a whole number where the
    spec wants one, the text otherwise."""
    spec = _HEAD.get(key) or _SIDE.get(key)
    if key == "rules":
        try:
            return json.loads(text)
        except (ValueError, RecursionError):
            raise Invalid(key, "unreadable rules") from None
    if isinstance(spec, Int) or isinstance(spec, OneOf) and any(isinstance(c, int) for c in spec.choices):
        if _NUMBER.match(text):
            return int(text)
    return text


def loads(text: str, path: str = "", header_only: bool = False) -> Replay:
    """A replay from its text.  Every header value is checked (game.storage.schema) and every
    action read by the engine's parser; anything wrong is a `ReplayFormatError` naming the
    line, never a traceback, and no card count can make it build a huge deck."""
    where = path or "this file"
    lines = text.splitlines()
    if not lines or not lines[0].startswith(MAGIC):
        raise ReplayFormatError(f"{where} isn't a Mana Duel replay")
    try:
        version = int(lines[0][len(MAGIC):].strip() or "0")
    except ValueError:
        raise ReplayFormatError(f"{where}: unreadable format version {lines[0][:60]!r}") from None
    if version > FORMAT_VERSION:
        raise ReplayFormatError(f"{where}: replay format {version} is newer than this game reads ({FORMAT_VERSION})")
    head: dict[str, Any] = {}
    names = ["p1", "p2"]
    levels = ["human", "apprentice"]
    decks = [DeckRecord("Deck 1", []), DeckRecord("Deck 2", [])]
    versions: dict[str, str] = {}
    extra: dict[str, str] = {}
    notes: list[str] = []
    i = 1
    try:
        while i < len(lines) and lines[i].strip() != "--- actions":
            line = lines[i].rstrip()
            i += 1
            if not line.strip():
                continue
            if line.startswith("#"):
                notes.append(line[1:].strip())
                continue
            key, sep, value = line.partition(": ")
            if not sep:
                key, value = line.rstrip(":"), ""
            m = re.match(r"^(player|level|deck|commander|card|sideboard) ([12])$", key)
            if m:
                side = int(m.group(2)) - 1
                what = m.group(1)
                if what == "card":
                    _add_cards(decks[side], value, key)
                    continue
                if what == "sideboard":
                    _add_sideboard(decks[side], value, key)
                    continue
                value = check(_SIDE[what], _value(what, value), key)
                if what == "player":
                    names[side] = value
                elif what == "level":
                    levels[side] = value
                elif what == "deck":
                    decks[side].name = value
                else:
                    decks[side].commander = value
                continue
            if key.startswith("version "):
                versions[key[8:]] = value
            elif key in _HEAD:
                head[key] = check(_HEAD[key], _value(key, value), key)
            else:
                extra[key] = value
        if "seed" not in head:
            raise Invalid("seed", "missing")
    except Invalid as e:
        raise ReplayFormatError(f"{where}:{i}: {e}") from None
    first = head.get("first", "random")
    winner = head.get("winner")
    r = Replay(seed=head["seed"], rules=head.get("rules", {}), decks=decks, first=None if first == "random" else first,
               names=names, levels=levels, kind=head.get("kind", "replay"), date=head.get("date", ""),
               game_version=head.get("game-version", ""), engine=head.get("engine", ""), cards=head.get("cards", ""),
               result=head.get("result", ""), turns=head.get("turns", 0), final=head.get("final", ""),
               winner=winner - 1 if winner is not None else None, scheme=head.get("checkpoints", ""),
               versions=versions, extra=extra, notes=notes, path=path)
    if header_only:
        # count the actions without keeping them (the Replays list reads only the header)
        r.extra["_length"] = str(sum(1 for ln in lines[i + 1:] if ln[:1] == "p"))
        return r
    for n, line in enumerate(lines[i + 1:], i + 2):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("@"):
            m = re.match(r"^@ turn (\d{1,7}) ([0-9a-f]{1,64})$", line)
            if not m:
                raise ReplayFormatError(f"{where}:{n}: unreadable checkpoint {line[:60]!r}")
            r.checkpoints[len(r.actions)] = (int(m.group(1)), m.group(2))
            continue
        m = re.match(r"^p([12]) (.+)$", line)
        if not m:
            raise ReplayFormatError(f"{where}:{n}: unreadable action line {line[:60]!r}")
        try:
            r.actions.append((int(m.group(1)) - 1, check(ACTION, m.group(2), "action")))
        except Invalid as e:
            raise ReplayFormatError(f"{where}:{n}: {e}") from None
    return r


def _add_cards(deck: DeckRecord, value: str, key: str) -> None:
    """A "card N: COUNT NAME #HASH" line, counted before any card is made: no line and no
    deck may hold more than `MAX_DECK_CARDS` cards (the bound of every deck)."""
    cm = re.match(r"^(\d{1,12}) (.+?)(?: #([0-9a-f]{1,64}))?$", value)
    count, name = _counted_name(cm, value, key, "card", "deck", len(deck.cards))
    deck.cards.extend([name] * count)
    if cm.group(3):
        deck.card_hashes[name] = cm.group(3)


def _add_sideboard(deck: DeckRecord, value: str, key: str) -> None:
    """A "sideboard N: COUNT NAME" line: cards the side owns outside the game."""
    cm = re.match(r"^(\d{1,12}) (.+)$", value)
    count, name = _counted_name(cm, value, key, "sideboard", "sideboard", len(deck.sideboard))
    deck.sideboard.extend([name] * count)


def _counted_name(cm: "re.Match[str] | None", value: str, key: str, line: str, holder: str,
                  held: int) -> tuple[int, str]:
    """The COUNT and NAME of a card line, refused when unreadable or when they would take what
    holds them (a deck, a sideboard) past `MAX_DECK_CARDS`."""
    if not cm:
        raise Invalid(key, f"unreadable {line} line {value[:60]!r}")
    count, name = int(cm.group(1)), check(Str(200), cm.group(2), key)
    if not 1 <= count <= MAX_DECK_CARDS - held:
        raise Invalid(key, f"{count} {name}: a {holder} holds at most {MAX_DECK_CARDS} cards")
    return count, name


# --- files ------------------------------------------------------------------------------------

def replays_dir() -> Path:
    from ..storage.settings import data_dir
    return data_dir() / "replays"


def bug_reports_dir() -> Path:
    from ..storage.settings import data_dir
    return data_dir() / "bug-reports"


def save(r: Replay, path: str | Path) -> Path:
    p = write_atomic(Path(path), dumps(r))
    r.path = str(p)
    return p


def load(path: str | Path, header_only: bool = False) -> Replay:
    """A replay file (`ReplayFormatError` says why one can't be read)."""
    p = Path(path)
    try:
        with open(p, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise ReplayFormatError(f"can't read {p}: {e.strerror or e}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise ReplayFormatError(f"{p}: bigger than {MAX_FILE_BYTES // 1_000_000} MB, not a replay")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ReplayFormatError(f"{p}: not UTF-8 text") from None
    return loads(text, str(p), header_only)


def _slug(text: str) -> str:
    s = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return s[:40] or "duel"


def new_path(folder: Path, r: Replay, suffix: str = REPLAY_SUFFIX) -> Path:
    """A fresh file name in `folder`: date, time and the decks (never an existing file)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"{stamp}-{_slug(r.decks[0].name)}-vs-{_slug(r.decks[1].name)}"
    path = folder / (base + suffix)
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}{suffix}"
        n += 1
    return path


@dataclass(frozen=True)
class Unreadable:
    """A file in the replays folder that can't be read, and why (the Replays screen lists it)."""
    path: str
    reason: str


def scan_replays(folder: Path | None = None) -> tuple[list[Replay], list[Unreadable]]:
    """The saved replays (headers only), newest first, and the files that can't be read: one
    bad file never hides the others."""
    folder = folder or replays_dir()
    out: list[Replay] = []
    bad: list[Unreadable] = []
    try:
        files = sorted(folder.glob("*" + REPLAY_SUFFIX), reverse=True)
    except OSError:
        return out, bad
    for f in files:
        try:
            out.append(load(f, header_only=True))
        except ReplayFormatError as e:
            bad.append(Unreadable(str(f), str(e).replace(str(f), f.name)))
        except Exception as e:        # a file in the folder must never break the list
            log.exception("replay %s could not be read", f)
            bad.append(Unreadable(str(f), f"{f.name}: {e}"))
    out.sort(key=lambda r: (r.date, r.path), reverse=True)
    return out, bad


def list_replays(folder: Path | None = None) -> list[Replay]:
    """The saved replays (headers only), newest first; unreadable files are left out."""
    return scan_replays(folder)[0]
