"""Mana symbols drawn with the Mana font (assets/fonts/mana.ttf, mana-font 1.18.0, SIL OFL).

The font maps each symbol to a private-use codepoint; the table below was read from the
font's CSS (``.ms-w::before { content: "\\e600" }`` and so on).  A cost symbol is drawn the
way the font's ``ms-cost`` class draws it: a coloured disc with the glyph on top.
"""
from __future__ import annotations

import re

import pygame

from . import theme

# codepoints from css/mana.css of mana-font 1.18.0
GLYPHS: dict[str, int] = {
    "w": 0xe600, "u": 0xe601, "b": 0xe602, "r": 0xe603, "g": 0xe604, "c": 0xe904,
    "x": 0xe615, "y": 0xe616, "z": 0xe617, "tap": 0xe61a, "untap": 0xe61b, "s": 0xe619, "p": 0xe618,
    "infinity": 0xe903, "1-2": 0xe902, "100": 0xe900,
    "0": 0xe605, "1": 0xe606, "2": 0xe607, "3": 0xe608, "4": 0xe609, "5": 0xe60a, "6": 0xe60b,
    "7": 0xe60c, "8": 0xe60d, "9": 0xe60e, "10": 0xe60f, "11": 0xe610, "12": 0xe611, "13": 0xe612,
    "14": 0xe613, "15": 0xe614, "16": 0xe62a, "17": 0xe62b, "18": 0xe62c, "19": 0xe62d, "20": 0xe62e,
    "artifact": 0xe61e, "creature": 0xe61f, "enchantment": 0xe620, "instant": 0xe621, "land": 0xe622,
    "planeswalker": 0xe623, "sorcery": 0xe624, "battle": 0xe9d1, "token": 0xe96d, "multiple": 0xe925,
    "loyalty-up": 0xe627, "loyalty-down": 0xe625, "loyalty-zero": 0xe626, "loyalty-start": 0xe628,
    "counter-plus": 0xe93d, "counter-minus": 0xe939, "power": 0xe921, "toughness": 0xe922,
    "chaos": 0xe61d, "d": 0xea2e, "l": 0xea2d,
    "ability-deathtouch": 0xe94b, "ability-defender": 0xe94c, "ability-double-strike": 0xe94d,
    "ability-first-strike": 0xe950, "ability-flash": 0xe951, "ability-flying": 0xe952,
    "ability-haste": 0xe953, "ability-hexproof": 0xe954, "ability-indestructible": 0xe95a,
    "ability-lifelink": 0xea4b, "ability-menace": 0xe95d, "ability-morph": 0xea3e, "ability-reach": 0xe960,
    "ability-enchant": 0xe962, "ability-summoning-sickness": 0xe96a, "ability-trample": 0xe964,
    "ability-triggered": 0xe966, "ability-vigilance": 0xe968, "ability-unblockable": 0xea5c,
    "ability-cannot-block": 0xea5d, "ability-cannot-untap": 0xea5e, "ability-copy": 0xea60,
    "ability-exile": 0xea69, "ability-fear": 0xea6b, "ability-forestwalk": 0xea6e,
    "ability-intimidate": 0xea75, "ability-islandwalk": 0xea76, "ability-legendary": 0xea77,
    "ability-mountainwalk": 0xea7b, "ability-must-attack": 0xea7c, "ability-plainswalk": 0xea7d,
    "ability-prevent-damage": 0xea7e, "ability-protection": 0xea84, "ability-regenerate": 0xea86,
    "ability-shroud": 0xea88, "ability-swampwalk": 0xea8b, "ability-temporary-control": 0xea8c,
}

# keyword -> ability icon, for "Show Abilities"
KEYWORD_ICONS = {
    "flying": "ability-flying", "first strike": "ability-first-strike", "double strike": "ability-double-strike",
    "trample": "ability-trample", "haste": "ability-haste", "vigilance": "ability-vigilance",
    "deathtouch": "ability-deathtouch", "lifelink": "ability-lifelink", "reach": "ability-reach",
    "defender": "ability-defender", "menace": "ability-menace", "hexproof": "ability-hexproof",
    "indestructible": "ability-indestructible", "shroud": "ability-shroud", "fear": "ability-fear",
    "intimidate": "ability-intimidate", "islandwalk": "ability-islandwalk", "swampwalk": "ability-swampwalk",
    "forestwalk": "ability-forestwalk", "mountainwalk": "ability-mountainwalk", "plainswalk": "ability-plainswalk",
    "flash": "ability-flash", "unblockable": "ability-unblockable",
}

TYPE_ICONS = ("Creature", "Planeswalker", "Land", "Instant", "Sorcery", "Enchantment", "Artifact", "Battle")

_SYMBOL = re.compile(r"\{([^{}]+)\}")


def char(name: str) -> str:
    return chr(GLYPHS[name])


def keyword_icon(keyword: str) -> str | None:
    k = keyword.lower()
    if k.startswith("protection"):
        return "ability-protection"
    if k.endswith("landwalk"):
        return "ability-islandwalk" if k.startswith("island") else "ability-legendary"
    return KEYWORD_ICONS.get(k)


def type_icon(types) -> str:
    """The Mana font glyph of a card's main type (the first of TYPE_ICONS it has)."""
    found = [t for t in TYPE_ICONS if t in types]
    if len(found) > 1 and "Land" not in found[:1]:
        return "multiple" if "Creature" not in found else "creature"
    return found[0].lower() if found else "multiple"


def symbols_of(cost_text: str) -> list[str]:
    """The symbols of a cost in brace notation: "{2}{U}{U}" -> ["2", "U", "U"]."""
    return [m.group(1).upper() for m in _SYMBOL.finditer(cost_text or "")]


def _disc_colours(sym: str) -> tuple[tuple[int, int, int], ...]:
    if "/" in sym:
        a, b = sym.split("/", 1)
        return (_disc_colours(a)[0], _disc_colours(b)[0])
    if sym in theme.MANA_DISC:
        return (theme.MANA_DISC[sym],)
    return (theme.MANA_DISC["C"],)


def _glyph_name(sym: str) -> str | None:
    s = sym.lower()
    if s == "t":
        return "tap"
    if s == "q":
        return "untap"
    if s in GLYPHS:
        return s
    return None


_cache: dict[tuple[str, int, bool], pygame.Surface] = {}


def symbol(sym: str, size: int, shadow: bool = True) -> pygame.Surface:
    """One mana symbol ({W}, {2}, {T}, {W/U}) as a disc of `size` pixels."""
    size = max(6, int(size))
    key = (sym, size, shadow)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    pad = 1 if shadow else 0
    surf = pygame.Surface((size + pad, size + pad), pygame.SRCALPHA)
    r = size // 2
    centre = (r, r)
    if shadow:
        pygame.draw.circle(surf, (0, 0, 0, 150), (r + 1, r + 1), r)
    cols = _disc_colours(sym)
    if len(cols) == 2:
        # hybrid: two half discs
        disc = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(disc, cols[0], centre, r)
        half = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(half, cols[1], centre, r)
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(size, 0), (size, size), (0, size)])
        half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        disc.blit(half, (0, 0))
        surf.blit(disc, (0, 0))
        parts = sym.split("/")
        f = theme.mana_font(int(size * 0.45))
        for part, (dx, dy) in zip(parts, ((-0.2, -0.2), (0.2, 0.2))):
            name = _glyph_name(part)
            if name:
                g = f.render(char(name), True, (20, 20, 20))
                surf.blit(g, g.get_rect(center=(r + dx * size, r + dy * size)))
    else:
        pygame.draw.circle(surf, cols[0], centre, r)
        name = _glyph_name(sym)
        if sym == "T" or sym == "Q":
            pygame.draw.circle(surf, theme.MANA_DISC["C"], centre, r)
        if name:
            f = theme.mana_font(int(size * 0.78))
            g = f.render(char(name), True, (18, 18, 18))
            surf.blit(g, g.get_rect(center=(r, r + max(0, size // 24))))
        else:
            f = theme.font("ui_bold", int(size * 0.7))
            g = f.render(sym, True, (18, 18, 18))
            surf.blit(g, g.get_rect(center=centre))
    _cache[key] = surf
    return surf


def cost_surface(cost_text: str, size: int, gap: int = 1) -> pygame.Surface | None:
    """A row of mana symbols for a cost such as "{X}{R}", or None for an empty cost."""
    syms = symbols_of(cost_text)
    if not syms:
        return None
    w = len(syms) * (size + gap) + 1
    surf = pygame.Surface((w, size + 1), pygame.SRCALPHA)
    x = 0
    for s in syms:
        surf.blit(symbol(s, size), (x, 0))
        x += size + gap
    return surf


def icon(name: str, size: int, colour=(240, 240, 240)) -> pygame.Surface:
    """A bare glyph (no disc): ability and type icons."""
    key = (name + "#" + "%d,%d,%d" % tuple(colour[:3]), size, False)
    surf = _cache.get(key)
    if surf is None:
        surf = theme.mana_font(size).render(char(name), True, colour)
        _cache[key] = surf
    return surf
