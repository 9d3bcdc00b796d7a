"""Subgames (CR 728, Shahrazad): a whole game played through the same decisions as the game
around it — refused answers change nothing, the same seed and decisions give the same
subgame, the views say which game they show, and the main game comes back as it was."""
from __future__ import annotations

import random

import pytest

from game.cards import default_pool
from game.engine import CastSpell, Concede, Game, IllegalActionError, PassPriority, Pay, PlayLand
from game.engine.subgame import subgame_titles

POOL = default_pool()


def _cast_shahrazad(seed: int = 4, life: tuple[int, int] = (20, 20)) -> Game:
    g = Game(seed=seed)
    shahrazad = g.add_card(POOL.get("Shahrazad"), 0, "hand")
    for _ in range(2):
        g.add_card(POOL.get("Plains"), 0, "battlefield")
    g.add_card(POOL.get("Grizzly Bears"), 1, "battlefield")
    for p in (0, 1):
        g.players[p].life = life[p]
        for i in range(14):
            g.add_card(POOL.get("Mountain" if i % 2 else "Lightning Bolt"), p, "library")
    g.begin_at("main1")
    g.apply(CastSpell(shahrazad))
    while g.pending.decision.kind != "priority":
        g.apply(Pay())
    g.apply(PassPriority())
    g.apply(PassPriority())
    return g


def _play_on(g: Game, seed: int, limit: int = 400) -> list:
    """Random legal answers (mostly passes) until the subgame is over or `limit` answers."""
    r = random.Random(seed)
    done = []
    while g.main is not None and len(done) < limit:
        acts = g.legal_actions()
        a = acts[0] if g.pending.decision.kind == "priority" and r.random() < 0.6 else r.choice(acts)
        g.apply(a)
        done.append(a)
    return done


def test_resolving_shahrazad_begins_a_subgame_with_the_libraries_as_decks():
    g = _cast_shahrazad()
    assert subgame_titles(g) == ("Shahrazad",)
    assert [p.life for p in g.players] == [20, 20]
    assert [len(p.hand) + len(p.library) for p in g.players] == [14, 14]
    assert g.battlefield == [] and g.pending.decision.purpose == "mulligan"


def test_the_views_name_the_subgame_and_the_life_totals_of_the_main_game():
    g = _cast_shahrazad(life=(17, 9))
    view = g.view_for(0)
    assert view.title == "Subgame — Shahrazad" and view.subgame == ("Shahrazad",)
    assert view.outer_life == ((17, 9),) and view.players[0].life == 20
    assert Game(seed=1).view_for(0).title == ""


def test_a_refused_answer_in_a_subgame_changes_nothing():
    g = _cast_shahrazad()
    before = g.state_key()
    with pytest.raises(IllegalActionError):
        g.apply(PlayLand(10_000))
    assert g.state_key() == before and subgame_titles(g) == ("Shahrazad",)


def test_the_same_seed_and_decisions_play_the_same_subgame():
    first = _cast_shahrazad(seed=9)
    answers = _play_on(first, seed=3)
    again = _cast_shahrazad(seed=9)
    for a in answers:
        again.apply(a)
    assert again.state_key() == first.state_key()


def test_a_clone_in_a_subgame_plays_on_without_touching_the_game():
    g = _cast_shahrazad()
    before = g.state_key()
    c = g.clone()
    _play_on(c, seed=5)
    assert g.state_key() == before and subgame_titles(g) == ("Shahrazad",)


def test_conceding_the_subgame_loses_it_and_the_main_game_goes_on():
    g = _cast_shahrazad(life=(15, 20))
    g.apply(Concede(0))
    assert subgame_titles(g) == () and not g.over
    assert [p.life for p in g.players] == [7, 20]
    assert [g.objects[o].card.name for o in g.players[0].graveyard] == ["Shahrazad"]
    assert [g.objects[o].card.name for o in g.battlefield] == ["Plains", "Plains", "Grizzly Bears"]


def test_after_the_subgame_every_card_is_back_in_its_owners_library():
    g = _cast_shahrazad()
    _play_on(g, seed=11, limit=3000)
    assert subgame_titles(g) == ()
    assert [len(p.library) for p in g.players] == [14, 14]
    assert all(g.objects[o].owner == p for p in (0, 1) for o in g.players[p].library)
