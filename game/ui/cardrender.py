"""Our own card renderer: no card images, every card is drawn from its data.

A card is drawn from a `CardLook` (everything visible about it: name, cost, type line,
rules text, colours, power/toughness) at a given size: a frame in the card's current
colour(s), the name with its mana cost in Mana font symbols, the card's own art panel, the
type line, the rules text wrapped with inline symbols, and the P/T box.  A permanent adds
`Marks` (tapped, damage, counters, summoning sickness, ability icons, ID tag).

Rendering text is the expensive part of a frame, so every face and every marked
permanent is cached, keyed by its look, size and marks: a busy board redraws from the
cache at a few microseconds per card.
"""
from __future__ import annotations

import math
import re
from collections import OrderedDict

import pygame

from . import cardart, cardpics, manafont, theme
from ..engine.terms import COLORS

from .card_look import CardLook, HIDDEN_LOOK, Marks, look_from_def, type_line  # noqa: F401  (re-exported)

RATIO = 88 / 63      # card height / width

# a set symbol's colours since Exodus: black for common, silver for uncommon, gold for rare (the
# classic sets printed every symbol black; here the mark tells a sealed pool's cards apart)
RARITY_COLOURS = {"common": (40, 36, 30), "uncommon": (120, 132, 146), "rare": (176, 134, 32),
                  "special": (142, 70, 160)}


class _LRU(OrderedDict):
    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def get_item(self, key):
        v = self.get(key)
        if v is not None:
            self.move_to_end(key)
        return v

    def put(self, key, value) -> None:
        self[key] = value
        if len(self) > self.limit:
            self.popitem(last=False)


_faces: _LRU = _LRU(900)
_finals: _LRU = _LRU(900)
_backs: dict[tuple[int, int], pygame.Surface] = {}
_arts: _LRU = _LRU(600)
stats = {"face_renders": 0, "final_renders": 0}


def _optimise(surf: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format (blits of converted surfaces are several times
    faster); without a display the surface is kept as it is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surf.convert_alpha()
        except pygame.error:
            return surf
    return surf


def clear_cache() -> None:
    cardpics.rescan()
    _faces.clear()
    _finals.clear()
    _arts.clear()
    _backs.clear()


# --- public entry points -----------------------------------------------------------------

def card_surface(look: CardLook, w: int, marks: Marks | None = None) -> pygame.Surface:
    """The card at width `w` (height from the card ratio), with its marks; tapped cards are
    turned sideways."""
    w = max(24, int(w))
    if marks is None or marks == _NO_MARKS:
        return face(look, w)
    key = (look, w, marks)
    surf = _finals.get_item(key)
    if surf is None:
        stats["final_renders"] += 1
        surf = _optimise(_compose(look, w, marks))
        _finals.put(key, surf)
    return surf


_NO_MARKS = Marks()


def face(look: CardLook, w: int) -> pygame.Surface:
    key = (look, w)
    surf = _faces.get_item(key)
    if surf is None:
        stats["face_renders"] += 1
        surf = back(w) if look.face_down and look.name == "hidden" else _optimise(_render_face(look, w))
        _faces.put(key, surf)
    return surf


def back(w: int) -> pygame.Surface:
    """The back of a card (libraries, the opponent's hand)."""
    w = max(16, int(w))
    h = int(w * RATIO)
    key = (w, h)
    surf = _backs.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(3, int(w * 0.05))
    pygame.draw.rect(surf, (12, 10, 8), surf.get_rect(), border_radius=r)
    inner = surf.get_rect().inflate(-max(2, w * 0.07), -max(2, w * 0.07))
    _vgradient(surf, inner, (112, 72, 40), (58, 34, 20), radius=max(2, r - 1))
    oval = inner.inflate(-inner.w * 0.16, -inner.h * 0.2)
    pygame.draw.ellipse(surf, (32, 46, 86), oval)
    pygame.draw.ellipse(surf, (196, 150, 80), oval, max(1, w // 40))
    if w >= 40:
        glyph = manafont.icon("planeswalker", int(oval.h * 0.42), (216, 176, 96))
        surf.blit(glyph, glyph.get_rect(center=oval.center))
    # the five colours around the oval
    for i, c in enumerate(COLORS):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        cx = oval.centerx + math.cos(a) * oval.w * 0.36
        cy = oval.centery + math.sin(a) * oval.h * 0.36
        pygame.draw.circle(surf, theme.MANA_DISC[c], (int(cx), int(cy)), max(1, w // 28))
    surf = _optimise(surf)
    _backs[key] = surf
    return surf


# --- faces ---------------------------------------------------------------------------------

def _vgradient(surf: pygame.Surface, rect: pygame.Rect, top, bottom, radius: int = 0) -> None:
    rect = pygame.Rect(rect)
    if rect.h <= 0 or rect.w <= 0:
        return
    g = pygame.Surface((1, 2))
    g.set_at((0, 0), top)
    g.set_at((0, 1), bottom)
    g = pygame.transform.smoothscale(g, (rect.w, rect.h))
    if radius:
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        g = _with_alpha(g)
        g.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(g, rect.topleft)


def _with_alpha(s: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    out.blit(s, (0, 0))
    return out


def _fit_text(text: str, kind: str, size: int, max_w: int, min_size: int = 6) -> tuple[pygame.Surface, int]:
    s = size
    while True:
        f = theme.font(kind, s)
        if f.size(text)[0] <= max_w or s <= min_size:
            break
        s -= 1
    f = theme.font(kind, s)
    if f.size(text)[0] > max_w:
        while text and f.size(text + "…")[0] > max_w:
            text = text[:-1]
        text += "…"
    return f.render(text, True, (16, 14, 12)), s


def art_box(w: int, h: int) -> pygame.Rect:
    """Where a card's picture is on a w×h card (below the name bar, above the type line):
    what may be covered by a ribbon without hiding any of the card's words."""
    pad = max(2, int(w * 0.055))
    nh = max(8, int(h * 0.082))
    art_top = pad + nh + max(1, pad // 3)
    return pygame.Rect(pad + max(1, w // 60), art_top, w - 2 * pad - 2 * max(1, w // 60), int(h * 0.40))


def _type_bar(w: int, h: int) -> pygame.Rect:
    pad = max(2, int(w * 0.055))
    nh = max(8, int(h * 0.082))
    return pygame.Rect(pad, art_box(w, h).bottom + max(1, pad // 3), w - 2 * pad, max(7, int(nh * 0.9)))


def _text_box(w: int, h: int) -> pygame.Rect:
    pad = max(2, int(w * 0.055))
    tb = _type_bar(w, h)
    return pygame.Rect(pad + max(1, w // 60), tb.bottom + max(1, pad // 3),
                       w - 2 * pad - 2 * max(1, w // 60), h - tb.bottom - pad - max(2, pad // 2))


def _rules_area(w: int, h: int) -> pygame.Rect:
    return _text_box(w, h).inflate(-max(2, w // 28), -max(2, w // 40))


def _pt_reserve(look: CardLook, h: int) -> int:
    """Room kept at the bottom of the text box for the P/T (or loyalty) box."""
    return int(h * 0.075) if look.power is not None or look.loyalty is not None else 0


def rules_text_size(look: CardLook, w: int) -> int:
    """The pixel size the card's rules text is drawn at on a card `w` wide: the largest that
    fits its text box (long texts are drawn smaller).  The hover zoom grows the card until this
    is readable."""
    w = max(24, int(w))
    h = int(round(w * RATIO))
    if not look.text:
        return 0
    return _fit_rules(look.text, _rules_area(w, h), h, _pt_reserve(look, h))[0]


def _render_face(look: CardLook, w: int) -> pygame.Surface:
    h = int(round(w * RATIO))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if look.face_down:
        surf.blit(back(w), (0, 0))
        _pt_box(surf, w, h, "2", "2", 0, theme.FRAMES["C"][1])
        return surf
    fk = theme.frame_key(look.colors, look.types)
    frame, bar, box = theme.FRAMES[fk]
    r = max(3, int(w * 0.045))
    pygame.draw.rect(surf, (10, 10, 10), surf.get_rect(), border_radius=r)
    b = max(2, int(w * 0.035))
    inner = pygame.Rect(b, b, w - 2 * b, h - 2 * b)
    _vgradient(surf, inner, theme.lighter(frame, 0.18), theme.darker(frame, 0.82), radius=max(2, r - b // 2))
    if len([c for c in COLORS if c in look.colors]) == 2 and fk == "M":
        # two-colour cards: a frame split between the two colours, as hybrid-era frames
        c1, c2 = [theme.FRAMES[c][0] for c in COLORS if c in look.colors]
        strip = pygame.Rect(inner.x, inner.y, inner.w // 2, inner.h)
        edge = pygame.Surface(strip.size, pygame.SRCALPHA)
        edge.fill((*c1, 90))
        surf.blit(edge, strip.topleft)
        edge.fill((*c2, 90))
        surf.blit(edge, (strip.right, strip.y))
    pad = max(2, int(w * 0.055))
    nh = max(8, int(h * 0.082))
    # name bar
    name_rect = pygame.Rect(pad, pad, w - 2 * pad, nh)
    pygame.draw.rect(surf, bar, name_rect, border_radius=max(2, nh // 3))
    pygame.draw.rect(surf, theme.darker(frame, 0.55), name_rect, 1, border_radius=max(2, nh // 3))
    cost = manafont.cost_surface(look.cost, max(6, int(nh * 0.78)))
    cost_w = cost.get_width() if cost else 0
    if cost:
        surf.blit(cost, (name_rect.right - cost_w - max(1, nh // 8), name_rect.y + (nh - cost.get_height()) // 2 + 1))
    name_kind = "card"
    tsurf, _ = _fit_text(look.name, name_kind, int(nh * 0.78), name_rect.w - cost_w - nh // 2 - 2)
    surf.blit(tsurf, (name_rect.x + max(2, nh // 4), name_rect.y + (nh - tsurf.get_height()) // 2))
    # art
    art = art_box(w, h)
    surf.blit(_art(look, art.w, art.h), art.topleft)
    pygame.draw.rect(surf, theme.darker(frame, 0.45), art, max(1, w // 90))
    # type bar
    tb = _type_bar(w, h)
    pygame.draw.rect(surf, bar, tb, border_radius=max(2, tb.h // 3))
    pygame.draw.rect(surf, theme.darker(frame, 0.55), tb, 1, border_radius=max(2, tb.h // 3))
    icon = manafont.icon(manafont.type_icon(look.types), max(6, int(tb.h * 0.7)),
                         RARITY_COLOURS.get(look.rarity, RARITY_COLOURS["common"]))
    surf.blit(icon, (tb.right - icon.get_width() - max(2, tb.h // 4), tb.y + (tb.h - icon.get_height()) // 2))
    ts, _ = _fit_text(look.type_line, "card_semi", int(tb.h * 0.74), tb.w - icon.get_width() - tb.h // 2 - 4)
    surf.blit(ts, (tb.x + max(2, tb.h // 4), tb.y + (tb.h - ts.get_height()) // 2))
    # text box
    box_rect = _text_box(w, h)
    pygame.draw.rect(surf, box, box_rect)
    pygame.draw.rect(surf, theme.darker(frame, 0.5), box_rect, 1)
    if look.text and box_rect.h > 8:
        _draw_rules(surf, look.text, _rules_area(w, h), h, _pt_reserve(look, h))
    if look.power is not None and look.toughness is not None:
        _pt_box(surf, w, h, look.power, look.toughness, look.pt_delta, bar)
    elif look.loyalty is not None:
        _pt_box(surf, w, h, str(look.loyalty), None, 0, bar)
    return surf


def pt_text_size(w: int) -> int:
    """The pixel size of the power/toughness on a card `w` wide: 6.75% of the card's height,
    never under theme.MIN_TEXT_PX (a small creature on a crowded table at 1024×600 still
    shows a readable 2/2; the box grows around it)."""
    h = int(round(max(24, int(w)) * RATIO))
    return max(theme.MIN_TEXT_PX, int(max(8, int(h * 0.075)) * 0.9))


def _pt_box(surf, w, h, p, t, delta, bar) -> None:
    text = f"{p}/{t}" if t is not None else str(p)
    size = pt_text_size(w)
    f = theme.font("card", size)
    bh = max(max(8, int(h * 0.075)), int(size / 0.9))
    bw = min(w - 4, max(14, int(w * 0.26), f.size(text)[0] + 6))
    rect = pygame.Rect(w - bw - max(2, int(w * 0.04)), h - bh - max(2, int(h * 0.025)), bw, bh)
    rect.left = max(2, rect.left)
    pygame.draw.rect(surf, (10, 10, 10), rect.inflate(2, 2), border_radius=max(2, bh // 3))
    pygame.draw.rect(surf, bar, rect, border_radius=max(2, bh // 3))
    col = (16, 14, 12) if delta == 0 else ((14, 120, 30) if delta > 0 else (180, 20, 20))
    s = f.render(text, True, col)
    if s.get_width() > rect.w - 2:
        s = pygame.transform.smoothscale(s, (rect.w - 2, int(s.get_height() * (rect.w - 2) / s.get_width())))
    surf.blit(s, s.get_rect(center=(rect.centerx, rect.centery + 1)))


_TOKEN = re.compile(r"(\{[^{}]+\})|(\s+)|([^\s{]+)")


def _layout_rules(text: str, size: int, width: int) -> tuple[list[list[tuple]], int] | None:
    f = theme.font("rules", size)
    fi = theme.font("italic", size)
    space = f.size(" ")[0]
    sym = int(size * 0.95)
    lines: list[list[tuple]] = []
    for para in text.split("\n"):
        line: list[tuple] = []
        x = 0
        italic = False
        glue = False
        for m in _TOKEN.finditer(para):
            if m.group(2):
                glue = False
                continue
            tok = m.group(1) or m.group(3)
            if m.group(1):
                wdt = sym + 1
                item = ("sym", tok[1:-1], wdt)
            else:
                if tok.startswith("("):
                    italic = True
                font = fi if italic else f
                wdt = font.size(tok)[0]
                item = ("word", tok, wdt, italic)
                if tok.endswith(")"):
                    italic = False
            # no space between tokens that touch in the text ("{T}:", "{G}.")
            gap = space if line and not glue else 0
            if line and x + gap + wdt > width:
                lines.append(line)
                line, x, gap = [], 0, 0
            x += gap
            line.append((x,) + item)
            x += wdt
            glue = True
        lines.append(line)
        lines.append([("gap",)])
    if lines and lines[-1] == [("gap",)]:
        lines.pop()
    return lines, f.get_linesize()


def _fit_rules(text: str, rect: pygame.Rect, h: int, reserve: int) -> tuple[int, list, int]:
    """(size, laid-out lines, line height): the largest size, from the card's own (5.2% of its
    height) down, whose lines fit `rect` above the P/T reserve."""
    size = max(6, int(h * 0.052))
    while True:
        lines, ls = _layout_rules(text, size, rect.w)
        total = sum(ls if l != [("gap",)] else ls * 0.35 for l in lines)
        if total <= rect.h - (reserve * 0.6) or size <= 6:
            return size, lines, ls
        size -= 1


def _draw_rules(surf: pygame.Surface, text: str, rect: pygame.Rect, h: int, reserve: int) -> None:
    size, lines, ls = _fit_rules(text, rect, h, reserve)
    f = theme.font("rules", size)
    fi = theme.font("italic", size)
    ink = (22, 20, 18)
    y = rect.y
    total = sum(ls if l != [("gap",)] else ls * 0.35 for l in lines)
    if total < rect.h - reserve:
        y += max(0, int((rect.h - reserve - total) / 2.5))
    sym = int(size * 0.95)
    for line in lines:
        if line == [("gap",)]:
            y += ls * 0.35
            continue
        if y + ls > rect.bottom + 2:
            break
        for item in line:
            x0 = rect.x + item[0]
            if item[1] == "sym":
                surf.blit(manafont.symbol(item[2].upper(), sym, shadow=False), (x0, int(y + (ls - sym) / 2)))
            else:
                font = fi if item[4] else f
                surf.blit(font.render(item[2], True, ink), (x0, int(y)))
        y += ls


def _art(look: CardLook, w: int, h: int) -> pygame.Surface:
    """The art panel: the player's own picture of the card when `pics/` has one
    (cardpics), else the card's generated art (cardart), distinct for every card name."""
    key = (look.name, look.colors, look.types, look.subtypes, w, h)
    surf = _arts.get_item(key)
    if surf is not None:
        return surf
    pic = cardpics.picture(look.name)
    if pic is not None:
        surf = cardpics.art_from_picture(pic, w, h)
    else:
        surf = cardart.draw_art(look.name, look.colors, look.types, look.subtypes, w, h)
    _arts.put(key, surf)
    return surf


# --- marks on permanents ----------------------------------------------------------------

def _badge(text: str, size: int, bg, fg=(255, 255, 255)) -> pygame.Surface:
    f = theme.font("ui_bold", size)
    t = f.render(text, True, fg)
    surf = pygame.Surface((t.get_width() + size, t.get_height() + 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 170), surf.get_rect().move(1, 1), border_radius=surf.get_height() // 2)
    pygame.draw.rect(surf, bg, surf.get_rect().inflate(-1, -1), border_radius=surf.get_height() // 2)
    surf.blit(t, t.get_rect(center=(surf.get_width() // 2, surf.get_height() // 2)))
    return surf


def counter_label(kind: str, n: int) -> str:
    if kind in ("+1/+1", "p1p1"):
        return f"+{n}/+{n}"
    if kind in ("-1/-1", "m1m1"):
        return f"−{n}/−{n}"
    return f"{kind} {n}" if n != 1 else kind


def _compose(look: CardLook, w: int, marks: Marks) -> pygame.Surface:
    base = face(look, w)
    if marks.dim:
        base = base.copy()
        shade = pygame.Surface(base.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        base.blit(shade, (0, 0))
    surf = pygame.transform.rotate(base, -90) if marks.tapped else base.copy()
    W, H = surf.get_size()
    s = max(8, int(w * 0.12))
    # ability icons along the left edge
    if marks.icons:
        y = int(H * 0.2)
        for kw in marks.icons[:5]:
            name = manafont.keyword_icon(kw)
            if not name:
                continue
            disc = pygame.Surface((s + 2, s + 2), pygame.SRCALPHA)
            pygame.draw.circle(disc, (20, 20, 24, 220), (s // 2 + 1, s // 2 + 1), s // 2 + 1)
            g = manafont.icon(name, int(s * 0.72), (250, 240, 210))
            disc.blit(g, g.get_rect(center=(s // 2 + 1, s // 2 + 1)))
            surf.blit(disc, (2, y))
            y += s + 2
    if marks.sick:
        disc = pygame.Surface((s + 4, s + 4), pygame.SRCALPHA)
        pygame.draw.circle(disc, (30, 30, 60, 220), (s // 2 + 2, s // 2 + 2), s // 2 + 2)
        g = manafont.icon("ability-summoning-sickness", int(s * 0.8), (200, 210, 255))
        disc.blit(g, g.get_rect(center=(s // 2 + 2, s // 2 + 2)))
        surf.blit(disc, (W - s - 6, int(H * 0.16)))
    y = int(H * 0.13) if not marks.tapped else 4
    for kind, n in marks.counters:
        if n <= 0:
            continue
        bg = (40, 140, 60) if kind in ("+1/+1", "p1p1") else (150, 40, 40) if kind in ("-1/-1", "m1m1") \
            else (90, 70, 150)
        b = _badge(counter_label(kind, n), max(theme.MIN_TEXT_PX, int(w * 0.1)), bg)
        surf.blit(b, ((W - b.get_width()) // 2, y))
        y += b.get_height() + 1
    if marks.damage:
        r = max(theme.MIN_TEXT_PX * 5 // 6 + 1, int(w * 0.11))     # its figure at MIN_TEXT_PX or more
        disc = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        pygame.draw.circle(disc, (0, 0, 0, 160), (r + 2, r + 2), r)
        pygame.draw.circle(disc, (200, 30, 30), (r, r), r)
        pygame.draw.circle(disc, (255, 120, 110), (r, r), r, max(1, r // 6))
        t = theme.font("ui_bold", int(r * 1.2)).render(str(marks.damage), True, (255, 255, 255))
        disc.blit(t, t.get_rect(center=(r, r)))
        surf.blit(disc, (2, H - 2 * r - 6))
    if marks.id_tag is not None:
        b = _badge(f"#{marks.id_tag}", max(theme.MIN_TEXT_PX, int(w * 0.09)), (30, 30, 30), (255, 230, 160))
        surf.blit(b, (W - b.get_width() - 2, H // 2 - b.get_height() // 2))
    return surf
