"""A stroke in a player's terms (simulation/stroke_terms.py): the cut and its ball fraction
from the ghost-ball geometry, the clock-face tip and the power scale."""

from __future__ import annotations

import math

import pytest

from simulation.stroke import Stroke
from simulation.stroke_terms import (
    POWER_ZONES,
    Power,
    describe,
    first_cut,
    power_level,
    power_of,
    tip_hour,
)

R = 0.034


def stroke(direction: float = 0.0, speed: float = 2.0, side: float = 0.0,
           height: float = 0.0) -> Stroke:
    return Stroke(cue_ball="cue", direction_deg=direction, speed=speed, side=side,
                  height=height)


def test_a_straight_stroke_is_a_full_ball() -> None:
    cut = first_cut(stroke(), {"cue": (-1.0, 0.0), "5": (0.0, 0.0)}, R)
    assert cut is not None and cut.ball == "5"
    assert cut.angle_deg == pytest.approx(0.0) and cut.fraction == pytest.approx(1.0)


@pytest.mark.parametrize("angle", [15.0, 30.0, 48.6, 70.0])
def test_the_cut_angle_is_the_ghost_ball_angle(angle: float) -> None:
    """The object ball offset by 2R sin(cut) across the line: the cut is that angle, the
    ball fraction 1 − sin(cut) (half ball at 30°)."""
    across = 2 * R * math.sin(math.radians(angle))
    cut = first_cut(stroke(), {"cue": (-1.0, 0.0), "3": (0.0, across)}, R)
    assert cut is not None
    assert cut.angle_deg == pytest.approx(angle, abs=1e-9)
    assert cut.fraction == pytest.approx(1 - math.sin(math.radians(angle)))
    assert cut.side == 1  # the ball lies left of the line: it is cut to the left
    mirrored = first_cut(stroke(), {"cue": (-1.0, 0.0), "3": (0.0, -across)}, R)
    assert mirrored is not None and mirrored.side == -1


def test_the_first_ball_on_the_line_is_the_one_read() -> None:
    layout = {"cue": (0.0, 0.0), "far": (1.0, 0.0), "near": (0.5, 0.05)}
    cut = first_cut(stroke(), layout, R)
    assert cut is not None and cut.ball == "near"


def test_no_ball_on_the_line_gives_no_cut() -> None:
    layout = {"cue": (0.0, 0.0), "1": (0.5, 0.2), "2": (-0.5, 0.0)}
    assert first_cut(stroke(), layout, R) is None
    assert describe(stroke(), layout, R).cut is None
    assert describe(stroke(), None, R).cut is None


@pytest.mark.parametrize(("side", "height", "hour"), [
    (0.0, 0.3, 12), (0.3, 0.0, 3), (0.0, -0.3, 6), (-0.3, 0.0, 9),
    (0.2, 0.35, 1), (0.35, -0.2, 4), (-0.2, -0.35, 7), (0.0, 0.0, None), (0.02, 0.03, None),
])
def test_the_tip_on_the_clock_face(side: float, height: float, hour: int | None) -> None:
    assert tip_hour(side, height) == hour


def test_power_words_and_the_scale_of_ten() -> None:
    soft, medium, strong = POWER_ZONES
    assert power_of(soft - 0.01) is Power.SOFT and power_of(soft) is Power.MEDIUM
    assert power_of(medium) is Power.STRONG and power_of(strong) is Power.BREAK
    assert [power_level(v) for v in (0.3, 1.4, 1.6, 3.0, 9.4, 9.5, 16.0)] == \
        [1, 1, 2, 3, 9, 10, 10]


def test_describe_carries_the_numbers_for_the_detail_line() -> None:
    terms = describe(stroke(direction=12.5, speed=2.6, side=0.2, height=-0.2),
                     {"cue": (0, 0), "1": (1, 0)}, R)
    assert terms.direction_deg == 12.5 and terms.speed == 2.6
    assert terms.tip_fraction == pytest.approx(math.hypot(0.2, 0.2))
    assert terms.tip_hour == 5  # 135° from the top: half past four rounds up
