"""Dropping a dexterity card (Chaos Orb, Falling Star) onto the table, as the 1997 game did.

While the engine asks where the card lands (a selection of purpose `drop`: the permanents it
touches, at most `max_touch`), the card follows the pointer over the battlefield at the size
of a card on the table; the permanents under it are outlined as it moves (red where the drop
matters to them, the decision's `affects`; grey where it only touches), and releasing the
mouse button over the table answers with them.  Which permanents it touches is worked out here,
from the rectangles the table drew the permanents in: those its rectangle overlaps, the largest
overlaps first, at most `max_touch` (a card lying flat on cards of its own size touches at most
four of them; where the table overlaps cards, the four it covers most).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

import pygame

from . import cardrender, theme
from .widgets import draw_text

if TYPE_CHECKING:
    from .scenes.duel import DuelScene

CARD_RATIO = 88 / 63   # a card's height to its width


def touched(card: pygame.Rect, rects: Mapping[int, pygame.Rect], max_touch: int) -> tuple[int, ...]:
    """The permanents a card lying at `card` touches: those whose rectangles it overlaps, by
    overlap (largest first, then table order), at most `max_touch`."""
    overlaps = []
    for oid, r in rects.items():
        clip = card.clip(r)
        if clip.w > 0 and clip.h > 0:
            overlaps.append((-clip.w * clip.h, oid))
    return tuple(oid for _, oid in sorted(overlaps)[:max_touch])


def card_size(sc: "DuelScene") -> tuple[int, int]:
    """The size of an untapped card on the table (the dropped card lies flat at that size)."""
    w = next((sp.width for sp in sc.specs.values() if sp.area == "bf"), int(80 * sc.layout.s))
    return w, int(w * CARD_RATIO)


def drop_rect(sc: "DuelScene", at: tuple[int, int]) -> pygame.Rect:
    w, h = card_size(sc)
    return pygame.Rect(at[0] - w // 2, at[1] - h // 2, w, h)


def table_rects(sc: "DuelScene") -> dict[int, pygame.Rect]:
    """The rectangles of the permanents the card may land on, as the table draws them."""
    drop = sc.model.drop if sc.model is not None else None
    options = drop.options if drop is not None else frozenset()
    out = {}
    for key, spec in sc.specs.items():
        if spec.area == "bf" and key[0] == "obj" and key[1] in options:
            out[key[1]] = spec.rect
    return out


def over_table(sc: "DuelScene", pos: tuple[int, int]) -> bool:
    return any(r.collidepoint(pos) for r in sc.layout.territory.values())


def touched_at(sc: "DuelScene", pos: tuple[int, int]) -> tuple[int, ...]:
    return touched(drop_rect(sc, pos), table_rects(sc), sc.model.drop.max_touch)


def affected(sc: "DuelScene", oid: int) -> bool:
    """Whether the drop matters to this permanent (the decision's `affects`: the table model
    asked the engine when it was made)."""
    return oid in sc.model.drop.affected


def draw_drop(sc: "DuelScene", surface: pygame.Surface) -> None:
    """The card under the pointer, the permanents it would land on outlined."""
    s = sc.layout.s
    pos = sc.mouse
    card = drop_rect(sc, pos)
    if over_table(sc, pos):
        rects = table_rects(sc)
        for oid in touched_at(sc, pos):
            colour = (235, 70, 60) if affected(sc, oid) else (170, 170, 170)
            pygame.draw.rect(surface, colour, rects[oid].inflate(int(8 * s), int(8 * s)), int(4 * s),
                             border_radius=int(8 * s))
    drop = sc.model.drop
    lifted = card.move(-int(10 * s), -int(14 * s))    # held above the table: its shadow shows where it lands
    shadow = pygame.Surface(card.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 110))
    surface.blit(shadow, card.topleft)
    if drop.source_look is not None:
        face = cardrender.card_surface(drop.source_look, card.w)
        face = pygame.transform.rotate(face, 8)
        surface.blit(face, face.get_rect(center=lifted.center))
    draw_text(surface, f"Release to drop {drop.name}", (lifted.centerx, lifted.bottom + int(16 * s)), "ui_bold",
              int(15 * s), theme.GOLD, anchor="midtop", shadow=True)
