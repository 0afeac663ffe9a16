"""Playback of a shot's trace: interpolation, speed, pause, step, skip, finished."""

from __future__ import annotations

import pytest

from coach_app.table.playback import STEP_SECONDS, Playback, positions_at
from simulation.events import ShotResult, Strike, Trace


def _result(duration: float = 1.0) -> ShotResult:
    frames = (
        (0.0, {"cue": (0.0, 0.0), "4": (1.0, 0.0)}),
        (0.5, {"cue": (0.5, 0.0), "4": (1.0, 0.0)}),
        (1.0, {"cue": (1.0, 0.0)}),
    )
    return ShotResult(balls={"cue": (1.0, 0.0)}, pocketed=(), off_table=(),
                      events=(Strike(0.0, "cue"),), duration=duration,
                      trace=Trace(2.0, frames), initial=dict(frames[0][1]))


def test_positions_interpolate_and_pocketed_ball_drops_out():
    trace = _result().trace
    assert positions_at(trace, 0.25)["cue"] == pytest.approx((0.25, 0.0))
    assert positions_at(trace, -1.0)["cue"] == (0.0, 0.0)
    # Ball 4 is held until the frame where it is gone.
    assert positions_at(trace, 0.75)["4"] == (1.0, 0.0)
    assert "4" not in positions_at(trace, 1.0)
    assert positions_at(trace, 5.0) == {"cue": (1.0, 0.0)}


def test_play_to_the_end_at_speed(qtbot):
    pb = Playback()
    frames: list[dict] = []
    pb.frame.connect(frames.append)
    pb.set_speed(4.0)
    with qtbot.waitSignal(pb.finished, timeout=2000):
        pb.load(_result())
        assert pb.is_playing()
    assert not pb.is_playing()
    assert frames[-1] == {"cue": (1.0, 0.0)}
    # Several display frames were shown on the way (about 60 fps for 0.25 s).
    assert len(frames) >= 5


def test_pause_step_and_skip(qtbot):
    pb = Playback()
    pb.load(_result(duration=1.0))
    pb.pause()
    t0 = pb.time()
    assert not pb.is_playing() and pb.is_active()
    pb.step()
    assert pb.time() == pytest.approx(t0 + STEP_SECONDS)
    with qtbot.waitSignal(pb.finished, timeout=500):
        pb.skip_to_end()
    assert not pb.is_active()


def test_speed_is_clamped():
    pb = Playback()
    pb.set_speed(10)
    assert pb.speed() == 4.0
    pb.set_speed(0.01)
    assert pb.speed() == 0.25
