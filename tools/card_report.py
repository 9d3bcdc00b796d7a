"""Report, per pool, how many cards are defined, tested by a scenario, and need a Python hook.

    python tools/card_report.py [--reference PATH ...] [--quiet]

By default it reads both reference files beside the project (cards.json: today's pools;
classic-sets.json: the `classic` pool), and adds a row per classic set.

A card is *defined* when its file loads and, unless its rules text is only keyword
abilities (or it is a basic land), it has behaviour.  It is *tested* when a scenario under
tests/scenarios/cards/ named after it (<slug>.yaml or <slug>_<what>.yaml) exists and uses
it.  Exits non-zero if any card of any pool lacks a definition or a scenario.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.cards.loader import CardDefinitionError, load_card_file, slug  # noqa: E402
from game.resources import CARDS_DIR  # noqa: E402
from tools.reference import CARDS_JSON, CLASSIC_SETS_JSON  # noqa: E402

DEFAULT_REFERENCES = (CARDS_JSON, CLASSIC_SETS_JSON)
# the classic sets in release order (classic-sets.md)
CLASSIC_SETS = ("LEA", "LEB", "2ED", "ARN", "ATQ", "3ED", "LEG", "DRK", "4ED")
BEHAVIOUR_KEYS = ("spell", "abilities", "triggers", "static", "replacements", "faces", "as_enters")
SCENARIOS = ROOT / "tests" / "scenarios" / "cards"


def _only_keywords(rec: dict) -> bool:
    from tools.card_skeleton import facts
    return facts(rec)[1]


def card_status(rec: dict) -> dict:
    s = slug(rec["name"])
    path = CARDS_DIR / s[0] / f"{s}.yaml"
    status = {"name": rec["name"], "defined": False, "tested": False, "hook": False, "problem": ""}
    if not path.exists():
        status["problem"] = "no card file"
        return status
    try:
        card = load_card_file(path)
    except CardDefinitionError as e:
        status["problem"] = e.problems[0]
        return status
    text = path.read_text(encoding="utf-8")
    has_behaviour = any(getattr(card, k if k != "static" else "statics", None) for k in BEHAVIOUR_KEYS)
    status["defined"] = has_behaviour or _only_keywords(rec)
    if not status["defined"]:
        status["problem"] = "no behaviour"
    status["hook"] = "hook:" in text or "hook_resolve" in text
    names = {rec["name"], rec.get("ascii_name", rec["name"])}
    for f in sorted(SCENARIOS.glob(f"{s}*.yaml")) if SCENARIOS.exists() else []:
        stem = f.stem
        if stem != s and not stem.startswith(s + "_"):
            continue
        body = f.read_text(encoding="utf-8")
        if any(n in body for n in names):
            status["tested"] = True
            break
    return status


def load_references(paths: list[str]) -> list[dict]:
    """The records of every reference file, one per card name: a name in several files keeps
    its first record, with the pools of all of them (cards.json's 4ED card is also `classic`)."""
    by_name: dict[str, dict] = {}
    for path in paths:
        for rec in json.loads(Path(path).read_text(encoding="utf-8")):
            known = by_name.get(rec["name"])
            if known is None:
                by_name[rec["name"]] = dict(rec, pools=list(rec["pools"]),
                                            classic_sets=list(rec["sets"]) if "printings" in rec else [])
                continue
            known["pools"] += [p for p in rec["pools"] if p not in known["pools"]]
            if "printings" in rec:
                known["classic_sets"] = list(rec["sets"])
    return list(by_name.values())


def pool_members(recs: list[dict]) -> dict[str, list[dict]]:
    """Each pool's records, and each classic set's (`classic LEA`, ...) in release order."""
    pools: dict[str, list[dict]] = {}
    for r in recs:
        for p in r["pools"]:
            pools.setdefault(p, []).append(r)
    for code in CLASSIC_SETS:
        members = [r for r in recs if code in r.get("classic_sets", ())]
        if members:
            pools[f"classic {code}"] = members
    return pools


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", action="append",
                    help="a reference file (repeatable; default: cards.json and classic-sets.json)")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    recs = load_references(args.reference or [str(p) for p in DEFAULT_REFERENCES if p.exists()])
    statuses = {r["name"]: card_status(r) for r in recs}

    def tested(r: dict) -> bool:
        return statuses[r["name"]]["tested"] or "Basic" in r["supertypes"]

    def row(label: str, members: list[dict], tail: str = "") -> None:
        st = [statuses[r["name"]] for r in members]
        print(f"{label:<16}{len(st):>7}{sum(s['defined'] for s in st):>9}"
              f"{sum(tested(r) for r in members):>8}{sum(s['hook'] for s in st):>7}{tail}")

    bad = False
    print(f"{'pool':<16}{'cards':>7}{'defined':>9}{'tested':>8}{'hooks':>7}")
    for pool, members in pool_members(recs).items():
        row(pool, members)
    hooks = [s["name"] for s in statuses.values() if s["hook"]]
    row("all", recs, f"  (hooks {100 * len(hooks) / max(len(recs), 1):.1f}% of the pool)")
    missing_def = [s for s in statuses.values() if not s["defined"]]
    missing_test = [r["name"] for r in recs if not tested(r)]
    if hooks and not args.quiet:
        print("\nCards with a Python hook: " + ", ".join(hooks))
    if missing_def:
        bad = True
        print(f"\n{len(missing_def)} card(s) not defined:")
        for s in missing_def:
            print(f"  {s['name']}: {s['problem']}")
    if missing_test:
        bad = True
        print(f"\n{len(missing_test)} card(s) without a scenario:")
        for n in missing_test:
            print(f"  {n}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
