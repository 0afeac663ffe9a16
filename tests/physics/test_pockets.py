"""Pockets with jaws: a ball on the axis drops, a ball off the mouth rattles out, a ball
hanging in the mouth drops when touched."""

from __future__ import annotations

import math

import pytest

from simulation.physics.engine import simulate
from simulation.stroke import Stroke
from simulation.table import POCKET_IDS, TableSpec

TABLE = TableSpec()
R = TABLE.ball_radius


def _roll_at(pocket_id: str, lateral: float, speed: float, back: float = 0.6):
    p = TABLE.pocket(pocket_id)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    lx, ly = -ay, ax
    start = (mx - ax * back + lx * lateral, my - ay * back + ly * lateral)
    target = (mx + lx * lateral, my + ly * lateral)
    direction = math.degrees(math.atan2(target[1] - start[1], target[0] - start[0]))
    return simulate({"cue": start}, Stroke("cue", direction, speed, height=0.4))


@pytest.mark.parametrize("pocket_id", POCKET_IDS)
@pytest.mark.parametrize("speed", [0.5, 1.5, 4.0])
def test_ball_rolled_along_the_pocket_axis_drops(pocket_id: str, speed: float) -> None:
    result = _roll_at(pocket_id, 0.0, speed)
    assert [(p.ball, p.pocket) for p in result.pocketed] == [("cue", pocket_id)]
    assert [e.type for e in result.events][-1] == "pocket"


@pytest.mark.parametrize("pocket_id", ["FL", "FR", "BL", "BR"])
@pytest.mark.parametrize("speed", [0.5, 1.5, 4.0])
@pytest.mark.parametrize("side", [-1, 1])
def test_ball_aimed_three_cm_off_a_corner_mouth_stays_out(pocket_id: str, speed: float,
                                                         side: int) -> None:
    result = _roll_at(pocket_id, side * 0.03, speed)
    assert result.pocketed == ()
    assert any(e.type == "cushion" for e in result.events)
    assert "cue" in result.balls


def test_corner_pocket_is_tighter_than_the_middle() -> None:
    """73 mm jaws for a 68 mm ball: 5 mm off the axis meets a jaw nose and rattles out of the
    corner, while the 83 mm middle pocket takes it (it passes within 7.5 mm)."""
    result = _roll_at("BL", 0.005, 1.5)
    assert result.pocketed == ()
    assert any(e.type == "cushion" for e in result.events)
    assert [p.pocket for p in _roll_at("ML", 0.005, 1.5).pocketed] == ["ML"]


def test_ball_rolling_past_the_middle_pocket_along_the_cushion_stays_on() -> None:
    hw = TABLE.half_width
    result = simulate({"cue": (-0.8, hw - R - 1e-6)}, Stroke("cue", 0.0, 0.5, height=0.4))
    assert result.pocketed == ()
    assert 0.2 < result.balls["cue"][0] < 1.0  # it rolled right past the middle pocket


def test_hanging_ball_in_the_mouth_is_a_legal_layout_and_drops_when_touched() -> None:
    """General rules 22: a ball can hang in the jaws; a touch drops it."""
    p = TABLE.pocket("BL")
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    hanging = (mx - ax * 0.0, my - ay * 0.0)
    cue = (mx - ax * 0.5, my - ay * 0.5)
    direction = math.degrees(math.atan2(ay, ax))
    result = simulate({"cue": cue, "5": hanging}, Stroke("cue", direction, 0.8, height=0.4))
    assert "5" in [b.ball for b in result.pocketed]
