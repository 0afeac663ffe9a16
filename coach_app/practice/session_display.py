"""What the practice screen shows for its state: buttons, goal marks, score, hint, feedback.

One function of the session screen, kept apart to keep the screen module small. Called
after every change, so what is enabled always follows the phase of the attempt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from coach_app.practice.goal_view import goal_marks
from coach_app.practice.session_text import hint
from coach_app.qt_util import alive
from coach_app.screens.overlays import build_overlay
from coach_app.table.overlay import EMPTY_OVERLAY

if TYPE_CHECKING:
    from coach_app.practice.session import DrillSession


def refresh(screen: DrillSession) -> None:
    from coach_app.practice.session import NEUTRAL_STYLE, Phase

    if not alive(screen.panel, screen.view) or screen.drill is None:
        return
    p, ph, drill = screen.panel, screen.phase, screen.drill
    aiming = screen.can_aim()
    p.shoot.setEnabled(aiming and screen.stroke() is not None)
    screen.refresh_panel(aiming, hint(screen))
    screen.retry_button.setEnabled(ph is Phase.JUDGED)
    screen.next_button.setEnabled(ph is Phase.JUDGED)
    screen.show_me_button.setEnabled(screen.can_show())
    screen.show_me_button.setVisible(bool(drill.solutions))
    screen.your_turn_button.setVisible(ph is Phase.DEMO_DONE)
    over = ph is Phase.SET_OVER
    screen.summary.setVisible(over)
    p.stroke_box.setVisible(not over)
    screen.retry_button.setVisible(not over)
    screen.next_button.setVisible(not over)
    if over:
        screen.summary.show_score(screen.score, screen.next_title())

    attempt = screen.demo if screen.demo is not None else screen.attempt
    done = len(attempt.records) if attempt is not None else 0
    shown = screen.view.ball_layout() if ph in (Phase.PLAYING, Phase.DEMO) \
        else screen.layout_now
    screen.view.set_marks(goal_marks(drill, shown, done))
    judged = ph in (Phase.JUDGED, Phase.SET_OVER)
    number = screen.score.attempts + (0 if judged else 1)
    screen.header.show_score(screen.score, max(1, min(number, screen.score.size)))

    aim = QCoreApplication.translate("DrillSession", "Aim: %1°")
    p.aim_label.setText(aim.replace("%1", f"{screen.aim_deg or 0.0:.2f}"))
    p.message.setStyleSheet(NEUTRAL_STYLE if screen.message else screen.feedback_style)
    p.set_message("\n".join([*screen.feedback, screen.message]).strip())
    if aiming:
        screen.view.set_overlay(build_overlay(screen, dragging=screen.drag_pos))
    elif ph not in (Phase.PLAYING, Phase.DEMO):
        screen.view.set_overlay(EMPTY_OVERLAY)
