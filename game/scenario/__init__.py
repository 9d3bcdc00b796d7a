"""Rules scenarios: YAML files that set up a position, play a script through the real
engine and check the result (the contract is shared/scenario-format.md)."""
from __future__ import annotations

from .runner import ScenarioResult, run_file, run_paths

__all__ = ["ScenarioResult", "run_file", "run_paths"]
