"""Damaged replay and bug-report files: every header value checked, a clear message naming
the line, never a traceback or a huge deck; one bad file never hides the others."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.decks import ai_deck
from game.replay import ReplayFormatError, dumps, load, loads, record_duel, save, scan_replays

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def text() -> str:
    g, rec = record_duel((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), ("apprentice", "apprentice"), 5,
                         max_decisions=60)
    return dumps(rec.replay(g))


def _with(text: str, key: str, value: str) -> str:
    out, n = re.subn(rf"^{re.escape(key)}: .*$", f"{key}: {value}", text, count=1, flags=re.M)
    if not n:                              # a key the replay didn't have: put it in the header
        out = text.replace("\n--- actions", f"\n{key}: {value}\n--- actions", 1)
    return out


@pytest.mark.parametrize("key, value, says", [
    ("first", "banana", "first: \"banana\" is not one of"),
    ("turns", "many", "turns: \"many\" is not a whole number"),
    ("rules", "[1,2]", "rules: [1, 2] is not a table of values"),
    ("rules", '{"turn_cap": "x"}', "rules.turn_cap"),
    ("rules", '{"gravity": true}', "not a rule this game knows"),
    ("winner", "9", "winner: 9 is not one of 1, 2"),
    ("level 2", "grandmaster", "level 2: \"grandmaster\" is not one of"),
    ("seed", "x" * 5000, "seed"),
    ("card 1", "2000000000 Mountain", "a deck holds at most 500 cards"),
    ("card 2", "99999999999999999999 Mountain", "unreadable card line"),
    ("kind", "spreadsheet", "kind"),
])
def test_a_bad_header_value_is_refused_with_the_line_and_the_field(text, key, value, says):
    with pytest.raises(ReplayFormatError) as err:
        loads(_with(text, key, value), "bad.replay")
    assert str(err.value).startswith("bad.replay:") and says in str(err.value)


def test_card_counts_adding_up_past_the_bound_are_refused_before_any_card_is_made(text):
    many = "\n".join("card 1: 999 Mountain" for _ in range(10_000))
    with pytest.raises(ReplayFormatError, match="at most 500 cards"):
        loads(text.replace("\n--- actions", "\n" + many + "\n--- actions", 1), "bad.replay")


@pytest.mark.parametrize("line", ["p1 play", "p2 concede 7", "p1 choose [", "p1 teleport 3"])
def test_a_malformed_action_is_refused_with_its_line(text, line):
    with pytest.raises(ReplayFormatError, match=r"bad\.replay:\d+: action"):
        loads(text.rstrip("\n") + "\n" + line + "\n", "bad.replay")


def test_a_replay_that_is_not_utf8_is_refused(tmp_path):
    p = tmp_path / "x.replay"
    p.write_bytes(b"Mana Duel replay 1\nseed: \xff\xfe\n")
    with pytest.raises(ReplayFormatError, match="not UTF-8"):
        load(p)


def test_the_replay_command_reports_a_bad_file_without_a_traceback(text, tmp_path):
    p = tmp_path / "bad.replay"
    p.write_text(_with(text, "winner", "9"), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "game.replay", str(p)], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 2 and "winner: 9" in out.stderr and "Traceback" not in out.stderr


def test_opening_a_damaged_bug_report_says_why_without_a_traceback(text, tmp_path):
    p = tmp_path / "bad.bugreport"
    p.write_text(_with(_with(text, "kind", "bug-report"), "rules", "[1,2]"), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "game", "--open", str(p), "--headless"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "rules: [1, 2] is not a table of values" in out.stderr
    assert "Traceback" not in out.stderr


def test_one_bad_file_in_the_replays_folder_is_listed_as_unreadable_and_the_rest_are_listed(text, tmp_path):
    save(loads(text), tmp_path / "20250601-good.replay")
    (tmp_path / "20250602-bad.replay").write_text(_with(text, "first", "banana"), encoding="utf-8")
    (tmp_path / "20250603-noise.replay").write_bytes(b"\x00\xff" * 50)
    good, bad = scan_replays(tmp_path)
    assert [Path(r.path).name for r in good] == ["20250601-good.replay"]
    assert sorted(Path(u.path).name for u in bad) == ["20250602-bad.replay", "20250603-noise.replay"]
    assert all(u.reason for u in bad)
