"""The benchmark's busy declare-attackers position is what it says: 20 creatures a side, an
attack decision pending, and every answer the engine lists is legal."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import bench  # noqa: E402


def test_the_busy_attack_position_has_twenty_creatures_a_side_and_lists_only_legal_answers():
    g = bench.busy_attack_game()
    assert g.pending.decision.kind == "attackers"
    for p in (0, 1):
        assert sum(1 for oid in g.battlefield if g.controller_of(oid) == p and "Creature" in g.chars(oid).types) == 20
    acts = g.legal_actions()
    assert len(acts) > 20 and all(g.is_legal(a) for a in acts)
