"""Mouse input on the practice table: drag the cue ball in hand, or aim.

Functions of the session screen, kept apart to keep the screen module small. Placement
uses the same legality check and sentences as the free table and the game
(:func:`coach_app.cueing.placement.placement_problem`), with the region the drill sets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from coach_app.cueing.aim import direction_to
from coach_app.cueing.placement import HandRegion, placement_problem
from coach_app.names import placement_problem_text
from simulation.balls import CUE
from simulation.table import TableSpec

if TYPE_CHECKING:
    from coach_app.practice.session import DrillSession

Vec = tuple[float, float]


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


def on_press(screen: DrillSession, pos: Vec, button: Qt.MouseButton) -> None:
    if not screen.can_aim() or button != Qt.MouseButton.LeftButton:
        return
    ball = screen.view.ball_at(pos, slack=1.5)
    if screen.in_hand and (ball == CUE or CUE not in screen.layout_now):
        screen.drag_pos = pos
        screen.refresh()
        return
    aim_at(screen, pos)


def on_move(screen: DrillSession, pos: Vec, buttons: Qt.MouseButton) -> None:
    if not screen.can_aim() or not buttons & Qt.MouseButton.LeftButton:
        return
    if screen.drag_pos is not None:
        screen.drag_pos = pos
        screen.refresh()
        return
    aim_at(screen, pos)


def on_release(screen: DrillSession, pos: Vec, button: Qt.MouseButton) -> None:
    if screen.drag_pos is None or button != Qt.MouseButton.LeftButton:
        return
    screen.drag_pos = None
    place_cue_ball(screen, pos)


def aim_at(screen: DrillSession, pos: Vec) -> None:
    cue = screen.layout_now.get(screen.cue_ball)
    direction = None if cue is None else direction_to(cue, pos)
    if direction is not None:
        screen.set_aim(direction)


def place_cue_ball(screen: DrillSession, pos: Vec) -> bool:
    """Put the ball in hand at ``pos`` if the drill's region allows; say why not otherwise."""
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
