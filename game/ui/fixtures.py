"""Scripted positions for the screenshots, the frame-time benchmark and tests.

`busy_game()` is a mid-game board with more than 20 permanents on each side: tapped lands,
an Aura, +1/+1 counters, damage, a summoning-sick creature, cards in hands and graveyards,
and a few actions already in the log.
"""
from __future__ import annotations

from ..cards import default_pool
from ..engine.decisions import CastSpell, PassPriority, Pay, PlayLand, Select
from ..engine.game import add_card
from ..engine.game import Game


def _put(g: Game, names, owner: int, zone: str, pool, **kw) -> list[int]:
    return [add_card(g, pool.get(n), owner, zone, **kw) for n in names]


def busy_game() -> tuple[Game, dict]:
    """A mid-game board: 20+ permanents on each side, tapped lands, an Aura, counters, damage."""
    pool = default_pool()
    g = Game(seed=4)
    for p in (0, 1):
        _put(g, ["Plains"] * 12 if p == 0 else ["Mountain"] * 12, p, "library", pool)
    ids: dict = {}
    mine_lands = ["Plains"] * 5 + ["Forest"] * 4 + ["Mishra's Factory"]
    lands = _put(g, mine_lands, 0, "battlefield", pool)
    for oid in lands[:6]:
        g.objects[oid].tapped = True
    ids["my creatures"] = _put(g, ["Serra Angel", "Grizzly Bears", "Llanowar Elves", "White Knight",
                                   "Savannah Lions", "Mesa Pegasus", "Craw Wurm", "Pearled Unicorn"], 0,
                               "battlefield", pool)
    g.objects[ids["my creatures"][2]].sick = True
    g.objects[ids["my creatures"][6]].counters = {"+1/+1": 2}
    ids["my other"] = _put(g, ["Howling Mine", "Jayemdae Tome", "Crusade"], 0, "battlefield", pool)
    aura = _put(g, ["Holy Strength"], 0, "battlefield", pool)[0]
    g.objects[aura].attached_to = ids["my creatures"][1]
    opp_lands = _put(g, ["Mountain"] * 6 + ["Swamp"] * 4, 1, "battlefield", pool)
    for oid in opp_lands[:7]:
        g.objects[oid].tapped = True
    ids["opp creatures"] = _put(g, ["Shivan Dragon", "Hill Giant", "Sengir Vampire", "Goblin Balloon Brigade",
                                    "Drudge Skeletons", "Gray Ogre", "Prodigal Sorcerer", "Scathe Zombies"], 1,
                                "battlefield", pool)
    g.objects[ids["opp creatures"][1]].damage = 2
    g.objects[ids["opp creatures"][4]].tapped = True
    ids["opp other"] = _put(g, ["Black Vise", "The Rack", "Orcish Artillery"], 1, "battlefield", pool)
    _put(g, ["Lightning Bolt", "Giant Growth", "Wrath of God", "Forest", "Swords to Plowshares"], 0, "hand", pool)
    _put(g, ["Fireball", "Dark Ritual", "Terror", "Mountain"], 1, "hand", pool)
    _put(g, ["Disenchant", "Grizzly Bears", "Holy Armor"], 0, "graveyard", pool)
    _put(g, ["Lightning Bolt", "Hill Giant"], 1, "graveyard", pool)
    for p in (0, 1):
        g.players[p].library = g.players[p].library[:9]
    g.turn = 9
    g.active = 0
    g.players[0].life, g.players[1].life = 14, 11
    g.players[0].mana_pool = {"G": 1}
    g.started = True
    g.begin_at("main1")
    # a few actions, so the log has something to show: a land, a pump spell on the Bears
    forest = next(o for o in g.players[0].hand if g.objects[o].card.name == "Forest")
    g.apply(PlayLand(forest))
    growth = next(o for o in g.players[0].hand if g.objects[o].card.name == "Giant Growth")
    bears = ids["my creatures"][1]
    g.apply(CastSpell(growth))
    while g.pending is not None and g.pending.cancellable:
        d = g.pending.decision
        g.apply(Pay() if d.kind == "pay" else Select((("obj", bears, g.objects[bears].zcc),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    return g, ids


