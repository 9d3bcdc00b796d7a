"""Where everything goes on the table, for a window size and a layout (Standard/Advanced).

The table is designed at 1920×1080 and scales with the window: every distance is
multiplied by `s` = min(width/1920, height/1080), so it works from 1280×720 to 4K.
`arrange_territory` places the permanents of one player: creatures in the front row (toward
the middle of the table), lands and other permanents in the back row, identical lands
fanned together, Auras and Equipment tucked behind what they're attached to.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .cardrender import RATIO


PHASE_BAR_MIN_W = 60


@dataclass
class Layout:
    size: tuple[int, int]
    mode: str
    s: float
    showcase: pygame.Rect | None
    phase_bar: pygame.Rect
    life: dict[str, pygame.Rect]
    pool: dict[str, pygame.Rect]
    library: dict[str, pygame.Rect]
    graveyard: dict[str, pygame.Rect]
    territory: dict[str, pygame.Rect]
    situation: pygame.Rect
    hand: pygame.Rect
    opp_hand: pygame.Rect
    stack: pygame.Rect
    log: pygame.Rect
    center: pygame.Rect
    info: pygame.Rect | None = None

    def px(self, v: float) -> int:
        return max(1, int(round(v * self.s)))


def compute(size: tuple[int, int], mode: str = "standard") -> Layout:
    W, H = size
    s = min(W / 1920, H / 1080)
    advanced = mode == "advanced"
    LW = int((186 if advanced else 300) * s)
    # the Phase Bar: wide enough for its step names at the smallest readable text (theme.MIN_TEXT_PX)
    PB = max(int(62 * s), PHASE_BAR_MIN_W)
    RW = int(360 * s)
    x0 = LW + PB
    x1 = W - RW
    cw = x1 - x0
    HH = int(214 * s)
    SH = int(54 * s)
    T = (H - HH - SH) // 2
    OH = int(34 * s)          # the opponent's hand: a title bar across the top of their territory
    pile_w = int((80 if advanced else 92) * s)
    pile_h = int(pile_w * RATIO)
    life_h = int((96 if advanced else 104) * s)
    pool_h = int(38 * s)

    def piles(y: int) -> tuple[pygame.Rect, pygame.Rect]:
        gap = (LW - 2 * pile_w) // 3
        return (pygame.Rect(gap, y, pile_w, pile_h), pygame.Rect(2 * gap + pile_w, y, pile_w, pile_h))

    opp_lib, opp_gy = piles(life_h + pool_h + int(10 * s))
    my_lib, my_gy = piles(H - life_h - pool_h - int(10 * s) - pile_h)
    showcase = None
    info = None
    if not advanced:
        top = opp_lib.bottom + int(14 * s)
        bottom = my_lib.top - int(14 * s)
        showcase = pygame.Rect(int(8 * s), top, LW - int(16 * s), bottom - top)
    else:
        top = opp_lib.bottom + int(12 * s)
        bottom = my_lib.top - int(12 * s)
        info = pygame.Rect(int(6 * s), top, LW - int(12 * s), bottom - top)
    return Layout(
        size=(W, H), mode=mode, s=s, showcase=showcase,
        phase_bar=pygame.Rect(LW, 0, PB, H),
        life={"opp": pygame.Rect(0, 0, LW, life_h), "you": pygame.Rect(0, H - life_h, LW, life_h)},
        pool={"opp": pygame.Rect(0, life_h, LW, pool_h), "you": pygame.Rect(0, H - life_h - pool_h, LW, pool_h)},
        library={"opp": opp_lib, "you": my_lib},
        graveyard={"opp": opp_gy, "you": my_gy},
        territory={"opp": pygame.Rect(x0, OH, cw, T - OH), "you": pygame.Rect(x0, T + SH, cw, T)},
        situation=pygame.Rect(x0, T, cw, SH),
        hand=pygame.Rect(x0, H - HH, cw, HH),
        opp_hand=pygame.Rect(x0 + int(6 * s), int(4 * s), cw - int(12 * s), OH - int(8 * s)),
        stack=pygame.Rect(x1, 0, RW, int(H * 0.40)),
        log=pygame.Rect(x1, int(H * 0.40), RW, H - int(H * 0.40)),
        center=pygame.Rect(x0, 0, cw, H),
        info=info,
    )


# --- permanents in a territory ------------------------------------------------------------------

@dataclass
class Unit:
    """A permanent with what is attached to it, or a fan of identical lands."""
    members: list[int]                     # drawn back to front: attachments first, host last
    tapped: list[bool]
    row: str                               # "front" or "back"
    kind: str = "single"                   # "single", "fan"
    attached: int = 0                      # how many of `members` are attachments
    key: int = 0                           # sort key (arrival order)
    right: bool = False                    # back row: kept to the right (non-land permanents)


@dataclass
class Placed:
    rect: pygame.Rect
    tapped: bool
    unit: int
    z: int


def arrange_territory(area: pygame.Rect, units: list[Unit], side: str, s: float,
                      max_card_w: int | None = None) -> tuple[dict[int, Placed], int]:
    """Place the units in two rows; returns the placement of every object and the card width."""
    gap = max(3, int(8 * s))
    rows = {"front": [u for u in units if u.row == "front"], "back": [u for u in units if u.row == "back"]}
    lane = int(area.h * 0.055)      # room for creatures in combat to step forward
    row_h = (area.h - 3 * gap - lane) // 2
    ch = max(20, int(row_h * 0.97))
    cw = int(ch / RATIO)
    if max_card_w:
        cw = min(cw, max_card_w)
        ch = int(cw * RATIO)

    def unit_width(u: Unit, w: int) -> float:
        h = w * RATIO
        if u.kind == "fan":
            n = len(u.members)
            first = h if u.tapped[0] else w
            return first + (n - 1) * w * 0.24
        host_tapped = u.tapped[-1]
        return (h if host_tapped else w) + u.attached * w * 0.3

    # shrink the cards until both rows fit (down to 60%), then overlap
    scale = 1.0
    for r in rows.values():
        total = sum(unit_width(u, cw) for u in r) + gap * max(0, len(r) - 1)
        if total > area.w - 2 * gap:
            scale = min(scale, max(0.6, (area.w - 2 * gap) / total))
    cw = max(16, int(cw * scale))
    ch = int(cw * RATIO)
    placed: dict[int, Placed] = {}
    front_y = area.y + gap + lane if side == "you" else area.bottom - gap - lane - ch
    back_y = area.bottom - gap - ch if side == "you" else area.y + gap
    for ui_row, y in (("front", front_y), ("back", back_y)):
        r = sorted(rows[ui_row], key=lambda u: (u.right, u.key))
        widths = [unit_width(u, cw) for u in r]
        total = sum(widths) + gap * max(0, len(r) - 1)
        avail = area.w - 2 * gap
        squeeze = 1.0
        if total > avail and len(r) > 1:
            squeeze = max(0.25, (avail - widths[-1]) / max(1.0, total - widths[-1]))
        x = area.x + gap + max(0, (avail - total * squeeze) / 2) if total <= avail else area.x + gap
        # lands from the left, other permanents of the back row from the right
        for i, (u, wdt) in enumerate(zip(r, widths)):
            _place_unit(placed, u, int(x), y, cw, ch, i, side)
            x += (wdt + gap) * squeeze
    return placed, cw


def _place_unit(placed: dict[int, Placed], u: Unit, x: int, y: int, cw: int, ch: int, ui: int, side: str) -> None:
    if u.kind == "fan":
        for j, (oid, tapped) in enumerate(zip(u.members, u.tapped)):
            w, h = (ch, cw) if tapped else (cw, ch)
            yy = y + (ch - h) if side == "you" else y
            placed[oid] = Placed(pygame.Rect(int(x + j * cw * 0.24), yy, w, h), tapped, ui, j)
        return
    k = u.attached
    for j, (oid, tapped) in enumerate(zip(u.members, u.tapped)):
        if j < k:   # attachments, from the farthest back
            depth = k - j
            xx = x + (k - depth) * cw * 0.3
            dy = -int(ch * 0.07 * depth) if side == "you" else int(ch * 0.07 * depth)
            w, h = (ch, cw) if tapped else (cw, ch)
            placed[oid] = Placed(pygame.Rect(int(xx), y + dy, w, h), tapped, ui, j)
        else:
            w, h = (ch, cw) if tapped else (cw, ch)
            hx = x + k * cw * 0.3
            yy = y + (ch - h) // 2 if tapped else y
            placed[oid] = Placed(pygame.Rect(int(hx), yy, w, h), tapped, ui, j)


def arrange_hand(area: pygame.Rect, n: int, s: float, scroll: int = 0) -> tuple[list[pygame.Rect], int, int]:
    """Card rects in the hand window (below its title bar); returns (rects of the visible cards,
    first visible index, how many fit)."""
    title = int(26 * s)
    pad = max(4, int(8 * s))
    ch = area.h - title - 2 * pad
    cw = int(ch / RATIO)
    inner_w = area.w - 2 * pad - int(40 * s)
    if n == 0:
        return [], 0, 0
    step = cw + pad
    if n * step - pad > inner_w:
        step = max(int(cw * 0.5), (inner_w - cw) // max(1, n - 1))
    fit = n if n <= 1 else min(n, 1 + (inner_w - cw) // max(1, step))
    first = max(0, min(scroll, n - fit))
    total = (fit - 1) * step + cw
    x = area.x + pad + int(20 * s) + max(0, (inner_w - total) // 2)
    y = area.y + title + pad
    rects = [pygame.Rect(x + i * step, y, cw, ch) for i in range(fit)]
    return rects, first, fit


def make_room(pinned: list[pygame.Rect], movable: list[pygame.Rect], bounds: pygame.Rect,
              gap: int) -> list[pygame.Rect]:
    """Slide the `movable` cards sideways, as little as possible and inside `bounds`, so none
    covers a `pinned` one or another movable one (blockers standing in front of their
    attackers push their row's other creatures aside).  A card with no free place in its
    band stays where it was."""
    placed: list[pygame.Rect] = []
    occupied = list(pinned)
    for r in sorted(movable, key=lambda r: r.x):
        def clear(x: int) -> bool:
            c = pygame.Rect(x, r.y, r.w, r.h)
            return bounds.left <= c.left and c.right <= bounds.right and \
                not any(c.colliderect(o.inflate(2 * gap - 2, 0)) for o in occupied)
        if clear(r.x):
            best = r.x
        else:
            band = [o for o in occupied if o.top < r.bottom and o.bottom > r.top]
            cands = [o.right + gap for o in band] + [o.left - gap - r.w for o in band]
            free = [x for x in cands if clear(x)]
            best = min(free, key=lambda x: abs(x - r.x)) if free else r.x
        moved = pygame.Rect(best, r.y, r.w, r.h)
        placed.append(moved)
        occupied.append(moved)
    order = sorted(range(len(movable)), key=lambda i: movable[i].x)
    out: list[pygame.Rect] = [movable[0]] * len(movable) if movable else []
    for i, rect in zip(order, placed):
        out[i] = rect
    return out
