"""A clone shares no container with its original: objects without counters, choices or
damaging sources refer to one shared empty record that refuses writes, and a write through
`own_counters()` / `own_chosen()` / `own_damaged_by()` gives the object a container of its own."""
import pytest

from game.cards import default_pool
from game.engine import Game
from game.engine.game import add_card
from game.engine.objects import NO_ENTRIES, NO_IDS, Combat


def _game_with_bears() -> tuple[Game, int]:
    g = Game(seed=1)
    bears = add_card(g, default_pool().get("Grizzly Bears"), 0, "battlefield")
    return g, bears


def test_the_shared_empty_records_refuse_writes_and_read_as_empty() -> None:
    with pytest.raises(TypeError):
        NO_ENTRIES["x"] = 1
    with pytest.raises(TypeError):
        NO_ENTRIES.update(x=1)
    with pytest.raises(TypeError):
        NO_IDS.add(1)
    assert NO_ENTRIES == {} and repr(NO_ENTRIES) == "{}" and NO_ENTRIES.get("x") is None
    assert NO_IDS == set() and repr(NO_IDS) == "set()" and 1 not in NO_IDS


def test_writes_to_a_clone_reach_neither_the_original_nor_another_clone() -> None:
    g, bears = _game_with_bears()
    a, b = g.clone(), g.clone()
    a.objects[bears].own_counters()["+1/+1"] = 1
    a.objects[bears].own_chosen()["color"] = "G"
    a.objects[bears].own_damaged_by().add(99)
    for other in (g, b):
        o = other.objects[bears]
        assert not o.counters and not o.chosen and not o.damaged_by
    # and the other way round: the original's writes after cloning stay its own
    g.objects[bears].own_counters()["-1/-1"] = 2
    assert "-1/-1" not in a.objects[bears].counters and not b.objects[bears].counters


def test_an_emptied_container_is_not_shared_by_a_clone() -> None:
    g, bears = _game_with_bears()
    counters = g.objects[bears].own_counters()
    counters["+1/+1"] = 1
    del counters["+1/+1"]
    c = g.clone()
    g.objects[bears].own_counters()["+1/+1"] = 3
    assert not c.objects[bears].counters


def test_a_clone_of_a_combat_with_five_blocked_attackers_equals_the_game() -> None:
    g = Game(seed=1)
    bears = default_pool().get("Grizzly Bears")
    attackers = [add_card(g, bears, 0, "battlefield") for _ in range(16)][-5:]
    g.combat = Combat(attackers={a: ("player", 1) for a in attackers})
    for a in attackers:   # a copy of this set is built at another size and lists them in another order
        g.combat.blocked.add(a)
    assert g.clone().same_as(g)
