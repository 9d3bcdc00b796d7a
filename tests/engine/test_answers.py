"""Legality as a question, and the engine's help for building an answer: `is_legal` judges a
declaration, a payment or a division directly, and the engine says what the automatic
payment would tap, the largest X, the default division and the combat damage to come."""
from __future__ import annotations

from game.cards import default_pool
from game.engine import (CastSpell, ChooseNumber, DeclareAttackers, DeclareBlockers, Divide, Game, PassPriority, Pay,
                         default_division, max_x, payment_preview, payment_sparing)
from game.engine.combat import band_problem, combat_damage_preview, fight_outcome, gang_fight_outcome, lethal_damage

POOL = default_pool()


def _put(g: Game, names, owner: int, zone: str = "battlefield", **kw) -> list[int]:
    return [g.add_card(POOL.get(n), owner, zone, **kw) for n in names]


def _game(seed: int = 1) -> Game:
    g = Game(seed=seed)
    for p in (0, 1):
        _put(g, ["Plains"] * 5, p, "library")
    g.turn, g.active, g.started = 3, 0, True
    return g


def _to_attackers(g: Game) -> None:
    g.begin_at("beginning_of_combat")
    while g.pending.decision.kind == "priority":
        g.apply(PassPriority())
    assert g.pending.decision.kind == "attackers"


def _to_blockers(g: Game, attacks) -> None:
    g.apply(DeclareAttackers(attacks))
    while g.pending.decision.kind == "priority":
        g.apply(PassPriority())
    assert g.pending.decision.kind == "blockers"


def test_a_band_of_two_creatures_without_banding_is_illegal():
    g = _game()
    bears, ogre = _put(g, ["Grizzly Bears", "Gray Ogre"], 0)
    _to_attackers(g)
    you = ("player", 1)
    assert not g.is_legal(DeclareAttackers(((bears, you), (ogre, you)), ((bears, ogre),)))
    assert band_problem(g, (bears, ogre)) is not None


def test_a_creature_with_banding_may_band_with_one_without():
    g = _game()
    hero, bears = _put(g, ["Benalish Hero", "Grizzly Bears"], 0)
    _to_attackers(g)
    you = ("player", 1)
    assert g.is_legal(DeclareAttackers(((hero, you), (bears, you)), ((hero, bears),)))
    assert band_problem(g, (hero, bears)) is None


def test_a_tapped_creature_cant_be_declared_as_an_attacker():
    g = _game()
    bears, = _put(g, ["Grizzly Bears"], 0)
    tired, = _put(g, ["Gray Ogre"], 0, tapped=True)
    _to_attackers(g)
    assert g.is_legal(DeclareAttackers(((bears, ("player", 1)),)))
    assert not g.is_legal(DeclareAttackers(((tired, ("player", 1)),)))


def test_a_flyer_cant_be_blocked_by_a_creature_without_flying_or_reach():
    g = _game()
    angel, = _put(g, ["Serra Angel"], 0)
    bears, pegasus = _put(g, ["Grizzly Bears", "Mesa Pegasus"], 1)
    _to_attackers(g)
    _to_blockers(g, ((angel, ("player", 1)),))
    assert not g.is_legal(DeclareBlockers(((bears, angel),)))
    assert g.is_legal(DeclareBlockers(((pegasus, angel),)))
    assert g.is_legal(DeclareBlockers(()))


def test_the_combat_damage_preview_counts_unblocked_attackers_and_trample_over_lethal_damage():
    g = _game()
    wurm, bears = _put(g, ["Axelrod Gunnarson", "Grizzly Bears"], 0)
    wall, = _put(g, ["Hill Giant"], 1)
    _to_attackers(g)
    you = ("player", 1)
    assert combat_damage_preview(g, ((wurm, you), (bears, you)), ()) == (0, 7)
    # the Giant (3 toughness) soaks 3 of the trampling Wurm's 5
    assert combat_damage_preview(g, ((wurm, you), (bears, you)), ((wall, wurm),)) == (0, 4)


def test_a_trampler_must_assign_lethal_damage_to_its_blocker_before_the_player():
    g = _game()
    wurm, = _put(g, ["Axelrod Gunnarson"], 0)
    giant, bears = _put(g, ["Hill Giant", "Grizzly Bears"], 1)
    _to_attackers(g)
    _to_blockers(g, ((wurm, ("player", 1)),))
    g.apply(DeclareBlockers(((giant, wurm), (bears, wurm))))
    while g.pending.decision.kind == "priority":
        g.apply(PassPriority())
    d = g.pending.decision
    assert d.kind == "divide"
    giant_ref = ("obj", giant, g.objects[giant].zcc)
    bears_ref = ("obj", bears, g.objects[bears].zcc)
    assert not g.is_legal(Divide(((giant_ref, 1), (bears_ref, 2), (("player", 1), 2))))
    assert g.is_legal(Divide(((giant_ref, 3), (bears_ref, 2))))
    default = dict(default_division(g))
    assert default[giant_ref] >= lethal_damage(g, wurm, giant) and default[bears_ref] >= lethal_damage(g, wurm, bears)
    assert g.is_legal(Divide(tuple(default.items())))


def test_first_strike_kills_a_blocker_before_it_deals_damage():
    g = _game()
    knight, = _put(g, ["Black Knight"], 0)
    bears, = _put(g, ["Grizzly Bears"], 1)
    assert fight_outcome(g, knight, bears) == (False, True)


def test_two_first_strikers_kill_a_giant_before_it_deals_damage():
    g = _game()
    giant, = _put(g, ["Hill Giant"], 0)
    archers, wolves = _put(g, ["Elvish Archers", "Tundra Wolves"], 1)
    assert gang_fight_outcome(g, giant, (archers, wolves)) == (True, 0)


def test_two_bears_kill_a_giant_that_deals_its_damage_among_them():
    g = _game()
    giant, = _put(g, ["Hill Giant"], 0)
    bears = _put(g, ["Grizzly Bears", "Grizzly Bears"], 1)
    assert gang_fight_outcome(g, giant, bears) == (True, 3)
    assert gang_fight_outcome(g, giant, bears[:1]) == (False, 3)


def test_a_thicket_basilisk_destroys_the_giant_it_fights_but_not_a_wall():
    g = _game()
    basilisk, = _put(g, ["Thicket Basilisk"], 0)
    giant, wall = _put(g, ["Hill Giant", "Wall of Stone"], 1)
    assert fight_outcome(g, basilisk, giant) == (False, True)     # 3 damage doesn't kill a 2/4
    assert fight_outcome(g, basilisk, wall) == (False, False)
    assert gang_fight_outcome(g, giant, (basilisk,))[0]          # blocking, it destroys the attacker too


def test_an_infernal_medusa_destroys_what_it_blocks_and_a_non_wall_that_blocks_it():
    g = _game()
    medusa, = _put(g, ["Infernal Medusa"], 0)
    wurm, wall = _put(g, ["Craw Wurm", "Wall of Stone"], 1)
    assert fight_outcome(g, medusa, wurm) == (True, True)    # 2 damage doesn't kill a 6/4
    assert fight_outcome(g, medusa, wall) == (False, False)   # a Wall that blocks it is spared
    assert fight_outcome(g, wall, medusa) == (True, False)    # what it blocks is not


def test_a_battering_ram_destroys_a_wall_that_blocks_it_but_not_one_it_blocks():
    g = _game()
    ram, = _put(g, ["Battering Ram"], 0)
    wall, = _put(g, ["Wall of Stone"], 1)
    assert fight_outcome(g, ram, wall) == (False, True)
    assert fight_outcome(g, wall, ram) == (False, False)


def test_a_creature_wearing_venom_destroys_the_bears_it_blocks():
    g = _game()
    bears, = _put(g, ["Grizzly Bears"], 0)
    soldier, = _put(g, ["Yotian Soldier"], 1)
    venom, = _put(g, ["Venom"], 1)
    g.objects[venom].attached_to = soldier
    g.invalidate()
    assert fight_outcome(g, bears, soldier) == (True, False)


def test_the_payment_preview_taps_what_automatic_payment_would_and_is_accepted():
    g = _game()
    lands = _put(g, ["Plains"] * 4 + ["Forest"] * 3, 0)
    angel, = _put(g, ["Serra Angel"], 0, "hand")
    g.begin_at("main1")
    g.apply(CastSpell(angel))
    assert g.pending.decision.kind == "pay"
    taps = payment_preview(g)
    assert taps is not None and len(taps) == 5 and set(taps) <= set(lands)
    assert g.is_legal(Pay(taps))
    assert not g.is_legal(Pay(tuple(lands[4:])))          # three Forests can't pay {3}{W}{W}
    assert payment_preview(g, exclude=lands[:3]) is None   # one Plains left for {W}{W}


def test_a_payment_sparing_the_sources_kept_still_taps_as_few_and_is_accepted():
    """CR 601.2g-h: the player chooses which mana abilities pay.  For {1}{B} from Swamp, Swamp,
    Mountain the automatic payment taps a Swamp and the Mountain (it keeps the colour most of
    its sources make); a player keeping the Mountain taps the two Swamps instead."""
    g = _game()
    swamps = _put(g, ["Swamp"] * 2, 0)
    mountain, = _put(g, ["Mountain"], 0)
    tutor, = _put(g, ["Demonic Tutor"], 0, "hand")
    g.begin_at("main1")
    g.apply(CastSpell(tutor))
    d = g.pending.decision
    assert mountain in payment_preview(g)
    taps = payment_sparing(g, d, {mountain: 10})
    assert sorted(taps) == sorted(swamps)
    assert g.is_legal(Pay(taps))
    assert payment_sparing(g, d, {s: 10 for s in swamps + [mountain]}) is not None   # keeping all taps two anyway


def test_the_largest_x_is_what_the_lands_pay_for():
    g = _game()
    _put(g, ["Mountain"] * 5, 0)
    fireball, = _put(g, ["Fireball"], 0, "hand")
    g.begin_at("main1")
    g.apply(CastSpell(fireball))
    while g.pending.decision.kind != "number":
        g.apply(g.legal_actions()[0])
    assert max_x(g) == 4
    assert g.is_legal(ChooseNumber(4))
