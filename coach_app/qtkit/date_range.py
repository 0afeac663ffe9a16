"""Which days: "From" and "To", each a tick box beside a date, for the Review and the
Progress screens alike.

Dates are "all time" until the coach ticks "From" or "To": most questions are "how is this
student doing overall", and an unticked range says so plainly instead of an arbitrary
year. A date is only editable while its box is ticked.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QDateEdit, QHBoxLayout, QWidget


def _date_edit(months_back: int) -> QDateEdit:
    edit = QDateEdit()
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setDate(QDate.currentDate().addMonths(-months_back))
    edit.setEnabled(False)
    return edit


class DateRange(QWidget):
    """``changed`` when a box is ticked or a ticked date changes. ``tip`` says what the
    range limits (the screen's own words)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.use_from, self.use_to = QCheckBox(), QCheckBox()
        self.date_from, self.date_to = _date_edit(1), _date_edit(0)
        self.tip = ""
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for check, edit in ((self.use_from, self.date_from), (self.use_to, self.date_to)):
            row.addWidget(check)
            row.addWidget(edit)
            check.toggled.connect(edit.setEnabled)
            check.toggled.connect(lambda _on: self.changed.emit())
            edit.dateChanged.connect(lambda _d: self.changed.emit())
        self.retranslate()

    def days(self) -> tuple[date | None, date | None]:
        """The first and the last day (None: not limited on that side)."""
        def day(check: QCheckBox, edit: QDateEdit) -> date | None:
            return edit.date().toPython() if check.isChecked() else None  # type: ignore[return-value]

        return day(self.use_from, self.date_from), day(self.use_to, self.date_to)

    def set_tip(self, tip: str) -> None:
        self.tip = tip
        for w in (self.use_from, self.use_to):
            w.setToolTip(tip)

    def retranslate(self) -> None:
        self.use_from.setText(self.tr("From"))
        self.use_to.setText(self.tr("To"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "use_to"):
            self.retranslate()
        super().changeEvent(event)
