"""The free table: rack, aim, shoot, watch, undo. No referee, every shot allowed.

The screen owns the state (balls, which ball is struck, ball in hand, the aim) and the
undo stack; the table view only draws and reports the mouse, the runner simulates on a
worker thread and the playback shows the trace. Shots change the table only through undo
commands, so undo always returns to the layout before the shot.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.cueing.runner import Simulator, engine_simulator
from coach_app.names import ball_name, placement_problem_text
from coach_app.qtkit.settings import Preferences
from coach_app.recording.recorder import PlayedShot, Recorder, takeback
from coach_app.screens.commands import TableChange, TableState
from coach_app.screens.cue_screen import CueScreen
from coach_app.screens.overlays import build_overlay
from coach_app.screens.summary import shot_summary
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.racks import default_cue_position, standard_rack
from simulation.table import TableSpec

Vec = tuple[float, float]


class Phase(StrEnum):
    AIMING = "aiming"
    SIMULATING = "simulating"
    PLAYING = "playing"


class FreeTableScreen(CueScreen):
    """``shot_played(result)`` after each shot's playback has finished."""

    shot_played = Signal(object)
    status = Signal(str)

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 spec: TableSpec | None = None, params: PhysicsParams | None = None,
                 parent: QWidget | None = None, recorder: Recorder | None = None) -> None:
        super().__init__(prefs, simulator, spec, params, parent)
        self.setObjectName("freeTable")
        # Every shot goes to the history as it is played (None: no history this run).
        self.recorder = recorder
        self._lay_out()
        self.phase = Phase.AIMING

        p = self.panel
        p.take_in_hand.clicked.connect(self.take_in_hand)
        p.region.currentIndexChanged.connect(lambda _i: self.refresh())
        p.undo.clicked.connect(self.undo_stack.undo)
        p.redo.clicked.connect(self.undo_stack.redo)
        p.new_rack.clicked.connect(self.new_rack)
        self.undo_stack.canUndoChanged.connect(self._on_stack_changed)
        self.undo_stack.canRedoChanged.connect(self._on_stack_changed)
        self.apply_preferences(prefs)
        self.new_rack()

    def shot_handlers(self) -> dict[str, Callable[[], object]]:
        return {**super().shot_handlers(), "in_hand": self.take_in_hand,
                "new_rack": self.new_rack}

    def can_aim(self) -> bool:
        return self.phase is Phase.AIMING

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
        self.message = ""
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
        self.stroke_changed()

    def take_in_hand(self) -> None:
        if self.phase is not Phase.AIMING or self.in_hand:
            return
        self.cue_ball = CUE
        before = TableState.of(self.layout_now, self.in_hand)
        self.undo_stack.push(TableChange(self.tr("Cue ball in hand"), before,
                                         TableState.of(self.layout_now, True),
                                         self.apply_state))

    # ------------------------------------------------------------------ mouse
    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        if self.phase is not Phase.AIMING:
            return
        if button == Qt.MouseButton.RightButton:
            ball = self.view.ball_at(pos)
            if ball is not None and not (self.in_hand and ball == CUE):
                self.cue_ball = ball
                self.message = self.tr("Now striking %1.").replace("%1", ball_name(ball))
                self.stroke_changed()
            return
        if button != Qt.MouseButton.LeftButton:
            return
        near_cue = self.cue_ball in self.layout_now and \
            self.view.ball_at(pos, slack=1.5) == CUE
        if self.in_hand and (near_cue or CUE not in self.layout_now):
            self.drag_pos = pos
            self.refresh()
            return
        self.aim_at(pos)

    def place_cue_ball(self, pos: Vec) -> bool:
        """Put the ball in hand at ``pos`` if the rules allow; say why not otherwise."""
        problem = placement_problem(pos, CUE, self.layout_now, self.spec,
                                    self.panel.region_value())
        if problem is not None:
            self.message = placement_problem_text(problem)
            self.refresh()
            return False
        after = dict(self.layout_now)
        after[CUE] = (round(pos[0], 6), round(pos[1], 6))
        self.message = ""
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
            self.message = exc.message
            self.refresh()
            return False
        self._shot_before = TableState.of(self.layout_now, self.in_hand)
        self._shot_stroke = stroke
        self._simulate(self.layout_now, stroke, Phase.SIMULATING)
        return True

    def _on_result(self, _job: int, result: ShotResult) -> None:
        if self.phase is not Phase.SIMULATING:
            return
        self.phase = Phase.PLAYING
        self._play(result)

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
        self.message = shot_summary(result, cue_gone)
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
    def region_value(self) -> HandRegion:
        return self.panel.region_value()

    def refresh(self) -> None:
        aiming = self.phase is Phase.AIMING
        p = self.panel
        p.shoot.setEnabled(aiming and self.stroke() is not None)
        p.take_in_hand.setEnabled(aiming and not self.in_hand)
        p.region.setEnabled(aiming)
        p.new_rack.setEnabled(aiming)
        self.refresh_panel(aiming, self.hint())
        if self.aim_deg is None:
            p.aim_label.setText(self.tr("Aim: not set"))
        else:
            p.aim_label.setText(self.tr("Aim: %1° · striking %2")
                                .replace("%1", f"{self.aim_deg:.2f}")
                                .replace("%2", ball_name(self.cue_ball)))
        p.set_message(self.message)
        if self.phase is not Phase.PLAYING:
            self.view.set_overlay(build_overlay(self, dragging=self.drag_pos))

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
