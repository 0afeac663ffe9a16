"""The review screen's top row: which student, which coach is writing, which days, and the
PDF report for them.

The coach is chosen among the players with the coach role (Players dialog): notes and
marks carry their author, and the report lists whose notes they are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.qtkit.date_range import DateRange
from coach_app.store import Period, PlayerInfo
from coach_app.words.people import shown_name


class ReviewHeader(QWidget):
    period_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.student = QComboBox()
        self.student.setObjectName("reviewStudent")
        self.student.setMinimumContentsLength(12)
        self.coach = QComboBox()
        self.coach.setObjectName("reviewCoach")
        self.coach.setMinimumContentsLength(12)
        # As wide as its text: «нет тренера (Игроки…)» was cut to «тренера пока не…».
        self.coach.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.days = DateRange()
        self.report = QPushButton()
        self.report.setObjectName("pdfReport")
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(140)
        self.busy.hide()
        self._labels = [QLabel(), QLabel()]
        # Two rows, so the page fits a small window: who; which days and the report.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        top, row = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(top)
        rows.addLayout(row)
        top.addWidget(self._labels[0])
        top.addWidget(self.student)
        top.addSpacing(12)
        top.addWidget(self._labels[1])
        top.addWidget(self.coach)
        top.addStretch(1)
        row.addWidget(self.days)
        self.days.changed.connect(self.period_changed)
        row.addStretch(1)
        row.addWidget(self.busy)
        row.addWidget(self.report)
        self._players: dict[str, PlayerInfo] = {}
        self.retranslate()

    def set_players(self, players: tuple[PlayerInfo, ...], current: str | None) -> None:
        """Students: everyone; coaches: the players with the coach role (the current player
        first if they are one)."""
        self._players = {p.id: p for p in players}
        keep_student = self.student.currentData() or current
        keep_coach = self.coach.currentData() or current
        self.coach.blockSignals(True)
        self.coach.clear()
        coaches = [p for p in players if p.role == "coach"]
        for p in coaches:
            self.coach.addItem(shown_name(p.name, QCoreApplication.translate), p.id)
        if not coaches:
            self.coach.addItem(self.tr("no coach yet (Players…)"), None)
        self.coach.setCurrentIndex(max(0, self.coach.findData(keep_coach)))
        self.coach.blockSignals(False)
        self.coach.currentIndexChanged.emit(self.coach.currentIndex())
        self.student.blockSignals(True)
        self.student.clear()
        for p in players:
            self.student.addItem(shown_name(p.name, QCoreApplication.translate), p.id)
        index = self.student.findData(keep_student)
        self.student.setCurrentIndex(index if index >= 0 else (0 if players else -1))
        self.student.blockSignals(False)
        self.student.currentIndexChanged.emit(self.student.currentIndex())

    def student_id(self) -> str | None:
        value = self.student.currentData()
        return str(value) if value else None

    def student_info(self) -> PlayerInfo | None:
        sid = self.student_id()
        return self._players.get(sid) if sid else None

    def coach_id(self) -> str | None:
        value = self.coach.currentData()
        return str(value) if value else None

    def period(self) -> Period:
        return Period(*self.days.days())

    def ask_report_path(self, parent: QWidget) -> str:
        who = self.student.currentText() or "report"
        path, _ = QFileDialog.getSaveFileName(parent, self.tr("Save the PDF report"),
                                              f"{who}.pdf", self.tr("PDF documents (*.pdf)"))
        return path

    def retranslate(self) -> None:
        self._labels[0].setText(self.tr("Student:"))
        self._labels[1].setText(self.tr("Coach:"))
        self.days.set_tip(self.tr("Tick to limit the sessions and the report to these days; "
                                  "unticked means all time."))
        self.report.setText(self.tr("PDF report…"))
        self.report.setToolTip(self.tr("The student's report for these days: charts, notes "
                                       "and marked shots"))
        self.busy.setToolTip(self.tr("Writing the report…"))
        if self.coach.count() == 1 and self.coach.itemData(0) is None:
            self.coach.setItemText(0, self.tr("no coach yet (Players…)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "report"):
            self.retranslate()
        super().changeEvent(event)
