"""The effective-target-size method (simulation/analysis/pocket_target.py) reproduces
Alciatore's closed forms (TP 3.5: slow shots into a side pocket; TP 3.6: slow shots into a
corner pocket) on his pool pockets, and behaves on ours as its two limits should."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pytest

from simulation.analysis.pocket_target import PocketModel, acceptance, trace
from simulation.table import TableSpec

IN = 0.0254
#: Alciatore's pockets (TP 3.5, TP 3.6): side mouth 5.0625 in, walls 14 deg, shelf 0.1875
#: in, hole radius 3 in; corner mouth 4.5875 in, walls 7 deg, shelf 1.125 in, hole 2.75
#: in; 2.25 in balls; sharp points. Here on a 9-ft table, rails through the points.
POOL = TableSpec(name="TP 3.5/3.6 pool", length=2.54, width=1.27, ball_radius=1.125 * IN,
                 ball_mass=0.17, corner_mouth=4.5875 * IN, middle_mouth=5.0625 * IN,
                 corner_jaw_angle_deg=-7.0, middle_jaw_angle_deg=-14.0,
                 corner_drop_depth=1.125 * IN, middle_drop_depth=0.1875 * IN,
                 corner_nose_radius=0.0, middle_nose_radius=0.0,
                 corner_hole_radius=2.75 * IN, middle_hole_radius=3.0 * IN, jaw_length=0.15,
                 cushion_height=0.0366)
R = 1.125


def _root(f: Callable[[float], float], guess: float, width: float = 0.3) -> float:
    """The root of f nearest ``guess`` (radians), by a scan and bisection."""
    xs = [guess - width + 2 * width * k / 600 for k in range(601)]
    best = None
    for a, b in itertools.pairwise(xs):
        fa, fb = f(a), f(b)
        if fa * fb <= 0 and abs(fa) < 20 and abs(fb) < 20:
            for _ in range(80):
                m = (a + b) / 2
                if f(a) * f(m) <= 0:
                    b = m
                else:
                    a = m
            if best is None or abs(a - guess) < abs(best - guess):
                best = a
    assert best is not None
    return best


def tp35_left(theta: float, p: float = 5.0625, alpha: float = math.radians(14),
              b: float = 0.1875, rh: float = 3.0) -> float:
    """TP 3.5: the left edge of a side pocket's target (inches), point deflection: the
    ball meets the point at angle beta and, after at most one wall, reaches the hole."""

    def a_(be: float) -> float:
        return (p / 2 * math.cos(alpha) - R - rh * math.cos(2 * be - theta - alpha)
                - (rh + b) * math.sin(alpha)) / math.sin(2 * be - theta - alpha)

    def wall(be: float) -> float:
        return (R * math.sin(be) + a_(be) * math.sin(4 * be - 2 * theta - 2 * alpha)
                + rh * math.cos(4 * be - 2 * theta - 2 * alpha)
                + p / 2 * math.cos(2 * be - theta) + (rh + b) * math.sin(2 * be - theta))

    def direct(be: float) -> float:
        return (-R * math.sin(be) + rh - p / 2 * math.cos(2 * be - theta)
                - (rh + b) * math.sin(2 * be - theta))

    guess = math.radians(20 + 70 / 130 * (math.degrees(theta) + 60))
    beta = min(_root(wall, guess), _root(direct, guess))
    return p / 2 * math.cos(theta) - R * math.sin(beta)


def tp36_left(theta: float, p: float = 4.5875, alpha: float = math.radians(7),
              b: float = 1.125, rh: float = 2.75) -> float:
    """TP 3.6: the left edge of a corner pocket's target (inches), point deflection and a
    rattle off both walls into the hole."""

    def poly(be: float) -> float:
        phi1 = 2 * be - math.pi / 2 - theta - 2 * alpha
        phi2 = phi1 - 2 * alpha
        a2 = (p / 2 * math.cos(alpha) - (rh + b) * math.sin(alpha)
              + rh * math.sin(phi2 + alpha) - R) / math.cos(phi2 + alpha)
        a1 = (p / 2 * math.cos(alpha) - R + a2 * math.cos(phi2 - alpha)
              - rh * math.sin(phi2 - alpha) - (rh + b) * math.sin(alpha)) / math.cos(phi1 + alpha)
        return (-R * math.sin(be) - a1 * math.cos(2 * be - theta + phi1)
                + a2 * math.cos(2 * be - theta - phi2) + rh * math.sin(2 * be - theta - phi2)
                - p / 2 * math.cos(2 * be - theta) - (rh + b) * math.sin(2 * be - theta))

    beta = _root(poly, math.radians(60), width=0.5)
    return p / 2 * math.cos(theta) - R * math.sin(beta)


@pytest.mark.parametrize("angle", [0.0, 20.0, 35.0, 45.0])
def test_side_pocket_slow_target_is_tp_3_5(angle: float) -> None:
    """Left and right edges (the right edge is the left one at -theta) within 0.002 in,
    where TP 3.5's edges come from point deflection (|theta| below its -49.96 degree
    critical angle, beyond which the far wall takes over); 3.23 in straight in, 2.42 in at
    35 degrees."""
    acc = acceptance(PocketModel.of(POOL, "ML"), angle, 0.0, span=0.06, step=5e-4)
    lo, hi = acc.main
    th = math.radians(angle)
    assert -lo / IN == pytest.approx(tp35_left(th), abs=0.002)
    assert hi / IN == pytest.approx(tp35_left(-th), abs=0.002)
    if angle == 0.0:
        assert acc.size / IN == pytest.approx(3.23, abs=0.01)
    if angle == 35.0:
        assert acc.size / IN == pytest.approx(2.42, abs=0.01)


@pytest.mark.parametrize("angle", [0.0, 10.0, 15.0])
def test_corner_pocket_slow_target_is_tp_3_6(angle: float) -> None:
    """Within TP 3.6's point-wall-wall range (|theta| below its 28 degree critical angle)."""
    acc = acceptance(PocketModel.of(POOL, "BL"), angle, 0.0, span=0.06, step=5e-4)
    lo, hi = acc.main
    th = math.radians(angle)
    assert -lo / IN == pytest.approx(tp36_left(th), abs=0.002)
    assert hi / IN == pytest.approx(tp36_left(-th), abs=0.002)


def test_side_pocket_slow_limit_angle_is_tp_3_5s() -> None:
    """TP 3.5's largest angle at which anything drops: 68.29 degrees."""
    model = PocketModel.of(POOL, "ML")
    assert acceptance(model, 68.0, 0.0, span=0.06, step=1e-4).size > 0
    assert acceptance(model, 68.6, 0.0, span=0.06, step=1e-4).size == 0


@pytest.mark.parametrize("pid", ["BL", "ML"])
def test_our_pockets_narrow_from_the_slow_to_the_fast_limit(pid: str) -> None:
    """More travel over the hole can only turn drops into rattles, never the reverse; and
    a pocket is symmetric about its axis."""
    model = PocketModel.of(TableSpec(), pid)
    for angle in (0.0, 10.0, 20.0):
        slow = acceptance(model, angle, 0.0, step=2e-4)
        fast = acceptance(model, angle, math.inf, step=2e-4)
        assert fast.size <= slow.size + 1e-6
        for s in (k * 1e-3 for k in range(-10, 11)):
            if trace(model, angle, s, math.inf).dropped:
                assert trace(model, angle, s, 0.0).dropped
    straight = acceptance(model, 0.0, 0.0, step=2e-4).main
    assert straight[0] == pytest.approx(-straight[1], abs=2e-6)
