"""Shot ▸ Pot probability: the solver's ideal stroke, its margin of error and how often a
player of the chosen level pockets the shot being prepared.

The solver and the Monte-Carlo run take a second or so with worker processes, so they run
on the analysis lane (:mod:`coach_app.analysis.task_dialog`) while the dialog shows a
busy bar; the table stays usable. The answer is about the stroke as it was when asked
(speed and tip included): changing the level or the pocket asks again.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.analysis.levels import LevelMemory, level_combo
from coach_app.analysis.shot import PreparedShot, prepared_shot
from coach_app.analysis.task_dialog import TaskDialog
from coach_app.cueing.model import CueModel
from coach_app.qtkit.tasks import Tasks
from coach_app.words.names import ball_name, pocket_name
from simulation.analysis.outcome import Shot
from simulation.analysis.probability import PRESETS, Probability, pot_probability
from simulation.analysis.solver import Window, needed_speed, window
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

SAMPLES = 200


@dataclass(frozen=True)
class PotAnswer:
    """The solver's window (None: no direct stroke at this speed and tip pockets it) and
    the probability at its ideal direction."""

    window: Window | None
    probability: Probability | None
    # With no window: the lowest higher speed at which one opens (None: none does).
    needs_speed: float | None = None


def analyse_pot(shot: Shot, level: str, spec: TableSpec, params: PhysicsParams,
                samples: int = SAMPLES, workers: int = 2) -> PotAnswer:
    w = window(shot, spec, params)
    if w is None:
        return PotAnswer(None, None, needed_speed(shot, spec, params))
    p = pot_probability(shot, w.direction_deg, PRESETS[level], samples=samples, seed=0,
                        workers=workers, table=spec, params=params)
    return PotAnswer(w, p)


Analyse = Callable[[Shot, str, TableSpec, PhysicsParams], PotAnswer]


def pace_text(speed: float) -> str:
    """"Needs more pace": no direct stroke pots at this speed, one from ``speed`` does."""
    return (QCoreApplication.translate(
        "PotProbabilityDialog", "Needs more pace: pots from %1 m/s (same tip). No direct "
        "stroke at this speed pockets the ball in this pocket.")
        .replace("%1", f"{speed:.1f}"))


def signed_diff(a: float, b: float) -> float:
    """a - b in degrees, brought into (-180, 180]."""
    d = (a - b) % 360.0
    return d - 360.0 if d > 180.0 else d


class PotProbabilityDialog(TaskDialog):
    """Non-modal: the player may keep the answer open while adjusting the aim."""

    def __init__(self, model: CueModel[Any], prepared: PreparedShot, memory: LevelMemory,
                 parent: QWidget | None = None, workers: int = 2,
                 analyse: Analyse | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent, tasks)
        self.setObjectName("potProbabilityDialog")
        self.setWindowTitle(self.tr("Pot probability"))
        self.model, self.prepared, self.memory = model, prepared, memory
        self._analyse: Analyse = analyse or (
            lambda shot, level, spec, params: analyse_pot(shot, level, spec, params,
                                                          workers=workers))
        self.answer: PotAnswer | None = None

        self.shot_label = QLabel()
        self.shot_label.setWordWrap(True)
        self.pocket = QComboBox()
        self.pocket.setObjectName("pocket")
        self._ball = prepared.object_ball
        self._fill_pockets()
        self.level = level_combo(memory.level())
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.ideal = QLabel()
        self.current = QLabel()
        self.margin = QLabel()
        # Two lines (offset, then verdict) from the start: the dialog does not jump.
        self.current.setMinimumHeight(self.current.fontMetrics().lineSpacing() * 2 + 2)
        for label in (self.ideal, self.margin):
            label.setWordWrap(True)
        self.probability = QLabel()
        self.probability.setObjectName("probability")
        font = self.probability.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.probability.setFont(font)
        self.use_ideal = QPushButton(self.tr("Use ideal aim"))
        self.use_ideal.setObjectName("useIdeal")
        self.use_ideal.setEnabled(False)
        self.use_ideal.clicked.connect(self.apply_ideal)
        self.again = QPushButton(self.tr("Recalculate"))
        self.again.setObjectName("recalculate")
        self.again.setToolTip(self.tr("Read the stroke on the table again (aim, speed, tip) "
                                      "and recalculate"))
        self.again.clicked.connect(self.reread)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.use_ideal, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("Pocket:"), self.pocket)
        form.addRow(self.tr("Level:"), self.level)
        form.addRow(self.tr("Ideal direction:"), self.ideal)
        form.addRow(self.tr("Your aim:"), self.current)
        form.addRow(self.tr("Margin of error:"), self.margin)
        form.addRow(self.tr("Pot probability:"), self.probability)
        box = QVBoxLayout(self)
        box.addWidget(self.shot_label)
        box.addLayout(form)
        box.addWidget(self.busy)
        box.addWidget(self.status)
        box.addWidget(buttons)
        self.setMinimumWidth(500)
        self.pocket.currentIndexChanged.connect(lambda _i: self.run())
        self.level.currentIndexChanged.connect(lambda _i: self._level_changed())
        self.run()

    # ---------------------------------------------------------------- running
    def selected_pocket(self) -> str:
        return str(self.pocket.currentData())

    def selected_level(self) -> str:
        return str(self.level.currentData())

    def _level_changed(self) -> None:
        self.memory.remember(self.selected_level())
        self.run()

    def reread(self) -> None:
        """The player changed the stroke with the dialog open: answer for the new one (same
        pocket if it is still a choice)."""
        fresh = prepared_shot(self.model)
        if fresh is None:
            self.status.setText(self.tr("The aim line meets no ball now: aim at a ball and "
                                        "recalculate."))
            return
        pocket = self.selected_pocket()
        self.prepared = fresh
        self.pocket.blockSignals(True)
        self.pocket.clear()
        self._fill_pockets()
        index = self.pocket.findData(pocket) if fresh.object_ball == self._ball else 0
        self.pocket.setCurrentIndex(max(0, index))
        self.pocket.blockSignals(False)
        self._ball = fresh.object_ball
        self.run()

    def _fill_pockets(self) -> None:
        for pid, off in self.prepared.pockets:
            self.pocket.addItem(self.tr("%1 (%2° off the line)").replace(
                "%1", pocket_name(pid)).replace("%2", f"{off:.0f}"), pid)

    def run(self) -> None:
        """Ask again for the selected pocket and level (a stale answer is dropped)."""
        shot = self.prepared.shot(self.selected_pocket())
        level = self.selected_level()
        spec, params = self.prepared.spec, self.prepared.params
        self.answer = None
        self.shot_label.setText(self.tr("Pot %1 into the %2, cue ball at %3 m/s.")
                                .replace("%1", ball_name(self.prepared.object_ball))
                                .replace("%2", pocket_name(self.selected_pocket()))
                                .replace("%3", f"{shot.speed:.1f}"))
        self.busy.setVisible(True)
        self.status.setText(self.tr("Solving the shot and playing it %1 times…")
                            .replace("%1", str(SAMPLES)))
        self.use_ideal.setEnabled(False)
        for label in (self.ideal, self.margin, self.probability):
            label.setText("…")
        self._show_current()
        analyse = self._analyse
        self.start(lambda _progress: analyse(shot, level, spec, params))

    def _on_done(self, answer: object) -> None:
        assert isinstance(answer, PotAnswer)
        self.answer = answer
        self.busy.setVisible(False)
        w, p = answer.window, answer.probability
        if w is None or p is None:
            if answer.needs_speed is not None:
                self.status.setText(pace_text(answer.needs_speed))
            else:
                self.status.setText(self.tr("No direct stroke at this speed and tip pockets "
                                            "the ball in this pocket. Try another speed, tip "
                                            "or pocket."))
            for label in (self.ideal, self.margin, self.probability):
                label.setText("—")
            self._show_current()
            return
        self.ideal.setText(f"{w.direction_deg % 360.0:.3f}°")
        self.margin.setText(self.tr("±%1° (pockets from %2° to %3°)")
                            .replace("%1", f"{w.margin_deg:.3f}")
                            .replace("%2", f"{w.low_deg % 360.0:.3f}")
                            .replace("%3", f"{w.high_deg % 360.0:.3f}"))
        lo, hi = p.interval95()
        self.probability.setText(self.tr("%1 %  (95 %: %2–%3 %)")
                                 .replace("%1", f"{p.p * 100:.0f}")
                                 .replace("%2", f"{lo * 100:.0f}")
                                 .replace("%3", f"{hi * 100:.0f}"))
        self.status.setText(self.tr("Level %1: %2 strokes around the ideal direction, "
                                    "seed %3.")
                            .replace("%1", self.level.currentText())
                            .replace("%2", str(p.samples)).replace("%3", str(p.seed)))
        self.use_ideal.setEnabled(True)
        self._show_current()

    def _on_failed(self, message: str) -> None:
        self.busy.setVisible(False)
        self.status.setText(self.tr("The analysis failed: %1").replace("%1", message))

    def _show_current(self) -> None:
        aim = self.model.aim_deg
        if aim is None:
            self.current.setText("—")
            return
        text = f"{aim % 360.0:.3f}°"
        w = self.answer.window if self.answer is not None else None
        if w is not None:
            d = signed_diff(aim, w.direction_deg)
            pots = abs(d) <= w.margin_deg
            side = self.tr("left of ideal") if d > 0 else self.tr("right of ideal")
            verdict = self.tr("this aim pots it") if pots else self.tr("this aim misses")
            if abs(d) < 0.0005:
                text = self.tr("%1 — the ideal aim").replace("%1", text)
            else:
                text = (self.tr("%1 — %2° %3").replace("%1", text)
                        .replace("%2", f"{abs(d):.3f}").replace("%3", side)) + "\n" + verdict
        self.current.setText(text)

    def apply_ideal(self) -> None:
        """Turn the screen's aim to the ideal direction (keeping speed and tip)."""
        if self.answer is None or self.answer.window is None:
            return
        direction = self.answer.window.direction_deg % 360.0
        if not math.isfinite(direction):
            return
        self.model.set_aim(direction)
        self._show_current()
