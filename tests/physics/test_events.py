"""What the event log says, which the referee relies on (docs/headless.md, General rules 6, 20)."""

from __future__ import annotations

import pytest

from simulation.physics.engine import simulate
from simulation.stroke import Stroke
from simulation.table import TOUCH_GAP, TableSpec

T = TableSpec()
R = T.ball_radius


@pytest.mark.parametrize("gap", [TOUCH_GAP, 0.0, -5e-6])
def test_struck_into_a_touching_ball_is_a_contact(gap: float) -> None:
    result = simulate({"cue": (0.0, 0.0), "1": (2 * R + gap, 0.0)}, Stroke("cue", 0.0, 1.0))
    first = next(e for e in result.events if e.type == "ball_ball")
    assert {first.a, first.b} == {"cue", "1"}
    assert first.t < 0.01


@pytest.mark.parametrize("gap", [TOUCH_GAP, 0.0, -5e-6])
@pytest.mark.parametrize("speed", [0.001, 0.5])
def test_struck_away_from_a_touching_ball_is_no_contact(gap: float, speed: float) -> None:
    """General rules 6.4: a stroke away from a touching ball does not touch it."""
    result = simulate({"cue": (0.0, 0.0), "1": (2 * R + gap, 0.0)},
                      Stroke("cue", 180.0, speed))
    assert not any(e.type == "ball_ball" for e in result.events)


@pytest.mark.parametrize("gap", [TOUCH_GAP, -5e-6])
def test_struck_away_from_the_cushion_it_is_frozen_to_is_no_cushion_contact(gap: float) -> None:
    x = T.half_length - R - gap
    result = simulate({"cue": (x, 0.3)}, Stroke("cue", 180.0, 0.3))
    assert not any(e.type == "cushion" for e in result.events)
    result = simulate({"cue": (x, 0.3)}, Stroke("cue", 0.0, 0.3))
    assert [e.cushion for e in result.events if e.type == "cushion"][:1] == ["back"]


def test_ball_ball_event_carries_both_centres_at_contact() -> None:
    result = simulate({"cue": (-1.0, 0.0), "1": (0.0, 0.0)}, Stroke("cue", 0.0, 2.0))
    e = next(e for e in result.events if e.type == "ball_ball")
    assert e.pos["1"] == (0.0, 0.0)
    assert e.pos["cue"][0] == pytest.approx(-2 * R, abs=1e-5)


def test_centre_line_crossings_are_logged_with_where_they_happened() -> None:
    result = simulate({"cue": (-0.5, 0.1)}, Stroke("cue", 0.0, 1.5, height=0.4))
    e = next(e for e in result.events if e.type == "center_line")
    assert e.ball == "cue" and e.pos[0] == 0.0 and e.pos[1] == pytest.approx(0.1, abs=1e-6)
    assert 0.3 < e.t < 0.4


def test_events_are_in_time_order_and_end_with_the_drop() -> None:
    p = T.pocket("BR")
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    result = simulate({"cue": (mx - ax * 0.8, my - ay * 0.8)}, Stroke("cue", -45.0, 2.0))
    times = [e.t for e in result.events]
    assert times == sorted(times)
    assert result.events[-1].type == "pocket" and result.events[-1].pocket == "BR"
    assert result.pocketed[0].t == result.events[-1].t
