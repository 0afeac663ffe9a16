"""The closed-form cloth model and the cue strike on their own."""

from __future__ import annotations

import math
import random

import pytest

from simulation.physics.cloth import ClothConstants, advance, is_at_rest, time_to_rest
from simulation.physics.params import PhysicsParams
from simulation.physics.strike import strike
from simulation.stroke import Stroke

P = PhysicsParams()
R = 0.034
K = ClothConstants.of(P, R)


def _random_motion(rng: random.Random):
    return (rng.uniform(-5, 5), rng.uniform(-5, 5), rng.uniform(-100, 100),
            rng.uniform(-100, 100), rng.uniform(-100, 100))


@pytest.mark.parametrize("seed", range(20))
def test_advancing_in_two_pieces_equals_one_piece(seed: int) -> None:
    """Closed form: a step split anywhere lands on the same state (phase changes included)."""
    rng = random.Random(seed)
    m = _random_motion(rng)
    dt = rng.uniform(0.01, 2.0)
    cut = rng.uniform(0, dt)
    dx, dy, end = advance(m, dt, K)
    dx1, dy1, mid = advance(m, cut, K)
    dx2, dy2, end2 = advance(mid, dt - cut, K)
    assert dx1 + dx2 == pytest.approx(dx, abs=1e-9)
    assert dy1 + dy2 == pytest.approx(dy, abs=1e-9)
    assert end2 == pytest.approx(end, abs=1e-9)


@pytest.mark.parametrize("seed", range(10))
def test_ball_is_at_rest_exactly_after_time_to_rest(seed: int) -> None:
    m = _random_motion(random.Random(seed))
    t = time_to_rest(m, K)
    assert not is_at_rest(advance(m, t * 0.99, K)[2])
    assert is_at_rest(advance(m, t * 1.0001 + 1e-9, K)[2])


def test_sliding_ball_spin_builds_to_natural_roll() -> None:
    """After sliding, w = v/R about the axis across the motion (u = 0)."""
    _, _, m = advance((2.0, 0.0, 0.0, 0.0, 0.0), 1.0, K)
    vx, vy, wx, wy, _ = m
    assert wy == pytest.approx(vx / R) and wx == pytest.approx(-vy / R)


def test_sidespin_decays_at_5_mu_sp_g_over_2r() -> None:
    _, _, m = advance((0.0, 0.0, 0.0, 0.0, 30.0), 1.0, K)
    assert m[4] == pytest.approx(30.0 - 5 * P.mu_spin * P.g / (2 * R))


def test_strike_at_two_fifths_above_centre_starts_natural_roll() -> None:
    vx, vy, wx, wy, wz = strike(Stroke("cue", 0.0, 2.0, height=0.4), R)
    assert (vx, vy) == pytest.approx((2.0, 0.0))
    assert wy == pytest.approx(vx / R) and wx == pytest.approx(0.0, abs=1e-12)
    assert wz == 0.0


@pytest.mark.parametrize("direction", [0.0, 37.0, 90.0, 200.0])
def test_strike_spin_directions(direction: float) -> None:
    """Draw spins against the roll, right english spins counter-clockwise from above."""
    th = math.radians(direction)
    d = (math.cos(th), math.sin(th))
    _, _, wx, wy, _ = strike(Stroke("cue", direction, 2.0, height=-0.5), R)
    rolling_axis = (-d[1], d[0])  # w of a ball rolling along d points along z x d
    assert wx * rolling_axis[0] + wy * rolling_axis[1] < 0
    _, _, _, _, wz = strike(Stroke("cue", direction, 2.0, side=0.5), R)
    assert wz == pytest.approx(5 * 2.0 * 0.5 * R / (2 * R * R))
