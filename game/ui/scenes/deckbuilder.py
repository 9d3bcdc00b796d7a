"""The Deck Builder.

Browse the whole card pool — live search over names, types and rules text; filters by
colour, type, mana value, rarity and set; sorting — with the cards drawn as on the table
and the one under the mouse in the Showcase.  Click a card (or drag it onto the deck) to
add it; click a card of the deck list (or drag it out) to remove one; right-click either
for more (sideboard, commander).  The deck list is grouped by type with counts; the
mana curve and colour charts, the mana analysis (coloured sources against what the
spells ask for) and the goldfish test (1,000 games played alone) follow every change, as
does legality with the reason for each problem.  Decks are saved, renamed, duplicated and
deleted in the user data folder, and imported or exported as text lists or Forge .dck.

The scene keeps the editing state (the `DeckDraft`, the filters, what is being dragged);
`draw()` only reads it.  The goldfish test runs in a worker thread.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...cards.printings import SET_NAMES, printing
from ...decks.analysis import GoldfishReport, colour_counts, goldfish, mana_analysis, mana_curve, sample_hand
from ...decks.deck_formats import DECK_WORDS, FORMATS
from ...decks.decklist import Deck
from ...decks.draft import SIDEBOARD_MAX, DeckDraft
from ...decks.decklist import DeckFileError
from ...decks.formats import parse_any, read_deck_file, resolve, write_deck_file
from ...decks.store import DeckStoreError
from ...storage.files import safe_filename
from .. import cardrender, theme, zoom
from ..app import Scene
from ..controls import Scroller, TextField, draw_chip, draw_cost, scale_of
from ..widgets import Button, ContextMenu, MenuEntry, draw_text, fit_text, panel, wrap
from .common import ConfirmDialog, FilePicker, ListPicker, MenuDialog, MessageDialog, Relayout, TextPrompt
from ...engine.terms import COLORS, MANA_TYPES
from ...engine.words import counted

if TYPE_CHECKING:
    from ..session import Session

COLOUR_CHIPS = ("W", "U", "B", "R", "G", "C", "M")
TYPE_CHIPS = ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land")
MV_CHIPS = (0, 1, 2, 3, 4, 5, 6)
RARITY_CHIPS = (("common", "C"), ("uncommon", "U"), ("rare", "R"), ("special", "S"))
SET_CHOICES = tuple(SET_NAMES) + ("Other",)   # the set filter's menu: each classic set, then the rest
SORTS = (("name", "Name"), ("mv", "Mana value"), ("colour", "Colour"), ("type", "Type"), ("rarity", "Rarity"))
RARITY_ORDER = {"common": 0, "uncommon": 1, "rare": 2, "special": 3}
DRAG_START = 8        # pixels the mouse moves before a press becomes a drag


def card_matches(card, query: str, colours: set, types: set, mvs: set, rarities: set, sets: set) -> bool:
    """Whether a card passes the builder's search and filters (each filter group: any of)."""
    if query:
        hay = f"{card.name} {' '.join(card.supertypes + card.types + card.subtypes)} {card.text}".lower()
        if not all(word in hay for word in query.lower().split()):
            return False
    if colours:
        cols = set(card.colors)
        ok = bool(cols & colours)
        if "C" in colours and not cols and "Land" not in card.types:
            ok = True
        if "M" in colours and len(cols) > 1:
            ok = True
        if not ok:
            return False
    if types and not set(card.types) & types:
        return False
    if mvs and min(6, card.mana_value) not in mvs:
        return False
    pr = printing(card.name)
    if rarities and pr.rarity not in rarities:
        return False
    if sets and not any(pr.in_set(code) for code in sets):
        return False
    return True


def _colour_key(card) -> tuple:
    cols = [c for c in COLORS if c in card.colors]
    if "Land" in card.types:
        return (7, "")
    if not cols:
        return (6, "")
    if len(cols) > 1:
        return (5, "".join(cols))
    return (COLORS.index(cols[0]), "")


def sort_cards(cards: list, key: str) -> list:
    if key == "mv":
        return sorted(cards, key=lambda c: ("Land" in c.types, c.mana_value, c.name))
    if key == "colour":
        return sorted(cards, key=lambda c: (_colour_key(c), c.mana_value, c.name))
    if key == "type":
        from ...decks.draft import TYPE_GROUPS, type_group
        return sorted(cards, key=lambda c: (TYPE_GROUPS.index(type_group(c)), c.mana_value, c.name))
    if key == "rarity":
        return sorted(cards, key=lambda c: (-RARITY_ORDER.get(printing(c.name).rarity, 0), c.name))
    return sorted(cards, key=lambda c: c.name)


@dataclass
class Drag:
    name: str
    origin: str            # "grid", "main" or "side"
    start: tuple[int, int]
    active: bool = False


class SampleHandDialog(MenuDialog):
    """Seven cards from the shuffled deck; Deal again."""
    width = 1500
    height = 450
    title = "Sample opening hand"

    def __init__(self, cards: list) -> None:
        super().__init__()
        self.cards = cards
        self.seed = 1
        self.hand = sample_hand(cards, self.seed)

    def button_specs(self):
        return [("Deal again", self.again, False), ("Close", self.close, True)]

    def again(self) -> None:
        self.seed += 1
        self.hand = sample_hand(self.cards, self.seed)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        self.draw_frame(surface)
        cw = int(190 * s)
        n = len(self.hand)
        x = self.rect.centerx - (n * cw + (n - 1) * int(12 * s)) // 2
        for i, card in enumerate(self.hand):
            surf = cardrender.card_surface(cardrender.look_from_def(card), cw)
            surface.blit(surf, (x + i * (cw + int(12 * s)), self.rect.y + int(70 * s)))
        lands = sum(1 for c in self.hand if "Land" in c.types)
        verdict = "a keep" if 2 <= lands <= 5 else "a mulligan"
        draw_text(surface, f"{counted(lands, 'land')}, {counted(n - lands, 'spell')}"
                  f" — {verdict}", (self.rect.x + int(40 * s), self.rect.bottom - int(42 * s)), "card", int(20 * s),
                  theme.TEXT, anchor="midleft")
        self.draw_buttons(surface)


@dataclass(frozen=True)
class LimitedPool:
    """The builder in a sealed deck or a draft: only the event's cards (`names`, with their
    copies) and free basic lands; Done hands the 40-card deck to `on_done`."""
    names: tuple[str, ...] | list[str]
    on_done: Any


BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class DeckBuilderScene(Relayout, Scene):
    def __init__(self, session: "Session", deck: Deck | None = None, limited: LimitedPool | None = None) -> None:
        super().__init__()
        self.session = session
        self.pool = session.pool
        self.limited = limited
        self.owned: dict[str, int] = {}
        if limited is not None:
            for n in limited.names:
                self.owned[n] = self.owned.get(n, 0) + 1
            names = set(self.owned) | {b for b in BASIC_LANDS if self.pool.find(b) is not None}
            self.all_cards = sorted((self.pool.get(n) for n in names), key=lambda c: c.name)
        else:
            self.all_cards = sorted(self.pool.cards.values(), key=lambda c: c.name)
        self.draft = DeckDraft.from_deck(deck, self.pool) if deck is not None else \
            DeckDraft(name="Event deck") if limited is not None else DeckDraft()
        # filters
        self.query = ""
        self.colours: set[str] = set()
        self.types: set[str] = set()
        self.mvs: set[int] = set()
        self.rarities: set[str] = set()
        self.sets: set[str] = set()
        self.sort = "name"
        self.results: list = []
        self.grid_scroll = Scroller()
        self.list_scroll = Scroller()
        self.tab = "deck"                   # "deck", "side" or "analysis"
        # presentation state
        self.mouse = (0, 0)
        self.t = 0.0
        self.hover_card: Any = None
        self.hover_since = 0.0
        self.zoom_at: pygame.Rect | None = None     # where the hover zoom was drawn last
        self.showcase: Any = None
        self.drag: Drag | None = None
        self.menu: ContextMenu | None = None
        self.toast: tuple[str, float, tuple] | None = None
        self.buttons: list[Button] = []
        self.chips: list[tuple[pygame.Rect, str, Any]] = []
        self.grid_cells: list[tuple[pygame.Rect, Any]] = []
        self.list_rows: list[tuple[pygame.Rect, str, str]] = []
        self.tabs: list[tuple[pygame.Rect, str]] = []
        self.search: TextField | None = None
        self.name_field: TextField | None = None
        self.areas: dict[str, pygame.Rect] = {}
        # what follows the deck
        self.problems: list[str] = []
        self.analysis: list = []
        self.curve: list[int] = []
        self.colour_count: dict[str, int] = {}
        self.report: GoldfishReport | None = None
        self._report_for: Any = None
        self._job: threading.Thread | None = None
        self._job_result: tuple[Any, GoldfishReport] | None = None
        self._changed_at = 0.0
        self._deck_key: Any = None
        self.last_folder = Path.home()
        self.recent_folders: list[Path] = []
        self._refresh_results()
        self._refresh_deck()

    @property
    def s(self) -> float:
        return scale_of(self.app)

    # --- the results and the deck -----------------------------------------------------------------------
    def _refresh_results(self) -> None:
        hits = [c for c in self.all_cards if card_matches(c, self.query, self.colours, self.types, self.mvs,
                                                          self.rarities, self.sets)]
        self.results = sort_cards(hits, self.sort)
        self.grid_scroll.offset = 0
        if self.app is not None:
            self._layout_grid()

    def _deck_state(self) -> tuple:
        d = self.draft
        return (tuple(sorted(d.main.items())), tuple(sorted(d.side.items())), d.fmt, d.commander)

    def _refresh_deck(self) -> None:
        """Legality, curve, colours and the mana analysis (the goldfish test follows in a thread)."""
        if self.limited is not None:
            from ...limited.event import deck_problems as limited_problems
            self.problems = limited_problems(self.draft.to_deck(), list(self.limited.names), self.pool)
        else:
            self.problems = self.draft.problems(self.pool)
        cards = self.draft.cards(self.pool)
        self.curve = mana_curve(cards)
        self.colour_count = colour_counts(cards)
        self.analysis = mana_analysis(cards)
        self._deck_key = self._deck_state()
        self._changed_at = self.t
        if self.app is not None:
            self._layout_list()

    def changed(self) -> None:
        self._refresh_deck()

    # --- layout (on entering, resuming and resizing: Relayout) ---------------------------------------------
    def layout(self) -> None:
        s = self.s
        W, H = self.app.screen.get_size()
        # top bar
        self.name_field = TextField(pygame.Rect(int(300 * s), int(14 * s), int(400 * s), int(42 * s)),
                                    self.name_field.text if self.name_field else self.draft.name,
                                    placeholder="deck name", max_len=50, on_change=self._rename_draft,
                                    focused=self.name_field.focused if self.name_field else False)
        specs = [("New", self.new_deck), ("Open…", self.open_deck), ("Save", self.save), ("Rename…", self.rename),
                 ("Duplicate", self.duplicate), ("Delete…", self.delete), ("Import…", self.import_deck),
                 ("Export…", self.export_deck), ("Done", self.leave)]
        if self.limited is not None:
            specs = [("Suggest", self.suggest_limited), ("Clear", self.clear_limited), ("Done", self.finish_limited)]
        bw, gap = int(112 * s), int(8 * s)
        x = W - int(16 * s) - len(specs) * bw - (len(specs) - 1) * gap
        self.buttons = [Button(label, pygame.Rect(x + i * (bw + gap), int(14 * s), bw, int(42 * s)), act,
                               primary=label in ("Save", "Done") and (self.limited is None) == (label == "Save"))
                        for i, (label, act) in enumerate(specs)]
        # filter bar
        fy = int(74 * s)
        self.search = TextField(pygame.Rect(int(16 * s), fy, int(420 * s), int(40 * s)),
                                self.search.text if self.search else self.query,
                                placeholder="Search names, types and rules text", icon="search", max_len=40,
                                on_change=self._search_changed,
                                focused=self.search.focused if self.search else False)
        self.chips = []
        ch = int(36 * s)
        x = int(452 * s)
        for c in COLOUR_CHIPS:
            self.chips.append((pygame.Rect(x, fy + int(2 * s), ch, ch), "colour", c))
            x += ch + int(6 * s)
        x += int(14 * s)
        for t in TYPE_CHIPS:
            w = theme.text_font("ui_bold", int(15 * s)).size(t)[0] + int(26 * s)
            self.chips.append((pygame.Rect(x, fy + int(2 * s), w, ch), "type", t))
            x += w + int(6 * s)
        x += int(14 * s)
        self.chips.append((pygame.Rect(x, fy + int(2 * s), int(210 * s), ch), "sort", None))
        x += int(220 * s)
        self.chips.append((pygame.Rect(x, fy + int(2 * s), int(90 * s), ch), "clear", None))
        fy2 = fy + int(48 * s)
        x = int(452 * s)
        for v in MV_CHIPS:
            self.chips.append((pygame.Rect(x, fy2, ch, int(32 * s)), "mv", v))
            x += ch + int(6 * s)
        x += int(100 * s)
        for key, label in RARITY_CHIPS:
            self.chips.append((pygame.Rect(x, fy2, int(40 * s), int(32 * s)), "rarity", key))
            x += int(46 * s)
        x += int(60 * s)
        self.chips.append((pygame.Rect(x, fy2, int(220 * s), int(32 * s)), "set", None))
        x += int(240 * s)
        for fmt in FORMATS:
            self.chips.append((pygame.Rect(x, fy2, int(150 * s), int(32 * s)), "fmt", fmt))
            x += int(156 * s)
        # the three columns
        top = int(172 * s)
        left = pygame.Rect(int(10 * s), top, int(360 * s), H - top - int(10 * s))
        right_w = int(560 * s)
        right = pygame.Rect(W - right_w - int(10 * s), top, right_w, H - top - int(10 * s))
        grid = pygame.Rect(left.right + int(10 * s), top, right.x - left.right - int(20 * s), H - top - int(10 * s))
        self.areas = {"left": left, "grid": grid, "right": right}
        self._layout_grid()
        self._layout_list()

    def _layout_grid(self) -> None:
        s = self.s
        grid = self.areas.get("grid")
        if grid is None:
            return
        inner = grid.inflate(-int(20 * s), -int(20 * s))
        inner.y += int(24 * s)
        inner.h -= int(24 * s)
        cw = int(148 * s)
        ch = int(cw * cardrender.RATIO)
        gap = int(10 * s)
        cols = max(1, (inner.w + gap) // (cw + gap))
        rows_vis = max(1, (inner.h + gap) // (ch + gap))
        n = len(self.results)
        total_rows = (n + cols - 1) // cols
        sc = self.grid_scroll
        sc.rows, sc.visible = total_rows, rows_vis
        sc.clamp()
        x0 = inner.x + (inner.w - (cols * cw + (cols - 1) * gap)) // 2
        self.grid_cells = []
        first = sc.offset * cols
        for i in range(first, min(n, first + rows_vis * cols)):
            k = i - first
            r, c = divmod(k, cols)
            self.grid_cells.append((pygame.Rect(x0 + c * (cw + gap), inner.y + r * (ch + gap), cw, ch),
                                    self.results[i]))
        self.grid_cols = cols

    def _layout_list(self) -> None:
        s = self.s
        right = self.areas.get("right")
        if right is None:
            return
        tab_y = right.y + int(92 * s)
        tw = (right.w - int(20 * s)) // 3
        self.tabs = [(pygame.Rect(right.x + int(10 * s) + i * tw, tab_y, tw - int(6 * s), int(36 * s)), key)
                     for i, key in enumerate(("deck", "side", "analysis"))]
        area = pygame.Rect(right.x + int(10 * s), tab_y + int(44 * s), right.w - int(20 * s),
                           right.bottom - tab_y - int(54 * s))
        self.areas["list"] = area
        self.list_rows = []
        if self.tab == "analysis":
            return
        where = "main" if self.tab == "deck" else "side"
        rh = int(26 * s)
        lines: list[tuple[str, Any]] = []
        for group, items in self.draft.groups(self.pool, where):
            lines.append(("head", (group, sum(n for _, n, _ in items))))
            for name, n, card in items:
                lines.append(("row", name))
        sc = self.list_scroll
        sc.rows = len(lines)
        sc.visible = max(1, area.h // rh)
        sc.clamp()
        self.list_lines = lines[sc.offset: sc.offset + sc.visible]
        y = area.y
        for kind, val in self.list_lines:
            if kind == "row":
                self.list_rows.append((pygame.Rect(area.x, y, area.w - int(12 * s), rh - 2), val, where))
            y += rh

    # --- editing actions --------------------------------------------------------------------------------------
    def _rename_draft(self, text: str) -> None:
        self.draft.name = text.strip() or "New Deck"
        self.draft.dirty = True

    def _search_changed(self, text: str) -> None:
        self.query = text.strip()
        self._refresh_results()

    def add(self, name: str, where: str | None = None) -> None:
        where = where or ("side" if self.tab == "side" else "main")
        if self.limited is not None:
            if name not in BASIC_LANDS:
                have = self.owned.get(name, 0)
                if self.draft.count(name, "main") + self.draft.count(name, "side") >= have:
                    self.say(f"Your pool holds {have} {name}", theme.DANGER)
                    return
            self.draft.add(name, 1, where)
            self.changed()
            return
        if where == "side" and self.draft.side_size >= SIDEBOARD_MAX:
            self.say(f"A sideboard has at most {SIDEBOARD_MAX} cards", theme.DANGER)
            return
        self.draft.add(name, 1, where)
        self.changed()

    def remove(self, name: str, where: str = "main") -> None:
        if self.draft.remove(name, 1, where):
            self.changed()

    def make_commander(self, name: str) -> None:
        self.draft.set_commander(name)
        self.changed()
        self.say(f"{name} leads the deck: Commander rules apply")

    def say(self, text: str, colour=theme.GOLD, seconds: float = 3.5) -> None:
        self.toast = (text, self.t + seconds, colour)

    def set_draft(self, draft: DeckDraft) -> None:
        self.draft = draft
        if self.name_field:
            self.name_field.text = draft.name
            self.name_field.caret = -1
        self.list_scroll.offset = 0
        self.report = None
        self.changed()

    # --- file actions ------------------------------------------------------------------------------------------
    def _confirm_discard(self, then) -> None:
        if self.draft.dirty and self.draft.size:
            self.app.push(ConfirmDialog("Discard your changes?", f"“{self.draft.name}” has changes that aren't saved.",
                                        "Discard", then))
        else:
            then()

    def new_deck(self) -> None:
        self._confirm_discard(lambda: self.set_draft(DeckDraft()))

    def open_deck(self) -> None:
        store = self.session.store
        items = [(d.name, f"Your deck · {d.size} cards" + (f" · Commander: {d.commander}" if d.commander else ""),
                  ("yours", d.name)) for d in store.list()]
        items += [(d.name, f"Prebuilt deck (opens as a copy) · {d.size} cards", ("prebuilt", d))
                  for d in self.session.prebuilt("normal") + self.session.prebuilt("commander")]

        def pick(value) -> None:
            kind, what = value
            if kind == "yours":
                try:
                    deck = store.load(what)
                except DeckStoreError as e:
                    self.app.push(MessageDialog("Can't open the deck", str(e)))
                    return
                self.set_draft(DeckDraft.from_deck(deck, self.pool))
            else:
                d = DeckDraft.from_deck(what, self.pool, saved=False)
                d.name = store.unique_name(what.name)
                d.dirty = True
                self.set_draft(d)
            self.session.show_notices()
        self._confirm_discard(lambda: self.app.push(ListPicker("Open a deck", items, pick,
                                                               empty="You have no decks yet.")))

    def _why_bad_name(self, name: str) -> str | None:
        if not name.strip():
            return "type a name"
        return None

    def save(self) -> None:
        name = self.draft.name.strip()
        store = self.session.store
        if not name or name == "New Deck" and not self.draft.size:
            self.say("Add some cards and give the deck a name first", theme.DANGER)
            return
        taken = store.find(name)
        if taken is not None and (self.draft.saved_as is None or self.draft.saved_as.lower() != name.lower()):
            self.app.push(ConfirmDialog("Replace the deck?", f"You already have a deck named “{taken.name}”.",
                                        "Replace", self._write))
            return
        self._write()

    def _write(self) -> None:
        try:
            self.session.store.save(self.draft.to_deck())
        except (OSError, DeckStoreError) as e:
            self.app.push(MessageDialog("The deck wasn't saved", str(e)))
            return
        self.draft.saved_as = self.draft.name
        self.draft.dirty = False
        if self.problems:
            self.say(f"Saved “{self.draft.name}” — not legal yet: {self.problems[0]}", theme.DANGER, 5)
        else:
            self.say(f"Saved “{self.draft.name}”", theme.HEAL)

    def rename(self) -> None:
        if self.draft.saved_as is None:
            self.app.push(TextPrompt("Name the deck", "The deck's name:", self.draft.name, self._renamed_unsaved))
            return
        self.app.push(TextPrompt("Rename the deck", f"New name for “{self.draft.saved_as}”:", self.draft.saved_as,
                                 self._renamed, self._why_bad_name, "Rename"))

    def _renamed_unsaved(self, name: str) -> None:
        self.draft.name = name
        if self.name_field:
            self.name_field.text = name

    def _renamed(self, name: str) -> None:
        try:
            deck = self.session.store.rename(self.draft.saved_as, name)
        except DeckStoreError as e:
            self.app.push(MessageDialog("Can't rename the deck", str(e)))
            return
        self.draft.name = self.draft.saved_as = deck.name
        if self.name_field:
            self.name_field.text = deck.name
        self.say(f"Renamed to “{deck.name}”")

    def duplicate(self) -> None:
        if self.draft.saved_as is not None and not self.draft.dirty:
            try:
                copy = self.session.store.duplicate(self.draft.saved_as)
            except DeckStoreError as e:
                self.app.push(MessageDialog("Can't duplicate the deck", str(e)))
                return
            self.set_draft(DeckDraft.from_deck(copy, self.pool))
            self.say(f"Saved a copy: “{copy.name}”")
            return
        d = DeckDraft.from_deck(self.draft.to_deck(), self.pool, saved=False)
        d.name = self.session.store.unique_name(self.draft.name + " (copy)")
        d.fmt = self.draft.fmt
        d.dirty = True
        self.set_draft(d)
        self.say(f"Editing a copy: “{d.name}” (not saved yet)")

    def delete(self) -> None:
        if self.draft.saved_as is None:
            self.say("This deck isn't saved: nothing to delete", theme.DANGER)
            return
        name = self.draft.saved_as

        def go() -> None:
            try:
                self.session.store.delete(name)
            except DeckStoreError as e:
                self.app.push(MessageDialog("Can't delete the deck", str(e)))
                return
            self.set_draft(DeckDraft())
            self.say(f"Deleted “{name}”")
        self.app.push(ConfirmDialog("Delete the deck?", f"“{name}” will be deleted from your decks.", "Delete", go))

    def import_deck(self) -> None:
        from .importdeck import ImportDeckScene
        self._confirm_discard(lambda: self.app.push(ImportDeckScene(self.import_folder(), self.import_path,
                                                                    self.import_text)))

    def import_folder(self) -> Path:
        """Where the import dialog opens: the folder a deck was last imported from or exported
        to; else Downloads, where a deck list from the web lands; else the game's decks folder."""
        if self.recent_folders and self.recent_folders[0].is_dir():
            return self.recent_folders[0]
        if self.last_folder != Path.home() and self.last_folder.is_dir():
            return self.last_folder
        places = dict(self._places())
        return places.get("Downloads") or places.get("Your decks") or Path.home()

    def _places(self) -> tuple[tuple[str, Path], ...]:
        """Folders the import dialog offers at one click: home, Downloads, the game's decks
        folder, and the folders decks were last imported from or exported to."""
        found: list[tuple[str, Path]] = [("Home", Path.home())]
        downloads = Path.home() / "Downloads"
        if downloads.is_dir():
            found.append(("Downloads", downloads))
        decks = self.session.store.folder
        try:
            decks.mkdir(parents=True, exist_ok=True)        # the game's own folder, made on demand
            found.append(("Your decks", decks))
        except OSError:
            pass
        for folder in self.recent_folders:
            if folder.is_dir() and all(folder != f for _, f in found):
                found.append((folder.name or str(folder), folder))
        return tuple(found)

    def _remember(self, folder: Path) -> None:
        self.last_folder = folder
        self.recent_folders = [folder] + [f for f in self.recent_folders if f != folder][:3]

    def import_text(self, text: str) -> None:
        """A deck list pasted from the clipboard: read as a file's text would be."""
        try:
            deck = parse_any(text, name="Pasted deck", source="the clipboard")
        except DeckFileError as e:
            self.app.push(MessageDialog("Can't import the deck", f"the pasted text: {e}"))
            return
        self._take_imported(deck)

    def import_path(self, path: str | Path) -> None:
        """Read a deck file (text list or Forge .dck): known cards are kept, unknown ones listed."""
        path = Path(path)
        self._remember(path.parent)
        try:
            deck = read_deck_file(path)
        except OSError as e:
            self.app.push(MessageDialog("Can't import the deck", f"{path.name}: {e.strerror or e}"))
            return
        except DeckFileError as e:
            self.app.push(MessageDialog("Can't import the deck", f"{path.name}: {e}"))
            return
        self._take_imported(deck)

    def _take_imported(self, deck: Deck) -> None:
        res = resolve(deck, self.pool)
        d = DeckDraft.from_deck(res.deck, self.pool, saved=False)
        d.name = self.session.store.unique_name(res.deck.name)
        d.dirty = True
        self.set_draft(d)
        if res.unknown or deck.errors:
            self.app.push(MessageDialog(
                "Some cards are unknown" if not deck.errors else "Some lines of the file were left out",
                [f"“{res.deck.name}” was imported with {d.size} cards" +
                 (f" and {d.side_size} in the sideboard" if d.side_size else "") + "."] +
                [f"• {err}" for err in deck.errors] +
                (["These cards aren't in the game and were left out:"] if res.unknown else []) +
                [f"• {name}" for name in res.unknown]))
        else:
            self.say(f"Imported “{res.deck.name}”: {d.size} cards", theme.HEAL)

    def export_deck(self) -> None:
        name = safe_filename(self.draft.name) + ".txt"
        self.app.push(FilePicker("Export the deck", self.last_folder, self.export_path, mode="save",
                                 default_name=name, places=self._places()))

    def export_path(self, path: str | Path) -> None:
        path = Path(path)
        self._remember(path.parent)
        try:
            write_deck_file(self.draft.to_deck(), path)
        except OSError as e:
            self.app.push(MessageDialog("Can't export the deck", f"{path}: {e.strerror or e}"))
            return
        kind = "Forge .dck" if path.suffix.lower() == ".dck" else "text list"
        self.say(f"Exported to {path.name} ({kind})", theme.HEAL)

    def leave(self) -> None:
        if self.limited is not None:
            self.finish_limited()
            return
        self._confirm_discard(self.session.to_title)

    # --- building from a sealed pool or a draft's picks (game.limited) ----------------------------------
    def suggest_limited(self) -> None:
        """The deck the computer would build from this pool (the player may change it)."""
        from ...limited.builder import build_deck
        assert self.limited is not None
        deck = build_deck([self.pool.get(n) for n in self.limited.names], self.draft.name)
        self.draft.main = {e.name: e.count for e in deck.main}
        self.draft.side = {}
        self.draft.dirty = True
        self.changed()
        self.say(deck.description)

    def clear_limited(self) -> None:
        self.draft.main, self.draft.side = {}, {}
        self.changed()

    def limited_deck(self) -> Deck:
        """The deck as built, with the rest of the pool as its sideboard."""
        deck = self.draft.to_deck()
        rest = dict(self.owned)
        for e in deck.main:
            if e.name in rest:
                rest[e.name] -= e.count
        from ...decks.decklist import DeckEntry
        deck.sideboard = [DeckEntry(n, name) for name, n in sorted(rest.items()) if n > 0]
        return deck

    def finish_limited(self) -> None:
        assert self.limited is not None
        if self.problems:
            self.say(self.problems[0], theme.DANGER)
            return
        self.limited.on_done(self.limited_deck())

    def sample_hand(self) -> None:
        cards = self.draft.cards(self.pool)
        if self.draft.fmt == "commander" and self.draft.commander:
            cmd = self.pool.find(self.draft.commander)
            if cmd in cards:
                cards.remove(cmd)
        if len(cards) < 7:
            self.say("The deck needs at least 7 cards", theme.DANGER)
            return
        self.app.push(SampleHandDialog(cards))

    # --- the goldfish test (in a thread) --------------------------------------------------------------------------
    def _goldfish_cards(self) -> tuple[list, list]:
        cards = self.draft.cards(self.pool)
        extra = []
        if self.draft.fmt == "commander" and self.draft.commander:
            cmd = self.pool.find(self.draft.commander)
            if cmd in cards:
                cards.remove(cmd)
                extra = [cmd]
        return cards, extra

    def _start_goldfish(self) -> None:
        key = self._deck_key
        cards, extra = self._goldfish_cards()

        def work() -> None:
            rep = goldfish(cards, 1000, seed=7, always_available=extra)
            self._job_result = (key, rep)
        self._job_result = None
        self._job = threading.Thread(target=work, name="goldfish", daemon=True)
        self._job.start()

    def run_goldfish_now(self) -> GoldfishReport:
        """Run the test at once (tests and the screenshot tool)."""
        cards, extra = self._goldfish_cards()
        self.report = goldfish(cards, 1000, seed=7, always_available=extra)
        self._report_for = self._deck_key
        return self.report

    # --- frame loop -----------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        if self._job_result is not None:
            key, rep = self._job_result
            self._job_result = None
            self._job = None
            self.report = rep
            self._report_for = key
        if self._report_for != self._deck_key and self._job is None and self.t - self._changed_at > 0.5:
            self._start_goldfish()
        # the card under the mouse goes to the Showcase
        card = None
        for r, c in self.grid_cells:
            if r.collidepoint(self.mouse):
                card = c
        for r, name, _ in self.list_rows:
            if r.collidepoint(self.mouse):
                card = self.pool.find(name)
        if card is not self.hover_card:
            self.hover_since = self.t
        self.hover_card = card
        if card is not None:
            self.showcase = card
        if self.toast and self.t > self.toast[1]:
            self.toast = None
        # warm the card cache a few cards at a time (the first page draws at once)
        if self.grid_cells:
            for r, c in self.grid_cells[:6]:
                cardrender.card_surface(cardrender.look_from_def(c), r.w)

    # --- events ---------------------------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.menu is not None and self._menu_event(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            for fld in (self.search, self.name_field):      # a selection dragged with the mouse
                if fld is not None and fld.handle_event(event):
                    if event.type == pygame.MOUSEMOTION:
                        self.mouse = event.pos
                    return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag and not self.drag.active:
                dx, dy = event.pos[0] - self.drag.start[0], event.pos[1] - self.drag.start[1]
                if abs(dx) + abs(dy) > DRAG_START * self.s:
                    self.drag.active = True
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.areas["grid"].collidepoint(self.mouse):
                self.grid_scroll.wheel(event.y)
                self._layout_grid()
            elif self.areas["right"].collidepoint(self.mouse):
                self.list_scroll.wheel(event.y, 2)
                self._layout_list()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            for fld in (self.search, self.name_field):
                if fld is not None and fld.focused and fld.handle_event(event):
                    return True
            if event.type == pygame.KEYDOWN:
                ctrl = event.mod & pygame.KMOD_CTRL
                if ctrl and event.key == pygame.K_f and self.search:
                    self.search.focused = True
                    if self.name_field:
                        self.name_field.focused = False
                elif ctrl and event.key == pygame.K_s:
                    self.save()
                elif event.key == pygame.K_ESCAPE:
                    self.leave()
                elif event.key == pygame.K_PAGEDOWN:
                    self.grid_scroll.wheel(-self.grid_scroll.visible)
                    self._layout_grid()
                elif event.key == pygame.K_PAGEUP:
                    self.grid_scroll.wheel(self.grid_scroll.visible)
                    self._layout_grid()
            return True
        return True

    def _mouse_down(self, event) -> bool:
        pos = event.pos
        self.mouse = pos
        if event.button == 1:
            for fld in (self.search, self.name_field):
                if fld is not None:
                    fld.handle_event(event)
        if event.button == 1:
            for b in self.buttons:
                if b.hit(pos):
                    b.action()
                    return True
            if self.search and self.search.rect.collidepoint(pos) or \
                    self.name_field and self.name_field.rect.collidepoint(pos):
                return True
            for r, kind, val in self.chips:
                if r.collidepoint(pos):
                    self._chip(kind, val)
                    return True
            for r, key in self.tabs:
                if r.collidepoint(pos):
                    self.tab = key
                    self.list_scroll.offset = 0
                    self._layout_list()
                    return True
            if self.tab == "analysis":
                for label, r in self._analysis_buttons():
                    if r.collidepoint(pos):
                        self.sample_hand() if label == "sample" else self.run_goldfish_now()
                        return True
            for r, card in self.grid_cells:
                if r.collidepoint(pos):
                    self.drag = Drag(card.name, "grid", pos)
                    return True
            for r, name, where in self.list_rows:
                if r.collidepoint(pos):
                    self.drag = Drag(name, where, pos)
                    return True
            return True
        if event.button == 3:
            for r, card in self.grid_cells:
                if r.collidepoint(pos):
                    self._card_menu(card.name, "grid", pos)
                    return True
            for r, name, where in self.list_rows:
                if r.collidepoint(pos):
                    self._card_menu(name, where, pos)
                    return True
        return True

    def _mouse_up(self, pos) -> bool:
        drag, self.drag = self.drag, None
        if drag is None:
            return True
        in_deck = self.areas["right"].collidepoint(pos)
        if not drag.active:
            # a click
            shift = pygame.key.get_mods() & pygame.KMOD_SHIFT
            if drag.origin == "grid":
                self.add(drag.name, "side" if shift else None)
            else:
                self.remove(drag.name, drag.origin)
            return True
        if drag.origin == "grid" and in_deck:
            self.add(drag.name)
        elif drag.origin in ("main", "side") and not in_deck:
            self.remove(drag.name, drag.origin)
        return True

    def _chip(self, kind: str, val: Any) -> None:
        groups = {"colour": self.colours, "type": self.types, "mv": self.mvs, "rarity": self.rarities,
                  "set": self.sets}
        if kind == "set":
            self._open_set_menu()
        elif kind in groups:
            g = groups[kind]
            g.symmetric_difference_update({val})
            self._refresh_results()
        elif kind == "sort":
            keys = [k for k, _ in SORTS]
            self.sort = keys[(keys.index(self.sort) + 1) % len(keys)]
            self._refresh_results()
        elif kind == "clear":
            for g in groups.values():
                g.clear()
            if self.search:
                self.search.text = ""
            self.query = ""
            self._refresh_results()
        elif kind == "fmt":
            self.draft.set_format(val)
            self.changed()

    def _card_menu(self, name: str, origin: str, pos) -> None:
        card = self.pool.find(name)
        entries = [MenuEntry("Add one to the deck", lambda: self.add(name, "main")),
                   MenuEntry("Add one to the sideboard", lambda: self.add(name, "side"))]
        if origin != "grid":
            entries.append(MenuEntry("Remove one", lambda: self.remove(name, origin)))
            other = "side" if origin == "main" else "main"
            entries.append(MenuEntry("Move one to the " + ("sideboard" if other == "side" else "deck"),
                                     lambda: (self.draft.move(name, other), self.changed())))
            entries.append(MenuEntry("Remove all", lambda: (self.draft.remove(name, 999, origin), self.changed())))
        if card is not None and "Legendary" in card.supertypes and "Creature" in card.types:
            entries.append(MenuEntry("", separator=True))
            entries.append(MenuEntry("Make it the commander", lambda: self.make_commander(name),
                                     self.draft.commander != name))
        self.menu = ContextMenu(entries, pos, self.app.screen.get_size(), self.s, name)

    def set_label(self) -> str:
        """The set chip's words: "Set: any", "Set: Legends", or "Sets: LEA, ARN"."""
        if not self.sets:
            return "Set: any"
        if len(self.sets) == 1:
            code = next(iter(self.sets))
            return "Set: " + SET_NAMES.get(code, "other sets")
        return "Sets: " + ", ".join(c for c in SET_CHOICES if c in self.sets)

    def _toggle_set(self, code: str | None) -> None:
        if code is None:
            self.sets.clear()
        else:
            self.sets.symmetric_difference_update({code})
        self._refresh_results()

    def _open_set_menu(self) -> None:
        """The set filter: each classic set by name (any number of them), or any set."""
        r = self.chip_rect("set", None)
        entries = [MenuEntry("Any set", lambda: self._toggle_set(None), checked=not self.sets),
                   MenuEntry("", separator=True)]
        for code in SET_CHOICES:
            label = f"{SET_NAMES[code]} ({code})" if code in SET_NAMES else "Other sets"
            entries.append(MenuEntry(label, lambda c=code: self._toggle_set(c), checked=code in self.sets))
        pos = (r.x, r.bottom + 2) if r else self.mouse
        self.menu = ContextMenu(entries, pos, self.app.screen.get_size(), self.s, "Printed in")

    def _menu_event(self, event) -> bool:
        m = self.menu
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            i = m.entry_at(event.pos)
            self.menu = None
            if i is not None:
                m.activate(i)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.menu = None
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                m.move(1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.menu = None
                if m.focus >= 0:
                    m.activate(m.focus)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)

    # --- test helpers (where things are) --------------------------------------------------------------------------------
    def card_rect(self, name: str) -> pygame.Rect | None:
        """The rect of a card in the browser (scrolled into view)."""
        names = [c.name for c in self.results]
        if name not in names:
            return None
        row = names.index(name) // max(1, self.grid_cols)
        sc = self.grid_scroll
        if not sc.offset <= row < sc.offset + sc.visible:
            sc.offset = row
            sc.clamp()
            self._layout_grid()
        for r, c in self.grid_cells:
            if c.name == name:
                return r
        return None

    def row_rect(self, name: str, where: str = "main") -> pygame.Rect | None:
        """The rect of a card in the deck list (the list is switched and scrolled to show it)."""
        tab = "deck" if where == "main" else "side"
        if self.tab != tab:
            self.tab = tab
            self._layout_list()
        for r, n, w in self.list_rows:
            if n == name and w == where:
                return r
        lines = [val for group, items in self.draft.groups(self.pool, where) for val in
                 [None] + [nm for nm, _, _ in items]]
        if name in lines:
            self.list_scroll.offset = max(0, lines.index(name) - 2)
            self._layout_list()
            for r, n, w in self.list_rows:
                if n == name and w == where:
                    return r
        return None

    def chip_rect(self, kind: str, val: Any = None) -> pygame.Rect | None:
        for r, k, v in self.chips:
            if k == kind and (val is None or v == val):
                return r
        return None

    def button_rect(self, label: str) -> pygame.Rect | None:
        for b in self.buttons:
            if b.label == label:
                return b.rect
        return None

    def _analysis_buttons(self) -> list[tuple[str, pygame.Rect]]:
        s = self.s
        area = self.areas.get("list")
        if area is None:
            return []
        y = area.bottom - int(44 * s)
        w = (area.w - int(10 * s)) // 2
        return [("sample", pygame.Rect(area.x, y, w, int(40 * s))),
                ("goldfish", pygame.Rect(area.x + w + int(10 * s), y, w, int(40 * s)))]

    # --- drawing --------------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        W, H = surface.get_size()
        surface.fill((18, 18, 22))
        grad = pygame.Rect(0, 0, W, int(164 * s))
        pygame.draw.rect(surface, (30, 28, 34), grad)
        pygame.draw.line(surface, theme.GOLD_DIM, (0, grad.bottom), (W, grad.bottom))
        draw_text(surface, "DECK BUILDER", (int(20 * s), int(35 * s)), "title", int(30 * s), theme.GOLD,
                  anchor="midleft", shadow=True)
        if self.name_field:
            self.name_field.draw(surface, s, self.t, self.mouse)
            mark = "•" if self.draft.dirty else ""
            if mark:
                draw_text(surface, "unsaved", (self.name_field.rect.right + int(10 * s), self.name_field.rect.centery),
                          "italic", int(15 * s), theme.TEXT_FAINT, anchor="midleft")
        for b in self.buttons:
            b.draw(surface, self.mouse, int(15 * s))
        if self.search:
            self.search.draw(surface, s, self.t, self.mouse)
        self._draw_chips(surface)
        self._draw_left(surface)
        self._draw_grid(surface)
        self._draw_right(surface)
        if self.drag is not None and self.drag.active:
            card = self.pool.find(self.drag.name)
            if card is not None:
                surf = cardrender.card_surface(cardrender.look_from_def(card), int(120 * s))
                ghost = surf.copy()
                ghost.set_alpha(210)
                surface.blit(ghost, ghost.get_rect(center=self.mouse))
        if self.toast:
            text, _, col = self.toast
            size = int(18 * s)
            tw = theme.text_font("ui_bold", size).size(text)[0] + int(40 * s)
            r = pygame.Rect(0, 0, tw, int(44 * s))
            r.midbottom = (W // 2, H - int(24 * s))
            panel(surface, r, fill=(30, 30, 36), edge=col, radius=int(10 * s), alpha=245)
            draw_text(surface, text, r.center, "ui_bold", size, col, anchor="center")
        self.zoom_at = None
        if self.hover_card is not None and self.menu is None and (self.drag is None or not self.drag.active) \
                and self.t - self.hover_since >= zoom.DELAY and self.app is not None and self.app.top is self:
            self.zoom_at = zoom.draw_zoom(surface, cardrender.look_from_def(self.hover_card), self.mouse, s)
        if self.menu is not None:
            self.menu.draw(surface, self.mouse)

    def _draw_chips(self, surface: pygame.Surface) -> None:
        s = self.s
        groups = {"colour": self.colours, "type": self.types, "mv": self.mvs, "rarity": self.rarities,
                  "set": self.sets}
        for r, kind, val in self.chips:
            if kind == "colour":
                if val == "M":
                    draw_chip(surface, r, "M", val in self.colours, s, self.mouse)
                    continue
                draw_chip(surface, r, "", val in self.colours, s, self.mouse, symbol=val)
            elif kind == "type":
                draw_chip(surface, r, val, val in self.types, s, self.mouse)
            elif kind == "mv":
                draw_chip(surface, r, "6+" if val == 6 else str(val), val in self.mvs, s, self.mouse)
            elif kind == "rarity":
                draw_chip(surface, r, dict(RARITY_CHIPS)[val], val in self.rarities, s, self.mouse)
            elif kind == "set":
                draw_chip(surface, r, fit_text(self.set_label(), "ui_bold", int(15 * s), r.w - int(16 * s)),
                          bool(self.sets), s, self.mouse)
            elif kind == "sort":
                draw_chip(surface, r, "Sort: " + dict(SORTS)[self.sort], False, s, self.mouse)
            elif kind == "clear":
                active = any(groups.values()) or bool(self.query)
                draw_chip(surface, r, "Clear", active, s, self.mouse)
            elif kind == "fmt":
                draw_chip(surface, r, DECK_WORDS[val], self.draft.fmt == val,
                          s, self.mouse)
        mv = self.chip_rect("mv", 0)
        if mv:
            draw_text(surface, "MANA VALUE", (mv.x - int(14 * s), mv.centery), "title", int(12 * s), theme.GOLD_DIM,
                      anchor="midright")
        for kind, val, label in (("rarity", "common", "RARITY"), ("set", None, "SET")):
            r = self.chip_rect(kind, val)
            if r:
                draw_text(surface, label, (r.x - int(10 * s), r.centery), "title", int(12 * s), theme.GOLD_DIM,
                          anchor="midright")

    def _draw_left(self, surface: pygame.Surface) -> None:
        s = self.s
        left = self.areas["left"]
        panel(surface, left, fill=(26, 26, 32), radius=int(10 * s), shadow=False)
        cw = left.w - int(24 * s)
        ch = int(cw * cardrender.RATIO)
        cr = pygame.Rect(left.x + int(12 * s), left.y + int(12 * s), cw, ch)
        if self.showcase is not None:
            surf = cardrender.card_surface(cardrender.look_from_def(self.showcase), cw)
            pygame.draw.rect(surface, (0, 0, 0), cr.move(4, 6), border_radius=int(12 * s))
            surface.blit(surf, cr.topleft)
            pr = printing(self.showcase.name)
            info = f"{pr.rarity.capitalize()} · {pr.set or '—'}"
            n_main, n_side = self.draft.count(self.showcase.name), self.draft.count(self.showcase.name, "side")
            if n_main or n_side:
                info += f" · {n_main} in the deck" + (f", {n_side} in the sideboard" if n_side else "")
            draw_text(surface, info, (cr.centerx, cr.bottom + int(8 * s)), "ui", int(14 * s), theme.TEXT_DIM,
                      anchor="midtop")
        else:
            surface.blit(cardrender.back(cw), cr.topleft)
            draw_text(surface, "Point at a card to see it here", (cr.centerx, cr.bottom + int(8 * s)), "italic",
                      int(15 * s), theme.TEXT_FAINT, anchor="midtop")
        # charts
        y = cr.bottom + int(36 * s)
        chart = pygame.Rect(left.x + int(12 * s), y, cw, int(170 * s))
        self._draw_curve(surface, chart)
        col = pygame.Rect(chart.x, chart.bottom + int(14 * s), cw, left.bottom - chart.bottom - int(26 * s))
        self._draw_colours(surface, col)

    def _draw_curve(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        s = self.s
        draw_text(surface, "MANA CURVE", (r.x, r.y), "title", int(13 * s), theme.GOLD)
        curve = self.curve or [0] * 8
        top = max(4, max(curve))
        area = pygame.Rect(r.x, r.y + int(40 * s), r.w, r.h - int(62 * s))
        bw = area.w // len(curve)
        for i, n in enumerate(curve):
            h = int(area.h * n / top)
            bar = pygame.Rect(area.x + i * bw + int(4 * s), area.bottom - h, bw - int(8 * s), h)
            if n:
                pygame.draw.rect(surface, theme.GOLD_DIM, bar, border_top_left_radius=3, border_top_right_radius=3)
                pygame.draw.rect(surface, theme.GOLD, pygame.Rect(bar.x, bar.y, bar.w, min(bar.h, int(4 * s))),
                                 border_top_left_radius=3, border_top_right_radius=3)
                draw_text(surface, str(n), (bar.centerx, bar.y - int(2 * s)), "ui_bold", int(12 * s), theme.TEXT,
                          anchor="midbottom")
            draw_text(surface, f"{i}+" if i == len(curve) - 1 else str(i), (area.x + i * bw + bw // 2,
                      area.bottom + int(4 * s)), "ui", int(12 * s), theme.TEXT_DIM, anchor="midtop")
        pygame.draw.line(surface, (80, 80, 88), area.bottomleft, area.bottomright)

    def _draw_colours(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        s = self.s
        draw_text(surface, "COLOURS", (r.x, r.y), "title", int(13 * s), theme.GOLD)
        cc = self.colour_count or {}
        rows = [(c, cc.get(c, 0)) for c in MANA_TYPES] + [("L", cc.get("L", 0))]
        top = max(1, max(n for _, n in rows))
        rh = max(int(14 * s), (r.h - int(24 * s)) // len(rows))
        y = r.y + int(22 * s)
        from .. import manafont
        for c, n in rows:
            if c == "L":
                draw_text(surface, "Lands", (r.x, y + rh // 2), "ui", int(12 * s), theme.TEXT_DIM, anchor="midleft")
            else:
                sym = manafont.symbol(c, int(min(rh - 2, 18 * s)))
                surface.blit(sym, (r.x + int(8 * s), y + (rh - sym.get_height()) // 2))
            bar_x = r.x + int(46 * s)
            w = int((r.w - int(84 * s)) * n / top)
            colour = theme.MANA_DISC.get(c, (150, 118, 84)) if c != "L" else (150, 118, 84)
            if n:
                pygame.draw.rect(surface, colour, pygame.Rect(bar_x, y + int(3 * s), w, rh - int(6 * s)),
                                 border_radius=3)
            draw_text(surface, str(n), (bar_x + w + int(6 * s), y + rh // 2), "ui_bold", int(12 * s), theme.TEXT,
                      anchor="midleft")
            y += rh

    def _draw_grid(self, surface: pygame.Surface) -> None:
        s = self.s
        grid = self.areas["grid"]
        panel(surface, grid, fill=(24, 26, 30), radius=int(10 * s), shadow=False)
        sc = self.grid_scroll
        n = len(self.results)
        page = counted(n, 'card')
        if sc.rows > sc.visible:
            page += f" · rows {sc.offset + 1}–{min(sc.rows, sc.offset + sc.visible)} of {sc.rows} (scroll)"
        draw_text(surface, page, (grid.x + int(14 * s), grid.y + int(10 * s)), "ui_bold", int(14 * s), theme.TEXT_DIM)
        hint = "Click or drag a card to add it · Shift+click: sideboard · right-click: more"
        draw_text(surface, hint, (grid.right - int(14 * s), grid.y + int(10 * s)), "italic", int(14 * s),
                  theme.TEXT_FAINT, anchor="topright")
        if not self.results:
            draw_text(surface, "No card matches the search and filters.", grid.center, "italic", int(20 * s),
                      theme.TEXT_DIM, anchor="center")
        identity = None
        if self.draft.fmt == "commander" and self.draft.commander:
            cmd = self.pool.find(self.draft.commander)
            identity = set(cmd.color_identity) if cmd else None
        for r, card in self.grid_cells:
            hover = r.collidepoint(self.mouse) and self.menu is None
            outside = identity is not None and not set(card.color_identity) <= identity
            marks = cardrender.Marks(dim=outside) if outside else None
            surf = cardrender.card_surface(cardrender.look_from_def(card), r.w, marks)
            rr = r.move(0, -int(6 * s)) if hover else r
            pygame.draw.rect(surface, (0, 0, 0), rr.move(int(3 * s), int(4 * s)), border_radius=int(8 * s))
            surface.blit(surf, rr.topleft)
            if outside:
                veil = pygame.Surface(rr.size, pygame.SRCALPHA)
                veil.fill((10, 10, 14, 120))
                surface.blit(veil, rr.topleft)
                tag = pygame.Rect(rr.x + int(6 * s), rr.centery - int(11 * s), rr.w - int(12 * s), int(22 * s))
                pygame.draw.rect(surface, (90, 30, 28), tag, border_radius=int(5 * s))
                draw_text(surface, "outside the colours", tag.center, "ui_bold", int(11 * s), (255, 190, 180),
                          anchor="center")
            if hover:
                pygame.draw.rect(surface, theme.GOLD, rr.inflate(4, 4), 2, border_radius=int(9 * s))
            n_main = self.draft.count(card.name)
            n_side = self.draft.count(card.name, "side")
            if n_main or n_side:
                text = f"×{n_main}" + (f" +{n_side}" if n_side else "")
                w = theme.text_font("ui_bold", int(15 * s)).size(text)[0] + int(14 * s)
                badge = pygame.Rect(rr.right - w - int(4 * s), rr.bottom - int(30 * s), w, int(24 * s))
                pygame.draw.rect(surface, (30, 90, 50), badge, border_radius=int(12 * s))
                pygame.draw.rect(surface, (150, 230, 160), badge, 1, border_radius=int(12 * s))
                draw_text(surface, text, badge.center, "ui_bold", int(15 * s), theme.TEXT, anchor="center")
        sc.draw_bar(surface, grid, s)

    def _draw_right(self, surface: pygame.Surface) -> None:
        s = self.s
        right = self.areas["right"]
        panel(surface, right, fill=(26, 26, 32), radius=int(10 * s), shadow=False)
        d = self.draft
        # legality banner
        ban = pygame.Rect(right.x + int(10 * s), right.y + int(10 * s), right.w - int(20 * s), int(74 * s))
        legal = not self.problems
        pygame.draw.rect(surface, (26, 60, 36) if legal else (70, 30, 28), ban, border_radius=int(8 * s))
        pygame.draw.rect(surface, theme.HEAL if legal else theme.DANGER, ban, 1, border_radius=int(8 * s))
        fmt = DECK_WORDS.get(d.fmt, "deck")
        count = f"{d.size} cards" + (f" · sideboard {d.side_size}/{SIDEBOARD_MAX}" if d.side_size else "")
        head = f"✔ Legal {fmt} · {count}" if legal else f"✘ Not legal yet · {count}"
        draw_text(surface, head, (ban.x + int(12 * s), ban.y + int(8 * s)), "ui_bold", int(17 * s),
                  theme.HEAL if legal else (255, 170, 160))
        if legal:
            sub = f"Commander: {d.commander}" if d.fmt == "commander" and d.commander else \
                "Ready to play in a duel or the gauntlet."
            draw_text(surface, fit_text(sub, "ui", int(14 * s), ban.w - int(24 * s)), (ban.x + int(12 * s),
                      ban.y + int(40 * s)), "ui", int(14 * s), theme.TEXT_DIM)
        else:
            for i, p in enumerate(self.problems[:2]):
                more = f"  (+{len(self.problems) - 2} more)" if i == 1 and len(self.problems) > 2 else ""
                draw_text(surface, fit_text("• " + p + more, "ui", int(14 * s), ban.w - int(24 * s)),
                          (ban.x + int(12 * s), ban.y + int(32 * s) + i * int(19 * s)), "ui", int(14 * s), theme.TEXT)
        # tabs
        labels = {"deck": f"Deck · {d.size}", "side": f"Sideboard · {d.side_size}", "analysis": "Analysis"}
        for r, key in self.tabs:
            on = self.tab == key
            pygame.draw.rect(surface, (70, 60, 36) if on else (40, 40, 48), r, border_top_left_radius=int(8 * s),
                             border_top_right_radius=int(8 * s))
            if on:
                pygame.draw.rect(surface, theme.GOLD, r, 1, border_top_left_radius=int(8 * s),
                                 border_top_right_radius=int(8 * s))
            draw_text(surface, labels[key], r.center, "ui_bold", int(15 * s), theme.TEXT if on else theme.TEXT_DIM,
                      anchor="center")
        area = self.areas["list"]
        pygame.draw.line(surface, theme.GOLD_DIM, (right.x + int(10 * s), area.y - int(4 * s)),
                         (right.right - int(10 * s), area.y - int(4 * s)))
        if self.tab == "analysis":
            self._draw_analysis(surface, area)
            return
        lines = getattr(self, "list_lines", [])
        if not lines:
            where = "the deck" if self.tab == "deck" else "the sideboard"
            draw_text(surface, f"Click or drag cards here to add them to {where}.", (area.centerx, area.y + int(40 * s)),
                      "italic", int(17 * s), theme.TEXT_DIM, anchor="midtop")
            return
        rh = int(26 * s)
        y = area.y
        where = "main" if self.tab == "deck" else "side"
        for kind, val in lines:
            if kind == "head":
                group, n = val
                draw_text(surface, f"{group.upper()} ({n})", (area.x + int(4 * s), y + rh // 2), "title", int(14 * s),
                          theme.GOLD, anchor="midleft")
            else:
                r = pygame.Rect(area.x, y, area.w - int(12 * s), rh - 2)
                card = self.pool.find(val)
                n = d.count(val, where)
                hover = r.collidepoint(self.mouse)
                if hover:
                    pygame.draw.rect(surface, (60, 40, 40), r, border_radius=4)
                bad = card is not None and d.fmt == "commander" and d.commander and \
                    not set(card.color_identity) <= set((self.pool.find(d.commander) or card).color_identity)
                draw_text(surface, str(n), (r.x + int(26 * s), r.centery), "ui_bold", int(15 * s), theme.GOLD,
                          anchor="midright")
                cost_w = 0
                if card is not None:
                    cr = draw_cost(surface, str(card.mana_cost), (r.right - int(6 * s), r.centery), int(16 * s),
                                   "midright")
                    cost_w = cr.w
                draw_text(surface, fit_text(val, "card", int(18 * s), r.w - int(50 * s) - cost_w),
                          (r.x + int(36 * s), r.centery), "card", int(18 * s),
                          theme.DANGER if bad or card is None else theme.TEXT, anchor="midleft")
                if hover:
                    draw_text(surface, "−", (r.x + int(6 * s), r.centery), "ui_bold", int(16 * s), theme.DANGER,
                              anchor="midleft")
            y += rh
        self.list_scroll.draw_bar(surface, area, s)

    def _draw_analysis(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        s = self.s
        y = area.y + int(4 * s)
        draw_text(surface, "MANA: SOURCES AGAINST WHAT THE SPELLS NEED", (area.x, y), "title", int(13 * s),
                  theme.GOLD)
        y += int(26 * s)
        from .. import manafont
        if not self.analysis:
            draw_text(surface, "Add cards to see the analysis.", (area.x, y), "italic", int(16 * s), theme.TEXT_DIM)
            y += int(30 * s)
        for line in self.analysis:
            sym = manafont.symbol(line.colour, int(20 * s))
            surface.blit(sym, (area.x, y))
            src = line.land_sources + line.other_sources
            text = f"{line.symbols} symbols on {line.cards} cards · {src} sources ({line.land_sources} lands)"
            draw_text(surface, fit_text(text, "ui", int(14 * s), area.w - int(30 * s)), (area.x + int(28 * s), y),
                      "ui", int(14 * s), theme.TEXT)
            bw = area.w - int(150 * s)
            for j, (share, col) in enumerate(((line.symbol_share, (200, 170, 100)), (line.source_share,
                                                                                     (120, 170, 220)))):
                bar = pygame.Rect(area.x + int(28 * s), y + int(22 * s) + j * int(9 * s), int(bw * share),
                                  int(7 * s))
                pygame.draw.rect(surface, col, bar, border_radius=2)
            ok = line.verdict in ("ok", "no spells need it")
            draw_text(surface, line.verdict, (area.right - int(6 * s), y + int(26 * s)), "ui_bold", int(13 * s),
                      theme.HEAL if ok else theme.DANGER, anchor="midright")
            y += int(48 * s)
        draw_text(surface, "bars: share of coloured symbols (gold) and of sources (blue)", (area.x, y), "italic",
                  int(13 * s), theme.TEXT_FAINT)
        y += int(34 * s)
        draw_text(surface, "GOLDFISH TEST · 1,000 GAMES ALONE, ON THE PLAY", (area.x, y), "title", int(13 * s),
                  theme.GOLD)
        y += int(26 * s)
        rep = self.report
        if rep is None or self._report_for != self._deck_key:
            draw_text(surface, "Testing…" if self.draft.size >= 8 else "Add at least 8 cards to test the deck.",
                      (area.x, y), "italic", int(16 * s), theme.TEXT_DIM)
        else:
            for line in rep.lines():
                for part in wrap(line, "ui", int(15 * s), area.w - int(10 * s)):
                    draw_text(surface, part, (area.x, y), "ui", int(15 * s), theme.TEXT)
                    y += int(21 * s)
                y += int(6 * s)
            bottom = self._analysis_buttons()[0][1].y - int(16 * s)
            if bottom - y > int(150 * s):
                half = (area.w - int(20 * s)) // 2
                self._draw_rates(surface, pygame.Rect(area.x, y + int(10 * s), half, bottom - y - int(10 * s)),
                                 "ON CURVE, BY TURN", rep.on_curve, (200, 170, 100))
                cols = rep.all_colours_by if rep.colours else {}
                self._draw_rates(surface, pygame.Rect(area.x + half + int(20 * s), y + int(10 * s), half,
                                                      bottom - y - int(10 * s)),
                                 "ALL COLOURS BY TURN", cols, (120, 170, 220))
        for label, r in self._analysis_buttons():
            text = "Deal a sample hand" if label == "sample" else "Run the test again"
            Button(text, r, None).draw(surface, self.mouse, int(15 * s))

    def _draw_rates(self, surface: pygame.Surface, r: pygame.Rect, title: str, rates: dict, colour) -> None:
        """A small bar chart of the goldfish rates by turn (0-100%)."""
        s = self.s
        draw_text(surface, title, (r.x, r.y), "title", int(12 * s), theme.GOLD_DIM)
        if not rates:
            draw_text(surface, "one colour: always", (r.x, r.y + int(30 * s)), "italic", int(14 * s), theme.TEXT_FAINT)
            return
        area = pygame.Rect(r.x, r.y + int(40 * s), r.w, r.h - int(64 * s))
        pygame.draw.line(surface, (80, 80, 88), area.bottomleft, area.bottomright)
        items = sorted(rates.items())
        bw = area.w // max(1, len(items))
        for i, (turn, v) in enumerate(items):
            h = int(area.h * v)
            bar = pygame.Rect(area.x + i * bw + int(5 * s), area.bottom - h, bw - int(10 * s), h)
            pygame.draw.rect(surface, colour, bar, border_top_left_radius=3, border_top_right_radius=3)
            draw_text(surface, f"{round(100 * v)}%", (bar.centerx, bar.y - int(2 * s)), "ui_bold", int(12 * s),
                      theme.TEXT, anchor="midbottom")
            draw_text(surface, f"T{turn}", (bar.centerx, area.bottom + int(4 * s)), "ui", int(12 * s),
                      theme.TEXT_DIM, anchor="midtop")
