"""Pot probability: how often a player of a given level pockets this shot.

A stroke-error model perturbs the ideal stroke (direction, speed, tip) with normal errors
whose spreads are a setting with presets from beginner to master; a Monte-Carlo run with a
fixed seed counts the pots. Samples are drawn up front from one seeded generator, so the
answer does not depend on how many worker processes share the work.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

from simulation.analysis.outcome import Shot, pots
from simulation.analysis.workers import map_chunks, split
from simulation.errors import InputError
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec


@dataclass(frozen=True)
class StrokeError:
    """Standard deviations of a player's stroke: direction (degrees), speed (fraction of
    the intended speed) and tip placement (fraction of the radius, each axis)."""

    name: str
    angle_deg: float
    speed_rel: float
    tip: float

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "angle_deg": self.angle_deg, "speed_rel": self.speed_rel,
                "tip": self.tip}


#: Presets from beginner to master. The direction spread dominates: a long cut into a
#: 73 mm corner forgives a few hundredths of a degree (docs/physics.md). Calibrated against
#: the reference shots of :mod:`simulation.analysis.reference`: a club player pots a
#: straight ball from a metre into the corner about 3 times in 4 (docs/drills.md,
#: "Calibrated levels"). Recalibrated for physics 2.2's pockets (the direction spread by
#: bisection on ``straight-1m``, 200 samples, seed 0; speed and tip kept): under 2.1 they were
#: beginner 0.16, amateur 0.085, club 0.052, expert 0.04, master 0.03 degrees, and before that
#: 0.60/0.15/0.15, 0.30/0.10/0.10, 0.15/0.06/0.06, 0.08/0.04/0.04, 0.04/0.025/0.025.
PRESETS: dict[str, StrokeError] = {
    p.name: p for p in (
        StrokeError("beginner", 0.087, 0.12, 0.12),
        StrokeError("amateur", 0.045, 0.09, 0.09),
        StrokeError("club", 0.028, 0.06, 0.06),
        StrokeError("expert", 0.0245, 0.04, 0.04),
        StrokeError("master", 0.0174, 0.025, 0.025),
    )
}


def stroke_error(name: str) -> StrokeError:
    if name not in PRESETS:
        raise InputError("level", f"unknown level {name!r} (one of {', '.join(PRESETS)})")
    return PRESETS[name]


@dataclass(frozen=True)
class Probability:
    successes: int
    samples: int
    seed: int
    error: StrokeError

    @property
    def p(self) -> float:
        return self.successes / self.samples

    def interval95(self) -> tuple[float, float]:
        """Wilson score interval: honest at 0 and 1, where the normal one is not."""
        n, p, z = self.samples, self.p, 1.959964
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        # The interval always contains p; clamping to it keeps rounding (p = 1: centre + half
        # comes out a hair below 1) from putting the estimate outside its own interval.
        return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))

    def to_json(self) -> dict[str, Any]:
        lo, hi = self.interval95()
        return {"probability": round(self.p, 4), "successes": self.successes,
                "samples": self.samples, "interval95": [round(lo, 4), round(hi, 4)],
                "seed": self.seed, "error": self.error.to_json()}


def sample_strokes(ideal: Stroke, error: StrokeError, samples: int, seed: int,
                   params: PhysicsParams) -> list[Stroke]:
    """``samples`` strokes around ``ideal``, reproducible from ``seed``."""
    rng = random.Random(seed)
    return [_perturbed(ideal, error, params, rng.gauss(0.0, 1.0), rng.gauss(0.0, 1.0),
                       rng.gauss(0.0, 1.0), rng.gauss(0.0, 1.0)) for _ in range(samples)]


def latin_strokes(ideal: Stroke, error: StrokeError, samples: int, seed: int,
                  params: PhysicsParams) -> list[Stroke]:
    """``samples`` strokes around ``ideal`` drawn as a Latin hypercube, reproducible from
    ``seed``: for each of the four errors (direction, speed, side, height) every one of the
    ``samples`` equal-probability slices of its normal distribution is used exactly once,
    at a random point inside the slice, and the slices are paired at random across the
    errors. Each stroke is still distributed exactly as in :func:`sample_strokes`, so the
    share that succeeds is an unbiased estimate of the same probability, but the estimate
    no longer rides on how many draws happened to fall in a pot's narrow direction
    window: where success depends mostly on one error the spread of the estimate falls
    from the binomial √(p(1−p)/n) to a few per cent of it (docs/drills.md, "Levels that
    hold")."""
    rng = random.Random(seed)
    normal = NormalDist()
    columns = []
    for _ in range(4):
        order = list(range(samples))
        rng.shuffle(order)
        columns.append([normal.inv_cdf(min(1 - 1e-12, max(1e-12, (k + rng.random()) / samples)))
                        for k in order])
    return [_perturbed(ideal, error, params, *z) for z in zip(*columns, strict=True)]


def _perturbed(ideal: Stroke, error: StrokeError, params: PhysicsParams, z_dir: float,
               z_speed: float, z_side: float, z_height: float) -> Stroke:
    """``ideal`` moved by standard normal deviates scaled to ``error``, kept inside the
    speed range and the miscue limit."""
    limit = params.miscue_limit * 0.999
    direction = ideal.direction_deg + z_dir * error.angle_deg
    speed = min(params.max_speed, max(0.05, ideal.speed * (1 + z_speed * error.speed_rel)))
    side = ideal.side + z_side * error.tip
    height = ideal.height + z_height * error.tip
    r = math.hypot(side, height)
    if r > limit:  # a stroke past the miscue limit is pulled back onto it
        side, height = side * limit / r, height * limit / r
    return Stroke(ideal.cue_ball, direction, speed, side, height)


def _count_pots(job: tuple[Shot, Sequence[Stroke], TableSpec, PhysicsParams]) -> int:
    shot, strokes, table, params = job
    return sum(pots(shot, s, table, params) for s in strokes)


def pot_probability(shot: Shot, direction_deg: float, error: StrokeError, *,
                    samples: int = 200, seed: int = 0, workers: int = 2,
                    table: TableSpec | None = None,
                    params: PhysicsParams | None = None) -> Probability:
    """The share of ``samples`` perturbed strokes that pocket the target."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    if samples < 1:
        raise InputError("samples", "must be at least 1")
    strokes = sample_strokes(shot.stroke(direction_deg), error, samples, seed, params)
    counts = map_chunks(_count_pots, [(shot, chunk, table, params)
                                     for chunk in split(strokes, workers)], workers)
    return Probability(sum(counts), samples, seed, error)

