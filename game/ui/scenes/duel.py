"""The duel table: the scene a duel is played on.

The scene holds no rules.  It shows the game (`DuelController.g`) and turns clicks and
keys into one of the engine's actions: clicking a usable card casts or plays it, clicking
lands pays, clicking highlighted things picks targets (a player through the Life
Register), clicking creatures declares attackers and blockers.  Its state is only
presentation and the half-made answer to the pending decision (the lands clicked so far,
the attackers picked before Done).

Frame contract: `update(dt)` advances the referee and the animations and rebuilds what to
show when the game changed; `draw()` only reads.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from ...engine.casting import restricted_sources
from ...engine.decisions import ActivateAbility, ChooseNumber, Divide, SpecialAction, TurnFaceUp, answer_for
from ...engine.special import special_action_ids
from ...engine.terms import STEPS
from ...engine.event_types import CardDrawn, DamageDealt, GameEnded
from .. import layout as layout_mod, theme
from ..answers import (SPECIAL_BUTTON, AttackAnswer, BlockAnswer, ChoiceAnswer, NumberAnswer, PaymentAnswer,
                       PileAnswer, special_action_entries)
from ..app import Scene
from ..card_look import CardLook
from ..controller import DuelController, describe_action
from ..table_model import TableModel, TableUI, build_table, thinking_level
from ..table_hits import entity_at, hit_list
from ..table_place import CardSpec, place_table  # noqa: F401  (CardSpec: re-exported)
from ..view import DecisionMode, look_of, mode_for
from ..widgets import ContextMenu, MenuEntry
from .duel_cues import cue_text
from .duel_menus import menu_for

Key = tuple
DOUBLE_CLICK = 0.35


@dataclass
class Floater:
    text: str
    pos: tuple[float, float]
    colour: tuple
    born: float
    life: float = 1.4
    top: int | None = None     # it never rises above this line (a player's name plate ends there)


# areas of the table whose cue card is a general hint: shown the first time the pointer rests
# there, not every time it comes back (it would follow the player across the empty table)
HINT_ONCE = frozenset({"territory", "situation", "log", "stack", "hand_title", "showcase"})


class DuelScene(Scene):
    def __init__(self, controller: DuelController, *, on_settings_changed: Callable[[], None] | None = None,
                 on_again: Callable[[], None] | None = None, on_quit: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.c = controller
        self.on_again = on_again
        self.on_quit = on_quit
        self.on_leave: Callable[[], None] | None = None    # "Main Menu" in the table's menu (the duel is saved)
        self.end_options: dict[str, Any] = {}              # labels of the end-of-duel screen's buttons
        self.settings = controller.settings
        self.on_settings_changed = on_settings_changed
        self.layout: layout_mod.Layout | None = None
        self.t = 0.0
        # presentation state
        self.sprites: dict[Key, list[float]] = {}
        self.specs: dict[Key, CardSpec] = {}
        self.hits: list[tuple[pygame.Rect, Key]] = []
        self.bf_width = {"you": 90, "opp": 90}
        self.hand_rect: pygame.Rect | None = None
        self.opp_hand_rect: pygame.Rect | None = None
        self.hand_scroll = 0
        self.hand_info = (0, 0)
        self.manual_pos: dict[int, tuple[float, float]] = {}
        # host -> the Auras and Equipment tucked behind it (they move with it)
        self.attachments: dict[int, list[int]] = {}
        self.face_flipped = {0: False, 1: False}
        self.mouse = (0, 0)
        self.hover_key: Key | None = None
        self.hover_since = 0.0
        self.menu: ContextMenu | None = None
        self.tooltip = ""
        self.hinted: set[str] = set()          # the areas whose hint has been shown (HINT_ONCE)
        self._hint_spent = False               # the hovered area's hint was shown on an earlier visit
        self.zoom: CardLook | None = None      # the card the pointer rests on, shown large (zoom.py)
        self.zoom_at: pygame.Rect | None = None       # where it was drawn last
        self.focus: int = -1
        self.focusables: list[Key] = []
        self.showcase: tuple[Any, str] | None = None     # (card def or look, source)
        self.showcase_oid: int | None = None
        self.showcase_hold_until = 0.0
        self.popup_until = 0.0
        self.floaters: list[Floater] = []
        self.life_shown = [controller.g.players[0].life, controller.g.players[1].life]
        self.life_flash: dict[int, tuple[int, float]] = {}
        self.log_scroll = 0
        self.graveyard_peek: str | None = None
        self.drag: dict | None = None
        self.drop_held = False       # a dexterity card held over the table (game.ui.drop)
        self.buttons: list = []
        self.phase_cells: list[tuple[pygame.Rect, str, str]] = []
        self.pool_cells: list[tuple[pygame.Rect, int, str]] = []
        self.log_rows: list[tuple[pygame.Rect, int]] = []
        self.log_spans: list[tuple[pygame.Rect, int]] = []
        self.stack_tiles: list[tuple[pygame.Rect, Key, Any]] = []
        # answering a decision
        self.mode: DecisionMode | None = None
        self._mode_for: Any = None
        self._seen_version = -1
        self._dirty = True
        self.choice = ChoiceAnswer()
        self.payment = PaymentAnswer()
        self.auto_preview: tuple[int, ...] = ()
        self.number = NumberAnswer()
        # the answers being built for the combat decisions (game.ui.answers)
        self.attack = AttackAnswer()
        self.block = BlockAnswer()
        self.piles = PileAnswer()
        self.auto_mode = False
        self.usable: dict[int, list] = {}
        self.last_click: tuple[float, Key | None, tuple[int, int]] = (-10.0, None, (0, 0))
        self.dialog_for: Any = None
        self.end_at: float | None = None
        self.end_pushed = False
        self.drawn_showcase: list[int] = []
        self._arrival: dict[int, int] = {}
        self._bg = None
        self.log_layout: list = []
        self.layer_serial = 0
        self._was_moving = False
        self.announce_key: Key | None = None
        self._intent_seen: Any = None
        self._log_key: Any = None
        # the table model: made once per change of state (_rebuild), the only thing drawn from
        self.model: TableModel | None = None
        self._model_serial = 0
        self._thinking = 0
        self._live: Any = None
        self.clock = 0.0              # the controller's clock, read once per frame (banners, notices)

    # --- scene lifecycle -------------------------------------------------------------------
    def on_enter(self) -> None:
        assert self.app is not None
        self.on_resize(self.app.screen.get_size())

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = layout_mod.compute(size, self.settings.layout)
        self.hand_rect = self.layout.hand.copy()
        self.opp_hand_rect = self.layout.opp_hand.copy()
        self._bg = None
        self._dirty = True

    def set_layout(self, mode: str) -> None:
        self.settings.layout = mode
        if self.app:
            self.on_resize(self.app.screen.get_size())
        self._settings_changed()

    def _settings_changed(self) -> None:
        self._dirty = True
        if self.on_settings_changed:
            self.on_settings_changed()

    # --- helpers -----------------------------------------------------------------------------
    @property
    def g(self):
        return self.c.g

    @property
    def me(self) -> int:
        return self.c.human

    @property
    def opp(self) -> int:
        return self.c.opp

    def side_of(self, p: int) -> str:
        return "you" if p == self.me else "opp"

    def rect_of(self, key: Key) -> pygame.Rect | None:
        """Where an entity is on screen (its resting place): tests click there."""
        if key[0] == "player":
            return self.layout.life[self.side_of(key[1])].copy() if self.layout else None
        spec = self.specs.get(key)
        if spec is not None:
            return spec.rect.copy()
        for r, k, _ in self.stack_tiles:
            if k == key:
                return r.copy()
        return None

    def point_of(self, key: Key) -> tuple[int, int] | None:
        """A point where the entity is the topmost thing (cards in a fan overlap)."""
        r = self.rect_of(key)
        if r is None:
            return None
        for fx, fy in ((0.5, 0.5), (0.12, 0.5), (0.12, 0.15), (0.5, 0.15), (0.88, 0.5), (0.5, 0.85), (0.1, 0.9)):
            pt = (int(r.x + fx * r.w), int(r.y + fy * r.h))
            if self.entity_at(pt) == key:
                return pt
        return r.center

    def phase_rect(self, whose: str, step: str) -> pygame.Rect | None:
        for r, w, st in self.phase_cells:
            if w == whose and (st == step or (step == "first_strike_damage" and st == "combat_damage")):
                return r.copy()
        return None

    def button_rect(self, name: str) -> pygame.Rect | None:
        for b in self.buttons:
            if b.label == name or getattr(b, "hotkey", "") == name:
                return b.rect.copy()
        return None

    # --- update ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        if self.layout is None:
            return
        self.c.update(dt)
        self._consume_events()
        d = self.c.human_decision()
        pend_id = id(self.g.pending) if self.g.pending is not None else None
        if self.c.version != self._seen_version or pend_id != self._mode_for:
            self._on_new_state(d, pend_id)
        intent = self.c.intent
        if intent is not self._intent_seen:
            self._intent_seen = intent
            self.layer_serial += 1
        live = self._live_key()
        if live != self._live:
            self._live = live
            self._thinking = live[0]
            self._dirty = True
        self.clock = self.c.clock
        if self._dirty or self.model is None:
            self._rebuild()
        self._animate(dt)
        from ..table_controls import layout_controls
        layout_controls(self)
        self._update_hover()
        if self.g.over and not self.end_pushed:
            if self.end_at is None:
                self.end_at = self.t + 1.6
            elif self.t >= self.end_at:
                self.end_pushed = True
                from .end import EndScene
                self.menu = None
                self.app.push(EndScene(self.c, self.on_again, self.on_quit, **self.end_options))

    def _on_new_state(self, d, pend_id) -> None:
        self._seen_version = self.c.version
        decision_changed = pend_id != self._mode_for
        self._mode_for = pend_id
        self._dirty = True
        if decision_changed:
            self.choice.clear()
            self.block.armed = None
            self.attack.band_armed = None
            if d is None or d.kind != "pay":
                self.auto_preview = ()
            if d is None or d.kind not in ("attackers",):
                self.attack.clear()
            if d is None or d.kind not in ("blockers",):
                self.block.clear()
            if d is not None and d.kind == "piles":
                self.piles.start(d)
            else:
                self.piles.clear()
        self.mode = mode_for(self.g, d, self.me) if d is not None else None
        if d is None or d.kind == "priority":
            self.auto_mode = False if d is not None else self.auto_mode
            if d is not None:
                self.payment.clear()
        self.usable = self.c.usable_cards() if d is not None and d.kind == "priority" else {}
        if self.mode is None:
            return
        m = self.mode
        if m.kind == "pay":
            self.auto_preview = PaymentAnswer().with_automatic(self.g, self._kept_back()) or ()
            if self.auto_mode:
                self._auto_pay()
            elif self.payment.picks:
                # lands tapped while choosing X pay now
                self.payment.keep_only(m.decision)
                if self.payment.picks and self.payment.complete(self.g):
                    self._submit(self.payment.action())
        elif m.kind == "number":
            if m.decision.purpose == "x" and self.auto_mode:
                self._submit(ChooseNumber(self.c.auto_x()))
                return
            self.number.start(m.decision, self._x_from_sources() if self.payment.picks else None)
        elif m.kind == "table" and self.auto_mode:
            d2 = m.decision
            if d2.min == d2.max == 1 and len(d2.options) == 1:
                self._submit(answer_for(d2, (d2.options[0],)))
        elif m.kind in ("dialog", "divide", "mulligan") and self.dialog_for != pend_id:
            self.dialog_for = pend_id
            self._open_dialog(m)

    def _open_dialog(self, m: DecisionMode) -> None:
        from .dialogs import ChoiceDialog, DivideDialog
        from .mulligan import MulliganScene
        d = m.decision
        if m.kind == "mulligan":
            if self.app.find(MulliganScene) is None:
                self.app.push(MulliganScene(self))
        elif m.kind == "divide":
            if self.auto_mode:
                self._submit(Divide(None))
                return
            self.app.push(DivideDialog(self, d))
        else:
            self.app.push(ChoiceDialog(self, d))

    def _consume_events(self) -> None:
        g = self.g
        sound = getattr(self.app, "sound", None)
        while self.c.events:
            ev = self.c.events.popleft()
            if sound is not None:
                sound.hear(ev, g, self.me)
            if isinstance(ev, CardDrawn) and ev.drawer == self.me:
                o = g.objects.get(ev.card)
                if o is not None and self.t > 0.5:
                    self.drawn_showcase.append(ev.card)
                    self._show(o.card, "draw", hold=1.6)
            elif isinstance(ev, DamageDealt):
                if ev.target[0] == "player":
                    self._life_floater(ev.target[1], f"−{ev.amount}", theme.DANGER, 0.0, 1.4)
                    continue
                r = self.rect_of(("obj", ev.target[1]))
                if r is not None:
                    self.floaters.append(Floater(f"−{ev.amount}", r.center, theme.DANGER, self.t))
            elif isinstance(ev, GameEnded):
                self.end_at = self.t + 1.6
        for p in (0, 1):
            life = g.players[p].life
            if life != self.life_shown[p]:
                delta = life - self.life_shown[p]
                self.life_flash[p] = (delta, self.t)
                self._life_floater(p, f"{delta:+d}", theme.HEAL if delta > 0 else theme.DANGER, 0.2, 1.8)
                self.life_shown[p] = life

    def _life_floater(self, p: int, text: str, colour: tuple, dx: float, life: float) -> None:
        """A number floating up from a player's Life Register: from its life total, rising no
        higher than the bottom of the name plate, so the name stays readable."""
        if not self.layout:
            return
        from ..tabledraw import name_plate_rect
        side = self.side_of(p)
        r = self.layout.life[side]
        plate = name_plate_rect(self.layout, side)
        self.floaters.append(Floater(text, (r.centerx + r.w * dx, r.centery), colour, self.t, life,
                                     top=plate.bottom + max(1, int(2 * self.layout.s))))

    # --- the view ----------------------------------------------------------------------------
    def _table_ui(self) -> TableUI:
        st = self.settings
        return TableUI(self.mode, self.usable, self.choice, self.payment, self.attack, self.block, self.number.value,
                       st.show_pt, st.show_abilities, st.show_id_tags, self._thinking, self._arrival, piles=self.piles)

    def _live_key(self) -> tuple:
        """What changes the table without changing the game: the computer thinking, the
        passing, the notices and banners of the controller."""
        c = self.c
        return (thinking_level(c.ai_thinking()), c.intent, c.notice, c.notice_until, c.flash, c.flash_until,
                c.warning, c.warning_until, self.number.value, c.opp_hand_revealed)

    def _rebuild(self) -> None:
        """Make the table model of the new state and place it (after any change): the one
        place a frame's picture asks the engine (`table_model.build_table`)."""
        self._dirty = False
        self.layer_serial += 1
        for oid in self.g.battlefield:
            self._arrival.setdefault(oid, len(self._arrival))
        self._model_serial += 1
        self.model = model = build_table(self.c, self._table_ui(), self._model_serial)
        if self.mode is not None and self.mode.kind == "pay":
            self.auto_preview = model.auto_preview
        placed = place_table(model, self.layout, self.hand_rect, self.opp_hand_rect, self.hand_scroll,
                             self.manual_pos)
        self.specs = placed.specs
        self.stack_tiles = placed.stack_tiles
        self.attachments = placed.attachments
        self.bf_width = placed.bf_width
        self.hand_info = placed.hand_info
        self.hand_scroll = placed.hand_info[0]
        self.announce_key = model.announce_key
        # sprites for new objects start where the card comes from
        for key, spec in self.specs.items():
            if key not in self.sprites:
                r = spec.rect
                self.sprites[key] = [r.x, r.y, r.w, r.h]
        self._focus_order()
        self._build_hits()

    @property
    def highlight(self) -> dict[Key, str]:
        """What glows, by meaning (table_model.USABLE, TARGET…)."""
        return self.model.highlight if self.model is not None else {}

    def _focus_order(self) -> None:
        """The keyboard's order through what glows: your hand, the battlefield (yours first),
        the stack, the players; left to right."""
        order = []
        model = self.model
        for key in model.highlight:
            spec = self.specs.get(key)
            area = spec.area if spec else "player"
            rank = {"hand": 0, "bf": 1, "stack": 2, "player": 3}.get(area, 4)
            x = spec.rect.x if spec else 0
            cm = model.cards.get(key)
            order.append((rank, 0 if cm is not None and cm.controller == self.me else 1, x, key))
        self.focusables = [k for *_, k in sorted(order, key=lambda t: t[:3])]
        if self.focus >= len(self.focusables):
            self.focus = -1

    def _build_hits(self) -> None:
        self.hits = hit_list(self.specs, self.stack_tiles)

    def _animate(self, dt: float) -> None:
        k = 1.0 if not self.settings.animations else \
            min(1.0, dt * 11.0 * getattr(self.settings, "animation_speed", 1.0))
        moving = False
        for key, spec in self.specs.items():
            sp = self.sprites.get(key)
            r = spec.rect
            if sp is None:
                self.sprites[key] = [r.x, r.y, r.w, r.h]
                continue
            if sp[0] == r.x and sp[1] == r.y and sp[2] == r.w and sp[3] == r.h:
                continue
            moving = True
            sp[0] += (r.x - sp[0]) * k
            sp[1] += (r.y - sp[1]) * k
            sp[2] += (r.w - sp[2]) * k
            sp[3] += (r.h - sp[3]) * k
            if abs(sp[0] - r.x) + abs(sp[1] - r.y) + abs(sp[2] - r.w) + abs(sp[3] - r.h) < 1.0:
                sp[:] = [r.x, r.y, r.w, r.h]
        self.floaters = [f for f in self.floaters if self.t - f.born < f.life]
        flashing = any(self.t - t0 < 1.0 for _, t0 in self.life_flash.values())
        if moving or flashing or self._was_moving:
            self.layer_serial += 1
        self._was_moving = moving or flashing

    def moving(self, key: Key) -> bool:
        sp = self.sprites.get(key)
        spec = self.specs.get(key)
        if sp is None or spec is None:
            return False
        r = spec.rect
        return abs(sp[0] - r.x) + abs(sp[1] - r.y) > 3

    # --- hover, showcase, cue cards -----------------------------------------------------------
    def entity_at(self, pos) -> Key | None:
        """What is under a point of the window (game.ui.table_hits)."""
        return entity_at(self, pos)

    def _update_hover(self) -> None:
        key = self.entity_at(self.mouse) if self.menu is None else None
        if key != self.hover_key:
            self.hover_key = key
            self.hover_since = self.t
            self._hint_spent = key is not None and key[0] in self.hinted
        card = None
        if key and key[0] == "obj":
            o = self.g.objects.get(key[1])
            spec = self.specs.get(key)
            if o is not None and spec is not None and spec.face_up:
                card = o
        elif key and key[0] == "logcard":
            card = self.g.objects.get(key[1])
        elif key and key[0] == "item":
            for item in self.g.stack:
                if item.id == key[1]:
                    card = self.g.objects.get(item.source)
        if card is not None and self.t - self.hover_since > (0.05 if self.layout.mode == "standard" else 0.45):
            if self.t >= self.showcase_hold_until or self.showcase_oid != card.id:
                if card.face_down and card.controller != self.me:
                    pass
                else:
                    self._show(card.card, "hover", oid=card.id)
        self.zoom = self._zoom_look(key, card)
        self.tooltip = ""
        top = self.app.top if self.app is not None else None
        if top is not None and top is not self and top.modal:
            return          # a dialog over the table: no tooltip of the table shows through it
        if key and key[0] in HINT_ONCE:
            if self._hint_spent:
                return      # the empty table, the log, the stack: their hint is told once
            if self.t - self.hover_since > 0.6 and self.settings.show_cue_cards:
                self.hinted.add(key[0])
        if key and self.t - self.hover_since > 0.6 and self.drag is None and \
                (self.settings.show_cue_cards or self._explains(key)):
            self.tooltip = self._cue(key)
        if self.menu is not None and self.settings.show_cue_cards:
            self.tooltip = self.menu.tooltip_at(self.mouse)

    def _zoom_look(self, key: Key | None, card: Any) -> CardLook | None:
        """The card to zoom beside the pointer: the one it has rested on for a moment, as the
        player sees it now (current power/toughness); never a card hidden from the player."""
        from ..zoom import DELAY
        if card is None or self.menu is not None or self.drag is not None or self.t - self.hover_since < DELAY:
            return None
        if card.face_down and card.controller != self.me:
            return None
        spec = self.specs.get(key) if key and key[0] == "obj" else None
        if spec is not None and spec.face_up:
            return spec.look
        return look_of(self.g, card.id, self.me)

    def _explains(self, key: Key) -> bool:
        """A card in your hand: its tooltip explains why it can't be played, cue cards or not."""
        o = self.g.objects.get(key[1]) if key[0] == "obj" else None
        return o is not None and o.zone == "hand" and o.owner == self.me

    def _show(self, card: Any, source: str, hold: float = 0.0, oid: int | None = None) -> None:
        self.showcase = (card, source)
        self.showcase_oid = oid
        if hold:
            self.showcase_hold_until = self.t + hold
        self.popup_until = self.t + (3.0 if source != "hover" else 2.5)

    def _cue(self, key: Key) -> str:
        return cue_text(self, key)

    # --- submitting ------------------------------------------------------------------------------
    def _submit(self, action) -> str | None:
        why = self.c.submit(action)
        self._dirty = True
        return why

    def _kept_back(self) -> tuple[int, ...]:
        """The lands marked Don't Auto-Tap: automatic payment never taps them."""
        return tuple(self.c.dont_auto_tap)

    def _auto_pay(self) -> None:
        m = self.mode
        if m is None or m.kind != "pay":
            return
        pay = self.payment.automatic(self.g, self._kept_back())
        if pay is None:
            self.auto_mode = False
            self.c.say("Automatic payment can't pay this without the lands you keep back: tap mana yourself")
            return
        self._submit(pay)

    def press_done(self) -> None:
        m = self.mode
        if self.g.over:
            return
        if m is None:
            return
        d = m.decision
        if m.kind == "priority":
            self.c.done()
            self._dirty = True
        elif m.kind == "pay":
            if self.payment.picks and self.payment.complete(self.g):
                self._submit(self.payment.action())
            else:
                pay = self.payment.automatic(self.g, self._kept_back())
                if pay is None:
                    self.c.say(f"Not enough mana to pay {d.info('cost')}: cancel, or tap other sources")
                else:
                    self._submit(pay)
        elif m.kind == "number":
            self._submit(self.number.action())
        elif m.kind == "table":
            why = self.choice.missing(d)
            if why:
                self.c.say(why)
                return
            self._submit(self.choice.action(d))
        elif m.kind == "attackers":
            self._submit(self.attack.action())
        elif m.kind == "blockers":
            self._submit(self.block.action())
        elif m.kind == "piles":
            why = self.piles.problem(self.g, d)
            if why:
                self.c.say(why)
                return
            self._submit(self.piles.action())
        elif m.kind in ("dialog", "divide", "mulligan"):
            self.dialog_for = None
            self._mode_for = None

    def press_cancel(self) -> None:
        if self.menu is not None:
            self.menu = None
            return
        if self.c.intent is not None:
            self.c.stop_passing()
            return
        m = self.mode
        if m is not None and m.kind == "blockers" and self.block.armed is not None:
            self.block.armed = None
            self._dirty = True
            return
        pend = self.g.pending
        if pend is not None and pend.cancellable:
            self.payment.clear()
            self.auto_mode = False
            self.c.cancel()
            self._dirty = True
            return
        if m is not None and m.kind == "attackers" and self.attack.picks:
            self.attack.clear()
            self._dirty = True
            return
        if m is not None and m.kind == "blockers" and self.block.picks:
            self.block.clear()
            self._dirty = True
            return
        if m is not None and m.kind == "table" and self.choice.picks:
            self.choice.clear()
            self._dirty = True
            return
        if m is not None and m.kind == "pay" and self.payment.picks:
            self.payment.clear()
            self._dirty = True

    # --- clicking things ----------------------------------------------------------------------
    def click_entity(self, key: Key | None, double: bool = False) -> None:
        """A left click on an entity, answering the pending decision."""
        if key is None or self.g.over:
            return
        m = self.mode
        g = self.g
        if key[0] == "button":
            self._press_button(key[1])
            return
        if key[0] == "phase":
            self._click_phase(key[1], key[2])
            return
        if key[0] == "pool":
            if m is not None and m.kind == "pay" and key[1] == self.me:
                if self.payment.complete(g):
                    self._submit(self.payment.action())
                else:
                    have = g.players[self.me].mana_pool.get(key[2], 0) + \
                        len(restricted_sources(g, self.me, key[2]))
                    self.c.say(f"Your {theme.COLOR_NAMES[key[2]]} mana ({have}) goes to the cost; "
                               "tap more sources to finish")
            elif key[1] == self.me:
                self.c.say("Mana in your pool is spent when you pay a cost")
            return
        if m is None:
            if self.c.ai_thinking() or (self.g.pending and self.g.pending.decision.player == self.opp):
                self.c.say(f"Wait: {self.c.names[self.opp]} is deciding")
            return
        d = m.decision
        if m.kind == "priority":
            self._click_priority(key, double)
        elif m.kind == "pay":
            ann = self.c.announcing()
            if key[0] == "obj" and getattr(ann, "card", None) == key[1]:
                self.auto_mode = True        # clicking the card being cast pays automatically
                self._auto_pay()
                return
            if key[0] == "obj" and key[1] in d.options:
                oid = key[1]
                if double:
                    self.auto_mode = True
                    self._auto_pay()
                    return
                whole, _ = self.payment.click(g, d, oid)
                if whole:
                    self._submit(self.payment.action())
                    return
                self._dirty = True
            elif key == ("announce",) or (double and key[0] == "obj"):
                self.auto_mode = True
                self._auto_pay()
            elif key[0] == "obj":
                _, why = self.payment.click(g, d, key[1])
                if why:
                    self.c.say(why)
        elif m.kind == "number":
            if d.purpose == "x" and key[0] == "obj":
                from ...engine.casting import mana_sources
                ids = {s_.id for s_ in mana_sources(g, self.me)}
                if key[1] in ids:
                    self.payment.toggle(key[1])
                    self.number.value = self._x_from_sources()
                    self._dirty = True
                    return
            if double or key == ("announce",):
                self.auto_mode = True
                self._submit(ChooseNumber(self.c.auto_x()))
        elif m.kind == "table":
            if key in m.options:
                if self.choice.toggle(d, m.options[key]):
                    self._submit(self.choice.action(d))
                    return
                self._dirty = True
            elif key[0] in ("obj", "player"):
                name = g.name_of(key[1]) if key[0] == "obj" else self.c.names[key[1]]
                self.c.say(f"{name} isn't one of the choices")
        elif m.kind == "attackers":
            if key[0] != "obj":
                return
            why = self.attack.click(g, d, key[1], self.me, self.opp)
            if why:
                self.c.say(why)
            self._dirty = True
        elif m.kind == "blockers":
            if key[0] != "obj":
                return
            changed, why = self.block.click(g, d, key[1], self.me)
            if why:
                self.c.say(why)
            if changed:
                self._dirty = True
        elif m.kind == "piles":
            if key[0] != "obj":
                return
            if self.piles.click(d, key[1]):
                self._dirty = True
            else:
                self.c.say(f"{g.name_of(key[1])} doesn't go into a pile")

    def _x_from_sources(self) -> int:
        m = self.mode
        if m is None or m.kind != "number":
            return 0
        return self.payment.x_paid(self.g, self.me)

    def _click_priority(self, key: Key, double: bool) -> None:
        g = self.g
        if key[0] != "obj":
            return
        oid = key[1]
        o = g.objects.get(oid)
        if o is None:
            return
        acts = self.usable.get(oid, [])
        if o.zone in ("hand", "command") and o.owner == self.me:
            if not acts:
                why = self.c.why_not(oid)
                self.c.say(f"{o.card.name}: {why}" if why else f"{o.card.name} can't be used now")
                return
            if len(acts) > 1:
                self._open_menu([MenuEntry(describe_action(g, a), (lambda a=a: self._start(a, double)))
                                 for a in acts], self.mouse, o.card.name)
                return
            self._start(acts[0], double)
            return
        if o.zone == "battlefield":
            if g.controller_of(oid) != self.me and not acts:
                return
            entries = self.c.ability_entries(oid)
            if not acts and not entries:
                return
            face_up = [a for a in acts if isinstance(a, TurnFaceUp)]
            if len(acts) == 1 and len(entries) <= 1 and not face_up:
                self._start(acts[0], double)
                return
            if not acts:
                why = entries[0][2] if len(entries) == 1 else "none of its abilities can be activated now"
                self.c.say(f"{g.name_of(oid)}: {why}")
                return
            self._ability_menu(oid, self.mouse)

    def _ability_menu(self, oid: int, pos) -> None:
        g = self.g
        items = []
        for i, label, why in self.c.ability_entries(oid):
            items.append(MenuEntry(label, (lambda i=i: self._start(ActivateAbility(oid, i), False)), why is None,
                                   why or ""))
        for a in self.usable.get(oid, []):
            if isinstance(a, TurnFaceUp):
                items.append(MenuEntry("Turn face up", (lambda a=a: self._start(a, False))))
        self._open_menu(items, pos, g.name_of(oid))

    def _start(self, action, double: bool) -> None:
        self.menu = None
        self.payment.clear()
        self.auto_mode = bool(double)
        why = self._submit(action)
        if why:
            self.auto_mode = False

    def special_actions(self) -> list:
        """The special actions the player may take now (Guardian Angel's {1}), with their words."""
        m = self.mode
        if m is None or m.kind != "priority" or m.decision.player != self.me:
            return []
        return special_action_entries(self.g, [SpecialAction(e) for e in special_action_ids(self.g, self.me)])

    def _press_special(self) -> None:
        entries = self.special_actions()
        if len(entries) == 1:
            self._start(entries[0][1], False)
        elif entries:
            self._open_menu([MenuEntry(label, (lambda a=a: self._start(a, False))) for label, a in entries],
                            self.mouse, "Special actions")

    def _press_button(self, name: str) -> None:
        if name == SPECIAL_BUTTON:
            self._press_special()
            return
        if name == "Results":
            from .end import EndScene
            self.app.push(EndScene(self.c, self.on_again, self.on_quit, **self.end_options))
        elif name == "Done":
            self.press_done()
        elif name == "Cancel":
            self.press_cancel()
        elif name == "All":
            self.attack_all()
        elif name == "F2" or name == "Next turn":
            self.c.pass_turn()
            self._dirty = True
        elif name == "Options":
            self.open_options()
        elif name == "Stop":
            self.c.stop_passing()
        elif name == "?":
            from .duel_aids import open_step_help
            open_step_help(self)
        elif name in ("−", "+"):
            m = self.mode
            if m and m.kind == "number":
                self.number.step(m.decision, -1 if name == "−" else 1)

    def attack_all(self) -> None:
        m = self.mode
        if m is None or m.kind != "attackers":
            return
        self.attack.all(m.decision, self.opp)
        self._dirty = True

    def _click_phase(self, whose: str, step: str) -> None:
        m = self.mode
        if m is not None and m.kind == "number":
            self.press_done()      # clicking the current phase finishes X, as in the 1997 game
            return
        if m is None or m.kind != "priority":
            self.c.say("Answer the current question first")
            return
        self.c.run_to(whose, step)
        self._dirty = True

    # --- menus ------------------------------------------------------------------------------------
    def _open_menu(self, entries: list[MenuEntry], pos, title: str = "") -> None:
        if not entries:
            return
        self.menu = ContextMenu(entries, pos, self.app.screen.get_size(), self.layout.s, title)

    def right_click(self, key: Key | None, pos) -> None:
        """The mini-menu of what was right-clicked (game.ui.scenes.duel_menus)."""
        entries, title = menu_for(self, key)
        self._open_menu(entries, pos, title)

    def _flip(self, p: int) -> None:
        self.face_flipped[p] = not self.face_flipped[p]

    def _arm_band(self, oid: int) -> None:
        self.attack.band_armed = oid
        self.c.say(f"Click the attacker {self.g.name_of(oid)} bands with")

    def toggle_autotap(self, oid: int) -> None:
        if oid in self.c.dont_auto_tap:
            self.c.dont_auto_tap.discard(oid)
        else:
            self.c.dont_auto_tap.add(oid)
        self._dirty = True

    def toggle_ids(self) -> None:
        self.settings.show_id_tags = not self.settings.show_id_tags
        self._settings_changed()

    def toggle_stop(self, whose: str, step: str) -> None:
        self.settings.toggle_stop(whose, step)
        self._settings_changed()

    def arrange(self) -> None:
        self.manual_pos.clear()
        self._dirty = True

    def go_next(self) -> None:
        g = self.g
        i = STEPS.index(g.step)
        nxt = STEPS[(i + 1) % len(STEPS)]
        whose = self.c.whose(g.active) if i + 1 < len(STEPS) else self.c.whose(1 - g.active)
        if nxt == "cleanup":
            nxt, whose = "untap", self.c.whose(1 - g.active)
        self.c.run_to(whose, nxt)

    def view_full(self, oid: int) -> None:
        o = self.g.objects.get(oid)
        if o is None:
            return
        if self.layout.mode == "advanced":
            from .dialogs import CardViewer
            self.app.push(CardViewer(self, [oid], f"{o.card.name}"))
        else:
            self._show(o.card, "view", hold=4.0, oid=oid)

    def open_zone(self, p: int, zone: str) -> None:
        from .dialogs import CardViewer
        ids = list(reversed(getattr(self.g.players[p], zone)))
        who = "Your" if p == self.me else f"{self.c.names[p]}'s"
        self.app.push(CardViewer(self, ids, f"{who} {zone} ({len(ids)})"))

    def open_options(self) -> None:
        from .dialogs import OptionsDialog
        self.menu = None
        self.app.push(OptionsDialog(self))

    def open_help(self) -> None:
        from .dialogs import HelpOverlay
        self.menu = None
        self.app.push(HelpOverlay(self))

    def confirm_concede(self) -> None:
        from .dialogs import ConfirmDialog
        self.menu = None
        if self.c.view.title:       # in a subgame (CR 728): conceding ends only that game
            title, text = "Concede this subgame?", "Your opponent wins the subgame; the duel goes on with its result."
        else:
            title, text = "Concede this duel?", "Your opponent wins. This can't be undone."
        self.app.push(ConfirmDialog(self, title, text, "Concede", self.c.concede))

    # --- events ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.layout is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self._drag_to(event.pos)
            return True
        if self.menu is not None:
            return self._menu_event(event)
        if self.mode is not None and self.mode.kind == "drop" and event.type in (pygame.MOUSEBUTTONDOWN,
                                                                                 pygame.MOUSEBUTTONUP):
            return self._drop_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                self._mouse_down(event.pos)
            elif event.button == 3:
                self.right_click(self.entity_at(event.pos), event.pos)
            elif event.button in (4, 5):
                self._wheel(1 if event.button == 4 else -1)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._mouse_up(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _drop_event(self, event) -> bool:
        """A dexterity card: pressed over the table it is held, released there it lands on what it
        touches (game.ui.drop works out which permanents from the table's layout)."""
        from .. import drop
        self.mouse = event.pos
        if event.button != 1:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.drop_held = drop.over_table(self, event.pos)
        elif self.drop_held and drop.over_table(self, event.pos):
            self.drop_held = False
            self._submit(answer_for(self.mode.decision, drop.touched_at(self, event.pos)))
        self._dirty = True
        return True

    def _menu_event(self, event) -> bool:
        menu = self.menu
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button in (1, 3):
                i = menu.entry_at(event.pos)
                if i is not None:
                    self.menu = None
                    menu.activate(i)
                    self._dirty = True
                elif not menu.rect.collidepoint(event.pos):
                    self.menu = None
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.menu = None
            elif event.key in (pygame.K_UP, pygame.K_LEFT):
                menu.move(-1)
            elif event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
                menu.move(1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.menu = None
                if menu.focus >= 0:
                    menu.activate(menu.focus)
                self._dirty = True
            elif pygame.K_1 <= event.key <= pygame.K_9:
                idx = event.key - pygame.K_1
                real = [i for i, e in enumerate(menu.entries) if not e.separator]
                if idx < len(real):
                    self.menu = None
                    menu.activate(real[idx])
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def _mouse_down(self, pos) -> None:
        key = self.entity_at(pos)
        now = self.t
        last_t, last_key, last_pos = self.last_click
        double = (now - last_t) < DOUBLE_CLICK and abs(pos[0] - last_pos[0]) + abs(pos[1] - last_pos[1]) < 8
        self.last_click = (now, key, pos)
        if double and last_key is not None:
            key = last_key if key != last_key and last_key[0] == "obj" else key
        if key is None:
            return
        if key == ("hand_title",):
            self.drag = {"kind": "hand", "start": pos, "orig": self.hand_rect.topleft}
            return
        if key == ("opp_hand",):
            self.drag = {"kind": "opp_hand", "start": pos, "orig": self.opp_hand_rect.topleft}
            return
        if key[0] == "graveyard":
            self.graveyard_peek = self.side_of(key[1])
            return
        if key[0] == "territory":
            if double:
                self.arrange()
            return
        if key == ("hand_area",):
            edge = int(40 * self.layout.s)
            if pos[0] < self.hand_rect.x + edge:
                self.hand_scroll = max(0, self.hand_scroll - 1)
                self._dirty = True
            elif pos[0] > self.hand_rect.right - edge:
                self.hand_scroll += 1
                self._dirty = True
            return
        if key[0] == "player" and self.mode and self.mode.kind == "table" and key in self.mode.options:
            self.click_entity(key)
            return
        if key[0] == "obj":
            o = self.g.objects.get(key[1])
            spec = self.specs.get(key)
            if double and last_key == key:
                self._double_click(key)
                return
            if o is not None and spec is not None and spec.area == "bf" and \
                    self.g.controller_of(o.id) == self.me and not self._wants_click(key):
                self.drag = {"kind": "card", "start": pos, "key": key, "orig": spec.rect.topleft, "moved": False}
                return
            if o is not None and spec is not None and spec.area == "bf" and self.g.controller_of(o.id) == self.me:
                self.drag = {"kind": "card", "start": pos, "key": key, "orig": spec.rect.topleft, "moved": False,
                             "click": True}
                return
        self.click_entity(key)

    def _double_click(self, key: Key) -> None:
        """Double-click: auto-cast (or, mid-announcement, pay automatically)."""
        m = self.mode
        if m is None:
            return
        if m.kind == "priority":
            self._click_priority(key, True)
        else:
            self.click_entity(key, double=True)

    def _wants_click(self, key: Key) -> bool:
        return key in self.highlight or (self.mode is not None and self.mode.kind == "priority" and
                                         key[1] in self.usable)

    def _drag_to(self, pos) -> None:
        d = self.drag
        dx, dy = pos[0] - d["start"][0], pos[1] - d["start"][1]
        if d["kind"] == "hand":
            W, H = self.app.screen.get_size()
            x = max(0, min(W - self.hand_rect.w, d["orig"][0] + dx))
            y = max(0, min(H - self.hand_rect.h, d["orig"][1] + dy))
            self.hand_rect.topleft = (x, y)
            self._dirty = True
        elif d["kind"] == "opp_hand":
            self.opp_hand_rect.topleft = (d["orig"][0] + dx, d["orig"][1] + dy)
            self._dirty = True
        elif d["kind"] == "card":
            if abs(dx) + abs(dy) > 10:
                d["moved"] = True
            if d["moved"]:
                oid = d["key"][1]
                area = self.layout.territory["you"]
                x = d["orig"][0] + dx
                y = d["orig"][1] + dy
                spec = self.specs.get(d["key"])
                if spec is not None:
                    x = max(area.x, min(area.right - spec.rect.w, x))
                    y = max(area.y, min(area.bottom - spec.rect.h, y))
                self.manual_pos[oid] = ((x - area.x) / area.w, (y - area.y) / area.h)
                self._dirty = True

    def _mouse_up(self, pos) -> None:
        self.graveyard_peek = None
        d = self.drag
        self.drag = None
        if d is not None and d["kind"] == "card" and not d["moved"]:
            self.click_entity(d["key"])

    def _wheel(self, dy: int) -> None:
        L = self.layout
        if self.hand_rect.collidepoint(self.mouse):
            self.hand_scroll = max(0, self.hand_scroll - dy)
            self._dirty = True
        elif L.log.collidepoint(self.mouse):
            self.log_scroll = max(0, min(len(self.c.lines), self.log_scroll + dy * 3))

    def _key(self, event) -> bool:
        k = event.key
        mods = event.mod
        if k in (pygame.K_SPACE,):
            self.press_done()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if 0 <= self.focus < len(self.focusables):
                self.click_entity(self.focusables[self.focus])
                self.focus = -1 if self.focus >= len(self.focusables) else self.focus
            else:
                self.press_done()
        elif k == pygame.K_ESCAPE:
            if self.focus >= 0:
                self.focus = -1
            else:
                self.press_cancel()
        elif k == pygame.K_z and mods & pygame.KMOD_CTRL:
            from .practice import handle_duel_key
            handle_duel_key(self, event)
        elif k in (pygame.K_QUESTION, pygame.K_SLASH) and not mods & pygame.KMOD_CTRL:
            from .duel_aids import open_step_help
            open_step_help(self)
        elif k == pygame.K_F2:
            self.c.pass_turn()
            self._dirty = True
        elif k == pygame.K_F1:
            self.open_help()
        elif k == pygame.K_F3 or (k == pygame.K_o and not mods & pygame.KMOD_CTRL):
            self.open_options()
        elif k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
            self._move_focus(-1 if (mods & pygame.KMOD_SHIFT and k == pygame.K_TAB) else 1)
        elif k in (pygame.K_LEFT, pygame.K_UP):
            self._move_focus(-1)
        elif k == pygame.K_a and mods & pygame.KMOD_CTRL:
            self.attack_all()
        elif k == pygame.K_a:
            if 0 <= self.focus < len(self.focusables):
                self._double_click(self.focusables[self.focus])
            elif self.mode and self.mode.kind in ("pay", "number"):
                self.auto_mode = True
                if self.mode.kind == "pay":
                    self._auto_pay()
                else:
                    self._submit(ChooseNumber(self.c.auto_x()))
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self._press_button("+")
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self._press_button("−")
        elif k == pygame.K_m:
            whose = self.c.whose(self.g.active)
            self.toggle_stop(whose, self.g.step)
        elif k == pygame.K_v and 0 <= self.focus < len(self.focusables):
            key = self.focusables[self.focus]
            if key[0] == "obj":
                self.view_full(key[1])
        elif k == pygame.K_g:
            self.open_zone(self.me, "graveyard")
        elif k == pygame.K_q and mods & pygame.KMOD_CTRL:
            self.confirm_concede()
        elif k == pygame.K_l:
            self.toggle_layout()
        elif k == pygame.K_MENU or (k == pygame.K_F10 and mods & pygame.KMOD_SHIFT):
            key = self.focusables[self.focus] if 0 <= self.focus < len(self.focusables) else None
            r = self.rect_of(key) if key else None
            self.right_click(key, r.center if r else self.mouse)
        else:
            return False
        return True

    def toggle_layout(self) -> None:
        self.set_layout("advanced" if self.settings.layout == "standard" else "standard")

    def _move_focus(self, d: int) -> None:
        if not self.focusables:
            self._highlights()
        n = len(self.focusables)
        if n == 0:
            self.focus = -1
            return
        self.focus = (self.focus + d) % n if self.focus >= 0 else (0 if d > 0 else n - 1)
        key = self.focusables[self.focus]
        if key[0] == "obj":
            o = self.g.objects.get(key[1])
            if o is not None:
                self._show(o.card, "focus", hold=1.0, oid=o.id)

    # --- drawing (see tabledraw) -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from ..tabledraw import draw_pointer_aids, draw_table
        draw_table(self, surface)
        self.draw_over_table(surface)
        draw_pointer_aids(self, surface)

    def draw_over_table(self, surface: pygame.Surface) -> None:
        """What a scene built on the table adds over it, under the pointer's aids (a lesson's panel)."""
