"""A card file is a checked boundary: whatever one file holds, it is refused with
`file:line:col: field: problem` and the rest of the pool still loads; two files for one card
name are an error naming both; your own cards load after the game's and can't replace them."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cards import CardDefinitionError, load_card_file, load_pool
from game.resources import CARDS_DIR
from game.cards.yaml_source import MAX_DEPTH, MAX_FILE_BYTES

ROOT = Path(__file__).resolve().parents[2]
BOLT = (CARDS_DIR / "l" / "lightning_bolt.yaml").read_text(encoding="utf-8")
GOOD = 'name: Good Card\ntype: Instant\ncost: "{R}"\ntext: ""\n'


def _problems(tmp_path: Path, text: str | bytes, name: str = "bad.yaml") -> list[str]:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    with pytest.raises(CardDefinitionError) as info:
        load_card_file(path)
    return info.value.problems


def _one(tmp_path: Path, text: str | bytes) -> str:
    problems = _problems(tmp_path, text)
    assert len(problems) == 1, problems
    return problems[0]


def test_a_type_line_that_is_a_number_is_refused_at_its_field(tmp_path: Path) -> None:
    p = _one(tmp_path, 'name: Five\ntype: 5\ntext: ""\n')
    assert p.startswith(f"{tmp_path / 'bad.yaml'}:2:1: type: ") and "the number 5" in p


def test_keywords_that_are_not_a_list_are_refused_at_their_field(tmp_path: Path) -> None:
    p = _one(tmp_path, 'name: KW\ntype: Creature — Bear\npt: 2/2\ntext: ""\nkeywords: 5\n')
    assert ":5:1: keywords: expected a list of keywords" in p


def test_a_name_that_is_not_text_is_refused(tmp_path: Path) -> None:
    p = _one(tmp_path, 'name: [Bolt, Bolt]\ntype: Instant\ntext: ""\n')
    assert ":1:1: name: expected the card's name as text, got a list" in p


@pytest.mark.parametrize("field, value, words", [
    ("text", "[a, b]", "Oracle text"),
    ("cost", "{a: 1}", "mana cost"),
    ("pt", "{power: 2}", "power/toughness"),
    ("loyalty", "[3]", "starting loyalty"),
    ("deck_limit", "-4", "copies allowed"),
    ("colors", "R", "list of colour letters"),
    ("abilities", "{cost: '{T}'}", "list of activated abilities"),
    ("triggers", "5", "list of triggered abilities"),
    ("spell", "burn", "expected a mapping (a spell)"),
])
def test_a_list_or_mapping_where_a_scalar_is_due_and_the_reverse_are_refused(tmp_path: Path, field: str,
                                                                           value: str, words: str) -> None:
    p = _one(tmp_path, f'name: Odd\ntype: Instant\ntext: ""\n{field}: {value}\n')
    assert f":4:1: {field}: " in p and words in p


def test_wrong_kinds_deep_inside_an_ability_are_refused_at_their_path(tmp_path: Path) -> None:
    problems = _problems(tmp_path, 'name: Odd\ntype: Instant\ntext: ""\n'
                                   'triggers:\n  - when: {event: [1]}\n    modes: 7\n')
    assert any(":5:12: triggers[0].when.event: unknown trigger event [1]" in p for p in problems), problems
    assert any("triggers[0].modes: expected a list of modes, got the number 7" in p for p in problems), problems


def test_a_missing_required_field_is_named(tmp_path: Path) -> None:
    p = _one(tmp_path, 'type: Instant\ntext: ""\n')
    assert ":1:1: name: missing" in p


def test_a_file_that_is_not_utf8_is_refused_with_the_place_of_the_bad_byte(tmp_path: Path) -> None:
    p = _one(tmp_path, b'name: Good\ntype: Instant\ntext: "L\xe9on"\n')
    assert ":3:9: (file): not UTF-8 text (byte 0xe9" in p and "save the file as UTF-8" in p


def test_a_control_character_is_refused_with_its_place(tmp_path: Path) -> None:
    p = _one(tmp_path, 'name: Nul\x00\ntype: Instant\ntext: ""\n')
    assert ":1:10: (file): not valid YAML: character #x0000 is not allowed" in p


def test_a_date_tag_on_a_value_that_is_no_date_is_refused_not_a_crash(tmp_path: Path) -> None:
    # PyYAML's resolver takes "2024-99-99 other" for a date its own constructor then can't read
    p = _one(tmp_path, 'name: Date\ntype: Instant\ntext: ""\nai: {!!timestamp 2024-99-99 other: 1}\n')
    assert "(file): not valid YAML: a value its tag can't hold" in p


def test_a_billion_laughs_alias_bomb_is_refused_before_it_expands(tmp_path: Path) -> None:
    rows = ['  a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    rows += [f"  {c}: &{c} [{', '.join(['*' + p] * 9)}]" for p, c in zip("abcdefgh", "bcdefghi")]
    p = _one(tmp_path, 'name: Bomb\ntype: Instant\ntext: ""\nai:\n' + "\n".join(rows) + "\n")
    assert "(file): more than 20,000 values once aliases are expanded" in p


def test_a_value_that_contains_itself_is_refused(tmp_path: Path) -> None:
    p = _one(tmp_path, 'name: Loop\ntype: Instant\ntext: ""\nspell: &s {do: [*s]}\n')
    assert ":4:17: (file): the alias *s is inside its own anchor" in p


def test_nesting_deeper_than_the_limit_is_refused_without_walking_it(tmp_path: Path) -> None:
    deep = 100_000
    p = _one(tmp_path, 'name: Deep\ntype: Instant\ntext: ""\nai: ' + "[" * deep + "]" * deep + "\n")
    # PyYAML 6.0.4's C scanner refuses very deep flow nesting itself, reading ahead of the
    # events our depth check walks; either way the file is refused on line 4, saying why
    assert (f":4:{4 + MAX_DEPTH}: (file): nested more than {MAX_DEPTH} levels deep" in p
            or (":4:" in p and "(file): not valid YAML: exceeded maximum nesting depth" in p))


def test_a_file_larger_than_the_limit_is_refused_unread(tmp_path: Path) -> None:
    p = _one(tmp_path, GOOD + "ai: '" + "x" * MAX_FILE_BYTES + "'\n")
    assert ":1:1: (file): the file is larger than" in p


def test_more_than_one_document_is_refused_at_the_second(tmp_path: Path) -> None:
    p = _one(tmp_path, GOOD + "---\n" + GOOD)
    assert ":5:1: (file): not valid YAML" in p


def test_a_bad_file_leaves_the_rest_of_the_pool_loaded(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text('name: Five\ntype: 5\ntext: ""\n', encoding="utf-8")
    (tmp_path / "b.yaml").write_bytes(b"name: \xff\n")
    (tmp_path / "c.yaml").write_text(GOOD, encoding="utf-8")
    pool = load_pool(tmp_path)
    assert list(pool.cards) == ["Good Card"]
    assert sorted(Path(f).name for f in pool.left_out) == ["a.yaml", "b.yaml"]


def test_two_files_for_one_card_are_an_error_naming_both(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.yaml").write_text('text: ""\ntype: Sorcery\nname: good card\n', encoding="utf-8")
    pool = load_pool(tmp_path)
    assert pool.get("Good Card").types == ("Instant",)          # the first file is kept
    (problem,) = pool.errors
    assert problem.startswith(f"{tmp_path / 'b.yaml'}:3:1: name: ")
    assert f"{tmp_path / 'a.yaml'}" in problem and "already defined" in problem


def test_your_own_cards_load_after_the_games_cards(tmp_path: Path) -> None:
    (tmp_path / "good_card.yaml").write_text(GOOD, encoding="utf-8")
    pool = load_pool(None, [tmp_path])
    assert "Good Card" in pool and "Lightning Bolt" in pool and pool.errors == []


def test_your_own_card_may_not_replace_a_card_of_the_game(tmp_path: Path) -> None:
    (tmp_path / "bolt.yaml").write_text(BOLT.replace("3 damage", "4 damage"), encoding="utf-8")
    pool = load_pool(None, [tmp_path])
    assert "3 damage" in pool.get("Lightning Bolt").text
    (problem,) = pool.errors
    assert "bolt.yaml:1:1: name: 'Lightning Bolt' is a card of the game (cards/l/lightning_bolt.yaml)" in problem
    assert "can't replace it" in problem


def _run(*args: str, data_dir: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if data_dir is not None:
        env["MANA_DUEL_DATA_DIR"] = str(data_dir)
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)


def _bad_folder(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "type5.yaml").write_text('name: Five\ntype: 5\ntext: ""\n', encoding="utf-8")
    (folder / "latin1.yaml").write_bytes(b'name: L\xe9on\ntype: Instant\ntext: ""\n')
    (folder / "bolt.yaml").write_text(BOLT, encoding="utf-8")
    (folder / "good.yaml").write_text(GOOD, encoding="utf-8")
    return folder


def test_the_check_command_passes_the_shipped_pool() -> None:
    r = _run("-m", "game.cards", "check")
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().splitlines()[-1] == f"{len(list(CARDS_DIR.rglob('*.yaml')))} cards, 0 problems"


def test_the_check_command_prints_every_problem_and_a_summary(tmp_path: Path) -> None:
    folder = _bad_folder(tmp_path / "mine")
    r = _run("-m", "game.cards", "check", str(folder), "--with-shipped")
    assert r.returncode == 1 and "Traceback" not in r.stderr
    lines = r.stdout.strip().splitlines()
    assert any("type5.yaml:2:1: type: " in line for line in lines)
    assert any("latin1.yaml:1:8: (file): not UTF-8 text" in line for line in lines)
    assert any("bolt.yaml:" in line and "can't replace it" in line for line in lines)
    assert lines[-1] == f"{len(list(CARDS_DIR.rglob('*.yaml'))) + 1} cards, 3 problems (3 files left out)"


def test_a_bad_card_of_your_own_does_not_stop_a_headless_duel(tmp_path: Path) -> None:
    _bad_folder(tmp_path / "cards")
    r = _run("-m", "game", "--headless", "--seed", "3", "--turns", "3", data_dir=tmp_path)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]
    assert "card error: " in r.stderr and "type5.yaml:2:1: type: " in r.stderr


def test_a_bad_card_of_your_own_does_not_stop_the_deck_check(tmp_path: Path) -> None:
    _bad_folder(tmp_path / "cards")
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Mountain\n4 Lightning Bolt\n4 Good Card\n", encoding="utf-8")
    r = _run("-m", "game.decks", "check", str(deck), data_dir=tmp_path)
    assert "Traceback" not in r.stderr and r.returncode == 1, r.stderr
    assert "too few cards: 28" in r.stdout and "unknown card" not in r.stdout    # your Good Card is known


def test_filter_values_of_the_wrong_kind_are_refused_at_their_path(tmp_path: Path) -> None:
    problems = _problems(tmp_path, 'name: Odd\ntype: Instant\ntext: ""\nspell:\n  targets:\n'
                                   '    t: {type: Creature, tapped: "false", subtype: [[Goblin]], kind: monster}\n'
                                   '  do:\n    - destroy: {what: t}\n')
    assert any("spell.targets.t.tapped: expected true or false, got the text 'false'" in p for p in problems)
    assert any("spell.targets.t.subtype: expected a word or a list of words, got a list" in p for p in problems)
    assert any("spell.targets.t.kind: unknown kind of thing 'monster'" in p for p in problems)
    assert len(problems) == 3, problems


@pytest.mark.parametrize("field, value", [("name", "'\\u200b'"), ("type", "'Instant\\u202e'"),
                                          ("text", "'Deal 3.\\x07'")])
def test_words_a_card_cant_show_are_refused(tmp_path: Path, field: str, value: str) -> None:
    fields = {"name": "Odd", "type": "Instant", "text": "''"}
    fields[field] = value.replace("'", '"')
    p = _one(tmp_path, "".join(f"{k}: {v}\n" for k, v in fields.items()))
    assert f": {field}: character " in p and "which a card can't show" in p


def test_an_abilitys_words_must_be_text(tmp_path: Path) -> None:
    p = _one(tmp_path, 'name: Odd\ntype: Artifact\ntext: ""\nabilities:\n  - cost: "{T}"\n    mana: C\n'
                       '    text: [tap]\n')
    assert ":7:5: abilities[0].text: expected the words shown for it, got a list" in p


def test_the_check_command_takes_single_files_and_names_a_missing_path(tmp_path: Path) -> None:
    (tmp_path / "five.yaml").write_text('name: Five\ntype: 5\ntext: ""\n', encoding="utf-8")
    r = _run("-m", "game.cards", "check", str(CARDS_DIR / "l" / "lightning_bolt.yaml"), str(tmp_path / "five.yaml"),
             str(tmp_path / "nowhere"))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == f"{tmp_path / 'nowhere'}: no such folder or file"
    assert lines[1].startswith(f"{tmp_path / 'five.yaml'}:2:1: type: ")
    assert lines[-1] == "1 card, 2 problems (1 file left out)"


def test_an_abilitys_flags_counts_and_loyalty_must_be_of_their_kind(tmp_path: Path) -> None:
    problems = _problems(tmp_path, 'name: Odd\ntype: Artifact\ntext: ""\nabilities:\n'
                                   '  - {cost: "{T}", mana: 5}\n'
                                   '  - {loyalty: "-1", once_per_turn: "no", timing: later, do: [{draw: {n: 1}}]}\n'
                                   'triggers:\n  - {when: {step: upkeep}, mana_ability: 1, do: []}\n')
    found = {p.split(": ", 2)[1] for p in problems if ": " in p}
    assert found == {"abilities[0].mana", "abilities[1].loyalty", "abilities[1].once_per_turn",
                     "abilities[1].timing", "triggers[0].mana_ability"}, problems


def test_a_pipe_named_like_a_card_file_is_refused_not_waited_on(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.yaml")
    (tmp_path / "good.yaml").write_text(GOOD, encoding="utf-8")
    pool = load_pool(tmp_path)
    assert "Good Card" in pool
    assert pool.errors == [f"{tmp_path / 'pipe.yaml'}:1:1: (file): not a regular file"]


def test_the_check_command_counts_the_problems_of_a_folder_where_no_card_loads(tmp_path: Path) -> None:
    (tmp_path / "five.yaml").write_text('name: Five\ntype: 5\ntext: ""\n', encoding="utf-8")
    r = _run("-m", "game.cards", "check", str(tmp_path))
    assert r.returncode == 1 and r.stdout.strip().splitlines()[-1] == "0 cards, 1 problem (1 file left out)"


@pytest.mark.parametrize("field, length", [("name", 151), ("type", 201), ("text", 4001)])
def test_words_longer_than_any_card_holds_are_refused(tmp_path: Path, field: str, length: int) -> None:
    fields = {"name": "Odd", "type": "Instant", "text": "''"}
    fields[field] = "x" * length
    p = _one(tmp_path, "".join(f"{k}: {v}\n" for k, v in fields.items()))
    assert f": {field}: {length:,} characters; at most {length - 1:,} fit on a card" in p
