"""The card files: every one loads, its facts are the reference's (current Oracle), the
loader's error messages name file, line and field, and docs/cards.md is up to date."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.cards import CardDefinitionError, load_card_file, load_pool
from game.resources import CARDS_DIR
from game.engine.mana import ManaCost

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools.reference import CARDS_JSON, CLASSIC_SETS_JSON  # noqa: E402  (found beside a worktree too)

REFERENCES = (CARDS_JSON, CLASSIC_SETS_JSON)


@pytest.fixture(scope="module")
def pool():
    return load_pool()


@pytest.fixture(scope="module")
def reference() -> dict:
    """Every card's facts: today's pool (cards.json) and the classic sets (classic-sets.json)."""
    if not all(p.exists() for p in REFERENCES):
        pytest.skip(f"no reference card data at {CARDS_JSON.parent}")
    out: dict = {}
    for path in REFERENCES:
        for c in json.loads(path.read_text(encoding="utf-8")):
            out.setdefault(c["name"], c)
    return out


def test_every_card_file_loads(pool) -> None:
    assert pool.errors == []
    assert len(pool) == len(list(CARDS_DIR.rglob("*.yaml")))


def test_card_files_are_where_their_names_say(pool) -> None:
    from game.cards.loader import slug
    wrong = []
    for card in pool.cards.values():
        want = f"{slug(card.name)[0]}/{slug(card.name)}.yaml"
        if not Path(card.source_file).as_posix().endswith(want):
            wrong.append(f"{card.source_file} (expected cards/{want})")
    assert not wrong, "\n".join(wrong)


def _facts_problems(path: Path, ref: dict) -> list[str]:
    """The differences between a card file's facts and its reference record."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    card = load_card_file(path)
    out = []

    def same(what: str, got, want) -> None:
        if got != want:
            out.append(f"{path.relative_to(ROOT)}: {what}: file has {got!r}, reference has {want!r}")

    same("name", data.get("name"), ref["name"])
    same("type", data.get("type"), ref["type_line"])
    same("text", data.get("text"), ref["oracle_text"])
    same("supertypes", list(card.supertypes), ref["supertypes"])
    same("types", list(card.types), ref["types"])
    same("subtypes", list(card.subtypes), ref["subtypes"])
    if ref.get("faces"):
        faces = data.get("faces") or []
        same("number of faces", len(faces), len(ref["faces"]))
        for i, (f, rf) in enumerate(zip(faces, ref["faces"])):
            same(f"faces[{i}].name", f.get("name"), rf["name"])
            same(f"faces[{i}].cost", f.get("cost", ""), rf["mana_cost"])
            same(f"faces[{i}].type", f.get("type"), rf["type_line"])
            same(f"faces[{i}].text", f.get("text"), rf["oracle_text"])
    else:
        same("cost", data.get("cost", "") or "", ref["mana_cost"])
        same("mana cost as loaded", card.mana_cost, ManaCost.parse(ref["mana_cost"]))
    pt = f"{ref['power']}/{ref['toughness']}" if ref["power"] is not None else None
    same("pt", None if data.get("pt") is None else str(data["pt"]), pt)
    same("power", card.power, ref["power"])
    same("toughness", card.toughness, ref["toughness"])
    loyalty = None if ref["loyalty"] is None else int(ref["loyalty"])
    same("loyalty", card.loyalty, loyalty)
    return out


def test_card_facts_match_the_reference(reference) -> None:
    problems = []
    for path in sorted(CARDS_DIR.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        name = data.get("name") if isinstance(data, dict) else None
        if name not in reference:
            problems.append(f"{path.relative_to(ROOT)}: {name!r} is not in the reference data")
            continue
        try:
            problems += _facts_problems(path, reference[name])
        except CardDefinitionError as e:
            problems += e.problems
    assert not problems, "\n".join(problems)


BROKEN_CARD = """\
name: "Bad Bolt"
cost: "{R}"
type: "Instant"
text: "Bad Bolt deals 3 damage to any target."
colour: red
spell:
  targets: {t: any_target}
  do:
    - damage: {to: t, amount: lots}
    - explode: {to: t}
"""


def test_a_broken_card_file_names_file_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "b" / "bad_bolt.yaml"
    path.parent.mkdir()
    path.write_text(BROKEN_CARD, encoding="utf-8")
    with pytest.raises(CardDefinitionError) as info:
        load_card_file(path)
    problems = info.value.problems
    assert len(problems) == 3, problems
    unknown_key, bad_amount, unknown_verb = problems
    assert "bad_bolt.yaml:5:" in unknown_key and "colour" in unknown_key and "unknown key" in unknown_key
    assert "bad_bolt.yaml:9:" in bad_amount and "spell.do[0].damage.amount" in bad_amount
    assert "bad_bolt.yaml:10:" in unknown_verb and "spell.do[1].explode" in unknown_verb
    assert "unknown effect" in unknown_verb
    # the rest of a pool still loads around a broken file
    (tmp_path / "l").mkdir()
    (tmp_path / "l" / "lightning_bolt.yaml").write_text((CARDS_DIR / "l" / "lightning_bolt.yaml").read_text())
    pool = load_pool(tmp_path)
    assert "Lightning Bolt" in pool and "Bad Bolt" not in pool
    assert len(pool.errors) == 3


def test_a_card_file_that_is_not_yaml(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text('name: "Bad\ntype: [Instant\n', encoding="utf-8")
    with pytest.raises(CardDefinitionError) as info:
        load_card_file(path)
    assert "broken.yaml:" in info.value.problems[0] and "not valid YAML" in info.value.problems[0]


def test_a_timestamp_yaml_cannot_read_is_refused_with_its_file(tmp_path: Path) -> None:
    path = tmp_path / "dated.yaml"
    path.write_text('name: !!timestamp 2024-99-99all\ntype: Instant\ntext: ""\n', encoding="utf-8")
    with pytest.raises(CardDefinitionError) as info:
        load_card_file(path)
    assert "dated.yaml:" in info.value.problems[0] and "not valid YAML" in info.value.problems[0]


def test_card_docs_are_up_to_date() -> None:
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "card_docs.py"), "--check"], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, (r.stdout + r.stderr) or "docs/cards.md is out of date: run python tools/card_docs.py"
