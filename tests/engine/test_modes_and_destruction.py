"""The modes that may be chosen are those whose targets can be chosen (CR 700.2a), and a chosen
mode's spell does that mode only (CR 700.2); destruction stops for indestructible and for
regeneration where the effect allows it (CR 702.12b, 701.19)."""
from game.engine.casting import legal_modes, with_mode
from game.engine.context import Ctx
from game.engine.events import destruction_stopped
from tests.engine.positions import scenario_at

POSITION = """
name: position
start: {turn: 3, active: p2, step: main1}
players:
  p1:
    battlefield: [Mountain, Grizzly Bears]
  p2:
    hand: [Red Elemental Blast]
    battlefield: [Island, Mahamoti Djinn]
"""


def test_only_modes_with_legal_targets_may_be_chosen_and_a_mode_brings_only_its_own_text():
    g = scenario_at(POSITION).g
    blast = g.players[1].hand[0]
    spec = g.objects[blast].card.spell
    # no spell on the stack to counter; the Djinn is a blue permanent to destroy
    assert legal_modes(Ctx(g, 1, blast, g.objects[blast].zcc, casting=True), spec) == [2]
    chosen = with_mode(spec, 2)
    assert "modes" not in chosen and [next(iter(e)) for e in chosen["do"]] == ["destroy"]


def test_regeneration_stops_destruction_unless_the_effect_forbids_it():
    g = scenario_at(POSITION).g
    bears = next(o for o, x in g.objects.items() if x.card.name == "Grizzly Bears")
    assert not destruction_stopped(g, bears)
    g.objects[bears].regen_shields = 1
    assert destruction_stopped(g, bears)
    assert not destruction_stopped(g, bears, can_regenerate=False)
