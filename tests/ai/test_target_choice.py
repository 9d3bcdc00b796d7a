"""The computer's choice of several targets for one spell (CR 601.2c: the same object can't
be chosen twice for one instance of the word "target")."""
from game.ai.policy import Policy
from game.cards import default_pool
from game.engine.decisions import Decision
from game.engine.game import Game, add_card
from game.engine.rng import GameRng


def test_a_slipping_apprentice_never_names_one_target_twice():
    pool = default_pool()
    g = Game(seed=1)
    bears = [add_card(g, pool.get(n), 1, "battlefield") for n in
             ("Grizzly Bears", "Hill Giant", "Gray Ogre", "Scryb Sprites", "Serra Angel", "Llanowar Elves")]
    d = Decision("select", 0, "Choose targets for Winter Blast", tuple(("obj", oid, 0) for oid in bears),
                 min=4, max=4, purpose="target",
                 data=(("slot", "t"), ("label", "permanent"), ("effects", ({"tap": {"what": "t"}},))))
    for seed in range(60):
        picks = Policy(GameRng(seed), noise=0.3, skill=0).targets(g, 0, d)
        assert len(picks) == 4 and len(set(picks)) == 4, (seed, picks)
