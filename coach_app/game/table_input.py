"""A click on the game table: decisions by clicking balls, the call, ball in hand, aim.

What a click means depends on the moment: a pending ball choice takes the ball clicked; an
incomplete call takes a ball or a pocket; a ball in hand is dragged; otherwise the click
aims. Dragging and placing the ball in hand are the same on every cue screen
(:class:`coach_app.screens.cue_screen.CueScreen`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from coach_app.game.phase import Phase
from simulation.balls import CUE
from simulation.rules import game

if TYPE_CHECKING:
    from coach_app.game.screen import GameScreen

Vec = tuple[float, float]


def on_press(screen: GameScreen, pos: Vec, button: Qt.MouseButton) -> None:
    if screen.phase is not Phase.AIMING or screen.match.state.phase == "over":
        return
    state = screen.match.state
    ball = screen.view.ball_at(pos)
    if state.pending is not None:
        if (state.pending.kind in ("penalty_ball", "replace_cue") and ball is not None
                and ball in state.pending.options):
            screen.decide({"kind": state.pending.kind, "ball": ball})
        return
    referee = game.referee_for(state.discipline)
    if button == Qt.MouseButton.RightButton:
        if ball == CUE and referee.cue_call and screen.call_needed():
            # Pyramid T 4.1.2: the свояк is called by naming the cue ball (a right click
            # works even while the ball is in hand, where a left click drags it).
            screen.call_ball = CUE
            screen.refresh()
            return
        if ball is not None and referee.any_cue_ball \
                and state.phase != "break" and not screen.in_hand:
            screen.cue_ball = ball
            screen.stroke_changed()
        return
    if button != Qt.MouseButton.LeftButton:
        return
    if screen.in_hand and (ball == CUE or CUE not in screen.layout_now):
        screen.drag_pos = pos
        screen.refresh()
        return
    if screen.call_needed() and screen.call() is None:
        pocket = screen.view.pocket_at(pos)
        if ball is not None and (ball != screen.cue_ball or referee.cue_call):
            screen.call_ball = ball
        elif pocket is not None:
            screen.call_pocket = pocket
        screen.refresh()
        if ball is not None or pocket is not None:
            return
    screen.aim_at(pos)
