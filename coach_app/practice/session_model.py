"""A drill session's state and rules, with no widgets: where the attempt is, what a click
means, what a judged shot changes, "show me", and what goes into the history.

:class:`coach_app.practice.session_view.DrillSession` owns one :class:`SessionModel` and draws
it; the texts (:mod:`coach_app.practice.session_text`) read it. Kept apart so the rules of a
practice set are tested without a window (tests/models/test_session_model.py) and so no
helper module imports the screen that calls it.

An attempt is a value (``drills.judge.AttemptState``), so a retry is simply the same attempt
set up again: the same layout to the micrometre, with the first shot's cue parameters.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.practice.attempts import PreparedShot, judge_result
from coach_app.practice.setscore import AttemptRecord, SetScore
from coach_app.recording.recorder import PlayedShot, Recorder
from drills.judge import AttemptState, start
from drills.model import Drill, ShotInput
from simulation.balls import CUE
from simulation.events import ShotResult
from simulation.table import TableSpec

Vec = tuple[float, float]


class Phase(StrEnum):
    AIMING = "aiming"
    SIMULATING = "simulating"
    PLAYING = "playing"
    JUDGED = "judged"  # the attempt is over: retry it or go on
    SET_OVER = "set_over"
    DEMO = "demo"  # "show me" is running
    DEMO_DONE = "demo_done"


class Tone(StrEnum):
    """How the feedback reads (the screen picks the colour)."""

    NEUTRAL = "neutral"
    SUCCESS = "success"
    FAILURE = "failure"


class PressAct(StrEnum):
    NONE = "none"
    DRAG = "drag"  # start dragging the ball in hand
    AIM = "aim"


def default_spot(region: HandRegion, others: dict[str, Vec], spec: TableSpec) -> Vec | None:
    """Where the ball in hand waits before the player moves it: on the long axis in the
    house if free, else the first free point of a coarse grid in the region."""
    xs = [spec.house_line_x - 0.25 - 0.1 * k for k in range(7)]
    if region is HandRegion.TABLE:
        xs += [0.1 * k for k in range(-8, 16)]
    ys = [0.0, 0.15, -0.15, 0.3, -0.3, 0.45, -0.45, 0.6, -0.6]
    for x in xs:
        for y in ys:
            if placement_problem((x, y), CUE, others, spec, region) is None:
                return (x, y)
    return None


#: Where a break drill with no recorded solution starts (m/s): a firm break.
BREAK_DRILL_SPEED = 9.0


class SessionModel:
    """One drill's set on the screen. ``recorder`` (None: no history) receives the set,
    each attempt and each judged shot, except in test plays from the editor (issue 6);
    ``drill_title`` names a drill id in the current language for the history."""

    def __init__(self, spec: TableSpec, recorder: Recorder | None = None,
                 drill_title: Callable[[str], str] = str) -> None:
        self.spec = spec
        self.recorder = recorder
        self.drill_title = drill_title
        self.phase = Phase.AIMING
        self.drill: Drill | None = None
        self.test_mode = False
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
        return None if self.test_mode else self.recorder

    # ------------------------------------------------------------------ the set
    def open(self, drill: Drill, test_mode: bool = False) -> None:
        self.drill, self.test_mode = drill, test_mode
        self.first = None

    def start_speed(self, normal: float) -> float:
        """The power a fresh attempt starts at: a break drill at the pace of its recorded
        solution (else a typical break), any other drill at the player's ``normal`` power,
        so a break's 10 m/s never carries over into the next drill (issue 14 #9)."""
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
        self.score = SetScore.for_drill(d)
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
        return self.attempt

    def can_move_on(self) -> bool:
        """Retry or the next attempt: after a verdict, or before the first shot."""
        return self.drill is not None and self.phase in (Phase.JUDGED, Phase.AIMING)

    def next_layout(self) -> int:
        assert self.drill is not None
        return self.layout_no % self.drill.attempts + 1

    def next_drill(self) -> str | None:
        """The progression's next drill id, when the set reached its pass mark."""
        d = self.drill
        if d is None or d.progression is None or self.test_mode or not self.score.passed(d):
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

    def press(self, ball: str | None, left: bool, in_hand: bool,
              cue_on_table: bool) -> PressAct:
        """A press on the table: drag the ball in hand, or aim."""
        if not self.can_aim() or not left:
            return PressAct.NONE
        if in_hand and (ball == CUE or not cue_on_table):
            return PressAct.DRAG
        return PressAct.AIM

    # ---------------------------------------------------------------- shooting
    def shot_taken(self, shot: ShotInput) -> None:
        """The player struck ``shot`` (checked and prepared): remember the first."""
        if self.attempt is not None and not self.attempt.records:
            self.first = shot

    def judge(self, prepared: PreparedShot, result: ShotResult,
              lines: Callable[[AttemptState], list[str]]) -> bool:
        """The player's shot has played: judge it, record it, and say what comes next.
        ``lines`` puts the attempt in words. True when the attempt is over."""
        assert self.attempt is not None
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
        recorder.practice_shot(PlayedShot(
            prepared.layout, prepared.shot.stroke, result, place=prepared.shot.place,
            verdict=record.to_json(with_result=False), legal=record.ruling.legal,
            points=a.points if a.finished else 0))
        if a.finished:
            recorder.finish_attempt(success=a.success, reason=a.reason, points=a.points)

    # ----------------------------------------------------------------- show me
    def can_show(self) -> bool:
        attempt = self.attempt
        return (self.drill is not None and bool(self.drill.solutions)
                and self.phase in (Phase.AIMING, Phase.JUDGED, Phase.SET_OVER,
                                   Phase.DEMO_DONE)
                and (attempt is None or not attempt.records or attempt.finished))

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

    def end_demo(self) -> bool:
        """Back from "show me". True when the player returns to an attempt (set it up
        again); False for the set's summary (or when no demo was shown)."""
        if self.phase is not Phase.DEMO_DONE:
            return False
        self.demo, self.demo_shots = None, []
        if self.resume_phase is Phase.SET_OVER:
            self.phase, self.feedback = Phase.SET_OVER, []
            return False
        return True
