"""Applying an action yields typed events, and the log's words are made from them."""
from game.cards import default_pool
from game.engine import CastSpell, Concede, Game, PassPriority, Pay, Select
from game.engine.event_types import (CardDrawn, DamageDealt, GameEnded, LandPlayed, Note, PlayerLost, Resolved,
                                     SpellCast, TurnBegan)


def _bolt_game() -> tuple[Game, int]:
    pool = default_pool()
    g = Game(seed=1)
    bolt = g.add_card(pool.get("Lightning Bolt"), 0, "hand")
    g.add_card(pool.get("Mountain"), 0, "battlefield")
    for p in (0, 1):
        for _ in range(3):
            g.add_card(pool.get("Island"), p, "library")
    g.begin_at("main1")
    return g, bolt


def _cast_bolt_at_p2(g: Game, bolt: int) -> list:
    events = list(g.apply(CastSpell(bolt)))
    while g.pending is not None and g.pending.decision.kind != "priority":
        d = g.pending.decision
        events += g.apply(Select((("player", 1),)) if d.purpose == "target" else Pay())
    return events


def test_casting_a_spell_yields_a_spell_cast_event_naming_its_target() -> None:
    g, bolt = _bolt_game()
    cast = [e for e in _cast_bolt_at_p2(g, bolt) if isinstance(e, SpellCast)]
    assert cast == [SpellCast(0, bolt, "Lightning Bolt", (("player", 1),), ("p2",))]


def test_resolving_yields_the_damage_with_its_amount_and_the_life_left() -> None:
    g, bolt = _bolt_game()
    _cast_bolt_at_p2(g, bolt)
    events = g.apply(PassPriority()) + g.apply(PassPriority())
    assert any(isinstance(e, Resolved) and e.source == bolt for e in events)
    damage = [e for e in events if isinstance(e, DamageDealt)]
    assert [(d.source, d.target, d.amount, d.life) for d in damage] == [(bolt, ("player", 1), 3, 17)]


def test_the_log_line_is_the_event_in_words_with_its_rule() -> None:
    g, bolt = _bolt_game()
    _cast_bolt_at_p2(g, bolt)
    entry = next(e for e in g.log_entries if isinstance(e.event, SpellCast))
    assert (entry.text, entry.rule, entry.kind) == ("p1 casts Lightning Bolt targeting p2", "601.2", "cast")


def test_an_event_words_itself_for_the_reader() -> None:
    assert LandPlayed(0, 5, "Forest").describe(("Ann", "Bob"), you=0) == "You play Forest"
    assert LandPlayed(1, 5, "Forest").describe(("Ann", "Bob"), you=0) == "Bob plays Forest"
    assert TurnBegan(3, 0).describe(("Ann", "Bob"), you=0) == "Turn 3: your turn"
    assert CardDrawn(1, 9).describe() == "p2 draws a card"


def test_conceding_yields_the_loss_and_the_end_of_the_game() -> None:
    g, _ = _bolt_game()
    events = g.apply(Concede(0))
    assert PlayerLost(0, "conceded") in events and GameEnded(1) in events


def test_every_log_entry_carries_an_event() -> None:
    g, bolt = _bolt_game()
    _cast_bolt_at_p2(g, bolt)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert all(e.event is not None for e in g.log_entries)
    assert all(e.text == e.event.describe() for e in g.log_entries if not isinstance(e.event, Note))


def test_a_line_naming_players_words_itself_for_each_reader() -> None:
    line = Note(("Mountain: ", ("player", 0), " ", ("verb", 0, "adds"), " {R}"), "mana")
    assert line.describe() == "Mountain: p1 adds {R}"
    assert line.describe(("Ann", "Bob"), you=0) == "Mountain: you add {R}"
    assert line.describe(("Ann", "Bob"), you=1) == "Mountain: Ann adds {R}"
    assert Note((" the first draw of the game",), subject=1, verb="skips").describe(("Ann", "Bob"), you=1) == \
        "You skip the first draw of the game"
