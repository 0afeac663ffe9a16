""""Show me": the drill's recorded solution played through the normal runner and playback.

``drill.solutions[0]`` is a successful attempt found by simulation (drills/search.py). It is
set up on its own attempt's layout, each shot is simulated, played and judged like the
player's, and the result is shown with the strokes in words. The set score never sees it;
"Your turn" puts back the attempt the player was on. Functions of the session screen, kept
apart to keep the screen module small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from coach_app.practice.attempts import PreparedShot, judge_result, prepare
from coach_app.practice.session_text import stroke_text
from coach_app.practice.texts import attempt_lines
from drills.judge import start
from simulation.errors import InputError
from simulation.events import ShotResult

if TYPE_CHECKING:
    from coach_app.practice.session import DrillSession


def can_show(screen: DrillSession) -> bool:
    from coach_app.practice.session import Phase

    attempt = screen.attempt
    return (screen.drill is not None and bool(screen.drill.solutions)
            and screen.phase in (Phase.AIMING, Phase.JUDGED, Phase.SET_OVER, Phase.DEMO_DONE)
            and (attempt is None or not attempt.records or attempt.finished))


def show_me(screen: DrillSession) -> bool:
    from coach_app.practice.session import NEUTRAL_STYLE, Phase

    drill = screen.drill
    if drill is None or not can_show(screen):
        return False
    solution = drill.solutions[0]
    if screen.phase is not Phase.DEMO_DONE:
        screen.resume_phase = screen.phase
    screen.demo = start(drill, solution.attempt, screen.spec)
    screen.demo_shots = list(solution.shots)
    screen.feedback, screen.feedback_style = [], NEUTRAL_STYLE
    _next(screen)
    return True


def _next(screen: DrillSession) -> None:
    from coach_app.practice.session import Phase

    assert screen.demo is not None
    shot = screen.demo_shots.pop(0)
    try:
        prepared = prepare(screen.demo, shot, screen.spec)
    except InputError as exc:
        screen.phase, screen.message = Phase.DEMO_DONE, exc.message
        screen.refresh()
        return
    screen.feedback.append(stroke_text(shot.stroke))
    screen.submit(prepared, Phase.DEMO)


def step_done(screen: DrillSession, prepared: PreparedShot, result: ShotResult) -> None:
    """One shot of the solution has played: judge it, then the next shot or the verdict."""
    from coach_app.practice.session import NEUTRAL_STYLE, SUCCESS_STYLE, Phase

    assert screen.demo is not None
    screen.demo = judge_result(screen.demo, prepared, result, screen.spec)
    screen.layout_now = dict(screen.demo.balls)
    if screen.demo_shots and not screen.demo.finished:
        _next(screen)
        return
    title = QCoreApplication.translate("DrillSession", "Show me: the recorded solution.")
    screen.feedback = [title, *screen.feedback, *attempt_lines(screen.demo)]
    screen.feedback_style = SUCCESS_STYLE if screen.demo.success else NEUTRAL_STYLE
    screen.phase = Phase.DEMO_DONE
    screen.refresh()


def your_turn(screen: DrillSession) -> None:
    """Back from "show me": the attempt the player is on, or the set's summary."""
    from coach_app.practice.session import Phase

    if screen.phase is not Phase.DEMO_DONE:
        return
    screen.demo, screen.demo_shots = None, []
    if screen.resume_phase is Phase.SET_OVER:
        screen.phase, screen.feedback = Phase.SET_OVER, []
        screen.refresh()
    else:
        screen.start_attempt(screen.layout_no)
