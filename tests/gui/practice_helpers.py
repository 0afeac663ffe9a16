"""Shared steps of the practice tests: play a shot through the real widgets and wait."""

from __future__ import annotations

from coach_app.practice.session_view import DrillSession, Phase
from drills.model import ShotInput

SETTLED = (Phase.AIMING, Phase.JUDGED, Phase.SET_OVER)


def set_stroke(session: DrillSession, shot: ShotInput) -> None:
    """Put a stroke on the controls as a player would (and the cue ball, when in hand)."""
    if shot.place is not None:
        assert session.place_cue_ball(shot.place)
    session.model.set_aim(shot.stroke.direction_deg)
    session.panel.power.set_speed(shot.stroke.speed)
    session.panel.tip.set_offset(shot.stroke.side, shot.stroke.height)


def shoot_and_wait(qtbot, session: DrillSession) -> None:
    """Shoot, skip the playback to its end, and wait until the shot is judged."""
    assert session.shoot()
    qtbot.waitUntil(lambda: session.model.phase is not Phase.SIMULATING, timeout=5000)
    session.playback.skip_to_end()
    qtbot.waitUntil(lambda: session.model.phase in SETTLED, timeout=5000)


def play_solution(qtbot, session: DrillSession) -> None:
    assert session.model.drill is not None
    for shot in session.model.drill.solutions[0].shots:
        set_stroke(session, shot)
        shoot_and_wait(qtbot, session)
