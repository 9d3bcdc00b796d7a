"""Write cards/printings.json: each card's rarity and set, for the deck builder's filters.

    python tools/card_printings.py [--reference PATH]

Facts come from the reference data (shared/reference/cards.json and classic-sets.json), like
the card skeletons: `sets` lists every classic set a card was printed in (the deck builder's
set filter and the Old School format read it); the set shown is Fourth Edition ("4ED") for
the 4ED pool, otherwise the card's first set; the rarity is that printing's (null when the
reference has none, shown as "special"); `first_set` is the set its name was first printed in
(City in a Bottle's "originally printed in the Arabian Nights expansion").
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.resources import PRINTINGS  # noqa: E402

from tools.reference import CARDS_JSON as DEFAULT_REFERENCE, CLASSIC_SETS_JSON  # noqa: E402

# release order (classic-sets.md)
CLASSIC_SETS = ("LEA", "LEB", "2ED", "ARN", "ATQ", "3ED", "LEG", "DRK", "4ED")


def printings(cards_json: list[dict], classic: list[dict]) -> dict[str, dict]:
    """name -> {rarity, set, sets}: `sets` every classic set printing it (in release order) or
    else its first set; `set` the one the builder shows (Fourth Edition for the 4ED pool, else
    its first printing); `rarity` that printing's."""
    out: dict[str, dict] = {}
    for rec in cards_json:
        pools = rec.get("pools") or []
        card_set = "4ED" if "4ED" in pools else (rec.get("first_set") or "")
        out[rec["name"]] = {"rarity": rec.get("rarity") or "special", "set": card_set, "sets": [card_set],
                            "first_set": rec.get("first_set") or card_set}
    for rec in classic:
        sets = [code for code in CLASSIC_SETS if code in (rec.get("printings") or {})]
        shown = "4ED" if "4ED" in sets else sets[0]
        rarity = (rec["printings"][shown].get("rarity") or rec.get("rarity") or "special")
        known = out.get(rec["name"])
        if known is not None and known["rarity"] != "special":
            rarity = known["rarity"]
        out[rec["name"]] = {"rarity": rarity, "set": shown, "sets": sets, "first_set": rec.get("first_set") or sets[0]}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", default=str(DEFAULT_REFERENCE))
    ap.add_argument("--classic", default=str(CLASSIC_SETS_JSON))
    args = ap.parse_args(argv)
    records = json.loads(Path(args.reference).read_text(encoding="utf-8"))
    classic = json.loads(Path(args.classic).read_text(encoding="utf-8"))
    out = printings(records, classic)
    lines = [f"{json.dumps(name, ensure_ascii=False)}: {json.dumps(out[name], ensure_ascii=False, sort_keys=True)}"
             for name in sorted(out)]
    PRINTINGS.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")   # one card a line
    print(f"wrote {PRINTINGS} ({len(out)} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
