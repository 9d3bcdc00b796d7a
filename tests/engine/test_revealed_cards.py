"""Cards of hidden zones revealed to every player: the top card of each library under Field of
Dreams, and Firestorm Phoenix played revealed in its owner's hand until their next turn.  Both
players' views show them, and a determinized game keeps them where they are."""
from game.engine.rng import GameRng
from .positions import scenario_at

FIELD = """
name: a position
start: {active: p1, step: main1}
players:
  p1:
    battlefield: [Field of Dreams]
    library: [Serra Angel, Forest, Island]
  p2:
    library: [Shivan Dragon, Mountain, Mountain]
"""

PHOENIX = """
name: a position
start: {active: p1, step: main1}
players:
  p1:
    battlefield: [Firestorm Phoenix]
    hand: [Forest]
    library: [Mountain, Mountain, Mountain]
  p2:
    battlefield: [Mountain]
    hand: [Lightning Bolt]
    library: [Forest, Forest, Forest]
actions:
  - {by: p1, pass: priority}
  - {by: p2, cast: Lightning Bolt, targets: [Firestorm Phoenix]}
  - {resolve: all}
"""


def _game(text: str):
    return scenario_at(text, run_actions=True)


def _name(view, oid):
    return view.card(oid).card.name


def test_under_field_of_dreams_both_players_see_the_top_card_of_each_library() -> None:
    g = _game(FIELD).g
    for viewer in (0, 1):
        v = g.view_for(viewer)
        assert _name(v, v.players[0].library_top) == "Serra Angel"
        assert _name(v, v.players[1].library_top) == "Shivan Dragon"
        assert not v.sees(g.players[0].library[1])   # only the top card


def test_the_next_card_is_revealed_once_it_is_on_top() -> None:
    g = _game(FIELD).g
    from game.engine.events import draw_cards
    draw_cards(g, 1, 1)
    v = g.view_for(0)
    assert _name(v, v.players[1].library_top) == "Mountain"


def test_without_field_of_dreams_no_top_card_is_shown() -> None:
    g = _game(FIELD.replace("[Field of Dreams]", "[Forest]")).g
    v = g.view_for(1)
    assert v.players[0].library_top is None and not v.sees(g.players[0].library[0])


def test_a_determinized_game_keeps_the_revealed_top_cards() -> None:
    g = _game(FIELD).g
    for seed in range(6):
        d = g.determinize(0, GameRng(seed))
        assert d.objects[d.players[1].library[0]].card.name == "Shivan Dragon"
        assert d.objects[d.players[0].library[0]].card.name == "Serra Angel"


def test_the_returned_phoenix_is_revealed_to_the_opponent_until_its_owners_next_turn() -> None:
    sc = _game(PHOENIX)
    g = sc.g
    phoenix = next(oid for oid in g.players[0].hand if g.objects[oid].card.name == "Firestorm Phoenix")
    forest = next(oid for oid in g.players[0].hand if oid != phoenix)
    v = g.view_for(1)
    assert v.sees(phoenix) and not v.sees(forest)
    sc.run_action({"advance": {"turn": "next", "step": "main1"}}, ("a", 0))
    assert g.view_for(1).sees(phoenix)          # the opponent's turn: still revealed
    sc.run_action({"advance": {"turn": "next", "step": "upkeep"}}, ("a", 1))
    assert not g.view_for(1).sees(phoenix)      # its owner's next turn has begun
