"""One drill on the table: set up, aim, shoot, see at once whether it worked, retry exactly.

The screen is a :class:`coach_app.screens.cue_screen.CueScreen` (table view, cueing panel,
runner, playback, sounds, aiming aids) and adds the drill: its goal drawn on the table,
its instructions above it, the judge after each shot (:mod:`coach_app.practice.attempts`,
the same judge the CLI uses), a running set score and the summary at the end of a set.
"Show me" plays the drill's recorded solution through the same runner and playback; it
never counts.

The state and rules of the set (phase, attempt, score, what a click means, "show me", what
goes into the history) are the screen's :class:`~coach_app.practice.session_model.
SessionModel`; this module is the widgets around it and the flow of a shot through the
simulator and the playback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from coach_app.cueing.aim import direction_to
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.cueing.runner import Simulator, engine_simulator
from coach_app.practice.attempts import PreparedShot, prepare
from coach_app.practice.goal_view import GoalTableView, goal_marks
from coach_app.practice.session_model import (
    Phase,
    PressAct,
    SessionModel,
    Tone,
    default_spot,
)
from coach_app.practice.session_text import hint, stroke_text
from coach_app.practice.session_widgets import AttemptBox, DrillHeader, SummaryBox
from coach_app.practice.texts import attempt_lines
from coach_app.qtkit.settings import Preferences
from coach_app.qtkit.widgets import alive
from coach_app.recording.recorder import Recorder
from coach_app.screens.cue_screen import CueScreen
from coach_app.screens.overlays import build_overlay
from coach_app.table.overlay import EMPTY_OVERLAY
from drills.model import Drill, ShotInput
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.rules.vocab import Discipline
from simulation.table import TableSpec

__all__ = ["DrillSession", "Phase"]

Vec = tuple[float, float]
SUCCESS_STYLE = "color: #1d7a2e;"
FAILURE_STYLE = "color: #b03020;"
NEUTRAL_STYLE = "color: #8a4b00;"
STYLE = {Tone.NEUTRAL: NEUTRAL_STYLE, Tone.SUCCESS: SUCCESS_STYLE, Tone.FAILURE: FAILURE_STYLE}


def _model_attr(name: str) -> Any:
    """The model's attribute ``name``, read and written under the screen's old name (the
    window, the editor and the tests use them)."""
    return property(lambda self: getattr(self.model, name),
                    lambda self, value: setattr(self.model, name, value))


class DrillSession(CueScreen):
    """``back`` returns to the browser (or the editor); ``next_drill(id)`` follows the
    drill's progression; ``judged(AttemptState)`` after every finished attempt."""

    back = Signal()
    next_drill = Signal(str)
    judged = Signal(object)
    view_class = GoalTableView
    view: GoalTableView

    phase = _model_attr("phase")
    drill = _model_attr("drill")
    test_mode = _model_attr("test_mode")
    score = _model_attr("score")
    layout_no = _model_attr("layout_no")
    attempt = _model_attr("attempt")
    feedback = _model_attr("feedback")
    demo = _model_attr("demo")
    demo_shots = _model_attr("demo_shots")
    resume_phase = _model_attr("resume_phase")
    recorder = _model_attr("recorder")

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 language: Callable[[], str] = lambda: "en",
                 drill_title: Callable[[str], str] = str, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None, parent: QWidget | None = None,
                 recorder: Recorder | None = None) -> None:
        # The undo stack stays empty: the window's Edit menu follows every cue screen, and
        # here retry is the undo.
        super().__init__(prefs, simulator, spec, params, parent)
        # Every attempt goes into the history (issue 6); test plays from the editor do not.
        self.model = SessionModel(self.spec, recorder, drill_title)
        self.setObjectName("drillSession")
        self._language = language
        self.drill_title = drill_title  # a drill id's title in the current language
        self.header = DrillHeader()
        self.summary = SummaryBox()
        self._build_panel()
        self._lay_out(above=self.header)

        self.aim_deg = 0.0
        self._prepared: PreparedShot | None = None
        self._wire()
        self.apply_preferences(prefs)
        self.retranslate()

    def _build_panel(self) -> None:
        p = self.panel
        for w in (p.hand_box, p.new_rack, p.undo, p.redo):
            w.hide()
        self.actions_box = AttemptBox()
        box = self.actions_box
        self.retry_button, self.next_button = box.retry, box.next
        self.show_me_button, self.your_turn_button = box.show_me, box.your_turn
        self.back_button = QPushButton()
        self.back_button.setObjectName("backToDrills")
        layout = p.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(2, self.summary)
        layout.insertWidget(4, self.actions_box)
        layout.insertWidget(layout.count() - 1, self.back_button)
        self.summary.hide()
        self.your_turn_button.hide()

    def _wire(self) -> None:
        self.retry_button.clicked.connect(self.retry)
        self.next_button.clicked.connect(self.next_attempt)
        self.show_me_button.clicked.connect(self.show_me)
        self.your_turn_button.clicked.connect(self.your_turn)
        self.back_button.clicked.connect(self.leave)
        self.summary.again.clicked.connect(self.another_set)
        self.summary.next_drill.clicked.connect(self._follow_progression)

    # ------------------------------------------------------------------ drills
    def open(self, drill: Drill, test_mode: bool = False) -> None:
        """Set the drill up for a new set (one click from the browser or the editor)."""
        self.model.open(drill, test_mode)
        self.view.set_pyramid_t(drill.discipline == Discipline.PYRAMID_T)
        self.header.show_drill(drill, self._language())
        self.aim_deg = None
        self.another_set()

    def another_set(self) -> None:
        if self.model.new_set():
            self.start_attempt(1)

    def start_attempt(self, layout_no: int, restore: bool = False) -> None:
        """Attempt with layout ``layout_no``; ``restore`` puts the first shot's cue
        parameters (and cue-ball spot) back: the exact retry."""
        self.playback.stop()
        self.model.start_attempt(layout_no)
        self.message = ""
        first = self.model.first if restore else None
        self._show_attempt(first.place if first else self.hand_spot)
        if first is not None:
            self.panel.power.set_speed(first.stroke.speed)
            self.panel.tip.set_offset(first.stroke.side, first.stroke.height)
            self.aim_deg = first.stroke.direction_deg
        else:
            self.panel.power.set_speed(self.model.start_speed(self.panel.power.normal))
            if self.aim_deg is None:
                self.aim_deg = self._default_aim()
        self.stroke_changed()

    def _show_attempt(self, spot: Vec | None) -> None:
        """Put the attempt's balls on the table, the ball in hand at ``spot`` if legal."""
        assert self.attempt is not None
        self.layout_now = dict(self.attempt.balls)
        self.in_hand = self.attempt.placement is not None
        self.cue_ball = CUE
        self.hand_spot = None
        if self.in_hand:
            region = self.region_value()
            if spot is None or placement_problem(spot, CUE, self.layout_now, self.spec,
                                                 region) is not None:
                spot = default_spot(region, self.layout_now, self.spec)
            if spot is not None:
                self.hand_spot = spot
                self.layout_now[CUE] = spot
        self.view.set_ball_layout(self.layout_now)

    def _default_aim(self) -> float:
        """Toward the first target ball, so the first click is already a sensible shot."""
        assert self.drill is not None
        g = self.drill.goal
        target = g.ball or min(goal_marks(self.drill, self.layout_now).targets, default=None)
        cue = self.layout_now.get(CUE)
        if g.kind == "break" or target is None or cue is None or target not in self.layout_now:
            return 0.0
        return direction_to(cue, self.layout_now[target]) or 0.0

    def retry(self) -> None:
        """The same layout and the first shot's cue parameters, ready to adjust."""
        if self.model.can_move_on():
            self.start_attempt(self.layout_no, restore=True)

    def next_attempt(self) -> None:
        if self.model.can_move_on():
            self.start_attempt(self.model.next_layout())

    def leave(self) -> None:
        self.playback.stop()
        self.phase = Phase.AIMING
        self.back.emit()

    def _follow_progression(self) -> None:
        if self.drill is not None and self.drill.progression is not None:
            self.next_drill.emit(self.drill.progression.next)

    # ---------------------------------------------------------------- controls
    @property
    def feedback_style(self) -> str:
        return STYLE[self.model.tone]

    def region_value(self) -> HandRegion:
        return self.model.region()

    def can_aim(self) -> bool:
        return self.model.can_aim()

    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        act = self.model.press(self.view.ball_at(pos, slack=1.5),
                               button == Qt.MouseButton.LeftButton, self.in_hand,
                               CUE in self.layout_now)
        if act is PressAct.DRAG:
            self.drag_pos = pos
            self.refresh()
        elif act is PressAct.AIM:
            self.aim_at(pos)

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        """Simulate the stroke on the worker thread; False when nothing was shot."""
        if self.phase is Phase.PLAYING:
            self.playback.toggle()
            return False
        stroke = self.stroke()
        if not self.can_aim() or stroke is None or self.attempt is None:
            return False
        shot = ShotInput(stroke, self.hand_spot if self.attempt.placement else None)
        try:
            stroke.check(self.params)
            prepared = prepare(self.attempt, shot, self.spec)
        except InputError as exc:
            self.message = exc.message
            self.refresh()
            return False
        self.model.shot_taken(shot)
        self.submit(prepared, Phase.SIMULATING)
        return True

    def submit(self, prepared: PreparedShot, phase: Phase) -> None:
        self._prepared = prepared
        self.layout_now = dict(prepared.layout)
        self.view.set_ball_layout(self.layout_now)
        self._simulate(prepared.layout, prepared.shot.stroke, phase)

    def _on_result(self, _job: int, result: ShotResult) -> None:
        if self.phase not in (Phase.SIMULATING, Phase.DEMO) or self._prepared is None:
            return
        if self.phase is Phase.SIMULATING:
            self.phase = Phase.PLAYING
        self._play(result)

    def _phase_after_failure(self) -> Phase:
        return Phase.AIMING if self.demo is None else Phase.DEMO_DONE

    def _on_playback_done(self) -> None:
        prepared, result = self._prepared, self._last_result
        if prepared is None or result is None:
            return
        self._prepared = self._last_result = None
        if self.demo is not None:
            self._demo_step_done(prepared, result)
            return
        if self.phase is not Phase.PLAYING or self.attempt is None or self.drill is None:
            return
        over = self.model.judge(prepared, result, attempt_lines)
        a = self.model.attempt
        assert a is not None
        self.layout_now = dict(a.balls)
        self.in_hand, self.hand_spot = False, None
        if not over:
            self.stroke_changed()
            return
        self.refresh()
        self.judged.emit(a)

    # ----------------------------------------------------------------- show me
    def can_show(self) -> bool:
        return self.model.can_show()

    def show_me(self) -> bool:
        """Play ``drill.solutions[0]`` on its own layout (drills/search.py found it), each
        shot simulated, played and judged like the player's; the set score is untouched."""
        if not self.model.start_demo():
            return False
        self._demo_next()
        return True

    def _demo_next(self) -> None:
        demo = self.model.demo
        assert demo is not None
        shot = self.model.demo_shots.pop(0)
        try:
            prepared = prepare(demo, shot, self.spec)
        except InputError as exc:
            self.phase, self.message = Phase.DEMO_DONE, exc.message
            self.refresh()
            return
        self.model.feedback.append(stroke_text(shot.stroke, prepared.layout,
                                               self.spec.ball_radius))
        self.submit(prepared, Phase.DEMO)

    def _demo_step_done(self, prepared: PreparedShot, result: ShotResult) -> None:
        more = self.model.demo_step(prepared, result)
        assert self.model.demo is not None
        self.layout_now = dict(self.model.demo.balls)
        if more:
            self._demo_next()
            return
        self.model.demo_over(QCoreApplication.translate(
            "DrillSession", "Show me: the recorded solution."), attempt_lines)
        self.refresh()

    def your_turn(self) -> None:
        """Back from "show me": the attempt the player is on, or the set's summary."""
        if self.phase is not Phase.DEMO_DONE:
            return
        if self.model.end_demo():
            self.start_attempt(self.layout_no)
        else:
            self.refresh()

    # ---------------------------------------------------------------- display
    def refresh(self) -> None:
        """Buttons, goal marks, score, hint and feedback for the model's state; called after
        every change, so what is enabled always follows the phase of the attempt."""
        if not alive(self.panel, self.view) or self.drill is None:
            return
        p, ph, drill = self.panel, self.phase, self.drill
        aiming = self.can_aim()
        p.shoot.setEnabled(aiming and self.stroke() is not None)
        self.refresh_panel(aiming, hint(ph, self.in_hand))
        self.retry_button.setEnabled(ph is Phase.JUDGED)
        self.next_button.setEnabled(ph is Phase.JUDGED)
        self.show_me_button.setEnabled(self.can_show())
        self.show_me_button.setVisible(bool(drill.solutions))
        self.your_turn_button.setVisible(ph is Phase.DEMO_DONE)
        over = ph is Phase.SET_OVER
        self.summary.setVisible(over)
        # While "show me" plays or has played, the player cannot shoot: the stroke box
        # makes room for the solution and its outcome (issue 14 #1).
        p.stroke_box.setVisible(not over and ph not in (Phase.DEMO, Phase.DEMO_DONE))
        self.retry_button.setVisible(not over)
        self.next_button.setVisible(not over)
        if over:
            self.summary.show_score(self.score, self.next_title())

        attempt = self.demo if self.demo is not None else self.attempt
        done = len(attempt.records) if attempt is not None else 0
        shown = self.view.ball_layout() if ph in (Phase.PLAYING, Phase.DEMO) \
            else self.layout_now
        self.view.set_marks(goal_marks(drill, shown, done))
        self.header.show_score(self.score, self.model.attempt_number())

        aim = QCoreApplication.translate("DrillSession", "Aim: %1°")
        p.aim_label.setText(aim.replace("%1", f"{self.aim_deg or 0.0:.2f}"))
        p.message.setStyleSheet(NEUTRAL_STYLE if self.message else self.feedback_style)
        p.set_message("\n".join([*self.feedback, self.message]).strip())
        if p.message.isVisibleTo(p):
            self.panel_scroll.ensureWidgetVisible(p.message, 0, 0)
        if aiming:
            self.view.set_overlay(build_overlay(self, dragging=self.drag_pos))
        elif ph not in (Phase.PLAYING, Phase.DEMO):
            self.view.set_overlay(EMPTY_OVERLAY)

    def next_title(self) -> str | None:
        """The progression's next drill (its title), once the set reached the pass mark."""
        following = self.model.next_drill()
        return None if following is None else self.drill_title(following)

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the editor") if self.test_mode
                                 else self.tr("Back to the drills"))
        if self.drill is not None:
            self.header.show_drill(self.drill, self._language())
        super().retranslate()
