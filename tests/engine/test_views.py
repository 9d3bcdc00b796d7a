"""Hidden information (CR 400.2): a player's view hides the opponent's hand and every
library's order; a determinized game keeps everything that player knows."""
from dataclasses import replace

from game.cards import default_pool
from game.decks.prebuilt import ai_deck
from game.engine import Decision, Game
from game.engine.rng import GameRng
from game.engine.views import known_cards
from game.modes.headless import play_duel
from game.modes.setup import build_game


def _game() -> Game:
    g = build_game((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), 11, first_player=0)
    while g.pending is not None and g.pending.decision.kind != "priority":   # keep both hands
        g.apply(g.legal_actions()[0])
    return g


def test_a_view_never_names_the_opponents_hand_or_any_library_card() -> None:
    g = _game()
    v = g.view_for(0)
    hidden = set(g.players[1].hand) | set(g.players[0].library) | set(g.players[1].library)
    assert hidden and not hidden & set(v.cards)
    assert v.players[1].hand is None and v.players[1].hand_size == len(g.players[1].hand)
    assert v.players[0].hand == tuple(g.players[0].hand)
    assert (v.players[0].library_size, v.players[1].library_size) == (len(g.players[0].library),
                                                                      len(g.players[1].library))


def test_a_view_is_the_same_whatever_the_hidden_cards_are() -> None:
    g = _game()
    for seed in range(5):
        assert g.determinize(0, GameRng(seed)).view_for(0) == g.view_for(0)


def test_a_determinization_deals_the_hidden_cards_again() -> None:
    g = _game()
    dealt = [g.determinize(0, GameRng(seed)) for seed in range(5)]
    assert any(d.players[1].hand != g.players[1].hand for d in dealt)
    assert any(d.players[0].library != g.players[0].library for d in dealt)
    for d in dealt:   # the same cards, only dealt differently
        assert sorted(d.players[1].hand + d.players[1].library) == sorted(g.players[1].hand + g.players[1].library)
        assert sorted(d.players[0].library) == sorted(g.players[0].library)
        assert all(d.objects[oid].zone == "hand" for oid in d.players[1].hand)


def test_a_determinization_leaves_the_game_it_came_from_alone() -> None:
    g = _game()
    key = g.state_key()
    g.determinize(0, GameRng(3))
    assert g.state_key() == key


def test_a_determinization_from_the_same_seed_is_the_same() -> None:
    g = _game()
    assert g.determinize(0, GameRng(9)).same_as(g.determinize(0, GameRng(9)))


def test_cards_a_decision_shows_the_player_stay_where_they_are() -> None:
    """Searching your library shows you its cards: they are known, not dealt again."""
    pool = default_pool()
    g = Game(seed=2)
    for name in ("Forest", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears"):
        g.add_card(pool.get(name), 0, "library")
        g.add_card(pool.get(name), 1, "library")
    g.begin_at("main1")
    shown = tuple(g.players[0].library[:2])
    g.pending = replace(g.pending, decision=Decision("select", 0, "Choose a card", shown))
    assert set(shown) <= known_cards(g, 0)
    for seed in range(5):
        d = g.determinize(0, GameRng(seed))
        assert [d.players[0].library.index(oid) for oid in shown] == [0, 1]


def test_the_computer_player_plays_the_same_game_from_the_same_seed() -> None:
    decks = (ai_deck("Serra's Host"), ai_deck("Wurm Fire"))
    first = play_duel(decks, ("sorcerer", "magician"), 4, max_decisions=400)
    again = play_duel(decks, ("sorcerer", "magician"), 4, max_decisions=400)
    assert [a.to_text() for a in first.history] == [a.to_text() for a in again.history]


def test_the_opponents_face_down_creature_is_a_guess_too() -> None:
    """CR 708.5: only its controller may look at a face-down permanent."""
    pool = default_pool()
    g = Game(seed=4)
    down = g.add_card(pool.get("Vesuvan Shapeshifter"), 1, "battlefield", face_down=True)
    for name in ("Forest", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears"):
        g.add_card(pool.get(name), 1, "library")
        g.add_card(pool.get(name), 0, "library")
    g.begin_at("main1")
    assert g.view_for(0).card(down).card is None and g.view_for(1).card(down).card is not None
    guesses = {g.determinize(0, GameRng(seed)).objects[down].card.name for seed in range(12)}
    assert len(guesses) > 1
    assert g.determinize(1, GameRng(0)).objects[down].card.name == "Vesuvan Shapeshifter"
