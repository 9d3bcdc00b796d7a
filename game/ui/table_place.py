"""Where each card of the table model goes on screen: the territories, the hand window, the
stack's tiles and the piles (`place_table`).

It reads only the table model (`table_model.TableModel`) and the layout: attackers step
toward the defender, blockers stand in front of their attackers and push their row's other
creatures aside, Auras and Equipment stay tucked behind their hosts.  The result
(`Placement`) is what the renderer draws and what clicks are tested against.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from . import layout as layout_mod
from .card_look import CardLook, Marks
from .cardrender import RATIO
from .table_model import CardModel, StackItemModel, TableModel

Key = tuple


@dataclass
class CardSpec:
    key: Key
    oid: int
    rect: pygame.Rect
    look: CardLook
    marks: Marks | None
    face_up: bool
    z: int
    area: str               # "bf", "hand", "stack", "pile", "opp_hand", "announce"
    width: int
    visible: bool = True    # drawn even when it has arrived


@dataclass
class Placement:
    specs: dict[Key, CardSpec] = field(default_factory=dict)
    stack_tiles: list[tuple[pygame.Rect, Key, StackItemModel]] = field(default_factory=list)
    attachments: dict[int, list[int]] = field(default_factory=dict)     # host -> what is tucked behind it
    bf_width: dict[str, int] = field(default_factory=dict)
    hand_info: tuple[int, int] = (0, 0)                                  # (first shown, how many fit)


def place_table(model: TableModel, L: layout_mod.Layout, hand_rect: pygame.Rect, opp_hand_rect: pygame.Rect,
                hand_scroll: int, manual_pos: dict[int, tuple[float, float]]) -> Placement:
    out = Placement()
    s = L.s
    specs = out.specs
    home: dict[int, pygame.Rect] = {}
    bf = [cm for cm in model.cards.values() if cm.area == "bf"]
    for p in (model.me, model.opp):
        side = "you" if p == model.me else "opp"
        area = L.territory[side]
        units = _units(model, bf, p, manual_pos)
        for u in units:
            if u.attached:
                out.attachments[u.members[-1]] = u.members[:u.attached]
        placed, cw = layout_mod.arrange_territory(area, units, side, s, max_card_w=int(132 * s))
        out.bf_width[side] = cw
        for oid, pl in placed.items():
            home[oid] = pl.rect
            cm = model.cards[("obj", oid)]
            rect = pl.rect
            if oid in manual_pos:
                fx, fy = manual_pos[oid]
                rect = pygame.Rect(int(area.x + fx * area.w), int(area.y + fy * area.h), rect.w, rect.h)
            specs[cm.key] = CardSpec(cm.key, oid, rect, cm.look, cm.marks, cm.face_up, 10 + pl.z + pl.unit * 10,
                                     "bf", cw)
    _combat_positions(model, L, specs, out.attachments)
    _attachments_follow(specs, home, out.attachments, manual_pos)
    # your hand
    hand = model.player(model.me).hand
    rects, first, fit = layout_mod.arrange_hand(hand_rect, len(hand), s, hand_scroll)
    out.hand_info = (first, fit)
    for i, oid in enumerate(hand):
        cm = model.cards[("obj", oid)]
        if first <= i < first + fit:
            r = rects[i - first]
            specs[cm.key] = CardSpec(cm.key, oid, r, cm.look, cm.marks, True, 200 + i, "hand", r.w)
        else:
            r = hand_rect.copy()
            r.size = (int(rects[0].w if rects else 60), int(rects[0].h if rects else 84))
            specs[cm.key] = CardSpec(cm.key, oid, r, cm.look, None, True, 200 + i, "hand", r.w, visible=False)
    _place_stack(model, L, specs, out)
    # the piles: libraries, graveyards, the opponent's hand
    for cm in model.cards.values():
        if cm.pile is None or cm.key in specs:
            continue
        side, where, depth = cm.pile
        if where == "library":
            r = L.library[side].copy()
        elif where == "graveyard":
            r = L.graveyard[side].copy()
        else:
            o = opp_hand_rect
            r = pygame.Rect(o.x + int(o.w * 0.6), o.y, int(o.h / 1.4), o.h)
        specs[cm.key] = CardSpec(cm.key, cm.oid, r, cm.look, None, cm.face_up, depth, "pile", r.w, visible=False)
    return out


def _units(model: TableModel, bf: list[CardModel], p: int,
           manual_pos: dict[int, tuple[float, float]]) -> list[layout_mod.Unit]:
    """A player's permanents as units: a permanent with what is attached to it, or a fan of
    identical untouched lands (at most five)."""
    mine = [cm for cm in bf if cm.controller == p]
    hosts = {cm.oid for cm in bf}
    attached_to: dict[int, list[int]] = {}
    for cm in mine + [cm for cm in bf if cm.controller != p]:
        if cm.attached_to is not None and cm.attached_to in hosts:
            attached_to.setdefault(cm.attached_to, []).append(cm.oid)
    attached = {a for lst in attached_to.values() for a in lst}
    units: list[layout_mod.Unit] = []
    fans: dict[tuple, layout_mod.Unit] = {}
    for cm in mine:
        oid = cm.oid
        if oid in attached:
            continue
        row = "front" if cm.creature else "back"
        att = list(attached_to.get(oid, []))
        members = att + [oid]
        tapped = [model.cards[("obj", m)].tapped for m in members]
        if cm.fannable and not att and oid not in manual_pos:
            fk = (cm.look.name, cm.tapped)
            u = fans.get(fk)
            if u is not None and len(u.members) < 5:
                u.members.append(oid)
                u.tapped.append(cm.tapped)
                u.kind = "fan"
                continue
            u = layout_mod.Unit([oid], [cm.tapped], "back", "single", 0, cm.order)
            fans[fk] = u
            units.append(u)
            continue
        units.append(layout_mod.Unit(members, tapped, row, "single", len(att), cm.order,
                                     right=row == "back" and not cm.land))
    return units


def _attachments_follow(specs: dict[Key, CardSpec], home: dict[int, pygame.Rect],
                        attachments: dict[int, list[int]], manual_pos: dict[int, tuple[float, float]]) -> None:
    """Auras and Equipment stay tucked behind what they are attached to wherever it goes —
    stepping forward to attack or block, pushed aside by a blocker, dragged by the player:
    each moves by as much as its host moved from where the territory's layout put it."""
    for host, atts in attachments.items():
        hs = specs.get(("obj", host))
        if hs is None or host not in home:
            continue
        dx, dy = hs.rect.x - home[host].x, hs.rect.y - home[host].y
        if not (dx or dy):
            continue
        for a in atts:
            sp = specs.get(("obj", a))
            if sp is None or a in manual_pos or a not in home:
                continue
            sp.rect = home[a].move(dx, dy)
            sp.z = hs.z - (len(atts) - atts.index(a))


def _combat_positions(model: TableModel, L: layout_mod.Layout, specs: dict[Key, CardSpec],
                      attachments: dict[int, list[int]]) -> None:
    """Attackers step toward the defender; blockers line up in front of their attackers."""
    def side_of(oid: int) -> str:
        return "you" if model.cards[("obj", oid)].controller == model.me else "opp"

    for key, spec in specs.items():
        cm = model.cards.get(key)
        if cm is not None and cm.area == "bf" and cm.attacking:
            spec.rect = _forward(L, spec.rect, side_of(spec.oid))
            spec.z += 100
    by_attacker: dict[int, list[int]] = {}
    for b, a in model.blocker_places:
        if ("obj", b) in specs and ("obj", a) in specs and b not in by_attacker.get(a, []):
            by_attacker.setdefault(a, []).append(b)
    moved: dict[str, list[int]] = {}
    for a, bs in by_attacker.items():
        # the blockers of one attacker side by side, centred in front of it
        sa = specs[("obj", a)]
        w = specs[("obj", bs[0])].rect.w
        gap = max(2, int(w * 0.08))
        x = sa.rect.centerx - (len(bs) * w + (len(bs) - 1) * gap) // 2
        for b in bs:
            sb = specs[("obj", b)]
            side = side_of(b)
            sb.rect = _forward(L, pygame.Rect(x, sb.rect.y, sb.rect.w, sb.rect.h), side)
            sb.z += 120
            moved.setdefault(side, []).append(b)
            x += sb.rect.w + gap
    for side, bs in moved.items():
        _make_room_for(model, L, specs, side, bs, attachments)


def _make_room_for(model: TableModel, L: layout_mod.Layout, specs: dict[Key, CardSpec], side: str,
                   blockers: list[int], attachments: dict[int, list[int]]) -> None:
    """The other permanents of the blockers' side step aside so no blocker covers them."""
    p = model.me if side == "you" else model.opp
    tucked = {a for atts in attachments.values() for a in atts}     # they follow their hosts
    others = [k for k, sp in specs.items() if k[0] == "obj" and sp.area == "bf" and k[1] not in blockers
              and k[1] not in tucked and model.cards[k].controller == p]
    pinned = [specs[("obj", b)].rect for b in blockers]
    if not others:
        return
    gap = max(2, int(pinned[0].w * 0.08))
    covered = [k for k in others if specs[k].rect.collidelist(pinned) >= 0]
    staying = [specs[k].rect for k in others if k not in covered]
    new = layout_mod.make_room(pinned + staying, [specs[k].rect for k in covered], L.territory[side], gap)
    for k, r in zip(covered, new):
        specs[k].rect = r


def _forward(L: layout_mod.Layout, rect: pygame.Rect, side: str) -> pygame.Rect:
    """A creature in combat steps toward the middle of the table, staying in its territory."""
    area = L.territory[side]
    dy = -int(rect.h * 0.12) if side == "you" else int(rect.h * 0.12)
    r = rect.move(0, dy)
    if side == "you":
        r.y = max(area.y + 2, r.y)
    else:
        r.bottom = min(area.bottom - 2, r.bottom)
    return r


def _place_stack(model: TableModel, L: layout_mod.Layout, specs: dict[Key, CardSpec], out: Placement) -> None:
    """The stack's tiles, top first, shrinking when there are many; a spell's card on its tile."""
    s = L.s
    area = L.stack
    top = area.y + int(44 * s)
    tile_h = int(78 * s)
    gap = int(8 * s)
    items = model.stack
    avail = area.bottom - top - gap
    if items and len(items) * (tile_h + gap) > avail:
        tile_h = max(int(40 * s), avail // len(items) - gap)
    y = top
    for item in items:
        r = pygame.Rect(area.x + int(12 * s), y, area.w - int(24 * s), tile_h)
        out.stack_tiles.append((r, item.key, item))
        card_w = int((tile_h - 8 * s) / RATIO)
        cr = pygame.Rect(r.x + int(6 * s), r.y + int(4 * s), card_w, tile_h - int(8 * s))
        if item.key[0] == "obj":
            cm = model.cards[item.key]
            specs[item.key] = CardSpec(item.key, cm.oid, cr, cm.look, None, cm.face_up, 500, "stack", cr.w)
        elif item.key == ("announce",):
            cm = next((c for c in model.cards.values() if c.area == "announce"), None)
            if cm is not None:
                specs[cm.key] = CardSpec(cm.key, cm.oid, cr, cm.look, None, True, 500, "announce", cr.w)
        y += tile_h + gap
