"""A click on the practice table (drag the cue ball in hand, or aim), and where the ball in
hand waits before the player moves it.

Dragging and placing the ball in hand are the same on every cue screen
(:class:`coach_app.screens.cue_screen.CueScreen`), with the region the drill sets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from coach_app.cueing.placement import HandRegion, placement_problem
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
    screen.aim_at(pos)
