"""Card files from the command line: `mana-duel-cards` (or `python -m game.cards`).

    python -m game.cards check [DIR|FILE ...] [--with-shipped]

`check` loads the card files of the folders or files (the game's own pool when none is
named) as the game does, and prints every problem as `file:line:col: field: problem`, then a last summary
line (`445 cards, 0 problems`).  It exits 0 only when every file loads.  Folders named
together are one pool: two files for one card name are a problem naming both.  With
--with-shipped the folders are checked as your own cards are loaded: after the game's pool,
which none of them may replace.  Whatever a file holds, the check ends with a message: a
file too large, not UTF-8, nested or aliased without bound is a problem like any other.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .loader import load_pool
from ..engine.words import counted


def check(folders: list[str], with_shipped: bool = False) -> int:
    """Print every problem and the summary line; 0 when every file loads, 1 otherwise."""
    missing = [f"{f}: no such folder or file" for f in folders if not Path(f).exists()]
    folders = [f for f in folders if Path(f).exists()]
    if with_shipped or not folders:
        pool = load_pool(None, folders) if folders or not missing else None
    else:
        pool = load_pool(folders[0], folders[1:])
    problems = missing + (pool.errors if pool is not None else [])
    for line in problems:
        print(line)
    files = len(pool.left_out) if pool is not None else 0
    left = f" ({counted(files, 'file')} left out)" if files else ""
    cards = len(pool) if pool is not None else 0
    print(f"{counted(cards, 'card')}, {counted(len(problems), 'problem')}{left}")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="mana-duel-cards",
                                 description="Check card files (also run as `python -m game.cards`).")
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="print every problem of the card files; exit 0 only when all load")
    c.add_argument("folders", nargs="*", metavar="DIR", help="card folders or files (default: the game's own cards)")
    c.add_argument("--with-shipped", action="store_true",
                   help="check the folders as your own cards: after the game's cards, which they may not replace")
    args = ap.parse_args(argv)
    return check(args.folders, args.with_shipped)


if __name__ == "__main__":
    sys.exit(main())
