"""A listing of legal actions works out each answer about the game once (game.engine.still):
nothing it keeps outlives the listing or reaches another game, so the next listing sees the
game as it stands."""
from game.engine import CastSpell
from game.engine.still import memo, still
from .positions import scenario_at

BOLT = """
name: a position
start: {active: p1, step: main1}
players:
  p1:
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  p2:
    battlefield: [Grizzly Bears]
"""


def _game(text: str):
    return scenario_at(text).g


def _bolt_offered(g) -> bool:
    return any(isinstance(a, CastSpell) for a in g.legal_actions())


def test_answers_are_kept_only_inside_the_block_and_only_for_its_game() -> None:
    g = _game(BOLT)
    copy = g.clone()
    assert memo(g, "sources") is None
    with still(g):
        kept = memo(g, "sources")
        kept["p1"] = ("Mountain",)
        assert memo(g, "sources") is kept
        assert memo(copy, "sources") is None
    assert memo(g, "sources") is None


def test_a_listing_after_the_mountain_is_tapped_no_longer_offers_lightning_bolt() -> None:
    g = _game(BOLT)
    assert _bolt_offered(g)
    mountain = next(o.id for o in g.objects.values() if o.zone == "battlefield" and o.card.name == "Mountain")
    g.objects[mountain].tapped = True
    g.invalidate()
    assert not _bolt_offered(g)


def test_a_copy_with_its_mountain_tapped_is_listed_apart_from_the_original() -> None:
    g = _game(BOLT)
    copy = g.clone()
    mountain = next(o.id for o in copy.objects.values() if o.zone == "battlefield" and o.card.name == "Mountain")
    copy.objects[mountain].tapped = True
    copy.invalidate()
    assert not _bolt_offered(copy)
    assert _bolt_offered(g)
