"""Where the table's controls go: the Phase Bar's cells, the mana pools' cells, the Situation
Bar's buttons (what the table model offers) and the log's rows.

Called from the scene's update (`layout_controls`), never while drawing; the renderer and the
hit tests read what it leaves on the scene.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import theme
from .controller import BAR_STEPS, COMBAT_STEPS
from .widgets import Button, wrap

if TYPE_CHECKING:
    from .scenes.duel import DuelScene

COMBAT_BAR = tuple(s for s in COMBAT_STEPS if s in BAR_STEPS)


def layout_controls(sc: "DuelScene") -> None:
    L = sc.layout
    M = sc.model
    s = L.s
    # phase bar cells
    cells: list[tuple[pygame.Rect, str, str]] = []
    bar = L.phase_bar
    half = bar.h // 2
    step = M.step
    active = M.active
    in_combat = step in COMBAT_STEPS
    for whose, top in (("opp", bar.y), ("you", bar.y + half)):
        owner = M.me if whose == "you" else M.opp
        steps = BAR_STEPS
        if in_combat and owner == active:
            steps = ("main1",) + COMBAT_BAR + ("main2",)
        pad = int(6 * s)
        ch = (half - 2 * pad - int(18 * s)) / len(steps)
        y0 = top + pad + (int(18 * s) if whose == "you" else 0)
        for i, st in enumerate(steps):
            r = pygame.Rect(bar.x + int(5 * s), int(y0 + i * ch), bar.w - int(10 * s), int(ch) - int(3 * s))
            cells.append((r, whose, st))
    sc.phase_cells = cells
    # mana pools
    pools = []
    for side, p in (("you", M.me), ("opp", M.opp)):
        r = L.pool[side]
        n = len(theme.POOL_ORDER)
        cw = (r.w - int(16 * s)) / n
        for i, col in enumerate(theme.POOL_ORDER):
            pools.append((pygame.Rect(int(r.x + int(8 * s) + i * cw), r.y + int(3 * s), int(cw) - int(4 * s),
                                      r.h - int(6 * s)), p, col))
    sc.pool_cells = pools
    # situation bar buttons
    sit = L.situation
    bh = int(38 * s)
    bw = int(112 * s)
    y = sit.centery - bh // 2
    x = sit.right - int(10 * s)
    buttons = []
    opt = Button("Options", pygame.Rect(x - int(92 * s), y, int(92 * s), bh), tooltip="Duel Options")
    opt.hotkey = "Options"
    buttons.append(opt)
    x = opt.rect.x - int(8 * s)
    # "?": the current step explained, with the rule numbers (game.engine.explain)
    helpb = Button("?", pygame.Rect(x - bh, y, bh, bh), tooltip="This step explained")
    buttons.append(helpb)
    x = helpb.rect.x - int(8 * s)
    for act in reversed(M.actions):
        w = int(44 * s) if act.label in ("−", "+") else bw
        b = Button(act.label, pygame.Rect(x - w, y, w, bh), enabled=act.enabled, primary=act.primary)
        buttons.append(b)
        x -= w + int(8 * s)
    sc.buttons = buttons
    sc.situation_text_right = x
    _layout_log(sc)


def _layout_log(sc: "DuelScene") -> None:
    """The log's rows for the lines that fit, newest at the bottom (the controller's log lines;
    a card's name in a line shows the card in the Showcase on hover)."""
    L = sc.layout
    s = L.s
    key = (len(sc.c.lines), sc.c.lines[-1].count if sc.c.lines else 0, sc.log_scroll, L.log.size, L.log.topleft)
    if key == sc._log_key:
        return
    sc._log_key = key
    area = L.log.inflate(-int(34 * s), -int(24 * s))
    area.y += int(32 * s)
    area.h -= int(32 * s)
    if sc.log_scroll:
        # room under the last line for the "newer lines below" notice (log_notice_rect)
        area.h -= theme.text_font("ui", int(11 * s)).get_linesize() + int(4 * s)
    size = max(11, int(15 * s))
    small = max(9, int(11 * s))
    ls = theme.text_font("rules", size).get_linesize()
    rows: list[tuple] = []
    spans: list[tuple[pygame.Rect, int]] = []
    lines = sc.c.lines
    end = len(lines) - sc.log_scroll
    y = area.bottom
    g = sc.g
    i = end - 1
    while i >= 0 and y > area.y:
        line = lines[i]
        if line.kind == "turn":
            y -= int(ls * 1.5)
            if y < area.y:
                break
            rows.append(("turn", pygame.Rect(area.x, y, area.w, int(ls * 1.35)), line.text, ""))
            i -= 1
            continue
        kind = "italic" if line.reason else "rules"
        indent = int(14 * s) if line.reason else 0
        rule_w = theme.text_font("ui", small).size(f"CR {line.rule}")[0] + 6 if line.rule else 0
        text = ("» " + line.text) if line.reason else line.text
        if line.count > 1:
            text += f"  ×{line.count}"
        wrapped = wrap(text, kind, size, area.w - indent - rule_w)
        h = ls * len(wrapped)
        y -= h + int(2 * s)
        if y < area.y - ls:
            break
        colour = theme.GOLD if line.reason else (theme.TEXT if line.player is not None else theme.TEXT_DIM)
        if line.kind in ("damage", "life") and not line.reason:
            colour = (240, 170, 150)
        for j, wl in enumerate(wrapped):
            r = pygame.Rect(area.x + indent, y + j * ls, area.w - indent, ls)
            rows.append(("line", r, wl, kind, colour, line.rule if j == 0 else "", small, size))
            # card names in the line show the card in the Showcase on hover
            for oid in line.objects:
                o = g.objects.get(oid)
                if o is None:
                    continue
                name = o.card.name
                pos = wl.find(name)
                if pos >= 0:
                    f = theme.text_font(kind, size)
                    x0 = f.size(wl[:pos])[0]
                    spans.append((pygame.Rect(r.x + x0, r.y, f.size(name)[0], ls), oid))
        i -= 1
    sc.layer_serial += 1
    sc.log_layout = [r for r in rows if r[1].bottom > area.y - 2]
    sc.log_area = area
    sc.log_spans = spans
