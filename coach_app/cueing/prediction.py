"""The simulator as an aiming aid: the cue ball's path to the first contact and the object
ball's path after it, computed off the UI thread while the player aims.

Requests arrive far faster than shots can be simulated (every mouse move), so only the
latest request matters: while one runs, newer ones replace each other and the newest is
run next. A result for an outdated request is dropped.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Signal

from simulation.events import BallBall, CushionHit, PocketDrop, ShotResult
from simulation.stroke import Stroke

from .runner import ShotRunner, Simulator, engine_simulator

Vec = tuple[float, float]
Paths = tuple[tuple[str, tuple[Vec, ...]], ...]

#: Trace rate for the aid: enough for a smooth line, cheap to simulate.
PREDICTION_HZ = 60.0
#: How long after the first contact the cue ball's path is still shown (seconds).
CUE_AFTER_CONTACT = 0.6


def predicted_paths(result: ShotResult) -> Paths:
    """Cue ball to the first contact (and a little beyond), object ball to its first
    cushion or pocket; just the cue ball's path when it hits no ball."""
    trace = result.trace
    if trace is None:
        return ()
    cue = result.cue_ball
    contact = result.first_contact()
    t_contact = contact.t if contact is not None else result.duration
    cue_pts = tuple(f[cue] for t, f in trace.frames
                    if cue in f and t <= t_contact + CUE_AFTER_CONTACT)
    paths: list[tuple[str, tuple[Vec, ...]]] = [("cue_path", cue_pts)]
    if contact is None:
        return tuple(paths)
    obj = contact.b if contact.a == cue else contact.a
    t_end = result.duration
    for e in result.events:
        if e.t > contact.t and ((isinstance(e, CushionHit) and e.ball == obj)
                                or (isinstance(e, PocketDrop) and e.ball == obj)
                                or (isinstance(e, BallBall) and obj in (e.a, e.b))):
            t_end = e.t
            break
    obj_pts = tuple(f[obj] for t, f in trace.frames if obj in f and contact.t <= t <= t_end)
    paths.append(("object_path", obj_pts))
    return tuple(paths)


class Predictor(QObject):
    """Emits ``paths`` for the latest request only."""

    paths = Signal(object)

    def __init__(self, simulator: Simulator = engine_simulator,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = ShotRunner(simulator, self)
        self._runner.finished.connect(self._done)
        self._runner.failed.connect(self._failed)
        self._pending: tuple[dict[str, Vec], Stroke] | None = None
        self._running_job: int | None = None
        self._latest_job: int | None = None

    def request(self, layout: Mapping[str, Vec], stroke: Stroke) -> None:
        self._pending = (dict(layout), stroke)
        if self._running_job is None:
            self._launch()

    def cancel(self) -> None:
        self._pending = None
        self._latest_job = None

    def _launch(self) -> None:
        if self._pending is None:
            return
        layout, stroke = self._pending
        self._pending = None
        self._running_job = self._runner.submit(layout, stroke, PREDICTION_HZ)
        self._latest_job = self._running_job

    def _done(self, job: int, result: ShotResult) -> None:
        self._running_job = None
        if self._pending is not None:
            self._launch()
        elif job == self._latest_job:
            self.paths.emit(predicted_paths(result))

    def _failed(self, job: int, _message: str) -> None:
        self._running_job = None
        if self._pending is not None:
            self._launch()
        elif job == self._latest_job:
            self.paths.emit(())

    def shutdown(self) -> None:
        self._pending = None
        self._runner.shutdown()
