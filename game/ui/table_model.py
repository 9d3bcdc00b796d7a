"""The table as values: everything the duel table shows, made once per change of state.

`build_table(controller, ui)` reads the engine (through the controller and the human
player's view, CR 400.2: hidden cards stay hidden) and the scene's half-made answer (the
lands clicked, the attackers picked, the blocker armed) and returns a frozen `TableModel`:
per player their life, mana pool, zones and what their hand's title bar says; per card its
look, its marks, whether it attacks or blocks, what glows on it; the stack with its texts
and targets; the step; the Situation Bar's words and buttons.  The scene makes one when the
game or its own state changes (`DuelScene.update`); the placement (`table_place`), the hit
tests and the renderer (`tabledraw`) read only it, so a frame never asks the engine
anything.

No pygame here: this is the part of the table that tests can inspect without a window.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine.casting import restricted_sources
from ..engine.decisions import ActivateAbility, CastSpell
from ..engine.terms import MANA_TYPES, STEPS
from ..engine.words import counted, plural
from ..modes.passing import step_label
from .answers import AttackAnswer, BlockAnswer, ChoiceAnswer, PaymentAnswer
from .card_look import HIDDEN_LOOK, CardLook, Marks, look_from_def
from .controller import BAR_STEPS, DuelController, is_mana_ability
from .view import DecisionMode, look_of, marks_of, printed_pt

Key = tuple
POOL_ORDER = MANA_TYPES      # the mana pool's cells, in order (theme.POOL_ORDER)

# what glows on an entity, by meaning (the renderer gives each its colour)
USABLE, TARGET, SELECTED, AUTO_TAP, ATTACK, BLOCK = "usable", "target", "selected", "auto_tap", "attack", "block"


@dataclass(frozen=True)
class CardModel:
    """One card as the table shows it, wherever it is."""
    key: Key
    oid: int
    area: str                     # "bf", "hand", "stack", "announce", "pile"
    look: CardLook
    marks: Marks | None = None
    face_up: bool = True
    controller: int = 0
    visible: bool = True          # drawn at rest (a card in a pile is drawn only while it moves)
    tapped: bool = False
    attached_to: int | None = None
    order: int = 0                # arrival on the battlefield: the territory's order
    land: bool = False
    creature: bool = False
    fannable: bool = False        # a plain land that may be fanned with identical ones
    attacking: bool = False       # declared, or picked while declaring
    blocking: bool = False
    no_auto_tap: bool = False     # marked Don't Auto-Tap
    paying: bool = False          # clicked to pay the cost being paid
    command_zone: bool = False    # your commander waiting in the command zone
    pile: tuple[str, str, int] | None = None   # (side, "library"/"graveyard"/"opp_hand", depth)


@dataclass(frozen=True)
class StackItemModel:
    """One item on the stack (top first), or the spell or ability being announced."""
    key: Key
    title: str
    subtitle: str
    announcing: bool = False
    source_look: CardLook | None = None     # an ability's source, drawn small on its tile
    triggered: bool = False
    targets: tuple[Key, ...] = ()
    targets_text: str = ""


@dataclass(frozen=True)
class PlayerModel:
    idx: int
    side: str                     # "you" or "opp"
    name: str
    deck_name: str
    life: int
    poison: int
    pool: tuple[tuple[str, int], ...]
    restricted: tuple[tuple[str, int], ...]     # mana spendable only on some spells (CR 106.6), by colour
    library_size: int
    hand_size: int
    hand: tuple[int, ...]         # the cards shown in the hand window (yours), in order
    graveyard: tuple[int, ...]
    exile_count: int
    revealed_hand: tuple[CardLook, ...]
    library_top: CardLook | None     # the library's top card when it is revealed to all (Field of Dreams)
    colours: tuple[str, ...]      # the deck's main colours (the medallion)
    zone_notes: str               # the command zone and the ante, for the hand's title bar
    active: bool
    targetable: bool = False
    picked: bool = False

    def mana(self, colour: str) -> int:
        return dict(self.pool).get(colour, 0)

    def limited(self, colour: str) -> int:
        return dict(self.restricted).get(colour, 0)


@dataclass(frozen=True)
class ActionButton:
    label: str
    enabled: bool = True
    primary: bool = False


@dataclass(frozen=True)
class DropModel:
    """A dexterity card held over the table (game.ui.drop)."""
    name: str
    source_look: CardLook | None
    max_touch: int
    options: frozenset[int]
    affected: frozenset[int]


@dataclass(frozen=True)
class TableModel:
    serial: int
    me: int
    opp: int
    turn: int
    step: str
    active: int
    over: bool
    mode_kind: str | None
    players: tuple[PlayerModel, PlayerModel]
    cards: Mapping[Key, CardModel]
    stack: tuple[StackItemModel, ...]
    stack_size: int
    announce_key: Key | None
    block_pairs: tuple[tuple[int, int], ...]       # (blocker, attacker): every block, declared or picked
    blocker_places: tuple[tuple[int, int], ...]    # where blockers stand: before their (first) attacker
    armed_blocker: int | None
    highlight: Mapping[Key, str]
    auto_preview: tuple[int, ...]
    situation: tuple[str, str]
    actions: tuple[ActionButton, ...]
    number: int
    intent_target: tuple[str, str] | None
    passing: bool
    thinking: int                 # 0: not thinking, 1: a moment, 2: long enough for the spinner
    notice: str = ""
    notice_until: float = 0.0
    flash: str = ""
    flash_until: float = 0.0
    warning: str = ""
    warning_until: float = 0.0
    drop: DropModel | None = None
    opp_hand_open: bool = False
    subgame: tuple[str, str] = ("", "")   # in a subgame (CR 728): its title and the game around it

    def player(self, p: int) -> PlayerModel:
        return self.players[p]

    def side(self, side: str) -> PlayerModel:
        return self.players[self.me if side == "you" else self.opp]

    def in_area(self, *areas: str) -> list[CardModel]:
        return [cm for cm in self.cards.values() if cm.area in areas]


@dataclass(frozen=True)
class TableUI:
    """The scene's own state the table shows: the decision mode and the half-made answer."""
    mode: DecisionMode | None
    usable: Mapping[int, list] = field(default_factory=dict)
    choice: ChoiceAnswer = field(default_factory=ChoiceAnswer)
    payment: PaymentAnswer = field(default_factory=PaymentAnswer)
    attack: AttackAnswer = field(default_factory=AttackAnswer)
    block: BlockAnswer = field(default_factory=BlockAnswer)
    number: int = 0
    show_pt: bool = True
    show_abilities: bool = True
    show_id_tags: bool = False
    thinking: int = 0
    arrival: Mapping[int, int] = field(default_factory=dict)


def thinking_level(seconds: float) -> int:
    """How long the computer has been thinking, as the table shows it."""
    return 2 if seconds > 0.25 else 1 if seconds > 0.2 else 0


def build_table(c: DuelController, ui: TableUI, serial: int = 0) -> TableModel:
    g = c.g
    me, opp = c.human, c.opp
    m = ui.mode
    step = c.current_step()
    active = c.current_active()
    ann = c.announcing()
    announced = getattr(ann, "card", None) if isinstance(ann, CastSpell) else None
    stack, announce_key = _stack(c, ui, ann)
    highlight, preview = highlights(c, ui)
    cards = _cards(c, ui, stack, announced)
    block_pairs: list[tuple[int, int]] = []
    places: list[tuple[int, int]] = []
    if g.combat is not None:
        block_pairs += [(b, a) for b, atts in g.combat.blockers.items() for a in atts]
        places += [(b, a) for b, atts in g.combat.blockers.items() for a in atts[:1]]
    block_pairs += list(ui.block.picks)
    if m is not None and m.kind == "blockers":
        places += list(ui.block.picks)
    it = c.intent
    target = None
    if it is not None and it.kind == "step" and it.target:
        target = ("you" if it.target[1] == me else "opp", BAR_STEPS[min(len(BAR_STEPS) - 1, _bar_index(it.target[2]))])
    drop = _drop(c, m) if m is not None and m.kind == "drop" else None
    opp_view = c.view.players[opp]
    return TableModel(
        serial=serial, me=me, opp=opp, turn=g.turn, step=step, active=active, over=g.over,
        mode_kind=m.kind if m is not None else None,
        players=tuple(_player(c, ui, p) for p in (0, 1)),      # type: ignore[arg-type]
        cards=cards, stack=stack, stack_size=len(g.stack), announce_key=announce_key,
        block_pairs=tuple(block_pairs), blocker_places=tuple(places), armed_blocker=ui.block.armed, highlight=highlight,
        auto_preview=preview, situation=situation_text(c, ui), actions=offered_actions(c, ui), number=ui.number,
        intent_target=target, passing=it is not None, thinking=ui.thinking,
        notice=c.notice, notice_until=c.notice_until, flash=c.flash, flash_until=c.flash_until,
        warning=c.warning, warning_until=c.warning_until, drop=drop,
        # the opponent's hand shown (a reveal this turn, Revelation), or single cards of it (Firestorm Phoenix)
        opp_hand_open=bool(opp_view.hand_size) and bool(c.revealed_hand()),
        subgame=subgame_banner(c))


def subgame_banner(c: DuelController) -> tuple[str, str]:
    """In a subgame (CR 728): its title ("Subgame — Shahrazad") and the life totals of the game
    it is played in, which its result will change; ("", "") in the main game."""
    view = c.view
    if not view.title:
        return "", ""
    you, opp = view.outer_life[-1][c.human], view.outer_life[-1][c.opp]
    around = "Main game" if len(view.subgame) == 1 else "The game around it"
    return view.title, f"{around}: you {you} life · {c.names[c.opp]} {opp} life"


# --- players ---------------------------------------------------------------------------------

def _player(c: DuelController, ui: TableUI, p: int) -> PlayerModel:
    g = c.g
    pl = g.players[p]
    pv = c.view.players[p]
    m = ui.mode
    targetable = m is not None and m.kind == "table" and ("player", p) in m.options
    hand: tuple[int, ...] = ()
    if p == c.human:
        ann = c.announcing()
        announced = getattr(ann, "card", None) if isinstance(ann, CastSpell) else None
        # your commander waits in the command zone at the end of your hand (cast it from there, CR 903.8)
        hand = tuple(oid for oid in pl.hand if oid != announced) + \
            tuple(oid for oid in pl.command if oid != announced and g.objects[oid].is_commander)
    return PlayerModel(
        idx=p, side="you" if p == c.human else "opp", name=c.names[p],
        deck_name=c.deck_names[p] if c.deck_names else "", life=pl.life, poison=pl.poison,
        pool=tuple((col, pl.mana_pool.get(col, 0)) for col in POOL_ORDER),
        restricted=tuple((col, len(restricted_sources(g, p, col))) for col in POOL_ORDER), library_size=pv.library_size,
        hand_size=pv.hand_size, hand=hand, graveyard=tuple(pl.graveyard), exile_count=len(pl.exile),
        revealed_hand=tuple(look_from_def(card) for card in c.revealed_hand()) if p == c.opp else (),
        library_top=look_from_def(c.view.card(pv.library_top).card)
        if pv.library_top is not None and c.view.card(pv.library_top) is not None else None,
        colours=_deck_colours(g, p), zone_notes=zone_notes(g, p), active=c.current_active() == p,
        targetable=targetable, picked=targetable and m.options[("player", p)] in ui.choice)


def _deck_colours(g: Any, p: int) -> tuple[str, ...]:
    """The two colours most of a player's cards have (colourless if none)."""
    counts: dict[str, int] = {}
    for o in g.objects.values():
        if o.owner == p:
            for col in o.card.colors:
                counts[col] = counts.get(col, 0) + 1
    return tuple(sorted(counts, key=lambda col: -counts[col])[:2]) or ("C",)


def zone_notes(g: Any, p: int) -> str:
    """What a player has in the command zone and the ante, for their hand's title bar:
    "Commander: Stangg (command zone, tax {2}) · Ante: Shivan Dragon"."""
    pl = g.players[p]
    parts = []
    cmd = pl.commander
    if cmd is not None and cmd in g.objects:
        o = g.objects[cmd]
        where = {"command": "command zone", "battlefield": "on the battlefield", "hand": "in hand",
                 "library": "in library", "graveyard": "in graveyard", "exile": "in exile"}.get(o.zone, o.zone)
        tax = 2 * pl.commander_casts
        parts.append(f"Commander: {o.card.name} ({where}" + (f", tax {{{tax}}}" if tax else "") + ")")
        dealt = g.players[1 - p].commander_damage.get(cmd, 0)
        if dealt:
            parts[-1] += f" · {dealt}/21 commander damage dealt"
    if pl.ante:
        parts.append("Ante: " + ", ".join(g.objects[oid].card.name for oid in pl.ante))
    return "  ·  ".join(parts)


# --- cards -----------------------------------------------------------------------------------

def _cards(c: DuelController, ui: TableUI, stack: tuple[StackItemModel, ...],
           announced: int | None) -> dict[Key, CardModel]:
    g = c.g
    me = c.human
    m = ui.mode
    cards: dict[Key, CardModel] = {}
    combat = g.combat
    attacking = set(combat.attackers) if combat is not None else set()
    if m is not None and m.kind == "attackers":
        attacking |= set(ui.attack.picks)
    blocking = set(combat.blockers) if combat is not None else set()
    blocking |= {b for b, _ in ui.block.picks}
    # the battlefield (phased-out permanents are treated as though they don't exist, CR 702.26b)
    for oid in g.battlefield:
        o = g.objects[oid]
        if o.phased_out:
            continue
        ch = g.chars(oid)
        look = look_of(g, oid, me)
        if not ui.show_pt:
            look = printed_pt(look, o)
        marks = marks_of(g, oid, show_abilities=ui.show_abilities, show_id=ui.show_id_tags)
        creature = "Creature" in ch.types
        land = "Land" in ch.types
        cards[("obj", oid)] = CardModel(
            ("obj", oid), oid, "bf", look, marks, not (o.face_down and o.controller != me),
            controller=g.controller_of(oid), tapped=o.tapped, attached_to=o.attached_to,
            order=ui.arrival.get(oid, o.timestamp), land=land, creature=creature,
            fannable=land and not creature and not o.counters and not o.damage
            and not (combat is not None and (oid in combat.attackers or oid in combat.blockers)),
            attacking=oid in attacking, blocking=oid in blocking, no_auto_tap=oid in c.dont_auto_tap,
            paying=oid in ui.payment)
    # your hand (and your commander in the command zone)
    for oid in c.g.players[me].hand + [x for x in g.players[me].command if g.objects[x].is_commander]:
        if oid == announced or ("obj", oid) in cards:
            continue
        o = g.objects[oid]
        marks = Marks(dim=hand_dimmed(ui, oid), id_tag=oid if ui.show_id_tags else None)
        cards[("obj", oid)] = CardModel(("obj", oid), oid, "hand", look_from_def(o.card), marks, True,
                                        controller=me, command_zone=o.zone == "command")
    # the stack: spells as cards on their tiles
    for item in stack:
        if item.key[0] == "obj":
            o = g.objects[item.key[1]]
            cards[item.key] = CardModel(item.key, o.id, "stack", look_of(g, o.id, me), None,
                                        not (o.face_down and o.controller != me), controller=o.controller)
        elif item.key == ("announce",) and announced is not None:
            o = g.objects[announced]
            cards[("obj", announced)] = CardModel(("obj", announced), announced, "announce", look_from_def(o.card),
                                                  None, True, controller=me)
    # everything else: piles.  Hidden cards (libraries, the opponent's hand) are drawn from the
    # human player's view: a back, never the card (CR 400.2)
    view = c.view
    for p in (0, 1):
        side = "you" if p == me else "opp"
        pl = g.players[p]
        piles: list[tuple[int, str, bool, int]] = [(oid, "library", False, 1) for oid in pl.library]
        piles += [(oid, "graveyard", True, 2 + i) for i, oid in enumerate(pl.graveyard)]
        piles += [(oid, "graveyard", True, 1) for zone in ("exile", "ante", "command") for oid in getattr(pl, zone)]
        if p != me:
            piles += [(oid, "opp_hand", False, 1) for oid in pl.hand]
        for oid, where, face_up, depth in piles:
            if ("obj", oid) in cards:
                continue
            seen = view.card(oid)
            look = HIDDEN_LOOK if seen is None or seen.card is None else look_from_def(seen.card)
            cards[("obj", oid)] = CardModel(("obj", oid), oid, "pile", look, None, face_up, controller=p,
                                            visible=False, pile=(side, where, depth))
    return cards


def hand_dimmed(ui: TableUI, oid: int) -> bool:
    """One rule for the hand in every mode: a card is dimmed when clicking it does nothing
    now — at priority, when the engine has no play starting from it; while choosing
    (targets, attackers, blockers, a payment, a number), when it isn't one of the choices.
    With nothing asked of you, your hand is shown as it is."""
    m = ui.mode
    if m is None:
        return False
    if m.kind == "priority":
        return not ui.usable.get(oid)
    return ("obj", oid) not in m.options


def highlights(c: DuelController, ui: TableUI) -> tuple[dict[Key, str], tuple[int, ...]]:
    """Which entities glow, and how: usable, legal targets, chosen, the automatic payment's
    preview (returned too: the lands it would tap that the player didn't click)."""
    hl: dict[Key, str] = {}
    m = ui.mode
    g = c.g
    preview: tuple[int, ...] = ()
    if m is None:
        return hl, preview
    if m.kind == "priority":
        for oid, acts in ui.usable.items():
            if all(is_mana_ability(g, a) for a in acts) and g.objects[oid].zone == "battlefield":
                continue
            hl[("obj", oid)] = USABLE
    elif m.kind == "pay":
        for oid in m.decision.options:
            if oid in g.objects:
                hl[("obj", oid)] = TARGET
        auto = ui.payment.with_automatic(g, tuple(c.dont_auto_tap)) or ()
        preview = tuple(o for o in auto if o not in ui.payment)
        for oid in preview:
            hl[("obj", oid)] = AUTO_TAP
        for oid in ui.payment.picks:
            hl[("obj", oid)] = SELECTED
    elif m.kind == "number" and m.decision.purpose == "x":
        from ..engine.casting import mana_sources
        for src in mana_sources(g, c.human):
            if src.id in g.objects:
                hl[("obj", src.id)] = TARGET
        for oid in ui.payment.picks:
            hl[("obj", oid)] = SELECTED
    elif m.kind == "table":
        for key in m.options:
            hl[key] = TARGET
        for opt in ui.choice.picks:
            for key, o in m.options.items():
                if o == opt:
                    hl[key] = SELECTED
    elif m.kind == "attackers":
        for a, _ in m.decision.options:
            hl[("obj", a)] = TARGET
        for a in ui.attack.picks:
            hl[("obj", a)] = ATTACK
    elif m.kind == "blockers":
        for b, a in m.decision.options:
            hl[("obj", b)] = TARGET
        if ui.block.armed is not None:
            hl[("obj", ui.block.armed)] = SELECTED
            for b, a in m.decision.options:
                if b == ui.block.armed:
                    hl[("obj", a)] = TARGET
        for b, a in ui.block.picks:
            hl[("obj", b)] = BLOCK
    return hl, preview


# --- the stack -------------------------------------------------------------------------------

def _stack(c: DuelController, ui: TableUI, ann: Any) -> tuple[tuple[StackItemModel, ...], Key | None]:
    """The stack top first; the spell or ability being announced is its first tile (it may
    already be on the stack, CR 601.2a)."""
    g = c.g
    me = c.human
    items = list(reversed(g.stack))
    entries: list[tuple[Key, Any]] = [(("obj", it.source) if it.kind == "spell" else ("item", it.id), it)
                                      for it in items]
    announce_key = None
    if ann is not None and items:
        first = items[0]
        if (isinstance(ann, CastSpell) and first.kind == "spell" and first.source == ann.card) or \
                (isinstance(ann, ActivateAbility) and first.kind != "spell" and first.source == ann.source):
            announce_key = entries[0][0]
    if ann is not None and isinstance(ann, (CastSpell, ActivateAbility)) and announce_key is None \
            and not is_mana_ability(g, ann):
        entries.insert(0, (("announce",), ann))
    prompt = ui.mode.decision.prompt if ui.mode is not None else ""
    out = []
    for key, item in entries:
        source_look = None
        if key[0] == "item" or (key == ("announce",) and isinstance(item, ActivateAbility)):
            o = g.objects.get(item.source)
            source_look = look_from_def(o.card) if o is not None else None
        if key == ("announce",) or key == announce_key:
            if key == ("announce",):
                name = g.name_of(getattr(item, "card", getattr(item, "source", 0)))
                title = f"Casting {name}…" if isinstance(item, CastSpell) else f"Activating {name}…"
            else:
                title = f"Casting {item.name}…" if item.kind == "spell" else f"Activating {g.name_of(item.source)}…"
            out.append(StackItemModel(key, title, prompt, announcing=True, source_look=source_look))
            continue
        ctrl = "Your" if item.controller == me else c.names[item.controller] + "'s"
        kind = {"spell": "spell", "activated": "ability", "triggered": "trigger"}.get(item.kind, item.kind)
        refs = tuple(x for rs in item.targets.values() for x in rs if isinstance(x, tuple))
        names = ", ".join(("you" if x == ("player", me) else c.names[x[1]] if x[0] == "player" else g.name_of(x))
                          for x in refs)
        out.append(StackItemModel(
            key, item.name if item.kind == "spell" else g.name_of(item.source),
            f"{ctrl} {kind}" + (f", X={item.x}" if item.x else ""), source_look=source_look,
            triggered=item.kind == "triggered", targets=refs, targets_text=("→ " + names) if refs else ""))
    return tuple(out), announce_key


# --- the Phase Bar and the Situation Bar -----------------------------------------------------

def _bar_index(step_idx: int) -> int:
    st = STEPS[step_idx]
    if st == "first_strike_damage":
        st = "combat_damage"
    if st == "cleanup":
        st = "end"
    return BAR_STEPS.index(st) if st in BAR_STEPS else 0


def offered_actions(c: DuelController, ui: TableUI) -> tuple[ActionButton, ...]:
    """The buttons of the Situation Bar (before Options and "?"): what the player may do now."""
    g = c.g
    m = ui.mode
    pend = g.pending
    cancellable = pend is not None and pend.cancellable and pend.decision.player == c.human
    out: list[ActionButton] = []
    if g.over:
        out.append(ActionButton("Results", True, True))
    elif c.intent is not None:
        out.append(ActionButton("Stop"))
    elif m is not None:
        k = m.kind
        if k == "priority":
            out += [ActionButton("Next turn"), ActionButton("Done", True, True)]
        elif k == "number":
            out += [ActionButton("−"), ActionButton("+")]
            if cancellable:
                out.append(ActionButton("Cancel"))
            out.append(ActionButton("Done", True, True))
        elif k == "attackers":
            out += [ActionButton("All"), ActionButton("Done", True, True)]
        else:
            if cancellable:
                out.append(ActionButton("Cancel"))
            out.append(ActionButton("Done", k not in ("dialog", "divide", "mulligan"), True))
    return tuple(out)


def situation_text(c: DuelController, ui: TableUI) -> tuple[str, str]:
    """(what is asked, what is happening) in plain words."""
    g = c.g
    m = ui.mode
    me = c.human
    opp = c.names[c.opp]
    if g.over:
        if g.winner is None:
            return "The duel is a draw.", g.end_reason
        return ("You win the duel!" if g.winner == me else f"{opp} wins the duel."), g.end_reason
    step = c.current_step()
    whose = "Your" if c.current_active() == me else f"{opp}'s"
    where = f"{whose} {step_label(step)}"
    if m is None:
        if c.intent is not None:
            return c.passing_banner(), where
        d = c.decision()
        if d is not None:
            verb = {"attackers": "is declaring attackers", "blockers": "is declaring blockers"}.get(d.kind,
                                                                                                  "is thinking")
            return f"{opp} {verb}{'…' if ui.thinking else '.'}", where
        return where, ""
    d = m.decision
    k = m.kind
    if k == "priority":
        if c.intent is not None:
            return c.passing_banner(), where
        if g.stack:
            top = g.stack[-1]
            owner = "Your" if top.controller == me else f"{opp}'s"
            return (f"{owner} {top.name} is on the stack — respond, or Done to let it resolve.", where)
        if c.current_active() == me and step in ("main1", "main2"):
            return "Your main phase: play a land, cast spells, or Done to move on.", where
        if step == "declare_blockers" and g.combat is not None and g.combat.blocks_declared:
            return "Blockers are declared: use a card before combat damage, or Done.", where
        return f"{where}: you have priority — use a card, or Done to pass.", ""
    if k == "pay":
        cost = d.info("cost", "")
        sel = len(ui.payment)
        extra = f" ({sel} chosen)" if sel else ""
        return (f"Pay {cost}: click lands or your mana pool{extra}; Done pays the rest automatically.",
                d.prompt.split(":")[0])
    if k == "number":
        lo, hi = d.options
        if d.purpose == "x":
            return (f"X = {ui.number}: tap lands to add mana, or use − and +; Done to announce X (0–{hi}).",
                    d.prompt)
        return f"{d.prompt}: {ui.number} (from {lo} to {hi}) — Done to confirm.", ""
    if k == "table":
        n = len(ui.choice)
        if d.purpose == "target":
            players = any(key[0] == "player" for key in m.options)
            how = "click a highlighted card" + (" or a player's Life Register" if players else "")
            more = f" ({n} of up to {d.max} chosen; Done when ready)" if d.max > 1 else ""
            return f"{d.prompt}: {how}{more}.", ""
        count = f"{d.min}" if d.min == d.max else f"{d.min}–{d.max}"
        return f"{d.prompt} — click {count} highlighted {plural(d.max, 'card')} ({n} chosen).", ""
    if k == "attackers":
        n = len(ui.attack.picks)
        return (f"Declare attackers: click creatures to attack ({n} chosen), Done when ready.",
                "Right-click an attacker with banding to band it.")
    if k == "blockers":
        atk = len(g.combat.attackers) if g.combat else 0
        if ui.block.armed is not None:
            return f"Now click the attacker {g.name_of(ui.block.armed)} blocks.", ""
        incoming = c.incoming_damage()
        warn = f" — {incoming} damage incoming!" if incoming >= g.players[me].life else ""
        return (f"Declare blockers against {counted(atk, 'attacker')}: click your creature, then "
                f"its attacker; Done when ready.{warn}", "")
    if k == "divide":
        return d.prompt, ""
    if k == "mulligan":
        return "Keep your opening hand, or take a mulligan.", ""
    if k == "drop":
        return (f"Drop {d.info('card', 'the card')} onto the table: press over the battlefield, move it over the "
                f"permanents it should land on (outlined, at most {d.info('max_touch', d.max)}) and release.", "")
    return d.prompt, ""


def _drop(c: DuelController, m: DecisionMode) -> DropModel:
    """What the table needs to show a dexterity card held over it: which permanents it may
    land on and which of them the drop matters to (the decision's `affects`, asked of the
    engine once, here)."""
    from ..engine.context import Ctx
    from ..engine.filters import matches_object, normalize
    g = c.g
    d = m.decision
    source = d.info("source")
    ctx = Ctx(g, d.for_player, source, None)
    affects = normalize(d.info("affects"))
    options = frozenset(o for o in d.options if isinstance(o, int))
    return DropModel(
        name=d.info("card", "the card"),
        source_look=look_of(g, source, c.human) if source is not None and source in g.objects else None,
        max_touch=d.info("max_touch", d.max) or d.max, options=options,
        affected=frozenset(o for o in options if o in g.objects and matches_object(ctx, o, affects)))

