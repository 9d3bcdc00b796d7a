"""python -m game.scenario PATH [PATH ...]: run rules scenarios, one PASS/FAIL line each."""
from __future__ import annotations

import sys

from .runner import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
