"""One stored shot on the table: the layout before it, the stroke drawn, the replay.

The history keeps no trace (it would be a hundred times the rest); the replay re-simulates
the stored layout and stroke on the physics lane, which with the same physics version is
the shot exactly as played (docs/conventions.md), then plays it with the game's own
:class:`Playback` at the speed the coach picks. The stroke is drawn as the aim line with
the cue ball's and object balls' paths through the recorded contacts, and the tip's
position on a small ball diagram beside the table.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from coach_app.charts.table import paths
from coach_app.cueing.simulator import PLAYBACK_TRACE_HZ, Simulator, engine_simulator
from coach_app.cueing.tip import TipDiagram
from coach_app.qtkit.settings import PLAYBACK_SPEEDS
from coach_app.qtkit.tasks import Lane, Operation, Tasks, failure_text
from coach_app.review.texts import stroke_text
from coach_app.store import StoredShot
from coach_app.table.overlay import EMPTY_OVERLAY, Overlay
from coach_app.table.playback import Playback
from coach_app.table.view import TableView
from simulation.events import ShotResult
from simulation.physics.params import PHYSICS_VERSION
from simulation.table import TableSpec, Vec


class TipReadout(TipDiagram):
    """The tip diagram, read-only: it shows where the stored stroke met the cue ball."""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def show_offset(self, side: float, height: float) -> None:
        self.blockSignals(True)
        self.set_offset(side, height)
        self.blockSignals(False)


def stroke_overlay(shot: StoredShot, spec: TableSpec) -> Overlay:
    """Aim line (its length grows with the speed), the balls' paths, the call."""
    cue = shot.layout.get(shot.stroke.cue_ball)
    aim = None
    if cue is not None:
        a = math.radians(shot.stroke.direction_deg)
        length = 0.15 + 0.08 * shot.stroke.speed
        aim = (cue, (cue[0] + math.cos(a) * length, cue[1] + math.sin(a) * length))
    drawn: list[tuple[str, tuple[Vec, ...]]] = []
    for ball, pts in paths(shot, spec).items():
        if len(pts) >= 2:
            role = "cue_path" if ball == shot.stroke.cue_ball else "object_path"
            drawn.append((role, tuple(pts)))
    call = shot.call
    return Overlay(aim=aim, paths=tuple(drawn),
                   highlights=frozenset({call.ball}) if call else frozenset(),
                   pockets=frozenset({call.pocket}) if call else frozenset())


class ShotView(QWidget):
    """``replayed`` when a replay has played to its end."""

    replayed = Signal()

    def __init__(self, simulator: Simulator = engine_simulator, compact: bool = False,
                 parent: QWidget | None = None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.playback = Playback(self)
        self._own_tasks = tasks is None
        self.tasks = tasks if tasks is not None else Tasks(self)
        self._simulator = simulator
        self._replay: Operation[ShotResult] | None = None
        self.view = TableView()
        self.tip = TipReadout()
        self.tip.setFixedSize(96, 96) if compact else self.tip.setFixedSize(120, 120)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.replay = QPushButton()
        self.replay.setObjectName("replay")
        self.speed = QComboBox()
        for s in PLAYBACK_SPEEDS:
            self.speed.addItem(f"×{s:g}", s)
        self.speed.setCurrentIndex(PLAYBACK_SPEEDS.index(1.0))
        self.shot: StoredShot | None = None
        self._spec = TableSpec()
        controls = QHBoxLayout()
        controls.addWidget(self.replay)
        controls.addWidget(self.speed)
        controls.addStretch(1)
        under = QHBoxLayout()
        under.addWidget(self.tip)
        text = QVBoxLayout()
        text.addWidget(self.caption)
        text.addLayout(controls)
        text.addStretch(1)
        under.addLayout(text, 1)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view, 1)
        box.addLayout(under)
        self.replay.clicked.connect(self.start_replay)
        self.speed.currentIndexChanged.connect(
            lambda _i: self.playback.set_speed(float(self.speed.currentData())))
        self.playback.frame.connect(self.view.set_ball_layout)
        self.playback.finished.connect(self._on_played)
        self.retranslate()

    def show_shot(self, shot: StoredShot | None, spec: TableSpec | None = None) -> None:
        """The table as it was before ``shot`` with the stroke drawn on it."""
        self.playback.stop()
        self._drop_replay()
        self.shot = shot
        if spec is not None and spec != self._spec:
            self._spec = spec
            self.view.set_spec(spec)
        if shot is None:
            self.view.set_ball_layout({})
            self.view.set_overlay(EMPTY_OVERLAY)
            self.caption.setText(self.tr("No shot to show."))
            self.replay.setEnabled(False)
            return
        self.view.set_ball_layout(shot.layout)
        self.view.set_overlay(stroke_overlay(shot, self._spec))
        self.tip.show_offset(shot.stroke.side, shot.stroke.height)
        self.caption.setText(self._stroke_caption())
        self.replay.setEnabled(True)

    def _stroke_caption(self) -> str:
        shot = self.shot
        if shot is None:
            return ""
        return stroke_text(shot.stroke, shot.result.initial or shot.layout,
                           self._spec.ball_radius)

    def set_speed(self, speed: float) -> None:
        index = self.speed.findData(speed)
        if index >= 0:
            self.speed.setCurrentIndex(index)

    def start_replay(self) -> None:
        """Re-simulate the stored stroke and play it (again, from the start)."""
        if self.shot is None:
            return
        self.playback.stop()
        self.view.set_ball_layout(self.shot.layout)
        self.view.set_overlay(EMPTY_OVERLAY)
        layout, stroke, simulate = dict(self.shot.layout), self.shot.stroke, self._simulator
        self._replay = self.tasks.run(
            Lane.PHYSICS, lambda _t: simulate(layout, stroke, PLAYBACK_TRACE_HZ),
            success=self._on_result, failure=self._on_failed, key=self, what="a replay")
        self.replay.setText(self.tr("Simulating…"))

    def _drop_replay(self) -> None:
        op, self._replay = self._replay, None
        if op is not None:
            op.drop()

    def is_replaying(self) -> bool:
        op = self._replay
        simulating = op is not None and not op.answered() and not op.dropped()
        return simulating or self.playback.is_active()

    def _on_result(self, result: ShotResult) -> None:
        self._replay = None
        self.retranslate()
        self.playback.load(result)
        note = self.physics_note(result)
        if note:
            self.caption.setText(self._stroke_caption() + "\n" + note)

    def physics_note(self, replayed: ShotResult) -> str:
        """A shot recorded under another physics version replays under today's: say so,
        and say whether it came out differently (the ruling shown stays the recorded
        one)."""
        shot = self.shot
        if shot is None or shot.physics_version == PHYSICS_VERSION:
            return ""
        same = _same_outcome(shot.result, replayed)
        text = self.tr("Recorded with physics %1, replayed with physics %2: %3")
        outcome = self.tr("the replay ends as the shot did.") if same else self.tr(
            "the replay differs from the shot as played; the ruling shown is the one "
            "recorded.")
        return (text.replace("%1", shot.physics_version).replace("%2", PHYSICS_VERSION)
                .replace("%3", outcome))

    def _on_failed(self, error: BaseException) -> None:
        self._replay = None
        self.retranslate()
        self.caption.setText(self.tr("The shot could not be replayed: %1")
                             .replace("%1", failure_text(error)))

    def _on_played(self) -> None:
        self.replayed.emit()

    def retranslate(self) -> None:
        self.replay.setText(self.tr("Replay"))
        self.replay.setToolTip(self.tr("Play the shot again as it was played (Space)"))
        self.speed.setToolTip(self.tr("Replay speed"))
        if self.shot is not None:
            self.caption.setText(self._stroke_caption())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "replay"):
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.playback.stop()
        op = self._replay
        self._drop_replay()
        if op is not None:
            op.wait()
        if self._own_tasks:
            self.tasks.shutdown()


def _same_outcome(recorded: ShotResult, replayed: ShotResult, tol: float = 0.005) -> bool:
    """The same balls pocketed, and every ball left within ``tol`` metres of where it was."""
    if {p.ball for p in recorded.pocketed} != {p.ball for p in replayed.pocketed}:
        return False
    if set(recorded.balls) != set(replayed.balls):
        return False
    return all(math.dist(recorded.balls[b], replayed.balls[b]) <= tol for b in recorded.balls)
