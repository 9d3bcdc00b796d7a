"""Deck files from the command line: `mana-duel-decks` (or `python -m game.decks`).

    python -m game.decks check PATH [--format normal|commander]
    python -m game.decks convert IN OUT

`check` prints each problem of the deck (every unknown card by name, too few cards, too
many copies, too many sideboard cards, a commander outside its colour identity, ...) and
exits 0 only for a legal deck.  Without --format a deck naming a commander is checked as a
Commander deck.  `convert` converts between the plain-text list and Forge's .dck format
(the output's extension chooses: .dck or anything else for text).  Both read either format.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..cards import default_pool, use_own_cards
from ..storage import own_cards_dir
from .deck_formats import FORMATS
from .decklist import DeckFileError
from .formats import read_deck_file, write_deck_file
from .legality import deck_problems, left_out_without_ante
from ..engine.words import counted, plural


def _check(path: str, fmt: str | None) -> int:
    try:
        deck = read_deck_file(path)
    except OSError as e:
        print(f"{path}: can't read the file: {e.strerror or e}", file=sys.stderr)
        return 2
    except DeckFileError as e:
        print(f"{path}: {e}", file=sys.stderr)
        return 2
    fmt = fmt or ("commander" if deck.commander else deck.fmt or "normal")
    pool = default_pool()
    if pool.left_out:
        print(f"note: {counted(len(pool.left_out), 'card file')} {'was' if len(pool.left_out) == 1 else 'were'} left out of the card pool; "
              f"`python -m game.cards check` lists their problems", file=sys.stderr)
    problems = deck_problems(deck, pool, fmt)
    ante = left_out_without_ante(deck, pool)
    if ante:
        print(f"note: {', '.join(ante)}: ante {plural(len(ante), 'card')}, removed from the deck before "
              f"playing unless the game is played for ante")
    side = sum(e.count for e in deck.sideboard)
    what = f"{deck.size} cards" + (f" + {side} in the sideboard" if side else "")
    label = {"normal": "constructed"}.get(fmt, FORMATS[fmt])
    if not problems:
        print(f"{path}: {deck.name} — legal {label} deck ({what})")
        return 0
    print(f"{path}: {deck.name} — not a legal {label} deck ({what}), {len(problems)} "
          f"{plural(len(problems), 'problem')}:")
    for p in problems:
        print(f"  - {p}")
    return 1


def _convert(src: str, dst: str) -> int:
    try:
        deck = read_deck_file(src)
    except OSError as e:
        print(f"{src}: can't read the file: {e.strerror or e}", file=sys.stderr)
        return 2
    except DeckFileError as e:
        print(f"{src}: {e}", file=sys.stderr)
        return 2
    for err in deck.errors:
        print(f"  note: {err}")
    if Path(src).resolve() == Path(dst).resolve():
        print("convert: the output must be a different file", file=sys.stderr)
        return 2
    pool = default_pool()
    unknown = [e.name for e in deck.main + deck.sideboard if pool.find(e.name) is None]
    try:
        write_deck_file(deck, dst)
    except OSError as e:
        print(f"{dst}: can't write the file: {e.strerror or e}", file=sys.stderr)
        return 2
    kind = "Forge .dck" if Path(dst).suffix.lower() == ".dck" else "text"
    print(f"wrote {dst} ({kind}): {deck.name}, {deck.size} cards")
    for name in unknown:
        print(f"  note: unknown card kept as written: {name}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="mana-duel-decks",
                                 description="Check and convert deck files (also run as `python -m game.decks`).")
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="print the deck's problems; exit 0 only for a legal deck")
    c.add_argument("path")
    c.add_argument("--format", choices=tuple(FORMATS), default=None,
                   help="the format to check (default: the deck's `# format:` header, or commander when it "
                        "names a commander, else normal)")
    v = sub.add_parser("convert", help="convert between the text list and Forge's .dck")
    v.add_argument("src", metavar="IN")
    v.add_argument("dst", metavar="OUT")
    args = ap.parse_args(argv)
    use_own_cards(own_cards_dir())
    if args.command == "check":
        return _check(args.path, args.format)
    return _convert(args.src, args.dst)


if __name__ == "__main__":
    sys.exit(main())
