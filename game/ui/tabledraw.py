"""Drawing the duel table from its model.

`draw_table` draws what the scene's table model (`table_model.TableModel`, made once per
change of state) and its placement (`table_place`: where each card is, the stack's tiles) and
the controls' geometry (`table_controls`) say, with the scene's presentation state (the
pointer, the animations, the floating numbers).  It never asks the engine or the controller
anything: a frame is drawn from values.  The static layer (background, piles, Phase Bar,
territories, stack, log) is cached and redrawn only when the scene's `layer_serial` changes.
"""
from __future__ import annotations

import math
import random
import weakref
from typing import TYPE_CHECKING, Any

import pygame

from . import cardrender, manafont, theme
from .controller import COMBAT_STEPS, SHORT_STEP, step_label
from .table_controls import COMBAT_BAR
from .table_model import ATTACK, AUTO_TAP, BLOCK, SELECTED, TARGET, USABLE
from .zoom import draw_zoom
from .widgets import arrow, cue_card, draw_rich, draw_text, fit_text, panel, rich_width, text_surface, wrap

if TYPE_CHECKING:
    from .scenes.duel import DuelScene

STEP_ICONS = {"untap": "untap", "upkeep": "ability-triggered", "draw": "ability-copy", "main1": "sorcery",
              "beginning_of_combat": "battle", "declare_attackers": "power", "declare_blockers": "toughness",
              "combat_damage": "ability-double-strike", "first_strike_damage": "ability-first-strike",
              "end_of_combat": "ability-defender", "main2": "sorcery", "end": "ability-summoning-sickness",
              "cleanup": "ability-summoning-sickness"}
# what glows, by meaning (table_model), in its colour
GLOW = {USABLE: theme.USABLE, TARGET: theme.TARGET, SELECTED: theme.SELECTED, AUTO_TAP: theme.AUTO_TAP,
        ATTACK: theme.ATTACK, BLOCK: theme.BLOCK}


# --- background ------------------------------------------------------------------------------

def _background(sc: "DuelScene", size) -> pygame.Surface:
    st = sc.settings
    look = getattr(st, "background", "classic")
    art = getattr(st, "background_art", True)
    key = (size, sc.layout.mode, look, art)
    if sc._bg is not None and sc._bg[0] == key:
        return sc._bg[1]
    from ..storage.settings import BACKGROUNDS
    felts = BACKGROUNDS.get(look, BACKGROUNDS["classic"])
    L = sc.layout
    s = L.s
    bg = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    bg.fill(theme.BG)
    rnd = random.Random(7)
    for side, (top, bottom) in (("opp", felts[0]), ("you", felts[1])):
        r = L.territory[side] if side == "opp" else pygame.Rect(L.territory["you"].x, L.territory["you"].y,
                                                              L.territory["you"].w, L.hand.bottom -
                                                              L.territory["you"].y)
        grad = pygame.Surface((1, 2))
        grad.set_at((0, 0), top)
        grad.set_at((0, 1), bottom)
        grad = pygame.transform.smoothscale(grad, r.size)
        bg.blit(grad, r.topleft)
        if not art:
            continue
        # felt texture
        tex = pygame.Surface(r.size, pygame.SRCALPHA)
        for _ in range(int(r.w * r.h / 900)):
            x, y = rnd.randrange(r.w), rnd.randrange(r.h)
            a = rnd.randrange(6, 16)
            tex.set_at((x, y), (255, 255, 255, a) if rnd.random() < 0.5 else (0, 0, 0, a * 2))
        bg.blit(tex, r.topleft)
        # emblem
        em = manafont.icon("planeswalker", int(min(r.w, r.h) * 0.55), (255, 255, 255))
        em = em.copy()
        em.set_alpha(10)
        bg.blit(em, em.get_rect(center=r.center))
        # vignette edges
        edge = pygame.Surface(r.size, pygame.SRCALPHA)
        for i in range(int(24 * s)):
            a = int(60 * (1 - i / (24 * s)))
            pygame.draw.rect(edge, (0, 0, 0, a // 3), edge.get_rect().inflate(-2 * i, -2 * i), 1)
        bg.blit(edge, r.topleft)
    # left column
    left = pygame.Rect(0, 0, L.phase_bar.x, size[1])
    pygame.draw.rect(bg, (20, 22, 28), left)
    pygame.draw.line(bg, theme.PANEL_EDGE, (left.right - 1, 0), (left.right - 1, size[1]))
    # phase bar
    pygame.draw.rect(bg, (26, 26, 32), L.phase_bar)
    pygame.draw.line(bg, theme.PANEL_EDGE, (L.phase_bar.right - 1, 0), (L.phase_bar.right - 1, size[1]))
    # right column
    right = pygame.Rect(L.stack.x, 0, size[0] - L.stack.x, size[1])
    pygame.draw.rect(bg, (20, 22, 28), right)
    pygame.draw.line(bg, theme.PANEL_EDGE, (right.x, 0), (right.x, size[1]))
    for rect, title in ((L.stack, "The Stack"), (L.log, "Game Log")):
        inner = rect.inflate(-int(12 * s), -int(12 * s))
        panel(bg, inner, fill=(28, 30, 38), radius=int(8 * s), shadow=False)
        draw_text(bg, title.upper(), (inner.x + int(12 * s), inner.y + int(8 * s)), "title", int(16 * s),
                  theme.GOLD)
        pygame.draw.line(bg, theme.GOLD_DIM, (inner.x + int(10 * s), inner.y + int(32 * s)),
                         (inner.right - int(10 * s), inner.y + int(32 * s)))
    if L.showcase is not None:
        panel(bg, L.showcase, fill=(26, 28, 34), radius=int(8 * s), shadow=False)
    if L.info is not None:
        panel(bg, L.info, fill=(26, 28, 34), radius=int(8 * s), shadow=False)
    sc._bg = (key, bg)
    return bg


# --- the table ---------------------------------------------------------------------------------

class LayerCache:
    """The table's static layer (background, piles, phase bar, territories, stack, log),
    re-rendered only when the scene's `layer_serial` changes.  A presentation cache, like
    the card surfaces: it holds no game or scene state."""

    def __init__(self) -> None:
        self.key: Any = None
        self.surface: pygame.Surface | None = None


# by scene, held weakly: a scene's cache goes with it.  (Keyed by id(), a new duel's scene could
# take a finished one's id and be drawn from its static layer -- and every duel's layer stayed.)
_layers: "weakref.WeakKeyDictionary[DuelScene, LayerCache]" = weakref.WeakKeyDictionary()


def draw_table(sc: "DuelScene", surface: pygame.Surface) -> None:
    if sc.layout is None or sc.model is None:
        return
    L = sc.layout
    cache = _layers.setdefault(sc, LayerCache())
    size = surface.get_size()
    key = (sc.layer_serial, size, L.mode)
    if cache.key != key or cache.surface is None or cache.surface.get_size() != size:
        if cache.surface is None or cache.surface.get_size() != size:
            cache.surface = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                cache.surface = cache.surface.convert()
        _draw_static(sc, cache.surface)
        cache.key = key
    surface.blit(cache.surface, (0, 0))
    _draw_dynamic(sc, surface)


def _draw_static(sc: "DuelScene", surface: pygame.Surface) -> None:
    L = sc.layout
    surface.blit(_background(sc, surface.get_size()), (0, 0))
    _draw_life(sc, surface)
    _draw_pools(sc, surface)
    _draw_piles(sc, surface)
    _draw_phase_bar(sc, surface)
    if L.info is not None:
        _draw_info(sc, surface, L.info)
    _draw_territory_cards(sc, surface)
    _draw_stack(sc, surface)
    _draw_log(sc, surface)


def _draw_dynamic(sc: "DuelScene", surface: pygame.Surface) -> None:
    L = sc.layout
    _draw_pulses(sc, surface)
    if L.showcase is not None:
        _draw_showcase(sc, surface, L.showcase)
    _draw_situation(sc, surface)
    _draw_combat_lines(sc, surface)
    _draw_pile_labels(sc, surface)
    _draw_hands(sc, surface)
    _draw_in_transit(sc, surface)
    _draw_stack_arrows(sc, surface)
    _draw_focus(sc, surface)
    _draw_floaters(sc, surface)
    if sc.model.drop is not None:
        from .drop import draw_drop
        draw_drop(sc, surface)
    _draw_banner(sc, surface)
    _draw_subgame(sc, surface)
    _draw_warning(sc, surface)
    if sc.graveyard_peek:
        _draw_peek(sc, surface)
    if L.showcase is None:
        _draw_popup_showcase(sc, surface)


def draw_pointer_aids(sc: "DuelScene", surface: pygame.Surface) -> None:
    """What the pointer calls up — the magnified card, a card's menu, a tooltip — drawn over
    everything else on the screen, a lesson's panel included, so it is never half hidden."""
    if sc.layout is None or sc.model is None:
        return
    L = sc.layout
    sc.zoom_at = draw_zoom(surface, sc.zoom, sc.mouse, L.s) if sc.zoom is not None else None
    if sc.menu is not None:
        sc.menu.draw(surface, sc.mouse)
    if sc.tooltip:
        tip = getattr(sc, "explain_tip", None)
        if tip is not None and sc.tooltip == tip.text:
            # a greyed card in hand: why it can't be played now (game.engine.explain)
            from .scenes.duel_aids import draw_explanation
            draw_explanation(surface, tip, sc.mouse, L.s)
        else:
            cue_card(surface, sc.tooltip, sc.mouse, L.s)


def _draw_pulses(sc: "DuelScene", surface: pygame.Surface) -> None:
    """What glows and pulses: usable cards, legal targets, the current step, the hovered card,
    a player who can be targeted, the computer thinking."""
    s = sc.layout.s
    k = _pulse(sc, 4)
    width = max(2, int(3 * s))
    for key, hl in sc.model.highlight.items():
        spec = sc.specs.get(key)
        if spec is None or spec.area not in ("bf",):
            continue
        r = _sprite_rect(sc, key)
        col = theme.lerp(GLOW[hl], (255, 255, 255), 0.3 * k)
        pygame.draw.rect(surface, col, r.inflate(width * 2, width * 2), width, border_radius=int(8 * s))
    hover = sc.hover_key
    if hover is not None and hover[0] == "obj":
        spec = sc.specs.get(hover)
        if spec is not None and spec.area == "bf":
            pygame.draw.rect(surface, (255, 255, 255), _sprite_rect(sc, hover).inflate(2, 2), 1,
                             border_radius=int(6 * s))
    # the current step
    M = sc.model
    step = M.step
    active = M.active
    for r, whose, st in sc.phase_cells:
        owner = M.me if whose == "you" else M.opp
        if owner == active and (st == step or (st == "combat_damage" and step == "first_strike_damage")):
            kk = _pulse(sc, 3)
            pygame.draw.rect(surface, theme.lerp(theme.GOLD, (255, 236, 170), kk), r, max(2, int(2 * s)),
                             border_radius=int(6 * s))
        elif hover == ("phase", whose, st):
            pygame.draw.rect(surface, theme.TEXT_DIM, r, 1, border_radius=int(6 * s))
    # players who can be targeted
    for side in ("opp", "you"):
        pm = M.side(side)
        r = sc.layout.life[side].inflate(-int(12 * s), -int(10 * s))
        if pm.targetable:
            colr = theme.SELECTED if pm.picked else theme.lerp(theme.TARGET, (255, 240, 180), _pulse(sc, 5))
            pygame.draw.rect(surface, colr, r.inflate(6, 6), max(2, int(3 * s)), border_radius=int(12 * s))
        if side == "opp" and M.thinking >= 2:
            pygame.draw.rect(surface, (30, 30, 36), pygame.Rect(r.right - int(130 * s), r.bottom - int(34 * s),
                                                                int(124 * s), int(26 * s)), border_radius=6)
            _spinner(surface, (r.right - int(22 * s), r.bottom - int(21 * s)), int(9 * s), sc.t)
            draw_text(surface, "thinking…", (r.right - int(36 * s), r.bottom - int(21 * s)), "italic",
                      int(15 * s), theme.TEXT, anchor="midright")


def _pulse(sc, speed: float = 3.0) -> float:
    return 0.5 + 0.5 * math.sin(sc.t * speed)


def life_figures(r: pygame.Rect, x: int, life: int, s: float) -> tuple[int, pygame.Rect, pygame.Rect]:
    """The life total and its "LIFE" label in a Life Register panel `r` from x: the number as
    large as fits with its label inside the panel (the Advanced layout's panel is narrow, and a
    life total may have three digits or a minus sign)."""
    gap = int(6 * s)
    label_w, label_h = theme.text_font("ui_bold", int(12 * s)).size("LIFE")
    size = int(44 * s)
    while True:
        w, h = theme.text_font("title", size).size(str(life))
        if x + w + gap + label_w <= r.right - gap or size <= 10:
            break
        size -= 1
    number = pygame.Rect(x, r.bottom - int(6 * s) - h, w, h)
    label = pygame.Rect(number.right + gap, number.bottom - int(10 * s) - label_h, label_w, label_h)
    if not r.contains(label):
        # no room for the label at a readable size (the Advanced layout's narrow register at
        # 1024×600, a three-digit total): the number alone says it
        label = pygame.Rect(number.right, number.bottom, 0, 0)
    return size, number, label


def _name_size(L) -> int:
    return int((16 if L.mode == "standard" else 13) * L.s)


def name_plate_rect(L, side: str) -> pygame.Rect:
    """Where a player's name is written in their Life Register: right of the medallion, along
    the top (floating numbers stay below it)."""
    s = L.s
    r = L.life[side].inflate(-int(12 * s), -int(10 * s))
    mr = int(r.h * 0.40)
    tx = r.x + mr + int(10 * s) + mr + int(12 * s)
    h = theme.text_font("title", _name_size(L)).get_linesize()
    return pygame.Rect(tx, r.y + int(8 * s), r.right - tx - int(8 * s), h)


def _draw_life(sc: "DuelScene", surface: pygame.Surface) -> None:
    L = sc.layout
    s = L.s
    for side in ("opp", "you"):
        pm = sc.model.side(side)
        p = pm.idx
        r = L.life[side].inflate(-int(12 * s), -int(10 * s))
        targetable, picked = pm.targetable, pm.picked
        face = sc.face_flipped[p] or targetable
        active = pm.active
        panel(surface, r, fill=(44, 38, 30) if active else (32, 32, 38),
              edge=theme.GOLD if active else theme.PANEL_EDGE, radius=int(10 * s))
        # medallion (the "face")
        mr = int(r.h * 0.40)
        mc = (r.x + mr + int(10 * s), r.centery)
        cols = [theme.MANA_DISC[col] for col in pm.colours]
        pygame.draw.circle(surface, (0, 0, 0), (mc[0] + 2, mc[1] + 3), mr)
        pygame.draw.circle(surface, cols[0] if face else (40, 44, 62), mc, mr)
        pygame.draw.circle(surface, theme.GOLD, mc, mr, max(2, int(3 * s)))
        glyph = manafont.icon("planeswalker", int(mr * 1.2), (24, 20, 16) if face else (214, 178, 94))
        surface.blit(glyph, glyph.get_rect(center=(mc[0], mc[1] + 2)))
        plate = name_plate_rect(L, side)
        tx = plate.x
        nsize = _name_size(L)
        draw_text(surface, fit_text(pm.name, "title", nsize, plate.w), plate.topleft, "title", nsize, theme.GOLD)
        life = pm.life
        col = theme.TEXT
        flash = sc.life_flash.get(p)
        if flash and sc.t - flash[1] < 1.0:
            k = 1 - (sc.t - flash[1])
            col = theme.lerp(theme.TEXT, theme.HEAL if flash[0] > 0 else theme.DANGER, k)
        size, number, label = life_figures(r, tx, life, s)
        draw_text(surface, str(life), number.topleft, "title", size, col, shadow=True)
        if label.w:
            draw_text(surface, "LIFE", label.topleft, "ui_bold", int(12 * s), theme.TEXT_DIM)
        if pm.poison:
            pr = draw_text(surface, f"{pm.poison}", (r.right - int(12 * s), r.bottom - int(8 * s)),
                           "title", int(26 * s), (150, 220, 90), anchor="bottomright")
            draw_text(surface, "POISON", (pr.x - int(4 * s), pr.bottom - int(4 * s)), "ui_bold", int(11 * s),
                      (150, 220, 90), anchor="bottomright")
        if targetable:
            draw_text(surface, "TARGET" if not picked else "CHOSEN", (r.right - int(10 * s), r.y + int(10 * s)),
                      "ui_bold", int(12 * s), theme.SELECTED if picked else theme.TARGET, anchor="topright")
        if active and not targetable and L.mode == "standard":
            draw_text(surface, "ACTIVE", (r.right - int(10 * s), r.y + int(10 * s)), "ui_bold", int(10 * s),
                      theme.GOLD_DIM, anchor="topright")


def _spinner(surface, centre, r, t) -> None:
    for i in range(8):
        a = t * 6 + i * math.pi / 4
        x = centre[0] + math.cos(a) * r
        y = centre[1] + math.sin(a) * r
        c = int(80 + 170 * (i / 8))
        pygame.draw.circle(surface, (c, c, int(c * 0.8)), (int(x), int(y)), max(2, r // 4))


def _draw_pools(sc: "DuelScene", surface: pygame.Surface) -> None:
    s = sc.layout.s
    M = sc.model
    paying = M.mode_kind == "pay"
    for r, p, col in sc.pool_cells:
        pm = M.player(p)
        limited = pm.limited(col)          # CR 106.6: spendable only on some spells
        n = pm.mana(col) + limited
        size = min(r.h - 2, int(r.w * 0.62))
        sym = manafont.symbol(col, size)
        if not n:
            sym = sym.copy()
            sym.set_alpha(60)
        surface.blit(sym, (r.x, r.centery - size // 2))
        if n:
            draw_text(surface, str(n) + ("*" if limited else ""), (r.x + size + int(3 * s), r.centery), "ui_bold",
                      int(17 * s), theme.TARGET if limited else theme.TEXT, anchor="midleft")
            if paying and p == M.me:
                pygame.draw.rect(surface, theme.TARGET, r.inflate(2, 2), 2, border_radius=5)


def _draw_piles(sc: "DuelScene", surface: pygame.Surface) -> None:
    L = sc.layout
    s = L.s
    M = sc.model
    for side in ("opp", "you"):
        pm = M.side(side)
        lib = L.library[side]
        n = pm.library_size
        layers = min(8, (n + 6) // 7)
        back = cardrender.back(lib.w)
        for i in range(layers):
            surface.blit(back, (lib.x - i * 2 + layers, lib.y - i * 2 + layers))
        top = pm.library_top
        if top is not None:
            # the top card is played revealed (Field of Dreams): it lies face up on the pile
            face = cardrender.card_surface(top, lib.w)
            surface.blit(face, (lib.x - (layers - 1) * 2 + layers, lib.y - (layers - 1) * 2 + layers))
        if n == 0:
            pygame.draw.rect(surface, theme.TEXT_FAINT, lib, 1, border_radius=6)
            draw_text(surface, "empty", lib.center, "italic", int(14 * s), theme.TEXT_FAINT, anchor="center")
        draw_text(surface, "LIBRARY · TOP REVEALED" if top is not None else "LIBRARY",
                  (lib.centerx, lib.bottom + int(3 * s)), "ui_bold", int(10 * s), theme.TEXT_FAINT, anchor="midtop")
        gy = L.graveyard[side]
        cards = pm.graveyard
        visible_top = None
        for oid in reversed(cards):
            if not sc.moving(("obj", oid)):
                visible_top = oid
                break
        if visible_top is None:
            pygame.draw.rect(surface, (60, 60, 66), gy, 1, border_radius=6)
            draw_text(surface, "—", gy.center, "title", int(20 * s), theme.TEXT_FAINT, anchor="center")
        else:
            depth = min(5, len(cards) // 4)
            for i in range(depth):
                pygame.draw.rect(surface, (30, 30, 30), gy.move(depth - i, depth - i), border_radius=5)
            surf = cardrender.card_surface(M.cards[("obj", visible_top)].look, gy.w)
            surface.blit(surf, gy.topleft)
        draw_text(surface, f"GRAVEYARD {len(cards)}", (gy.centerx, gy.bottom + int(3 * s)), "ui_bold",
                  int(10 * s), theme.TEXT_FAINT, anchor="midtop")
        extra = pm.exile_count
        if extra:
            draw_text(surface, f"exile {extra}", (gy.right, gy.y - int(2 * s)), "ui", int(10 * s), theme.TEXT_DIM,
                      anchor="bottomright")


def _draw_phase_bar(sc: "DuelScene", surface: pygame.Surface) -> None:
    L = sc.layout
    s = L.s
    M = sc.model
    step = M.step
    active = M.active
    bar = L.phase_bar
    mid = bar.y + bar.h // 2
    pygame.draw.line(surface, theme.GOLD_DIM, (bar.x + 6, mid), (bar.right - 6, mid), 1)
    draw_text(surface, f"T{M.turn}", (bar.centerx, mid + int(3 * s)), "title", int(13 * s), theme.GOLD,
              anchor="midtop")
    target = M.intent_target
    for r, whose, st in sc.phase_cells:
        owner = M.me if whose == "you" else M.opp
        current = owner == active and (st == step or (st == "combat_damage" and step == "first_strike_damage"))
        combat_cell = st in COMBAT_BAR and owner == active and step in COMBAT_STEPS
        base = (64, 52, 36) if current else ((44, 36, 40) if combat_cell else (36, 38, 46))
        pygame.draw.rect(surface, base, r, border_radius=int(6 * s))
        if not current:
            pygame.draw.rect(surface, (58, 60, 70), r, 1, border_radius=int(6 * s))
        icon_col = (255, 230, 160) if current else ((230, 140, 120) if combat_cell else (170, 170, 176))
        label_h = theme.text_font("ui", 10 * s).get_linesize()
        # the icon takes the room the label leaves (the label has a readable size at every scale)
        room = r.h - label_h - int(2 * s) - 2
        isz = int(min(room * 0.92, r.h * 0.58, r.w * 0.5))
        icon = manafont.icon(STEP_ICONS.get(st, "sorcery"), max(8, isz), icon_col)
        surface.blit(icon, icon.get_rect(center=(r.centerx, r.y + 1 + room // 2)))
        label = SHORT_STEP.get(st, st)
        lab = {"Attackers": "Attack", "Blockers": "Block", "End combat": "End cbt", "First strike": "1st str"}.get(
            label, label)
        draw_text(surface, lab, (r.centerx, r.bottom - int(2 * s)), "ui", 10 * s,
                  theme.TEXT if current else theme.TEXT_DIM, anchor="midbottom")
        if sc.settings.has_stop(whose, st):
            fx, fy = r.right - int(7 * s), r.y + int(7 * s)
            pygame.draw.circle(surface, (0, 0, 0), (fx + 1, fy + 1), max(3, int(5 * s)))
            pygame.draw.circle(surface, (220, 60, 50), (fx, fy), max(3, int(5 * s)))
        if target == (whose, st):
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 2, border_radius=int(7 * s))


def _card_fit(rect: pygame.Rect, margin: int) -> int:
    return int(min(rect.w - 2 * margin, (rect.h - 2 * margin) / cardrender.RATIO))


def _draw_showcase(sc: "DuelScene", surface: pygame.Surface, rect: pygame.Rect) -> None:
    s = sc.layout.s
    w = _card_fit(rect.inflate(0, -int(40 * s)), int(10 * s))
    h = int(w * cardrender.RATIO)
    x = rect.centerx - w // 2
    y = rect.y + max(int(10 * s), (rect.h - int(26 * s) - h) // 2)
    if sc.showcase is None:
        back = cardrender.back(w)
        surface.blit(back, (x, y))
        draw_text(surface, "Point at a card to see it here", (rect.centerx, rect.bottom - int(10 * s)), "italic",
                  int(15 * s), theme.TEXT_FAINT, anchor="midbottom")
        return
    card, source = sc.showcase
    surf = cardrender.card_surface(cardrender.look_from_def(card), w)
    pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(x + 4, y + 6, surf.get_width(), surf.get_height()),
                     border_radius=int(12 * s))
    surface.blit(surf, (x, y))
    caption = {"draw": "You drew this card", "view": "Full card", "focus": "Selected"}.get(source, "")
    if caption:
        draw_text(surface, caption, (rect.centerx, rect.bottom - int(8 * s)), "italic", int(15 * s), theme.GOLD,
                  anchor="midbottom")


def _draw_popup_showcase(sc: "DuelScene", surface: pygame.Surface) -> None:
    """Advanced layout: the Showcase appears on demand and fades after a few seconds."""
    if sc.showcase is None or sc.t > sc.popup_until:
        return
    if sc.showcase[1] == "hover" and sc.zoom is not None:
        return                          # the hover zoom shows the card beside the pointer
    s = sc.layout.s
    card, source = sc.showcase
    w = int(300 * s)
    h = int(w * cardrender.RATIO)
    W, H = surface.get_size()
    x = sc.mouse[0] + int(30 * s)
    if x + w > W - int(10 * s):
        x = sc.mouse[0] - w - int(30 * s)
    y = max(int(10 * s), min(H - h - int(10 * s), sc.mouse[1] - h // 2))
    if source in ("draw", "view"):
        x, y = sc.layout.center.centerx - w // 2, (H - h) // 2
    surf = cardrender.card_surface(cardrender.look_from_def(card), w)
    pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(x + 5, y + 7, w, h), border_radius=int(14 * s))
    surface.blit(surf, (x, y))


def _draw_info(sc: "DuelScene", surface: pygame.Surface, rect: pygame.Rect) -> None:
    s = sc.layout.s
    M = sc.model
    x = rect.x + int(12 * s)
    y = rect.y + int(12 * s)
    draw_text(surface, f"TURN {M.turn}", (x, y), "title", int(20 * s), theme.GOLD)
    y += int(34 * s)
    who = "Your" if M.active == M.me else f"{M.player(M.opp).name}'s"
    for line in wrap(f"{who} {step_label(M.step)}", "rules", int(17 * s), rect.w - int(24 * s)):
        draw_text(surface, line, (x, y), "rules", int(17 * s), theme.TEXT)
        y += int(22 * s)
    y += int(10 * s)
    for p in (M.opp, M.me):
        deck = M.player(p).deck_name
        if deck:
            draw_text(surface, fit_text(deck, "italic", int(15 * s), rect.w - int(24 * s)), (x, y), "italic",
                      int(15 * s), theme.TEXT_DIM)
            y += int(22 * s)
    draw_text(surface, "Hover a card, then wait,", (x, rect.bottom - int(44 * s)), "ui", int(12 * s),
              theme.TEXT_FAINT)
    draw_text(surface, "to see it in full.", (x, rect.bottom - int(28 * s)), "ui", int(12 * s), theme.TEXT_FAINT)


def _blit_card(sc: "DuelScene", surface: pygame.Surface, spec, rect: pygame.Rect) -> None:
    if spec.face_up:
        surf = cardrender.card_surface(spec.look, spec.width, spec.marks)
    else:
        surf = cardrender.back(spec.width)
        if spec.marks is not None and spec.marks.tapped:
            surf = pygame.transform.rotate(surf, -90)
    sw, sh = surf.get_size()
    if abs(sw - rect.w) > 3 or abs(sh - rect.h) > 3:
        surf = pygame.transform.scale(surf, (max(4, rect.w), max(4, rect.h)))
    surface.blit(surf, rect.topleft)


def _sprite_rect(sc: "DuelScene", key) -> pygame.Rect:
    sp = sc.sprites.get(key)
    spec = sc.specs[key]
    if sp is None:
        return spec.rect
    return pygame.Rect(int(sp[0]), int(sp[1]), int(sp[2]), int(sp[3]))


def _draw_territory_cards(sc: "DuelScene", surface: pygame.Surface) -> None:
    s = sc.layout.s
    cards = sc.model.cards
    specs = sorted((sp for sp in sc.specs.values() if sp.area == "bf"), key=lambda sp: sp.z)
    for spec in specs:
        if sc.moving(spec.key) and spec.area != "bf":
            continue
        r = _sprite_rect(sc, spec.key)
        # shadow
        pygame.draw.rect(surface, (0, 0, 0), r.move(int(3 * s), int(4 * s)), border_radius=int(6 * s))
        _blit_card(sc, surface, spec, r)
        cm = cards[spec.key]
        if cm.attacking:
            _badge_icon(surface, r, "power", theme.ATTACK, s, top=True)
        if cm.blocking:
            _badge_icon(surface, r, "toughness", theme.BLOCK, s, top=True)
        if cm.no_auto_tap:
            draw_text(surface, "⊘", (r.right - int(4 * s), r.bottom - int(2 * s)), "ui_bold", int(16 * s),
                      (255, 120, 100), anchor="bottomright", shadow=True)
        if cm.paying:
            icon = manafont.icon("tap", int(26 * s), (255, 255, 255))
            c = r.center
            pygame.draw.circle(surface, theme.SELECTED, c, int(18 * s))
            surface.blit(icon, icon.get_rect(center=c))


def _badge_icon(surface, r: pygame.Rect, name: str, colour, s: float, top: bool = True) -> None:
    rad = int(14 * s)
    c = (r.centerx, r.y - rad // 3 if top else r.bottom)
    pygame.draw.circle(surface, (0, 0, 0), (c[0] + 2, c[1] + 2), rad)
    pygame.draw.circle(surface, colour, c, rad)
    pygame.draw.circle(surface, (255, 255, 255), c, rad, max(1, int(2 * s)))
    icon = manafont.icon(name, int(rad * 1.3), (255, 255, 255))
    surface.blit(icon, icon.get_rect(center=c))


def _draw_combat_lines(sc: "DuelScene", surface: pygame.Surface) -> None:
    M = sc.model
    for b, a in M.block_pairs:
        if ("obj", b) not in sc.specs or ("obj", a) not in sc.specs:
            continue
        rb = _sprite_rect(sc, ("obj", b))
        ra = _sprite_rect(sc, ("obj", a))
        start = (rb.centerx, rb.top if rb.centery > ra.centery else rb.bottom)
        end = (ra.centerx, ra.bottom if rb.centery > ra.centery else ra.top)
        arrow(surface, start, end, theme.BLOCK, max(2, int(4 * sc.layout.s)), int(16 * sc.layout.s), curve=0.0)
    if M.armed_blocker is not None and ("obj", M.armed_blocker) in sc.specs:
        rb = _sprite_rect(sc, ("obj", M.armed_blocker))
        arrow(surface, rb.center, sc.mouse, theme.SELECTED, max(2, int(3 * sc.layout.s)), int(14 * sc.layout.s), 0.1)


def _draw_pile_labels(sc: "DuelScene", surface: pygame.Surface) -> None:
    """While creatures are put into piles (Raging River, Camouflage): each one's pile on it."""
    s = sc.layout.s
    for oid, text in sc.model.pile_labels:
        if ("obj", oid) not in sc.specs:
            continue
        r = _sprite_rect(sc, ("obj", oid))
        w, h = int(r.w * 0.9), int(22 * s)
        badge = pygame.Rect(0, 0, w, h)
        badge.center = (r.centerx, r.bottom - h)
        pygame.draw.rect(surface, (30, 30, 40), badge, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, badge, 1, border_radius=6)
        draw_text(surface, fit_text(text.upper(), "ui_bold", int(13 * s), w - 6), badge.center, "ui_bold",
                  int(13 * s), theme.TEXT, anchor="center")


def _draw_stack(sc: "DuelScene", surface: pygame.Surface) -> None:
    L = sc.layout
    s = L.s
    M = sc.model
    area = L.stack
    if not sc.stack_tiles:
        draw_text(surface, "The stack is empty", (area.centerx, area.y + int(70 * s)), "italic", int(16 * s),
                  theme.TEXT_FAINT, anchor="center")
        return
    draw_text(surface, f"{M.stack_size}", (area.right - int(22 * s), area.y + int(14 * s)), "title", int(16 * s),
              theme.GOLD, anchor="topright")
    # the chain
    first, last = sc.stack_tiles[0][0], sc.stack_tiles[-1][0]
    cx = first.x - int(2 * s)
    pygame.draw.line(surface, theme.GOLD_DIM, (cx, first.centery), (cx, last.centery), max(1, int(2 * s)))
    for i, (r, key, item) in enumerate(sc.stack_tiles):
        top = i == 0
        fill = (52, 44, 30) if top else (34, 36, 44)
        if item.announcing:
            fill = (30, 44, 60)
        panel(surface, r, fill=fill, edge=theme.GOLD if top else theme.PANEL_EDGE, radius=int(6 * s), alpha=250,
              shadow=True)
        pygame.draw.circle(surface, theme.GOLD if top else theme.GOLD_DIM, (cx, r.centery), max(3, int(5 * s)))
        card_w = int((r.h - 8 * s) / cardrender.RATIO)
        tx = r.x + int(12 * s) + card_w
        if item.source_look is not None:
            mini = cardrender.card_surface(item.source_look, card_w)
            surface.blit(mini, (r.x + int(6 * s), r.y + int(4 * s)))
            pygame.draw.circle(surface, (20, 20, 20), (r.x + int(6 * s) + card_w // 2, r.centery), int(13 * s))
            ic = manafont.icon("ability-triggered" if item.triggered else "tap", int(16 * s), (255, 230, 160))
            surface.blit(ic, ic.get_rect(center=(r.x + int(6 * s) + card_w // 2, r.centery)))
        avail = r.right - tx - int(8 * s)
        if item.announcing:
            draw_text(surface, fit_text(item.title, "card", int(17 * s), avail), (tx, r.y + int(6 * s)), "card",
                      int(17 * s), (170, 210, 255))
            draw_text(surface, fit_text(item.subtitle, "rules", int(14 * s), avail), (tx, r.y + int(28 * s)),
                      "rules", int(14 * s), theme.TEXT_DIM)
            continue
        draw_text(surface, fit_text(item.title, "card", int(17 * s), avail), (tx, r.y + int(5 * s)), "card",
                  int(17 * s), theme.TEXT)
        draw_text(surface, fit_text(item.subtitle, "ui", int(12 * s), avail), (tx, r.y + int(27 * s)), "ui",
                  int(12 * s), theme.TEXT_DIM)
        if item.targets and r.h > 56 * s:
            draw_text(surface, fit_text(item.targets_text, "rules", int(15 * s), avail), (tx, r.y + int(44 * s)),
                      "rules", int(15 * s), theme.TARGET)
        hl = M.highlight.get(key)
        if hl is not None:
            pygame.draw.rect(surface, GLOW[hl], r.inflate(4, 4), max(2, int(3 * s)), border_radius=int(7 * s))
    # stack cards (spells)
    for key, spec in sc.specs.items():
        if spec.area in ("stack", "announce"):
            rr = _sprite_rect(sc, key)
            _blit_card(sc, surface, spec, rr)


def _target_point(sc: "DuelScene", ref) -> tuple[int, int] | None:
    if not isinstance(ref, tuple) or not ref:
        return None
    if ref[0] == "player":
        r = sc.layout.life["you" if ref[1] == sc.model.me else "opp"]
        return (r.centerx, r.centery)
    if ref[0] == "obj" and ("obj", ref[1]) in sc.specs:
        r = _sprite_rect(sc, ("obj", ref[1]))
        return r.center
    if ref[0] == "ability":
        for r, key, _ in sc.stack_tiles:
            if key == ("item", ref[2]):
                return (r.x, r.centery)
    return None


def _draw_stack_arrows(sc: "DuelScene", surface: pygame.Surface) -> None:
    s = sc.layout.s
    for i, (r, key, item) in enumerate(sc.stack_tiles):
        if key == ("announce",):
            continue
        refs = item.targets
        col = theme.TARGET if i == 0 else theme.darker(theme.TARGET, 0.7)
        for ref in refs:
            pt = _target_point(sc, ref)
            if pt is None:
                continue
            start = (r.x + int(4 * s), r.centery)
            arrow(surface, start, pt, col, max(2, int(3 * s)), int(14 * s), curve=0.12 + 0.05 * i)


def command_ribbon_rect(card: pygame.Rect, s: float) -> pygame.Rect:
    """The "COMMAND ZONE" ribbon across a commander waiting in your hand: over the lower part
    of its picture, never over its name or type line."""
    art = cardrender.art_box(card.w, card.h).move(card.topleft)
    h = min(int(22 * s), art.h // 3)
    return pygame.Rect(card.x, art.bottom - h - max(1, art.h // 12), card.w, h)


def log_notice_rect(sc: "DuelScene") -> pygame.Rect:
    """The "newer lines below" notice of a scrolled log: under the last line shown."""
    s = sc.layout.s
    la = getattr(sc, "log_area", sc.layout.log)
    h = theme.text_font("ui", int(11 * s)).get_linesize()
    return pygame.Rect(la.x, la.bottom + int(2 * s), la.w, h)


def _draw_log(sc: "DuelScene", surface: pygame.Surface) -> None:
    s = sc.layout.s
    area = sc.layout.log
    clip = surface.get_clip()
    la = getattr(sc, "log_area", area)
    surface.set_clip(pygame.Rect(la.x - 4, la.y, la.w + 8, la.h + 4))
    hover = sc.hover_key
    for row in sc.log_layout:
        if row[0] == "turn":
            r = row[1]
            pygame.draw.line(surface, theme.GOLD_DIM, (r.x, r.centery), (r.right, r.centery))
            t = text_surface(" " + row[2] + " ", "title", int(13 * s), theme.GOLD)
            bgr = t.get_rect(center=r.center)
            pygame.draw.rect(surface, (28, 30, 38), bgr)
            surface.blit(t, bgr)
            continue
        _, r, text, kind, colour, rule, small, size = row
        if "{" in text:
            draw_rich(surface, text, r.topleft, kind, size, colour)
        else:
            draw_text(surface, text, r.topleft, kind, size, colour)
        if rule:
            draw_text(surface, f"CR {rule}", (r.right, r.y + 2), "ui", small, theme.TEXT_FAINT, anchor="topright")
    for r, oid in sc.log_spans:
        if hover == ("logcard", oid):
            pygame.draw.line(surface, theme.GOLD, (r.x, r.bottom - 2), (r.right, r.bottom - 2))
    surface.set_clip(clip)
    if sc.log_scroll:
        draw_text(surface, f"▲ {sc.log_scroll} newer lines below — scroll down", log_notice_rect(sc).midtop,
                  "ui", int(11 * s), theme.ACCENT, anchor="midtop")


def situation_text(sc: "DuelScene") -> tuple[str, str]:
    """(what is asked, what is happening) in plain words, as the table model says it."""
    return sc.model.situation


def _draw_situation(sc: "DuelScene", surface: pygame.Surface) -> None:
    L = sc.layout
    s = L.s
    r = L.situation.inflate(-int(8 * s), -int(6 * s))
    panel(surface, r, fill=(34, 30, 26), edge=theme.GOLD_DIM, radius=int(8 * s), alpha=245)
    M = sc.model
    main, sub = M.situation
    notice = M.notice if sc.clock < M.notice_until else ""
    x = r.x + int(12 * s)
    icon = manafont.icon(STEP_ICONS.get(M.step, "sorcery"), int(26 * s), theme.GOLD)
    surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
    x += int(36 * s)
    avail = sc.situation_text_right - x - int(10 * s)
    size = int(18 * s)
    if rich_width(main, "card_semi", size) > avail:
        size = int(15 * s)
    y1 = r.y + int(4 * s)
    if "{" in main:
        draw_rich(surface, fit_text(main, "card_semi", size, avail), (x, y1), "card_semi", size, theme.TEXT)
    else:
        draw_text(surface, fit_text(main, "card_semi", size, avail), (x, y1), "card_semi", size, theme.TEXT)
    second = notice or sub
    if second:
        col = theme.DANGER if notice else theme.TEXT_DIM
        draw_text(surface, fit_text(second, "italic", int(14 * s), avail), (x, r.bottom - int(3 * s)), "italic",
                  int(14 * s), col, anchor="bottomleft")
    for b in sc.buttons:
        b.draw(surface, sc.mouse, int(15 * s))
    if M.mode_kind == "number":
        xb = [b for b in sc.buttons if b.label == "−"]
        if xb:
            xr = xb[0].rect
            draw_text(surface, f"X={M.number}", (xr.x - int(8 * s), xr.centery), "title", int(18 * s), theme.GOLD,
                      anchor="midright")


def _draw_hands(sc: "DuelScene", surface: pygame.Surface) -> None:
    s = sc.layout.s
    M = sc.model
    opp = M.player(M.opp)
    # the opponent's hand: only its title bar, with the count
    orr = sc.opp_hand_rect
    panel(surface, orr, fill=(40, 34, 30), radius=int(6 * s), alpha=240)
    n = opp.hand_size
    tr = draw_text(surface, f"{opp.name.upper()}'S HAND · {n}", (orr.x + int(12 * s), orr.centery),
                   "ui_bold", int(13 * s), theme.GOLD_DIM, anchor="midleft")
    _zone_chips(sc, surface, opp.zone_notes, tr.right + int(24 * s), orr.centery, int(orr.h * 0.86))
    bh = int(orr.h * 0.66)
    bw = max(6, int(bh / cardrender.RATIO))
    for i in range(min(n, 12)):
        bx = orr.right - int(8 * s) - bw - i * int(bw * 0.6)
        br = pygame.Rect(bx, orr.y + (orr.h - bh) // 2, bw, bh)
        pygame.draw.rect(surface, (96, 62, 34), br, border_radius=2)
        pygame.draw.rect(surface, (196, 150, 80), br, 1, border_radius=2)
    if M.opp_hand_open:
        # a card revealed the opponent's hand: its window opens for the rest of the turn, or for
        # as long as the hand is played revealed (Revelation); or single cards played revealed in
        # it (Firestorm Phoenix)
        cw = int(86 * s)
        ch = int(cw * cardrender.RATIO)
        wide = len(opp.revealed_hand) * (cw + int(6 * s)) + int(16 * s)
        area = pygame.Rect(orr.x, orr.bottom, min(orr.w, wide), ch + int(16 * s))
        panel(surface, area, fill=(40, 34, 30), radius=int(6 * s), alpha=240)
        for i, look in enumerate(opp.revealed_hand):
            surf = cardrender.card_surface(look, cw)
            surface.blit(surf, (area.x + int(8 * s) + i * (cw + int(6 * s)), area.y + int(8 * s)))
    # your hand window
    hr = sc.hand_rect
    panel(surface, hr, fill=(30, 28, 26), radius=int(8 * s), alpha=235)
    title = pygame.Rect(hr.x, hr.y, hr.w, int(26 * s))
    pygame.draw.rect(surface, (52, 44, 34), title, border_top_left_radius=int(8 * s),
                     border_top_right_radius=int(8 * s))
    mine = M.player(M.me)
    hand_size = mine.hand_size
    draw_text(surface, f"YOUR HAND · {hand_size}", (title.x + int(12 * s), title.centery), "ui_bold", int(13 * s),
              theme.GOLD, anchor="midleft")
    _zone_chips(sc, surface, mine.zone_notes, title.right - int(10 * s), title.centery, int(title.h * 0.86),
                right=True)
    first, fit = sc.hand_info
    if fit < hand_size:
        draw_text(surface, f"◀ {first}", (hr.x + int(6 * s), hr.centery + int(10 * s)), "ui_bold", int(14 * s),
                  theme.TEXT_DIM, anchor="midleft")
        draw_text(surface, f"{hand_size - first - fit} ▶", (hr.right - int(6 * s), hr.centery + int(10 * s)),
                  "ui_bold", int(14 * s), theme.TEXT_DIM, anchor="midright")
    hover = sc.hover_key
    specs = sorted((sp for sp in sc.specs.values() if sp.area == "hand" and sp.visible), key=lambda sp: sp.z)
    raised = None
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(hr.x, hr.y - int(40 * s), hr.w, hr.h + int(40 * s)))
    for spec in specs:
        if spec.key == hover:
            raised = spec
            continue
        _hand_card(sc, surface, spec, False)
    if raised is not None:
        _hand_card(sc, surface, raised, True)
    surface.set_clip(clip)


def _zone_chips(sc: "DuelScene", surface, notes: str, x: int, cy: int, h: int, right: bool = False) -> None:
    """The command zone and the ante of a player as chips in their hand's title bar (ending at x
    when right, else starting there)."""
    s = sc.layout.s
    parts = [part for part in notes.split("  ·  ") if part]
    size = max(9, int(13 * s))
    widths = [rich_width(t, "ui_bold", size) + int(20 * s) for t in parts]
    if right:
        x -= sum(widths) + int(8 * s) * max(0, len(parts) - 1)
    for text, w in zip(parts, widths):
        r = pygame.Rect(x, cy - h // 2, w, h)
        ante = text.startswith("Ante")
        pygame.draw.rect(surface, (70, 52, 22) if ante else (40, 46, 74), r, border_radius=h // 2)
        pygame.draw.rect(surface, theme.GOLD if ante else (140, 160, 230), r, 1, border_radius=h // 2)
        draw_rich(surface, text, (r.x + int(10 * s), cy - theme.text_font("ui_bold", size).get_linesize() // 2), "ui_bold",
                  size, theme.TEXT)
        x += w + int(8 * s)


def _hand_card(sc: "DuelScene", surface, spec, raised: bool) -> None:
    s = sc.layout.s
    r = _sprite_rect(sc, spec.key)
    if raised:
        r = r.move(0, -int(22 * s))
    pygame.draw.rect(surface, (0, 0, 0), r.move(int(3 * s), int(4 * s)), border_radius=int(6 * s))
    _blit_card(sc, surface, spec, r)
    cm = sc.model.cards.get(spec.key)
    if cm is not None and cm.command_zone:
        # the commander waiting in the command zone: a ribbon across the card
        band = command_ribbon_rect(r, s)
        pygame.draw.rect(surface, (70, 50, 20), band)
        pygame.draw.rect(surface, theme.GOLD, band, 1)
        label = fit_text("COMMAND ZONE", "ui_bold", int(band.h * 0.6), band.w - 4)
        draw_text(surface, label, band.center, "ui_bold", int(band.h * 0.6), theme.GOLD, anchor="center")
    hl = sc.model.highlight.get(spec.key)
    if hl is not None:
        k = _pulse(sc, 4)
        w = max(2, int(3 * s))
        pygame.draw.rect(surface, theme.lerp(GLOW[hl], (255, 255, 255), 0.25 * k), r.inflate(w * 2, w * 2), w,
                         border_radius=int(8 * s))


def _draw_in_transit(sc: "DuelScene", surface: pygame.Surface) -> None:
    """Cards gliding between zones (drawn on top of everything they pass over)."""
    for key, spec in sc.specs.items():
        if spec.area in ("pile",) and sc.moving(key):
            _blit_card(sc, surface, spec, _sprite_rect(sc, key))
        elif spec.area == "hand" and not spec.visible and sc.moving(key):
            _blit_card(sc, surface, spec, _sprite_rect(sc, key))


def _draw_focus(sc: "DuelScene", surface: pygame.Surface) -> None:
    if not (0 <= sc.focus < len(sc.focusables)):
        return
    key = sc.focusables[sc.focus]
    r = sc.rect_of(key)
    if r is None:
        return
    s = sc.layout.s
    k = _pulse(sc, 6)
    col = theme.lerp((255, 255, 255), theme.ACCENT, k)
    pygame.draw.rect(surface, col, r.inflate(int(12 * s), int(12 * s)), max(2, int(3 * s)), border_radius=int(10 * s))


def floater_rect(sc: "DuelScene", f: Any) -> pygame.Rect:
    """Where a floating number is drawn now: rising from where it was born, never above its
    `top` (a player's name plate), kept inside the window (the opponent's life sits at the top
    edge; a number rising from it would leave)."""
    s = sc.layout.s
    age = sc.t - f.born
    t = text_surface(f.text, "title", int(34 * s), f.colour)
    rr = t.get_rect(center=(int(f.pos[0]), int(f.pos[1] - age * 40 * s)))
    if f.top is not None:
        rr.top = max(rr.top, f.top)
    return rr.clamp(pygame.Rect((0, 0), sc.layout.size))


def _draw_floaters(sc: "DuelScene", surface: pygame.Surface) -> None:
    s = sc.layout.s
    for f in sc.floaters:
        age = sc.t - f.born
        k = age / f.life
        t = text_surface(f.text, "title", int(34 * s), f.colour).copy()
        t.set_alpha(int(255 * (1 - k * k)))
        sh = text_surface(f.text, "title", int(34 * s), (0, 0, 0)).copy()
        sh.set_alpha(int(200 * (1 - k * k)))
        rr = floater_rect(sc, f)
        surface.blit(sh, rr.move(2, 2))
        surface.blit(t, rr)


def banner_rect(sc: "DuelScene", w: int, h: int) -> pygame.Rect:
    """Where the action banner goes: near the middle of the table, on a spot that covers no
    permanent (their power and toughness stay readable) — just above the situation bar, or
    just below it; over the bar itself only when the table is full."""
    L = sc.layout
    s = L.s
    cards = [sp.rect for sp in sc.specs.values() if sp.area == "bf"]
    area = L.center.clip(L.situation.union(L.territory["you"]).union(L.territory["opp"]))
    step = max(8, w // 8)
    for y in (L.situation.y - h - int(12 * s), L.situation.bottom + int(12 * s)):
        for i in range(0, 2 * (area.w // step) + 1):
            dx = (i + 1) // 2 * step * (1 if i % 2 else -1)
            r = pygame.Rect(area.centerx - w // 2 + dx, y, w, h)
            if not area.contains(r):
                continue
            if r.collidelist(cards) < 0:
                return r
    return pygame.Rect(area.centerx - w // 2, L.situation.centery - h // 2, w, h)


def flash_banner_rect(sc: "DuelScene") -> pygame.Rect:
    """The rect of the banner of the controller's current flash (`DuelController.say`)."""
    s = sc.layout.s
    t = text_surface(sc.model.flash, "card", int(24 * s), (255, 240, 210))
    return banner_rect(sc, t.get_width() + int(80 * s), int(54 * s))


def _draw_banner(sc: "DuelScene", surface: pygame.Surface) -> None:
    M = sc.model
    if not M.flash or sc.clock > M.flash_until:
        return
    s = sc.layout.s
    remaining = M.flash_until - sc.clock
    alpha = 255 if remaining > 0.4 else int(255 * remaining / 0.4)
    text = M.flash
    t = text_surface(text, "card", int(24 * s), (255, 240, 210))
    r = flash_banner_rect(sc)
    band = pygame.Surface(r.size, pygame.SRCALPHA)
    band.fill((20, 16, 12, int(alpha * 0.85)))
    pygame.draw.rect(band, (*theme.GOLD, alpha), band.get_rect(), 2)
    surface.blit(band, r.topleft)
    tt = t.copy()
    tt.set_alpha(alpha)
    surface.blit(tt, tt.get_rect(center=r.center))


def _draw_subgame(sc: "DuelScene", surface: pygame.Surface) -> None:
    """While a subgame is played, the table says so: a gold frame around the battlefield and a
    banner in its top corner with the subgame's name and the life totals of the game around it."""
    title, around = sc.model.subgame
    if not title:
        return
    s = sc.layout.s
    area = sc.layout.center
    pygame.draw.rect(surface, theme.GOLD, area.inflate(int(6 * s), int(6 * s)), max(2, int(3 * s)),
                     border_radius=int(10 * s))
    t1 = text_surface(title.upper(), "title", int(22 * s), theme.GOLD)
    t2 = text_surface(around, "ui_bold", int(14 * s), (236, 226, 206))
    w = max(t1.get_width(), t2.get_width()) + int(48 * s)
    h = t1.get_height() + t2.get_height() + int(18 * s)
    r = pygame.Rect(area.x + int(14 * s), area.y + int(30 * s), w, h)   # clear of the centred rows of cards
    band = pygame.Surface(r.size, pygame.SRCALPHA)
    band.fill((28, 22, 14, 236))
    pygame.draw.rect(band, (*theme.GOLD, 255), band.get_rect(), 2, border_radius=int(8 * s))
    surface.blit(band, r.topleft)
    surface.blit(t1, t1.get_rect(midtop=(r.centerx, r.y + int(6 * s))))
    surface.blit(t2, t2.get_rect(midbottom=(r.centerx, r.bottom - int(6 * s))))


def _draw_warning(sc: "DuelScene", surface: pygame.Surface) -> None:
    """Something outside the game went wrong (a save failed, the computer player failed): a
    red-edged notice at the top of the table, over the opponent's side, for a few seconds."""
    M = sc.model
    if not M.warning or sc.clock > M.warning_until:
        return
    s = sc.layout.s
    area = sc.layout.center
    size = int(19 * s)
    lines = wrap(M.warning, "ui_bold", size, int(area.w * 0.8))[:3]
    rows = [text_surface(ln, "ui_bold", size, (255, 226, 214)) for ln in lines]
    w = max(t.get_width() for t in rows) + int(56 * s)
    line_h = rows[0].get_height() + int(4 * s)
    h = line_h * len(rows) + int(24 * s)
    r = pygame.Rect(area.centerx - w // 2, area.y + int(10 * s), w, h)
    band = pygame.Surface(r.size, pygame.SRCALPHA)
    band.fill((58, 16, 14, 232))
    pygame.draw.rect(band, (*theme.DANGER, 255), band.get_rect(), 2, border_radius=int(8 * s))
    surface.blit(band, r.topleft)
    pygame.draw.circle(surface, theme.DANGER, (r.x + int(22 * s), r.y + h // 2), int(9 * s))
    mark = text_surface("!", "ui_bold", int(16 * s), (255, 255, 255))
    surface.blit(mark, mark.get_rect(center=(r.x + int(22 * s), r.y + h // 2)))
    for i, t in enumerate(rows):
        surface.blit(t, (r.x + int(40 * s), r.y + int(12 * s) + i * line_h))


def _draw_peek(sc: "DuelScene", surface: pygame.Surface) -> None:
    """Click and hold on a graveyard: its cards, newest first."""
    s = sc.layout.s
    side = sc.graveyard_peek
    M = sc.model
    cards = list(reversed(M.side(side).graveyard))[:12]
    gy = sc.layout.graveyard[side]
    w = int(110 * s)
    h = int(w * cardrender.RATIO)
    if not cards:
        cue_card(surface, "The graveyard is empty.", gy.center, s)
        return
    step = int(w * 0.55)
    total = w + step * (len(cards) - 1)
    x = gy.right + int(20 * s)
    y = gy.y if side == "opp" else gy.bottom - h
    bg = pygame.Rect(x - int(10 * s), y - int(10 * s), total + int(20 * s), h + int(20 * s))
    panel(surface, bg, fill=(26, 24, 22), radius=int(8 * s))
    for i, oid in enumerate(cards):
        surf = cardrender.card_surface(M.cards[("obj", oid)].look, w)
        surface.blit(surf, (x + i * step, y))
