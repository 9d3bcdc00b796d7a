"""A duel from the coin toss to the end-of-duel screen, driven by real events."""
from __future__ import annotations

import time

import pygame

from game.storage.settings import Settings


def _pump_until(app, pred, seconds=20.0):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.pump(1, 1 / 60)
        if pred():
            return
    raise AssertionError(f"timed out; scenes: {[type(s).__name__ for s in app.scenes]}")


def _key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.pump(2, 1 / 60)


def test_duel_from_coin_toss_to_end_screen():
    from game.ui.app import App
    from game.ui.main import choose_setup, new_controller
    from game.ui.scenes.dialogs import ConfirmDialog
    from game.ui.scenes.duel import DuelScene
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.mulligan import FirstPlayScene, MulliganScene

    settings = Settings()
    settings.ai_pace = 0.0
    settings.animations = False
    app = App((1280, 720), settings)
    setup = choose_setup(seed=7)
    made: list[DuelScene] = []

    def begin(first: int) -> DuelScene:
        scene = DuelScene(new_controller(setup, first, settings))
        made.append(scene)
        return scene

    app.push(FirstPlayScene(setup.names, setup.seed, begin, 0, (setup.deck.name, setup.opponent_deck.name)))
    app.pump(2, 1 / 60)
    _key(app, pygame.K_RETURN)            # skip the coin's flight
    _key(app, pygame.K_RETURN)            # play first / continue
    assert made, "the table opens after the coin toss"
    table = made[0]
    c = table.c
    _pump_until(app, lambda: isinstance(app.top, MulliganScene) and c.human_decision() is not None)
    _key(app, pygame.K_RETURN)            # keep
    _pump_until(app, lambda: c.human_decision() is not None and c.human_decision().kind == "priority"
                and c.intent is None and isinstance(app.top, DuelScene))
    g = c.g
    assert g.active == 0 or g.turn >= 2
    # play a land from the hand by clicking it (when it's our main phase)
    lands = [o for o in g.players[0].hand if "Land" in g.objects[o].card.types]
    if g.active == 0 and g.step == "main1" and lands:
        pt = table.point_of(("obj", lands[0]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pt, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pt, button=1))
        app.pump(3, 1 / 60)
        assert g.objects[lands[0]].zone == "battlefield"
    # pass the turn; the computer plays its turn; we get back to ours
    turn = g.turn
    _key(app, pygame.K_F2)
    _pump_until(app, lambda: c.g.over or (c.g.turn > turn and c.human_decision() is not None
                                          and c.intent is None), 30)
    if c.human_decision() is not None and c.human_decision().kind != "priority":
        pass
    # concede with Ctrl+Q, confirm, and the end-of-duel screen comes up
    _key(app, pygame.K_q, pygame.KMOD_CTRL)
    assert isinstance(app.top, ConfirmDialog)
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_RETURN)
    assert c.g.over and c.g.winner == 1
    _pump_until(app, lambda: isinstance(app.top, EndScene), 5)
    _key(app, pygame.K_n)                 # See Next Draws
    assert app.top.show_draws
