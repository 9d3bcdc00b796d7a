"""Write game/limited/boosters.json: what a booster (and a starter deck) of each classic set
holds, for the sealed deck and the booster draft.

    python tools/booster_data.py [--reference DIR]

Facts come from the reference data (shared/reference/classic-sets-boosters.json and
classic-sets.json), which the game does not ship: per set, the pack layouts with their
weights, each print sheet with the copies of every name on it, whether the sheet balances
colours, the starter deck's make-up where a source gives it, and the colours of every card on
a colour-balanced sheet.  Like tools/card_printings.py, the output is committed.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# the shared folder sits beside the repository (or beside the folder of a worktree)
DEFAULT_REFERENCE = next((p / "shared" / "reference" for p in ROOT.parents
                          if (p / "shared" / "reference" / "classic-sets-boosters.json").is_file()),
                         ROOT.parent / "shared" / "reference")
OUT = ROOT / "game" / "limited" / "boosters.json"
VERSION = 1


def starter_of(record: dict) -> dict | None:
    """The starter deck's make-up by rarity (and basic lands outside the sheets), or None."""
    s = record.get("starter_deck")
    if not s or not s.get("cards"):
        return None
    return {"cards": s["cards"], "rare": s.get("rares", 0), "uncommon": s.get("uncommons", 0),
            "common": s.get("commons", 0), "basic_lands": s.get("basic_lands", 0)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", default=str(DEFAULT_REFERENCE))
    args = ap.parse_args(argv)
    ref = Path(args.reference)
    boosters = json.loads((ref / "classic-sets-boosters.json").read_text(encoding="utf-8"))
    cards = {r["name"]: r for r in json.loads((ref / "classic-sets.json").read_text(encoding="utf-8"))}
    sets: dict[str, dict] = {}
    colors: dict[str, str] = {}
    for rec in boosters["sets"]:
        b = rec["booster"]
        sheets = {}
        for sheet_name, sheet in sorted(b["sheets"].items()):
            copies = dict(sorted(sheet["copies_per_name"].items()))
            if sum(copies.values()) != sheet["total_weight"]:
                raise SystemExit(f"{rec['code']} {sheet_name}: copies add up to {sum(copies.values())}, "
                                 f"not {sheet['total_weight']}")
            sheets[sheet_name] = {"balance_colors": bool(sheet.get("balance_colors")), "copies": copies}
            if sheet.get("balance_colors"):
                for name in copies:
                    colors[name] = "".join(cards[name]["colors"])
        sets[rec["code"]] = {
            "name": rec["name"], "release_date": rec["release_date"],
            "packs": [{"contents": dict(sorted(p["contents"].items())), "weight": p["weight"]}
                      for p in b["boosters"]],
            "sheets": sheets,
            "starter": starter_of(rec),
            "basic_lands": rec.get("basic_land_names") or [],
        }
    out = {"version": VERSION, "sets": sets, "colors": dict(sorted(colors.items()))}
    OUT.write_text(json.dumps(out, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(sets)} sets, {sum(len(s['sheets']) for s in sets.values())} sheets)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
