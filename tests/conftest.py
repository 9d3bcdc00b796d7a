import os

# Run pygame headless in tests. This must happen at import time, before any
# test module (or anything it imports) pulls in pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
