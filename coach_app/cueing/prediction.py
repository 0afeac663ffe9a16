"""The simulator as an aiming aid: the cue ball's path to the first contact and the object
ball's path after it, computed on the physics lane while the player aims.

Requests arrive far faster than shots can be simulated (every mouse move), so only the
latest request matters: while one runs, newer ones replace each other and the newest is
run next. A result for an outdated request is dropped.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Signal

from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.qtkit.tasks import Lane, Operation, Tasks
from simulation.events import BallBall, CushionHit, PocketDrop, ShotResult
from simulation.stroke import Stroke

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
    """Emits ``paths`` for the latest request only: each request replaces the one before
    on the physics lane (a queued one never runs, a running one's answer is dropped)."""

    paths = Signal(object)

    def __init__(self, tasks: Tasks, simulator: Simulator = engine_simulator,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks, self._simulator = tasks, simulator
        self._op: Operation[ShotResult] | None = None

    def request(self, layout: Mapping[str, Vec], stroke: Stroke) -> None:
        layout, simulate = dict(layout), self._simulator
        self._op = self._tasks.run(
            Lane.PHYSICS, lambda _t: simulate(layout, stroke, PREDICTION_HZ),
            success=lambda result: self.paths.emit(predicted_paths(result)),
            failure=lambda _error: self.paths.emit(()), key=self, what="aiming aid")

    def cancel(self) -> None:
        if self._op is not None:
            self._op.drop()
            self._op = None

    def shutdown(self) -> None:
        op, self._op = self._op, None
        if op is not None:
            op.drop()
            op.wait()
