"""Go > Practice plans, and the plans entry of the drill list: the plans dialog for the
player the window records for, its plan played at a real table on the Practice page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from coach_app.recording.recorder import Recorder
from drills.library import Library


def open_plans(parent: QWidget, recorder: Recorder, library: Library,
               lang: Callable[[], str], play: Callable[[Any], None]) -> QDialog:
    """The dialog (window-modal, not blocking), or a message when no history is open."""
    from coach_app.review.plans_dialog import PlansDialog

    history = recorder.history
    if history is None:
        box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate(
            "Plans", "Practice plans"), QCoreApplication.translate(
            "Plans", "No history is open, so there are no plans to keep."),
            QMessageBox.StandardButton.Ok, parent)
        box.open()
        return box
    me = recorder.player()
    dialog = PlansDialog(history, library, lang, me.id if me is not None else None,
                         me.id if me is not None else None, parent)
    dialog.play.connect(play)
    dialog.open()
    return dialog
