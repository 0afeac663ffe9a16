"""Trace frames are samples of the motion at their own times, not chords between step ends
(docs/physics.md): playback and any analysis of a trace see the true path and speed."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from simulation.physics.engine import simulate
from simulation.stroke import Stroke
from tests.physics.conftest import PARAMS, G

MU_S, MU_R = PARAMS.mu_slide, PARAMS.mu_roll


def _exact_x(x0: float, v0: float, t: float) -> float:
    """Centre-ball hit along +x: slides at mu_s g until 5/7 v0, then rolls at mu_r g."""
    t_slide = 2 * v0 / (7 * MU_S * G)
    if t <= t_slide:
        return x0 + v0 * t - 0.5 * MU_S * G * t * t
    x_s = x0 + v0 * t_slide - 0.5 * MU_S * G * t_slide**2
    v_r, tr = 5 / 7 * v0, t - t_slide
    return x_s + v_r * tr - 0.5 * MU_R * G * tr * tr


def _frames_before_first_contact(result) -> list[tuple[float, dict]]:
    first = min((e.t for e in result.events if e.type in ("cushion", "ball_ball")),
                default=math.inf)
    return [f for f in result.trace.frames if f[0] < first]


def test_a_frame_of_a_sliding_shot_is_on_the_exact_path() -> None:
    """3 m/s centre-ball hit: the frame at 0.05 s (sliding phase) against the closed form."""
    x0 = -1.5
    result = simulate({"cue": (x0, 0.1)}, Stroke("cue", 0.0, 3.0), trace_hz=60)
    t, frame = result.trace.frames[3]
    assert t == pytest.approx(0.05, abs=1e-9)
    x, y = frame["cue"]
    exact = x0 + 3.0 * 0.05 - 0.5 * MU_S * G * 0.05**2
    assert abs(x - exact) < 1e-4  # the bound (the chords were 2.45 mm behind)
    assert abs(x - exact) < 2e-6  # in fact: rounding to the micrometre
    assert y == pytest.approx(0.1, abs=1e-9)


@pytest.mark.parametrize("hz", [30, 60, 240])
def test_every_frame_before_the_cushion_is_on_the_exact_path(hz: float) -> None:
    x0, v0 = -1.5, 3.0
    result = simulate({"cue": (x0, 0.1)}, Stroke("cue", 0.0, v0), trace_hz=hz)
    frames = _frames_before_first_contact(result)
    assert len(frames) > hz * 0.8  # slides for 0.44 s, then rolls to the far cushion
    for t, frame in frames:
        assert frame["cue"][0] == pytest.approx(_exact_x(x0, v0, t), abs=2e-6)


@pytest.mark.parametrize(("side", "height"), [(0.0, 0.0), (0.4, -0.4), (-0.5, 0.3)])
def test_trace_speed_does_not_jump_at_step_boundaries(side: float, height: float) -> None:
    """Speed from consecutive frames changes by no more than the cloth's largest
    deceleration allows between them (plus micrometre rounding); chords between step ends
    made it jump by up to 0.2 m/s at every step boundary."""
    hz = 200.0
    result = simulate({"cue": (-1.5, -0.3)}, Stroke("cue", 8.0, 2.5, side=side, height=height),
                      trace_hz=hz)
    frames = _frames_before_first_contact(result)
    assert len(frames) > 40
    speeds = [math.dist(a[1]["cue"], b[1]["cue"]) * hz for a, b in pairwise(frames)]
    jumps = [abs(b - a) for a, b in pairwise(speeds)]
    assert max(jumps) < MU_S * G / hz + 2 * 2e-6 * hz


def test_a_pocketed_ball_leaves_the_trace_when_it_drops() -> None:
    """Rolled straight at a corner pocket: in every frame before the drop, gone after."""
    hl, hw = 3.55 / 2, 1.775 / 2
    start = (hl - 0.5, hw - 0.45)
    direction = math.degrees(math.atan2(hw - start[1], hl - start[0]))
    result = simulate({"cue": start}, Stroke("cue", direction, 1.5, height=0.4), trace_hz=60)
    drop = next(p for p in result.pocketed if p.ball == "cue")
    times = [t for t, _ in result.trace.frames]
    assert times[0] < drop.t < times[-1]
    for t, frame in result.trace.frames:
        assert ("cue" in frame) == (t < drop.t)


def test_sampling_a_trace_changes_nothing_else() -> None:
    """A trace is read off the motion, never fed back: same balls, events and duration."""
    layout = {"cue": (-1.0, -0.2), "5": (0.6, 0.35), "7": (0.9, -0.1)}
    stroke = Stroke("cue", 21.0, 3.5, side=0.3, height=-0.3)
    plain = simulate(layout, stroke).to_json()
    traced = simulate(layout, stroke, trace_hz=240).to_json()
    traced.pop("trace")
    assert traced == plain
