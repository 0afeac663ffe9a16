"""One drill on the table: set up, aim, shoot, see at once whether it worked, retry exactly.

The screen is a :class:`coach_app.screens.cue_screen.CueScreen` (table view, cueing panel,
runner, playback, sounds, aiming aids) and adds the drill: its goal drawn on the table,
its instructions above it, the judge after each shot (:mod:`coach_app.practice.attempts`,
the same judge the CLI uses), a running set score and the summary at the end of a set.
"Show me" plays the drill's recorded solution through the same runner and playback; it
never counts.

An attempt is a value (``drills.judge.AttemptState``), so a retry is simply the same
attempt set up again: the same layout to the micrometre, with the cue parameters of the
first shot put back on the controls, ready to adjust.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from coach_app.cueing.aim import direction_to
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.cueing.runner import Simulator, engine_simulator
from coach_app.practice import (
    session_demo,
    session_display,
    session_input,
    session_record,
)
from coach_app.practice.attempts import PreparedShot, judge_result, prepare
from coach_app.practice.goal_view import GoalTableView, goal_marks
from coach_app.practice.session_widgets import AttemptBox, DrillHeader, SummaryBox
from coach_app.practice.setscore import AttemptRecord, SetScore
from coach_app.practice.texts import attempt_lines
from coach_app.recording import Recorder
from coach_app.screens.cue_screen import CueScreen
from coach_app.settings import Preferences
from drills.judge import AttemptState, start
from drills.model import Drill, ShotInput
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

Vec = tuple[float, float]
SUCCESS_STYLE = "color: #1d7a2e;"
FAILURE_STYLE = "color: #b03020;"
NEUTRAL_STYLE = "color: #8a4b00;"


class Phase(StrEnum):
    AIMING = "aiming"
    SIMULATING = "simulating"
    PLAYING = "playing"
    JUDGED = "judged"  # the attempt is over: retry it or go on
    SET_OVER = "set_over"
    DEMO = "demo"  # "show me" is running
    DEMO_DONE = "demo_done"


class DrillSession(CueScreen):
    """``back`` returns to the browser (or the editor); ``next_drill(id)`` follows the
    drill's progression; ``judged(AttemptState)`` after every finished attempt."""

    back = Signal()
    next_drill = Signal(str)
    judged = Signal(object)
    view_class = GoalTableView
    view: GoalTableView

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 language: Callable[[], str] = lambda: "en",
                 drill_title: Callable[[str], str] = str, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None, parent: QWidget | None = None,
                 recorder: Recorder | None = None) -> None:
        # The undo stack stays empty: the window's Edit menu follows every cue screen, and
        # here retry is the undo.
        super().__init__(prefs, simulator, spec, params, parent)
        # Every attempt goes into the history (issue 6); test plays from the editor do not.
        self.recorder = recorder
        self.setObjectName("drillSession")
        self._language = language
        self.drill_title = drill_title  # a drill id's title in the current language
        self.header = DrillHeader()
        self.summary = SummaryBox()
        self._build_panel()
        self._lay_out(above=self.header)

        self.phase = Phase.AIMING
        self.drill: Drill | None = None
        self.score = SetScore(1)
        self.layout_no = 1
        self.attempt: AttemptState | None = None
        self.aim_deg = 0.0
        self.test_mode = False
        self.feedback: list[str] = []
        self.feedback_style = NEUTRAL_STYLE
        self._first: ShotInput | None = None
        self._prepared: PreparedShot | None = None
        self.demo: AttemptState | None = None
        self.demo_shots: list[ShotInput] = []
        self.resume_phase = Phase.AIMING
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
        self.drill, self.test_mode = drill, test_mode
        self.view.set_pyramid_t(drill.discipline == "pyramid-t")
        self.header.show_drill(drill, self._language())
        self._first = None
        self.aim_deg = None
        self.another_set()

    def another_set(self) -> None:
        if self.drill is None:
            return
        self.score = SetScore.for_drill(self.drill)
        session_record.start_set(self)
        self.start_attempt(1)

    def start_attempt(self, layout_no: int, restore: bool = False) -> None:
        """Attempt with layout ``layout_no``; ``restore`` puts the first shot's cue
        parameters (and cue-ball spot) back: the exact retry."""
        assert self.drill is not None
        self.playback.stop()
        self.layout_no = layout_no
        self.attempt = start(self.drill, layout_no, self.spec)
        session_record.start_attempt(self, layout_no)
        self.demo, self.demo_shots = None, []
        self.resume_phase = Phase.AIMING
        self.phase = Phase.AIMING
        self.feedback, self.message, self.feedback_style = [], "", NEUTRAL_STYLE
        first = self._first if restore else None
        self._show_attempt(first.place if first else self.hand_spot)
        if first is not None:
            self.panel.power.set_speed(first.stroke.speed)
            self.panel.tip.set_offset(first.stroke.side, first.stroke.height)
            self.aim_deg = first.stroke.direction_deg
        elif self.aim_deg is None:
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
                spot = session_input.default_spot(region, self.layout_now, self.spec)
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
        if self.drill is not None and self.phase in (Phase.JUDGED, Phase.AIMING):
            self.start_attempt(self.layout_no, restore=True)

    def next_attempt(self) -> None:
        if self.drill is not None and self.phase in (Phase.JUDGED, Phase.AIMING):
            self.start_attempt(self.layout_no % self.drill.attempts + 1)

    def leave(self) -> None:
        self.playback.stop()
        self.phase = Phase.AIMING
        self.back.emit()

    def _follow_progression(self) -> None:
        if self.drill is not None and self.drill.progression is not None:
            self.next_drill.emit(self.drill.progression.next)

    # ---------------------------------------------------------------- controls
    def region_value(self) -> HandRegion:
        return HandRegion.TABLE if self.drill is not None and self.drill.cue == "anywhere" \
            else HandRegion.HOUSE

    def can_aim(self) -> bool:
        return self.phase is Phase.AIMING and self.attempt is not None

    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        session_input.on_press(self, pos, button)

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
        if not self.attempt.records:
            self._first = shot
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
            session_demo.step_done(self, prepared, result)
            return
        if self.phase is not Phase.PLAYING or self.attempt is None or self.drill is None:
            return
        self.attempt = judge_result(self.attempt, prepared, result, self.spec)
        session_record.judged_shot(self, prepared, result)
        self.layout_now = dict(self.attempt.balls)
        self.in_hand, self.hand_spot = False, None
        self.feedback = attempt_lines(self.attempt)
        if not self.attempt.finished:
            self.feedback_style = SUCCESS_STYLE
            self.phase = Phase.AIMING
            self.stroke_changed()
            return
        a = self.attempt
        self.feedback_style = SUCCESS_STYLE if a.success else FAILURE_STYLE
        self.score = self.score.add(AttemptRecord(self.layout_no, a.success, a.reason,
                                                  a.points))
        self.phase = Phase.SET_OVER if self.score.finished else Phase.JUDGED
        self.refresh()
        self.judged.emit(a)

    # ----------------------------------------------------------------- show me
    def can_show(self) -> bool:
        return session_demo.can_show(self)

    def show_me(self) -> bool:
        """Play ``drill.solutions[0]`` on its own layout; the set score is untouched."""
        return session_demo.show_me(self)

    def your_turn(self) -> None:
        session_demo.your_turn(self)

    # ---------------------------------------------------------------- display
    def refresh(self) -> None:
        session_display.refresh(self)

    def next_title(self) -> str | None:
        """The progression's next drill (its title), once the set reached the pass mark."""
        if self.drill is None or self.drill.progression is None or self.test_mode \
                or not self.score.passed(self.drill):
            return None
        return self.drill_title(self.drill.progression.next)

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the editor") if self.test_mode
                                 else self.tr("Back to the drills"))
        if self.drill is not None:
            self.header.show_drill(self.drill, self._language())
        super().retranslate()
