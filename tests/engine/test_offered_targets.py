"""What the engine offers is what it accepts (CR 601.2c, 602.2b): a spell or ability is offered
only when its targets can all be chosen, and a target is offered only when the targets after it
can still be chosen.  Both were found by the fuzzer: the offer was refused when taken."""
from game.engine import CastSpell
from .positions import scenario_at

LURKER = """
name: a position
start: {active: p1, step: main1}
players:
  p1:
    battlefield: [Plains]
    hand: [Indestructible Aura, Swords to Plowshares]
  p2:
    battlefield: [Lurker]
"""

GAUNTLETS = """
name: a position
start: {active: p1, step: main1}
players:
  p1:
    battlefield: [Gauntlets of Chaos, Grizzly Bears, Mountain, Mountain, Mountain, Mountain, Mountain]
  p2:
    battlefield: [Serra Angel, Plains]
"""


def _game(text: str):
    return scenario_at(text).g


def _named(g, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.zone == "battlefield" and g.name_of(o.id) == name)


def test_a_spell_whose_only_possible_target_cant_be_the_target_of_spells_is_not_offered() -> None:
    g = _game(LURKER)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts == []          # Lurker, the only creature, can't be the target of spells yet


def test_a_first_target_that_leaves_no_second_target_is_not_offered() -> None:
    g = _game(GAUNTLETS)
    activate = next(a for a in g.legal_actions() if a.to_text().startswith(f"activate {_named(g, 'Gauntlets of Chaos')}"))
    g.apply(activate)
    offered = {r[1] for r in g.pending.decision.options}
    # the opponent has no artifact: Gauntlets itself would leave nothing to exchange it with
    assert _named(g, "Gauntlets of Chaos") not in offered
    assert _named(g, "Grizzly Bears") in offered
    for a in g.legal_actions():
        g.clone().apply(a)      # every offered choice is accepted
