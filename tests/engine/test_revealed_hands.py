"""Players who play with their hands revealed (Revelation, a static `hands_revealed`): every
player's view shows the cards in those hands, and a determinized game keeps them as they are."""
from game.engine.rng import GameRng
from .positions import scenario_at

POSITION = """
name: a position
start: {active: p1, step: main1}
players:
  p1:
    battlefield: [BATTLEFIELD]
    hand: [Lightning Bolt]
    library: [Island, Island]
  p2:
    hand: [Serra Angel, Giant Growth]
    library: [Forest, Forest, Forest]
"""


def _game(battlefield: str):
    return scenario_at(POSITION.replace("BATTLEFIELD", battlefield)).g


def test_under_revelation_each_player_sees_the_other_players_hand() -> None:
    g = _game("Revelation")
    v = g.view_for(0)
    assert v.players[1].hand == tuple(g.players[1].hand)
    assert {v.card(oid).card.name for oid in g.players[1].hand} == {"Serra Angel", "Giant Growth"}
    assert g.view_for(1).players[0].hand == tuple(g.players[0].hand)


def test_without_revelation_the_opponents_hand_stays_hidden() -> None:
    g = _game("Mountain")
    assert g.view_for(0).players[1].hand is None
    assert not set(g.players[1].hand) & set(g.view_for(0).cards)


def test_a_revealed_hand_is_not_dealt_again_when_the_game_is_determinized() -> None:
    g = _game("Revelation")
    for seed in range(5):
        d = g.determinize(0, GameRng(seed))
        assert [d.objects[oid].card.name for oid in d.players[1].hand] == \
            [g.objects[oid].card.name for oid in g.players[1].hand]
