"""Helpers to watch a shot step by step (velocities and spins the result does not carry)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pytest

from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec

TABLE = TableSpec()
PARAMS = PhysicsParams()
R = TABLE.ball_radius
G = PARAMS.g


class _Enough(Exception):
    """Raised by a recording whose question is answered, to end a long fine-stepped shot."""


@dataclass
class Recording:
    """Every observed step: time, positions and motions by ball id."""

    steps: list[tuple[float, dict[str, tuple[float, float]], dict[str, tuple]]] = field(
        default_factory=list)
    stop: object = None

    def __call__(self, t, ids, pos, motion, on_table) -> None:
        self.steps.append((t, {b: pos[i] for i, b in enumerate(ids) if on_table[i]},
                           {b: motion[i] for i, b in enumerate(ids) if on_table[i]}))
        if self.stop is not None and self.stop(self.steps[-1]):
            raise _Enough

    def velocity(self, k: int, ball: str) -> tuple[float, float]:
        m = self.steps[k][2][ball]
        return m[0], m[1]

    def first_after(self, t: float) -> int:
        return next(k for k, s in enumerate(self.steps) if s[0] >= t - 1e-6)


def run(layout, stroke: Stroke, params: PhysicsParams = PARAMS, stop=None):
    """Simulate with a recording; ``stop(step)`` true ends the shot early (result None)."""
    rec = Recording(stop=stop)
    try:
        result = simulate(layout, stroke, table=TABLE, params=params, observer=rec)
    except _Enough:
        result = None
    return result, rec


def speed(v) -> float:
    return math.hypot(v[0], v[1])


def slip(m) -> float:
    vx, vy, wx, wy, _ = m
    return math.hypot(vx - R * wy, vy + R * wx)


def angle_deg(v) -> float:
    return math.degrees(math.atan2(v[1], v[0]))


@pytest.fixture
def table() -> TableSpec:
    return TABLE
