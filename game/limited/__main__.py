"""`python -m game.limited sealed|draft --set 4ED [--set ...] --seed S --headless`: a limited
event played through in the terminal (the computer plays the player's seat too).

Sealed: one --set opens six boosters of it (--starter: its starter deck and two boosters);
several --set options open one booster of each.  Draft: one --set for all three rounds, or
three --set options, one per round.  --save keeps the event in the user data folder.
`python -m game.limited list` lists the kept events; `python -m game.limited export ID
[--seat N] --to FILE` writes a deck of one of them as a deck file."""
from __future__ import annotations

import argparse
import sys

from ..ai import LEVEL_NAMES
from ..cards import default_pool
from .event import EventError
from .headless import headless_event


def product_items(kind: str, sets: list[str], starter: bool, boosters: int) -> list[str]:
    if kind == "draft":
        return sets * 3 if len(sets) == 1 else sets
    if starter:
        return [f"{sets[0]} starter"] + [sets[0]] * 2
    return sets * boosters if len(sets) == 1 else sets


def kept_events(argv: list[str]) -> int:
    """`list` and `export`: the events kept in the user data folder."""
    from ..decks.formats import to_text
    from ..storage.files import write_atomic
    from .store import list_events
    ap = argparse.ArgumentParser(prog="python -m game.limited")
    ap.add_argument("what", choices=("list", "export"))
    ap.add_argument("event", nargs="?", default="")
    ap.add_argument("--seat", type=int, default=0)
    ap.add_argument("--to", default="")
    args = ap.parse_args(argv)
    events = list_events()
    if args.what == "list":
        for _, ev in events:
            w, l_, d = ev.record
            print(f"{ev.event_id}  {ev.kind}  {', '.join(ev.items)}  {ev.phase}  {w}-{l_}" + (f"-{d}" if d else ""))
        if not events:
            print("no events kept yet")
        return 0
    ev = next((e for _, e in events if e.event_id == args.event), None)
    if ev is None or not args.to:
        print("export needs an event id (see `list`) and --to FILE", file=sys.stderr)
        return 2
    if not 0 <= args.seat < ev.seats or ev.decks[args.seat] is None:
        print(f"that event has no deck for seat {args.seat}", file=sys.stderr)
        return 2
    write_atomic(args.to, to_text(ev.decks[args.seat]))
    print(f"wrote {args.to}")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] and argv[0] in ("list", "export"):
        return kept_events(argv)
    ap = argparse.ArgumentParser(prog="python -m game.limited", description=__doc__.splitlines()[0])
    ap.add_argument("kind", choices=("sealed", "draft"))
    ap.add_argument("--set", dest="sets", action="append", default=[], metavar="CODE")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--headless", action="store_true", help="play it through in the terminal")
    ap.add_argument("--starter", action="store_true", help="sealed: a starter deck and two boosters")
    ap.add_argument("--boosters", type=int, default=6, help="sealed: boosters of a single set (default 6)")
    ap.add_argument("--level", default="apprentice", choices=[x for x in LEVEL_NAMES if x != "random"])
    ap.add_argument("--best-of", type=int, default=1, choices=(1, 3))
    ap.add_argument("--save", action="store_true", help="keep the event in the user data folder")
    args = ap.parse_args(argv)
    if not args.headless:
        print("Sealed Deck and Booster Draft are on the title menu of `python -m game`; "
              "add --headless to play an event in the terminal.", file=sys.stderr)
        return 2
    items = product_items(args.kind, args.sets or ["4ED"], args.starter, args.boosters)
    folder = None
    if args.save:
        from .store import events_folder
        folder = events_folder()
    try:
        headless_event(args.kind, items, args.seed, default_pool(), args.level, args.best_of, folder=folder)
    except EventError as e:
        print(f"can't run the event: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
