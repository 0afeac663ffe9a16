"""Two attempts at the same drill side by side: two tables, each with its own shots.

A coach asks "what did you do differently when it worked?": the same drill set up twice,
the strokes drawn on both, each replayable. Both sides step through their own attempt's
shots (an attempt may take one shot or several).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.qtkit.tasks import Tasks
from coach_app.review.shot_view import ShotView
from coach_app.review.texts import attempt_label, verdict_lines
from coach_app.store import AttemptInfo, History, StoredShot
from simulation.table import TableSpec


class CompareSide(QWidget):
    def __init__(self, simulator: Simulator, parent: QWidget | None = None,
                 tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.attempt = QComboBox()
        self.view = ShotView(simulator, compact=True, tasks=tasks)
        self.view.view.setMinimumSize(220, 130)  # two tables side by side in a small window
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.prev, self.next = QPushButton("◀"), QPushButton("▶")
        self.position = QLabel()
        nav = QHBoxLayout()
        nav.addWidget(self.prev)
        nav.addWidget(self.position, 1)
        nav.addWidget(self.next)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.attempt)
        box.addWidget(self.view, 1)
        box.addWidget(self.result)
        box.addLayout(nav)
        self.shots: tuple[StoredShot, ...] = ()
        self.index = 0
        self.spec = TableSpec()
        self.prev.clicked.connect(lambda: self.step(-1))
        self.next.clicked.connect(lambda: self.step(1))

    def set_shots(self, shots: tuple[StoredShot, ...], spec: TableSpec) -> None:
        self.shots, self.index, self.spec = shots, 0, spec
        self._show()

    def step(self, delta: int) -> None:
        if self.shots:
            self.index = max(0, min(len(self.shots) - 1, self.index + delta))
            self._show()

    def _show(self) -> None:
        shot = self.shots[self.index] if self.shots else None
        self.view.show_shot(shot, self.spec)
        self.result.setText("\n".join(verdict_lines(shot)) if shot else "")
        self.position.setText(self.tr("Shot %1 of %2").replace("%1", str(self.index + 1))
                              .replace("%2", str(len(self.shots))) if self.shots else "")
        self.prev.setEnabled(self.index > 0)
        self.next.setEnabled(self.index + 1 < len(self.shots))


class ComparePanel(QWidget):
    """``closed`` asks for the walk-through again."""

    closed = Signal()

    def __init__(self, simulator: Simulator = engine_simulator,
                 parent: QWidget | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.history: History | None = None
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 14pt")
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeCompare")
        self.sides = (CompareSide(simulator, tasks=tasks), CompareSide(simulator, tasks=tasks))
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button)
        row = QHBoxLayout()
        for side in self.sides:
            row.addWidget(side, 1)
        box = QVBoxLayout(self)
        box.addLayout(head)
        box.addLayout(row, 1)
        self.attempts: tuple[AttemptInfo, ...] = ()
        self._drill_title = ""
        self._spec = TableSpec()
        self.close_button.clicked.connect(self.closed)
        for side in self.sides:
            side.attempt.currentIndexChanged.connect(
                lambda _i, s=side: self._on_attempt(s))
        self.retranslate()

    def load(self, history: History, attempts: tuple[AttemptInfo, ...], drill_title: str,
             left: str | None, right: str | None, spec: TableSpec) -> None:
        """Offer ``attempts`` (one drill, one player) on both sides; start with the
        attempts ``left`` and ``right`` (ids)."""
        self.history, self.attempts = history, attempts
        self._drill_title, self._spec = drill_title, spec
        for side, pick in zip(self.sides, (left, right), strict=True):
            side.attempt.blockSignals(True)
            side.attempt.clear()
            for a in attempts:
                side.attempt.addItem(attempt_label(a), a.id)
            side.attempt.setCurrentIndex(max(0, side.attempt.findData(pick)))
            side.attempt.blockSignals(False)
            self._on_attempt(side)
        self.retranslate()

    def choose(self, side: int, attempt_id: str) -> None:
        box = self.sides[side].attempt
        box.setCurrentIndex(box.findData(attempt_id))

    def _on_attempt(self, side: CompareSide) -> None:
        attempt_id = side.attempt.currentData()
        shots = self.history.attempt_shots(str(attempt_id)) \
            if self.history is not None and attempt_id else ()
        side.set_shots(shots, self._spec)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Compare two attempts: %1").replace("%1", self._drill_title))
        self.close_button.setText(self.tr("Back to the walk-through"))
        for i, side in enumerate(self.sides):
            side.attempt.setToolTip(self.tr("Attempt shown on the left") if i == 0 else
                                    self.tr("Attempt shown on the right"))
            side._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "sides"):
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        for side in self.sides:
            side.view.shutdown()
