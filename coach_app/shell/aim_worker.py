"""The window's background judge of aim errors: each recorded pot attempt judged once, on
the analysis lane, so the aim-bias chart and the report only read.

The work is :class:`coach_app.store.aim_judge.Judge`'s; this object decides when it runs.
A pass judges for at most ``PASS_S`` seconds (one or two attempts), so an Analysis dialog
queued behind it on the lane waits no longer than that; passes follow each other until no
attempt is pending (an old history, an import, a new physics: once), then the judge
sleeps until the history is written to again, which a cheap look at the store's write
count every ``LOOK_MS`` notices (a new shot is judged within about a second of being
recorded). It starts ``START_DELAY_MS`` after the history is attached, so the window's
start does not share the processor with it. A pass that fails (a history that takes no
writes) is logged by the task service and tried again only after the next write.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from coach_app.qtkit.tasks import Lane, Operation, Tasks

if TYPE_CHECKING:  # the store (SQLAlchemy) loads with the history, after the window shows
    from coach_app.store.aim_judge import Judge, JudgePass
    from coach_app.store.opening import Store

log = logging.getLogger(__name__)

#: Seconds of solver work per pass (each attempt is about a sixth of a second quiet).
PASS_S = 0.3
#: How often the history's write count is looked at while the judge sleeps (ms).
LOOK_MS = 1000
#: The first look after the history is attached (ms).
START_DELAY_MS = 3000


class AimWorker(QObject):
    """Judges the pending aim errors of a history in the background; see the module.
    ``judged(count)`` after each pass that kept some."""

    judged = Signal(int)

    def __init__(self, tasks: Tasks, parent: QObject | None = None,
                 start_delay_ms: int | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._judge: Judge | None = None
        self._store: Store | None = None
        self._seen: int | None = None  # the write count when the last pass began
        self._op: Operation[JudgePass] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(LOOK_MS)
        self._timer.timeout.connect(self._look)
        self._start_delay_ms = START_DELAY_MS if start_delay_ms is None else start_delay_ms
        #: Passes answered (tests wait for them).
        self.passes = 0

    def start(self, store: Store) -> None:
        """Judge ``store``'s pending attempts from now on."""
        from coach_app.store.aim_judge import Judge

        self.stop()
        self._store = store
        self._judge = Judge(store)
        self._seen = None
        QTimer.singleShot(self._start_delay_ms, self._begin)

    def _begin(self) -> None:
        if self._judge is not None and not self._timer.isActive():
            self._timer.start()
            self._look()

    def stop(self) -> None:
        self._timer.stop()
        self._judge = self._store = None
        if self._op is not None:
            self._op.drop()
            self._op = None

    def busy(self) -> bool:
        return self._op is not None and not self._op.answered() and not self._op.dropped()

    def _look(self) -> None:
        """A pass, if the history was written to since the last one began."""
        from coach_app.store.opening import writes

        if self._store is None or self.busy():
            return
        count = writes(self._store)
        if count != self._seen:
            self._seen = count
            self._pass()

    def _pass(self) -> None:
        judge = self._judge
        if judge is None:
            return
        self._op = self._tasks.run(
            Lane.ANALYSIS, lambda t: judge.run(PASS_S, t.cancelled),
            success=self._passed, failure=self._failed, key=self, what="judging aim errors")

    def _passed(self, result: JudgePass) -> None:
        self._op = None
        self.passes += 1
        if result.judged:
            self.judged.emit(result.judged)
        if result.more:  # the next pass at once; the lane serves what is queued first
            QTimer.singleShot(0, self._pass)

    def _failed(self, error: BaseException) -> None:
        """The traceback is in the log (the task service); tried again after a write."""
        self._op = None
        self.passes += 1
        log.info("Judging aim errors waits for the next write to the history")
