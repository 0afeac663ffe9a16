"""What every screen with a cue shares: its parts, their wiring, and the shot cycle shown.

The free table, a game and a drill each show a table and the cueing panel, simulate the
shot on the physics lane, play its trace and draw the simulator's prediction as an aiming
aid. Their state and rules (the phase, the balls at rest, the aim and the stroke, the shot
in flight, what a shot means) are a model (:class:`coach_app.cueing.model.CueModel` and its
subclass for the screen); :class:`CueScreen` builds the parts, wires the widgets to the
model, and follows what the model announces:

- a flight that began is simulated on the physics lane, and its result handed back to the
  model; a flight with a result is played on the table;
- a changed table, stroke or phase asks the aiming aid again;
- any change redraws the panel and the overlay (``refresh()``).

Each screen adds ``refresh()``, ``shoot()``, ``_on_press()`` (a mouse press on the table),
``_on_playback_done()`` (the model's next step once the trace has played) and words for
what its model reports.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QStyle, QVBoxLayout, QWidget

from coach_app.cueing.aim import SMALL_STEP_DEG, VERY_SMALL_STEP_DEG
from coach_app.cueing.evented import Aspects
from coach_app.cueing.model import Aspect, CueModel, Flight
from coach_app.cueing.prediction import Predictor
from coach_app.cueing.simulator import PLAYBACK_TRACE_HZ, Simulator
from coach_app.qtkit.settings import AimingAid, Preferences
from coach_app.qtkit.tasks import Lane, Operation, Tasks, failure_text
from coach_app.qtkit.widgets import alive
from coach_app.screens.play_panel import PlayPanel
from coach_app.screens.shot_actions import make_shot_actions, retranslate_shot_actions
from coach_app.table.overlay import EMPTY_OVERLAY
from coach_app.table.playback import Playback
from coach_app.table.sound import ShotSounds
from coach_app.table.view import TableView
from coach_app.words.names import placement_problem_text
from simulation.events import ShotResult

Vec = tuple[float, float]


class CueScreen(QWidget):
    """Base of the screens with a cue; see the module for what a screen adds.

    ``view_class`` is the table view the screen draws on (a drill's also draws its goal).
    ``tasks`` is the window's background-work service (None: the screen makes its own).
    """

    view_class: type[TableView] = TableView
    model: CueModel[Any]

    def __init__(self, model: CueModel[Any], prefs: Preferences, simulator: Simulator,
                 parent: QWidget | None, tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.spec, self.params, self.prefs = model.spec, model.params, prefs
        self._own_tasks = tasks is None
        self.tasks = tasks if tasks is not None else Tasks(self)
        self._simulator = simulator
        # Non-widget children first: Qt destroys children in creation order, and the undo
        # stack signals as it goes, so it must go before the widgets it updates.
        self.undo_stack = QUndoStack(self)
        self.playback = Playback(self)
        self.predictor = Predictor(self.tasks, simulator, self)
        self.sounds = ShotSounds(self.playback, self)
        self.view = self.view_class(self.spec)
        self.panel = PlayPanel()
        self._shot: Operation[ShotResult] | None = None
        self._submitted = self._played = 0  # the last flights simulated and played
        self._wire_cue()
        self.actions_by_name: dict[str, QAction] = make_shot_actions(self,
                                                                     self.shot_handlers())
        model.changed.connect(self._on_model_changed)

    def _lay_out(self, above: QWidget | None = None, centre: QWidget | None = None) -> None:
        """The table on the left, under ``above`` if given (a game's scoreboard, a drill's
        header), and the panel on the right. ``centre`` stands in the table's place when
        given (a stack holding the table and another page)."""
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        middle = centre if centre is not None else self.view
        if above is None:
            box.addWidget(middle, 1)
        else:
            left = QVBoxLayout()
            left.addWidget(above)
            left.addWidget(middle, 1)
            box.addLayout(left, 1)
        # The panel scrolls rather than grow the window: a long verdict or a drill's whole
        # solution must never push the window past the size asked for.
        self.panel_scroll = QScrollArea()
        self.panel_scroll.setObjectName("panelScroll")
        self.panel_scroll.setWidget(self.panel)
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.panel_scroll.setFixedWidth(self.panel.width() + bar + 2)
        box.addWidget(self.panel_scroll)

    def _wire_cue(self) -> None:
        v, p, playback, m = self.view, self.panel, self.playback, self.model
        v.pressed.connect(self._on_press)
        v.moved.connect(self._on_move)
        v.released.connect(self._on_release)
        p.shoot.clicked.connect(self.shoot)
        p.power.changed.connect(m.set_speed)
        p.tip.changed.connect(m.set_tip)
        p.pause.clicked.connect(playback.toggle)
        p.step.clicked.connect(playback.step)
        p.skip.clicked.connect(playback.skip_to_end)
        p.speed.currentIndexChanged.connect(
            lambda _i: playback.set_speed(float(p.speed.currentData())))
        playback.frame.connect(v.set_ball_layout)
        playback.finished.connect(self._on_playback_done)
        playback.state_changed.connect(self.refresh)
        self.predictor.paths.connect(m.show_paths)

    def shot_handlers(self) -> dict[str, Callable[[], object]]:
        """What the shared shot keys do here (aim, power, shoot, playback); a screen with
        more keys ("in_hand", "new_rack") adds its own."""
        m = self.model
        return {
            "shoot": self.shoot,
            "aim_left": lambda: m.rotate(SMALL_STEP_DEG),
            "aim_right": lambda: m.rotate(-SMALL_STEP_DEG),
            "aim_left_fine": lambda: m.rotate(VERY_SMALL_STEP_DEG),
            "aim_right_fine": lambda: m.rotate(-VERY_SMALL_STEP_DEG),
            "power_up": lambda: m.nudge_speed(1),
            "power_down": lambda: m.nudge_speed(-1),
            "pause": self.playback.toggle,
            "step": self.playback.step,
            "skip": self.playback.skip_to_end,
        }

    # --------------------------------------------------------- what a screen adds
    def refresh(self) -> None:
        """Draw the model: the panel's buttons and texts, the overlay."""
        raise NotImplementedError

    def shoot(self) -> bool:
        raise NotImplementedError

    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        raise NotImplementedError

    def _on_playback_done(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------ following the model
    def _on_model_changed(self, aspects: Aspects) -> None:
        if not alive(self, self.panel, self.view):
            return
        m = self.model
        if Aspect.STROKE in aspects:
            self.panel.power.set_speed(m.speed)
            self.panel.tip.set_offset(m.side, m.height)
            self.panel.set_tip_readout(m.side, m.height)
        if Aspect.TABLE in aspects:
            self.view.set_ball_layout(m.layout)
        if Aspect.FLIGHT in aspects:
            self._fly(m.flight)
        if aspects & {Aspect.TABLE, Aspect.STROKE, Aspect.PHASE}:
            self._ask_prediction()
        self.refresh()

    def _fly(self, flight: Flight[Any] | None) -> None:
        """A new flight is simulated on the physics lane; a simulated one is played."""
        if flight is None:
            return
        if flight.result is None and flight.token != self._submitted:
            self._submitted = token = flight.token
            layout, stroke, simulate = dict(flight.layout), flight.stroke, self._simulator
            self._shot = self.tasks.run(
                Lane.PHYSICS, lambda _t: simulate(layout, stroke, PLAYBACK_TRACE_HZ),
                success=lambda result: self.model.shot_simulated(token, result),
                failure=lambda error: self.model.shot_failed(token, self.failure_text(error)),
                what="a shot")
        elif flight.result is not None and flight.token != self._played:
            self._played = flight.token
            self.view.set_overlay(EMPTY_OVERLAY)  # no aim line or ghost over moving balls
            self.before_playing(flight)
            self.playback.load(flight.result)

    def before_playing(self, flight: Flight[Any]) -> None:
        """A flight's result is about to play (a game sets the computer's playback speed)."""

    def failure_text(self, error: BaseException) -> str:
        return QCoreApplication.translate(
            "CueScreen", "The shot could not be simulated: %1").replace("%1",
                                                                          failure_text(error))

    def _ask_prediction(self) -> None:
        m = self.model
        stroke = m.stroke()
        if (self.prefs.aiming_aid is AimingAid.PREDICTED and m.wants_stroke()
                and stroke is not None):
            self.predictor.request(m.layout, stroke)
        else:
            self.predictor.cancel()

    def apply_preferences(self, prefs: Preferences) -> None:
        self.prefs = prefs
        index = self.panel.speed.findData(prefs.playback_speed)
        if index >= 0:
            self.panel.speed.setCurrentIndex(index)
        self.playback.set_speed(prefs.playback_speed)
        self.sounds.set_enabled(prefs.sounds)
        self._ask_prediction()
        self.refresh()

    # ------------------------------------------------------------ ball in hand
    def _on_move(self, pos: Vec, buttons: Qt.MouseButton) -> None:
        if buttons & Qt.MouseButton.LeftButton:
            self.model.drag_to(pos)

    def _on_release(self, pos: Vec, button: Qt.MouseButton) -> None:
        if button != Qt.MouseButton.LeftButton or self.model.end_drag() is None:
            return
        self.place_cue_ball(pos)

    def place_cue_ball(self, pos: Vec) -> bool:
        """Put the ball in hand at ``pos`` if its region allows; say why not otherwise."""
        problem = self.model.place_cue_ball(pos)
        if problem is not None:
            self.model.set_message(placement_problem_text(problem))
        return problem is None

    # ------------------------------------------------------------------- misc
    def refresh_panel(self, aiming: bool, hint: str) -> None:
        """The panel as every screen shows it: undo and redo only while aiming, the
        playback buttons while a shot is loaded, and the hint (part of ``refresh()``)."""
        p = self.panel
        p.undo.setEnabled(aiming and self.undo_stack.canUndo())
        p.redo.setEnabled(aiming and self.undo_stack.canRedo())
        active = self.playback.is_active()
        for b in (p.pause, p.step, p.skip):
            b.setEnabled(active)
        p.set_paused(not self.playback.is_playing())
        p.hint.setText(hint)
        p.hint.setVisible(bool(hint))

    def _on_stack_changed(self, *_change: object) -> None:
        """Undo and redo follow the stack (which also signals while being destroyed)."""
        if alive(self, self.undo_stack, self.panel, self.view):
            self.refresh()

    def retranslate(self) -> None:
        retranslate_shot_actions(self.actions_by_name)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "actions_by_name"):
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        """Stop playback and wait for the work in flight: nothing may outlive the screen."""
        self.playback.stop()
        self.predictor.shutdown()
        shot, self._shot = self._shot, None
        if shot is not None:
            shot.drop()
            shot.wait()
        if self._own_tasks:
            self.tasks.shutdown()
