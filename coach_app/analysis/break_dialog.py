"""Analysis ▸ Break analysis: which opening break works under a discipline's rules, for a
player of a chosen level.

A sweep of 50 settings × 20 samples takes tens of seconds even on both cores, so it runs
on the analysis lane (:mod:`coach_app.analysis.task_dialog`) with a real progress bar and
a Cancel button that stops handing out settings (the ones in hand finish). What was
played is shown either way: heat maps and the best break in words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from coach_app.analysis.break_maps import MapTexts, draw_break_maps, places
from coach_app.analysis.levels import LevelMemory, level_combo, level_name
from coach_app.analysis.task_dialog import TaskDialog
from coach_app.game.texts import discipline_name
from coach_app.qtkit.tasks import Tasks
from coach_app.qtkit.widgets import resize_within
from simulation.analysis import breaks
from simulation.analysis.breaks import BreakSetting, BreakStats
from simulation.analysis.probability import PRESETS
from simulation.physics.params import PhysicsParams
from simulation.rules.state import DISCIPLINES
from simulation.table import TableSpec

DEFAULT_SAMPLES = 20
Sweep = Callable[..., list[BreakStats]]


def describe_place(x: float, y: float, spec: TableSpec) -> str:
    """Where the cue ball starts, as a player measures it (left and right seen from the
    house)."""
    if abs(y) < 0.005:
        side = QCoreApplication.translate("BreakTexts", "on the long axis")
    elif y > 0:
        side = QCoreApplication.translate("BreakTexts", "%1 cm left of the long axis")
    else:
        side = QCoreApplication.translate("BreakTexts", "%1 cm right of the long axis")
    return (QCoreApplication.translate("BreakTexts", "cue ball %1 cm from the bottom "
                                                     "cushion, %2")
            .replace("%2", side.replace("%1", f"{abs(y) * 100:.0f}"))
            .replace("%1", f"{(x + spec.half_length) * 100:.0f}"))


def describe_setting(s: BreakSetting, spec: TableSpec) -> str:
    """A break in a player's words: where the cue ball starts, where it meets the apex
    ball, how hard, with what tip."""
    R = spec.ball_radius
    if abs(s.offset) < 0.05 * R:
        contact = QCoreApplication.translate("BreakTexts", "full on the apex ball")
    elif s.offset > 0:
        contact = QCoreApplication.translate(
            "BreakTexts", "%1 ball radius left of the apex ball's centre")
    else:
        contact = QCoreApplication.translate(
            "BreakTexts", "%1 ball radius right of the apex ball's centre")
    contact = contact.replace("%1", f"{abs(s.offset) / R:.1f}")
    text = (QCoreApplication.translate("BreakTexts", "%1; aim %2; %3 m/s")
            .replace("%1", describe_place(s.x, s.y, spec)).replace("%2", contact)
            .replace("%3", f"{s.speed:g}"))
    if abs(s.side) > 1e-6 or abs(s.height) > 1e-6:
        text += (QCoreApplication.translate("BreakTexts", "; tip %1 side, %2 height")
                 .replace("%1", f"{s.side:+.2f}").replace("%2", f"{s.height:+.2f}"))
    return text


def describe_best(st: BreakStats, spec: TableSpec, discipline: str) -> str:
    n = st.samples
    return (QCoreApplication.translate(
        "BreakTexts", "Best break for %1: %2. Legal in %3 % of breaks, %4 balls pocketed on "
                      "average, cue ball lost in %5 %, %6 points per break.")
            .replace("%1", discipline_name(discipline))
            .replace("%2", describe_setting(st.setting, spec))
            .replace("%3", f"{st.legal_rate * 100:.0f}")
            .replace("%4", f"{st.pocketed / n:.2f}")
            .replace("%5", f"{st.cue_lost / n * 100:.0f}")
            .replace("%6", f"{st.points / n:.2f}"))


class BreakAnalysisDialog(TaskDialog):
    def __init__(self, memory: LevelMemory, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None,
                 settings: Sequence[BreakSetting] | None = None, discipline: str = "free",
                 parent: QWidget | None = None, workers: int = 2,
                 sweep: Sweep | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent, tasks)
        self.setObjectName("breakAnalysisDialog")
        self.setWindowTitle(self.tr("Break analysis"))
        self.memory = memory
        self.spec, self.params = spec or TableSpec(), params or PhysicsParams()
        self.settings = list(settings) if settings is not None else breaks.default_grid(
            self.spec)
        self.workers = workers
        self._sweep: Sweep = sweep or breaks.sweep
        self.stats: list[BreakStats] = []
        self.best: BreakStats | None = None
        self._ran: dict[str, Any] = {}

        self.discipline = QComboBox()
        self.discipline.setObjectName("discipline")
        for d in DISCIPLINES:
            self.discipline.addItem(discipline_name(d), d)
        self.discipline.setCurrentIndex(max(0, self.discipline.findData(discipline)))
        self.level = level_combo(memory.level())
        self.level.currentIndexChanged.connect(
            lambda _i: self.memory.remember(str(self.level.currentData())))
        self.samples = QSpinBox()
        self.samples.setObjectName("samples")
        self.samples.setRange(1, 500)
        self.samples.setValue(DEFAULT_SAMPLES)
        self.grid_label = QLabel(self._grid_text())
        self.grid_label.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Rules:"), self.discipline)
        form.addRow(self.tr("Level:"), self.level)
        form.addRow(self.tr("Breaks per setting:"), self.samples)
        form.addRow(self.tr("Settings:"), self.grid_label)

        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setRange(0, len(self.settings))
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("%v of %m settings"))
        self.run_button = QPushButton(self.tr("Analyse"))
        self.run_button.setObjectName("run")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.close_button)

        self.figure = Figure(figsize=(9.0, 5.6), dpi=100, layout="constrained")
        self.canvas = FigureCanvasQTAgg(self.figure)
        self.canvas.setMinimumHeight(380)
        self.summary = QLabel(self.tr("Choose the rules and the level, then press Analyse."))
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addLayout(row)
        box.addWidget(self.canvas, 1)
        box.addWidget(self.summary)
        resize_within(self, 980, 820)

    def _grid_text(self) -> str:
        n = len(self.settings)
        offsets = len({round(s.offset, 6) for s in self.settings})
        speeds = len({round(s.speed, 6) for s in self.settings})
        return (self.tr("%1: %2 apex offsets × %3 speeds × %4 places in the house")
                .replace("%1", str(n)).replace("%2", str(offsets))
                .replace("%3", str(speeds)).replace("%4", str(len(places(self.settings)))))

    # ---------------------------------------------------------------- running
    def run(self) -> None:
        if self.job.running():
            return
        discipline = str(self.discipline.currentData())
        level = str(self.level.currentData())
        samples = self.samples.value()
        self._ran = {"discipline": discipline, "level": level, "samples": samples}
        settings, spec, params, workers = self.settings, self.spec, self.params, self.workers
        sweep = self._sweep
        self.progress.setValue(0)
        self._set_running(True)
        self.summary.setText(self.tr("Playing %1 breaks per setting…").replace(
            "%1", str(samples)))
        self.start(lambda progress: sweep(
            settings, discipline, PRESETS[level], samples=samples, seed=0, workers=workers,
            table=spec, params=params, progress=progress))

    def cancel(self) -> None:
        if self.job.running():
            self.job.cancel()
            self.cancel_button.setEnabled(False)
            self.summary.setText(self.tr("Cancelling: the settings being played finish "
                                         "first…"))

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for w in (self.discipline, self.level, self.samples):
            w.setEnabled(not running)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_done(self, value: object) -> None:
        cancelled = self.job.cancelled()
        self._set_running(False)
        self.stats = list(value) if isinstance(value, list) else []
        self.best = breaks.best(self.stats)
        self._draw()
        words = []
        if cancelled and len(self.stats) < len(self.settings):
            words.append(self.tr("Cancelled after %1 of %2 settings.")
                         .replace("%1", str(len(self.stats)))
                         .replace("%2", str(len(self.settings))))
        if self.best is not None:
            words.append(describe_best(self.best, self.spec, self._ran["discipline"]))
            words.append(self.tr("Level: %1, %2 breaks per setting; the blue box marks the "
                                 "best.").replace("%1", level_name(self._ran["level"]))
                         .replace("%2", str(self._ran["samples"])))
        self.summary.setText(" ".join(words))

    def _on_failed(self, message: str) -> None:
        self._set_running(False)
        self.summary.setText(self.tr("The analysis failed: %1").replace("%1", message))

    def _draw(self) -> None:
        texts = MapTexts(legal=self.tr("Legal breaks, %"),
                         pocketed=self.tr("Balls pocketed (mean)"),
                         offset=self.tr("Apex offset, R (+ left)"),
                         speed=self.tr("Speed, m/s"))
        draw_break_maps(self.figure, self.settings, self.stats, texts, self.spec.ball_radius,
                        lambda x, y: describe_place(x, y, self.spec),
                        self.best.setting if self.best is not None else None)
        self.canvas.draw_idle()
