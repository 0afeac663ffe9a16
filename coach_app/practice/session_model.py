"""A drill session's state and rules, with no widgets: the shot cycle of the drill's
table, where the attempt is, what a click means, what a judged shot changes, "show me",
and what goes into the history.

:class:`coach_app.practice.session_view.DrillSession` owns one :class:`SessionModel` and
draws what it announces; the texts (:mod:`coach_app.practice.session_text`) read it. Kept
apart so the rules of a practice set are tested without a window
(tests/models/test_session_model.py) and so no helper module imports the screen that
calls it; the values it holds are in :mod:`coach_app.practice.session_values`. The words
the model keeps (the verdict of an attempt, "show me"'s strokes) come from a
``SessionWords`` the screen hands it, in the language of the moment.

An attempt is a value (``drills.judge.AttemptState``), so a retry is simply the same attempt
set up again: the same layout to the micrometre, with the first shot's cue parameters.
"""

from __future__ import annotations

from collections.abc import Callable

from coach_app.cueing.aim import direction_to
from coach_app.cueing.evented import Emitter
from coach_app.cueing.model import Aspect, CueModel, Phase
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.practice.attempts import PreparedShot, judge_result, prepare
from coach_app.practice.goal_marks import goal_marks
from coach_app.practice.session_values import (
    BREAK_DRILL_SPEED,
    PlainWords,
    PressAct,
    SessionAspect,
    SessionWords,
    Tone,
    default_spot,
)
from coach_app.practice.setscore import AttemptRecord, SetScore
from coach_app.recording.recorder import PlayedShot, Recorder
from drills.judge import AttemptState, start
from drills.model import Drill, ShotInput
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

__all__ = ["Phase", "SessionModel"]

Vec = tuple[float, float]


class SessionModel(CueModel[PreparedShot]):
    """One drill's set on the screen. ``recorder`` (None: no history) receives the set,
    each attempt and each judged shot, except in test plays from the editor;
    ``drill_title`` names a drill id in the current language for the history. A shot's
    flight carries the shot as the drill judge prepared it. ``judged`` is announced after
    every finished attempt."""

    def __init__(self, spec: TableSpec | None = None, recorder: Recorder | None = None,
                 drill_title: Callable[[str], str] = str, params: PhysicsParams | None = None,
                 words: SessionWords | None = None) -> None:
        super().__init__(spec, params)
        self.recorder = recorder
        self.drill_title = drill_title
        self.words: SessionWords = words or PlainWords()
        self.judged: Emitter[AttemptState] = Emitter()
        self.drill: Drill | None = None
        self.test_mode = False
        #: The attempts of a skill-test item (None: an ordinary set). A test item is not
        #: recorded as a set of its own (the whole test is, at its end:
        #: coach_app/services/skill_test.py) and has no retry and no "show me".
        self.test_item: int | None = None
        self.score = SetScore(1)
        self.layout_no = 1
        self.attempt: AttemptState | None = None
        self.feedback: list[str] = []
        self.tone = Tone.NEUTRAL
        self.first: ShotInput | None = None  # the attempt's first shot, for "retry exactly"
        self.demo: AttemptState | None = None
        self.demo_shots: list[ShotInput] = []
        self.resume_phase = Phase.AIMING

    def _recording(self) -> Recorder | None:
        return None if self.test_mode or self.test_item is not None else self.recorder

    # ------------------------------------------------------------------ the set
    def open(self, drill: Drill, test_mode: bool = False, test_item: int | None = None
             ) -> None:
        """Open ``drill`` (no set started yet: :meth:`new_set`); ``test_item``: the
        attempts it has as an item of the skill test."""
        self.drill, self.test_mode, self.test_item = drill, test_mode, test_item
        self.first = None
        self.aim_deg = None
        self.touch(SessionAspect.DRILL, Aspect.STROKE)

    def start_speed(self, normal: float) -> float:
        """The power a fresh attempt starts at: a break drill at the pace of its recorded
        solution (else a typical break), any other drill at the player's ``normal`` power,
        so a break's 10 m/s never carries over into the next drill."""
        d = self.drill
        if d is None or d.category != "break":
            return normal
        for solution in d.solutions:
            if solution.shots:
                return solution.shots[0].stroke.speed
        return BREAK_DRILL_SPEED

    def new_set(self) -> bool:
        """A new set of the open drill (False: none is open); the history opens the set."""
        d = self.drill
        if d is None:
            return False
        self.score = SetScore(self.test_item) if self.test_item is not None \
            else SetScore.for_drill(d)
        self.touch(SessionAspect.SET)
        recorder = self._recording()
        if recorder is not None:
            recorder.start_drill(d.id, title=self.drill_title(d.id), category=d.category,
                                 discipline=d.discipline, table=self.spec)
        return True

    def start_attempt(self, layout_no: int) -> AttemptState:
        assert self.drill is not None
        self.layout_no = layout_no
        self.attempt = start(self.drill, layout_no, self.spec)
        recorder = self._recording()
        if recorder is not None:
            recorder.start_attempt(layout_no)
        self.demo, self.demo_shots = None, []
        self.resume_phase = Phase.AIMING
        self.phase = Phase.AIMING
        self.feedback, self.tone = [], Tone.NEUTRAL
        self.touch(Aspect.PHASE, SessionAspect.SET)
        return self.attempt

    def set_up(self, layout_no: int, restore: bool = False) -> None:
        """Attempt with layout ``layout_no`` on the table; ``restore`` puts the first shot's
        cue parameters (and cue-ball spot) back: the exact retry."""
        with self.batch():
            self.flight = None
            attempt = self.start_attempt(layout_no)
            self.set_message("")
            first = self.first if restore else None
            self._show_attempt(attempt, first.place if first else self.hand_spot)
            if first is not None:
                self.set_speed(first.stroke.speed)
                self.set_tip(first.stroke.side, first.stroke.height)
                self.set_aim(first.stroke.direction_deg)
            else:
                self.set_speed(self.start_speed(self.normal_speed))
                if self.aim_deg is None:
                    self.set_aim(self._default_aim())
            self.touch(Aspect.FLIGHT)

    def _show_attempt(self, attempt: AttemptState, spot: Vec | None) -> None:
        """Put the attempt's balls on the table, the ball in hand at ``spot`` if legal."""
        layout = dict(attempt.balls)
        in_hand = attempt.placement is not None
        hand_spot = None
        if in_hand:
            region = self.region()
            if spot is None or placement_problem(spot, CUE, layout, self.spec,
                                                 region) is not None:
                spot = default_spot(region, layout, self.spec)
            if spot is not None:
                hand_spot = layout[CUE] = spot
        self.set_table(layout, in_hand, hand_spot)

    def _default_aim(self) -> float:
        """Toward the first target ball, so the first click is already a sensible shot."""
        assert self.drill is not None
        g = self.drill.goal
        target = g.ball or min(goal_marks(self.drill, self.layout).targets, default=None)
        cue = self.layout.get(CUE)
        if g.kind == "break" or target is None or cue is None or target not in self.layout:
            return 0.0
        return direction_to(cue, self.layout[target]) or 0.0

    def retry(self) -> None:
        """The same layout and the first shot's cue parameters, ready to adjust."""
        if self.can_move_on() and self.test_item is None:
            self.set_up(self.layout_no, restore=True)

    def next_attempt(self) -> None:
        # A test attempt is skipped by no one: the next comes after a verdict.
        if self.can_move_on() and (self.test_item is None or self.phase is Phase.JUDGED):
            self.set_up(self.next_layout())

    def another_set(self) -> None:
        if self.new_set():
            self.set_up(1)

    def leave(self) -> None:
        """Back to the drills: nothing is under way any more."""
        with self.batch():
            self.phase, self.flight = Phase.AIMING, None
            self.touch(Aspect.PHASE, Aspect.FLIGHT)

    def can_move_on(self) -> bool:
        """Retry or the next attempt: after a verdict, or before the first shot."""
        return self.drill is not None and self.phase in (Phase.JUDGED, Phase.AIMING)

    def next_layout(self) -> int:
        assert self.drill is not None
        return self.layout_no % self.drill.attempts + 1

    def next_drill(self) -> str | None:
        """The progression's next drill id, when the set reached its pass mark."""
        d = self.drill
        if d is None or d.progression is None or self.test_mode or self.test_item is not None \
                or not self.score.passed(d):
            return None
        return d.progression.next

    def attempt_number(self) -> int:
        """The attempt shown in the header: the one being played, or the last judged."""
        judged = self.phase in (Phase.JUDGED, Phase.SET_OVER)
        number = self.score.attempts + (0 if judged else 1)
        return max(1, min(number, self.score.size))

    # ---------------------------------------------------------------- controls
    def region(self) -> HandRegion:
        return HandRegion.TABLE if self.drill is not None and self.drill.cue == "anywhere" \
            else HandRegion.HOUSE

    def can_aim(self) -> bool:
        return self.phase is Phase.AIMING and self.attempt is not None

    def phase_after_failure(self) -> Phase:
        return Phase.AIMING if self.demo is None else Phase.DEMO_DONE

    def press(self, ball: str | None, left: bool, in_hand: bool,
              cue_on_table: bool) -> PressAct:
        """A press on the table: drag the ball in hand, or aim."""
        if not self.can_aim() or not left:
            return PressAct.NONE
        if in_hand and (ball == CUE or not cue_on_table):
            return PressAct.DRAG
        return PressAct.AIM

    def press_at(self, ball: str | None, left: bool, pos: Vec) -> None:
        """A press on the table at ``pos``: drag the ball in hand, or aim."""
        act = self.press(ball, left, self.in_hand, CUE in self.layout)
        if act is PressAct.DRAG:
            self.start_drag(pos)
        elif act is PressAct.AIM:
            self.aim_at(pos)

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        """The player's stroke, prepared by the drill judge; False when nothing was shot
        (the reason shown when the stroke or the spot is refused)."""
        stroke = self.stroke()
        if not self.can_aim() or stroke is None or self.attempt is None:
            return False
        shot = ShotInput(stroke, self.hand_spot if self.attempt.placement else None)
        try:
            stroke.check(self.params)
            prepared = prepare(self.attempt, shot, self.spec)
        except InputError as exc:
            self.set_message(exc.message)
            return False
        self.shot_taken(shot)
        self.begin_shot(prepared.layout, stroke, prepared)
        return True

    def playback_done(self) -> None:
        """The flight has played: judge it (or go on with "show me")."""
        flight = self.land()
        if flight is None or flight.result is None:
            return
        prepared, result = flight.context, flight.result
        if self.demo is not None:
            self._demo_step_done(prepared, result)
            return
        if self.phase is not Phase.PLAYING or self.attempt is None or self.drill is None:
            return
        with self.batch():
            over = self.judge(prepared, result, self.words.attempt_lines)
            a = self.attempt
            self.set_table(a.balls)
        if over:
            self.judged.emit(a)

    def shot_taken(self, shot: ShotInput) -> None:
        """The player struck ``shot`` (checked and prepared): remember the first."""
        if self.attempt is not None and not self.attempt.records:
            self.first = shot

    def judge(self, prepared: PreparedShot, result: ShotResult,
              lines: Callable[[AttemptState], list[str]]) -> bool:
        """The player's shot has played: judge it, record it, and say what comes next.
        ``lines`` puts the attempt in words. True when the attempt is over."""
        assert self.attempt is not None
        with self.batch():
            self.touch(Aspect.PHASE, SessionAspect.SET)
            a = self.attempt = judge_result(self.attempt, prepared, result, self.spec)
            self._record(prepared, result)
            self.feedback = lines(a)
            if not a.finished:
                self.tone = Tone.SUCCESS
                self.phase = Phase.AIMING
                return False
            self.tone = Tone.SUCCESS if a.success else Tone.FAILURE
            self.score = self.score.add(AttemptRecord(self.layout_no, a.success, a.reason,
                                                      a.points))
            self.phase = Phase.SET_OVER if self.score.finished else Phase.JUDGED
        return True

    def _record(self, prepared: PreparedShot, result: ShotResult) -> None:
        """Commit the shot just judged (and the attempt, if it is over) to the history."""
        recorder, a = self._recording(), self.attempt
        if recorder is None or a is None or not a.records:
            return
        record = a.records[-1]
        verdict = record.to_json(with_result=False)
        leave = a.details().get("leave") if a.finished else None
        if leave is not None:  # a safety's measured leave, for Review to say as Practice did
            verdict["leave"] = leave
        recorder.practice_shot(PlayedShot(
            prepared.layout, prepared.shot.stroke, result, place=prepared.shot.place,
            verdict=verdict, legal=record.ruling.legal,
            points=a.points if a.finished else 0))
        if a.finished:
            recorder.finish_attempt(success=a.success, reason=a.reason, points=a.points)

    # ----------------------------------------------------------------- show me
    def can_show(self) -> bool:
        attempt = self.attempt
        return (self.drill is not None and bool(self.drill.solutions)
                and self.test_item is None
                and self.phase in (Phase.AIMING, Phase.JUDGED, Phase.SET_OVER, Phase.DEMO_DONE)
                and (attempt is None or not attempt.records or attempt.finished))

    def show_me(self) -> bool:
        """Play ``drill.solutions[0]`` on its own layout, each shot simulated, played and
        judged like the player's; the set score is untouched."""
        if not self.start_demo():
            return False
        self._demo_next()
        return True

    def _demo_next(self) -> None:
        demo = self.demo
        assert demo is not None
        shot = self.demo_shots.pop(0)
        try:
            prepared = prepare(demo, shot, self.spec)
        except InputError as exc:
            with self.batch():
                self.phase = Phase.DEMO_DONE
                self.set_message(exc.message)
                self.touch(Aspect.PHASE)
            return
        self.feedback.append(self.words.stroke_text(shot.stroke, prepared.layout,
                                                    self.spec.ball_radius))
        self.touch(SessionAspect.SET)
        self.begin_shot(prepared.layout, shot.stroke, prepared, Phase.DEMO)

    def _demo_step_done(self, prepared: PreparedShot, result: ShotResult) -> None:
        more = self.demo_step(prepared, result)
        assert self.demo is not None
        with self.batch():
            self.layout = dict(self.demo.balls)
            self.touch(Aspect.TABLE)
            if not more:
                self.demo_over(self.words.demo_title(), self.words.attempt_lines)
        if more:
            self._demo_next()

    def your_turn(self) -> None:
        """Back from "show me": the attempt the player is on, or the set's summary."""
        if self.end_demo():
            self.set_up(self.layout_no)

    def start_demo(self) -> bool:
        """Set up ``drill.solutions[0]`` on its own layout (the set score is untouched)."""
        drill = self.drill
        if drill is None or not self.can_show():
            return False
        solution = drill.solutions[0]
        if self.phase is not Phase.DEMO_DONE:
            self.resume_phase = self.phase
        self.demo = start(drill, solution.attempt, self.spec)
        self.demo_shots = list(solution.shots)
        self.feedback, self.tone = [], Tone.NEUTRAL
        self.touch(SessionAspect.SET)
        return True

    def demo_step(self, prepared: PreparedShot, result: ShotResult) -> bool:
        """One shot of the solution has played: judge it. True when another shot follows."""
        assert self.demo is not None
        self.demo = judge_result(self.demo, prepared, result, self.spec)
        return bool(self.demo_shots) and not self.demo.finished

    def demo_over(self, title: str, lines: Callable[[AttemptState], list[str]]) -> None:
        assert self.demo is not None
        self.feedback = [title, *self.feedback, *lines(self.demo)]
        self.tone = Tone.SUCCESS if self.demo.success else Tone.NEUTRAL
        self.phase = Phase.DEMO_DONE
        self.touch(Aspect.PHASE, SessionAspect.SET)

    def end_demo(self) -> bool:
        """Back from "show me". True when the player returns to an attempt (set it up
        again); False for the set's summary (or when no demo was shown)."""
        if self.phase is not Phase.DEMO_DONE:
            return False
        with self.batch():
            self.touch(Aspect.PHASE, SessionAspect.SET)
            self.demo, self.demo_shots = None, []
            if self.resume_phase is Phase.SET_OVER:
                self.phase, self.feedback = Phase.SET_OVER, []
                return False
        return True
