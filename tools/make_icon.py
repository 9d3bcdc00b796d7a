"""Draw the game's icon: assets/icons/mana-duel-<size>.png.

    python tools/make_icon.py [--out DIR]

A dark medallion with a gold rim, the five mana colours set in the rim like gems, and two
crossed wizard's staves in the middle: two players' magic meeting in a duel.  It is drawn
large with pygame's primitives and scaled down smoothly to each size a desktop asks for;
the window icon is the 64-pixel one, the Linux menu entry uses the 256-pixel one.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.resources import ICONS_DIR  # noqa: E402

SIZES = (16, 32, 48, 64, 128, 256)
BIG = 1024

NAVY_IN = (44, 56, 104)
NAVY_OUT = (14, 17, 34)
GOLD = (226, 188, 100)
GOLD_DARK = (132, 100, 46)
GOLD_LIGHT = (250, 226, 160)
# the five colours of mana, clockwise from the top as on the back of a card: W U B R G
GEMS = ((246, 238, 206), (70, 136, 222), (92, 78, 96), (220, 70, 52), (58, 156, 84))
STAFF = (120, 84, 48)
STAFF_LIGHT = (196, 150, 96)
STAFF_DARK = (40, 26, 14)


def _disc(surface: pygame.Surface, colour_in, colour_out, centre, radius: int) -> None:
    """A disc shaded from its centre outwards."""
    for r in range(radius, 0, -2):
        t = r / radius
        c = [int(a * (1 - t) + b * t) for a, b in zip(colour_in, colour_out)]
        pygame.draw.circle(surface, c, centre, r)


def _gem(surface: pygame.Surface, colour, centre, radius: int) -> None:
    pygame.draw.circle(surface, GOLD_DARK, centre, radius + radius // 4)
    pygame.draw.circle(surface, GOLD, centre, radius + radius // 6)
    dark = [int(c * 0.55) for c in colour]
    _disc(surface, colour, dark, centre, radius)
    hx, hy = centre[0] - radius // 3, centre[1] - radius // 3
    pygame.draw.circle(surface, (255, 255, 255), (hx, hy), max(2, radius // 4))


def _staff(surface: pygame.Surface, angle_deg: float, orb, centre, length: int, width: int) -> None:
    """A staff through the centre at `angle_deg`, its orb at the upper end."""
    a = math.radians(angle_deg)
    dx, dy = math.sin(a), -math.cos(a)
    nx, ny = -dy, dx
    top = (centre[0] + dx * length / 2, centre[1] + dy * length / 2)
    bottom = (centre[0] - dx * length / 2, centre[1] - dy * length / 2)
    w = width / 2
    body = [(top[0] + nx * w, top[1] + ny * w), (top[0] - nx * w, top[1] - ny * w),
            (bottom[0] - nx * w * 0.7, bottom[1] - ny * w * 0.7), (bottom[0] + nx * w * 0.7, bottom[1] + ny * w * 0.7)]
    pygame.draw.polygon(surface, STAFF_DARK, body, max(1, int(width * 0.5)))
    pygame.draw.polygon(surface, STAFF, body)
    edge = [(top[0] + nx * w * 0.2, top[1] + ny * w * 0.2), (top[0] - nx * w * 0.5, top[1] - ny * w * 0.5),
            (bottom[0] - nx * w * 0.4, bottom[1] - ny * w * 0.4), (bottom[0] + nx * w * 0.1, bottom[1] + ny * w * 0.1)]
    pygame.draw.polygon(surface, STAFF_LIGHT, edge)
    # a gold band below the orb and a claw holding it
    band = (top[0] - dx * width * 1.6, top[1] - dy * width * 1.6)
    pygame.draw.circle(surface, GOLD, (int(band[0]), int(band[1])), int(width * 0.9))
    orb_r = int(width * 1.8)
    orb_c = (int(top[0] + dx * orb_r * 0.6), int(top[1] + dy * orb_r * 0.6))
    glow = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for r in range(orb_r * 2, orb_r, -4):
        alpha = int(70 * (1 - (r - orb_r) / orb_r))
        pygame.draw.circle(glow, (*orb, alpha), orb_c, r)
    surface.blit(glow, (0, 0))
    _disc(surface, [min(255, c + 90) for c in orb], orb, orb_c, orb_r)
    pygame.draw.circle(surface, (255, 255, 255), (orb_c[0] - orb_r // 3, orb_c[1] - orb_r // 3), max(2, orb_r // 4))


def draw_icon(size: int = BIG) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    outer = int(size * 0.49)
    pygame.draw.circle(surface, GOLD_DARK, c, outer)
    pygame.draw.circle(surface, GOLD, c, outer - size // 96)
    pygame.draw.circle(surface, GOLD_LIGHT, c, outer - size // 96, max(1, size // 160))
    rim = int(size * 0.085)
    _disc(surface, NAVY_IN, NAVY_OUT, c, outer - rim)
    pygame.draw.circle(surface, GOLD_DARK, c, outer - rim, max(1, size // 128))
    ring = outer - rim // 2
    for i, colour in enumerate(GEMS):
        a = math.radians(-90 + i * 72)
        _gem(surface, colour, (int(c[0] + ring * math.cos(a)), int(c[1] + ring * math.sin(a))), int(rim * 0.62))
    inner = outer - rim
    _staff(surface, -36, (90, 160, 255), c, int(inner * 1.45), int(size * 0.062))
    _staff(surface, 36, (255, 110, 70), c, int(inner * 1.45), int(size * 0.062))
    return surface


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ICONS_DIR), help="the folder to write to (default: the shipped icons)")
    args = ap.parse_args(argv)
    pygame.display.init()
    big = draw_icon(BIG)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        path = out / f"mana-duel-{size}.png"
        pygame.image.save(pygame.transform.smoothscale(big, (size, size)), str(path))
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
