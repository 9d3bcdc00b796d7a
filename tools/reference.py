"""Where the shared card reference data is: `shared/reference/` beside the repository, or
beside the folder that holds it (a git worktree one level deeper)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

REFERENCE_DIR = next((p / "shared" / "reference" for p in ROOT.parents
                      if (p / "shared" / "reference" / "cards.json").is_file()),
                     ROOT.parent / "shared" / "reference")
CARDS_JSON = REFERENCE_DIR / "cards.json"
CLASSIC_SETS_JSON = REFERENCE_DIR / "classic-sets.json"
