"""The Pygame front end: the duel table and its scenes.  The only package that imports pygame.

`main.run(argv)` opens the window; `python -m game` calls it unless `--headless` is given.
"""
