"""Limited events on disk: one versioned document per event in the `limited/` folder of the
user data directory, written atomically after every pick, deck and game (game.storage.files),
so an event interrupted anywhere resumes at that point.  Finished events stay: they are
listed with their decks, which can be exported as deck files."""
from __future__ import annotations

from pathlib import Path

from ..decks.decklist import Deck
from ..decks.store import DeckStore
from ..storage.files import CorruptFileError, read_document, safe_filename, write_document
from ..storage.schema import Invalid
from .event import EVENT, Event, EventError

FOLDER = "limited"
KIND = "limited-event"
VERSION = 1


def events_folder() -> Path:
    from ..storage.settings import data_dir
    return data_dir() / FOLDER


def event_path(ev: Event, folder: Path | None = None) -> Path:
    return (folder or events_folder()) / f"{safe_filename(ev.event_id or f'{ev.kind}-{ev.seed}')}.json"


def save_event(ev: Event, folder: Path | None = None) -> Path:
    return write_document(event_path(ev, folder), KIND, VERSION, ev.to_dict())


def load_event(path: Path) -> Event | None:
    """The event in a file, or None when there is none or it can't be used (a damaged file
    is moved aside with a message, game.storage.files)."""
    try:
        data = read_document(path, KIND, VERSION, EVENT)
    except CorruptFileError:
        return None
    if data is None:
        return None
    try:
        return Event.from_dict(data)
    except (EventError, Invalid) as e:
        from ..storage.files import move_aside
        move_aside(path, str(e))
        return None


def list_events(folder: Path | None = None) -> list[tuple[Path, Event]]:
    """Every readable event, the latest first."""
    folder = folder or events_folder()
    if not folder.is_dir():
        return []
    out = []
    for p in sorted(folder.glob("*.json")):
        ev = load_event(p)
        if ev is not None:
            out.append((p, ev))
    out.sort(key=lambda pe: (pe[1].started, pe[1].event_id), reverse=True)
    return out


def unfinished_event(folder: Path | None = None) -> Event | None:
    """The latest event that isn't over (the one the title menu offers to continue)."""
    for _, ev in list_events(folder):
        if ev.phase != "over":
            return ev
    return None


def export_deck(ev: Event, seat: int = 0, store: DeckStore | None = None) -> Deck:
    """Keep an event deck among the player's decks (a new name if the name is taken)."""
    deck = ev.decks[seat]
    if deck is None:
        raise EventError("that deck hasn't been built yet")
    store = store or DeckStore()
    base = f"{'Sealed' if ev.kind == 'sealed' else 'Draft'} {ev.started[:10]} {ev.names[seat]}".strip()
    name, n = base, 1
    while store.exists(name):
        n += 1
        name = f"{base} ({n})"
    kept = Deck(name=name, main=list(deck.main), sideboard=list(deck.sideboard), description=deck.description)
    store.save(kept)
    return kept
