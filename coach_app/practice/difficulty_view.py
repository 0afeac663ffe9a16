"""The drill browser's "success chance": how often a player of a level succeeds at the drill.

The number is the simulator's (drills.difficulty: the drill's known solution played with a
level's stroke errors), a few seconds of Monte-Carlo on the worker processes, so it runs on
request, off the UI thread, with a progress bar; answers are kept per drill and level for the
browser's lifetime, so going back to a drill shows its number at once. The level is the one
the analysis dialogs remember.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from coach_app.analysis.levels import DEFAULT_LEVEL, LevelMemory, level_combo, level_name
from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text
from drills.difficulty import Difficulty, success_probability
from drills.model import Drill
from simulation.analysis.probability import stroke_error

#: Samples per shot: the 95 % interval is about ±10 points at 100.
SAMPLES = 100


class DifficultyPanel(QWidget):
    """A level, an "Estimate" button, and the answer in words."""

    def __init__(self, parent: QWidget | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drillDifficulty")
        self._memory = LevelMemory(None)
        self.workers = 2
        self._drill: Drill | None = None
        self._known: dict[tuple[str, str], Difficulty] = {}
        self._own_tasks = tasks is None
        self.tasks = tasks if tasks is not None else Tasks(self)
        self.job = OneJob(self.tasks, Lane.ANALYSIS, "a drill's success chance")
        self.level = level_combo(DEFAULT_LEVEL)
        self.estimate = QPushButton()
        self.estimate.setObjectName("estimateDifficulty")
        self.busy = QProgressBar()
        self.busy.setMaximumWidth(140)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.answer = QLabel()
        self.answer.setObjectName("difficultyAnswer")
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.level)
        row.addWidget(self.estimate)
        row.addWidget(self.busy)
        row.addWidget(self.answer, 1)
        self.estimate.clicked.connect(self.run)
        self.level.currentIndexChanged.connect(lambda _i: self._level_changed())
        self.retranslate()

    def use_memory(self, memory: LevelMemory, workers: int) -> None:
        """Share the level the analysis dialogs remember (set by the main window)."""
        self._memory, self.workers = memory, workers
        self.level.setCurrentIndex(max(0, self.level.findData(memory.level())))

    def selected_level(self) -> str:
        return str(self.level.currentData() or DEFAULT_LEVEL)

    def set_drill(self, drill: Drill | None) -> None:
        if self._drill is not None and drill is not None and drill.id == self._drill.id:
            return
        self.job.cancel()
        self.busy.hide()
        self._drill = drill
        self._show()

    def run(self) -> bool:
        drill = self._drill
        if drill is None or not drill.solutions or self.job.running():
            return False
        level, workers = self.selected_level(), self.workers
        error = stroke_error(level)
        self.busy.setRange(0, 0)
        self.busy.show()
        self.estimate.setEnabled(False)
        self.answer.setText(self.tr("Playing the solution %1 times…").replace(
            "%1", str(SAMPLES * drill.goal.shots)))
        self.job.start(lambda ticket: success_probability(
            drill, error, samples=SAMPLES, workers=workers, progress=ticket.progress),
            self._on_done, lambda e: self._on_failed(failure_text(e)), self._on_progress)
        return True

    def _level_changed(self) -> None:
        self._memory.remember(self.selected_level())
        self._show()

    def _on_progress(self, done: int, total: int) -> None:
        self.busy.setRange(0, total)
        self.busy.setValue(done)

    def _on_done(self, value: object) -> None:
        self.busy.hide()
        if isinstance(value, Difficulty):
            self._known[(value.drill_id, value.shots[0].error.name)] = value
        self._show()

    def _on_failed(self, message: str) -> None:
        self.busy.hide()
        self.estimate.setEnabled(self._drill is not None and bool(self._drill.solutions))
        self.answer.setText(self.tr("Could not estimate: %1").replace("%1", message))

    def _show(self) -> None:
        drill = self._drill
        measurable = drill is not None and bool(drill.solutions)
        self.estimate.setEnabled(measurable and not self.job.running())
        if drill is None:
            self.answer.setText("")
            return
        if not measurable:
            self.answer.setText(self.tr("No recorded solution to measure the drill by."))
            return
        found = self._known.get((drill.id, self.selected_level()))
        self.answer.setText(self.tr("Success chance: not estimated yet") if found is None
                            else self.answer_text(found))

    def answer_text(self, found: Difficulty) -> str:
        lo = hi = 1.0
        for shot in found.shots:
            a, b = shot.interval95()
            lo, hi = lo * a, hi * b
        bands = {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard"),
                 "very_hard": self.tr("very hard")}
        return (self.tr("Success chance (%1): %2 % (%3–%4 %), %5")
                .replace("%1", level_name(found.shots[0].error.name))
                .replace("%2", f"{100 * found.p:.0f}").replace("%3", f"{100 * lo:.0f}")
                .replace("%4", f"{100 * hi:.0f}").replace("%5", bands[found.band]))

    def retranslate(self) -> None:
        self.estimate.setText(self.tr("Estimate success chance"))
        self.estimate.setToolTip(self.tr(
            "Plays the drill's recorded solution many times with the stroke errors of the "
            "chosen level and counts the successful attempts"))
        current = self.selected_level()
        for i in range(self.level.count()):
            self.level.setItemText(i, level_name(str(self.level.itemData(i))))
        self.level.setCurrentIndex(max(0, self.level.findData(current)))
        self._show()

    def shutdown(self) -> None:
        self.job.shutdown()
        if self._own_tasks:
            self.tasks.shutdown()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "answer"):
            self.retranslate()
        super().changeEvent(event)
