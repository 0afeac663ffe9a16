"""Running slow work (SQL over a big history, a PDF report) off the UI thread.

A :class:`Background` owns a one-thread pool, so jobs run in the order asked and
:meth:`Background.shutdown` can wait for the last one: nothing outlives its screen (or a
test). Results arrive on the UI thread through ``done(job, value)`` or ``failed(job,
message)``; a screen that asked again meanwhile compares ``job`` with its latest and drops
stale answers, so a quick change of filters never shows an old chart.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, job: int, work: Callable[[], Any], signals: _Signals) -> None:
        super().__init__()
        self._job, self._work, self._signals = job, work, signals

    def run(self) -> None:
        try:
            value = self._work()
        except Exception as exc:  # reported to the UI: a worker must never die silently
            self._signals.failed.emit(self._job, str(exc) or type(exc).__name__)
        else:
            self._signals.done.emit(self._job, value)


class Background(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._next = 0
        self._running = 0

    def submit(self, work: Callable[[], Any]) -> int:
        self._next += 1
        self._running += 1
        self._pool.start(_Job(self._next, work, self._signals))
        return self._next

    def busy(self) -> bool:
        return self._running > 0

    def latest(self) -> int:
        return self._next

    def _on_done(self, job: int, value: object) -> None:
        self._running = max(0, self._running - 1)
        self.done.emit(job, value)

    def _on_failed(self, job: int, message: str) -> None:
        self._running = max(0, self._running - 1)
        self.failed.emit(job, message)

    def shutdown(self, timeout_ms: int = 30000) -> None:
        """Wait for the job in flight (a PDF may take a few seconds)."""
        self._pool.clear()
        self._pool.waitForDone(timeout_ms)
