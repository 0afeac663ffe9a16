"""The free table: set up, aim, shoot, watch, undo. No referee, every shot allowed.

The state and rules are the screen's :class:`~coach_app.screens.free_table_model.
FreeTableModel`; this module is the widgets around it: the panel's region chooser, its
set-up box (:mod:`coach_app.screens.placement_box`: racks, the ball palette, "save as a
drill"), the context menu of the cloth, the undo stack the model's moves go onto, and the
words for what it reports.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import cast

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

from coach_app.cueing.free_placement import BallProblem, Preset, missing_balls
from coach_app.cueing.model import Phase
from coach_app.cueing.placement import HandRegion, PlacementProblem
from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.qtkit.settings import Preferences
from coach_app.qtkit.tasks import Tasks
from coach_app.recording.recorder import Recorder, takeback
from coach_app.screens.commands import SnapshotChange
from coach_app.screens.cue_screen import CueScreen
from coach_app.screens.free_table_model import FreeTableModel, MoveKind, TableMove, TableState
from coach_app.screens.overlays import build_overlay
from coach_app.screens.placement_box import PlacementBox
from coach_app.screens.summary import shot_summary
from coach_app.words.names import ball_name, ball_problem_text, placement_problem_text
from simulation.balls import CUE
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

Vec = tuple[float, float]


class FreeTableScreen(CueScreen):
    """``shot_played(result)`` after each shot's playback has finished; ``save_position
    (layout, pyramid_t)`` when the player asks to make the position a drill."""

    shot_played = Signal(object)
    status = Signal(str)
    save_position = Signal(object, bool)
    model: FreeTableModel

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 spec: TableSpec | None = None, params: PhysicsParams | None = None,
                 parent: QWidget | None = None, recorder: Recorder | None = None,
                 tasks: Tasks | None = None) -> None:
        # Every shot goes to the history as it is played (None: no history this run).
        model = FreeTableModel(spec, params, recorder)
        super().__init__(model, prefs, simulator, parent, tasks)
        self.setObjectName("freeTable")
        self.placing = PlacementBox()
        cast(QVBoxLayout, self.panel.layout()).insertWidget(3, self.placing)
        self.context_menu: QMenu | None = None  # the cloth's menu while it is open
        self._lay_out()

        p = self.panel
        p.take_in_hand.clicked.connect(model.take_in_hand)
        p.region.currentIndexChanged.connect(lambda _i: model.set_region(p.region_value()))
        p.undo.clicked.connect(self.undo_stack.undo)
        p.redo.clicked.connect(self.undo_stack.redo)
        p.new_rack.hide()  # the set-up box racks (undoably); Ctrl+R still starts afresh
        self.placing.preset_chosen.connect(self.set_up)
        self.placing.ball_toggled.connect(self.toggle_ball)
        self.placing.remove_selected.connect(self.remove_selected)
        self.placing.save_drill.connect(self.save_as_drill)
        self.undo_stack.canUndoChanged.connect(self._on_stack_changed)
        self.undo_stack.canRedoChanged.connect(self._on_stack_changed)
        model.moved.connect(self._on_moved)
        self.apply_preferences(prefs)
        self.new_rack()

    def shot_handlers(self) -> dict[str, Callable[[], object]]:
        return {**super().shot_handlers(), "in_hand": self.model.take_in_hand,
                "new_rack": self.new_rack, "remove_ball": self.remove_selected}

    # ------------------------------------------------------------------ moves
    def new_rack(self) -> None:
        """Standard rack, cue ball in hand in the house (General rules 9)."""
        if self.model.new_rack():
            self.undo_stack.clear()

    def set_up(self, preset: Preset) -> bool:
        """A rack from the set-up box, undoable."""
        self.playback.stop()
        return self.model.set_up(preset)

    def set_up_position(self, layout: Mapping[str, Vec], pyramid_t: bool = False) -> bool:
        """A position from a game or a shot in Review, undoable; False mid-shot."""
        if self.model.phase is Phase.PLAYING:
            self.playback.skip_to_end()
        return self.model.set_up_position(layout, pyramid_t)

    def toggle_ball(self, ball: str, on: bool) -> None:
        """A palette button: put ``ball`` on the table (where it is re-spotted) or off."""
        m = self.model
        if on and ball not in m.layout:
            self._refused(m.add_ball(ball))
        elif not on and ball in m.layout:
            m.remove_ball(ball)
        self.refresh()  # a refused toggle puts the button back

    def add_ball_at(self, ball: str, pos: Vec) -> bool:
        """The cloth's menu: put ``ball`` at ``pos``."""
        return self._refused(self.model.add_ball(ball, pos))

    def remove_selected(self) -> bool:
        """Delete, or the set-up box's button: take the selected ball off."""
        return self.model.remove_ball()

    def save_as_drill(self) -> None:
        m = self.model
        self.save_position.emit(dict(m.layout), m.pyramid_t)

    def _apply(self, state: TableState) -> None:
        """The undo commands' step: put the table in ``state``."""
        self.playback.stop()
        self.model.apply_state(state)

    def _on_moved(self, move: TableMove) -> None:
        name = ball_name(move.ball or CUE)
        texts = {MoveKind.SHOT: self.tr("Shot"), MoveKind.IN_HAND: self.tr("Cue ball in hand"),
                 MoveKind.PLACE: self.tr("Place the cue ball"),
                 MoveKind.MOVE_BALL: self.tr("Move %1").replace("%1", name),
                 MoveKind.ADD: self.tr("Put %1 on").replace("%1", name),
                 MoveKind.REMOVE: self.tr("Take %1 off").replace("%1", name),
                 MoveKind.SET_UP: self.tr("Set up the table")}
        self.undo_stack.push(SnapshotChange(texts[move.kind], move.before, move.after,
                                            self._apply,
                                            takeback(self.model.recorder, move.recorded)))
        if move.result is not None:
            self.shot_played.emit(move.result)

    def _refused(self, problem: BallProblem | PlacementProblem | None) -> bool:
        """Say why a ball was not put where asked; True when it was."""
        if isinstance(problem, BallProblem):
            self.model.set_message(ball_problem_text(problem))
        elif problem is not None:
            self.model.set_message(placement_problem_text(problem))
        return problem is None

    # ------------------------------------------------------------------ mouse
    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        m = self.model
        if m.phase is not Phase.AIMING:
            return
        ball = self.view.ball_at(pos)
        if button == Qt.MouseButton.RightButton:
            if ball is not None and m.strike_instead(ball):
                m.set_message(self.tr("Now striking %1.").replace("%1", ball_name(ball)))
            elif ball is None:
                self.open_context_menu(pos)
            return
        if button != Qt.MouseButton.LeftButton:
            return
        near_cue = m.cue_ball in m.layout and self.view.ball_at(pos, slack=1.5) == CUE
        m.press(ball, near_cue, pos)

    def _on_release(self, pos: Vec, button: Qt.MouseButton) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        dropped = self.model.release(pos)
        if dropped is not None:
            self._refused(self.model.move_ball(*dropped))

    def open_context_menu(self, pos: Vec) -> QMenu:
        """The cloth's menu at table point ``pos``: put a ball there, or set a rack up."""
        menu = QMenu(self)
        menu.setObjectName("clothMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        put = menu.addMenu(self.tr("Put a ball here"))
        for ball in missing_balls(self.model.layout):
            action = QAction(ball_name(ball), put)
            action.setObjectName(f"put_{ball}")
            action.triggered.connect(lambda _c=False, b=ball: self.add_ball_at(b, pos))
            put.addAction(action)
        put.setEnabled(bool(put.actions()))
        menu.addSeparator()
        for i in range(self.placing.preset.count()):
            preset = Preset(self.placing.preset.itemData(i))
            action = QAction(self.tr("Set up: %1").replace(
                "%1", self.placing.preset.itemText(i)), menu)
            action.triggered.connect(lambda _c=False, p=preset: self.set_up(p))
            menu.addAction(action)
        x, y = self.view.transform().to_px(pos)
        menu.popup(self.view.mapToGlobal(QPoint(round(x), round(y))))
        self.context_menu = menu
        menu.destroyed.connect(lambda _o=None: setattr(self, "context_menu", None))
        return menu

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
    def message(self) -> str:
        """The outcome of the shot that led to this table, and what the last action
        said (a refused spot)."""
        m = self.model
        shot = m.shown_shot
        lines = [] if shot is None or shot.result is None else \
            [shot_summary(shot.result, shot.cue_gone)]
        return "\n".join([*lines, m.message]).strip()

    def refresh(self) -> None:
        m = self.model
        aiming = m.phase is Phase.AIMING
        p = self.panel
        if p.region_value() is not m.hand_region:
            p.region.setCurrentIndex(p.region.findData(m.hand_region.value))
        p.shoot.setEnabled(aiming and m.stroke() is not None)
        p.take_in_hand.setEnabled(aiming and not m.in_hand and CUE in m.layout)
        p.region.setEnabled(aiming)
        p.new_rack.setEnabled(aiming)
        self.placing.show_table(m.layout, m.pyramid_t, m.selected, aiming)
        self.view.set_pyramid_t(m.pyramid_t)
        self.panel.tip.set_ivory(m.pyramid_t)
        self.refresh_panel(aiming, self.hint())
        if m.aim_deg is None:
            p.aim_label.setText(self.tr("Aim: not set"))
        elif m.cue_ball not in m.layout:
            p.aim_label.setText(self.tr("Aim: %1° · no ball to strike")
                                .replace("%1", f"{m.aim_deg:.2f}"))
        else:
            p.aim_label.setText(self.tr("Aim: %1° · striking %2")
                                .replace("%1", f"{m.aim_deg:.2f}")
                                .replace("%2", ball_name(m.cue_ball)))
        p.set_message(self.message())
        if m.phase is not Phase.PLAYING:
            overlay = build_overlay(m, self.prefs.aiming_aid)
            if m.selected is not None and m.drag_pos is None:
                overlay = replace(overlay, highlights=frozenset({m.selected}))
            self.view.set_overlay(overlay)

    def hint(self) -> str:
        """What to do next, in one or two sentences."""
        m = self.model
        if m.phase is Phase.SIMULATING:
            return self.tr("Simulating the shot…")
        if m.phase is Phase.PLAYING:
            return self.tr("Watching the shot. P pauses, the full stop steps, End skips to "
                           "the end.")
        if m.drag_pos is not None:
            return self.tr("Drop the ball where you want it: green is allowed, red is not.")
        if not m.layout:
            return self.tr("The table is empty: put balls on from \"Set up the table\" "
                           "below, or right-click the cloth.")
        if m.cue_ball not in m.layout:
            return self.tr("No cue ball on the table: put it on from \"Set up the table\" "
                           "below, or right-click a ball to strike it instead.")
        if m.in_hand:
            where = {HandRegion.HOUSE: self.tr("Cue ball in hand: drag it where you want it "
                                               "in the house."),
                     HandRegion.TEMPORARY_HOUSE: self.tr("Cue ball in hand: drag it where "
                                                         "you want it in the temporary "
                                                         "house."),
                     HandRegion.TABLE: self.tr("Cue ball in hand: drag it anywhere on the "
                                               "table.")}[m.hand_region]
            return where + " " + self.tr("Drag any ball to move it; click the cloth to aim, "
                                         "Space shoots.")
        return self.tr("Drag any ball to set the position up; click the cloth to aim (the "
                       "arrows fine-tune, Up and Down set the power), Space shoots. "
                       "Right-click a ball to strike it instead.")
