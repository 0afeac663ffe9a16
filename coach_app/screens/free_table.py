"""The free table: rack, aim, shoot, watch, undo. No referee, every shot allowed.

The screen owns the state (balls, which ball is struck, ball in hand, the aim) and the
undo stack; the table view only draws and reports the mouse, the runner simulates on a
worker thread and the playback shows the trace. Shots change the table only through undo
commands, so undo always returns to the layout before the shot.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QHBoxLayout, QWidget

from coach_app.cueing.aim import direction_to
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.cueing.prediction import Predictor
from coach_app.cueing.runner import PLAYBACK_TRACE_HZ, ShotRunner, Simulator, engine_simulator
from coach_app.names import ball_name, placement_problem_text
from coach_app.qt_util import alive
from coach_app.recording import PlayedShot, Recorder, takeback
from coach_app.screens.commands import TableChange, TableState
from coach_app.screens.overlays import build_overlay
from coach_app.screens.play_panel import PlayPanel
from coach_app.screens.shot_actions import (
    cue_handlers,
    make_shot_actions,
    retranslate_shot_actions,
    wire_playback_controls,
)
from coach_app.screens.summary import shot_summary
from coach_app.settings import AimingAid, Preferences
from coach_app.sound import ShotSounds
from coach_app.table.overlay import EMPTY_OVERLAY
from coach_app.table.playback import Playback
from coach_app.table.view import TableView
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.racks import default_cue_position, standard_rack
from simulation.stroke import Stroke
from simulation.table import TableSpec

Vec = tuple[float, float]


class Phase(StrEnum):
    AIMING = "aiming"
    SIMULATING = "simulating"
    PLAYING = "playing"


class FreeTableScreen(QWidget):
    """``shot_played(result)`` after each shot's playback has finished."""

    shot_played = Signal(object)
    status = Signal(str)

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 spec: TableSpec | None = None, params: PhysicsParams | None = None,
                 parent: QWidget | None = None, recorder: Recorder | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("freeTable")
        # Every shot goes to the history as it is played (None: no history this run).
        self.recorder = recorder
        self.spec = spec or TableSpec()
        self.params = params or PhysicsParams()
        self.prefs = prefs
        # Non-widget children first: Qt destroys children in creation order, and the undo
        # stack signals as it goes, so it must go before the widgets it updates.
        self.undo_stack = QUndoStack(self)
        self.playback = Playback(self)
        self.runner = ShotRunner(simulator, self)
        self.predictor = Predictor(simulator, self)
        self.sounds = ShotSounds(self.playback, self)
        self.view = TableView(self.spec)
        self.panel = PlayPanel()
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view, 1)
        box.addWidget(self.panel)
        self.phase = Phase.AIMING
        self.layout_now: dict[str, Vec] = {}
        self.in_hand = False
        self.cue_ball = CUE
        self.aim_deg: float | None = None
        self._drag: Vec | None = None
        self._paths: tuple[tuple[str, tuple[Vec, ...]], ...] = ()
        self._message = ""
        self._last_result: ShotResult | None = None

        self._wire()
        self.actions_by_name = self._make_actions()
        self.apply_preferences(prefs)
        self.new_rack()

    # ------------------------------------------------------------------ wiring
    def _wire(self) -> None:
        v, p = self.view, self.panel
        v.pressed.connect(self._on_press)
        v.moved.connect(self._on_move)
        v.released.connect(self._on_release)
        p.shoot.clicked.connect(self.shoot)
        p.power.changed.connect(lambda _s: self._stroke_changed())
        p.tip.changed.connect(self._on_tip)
        p.take_in_hand.clicked.connect(self.take_in_hand)
        p.region.currentIndexChanged.connect(lambda _i: self._refresh())
        wire_playback_controls(p, self.playback)
        p.undo.clicked.connect(self.undo_stack.undo)
        p.redo.clicked.connect(self.undo_stack.redo)
        p.new_rack.clicked.connect(self.new_rack)
        self.undo_stack.canUndoChanged.connect(self._on_stack_changed)
        self.undo_stack.canRedoChanged.connect(self._on_stack_changed)
        self.runner.finished.connect(self._on_result)
        self.runner.failed.connect(self._on_failed)
        self.playback.frame.connect(self.view.set_ball_layout)
        self.playback.finished.connect(self._on_playback_done)
        self.playback.state_changed.connect(self._refresh)
        self.predictor.paths.connect(self._on_paths)

    def _make_actions(self) -> dict[str, QAction]:
        return make_shot_actions(self, {
            **cue_handlers(self),
            "in_hand": self.take_in_hand,
            "new_rack": self.new_rack,
        })

    # ------------------------------------------------------------------ state
    def new_rack(self) -> None:
        """Standard rack, cue ball in hand in the house (General rules 9)."""
        if self.phase is not Phase.AIMING:
            return
        layout = standard_rack(self.spec)
        layout[CUE] = default_cue_position(self.spec)
        self.undo_stack.clear()
        self.cue_ball = CUE
        self.aim_deg = 0.0
        self.panel.region.setCurrentIndex(0)
        self._message = ""
        self.apply_state(TableState.of(layout, in_hand=True))

    def apply_state(self, state: TableState) -> None:
        """Called by the undo commands: put the table in ``state``."""
        self.playback.stop()
        self.phase = Phase.AIMING
        self.layout_now = state.layout()
        self.in_hand = state.in_hand
        if self.cue_ball not in self.layout_now:
            self.cue_ball = CUE
        self.view.set_ball_layout(self.layout_now)
        self._stroke_changed()

    def apply_preferences(self, prefs: Preferences) -> None:
        self.prefs = prefs
        index = self.panel.speed.findData(prefs.playback_speed)
        if index >= 0:
            self.panel.speed.setCurrentIndex(index)
        self.playback.set_speed(prefs.playback_speed)
        self.sounds.set_enabled(prefs.sounds)
        self._stroke_changed()

    def set_aim(self, direction_deg: float) -> None:
        self.aim_deg = direction_deg % 360.0
        self._stroke_changed()

    def rotate(self, delta_deg: float) -> None:
        if self.phase is Phase.AIMING and self.aim_deg is not None:
            self.set_aim(self.aim_deg + delta_deg)

    def stroke(self) -> Stroke | None:
        if self.aim_deg is None or self.cue_ball not in self.layout_now:
            return None
        side, height = self.panel.tip.offset()
        return Stroke(self.cue_ball, round(self.aim_deg, 4), self.panel.power.speed(),
                      side, height)

    def take_in_hand(self) -> None:
        if self.phase is not Phase.AIMING or self.in_hand:
            return
        self.cue_ball = CUE
        before = TableState.of(self.layout_now, self.in_hand)
        self.undo_stack.push(TableChange(self.tr("Cue ball in hand"), before,
                                         TableState.of(self.layout_now, True),
                                         self.apply_state))

    # ------------------------------------------------------------------ mouse
    def _cue_pos(self) -> Vec | None:
        return self.layout_now.get(self.cue_ball)

    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        if self.phase is not Phase.AIMING:
            return
        cue = self._cue_pos()
        if button == Qt.MouseButton.RightButton:
            ball = self.view.ball_at(pos)
            if ball is not None and not (self.in_hand and ball == CUE):
                self.cue_ball = ball
                self._message = self.tr("Now striking %1.").replace("%1", ball_name(ball))
                self._stroke_changed()
            return
        if button != Qt.MouseButton.LeftButton:
            return
        near_cue = cue is not None and self.view.ball_at(pos, slack=1.5) == CUE
        if self.in_hand and (near_cue or CUE not in self.layout_now):
            self._drag = pos
            self._refresh()
            return
        if cue is not None:
            direction = direction_to(cue, pos)
            if direction is not None:
                self.set_aim(direction)

    def _on_move(self, pos: Vec, buttons: Qt.MouseButton) -> None:
        if self.phase is not Phase.AIMING or not buttons & Qt.MouseButton.LeftButton:
            return
        if self._drag is not None:
            self._drag = pos
            self._refresh()
            return
        cue = self._cue_pos()
        if cue is not None:
            direction = direction_to(cue, pos)
            if direction is not None:
                self.set_aim(direction)

    def _on_release(self, pos: Vec, button: Qt.MouseButton) -> None:
        if self._drag is None or button != Qt.MouseButton.LeftButton:
            return
        self._drag = None
        self.place_cue_ball(pos)

    def place_cue_ball(self, pos: Vec) -> bool:
        """Put the ball in hand at ``pos`` if the rules allow; say why not otherwise."""
        problem = placement_problem(pos, CUE, self.layout_now, self.spec,
                                    self.panel.region_value())
        if problem is not None:
            self._message = placement_problem_text(problem)
            self._refresh()
            return False
        after = dict(self.layout_now)
        after[CUE] = (round(pos[0], 6), round(pos[1], 6))
        self._message = ""
        self.undo_stack.push(TableChange(self.tr("Place the cue ball"),
                                         TableState.of(self.layout_now, True),
                                         TableState.of(after, True), self.apply_state))
        return True

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        """Simulate the stroke on the worker thread; False when there is nothing to shoot."""
        if self.phase is Phase.PLAYING:
            self.playback.toggle()
            return False
        stroke = self.stroke()
        if self.phase is not Phase.AIMING or stroke is None:
            return False
        try:
            stroke.check(self.params)
        except InputError as exc:
            self._message = exc.message
            self._refresh()
            return False
        self.predictor.cancel()
        self._paths = ()
        self.phase = Phase.SIMULATING
        self._message = ""
        self._shot_before = TableState.of(self.layout_now, self.in_hand)
        self._shot_stroke = stroke
        self.runner.submit(self.layout_now, stroke, PLAYBACK_TRACE_HZ)
        self._refresh()
        return True

    def _on_result(self, _job: int, result: ShotResult) -> None:
        if self.phase is not Phase.SIMULATING:
            return
        self._last_result = result
        self.phase = Phase.PLAYING
        self.view.set_overlay(EMPTY_OVERLAY)  # no aim line or ghost over moving balls
        self.playback.load(result)

    def _on_failed(self, _job: int, message: str) -> None:
        self.phase = Phase.AIMING
        self._message = self.tr("The shot could not be simulated: %1").replace("%1", message)
        self._refresh()

    def _on_playback_done(self) -> None:
        result = self._last_result
        if result is None or self.phase is not Phase.PLAYING:
            return
        after = dict(result.balls)
        cue_gone = CUE not in after
        if cue_gone:
            spot = default_cue_position(self.spec)
            if placement_problem(spot, CUE, after, self.spec, HandRegion.HOUSE) is None:
                after[CUE] = spot
        self._message = shot_summary(result, cue_gone)
        self.phase = Phase.AIMING
        recorded = None
        if self.recorder is not None:
            before = self._shot_before
            layout = before.layout()
            place = layout.get(CUE) if before.in_hand else None
            recorded = self.recorder.free_shot(
                PlayedShot(layout, self._shot_stroke, result, place=place), self.spec)
        self.undo_stack.push(TableChange(self.tr("Shot"), self._shot_before,
                                         TableState.of(after, cue_gone), self.apply_state,
                                         takeback(self.recorder, recorded)))
        if cue_gone:
            self.panel.region.setCurrentIndex(0)
        self.shot_played.emit(result)

    # ---------------------------------------------------------------- display
    def _on_tip(self, side: float, height: float) -> None:
        self.panel.set_tip_readout(side, height)
        self._stroke_changed()

    def _on_paths(self, paths: tuple[tuple[str, tuple[Vec, ...]], ...]) -> None:
        if self.phase is Phase.AIMING:
            self._paths = paths
            self._refresh()

    def _stroke_changed(self) -> None:
        """The stroke changed: ask for a new prediction and redraw."""
        self._paths = ()
        stroke = self.stroke()
        if (self.prefs.aiming_aid is AimingAid.PREDICTED and self.phase is Phase.AIMING
                and stroke is not None):
            self.predictor.request(self.layout_now, stroke)
        else:
            self.predictor.cancel()
        self._refresh()

    def predicted_paths(self) -> tuple[tuple[str, tuple[Vec, ...]], ...]:
        return self._paths

    def dragging(self) -> Vec | None:
        return self._drag

    def region_value(self) -> HandRegion:
        return self.panel.region_value()

    def _on_stack_changed(self, _can: bool) -> None:
        if alive(self, self.undo_stack, self.panel, self.view):
            self._refresh()

    def _refresh(self) -> None:
        aiming = self.phase is Phase.AIMING
        p = self.panel
        p.shoot.setEnabled(aiming and self.stroke() is not None)
        p.take_in_hand.setEnabled(aiming and not self.in_hand)
        p.region.setEnabled(aiming)
        p.undo.setEnabled(aiming and self.undo_stack.canUndo())
        p.redo.setEnabled(aiming and self.undo_stack.canRedo())
        p.new_rack.setEnabled(aiming)
        active = self.playback.is_active()
        for b in (p.pause, p.step, p.skip):
            b.setEnabled(active)
        p.set_paused(not self.playback.is_playing())
        if self.aim_deg is None:
            p.aim_label.setText(self.tr("Aim: not set"))
        else:
            p.aim_label.setText(self.tr("Aim: %1° · striking %2")
                                .replace("%1", f"{self.aim_deg:.2f}")
                                .replace("%2", ball_name(self.cue_ball)))
        p.hint.setText(self.hint())
        p.hint.setVisible(bool(p.hint.text()))
        p.set_message(self._message)
        if self.phase is not Phase.PLAYING:
            self.view.set_overlay(build_overlay(self, dragging=self._drag))

    def hint(self) -> str:
        """What to do next, in one or two sentences."""
        if self.phase is Phase.SIMULATING:
            return self.tr("Simulating the shot…")
        if self.phase is Phase.PLAYING:
            return self.tr("Watching the shot. P pauses, the full stop steps, End skips to "
                           "the end.")
        if self.in_hand:
            return self.tr("Cue ball in hand: drag it to where you want it, then click on "
                           "the table to aim and press Space to shoot.")
        return self.tr("Click or drag on the table to aim. Arrows fine-tune the aim "
                       "(Shift: very small steps), Up and Down set the power, Space shoots. "
                       "Right-click a ball to strike it instead.")

    def retranslate(self) -> None:
        retranslate_shot_actions(self.actions_by_name)
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "actions_by_name"):
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        """Stop playback and wait for worker threads: nothing may outlive the screen."""
        self.playback.stop()
        self.predictor.shutdown()
        self.runner.shutdown()
