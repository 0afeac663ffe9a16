"""One drill on the table: set up, aim, shoot, see at once whether it worked, retry exactly.

The screen is a :class:`coach_app.screens.cue_screen.CueScreen` (table view, cueing panel,
the physics lane, playback, sounds, aiming aids) and adds the drill: its goal drawn on the
table, its instructions above it, the judge's verdict after each shot, a running set score
and the summary at the end of a set. "Show me" plays the drill's recorded solution through
the same cycle; it never counts.

The state and rules of the set (the shot cycle, the attempt, the score, what a click
means, "show me", what goes into the history) are the screen's
:class:`~coach_app.practice.session_model.SessionModel`; this module is the widgets around
it and the words it keeps.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from coach_app.cueing.evented import Aspects
from coach_app.cueing.simulator import Simulator, engine_simulator
from coach_app.practice.goal_marks import goal_marks
from coach_app.practice.goal_view import GoalTableView
from coach_app.practice.session_model import Phase, SessionModel
from coach_app.practice.session_text import hint, stroke_text
from coach_app.practice.session_values import SessionAspect, Tone
from coach_app.practice.session_widgets import AttemptBox, DrillHeader, SummaryBox
from coach_app.practice.skilltest_widgets import SkillTestBar
from coach_app.practice.texts import attempt_lines
from coach_app.qtkit.settings import Preferences
from coach_app.qtkit.tasks import Tasks
from coach_app.qtkit.widgets import alive
from coach_app.recording.recorder import Recorder
from coach_app.screens.cue_screen import CueScreen
from coach_app.screens.overlays import build_overlay
from coach_app.table.overlay import EMPTY_OVERLAY
from coach_app.words.stroke_words import decimal
from drills.judge import AttemptState
from drills.model import Drill
from simulation.physics.params import PhysicsParams
from simulation.rules.vocab import Discipline
from simulation.stroke import Stroke
from simulation.table import TableSpec

__all__ = ["DrillSession", "Phase"]

Vec = tuple[float, float]
SUCCESS_STYLE = "color: #1d7a2e;"
FAILURE_STYLE = "color: #b03020;"
NEUTRAL_STYLE = "color: #8a4b00;"
STYLE = {Tone.NEUTRAL: NEUTRAL_STYLE, Tone.SUCCESS: SUCCESS_STYLE, Tone.FAILURE: FAILURE_STYLE}


class SessionTexts:
    """The model's sentences in the language of the moment (:class:`SessionWords`)."""

    def attempt_lines(self, state: AttemptState) -> list[str]:
        return attempt_lines(state)

    def stroke_text(self, stroke: Stroke, layout: Mapping[str, Vec], radius: float) -> str:
        return stroke_text(stroke, layout, radius)

    def demo_title(self) -> str:
        return QCoreApplication.translate("DrillSession", "Show me: the recorded solution.")


class DrillSession(CueScreen):
    """``back`` returns to the browser (or the editor); ``next_drill(id)`` follows the
    drill's progression; ``judged(AttemptState)`` after every finished attempt."""

    back = Signal()
    next_drill = Signal(str)
    judged = Signal(object)
    view_class = GoalTableView
    view: GoalTableView
    model: SessionModel

    def __init__(self, prefs: Preferences, simulator: Simulator = engine_simulator,
                 language: Callable[[], str] = lambda: "en",
                 drill_title: Callable[[str], str] = str, spec: TableSpec | None = None,
                 params: PhysicsParams | None = None, parent: QWidget | None = None,
                 recorder: Recorder | None = None, tasks: Tasks | None = None) -> None:
        # The undo stack stays empty: the window's Edit menu follows every cue screen, and
        # here retry is the undo. Every attempt goes into the history; test plays from the
        # editor do not.
        model = SessionModel(spec, recorder, drill_title, params, SessionTexts())
        super().__init__(model, prefs, simulator, parent, tasks)
        self.setObjectName("drillSession")
        self._language = language
        self.drill_title = drill_title  # a drill id's title in the current language
        self.header = DrillHeader()
        self.summary = SummaryBox()
        self.test_bar = SkillTestBar()  # shown while the skill test is played
        self._build_panel()
        self._lay_out(above=self.header)
        self._wire()
        model.changed.connect(self._on_session_changed)
        model.judged.connect(self.judged.emit)
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
        layout.insertWidget(3, self.test_bar)
        layout.insertWidget(5, self.actions_box)
        layout.insertWidget(layout.count() - 1, self.back_button)
        self.summary.hide()
        self.test_bar.hide()
        self.your_turn_button.hide()

    def _wire(self) -> None:
        m = self.model
        self.retry_button.clicked.connect(m.retry)
        self.next_button.clicked.connect(m.next_attempt)
        self.show_me_button.clicked.connect(m.show_me)
        self.your_turn_button.clicked.connect(m.your_turn)
        self.back_button.clicked.connect(self.leave)
        self.summary.again.clicked.connect(self.another_set)
        self.summary.next_drill.clicked.connect(self._follow_progression)

    def _on_session_changed(self, aspects: Aspects) -> None:
        if not alive(self, self.view) or SessionAspect.DRILL not in aspects:
            return
        drill = self.model.drill
        if drill is not None:
            self.view.set_pyramid_t(drill.discipline == Discipline.PYRAMID_T)
            self.panel.tip.set_ivory(drill.discipline == Discipline.PYRAMID_T)  # 000 clause 2
            self.header.show_drill(drill, self._language(), self.model.test_item)

    # ------------------------------------------------------------------ drills
    def open(self, drill: Drill, test_mode: bool = False, test_item: int | None = None
             ) -> None:
        """Set the drill up for a new set (one click from the browser or the editor);
        ``test_item``: its attempts as an item of the skill test."""
        self.playback.stop()
        self.model.open(drill, test_mode, test_item)
        self.test_bar.setVisible(test_item is not None)
        self.retranslate()
        self.model.another_set()

    def another_set(self) -> None:
        self.playback.stop()
        self.model.another_set()

    def leave(self) -> None:
        self.playback.stop()
        self.model.leave()
        self.back.emit()

    def leave_quietly(self) -> None:
        """Nothing under way any more, without going back (the skill test moves on)."""
        self.playback.stop()
        self.model.leave()
        self.test_bar.hide()

    def _follow_progression(self) -> None:
        drill = self.model.drill
        if drill is not None and drill.progression is not None:
            self.next_drill.emit(drill.progression.next)

    # ---------------------------------------------------------------- shooting
    def _on_press(self, pos: Vec, button: Qt.MouseButton) -> None:
        self.model.press_at(self.view.ball_at(pos, slack=1.5),
                            button == Qt.MouseButton.LeftButton, pos)

    def shoot(self) -> bool:
        """Simulate the stroke on the physics lane; False when nothing was shot."""
        if self.model.phase is Phase.PLAYING:
            self.playback.toggle()
            return False
        return self.model.shoot()

    def _on_playback_done(self) -> None:
        self.model.playback_done()

    def show_me(self) -> bool:
        """Play ``drill.solutions[0]`` (see :meth:`SessionModel.show_me`)."""
        return self.model.show_me()

    # ---------------------------------------------------------------- display
    @property
    def feedback_style(self) -> str:
        return STYLE[self.model.tone]

    def refresh(self) -> None:
        """Buttons, goal marks, score, hint and feedback for the model's state; what is
        enabled always follows the phase of the attempt."""
        m = self.model
        if not alive(self.panel, self.view) or m.drill is None:
            return
        p, ph, drill = self.panel, m.phase, m.drill
        aiming = m.can_aim()
        p.shoot.setEnabled(aiming and m.stroke() is not None)
        self.refresh_panel(aiming, hint(ph, m.in_hand, m.test_item is not None))
        self.retry_button.setEnabled(ph is Phase.JUDGED)
        self.next_button.setEnabled(ph is Phase.JUDGED)
        self.show_me_button.setEnabled(m.can_show())
        testing = m.test_item is not None
        self.show_me_button.setVisible(bool(drill.solutions) and not testing)
        self.your_turn_button.setVisible(ph is Phase.DEMO_DONE)
        over = ph is Phase.SET_OVER
        self.summary.setVisible(over)
        # While "show me" plays or has played, the player cannot shoot: the stroke box
        # makes room for the solution and its outcome.
        p.stroke_box.setVisible(not over and ph not in (Phase.DEMO, Phase.DEMO_DONE))
        self.retry_button.setVisible(not over and not testing)
        self.next_button.setVisible(not over)
        self.summary.again.setVisible(not testing)
        if over:
            progression = drill.progression if not testing else None
            self.summary.show_score(m.score, self.next_title(),
                                    progression.pass_mark if progression else None)

        attempt = m.demo if m.demo is not None else m.attempt
        done = len(attempt.records) if attempt is not None else 0
        shown = self.view.ball_layout() if ph in (Phase.PLAYING, Phase.DEMO) else m.layout
        self.view.set_marks(goal_marks(drill, shown, done))
        self.header.show_score(m.score, m.attempt_number())

        aim = QCoreApplication.translate("DrillSession", "Aim: %1°")
        p.aim_label.setText(aim.replace("%1", decimal(f"{m.aim_deg or 0.0:.2f}")))
        p.message.setStyleSheet(NEUTRAL_STYLE if m.message else self.feedback_style)
        p.set_message("\n".join([*m.feedback, m.message]).strip())
        if p.message.isVisibleTo(p):
            self.panel_scroll.ensureWidgetVisible(p.message, 0, 0)
        if aiming:
            self.view.set_overlay(build_overlay(m, self.prefs.aiming_aid))
        elif ph not in (Phase.PLAYING, Phase.DEMO):
            self.view.set_overlay(EMPTY_OVERLAY)

    def next_title(self) -> str | None:
        """The progression's next drill (its title), once the set reached the pass mark."""
        following = self.model.next_drill()
        return None if following is None else self.drill_title(following)

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the editor") if self.model.test_mode
                                 else self.tr("Back to the drills"))
        if self.model.drill is not None:
            self.header.show_drill(self.model.drill, self._language(),
                                    self.model.test_item)
        super().retranslate()
