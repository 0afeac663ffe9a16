"""One slow analysis at a time, off the UI thread, with progress and a cancel flag.

The simulation tools take a ``progress(done, total) -> bool`` callback and stop handing out
work when it returns False; this class turns that callback into a Qt signal and a cancel
button. Work runs on a one-thread pool owned by the task (the worker processes of
``simulation.analysis.workers`` hang below that thread), so :meth:`AnalysisTask.shutdown`
can wait for it: a closed dialog or a finished test leaves no thread behind.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QWidget

#: ``work(progress)``: the analysis, calling ``progress(done, total)`` as it goes and
#: stopping early when it returns False.
Work = Callable[[Callable[[int, int], bool]], Any]


class _Signals(QObject):
    progress = Signal(int, int, int)  # job, done, total
    done = Signal(int, object)
    failed = Signal(int, str)


class _Run(QRunnable):
    def __init__(self, job: int, work: Work, signals: _Signals,
                 cancel: threading.Event) -> None:
        super().__init__()
        self._job, self._work, self._signals, self._cancel = job, work, signals, cancel

    def _progress(self, done: int, total: int) -> bool:
        self._signals.progress.emit(self._job, done, total)
        return not self._cancel.is_set()

    def run(self) -> None:
        try:
            value = self._work(self._progress)
        except Exception as exc:  # shown in the dialog: a worker must never die silently
            self._signals.failed.emit(self._job, str(exc) or type(exc).__name__)
        else:
            self._signals.done.emit(self._job, value)


class AnalysisTask(QObject):
    """``progress(done, total)``, then ``done(value)`` or ``failed(message)``; a job that was
    cancelled still reports ``done`` with what it finished, and answers of a job replaced by
    a newer one are dropped."""

    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.progress.connect(self._on_progress)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._job = 0
        self._running = False
        self._cancel = threading.Event()

    def start(self, work: Work) -> None:
        self.cancel()
        self._job += 1
        self._cancel = threading.Event()
        self._running = True
        self._pool.start(_Run(self._job, work, self._signals, self._cancel))

    def running(self) -> bool:
        return self._running

    def cancel(self) -> None:
        """Ask the running job to stop after the piece of work in hand."""
        self._cancel.set()

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def _on_progress(self, job: int, done: int, total: int) -> None:
        if job == self._job:
            self.progress.emit(done, total)

    def _on_done(self, job: int, value: object) -> None:
        if job == self._job:
            self._running = False
            self.done.emit(value)

    def _on_failed(self, job: int, message: str) -> None:
        if job == self._job:
            self._running = False
            self.failed.emit(message)

    def shutdown(self, timeout_ms: int = 60000) -> None:
        """Cancel and wait for the job in flight: nothing may outlive its dialog."""
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone(timeout_ms)
        self._running = False


class TaskDialog(QDialog):
    """A dialog that runs its analysis on ``self.task``: closing it, by a button or by the
    window's close box, cancels the job and waits for it, so nothing outlives the dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.task = AnalysisTask(self)

    def done(self, result: int) -> None:
        self.task.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.task.shutdown()
        super().closeEvent(event)
