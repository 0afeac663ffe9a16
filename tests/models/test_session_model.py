"""The practice session's model without a window: a set of attempts judged by the drill
judge on real physics, what a click means, "show me" (never counted), and what goes into
the history (nothing for test plays from the editor)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from coach_app.cueing.placement import HandRegion
from coach_app.practice.attempts import prepare
from coach_app.practice.session_model import Phase, SessionModel
from coach_app.practice.session_text import hint
from coach_app.practice.session_values import PressAct, Tone
from drills.library import load_library
from simulation.physics.engine import simulate
from simulation.table import TableSpec

ROOT = Path(__file__).resolve().parents[2]


class FakeRecorder:
    """Takes the calls the history would get, in order."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def start_drill(self, drill_id: str, **kw: Any) -> None:
        self.calls.append(("start_drill", drill_id))

    def start_attempt(self, layout_no: int) -> None:
        self.calls.append(("start_attempt", layout_no))

    def practice_shot(self, shot: Any) -> None:
        self.calls.append(("practice_shot", shot.points))

    def finish_attempt(self, **kw: Any) -> None:
        self.calls.append(("finish_attempt", kw["success"]))


def _opened(drill_id: str, test_mode: bool = False) -> tuple[SessionModel, FakeRecorder]:
    recorder = FakeRecorder()
    model = SessionModel(TableSpec(), recorder, drill_title=str)  # type: ignore[arg-type]
    model.open(load_library().get(drill_id), test_mode)
    assert model.new_set()
    model.start_attempt(1)
    return model, recorder


def _play_solution(model: SessionModel) -> bool:
    """The drill's recorded solution, judged as the screen judges it; True when over."""
    assert model.drill is not None and model.attempt is not None
    over = False
    for shot in model.drill.solutions[0].shots:
        prepared = prepare(model.attempt, shot, model.spec)
        model.shot_taken(shot)
        model.phase = Phase.PLAYING
        over = model.judge(prepared, simulate(prepared.layout, shot.stroke),
                           lambda a: [a.reason or "ok"])
    return over


def test_a_new_set_is_recorded_and_ready_to_aim():
    model, recorder = _opened("pot.cut-45")
    assert model.phase is Phase.AIMING and model.can_aim() and model.tone is Tone.NEUTRAL
    assert model.score.attempts == 0 and model.attempt_number() == 1
    assert recorder.calls == [("start_drill", "pot.cut-45"), ("start_attempt", 1)]


def test_a_successful_attempt_scores_and_is_recorded():
    model, recorder = _opened("pot.cut-45")
    assert _play_solution(model)
    assert model.attempt is not None and model.attempt.success
    assert model.phase is Phase.JUDGED and model.tone is Tone.SUCCESS
    assert (model.score.attempts, model.score.successes, model.score.points) == (1, 1, 1)
    assert recorder.calls[-2:] == [("practice_shot", 1), ("finish_attempt", True)]
    assert model.can_move_on() and model.next_layout() == 2


def test_test_plays_from_the_editor_record_nothing():
    model, recorder = _opened("pot.cut-45", test_mode=True)
    _play_solution(model)
    assert recorder.calls == [] and model.next_drill() is None


def test_the_first_shot_is_kept_for_an_exact_retry():
    model, _ = _opened("pot.cut-45")
    assert model.drill is not None
    first = model.drill.solutions[0].shots[0]
    model.shot_taken(first)
    assert model.first == first


def test_a_whole_set_ends_and_offers_the_progression():
    model, _ = _opened("pot.straight-corner")
    assert model.drill is not None
    for k in range(model.drill.attempts):
        assert _play_solution(model)
        if k < model.drill.attempts - 1:
            assert model.phase is Phase.JUDGED
            model.start_attempt(model.next_layout())
    assert model.phase is Phase.SET_OVER and not model.can_move_on()
    assert model.score.successes == model.drill.attempts
    assert model.next_drill() == "pot.cut-15"


def test_what_a_press_means():
    model, _ = _opened("house.1")
    assert model.region() is HandRegion.HOUSE
    assert model.press("cue", left=True, in_hand=True, cue_on_table=True) is PressAct.DRAG
    assert model.press(None, left=True, in_hand=True, cue_on_table=False) is PressAct.DRAG
    assert model.press("1", left=True, in_hand=True, cue_on_table=True) is PressAct.AIM
    assert model.press("1", left=False, in_hand=False, cue_on_table=True) is PressAct.NONE
    model.phase = Phase.JUDGED
    assert model.press("1", left=True, in_hand=False, cue_on_table=True) is PressAct.NONE


def test_show_me_never_counts_and_returns_to_the_attempt():
    model, recorder = _opened("pot.cut-45")
    assert model.can_show() and model.start_demo()
    assert model.demo is not None and model.resume_phase is Phase.AIMING
    shots = list(model.demo_shots)
    for shot in shots:
        model.demo_shots.pop(0)
        prepared = prepare(model.demo, shot, model.spec)
        more = model.demo_step(prepared, simulate(prepared.layout, shot.stroke))
    assert not more
    model.demo_over("Show me", lambda a: ["ok" if a.success else "no"])
    assert model.phase is Phase.DEMO_DONE and model.feedback == ["Show me", "ok"]
    assert model.score.attempts == 0
    assert [c for c in recorder.calls if c[0] == "practice_shot"] == []
    assert model.end_demo() and model.demo is None


def test_the_hint_follows_the_phase():
    assert "Simulating" in hint(Phase.SIMULATING, in_hand=False)
    assert "Cue ball in hand" in hint(Phase.AIMING, in_hand=True)
    assert "Cue ball in hand" not in hint(Phase.AIMING, in_hand=False)
    assert "set is over" in hint(Phase.SET_OVER, in_hand=False)


def test_the_model_loads_no_widgets():
    code = ("import sys, coach_app.practice.session_model, coach_app.practice.session_text\n"
            "print(sorted(k for k in sys.modules if k in ('PySide6.QtWidgets', 'PySide6.QtGui')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"


def test_a_fresh_attempt_starts_at_the_drills_power():
    """A break drill starts at its solution's pace, any other at the player's
    normal power (never at the last break's)."""
    model, _ = _opened("break.free")
    assert model.start_speed(2.5) == 9.0
    model, _ = _opened("pos.stun")
    assert model.start_speed(2.5) == 2.5
