"""What the user sees when something nobody caught goes wrong: a short message, in their
language, that the program goes on and where the log with the details is.

The traceback itself goes to the log (:mod:`coach_app.files.logs`); this only says so. The
notice may be raised on any thread, so it is queued to the UI thread; several errors in a
row show one message (the latest), not a stack of them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from coach_app.qtkit.tasks import failure_text


def crash_text(error: BaseException, log_path: Path | None) -> tuple[str, str]:
    """(headline, details) of the notice for ``error``."""
    headline = QCoreApplication.translate(
        "Crash", "Something went wrong: %1").replace("%1", failure_text(error))
    if log_path is None:
        where = QCoreApplication.translate("Crash", "The program goes on.")
    else:
        where = QCoreApplication.translate(
            "Crash", "The program goes on. The details are in the log: %1").replace(
                "%1", str(log_path))
    return headline, where


class CrashNotice(QObject):
    """``notify(error)`` from any thread shows the message on the UI thread."""

    _raised = Signal(object)

    def __init__(self, log_path: Path | None, parent: QObject | None = None,
                 window: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log_path, self.window = log_path, window
        self.box: QMessageBox | None = None
        self._raised.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def notify(self, error: BaseException) -> None:
        self._raised.emit(error)

    def _show(self, error: BaseException) -> None:
        headline, where = crash_text(error, self.log_path)
        box = self.box
        if box is None:  # one box, made once and shown again: never a stack of them
            box = QMessageBox(QMessageBox.Icon.Warning,
                              QCoreApplication.translate("Crash", "Pyramid Coach"), "",
                              QMessageBox.StandardButton.Ok, self.window)
            box.setObjectName("crashNotice")
            box.setWindowModality(Qt.WindowModality.WindowModal)
            self.box = box
        box.setText(headline)
        box.setInformativeText(where)
        if not box.isVisible():
            box.open()
