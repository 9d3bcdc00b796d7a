"""The deck builder's analysis: the curve, the mana analysis and the goldfish test."""
from __future__ import annotations

from game.cards import default_pool
from game.decks import ai_deck
from game.decks.analysis import goldfish, mana_analysis, mana_curve


def _cards(name):
    pool = default_pool()
    return [pool.get(n) for n in ai_deck(name).card_names()]


def test_analysis_curve_counts_nonland_cards_by_mana_value():
    curve = mana_curve(_cards("Serra's Host"))
    assert sum(curve) == 36 and curve[1] == 12


def test_analysis_mana_flags_a_colour_without_sources():
    pool = default_pool()
    cards = [pool.get("Mountain")] * 24 + [pool.get("Serra Angel")] * 4 + [pool.get("Lightning Bolt")] * 32
    lines = {line.colour: line for line in mana_analysis(cards)}
    assert lines["W"].verdict == "no sources" and lines["R"].verdict == "ok"


def test_analysis_goldfish_reports_colours_and_curve_over_a_thousand_games():
    two = goldfish(_cards("Bolt and Tome"), 1000, seed=3)
    assert two.games == 1000 and two.colours == "UR"
    assert 0.5 < two.all_colours_by[3] <= two.all_colours_by[5] <= 1.0
    assert 0 < two.on_curve[1] < 1 and two.keep_seven > 0.7
    assert goldfish(_cards("Bolt and Tome"), 1000, seed=3).all_colours_by == two.all_colours_by   # reproducible
    mono = goldfish(_cards("Serra's Host"), 1000, seed=3)
    assert mono.all_colours_by[1] > two.all_colours_by[1]



def test_analysis_goldfish_casts_nothing_but_artifacts_with_mishras_workshop():
    # "Spend this mana only to cast artifact spells" (CR 106.6): with four Mountains among twenty
    # Workshops, a Gray Ogre waits for three Mountains; an Onulet comes down on turn three
    pool = default_pool()
    lands = [pool.get("Mishra's Workshop")] * 20 + [pool.get("Mountain")] * 4
    ogres = goldfish(lands + [pool.get("Gray Ogre")] * 36, 200, seed=5)
    onulets = goldfish(lands + [pool.get("Onulet")] * 36, 200, seed=5)
    assert ogres.on_curve[3] < 0.05 < 0.5 < onulets.on_curve[3]
