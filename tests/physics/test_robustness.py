"""Thousands of random shots: nothing escapes, nothing overlaps, energy never rises, same
input gives the same output ("What must be shown")."""

from __future__ import annotations

import json
import math
import os

import pytest

from simulation.layout import OVERLAP_TOLERANCE, ball_fits, check_layout
from simulation.physics.engine import simulate
from simulation.physics.random_shots import random_shot
from simulation.racks import standard_rack
from simulation.stroke import Stroke
from simulation.table import TableSpec

TABLE = TableSpec()
R = TABLE.ball_radius
M = TABLE.ball_mass
INERTIA = 0.4 * M * R * R
SHOTS = int(os.environ.get("PYRAMID_STRESS_SHOTS", "2000"))
CHUNKS = 20


def _kinetic(motion, on_table) -> float:
    return sum(0.5 * M * (m[0] ** 2 + m[1] ** 2)
               + 0.5 * INERTIA * (m[2] ** 2 + m[3] ** 2 + m[4] ** 2)
               for m, on in zip(motion, on_table, strict=True) if on)


class _Watch:
    """Checks every step: finite numbers, no centre behind a cushion, energy not rising."""

    def __init__(self) -> None:
        self.last = math.inf
        self.problems: list[str] = []
        self.pockets = TABLE.pockets()

    def __call__(self, t, ids, pos, motion, on_table) -> None:
        hl, hw = TABLE.half_length, TABLE.half_width
        for b, p, m, on in zip(ids, pos, motion, on_table, strict=True):
            if not on:
                continue
            if not all(math.isfinite(v) for v in (*p, *m)):
                self.problems.append(f"t={t}: ball {b} has a non-finite state")
            inside = abs(p[0]) <= hl - R + 1e-4 and abs(p[1]) <= hw - R + 1e-4
            in_mouth = any(pk.depth_of(p) > -R - 1e-3 for pk in self.pockets)
            if not (inside or in_mouth):
                self.problems.append(f"t={t}: ball {b} at {p} is inside a cushion")
        ke = _kinetic(motion, on_table)
        if ke > self.last * (1 + 1e-9) + 1e-12:
            self.problems.append(f"t={t}: kinetic energy rose from {self.last} to {ke}")
        self.last = ke


def _check_shot(seed: int) -> list[str]:
    layout, stroke = random_shot(seed, TABLE)
    watch = _Watch()
    result = simulate(layout, stroke, observer=watch)
    problems = [f"seed {seed}: {p}" for p in watch.problems[:3]]
    if result.off_table:
        problems.append(f"seed {seed}: balls off the table {result.off_table}")
    accounted = sorted(list(result.balls) + [p.ball for p in result.pocketed])
    if accounted != sorted(layout):
        problems.append(f"seed {seed}: balls not conserved {accounted}")
    for b, p in result.balls.items():
        if not ball_fits(p, TABLE):
            problems.append(f"seed {seed}: ball {b} at rest off the slate at {p}")
    try:
        check_layout(result.balls, TABLE)
    except ValueError as exc:
        problems.append(f"seed {seed}: overlap at rest: {exc}")
    return problems


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_shots_stay_physical(chunk: int) -> None:
    problems: list[str] = []
    for seed in range(chunk, SHOTS, CHUNKS):
        problems += _check_shot(seed)
    assert problems == []


@pytest.mark.parametrize("speed", [8.0, 10.0, 12.0])
@pytest.mark.parametrize("y0", [0.0, 0.004])
def test_break_spreads_the_pyramid_and_comes_to_rest(speed: float, y0: float) -> None:
    layout = standard_rack(TABLE)
    layout["cue"] = (-1.2, y0)
    watch = _Watch()
    result = simulate(layout, Stroke("cue", 0.0, speed), observer=watch)
    assert watch.problems == []
    assert result.duration < 60.0
    moved = [b for b, p in result.balls.items()
             if b != "cue" and math.dist(p, layout[b]) > 0.2]
    gone = [p.ball for p in result.pocketed if p.ball != "cue"]
    assert len(moved) + len(gone) >= 8  # the pyramid is broken up, not nudged
    cushions = {e.ball for e in result.events if e.type == "cushion"}
    assert len(cushions) >= 3
    check_layout(result.balls, TABLE)


def test_same_input_same_output_bit_for_bit() -> None:
    layout = standard_rack(TABLE)
    layout["cue"] = (-1.1, 0.05)
    stroke = Stroke("cue", 0.8, 11.0, side=0.2, height=-0.1)
    a = json.dumps(simulate(layout, stroke, trace_hz=60).to_json())
    b = json.dumps(simulate(layout, stroke, trace_hz=60).to_json())
    assert a == b


def test_touching_balls_are_not_an_overlap() -> None:
    assert OVERLAP_TOLERANCE < 1e-4
