"""Drill levels from measurement: the level scale, the rank correlation, the stored numbers.

A drill's level (1-10) means one thing: how often the *reference player* (the ``club``
stroke-error preset, calibrated against real pot rates: simulation/analysis/reference.py)
succeeds at it, measured by :func:`drills.difficulty.success_probability`. ``LEVEL_SCALE``
maps that probability to a level; docs/drills.md ("Calibrated levels") states the bands.

Measuring the whole library takes minutes, so the numbers are stored in
``drills/data/measured.json`` (written by ``tools/calibrate_drills.py``, which also writes
each built-in drill's level from them); the test checks levels against those numbers, and
``pyramid-coach drills calibrate`` can measure afresh.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from drills.difficulty import success_probability
from drills.model import Drill
from simulation.analysis.probability import StrokeError

#: The player the levels are stated for.
REFERENCE_LEVEL = "club"
#: (lowest success probability, level), checked in order: at least 85 % is level 1 …
LEVEL_SCALE: tuple[tuple[float, int], ...] = (
    (0.85, 1), (0.70, 2), (0.55, 3), (0.40, 4), (0.28, 5), (0.18, 6), (0.10, 7),
    (0.05, 8), (0.02, 9), (0.0, 10))
MEASURED_FILE = "measured.json"
#: The level measurement (:func:`measure`): strokes per shot in the first round, the most
#: strokes a drill gets in all (a long sequence gets fewer per shot), the width of the
#: interval that must fit inside one level band, and the seed stride between rounds.
FIRST_SAMPLES = 200
MAX_SIMS = 6400
MAX_PER_SHOT = 3200
Z = 2.0
ROUND_STRIDE = 1_000_003
#: The second seed the stability check re-measures with (docs/drills.md).
RECHECK_SEED = 17


def level_for(p: float) -> int:
    """The level of a drill the reference player succeeds at with probability ``p``."""
    return next(lv for bound, lv in LEVEL_SCALE if p >= bound)


@dataclass(frozen=True)
class LevelMeasure:
    """A drill measured for its level: per shot (successes, strokes), pooled over rounds."""

    drill_id: str
    shots: tuple[tuple[int, int], ...]
    seed: int

    @property
    def p(self) -> float:
        return math.prod(s / n for s, n in self.shots)

    @property
    def samples(self) -> int:
        return self.shots[0][1]

    def interval(self, z: float = Z) -> tuple[float, float]:
        """An interval for the drill's probability: the product of the shots' rates, its
        log spread from each shot's Agresti-Coull rate (honest at 0 and 1 successes). It
        treats the Latin-hypercube strokes as independent draws, so it is wider than the
        true spread (docs/drills.md, "Levels that hold"): a conservative stopping rule."""
        var = 0.0
        for s, n in self.shots:
            q = (s + 2) / (n + 4)
            var += (1 - q) / ((n + 4) * q)
        p = self.p
        if p == 0.0:
            # Some shot never succeeded: its own upper bound bounds the product.
            hi = min(_wilson_high(s, n, z) for s, n in self.shots if s == 0)
            return 0.0, hi
        spread = z * math.sqrt(var)
        return min(1.0, p * math.exp(-spread)), min(1.0, p * math.exp(spread))

    @property
    def settled(self) -> bool:
        """The whole interval inside one level band."""
        lo, hi = self.interval()
        return level_for(lo) == level_for(hi)

    def to_json(self) -> dict[str, Any]:
        lo, hi = self.interval()
        return {"drill": self.drill_id, "probability": round(self.p, 4),
                "level": level_for(self.p), "samples_per_shot": self.samples,
                "interval": [round(lo, 4), round(hi, 4)], "settled": self.settled,
                "seed": self.seed}


def _wilson_high(s: int, n: int, z: float) -> float:
    p = s / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return min(1.0, centre + half)


def measure(drill: Drill, error: StrokeError, *, seed: int = 0, workers: int = 2,
            first: int = FIRST_SAMPLES, max_sims: int = MAX_SIMS,
            max_per_shot: int = MAX_PER_SHOT) -> LevelMeasure | None:
    """The drill's success probability for ``error``, with as many strokes as its level
    needs: ``first`` per shot, then rounds that double the total (each a fresh Latin
    hypercube, seeded ``seed + ROUND_STRIDE * round``) while the interval still straddles a
    level band's edge and the budget (``max_per_shot`` per shot, ``max_sims`` in all)
    allows. None for a drill without a solution. Deterministic for a seed."""
    if not drill.solutions:
        return None
    n_shots = len(drill.solutions[0].shots)
    cap = max(first, min(max_per_shot, max_sims // n_shots))
    pooled: list[list[int]] = []
    size, total, rnd = first, 0, 0
    while True:
        found = success_probability(drill, error, samples=size,
                                    seed=seed + ROUND_STRIDE * rnd, workers=workers)
        assert found is not None
        if not pooled:
            pooled = [[0, 0] for _ in found.shots]
        for acc, shot in zip(pooled, found.shots, strict=True):
            acc[0] += shot.successes
            acc[1] += shot.samples
        total += size
        got = LevelMeasure(drill.id, tuple((a, b) for a, b in pooled), seed)
        if got.settled or total + total > cap:
            return got
        size, rnd = total, rnd + 1


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    """Spearman's rank correlation with average ranks for ties; None when either side is
    constant (or fewer than two pairs): no order to compare."""
    if len(xs) != len(ys) or len(xs) < 2:
        return None
    rx, ry = _ranks(xs), _ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    if sxx == 0 or syy == 0:
        return None
    return float(sxy / (sxx * syy) ** 0.5)


def _ranks(v: Sequence[float]) -> list[float]:
    order = sorted(range(len(v)), key=lambda i: v[i])
    ranks = [0.0] * len(v)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


@dataclass(frozen=True)
class Measured:
    """One drill's level and its measured success probability at the reference level."""

    drill_id: str
    category: str
    level: int
    p: float

    @property
    def suggested(self) -> int:
        return level_for(self.p)

    def to_json(self) -> dict[str, Any]:
        return {"drill": self.drill_id, "category": self.category, "level": self.level,
                "probability": round(self.p, 4), "difficulty": round(1 - self.p, 4),
                "suggested_level": self.suggested}


def report(rows: Iterable[Measured]) -> dict[str, Any]:
    """Per category: Spearman between level and difficulty (1 − p), and the rows."""
    by_cat: dict[str, list[Measured]] = {}
    for r in rows:
        by_cat.setdefault(r.category, []).append(r)
    cats = {}
    for cat, rs in sorted(by_cat.items()):
        rho = spearman([r.level for r in rs], [1 - r.p for r in rs])
        cats[cat] = {"spearman": None if rho is None else round(rho, 3), "drills": len(rs)}
    return {"reference_level": REFERENCE_LEVEL, "categories": cats,
            "drills": [r.to_json() for cat in sorted(by_cat) for r in
                       sorted(by_cat[cat], key=lambda r: (r.level, -r.p, r.drill_id))]}


def _raw() -> dict[str, Any]:
    raw: dict[str, Any] = json.loads((files("drills") / "data" / MEASURED_FILE)
                                     .read_text("utf-8"))
    return raw


def stored() -> dict[str, float]:
    """The stored measurements: drill id → success probability at the reference level."""
    return {str(k): float(v) for k, v in _raw()["probability"].items()}


def stored_recheck() -> dict[str, float]:
    """The same drills measured again with ``RECHECK_SEED`` (the stability check); empty
    when not measured."""
    return {str(k): float(v) for k, v in _raw().get("recheck", {}).get("probability",
                                                                       {}).items()}


def moved(a: dict[str, float], b: dict[str, float]) -> list[str]:
    """The drills whose level differs between two measurements (both measured)."""
    return sorted(k for k in a.keys() & b.keys() if level_for(a[k]) != level_for(b[k]))


def rows_from(drills: Iterable[Drill], measured: dict[str, float]) -> list[Measured]:
    return [Measured(d.id, d.category, d.level, measured[d.id]) for d in drills
            if d.id in measured]
