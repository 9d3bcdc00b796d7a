"""Deck files: text and Forge .dck, import with unknown cards, the command line, the deck store."""
from __future__ import annotations

import pytest

from game.cards import default_pool
from game.cards.printings import printing
from game.decks import commander_decks, deck_problems
from game.decks.decklist import parse_deck_text
from game.decks.__main__ import main as decks_main
from game.decks.formats import parse_any, read_deck_file, resolve, to_dck, to_text
from game.decks.store import DeckStore, DeckStoreError

TEXT = """# name: Red Test
20 Mountain
4 Lightning Bolt|4ED|1
4 lightning bolt
2 Force of Will
4 Hill Giant (4ED) 123
Sideboard
2 Shatter
1 Tarmogoyf
"""


def test_deck_import_keeps_known_cards_and_lists_unknown_ones():
    deck = parse_any(TEXT)
    res = resolve(deck, default_pool())
    assert res.unknown == ["Force of Will", "Tarmogoyf"]
    counts = {e.name: e.count for e in res.deck.main}
    assert counts == {"Mountain": 20, "Lightning Bolt": 8, "Hill Giant": 4}
    assert [(e.count, e.name) for e in res.deck.sideboard] == [(2, "Shatter")]


def test_deck_text_and_dck_round_trip(tmp_path):
    deck = resolve(parse_any(TEXT, "Red Test"), default_pool()).deck
    again = parse_any(to_dck(deck))
    assert again.name == "Red Test" and again.card_names() == deck.card_names()
    assert [e.name for e in again.sideboard] == ["Shatter"]
    again = parse_any(to_text(deck))
    assert again.card_names() == deck.card_names()


def test_deck_commander_decks_are_legal_100_card_singletons():
    pool = default_pool()
    decks = commander_decks()
    assert len(decks) >= 4
    for d in decks:
        assert d.size == 100 and d.commander
        assert deck_problems(d, pool, "commander") == [], d.name
        cmd = pool.get(d.commander)
        assert printing(cmd.name).set == "LEG" and "Legendary" in cmd.supertypes   # a legend of Legends


def test_deck_check_cli_lists_problems_and_exit_code(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Bolt\n5 Hill Giant\n2 Goblin Kingz\n20 Mountain\n")
    assert decks_main(["check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "unknown card: Goblin Kingz" in out and "too few cards" in out and "too many copies of Hill Giant" in out
    good = tmp_path / "good.txt"
    good.write_text("4 Lightning Bolt\n4 Hill Giant\n52 Mountain\n")
    assert decks_main(["check", str(good)]) == 0


def test_deck_check_cli_commander_colour_identity(tmp_path, capsys):
    d = tmp_path / "cmd.txt"
    d.write_text("# commander: Stangg\n1 Stangg\n1 Serra Angel\n98 Mountain\n")
    assert decks_main(["check", str(d), "--format", "commander"]) == 1
    assert "Serra Angel is outside Stangg's colour identity" in capsys.readouterr().out


def test_deck_convert_cli_between_text_and_dck(tmp_path):
    src = tmp_path / "red.txt"
    src.write_text(TEXT)
    dck = tmp_path / "red.dck"
    assert decks_main(["convert", str(src), str(dck)]) == 0
    assert dck.read_text().startswith("[metadata]\nName=Red Test")
    back = tmp_path / "back.txt"
    assert decks_main(["convert", str(dck), str(back)]) == 0
    assert read_deck_file(back).card_names() == read_deck_file(src).card_names()


def test_deck_store_save_rename_duplicate_delete(tmp_path):
    store = DeckStore(tmp_path / "decks")
    deck = resolve(parse_any(TEXT, "Red Test"), default_pool()).deck
    store.save(deck)
    assert store.names() == ["Red Test"]
    store.rename("Red Test", "Burn")
    copy = store.duplicate("Burn")
    assert copy.name == "Burn (copy)" and sorted(store.names()) == ["Burn", "Burn (copy)"]
    store.delete("Burn")
    assert store.names() == ["Burn (copy)"]
    with pytest.raises(DeckStoreError):
        store.load("Burn")


def test_deck_store_names_cannot_escape_the_folder(tmp_path):
    store = DeckStore(tmp_path / "decks")
    deck = resolve(parse_any(TEXT, "../../outside"), default_pool()).deck
    path = store.save(deck)
    assert path.parent == tmp_path / "decks"
    assert not (tmp_path / "outside.txt").exists()


def test_deck_store_newer_format_is_moved_aside(tmp_path):
    from game.storage.files import take_notices
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "Future.txt").write_text("# mana-duel-deck: 7\n4 Lightning Bolt\n")
    assert DeckStore(folder).list() == []
    assert "Future.txt" in take_notices()[0]
    assert any(p.name.startswith("Future.txt.corrupt-") for p in folder.iterdir())


def test_commander_deck_basic_land_outside_the_identity_is_refused():
    """CR 903.5d: a Swamp makes black mana, outside Tobias Andrion's white-blue identity."""
    pool = default_pool()
    d = parse_deck_text("# commander: Tobias Andrion\n1 Tobias Andrion\n49 Plains\n49 Swamp\n")
    assert any("Swamp is outside" in p for p in deck_problems(d, pool, "commander"))


def test_commander_deck_within_the_identity_is_legal():
    """CR 903.5c: every card's identity within the commander's (W and U, and colourless)."""
    pool = default_pool()
    d = parse_deck_text("# commander: Tobias Andrion\n1 Tobias Andrion\n1 Serra Angel\n1 Black Vise\n"
                   "49 Plains\n48 Island\n")
    assert deck_problems(d, pool, "commander") == []


def test_commander_deck_card_with_an_outside_mana_symbol_in_its_text_is_refused():
    """CR 903.4: mana symbols in rules text count (Sengir Vampire is black; Dark Ritual adds {B}{B}{B})."""
    pool = default_pool()
    d = parse_deck_text("# commander: Tobias Andrion\n1 Tobias Andrion\n1 Dark Ritual\n49 Plains\n48 Island\n")
    assert any("Dark Ritual is outside" in p for p in deck_problems(d, pool, "commander"))
