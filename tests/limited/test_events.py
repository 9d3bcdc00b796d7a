"""Sealed deck and booster draft events: the same seed gives the same event, a draft passes
its packs left, right, left, and an event saved mid-pack resumes at that pick."""
import json

import pytest

from game.cards import default_pool
from game.cards.loader import CardPool
from game.limited.builder import build_deck
from game.limited.event import Event, EventError
from game.limited.headless import headless_event, run_event
from game.limited.store import event_path, export_deck, list_events, load_event, save_event
from game.decks.store import DeckStore


@pytest.fixture(scope="module")
def pool():
    return default_pool()


def test_a_sealed_pool_is_six_fourth_edition_boosters(pool):
    ev = Event.new("sealed", ["4ED"] * 6, seed=1, pool=pool)
    assert ev.seats == 4
    assert [len(p) for p in ev.opened[0]] == [15] * 6
    assert len(ev.pool_of(0)) == 90


def test_a_starter_and_two_boosters_make_a_hundred_card_pool(pool):
    ev = Event.new("sealed", ["4ED starter", "4ED", "4ED"], seed=1, pool=pool)
    assert len(ev.pool_of(0)) == 90


def test_a_set_whose_cards_cant_all_be_played_is_refused_with_its_missing_cards(pool):
    without = CardPool()
    for card in pool.cards.values():
        if card.name != "Arboria":
            without.add(card)
    with pytest.raises(EventError, match="Legends: 1 of its cards can't be played yet.*Arboria"):
        Event.new("sealed", ["LEG"] * 6, seed=1, pool=without)


def test_the_drafters_pass_left_then_right_then_left(pool):
    ev = Event.new("draft", ["4ED"] * 3, seed=4, pool=pool)
    first = ev.pack_in_hand(0)
    ev.pick(first[0], pool)
    # after one pick in the first round, seat 0 holds the pack seat 7 opened (passed left)
    assert ev.holder_origin(0, 0, 1) == 7
    assert ev.pack_in_hand(1) == [n for n in first if n != first[0]]
    while ev.round_of_pick()[0] == 0:
        ev.pick(ev.pack_in_hand(0)[0], pool)
    ev.pick(ev.pack_in_hand(0)[0], pool)
    assert ev.holder_origin(0, 1, 1) == 1          # second round: passed right


def test_the_pick_screen_knows_what_was_taken_since_the_pack_was_last_seen(pool):
    ev = Event.new("draft", ["4ED"] * 3, seed=4, pool=pool)
    for _ in range(8):
        ev.pick(ev.pack_in_hand(0)[0], pool)
    # pick 9: seat 0 holds its own first pack again, eight picks later
    taken = ev.taken_since_seen(0)
    assert len(taken) == 7
    assert ev.holder_origin(0, 0, 8) == 0
    assert len(ev.pack_in_hand(0)) == 15 - 8


def test_a_card_not_in_the_pack_is_refused_and_nothing_changes(pool):
    ev = Event.new("draft", ["4ED"] * 3, seed=4, pool=pool)
    with pytest.raises(EventError, match="not in the pack"):
        ev.pick("Black Lotus", pool)
    assert ev.picks[0] == []


def test_a_draft_gives_every_seat_forty_five_cards_and_a_forty_card_deck(pool):
    ev = Event.new("draft", ["4ED"] * 3, seed=9, pool=pool)
    while ev.phase == "draft":
        ev.pick(ev.computer_pick_for_player(pool), pool)
    assert all(len(p) == 45 for p in ev.picks)
    ev.set_player_deck(build_deck([pool.get(n) for n in ev.pool_of(0)]), pool)
    ev.build_computer_decks(pool)
    for d in ev.decks:
        assert d.size == 40
        lands = sum(e.count for e in d.main if pool.get(e.name).types == ("Land",))
        assert 16 <= lands <= 18


def test_a_deck_with_cards_outside_the_pool_is_refused(pool):
    ev = Event.new("sealed", ["4ED"] * 6, seed=2, pool=pool)
    deck = build_deck([pool.get(n) for n in ev.pool_of(0)])
    from game.decks.decklist import DeckEntry
    deck.main.append(DeckEntry(4, "Shivan Dragon"))
    with pytest.raises(EventError, match="more than the pool holds"):
        ev.set_player_deck(deck, pool)


def test_the_same_seed_gives_the_same_event(pool):
    out1, out2 = [], []
    headless_event("draft", ["4ED"] * 3, 21, pool, say=out1.append)
    headless_event("draft", ["4ED"] * 3, 21, pool, say=out2.append)
    assert out1 == out2
    assert out1[-1].startswith("Event over:")
    assert sum(line.startswith("Round ") for line in out1) == 3


def test_a_draft_saved_mid_pack_resumes_at_that_pick(pool, tmp_path):
    ev = Event.new("draft", ["4ED"] * 3, seed=6, pool=pool)
    for _ in range(5):
        ev.pick(ev.computer_pick_for_player(pool), pool)
    path = save_event(ev, tmp_path)
    back = load_event(path)
    assert back.round_of_pick() == (0, 5)
    assert back.pack_in_hand(0) == ev.pack_in_hand(0)
    assert back.taken_since_seen(0) == ev.taken_since_seen(0)
    # and goes on exactly as the original would
    ev.pick(ev.pack_in_hand(0)[-1], pool)
    back.pick(back.pack_in_hand(0)[-1], pool)
    assert back.picks == ev.picks


def test_an_event_played_through_is_kept_with_its_decks_and_exported(pool, tmp_path):
    ev = headless_event("sealed", ["4ED"] * 6, 3, pool, say=lambda s: None, folder=tmp_path)
    listed = list_events(tmp_path)
    assert [e.event_id for _, e in listed] == [ev.event_id]
    assert listed[0][1].phase == "over" and len(listed[0][1].results) == 3
    store = DeckStore(tmp_path / "decks")
    kept = export_deck(listed[0][1], 0, store)
    assert store.find(kept.name).size == 40


def test_the_same_event_started_twice_in_a_moment_keeps_two_files(pool, tmp_path):
    first = Event.new("draft", ["4ED"] * 3, seed=6, pool=pool)
    again = Event.new("draft", ["4ED"] * 3, seed=6, pool=pool)
    save_event(first, tmp_path)
    save_event(again, tmp_path)
    assert len(list_events(tmp_path)) == 2


def test_a_damaged_event_file_is_moved_aside_not_loaded(pool, tmp_path):
    ev = Event.new("draft", ["4ED"] * 3, seed=6, pool=pool)
    ev.pick(ev.pack_in_hand(0)[0], pool)
    path = save_event(ev, tmp_path)
    doc = json.loads(path.read_text())
    doc["data"]["picks"][3][0] = "Black Lotus"         # a pick that was never in its pack
    path.write_text(json.dumps(doc))
    assert load_event(path) is None
    assert not path.exists()


def test_an_interrupted_event_finishes_from_where_it_stood(pool, tmp_path):
    ev = Event.new("sealed", ["4ED"] * 6, seed=8, pool=pool)
    ev.set_player_deck(build_deck([pool.get(n) for n in ev.pool_of(0)]), pool)
    ev.build_computer_decks(pool)
    save_event(ev, tmp_path)
    back = load_event(event_path(ev, tmp_path))
    assert back.phase == "play"
    run_event(back, pool, say=lambda s: None, folder=tmp_path)
    assert back.phase == "over"


def test_kept_events_are_listed_and_a_deck_exported_from_the_command_line(pool, tmp_path, capsys):
    from game.limited.__main__ import main
    from game.limited.store import events_folder
    ev = headless_event("sealed", ["4ED"] * 6, 4, pool, say=lambda s: None, folder=events_folder())
    assert main(["list"]) == 0
    assert ev.event_id in capsys.readouterr().out
    out = tmp_path / "deck.txt"
    assert main(["export", ev.event_id, "--to", str(out)]) == 0
    from game.decks.decklist import parse_deck_text
    assert parse_deck_text(out.read_text()).size == 40
