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
    limit = params.miscue_limit * 0.999
    out = []
    for _ in range(samples):
        direction = ideal.direction_deg + rng.gauss(0.0, error.angle_deg)
        speed = min(params.max_speed, max(0.05, ideal.speed * (1 + rng.gauss(0.0,
                                                                         error.speed_rel))))
        side = ideal.side + rng.gauss(0.0, error.tip)
        height = ideal.height + rng.gauss(0.0, error.tip)
        r = math.hypot(side, height)
        if r > limit:  # a stroke past the miscue limit is pulled back onto it
            side, height = side * limit / r, height * limit / r
        out.append(Stroke(ideal.cue_ball, direction, speed, side, height))
    return out


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

