"""Where a dropped dexterity card lands on the table (game.ui.drop): the permanents its
rectangle overlaps, the largest overlaps first, at most four."""
import pygame

from game.ui.drop import touched


def _row(n: int, w: int = 60, h: int = 84, gap: int = 6) -> dict[int, pygame.Rect]:
    return {i: pygame.Rect(i * (w + gap), 0, w, h) for i in range(n)}


def test_a_card_dropped_between_two_cards_touches_both() -> None:
    assert set(touched(pygame.Rect(40, 10, 60, 84), _row(4), 4)) == {0, 1}


def test_a_card_dropped_on_empty_table_touches_nothing() -> None:
    assert touched(pygame.Rect(1000, 1000, 60, 84), _row(4), 4) == ()


def test_it_touches_the_cards_it_covers_most_first_and_at_most_four() -> None:
    cards = {i: pygame.Rect(i * 10, 0, 60, 84) for i in range(8)}   # a fanned row: all overlap the drop
    hit = touched(pygame.Rect(35, 0, 60, 84), cards, 4)
    assert len(hit) == 4 and hit[0] in (3, 4)


def test_releasing_falling_star_over_the_table_lands_it_on_what_it_touches(table_for):
    t, ids = table_for(hand=["Falling Star"], battlefield=["Mountain", "Mountain", "Mountain"],
                       opp_battlefield=["Grizzly Bears", "Craw Wurm"])
    t.double_click(t.where(ids["Falling Star"][0]))            # cast, paid automatically
    t.run_until(lambda: (d := t.c.human_decision()) is not None and d.purpose == "drop")
    bears = ids["opp Grizzly Bears"][0]
    at = t.where(bears)
    t.post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
    t.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    t.pump(2)
    from game.ui.drop import touched_at
    lands_on = touched_at(t.scene, at)
    assert bears in lands_on
    t.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    t.pump(2)
    t.settle()
    assert t.g.objects[bears].zone == "graveyard"
    wurm = ids["opp Craw Wurm"][0]
    assert (t.g.objects[wurm].damage == 3) == (wurm in lands_on)
