"""Helpers for the table's headless tests: build a position, open the table on it, and drive
it with real pygame events (SDL_VIDEODRIVER=dummy is set by tests/conftest.py)."""
from __future__ import annotations

import time

import pygame
import pytest

from game.cards import default_pool
from game.engine.game import add_card
from game.engine.game import Game
from game.storage.settings import Settings


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MANA_DUEL_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture(scope="session")
def pool():
    return default_pool()


class Table:
    """An App showing a DuelScene, with the helpers tests drive it with."""

    def __init__(self, g: Game, settings: Settings | None = None, size=(1600, 900), ai: str = "apprentice"):
        from game.ai import make_player
        from game.ui.app import App
        from game.ui.controller import DuelController
        from game.ui.scenes.duel import DuelScene
        self.settings = settings or Settings()
        self.settings.ai_pace = 0.0
        self.settings.animations = False
        self.saved = 0
        self.app = App(size, self.settings)
        self.c = DuelController(g, human=0, ai=make_player(ai, 3), settings=self.settings,
                                names=("You", "Apprentice"), deck_names=("Test", "Test AI"))
        self.scene = DuelScene(self.c, on_settings_changed=self._saved)
        self.app.push(self.scene)
        self.pump(2)

    def _saved(self):
        from game.storage.settings import save_settings
        save_settings(self.settings)
        self.saved += 1

    @property
    def g(self) -> Game:
        return self.c.g

    def pump(self, frames: int = 1) -> None:
        self.app.pump(frames, 1 / 60)

    def settle(self, max_seconds: float = 10.0) -> None:
        """Run frames until the computer has nothing left to do and nothing is being passed."""
        self.run_until(lambda: self.c.human_decision() is not None and self.c.intent is None
                       or self.g.over, max_seconds)

    def run_until(self, pred, max_seconds: float = 10.0) -> None:
        end = time.perf_counter() + max_seconds
        while time.perf_counter() < end:
            self.pump(1)
            if pred():
                self.pump(1)
                return
        raise AssertionError(f"timed out; pending: {self.g.pending!r}, step {self.g.step}, intent {self.c.intent}")

    # --- real events ---------------------------------------------------------------------------
    def post(self, type_, **kw) -> None:
        pygame.event.post(pygame.event.Event(type_, **kw))

    def click(self, pos, button: int = 1, frames: int = 2) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.pump(frames)

    def double_click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        for _ in range(2):
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            self.pump(1)
        self.pump(1)

    def key(self, k, mod: int = 0, frames: int = 2) -> None:
        self.post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
        self.pump(frames)

    def where(self, oid: int):
        pt = self.scene.point_of(("obj", oid))
        assert pt is not None, f"object {oid} isn't on the table"
        return pt

    def click_card(self, oid: int) -> None:
        self.click(self.where(oid))

    def click_player(self, p: int) -> None:
        self.click(self.scene.rect_of(("player", p)).center)

    def press(self, button: str) -> None:
        r = self.scene.button_rect(button)
        assert r is not None, f"no button {button!r}; buttons: {[b.label for b in self.scene.buttons]}"
        self.click(r.center)

    def menu_entry(self, label: str) -> None:
        menu = self.scene.menu
        assert menu is not None, "no menu open"
        for i, e, r in menu._rows():
            if e.label.startswith(label):
                self.click(r.center)
                return
        raise AssertionError(f"no entry {label!r} in {[e.label for e in menu.entries]}")


def position(pool, *, hand=(), battlefield=(), opp_hand=(), opp_battlefield=(), step="main1", active=0,
             library=8, seed=1, turn=3, life=(20, 20), attacking=(),
             blocking: dict | None = None, attached: dict | None = None) -> tuple[Game, dict[str, list[int]]]:
    """A game set up by hand: cards by name per zone (`attached`: Aura or Equipment name -> the
    name of the permanent it is attached to); returns the game and the ids by name."""
    g = Game(seed=seed)
    ids: dict[str, list[int]] = {}
    for p in (0, 1):
        for _ in range(library):
            add_card(g, pool.get("Island"), p, "library")

    def put(names, owner, zone):
        for name in names:
            tapped = name.endswith("*")
            name = name.rstrip("*")
            oid = add_card(g, pool.get(name), owner, zone, tapped=tapped)
            ids.setdefault(name if owner == 0 else "opp " + name, []).append(oid)

    put(hand, 0, "hand")
    put(battlefield, 0, "battlefield")
    put(opp_hand, 1, "hand")
    put(opp_battlefield, 1, "battlefield")
    for att, host in (attached or {}).items():
        g.objects[ids[att][0]].attached_to = ids[host][0]
    g.turn = turn
    g.active = active
    g.players[0].life, g.players[1].life = life
    g.started = True
    if attacking:
        from game.engine.objects import Combat
        defender = 1 - active
        g.combat = Combat(attackers={ids[n][0]: ("player", defender) for n in attacking}, declared=True,
                          defender=defender)
        for n in attacking:
            g.objects[ids[n][0]].tapped = True
        for b, a in (blocking or {}).items():
            bid, aid = ids[b][0], ids[a][0]
            g.combat.blockers.setdefault(bid, []).append(aid)
            g.combat.blocked_by.setdefault(aid, []).append(bid)
            g.combat.blocked.add(aid)
        if blocking:
            g.combat.blocks_declared = True
    g.begin_at(step)
    return g, ids


@pytest.fixture
def table_for(pool):
    made: list[Table] = []

    def make(**kw) -> tuple[Table, dict[str, list[int]]]:
        settings = kw.pop("settings", None)
        size = kw.pop("size", (1600, 900))
        g, ids = position(pool, **kw)
        t = Table(g, settings, size)
        made.append(t)
        return t, ids
    yield make
    pygame.event.clear()
