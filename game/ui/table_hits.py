"""What is under the pointer: the table's hit tests, against the same placement and layout
the renderer draws (game.ui.table_place), so a click lands on what the player sees there.

Cards first (your hand above everything, then the battlefield and the stack, topmost first),
then the Life Registers, piles, pool and Phase Bar cells, buttons, the log's card names and
the table's areas.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .scenes.duel import DuelScene
    from .table_place import CardSpec

Key = tuple


def hit_list(specs: dict[Key, "CardSpec"], stack_tiles: list) -> list[tuple[pygame.Rect, Key]]:
    """The cards that can be pointed at, topmost first (a hand card above everything; an
    ability's tile on the stack above the battlefield)."""
    hits: list[tuple[int, pygame.Rect, Key]] = []
    for key, spec in specs.items():
        if spec.area in ("bf", "hand", "stack", "announce") and spec.visible:
            z = spec.z + (1000 if spec.area == "hand" else 0)
            hits.append((z, spec.rect, key))
    for r, key, _ in stack_tiles:
        if key[0] == "item":
            hits.append((600, r, key))
    hits.sort(key=lambda t: -t[0])
    return [(r, k) for _, r, k in hits]


def entity_at(sc: "DuelScene", pos: tuple[int, int]) -> Key | None:
    me, opp = (sc.model.me, sc.model.opp) if sc.model is not None else (sc.me, sc.opp)
    if sc.hand_rect and sc.hand_rect.collidepoint(pos):
        for r, k in sc.hits:
            spec = sc.specs.get(k)
            if spec and spec.area == "hand" and r.collidepoint(pos):
                return k
        title = pygame.Rect(sc.hand_rect.x, sc.hand_rect.y, sc.hand_rect.w, int(26 * sc.layout.s))
        if title.collidepoint(pos):
            return ("hand_title",)
        return ("hand_area",)
    for r, k in sc.hits:
        spec = sc.specs.get(k)
        if spec and spec.area == "hand":
            continue
        if r.collidepoint(pos):
            return k
    L = sc.layout
    for side, p in (("you", me), ("opp", opp)):
        if L.life[side].collidepoint(pos):
            return ("player", p)
        if L.library[side].collidepoint(pos):
            return ("library", p)
        if L.graveyard[side].collidepoint(pos):
            return ("graveyard", p)
    for r, p, col in sc.pool_cells:
        if r.collidepoint(pos):
            return ("pool", p, col)
    for r, whose, step in sc.phase_cells:
        if r.collidepoint(pos):
            return ("phase", whose, step)
    for b in sc.buttons:
        if b.rect.collidepoint(pos):
            return ("button", b.label)
    if sc.opp_hand_rect and sc.opp_hand_rect.collidepoint(pos):
        return ("opp_hand",)
    for r, idx in sc.log_spans:
        if r.collidepoint(pos):
            return ("logcard", idx)
    if L.log.collidepoint(pos):
        return ("log",)
    if L.stack.collidepoint(pos):
        return ("stack",)
    if L.showcase is not None and L.showcase.collidepoint(pos):
        return ("showcase",)
    for side, p in (("you", me), ("opp", opp)):
        if L.territory[side].collidepoint(pos):
            return ("territory", p)
    if L.situation.collidepoint(pos):
        return ("situation",)
    return None
