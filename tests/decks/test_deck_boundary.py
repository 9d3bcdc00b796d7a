"""A deck file is a checked boundary: a documented bound on deck size checked while the list is
read, section headers and commanders checked, binary and non-UTF-8 files refused with a
message; a legal deck with a byte-order mark and CRLF line ends is accepted."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.cards import default_pool
from game.decks import MAX_DECK_CARDS, DeckFileError, deck_problems, read_deck
from game.decks.__main__ import main as decks_main
from game.decks.decklist import parse_deck_text
from game.decks.formats import parse_any, parse_dck, read_deck_file
from game.decks.store import DeckStore
from game.storage.files import NOTICES

LEGAL = ["4 Lightning Bolt", "4 Hill Giant", "52 Mountain"]
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10" + bytes(range(256))


def test_a_line_of_two_billion_cards_is_refused_naming_its_line_before_any_card_is_built() -> None:
    deck = parse_deck_text("4 Lightning Bolt\n2000000000 Mountain\n")
    assert deck.size == 4 and [e.name for e in deck.main] == ["Lightning Bolt"]
    assert deck.errors == [f"line 2: 2000000000 cards would take the deck past {MAX_DECK_CARDS} cards, "
                           f"the most a deck can hold; this line is left out"]
    problems = deck_problems(deck, default_pool())
    assert problems[0] == deck.errors[0]


def test_a_count_of_thousands_of_digits_is_refused_like_any_other_too_large_count() -> None:
    deck = parse_any("9" * 5000 + " Mountain\n60 Mountain\n")
    assert deck.size == 60 and deck.errors and deck.errors[0].startswith("line 1: 999")


def test_a_deck_may_hold_the_bound_but_not_one_card_more() -> None:
    at_bound = parse_deck_text(f"{MAX_DECK_CARDS - 15} Mountain\nSideboard\n15 Forest\n")
    assert at_bound.errors == [] and at_bound.size == MAX_DECK_CARDS - 15
    lines = "1 Mountain\n" * (MAX_DECK_CARDS + 1)
    over = parse_deck_text(lines)
    assert over.size == MAX_DECK_CARDS and len(over.errors) == 1 and over.errors[0].startswith(
        f"line {MAX_DECK_CARDS + 1}: ")


def test_the_deck_check_refuses_two_billion_mountains(tmp_path: Path, capsys) -> None:
    path = tmp_path / "huge.txt"
    path.write_text("2000000000 Mountain\n", encoding="utf-8")
    assert decks_main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "not a legal constructed deck" in out and "line 1: 2000000000 cards would take the deck past" in out


DCK_BROKEN_HEADER = """[metadata]
Name=Red
[Main
20 Mountain
4 Lightning Bolt
[Sideboard]
2 Shatter
"""


def test_a_dck_section_header_missing_its_bracket_is_an_error_and_its_cards_are_kept() -> None:
    deck = parse_any(DCK_BROKEN_HEADER)
    assert deck.errors == ["line 3: the section header '[Main' is missing its ']'"]
    assert [(e.count, e.name) for e in deck.main] == [(20, "Mountain"), (4, "Lightning Bolt")]
    assert [(e.count, e.name) for e in deck.sideboard] == [(2, "Shatter")]
    assert deck.name == "Red"


def test_a_dck_whose_every_header_lacks_its_bracket_is_still_read_as_a_dck() -> None:
    deck = parse_any("[metadata\nName=Red\n[Main\n60 Mountain\n")
    assert deck.name == "Red" and deck.size == 60 and len(deck.errors) == 2


def test_an_unknown_dck_section_is_an_error_and_its_cards_are_not_lost() -> None:
    deck = parse_dck("[metadata]\nName=X\n[Mian]\n60 Mountain\n[Planes]\n1 Some Plane\n")
    assert deck.errors == ["line 3: unknown section [Mian]; its cards are read as the main deck"]
    assert deck.size == 60


def test_two_commanders_in_a_dck_are_an_error_and_the_first_is_kept() -> None:
    deck = parse_dck("[Commander]\n1 Nicol Bolas\n1 Sol'kanar the Swamp King\n[Main]\n98 Swamp\n")
    assert deck.commander == "Nicol Bolas"
    assert deck.errors == ["line 3: a second commander (Sol'kanar the Swamp King); a deck has one commander, "
                           "Nicol Bolas"]
    assert "a second commander" in deck_problems(deck, default_pool(), "commander")[0]


def test_two_commander_headers_in_a_text_list_are_an_error_and_the_first_is_kept() -> None:
    deck = parse_deck_text("# commander: Nicol Bolas\n# commander: Sol'kanar the Swamp King\n98 Swamp\n")
    assert deck.commander == "Nicol Bolas"
    assert deck.errors[0].startswith("line 2: a second commander (Sol'kanar the Swamp King)")


def test_an_unknown_card_is_named_and_the_rest_of_the_deck_kept(tmp_path: Path, capsys) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("4 Lightning Bolt\n4 Goblin Kingz\n56 Mountain\n", encoding="utf-8")
    assert decks_main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "unknown card: Goblin Kingz" in out and "(64 cards)" in out
    assert [p for p in deck_problems(read_deck_file(path), default_pool())] == ["unknown card: Goblin Kingz"]


@pytest.mark.parametrize("suffix, body", [
    (".txt", "# name: Red\r\n" + "\r\n".join(LEGAL) + "\r\n"),
    (".dck", "[metadata]\r\nName=Red\r\n[Main]\r\n" + "\r\n".join(LEGAL) + "\r\n"),
])
def test_a_legal_deck_with_a_byte_order_mark_and_crlf_line_ends_is_accepted(tmp_path: Path, capsys,
                                                                             suffix: str, body: str) -> None:
    path = tmp_path / f"red{suffix}"
    path.write_bytes(b"\xef\xbb\xbf" + body.encode("utf-8"))
    assert decks_main(["check", str(path)]) == 0, capsys.readouterr().out
    assert "Red — legal constructed deck (60 cards)" in capsys.readouterr().out
    for deck in (read_deck_file(path), read_deck(path)) if suffix == ".txt" else (read_deck_file(path),):
        assert deck.name == "Red" and deck.size == 60 and deck.errors == []


def test_a_deck_of_your_own_with_a_byte_order_mark_and_crlf_is_kept(tmp_path: Path) -> None:
    store = DeckStore(tmp_path / "decks")
    store.folder.mkdir()
    (store.folder / "red.txt").write_bytes(b"\xef\xbb\xbf# name: Red\r\n" + "\r\n".join(LEGAL).encode() + b"\r\n")
    deck = store.load("Red")
    assert deck.size == 60 and deck_problems(deck, default_pool()) == []


@pytest.mark.parametrize("raw, words", [
    (PNG, "not a deck list: binary data (a NUL byte on line 3)"),
    (b"4 Lightning Bolt\n4 L\xe9on\n", "not UTF-8 text (byte 0xe9 on line 2); save the deck as UTF-8"),
    (b"1 Mountain\n" * 200_000, "the file is larger than 1024 KiB"),
])
def test_a_file_that_is_not_a_deck_list_is_refused_with_a_clear_message(tmp_path: Path, capsys, raw: bytes,
                                                                         words: str) -> None:
    path = tmp_path / "odd.dck"
    path.write_bytes(raw)
    with pytest.raises(DeckFileError) as info:
        read_deck_file(path)
    assert str(info.value).startswith(words)
    assert decks_main(["check", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}: {words}")
    assert decks_main(["convert", str(path), str(tmp_path / "out.txt")]) == 2
    assert capsys.readouterr().err.startswith(f"{path}: {words}")


def test_a_binary_file_in_your_decks_folder_is_moved_aside_with_a_message(tmp_path: Path) -> None:
    store = DeckStore(tmp_path / "decks")
    store.folder.mkdir()
    (store.folder / "junk.txt").write_bytes(PNG)
    (store.folder / "red.txt").write_text("\n".join(LEGAL) + "\n", encoding="utf-8")
    assert store.names() == ["red"]
    assert not (store.folder / "junk.txt").exists()
    assert any("junk.txt could not be read (not a deck list: binary data" in n for n in NOTICES)


def test_a_pipe_given_as_a_deck_file_is_refused_not_waited_on(tmp_path: Path, capsys) -> None:
    import os
    os.mkfifo(tmp_path / "deck.txt")
    assert decks_main(["check", str(tmp_path / "deck.txt")]) == 2
    assert capsys.readouterr().err.startswith(f"{tmp_path / 'deck.txt'}: not a deck list: not a regular file")


def test_a_deck_name_of_invisible_characters_is_not_taken() -> None:
    deck = parse_any("# name: \u200b\u202e\n# description: Fast\u0007 red\n60 Mountain\n", name="Fallback")
    assert deck.name == "Fallback" and deck.description == "Fast red"
    dck = parse_dck("[metadata]\nName=\u200b\n[Main]\n60 Mountain\n", name="Fallback")
    assert dck.name == "Fallback"
