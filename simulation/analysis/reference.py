"""Reference shots: what the stroke-error presets are calibrated against.

A preset (``probability.PRESETS``) is only as good as the pot rates it gives on shots whose
real-world rates players know. The four shots here are the ones a coach uses to place a
player: a straight ball from a metre into the corner, a long straight ball into the corner,
a 30° cut into the corner and a straight ball into the middle pocket. ``TARGETS`` holds the
pot rate each level is expected to make on each (docs/drills.md, "Calibrated levels", gives
the reasoning); ``measure`` plays each shot's ideal stroke (the middle of its window, found
by the solver) through the preset's errors.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from simulation.analysis.outcome import Shot, Target
from simulation.analysis.probability import StrokeError, pot_probability
from simulation.analysis.solver import window
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class ReferenceShot:
    """Object ball ``to_pocket`` metres from the mouth on the line into ``pocket``; the cue
    ball ``cue_to_ball`` metres from the object ball, cut by ``cut_deg``; struck at
    ``speed`` with a centre ball. ``line_deg``: the direction of the object ball's path into
    the pocket (counter-clockwise from +x; None: along the pocket's axis)."""

    id: str
    pocket: str
    to_pocket: float
    cue_to_ball: float
    cut_deg: float
    speed: float
    line_deg: float | None = None

    def shot(self, table: TableSpec) -> Shot:
        pocket = table.pocket(self.pocket)
        mx = (pocket.noses[0][0] + pocket.noses[1][0]) / 2
        my = (pocket.noses[0][1] + pocket.noses[1][1]) / 2
        ax, ay = pocket.axis
        if self.line_deg is not None:
            ax, ay = math.cos(math.radians(self.line_deg)), math.sin(math.radians(self.line_deg))
        ball: Vec = (mx - ax * self.to_pocket, my - ay * self.to_pocket)
        # The ghost ball sits one diameter behind the object ball on the pocket line; the
        # cue ball comes in at cut_deg to that line.
        d = 2 * table.ball_radius
        ghost = (ball[0] - ax * d, ball[1] - ay * d)
        a = math.atan2(ay, ax) + math.radians(self.cut_deg)
        cue: Vec = (ghost[0] - math.cos(a) * self.cue_to_ball,
                    ghost[1] - math.sin(a) * self.cue_to_ball)
        return Shot({"cue": cue, "1": ball}, "cue", Target("1", self.pocket), self.speed)


REFERENCE_SHOTS: tuple[ReferenceShot, ...] = (
    ReferenceShot("straight-1m", "BL", 0.5, 1.0, 0.0, 1.6),
    # From the centre spot into the far corner, the cue ball 1.5 m behind: ~3.5 m in all.
    ReferenceShot("long-straight", "BL", 1.95, 1.5, 0.0, 2.5, 26.6),
    ReferenceShot("cut-30", "BL", 0.5, 1.0, 30.0, 1.6),
    ReferenceShot("straight-middle", "ML", 0.5, 0.75, 0.0, 1.6),
)

#: Expected pot rates (share of attempts) per level and reference shot.
TARGETS: dict[str, dict[str, float]] = {
    "beginner": {"straight-1m": 0.40, "long-straight": 0.05, "cut-30": 0.30,
                 "straight-middle": 0.90},
    "amateur": {"straight-1m": 0.60, "long-straight": 0.08, "cut-30": 0.50,
                "straight-middle": 0.98},
    "club": {"straight-1m": 0.78, "long-straight": 0.13, "cut-30": 0.65,
             "straight-middle": 0.99},
    "expert": {"straight-1m": 0.90, "long-straight": 0.18, "cut-30": 0.80,
               "straight-middle": 1.0},
    "master": {"straight-1m": 0.96, "long-straight": 0.28, "cut-30": 0.92,
               "straight-middle": 1.0},
}


def measure(error: StrokeError, *, samples: int = 200, seed: int = 0, workers: int = 1,
            table: TableSpec | None = None,
            params: PhysicsParams | None = None) -> dict[str, Any]:
    """Each reference shot's pot rate under ``error`` (and its target, when the preset has
    one)."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    targets = TARGETS.get(error.name, {})
    out: dict[str, Any] = {}
    for ref in REFERENCE_SHOTS:
        shot = ref.shot(table)
        found = window(shot, table, params)
        if found is None:  # every reference shot pots on the standard table: a table that
            raise ValueError(f"reference shot {ref.id} has no potting window on this table")
        ideal = found.direction_deg
        p = pot_probability(shot, ideal, error, samples=samples, seed=seed, workers=workers,
                            table=table, params=params)
        out[ref.id] = {"probability": round(p.p, 4), "target": targets.get(ref.id),
                       "interval95": [round(x, 4) for x in p.interval95()]}
    return out
