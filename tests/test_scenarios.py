"""Every rules scenario (tests/scenarios and the shared examples) as one pytest test each,
and the runner's handling of broken scenario files (a FAIL line naming file and line)."""
from __future__ import annotations

import dataclasses
import io
from pathlib import Path

import pytest

import game.ai.player as player
from game.scenario.runner import collect, run_file, run_paths

HERE = Path(__file__).resolve().parent
LOCAL = HERE / "scenarios"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "scenario-examples"


def _scenario_files() -> list:
    roots = [LOCAL] + ([SHARED] if SHARED.is_dir() else [])
    files = []
    for root in roots:
        for f in collect([str(root)]):
            label = f"{root.name}/{Path(f).relative_to(root)}"
            files.append(pytest.param(f, id=label))
    return files


@pytest.mark.parametrize("path", _scenario_files())
def test_scenario(path: str) -> None:
    result = run_file(path)
    assert result.passed, f"{result.name}: {result.reason}"


def test_shared_examples_present_or_skipped() -> None:
    if not SHARED.is_dir():
        pytest.skip(f"no shared scenario examples at {SHARED}")
    assert collect([str(SHARED)]), "the shared examples folder has no scenarios"


GOOD_HEADER = """name: A broken scenario
start: {step: main1, active: p1}
"""

BROKEN = {
    "bad_yaml": (GOOD_HEADER + "players:\n  p1:\n    hand: [Lightning Bolt\n    life: 3\n", "not valid YAML", None),
    "unknown_key": (GOOD_HEADER + "players:\n  p1:\n    hand: [Lightning Bolt]\n    lives: 3\n",
                    "unknown key 'lives'", 6),
    "unknown_card": (GOOD_HEADER + "players:\n  p1:\n    hand: [Lightning Bolt]\n    battlefield: [No Such Card]\n",
                     "unknown card 'No Such Card'", 6),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_scenario_is_a_fail_line(kind: str, tmp_path: Path) -> None:
    text, message, line = BROKEN[kind]
    path = tmp_path / f"{kind}.yaml"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    passed, failed, results = run_paths([str(path)], out=out)
    assert (passed, failed) == (0, 1)
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("FAIL "), lines
    assert "Traceback" not in out.getvalue()
    assert message in lines[0], lines[0]
    assert str(path) in lines[0], lines[0]
    if line is not None:
        assert f"{path}:{line}:" in lines[0], lines[0]
    else:
        assert f"{path}:" in lines[0], lines[0]
    assert lines[-1] == "0 passed, 1 failed"


def test_a_scenario_computer_plays_by_its_work_budget_not_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Wizard whose time cap the clock has already reached still finds the play its search
    finds (the ping and the Bolt that kill the Giant Spider together): the runner lifts the cap,
    so a scenario passes or fails the same on a busy machine."""
    monkeypatch.setitem(player.LEVELS, "wizard", dataclasses.replace(player.LEVELS["wizard"], time_cap=0.0))
    result = run_file(str(LOCAL / "ai" / "brothers_of_fire_and_lightning_bolt_kill_the_giant_spider_together.yaml"))
    assert result.passed, result.reason
