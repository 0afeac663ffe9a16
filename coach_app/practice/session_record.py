"""What a drill session writes to the history: the set, each attempt, each judged shot.

Functions of the session screen, kept apart to keep the screen module small. Nothing is
recorded without a recorder, nor for test plays from the editor (issue 6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from coach_app.practice.attempts import PreparedShot
from coach_app.recording import PlayedShot, Recorder
from simulation.events import ShotResult

if TYPE_CHECKING:
    from coach_app.practice.session import DrillSession


def _recorder(screen: DrillSession) -> Recorder | None:
    return None if screen.test_mode else screen.recorder


def start_set(screen: DrillSession) -> None:
    recorder, d = _recorder(screen), screen.drill
    if recorder is not None and d is not None:
        recorder.start_drill(d.id, title=screen.drill_title(d.id), category=d.category,
                             discipline=d.discipline, table=screen.spec)


def start_attempt(screen: DrillSession, layout_no: int) -> None:
    recorder = _recorder(screen)
    if recorder is not None:
        recorder.start_attempt(layout_no)


def judged_shot(screen: DrillSession, prepared: PreparedShot, result: ShotResult) -> None:
    """Commit the shot just judged (and the attempt, if it is over) to the history."""
    recorder, a = _recorder(screen), screen.attempt
    if recorder is None or a is None or not a.records:
        return
    record = a.records[-1]
    recorder.practice_shot(PlayedShot(
        prepared.layout, prepared.shot.stroke, result, place=prepared.shot.place,
        verdict=record.to_json(with_result=False), legal=record.ruling.legal,
        points=a.points if a.finished else 0))
    if a.finished:
        recorder.finish_attempt(success=a.success, reason=a.reason, points=a.points)
