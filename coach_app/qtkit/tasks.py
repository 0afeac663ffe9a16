"""The one way the app runs work off the UI thread: lanes, operations, and one place for
failures.

The window never waits: a shot is simulated, the computer chooses its play, an analysis
samples thousands of strokes, the history is read or imported, all on worker threads,
while the table stays usable. Everything that does so goes through one :class:`Tasks`
(the window owns one and hands it to its screens and dialogs; a widget built on its own,
in a test, makes its own):

- **Lanes.** Work is queued on a lane, one worker thread each, so work on a lane runs in
  the order asked and a new shot never overtakes the prediction drawn for it: ``physics``
  (shots and the aiming aid), ``computer`` (the opponent's choice; its worker processes hang
  below that thread), ``analysis`` (Monte-Carlo tools, solution searches, difficulty
  estimates) and ``store`` (importing the history store, big reads, the PDF report). A slow
  analysis never delays the computer's turn, nor a report the next shot.
- **Operations.** :meth:`Tasks.run` returns an :class:`Operation`: ``success(value)``,
  ``failure(exception)`` and ``progress(done, total)`` arrive on the UI thread. The work gets
  a :class:`Ticket`: ``ticket.progress(done, total)`` reports and returns False once the
  operation is cancelled (the simulation tools' ``progress`` callback, as they expect it).
  :meth:`Operation.cancel` asks the work to stop and still delivers what it finished;
  :meth:`Operation.drop` also throws its answer away (the screen is going, or the question
  changed).
- **Stale answers.** Operations started with the same ``key`` replace each other: the
  older one is dropped (and skipped if it has not started), so a quick change of filters
  never shows an old chart and only the newest aim is predicted.
- **Failures.** The exception object, not a string, reaches :meth:`Tasks._fail`, the one
  place that logs its traceback; the operation's ``failure`` handler then says in its own
  words what went wrong, and an operation without one is shown by whoever listens to
  :attr:`Tasks.failed` (the window's status bar).
- ``run_on_main(closure)`` runs a closure on the UI thread, from any thread.

The pattern is Anki's task manager and its query operations (``qt/aqt/taskman.py``,
``qt/aqt/operations``): a thread pool's futures, their answers queued back to the UI thread
through one signal.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from enum import StrEnum
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Qt, Signal

log = logging.getLogger(__name__)

T = TypeVar("T")
Closure = Callable[[], None]


class Lane(StrEnum):
    PHYSICS = "physics"
    COMPUTER = "computer"
    ANALYSIS = "analysis"
    STORE = "store"


class Ticket:
    """What running work sees of its operation: report progress, learn of a cancel."""

    def __init__(self, operation: Operation[Any]) -> None:
        self._operation = operation

    def progress(self, done: int, total: int) -> bool:
        """Report ``done`` of ``total`` to the UI thread; False once cancelled: stop."""
        op = self._operation
        if op.has_progress and not op.dropped():
            op.tasks.run_on_main(lambda: op.progressed(done, total))
        return not op.cancelled()

    def cancelled(self) -> bool:
        return self._operation.cancelled()


class Operation(Generic[T]):
    """One piece of work on a lane; see the module. Built by :meth:`Tasks.run`."""

    def __init__(self, tasks: Tasks, lane: Lane, token: int, what: str,
                 success: Callable[[T], object] | None,
                 failure: Callable[[BaseException], object] | None,
                 progress: Callable[[int, int], object] | None) -> None:
        self.tasks, self.lane, self.token, self.what = tasks, lane, token, what
        self._success, self._failure, self._progress = success, failure, progress
        self.has_progress = progress is not None
        self._cancel = threading.Event()
        self._drop = threading.Event()
        self._answered = False
        self.future: Future[T] | None = None

    def cancel(self) -> None:
        """Ask the work to stop after the piece in hand; what it finished still arrives."""
        self._cancel.set()

    def drop(self) -> None:
        """Cancel, and deliver nothing more: the answer is no longer wanted."""
        self._cancel.set()
        self._drop.set()
        if self.future is not None:
            self.future.cancel()  # never starts if it is still queued

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def dropped(self) -> bool:
        return self._drop.is_set()

    def finished(self) -> bool:
        """The work is over (done, failed, or skipped): nothing runs for it any more."""
        return self.future is None or self.future.done()

    def answered(self) -> bool:
        """Its success or failure has been delivered on the UI thread."""
        return self._answered

    def wait(self, timeout_s: float = 30.0) -> bool:
        """Block until the work is over (not its delivery); False on a timeout."""
        if self.future is None:
            return True
        done, _ = wait_futures([self.future], timeout=timeout_s)
        return bool(done)

    # -------------------------------------------------- on the UI thread (Tasks)
    def progressed(self, done: int, total: int) -> None:
        if self._progress is not None and not self.dropped():
            self._progress(done, total)

    def deliver(self, future: Future[T]) -> None:
        if self.dropped() or future.cancelled():
            return
        self._answered = True
        error = future.exception()
        if error is not None:
            self.tasks.fail(self, error)
        elif self._success is not None:
            self._success(future.result())

    def failed(self, error: BaseException) -> bool:
        """Hand ``error`` to the operation's own handler; False when it has none."""
        if self._failure is None:
            return False
        self._failure(error)
        return True


class Tasks(QObject):
    """The lanes, the queue of closures for the UI thread, and the failures' one display.

    ``failed(what, exception)`` is emitted for a failed operation that has no ``failure``
    handler of its own (after the traceback is logged)."""

    failed = Signal(str, object)
    _wake = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lanes: dict[Lane, ThreadPoolExecutor] = {}
        self._closures: list[Closure] = []
        self._lock = threading.Lock()
        self._latest: dict[object, Operation[Any]] = {}
        self._live: list[Operation[Any]] = []
        self._next = 0
        self._closed = False
        # Queued even when emitted on the UI thread: an answer never runs inside run().
        self._wake.connect(self._run_closures, Qt.ConnectionType.QueuedConnection)

    def run(self, lane: Lane, work: Callable[[Ticket], T], *,
            success: Callable[[T], object] | None = None,
            failure: Callable[[BaseException], object] | None = None,
            progress: Callable[[int, int], object] | None = None,
            key: object | None = None, what: str = "") -> Operation[T]:
        """Queue ``work(ticket)`` on ``lane``; see the module for the handlers and ``key``.
        ``what`` names the work in the log."""
        self._next += 1
        op: Operation[T] = Operation(self, lane, self._next, what or lane.value, success,
                                     failure, progress)
        if self._closed:  # the window is closing: nothing more is started
            op.drop()
            return op
        if key is not None:
            previous = self._latest.get(key)
            if previous is not None:
                previous.drop()
            self._latest[key] = op
        self._forget_settled()
        self._live.append(op)
        future = self._executor(lane).submit(work, Ticket(op))
        op.future = future
        future.add_done_callback(lambda f: self._post(lambda: op.deliver(f)))
        return op

    def run_on_main(self, closure: Closure) -> None:
        """Run ``closure`` on the UI thread (soon, never inside the caller)."""
        self._post(closure)

    def busy(self, lane: Lane | None = None) -> bool:
        """Whether work (on ``lane``, or any) is queued or running."""
        return any(not o.finished() for o in self._live if lane is None or o.lane is lane)

    def shutdown(self, timeout_s: float = 60.0) -> None:
        """Drop every operation and wait for the work in hand: nothing outlives the window
        (or the test). Idempotent."""
        for op in self._live:
            op.drop()
        for op in self._live:
            op.wait(timeout_s)
        self._live = []
        self._closed = True
        for executor in self._lanes.values():
            executor.shutdown(wait=True, cancel_futures=True)
        self._lanes.clear()

    # ------------------------------------------------------------- internals
    def fail(self, op: Operation[Any], error: BaseException) -> None:
        """The one display of failures: the traceback goes to the log, then the
        operation's handler (or :attr:`failed`) says what went wrong."""
        log.error("Background work failed (%s lane): %s", op.lane.value, op.what,
                  exc_info=(type(error), error, error.__traceback__))
        if not op.failed(error):
            self.failed.emit(op.what, error)

    def _forget_settled(self) -> None:
        """Let go of operations that are over and answered (their handlers hold screens)."""
        def settled(o: Operation[Any]) -> bool:
            return o.finished() and (o.answered() or o.dropped())
        self._live = [o for o in self._live if not settled(o)]
        self._latest = {k: o for k, o in self._latest.items() if not settled(o)}

    def _executor(self, lane: Lane) -> ThreadPoolExecutor:
        executor = self._lanes.get(lane)
        if executor is None:
            executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"lane-{lane}")
            self._lanes[lane] = executor
        return executor

    def _post(self, closure: Closure) -> None:
        with self._lock:
            self._closures.append(closure)
        # A service destroyed with its window has nobody to tell: the answer is dropped.
        with contextlib.suppress(RuntimeError):
            self._wake.emit()

    def _run_closures(self) -> None:
        with self._lock:
            closures, self._closures = self._closures, []
        for closure in closures:
            try:
                closure()
            except Exception:  # a handler's own bug: shown like any other, the rest still run
                sys.excepthook(*sys.exc_info())


class OneJob:
    """A widget's one job at a time on a lane (a dialog's analysis, the editor's solution
    search): starting again drops the job before; :meth:`shutdown` drops the job in hand
    and waits for it, so nothing outlives the widget. A cancelled job still answers with
    what it finished."""

    def __init__(self, tasks: Tasks, lane: Lane, what: str) -> None:
        self.tasks, self.lane, self.what = tasks, lane, what
        self.op: Operation[Any] | None = None

    def start(self, work: Callable[[Ticket], T], success: Callable[[T], object],
              failure: Callable[[BaseException], object],
              progress: Callable[[int, int], object] | None = None) -> Operation[T]:
        op = self.tasks.run(self.lane, work, success=success, failure=failure,
                            progress=progress, key=self, what=self.what)
        self.op = op
        return op

    def running(self) -> bool:
        """A job was started and its answer has not come yet."""
        op = self.op
        return op is not None and not op.answered() and not op.dropped()

    def cancel(self) -> None:
        """Ask the running job to stop after the piece of work in hand."""
        if self.op is not None:
            self.op.cancel()

    def cancelled(self) -> bool:
        return self.op is not None and self.op.cancelled()

    def idle(self) -> bool:
        """No work of this job is queued or running (its answer may still be due)."""
        return self.op is None or self.op.finished()

    def shutdown(self, timeout_s: float = 60.0) -> None:
        op, self.op = self.op, None
        if op is not None:
            op.drop()
            op.wait(timeout_s)


def failure_text(error: BaseException) -> str:
    """An exception in one short line for a panel or a status label (the traceback is in
    the log): its kind and its message."""
    message = str(error).strip().splitlines()[0] if str(error).strip() else ""
    return f"{type(error).__name__}: {message}" if message else type(error).__name__
