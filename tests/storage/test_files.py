"""Safe files: atomic writes, versioned documents, corrupt files moved aside, safe names."""
from __future__ import annotations

import json

import pytest

from game.storage.files import (CorruptFileError, NOTICES, inside, read_document, safe_filename, take_notices,
                                write_atomic, write_document)


def test_files_atomic_write_leaves_no_temporary_file(tmp_path):
    path = write_atomic(tmp_path / "a.json", "one")
    write_atomic(path, "two")
    assert path.read_text() == "two"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_files_document_round_trip_carries_kind_and_version(tmp_path):
    path = write_document(tmp_path / "g.json", "gauntlet", 1, {"x": [1, 2]})
    assert json.loads(path.read_text())["version"] == 1
    assert read_document(path, "gauntlet", 1) == {"x": [1, 2]}
    assert read_document(tmp_path / "missing.json", "gauntlet", 1) is None


@pytest.mark.parametrize("content, reason", [("{broken", "not valid JSON"),
                                             ('{"kind": "duel", "version": 1, "data": {}}', "not 'gauntlet'"),
                                             ('{"kind": "gauntlet", "version": 9, "data": {}}', "newer")])
def test_files_unreadable_document_is_moved_aside_with_a_message(tmp_path, content, reason):
    path = tmp_path / "gauntlet.json"
    path.write_text(content)
    with pytest.raises(CorruptFileError):
        read_document(path, "gauntlet", 1)
    assert not path.exists()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("gauntlet.json.corrupt-")]
    assert len(kept) == 1 and kept[0].read_text() == content       # never overwritten, never deleted
    notes = take_notices()
    assert len(notes) == 1 and "gauntlet.json" in notes[0] and reason in notes[0]
    assert not NOTICES


def test_files_safe_filename_keeps_names_inside_their_folder(tmp_path):
    for name in ("../../etc/passwd", "..\\..\\x", "/abs/path", "a/../../b", "CON", "  ", "."):
        p = tmp_path / (safe_filename(name) + ".txt")
        assert inside(tmp_path, p) and p.parent == tmp_path
        assert "/" not in safe_filename(name) and "\\" not in safe_filename(name)
    assert safe_filename("Serra's Host") == "Serra's Host"


def test_settings_corrupt_file_is_moved_aside_and_defaults_used(tmp_path):
    from game.storage.settings import Settings, load_settings, save_settings
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    assert load_settings(path) == Settings()
    assert any(p.name.startswith("settings.json.corrupt-") for p in tmp_path.iterdir())
    assert "settings.json" in take_notices()[0]
    s = Settings()
    s.background, s.mana_burn, s.auto_yield = "crimson", True, True
    save_settings(s, path)
    back = load_settings(path)
    assert (back.background, back.mana_burn, back.auto_yield) == ("crimson", True, True)
    assert json.loads(path.read_text())["version"] == 1
