"""Write cards/first_sets.json: the set each card name was first printed in.

    python tools/card_first_sets.py [--reference PATH ...]

A rules fact some cards read ("a name originally printed in the Arabian Nights expansion",
City in a Bottle): the engine asks a card's `first_set`, which the loader takes from this
file.  Facts come from the reference data's `first_set` field (shared/reference/cards.json
and classic-sets.json); where both name a card they agree.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.resources import FIRST_SETS  # noqa: E402

REFERENCE = ROOT.parent / "shared" / "reference"
DEFAULT_REFERENCES = (REFERENCE / "cards.json", REFERENCE / "classic-sets.json")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", action="append", default=None)
    args = ap.parse_args(argv)
    out: dict[str, str] = {}
    for path in args.reference or [str(p) for p in DEFAULT_REFERENCES]:
        for rec in json.loads(Path(path).read_text(encoding="utf-8")):
            first = rec.get("first_set")
            if not first:
                continue
            if out.setdefault(rec["name"], first) != first:
                print(f"{rec['name']}: first set {out[rec['name']]} in one file, {first} in {path}", file=sys.stderr)
                return 1
    FIRST_SETS.write_text(json.dumps(dict(sorted(out.items())), indent=0, ensure_ascii=False) + "\n",
                          encoding="utf-8")
    print(f"wrote {FIRST_SETS} ({len(out)} names)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
