"""A dialog that runs one slow analysis at a time on the analysis lane, with progress and
cancel.

The simulation tools take a ``progress(done, total) -> bool`` callback and stop handing
out work when it returns False; the background-work service (:mod:`coach_app.qtkit.tasks`)
hands the work exactly that and brings progress, the answer or the exception back to the
UI thread. A dialog subclass starts its work with :meth:`TaskDialog.start` and answers in
``_on_progress``, ``_on_done`` and ``_on_failed``; ``self.job`` says whether it runs and
cancels it (a cancelled job still reports ``done`` with what it finished). Closing the
dialog, by a button or by the window's close box, drops the job and waits for it, so
nothing outlives the dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QWidget

from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text

#: ``work(progress)``: the analysis, calling ``progress(done, total)`` as it goes and
#: stopping early when it returns False.
Work = Callable[[Callable[[int, int], bool]], Any]


class TaskDialog(QDialog):
    """See the module. ``tasks`` is the window's service (None: the dialog's own)."""

    def __init__(self, parent: QWidget | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self._own_tasks = tasks is None
        self.tasks = tasks if tasks is not None else Tasks(self)
        self.job = OneJob(self.tasks, Lane.ANALYSIS, type(self).__name__)

    def start(self, work: Work) -> None:
        self.job.start(lambda ticket: work(ticket.progress), self._on_done,
                       lambda error: self._on_failed(failure_text(error)), self._on_progress)

    def _on_progress(self, done: int, total: int) -> None:
        """How far the job is (a dialog with a progress bar shows it)."""

    def _on_done(self, value: Any) -> None:
        raise NotImplementedError

    def _on_failed(self, message: str) -> None:
        raise NotImplementedError

    def shutdown(self) -> None:
        """Drop the job and wait for it: nothing may outlive the dialog."""
        self.job.shutdown()
        if self._own_tasks:
            self.tasks.shutdown()

    def done(self, result: int) -> None:
        self.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
