"""Many random malformed deck files thrown at the readers: each is read into a deck of at most
MAX_DECK_CARDS cards (its mistakes in `Deck.errors`) or refused with a DeckFileError; checking
and matching it to the pool never raise."""
from __future__ import annotations

import random
from pathlib import Path

from game.cards import default_pool
from game.decks import MAX_DECK_CARDS, DeckFileError, deck_problems
from game.decks.formats import read_deck_file, resolve, to_dck
from game.decks.prebuilt import AI_DECKS_DIR

PIECES = ["[", "]", "[Main", "[Commander]\n", "[metadata]\nName=", "[Sideboard", "Sideboard\n", "# commander: ",
          "# name: ", "\u200b", "\r\n", "\ufeff", "2000000000 ", "9" * 40 + " ", "0 ", "-3 ", "x ", "|4ED|1",
          " (4ED) 12", "*F*", "\x00", "\t", "SB: ", "\n\n", "1 Nicol Bolas\n", "[Planes]\n", "=", "//"]


def test_random_damage_to_deck_files_never_escapes_as_an_exception(tmp_path: Path) -> None:
    rnd = random.Random(14)
    pool = default_pool()
    sources = [p.read_bytes() for p in sorted(AI_DECKS_DIR.rglob("*.txt"))]
    sources += [to_dck(read_deck_file(p)).encode() for p in sorted(AI_DECKS_DIR.glob("*.txt"))[:4]]
    refused = 0
    for n in range(500):
        raw = bytearray(rnd.choice(sources))
        for _ in range(rnd.randint(1, 6)):
            at = rnd.randrange(len(raw) + 1)
            r = rnd.random()
            if r < 0.6:
                raw[at:at] = rnd.choice(PIECES).encode("utf-8")
            elif r < 0.75:
                raw[at:at] = bytes([rnd.randrange(256)])
            else:
                del raw[at:at + rnd.randint(1, 30)]
        path = tmp_path / f"d{n}{rnd.choice(['.txt', '.dck'])}"
        path.write_bytes(bytes(raw))
        try:
            deck = read_deck_file(path)
        except DeckFileError as e:
            refused += 1
            assert str(e)
            continue
        assert deck.size + sum(e.count for e in deck.sideboard) <= MAX_DECK_CARDS
        assert all(isinstance(p, str) and p for p in deck_problems(deck, pool))
        deck_problems(deck, pool, "commander")
        resolve(deck, pool)
    assert 0 < refused < 500
