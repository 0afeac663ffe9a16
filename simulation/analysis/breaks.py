"""Break analysis: which opening break works, under each discipline's rules.

A break setting is where the cue ball starts in the house, where it meets the apex ball
(the lateral offset of its line from the apex ball's centre), speed and tip. Each setting is
played ``samples`` times through the stroke-error model and every sample is judged by the
discipline's real referee (General rules 13 and the discipline's own clauses): the share of
legal breaks, balls pocketed, cue balls lost, and the points the breaker scores. A sample
stops as soon as nothing can change any more: once no moving ball can still reach a cushion,
no ball can drop and no clause-13 count can grow.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from simulation.analysis.probability import StrokeError, sample_strokes
from simulation.analysis.workers import map_chunks
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.cloth import BallMotion
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.racks import standard_rack
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class BreakSetting:
    """One break: cue ball at (x, y) in the house, its line passing ``offset`` metres to the
    left (+) or right (-) of the apex ball's centre, at ``speed`` with tip (side, height)."""

    x: float
    y: float
    offset: float
    speed: float
    side: float = 0.0
    height: float = 0.0

    def stroke(self, table: TableSpec) -> Stroke:
        ax, ay = table.back_spot
        dx, dy = ax - self.x, ay - self.y
        d = math.hypot(dx, dy)
        base = math.atan2(dy, dx)
        turn = math.asin(max(-1.0, min(1.0, self.offset / d)))
        return Stroke(CUE, math.degrees(base + turn), self.speed, self.side, self.height)

    def to_json(self) -> dict[str, Any]:
        return {"x": self.x, "y": self.y, "offset": self.offset, "speed": self.speed,
                "side": self.side, "height": self.height}


@dataclass(frozen=True)
class BreakStats:
    setting: BreakSetting
    samples: int
    legal: int
    pocketed: int
    cue_lost: int
    points: float

    @property
    def legal_rate(self) -> float:
        return self.legal / self.samples

    def to_json(self) -> dict[str, Any]:
        return {"setting": self.setting.to_json(), "samples": self.samples,
                "legal_rate": round(self.legal_rate, 4),
                "balls_pocketed_mean": round(self.pocketed / self.samples, 4),
                "cue_lost_rate": round(self.cue_lost / self.samples, 4),
                "points_mean": round(self.points / self.samples, 4)}


def _quiet(table: TableSpec, params: PhysicsParams) -> Callable[..., bool]:
    """Observer that ends a break once no moving ball can reach a cushion any more."""
    R = table.ball_radius
    hl, hw = table.half_length, table.half_width
    g = params.g

    def reach(m: BallMotion) -> float:
        vx, vy, wx, wy, _ = m
        v = math.hypot(vx, vy)
        spin = R * math.hypot(wx, wy)
        top = max(v, (5 * v + 2 * spin) / 7)  # fastest it can roll once sliding ends
        slip = math.hypot(vx - R * wy, vy + R * wx)
        return top * top / (2 * params.mu_roll * g) + top * 2 * slip / (7 * params.mu_slide * g)

    def observer(t: float, ids: Sequence[str], pos: Sequence[Vec],
                 motion: Sequence[BallMotion], on_table: Sequence[bool]) -> bool:
        for p, m, on in zip(pos, motion, on_table, strict=True):
            if on and any(m) and reach(m) >= min(hl - abs(p[0]), hw - abs(p[1])) - R:
                return False
        return True

    return observer


def _judge(discipline: str, result: ShotResult) -> tuple[bool, int, bool, float]:
    """(legal, object balls pocketed, cue ball lost, breaker's points) by the referee."""
    from simulation.rules.game import judge, new_game

    state = new_game(discipline)
    verdict, _ = judge(state, result, place=result.initial[CUE])
    points = verdict.points.get(state.to_move, 0) if state.to_move else 0
    pocketed = sum(1 for p in result.pocketed if p.ball != CUE)
    return verdict.legal, pocketed, CUE in result.pocketed_ids(), float(points)


def _run_setting(job: tuple[str, BreakSetting, list[Stroke], TableSpec, PhysicsParams]
                 ) -> BreakStats:
    discipline, setting, strokes, table, params = job
    rack = standard_rack(table)
    rack[CUE] = (setting.x, setting.y)
    legal = pocketed = lost = 0
    points = 0.0
    for stroke in strokes:
        result = simulate(rack, stroke, table=table, params=params,
                          observer=_quiet(table, params))
        ok, n, cue_lost, pts = _judge(discipline, result)
        legal += ok
        pocketed += n
        lost += cue_lost
        points += pts
    return BreakStats(setting, len(strokes), legal, pocketed, lost, points)


def sweep(settings: Sequence[BreakSetting], discipline: str, error: StrokeError, *,
          samples: int = 40, seed: int = 0, workers: int = 2, table: TableSpec | None = None,
          params: PhysicsParams | None = None,
          progress: Callable[[int, int], bool] | None = None) -> list[BreakStats]:
    """Every setting played ``samples`` times; ``progress(done, total)`` returning False
    cancels what has not started (the app's cancel button)."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    if samples < 1:
        raise InputError("samples", "must be at least 1")
    jobs = []
    for k, s in enumerate(settings):
        strokes = sample_strokes(s.stroke(table), error, samples, seed + 7919 * k, params)
        jobs.append((discipline, s, strokes, table, params))
    return map_chunks(_run_setting, jobs, workers, progress)


def best(stats: Sequence[BreakStats]) -> BreakStats | None:
    """The most reliable legal break, then the one scoring most, then losing the cue ball
    least."""
    if not stats:
        return None
    return max(stats, key=lambda s: (s.legal_rate, s.points / s.samples, -s.cue_lost))


def default_grid(table: TableSpec) -> list[BreakSetting]:
    """50 settings: 5 apex offsets x 5 speeds x 2 starting places in the house."""
    R = table.ball_radius
    x = table.house_line_x - 0.25
    return [BreakSetting(x, y, off * R, v)
            for y in (0.0, 0.25) for off in (-0.6, -0.3, 0.0, 0.3, 0.6)
            for v in (6.0, 8.0, 10.0, 12.0, 14.0)]
