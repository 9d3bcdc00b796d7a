"""Write cards/printings.json: each card's rarity and set, for the deck builder's filters.

    python tools/card_printings.py [--reference PATH]

Facts come from the reference data (shared/reference/cards.json), like the card skeletons:
the set is Fourth Edition ("4ED") for the 4ED pool, otherwise the card's first set; the
rarity is the reference's (null when the reference has none, shown as "special").
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.resources import PRINTINGS  # noqa: E402

from tools.reference import CARDS_JSON as DEFAULT_REFERENCE  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", default=str(DEFAULT_REFERENCE))
    args = ap.parse_args(argv)
    records = json.loads(Path(args.reference).read_text(encoding="utf-8"))
    out = {}
    for rec in sorted(records, key=lambda r: r["name"]):
        pools = rec.get("pools") or []
        card_set = "4ED" if "4ED" in pools else (rec.get("first_set") or "")
        out[rec["name"]] = {"rarity": rec.get("rarity") or "special", "set": card_set}
    PRINTINGS.write_text(json.dumps(out, indent=0, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {PRINTINGS} ({len(out)} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
