"""Nothing on the table covers what the player needs to read, leaves the window, or shows
through a dialog: floating numbers, tooltips, banners — at several window sizes."""
from __future__ import annotations

import pygame
import pytest

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440)]


def _rest(t, pos, frames: int = 50) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    t.pump(frames)


def _empty_table_point(t):
    r = t.scene.layout.territory["you"]
    return (r.right - 12, r.bottom - 12)


@pytest.mark.parametrize("size", SIZES)
def test_floating_life_numbers_stay_inside_the_window(table_for, size):
    from game.ui.tabledraw import floater_rect
    t, _ = table_for(battlefield=["Forest"], size=size)
    t.g.players[1].life -= 3        # the opponent's life, at the top edge of the window
    t.g.players[0].life += 2        # yours, at the bottom edge
    t.pump(2)
    assert len(t.scene.floaters) >= 2
    window = pygame.Rect((0, 0), size)
    for _ in range(6):
        for f in t.scene.floaters:
            assert window.contains(floater_rect(t.scene, f)), (f.text, floater_rect(t.scene, f))
        t.pump(15)


@pytest.mark.parametrize("size", SIZES)
def test_floating_life_numbers_never_cover_the_players_names(table_for, size):
    from game.ui.tabledraw import floater_rect, name_plate_rect
    t, _ = table_for(battlefield=["Forest"], size=size)
    t.g.players[1].life -= 3
    t.g.players[0].life += 2
    t.pump(2)
    plates = [name_plate_rect(t.scene.layout, side) for side in ("you", "opp")]
    assert len(t.scene.floaters) >= 2
    for _ in range(8):
        for f in t.scene.floaters:
            assert floater_rect(t.scene, f).collidelist(plates) < 0, (f.text, floater_rect(t.scene, f))
        t.pump(12)


def test_the_empty_table_hint_shows_once_not_every_time_the_pointer_rests_there(table_for):
    t, ids = table_for(battlefield=["Grizzly Bears"])
    t.settings.show_cue_cards = True
    _rest(t, _empty_table_point(t))
    assert t.scene.tooltip.startswith("Right-click for Arrange Cards")
    _rest(t, t.where(ids["Grizzly Bears"][0]), 5)
    _rest(t, _empty_table_point(t))
    assert t.scene.tooltip == ""


def test_a_cards_cue_card_still_shows_every_time(table_for):
    t, ids = table_for(hand=["Forest"])
    t.settings.show_cue_cards = True
    forest = t.where(ids["Forest"][0])
    _rest(t, forest)
    assert "Click" in t.scene.tooltip
    _rest(t, _empty_table_point(t), 5)
    _rest(t, forest)
    assert "Click" in t.scene.tooltip


def test_no_table_tooltip_shows_while_a_dialog_is_open(table_for):
    from game.ui.scenes.dialogs import OptionsDialog
    t, ids = table_for(hand=["Forest"])
    t.settings.show_cue_cards = True
    t.key(pygame.K_o)
    assert isinstance(t.app.top, OptionsDialog)
    _rest(t, t.scene.point_of(("obj", ids["Forest"][0])))
    assert t.scene.tooltip == ""


@pytest.mark.parametrize("size", SIZES)
def test_blockers_stand_before_their_attackers_without_covering_their_neighbours(table_for, size):
    mine = ["Grizzly Bears", "Hill Giant", "Gray Ogre", "Pearled Unicorn", "Wall of Air"]
    t, ids = table_for(battlefield=mine, opp_battlefield=["Serra Angel", "Sengir Vampire", "Craw Wurm"],
                       active=1, step="declare_blockers", size=size)
    from game.engine.objects import Combat
    g = t.g
    angel, wurm = ids["opp Serra Angel"][0], ids["opp Craw Wurm"][0]
    g.combat = Combat(attackers={angel: ("player", 0), wurm: ("player", 0)}, declared=True, defender=0)
    for b, a in ((ids["Wall of Air"][0], angel), (ids["Grizzly Bears"][0], wurm), (ids["Hill Giant"][0], wurm)):
        g.combat.blockers.setdefault(b, []).append(a)
        g.combat.blocked_by.setdefault(a, []).append(b)
    g.combat.blocks_declared = True
    t.scene._dirty = True
    t.pump(2)
    rects = {n: t.scene.rect_of(("obj", ids[n][0])) for n in mine}
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, rects[a], b, rects[b])
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(r) for r in rects.values())
    # each blocker stands in front of its attacker
    assert abs(rects["Wall of Air"].centerx - t.scene.rect_of(("obj", angel)).centerx) < rects["Wall of Air"].w


@pytest.mark.parametrize("size", SIZES)
def test_an_action_banner_covers_no_permanent(table_for, size):
    from game.ui.tabledraw import flash_banner_rect
    t, ids = table_for(battlefield=["Grizzly Bears", "Forest"],
                       opp_battlefield=["Serra Angel", "Sengir Vampire", "Craw Wurm", "Mountain", "Mountain"],
                       size=size)
    t.c.say("Apprentice casts Lightning Bolt, targeting Grizzly Bears")
    t.pump(2)
    banner = flash_banner_rect(t.scene)
    for name, oids in ids.items():
        card = t.scene.rect_of(("obj", oids[0]))
        assert not banner.colliderect(card), (name, card, banner)
    assert pygame.Rect((0, 0), size).contains(banner)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("life", [20, -7, 148])
def test_the_life_total_and_its_label_fit_the_advanced_layouts_narrow_register(table_for, size, life):
    from game.storage.settings import Settings
    from game.ui.tabledraw import life_figures
    settings = Settings(layout="advanced")
    t, _ = table_for(battlefield=["Forest"], size=size, settings=settings, life=(life, life))
    t.pump(2)
    L = t.scene.layout
    for side in ("you", "opp"):
        r = L.life[side].inflate(-int(12 * L.s), -int(10 * L.s))
        _, number, label = life_figures(r, r.x + int(r.h * 0.8) + int(22 * L.s), life, L.s)
        assert r.contains(label) and r.contains(number) and not number.colliderect(label)


def test_the_newer_lines_notice_sits_below_the_last_log_line(table_for):
    from game.ui.tabledraw import log_notice_rect
    t, _ = table_for(battlefield=["Forest"])
    from game.ui.controller import LogLine
    for i in range(60):                 # a long log
        t.c.lines.append(LogLine(f"Apprentice taps Mountain {i} for mana", "", "mana", 3, [], False, 1))
    t.pump(2)
    log = t.scene.layout.log
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0,
                                         precise_y=3.0))
    t.pump(2)
    assert t.scene.log_scroll > 0
    notice = log_notice_rect(t.scene)
    last = max(row[1].bottom for row in t.scene.log_layout)
    assert last <= notice.top and log.contains(notice)


@pytest.mark.parametrize("size", SIZES)
def test_the_command_zone_ribbon_leaves_the_commanders_name_and_type_line_readable(size):
    from game.ui import cardrender
    from game.ui.tabledraw import command_ribbon_rect
    s = min(size[0] / 1920, size[1] / 1080)
    for h in (int(150 * s), int(172 * s), 400):
        card = pygame.Rect(40, 60, int(h / cardrender.RATIO), h)
        art = cardrender.art_box(card.w, card.h).move(card.topleft)
        ribbon = command_ribbon_rect(card, s)
        assert art.top <= ribbon.top and ribbon.bottom <= art.bottom, (h, art, ribbon)


@pytest.fixture(scope="module")
def recorded_replay():
    from game.decks import ai_deck
    from game.replay import record_duel
    g, rec = record_duel((ai_deck("Goblin Warband"), ai_deck("Llanowar Growth")), ("apprentice", "apprentice"), 3)
    return rec.replay(g)


@pytest.mark.parametrize("size", SIZES)
def test_the_replay_timeline_covers_no_card(recorded_replay, size):
    from game.replay import Playback
    from game.storage.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.replay_viewer import ReplayController, ReplayScene
    settings = Settings(animations=False)
    app = App(size, settings)
    pb = Playback(recorded_replay)
    c = ReplayController(pb, settings)
    view = ReplayScene(c)
    app.push(view)
    c.seek(pb.end * 3 // 4)            # late in the duel: a full table
    app.pump(4, 1 / 60)
    cards = [sp.rect for sp in view.specs.values() if sp.area == "bf"]
    assert len(cards) >= 6
    assert view.timeline.collidelist(cards) < 0


@pytest.mark.parametrize("size", SIZES)
def test_the_colour_symbols_of_the_coin_toss_stay_off_its_title_and_buttons(size):
    from game.ui import theme
    from game.ui.scenes.mulligan import colour_ring
    W, H = size
    s = min(W / 1920, H / 1080)
    tw, th = theme.font("title", int(64 * s)).size("MANA DUEL")
    title = pygame.Rect(0, 0, tw, th)
    title.center = (W // 2, int(H * 0.12))
    bw, bh = int(200 * s), int(48 * s)
    buttons = pygame.Rect(W // 2 - bw - int(10 * s), int(H * 0.72), 2 * bw + int(20 * s), bh)
    for colour, r in colour_ring(size):
        assert pygame.Rect((0, 0), size).contains(r)
        assert not r.colliderect(title) and not r.colliderect(buttons), (colour, r, title)


def _table_with_aura(pool, aura_name: str, host_name: str, size=(1600, 900), **kw):
    """A table where `aura_name` enchants your `host_name` from the start (an Aura left
    unattached would go to the graveyard, CR 704.5m)."""
    from .conftest import Table, position
    g, ids = position(pool, attached={aura_name: host_name}, **kw)
    return Table(g, size=size), ids


def _offset(t, a: int, b: int) -> tuple[int, int]:
    ra, rb = t.scene.rect_of(("obj", a)), t.scene.rect_of(("obj", b))
    return (ra.x - rb.x, ra.y - rb.y)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_an_aura_steps_forward_with_the_creature_it_enchants_when_it_attacks(pool, size):
    t, ids = _table_with_aura(pool, "Holy Strength", "Grizzly Bears", size,
                              battlefield=["Grizzly Bears", "Holy Strength", "Forest"])
    bears, aura = ids["Grizzly Bears"][0], ids["Holy Strength"][0]
    t.key(pygame.K_SPACE)                                # Done at main 1: on to combat
    t.settle()
    assert t.c.human_decision().kind == "attackers"
    before = t.scene.rect_of(("obj", bears))
    tucked = _offset(t, aura, bears)
    assert abs(tucked[0]) < before.w and abs(tucked[1]) < before.h      # tucked behind the Bears
    t.click_card(bears)                                  # the Bears step forward to attack
    assert t.scene.rect_of(("obj", bears)).y < before.y
    assert _offset(t, aura, bears) == tucked             # Holy Strength came along, still tucked behind
    # and it is drawn behind the Bears, not over them
    assert t.scene.entity_at(t.scene.rect_of(("obj", bears)).center) == ("obj", bears)


def test_an_aura_stays_with_a_blocker_that_steps_before_its_attacker(pool):
    t, ids = _table_with_aura(pool, "Unholy Strength", "Hill Giant",
                              battlefield=["Grizzly Bears", "Hill Giant", "Unholy Strength", "Gray Ogre"],
                              opp_battlefield=["Craw Wurm"], active=1, step="declare_attackers",
                              attacking=["opp Craw Wurm"])
    giant, aura, wurm = ids["Hill Giant"][0], ids["Unholy Strength"][0], ids["opp Craw Wurm"][0]
    t.settle()
    if t.c.human_decision().kind == "priority":
        t.press("Done")
        t.settle()
    assert t.c.human_decision().kind == "blockers"
    before = t.scene.rect_of(("obj", giant))
    tucked = _offset(t, aura, giant)
    t.click_card(giant)
    t.click_card(wurm)                                   # the Giant steps before the Wurm
    after = t.scene.rect_of(("obj", giant))
    assert after.topleft != before.topleft
    assert _offset(t, aura, giant) == tucked
    assert abs(after.centerx - t.scene.rect_of(("obj", wurm)).centerx) < after.w


@pytest.mark.parametrize("size", SIZES)
def test_the_blocks_banner_covers_no_attacking_or_blocking_creature(table_for, size):
    from game.ui.tabledraw import flash_banner_rect
    t, ids = table_for(hand=["Giant Growth"],
                       battlefield=["Grizzly Bears", "Hill Giant", "Gray Ogre", "Pearled Unicorn", "Forest", "Forest"],
                       opp_battlefield=["Serra Angel", "Sengir Vampire", "Craw Wurm", "Gray Ogre", "Mountain",
                                        "Mountain", "Swamp"],
                       active=1, step="declare_attackers", size=size,
                       attacking=["opp Serra Angel", "opp Sengir Vampire", "opp Craw Wurm", "opp Gray Ogre"])
    t.settle()
    if t.c.human_decision().kind == "priority":
        t.press("Done")
        t.settle()
    assert t.c.human_decision().kind == "blockers"
    for mine, theirs in (("Grizzly Bears", "opp Craw Wurm"), ("Hill Giant", "opp Sengir Vampire")):
        t.click_card(ids[mine][0])
        t.click_card(ids[theirs][0])
    t.press("Done")
    t.settle()
    assert "Blockers are declared" in t.c.flash
    t.pump(30)                                           # the cards have arrived where they stand
    banner = flash_banner_rect(t.scene)
    for name in ("opp Serra Angel", "opp Sengir Vampire", "opp Craw Wurm", "opp Gray Ogre", "Grizzly Bears",
                 "Hill Giant"):
        card = t.scene.rect_of(("obj", ids[name][0]))
        assert not banner.colliderect(card), (name, card, banner)
    assert pygame.Rect((0, 0), size).contains(banner)
