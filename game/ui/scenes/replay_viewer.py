"""A replay on the duel table: `ReplayController` plays the saved actions back
(game.replay.playback) and `ReplayScene` shows them with a playback bar in place of the
Situation Bar — play/pause, one action back or forward, a turn back or forward, and a
timeline to jump to any turn."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...engine.decisions import PassPriority, action_from_text
from ...replay.format import Replay
from ...replay.playback import Playback
from .. import theme
from ..controller import DuelController
from ..widgets import draw_rich, draw_text, fit_text, panel
from .duel import DuelScene

if TYPE_CHECKING:
    from ...storage.settings import Settings


class ReplayController(DuelController):
    """The referee desk of a replay: no computer player and no input; the playback moves the
    game one recorded action at a time."""

    PACE_PASS = 0.06
    PACE_ACTION = 0.7

    def __init__(self, playback: Playback, settings: "Settings | None" = None) -> None:
        r = playback.r
        seat = r.human if r.human is not None else 0
        names = list(r.names)
        if r.human is not None:
            names[seat] = "You"
        g = playback.seek(0)
        self.ai_vs_ai = r.human is None
        super().__init__(g, human=seat, ai=_NoAI(), settings=settings, names=(names[0], names[1]), threaded=False,
                         deck_names=(r.decks[0].name, r.decks[1].name),
                         level=r.levels[1 - seat] if r.levels[1 - seat] != "human" else "apprentice",
                         duel_kind="replay")
        self.recorder = None
        self.intent = None
        self.playback = playback
        self.replay = r
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.last_action = "The start of the duel"
        self.jumped = False

    # no decisions are made here
    def human_decision(self):
        return None

    def submit(self, action) -> str | None:
        return "This is a replay: use the playback bar (Space plays, arrows step)"

    def rewind_allowed(self) -> bool:
        return False

    def describe(self, event):
        if self.ai_vs_ai:
            return event.describe((self.names[0], self.names[1]), None)
        return super().describe(event)


    @property
    def index(self) -> int:
        return self.playback.index

    @property
    def end(self) -> int:
        return self.playback.end

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.playing:
            return
        self.wait -= dt * self.speed
        if self.wait > 0:
            return
        if self.index >= self.end:
            self.playing = False
            return
        act = self.step_forward()
        self.wait = self.PACE_PASS if isinstance(act, PassPriority) else self.PACE_ACTION

    def _words(self, g: Any, i: int) -> str:
        """Action i in words, read on the game before it ("Magician casts Lightning Bolt")."""
        from ...replay.review import action_words
        p, text = self.replay.actions[i]
        who = self.names[p]
        try:
            words = action_words(g, action_from_text(text, g.pending.decision if g.pending else None), p)
        except Exception:
            words = text
        if who == "You":
            first, _, rest = words.partition(" ")
            words = f"{_YOU_VERBS.get(first, first)} {rest}".strip()
        return f"{who} {words}"

    def step_forward(self) -> Any:
        if self.index >= self.end:
            return None
        p, text = self.replay.actions[self.index]
        before = self.g
        words = self._words(before, self.index)
        action = action_from_text(text, before.pending.decision if before.pending else None)
        g = self.playback.forward()
        if g is not before:
            self._reset_view(g)
        else:
            self.version += 1
            self._ingest_log()
        self.last_action = words
        return action

    def seek(self, n: int) -> None:
        n = max(0, min(n, self.end))
        if n > 0:
            words = self._words(self.playback.seek(n - 1), n - 1)
        else:
            words = "The start of the duel"
        g = self.playback.seek(n)
        self._reset_view(g)
        self.jumped = True
        self.last_action = words

    def _reset_view(self, g: Any) -> None:
        from ...modes.duel_stats import DuelStats
        self.g = g
        self.lines = []
        self._log_seen = 0
        start = self.playback.snapshots.get(0)          # the duel's first position: the events start there
        self.record = DuelStats(start if start is not None else g)
        self.events.clear()
        self._ingest_log()
        self.events.clear()
        self.passing.seen_stack = {s.id for s in g.stack}
        self.version += 1

    def seek_turn(self, turn: int) -> None:
        starts = self.playback.turn_starts
        later = [k for t, k in starts.items() if t >= turn]
        self.seek(starts.get(turn, min(later) if later else self.end))

    def turn_back(self) -> None:
        starts = sorted(self.playback.turn_starts.items())
        cur = self.playback.turn_of(self.index)
        start = dict(starts).get(cur, 0)
        target = cur if self.index > start else cur - 1
        self.seek_turn(max(1, target))

    def turn_forward(self) -> None:
        cur = self.playback.turn_of(self.index)
        self.seek_turn(cur + 1)


_YOU_VERBS = {"passes": "pass", "plays": "play", "casts": "cast", "activates": "activate", "turns": "turn",
              "keeps": "keep", "takes": "take", "pays": "pay", "attacks": "attack", "doesn't": "don't",
              "blocks:": "block:", "chooses": "choose", "targets": "target", "cancels": "cancel", "concedes": "concede"}


class _NoAI:
    reason = ""

    def choose_action(self, g):   # never asked: a replay has no computer player
        return PassPriority()


class ReplayScene(DuelScene):
    """A replay on the duel table, with the playback bar."""

    def __init__(self, controller: ReplayController, on_back: Callable[[], None] | None = None) -> None:
        super().__init__(controller)
        self.rc = controller
        self.on_back = on_back
        self.end_pushed = True          # no end-of-duel screen: the bar says how it ended
        self.controls: list[tuple[pygame.Rect, str]] = []
        self.ticks: list[tuple[pygame.Rect, int]] = []
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.info_rect = pygame.Rect(0, 0, 0, 0)

    def on_resize(self, size: tuple[int, int]) -> None:
        """The timeline has a strip of its own above the playback bar: the opponent's territory
        ends above it, so it never covers their creatures."""
        super().on_resize(size)
        self.layout.territory["opp"].h -= int(30 * self.layout.s) + int(4 * self.layout.s)

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.layout is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            for r, name in self.controls:
                if r.collidepoint(event.pos):
                    self.press(name)
                    return True
            if self.timeline.collidepoint(event.pos):
                self._click_timeline(event.pos)
                return True
            key = self.entity_at(event.pos)
            if key is not None and key[0] == "graveyard":
                return super().handle_event(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            names = {pygame.K_SPACE: "play", pygame.K_RIGHT: "step", pygame.K_LEFT: "back",
                     pygame.K_PAGEDOWN: "turn+", pygame.K_DOWN: "turn+", pygame.K_PAGEUP: "turn-",
                     pygame.K_UP: "turn-", pygame.K_HOME: "start", pygame.K_END: "end", pygame.K_ESCAPE: "close"}
            if k in names:
                self.press(names[k])
                return True
            if k in (pygame.K_l, pygame.K_g, pygame.K_F3, pygame.K_o):
                return super().handle_event(event)
            return True
        return super().handle_event(event)

    def press(self, name: str) -> None:
        c = self.rc
        if name == "play":
            if c.index >= c.end:
                c.seek(0)
            c.playing = not c.playing
            c.wait = 0.0
        elif name == "step":
            c.playing = False
            c.step_forward()
        elif name == "back":
            c.playing = False
            c.seek(c.index - 1)
        elif name == "turn+":
            c.turn_forward()
        elif name == "turn-":
            c.turn_back()
        elif name == "start":
            c.seek(0)
        elif name == "end":
            c.playing = False
            c.seek(c.end)
        elif name == "faster":
            c.speed = min(8.0, c.speed * 2)
        elif name == "slower":
            c.speed = max(0.25, c.speed / 2)
        elif name == "close":
            self.close()
        self._dirty = True

    def close(self) -> None:
        self.rc.playing = False
        if self.app is not None:
            self.app.pop(self)
        if self.on_back:
            self.on_back()

    def _click_timeline(self, pos) -> None:
        for r, turn in self.ticks:
            if r.collidepoint(pos):
                self.rc.seek_turn(turn)
                return
        frac = (pos[0] - self.track.x) / max(1, self.track.w)
        self.rc.seek(int(round(frac * self.rc.end)))

    # --- frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.rc.jumped:
            # a jump isn't an event at the table: no life change flashes, no flying cards
            self.rc.jumped = False
            self.life_shown = [self.g.players[0].life, self.g.players[1].life]
            self.life_flash = {}
            self.floaters = []
            self.sprites = {}
        super().update(dt)
        if self.rc.jumped:
            self.life_shown = [self.g.players[0].life, self.g.players[1].life]
            self.life_flash = {}
            self.floaters = []
        self.buttons = []           # the playback bar replaces the Situation Bar's buttons
        self._layout_bar()

    def _layout_bar(self) -> None:
        L = self.layout
        s = L.s
        r = L.situation.inflate(-int(8 * s), -int(6 * s))
        bh = r.h - int(14 * s)
        bw = int(bh * 1.25)
        x = r.x + int(10 * s)
        y = r.y + (r.h - bh) // 2
        self.controls = []
        for name in ("start", "turn-", "back", "play", "step", "turn+", "end"):
            w = int(bw * 1.5) if name == "play" else bw
            self.controls.append((pygame.Rect(x, y, w, bh), name))
            x += w + int(6 * s)
        right = r.right - int(10 * s)
        for name in ("close", "faster", "slower"):
            w = int(92 * s) if name == "close" else bw
            self.controls.append((pygame.Rect(right - w, y, w, bh), name))
            right -= w + int(6 * s)
        self.info_rect = pygame.Rect(x + int(10 * s), r.y, max(40, right - x - int(20 * s)), r.h)
        # the timeline: a strip along the top of the bar, one segment per turn
        h = int(30 * s)
        self.timeline = pygame.Rect(r.x, r.y - h - int(4 * s), r.w, h)
        c = self.rc
        starts = sorted(c.playback.turn_starts.items())
        self.ticks = []
        tl = self.timeline.inflate(-int(16 * s), -int(8 * s))
        self.track = tl
        for t, k in starts:
            nxt = [kk for tt, kk in starts if tt > t]
            end = nxt[0] if nxt else c.end
            x0 = tl.x + int(tl.w * k / max(1, c.end))
            x1 = tl.x + int(tl.w * end / max(1, c.end))
            self.ticks.append((pygame.Rect(x0, tl.y, max(2, x1 - x0), tl.h), t))

    def draw_over_table(self, surface: pygame.Surface) -> None:
        self._draw_bar(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        c = self.rc
        r = L.situation.inflate(-int(8 * s), -int(6 * s))
        panel(surface, r, fill=(30, 32, 40), edge=theme.GOLD, radius=int(8 * s), alpha=250)
        for rect, name in self.controls:
            hover = rect.collidepoint(self.mouse)
            base = (64, 120, 76) if name == "play" else (60, 64, 78)
            if hover:
                base = theme.lighter(base, 0.15)
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=6)
            pygame.draw.rect(surface, base, rect, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD_DIM if not hover else theme.GOLD, rect, 1, border_radius=6)
            _glyph(surface, name, rect, c.playing, s)
        # where we are, and the last action
        turn = c.playback.turn_of(c.index)
        g = c.g
        whose = "Your" if g.active == c.human and c.names[c.human] == "You" else f"{c.names[g.active]}'s"
        head = f"Turn {turn} · {whose} turn · action {c.index} of {c.end}"
        if c.speed != 1:
            head += f" · speed ×{c.speed:g}"
        ir = self.info_rect
        draw_text(surface, fit_text(head, "card_semi", int(19 * s), ir.w), (ir.x, ir.y + int(4 * s)), "card_semi",
                  int(19 * s), theme.TEXT)
        sub = c.last_action
        if c.index >= c.end and c.end:
            sub = "The end — " + pretty_result(c.replay)
        size = int(15 * s)
        draw_rich(surface, sub if "{" in sub else fit_text(sub, "italic", size, ir.w),
                  (ir.x, ir.bottom - int(4 * s) - theme.text_font("italic", size).get_linesize()), "italic", size,
                  theme.GOLD if c.index >= c.end else theme.TEXT_DIM)
        # the timeline: one segment per turn in the colour of whose turn it was; the marker where we are
        strip = self.timeline
        panel(surface, strip, fill=(24, 24, 30), edge=theme.GOLD_DIM, radius=int(6 * s), alpha=235, shadow=False)
        for rect, t in self.ticks:
            active = c.playback.turn_players.get(t, t % 2)
            col = (70, 120, 92) if active == c.human else (84, 92, 140)
            if rect.collidepoint(self.mouse):
                col = theme.lighter(col, 0.2)
            inner = pygame.Rect(rect.x + 1, rect.y, max(1, rect.w - 2), rect.h)
            pygame.draw.rect(surface, col, inner, border_radius=3)
            if rect.w > int(16 * s):
                draw_text(surface, str(t), inner.center, "ui_bold", int(12 * s), theme.TEXT, anchor="center")
        tl = self.track
        mx = tl.x + int(tl.w * c.index / max(1, c.end))
        pygame.draw.line(surface, theme.GOLD, (mx, strip.y + int(1 * s)), (mx, strip.bottom - int(2 * s)),
                         max(2, int(3 * s)))
        pygame.draw.polygon(surface, theme.GOLD, [(mx - int(6 * s), strip.y), (mx + int(6 * s), strip.y),
                                                 (mx, strip.y + int(7 * s))])
        tip = {"start": "The start (Home)", "turn-": "A turn back (PgUp / ↑)", "back": "One action back (←)",
               "play": "Play / pause (Space)", "step": "One action forward (→)", "turn+": "A turn forward (PgDn / ↓)",
               "end": "The end (End)", "faster": "Faster", "slower": "Slower", "close": "Back (Esc)"}
        from ..widgets import cue_card
        for rect, name in self.controls:
            if rect.collidepoint(self.mouse):
                cue_card(surface, tip[name], self.mouse, s)
        for rect, t in self.ticks:
            if rect.collidepoint(self.mouse):
                cue_card(surface, f"Turn {t}: click to jump to its start", self.mouse, s)


def pretty_result(r: Replay) -> str:
    """The recorded result with the players' names ("Wizard wins on turn 12 — You: 0 life";
    "You win on turn 13 — Wizard: 0 life")."""
    import re
    text = r.result or "unfinished"
    for i, seat in enumerate(("p1", "p2")):
        name = r.names[i]
        if name == "You":
            text = re.sub(rf"\b{seat} wins\b", "You win", text)
        text = re.sub(rf"\b{seat}\b", name, text)
    return text


def _glyph(surface: pygame.Surface, name: str, r: pygame.Rect, playing: bool, s: float) -> None:
    col = theme.TEXT
    cx, cy = r.center
    h = int(r.h * 0.34)

    def tri(x: int, left: bool) -> None:
        if left:
            pts = [(x + h, cy - h), (x + h, cy + h), (x, cy)]
        else:
            pts = [(x, cy - h), (x, cy + h), (x + h, cy)]
        pygame.draw.polygon(surface, col, pts)

    bar = max(2, int(3 * s))
    if name == "play":
        if playing:
            pygame.draw.rect(surface, col, pygame.Rect(cx - h // 2 - bar, cy - h, bar * 2, 2 * h))
            pygame.draw.rect(surface, col, pygame.Rect(cx + h // 2 - bar, cy - h, bar * 2, 2 * h))
        else:
            tri(cx - h // 2, False)
    elif name == "step":
        tri(cx - h // 2 - bar, False)
        pygame.draw.rect(surface, col, pygame.Rect(cx + h // 2, cy - h, bar, 2 * h))
    elif name == "back":
        pygame.draw.rect(surface, col, pygame.Rect(cx - h // 2 - bar, cy - h, bar, 2 * h))
        tri(cx - h // 2 + bar, True)
    elif name == "turn+":
        tri(cx - h, False)
        tri(cx, False)
    elif name == "turn-":
        tri(cx - h, True)
        tri(cx, True)
    elif name == "start":
        pygame.draw.rect(surface, col, pygame.Rect(cx - h - bar, cy - h, bar, 2 * h))
        tri(cx - h + bar, True)
        tri(cx + bar, True)
    elif name == "end":
        tri(cx - h - bar, False)
        tri(cx - bar, False)
        pygame.draw.rect(surface, col, pygame.Rect(cx + h - bar, cy - h, bar, 2 * h))
    elif name == "faster":
        draw_text(surface, "+", r.center, "ui_bold", int(r.h * 0.6), col, anchor="center")
    elif name == "slower":
        draw_text(surface, "−", r.center, "ui_bold", int(r.h * 0.6), col, anchor="center")
    elif name == "close":
        draw_text(surface, "Close", r.center, "ui_bold", int(r.h * 0.42), col, anchor="center")
