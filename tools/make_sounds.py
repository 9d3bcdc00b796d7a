"""Synthesise the table's sound effects into assets/sounds/*.wav.

Our own sounds, made here from sine waves and seeded noise with the standard library
alone (``wave``, ``math``, ``array``, ``random``), so nothing recorded by anyone else is
shipped.  Each effect is short (under a second, the endings under 1.2 s), soft (peaks
well below full scale, with a gentle attack and decay so nothing clicks) and distinct
from the others in pitch and shape.  The output is the same every run (fixed seeds), so
the committed files are exactly what this script makes (tests/ui/test_sound.py checks).

    python tools/make_sounds.py            (writes assets/sounds/)
    python tools/make_sounds.py --out DIR
"""
from __future__ import annotations

import argparse
import math
import random
import wave
from array import array
from pathlib import Path
from typing import Callable

RATE = 22050          # samples a second: plenty for soft effects, and small files
PEAK = 0.5            # the loudest any effect gets (of full scale)
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"

Wave = list[float]


def _note(name: str) -> float:
    """The frequency of a note such as "C5" or "Ab4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    rest = name[1:]
    if rest.startswith("b"):
        steps, rest = steps - 1, rest[1:]
    elif rest.startswith("#"):
        steps, rest = steps + 1, rest[1:]
    return 440.0 * 2 ** ((steps + 12 * (int(rest) - 4)) / 12)


def _silence(seconds: float) -> Wave:
    return [0.0] * int(RATE * seconds)


def _tone(freq: float | Callable[[float], float], seconds: float, *, attack: float = 0.008,
          decay: float = 6.0, harmonics: tuple[float, ...] = (1.0,)) -> Wave:
    """A tone with a short attack and an exponential decay; `freq` may glide (a function of
    the time).  Harmonics give it colour: a bell, a horn, a knock."""
    out: Wave = []
    phase = 0.0
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t) * min(1.0, (n - i) / (0.01 * RATE))
        out.append(env * sum(a * math.sin((k + 1) * phase) for k, a in enumerate(harmonics)))
    return out


def _noise(seconds: float, seed: int, *, smooth: float = 0.2, decay: float = 20.0, attack: float = 0.004) -> Wave:
    """Seeded noise, low-passed (`smooth`, 0..1: the higher, the duller): a swish or a thud."""
    rng = random.Random(seed)
    out: Wave = []
    last = 0.0
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        last += (1 - smooth) * (rng.uniform(-1, 1) - last)
        out.append(last * min(1.0, t / attack) * math.exp(-decay * t) * min(1.0, (n - i) / (0.01 * RATE)))
    return out


def _mix(*parts: tuple[float, Wave]) -> Wave:
    """Layers, each at its own level and starting at its own time: (start seconds, wave)."""
    length = max(int(start * RATE) + len(w) for start, w in parts)
    out = [0.0] * length
    for start, w in parts:
        at = int(start * RATE)
        for i, v in enumerate(w):
            out[at + i] += v
    return out


def _scaled(w: Wave, level: float) -> Wave:
    return [v * level for v in w]


def _seq(notes: list[str], step: float, length: float, **tone) -> Wave:
    """Notes one after another, each ringing on under the next (an arpeggio)."""
    return _mix(*((i * step, _tone(_note(n), length, **tone)) for i, n in enumerate(notes)))


BELL = (1.0, 0.35, 0.12)
HORN = (1.0, 0.5, 0.3, 0.15)

# One recipe per effect; the names are the ones the table plays (game.ui.sound.SOUND_FOR).
RECIPES: dict[str, Callable[[], Wave]] = {
    # a card slides off the library: a short, bright swish
    "draw": lambda: _noise(0.14, 1, smooth=0.55, decay=28),
    # a land is put down: a low, soft thump
    "land": lambda: _mix((0, _tone(lambda t: 140 - 260 * t, 0.2, decay=18)),
                         (0, _scaled(_noise(0.08, 2, smooth=0.85, decay=45), 0.6))),
    # a spell is cast: three quick rising notes
    "cast": lambda: _seq(["E5", "G#5", "B5"], 0.06, 0.22, decay=14, harmonics=BELL),
    # a spell resolves: a warm chord, rung once
    "resolve": lambda: _mix((0, _tone(_note("C5"), 0.5, decay=7, harmonics=BELL)),
                            (0, _tone(_note("E5"), 0.5, decay=7, harmonics=BELL)),
                            (0, _tone(_note("G5"), 0.5, decay=7, harmonics=BELL))),
    # a spell is countered: two falling, hollow notes
    "counter": lambda: _seq(["A4", "Eb4"], 0.12, 0.26, decay=9, harmonics=(1.0, 0.0, 0.33, 0.0, 0.2)),
    # damage to a creature: a short, dull hit
    "damage_creature": lambda: _mix((0, _tone(lambda t: 220 - 500 * t, 0.14, decay=25)),
                                    (0, _scaled(_noise(0.1, 3, smooth=0.7, decay=35), 0.8))),
    # damage to a player: a deeper, longer hit
    "damage_player": lambda: _mix((0, _tone(lambda t: 110 - 120 * t, 0.3, decay=11, harmonics=(1.0, 0.4))),
                                  (0, _scaled(_noise(0.16, 4, smooth=0.8, decay=22), 0.9))),
    # a creature dies: a tone falling away
    "dies": lambda: _tone(lambda t: 420 * math.exp(-2.6 * t), 0.55, decay=4.5, harmonics=(1.0, 0.3)),
    # attackers are declared: a horn call, a fourth up
    "attack": lambda: _seq(["A3", "D4"], 0.13, 0.3, attack=0.02, decay=6, harmonics=HORN),
    # blockers are declared: two wooden knocks
    "block": lambda: _mix((0, _tone(330, 0.09, decay=40, harmonics=(1.0, 0.5, 0.25))),
                          (0.09, _tone(294, 0.09, decay=40, harmonics=(1.0, 0.5, 0.25)))),
    # life is gained: a soft rising arpeggio
    "life_gain": lambda: _seq(["C5", "E5", "G5", "C6"], 0.07, 0.3, decay=9),
    # the turn passes to you: a two-note chime
    "your_turn": lambda: _seq(["G5", "C6"], 0.14, 0.4, decay=6, harmonics=BELL),
    # you win: a short major fanfare
    "win": lambda: _mix((0, _seq(["C5", "E5", "G5"], 0.12, 0.3, decay=6, harmonics=HORN)),
                        (0.36, _tone(_note("C6"), 0.8, attack=0.02, decay=3, harmonics=HORN))),
    # you lose: a slow minor fall
    "lose": lambda: _mix((0, _seq(["C5", "Ab4", "F4"], 0.2, 0.35, decay=5, harmonics=(1.0, 0.3))),
                         (0.6, _tone(_note("C4"), 0.6, attack=0.02, decay=3.5, harmonics=(1.0, 0.3)))),
    # the game waits for you: one quiet, high tick
    "waiting": lambda: _tone(_note("A5"), 0.16, decay=22, harmonics=BELL),
}
# the quieter ones, as a share of PEAK: the waiting cue must never startle
LEVELS = {"waiting": 0.4, "draw": 0.6, "block": 0.8}


def render(name: str) -> bytes:
    """The 16-bit mono samples of one effect, its loudest peak at PEAK of full scale times
    its LEVELS share."""
    w = RECIPES[name]() + _silence(0.01)
    level = PEAK * LEVELS.get(name, 1.0) / (max(abs(v) for v in w) or 1.0)
    return array("h", (int(round(v * level * 32767)) for v in w)).tobytes()


def write(name: str, folder: Path) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(render(name))
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT, help=f"the folder to write into (default {OUT})")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in RECIPES:
        path = write(name, args.out)
        print(f"{path.name:22} {path.stat().st_size / 1024:5.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
