"""Past sealed and draft events (issue: "past events and their decks are kept and can be
replayed or exported"): a list of every kept event, the latest first, and for the one chosen
its results, its deck kept among the player's decks, or the same event played again — the
same packs from the same seed, picked and built anew."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...limited.event import Event, EventError, product_summary
from .common import ListPicker, MessageDialog

if TYPE_CHECKING:
    from ..session import Session


def event_row(ev: Event) -> tuple[str, str]:
    """The list's words for an event: what it was and how it went."""
    kind = "Sealed deck" if ev.kind == "sealed" else "Booster draft"
    w, l_, d = ev.record
    record = f"{w} won, {l_} lost" + (f", {d} drawn" if d else "")
    state = record if ev.phase == "over" else f"not finished · {record}"
    return f"{kind} · {product_summary(ev.items)}", f"{ev.started} · {state}"


class PastEventsPicker(ListPicker):
    """The kept events; choosing one offers what can be done with it."""

    def __init__(self, session: "Session", events: list[Event]) -> None:
        super().__init__("Past Events", [(*event_row(ev), ev) for ev in events], self._chosen, ok_label="Choose",
                         empty="No sealed deck or booster draft yet.")
        self.session = session

    def _chosen(self, ev: Event) -> None:
        self.app.push(EventActions(self.session, ev))


class EventActions(MessageDialog):
    """One past event: see its results, keep its deck, or play it again."""

    def __init__(self, session: "Session", ev: Event) -> None:
        title, detail = event_row(ev)
        deck = ev.decks[0]
        lines = [detail, f"Your deck: {deck.description or deck.name}" if deck is not None else
                 "You hadn't built a deck yet."]
        super().__init__(title, lines, width=820)
        self.session = session
        self.ev = ev

    def button_specs(self):
        specs: list[tuple[str, Any, bool]] = [("Close", self.close, False),
                                              ("Play It Again", self.play_again, False)]
        if self.ev.decks[0] is not None:
            specs.append(("Keep My Deck", self.keep_deck, False))
        specs.append(("See Results" if self.ev.phase == "over" else "Continue", self.open_event, True))
        return specs

    def open_event(self) -> None:
        self.close()
        self.session.open_limited(self.ev, self.ev.kind)

    def play_again(self) -> None:
        """A new event with the same product and seed: the same packs, opened or drafted anew."""
        try:
            again = Event.new(self.ev.kind, self.ev.items, self.ev.seed, self.ev.level, self.ev.best_of,
                              self.session.pool)
        except EventError as e:
            self.close()
            self.session.app.push(MessageDialog("Can't play it again", str(e)))
            return
        self.close()
        self.session.open_limited(again, again.kind)
        self.session.save_limited()

    def keep_deck(self) -> None:
        from ...limited.store import export_deck
        try:
            kept = export_deck(self.ev, 0, self.session.store)
        except (EventError, OSError) as e:
            self.session.app.push(MessageDialog("The deck wasn't kept", str(e)))
            return
        self.close()
        self.session.app.push(MessageDialog("Deck kept", f"Kept among your decks as {kept.name}."))
