"""A modal spell does only what its chosen mode does (CR 700.2), so the computer judges each
mode on its own and chooses the one it judged best; an effect that removes everything of a
kind, or makes every player sacrifice down, is used only when the opponent loses more board
worth than the computer does."""
from game.ai import sweepers
from game.ai.policy import Policy
from game.engine.decisions import CastSpell, PassPriority
from game.engine.rng import GameRng
from tests.engine.positions import scenario_at


DJINN_ATTACKS = """
name: position
start: {turn: 8, active: p1, step: declare_attackers}
players:
  p1:
    battlefield: [Island, Island, Island, Island, Island, Island, {card: Mahamoti Djinn, tapped: true}]
  p2:
    life: 5
    hand: [Red Elemental Blast]
    battlefield: [Mountain, Grizzly Bears]
"""

DJINN_CAST = """
name: position
start: {turn: 8, active: p1, step: main1}
players:
  p1:
    hand: [Mahamoti Djinn]
    battlefield: [Island, Island, Island, Island, Island, Island, Prodigal Sorcerer]
  p2:
    hand: [Red Elemental Blast]
    battlefield: [Mountain]
actions:
  - {by: p1, cast: Mahamoti Djinn}
"""


def test_with_no_blue_spell_to_counter_red_elemental_blast_is_cast_to_destroy_a_blue_permanent():
    sc = scenario_at(DJINN_ATTACKS)
    blast = next(oid for oid in sc.g.players[1].hand)
    mode, score, why = Policy(GameRng(1), skill=3).best_mode(sc.g, 1, CastSpell(blast))
    assert mode == 2 and score > 0 and "Mahamoti Djinn" in why


def test_with_a_blue_bomb_on_the_stack_the_counter_mode_is_chosen():
    sc = scenario_at(DJINN_CAST, run_actions=True)
    g = sc.g
    blast = next(oid for oid in g.players[1].hand)
    policy = Policy(GameRng(1), skill=3)
    assert policy.best_mode(g, 1, CastSpell(blast))[0] == 1
    if g.pending.decision.player == 0:
        g.apply(PassPriority())
    g.apply(CastSpell(blast))
    d = g.pending.decision
    assert d.purpose == "mode" and set(d.options) == {1, 2}
    assert policy.answer(g, 1, d) == (1,)


def _sweep(text: str, card: str, me: int = 0):
    sc = scenario_at(text)
    g = sc.g
    oid = next(o for o, x in g.objects.items() if x.card.name == card)
    spec = g.objects[oid].card.spell
    return sweepers.sweep(g, me, oid, spec["do"])


WRATH = """
name: position
start: {turn: 7, active: p1, step: main1}
players:
  p1:
    hand: [Wrath of God]
    battlefield: [Plains, Plains, Plains, Plains, %s]
  p2:
    battlefield: [Forest, Forest, %s]
"""


def test_wrath_of_god_gains_when_their_creatures_outweigh_mine_and_loses_otherwise():
    ahead = _sweep(WRATH % ("Grizzly Bears", "Serra Angel, Craw Wurm"), "Wrath of God")
    behind = _sweep(WRATH % ("Serra Angel, Craw Wurm", "Grizzly Bears"), "Wrath of God")
    assert ahead is not None and ahead.gain > 0
    assert behind is not None and behind.gain < 0


def test_a_regeneration_shield_keeps_its_creature_out_of_what_destroy_all_takes():
    shielded = WRATH % ("Grizzly Bears", "{card: Serra Angel, id: angel}")
    sc = scenario_at(shielded)
    g = sc.g
    angel = next(o for o, x in g.objects.items() if x.card.name == "Serra Angel")
    wrath = next(o for o, x in g.objects.items() if x.card.name == "Wrath of God")
    before = sweepers.sweep(g, 0, wrath, g.objects[wrath].card.spell["do"]).gain
    g.objects[angel].regen_shields = 1
    regenerable = [{"destroy": {"what": {"all": "creature"}}}]
    assert sweepers.sweep(g, 0, wrath, regenerable).gain < before


BALANCE = """
name: position
start: {turn: 7, active: p1, step: main1}
players:
  p1:
    hand: [Balance]
    battlefield: [Plains, Plains, Plains]
  p2:
    hand: [Forest, Grizzly Bears]
    battlefield: [Forest, Forest, Forest, Hill Giant]
"""


def test_balance_counts_the_hand_it_leaves_behind_not_itself():
    # Balance is on the stack as it resolves (CR 601.2a): my hand is then empty, and the
    # opponent discards both cards as well as sacrificing the Hill Giant
    sw = _sweep(BALANCE, "Balance")
    assert sw is not None and sw.gain > 0
    assert sweepers.removes_everything([{"discard": {"who": "each_player", "n": 7}}]) is False


ARMAGEDDON = """
name: position
start: {turn: 6, active: p1, step: main1}
players:
  p1:
    hand: [Armageddon%s]
    battlefield: [Plains, Plains, Plains, Plains, %s]
  p2:
    battlefield: [Island, Island, Island, Island, Island, %s]
"""


def test_armageddon_gains_when_ahead_on_board_and_loses_when_behind():
    # the lands alone are nearly even (four against five): who the board without mana favours decides
    ahead = _sweep(ARMAGEDDON % ("", "Serra Angel, Savannah Lions", "Ornithopter"), "Armageddon")
    behind = _sweep(ARMAGEDDON % ("", "Savannah Lions", "Mahamoti Djinn"), "Armageddon")
    assert ahead is not None and ahead.gain >= 3
    assert behind is not None and behind.gain < 0


def test_armageddon_weighs_the_spells_its_caster_would_strand_in_hand():
    free = _sweep(ARMAGEDDON % ("", "Serra Angel", "Ornithopter"), "Armageddon")
    waiting = _sweep(ARMAGEDDON % (", Craw Wurm, Shivan Dragon", "Serra Angel", "Ornithopter"), "Armageddon")
    assert free is not None and waiting is not None and waiting.gain < free.gain


def test_each_player_sacrificing_their_lands_is_judged_as_a_land_sweep():
    # the effect is judged, not the card: a Ravages of War-like sacrifice locks the board the same way
    sc = scenario_at(ARMAGEDDON % ("", "Serra Angel, Savannah Lions", "Ornithopter"))
    g = sc.g
    oid = next(o for o, x in g.objects.items() if x.card.name == "Armageddon")
    sacrifice = [{"sacrifice": {"who": "each_player", "filter": "land", "keep": 0}}]
    destroy = sweepers.sweep(g, 0, oid, g.objects[oid].card.spell["do"])
    sac = sweepers.sweep(g, 0, oid, sacrifice)
    assert destroy is not None and sac is not None
    assert abs(sac.gain - destroy.gain) < 1e-9
