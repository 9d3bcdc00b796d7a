"""Report, per pool, how many cards are defined, tested by a scenario, and need a Python hook.

    python tools/card_report.py [--reference PATH] [--quiet]

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

DEFAULT_REFERENCE = ROOT.parent / "shared" / "reference" / "cards.json"
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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", default=str(DEFAULT_REFERENCE))
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    recs = json.loads(Path(args.reference).read_text(encoding="utf-8"))
    statuses = {r["name"]: card_status(r) for r in recs}
    pools: dict[str, list[dict]] = {}
    for r in recs:
        for p in r["pools"]:
            pools.setdefault(p, []).append(r)
    bad = False
    print(f"{'pool':<16}{'cards':>7}{'defined':>9}{'tested':>8}{'hooks':>7}")
    for pool, members in sorted(pools.items()):
        st = [statuses[r["name"]] for r in members]
        print(f"{pool:<16}{len(st):>7}{sum(s['defined'] for s in st):>9}"
              f"{sum(s['tested'] or 'Basic' in r['supertypes'] for s, r in zip(st, members)):>8}"
              f"{sum(s['hook'] for s in st):>7}")
    total = len(statuses)
    hooks = [s["name"] for s in statuses.values() if s["hook"]]
    print(f"{'all':<16}{total:>7}{sum(s['defined'] for s in statuses.values()):>9}"
          f"{sum(s['tested'] or 'Basic' in r['supertypes'] for s, r in zip(statuses.values(), recs)):>8}"
          f"{len(hooks):>7}  (hooks {100 * len(hooks) / max(total, 1):.1f}% of the pool)")
    missing_def = [s for s in statuses.values() if not s["defined"]]
    missing_test = [s["name"] for s, r in zip(statuses.values(), recs)
                    if not s["tested"] and "Basic" not in r["supertypes"]]
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
