"""The drill editor's slate, with no widgets: the balls, the target zone, the pockets and
the order, and what the mouse tools do to them.

:class:`coach_app.practice.editor.DrillEditor` owns one :class:`Slate` and draws it (the
form's words stay in the form). Positions are rounded to the millimetre (a drill file is
read by people too) and a ball is never left off the slate: a drop outside it keeps the
ball where it was. The slate announces every change (:mod:`coach_app.cueing.evented`): the
editor redraws the table and checks the drill again when it hears of one. Tested without a
window (tests/models/test_editor_model.py).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from coach_app.cueing.evented import Evented
from drills.model import Rect, Zone
from simulation.balls import ALL_BALLS, CUE, OBJECT_BALLS
from simulation.layout import ball_fits
from simulation.rules.vocab import Discipline
from simulation.table import TableSpec

Vec = tuple[float, float]
#: A zone smaller than this (metres, either side) is a click, and clears the zone.
MIN_ZONE = 0.03


class Tool(StrEnum):
    MOVE = "move"
    ADD = "add"
    ZONE = "zone"
    POCKETS = "pockets"
    ORDER = "order"


class Edit(StrEnum):
    """What the editor must do after a press the slate has interpreted."""

    NONE = "none"
    CHANGED = "changed"  # the slate changed (and said so)
    PUT = "put"  # put the ball chosen to add at ``pos``
    REMOVE = "remove"  # take ``ball`` off


class SlateAspect(StrEnum):
    """What changed on the slate."""

    BALLS = "balls"
    ZONE = "zone"
    POCKETS = "pockets"
    ORDER = "order"
    PREVIEW = "preview"  # a drag in progress: redraw only (the drill is checked on release)


def mm(p: Vec) -> Vec:
    return (round(p[0], 3), round(p[1], 3))


def rect(a: Vec, b: Vec) -> Rect:
    """The zone dragged from ``a`` to ``b``, to the millimetre, never empty."""
    x0, x1 = sorted((round(a[0], 3), round(b[0], 3)))
    y0, y1 = sorted((round(a[1], 3), round(b[1], 3)))
    return Rect((x0, max(x1, x0 + 0.001)), (y0, max(y1, y0 + 0.001)))


class Slate(Evented):
    """The table side of a drill being edited, and the drag in progress."""

    def __init__(self, spec: TableSpec) -> None:
        super().__init__()
        self.spec = spec
        self.balls: dict[str, Vec] = {}
        self.zone: Zone | None = None
        self.pockets: list[str] = []
        self.order: list[str] = []
        self.dragging: str | None = None
        self.zone_start: Vec | None = None
        self.zone_preview: Rect | None = None

    def load(self, balls: dict[str, Vec], zone: Zone | None, pockets: list[str],
             order: list[str]) -> None:
        self.balls, self.zone, self.pockets, self.order = balls, zone, pockets, order
        self.touch(*SlateAspect)

    # ------------------------------------------------------------------ edits
    def fits(self, p: Vec) -> bool:
        return self.spec.on_surface(p) and ball_fits(p, self.spec)

    def put_ball(self, ball: str, pos: Vec) -> str | None:
        """Put ``ball`` at ``pos``; returns the next ball to offer (None: all are on)."""
        self.balls[ball] = pos
        self.touch(SlateAspect.BALLS)
        return next((b for b in ALL_BALLS if b not in self.balls), None)

    def remove_ball(self, ball: str) -> None:
        self.balls.pop(ball, None)
        if ball in self.order:
            self.order.remove(ball)
        self.touch(SlateAspect.BALLS, SlateAspect.ORDER)

    def set_zone(self, zone: Zone | None) -> None:
        self.zone = zone
        self.touch(SlateAspect.ZONE)

    def toggle_pocket(self, pocket: str) -> None:
        if pocket in self.pockets:
            self.pockets.remove(pocket)
        else:
            self.pockets.append(pocket)
        self.touch(SlateAspect.POCKETS)

    def toggle_order(self, ball: str) -> None:
        if ball in self.order:
            self.order.remove(ball)
        else:
            self.order.append(ball)
        self.touch(SlateAspect.ORDER)

    def clear_order(self) -> None:
        self.order = []
        self.touch(SlateAspect.ORDER)

    def object_balls(self) -> list[str]:
        return [b for b in ALL_BALLS if b in self.balls and b != CUE]

    # ------------------------------------------------------------------ mouse
    def press(self, tool: Tool, pos: Vec, ball: str | None, pocket: str | None, *,
              left: bool, right: bool, racked: bool) -> Edit:
        """A press with ``tool`` on ``ball`` / ``pocket`` (None: neither) at ``pos``. A
        racked drill (a break) has no balls to edit."""
        if racked:
            return Edit.NONE
        if right:
            return Edit.REMOVE if ball is not None else Edit.NONE
        if not left:
            return Edit.NONE
        if tool is Tool.MOVE and ball is not None:
            self.dragging = ball
        elif tool is Tool.ADD and self.fits(pos):
            return Edit.PUT
        elif tool is Tool.ZONE:
            self.zone_start = pos
        elif tool is Tool.POCKETS and pocket is not None:
            self.toggle_pocket(pocket)
            return Edit.CHANGED
        elif tool is Tool.ORDER and ball is not None and ball != CUE:
            self.toggle_order(ball)
            return Edit.CHANGED
        return Edit.NONE

    def move(self, pos: Vec, left_held: bool) -> bool:
        """The mouse moved; True when the table must be redrawn (a ball or zone drag)."""
        if not left_held:
            return False
        if self.dragging is not None and self.fits(pos):
            self.balls[self.dragging] = mm(pos)
            self.touch(SlateAspect.PREVIEW)
            return True
        if self.zone_start is not None:
            self.zone_preview = rect(self.zone_start, pos)
            self.touch(SlateAspect.PREVIEW)
            return True
        return False

    def release(self, pos: Vec, left: bool) -> bool:
        """The button came up; True when a drag ended and changed the slate."""
        if not left:
            return False
        if self.dragging is not None:
            self.dragging = None
            self.touch(SlateAspect.BALLS)
            return True
        if self.zone_start is not None:
            r = rect(self.zone_start, pos)
            self.zone_start, self.zone_preview = None, None
            big = r.x[1] - r.x[0] >= MIN_ZONE and r.y[1] - r.y[0] >= MIN_ZONE
            self.set_zone(r if big else None)
            return True
        return False


@dataclass(frozen=True)
class PositionDrill:
    """A position from the free table as a new drill for the editor: the drill's plain
    data (docs/drills.md), the balls where they stand and the target pocket."""

    data: dict[str, Any]
    balls: dict[str, Vec]
    pockets: list[str]


def position_drill(balls: Mapping[str, Vec], pyramid_t: bool, taken: Collection[str],
                   spec: TableSpec) -> PositionDrill:
    """The drill a player starts from when saving a free-table position: pot the
    lowest-numbered object ball into the pocket nearest it, the cue ball where it stands
    (from the house when there is none), Pyramid T's rules for a Pyramid T position.
    ``taken`` are the drill ids in use: the new one is ``my.position-N``, free."""
    n = 1
    while f"my.position-{n}" in taken:
        n += 1
    ball = next((b for b in OBJECT_BALLS if b in balls), None)
    pockets: list[str] = []
    goal: dict[str, Any] = {"type": "pot"}
    if ball is not None:
        goal["ball"] = ball
        nearest = min(spec.pockets(), key=lambda p: math.dist(p.mouth_centre, balls[ball]))
        pockets = [nearest.id]
    data: dict[str, Any] = {
        "id": f"my.position-{n}", "category": "potting", "level": 1,
        "discipline": str(Discipline.PYRAMID_T if pyramid_t else Discipline.COMBINED),
        "cue": "fixed" if CUE in balls else "house", "attempts": 5,
        "title": {"ru": f"Позиция со свободного стола {n}",
                  "en": f"Position from the free table {n}"},
        "instructions": {"ru": f"Забейте шар {ball} в отмеченную лузу." if ball else
                         "Опишите, что нужно сделать в этой позиции.",
                         "en": f"Pocket ball {ball} into the marked pocket." if ball else
                         "Describe what to do in this position."},
        "goal": goal, "scoring": {"mode": "success", "points": 1},
    }
    return PositionDrill(data, {b: mm(p) for b, p in balls.items()}, pockets)
