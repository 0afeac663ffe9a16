"""The simulator's pockets against the effective-target-size method of Alciatore's TP
3.5-3.8 for the same pocket (simulation/analysis/pocket_target.py; docs/physics.md,
Pockets): straight in within the method's size at every speed, nothing at 50 degrees into
the middle, and no ball dropping that could neither pass the mouth nor be turned in by the
far jaw, checked offset by offset every 0.1 mm."""

from __future__ import annotations

import math
import random
from functools import partial

import pytest

from simulation.analysis.pocket_target import (
    PocketModel,
    acceptance,
    dropped_into,
    fall_travel,
    placeable,
    roll,
    sim_acceptance,
)
from simulation.events import CushionHit, PocketDrop
from simulation.physics.params import PhysicsParams
from simulation.physics.pockets import HoleWatch, fall_time
from simulation.table import TableSpec

TABLE = TableSpec()
R = TABLE.ball_radius
#: The agreement the method asks of the simulator: 2 mm or 20 %, whichever is larger.
TOL, SHARE = 0.002, 0.20
#: Sweep resolution (m).
FINE = 1.0e-4
#: The engine at a quarter of its step and travel per step: a drop must not depend on when
#: the engine looks (pockets.py finds the hole's edge inside a step).
FINER_STEPS = PhysicsParams().with_changes(max_step=0.025, max_travel=1.5)


def method_size(pid: str, angle: float, speed: float) -> float:
    model = PocketModel.of(TABLE, pid)
    return acceptance(model, angle, fall_travel(TABLE, speed), step=1.0e-4,
                      placeable=partial(placeable, TABLE, pid, angle)).size


def drops(pid: str, angle: float, offset: float, speed: float,
          params: PhysicsParams | None = None) -> bool:
    return dropped_into(roll(TABLE, pid, angle, offset, speed, params), pid)


def sweep(pid: str, angle: float, speed: float, lo: float, hi: float) -> list[float]:
    """Offsets from lo to hi every 0.1 mm at which the simulator's ball drops."""
    n = round((hi - lo) / FINE)
    return [lo + k * FINE for k in range(n + 1) if drops(pid, angle, lo + k * FINE, speed)]


def checked_window(pid: str, angle: float, speed: float) -> tuple[float, float]:
    """The simulator's window, its edges then swept at 0.1 mm for a millimetre each side:
    everything inside drops, nothing outside does (no sliver beside the window)."""
    acc = sim_acceptance(TABLE, pid, angle, speed, span=0.02, step=5.0e-4)
    assert len(acc.windows) == 1, acc.windows
    lo, hi = acc.windows[0]
    for k in range(-10, 11):
        assert drops(pid, angle, lo + k * FINE, speed) == (k >= 0), (pid, angle, speed, lo, k)
        assert drops(pid, angle, hi + k * FINE, speed) == (k <= 0), (pid, angle, speed, hi, k)
    return lo, hi


@pytest.mark.parametrize("speed", [0.5, 1.0, 2.0, 4.0])
def test_corner_straight_in_is_within_the_methods_effective_size(speed: float) -> None:
    """Straight into a 73 mm corner a 68 mm ball passes cleanly within 2.5 mm of the axis;
    the method lets a few tenths of a millimetre more glance off a nose and drop."""
    lo, hi = checked_window("BL", 0.0, speed)
    size, method = hi - lo, method_size("BL", 0.0, speed)
    assert abs(lo + hi) < 3e-4  # symmetric
    assert size <= method + max(TOL, SHARE * method), (size, method)
    assert size >= 2 * (TABLE.corner_mouth / 2 - R) - 1e-3  # the clean passage drops


def test_middle_straight_in_at_2_m_s_is_within_the_methods_effective_size() -> None:
    lo, hi = checked_window("ML", 0.0, 2.0)
    size, method = hi - lo, method_size("ML", 0.0, 2.0)
    assert size <= method + max(TOL, SHARE * method), (size, method)
    assert abs(size - method) <= max(TOL, SHARE * method)


def _far_jaw_struck(pid: str, angle: float, offset: float, speed: float,
                    params: PhysicsParams | None = None) -> bool:
    """Whether the ball struck the far jaw (the one it heads for) before it dropped."""
    p = TABLE.pocket(pid)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    result = roll(TABLE, pid, angle, offset, speed, params)
    drop = next(e.t for e in result.events if isinstance(e, PocketDrop))
    for e in result.events:
        if isinstance(e, CushionHit) and e.jaw == pid and e.t <= drop:
            across = -(e.pos[0] - mx) * ay + (e.pos[1] - my) * ax
            if across * angle > 0:
                return True
    return False


@pytest.mark.parametrize(("pid", "angle", "speed", "span"), [
    ("ML", 50.0, 2.0, 0.040), ("ML", 45.0, 2.0, 0.040), ("ML", 40.0, 2.0, 0.040),
    ("ML", 40.0, 0.5, 0.040), ("BL", 25.0, 1.0, 0.030), ("BL", 30.0, 0.5, 0.030)])
def test_a_ball_that_cannot_pass_drops_only_off_the_far_jaw(pid: str, angle: float,
                                                             speed: float,
                                                             span: float) -> None:
    """At these angles the mouth seen along the path is narrower than the ball, so no path
    passes cleanly: a ball may drop only if the far jaw turned it in. Swept every 0.1 mm
    (the slivers that dropped at 50 degrees were found at 0.1 mm steps, between the 2 mm
    samples of the old test). The middle at 45 and 50 degrees and 2 m/s takes nothing
    (nor does the method); at 40 degrees its window is no wider than the method's."""
    p = TABLE.pocket(pid)
    assert p.mouth_width * math.cos(math.radians(angle)) < 2 * R
    dropping = sweep(pid, angle, speed, -span, span)
    assert all(_far_jaw_struck(pid, angle, s, speed) for s in dropping)
    if pid == "ML" and angle >= 45.0:
        assert dropping == []
    width = (dropping[-1] - dropping[0] + FINE) if dropping else 0.0
    method = method_size(pid, angle, speed)
    assert width <= method + max(TOL, SHARE * method)
    if angle == 40.0 and speed == 2.0:
        assert width <= method + FINE


@pytest.mark.parametrize(("pid", "angle", "speed", "span"), [
    ("ML", 50.0, 2.0, 0.040), ("ML", 45.0, 0.5, 0.040), ("ML", 40.0, 2.0, 0.040),
    ("BL", 30.0, 0.5, 0.030)])
def test_no_sliver_drops_off_the_grid_or_between_engine_steps(pid: str, angle: float,
                                                              speed: float,
                                                              span: float) -> None:
    """The same rule at other resolutions: 200 offsets drawn at random (on no grid at all),
    the engine at its own step; and every 0.5 mm with the engine at a quarter of its step.
    Whatever drops was turned in by the far jaw; the middle at 50 degrees and 2 m/s and at
    45 degrees and 0.5 m/s takes nothing; the windows are no wider than the method's."""
    assert TABLE.pocket(pid).mouth_width * math.cos(math.radians(angle)) < 2 * R
    rng = random.Random(28)
    scattered = sorted(rng.uniform(-span, span) for _ in range(200))
    n = round(span / 5.0e-4)
    grid = [k * 5.0e-4 for k in range(-n, n + 1)]
    method = method_size(pid, angle, speed)
    for offsets, params in ((scattered, None), (grid, FINER_STEPS)):
        dropping = [s for s in offsets if drops(pid, angle, s, speed, params)]
        assert all(_far_jaw_struck(pid, angle, s, speed, params) for s in dropping)
        if pid == "ML" and angle >= 45.0:
            assert dropping == [], (params, dropping)
        if dropping:
            assert dropping[-1] - dropping[0] <= method + max(TOL, SHARE * method)


def test_over_the_hole_a_ball_falls_reaches_the_back_or_comes_back_out() -> None:
    """pockets.py: a ball over the hole is gone after the fall time (hole_lip), at the
    pocket's back, or at rest; if it crosses back over the shelf first it plays on."""
    p = TABLE.pocket("ML")
    fall = fall_time(TABLE, 9.81)
    assert fall == pytest.approx(math.sqrt(2 * TABLE.hole_lip / 9.81))
    (cx, cy), r, (ax, ay) = p.hole_centre, p.hole_radius, p.axis
    edge = (cx - ax * r, cy - ay * r)  # where the axis meets the hole's edge
    before = (edge[0] - ax * 0.002, edge[1] - ay * 0.002)
    inside = (edge[0] + ax * 0.002, edge[1] + ay * 0.002)
    watch = HoleWatch(TABLE.pockets(), 1, fall)
    # Over the edge half way through a 10 ms step; still there half the fall time later;
    # gone at the fall time, though still moving.
    assert watch.step(0, before, inside, 0.0, 0.01, False) is None
    assert watch.over[0] == (TABLE.pockets().index(p), pytest.approx(0.005))
    assert watch.step(0, inside, inside, 0.01, 0.005 + fall / 2, False) is None
    assert watch.step(0, inside, inside, 0.005 + fall / 2, 1.0, False) == (
        p, pytest.approx(0.005 + fall))
    # Back out over the shelf before the fall time: on the table again.
    watch = HoleWatch(TABLE.pockets(), 1, fall)
    assert watch.step(0, before, inside, 0.0, 0.002, False) is None
    assert watch.step(0, inside, before, 0.002, 0.004, False) is None
    assert watch.over[0] is None
    # Straight across the hole in one step: gone at the back of the pocket.
    back = (cx + ax * (r + 0.01), cy + ay * (r + 0.01))
    watch = HoleWatch(TABLE.pockets(), 1, fall)
    hit = watch.step(0, before, back, 0.0, 0.01, False)
    assert hit is not None and hit[0] is p and 0.0 < hit[1] < 0.01
    # Stopped over the hole: it falls then.
    watch = HoleWatch(TABLE.pockets(), 1, fall)
    assert watch.step(0, before, inside, 0.0, 0.001, True) == (p, 0.001)
