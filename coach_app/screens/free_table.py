"""The free table: rack, aim, shoot, watch, undo. No referee, every shot allowed.

The state and rules are the screen's :class:`~coach_app.screens.free_table_model.
FreeTableModel`; this module is the widgets around it: the panel's region chooser and
buttons, the undo stack the model's moves go onto, and the words for what it reports.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from coach_app.cueing.model import Phase
from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.names import ball_name
from coach_app.qtkit.settings import Preferences
from coach_app.qtkit.tasks import Tasks
from coach_app.recording.recorder import Recorder, takeback
from coach_app.screens.commands import SnapshotChange
from coach_app.screens.cue_screen import CueScreen
from coach_app.screens.free_table_model import FreeTableModel, MoveKind, TableMove, TableState
from coach_app.screens.overlays import build_overlay
from coach_app.screens.summary import shot_summary
from simulation.balls import CUE
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

Vec = tuple[float, float]


class FreeTableScreen(CueScreen):
    """``shot_played(result)`` after each shot's playback has finished."""

    shot_played = Signal(object)
    status = Signal(str)
    model: FreeTableModel

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 spec: TableSpec | None = None, params: PhysicsParams | None = None,
                 parent: QWidget | None = None, recorder: Recorder | None = None,
                 tasks: Tasks | None = None) -> None:
        # Every shot goes to the history as it is played (None: no history this run).
        model = FreeTableModel(spec, params, recorder)
        super().__init__(model, prefs, simulator, parent, tasks)
        self.setObjectName("freeTable")
        self._lay_out()

        p = self.panel
        p.take_in_hand.clicked.connect(model.take_in_hand)
        p.region.currentIndexChanged.connect(lambda _i: model.set_region(p.region_value()))
        p.undo.clicked.connect(self.undo_stack.undo)
        p.redo.clicked.connect(self.undo_stack.redo)
        p.new_rack.clicked.connect(self.new_rack)
        self.undo_stack.canUndoChanged.connect(self._on_stack_changed)
        self.undo_stack.canRedoChanged.connect(self._on_stack_changed)
        model.moved.connect(self._on_moved)
        self.apply_preferences(prefs)
        self.new_rack()

    def shot_handlers(self) -> dict[str, Callable[[], object]]:
        return {**super().shot_handlers(), "in_hand": self.model.take_in_hand,
                "new_rack": self.new_rack}

    # ------------------------------------------------------------------ moves
    def new_rack(self) -> None:
        """Standard rack, cue ball in hand in the house (General rules 9)."""
        if self.model.new_rack():
            self.undo_stack.clear()

    def _apply(self, state: TableState) -> None:
        """The undo commands' step: put the table in ``state``."""
        self.playback.stop()
        self.model.apply_state(state)

    def _on_moved(self, move: TableMove) -> None:
        texts = {MoveKind.SHOT: self.tr("Shot"), MoveKind.IN_HAND: self.tr("Cue ball in hand"),
                 MoveKind.PLACE: self.tr("Place the cue ball")}
        if move.result is not None:
            self.model.set_message(shot_summary(move.result, move.cue_gone))
        self.undo_stack.push(SnapshotChange(texts[move.kind], move.before, move.after,
                                            self._apply,
                                            takeback(self.model.recorder, move.recorded)))
        if move.result is not None:
            self.shot_played.emit(move.result)

    # ------------------------------------------------------------------ mouse
    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        m = self.model
        if m.phase is not Phase.AIMING:
            return
        if button == Qt.MouseButton.RightButton:
            ball = self.view.ball_at(pos)
            if ball is not None and m.strike_instead(ball):
                m.set_message(self.tr("Now striking %1.").replace("%1", ball_name(ball)))
            return
        if button != Qt.MouseButton.LeftButton:
            return
        near_cue = m.cue_ball in m.layout and self.view.ball_at(pos, slack=1.5) == CUE
        if m.wants_drag(near_cue):
            m.start_drag(pos)
        else:
            m.aim_at(pos)

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        """Simulate the stroke on the physics lane; False when there is nothing to shoot."""
        if self.model.phase is Phase.PLAYING:
            self.playback.toggle()
            return False
        return self.model.shoot()

    def _on_playback_done(self) -> None:
        self.model.playback_done()

    # ---------------------------------------------------------------- display
    def refresh(self) -> None:
        m = self.model
        aiming = m.phase is Phase.AIMING
        p = self.panel
        if p.region_value() is not m.hand_region:
            p.region.setCurrentIndex(p.region.findData(m.hand_region.value))
        p.shoot.setEnabled(aiming and m.stroke() is not None)
        p.take_in_hand.setEnabled(aiming and not m.in_hand)
        p.region.setEnabled(aiming)
        p.new_rack.setEnabled(aiming)
        self.refresh_panel(aiming, self.hint())
        if m.aim_deg is None:
            p.aim_label.setText(self.tr("Aim: not set"))
        else:
            p.aim_label.setText(self.tr("Aim: %1° · striking %2")
                                .replace("%1", f"{m.aim_deg:.2f}")
                                .replace("%2", ball_name(m.cue_ball)))
        p.set_message(m.message)
        if m.phase is not Phase.PLAYING:
            self.view.set_overlay(build_overlay(m, self.prefs.aiming_aid))

    def hint(self) -> str:
        """What to do next, in one or two sentences."""
        m = self.model
        if m.phase is Phase.SIMULATING:
            return self.tr("Simulating the shot…")
        if m.phase is Phase.PLAYING:
            return self.tr("Watching the shot. P pauses, the full stop steps, End skips to "
                           "the end.")
        if m.in_hand:
            return self.tr("Cue ball in hand: drag it to where you want it, then click on "
                           "the table to aim and press Space to shoot.")
        return self.tr("Click or drag on the table to aim. Arrows fine-tune the aim "
                       "(Shift: very small steps), Up and Down set the power, Space shoots. "
                       "Right-click a ball to strike it instead.")
