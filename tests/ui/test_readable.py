"""Every word on the table is readable at every window size: labels, the log, the stack, power
and toughness never under the smallest readable size (theme.MIN_TEXT_PX), the hover zoom's
rules text at 14 px or more at 1280×720 even for the longest texts, and the Text size of
Display settings makes all of it larger."""
from __future__ import annotations

import sys

import pygame
import pytest

from game.ui import cardrender, theme, widgets

SIZES = [(1024, 600), (1280, 720), (2560, 1440)]
BUSY = dict(hand=["Giant Growth", "Lightning Bolt", "Grizzly Bears", "Ayesha Tanaka", "Forest"],
            battlefield=["Grizzly Bears", "Hill Giant", "Gray Ogre", "Pearled Unicorn", "Wall of Air", "Forest",
                         "Forest", "Mountain", "Crusade"],
            opp_battlefield=["Serra Angel", "Sengir Vampire", "Craw Wurm", "Mountain", "Mountain", "Swamp"])

# the parts of the card renderer that draw words the table's player reads on a small card
_CARD_MARKS = {"_pt_box", "_badge", "_compose"}


class _Recording:
    """A font that notes the size of every text it renders."""

    def __init__(self, f: pygame.font.Font, size: int, kind: str, seen: list) -> None:
        self._f, self._size, self._kind, self._seen = f, size, kind, seen

    def render(self, text, *a, **kw):
        caller = sys._getframe(1)
        module = caller.f_globals.get("__name__", "")
        face = module.endswith("cardrender") and caller.f_code.co_name not in _CARD_MARKS
        if text.strip() and self._kind != "mana" and not face and not module.endswith("manafont"):
            self._seen.append((self._size, text, module, caller.f_code.co_name))
        return self._f.render(text, *a, **kw)

    def __getattr__(self, name):
        return getattr(self._f, name)


@pytest.fixture
def rendered_sizes(monkeypatch):
    """Every text rendered from now on outside the card faces, with its pixel size."""
    seen: list = []
    real = theme.font
    monkeypatch.setattr(theme, "font", lambda kind, size: _Recording(real(kind, size), max(6, int(round(size))),
                                                                     kind, seen))
    widgets._text_cache.clear()
    cardrender.clear_cache()
    yield seen
    widgets._text_cache.clear()
    cardrender.clear_cache()


@pytest.mark.parametrize("size", SIZES)
def test_no_word_on_a_busy_table_is_drawn_under_the_smallest_readable_size(table_for, rendered_sizes, size):
    t, ids = table_for(size=size, **BUSY)
    t.settings.show_id_tags = True                     # the ID tags are read too
    t.g.objects[ids["Grizzly Bears"][1]].damage = 1 if len(ids["Grizzly Bears"]) > 1 else 0
    t.scene._dirty = True
    t.pump(3)
    assert rendered_sizes, "nothing was drawn"
    small = [(px, text, where) for px, text, _, where in rendered_sizes if px < theme.MIN_TEXT_PX]
    assert not small, small[:10]
    assert any(fn == "_pt_box" for *_, fn in rendered_sizes)         # the creatures' P/T was among them


def test_power_and_toughness_of_the_smallest_creature_on_a_crowded_small_table_are_readable(table_for):
    t, ids = table_for(size=(1024, 600), battlefield=["Grizzly Bears"] * 9 + ["Forest"] * 6,
                       opp_battlefield=["Gray Ogre"] * 9)
    widths = [t.scene.rect_of(("obj", o)).w for o in ids["Grizzly Bears"] + ids["opp Gray Ogre"]]
    assert min(widths) < 70                                 # small cards indeed
    assert cardrender.pt_text_size(min(widths)) >= theme.MIN_TEXT_PX


def _rest_on(t, pos) -> None:
    t.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    t.pump(30)


@pytest.mark.parametrize("name", ["Ayesha Tanaka", "Mishra's War Machine", "Animate Dead", "Giant Growth"])
def test_the_hover_zooms_rules_text_reads_at_14_px_at_1280x720_however_long(table_for, name):
    t, ids = table_for(size=(1280, 720), hand=[name, "Forest"])
    pos = t.where(ids[name][0])
    _rest_on(t, pos)
    r = t.scene.zoom_at
    assert r is not None and t.scene.zoom.name == name
    assert cardrender.rules_text_size(t.scene.zoom, r.w) >= 14
    assert t.app.screen.get_rect().contains(r) and not r.collidepoint(pos)


def test_a_long_text_is_zoomed_wider_than_a_short_one(table_for):
    t, ids = table_for(size=(1280, 720), hand=["Ayesha Tanaka", "Giant Growth"])
    _rest_on(t, t.where(ids["Giant Growth"][0]))
    short = t.scene.zoom_at.w
    _rest_on(t, (5, 300))
    _rest_on(t, t.where(ids["Ayesha Tanaka"][0]))
    assert t.scene.zoom_at.w > short


def test_the_text_size_chosen_in_display_settings_makes_the_tables_words_larger(table_for, rendered_sizes,
                                                                              monkeypatch):
    from game.storage.settings import load_settings
    from game.ui import display
    from game.ui.scenes.display import DisplayScene
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    t, _ = table_for(size=(1280, 720), **BUSY)
    t.pump(2)
    normal = {text: px for px, text, *_ in rendered_sizes}
    rendered_sizes.clear()
    try:
        t.key(pygame.K_o)
        t.click(next(b for b in t.app.top.buttons if b.label == "Display…").rect.center)
        dlg = t.app.top
        assert isinstance(dlg, DisplayScene)
        t.click(next(r for r, kind, val in dlg.hits if kind == "text" and val == 1.5).center)
        t.click(next(b for b in dlg.buttons if b.label == "OK").rect.center)
        t.key(pygame.K_ESCAPE)
        t.pump(3)
        larger = {text: px for px, text, *_ in rendered_sizes}
        assert load_settings().text_scale == 1.5
    finally:
        theme.set_text_scale(1.0)
    both = set(normal) & set(larger)
    prompt = "Your main phase: play a land, cast spells, or Done to move on."
    assert {"THE STACK", "GAME LOG", prompt} <= both
    assert all(larger[w] >= normal[w] for w in both)            # nothing smaller (cached words stay as they were)
    assert larger[prompt] >= normal[prompt] * 1.4 and larger["THE STACK"] >= normal["THE STACK"] * 1.2


def test_a_chip_label_too_long_for_its_chip_stays_inside_it():
    """At the readable minimum a label can be wider than its chip (Options' background chips at
    1024×600): it is shortened, never drawn over the chips beside it."""
    from game.ui.controls import draw_chip
    surface = pygame.Surface((300, 60))
    surface.fill((1, 2, 3))
    chip = pygame.Rect(100, 20, 60, 22)
    draw_chip(surface, chip, "Midnight Parchment", False, 0.53)
    outside = [surface.get_at((x, y))[:3] for y in range(60) for x in range(300) if not chip.collidepoint(x, y)]
    assert all(px == (1, 2, 3) for px in outside)
