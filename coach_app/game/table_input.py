"""Mouse input on the game table: decisions by clicking balls, the call, ball in hand, aim.

What a click means depends on the moment: a pending ball choice takes the ball clicked; an
incomplete call takes a ball or a pocket; a ball in hand is dragged; otherwise the click
aims. Functions of the screen, kept apart to keep the screen module small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from coach_app.cueing.aim import direction_to
from coach_app.cueing.placement import placement_problem
from coach_app.game.phase import Phase
from coach_app.names import placement_problem_text
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
    if button == Qt.MouseButton.RightButton:
        if ball is not None and game.referee_for(state.discipline).any_cue_ball \
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
        if ball is not None and ball != screen.cue_ball:
            screen.call_ball = ball
        elif pocket is not None:
            screen.call_pocket = pocket
        screen.refresh()
        if ball is not None or pocket is not None:
            return
    cue = screen.layout_now.get(screen.cue_ball)
    direction = None if cue is None else direction_to(cue, pos)
    if direction is not None:
        screen.set_aim(direction)

def on_move(screen: GameScreen, pos: Vec, buttons: Qt.MouseButton) -> None:
    if screen.phase is not Phase.AIMING or not buttons & Qt.MouseButton.LeftButton:
        return
    if screen.drag_pos is not None:
        screen.drag_pos = pos
        screen.refresh()
        return
    cue = screen.layout_now.get(screen.cue_ball)
    direction = None if cue is None else direction_to(cue, pos)
    if direction is not None and screen.match.state.pending is None:
        screen.set_aim(direction)

def on_release(screen: GameScreen, pos: Vec, button: Qt.MouseButton) -> None:
    if screen.drag_pos is None or button != Qt.MouseButton.LeftButton:
        return
    screen.drag_pos = None
    place_cue_ball(screen, pos)

def place_cue_ball(screen: GameScreen, pos: Vec) -> bool:
    others = {b: p for b, p in screen.layout_now.items() if b != CUE}
    problem = placement_problem(pos, CUE, others, screen.spec, screen.region_value())
    if problem is not None:
        screen.message = placement_problem_text(problem)
        screen.refresh()
        return False
    screen.hand_spot = (round(pos[0], 6), round(pos[1], 6))
    screen.layout_now = {**others, CUE: screen.hand_spot}
    screen.view.set_ball_layout(screen.layout_now)
    screen.message = ""
    screen.stroke_changed()
    return True
