"""Replays: every duel as small text (seed, rules, decks, the decisions taken), played back
without a window (`python -m game.replay FILE`) or on the table; bug-report bundles; the
post-duel review.  See `format` for the file, `record` for recording while playing and
`playback` for checking and stepping through a replay."""
from __future__ import annotations

from .format import (BUG_SUFFIX, REPLAY_SUFFIX, DeckRecord, Replay, ReplayFormatError, bug_reports_dir, dumps,
                     engine_fingerprint, list_replays, load, loads, new_path, replays_dir, save, scan_replays)
from .playback import Check, Playback, ReplayError, build, check
from .record import Recorder, record_duel, result_text

__all__ = ["BUG_SUFFIX", "Check", "DeckRecord", "Playback", "REPLAY_SUFFIX", "Recorder", "Replay", "ReplayError",
           "ReplayFormatError", "build", "bug_reports_dir", "check", "dumps", "engine_fingerprint", "list_replays",
           "load", "loads", "new_path", "record_duel", "replays_dir", "result_text", "save", "scan_replays"]
