"""Every card has art of its own, drawn from the card; the player's own pictures in `pics/`
replace it when present."""
from __future__ import annotations

import hashlib
import os

import pygame

from game.ui import cardpics, cardrender


def _art_hash(card, w: int = 120, h: int = 84) -> str:
    surf = cardrender._art(cardrender.look_from_def(card), w, h)
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


def test_no_two_cards_share_their_art(pool):
    cardrender.clear_cache()
    hashes: dict[str, str] = {}
    for card in pool.cards.values():
        h = _art_hash(card)
        assert h not in hashes, f"{card.name} has the same art as {hashes[h]}"
        hashes[h] = card.name
    assert len(hashes) == len(pool.cards) >= 445


def test_a_card_is_drawn_with_the_same_art_every_time(pool):
    names = ["Lightning Bolt", "Grizzly Bears", "Forest", "Serra Angel", "Black Lotus"]
    cards = [pool.cards[n] for n in names if n in pool.cards]
    assert len(cards) >= 4
    first = [_art_hash(c) for c in cards]
    cardrender.clear_cache()
    assert [_art_hash(c) for c in cards] == first


def _near(pixel, colour, tol: int = 12) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(pixel[:3], colour))


def _picture(path, size, colour) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    surf = pygame.Surface(size)
    surf.fill(colour)
    pygame.image.save(surf, str(path))


def _pics() -> "os.PathLike":
    return cardpics.pics_dir()


def test_a_picture_named_by_the_card_replaces_its_art(pool):
    card = pool.cards["Lightning Bolt"]
    cardrender.clear_cache()
    generated = _art_hash(card)
    _picture(_pics() / "Lightning Bolt.png", (300, 200), (10, 200, 30))
    cardrender.clear_cache()
    surf = cardrender._art(cardrender.look_from_def(card), 120, 84)
    assert _near(surf.get_at((60, 42)), (10, 200, 30))
    assert _art_hash(card) != generated
    # the whole card keeps its own frame and text around the picture
    face = cardrender.card_surface(cardrender.look_from_def(card), 200)
    assert _near(face.get_at((100, int(face.get_height() * 0.3))), (10, 200, 30))
    assert not _near(face.get_at((100, int(face.get_height() * 0.8))), (10, 200, 30))


def test_forge_full_scans_in_set_folders_are_found_and_their_art_box_cut_out(pool):
    card = pool.cards["Grizzly Bears"]
    scan = _pics() / "cards" / "LEA" / "Grizzly Bears.full.jpg"
    scan.parent.mkdir(parents=True)
    surf = pygame.Surface((488, 680))
    surf.fill((250, 250, 250))                       # the frame of the scan
    surf.fill((200, 40, 40), pygame.Rect(60, 90, 370, 270))   # its art box
    pygame.image.save(surf, str(scan))
    cardrender.clear_cache()
    art = cardrender._art(cardrender.look_from_def(card), 120, 84)
    r, g, b = art.get_at((60, 42))[:3]
    assert r > 170 and g < 80 and b < 80


def test_forge_numbered_basic_land_pictures_count_for_the_land(pool):
    _picture(_pics() / "Forest1.full.jpg", (200, 140), (20, 20, 220))
    cardrender.clear_cache()
    art = cardrender._art(cardrender.look_from_def(pool.cards["Forest"]), 120, 84)
    r, g, b = art.get_at((60, 42))[:3]
    assert b > 170 and r < 80


def test_an_unreadable_picture_leaves_the_generated_art(pool):
    card = pool.cards["Grizzly Bears"]
    cardrender.clear_cache()
    generated = _art_hash(card)
    bad = _pics() / "Grizzly Bears.jpg"
    bad.parent.mkdir(parents=True)
    bad.write_bytes(b"not an image")
    cardrender.clear_cache()
    assert _art_hash(card) == generated


def test_the_type_icon_is_coloured_by_the_printings_rarity(pool):
    """A rare's icon is gold, an uncommon's silver, a common's black, as set symbols are:
    a sealed pool's rares stand out."""
    from dataclasses import replace
    helm = cardrender.look_from_def(pool.cards["Coral Helm"])
    assert helm.rarity == "rare"
    assert cardrender.look_from_def(pool.cards["Water Elemental"]).rarity == "uncommon"
    assert cardrender.look_from_def(pool.cards["Grizzly Bears"]).rarity == "common"
    rare = cardrender.face(helm, 300)
    common = cardrender.face(replace(helm, rarity="common"), 300)

    def golden(surf) -> int:
        w, h = surf.get_size()
        return sum(1 for x in range(w // 2, w) for y in range(h // 2, int(h * 0.62))
                   if (lambda c: c.r > 150 and c.g > 110 and c.b < 80)(surf.get_at((x, y))))
    assert golden(rare) > golden(common) + 10
