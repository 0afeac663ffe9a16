"""Running the simulator off the UI thread.

The window never steps physics: it hands the whole shot to a worker thread, gets back a
:class:`ShotResult` with its trace, and plays that. Each runner owns a one-thread pool so
shots are simulated in order, and :meth:`ShotRunner.shutdown` waits for it, which keeps
tests and window closing free of threads still running.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from simulation.events import ShotResult
from simulation.stroke import Stroke

Vec = tuple[float, float]
#: (layout, stroke, trace_hz) -> result; the real one wraps simulation.physics.engine.
Simulator = Callable[[Mapping[str, Vec], Stroke, float], ShotResult]

#: Trace rate asked of the simulator for playback: the display's 60 fps, interpolated.
PLAYBACK_TRACE_HZ = 120.0


class EngineMissingError(RuntimeError):
    """The physics engine is not installed in this build."""


def engine_simulator(layout: Mapping[str, Vec], stroke: Stroke, trace_hz: float) -> ShotResult:
    """The real simulator, imported only when first used so the window starts fast."""
    try:
        from simulation.physics.engine import simulate
    except ImportError as exc:
        raise EngineMissingError(str(exc)) from exc
    return simulate(dict(layout), stroke, trace_hz=trace_hz)


class _Signals(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, job: int, simulator: Simulator, layout: Mapping[str, Vec],
                 stroke: Stroke, trace_hz: float, signals: _Signals) -> None:
        super().__init__()
        self._args = (job, simulator, dict(layout), stroke, trace_hz)
        self._signals = signals

    def run(self) -> None:
        job, simulator, layout, stroke, hz = self._args
        try:
            result = simulator(layout, stroke, hz)
        except Exception as exc:  # report anything to the UI instead of losing the thread
            self._signals.failed.emit(job, f"{type(exc).__name__}: {exc}")
        else:
            self._signals.done.emit(job, result)


class ShotRunner(QObject):
    """Simulates shots on a worker thread. ``finished(job, result)`` / ``failed(job, msg)``
    arrive on the UI thread; ``job`` is the number :meth:`submit` returned."""

    finished = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, simulator: Simulator = engine_simulator,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._simulator = simulator
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self.finished)
        self._signals.failed.connect(self.failed)
        self._next = 0
        self._busy = 0
        self.finished.connect(self._one_done)
        self.failed.connect(self._one_done)

    def submit(self, layout: Mapping[str, Vec], stroke: Stroke, trace_hz: float) -> int:
        self._next += 1
        self._busy += 1
        self._pool.start(_Job(self._next, self._simulator, layout, stroke, trace_hz,
                              self._signals))
        return self._next

    def busy(self) -> bool:
        return self._busy > 0

    def _one_done(self, *_: object) -> None:
        self._busy = max(0, self._busy - 1)

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Wait for the worker so nothing outlives the window (or the test)."""
        self._pool.waitForDone(timeout_ms)
