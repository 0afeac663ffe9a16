"""Mouse tools of the drill editor's table: move, add and remove balls, draw the target
zone, pick target pockets, click the order of balls.

Functions of the editor, kept apart to keep the editor module small. Positions are rounded
to the millimetre (a drill file is read by people too) and a ball is never left off the
slate: a drop outside it puts the ball back.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from drills.model import Rect
from simulation.layout import ball_fits

if TYPE_CHECKING:
    from coach_app.practice.editor import DrillEditor

Vec = tuple[float, float]
#: A zone smaller than this (metres, either side) is a click, and clears the zone.
MIN_ZONE = 0.03


class Tool(StrEnum):
    MOVE = "move"
    ADD = "add"
    ZONE = "zone"
    POCKETS = "pockets"
    ORDER = "order"


def _mm(p: Vec) -> Vec:
    return (round(p[0], 3), round(p[1], 3))


def _fits(ed: DrillEditor, p: Vec) -> bool:
    return ed.spec.on_surface(p) and ball_fits(p, ed.spec)


def on_press(ed: DrillEditor, pos: Vec, button: Qt.MouseButton) -> None:
    if ed.racked():
        return
    ball = ed.view.ball_at(pos)
    if button == Qt.MouseButton.RightButton:
        if ball is not None:
            ed.remove_ball(ball)
        return
    if button != Qt.MouseButton.LeftButton:
        return
    tool = ed.tool()
    if tool is Tool.MOVE and ball is not None:
        ed.dragging = ball
    elif tool is Tool.ADD and _fits(ed, pos):
        ed.put_ball(ed.ball_to_add(), _mm(pos))
    elif tool is Tool.ZONE:
        ed.zone_start = pos
    elif tool is Tool.POCKETS:
        pocket = ed.view.pocket_at(pos, reach=0.15)
        if pocket is not None:
            ed.toggle_pocket(pocket)
    elif tool is Tool.ORDER and ball is not None and ball != "cue":
        ed.toggle_order(ball)


def on_move(ed: DrillEditor, pos: Vec, buttons: Qt.MouseButton) -> None:
    if not buttons & Qt.MouseButton.LeftButton:
        return
    if ed.dragging is not None and _fits(ed, pos):
        ed.balls[ed.dragging] = _mm(pos)
        ed.refresh_table()
    elif ed.zone_start is not None:
        ed.zone_preview = _rect(ed.zone_start, pos)
        ed.refresh_table()


def on_release(ed: DrillEditor, pos: Vec, button: Qt.MouseButton) -> None:
    if button != Qt.MouseButton.LeftButton:
        return
    if ed.dragging is not None:
        ed.dragging = None
        ed.changed()
    elif ed.zone_start is not None:
        rect = _rect(ed.zone_start, pos)
        ed.zone_start, ed.zone_preview = None, None
        big = rect.x[1] - rect.x[0] >= MIN_ZONE and rect.y[1] - rect.y[0] >= MIN_ZONE
        ed.set_zone(rect if big else None)


def _rect(a: Vec, b: Vec) -> Rect:
    x0, x1 = sorted((round(a[0], 3), round(b[0], 3)))
    y0, y1 = sorted((round(a[1], 3), round(b[1], 3)))
    return Rect((x0, max(x1, x0 + 0.001)), (y0, max(y1, y0 + 0.001)))
