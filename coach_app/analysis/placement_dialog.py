"""Analysis ▸ Cue-ball placement map: from where in the house does a player of the chosen
level pocket this ball most often?

For the layout and the target on the current cue screen (a practice drill's target ball,
or the ball the aim line meets), every place of a grid in the house gets the solver's
ideal stroke and a Monte-Carlo pot probability, off the UI thread with progress and
Cancel. The answer is painted over the table, so the player sees where the best place was
and how quickly the chance falls away from it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from coach_app.analysis.break_dialog import describe_place
from coach_app.analysis.heat_view import ColourScale, HeatTableView
from coach_app.analysis.levels import LevelMemory, level_combo
from coach_app.analysis.shot import (
    drill_pockets,
    drill_target,
    prepared_shot,
    rank_pockets,
)
from coach_app.analysis.task_dialog import TaskDialog
from coach_app.cueing.aim import direction_to, ghost_aim
from coach_app.cueing.model import CueModel
from coach_app.qtkit.tasks import Tasks
from coach_app.qtkit.widgets import resize_within
from coach_app.table.overlay import Overlay
from coach_app.words.names import ball_name, placement_problem_text, pocket_name
from simulation.analysis import placement
from simulation.analysis.outcome import Shot, Target
from simulation.analysis.placement import Cell
from simulation.analysis.probability import PRESETS
from simulation.analysis.solver import needed_speed
from simulation.balls import CUE
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

Vec = tuple[float, float]
Mapper = Callable[..., list[Cell]]
#: Grid choices (nx along the table, ny across): coarse for a quick look, fine to be sure.
GRIDS: tuple[tuple[int, int], ...] = ((5, 7), (8, 12), (12, 18))
DEFAULT_SAMPLES = 40


@dataclass(frozen=True)
class PlacementQuestion:
    """The layout without the cue ball's place, the ball to pot and the candidate pockets
    (most likely first), with the stroke's speed and tip."""

    layout: dict[str, Vec]
    object_ball: str
    pockets: tuple[str, ...]
    speed: float
    side: float
    height: float
    spec: TableSpec
    params: PhysicsParams

    def shot(self, pocket: str) -> Shot:
        return Shot(self.layout, CUE, Target(self.object_ball, pocket), self.speed,
                    self.side, self.height)


def placement_question(model: CueModel[Any]) -> PlacementQuestion | None:
    """What to map for a cue screen's ``model``: a drill's target ball first, else the
    ball the aim line meets; None when neither is on the table (or there is no cue ball or
    stroke)."""
    stroke = model.stroke()
    layout = dict(model.layout)
    if stroke is None or CUE not in layout:
        return None
    prepared = prepared_shot(model)
    target = drill_target(model)
    if target is None or target not in layout:
        target = prepared.object_ball if prepared is not None else None
    if target is None:
        return None
    if prepared is not None and prepared.object_ball == target:
        pockets = tuple(pid for pid, _ in prepared.pockets)
    else:
        line = direction_to(layout[CUE], layout[target]) or 0.0
        pockets = tuple(pid for pid, _ in rank_pockets(model.spec, layout[target], line,
                                                       drill_pockets(model)))
    return PlacementQuestion(layout, target, pockets, stroke.speed, stroke.side, stroke.height,
                             model.spec, model.params)


class PlacementMapDialog(TaskDialog):
    def __init__(self, model: CueModel[Any], question: PlacementQuestion, memory: LevelMemory,
                 parent: QWidget | None = None, workers: int = 2,
                 mapper: Mapper | None = None, grid: tuple[int, int] | None = None,
                 tasks: Tasks | None = None) -> None:
        super().__init__(parent, tasks)
        self.setObjectName("placementMapDialog")
        self.setWindowTitle(self.tr("Cue-ball placement map"))
        self.model, self.question, self.memory = model, question, memory
        self.workers = workers
        self._mapper: Mapper = mapper or placement.placement_map
        self.cells: list[Cell] = []
        self.best: Cell | None = None

        self.pocket = QComboBox()
        self.pocket.setObjectName("pocket")
        for pid in question.pockets:
            self.pocket.addItem(pocket_name(pid), pid)
        self.pocket.currentIndexChanged.connect(lambda _i: self._show_table())
        self.level = level_combo(memory.level())
        self.level.currentIndexChanged.connect(
            lambda _i: self.memory.remember(str(self.level.currentData())))
        # The speed is the map's own setting (the summary once said "choose another
        # speed" with no way to): it starts from the one picked last, else the stroke's.
        self.speed = QDoubleSpinBox()
        self.speed.setObjectName("speed")
        self.speed.setRange(0.1, question.params.max_speed)
        self.speed.setDecimals(1)
        self.speed.setSingleStep(0.1)
        self.speed.setSuffix(self.tr(" m/s"))
        self.speed.setValue(memory.speed() or question.speed)
        self.needs_speed: float | None = None
        self.samples = QSpinBox()
        self.samples.setObjectName("samples")
        self.samples.setRange(1, 400)
        self.samples.setValue(DEFAULT_SAMPLES)
        self.grid = QComboBox()
        self.grid.setObjectName("grid")
        self._grids = list(GRIDS if grid is None or grid in GRIDS else (grid, *GRIDS))
        for nx, ny in self._grids:
            self.grid.addItem(self.tr("%1 places (%2 × %3)").replace("%1", str(nx * ny))
                              .replace("%2", str(nx)).replace("%3", str(ny)))
        self.grid.setCurrentIndex(self._grids.index(grid or GRIDS[1]))
        self.target = QLabel()
        self.target.setObjectName("target")
        self._show_target()
        self.speed.valueChanged.connect(lambda _v: self._speed_changed())
        form = QFormLayout()
        form.addRow(self.tr("Target:"), self.target)
        form.addRow(self.tr("Pocket:"), self.pocket)
        form.addRow(self.tr("Speed:"), self.speed)
        form.addRow(self.tr("Level:"), self.level)
        form.addRow(self.tr("Shots per place:"), self.samples)
        form.addRow(self.tr("Places:"), self.grid)

        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setFormat(self.tr("%v of %m places"))
        self.progress.setValue(0)
        self.run_button = QPushButton(self.tr("Analyse"))
        self.run_button.setObjectName("run")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.place_button = QPushButton(self.tr("Put the cue ball there"))
        self.place_button.setObjectName("placeBest")
        self.place_button.setEnabled(False)
        self.place_button.clicked.connect(self.place_best)
        self.place_button.setVisible(model.in_hand)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        for b in (self.run_button, self.cancel_button, self.place_button, close):
            row.addWidget(b)

        self.view = HeatTableView(question.spec)
        self.view.setMinimumSize(640, 340)
        self.scale = ColourScale(self.tr("Pot chance"))
        table_row = QHBoxLayout()
        table_row.addWidget(self.view, 1)
        table_row.addWidget(self.scale)
        self.summary = QLabel(self.tr("Press Analyse to try the cue ball at every place in "
                                      "the house."))
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addLayout(row)
        box.addLayout(table_row, 1)
        box.addWidget(self.summary)
        resize_within(self, 900, 720)
        self._show_table()

    def selected_pocket(self) -> str:
        return str(self.pocket.currentData())

    def selected_speed(self) -> float:
        return round(self.speed.value(), 3)

    def _show_target(self) -> None:
        self.target.setText(self.tr("%1, cue ball at %2 m/s").replace(
            "%1", ball_name(self.question.object_ball))
            .replace("%2", f"{self.selected_speed():.1f}"))

    def _speed_changed(self) -> None:
        self.memory.remember_speed(self.selected_speed())
        self._show_target()

    def _show_table(self) -> None:
        """The balls that stay put, the target ringed and its pocket marked; the aim line
        from the best place once known."""
        q = self.question
        self.view.set_ball_layout({b: p for b, p in q.layout.items() if b != CUE})
        aim = ghost = None
        if self.best is not None and self.best.direction_deg is not None:
            start = (self.best.x, self.best.y)
            g = ghost_aim(start, self.best.direction_deg, CUE, q.layout | {CUE: start}, q.spec)
            aim, ghost = (start, g.ghost), g.ghost if g.target else None
        self.view.set_overlay(Overlay(aim=aim, ghost=ghost,
                                      highlights=frozenset({q.object_ball}),
                                      pockets=frozenset({self.selected_pocket()})))

    # ---------------------------------------------------------------- running
    def run(self) -> None:
        if self.job.running():
            return
        q = self.question
        nx, ny = self._grids[self.grid.currentIndex()]
        places = placement.house_grid(q.spec, nx, ny)
        shot = replace(q.shot(self.selected_pocket()), speed=self.selected_speed())
        error = PRESETS[str(self.level.currentData())]
        samples, workers, mapper = self.samples.value(), self.workers, self._mapper
        self.cells, self.best = [], None
        self.view.set_cells((), None)
        self._show_table()
        self.progress.setRange(0, len(places))
        self.progress.setValue(0)
        self._set_running(True)
        self.summary.setText(self.tr("Solving the shot from each place and playing it %1 "
                                     "times…").replace("%1", str(samples)))
        self.needs_speed = None

        def work(progress: Callable[[int, int], bool]) -> tuple[list[Cell], float | None]:
            cells = mapper(shot, error, places=places, samples=samples, seed=0,
                           workers=workers, table=q.spec, params=q.params, progress=progress)
            if (any(c.probability for c in cells) or CUE not in q.layout
                    or len(cells) < len(places)):
                return cells, None
            # Nothing drops anywhere: from the cue ball's own place, does more pace help?
            return cells, needed_speed(shot, q.spec, q.params)

        self.start(work)

    def cancel(self) -> None:
        if self.job.running():
            self.job.cancel()
            self.cancel_button.setEnabled(False)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for w in (self.pocket, self.level, self.speed, self.samples, self.grid):
            w.setEnabled(not running)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_done(self, value: object) -> None:
        cancelled = self.job.cancelled()
        self._set_running(False)
        if isinstance(value, tuple):
            value, self.needs_speed = value
        self.cells = list(value) if isinstance(value, list) else []
        best = placement.best_place(self.cells)
        self.best = best if best is not None and best.probability else None
        self.view.set_cells(self.cells, (self.best.x, self.best.y) if self.best else None)
        self._show_table()
        words = []
        if cancelled and len(self.cells) < self.progress.maximum():
            words.append(self.tr("Cancelled after %1 of %2 places.")
                         .replace("%1", str(len(self.cells)))
                         .replace("%2", str(self.progress.maximum())))
        b = self.best
        if (b is None or not b.probability) and self.needs_speed is not None:
            words.append(self.tr("From none of these places does %1 drop into the %2 at "
                                 "%3 m/s. Needs more pace: from where the cue ball is it "
                                 "pots from %4 m/s; set the speed above and analyse again.")
                         .replace("%1", ball_name(self.question.object_ball))
                         .replace("%2", pocket_name(self.selected_pocket()))
                         .replace("%3", f"{self.selected_speed():.1f}")
                         .replace("%4", f"{self.needs_speed:.1f}"))
        elif b is None or not b.probability:
            words.append(self.tr("From none of these places does %1 drop into the %2 at "
                                 "this speed and tip: choose another pocket or speed above.")
                         .replace("%1", ball_name(self.question.object_ball))
                         .replace("%2", pocket_name(self.selected_pocket())))
        else:
            words.append(self.tr("Best place (white ball, blue ring): %1. Pot chance %2 %, "
                                 "margin of error ±%3°.")
                         .replace("%1", describe_place(b.x, b.y, self.question.spec))
                         .replace("%2", f"{b.probability * 100:.0f}")
                         .replace("%3", f"{b.margin_deg or 0.0:.3f}"))
        self.place_button.setEnabled(b is not None and bool(b.probability))
        self.summary.setText(" ".join(words))

    def _on_failed(self, message: str) -> None:
        self._set_running(False)
        self.summary.setText(self.tr("The analysis failed: %1").replace("%1", message))

    def place_best(self) -> None:
        """Put the ball in hand on the best place and aim the ideal stroke from there."""
        b = self.best
        if b is None or not self.model.in_hand:
            return
        problem = self.model.place_cue_ball((b.x, b.y))
        if problem is not None:
            self.model.set_message(placement_problem_text(problem))
        elif b.direction_deg is not None:
            self.model.set_aim(b.direction_deg % 360.0)
