"""Render the duel table in scripted states to PNG files.

    python tools/screenshots.py [--out DIR] [--size 1920x1080] [--only GROUPS] [--suffix TEXT]
    python tools/screenshots.py --size 1280x720 --only sizes      # 02-busy-board-1280x720.png, …

States: the opening hand (mulligan), a busy mid-game board (20+ permanents a side),
combat (attackers and blockers declared), the stack with targets, the end of a duel, and
the busy board in the Advanced layout.  The group `sizes` renders the busy board, combat,
the stack, Display settings, the hover zoom and the import dialog at the window size given, named with that size.  Runs headless (SDL's dummy video driver); the
default output directory is docs/screenshots/.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("MANA_DUEL_DATA_DIR", str(ROOT / "out" / "screenshot-data"))

import pygame  # noqa: E402

from game.ai import make_player  # noqa: E402
from game.modes.setup import build_game  # noqa: E402
from game.cards import default_pool  # noqa: E402
from game.decks import ai_deck  # noqa: E402
from game.engine.decisions import ActivateAbility, CastSpell, PassPriority, Pay, PlayLand, Select  # noqa: E402
from game.engine.game import add_card  # noqa: E402
from game.engine.objects import Combat  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.controller import DuelController  # noqa: E402
from game.ui.scenes.duel import DuelScene  # noqa: E402
from game.ui.fixtures import busy_game  # noqa: E402

POOL = default_pool()


def _settings(layout: str = "standard") -> Settings:
    s = Settings()
    s.layout = layout
    s.ai_pace = 0.0
    s.animations = False
    s.show_cue_cards = False
    return s


def _table(app: App, g: Game, settings: Settings, names=("You", "Sorcerer"), decks=("Serra's Host", "Wurm Fire"),
           level: str = "sorcerer") -> DuelScene:
    while app.scenes:
        app.pop()
    app.settings = settings
    c = DuelController(g, human=0, ai=make_player(level, 5), settings=settings, names=names, deck_names=decks,
                       level=level)
    c.intent = None
    scene = DuelScene(c)
    app.push(scene)
    app.pump(3, 1 / 60)
    return scene


def _hover(app: App, scene: DuelScene, key, frames: int = 30) -> None:
    pt = scene.point_of(key) if key is not None else None
    if pt is None:
        pt = (scene.layout.territory["you"].right - 20, scene.layout.territory["you"].bottom - 20)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pt, rel=(0, 0), buttons=(0, 0, 0)))
    app.pump(frames, 1 / 60)


def _park_mouse(app: App, scene: DuelScene) -> None:
    r = scene.layout.situation
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(r.x + r.w // 3, r.centery), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.pump(2, 1 / 60)


SUFFIX = ""     # appended to every file name (--suffix; the window size for the group "sizes")


def tool_app(doc: str, argv: list[str] | None) -> tuple[App, Path]:
    """The window and the output folder of a screenshot tool (--out DIR, --size WxH)."""
    import argparse
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    ap.add_argument("--size", default="1920x1080")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.lower().split("x"))
    return App((w, h), _settings()), out


def _save(app: App, out: Path, name: str) -> Path:
    app.draw()
    path = out / f"{name}{SUFFIX}.png"
    pygame.image.save(app.screen, str(path))
    print(f"wrote {path}")
    return path


def _put(g: Game, names, owner: int, zone: str, **kw) -> list[int]:
    return [add_card(g, POOL.get(n), owner, zone, **kw) for n in names]


# --- scripted states -------------------------------------------------------------------------------

def opening_hand(app: App, out: Path, settings: Settings) -> None:
    g = build_game((ai_deck("Serra's Host"), ai_deck("Wurm Fire")), 11, first_player=0)
    _table(app, g, settings)
    app.pump(5, 1 / 60)
    from game.ui.scenes.mulligan import MulliganScene
    top = app.top
    if isinstance(top, MulliganScene):
        first = top.card_rects[2][0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=first.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.pump(3, 1 / 60)
    _save(app, out, "01-opening-hand")


def busy_board(app: App, out: Path, settings: Settings, name: str = "02-busy-board") -> DuelScene:
    g, ids = busy_game()
    scene = _table(app, g, settings)
    for line in ("Turn 8: Sorcerer's turn", "Sorcerer casts Shivan Dragon"):
        pass
    _hover(app, scene, ("obj", ids["opp creatures"][0]))
    _save(app, out, name)
    return scene


def hover_zoom(app: App, out: Path, settings: Settings) -> None:
    """The pointer resting on a card in hand: the card large beside it (game/ui/zoom.py)."""
    g, ids = busy_game()
    scene = _table(app, g, settings)
    _hover(app, scene, ("obj", g.players[0].hand[-1]))
    _save(app, out, "07-hover-zoom")


def import_dialog(app: App, out: Path, settings: Settings) -> None:
    """The deck builder's import dialog (pygame_gui): the file dialog in the folder decks came
    from, and a deck list pasted in the box beside it."""
    from game.ui.scenes.importdeck import ImportDeckScene
    from game.ui.session import Session
    while app.scenes:
        app.pop()
    app.settings = settings
    session = Session(app, settings, threaded=False, seed=1)
    session.start()
    session.open_builder()
    app.pump(2, 1 / 60)
    builder = app.top
    src = Path(os.environ["MANA_DUEL_DATA_DIR"]) / "Downloads"
    (src / "old decks").mkdir(parents=True, exist_ok=True)
    for name, text in (("burn.txt", "4 Lightning Bolt\n56 Mountain\n"), ("forge_deck.dck", "[Main]\n4 Hill Giant\n"),
                       ("white_weenie.txt", "4 Savannah Lions\n56 Plains\n")):
        (src / name).write_text(text, encoding="utf-8")
    builder.recent_folders = [src]
    builder.import_deck()
    app.pump(2, 1 / 60)
    dlg = app.top
    assert isinstance(dlg, ImportDeckScene)
    dlg.paste_box.set_text("4 Serra Angel\n4 Savannah Lions\n4 Swords to Plowshares\n4 Crusade\n"
                           "4 White Knight\n4 Disenchant\n12 Plains\n\nSideboard\n2 Circle of Protection: Red\n")
    row = next(i["button_element"] for i in dlg.files.file_selection_list.item_list if i["text"] == "burn.txt")
    for pos in (row.get_abs_rect().center,):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.pump(4, 1 / 60)
    _save(app, out, "39-import-dialog")
    dlg.close()


def combat(app: App, out: Path, settings: Settings) -> None:
    g = Game(seed=8)
    for p in (0, 1):
        _put(g, ["Forest"] * 10, p, "library")
    _put(g, ["Forest"] * 4 + ["Plains"] * 3, 0, "battlefield", tapped=False)
    mine = _put(g, ["Serra Angel", "Grizzly Bears", "War Mammoth", "Pearled Unicorn"], 0, "battlefield")
    _put(g, ["Mountain"] * 5 + ["Swamp"] * 2, 1, "battlefield")
    theirs = _put(g, ["Hill Giant", "Sengir Vampire", "Gray Ogre", "Goblin Balloon Brigade", "Ironroot Treefolk"],
                  1, "battlefield")
    _put(g, ["Giant Growth", "Lightning Bolt", "Forest"], 0, "hand")
    _put(g, ["Fireball", "Terror"], 1, "hand")
    g.turn = 10
    g.active = 1
    g.players[0].life, g.players[1].life = 12, 16
    attackers = theirs[:3]
    g.combat = Combat(attackers={a: ("player", 0) for a in attackers}, declared=True, defender=0)
    for a in attackers:
        g.objects[a].tapped = True
    g.started = True
    g.begin_at("declare_attackers")
    g.apply(PassPriority())      # the computer passes; you get priority, then blockers
    scene = _table(app, g, settings)
    c = scene.c
    # pass into the declare blockers step, where you are asked for blockers
    if c.human_decision() is not None and c.human_decision().kind == "priority":
        c.submit(PassPriority())
        app.pump(3, 1 / 60)
    app.pump(3, 1 / 60)
    if scene.mode is not None and scene.mode.kind == "blockers":
        scene.block.picks = [(mine[0], attackers[1]), (mine[2], attackers[0])]
        scene.block.armed = mine[1]
        scene._dirty = True
    app.pump(2, 1 / 60)
    _hover(app, scene, ("obj", attackers[2]), frames=10)
    r = scene.rect_of(("obj", attackers[2]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(r.centerx, r.centery), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.pump(2, 1 / 60)
    _save(app, out, "03-combat")


def stack_with_targets(app: App, out: Path, settings: Settings) -> None:
    g = Game(seed=12)
    for p in (0, 1):
        _put(g, ["Island"] * 10, p, "library")
    _put(g, ["Mountain"] * 4 + ["Island"] * 2, 0, "battlefield")
    sorcerer = _put(g, ["Prodigal Sorcerer"], 0, "battlefield")[0]
    _put(g, ["Grizzly Bears", "Hill Giant"], 0, "battlefield")
    _put(g, ["Island"] * 4 + ["Forest"] * 2, 1, "battlefield")
    angel = _put(g, ["Serra Angel"], 1, "battlefield")[0]
    _put(g, ["Llanowar Elves", "Wall of Air"], 1, "battlefield")
    bolt = _put(g, ["Lightning Bolt"], 0, "hand")[0]
    _put(g, ["Unsummon", "Fireball", "Mountain"], 0, "hand")
    counter = _put(g, ["Counterspell"], 1, "hand")[0]
    _put(g, ["Giant Growth", "Air Elemental"], 1, "hand")
    g.turn = 7
    g.active = 0
    g.players[0].life, g.players[1].life = 15, 13
    g.started = True
    g.begin_at("main1")
    _announce(g, CastSpell(bolt), ("obj", angel, g.objects[angel].zcc))
    _announce(g, ActivateAbility(sorcerer, 0), ("player", 1))
    g.apply(PassPriority())
    _announce(g, CastSpell(counter), ("obj", bolt, g.objects[bolt].zcc))
    g.apply(PassPriority())
    scene = _table(app, g, settings)
    _hover(app, scene, ("obj", counter))
    _save(app, out, "04-stack-with-targets")


def display_settings(app: App, out: Path, settings: Settings) -> None:
    """Display settings opened from Options on the title menu."""
    from game.ui.scenes.display import DisplayScene
    from game.ui.session import Session
    while app.scenes:
        app.pop()
    app.settings = settings
    session = Session(app, settings, threaded=False, seed=1)
    session.start()
    app.pump(2, 1 / 60)
    session.open_options()
    app.pump(2, 1 / 60)
    app.push(DisplayScene())
    app.pump(2, 1 / 60)
    _save(app, out, "38-display-settings")


def _announce(g: Game, action, target) -> None:
    """Cast or activate, answering the announcement: the target, then automatic payment."""
    g.apply(action)
    while g.pending is not None and g.pending.cancellable:
        d = g.pending.decision
        if d.kind == "pay":
            g.apply(Pay())
        elif d.purpose == "target":
            g.apply(Select((target,)))
        else:
            g.apply(g.legal_actions()[0])


def end_of_duel(app: App, out: Path, settings: Settings) -> None:
    g = build_game((ai_deck("Goblin Warband"), ai_deck("Llanowar Growth")), 21, first_player=0)
    players = [make_player("magician", 1), make_player("apprentice", 2)]
    n = 0
    while not g.over and g.pending is not None and n < 3000:
        p = g.pending.decision.player
        g.apply(players[p].choose_action(g))
        n += 1
        if g.turn >= 30:
            break
    scene = _table(app, g, settings, decks=("Goblin Warband", "Llanowar Growth"), level="apprentice",
                   names=("You", "Apprentice"))
    # the controller replays the finished game's log for the statistics
    c = scene.c
    if not g.over:
        c.concede()
    c.record.life_history = _life_by_turn(g)
    c.ended_at = c.ended_at or c.started_at
    c.started_at = c.ended_at - 14 * 60 - 32      # a scripted duel: show a plausible duration
    scene.on_again = scene.on_quit = lambda: None
    app.pump(120, 1 / 60)
    from game.ui.scenes.end import EndScene
    if not isinstance(app.top, EndScene):
        app.push(EndScene(c, scene.on_again, scene.on_quit))
        app.pump(30, 1 / 60)
    _save(app, out, "05-end-of-duel")
    end = app.top
    if isinstance(end, EndScene):
        end.toggle_draws()
        app.pump(2, 1 / 60)
        _save(app, out, "05b-see-next-draws")


def _life_by_turn(g: Game) -> list[tuple[int, int, int]]:
    """Life totals at each turn's start, read back from the log (for a game played before the
    table opened)."""
    import re
    life = [20, 20]
    hist = [(1, 20, 20)]
    for e in g.log_entries:
        m = re.search(r"\(life (-?\d+)\)", e.text)
        if m and e.kind in ("damage", "life"):
            target = 0 if re.search(r"\bp1\b", e.text.split(" deals ")[-1] if " deals " in e.text else e.text) else 1
            life[target] = int(m.group(1))
        if e.kind == "turn":
            hist.append((e.turn, life[0], life[1]))
    hist.append((g.turn, g.players[0].life, g.players[1].life))
    return hist


# --- replays, explanations and the review (game.replay, game.engine.explain) ---------------------------

REPLAY_DIR = ROOT / "out" / "screenshot-data" / "replays"


def _recorded(decks, levels, seed, you_win=None, opponent="", date=""):
    """A computer-versus-computer duel recorded as a replay.  With `you_win` set it is
    relabelled as a duel "you" played (and won or lost) against `opponent`."""
    from game.replay import record_duel
    g, rec = record_duel((ai_deck(decks[0]), ai_deck(decks[1])), levels, seed)
    if you_win is not None and g.winner is not None:
        seat = g.winner if you_win else 1 - g.winner
        rec.names = ["You", opponent] if seat == 0 else [opponent, "You"]
        rec.levels = ["human", opponent.lower()] if seat == 0 else [opponent.lower(), "human"]
    if date:
        rec.started = date
    return g, rec


def _replay_library() -> list:
    """A folder of replays for the Replays screen: six duels, one of which no longer plays the
    same (an older engine accepted one of its actions)."""
    import shutil

    from game.replay import save
    shutil.rmtree(REPLAY_DIR, ignore_errors=True)
    REPLAY_DIR.mkdir(parents=True, exist_ok=True)
    specs = [
        (("Serra's Host", "Wurm Fire"), ("apprentice", "magician"), 3, False, "Magician", "2025-06-14 21:12:40"),
        (("Goblin Warband", "Llanowar Growth"), ("magician", "apprentice"), 21, True, "Apprentice",
         "2025-06-14 20:31:05"),
        (("Tolarian Tide", "Sengir's Night"), ("apprentice", "apprentice"), 8, True, "Sorcerer", "2025-06-13 22:47:51"),
        (("Elder Druids", "Bolt and Tome"), ("apprentice", "magician"), 5, None, "", "2025-06-13 18:02:17"),
        (("Pit and Pestilence", "Djinn and Angel"), ("magician", "apprentice"), 13, False, "Wizard",
         "2025-06-12 23:15:09"),
        (("Undead Bog", "Artificer's Forge"), ("apprentice", "apprentice"), 17, True, "Apprentice",
         "2025-06-10 19:40:33"),
        (("Wurm Fire", "Serra's Host"), ("magician", "magician"), 29, True, "Magician", "2025-06-09 21:58:12"),
        (("Sengir's Night", "Goblin Warband"), ("apprentice", "magician"), 31, None, "", "2025-06-08 16:20:44"),
        (("Djinn and Angel", "Elder Druids"), ("magician", "apprentice"), 37, False, "Sorcerer",
         "2025-06-07 20:05:19"),
    ]
    made = []
    for i, (decks, levels, seed, you_win, opponent, date) in enumerate(specs):
        g, rec = _recorded(decks, levels, seed, you_win, opponent, date)
        r = rec.replay(g)
        if i == 4:
            # recorded by an older engine that let p1 play a land it no longer accepts
            r.engine = "7c41d2e09b3a"
            lands = [k for k, (p, a) in enumerate(r.actions) if a.startswith("play") and p == 0]
            k = lands[len(lands) // 2]
            r.actions[k] = (0, "play 999")
        path = REPLAY_DIR / f"{date.replace('-', '').replace(' ', '-').replace(':', '')}-{i}.replay"
        save(r, path)
        made.append((g, rec, r))
    return made


def replays_screen(app: App, out: Path, settings: Settings) -> None:
    from game.ui.scenes.replays import ReplaysScene
    while app.scenes:
        app.pop()
    scene = ReplaysScene(folder=REPLAY_DIR, threaded=False, settings=settings)
    app.push(scene)
    app.pump(2, 1 / 60)
    broken = [i for i, e in enumerate(scene.entries) if e.status == "broken"]
    scene.selected = broken[0] if broken else 0
    r = scene.rows[1][0] if len(scene.rows) > 1 else scene.rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(r.right - 40, r.bottom + 400), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.pump(3, 1 / 60)
    _save(app, out, "replays-list")


def replay_in_progress(app: App, out: Path, settings: Settings, made: list) -> None:
    from game.replay import Playback
    from game.ui.scenes.replay_viewer import ReplayController, ReplayScene
    while app.scenes:
        app.pop()
    r = made[0][2]
    pb = Playback(r)
    # a moment with a spell on the stack in the middle of the duel
    best = pb.turn_starts.get(9, pb.end // 2)
    for n in range(best, pb.end):
        g = pb.seek(n)
        if g.stack and g.turn >= 7 and not g.pending.cancellable:
            best = n
            break
    c = ReplayController(pb, settings)
    scene = ReplayScene(c)
    app.push(scene)
    c.seek(best)
    app.pump(4, 1 / 60)
    play = [rect for rect, name in scene.controls if name == "play"][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=play.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.pump(40, 1 / 60)
    _save(app, out, "replays-in-progress")


def explanation_tooltip(app: App, out: Path, settings: Settings) -> None:
    g = Game(seed=31)
    for p in (0, 1):
        _put(g, ["Forest"] * 10, p, "library")
    _put(g, ["Plains", "Forest", "Forest", "Forest"], 0, "battlefield")
    _put(g, ["Grizzly Bears", "Llanowar Elves"], 0, "battlefield")
    angel = _put(g, ["Serra Angel"], 0, "hand")[0]
    _put(g, ["Giant Growth", "Shivan Dragon", "Forest", "Swords to Plowshares"], 0, "hand")
    _put(g, ["Mountain"] * 4 + ["Island"], 1, "battlefield")
    _put(g, ["Hill Giant", "Prodigal Sorcerer"], 1, "battlefield")
    _put(g, ["Lightning Bolt", "Counterspell", "Fireball"], 1, "hand")
    giant = _put(g, ["Hill Giant"], 1, "hand")[0]
    land = _put(g, ["Forest"], 0, "hand")[0]
    g.turn = 5
    g.active = 1
    g.players[0].life, g.players[1].life = 14, 17
    g.started = True
    g.begin_at("main1")
    # the Wizard's main phase: it casts Hill Giant; then your turn begins and you play a Forest
    _announce(g, CastSpell(giant), None)
    while not (g.active == 0 and g.step == "main1" and g.pending.decision.kind == "priority"):
        d = g.pending.decision
        g.apply(PassPriority() if d.kind == "priority" else g.legal_actions()[0])
    g.apply(PlayLand(land))
    scene = _table(app, g, settings, decks=("Serra's Host", "Wurm Fire"), names=("You", "Wizard"), level="wizard")
    _hover(app, scene, ("obj", angel), frames=50)
    _save(app, out, "explain-tooltip")
    from game.ui.scenes.duel_aids import StepHelpOverlay
    q = scene.button_rect("?")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=q.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.pump(3, 1 / 60)
    app.push(StepHelpOverlay(scene))
    app.pump(3, 1 / 60)
    _save(app, out, "explain-step-help")


def post_duel_review(app: App, out: Path, settings: Settings, made: list) -> None:
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.review import ReviewScene
    while app.scenes:
        app.pop()
    g, rec, r = made[0]
    c = DuelController(g, human=0, ai=make_player("magician", 5), settings=settings, names=("You", "Magician"),
                       deck_names=(r.decks[0].name, r.decks[1].name), level="magician", recorder=rec)
    c.intent = None
    c.record.life_history = _life_by_turn(g)
    c.ended_at = c.started_at + 17 * 60 + 5
    scene = DuelScene(c)
    scene.end_pushed = True
    app.push(scene)
    app.pump(3, 1 / 60)
    app.push(EndScene(c, lambda: None, lambda: None))
    app.pump(30, 1 / 60)
    review = ReviewScene(rec.replay(g), 0, ("You", "Magician"), threaded=False)
    app.push(review)
    app.pump(40, 1 / 60)
    _save(app, out, "review-after-the-duel")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--only", default="", help="comma-separated groups: table, replays, modes, sizes")
    ap.add_argument("--suffix", default=None, help="appended to the file names (default: none; "
                                                   "the window size for the group sizes)")
    args = ap.parse_args(argv)
    global SUFFIX
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.lower().split("x"))
    # headless there is no real screen: Display settings take it to be a screen of the window's size
    from game.ui import display
    display.desktop_size = lambda: (w, h)
    settings = _settings()
    app = App((w, h), settings)
    only = set(filter(None, args.only.split(",")))
    SUFFIX = args.suffix if args.suffix is not None else (f"-{w}x{h}" if only == {"sizes"} else "")
    if "sizes" in only:
        # the table and Display settings at this window size (issue: any screen from 1024×600 to 4K)
        busy_board(app, out, _settings())
        combat(app, out, _settings())
        stack_with_targets(app, out, _settings())
        display_settings(app, out, _settings())
        hover_zoom(app, out, _settings())
        import_dialog(app, out, _settings())
    if not only or "table" in only:
        display_settings(app, out, _settings())
        opening_hand(app, out, _settings())
        busy_board(app, out, _settings())
        combat(app, out, _settings())
        stack_with_targets(app, out, _settings())
        end_of_duel(app, out, _settings())
        busy_board(app, out, _settings("advanced"), "06-advanced-layout")
        hover_zoom(app, out, _settings())
    if not only or "replays" in only:
        made = _replay_library()
        replays_screen(app, out, _settings())
        replay_in_progress(app, out, _settings(), made)
        explanation_tooltip(app, out, _settings())
        post_duel_review(app, out, _settings(), made)
    if not only or "modes" in only:
        # the menus, the deck builder, the gauntlet and the other modes (tools/screenshot_modes.py)
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from screenshot_modes import shoot as shoot_modes
        shoot_modes(app, out, _settings)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
