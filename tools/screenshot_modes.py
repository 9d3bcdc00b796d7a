"""Screenshots of the menus and modes (the "modes" group of tools/screenshots.py):
the title menu, the title naming card files left out, deck selection, gauntlet options, ladder and results, the match screen
between games, sideboarding, the deck builder (browser, analysis, an import with unknown
cards, a Commander deck), the options, a Commander duel and a duel for ante.

Each screen is set up through the same `Session` the game uses, with its files in a
fresh folder (MANA_DUEL_DATA_DIR), and driven with real pygame events where it matters
(hovering a card, typing a search).
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Callable

import pygame

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "out" / "screenshot-data" / "modes"


def _save(app, out: Path, name: str) -> None:
    app.draw()
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    print(f"wrote {path}")


def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.pump(3, 1 / 60)


def _type(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.pump(2, 1 / 60)


def _click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.pump(2, 1 / 60)


def _fresh_data() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    DATA.mkdir(parents=True, exist_ok=True)
    os.environ["MANA_DUEL_DATA_DIR"] = str(DATA)


def _session(app, make_settings: Callable):
    from game.ui.session import Session
    settings = make_settings()
    app.settings = settings
    s = Session(app, settings, threaded=False, seed=11)
    s.start()
    app.pump(2, 1 / 60)
    return s


def _deck(name: str):
    from game.decks import ai_deck, commander_deck
    try:
        return ai_deck(name)
    except KeyError:
        return commander_deck(name)


def _user_decks(session) -> None:
    """A few decks of the player's own, one of them not legal yet."""
    from game.decks.formats import parse_any
    store = session.store
    store.save(parse_any("# description: Fast red creatures and burn to finish.\n4 Lightning Bolt\n4 Mons's Goblin "
                         "Raiders\n4 Goblin Balloon Brigade\n4 Hill Giant\n4 Gray Ogre\n4 Orcish Artillery\n4 Fireball"
                         "\n4 Shatter\n4 Keldon Warlord\n24 Mountain\n", "Red Rush"))
    store.save(parse_any("# description: Still being built.\n4 Serra Angel\n4 Savannah Lions\n4 Giant Growth\n5 "
                         "Llanowar Elves\n12 Plains\n10 Forest\n", "Angels and Elves"))


def _finished(g_match, loser: int, first: int = 0, turns: int = 9):
    """One game of a match, played by two computer players and ending with `loser` losing
    (conceding at turn `turns`, or earlier if the game would otherwise go the other way)."""
    from game.ai import make_player
    from game.modes.setup import build_game
    from game.engine.decisions import Concede
    cfg = g_match.config

    def play(stop_turn: int):
        g = build_game((g_match.player_deck, cfg.opponent_deck), g_match.game_seed(), rules=cfg.rules(),
                       first_player=first)
        players = [make_player("apprentice", 1), make_player("apprentice", 2)]
        n = 0
        while not g.over and g.turn < stop_turn and n < 4000:
            p = g.pending.decision.player
            g.apply(players[p].choose_action(g))
            n += 1
        return g

    g = play(turns)
    if g.over and g.winner == 1 - loser:
        return g
    if g.over:
        g = play(max(2, g.turn - 1))
    if not g.over:
        g.apply(Concede(loser))
    return g


# --- the screens ---------------------------------------------------------------------------------------

def title(app, out: Path, make_settings) -> None:
    from game.modes.gauntlet import Gauntlet, GauntletOptions, save_gauntlet
    from game.modes.match import Match, MatchConfig
    from game.modes.saves import SavedDuel, save_autosave
    from game.decks import ai_decks
    _fresh_data()
    g = Gauntlet.new(_deck("Serra's Host"), ai_decks(), GauntletOptions(3, "magician", True), seed=4)
    save_gauntlet(g)
    m = Match(MatchConfig(_deck("Bolt and Tome"), _deck("Sengir's Night"), "sorcerer", 3, False, seed=2))
    save_autosave(SavedDuel(m.game_seed(), m.config.rules(), 0, (m.player_deck, m.config.opponent_deck),
                            "sorcerer", ("You", "Sorcerer"), actions=[], turn=7, mode="single", match=m.to_dict()))
    s = _session(app, make_settings)
    title_scene = app.top
    _move(app, title_scene.rows[0][0].center)
    _save(app, out, "20-title-menu")
    del s


def card_notice(app, out: Path, make_settings) -> None:
    """The title screen naming the card files of your own that were left out, and why."""
    from game.cards import use_own_cards
    from game.storage import own_cards_dir
    _fresh_data()
    folder = own_cards_dir()
    folder.mkdir(parents=True)
    (folder / "ember_kin.yaml").write_text('name: Ember Kin\ntype: Creature — Elemental\ncost: "{R}"\npt: 1/1\n'
                                           'text: ""\n', encoding="utf-8")
    (folder / "five.yaml").write_text('name: Five\ntype: 5\ntext: ""\n', encoding="utf-8")
    (folder / "bolt.yaml").write_text('name: Lightning Bolt\ntype: Instant\ncost: "{R}"\ntext: ""\n',
                                      encoding="utf-8")
    (folder / "leon.yaml").write_bytes(b'name: L\xe9on\ntype: Instant\ntext: ""\n')
    (folder / "laughs.yaml").write_text('name: Laughs\ntype: Instant\ntext: ""\nai:\n  a: &a [lol, lol, lol]\n'
                                        + "".join(f"  {c}: &{c} [{', '.join(['*' + p] * 9)}]\n"
                                                  for p, c in zip("abcdefgh", "bcdefghi")), encoding="utf-8")
    use_own_cards(folder)
    try:
        s = _session(app, make_settings)
        _move(app, s.title.rows[0][0].center)
        _save(app, out, "37-card-files-left-out")
    finally:
        use_own_cards(None)


def deck_selection(app, out: Path, make_settings) -> None:
    _fresh_data()
    s = _session(app, make_settings)
    _user_decks(s)
    s.open_deck_select("single")
    app.pump(2, 1 / 60)
    sel = app.top
    _click(app, sel.row_rect("opp", "Sengir's Night").center)
    _click(app, sel.row_rect("mine", "Red Rush").center)
    for r, kind, val in sel.hits:
        if (kind, val) in (("level", "sorcerer"), ("best_of", 3)):
            _click(app, r.center)
    _move(app, sel.row_rect("mine", "Angels and Elves").center)
    _save(app, out, "21-deck-selection")
    # an illegal deck, refused with its reasons
    _click(app, sel.row_rect("mine", "Angels and Elves").center)
    sel.ok()
    app.pump(2, 1 / 60)
    _move(app, (10, 10))
    _save(app, out, "22-illegal-deck-refused")


def gauntlet_screens(app, out: Path, make_settings) -> None:
    from game.decks import ai_decks
    from game.modes.gauntlet import Gauntlet, GauntletOptions
    from game.modes.match import Match, MatchConfig
    _fresh_data()
    s = _session(app, make_settings)
    s.open_deck_select("gauntlet")
    app.pump(2, 1 / 60)
    sel = app.top
    _click(app, sel.row_rect("mine", "Serra's Host").center)
    sel.open_gauntlet_options()
    app.pump(2, 1 / 60)
    opts = app.top
    for r, key, val in opts.rows:
        if (key, val) in (("level", "magician"),) or key == "ante":
            _click(app, r.center)
    _move(app, (10, 10))
    _save(app, out, "23-gauntlet-options")
    # a gauntlet four matches in
    g = Gauntlet.new(_deck("Serra's Host"), ai_decks(), GauntletOptions(3, "magician", True), seed=4)
    for i, loser_seq in enumerate(((1, 1), (1, 0, 1), (1, 1), (0, 1, 1))):
        m = Match(MatchConfig(g.player_deck, g.next_opponent, "magician", 3, True, seed=30 + i))
        for loser in loser_seq:
            m.record(_finished(m, loser), m.next_chooser())
        g.record_match(m)
    s.gauntlet = g
    s._gauntlet_loaded = True
    s.open_gauntlet()
    app.pump(2, 1 / 60)
    b = next(b for b in app.top.buttons if b.primary)
    _move(app, b.rect.center)
    _save(app, out, "24-gauntlet-ladder")
    # the results once it is over: lose the fifth match
    m = Match(MatchConfig(g.player_deck, g.next_opponent, "magician", 3, True, seed=77))
    for loser in (0, 1, 0):
        m.record(_finished(m, loser), m.next_chooser())
    g.record_match(m)
    s.open_gauntlet()
    app.pump(2, 1 / 60)
    _move(app, (10, 10))
    _save(app, out, "25-gauntlet-results")


def match_screens(app, out: Path, make_settings) -> None:
    from game.decks.formats import parse_any
    from game.modes.match import Match, MatchConfig
    _fresh_data()
    s = _session(app, make_settings)
    deck = _deck("Wurm Fire")
    side = parse_any("2 Shatter\n2 Tranquility\n3 Fog\n2 Pyroblast\n", "side").main
    from dataclasses import replace
    deck = replace(deck, sideboard=[e for e in side if s.pool.find(e.name)])
    m = Match(MatchConfig(deck, _deck("Djinn and Angel"), "sorcerer", 3, True, seed=8))
    m.record(_finished(m, loser=0, first=1), None)
    s.match = m
    s.mode = "single"
    s.show_match()
    app.pump(2, 1 / 60)
    play = next(b for b in app.top.buttons if b.label == "Play first")
    _move(app, play.rect.center)
    _save(app, out, "26-match-between-games")
    app.top.open_sideboard()
    app.pump(2, 1 / 60)
    sb = app.top
    sb.draft.move("Shatter", "main")
    sb.draft.move("Giant Growth", "side")
    app.pump(2, 1 / 60)
    row = next((r for r, name, where in sb.rows if name == "Shatter"), None)
    if row:
        _move(app, row.center)
    _save(app, out, "27-sideboard")


def builder_screens(app, out: Path, make_settings) -> None:
    from game.decks.draft import DeckDraft
    _fresh_data()
    s = _session(app, make_settings)
    s.open_builder(_deck("Djinn and Angel"))
    app.pump(2, 1 / 60)
    b = app.top
    b.draft.saved_as = None
    b.draft.name = "Djinn and Angel II"
    if b.name_field:
        b.name_field.text = b.draft.name
    b.draft.remove("Wrath of God", 2)
    b.changed()
    _click(app, b.search.rect.center)
    _type(app, "flying")
    _click(app, b.chip_rect("colour", "U"))
    _click(app, b.chip_rect("colour", "W"))
    b.search.focused = False
    r = b.card_rect("Serra Angel") or b.grid_cells[3][0]
    _move(app, r.center)
    b.run_goldfish_now()
    app.pump(2, 1 / 60)
    _save(app, out, "28-deck-builder")
    # the analysis tab
    tab = next(r for r, k in b.tabs if k == "analysis")
    _click(app, tab.center)
    b.run_goldfish_now()
    app.pump(2, 1 / 60)
    _move(app, (b.areas["grid"].centerx, b.areas["grid"].bottom - 40))
    _save(app, out, "29-deck-builder-analysis")
    b.sample_hand()
    app.pump(2, 1 / 60)
    _move(app, (10, 10))
    _save(app, out, "30-sample-hand")
    app.top.close()
    # a Commander deck that isn't legal yet: a card outside the commander's colours
    d = DeckDraft.from_deck(_deck("Stangg's Twins"), s.pool, saved=False)
    d.remove("Craw Wurm")
    d.add("Serra Angel")
    d.dirty = True
    b.set_draft(d)
    b.tab = "deck"
    _click(app, b.chip_rect("clear"))
    _click(app, b.chip_rect("type", "Creature"))
    _click(app, b.chip_rect("mv", 5))
    b._layout_list()
    b.run_goldfish_now()
    row = b.row_rect("Serra Angel")
    _move(app, row.center if row else b.grid_cells[0][0].center)
    _save(app, out, "31-deck-builder-commander")
    # an import with unknown cards
    src = DATA / "import"
    src.mkdir(exist_ok=True)
    (src / "old_school_burn.txt").write_text("4 Lightning Bolt\n4 Chain Lightning\n4 Hill Giant\n4 Gray Ogre\n"
                                             "3 Black Lotus\n4 Fireball\n4 Ball Lightning\n24 Mountain\n"
                                             "Sideboard\n2 Shatter\n", encoding="utf-8")
    b.import_path(src / "old_school_burn.txt")
    app.pump(2, 1 / 60)
    _move(app, (10, 10))
    _save(app, out, "32-import-unknown-cards")
    app.top.close()
    b.last_folder = src
    b.export_deck()
    app.pump(2, 1 / 60)
    _save(app, out, "33-export-file-picker")
    app.top.close()
    # the import dialog (pygame_gui): the file dialog with its path field, and a deck list pasted
    from game.ui.scenes.importdeck import ImportDeckScene
    (src / "sub folder").mkdir(exist_ok=True)
    (src / "forge_deck.dck").write_text("[metadata]\nName=Forge Deck\n[Main]\n4 Lightning Bolt\n", encoding="utf-8")
    b.recent_folders = [src]
    app.push(ImportDeckScene(src, b.import_path, b.import_text))
    app.pump(2, 1 / 60)
    app.top.paste_box.set_text("4 Lightning Bolt\n4 Hill Giant\n52 Mountain\n")
    app.pump(2, 1 / 60)
    _save(app, out, "38-import-dialog")
    app.top.close()


def options_screen(app, out: Path, make_settings) -> None:
    _fresh_data()
    s = _session(app, make_settings)
    s.settings.toggle_stop("opp", "declare_attackers")
    s.settings.background = "midnight"
    s.open_options()
    app.pump(2, 1 / 60)
    _move(app, (10, 10))
    _save(app, out, "34-options")


def commander_duel(app, out: Path, make_settings) -> None:
    """A Commander duel a few turns in (40 life, commanders in the command zone) and an ante duel."""
    from game.ai import make_player
    from game.modes.match import Match, MatchConfig
    _fresh_data()
    s = _session(app, make_settings)
    for name, (mine, theirs), rules, turns, seed, first in (
            ("35-commander-duel", ("Stangg's Twins", "Scarzam's Deep"), {"format": "commander"}, 9, 5, 0),
            ("36-ante-duel", ("Serra's Host", "Wurm Fire"), {"ante": True}, 7, 3, 0)):
        from game.modes.setup import build_game
        # a few seeds: the one whose board has grown most on both sides makes the picture
        best = None
        for attempt in range(10):
            cfg = MatchConfig(_deck(mine), _deck(theirs), "sorcerer", 1, bool(rules.get("ante")),
                              rules.get("format", "normal"), seed=seed + attempt)
            s.match = Match(cfg)
            s.mode = "commander" if cfg.fmt == "commander" else "single"
            g = build_game((cfg.player_deck, cfg.opponent_deck), s.match.game_seed(), s.pool, cfg.rules(),
                           first_player=first)
            players = [make_player("magician", 3), make_player("magician", 4)]
            n = 0
            while not g.over and n < 3000:
                d = g.pending.decision
                if g.turn >= turns and d.player == 0 and d.kind == "priority" and g.active == 0 and \
                        g.step == "main1":
                    break
                a = players[d.player].choose_action(g)
                g.apply(a)
                n += 1
            sizes = [sum(1 for o in g.battlefield if g.controller_of(o) == p) for p in (0, 1)]
            score = -1 if g.over else min(sizes)
            if best is None or score > best[0]:
                best = (score, g, cfg)
        _, g, cfg = best
        s.match = Match(cfg)
        scene = s._table(g, first, None)       # the position as played (its log starts here)
        s.show(scene)
        app.pump(4, 1 / 60)
        show = list(g.players[0].command) or list(g.players[0].hand)
        if show:
            pt = scene.point_of(("obj", show[-1]))
            if pt:
                _move(app, pt)
                app.pump(20, 1 / 60)
        _save(app, out, name)
        s.controller = None


def shoot(app, out: Path, make_settings) -> None:
    """Every screen of the modes group."""
    title(app, out, make_settings)
    card_notice(app, out, make_settings)
    deck_selection(app, out, make_settings)
    gauntlet_screens(app, out, make_settings)
    match_screens(app, out, make_settings)
    builder_screens(app, out, make_settings)
    options_screen(app, out, make_settings)
    commander_duel(app, out, make_settings)
