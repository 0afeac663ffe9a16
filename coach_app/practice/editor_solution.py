"""The drill editor's solution: a proof that the drill can be done, found by simulation.

A built-in drill carries a solution (drills/search.py found it), which is what "Show me"
plays and what the success chance is measured on. A drill made in the editor gets one here:
"Find a solution" runs the same search on the analysis lane, with a progress bar and a cancel
button. A solution belongs to the drill exactly as it was when it was found: any later edit
(a ball moved, the goal changed) drops it, since it may no longer succeed, and the drill is
saved without one until it is found again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text
from drills.model import Drill, Solution
from drills.search import find_solution

#: Simulations the search may spend (the built-in packs were solved within this).
MAX_SIMS = 6000


class SolutionRow(QWidget):
    """``found`` after a search ends (with or without a solution)."""

    found = Signal()

    def __init__(self, build: Callable[[], Drill | None],
                 plain: Callable[[], dict[str, Any]], parent: QWidget | None = None,
                 tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editorSolution")
        self._build, self._plain = build, plain
        self._for: dict[str, Any] | None = None
        self._solutions: tuple[Solution, ...] = ()
        self._searching: dict[str, Any] | None = None
        self._failed_for: dict[str, Any] | None = None
        self._own_tasks = tasks is None
        self.tasks = tasks if tasks is not None else Tasks(self)
        self.job = OneJob(self.tasks, Lane.ANALYSIS, "the editor's solution search")
        self.find_button = QPushButton()
        self.find_button.setObjectName("findSolution")
        self.cancel = QPushButton()
        self.cancel.setObjectName("cancelSolution")
        self.cancel.hide()
        self.busy = QProgressBar()
        self.busy.setTextVisible(False)
        self.busy.setMaximumWidth(120)
        self.busy.hide()
        self.state = QLabel()
        self.state.setObjectName("solutionState")
        self.state.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.find_button)
        row.addWidget(self.cancel)
        row.addWidget(self.busy)
        row.addWidget(self.state, 1)
        self.find_button.clicked.connect(self.start)
        self.cancel.clicked.connect(self.job.cancel)
        self.retranslate()

    # ------------------------------------------------------------------ data
    def remember(self, solutions: tuple[Solution, ...]) -> None:
        """The drill as it is now has these solutions (a loaded drill's own)."""
        self._for, self._solutions = self._plain(), solutions
        self._failed_for = None
        self.show_state()

    def solutions(self, plain: dict[str, Any]) -> tuple[Solution, ...]:
        """The solutions that still hold for the drill as ``plain`` describes it."""
        return self._solutions if plain == self._for else ()

    # ---------------------------------------------------------------- search
    def start(self) -> bool:
        drill = self._build()
        if drill is None or self.job.running():
            return False
        self._searching = self._plain()
        self.busy.setRange(0, MAX_SIMS)
        self.busy.setValue(0)
        self.busy.show()
        self.cancel.show()
        self.find_button.setEnabled(False)
        self.state.setText(self.tr("Searching for a successful attempt…"))
        self.job.start(lambda ticket: find_solution(drill, 1, max_sims=MAX_SIMS,
                                                    progress=ticket.progress),
                       self._on_done, lambda error: self._on_failed(failure_text(error)),
                       self._on_progress)
        return True

    def _on_progress(self, done: int, total: int) -> None:
        self.busy.setRange(0, total)
        self.busy.setValue(done)

    def _on_done(self, value: object) -> None:
        self._end()
        if isinstance(value, Solution) and self._searching is not None:
            self._for, self._solutions = self._searching, (value,)
        elif not self.job.cancelled():
            self._failed_for = self._searching
        self._searching = None
        self.show_state()
        self.found.emit()

    def _on_failed(self, message: str) -> None:
        self._end()
        self._searching = None
        self.state.setText(self.tr("The search failed: %1").replace("%1", message))

    def _end(self) -> None:
        self.busy.hide()
        self.cancel.hide()
        self.find_button.setEnabled(True)

    def show_state(self) -> None:
        """Say whether the drill as it is now has a solution (called after every edit)."""
        if self.job.running():
            return
        if self.solutions(self._plain()):
            self.state.setText(self.tr("A solution is recorded: \"Show me\" can play it and "
                                       "the success chance can be measured."))
        elif self._failed_for is not None and self._failed_for == self._plain():
            self.state.setText(self.tr("No successful attempt found within %1 simulations: "
                                       "make the drill easier, or try again after a change.")
                               .replace("%1", str(MAX_SIMS)))
        else:
            self.state.setText(self.tr("No solution yet: find one before saving, so the "
                                       "drill can be shown and measured."))

    def retranslate(self) -> None:
        self.find_button.setText(self.tr("Find a solution"))
        self.find_button.setToolTip(self.tr("Search by simulation for a stroke (or strokes) that "
                                     "succeed at attempt 1"))
        self.cancel.setText(self.tr("Cancel"))
        self.show_state()

    def shutdown(self) -> None:
        self.job.shutdown()
        if self._own_tasks:
            self.tasks.shutdown()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "state"):
            self.retranslate()
        super().changeEvent(event)
