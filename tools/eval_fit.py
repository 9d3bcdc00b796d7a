"""Weigh the board evaluation's parts against how games end.

    python tools/eval_fit.py [--levels A B] [--games N] [--seed S] [--jobs J]

Plays N ladder games (tools/ai_ladder.py's schedule: every deck pair, both seats; the
Sorcerer against itself unless `--levels` says otherwise) and, at the start of every turn,
notes what each part of the evaluation (game.ai.evaluation.side_score's terms, life split
into the bands of game.ai.knowledge.LIFE_BANDS) gives each player.  A logistic regression
then asks how much each part's difference between the players says about who wins, fitted
on four games in five and judged on the fifth.  Each part's weight is printed beside the
weight the evaluation as a whole earns, as a ratio: 1.00 means the evaluation weighs that part
as the outcomes do; 2.00 that a point of it decides games twice as often as a point of the
rest.  These are correlations in the games played, not verdicts: a part a deck's strength
goes with (the colours of a two-colour deck) is credited with that deck's wins, and a weight
the look-ahead uses to choose between lines only gains what a ladder then measures.
"""
from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from ai_ladder import LadderGame, schedule  # noqa: E402
from game.ai import LEVEL_NAMES  # noqa: E402
from game.ai.evaluation import TERMS, evaluate, side_score  # noqa: E402
from game.ai.knowledge import LIFE_BANDS  # noqa: E402
from game.ai.mana_denial import board_lock  # noqa: E402
from game.decks import ai_decks  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.modes.headless import play_duel  # noqa: E402

ON_THE_MOVE = "on the move"


def band_name(lo: int, hi: int) -> str:
    """The last band of the life curve has no top: every point over its start counts."""
    return f"life over {lo}" if hi == LIFE_BANDS[-1][1] else f"life {lo}-{hi}"


FEATURES = ([band_name(lo, hi) for lo, hi, _ in LIFE_BANDS] + [t for t in TERMS if t != "life"]
            + ["mana lock", ON_THE_MOVE])


def life_bands(life: int) -> dict[str, float]:
    """What each band of the life curve gives a player on `life` (the points in it times its worth)."""
    return {band_name(lo, hi): max(0, min(life, hi) - lo) * per for lo, hi, per in LIFE_BANDS}


def position_terms(g: Game) -> tuple[list[float], float]:
    """Each feature's difference between player 0 and player 1, and the evaluation's own
    verdict for player 0 (game.ai.evaluation.evaluate: the sum of those differences)."""
    sides = []
    for p in (0, 1):
        terms: dict[str, float] = {}
        side_score(g, p, terms)
        terms.update(life_bands(g.players[p].life))
        sides.append(terms)
    diff = {f: sides[0].get(f, 0.0) - sides[1].get(f, 0.0) for f in FEATURES}
    diff["mana lock"] = board_lock(g, 0)   # already a lead of one player over the other
    diff[ON_THE_MOVE] = 1.0 if g.active == 0 else -1.0
    return [diff[f] for f in FEATURES], evaluate(g, 0)


@dataclass(frozen=True)
class GameRecord:
    index: int
    winner: int | None
    positions: tuple[tuple[tuple[float, ...], float], ...]


def record(game: LadderGame) -> GameRecord:
    rows: list[tuple[tuple[float, ...], float]] = []
    seen: set[int] = set()

    def note(g: Game, p: int, act: object, player: object) -> None:
        if g.turn in seen or g.step not in ("upkeep", "draw", "main1"):
            return
        seen.add(g.turn)
        x, whole = position_terms(g)
        rows.append((tuple(x), whole))

    r = play_duel(game.decks, game.levels, game.seed, on_action=note)
    return GameRecord(game.index, r.winner, tuple(rows))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for c in range(n - 1, -1, -1):
        x[c] = (m[c][n] - sum(m[c][k] * x[k] for k in range(c + 1, n))) / m[c][c]
    return x


def _p(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))


def logistic_fit(xs: list[list[float]], ys: list[float], ridge: float = 1e-3, rounds: int = 12) -> list[float]:
    """Weights w making P(y = 1) = 1 / (1 + e^(-w.x)) fit the data best (Newton's method, with
    a little ridge so a part that never differs gets weight 0, not a singular system)."""
    k = len(xs[0])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            p = _p(sum(wi * xi for wi, xi in zip(w, x)))
            e, v = p - y, p * (1 - p)
            nz = [(i, xi) for i, xi in enumerate(x) if xi]
            for i, xi in nz:
                grad[i] += e * xi
                row = hess[i]
                for j, xj in nz:
                    row[j] += v * xi * xj
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def log_loss(xs: list[list[float]], ys: list[float], w: list[float]) -> float:
    total = 0.0
    for x, y in zip(xs, ys):
        p = min(max(_p(sum(wi * xi for wi, xi in zip(w, x))), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(len(ys), 1)


def report(records: list[GameRecord]) -> list[str]:
    xs: dict[bool, list[list[float]]] = {True: [], False: []}
    wholes: dict[bool, list[list[float]]] = {True: [], False: []}
    ys: dict[bool, list[float]] = {True: [], False: []}
    for rec in records:
        if rec.winner is None:
            continue
        held_out = rec.index % 5 == 0
        for x, whole in rec.positions:
            xs[held_out].append(list(x))
            wholes[held_out].append([whole, x[-1]])
            ys[held_out].append(1.0 if rec.winner == 0 else 0.0)
    if not ys[False] or not ys[True]:
        return ["too few decided games to fit"]
    scale = logistic_fit(wholes[False], ys[False])
    w = logistic_fit(xs[False], ys[False])
    lines = [f"positions: {len(ys[False])} fitted, {len(ys[True])} held out "
             f"(games {sum(r.winner is not None for r in records)} decided of {len(records)})",
             f"held-out log loss: the evaluation as it is {log_loss(wholes[True], ys[True], scale):.4f}, "
             f"each part weighed as fitted {log_loss(xs[True], ys[True], w):.4f}",
             f"the evaluation's weight: {scale[0]:.4f} a point; being on the move is worth "
             f"{scale[1] / scale[0]:.1f} points"]
    lines += [f"  {f:<18} {wi / scale[0]:6.2f}" for f, wi in zip(FEATURES, w) if f != ON_THE_MOVE]
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Weigh the board evaluation's parts against how games end.")
    ap.add_argument("--levels", nargs=2, default=["sorcerer", "sorcerer"], choices=LEVEL_NAMES)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    games = schedule(args.levels[0], args.levels[1], args.games, args.seed, ai_decks())
    if args.jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            records = list(pool.imap(record, games))
    else:
        records = [record(gm) for gm in games]
    print("\n".join(report(records)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
