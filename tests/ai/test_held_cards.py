"""A card the opponent kept through a whole turn of theirs is guessed as one they would have kept
(game.ai.held_cards): not a land if they played none that turn, not a creature spell the mana they
left idle paid for; the look-ahead's deals (`deal_guess`) hold the removal, the tricks, the dear
creatures in its place.  A card they drew this turn, or any card before a turn of theirs has
ended, is dealt from their whole library as before."""
from game.ai.held_cards import HeldCard, deal_guess, held_cards, would_have_played
from game.cards import default_pool
from game.engine.decisions import PassPriority, answer_for
from game.engine.game import Game, add_card, begin_at
from game.engine.rng import GameRng

LIBRARY = ["Swamp", "Bog Rats", "Terror", "Hypnotic Specter", "Swamp", "Sengir Vampire", "Dark Ritual",
           "Drudge Skeletons", "Swamp", "Inquisition"]


def _their_turn_ends() -> Game:
    """Player 1, with four Swamps and two cards it keeps, passes the whole of its turn 2 (it draws
    one more and plays no land); play starts in player 0's turn 1 (a turn begun before the log
    would not count) and stops at its turn 3, first main phase."""
    pool = default_pool()
    g = Game(seed=1)
    for _ in range(4):
        add_card(g, pool.get("Swamp"), 1, "battlefield")
        add_card(g, pool.get("Mountain"), 0, "library")
    for name in LIBRARY:
        add_card(g, pool.get(name), 1, "library")
    for _ in range(2):
        g.players[1].hand.append(g.players[1].library.pop())
        g.objects[g.players[1].hand[-1]].zone = "hand"
    g.turn, g.active = 1, 0
    begin_at(g, "main1")
    while not (g.turn == 3 and g.step == "main1"):
        d = g.pending.decision
        g.apply(PassPriority() if d.kind == "priority" else answer_for(d, d.options[0]))
    return g


def test_the_cards_kept_through_a_turn_with_idle_mana_are_dealt_as_neither_lands_nor_cheap_creatures():
    g = _their_turn_ends()
    held = held_cards(g, 0)
    assert [h.slot for h in held] == [0, 1, 2]
    assert all(h.skipped_land and h.idle_mana == 4 for h in held)
    rng = GameRng(7)
    for _ in range(20):
        copy = deal_guess(g, 0, rng)
        dealt = [copy.objects[oid].card for oid in copy.players[1].hand]
        # the Sengir Vampire (five mana) they could not have cast with four Swamps
        assert all(c.name in ("Terror", "Dark Ritual", "Inquisition", "Sengir Vampire") for c in dealt)


def test_before_a_turn_of_theirs_has_ended_their_hand_is_dealt_from_the_whole_library():
    pool = default_pool()
    g = Game(seed=1)
    add_card(g, pool.get("Terror"), 1, "hand")
    for name in LIBRARY:
        add_card(g, pool.get(name), 1, "library")
    g.turn, g.active = 3, 0
    begin_at(g, "main1")
    assert held_cards(g, 0) == []


def test_a_land_is_kept_by_a_player_who_played_one_each_turn_and_a_creature_the_idle_mana_could_not_pay():
    pool = default_pool()
    swamps = [frozenset("B")] * 4
    landed = HeldCard(0, skipped_land=False, idle_mana=2)
    assert not would_have_played(pool.get("Swamp"), landed, swamps)
    assert not would_have_played(pool.get("Hypnotic Specter"), landed, swamps)
    assert would_have_played(pool.get("Bog Rats"), landed, swamps)
    assert not would_have_played(pool.get("Savannah Lions"), landed, swamps)   # no white mana
    assert would_have_played(pool.get("Swamp"), HeldCard(0, skipped_land=True, idle_mana=0), swamps)
