"""Removal against regeneration (game.ai.regeneration): a destroy or damage spell a creature
would regenerate from is worth next to nothing on it, and the spell that says it can't be
regenerated (CR 701.19c) is kept for the regenerator when other removal in hand isn't."""
from game.ai import regeneration
from game.ai.combat_ai import regenerates
from game.ai.held_removal import loaded_removal
from game.ai.knowledge import permanent_value
from game.ai.knowledge import regenerated_by, regenerator
from game.cards import default_pool
from game.engine.game import Game, add_card


def _board(hand: tuple[str, ...]) -> tuple[Game, int, int, dict[str, int]]:
    """Uthden Troll with a Mountain to regenerate and Hurloon Minotaur on p2's side; `hand` in p1's."""
    pool = default_pool()
    g = Game(seed=1)
    add_card(g, pool.get("Mountain"), 1, "battlefield")
    troll = add_card(g, pool.get("Uthden Troll"), 1, "battlefield")
    minotaur = add_card(g, pool.get("Hurloon Minotaur"), 1, "battlefield")
    cards = {n: add_card(g, pool.get(n), 0, "hand") for n in hand}
    return g, troll, minotaur, cards


def _effects(g: Game, oid: int) -> list:
    return list(g.objects[oid].card.spell["do"])


def test_a_bolt_at_a_troll_with_red_open_is_worth_next_to_nothing() -> None:
    g, troll, minotaur, cards = _board(("Lightning Bolt",))
    bolt = _effects(g, cards["Lightning Bolt"])
    assert regeneration.regeneration_factor(g, 0, troll, bolt, cards["Lightning Bolt"]) == regeneration.REGENERATED_FROM
    assert regeneration.regeneration_factor(g, 0, minotaur, bolt, cards["Lightning Bolt"]) == 1.0


def test_disintegrate_is_the_answer_to_the_troll_when_the_bolt_is_not() -> None:
    g, troll, minotaur, cards = _board(("Disintegrate", "Lightning Bolt"))
    dis = _effects(g, cards["Disintegrate"])
    assert regeneration.stops_regeneration(dis)
    assert regeneration.regeneration_factor(g, 0, troll, dis, cards["Disintegrate"]) == regeneration.ONLY_ANSWER
    assert regeneration.regeneration_factor(g, 0, minotaur, dis, cards["Disintegrate"]) == 1.0


def test_disintegrate_alone_weighs_the_troll_as_any_creature() -> None:
    g, troll, _, cards = _board(("Disintegrate",))
    dis = _effects(g, cards["Disintegrate"])
    assert regeneration.regeneration_factor(g, 0, troll, dis, cards["Disintegrate"]) == 1.0


def test_a_shield_answers_only_a_destruction_the_creature_may_regenerate_from() -> None:
    """Terror ("it can't be regenerated"), Swords to Plowshares and Unsummon (it leaves without being
    destroyed) are beyond a regeneration shield; Lightning Bolt and Fireball are not."""
    names = ("Terror", "Swords to Plowshares", "Unsummon", "Disintegrate", "Lightning Bolt", "Fireball")
    g, _, _, cards = _board(names)
    beyond = {n for n in names if regeneration.beyond_regeneration(_effects(g, cards[n]), {"t"})}
    assert beyond == {"Terror", "Swords to Plowshares", "Unsummon", "Disintegrate"}
    assert not regeneration.beyond_regeneration(_effects(g, cards["Terror"]), {"other"})


def _enchanted_spider(forest_tapped: bool) -> tuple[Game, int, int]:
    """p2's Giant Spider enchanted with p2's Aura Regeneration, one Forest of p2's (tapped or not)."""
    pool = default_pool()
    g = Game(seed=1)
    forest = add_card(g, pool.get("Forest"), 1, "battlefield")
    g.objects[forest].tapped = forest_tapped
    spider = add_card(g, pool.get("Giant Spider"), 1, "battlefield")
    aura = add_card(g, pool.get("Regeneration"), 1, "battlefield")
    g.objects[aura].attached_to = spider
    return g, spider, aura


def test_the_aura_regeneration_regenerates_the_creature_it_enchants_not_itself() -> None:
    """Its {G} saves its host (ladder game 72: a Giant Spider Pestilence killed with a Forest open)."""
    g, spider, aura = _enchanted_spider(forest_tapped=False)
    ability = g.chars(aura).abilities[0]
    assert regenerated_by(g, aura, ability) == [spider]
    assert regenerates(g, spider)
    assert regeneration.regeneration_factor(g, 0, spider, [{"damage": {"to": "t", "amount": 4}}], None) \
        == regeneration.REGENERATED_FROM


def test_the_aura_regeneration_with_no_green_open_saves_nothing() -> None:
    g, spider, _ = _enchanted_spider(forest_tapped=True)
    assert not regenerates(g, spider)


def test_held_removal_counts_the_regenerator_at_its_own_worth_and_never_by_a_spell_it_regenerates_from() -> None:
    """A Terror held beside the Troll is worth the Troll, not the half as much again the rules of
    thumb prefer it by as the one answer (ONLY_ANSWER): else a living Troll with Terror in hand
    outweighed a dead Troll with Terror still in hand (ladder game 13 against the Apprentice).  The
    Bolt it would regenerate from takes nothing of it; it is loaded with the Minotaur instead."""
    g, troll, minotaur, cards = _board(("Terror", "Lightning Bolt"))
    for land in ("Swamp", "Mountain"):
        add_card(g, default_pool().get(land), 0, "battlefield")
    g.active = 1   # the holder's turn comes next
    loaded = loaded_removal(g, 0)
    assert loaded[cards["Terror"]] == permanent_value(g, troll)
    assert loaded[cards["Lightning Bolt"]] == permanent_value(g, minotaur)


def _clergy(foe_land_tapped: bool) -> tuple[Game, int, int]:
    """p2's Clergy of the Holy Nimbus (regenerates whenever it would be destroyed, unless an opponent
    pays {1}) and p1's one Plains, tapped or not."""
    pool = default_pool()
    g = Game(seed=1)
    plains = add_card(g, pool.get("Plains"), 0, "battlefield")
    g.objects[plains].tapped = foe_land_tapped
    clergy = add_card(g, pool.get("Clergy of the Holy Nimbus"), 1, "battlefield")
    return g, clergy, plains


def test_the_clergy_regenerates_unless_its_opponent_has_the_one_to_stop_it() -> None:
    """A standing regeneration counts as one its controller pays for (ladder game 81 against the
    Apprentice); an opponent with {1} open stops it, and so does "can't be regenerated" once paid."""
    g, clergy, _ = _clergy(foe_land_tapped=True)
    assert regenerates(g, clergy)
    assert regeneration.regeneration_factor(g, 0, clergy, [{"damage": {"to": "t", "amount": 3}}], None) \
        == regeneration.REGENERATED_FROM
    g, clergy, _ = _clergy(foe_land_tapped=False)
    assert not regenerates(g, clergy)
    assert not regenerator(g, clergy)   # the opponent's lands untap before any fight to come
    g, clergy, _ = _clergy(foe_land_tapped=True)
    g.objects[clergy].cant_regenerate = True
    assert not regenerates(g, clergy)
