"""Morph (CR 702.37): the face-down cast and the turn-face-up special action as actions."""
from game.cards import default_pool
from game.engine import CastSpell, Game, TurnFaceUp, action_from_text
from game.engine.game import add_card, begin_at


def test_action_text_round_trips() -> None:
    for action in (CastSpell(7, None, True), CastSpell(7), CastSpell(3, 1), TurnFaceUp(12)):
        assert action_from_text(action.to_text()) == action


def _game() -> tuple[Game, int, int]:
    pool = default_pool()
    g = Game(seed=1)
    vesuvan = add_card(g, pool.get("Vesuvan Shapeshifter"), 0, "hand")
    down = add_card(g, pool.get("Vesuvan Shapeshifter"), 0, "battlefield", face_down=True)
    for _ in range(3):
        add_card(g, pool.get("Island"), 0, "battlefield")
    begin_at(g, "main1")
    return g, vesuvan, down


def test_face_down_cast_and_turn_face_up_are_legal_actions() -> None:
    g, vesuvan, down = _game()
    actions = g.legal_actions()
    assert CastSpell(vesuvan, None, True) in actions      # {3}: three Islands
    assert CastSpell(vesuvan) not in actions              # {3}{U}{U}: not enough mana
    assert TurnFaceUp(down) in actions                    # morph {1}{U}


def test_face_down_permanent_is_a_nameless_colourless_2_2() -> None:
    g, _, down = _game()
    ch = g.chars(down)
    assert (ch.name, ch.power, ch.toughness, ch.colors, ch.types) == ("", 2, 2, frozenset(), frozenset({"Creature"}))


def test_relentless_rats_has_no_deck_limit() -> None:
    pool = default_pool()
    assert pool.get("Relentless Rats").deck_limit is None
    assert pool.get("Grizzly Bears").deck_limit == 4
