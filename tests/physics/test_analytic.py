"""The simulator against analytic results of billiard physics (docs/physics.md).

Each test states the formula it checks; tolerances are the issue's (2% of speed, 2 degrees,
3% for the cushion).
"""

from __future__ import annotations

import math

import pytest

from simulation.physics.cloth import SLIP_EPS
from simulation.stroke import Stroke
from tests.physics.conftest import PARAMS, G, R, angle_deg, run, slip, speed

MU_S, MU_R, E_BALL = PARAMS.mu_slide, PARAMS.mu_roll, PARAMS.e_ball
FINE = PARAMS.with_changes(max_step=2e-4)


@pytest.mark.parametrize("v0", [0.8, 1.5, 2.5])
def test_centre_ball_hit_slides_to_five_sevenths(v0: float) -> None:
    """Sliding ends at v = 5/7 v0 after d = 12 v0^2 / (49 mu_s g)."""
    x0 = -1.6
    _, rec = run({"cue": (x0, 0.0)}, Stroke("cue", 0.0, v0), FINE,
                 stop=lambda step: slip(step[2]["cue"]) < 1e-6)
    k = next(k for k, s in enumerate(rec.steps) if slip(s[2]["cue"]) < 1e-6)
    v_roll = speed(rec.velocity(k, "cue"))
    d_slide = rec.steps[k][1]["cue"][0] - x0
    assert v_roll == pytest.approx(5 / 7 * v0, rel=0.02)
    assert d_slide == pytest.approx(12 * v0**2 / (49 * MU_S * G), rel=0.02)


@pytest.mark.parametrize("v0", [0.4, 0.6, 0.7])
def test_rolling_ball_stops_after_v2_over_2_mu_r_g(v0: float) -> None:
    """A ball started in natural roll (tip 2/5 R above centre) stops after v^2/(2 mu_r g)."""
    x0 = -1.6
    result, _ = run({"cue": (x0, 0.0)}, Stroke("cue", 0.0, v0, height=0.4))
    travelled = result.balls["cue"][0] - x0
    assert travelled == pytest.approx(v0**2 / (2 * MU_R * G), rel=0.02)
    assert result.balls["cue"][1] == pytest.approx(0.0, abs=1e-9)


def _just_after_first_contact(rec, result):
    t = next(e.t for e in result.events if e.type == "ball_ball")
    return rec.first_after(t)


@pytest.mark.parametrize("v0", [0.5, 2.0, 6.0])
def test_stun_full_ball_hit_splits_speed_by_restitution(v0: float) -> None:
    """A stunned cue ball keeps (1-e)/2 of its speed; the object ball gets (1+e)/2."""
    gap = 0.001  # close enough that the cloth gives the cue ball no roll before contact
    layout = {"cue": (-2 * R - gap, 0.0), "1": (0.0, 0.0)}
    result, rec = run(layout, Stroke("cue", 0.0, v0))
    k = _just_after_first_contact(rec, result)
    v_in = math.sqrt(v0**2 - 2 * MU_S * G * gap)
    assert speed(rec.velocity(k, "cue")) == pytest.approx((1 - E_BALL) / 2 * v_in, abs=0.02 * v_in)
    assert speed(rec.velocity(k, "1")) == pytest.approx((1 + E_BALL) / 2 * v_in, abs=0.02 * v_in)


def _cut_layout(cut_deg: float, back: float) -> dict[str, tuple[float, float]]:
    """Cue ball ``back`` metres behind the contact position of a ``cut_deg`` cut on ball 1
    at the origin, stroke along +x."""
    p = math.radians(cut_deg)
    cx, cy = -2 * R * math.cos(p), -2 * R * math.sin(p)
    return {"cue": (cx - back, cy), "1": (0.0, 0.0)}


def _stun_cut(cut_deg: float, params=PARAMS):
    result, rec = run(_cut_layout(cut_deg, 0.001), Stroke("cue", 0.0, 2.0), params)
    k = _just_after_first_contact(rec, result)
    return rec.velocity(k, "cue"), rec.velocity(k, "1")


def test_stun_cut_separates_at_ninety_degrees_less_restitution() -> None:
    """Stun cut at 30 degrees, frictionless balls: separation angle
    atan2(sin p, (1-e)/2 cos p), about 87 degrees. (Friction adds throw: next test.)"""
    p = math.radians(30)
    vc, vo = _stun_cut(30, PARAMS.with_changes(mu_ball_a=0.0, mu_ball_b=0.0))
    separation = abs(angle_deg(vc) - angle_deg(vo))
    expected = math.degrees(math.atan2(math.sin(p), (1 - E_BALL) / 2 * math.cos(p)))
    assert separation == pytest.approx(expected, abs=2.0)


def test_stun_cut_separation_shrinks_by_the_throw() -> None:
    """With ball-ball friction the stun cut throws the object ball (tests/physics/
    test_throw.py checks the throw against TP A.14): the friction impulse jt = tan(throw) Jn,
    Jn = m (1+e)/2 v cos p, also turns the cue ball, so the separation angle becomes
    atan2(v sin p - jt, (1-e)/2 v cos p) - throw."""
    p, v = math.radians(30), 2.0
    vc, vo = _stun_cut(30)
    throw = 30.0 - angle_deg(vo)
    jn = (1 + E_BALL) / 2 * v * math.cos(p)
    jt = math.tan(math.radians(throw)) * jn
    cue_dir = math.degrees(math.atan2(v * math.sin(p) - jt, (1 - E_BALL) / 2 * v * math.cos(p)))
    assert 2.0 < throw < 3.5
    assert abs(angle_deg(vc) - angle_deg(vo)) == pytest.approx(cue_dir - throw, abs=0.5)


def test_rolling_half_ball_hit_deflects_cue_ball_about_thirty_degrees() -> None:
    """Rolling cue ball, half-ball hit (30-degree cut): it ends up deflected 30-34 degrees
    (about 33.7, the 30-degree rule) once it rolls again."""
    result, rec = run(_cut_layout(30, 0.6), Stroke("cue", 0.0, 1.2, height=0.4))
    k0 = _just_after_first_contact(rec, result)
    k = next(k for k in range(k0 + 1, len(rec.steps))
             if slip(rec.steps[k][2]["cue"]) < 1e-6 and speed(rec.velocity(k, "cue")) > 0)
    deflection = abs(angle_deg(rec.velocity(k, "cue")))
    assert 30.0 <= deflection <= 34.0


def test_draw_brings_the_cue_ball_back_on_a_full_hit() -> None:
    result, _ = run({"cue": (-0.5, 0.0), "1": (0.0, 0.0)}, Stroke("cue", 0.0, 2.0, height=-0.5))
    assert result.balls["cue"][0] < -2 * R - 0.1  # came back well behind the contact point
    assert abs(result.balls["cue"][1]) < 1e-6


def test_follow_carries_the_cue_ball_through_on_a_full_hit() -> None:
    result, _ = run({"cue": (-0.5, 0.0), "1": (0.0, 0.0)}, Stroke("cue", 0.0, 1.5, height=0.5))
    assert result.balls["cue"][0] > 0.1  # went on past the object ball's spot
    assert result.pocketed == () or all(p.ball != "cue" for p in result.pocketed)


def test_stun_stops_dead_on_a_full_hit() -> None:
    gap = 0.002
    result, _ = run({"cue": (-2 * R - gap, 0.0), "1": (0.0, 0.0)}, Stroke("cue", 0.0, 1.0))
    assert abs(result.balls["cue"][0] - (-2 * R)) < 0.02


def test_sliding_phase_uses_the_documented_slip_threshold() -> None:
    assert SLIP_EPS < 1e-6
