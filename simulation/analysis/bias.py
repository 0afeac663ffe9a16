"""Aim bias from history: how a player's strokes stray from the ideal, by cut and distance.

Every recorded pot attempt (a layout, the stroke played, and the ball and pocket intended)
is compared with the solver's ideal direction for the same speed and tip. The signed error
is turned into "overcut" (positive: the stroke sent the cue ball further from the object
ball's centre than ideal, so the object ball went thinner) or "undercut", and the errors are
grouped by cut angle and distance: the mean is the bias, the standard deviation the spread.
A coach reads "you overcut thin cuts to the left by 0.8 degrees" off it.

The intended pocket of a free-play shot is inferred from the shot itself: the pocket the
object ball dropped into, or else the pocket nearest to where it was sent.
"""

from __future__ import annotations

import bisect
import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from simulation.analysis.outcome import Shot, Target
from simulation.analysis.solver import window
from simulation.events import BallBall, PocketDrop, ShotResult
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

CUT_BINS: tuple[float, ...] = (0.0, 15.0, 30.0, 45.0, 60.0, 90.0)
DISTANCE_BINS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0, 5.0)
#: An object ball sent within this angle of a pocket counts as aimed at it (degrees).
INFER_TOLERANCE_DEG = 12.0


@dataclass(frozen=True)
class Attempt:
    """One recorded pot attempt: what was on the table, what was played, what was meant."""

    layout: dict[str, Vec]
    stroke: Stroke
    object_ball: str
    pocket: str


@dataclass(frozen=True)
class Error:
    """How one attempt strayed. ``error_deg`` > 0 is an overcut; ``side`` says which way the
    object ball was cut (``left`` when it goes off to the left of the cue ball's line)."""

    error_deg: float
    cut_deg: float
    distance: float
    side: str


def cut_geometry(layout: dict[str, Vec], cue_ball: str, object_ball: str, pocket_xy: Vec,
                 radius: float) -> tuple[float, float, str]:
    """(cut angle in degrees, cue-to-ghost distance in metres, 'left' or 'right')."""
    cx, cy = layout[cue_ball]
    ox, oy = layout[object_ball]
    px, py = pocket_xy
    d = math.hypot(px - ox, py - oy)
    gx, gy = ox - 2 * radius * (px - ox) / d, oy - 2 * radius * (py - oy) / d
    aim = math.atan2(gy - cy, gx - cx)
    out = math.atan2(py - oy, px - ox)
    cut = math.remainder(out - aim, math.tau)
    return abs(math.degrees(cut)), math.hypot(gx - cx, gy - cy), "left" if cut > 0 else "right"


def signed_error(attempt: Attempt, table: TableSpec, params: PhysicsParams) -> Error | None:
    """The attempt's error against the solver's ideal direction, or None if the shot had no
    direct pot at that speed and tip (then there is no ideal to compare with)."""
    s = attempt.stroke
    shot = Shot(attempt.layout, s.cue_ball, Target(attempt.object_ball, attempt.pocket),
                s.speed, s.side, s.height)
    w = window(shot, table, params)
    if w is None:
        return None
    cut, dist, side = cut_geometry(attempt.layout, s.cue_ball, attempt.object_ball,
                                   table.pocket(attempt.pocket).mouth_centre, table.ball_radius)
    raw = math.degrees(math.remainder(math.radians(s.direction_deg - w.direction_deg),
                                      math.tau))
    # Turning the stroke away from the object ball's centre cuts thinner: for a ball cut to
    # the left (object goes left) that is a turn to the right (negative), and vice versa.
    over = -raw if side == "left" else raw
    return Error(over, cut, dist, side)


def infer_pocket(result: ShotResult, object_ball: str, table: TableSpec) -> str | None:
    """The pocket a shot meant: where the object ball dropped, or the pocket nearest the
    line it was sent along (within INFER_TOLERANCE_DEG)."""
    for e in result.events:
        if isinstance(e, PocketDrop) and e.ball == object_ball:
            return e.pocket
    start: Vec | None = None
    end: Vec | None = None
    for e in result.events:
        if start is None and isinstance(e, BallBall) and object_ball in (e.a, e.b):
            start = e.pos[object_ball]
        elif start is not None and getattr(e, "ball", None) == object_ball and hasattr(e, "pos"):
            # its first cushion (or centre line): still on the line it was sent
            end = cast("Vec", e.pos)
            break
    end = end if end is not None else result.balls.get(object_ball)
    if start is None or end is None or math.dist(start, end) < 1e-3:
        return None
    heading = math.atan2(end[1] - start[1], end[0] - start[0])
    best, best_diff = None, math.radians(INFER_TOLERANCE_DEG)
    for p in table.pockets():
        mx, my = p.mouth_centre
        diff = abs(math.remainder(math.atan2(my - start[1], mx - start[0]) - heading, math.tau))
        if diff < best_diff:
            best, best_diff = p.id, diff
    return best


@dataclass(frozen=True)
class Cell:
    """Bias and spread of the attempts in one cut-angle x distance bin."""

    cut_range: tuple[float, float]
    distance_range: tuple[float, float]
    count: int
    bias_deg: float
    spread_deg: float
    left_bias_deg: float | None
    right_bias_deg: float | None

    def to_json(self) -> dict[str, Any]:
        def r(x: float | None) -> float | None:
            return None if x is None else round(x, 4)

        return {"cut_deg": list(self.cut_range), "distance_m": list(self.distance_range),
                "count": self.count, "bias_deg": r(self.bias_deg),
                "spread_deg": r(self.spread_deg), "left_bias_deg": r(self.left_bias_deg),
                "right_bias_deg": r(self.right_bias_deg)}


def _bin(value: float, edges: Sequence[float]) -> int | None:
    """The bin ``edges[k] <= value < edges[k + 1]`` holding ``value`` (None: outside)."""
    k = bisect.bisect_right(edges, value) - 1
    return k if 0 <= k < len(edges) - 1 else None


def _spread(xs: Sequence[float]) -> float:
    """The sample standard deviation (0 for one value), in floating point: the statistics
    module's exact rational sums took most of the time of summarising a history's errors,
    for digits no chart shows."""
    n = len(xs)
    if n < 2:
        return 0.0
    mean = math.fsum(xs) / n
    return math.sqrt(math.fsum((x - mean) ** 2 for x in xs) / (n - 1))


def summarise(errors: Iterable[Error], cut_bins: Sequence[float] = CUT_BINS,
              distance_bins: Sequence[float] = DISTANCE_BINS) -> list[Cell]:
    """Group errors by cut angle and distance; empty bins are left out."""
    groups: dict[tuple[int, int], list[Error]] = {}
    for e in errors:
        i, j = _bin(e.cut_deg, cut_bins), _bin(e.distance, distance_bins)
        if i is not None and j is not None:
            groups.setdefault((i, j), []).append(e)
    cells = []
    for (i, j), es in sorted(groups.items()):
        xs = [e.error_deg for e in es]
        left = [e.error_deg for e in es if e.side == "left"]
        right = [e.error_deg for e in es if e.side == "right"]
        cells.append(Cell((cut_bins[i], cut_bins[i + 1]), (distance_bins[j], distance_bins[j + 1]),
                          len(es), statistics.fmean(xs), _spread(xs),
                          statistics.fmean(left) if left else None,
                          statistics.fmean(right) if right else None))
    return cells


def headline(cells: Sequence[Cell], min_count: int = 5) -> dict[str, Any] | None:
    """The one finding worth saying first, as a code the GUI translates: the largest
    bias on one side in a bin with enough attempts."""
    best: tuple[float, Cell, str, float] | None = None
    for c in cells:
        if c.count < min_count:
            continue
        for side, bias in (("left", c.left_bias_deg), ("right", c.right_bias_deg)):
            if bias is not None and (best is None or abs(bias) > best[0]):
                best = (abs(bias), c, side, bias)
    if best is None:
        return None
    _, c, side, bias = best
    return {"code": "overcut" if bias > 0 else "undercut", "side": side,
            "degrees": round(abs(bias), 2), "cut_deg": list(c.cut_range),
            "distance_m": list(c.distance_range), "count": c.count}
