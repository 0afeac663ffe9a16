"""Measuring and fitting what a geometric margin estimate is worth as a pot chance
(:mod:`simulation.ai.chances` holds the fitted numbers; ``tools/calibrate_ai_chances.py``
prints a new fit). Kept in the core so a test can measure a few shots the same way."""

from __future__ import annotations

import math
import random

from simulation.ai.geometry import candidates
from simulation.analysis.outcome import Kind, Shot, pots
from simulation.analysis.probability import StrokeError, sample_strokes
from simulation.analysis.solver import window
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: Bins of the estimate (degrees) the tool reports measured against fitted chances in.
BINS = (0.0, 0.005, 0.01, 0.02, 0.04, 0.08, 0.16, 10.0)


def measure(error: StrokeError, shots: int, samples: int, seed: int
            ) -> list[tuple[float, int, int]]:
    """(estimate, potted, samples) for ``shots`` random plausible two-ball shots."""
    table, params = TableSpec(), PhysicsParams()
    rng = random.Random(seed)
    r = table.ball_radius

    def spot() -> Vec:
        return (rng.uniform(-table.half_length + r + 0.02, table.half_length - r - 0.02),
                rng.uniform(-table.half_width + r + 0.02, table.half_width - r - 0.02))

    rows: list[tuple[float, int, int]] = []
    while len(rows) < shots:
        layout = {"cue": spot(), "5": spot()}
        if math.dist(layout["cue"], layout["5"]) < 3 * r:
            continue
        found = candidates(layout, ("cue",), ["5"], (Kind.OBJECT,), table)
        if not found:
            continue
        cand = rng.choice(found)
        speed = cand.base_speed()
        shot = Shot(layout, "cue", cand.target, speed)
        w = window(shot, table, params)
        if w is None:
            rows.append((cand.estimate_deg, 0, samples))
            continue
        strokes = sample_strokes(Stroke("cue", w.direction_deg, speed), error, samples,
                                 rng.randrange(2 ** 32), params)
        rows.append((cand.estimate_deg, sum(pots(shot, s, table, params) for s in strokes),
                     samples))
    return rows


def _logistic(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def curve(a: float, b: float, floor: float, estimate: float) -> float:
    """The fitted chance: ``floor`` + (1 - floor) · logistic(a + b ln estimate)."""
    return floor + (1 - floor) * _logistic(a + b * math.log(max(estimate, 1e-5)))


def _loglik(rows: list[tuple[float, int, int]], v: tuple[float, float, float]) -> float:
    a, b, floor = v
    if not 0.0 <= floor < 0.9:
        return -math.inf
    total = 0.0
    for e, k, n in rows:
        p = min(1 - 1e-12, max(1e-12, curve(a, b, floor, e)))
        total += k * math.log(p) + (n - k) * math.log(1 - p)
    return total


def fit(rows: list[tuple[float, int, int]]) -> tuple[float, float, float]:
    """Maximum-likelihood (a, b, floor) by the Nelder-Mead simplex (three numbers, a few
    hundred rows: no library needed). The floor is there because the screen's smallest
    estimates still pot a fifth of the time for a master (the estimate under-rates them)."""
    simplex = [(5.0, 1.0, 0.1), (7.0, 1.0, 0.1), (5.0, 1.5, 0.1), (5.0, 1.0, 0.25)]
    scored = [(-_loglik(rows, v), v) for v in simplex]
    for _ in range(600):
        scored.sort(key=lambda t: t[0])
        best, worst = scored[0], scored[-1]
        centre = tuple(sum(v[i] for _, v in scored[:-1]) / 3 for i in range(3))

        def towards(f: float, w: tuple[float, ...] = worst[1],
                    c: tuple[float, ...] = centre) -> tuple[float, float, float]:
            return (c[0] + f * (w[0] - c[0]), c[1] + f * (w[1] - c[1]),
                    c[2] + f * (w[2] - c[2]))

        refl = towards(-1.0)
        fr = -_loglik(rows, refl)
        if fr < best[0]:
            exp = towards(-2.0)
            fe = -_loglik(rows, exp)
            scored[-1] = (fe, exp) if fe < fr else (fr, refl)
        elif fr < scored[-2][0]:
            scored[-1] = (fr, refl)
        else:
            con = towards(0.5)
            fc = -_loglik(rows, con)
            if fc < worst[0]:
                scored[-1] = (fc, con)
            else:
                b0 = best[1]
                scored = [best] + [(-_loglik(rows, s), s) for s in
                                   (((b0[0] + v[0]) / 2, (b0[1] + v[1]) / 2, (b0[2] + v[2]) / 2)
                                    for _, v in scored[1:])]
        if abs(scored[-1][0] - scored[0][0]) < 1e-9:
            break
    scored.sort(key=lambda t: t[0])
    a, b, floor = scored[0][1]
    return a, b, floor


def spearman(xs: list[float], ys: list[float]) -> float:
    def ranks(v: list[float]) -> list[float]:
        order = sorted(range(len(v)), key=lambda i: v[i])
        out = [0.0] * len(v)
        for k, i in enumerate(order):
            out[i] = float(k)
        return out

    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    var = math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))
    return cov / var if var else 0.0
