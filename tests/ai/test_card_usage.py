"""The card usage report (tools/card_usage.py): a card counts as played in a game only when
the copy in hand was cast, put down or used, so the least played cards it lists are the
computer's blind spots."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import card_usage  # noqa: E402


def test_a_card_is_played_in_no_more_games_than_it_was_drawn() -> None:
    usage = card_usage.card_usage("apprentice", 2, 5)
    assert usage and all(u.played <= u.drawn for u in usage.values())
    assert any(u.played for u in usage.values())


def test_the_report_lists_the_least_played_card_first() -> None:
    usage = {"Forest": card_usage.Usage(10, 9), "Power Sink": card_usage.Usage(6, 0),
             "Island": card_usage.Usage(2, 0)}
    lines = card_usage.report(usage, least=5)
    assert [line.split()[0] for line in lines] == ["Power", "Forest"]


def test_the_report_tells_a_land_put_down_from_its_abilities_used() -> None:
    usage = {"Mishra's Factory": card_usage.Usage(8, 8, abilities=0)}
    assert card_usage.report(usage, least=1)[0].endswith("played in    8 (100%), its abilities used in 0")
