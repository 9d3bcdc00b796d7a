"""Write the facts of cards from the reference data as new card files (never overwriting).

    python tools/card_skeleton.py [--reference PATH] NAME [NAME ...]
    python tools/card_skeleton.py --pool seed-mentioned
    python tools/card_skeleton.py --keyword-only          # every card whose text is only keywords

The file gets the card's name, cost, type line, power/toughness, loyalty, keyword
abilities and Oracle text; behaviour (spell, abilities, triggers, static, ...) is added by
hand.  A card whose text is only keyword abilities is complete as written.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.cards.loader import slug  # noqa: E402
from game.cards.schema import KEYWORDS, PROTECTION, RAMPAGE  # noqa: E402
from game.engine.terms import BASIC_LAND_TYPES  # noqa: E402
from game.resources import CARDS_DIR  # noqa: E402

from tools.reference import CARDS_JSON as DEFAULT_REFERENCE  # noqa: E402


def keyword_line(line: str) -> list[str] | None:
    """The keywords of an Oracle line made only of keyword abilities, or None."""
    line = re.sub(r"\s*\([^)]*\)", "", line).strip()
    if not line:
        return None
    parts = [p.strip().lower() for p in re.split(r"[,;]", line)]
    out = []
    for p in parts:
        if p in KEYWORDS or PROTECTION.match(p) or RAMPAGE.match(p):
            out.append(p)
        else:
            return None
    return out


def facts(rec: dict) -> tuple[dict, bool]:
    """The YAML facts of a record, and whether its whole text is keywords."""
    data: dict = {"name": rec["name"]}
    if rec["mana_cost"] and rec.get("layout") != "split":
        data["cost"] = rec["mana_cost"]
    data["type"] = rec["type_line"]
    if rec["power"] is not None:
        data["pt"] = f"{rec['power']}/{rec['toughness']}"
    if rec.get("loyalty"):
        data["loyalty"] = int(rec["loyalty"])
    if set(rec["colors"]) != set(_cost_colors(rec["mana_cost"])) and rec.get("layout") != "split":
        data["colors"] = rec["colors"]
    kws: list[str] = []
    only_keywords = True
    basic = "Basic" in rec["supertypes"]
    typed_land = bool(set(rec.get("subtypes") or ()) & set(BASIC_LAND_TYPES))
    for line in rec["oracle_text"].split("\n") if rec["oracle_text"] else []:
        if typed_land and re.fullmatch(r"\(.*\)", line.strip()):
            continue     # reminder of the mana ability its basic land types give it (CR 305.6): Badlands
        k = keyword_line(line)
        if k is None:
            only_keywords = False
        else:
            kws.extend(k)
    if basic:
        only_keywords = True
    if kws:
        data["keywords"] = kws
    data["text"] = rec["oracle_text"]
    return data, only_keywords


def _cost_colors(cost: str) -> set[str]:
    return {c for sym in re.findall(r"\{([^}]+)\}", cost) for c in sym.split("/") if c in "WUBRG"}


def to_yaml(data: dict) -> str:
    lines = []
    for k, v in data.items():
        if isinstance(v, list):
            lines.append(f"{k}: [{', '.join(v)}]")
        elif isinstance(v, int):
            lines.append(f"{k}: {v}")
        else:
            lines.append(f"{k}: {json.dumps(v, ensure_ascii=False)}")
    return "\n".join(lines) + "\n"


def write(rec: dict, out_dir: Path) -> Path | None:
    s = slug(rec["name"])
    path = out_dir / s[0] / f"{s}.yaml"
    if path.exists():
        return None
    data, _ = facts(rec)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(to_yaml(data), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--reference", default=str(DEFAULT_REFERENCE))
    ap.add_argument("--pool")
    ap.add_argument("--keyword-only", action="store_true")
    ap.add_argument("--out", default=str(CARDS_DIR))
    args = ap.parse_args(argv)
    recs = json.loads(Path(args.reference).read_text(encoding="utf-8"))
    by_name = {r["name"]: r for r in recs}
    chosen = [by_name[n] for n in args.names]
    if args.pool:
        chosen += [r for r in recs if args.pool in r["pools"]]
    if args.keyword_only:
        chosen += [r for r in recs if facts(r)[1]]
    for rec in chosen:
        p = write(rec, Path(args.out))
        if p:
            print(f"wrote {p.relative_to(ROOT) if p.is_relative_to(ROOT) else p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
