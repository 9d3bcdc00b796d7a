import pytest


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MANA_DUEL_DATA_DIR", str(tmp_path / "data"))
    from game.storage.files import NOTICES
    NOTICES.clear()
    yield
    NOTICES.clear()
