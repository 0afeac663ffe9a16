"""The cushion follows Han (2005) with the pyramid table's nose height.

Each reference below is Han's impulse written out again here, in his notation (eqs 14-22,
as pooltool lays them out), from the ball's state just before the impact: the test does
not call the engine's helper, so a slip in either shows. The back cushion's normal is +x,
so the cushion frame is the table frame.
"""

from __future__ import annotations

import math

import pytest

from simulation.stroke import Stroke
from tests.physics.conftest import PARAMS, TABLE, R, run

#: Short steps, so the state recorded just before the contact is the state at it.
FINE = PARAMS.with_changes(max_step=2e-4, max_travel=0.05)


def han_reference(v: tuple[float, float], w: tuple[float, float, float]
                  ) -> tuple[float, float]:
    """(vx, vy) after Han's impact on a cushion whose normal is +x (nose height h)."""
    m, e = TABLE.ball_mass, PARAMS.e_cushion
    # Han's measured friction, falling with the angle of incidence from the normal.
    mu = PARAMS.mu_cushion - PARAMS.mu_cushion_per_rad * math.atan2(abs(v[1]), v[0])
    theta = math.asin(TABLE.cushion_height / R - 1.0)
    sx = v[0] * math.sin(theta) + R * w[1]
    sy = -v[1] - R * w[2] * math.cos(theta) + R * w[0] * math.sin(theta)
    c = v[0] * math.cos(theta)
    A, B = 7.0 / (2.0 * m), 1.0 / m
    PzE = (1.0 + e) * c / B
    s0 = math.hypot(sx, sy)
    if s0 / A <= mu * PzE:  # eq 18: the slip stops
        PxE, PyE = sx / A, sy / A
    else:  # eq 19: it slides
        PxE, PyE = mu * PzE * sx / s0, mu * PzE * sy / s0
    PX = -PxE * math.sin(theta) - PzE * math.cos(theta)
    PY = PyE
    return v[0] + PX / m, v[1] + PY / m


def rebound(direction: float, side: float, height: float, speed: float = 1.5):
    """(state before, velocity after) of a ball struck 2 mm from the back cushion."""
    gap = 0.002
    x0 = TABLE.half_length - R - gap
    _, rec = run({"cue": (x0, 0.0)}, Stroke("cue", direction, speed, side=side, height=height),
                 FINE, stop=lambda step: step[2]["cue"][0] < 0)
    k = next(k for k, s in enumerate(rec.steps) if s[2]["cue"][0] < 0)
    return rec.steps[k - 1][2]["cue"], rec.steps[k][2]["cue"]


CASES = [(d, side, h) for d in (0.0, 45.0) for side in (0.0, -0.3, 0.3)
         for h in (0.0, 0.4, -0.4)]


@pytest.mark.parametrize(("direction", "side", "height"), CASES)
def test_rebound_speed_and_angle_follow_han_2005(direction: float, side: float,
                                                 height: float) -> None:
    """Stun (0), roll (0.4 R) and draw (-0.4 R) at 1.5 m/s, square and at 45 degrees, with
    and without side: speed and angle off the cushion within 3 % of Han's equations."""
    before, after = rebound(direction, side, height)
    assert math.hypot(before[0], before[1]) == pytest.approx(1.5, rel=0.01)
    ref = han_reference((before[0], before[1]), (before[2], before[3], before[4]))
    assert math.hypot(*after[:2]) == pytest.approx(math.hypot(*ref), rel=0.03)
    ang, ref_ang = (math.degrees(math.atan2(vy, -vx)) for vx, vy in (after[:2], ref))
    assert ang == pytest.approx(ref_ang, rel=0.03, abs=0.3)


def test_square_rebound_depends_on_follow_and_draw() -> None:
    """Topspin drives the ball off the nose (the contact is above the centre); draw less."""
    speeds = {h: math.hypot(*rebound(0.0, 0.0, h)[1][:2]) for h in (-0.4, 0.0, 0.4)}
    assert speeds[-0.4] < speeds[0.0] < speeds[0.4]
    assert 0.65 < speeds[0.0] / 1.5 < 0.85  # stun: the rubber's measured 0.75-0.85 range


def test_side_spin_bends_a_45_degree_rebound_by_a_realistic_amount() -> None:
    """Running english widens a 45-degree rebound by about ten degrees and more; reverse
    english shortens it (Han's model: pooltool's implementation of it gives similar)."""
    angles = {}
    for side in (-0.5, 0.0, 0.5):
        _, after = rebound(45.0, side, 0.3)
        angles[side] = math.degrees(math.atan2(after[1], -after[0]))
    running, plain, reverse = angles[-0.5], angles[0.0], angles[0.5]
    assert running - plain > 8.0
    assert reverse < plain
    assert running - reverse > 12.0
