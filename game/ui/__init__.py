"""The Pygame front end: the duel table and its scenes.  The only package that imports pygame.

`main.run(argv)` opens the window; `python -m game` calls it unless `--headless` is given.
"""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no banner on the terminal a player started the game from
