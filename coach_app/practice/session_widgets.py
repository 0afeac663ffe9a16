"""The widgets around the practice table: the drill's header and the end-of-set summary.

Only widgets and their texts; :mod:`coach_app.practice.session_view` decides what they show.
The header sits above the table (like the game's scoreboard) so the instructions have the
table's width and the side panel keeps the familiar cueing controls.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.practice.setscore import SetScore
from coach_app.practice.texts import drill_facts, goal_text
from drills.model import Drill


def _label(point_size: int = 0, bold: bool = False, name: str = "") -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if name:
        label.setObjectName(name)
    if point_size or bold:
        font = QFont()
        if point_size:
            font.setPointSize(point_size)
        font.setBold(bold)
        label.setFont(font)
    return label


class DrillHeader(QWidget):
    """Title, facts, instructions in the interface language, the goal, the set score."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drillHeader")
        self.title = _label(16, True, "drillTitle")
        self.facts = _label(name="drillFacts")
        self.facts.setStyleSheet("color: #666;")
        self.instructions = _label(11, name="drillInstructions")
        self.goal = _label(11, True, "drillGoal")
        self.score = _label(12, True, "setScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.score.setWordWrap(False)
        text = QVBoxLayout()
        text.setSpacing(2)
        for w in (self.title, self.facts, self.instructions, self.goal):
            text.addWidget(w)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 4)
        row.addLayout(text, 1)
        row.addWidget(self.score, 0, Qt.AlignmentFlag.AlignTop)
        self._drill: Drill | None = None
        self._lang = "en"

    def show_drill(self, drill: Drill, lang: str) -> None:
        self._drill, self._lang = drill, lang
        self.title.setText(drill.title.get(lang))
        self.facts.setText(drill_facts(drill))
        self.instructions.setText(drill.instructions.get(lang))
        self.goal.setText("◎ " + goal_text(drill.goal))

    def show_score(self, score: SetScore, attempt_no: int) -> None:
        text = self.tr("Attempt %1 of %2").replace("%1", str(attempt_no)).replace(
            "%2", str(score.size))
        text += "\n" + self.tr("Successes: %1 · Points: %2").replace(
            "%1", str(score.successes)).replace("%2", str(score.points))
        self.score.setText(text)


class SummaryBox(QGroupBox):
    """Shown when a set is over: the numbers, and where to go from here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setSummary")
        self.lines = _label(11, name="summaryLines")
        self.again = QPushButton()
        self.again.setObjectName("anotherSet")
        self.next_drill = QPushButton()
        self.next_drill.setObjectName("nextDrill")
        box = QVBoxLayout(self)
        box.addWidget(self.lines)
        box.addWidget(self.again)
        box.addWidget(self.next_drill)
        self.retranslate()

    def show_score(self, score: SetScore, next_title: str | None) -> None:
        lines = [
            self.tr("Attempts: %1").replace("%1", str(score.attempts)),
            self.tr("Successes: %1 of %2").replace("%1", str(score.successes)).replace(
                "%2", str(score.attempts)),
            self.tr("Points: %1").replace("%1", str(score.points)),
            self.tr("Best attempt: %1 points").replace("%1", str(score.best)),
            self.tr("Longest run of successes: %1").replace("%1", str(score.best_run)),
        ]
        if next_title:
            lines.append(self.tr("Pass mark reached: the next drill is open."))
        self.lines.setText("\n".join(lines))
        self.next_drill.setVisible(bool(next_title))
        # Two lines: a drill's title is as wide as the side panel on its own (
        # «едующее: С руки: дальний угол спра» cut on both sides).
        self.next_drill.setText(self.tr("Next drill:") + "\n" + (next_title or ""))
        self.next_drill.setToolTip(next_title or "")

    def retranslate(self) -> None:
        self.setTitle(self.tr("Set complete"))
        self.again.setText(self.tr("Another set"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class AttemptBox(QGroupBox):
    """Retry exactly, next attempt, show me, and "your turn" after a demonstration."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.retry = QPushButton()
        self.retry.setObjectName("retryButton")
        self.next = QPushButton()
        self.next.setObjectName("nextAttemptButton")
        self.show_me = QPushButton()
        self.show_me.setObjectName("showMeButton")
        self.your_turn = QPushButton()
        self.your_turn.setObjectName("yourTurnButton")
        box = QVBoxLayout(self)
        box.addWidget(self.retry)
        box.addWidget(self.next)
        box.addWidget(self.show_me)
        box.addWidget(self.your_turn)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Attempt"))
        self.retry.setText(self.tr("Retry exactly"))
        self.retry.setToolTip(self.tr("The same layout again, with the cue parameters of "
                                      "your first shot"))
        self.next.setText(self.tr("Next attempt"))
        self.show_me.setText(self.tr("Show me"))
        self.show_me.setToolTip(self.tr("Play the drill's recorded successful solution; it "
                                        "does not count"))
        self.your_turn.setText(self.tr("Your turn"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
