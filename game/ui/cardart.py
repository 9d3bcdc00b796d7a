"""Each card's own art panel, generated from the card itself.

Cards must be told apart at a glance on a busy table, so no two cards share a picture:
everything in a panel is drawn from a random stream seeded by the card's *name* (so the
same card looks the same in every duel, on every machine), shaped by its *colours* (the
palette, the sky, the terrain) and its *types* (what stands in the foreground: a creature's
silhouette, a spell's burst, an artifact's object, an enchantment's sigil, a land's
landmark).  Nothing is shipped: the panel is drawn on demand and cached by the renderer.
"""
from __future__ import annotations

import colorsys
import hashlib
import math
import random

import pygame

from . import theme

Colour = tuple[int, int, int]

# the hue each colour of Magic pulls the palette towards (HSV hue in 0..1)
_HUE = {"W": 0.13, "U": 0.6, "B": 0.78, "R": 0.02, "G": 0.33}
_LAND_HUE = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
# terrains a colour favours (the seed picks among them)
_TERRAIN = {"W": ("plains", "hills", "ruins"), "U": ("sea", "islands", "hills"),
            "B": ("swamp", "ruins", "crags"), "R": ("crags", "volcano", "hills"),
            "G": ("forest", "hills", "plains"), "": ("crags", "ruins", "plains", "sea")}


def seed(name: str) -> int:
    """A stable seed from the card name (never Python's salted `hash`)."""
    return int.from_bytes(hashlib.sha256(name.encode("utf-8")).digest()[:8], "big")


def _hsv(h: float, s: float, v: float) -> Colour:
    r, g, b = colorsys.hsv_to_rgb(h % 1.0, max(0.0, min(1.0, s)), max(0.0, min(1.0, v)))
    return int(r * 255), int(g * 255), int(b * 255)


def _card_colours(colors, types, subtypes) -> list[str]:
    cs = [c for c in "WUBRG" if c in colors]
    if not cs and "Land" in types:
        cs = [_LAND_HUE[s] for s in subtypes if s in _LAND_HUE]
    return cs


def draw_art(name: str, colors, types, subtypes, w: int, h: int) -> pygame.Surface:
    """The art panel of the card `name` at `w`×`h` pixels."""
    rnd = random.Random(seed(name))
    cs = _card_colours(colors, types, subtypes)
    hues = [_HUE[c] + rnd.uniform(-0.05, 0.05) for c in cs] or [rnd.random()]
    sat = 0.55 if cs else 0.12          # colourless cards: greys with a tint
    hue = hues[0]
    accent = hues[-1] if len(hues) > 1 else hue + rnd.uniform(0.08, 0.2) * rnd.choice((-1, 1))
    mood = rnd.choice(("day", "dusk", "night", "dawn", "storm"))
    sky_v = {"day": (0.92, 0.7), "dusk": (0.6, 0.85), "night": (0.25, 0.45), "dawn": (0.75, 0.95),
             "storm": (0.4, 0.55)}[mood]
    sky_top = _hsv(hue + (0.5 if mood == "dusk" else 0), sat * rnd.uniform(0.5, 0.9), sky_v[0])
    sky_bot = _hsv(accent + (0.08 if mood in ("dusk", "dawn") else 0), sat * rnd.uniform(0.4, 0.8), sky_v[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    _gradient(surf, sky_top, sky_bot)
    _sky_body(surf, rnd, mood, w, h)
    land_colour = _hsv(hue, sat * rnd.uniform(0.6, 1.1), rnd.uniform(0.3, 0.55))
    key = cs[0] if cs else ""
    terrain = rnd.choice(_TERRAIN[key])
    for s in subtypes:
        terrain = {"Forest": "forest", "Island": "islands", "Swamp": "swamp", "Mountain": "volcano",
                   "Plains": "plains"}.get(s, terrain)
    _terrain(surf, rnd, terrain, land_colour, w, h)
    ink = _hsv(accent, sat * 0.6, rnd.uniform(0.08, 0.2))
    glow = _hsv(accent, 0.5 + sat * 0.4, 1.0)
    if "Creature" in types or "Planeswalker" in types:
        _creature(surf, rnd, tuple(subtypes), "Planeswalker" in types, ink, glow, w, h)
    elif "Instant" in types or "Sorcery" in types:
        _burst(surf, rnd, glow, ink, w, h)
    elif "Artifact" in types:
        _artifact(surf, rnd, ink, glow, w, h)
    elif "Enchantment" in types:
        _sigil(surf, rnd, glow, w, h)
    elif "Land" in types:
        _landmark(surf, rnd, ink, glow, w, h)
    _vignette(surf, w, h)
    return surf


# --- backdrop ------------------------------------------------------------------------------

def _gradient(surf: pygame.Surface, top: Colour, bottom: Colour) -> None:
    g = pygame.Surface((1, 2))
    g.set_at((0, 0), top)
    g.set_at((0, 1), bottom)
    surf.blit(pygame.transform.smoothscale(g, surf.get_size()), (0, 0))


def _sky_body(surf, rnd: random.Random, mood: str, w: int, h: int) -> None:
    if mood == "night":
        for _ in range(rnd.randint(8, 30)):
            surf.set_at((rnd.randrange(w), rnd.randrange(max(1, h // 2))), (255, 255, 235))
    if mood == "storm":
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        for _ in range(rnd.randint(3, 6)):
            cx, cy = rnd.uniform(0, w), rnd.uniform(0, h * 0.35)
            pygame.draw.ellipse(layer, (40, 40, 50, 90), (cx - w * 0.25, cy - h * 0.08, w * 0.5, h * 0.16))
        surf.blit(layer, (0, 0))
        return
    sx, sy = rnd.uniform(0.1, 0.9) * w, rnd.uniform(0.08, 0.35) * h
    r = h * rnd.uniform(0.05, 0.11)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(5, 0, -1):
        pygame.draw.circle(layer, (255, 248, 225, 20), (int(sx), int(sy)), int(r * (1 + 0.6 * i)))
    pygame.draw.circle(layer, (255, 250, 232, 230), (int(sx), int(sy)), max(1, int(r)))
    surf.blit(layer, (0, 0))


def _ridge(rnd: random.Random, w: int, y0: float, amp: float, jag: float, n: int) -> list[tuple[float, float]]:
    phase, freq = rnd.random() * 6.28, rnd.uniform(0.6, 1.6)
    pts = []
    for i in range(n + 1):
        x = w * i / n
        y = y0 - amp * (0.5 + 0.5 * math.sin(phase + i * freq)) - rnd.uniform(0, jag)
        pts.append((x, y))
    return pts


def _terrain(surf, rnd: random.Random, terrain: str, colour: Colour, w: int, h: int) -> None:
    layers = rnd.randint(2, 4)
    for k in range(layers):
        f = 0.55 + 0.45 * (k + 1) / layers           # nearer layers are darker
        col = theme.darker(colour, 1.25 - f * 0.6) if k < layers - 1 else theme.darker(colour, 0.6)
        y0 = h * (0.5 + 0.13 * k)
        if terrain in ("crags", "volcano"):
            pts = _ridge(rnd, w, y0, h * 0.25 / (k + 1), h * 0.12, rnd.randint(5, 11))
        elif terrain in ("sea", "islands") and k == layers - 1:
            pygame.draw.rect(surf, theme.lighter(col, 0.1), (0, int(y0), w, h))
            for j in range(rnd.randint(3, 7)):
                yy = y0 + (h - y0) * rnd.random()
                pygame.draw.line(surf, theme.lighter(col, 0.35), (rnd.uniform(0, w * 0.6), yy),
                                 (rnd.uniform(w * 0.4, w), yy), 1)
            continue
        elif terrain == "swamp" and k == layers - 1:
            pygame.draw.rect(surf, col, (0, int(y0), w, h))
            for j in range(rnd.randint(2, 5)):
                cx = rnd.uniform(0, w)
                pygame.draw.ellipse(surf, theme.lighter(col, 0.2),
                                    (cx, y0 + rnd.uniform(2, h * 0.2), w * rnd.uniform(0.1, 0.3), h * 0.05))
            continue
        else:
            pts = _ridge(rnd, w, y0, h * rnd.uniform(0.06, 0.18), h * 0.02, rnd.randint(4, 8))
        pygame.draw.polygon(surf, col, [(0, h)] + pts + [(w, h)])
        if terrain == "forest":
            for _ in range(rnd.randint(4, 10)):
                x = rnd.uniform(0, w)
                y = y0 + rnd.uniform(-h * 0.05, h * 0.05)
                th = h * rnd.uniform(0.12, 0.25) / (1 + 0.3 * (layers - 1 - k))
                pygame.draw.polygon(surf, theme.darker(col, 0.8), [(x, y - th), (x - th * 0.35, y), (x + th * 0.35, y)])
        if terrain == "volcano" and k == 0:
            px = rnd.uniform(0.3, 0.7) * w
            pygame.draw.polygon(surf, theme.darker(col, 0.9), [(px - w * 0.25, h), (px - w * 0.04, h * 0.3),
                                                                (px + w * 0.04, h * 0.3), (px + w * 0.25, h)])
            pygame.draw.circle(surf, (255, 140, 40), (int(px), int(h * 0.3)), max(2, int(h * 0.04)))
        if terrain == "ruins" and k == layers - 2:
            for _ in range(rnd.randint(2, 5)):
                x, cw = rnd.uniform(0, w), w * rnd.uniform(0.03, 0.06)
                ch = h * rnd.uniform(0.15, 0.4)
                pygame.draw.rect(surf, theme.darker(col, 0.85), (x, y0 - ch, cw, ch + h))


def _vignette(surf, w: int, h: int) -> None:
    edge = pygame.Surface((w, h), pygame.SRCALPHA)
    b = max(1, min(w, h) // 14)
    for i in range(b):
        a = int(70 * (1 - i / b))
        pygame.draw.rect(edge, (0, 0, 0, a), (i, i, w - 2 * i, h - 2 * i), 1)
    surf.blit(edge, (0, 0))


# --- foreground subjects -------------------------------------------------------------------

_WINGED = {"Dragon", "Bird", "Angel", "Bat", "Faerie", "Drake", "Spirit", "Pegasus", "Griffin", "Sphinx",
           "Demon", "Gargoyle", "Phoenix", "Wurm"}
_UPRIGHT = {"Human", "Elf", "Goblin", "Wizard", "Soldier", "Knight", "Warrior", "Cleric", "Zombie",
            "Merfolk", "Orc", "Dwarf", "Giant", "Angel", "Vampire", "Shaman", "Druid", "Rogue", "Monk",
            "Minotaur", "Ogre", "Troll", "Avatar", "God", "Horror", "Skeleton", "Spirit", "Demon", "Faerie",
            "Sphinx", "Kithkin", "Berserker", "Assassin", "Pirate", "Advisor", "Archer", "Mercenary"}


def _creature(surf, rnd: random.Random, subtypes: tuple[str, ...], walker: bool, ink: Colour, glow: Colour,
              w: int, h: int) -> None:
    """A silhouette assembled from parts: upright figures for people, beasts on four legs
    for the rest; wings, horns, a tail, a weapon or a staff as the seed decides."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    upright = walker or any(s in _UPRIGHT for s in subtypes) or (not subtypes and rnd.random() < 0.5)
    winged = any(s in _WINGED for s in subtypes) or rnd.random() < 0.12
    scale = h * rnd.uniform(0.55, 0.85)
    cx = w * rnd.uniform(0.3, 0.7)
    ground = h * rnd.uniform(0.86, 0.97)
    col = (*ink, 255)
    if walker:                                  # a planeswalker stands in a ring of light
        ring = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(4, 0, -1):
            pygame.draw.circle(ring, (*glow, 40), (int(cx), int(ground - scale * 0.55)), int(scale * 0.16 * i))
        layer.blit(ring, (0, 0))
    if upright:
        bw = scale * rnd.uniform(0.16, 0.3)
        top = ground - scale
        head = scale * rnd.uniform(0.09, 0.14)
        torso = pygame.Rect(0, 0, bw, scale * 0.42)
        torso.midtop = (cx, top + head * 2)
        pygame.draw.ellipse(layer, col, torso)
        pygame.draw.circle(layer, col, (int(cx), int(top + head)), int(head))
        spread = bw * rnd.uniform(0.15, 0.6)                  # the stance
        for d in (-1, 1):
            pygame.draw.line(layer, col, (cx + d * bw * 0.2, torso.bottom - 2), (cx + d * spread, ground),
                             max(2, int(bw * 0.22)))
        robe = rnd.random() < 0.4
        if robe:
            pygame.draw.polygon(layer, col, [(cx - bw * 0.45, torso.centery), (cx + bw * 0.45, torso.centery),
                                             (cx + bw * 0.9, ground), (cx - bw * 0.9, ground)])
        arm = rnd.uniform(-0.9, 0.9)
        hand = (cx + bw * 1.1, torso.top + scale * 0.1 - arm * scale * 0.2)
        pygame.draw.line(layer, col, (cx + bw * 0.35, torso.top + 3), hand, max(2, int(bw * 0.18)))
        pygame.draw.line(layer, col, (cx - bw * 0.35, torso.top + 3), (cx - bw * 0.8, torso.top + scale * 0.3),
                         max(2, int(bw * 0.18)))
        held = rnd.choice(("sword", "staff", "spear", "none", "orb"))
        if held == "sword":
            pygame.draw.line(layer, col, hand, (hand[0] + scale * 0.12, hand[1] - scale * 0.35), max(2, int(bw * 0.1)))
        elif held in ("staff", "spear"):
            pygame.draw.line(layer, col, (hand[0], hand[1] - scale * 0.35), (hand[0], ground), max(2, int(bw * 0.08)))
            if held == "spear":
                pygame.draw.polygon(layer, col, [(hand[0], hand[1] - scale * 0.45), (hand[0] - bw * 0.15,
                                    hand[1] - scale * 0.33), (hand[0] + bw * 0.15, hand[1] - scale * 0.33)])
        elif held == "orb":
            pygame.draw.circle(layer, (*glow, 230), (int(hand[0]), int(hand[1] - head)), max(2, int(head * 0.8)))
        if rnd.random() < 0.35:                                   # horns or a crest
            for d in (-1, 1):
                pygame.draw.line(layer, col, (cx + d * head * 0.5, top + head * 0.5),
                                 (cx + d * head * 1.2, top - head * 0.8), max(2, int(head * 0.3)))
        wing_y = torso.top + 4
    else:
        bl = scale * rnd.uniform(0.55, 0.95)                     # body length
        bh = scale * rnd.uniform(0.2, 0.35)
        body = pygame.Rect(0, 0, bl, bh)
        leg = scale * rnd.uniform(0.12, 0.32)
        body.midbottom = (cx, ground - leg)
        pygame.draw.ellipse(layer, col, body)
        face = rnd.choice((-1, 1))
        for i in range(rnd.choice((2, 2, 3))):
            for x in (body.left + bl * (0.18 + 0.05 * i), body.right - bl * (0.18 + 0.05 * i)):
                pygame.draw.line(layer, col, (x, body.centery), (x + rnd.uniform(-3, 3), ground), max(2, int(bh * 0.16)))
        neck = rnd.uniform(0.1, 0.6)
        hx = cx + face * (bl * 0.5 + scale * 0.08)
        hy = body.centery - bh * (0.4 + neck)
        pygame.draw.line(layer, col, (cx + face * bl * 0.35, body.centery), (hx, hy), max(3, int(bh * 0.4)))
        hr = bh * rnd.uniform(0.3, 0.5)
        pygame.draw.ellipse(layer, col, (hx - hr * (0.6 - 0.6 * face), hy - hr * 0.7, hr * 2.2, hr * 1.4))
        if rnd.random() < 0.5:
            pygame.draw.line(layer, col, (hx, hy - hr * 0.5), (hx - face * hr * 0.6, hy - hr * 2), max(2, int(hr * 0.3)))
        tail = rnd.uniform(0.1, 0.5)
        pygame.draw.line(layer, col, (cx - face * bl * 0.48, body.centery),
                         (cx - face * (bl * 0.5 + scale * tail), body.centery - scale * tail * rnd.uniform(-0.5, 0.8)),
                         max(2, int(bh * 0.14)))
        pygame.draw.circle(layer, (*glow, 255), (int(hx + face * hr * 0.6), int(hy - hr * 0.1)), max(1, int(hr * 0.2)))
        wing_y = body.top + bh * 0.3
    if winged:
        span = scale * rnd.uniform(0.4, 0.7)
        for d in (-1, 1):
            pts = [(cx, wing_y), (cx + d * span, wing_y - span * rnd.uniform(0.4, 0.9)),
                   (cx + d * span * 0.8, wing_y - span * 0.1), (cx + d * span * 0.5, wing_y + span * 0.1)]
            pygame.draw.polygon(layer, col, pts)
    # a rim of light on the side the sky lights, so the silhouette reads on dark backdrops
    rim = layer.copy()
    rim.fill((*glow, 0), special_flags=pygame.BLEND_RGBA_MAX)
    rim.set_alpha(90)
    surf.blit(rim, (1, -1))
    surf.blit(layer, (0, 0))


def _burst(surf, rnd: random.Random, glow: Colour, ink: Colour, w: int, h: int) -> None:
    """A spell: bolts, rays or a swirl from a point the seed chooses."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w * rnd.uniform(0.25, 0.75), h * rnd.uniform(0.3, 0.7)
    shape = rnd.choice(("rays", "bolt", "swirl", "shards"))
    if shape == "rays":
        n = rnd.randint(7, 16)
        for i in range(n):
            a = 2 * math.pi * i / n + rnd.uniform(-0.1, 0.1)
            ln = min(w, h) * rnd.uniform(0.3, 0.7)
            pygame.draw.line(layer, (*glow, 200), (cx, cy), (cx + math.cos(a) * ln, cy + math.sin(a) * ln),
                             max(1, int(h * 0.02)))
    elif shape == "bolt":
        x, y = cx + rnd.uniform(-w * 0.2, w * 0.2), 0.0
        pts = [(x, y)]
        while y < h:
            y += h * rnd.uniform(0.1, 0.22)
            x += w * rnd.uniform(-0.12, 0.12)
            pts.append((x, y))
        pygame.draw.lines(layer, (*glow, 255), False, pts, max(2, int(h * 0.04)))
        pygame.draw.lines(layer, (255, 255, 255, 255), False, pts, max(1, int(h * 0.012)))
    elif shape == "swirl":
        turns = rnd.uniform(1.5, 3.5)
        pts = []
        for i in range(60):
            t = i / 59
            a = t * turns * 2 * math.pi
            r = t * min(w, h) * 0.45
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r * 0.8))
        pygame.draw.lines(layer, (*glow, 230), False, pts, max(2, int(h * 0.03)))
    else:
        for _ in range(rnd.randint(5, 11)):
            a = rnd.uniform(0, 2 * math.pi)
            d = min(w, h) * rnd.uniform(0.1, 0.45)
            px, py = cx + math.cos(a) * d, cy + math.sin(a) * d
            s = h * rnd.uniform(0.04, 0.1)
            pygame.draw.polygon(layer, (*glow, 220), [(px, py - s), (px + s * 0.4, py), (px, py + s), (px - s * 0.4, py)])
    for i in range(4, 0, -1):
        pygame.draw.circle(layer, (*glow, 45), (int(cx), int(cy)), int(min(w, h) * 0.06 * i))
    pygame.draw.circle(layer, (255, 255, 255, 220), (int(cx), int(cy)), max(2, int(min(w, h) * 0.05)))
    surf.blit(layer, (0, 0))


def _artifact(surf, rnd: random.Random, ink: Colour, glow: Colour, w: int, h: int) -> None:
    """An object: a gear, a monolith or a floating orb on a plinth."""
    cx, base = w * rnd.uniform(0.3, 0.7), h * 0.92
    metal = theme.lighter(ink, 0.35)
    kind = rnd.choice(("gear", "monolith", "orb", "chalice"))
    size = h * rnd.uniform(0.3, 0.45)
    if kind == "gear":
        cy = base - size
        teeth = rnd.randint(6, 12)
        pts = []
        for i in range(teeth * 2):
            a = math.pi * i / teeth
            r = size * (0.8 if i % 2 else 0.62)
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        pygame.draw.polygon(surf, metal, pts)
        pygame.draw.circle(surf, glow, (int(cx), int(cy)), max(2, int(size * 0.22)))
    elif kind == "monolith":
        mw = size * rnd.uniform(0.35, 0.6)
        pygame.draw.polygon(surf, metal, [(cx - mw / 2, base), (cx - mw * 0.4, base - size * 1.6),
                                          (cx + mw * 0.4, base - size * 1.7), (cx + mw / 2, base)])
        for i in range(rnd.randint(2, 5)):
            y = base - size * rnd.uniform(0.2, 1.4)
            pygame.draw.line(surf, glow, (cx - mw * 0.3, y), (cx + mw * 0.3, y), 1)
    elif kind == "orb":
        pygame.draw.rect(surf, metal, (cx - size * 0.3, base - size * 0.5, size * 0.6, size * 0.5))
        pygame.draw.circle(surf, glow, (int(cx), int(base - size * 0.95)), max(3, int(size * 0.4)))
        pygame.draw.circle(surf, metal, (int(cx), int(base - size * 0.95)), max(3, int(size * 0.4)), 2)
    else:
        pygame.draw.polygon(surf, metal, [(cx - size * 0.5, base - size * 1.3), (cx + size * 0.5, base - size * 1.3),
                                          (cx + size * 0.1, base - size * 0.6), (cx + size * 0.1, base - size * 0.1),
                                          (cx + size * 0.4, base), (cx - size * 0.4, base),
                                          (cx - size * 0.1, base - size * 0.1), (cx - size * 0.1, base - size * 0.6)])
        pygame.draw.ellipse(surf, glow, (cx - size * 0.45, base - size * 1.38, size * 0.9, size * 0.18))


def _sigil(surf, rnd: random.Random, glow: Colour, w: int, h: int) -> None:
    """An enchantment: nested rings and a star polygon hanging in the sky."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w * rnd.uniform(0.3, 0.7), h * rnd.uniform(0.35, 0.55)
    r = min(w, h) * rnd.uniform(0.25, 0.4)
    for i in range(rnd.randint(1, 3)):
        pygame.draw.circle(layer, (*glow, 200), (int(cx), int(cy)), max(2, int(r * (1 - 0.18 * i))), max(1, int(h * 0.012)))
    n = rnd.choice((3, 4, 5, 6, 7, 8))
    step = rnd.choice([k for k in range(1, n // 2 + 1)] or [1])
    rot = rnd.random() * math.pi
    pts = [(cx + math.cos(rot + 2 * math.pi * i / n) * r * 0.8, cy + math.sin(rot + 2 * math.pi * i / n) * r * 0.8)
           for i in range(n)]
    for i in range(n):
        pygame.draw.line(layer, (*glow, 230), pts[i], pts[(i + step) % n], max(1, int(h * 0.015)))
    for p in pts:
        pygame.draw.circle(layer, (255, 255, 255, 230), (int(p[0]), int(p[1])), max(1, int(h * 0.018)))
    surf.blit(layer, (0, 0))


def _landmark(surf, rnd: random.Random, ink: Colour, glow: Colour, w: int, h: int) -> None:
    """A land: something on the skyline — a tower, standing stones, a lone tree or a spire."""
    x, base = w * rnd.uniform(0.15, 0.85), h * rnd.uniform(0.55, 0.7)
    kind = rnd.choice(("tower", "stones", "tree", "spire", "none"))
    s = h * rnd.uniform(0.2, 0.35)
    if kind == "tower":
        pygame.draw.rect(surf, ink, (x - s * 0.12, base - s, s * 0.24, s + h))
        pygame.draw.polygon(surf, ink, [(x - s * 0.2, base - s), (x, base - s * 1.35), (x + s * 0.2, base - s)])
        pygame.draw.rect(surf, glow, (x - s * 0.04, base - s * 0.8, s * 0.08, s * 0.12))
    elif kind == "stones":
        for i in range(rnd.randint(2, 5)):
            sx = x + (i - 2) * s * 0.3
            pygame.draw.rect(surf, ink, (sx, base - s * rnd.uniform(0.4, 0.8), s * 0.14, s + h))
    elif kind == "tree":
        pygame.draw.line(surf, ink, (x, base + h), (x, base - s * 0.6), max(2, int(s * 0.1)))
        for _ in range(rnd.randint(3, 6)):
            pygame.draw.circle(surf, ink, (int(x + rnd.uniform(-s * 0.4, s * 0.4)), int(base - s * rnd.uniform(0.6, 1.1))),
                               max(2, int(s * rnd.uniform(0.15, 0.3))))
    elif kind == "spire":
        pygame.draw.polygon(surf, ink, [(x - s * 0.2, base + h), (x - s * 0.05, base - s * 1.2), (x + s * 0.2, base + h)])
