"""The App: the window, the clock, the scene stack and event dispatch.

One `App` owns the pygame window.  Scenes live on a stack (`push`/`pop`/`replace`, with
`on_enter`/`on_exit`/`on_pause`/`on_resume`); the top scene gets events first and passes
what it doesn't consume to the scenes below unless it is modal.  The loop has a fixed
timestep: real time is accumulated and the scenes are updated in whole steps of 1/60 s,
then drawn once.  `draw()` never changes state.  Tests drive the same App headless
(SDL_VIDEODRIVER=dummy): they post real pygame events and call `pump()`.
"""
from __future__ import annotations

import os
import sys
from typing import Any, Callable

import pygame

from ..desktop import DESKTOP_ID   # the desktop entry's name: Wayland's app id
from ..resources import ICONS_DIR
from . import display, theme

THINKING_SWITCH_INTERVAL = 0.001   # seconds

STEP = 1 / 60

APP_NAME = "Mana Duel"        # the window's title, application name and X11 class
WINDOW_ICON = "mana-duel-64.png"


def name_the_window() -> None:
    """Tell SDL the game's name before it opens the window, so the desktop shows
    "Mana Duel" (window switcher, taskbar, audio mixer) and matches the window to the
    desktop entry.  pygame names the window class after the script that started Python
    (`__main__.py` under `python -m game`), so the class is set here, not left to it."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_NAME
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = DESKTOP_ID
    os.environ["SDL_APP_NAME"] = APP_NAME


class Scene:
    """Base class of the scenes (the duel table, dialogs, the end-of-duel screen)."""
    opaque = True        # False: the scene below shows through (dialogs, overlays)
    modal = True         # True: events never reach the scenes below

    def __init__(self) -> None:
        self.app: "App | None" = None

    def on_enter(self) -> None: ...
    def on_exit(self) -> None: ...
    def on_pause(self) -> None: ...
    def on_resume(self) -> None: ...
    def on_resize(self, size: tuple[int, int]) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Any = None, title: str = "Mana Duel",
                 fullscreen: bool = False) -> None:
        """`size` opens the window at exactly that size (tests, tools); without it the window
        takes the size the player left it at, fitted to the screen (game.ui.display), or on the
        first start the usable desktop — and remembers it in the settings."""
        name_the_window()
        # the computer thinks on a thread of its own (game.modes.ai_runner) for up to a second or
        # two; handing the interpreter between threads every millisecond rather than every five
        # keeps the table drawing smoothly meanwhile (tools/bench.py ui --thinking measures it)
        sys.setswitchinterval(THINKING_SWITCH_INTERVAL)
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")      # the title bar on screen
        # only what the table uses: no audio device is opened
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(350, 40)
        from ..storage.settings import Settings
        self.settings = settings or Settings()
        theme.set_text_scale(self.settings.text_scale)
        if size is None:
            size = display.fit_window(self.settings.window_size, display.desktop_size())
            self.settings.window_size = size
        flags = pygame.RESIZABLE
        if fullscreen:
            flags |= pygame.FULLSCREEN
        self._set_icon()
        self.screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption(title)
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.time = 0.0
        self.frame_times: list[float] = []
        self.on_quit: Callable[[], None] | None = None
        from .sound import SoundPlayer
        self.sound = SoundPlayer(self.settings)     # the table's effects (silent without a mixer)

    def _set_icon(self) -> None:
        """The window icon (the taskbar's and the title bar's), drawn by tools/make_icon.py."""
        try:
            pygame.display.set_icon(pygame.image.load(str(ICONS_DIR / WINDOW_ICON)))
        except (OSError, pygame.error):
            pass    # a missing icon never stops the game

    # --- the scene stack -------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].on_pause()
        scene.app = self
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Remove the top scene (or `scene`, wherever it is in the stack)."""
        if not self.scenes:
            return None
        if scene is None or scene is self.scenes[-1]:
            s = self.scenes.pop()
            s.on_exit()
            if self.scenes:
                self.scenes[-1].on_resume()
            return s
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.on_exit()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            old = self.scenes.pop()
            old.on_exit()
        scene.app = self
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def find(self, cls: type) -> Any:
        for s in reversed(self.scenes):
            if isinstance(s, cls):
                return s
        return None

    # --- events ------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> bool:
        """App-level events, then the top scene, then the scenes below while unconsumed."""
        if event.type == pygame.QUIT:
            self.quit()
            return True
        if event.type == pygame.VIDEORESIZE and not (self.screen.get_flags() & pygame.FULLSCREEN):
            size = display.at_least_minimum((event.w, event.h), display.desktop_size())
            if size != self.screen.get_size():
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.settings.window_size = size         # remembered for the next start
            self._resized()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        for scene in reversed(list(self.scenes)):
            if scene.handle_event(event):
                return True
            if scene.modal:
                break
        return False

    def toggle_fullscreen(self) -> None:
        self.set_display(self.settings.window_size, not (self.screen.get_flags() & pygame.FULLSCREEN))

    def set_display(self, size: tuple[int, int] | None, fullscreen: bool) -> None:
        """Open the window at `size` (fitted to the screen) or full screen, remember both in
        the settings, and lay every scene out again."""
        desktop = display.desktop_size()
        size = display.fit_window(size, desktop)
        self.settings.window_size = size
        self.settings.fullscreen = fullscreen
        theme.set_text_scale(self.settings.text_scale)
        if fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    def _resized(self) -> None:
        for s in self.scenes:
            s.on_resize(self.screen.get_size())

    def quit(self) -> None:
        self.running = False
        if self.on_quit:
            self.on_quit()

    # --- the loop ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for s in list(self.scenes):
            if s in self.scenes:
                s.update(dt)

    def draw(self) -> None:
        surface = self.screen
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for s in self.scenes[start:]:
            s.draw(surface)

    def pump(self, frames: int = 1, dt: float = STEP, draw: bool = True) -> None:
        """Run frames without waiting: handle queued events, update by dt, draw (tests, tools)."""
        for _ in range(frames):
            for event in pygame.event.get():
                self.dispatch(event)
            self.update(dt)
            if draw:
                self.draw()

    def run(self) -> None:
        acc = 0.0
        while self.running and self.scenes:
            ms = self.clock.tick(60)
            acc = min(acc + ms / 1000.0, 0.25)
            for event in pygame.event.get():
                self.dispatch(event)
                if not self.running:
                    break
            while acc >= STEP:
                self.update(STEP)
                acc -= STEP
            self.draw()
            pygame.display.flip()
        pygame.quit()


def headless_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
