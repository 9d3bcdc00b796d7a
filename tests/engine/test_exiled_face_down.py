"""Cards exiled face down (Knowledge Vault, CR 406.3): no player may look at them, their owner
included; the views hide them and a determinized game deals them again like hidden cards."""
from game.engine.rng import GameRng
from .positions import scenario_at

POSITION = """
name: a position
start: {active: p1, step: main1}
players:
  p1:
    battlefield: [Knowledge Vault, Island, Island]
    library: [Serra Angel, Forest, Island, Swamp]
  p2:
    library: [Forest, Forest]
actions:
  - {by: p1, activate: Knowledge Vault, ability: 1}
  - {resolve: all}
"""


def _game():
    return scenario_at(POSITION, run_actions=True).g


def _exiled(g):
    (oid,) = g.players[0].exile
    return oid


def test_a_card_exiled_face_down_is_hidden_from_both_players() -> None:
    g = _game()
    oid = _exiled(g)
    assert g.objects[oid].card.name == "Serra Angel" and g.objects[oid].face_down
    for viewer in (0, 1):
        assert g.view_for(viewer).card(oid).card is None
    assert g.name_of(oid) == "a face-down card"


def test_a_determinized_game_may_deal_the_face_down_card_again() -> None:
    g = _game()
    oid = _exiled(g)
    names = {g.determinize(0, GameRng(seed)).objects[oid].card.name for seed in range(12)}
    assert len(names) > 1
